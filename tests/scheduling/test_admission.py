"""Admission (the asyncio side of the scheduler) on a fake clock: the scheduler's clock is
moved by hand and ``dispatch`` stands in for the timer, or (the last tests) the scheduler
reads a virtual-time loop's clock and admission's own timer fires; nothing here sleeps."""

from __future__ import annotations

import asyncio

import pytest

from sidecar.errors import BackendError, QueueTimeout, Rejected
from sidecar.scheduling.admission import Admission
from sidecar.scheduling.jobs import Capacity, SchedulerSettings
from sidecar.scheduling.scheduler import Scheduler

from ..virtualtime import run_virtual
from .test_scheduler import job, make


async def _settle() -> None:
    for _ in range(3):
        await asyncio.sleep(0)


async def test_a_waiting_job_runs_when_the_running_one_finishes():
    s, clock = make(queue_timeout=60.0)
    adm = Admission(s)
    first = asyncio.create_task(adm.wait(a := job("a", 5.0)))
    second = asyncio.create_task(adm.wait(job("b", 1.0)))
    await _settle()
    assert first.done() and not second.done()
    clock.t = 10.0
    adm.finish(a, ok=True)
    await _settle()
    assert second.done() and second.exception() is None


async def test_the_queue_timeout_answers_with_a_retry_hint():
    s, clock = make(queue_timeout=30.0)
    adm = Admission(s)
    running = asyncio.create_task(adm.wait(job("a", 100.0)))
    waiting = asyncio.create_task(adm.wait(job("b", 1.0)))
    await _settle()
    assert running.done()
    clock.t = 29.0
    adm.dispatch()
    await _settle()
    assert not waiting.done()
    clock.t = 31.0
    adm.dispatch()  # what the armed timer does at 30 s
    await _settle()
    with pytest.raises(QueueTimeout) as exc:
        waiting.result()
    assert exc.value.retry_after is not None and "30 s" in exc.value.message
    assert not s.waiting


async def test_a_backend_outage_holds_the_queue_then_answers_502_after_the_grace():
    s, clock = make(queue_timeout=600.0)
    adm = Admission(s, outage_grace=20.0, backend="http://b")
    adm.pause()
    held = asyncio.create_task(adm.wait(job("a", 1.0)))
    await _settle()
    assert not held.done()
    clock.t = 19.0
    adm.dispatch()
    await _settle()
    assert not held.done()
    clock.t = 20.5
    adm.dispatch()
    await _settle()
    with pytest.raises(BackendError, match="unreachable for 20 s"):
        held.result()
    # while the outage goes on, a new request fails fast instead of waiting out the grace
    during = asyncio.create_task(adm.wait(job("b", 1.0)))
    await _settle()
    assert isinstance(during.exception(), BackendError)
    # once the backend is back, requests are admitted at once
    adm.resume()
    later = asyncio.create_task(adm.wait(job("c", 1.0)))
    await _settle()
    assert later.done() and later.exception() is None


async def test_a_client_that_leaves_while_waiting_leaves_the_queue():
    s, _ = make(queue_timeout=60.0)
    adm = Admission(s)
    await adm.wait(job("a", 5.0))
    waiting = asyncio.create_task(adm.wait(job("b", 1.0)))
    await _settle()
    assert [j.id for j in s.waiting] == ["b"]
    waiting.cancel()
    await _settle()
    assert not s.waiting


async def test_close_answers_every_waiter_503_and_refuses_new_ones():
    s, _ = make(queue_timeout=60.0)
    adm = Admission(s)
    await adm.wait(job("a", 5.0))
    waiters = [asyncio.create_task(adm.wait(job(f"w{i}", 1.0))) for i in range(3)]
    await _settle()
    assert adm.close("shutting down") == 3
    await _settle()
    for w in waiters:
        with pytest.raises(Rejected) as exc:
            w.result()
        assert exc.value.status == 503 and exc.value.code == "draining"
    with pytest.raises(Rejected):
        await adm.wait(job("late", 1.0))


def _on_loop_clock(**settings) -> Scheduler:
    loop = asyncio.get_running_loop()
    return Scheduler(Capacity(slots=1, slot_context=100_000), clock=loop.time, settings=SchedulerSettings(**settings))


def test_the_armed_timer_answers_the_queue_timeout_at_its_moment():
    """Nobody calls ``dispatch``: the timer admission armed when the job arrived fires at
    the queue timeout, and the wait ends then with ``QueueTimeout``."""

    async def main() -> tuple[float, BaseException | None, int]:
        s = _on_loop_clock(queue_timeout=30.0)
        adm = Admission(s)
        await adm.wait(job("a", 100.0))  # runs, and never ends
        loop = asyncio.get_running_loop()
        waiting = asyncio.create_task(adm.wait(job("b", 1.0)))
        with pytest.raises(QueueTimeout):
            await waiting
        return loop.time(), waiting.exception(), len(s.waiting)

    at, exc, left = run_virtual(main)
    assert 30.0 <= at <= 30.01 and isinstance(exc, QueueTimeout) and left == 0


def test_the_armed_timer_ends_an_outage_s_grace_for_every_waiter():
    """The backend is down: the waiting job hears 502 when the grace ends, by the timer; a
    second job that arrived later is answered at the same moment (the outage's, not its own)."""

    async def main() -> list[tuple[str, float]]:
        s = _on_loop_clock(queue_timeout=600.0)
        adm = Admission(s, outage_grace=20.0, backend="http://b")
        loop = asyncio.get_running_loop()
        adm.pause()
        ended: list[tuple[str, float]] = []

        async def one(name: str, after: float) -> None:
            await asyncio.sleep(after)
            try:
                await adm.wait(job(name, 1.0))
            except BackendError:
                ended.append((name, loop.time()))

        await asyncio.gather(one("a", 0.0), one("b", 12.0))
        return ended

    ended = run_virtual(main)
    assert [n for n, _ in ended] == ["a", "b"] and all(20.0 <= t <= 20.01 for _, t in ended), ended
