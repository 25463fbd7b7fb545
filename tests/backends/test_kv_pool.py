"""The KV pool as it really is: llama-server's slots sharing one pool, told apart (where
the API lets it) from slots of their own, and learned from the backend when it runs out.

The fake here keeps a real pool: every request in flight holds its prompt and the tokens
generated so far, and a request that would take the pool past its size fails the way
llama-server fails ("Context size has been exceeded.", a 500 before a non-streamed reply,
an error event first in a stream), while /props and /slots report what llama-server
reports on its defaults: four slots, each with the whole context.
"""

from __future__ import annotations

import asyncio
import json
import logging
from dataclasses import dataclass, field

import aiohttp
import pytest
from aiohttp import web

from sidecar.backends.learned import LearnedLimits, says_context_exceeded
from sidecar.backends.probe import POOL_LEARNED, POOL_SHARED, llamacpp_pool
from sidecar.scheduling.admission import lowered_budget
from tests.conftest import running_sidecar
from tests.fakes import run_app

CHAT = "/v1/chat/completions"
EXCEEDED = {"error": {"code": 500, "message": "Context size has been exceeded.", "type": "server_error"}}


@dataclass
class PooledLlama:
    """``slots`` slots reporting ``n_ctx`` each, sharing a pool of ``pool`` tokens."""

    slots: int = 4
    n_ctx: int = 8192
    pool: int = 8192
    n_ctx_train: int = 8192
    delay: float = 0.0003
    in_use: int = 0
    failed: int = 0
    served: int = 0
    most: int = 0
    concurrent: int = 0
    max_concurrent: int = 0
    log: list[str] = field(default_factory=list)

    def app(self) -> web.Application:
        app = web.Application()
        app.router.add_get("/props", self.props)
        app.router.add_get("/v1/models", self.models)
        app.router.add_post(CHAT, self.chat)
        return app

    async def props(self, request: web.Request) -> web.Response:
        return web.json_response({"total_slots": self.slots, "default_generation_settings": {"n_ctx": self.n_ctx}})

    async def models(self, request: web.Request) -> web.Response:
        meta = {"n_ctx": self.n_ctx, "n_ctx_train": self.n_ctx_train}
        return web.json_response({"object": "list", "data": [{"id": "/models/tiny.gguf", "meta": meta}]})

    async def chat(self, request: web.Request) -> web.StreamResponse:
        body = await request.json()
        prompt = sum(len(m["content"]) for m in body["messages"]) // 4  # the fake's tokenizer
        n = int(body.get("max_tokens") or 16)
        stream = bool(body.get("stream"))
        held = 0
        self.concurrent += 1
        self.max_concurrent = max(self.max_concurrent, self.concurrent)
        resp: web.StreamResponse | None = None
        try:
            if stream:
                resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
                await resp.prepare(request)
                await resp.write(b":\n\n")  # llama-server's keep-alive while it reads the prompt
            for step in range(n + 1):  # the prompt first, then one token a step
                need = prompt if step == 0 else 1
                if self.in_use + need > self.pool:
                    self.failed += 1
                    if resp is not None:
                        await resp.write(b"data: " + json.dumps(EXCEEDED).encode() + b"\n\n")
                        return resp
                    return web.json_response(EXCEEDED, status=500)
                self.in_use += need
                held += need
                self.most = max(self.most, self.in_use)
                if step % 8 == 0:
                    await asyncio.sleep(self.delay)  # eight tokens a step: the others run meanwhile
                if resp is not None and step > 0:
                    piece = {"choices": [{"index": 0, "delta": {"content": "t "}, "finish_reason": None}]}
                    await resp.write(b"data: " + json.dumps(piece).encode() + b"\n\n")
            self.served += 1
            usage = {"prompt_tokens": prompt, "completion_tokens": n, "total_tokens": prompt + n}
            if resp is not None:
                final = {"choices": [{"index": 0, "delta": {}, "finish_reason": "length"}], "usage": usage}
                await resp.write(b"data: " + json.dumps(final).encode() + b"\n\ndata: [DONE]\n\n")
                return resp
            msg = {"role": "assistant", "content": "t " * n}
            return web.json_response(
                {"choices": [{"index": 0, "message": msg, "finish_reason": "length"}], "usage": usage}
            )
        finally:
            self.in_use -= held
            self.concurrent -= 1


def long_request(i: int, stream: bool, prompt_tokens: int = 2750, max_tokens: int = 900) -> dict:
    """A request of about ``prompt_tokens`` (the fake counts four bytes a token)."""
    content = f"request {i}: " + "abcd" * prompt_tokens
    return {
        "model": "tiny",
        "messages": [{"role": "user", "content": content}],
        "max_tokens": max_tokens,
        "stream": stream,
    }


# --- what the API shows ---------------------------------------------------------------------


def test_several_slots_are_taken_as_sharing_one_pool():
    """llama-server on its defaults (4 slots, each reporting the model's whole context)
    shares one pool; what its API shows is the same for slots of their own, so several
    slots are always taken as one pool unless backend.kv_budget says otherwise."""
    assert llamacpp_pool(4, 8192) == (8192, POOL_SHARED)
    assert llamacpp_pool(3, 1024) == (1024, POOL_SHARED)
    assert llamacpp_pool(1, 4096)[0] == 4096


def test_what_the_backends_say_when_the_pool_is_full():
    assert says_context_exceeded(b'{"error":{"message":"Context size has been exceeded."}}')
    assert says_context_exceeded(b'{"error":"the input length exceeds the context length"}')
    assert not says_context_exceeded(b'{"error":"model not found"}')
    assert lowered_budget(32768, 4 * 4600, 4600) == int(0.9 * 4 * 4600)
    assert lowered_budget(8192, 3000, 4600) == 4600  # one request that fits alone still runs


# --- through the sidecar ----------------------------------------------------------------------


@pytest.mark.parametrize("stream", [False, True])
async def test_four_long_requests_into_a_default_llama_server_all_succeed(predictor, stream):
    """Proves: in front of a llama-server on its defaults (4 slots sharing 8,192 tokens),
    four concurrent ~2,750-token prompts with max_tokens 900 all succeed (direct, or with a
    budget of four times the pool, all four fail); the pool is never overfilled."""
    backend = PooledLlama()
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, sc):
        assert sc.upstreams[0].scheduler.kv_budget == 8192 and sc.upstreams[0].info.pool == POOL_SHARED
        async with aiohttp.ClientSession() as s:

            async def one(i: int) -> tuple[int, bytes]:
                async with s.post(side + CHAT, json=long_request(i, stream)) as r:
                    return r.status, await r.read()

            got = await asyncio.gather(*(one(i) for i in range(4)))
            async with s.get(side + "/sidecar/queue") as r:
                backends = (await r.json())["backends"]
    assert [g[0] for g in got] == [200] * 4 and not any(b"exceeded" in g[1] for g in got)
    assert backend.failed == 0 and backend.served == 4 and backend.most <= backend.pool
    assert backends[0]["kv_pool"] == POOL_SHARED and backends[0]["kv_budget"] == 8192


async def test_eight_short_requests_still_run_side_by_side(predictor):
    backend = PooledLlama(delay=0.01)
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, _):
        async with aiohttp.ClientSession() as s:

            async def one(i: int) -> int:
                body = long_request(i, False, prompt_tokens=40, max_tokens=20)
                async with s.post(side + CHAT, json=body) as r:
                    return r.status

            assert await asyncio.gather(*(one(i) for i in range(8))) == [200] * 8
    assert backend.max_concurrent == 4 and backend.failed == 0


@pytest.mark.parametrize("stream", [False, True])
async def test_a_pool_smaller_than_reported_is_learned_and_no_client_sees_the_failure(
    predictor, tmp_path, caplog, stream
):
    """Proves: a backend that reports two slots of 4,096 (read as one pool of 4,096) but
    holds 2,048 in all: the requests it cannot hold fail before their replies begin, the
    sidecar lowers the budget and queues them again, every client gets its reply; the
    budget learned is kept, and a sidecar started on the same state begins with it and
    says so."""
    backend = PooledLlama(slots=2, n_ctx=4096, pool=2048)
    state = str(tmp_path / "state")
    caplog.set_level(logging.WARNING, "sidecar")
    no_lane = {"express_lane": "off"}  # the lane would keep the long ones from filling the pool at all
    async with run_app(backend.app()) as url:
        async with running_sidecar(url, predictor, state_dir=state, scheduler=no_lane) as (side, sc):
            assert sc.upstreams[0].info.pool == POOL_SHARED and sc.upstreams[0].scheduler.kv_budget == 4096
            async with aiohttp.ClientSession() as s:

                async def one(i: int) -> tuple[int, bytes]:
                    async with s.post(side + CHAT, json=long_request(i, stream, 1100, 200)) as r:
                        return r.status, await r.read()

                got = await asyncio.gather(*(one(i) for i in range(3)))
            learned = sc.upstreams[0].scheduler.kv_budget
        assert [g[0] for g in got] == [200] * 3 and not any(b"exceeded" in g[1] for g in got)
        assert backend.failed >= 1 and backend.served == 3  # it failed, and the clients never knew
        assert learned < 4096 and any("budget is now" in r.getMessage() for r in caplog.records)
        assert (tmp_path / "state" / "pools.json").exists()
        async with running_sidecar(url, predictor, state_dir=state) as (side, sc):
            assert sc.upstreams[0].info.pool == POOL_LEARNED and sc.upstreams[0].scheduler.kv_budget == learned
            async with aiohttp.ClientSession() as s, s.get(side + "/sidecar/queue") as r:
                assert (await r.json())["backends"][0]["kv_pool"] == POOL_LEARNED


async def test_a_configured_budget_wins_over_what_was_learned(predictor, tmp_path):
    backend = PooledLlama(slots=2, n_ctx=2048, pool=2048)
    assert LearnedLimits(None).get("x", 2, 2048) is None
    async with run_app(backend.app()) as url:
        label = url.split("://", 1)[1]
        from sidecar.learning.state import StateDir

        LearnedLimits(StateDir(tmp_path / "state")).remember(label, 2, 2048, 1500)
        async with running_sidecar(url, predictor, state_dir=str(tmp_path / "state")) as (_, sc):
            assert sc.upstreams[0].scheduler.kv_budget == 1500
        overrides = {"state_dir": str(tmp_path / "state"), "backend": {"url": url, "kv_budget": 3000}}
        async with running_sidecar(url, predictor, **overrides) as (_, sc):
            assert sc.upstreams[0].scheduler.kv_budget == 3000 and sc.upstreams[0].info.pool == "configured"
