"""What the order saved, on a backend that runs one request at a time and does not say so
(Ollama's API): the parallelism probe's trial request waits inside the backend, and that
wait is waiting, not service."""

from __future__ import annotations

import asyncio
import json
import time

import aiohttp
import pytest
from aiohttp import web

from sidecar.records.savings import Served, fcfs_waits

from ..conftest import eventually, running_sidecar
from ..fakes import run_app
from ..ollama_backend import chat_only_ollama


class SerialOllama:
    """One request at a time, in arrival order; each reports its own durations (as Ollama
    does) and its start and end are recorded."""

    def __init__(self, delay: float) -> None:
        self.delay = delay
        self.lock = asyncio.Lock()
        self.spans: dict[str, tuple[float, float]] = {}

    def app(self) -> web.Application:
        return chat_only_ollama(self.chat)

    async def chat(self, request: web.Request) -> web.Response:
        body = await request.json()
        n = int(body["options"]["num_predict"])
        async with self.lock:
            start = time.monotonic()
            await asyncio.sleep(self.delay * n)
            end = time.monotonic()
        self.spans[request.headers["X-Request-Id"]] = (start, end)
        return web.json_response(
            {
                "model": "m",
                "message": {"role": "assistant", "content": "tok " * n},
                "done": True,
                "done_reason": "stop",
                "prompt_eval_count": 10,
                "prompt_eval_duration": 1_000_000,
                "eval_count": n,
                "eval_duration": int((end - start) * 1e9) - 1_000_000,
                "load_duration": 0,
            }
        )


async def test_the_savings_shown_match_a_count_from_the_backends_own_spans(predictor):
    """Proves: a burst of 12 with lengths 2-40 tokens to a serial Ollama-API backend, whose
    parallelism the sidecar learns (its probe sends one request more than it knows runs):
    the net seconds saved that the dashboard shows are within 10% of a replay of the same
    arrivals on the backend's own spans (before, the trial's wait inside the backend counted
    as its service, and the savings shown were many times the true ones)."""
    backend = SerialOllama(delay=0.01)
    lengths = [40, 2, 30, 3, 20, 4, 35, 3, 12, 5, 25, 2]
    async with (
        run_app(backend.app()) as url,
        running_sidecar(url, predictor) as (side, sc),
        aiohttp.ClientSession() as s,
    ):
        loop = asyncio.get_running_loop()
        sent: dict[str, float] = {}

        async def one(i: int) -> None:
            rid = f"req-{i}"
            sent[rid] = loop.time()
            body = {
                "model": "m",
                "stream": False,
                "messages": [{"role": "user", "content": f"task {i}"}],
                "options": {"num_predict": lengths[i]},
            }
            async with s.post(side + "/api/chat", json=body, headers={"X-Request-Id": rid}) as r:
                assert r.status == 200
                await r.read()

        tasks = []
        for i in range(len(lengths)):
            tasks.append(asyncio.create_task(one(i)))
            await asyncio.sleep(0.005)
        await asyncio.gather(*tasks)
        spans = sorted(backend.spans.items(), key=lambda kv: kv[1][0])
        held = [nxt[0] - cur[0] for (_, cur), (_, nxt) in zip(spans, spans[1:], strict=False)]
        held.append(spans[-1][1][1] - spans[-1][1][0])
        served = [Served(sent[rid], h, start - sent[rid]) for (rid, (start, _)), h in zip(spans, held, strict=True)]
        fcfs_waits(sorted(served, key=lambda r: r.arrival), 1)
        saved = sum(r.fcfs_wait for r in served) - sum(r.wait for r in served)

        async def replayed() -> bool:
            async with s.get(side + "/sidecar/ui/state") as r:
                return (await r.json())["savings"]["requests"] == len(lengths)

        await eventually(replayed)
        async with s.get(side + "/sidecar/ui/state") as r:
            shown = (await r.json())["savings"]
    assert sc.upstreams[0].scheduler.parallelism is not None
    assert shown["net_saved_seconds"] == pytest.approx(saved, rel=0.1, abs=0.05), (shown, saved, json.dumps(held))
