"""What the sidecar learns of a backend's limits: only from evidence, and never for good."""

from __future__ import annotations

import asyncio
import json

import aiohttp
from aiohttp import web

from sidecar.scheduling.admission import RECOVER_AFTER, Admission
from sidecar.scheduling.concurrency import RETRY_SECONDS, ParallelismLearner
from sidecar.scheduling.jobs import Capacity, Job
from sidecar.scheduling.scheduler import Scheduler

from ..conftest import running_sidecar
from ..fakes import run_app
from ..ollama_backend import chat_only_ollama


class QueueingOllama:
    """An Ollama that runs one request at a time and, like another sidecar in front of a
    one-slot backend, answers each stream at once with an empty piece, then waits its turn."""

    def __init__(self, tokens: int = 20, delay: float = 0.01) -> None:
        self.tokens, self.delay = tokens, delay
        self.lock = asyncio.Lock()
        self.most_at_once = self.now = 0

    def app(self) -> web.Application:
        return chat_only_ollama(self.chat)

    async def chat(self, request: web.Request) -> web.StreamResponse:
        await request.read()
        resp = web.StreamResponse(headers={"Content-Type": "application/x-ndjson"})
        await resp.prepare(request)
        piece = lambda text, done=False: (  # noqa: E731
            json.dumps({"model": "m", "message": {"role": "assistant", "content": text}, "done": done}) + "\n"
        ).encode()
        await resp.write(piece(""))  # the early empty piece: nothing runs yet
        async with self.lock:
            self.now += 1
            self.most_at_once = max(self.most_at_once, self.now)
            try:
                for i in range(self.tokens):
                    await asyncio.sleep(self.delay)
                    await resp.write(piece(f"t{i} "))
                await resp.write(piece("", done=True))
            finally:
                self.now -= 1
        await resp.write_eof()
        return resp


async def test_an_empty_first_piece_is_no_evidence_that_a_request_runs(predictor):
    """Proves: in front of a serial backend that sends an empty piece at once, the
    parallelism probe does not learn more than one request at once (it learned "at least
    8" before, from those pieces, and a short request then waited behind seven long ones)."""
    backend = QueueingOllama()
    async with (
        run_app(backend.app()) as url,
        running_sidecar(url, predictor) as (side, sc),
        aiohttp.ClientSession() as s,
    ):

        async def one() -> None:
            body = {"model": "m", "messages": [{"role": "user", "content": "hi"}]}
            async with s.post(side + "/api/chat", json=body) as r:
                assert r.status == 200
                await r.read()

        await asyncio.gather(*(one() for _ in range(8)))
        probe = sc.upstreams[0].scheduler.parallelism
        assert probe is not None and probe.known == 1
    assert backend.most_at_once == 1


def test_a_limit_found_is_tried_again_after_a_while():
    """Proves: requests at once found (one more was queued) are tried again after
    ``RETRY_SECONDS``: a backend restarted with more slots is used, one slow moment is
    not a limit for good."""
    now = [0.0]
    s = Scheduler(Capacity(slots=2), clock=lambda: now[0])
    s.parallelism = ParallelismLearner(1, found=True)
    s.capacity = Capacity(slots=s.parallelism.slots)
    s.admit()
    assert s.capacity.slots == 1
    now[0] = RETRY_SECONDS + 1
    s.admit()
    assert s.capacity.slots == 2 and not s.parallelism.found


async def test_a_learned_kv_budget_rises_again_after_replies_end_well():
    """Proves: the budget an overflow taught rises halfway back to what the backend reports
    after ``RECOVER_AFTER`` good replies, again after as many more, and so on (it was lowered
    to 54 tokens for good before); and a request alone that does not fit teaches nothing."""
    now = [0.0]
    s = Scheduler(Capacity(slots=2, slot_context=4096, kv_budget=4096), clock=lambda: now[0])
    a = Admission(s)
    a.reported_budget = 4096
    learned: list[int] = []
    a.on_pool_learned = learned.append

    def job(i: int) -> Job:
        return Job(f"j{i}", prompt_tokens=100, predicted_tokens=50, max_tokens=200)

    alone = job(0)
    await a.wait(alone)
    assert a.context_exceeded(alone) is None  # alone: its own size, not the pool's
    a.finish(alone, ok=False)
    first, second = job(1), job(2)
    await a.wait(first)
    await a.wait(second)
    now[0] = 1.0
    low = a.context_exceeded(second)
    assert low is not None and low < 4096
    a.finish(first, ok=False)
    a.finish(second, ok=False)
    for i in range(3, 3 + 2 * RECOVER_AFTER):
        j = job(i)
        await a.wait(j)
        a.finish(j, ok=True)
    assert learned[0] == low and len(learned) == 3
    assert low < learned[1] < learned[2] <= 4096
    assert s.capacity.kv_budget == learned[2]
