"""What several sequences at once do on a backend (sidecar/scheduling/concurrency.py): the decode
rates by concurrency that decide the express lane, and the parallelism learned where the
backend's API does not say it (Ollama), in the scheduler and through a running sidecar."""

from __future__ import annotations

import asyncio
import json

import aiohttp
import pytest

from sidecar.backends.learned import PARALLEL, LearnedLimits
from sidecar.learning.state import StateDir
from sidecar.scheduling.concurrency import MIN_SECONDS, DecodeMeter, ParallelismLearner
from sidecar.scheduling.jobs import Capacity, Job, Priority
from tests.conftest import running_sidecar
from tests.fakes import run_app
from tests.scheduling.test_scheduler import Clock, make
from tests.tools.test_replay_backend import backend as replay_backend


def long_job(name: str, tokens: int = 2000) -> Job:
    return Job(name, prompt_tokens=50, predicted_tokens=tokens, max_tokens=tokens)


def stream(s, clock: Clock, jobs: list[Job], rate: float, seconds: float, step: float = 0.2) -> None:  # type: ignore[no-untyped-def]
    """The running ``jobs`` each decode ``rate`` tokens a second for ``seconds``, reported
    every ``step`` (as the forwarder reports every 8 tokens)."""
    end, made = clock.t + seconds, {j.id: float(j.streamed_tokens) for j in jobs}
    while clock.t < end - 1e-9:
        clock.t += step
        for j in jobs:
            made[j.id] += rate * step
            s.grow(j, int(made[j.id]))


def measured(slots: int, alone: float, beside: float):  # type: ignore[no-untyped-def]
    """A scheduler whose backend decoded ``alone`` tok/s with one sequence and ``beside``
    tok/s each with two, as the scheduler sees them through its jobs' progress."""
    s, clock = make(cap=Capacity(slots=slots, slot_context=100_000), express_lane="auto")
    a, b = long_job("a"), Job("b", prompt_tokens=20, predicted_tokens=60, max_tokens=60)
    s.submit(a)
    s.admit()
    clock.t += 0.3
    s.grow(a, 1)  # the first token: its prompt is read
    stream(s, clock, [a], alone, MIN_SECONDS + 2)
    s.submit(b)
    assert [j.id for j in s.admit()] == ["b"]  # the lane is on until measured
    clock.t += 0.1
    s.grow(a, a.streamed_tokens + round(alone * 0.1))  # spans b's start and prefill: not counted
    s.grow(b, 1)
    stream(s, clock, [a, b], beside, MIN_SECONDS / 2 + 2)
    return s


def test_one_thread_on_a_cpu_two_sequences_decode_less_than_one_and_the_lane_stays_on():
    """Measured on llama-server -np 2, SmolLM2, one thread: 32 tok/s each beside another
    against 85 alone. The lane costs long jobs nothing there."""
    s = measured(2, alone=85.0, beside=32.0)
    assert abs(s.meter.per_sequence(1) - 85.0) < 1.0 and abs(s.meter.per_sequence(2) - 32.0) < 1.0
    assert s.lane.active(2) and "on (auto" in s.lane.describe(2) and "costs long jobs 0%" in s.lane.describe(2)


def test_where_a_second_sequence_adds_a_third_of_the_throughput_auto_turns_the_lane_off():
    """Two threads: 63 tok/s each against 93 alone (+35% in all): the slot the lane keeps
    would cost long jobs 26% of their throughput."""
    s = measured(2, alone=93.0, beside=63.0)
    assert not s.lane.active(2)
    assert "off (auto" in s.lane.describe(2) and "26%" in s.lane.describe(2)
    s.submit(long_job("c"))
    s.submit(long_job("d"))  # nothing frees a slot yet; once one does, long jobs fill both
    s.release(next(j for j in s.running if j.id == "b"))
    assert [j.id for j in s.admit()] == ["c"]


def test_prefill_and_unstreamed_replies_measure_nothing():
    s, clock = make(cap=Capacity(slots=2, slot_context=100_000), express_lane="off")
    a, quiet = long_job("a"), long_job("quiet")
    for j in (a, quiet):
        s.submit(j)
    assert len(s.admit()) == 2
    s.grow(a, 1)
    stream(s, clock, [a], 80.0, 20.0)  # "quiet" never reports: it may still read its prompt
    assert s.meter.seconds(1) == 0 and s.meter.seconds(2) == 0
    clock.t += 0.05
    s.release(quiet)
    clock.t += 0.05
    s.grow(a, a.streamed_tokens + 8)  # its interval spans the change
    assert s.meter.seconds(1) == 0
    stream(s, clock, [a], 80.0, 1.0)
    assert 0.9 < s.meter.seconds(1) < 1.1


def batch_item(name: str) -> Job:
    return Job(name, prompt_tokens=60, predicted_tokens=120, max_tokens=4096, priority=Priority.BATCH, streams=False)


def test_unstreamed_replies_teach_the_meter_and_a_batch_gets_every_slot_once_the_lane_costs_too_much():
    """A batch sends unstreamed requests: nothing reports until a reply ends. The meter
    learned only from progress reports, so in front of a batch the lane's cost was never
    measured, the lane stayed on and the batch ran on one slot of two (slots held 64%
    against 98% directly, 0.63x the items an hour, in the batch-night scenario). A reply's
    end now says how many tokens it decoded in how long, beside how many others: with one
    item at a time measured, the head may take the last slot, two at a time are measured,
    and where two decode 1.6x as fast as one the lane turns off and both slots run the batch."""
    s, clock = make(cap=Capacity(slots=2, slot_context=100_000), express_lane="auto")
    items = iter(batch_item(f"b{i}") for i in range(100))

    def serve(rate_each: float, seconds: float) -> list[str]:
        """Every running item decodes ``rate_each`` tok/s for ``seconds``, then ends with
        what it decoded; the queue is kept full (a closed loop of eight workers)."""
        while len(s.waiting) < 8:
            s.submit(next(items))
        started = [j.id for j in s.admit()]
        clock.t += 0.1 + seconds  # its prompt (60 tokens at the default prefill rate), then the reply
        for j in s.running:
            s.release(j, output_tokens=round(rate_each * seconds))
        return started

    assert len(serve(30.0, 4.0)) == 1  # the lane keeps a slot for short work: one item at a time
    assert s.meter.per_sequence(1) is not None and abs(s.meter.per_sequence(1) - 30.0) < 3.0
    assert len(serve(24.0, 4.0)) == 2  # measured alone: the head may take the last slot to learn the rest
    assert s.meter.gain(2) is not None and 1.5 < s.meter.gain(2) < 1.7
    assert not s.lane.active(2) and "off (auto" in s.lane.describe(2)
    assert len(serve(24.0, 4.0)) == 2  # from now on both slots hold batch work


def test_an_unstreamed_reply_that_ran_beside_changing_company_teaches_nothing():
    s, clock = make(cap=Capacity(slots=3, slot_context=100_000), express_lane="off")
    a, b, c = batch_item("a"), batch_item("b"), batch_item("c")
    s.submit(a)
    s.admit()
    clock.t += 3.0  # alone for 3 s
    s.submit(b)
    s.submit(c)
    s.admit()
    clock.t += 3.0  # three at once for 3 s: no concurrency held 80% of a's time
    s.release(a, output_tokens=200)
    assert all(s.meter.seconds(k) == 0 for k in (1, 2, 3))
    s.release(b, output_tokens=2)  # too short to tell
    assert s.meter.seconds(2) == 0
    s.release(c, output_tokens=0, ok=False)  # a failed reply teaches nothing
    assert all(s.meter.seconds(k) == 0 for k in (1, 2, 3))


def test_an_unstreamed_reply_past_its_prompt_does_not_hold_up_a_streams_measurement():
    """A stream's progress counts only while every running job decodes: an unstreamed one
    counts as decoding once its prompt should have been read (it never reports)."""
    s, clock = make(cap=Capacity(slots=2, slot_context=100_000), express_lane="off")
    a, quiet = long_job("a"), batch_item("quiet")
    quiet.prompt_tokens = 3000  # 3000 tokens at the default prefill rate take some seconds
    for j in (a, quiet):
        s.submit(j)
    assert len(s.admit()) == 2
    s.grow(a, 1)
    stream(s, clock, [a], 40.0, 1.0)
    assert s.meter.seconds(2) == 0  # the unstreamed one may still read its prompt
    stream(s, clock, [a], 40.0, 30.0)
    assert s.meter.seconds(2) > 5.0


def test_the_meter_keeps_a_window_of_evidence():
    m = DecodeMeter()
    m.add(1, 100 * 200, 200)  # a long while at 100 tok/s
    m.add(1, 50 * 120, 120)  # then a window's worth at 50
    assert 60 < m.per_sequence(1) < 80  # the old rate fades
    m.add(2, 10, 1.0)
    assert m.per_sequence(2) is None and m.gain(2) is None  # too little to tell


# --- requests at once, learned --------------------------------------------------------


def trying_one_more(known: int = 1):  # type: ignore[no-untyped-def]
    s, clock = make(cap=Capacity(slots=1, slot_context=100_000))
    s.parallelism = ParallelismLearner(known)
    s.capacity = Capacity(slots=s.parallelism.slots, slot_context=100_000)
    for name in "abcd":
        s.submit(Job(name, prompt_tokens=30, predicted_tokens=100, max_tokens=100))
    return s, clock


def test_a_request_whose_first_byte_comes_beside_a_running_one_shows_one_more_slot():
    s, clock = trying_one_more()
    assert [j.id for j in s.admit()] == ["a", "b"]  # one known, one tried
    a, b = s.running
    clock.t = 0.2
    assert s.grow(a, 1) is None
    clock.t = 0.4
    assert s.grow(b, 1) == "beside"  # a still streams
    assert s.parallelism.known == 2 and s.capacity.slots == 3 and [j.id for j in s.admit()] == ["c"]


def test_a_request_that_starts_just_after_another_ends_shows_the_backend_queued_it():
    s, clock = trying_one_more()
    a, b = s.admit()
    clock.t = 0.2
    s.grow(a, 1)
    clock.t = 4.0
    s.release(a)  # b's first byte has not come: the backend holds it
    clock.t = 4.15
    assert s.grow(b, 1) == "queued"
    assert s.parallelism.found and s.parallelism.known == 1 and s.capacity.slots == 1
    assert s.admit() == []  # b runs: nothing more until it ends
    assert "1 at once (learned" in s.parallelism.describe()


def test_a_slow_first_byte_that_does_not_follow_an_end_settles_nothing():
    s, clock = trying_one_more()
    a, b = s.admit()
    clock.t = 0.2
    s.grow(a, 1)
    clock.t = 1.0
    s.release(a)
    clock.t = 3.0  # long after a ended: its own prompt took that long
    assert s.grow(b, 1) is None and not s.parallelism.found and s.capacity.slots == 2
    c = s.admit()
    assert [j.id for j in c] == ["c"]  # the next one beside b is the next trial
    clock.t = 3.2
    assert s.grow(c[0], 1) == "beside"


def test_a_trial_that_ends_unseen_lets_another_be_tried():
    p = ParallelismLearner()
    p.started("t", {"a"}, 0.0, 0.1)
    p.ended("t", 1.0)  # cancelled, or an unstreamed reply: its first byte was never seen
    p.started("u", {"a"}, 1.0, 0.1)
    assert p.first_byte("u", 1.2) == "beside" and p.known == 2


def test_what_was_learned_is_kept(tmp_path):
    state = StateDir(tmp_path)
    LearnedLimits(state).remember_parallel("ollama", 3, True)
    assert LearnedLimits(StateDir(tmp_path)).parallel("ollama") == (3, True)
    (tmp_path / PARALLEL).write_text('{"ollama": {"known": "many"}}')
    assert LearnedLimits(StateDir(tmp_path)).parallel("ollama") == (1, False)  # a bad file is ignored


@pytest.mark.slow  # seconds of real waiting
async def test_in_front_of_an_ollama_that_runs_two_at_once_the_sidecar_learns_two(predictor, tmp_path):
    """An Ollama-API backend that runs two requests at once and queues the rest (as
    OLLAMA_NUM_PARALLEL=2 does): a fresh sidecar starts at one, sees the second run beside
    the first, tries a third, sees it wait for an end, and settles on two; a restart on the
    same state starts there."""
    b = replay_backend("ollama", slots=2, speed=10.0, decode=30.0, models={"m": "gpt"})
    body = {"model": "m", "messages": [{"role": "user", "content": "Write an essay on tides."}]}
    async with run_app(b.app()) as url:
        async with running_sidecar(url, predictor, state_dir=str(tmp_path)) as (side, sc):
            up = sc.upstreams[0]
            assert up.scheduler.parallelism is not None and up.scheduler.capacity.slots == 2  # one known, one tried

            async def one(s: aiohttp.ClientSession) -> None:
                async with s.post(side + "/api/chat", json=body) as r:
                    assert r.status == 200
                    await r.read()

            async with aiohttp.ClientSession() as s:
                await asyncio.gather(*(one(s) for _ in range(5)))
                async with s.get(side + "/sidecar/queue") as r:
                    queue = await r.json()
        learner = up.scheduler.parallelism
        assert (learner.known, learner.found) == (2, True), learner.describe()
        assert "2 at once (learned" in json.dumps(queue)
        assert json.loads((tmp_path / PARALLEL).read_text())[up.config.label]["known"] == 2
        async with running_sidecar(url, predictor, state_dir=str(tmp_path)) as (side, sc):
            restarted = sc.upstreams[0].scheduler
            assert restarted.capacity.slots == 2 and restarted.parallelism is not None and restarted.parallelism.found


def test_the_rates_behind_the_lanes_choice_are_kept_and_read_back(tmp_path):
    s = measured(2, alone=93.0, beside=63.0)
    pools = LearnedLimits(StateDir(tmp_path))
    pools.remember_decode("b", 2, s.meter.saved())
    again = DecodeMeter()
    again.load(LearnedLimits(StateDir(tmp_path)).decode_rates("b", 2))
    assert again.gain(2) is not None and abs(again.gain(2) - s.meter.gain(2)) < 1e-9
    assert LearnedLimits(StateDir(tmp_path)).decode_rates("b", 4) == {}  # other slots: measured again
    again.load({"2": ["x", 1], "k": [1, 2]})  # malformed: left out
    assert abs(again.gain(2) - s.meter.gain(2)) < 1e-9


async def test_a_restarted_sidecar_decides_the_lane_from_the_rates_it_kept(predictor, tmp_path):
    from tests.fakes import FakeLlama

    backend = FakeLlama(slots=2)
    async with run_app(backend.app()) as url:
        async with running_sidecar(url, predictor, state_dir=str(tmp_path)) as (side, sc):
            up = sc.upstreams[0]
            assert up.scheduler.lane.active(2)  # nothing measured: on
            up.scheduler.meter.load(measured(2, alone=93.0, beside=63.0).meter.saved())
            up.admission.on_lane_decided()  # as when auto's choice changes
        async with running_sidecar(url, predictor, state_dir=str(tmp_path)) as (side, sc):
            async with aiohttp.ClientSession() as s, s.get(side + "/sidecar/queue") as r:
                lane = (await r.json())["backends"][0]["express_lane"]
    assert lane.startswith("off (auto") and "26%" in lane, lane
