"""A waiting streamed request keeps its client (sidecar/request/keepalive.py): the official OpenAI
and Anthropic clients, with read timeouts shorter than the wait, get their replies; raw
bytes show the head and the keep-alives; a wait that fails after the head ends as the
API's error event; a client that leaves while waiting frees its place. Ollama's clients:
tests/request/test_ollama_clients.py."""

from __future__ import annotations

import asyncio

import aiohttp
import pytest

from sidecar.request.keepalive import waited_from
from tests.conftest import eventually, holding, running_sidecar
from tests.fakes import FakeLlama, run_app

CHAT = "/v1/chat/completions"
FAST = {"waiting_head_after": 0.1, "waiting_keepalive": 0.2}  # their timing: request/test_keepalive_timers.py


async def _behind_a_held_one(s: aiohttp.ClientSession, side: str, backend: FakeLlama) -> asyncio.Task:
    """A long request that holds the one slot until ``backend.gate`` is set."""
    body = {"messages": [{"role": "user", "content": "Write an essay."}], "max_tokens": 5}
    task = asyncio.create_task(s.post(side + CHAT, json=body))
    await eventually(lambda: holding(s, side, 1))
    return task


@pytest.mark.parametrize("keepalive", [True, False])
@pytest.mark.slow  # seconds of real waiting
async def test_clients_with_a_read_timeout_shorter_than_the_wait_get_their_replies(predictor, keepalive):
    """Each official client reads with a 1 s timeout and waits 2.5 s in the queue: with the
    keep-alives both get the whole reply; without, both time out (what the feature is for)."""
    import anthropic
    import openai

    backend = FakeLlama(gate=asyncio.Event())
    sched = FAST if keepalive else {"waiting_keepalive": 0}
    async with run_app(backend.app()) as url, running_sidecar(url, predictor, scheduler=sched) as (side, sc):
        async with aiohttp.ClientSession() as s:
            held = await _behind_a_held_one(s, side, backend)
            timeout = 1.0  # every phase, the read between chunks included
            oa = openai.AsyncOpenAI(base_url=side + "/v1", api_key="k", max_retries=0, timeout=timeout)
            an = anthropic.AsyncAnthropic(base_url=side, api_key="k", max_retries=0, timeout=timeout)
            msgs = [{"role": "user", "content": "Name one fish."}]

            async def via_openai() -> str:
                stream = await oa.chat.completions.create(model="m", messages=msgs, max_tokens=4, stream=True)
                return "".join([c.choices[0].delta.content or "" async for c in stream if c.choices])

            async def via_anthropic() -> str:
                async with an.messages.stream(model="m", max_tokens=4, messages=msgs) as st:
                    return "".join([t async for t in st.text_stream])

            async def release() -> None:
                await asyncio.sleep(2.5)
                backend.gate.set()

            got = await asyncio.gather(via_openai(), via_anthropic(), release(), return_exceptions=True)
            await (await held).read()
            await oa.close()
            await an.close()
    if keepalive:
        assert all(isinstance(t, str) and t for t in got[:2]), got
    else:
        assert all(isinstance(e, openai.APITimeoutError | anthropic.APITimeoutError) for e in got[:2]), got


async def test_the_head_comes_early_and_the_keep_alives_say_the_place(predictor):
    backend = FakeLlama(gate=asyncio.Event())
    async with run_app(backend.app()) as url, running_sidecar(url, predictor, scheduler=FAST) as (side, sc):
        async with aiohttp.ClientSession() as s:
            held = await _behind_a_held_one(s, side, backend)
            body = {"messages": [{"role": "user", "content": "hi"}], "max_tokens": 3, "stream": True}
            headers = {"X-Request-Id": "mine"}
            async with s.post(side + CHAT, json=body, headers=headers) as r:
                async with asyncio.timeout(1.5):  # the head after 0.1 s, a keep-alive with it
                    assert r.status == 200 and r.headers["Content-Type"].startswith("text/event-stream")
                    assert r.headers["X-Request-Id"] == "mine" and "X-Queue-Seconds" not in r.headers
                    first = await r.content.readuntil(b"\n\n")
                assert first.startswith(b": waiting in the sidecar's queue, position 1, expected to start in "), first
                backend.gate.set()
                rest = (await r.read()).split(b"\n\n")
            await (await held).read()
        waited = [waited_from(e) for e in rest if waited_from(e) is not None]
        assert len(waited) == 1 and 0.1 < waited[0] < 5.0, rest
        after = rest[rest.index(next(e for e in rest if waited_from(e) is not None)) + 1 :]
        assert after[0].startswith(b"data: {") and b"data: [DONE]" in after  # then the reply, as the backend sent it


async def test_a_wait_that_fails_after_the_head_ends_as_the_apis_error_event(predictor):
    """The queue timeout passes after the head was sent: an OpenAI error chunk and the end;
    Anthropic's ``event: error``; nothing stays held."""
    backend = FakeLlama(gate=asyncio.Event())
    overrides = {"scheduler": FAST, "timeouts": {"queue": 0.3}}
    async with run_app(backend.app()) as url, running_sidecar(url, predictor, **overrides) as (side, sc):
        async with aiohttp.ClientSession() as s:
            held = await _behind_a_held_one(s, side, backend)
            chat = {"messages": [{"role": "user", "content": "hi"}], "max_tokens": 3, "stream": True}
            async with s.post(side + CHAT, json=chat) as r:
                assert r.status == 200
                text = await r.text()
            assert text.startswith(": waiting") and '"error"' in text and text.rstrip().endswith("}"), text
            msgs = {"model": "m", "max_tokens": 3, "messages": [{"role": "user", "content": "hi"}], "stream": True}
            async with s.post(side + "/v1/messages", json=msgs) as r:
                text = await r.text()
            assert "event: ping" in text and "event: error" in text, text
            backend.gate.set()
            await (await held).read()


async def test_a_client_that_leaves_after_the_head_gives_its_place_back(predictor):
    backend = FakeLlama(gate=asyncio.Event())
    async with run_app(backend.app()) as url, running_sidecar(url, predictor, scheduler=FAST) as (side, sc):
        async with aiohttp.ClientSession() as s:
            held = await _behind_a_held_one(s, side, backend)
            body = {"messages": [{"role": "user", "content": "hi"}], "max_tokens": 3, "stream": True}
            async with aiohttp.ClientSession() as other:
                r = await other.post(side + CHAT, json=body)
                await r.content.readuntil(b"\n\n")  # the head and a first keep-alive
                r.close()  # and it leaves
            up = sc.upstreams[0]
            await eventually(lambda: not up.scheduler.waiting, timeout=5.0)
            assert up.scheduler.counters.cancelled_waiting == 1
            backend.gate.set()
            await (await held).read()


async def test_a_short_wait_gets_no_early_head(predictor):
    """A request admitted within ``waiting_head_after`` gets the backend's own head (status,
    headers) as before. (Ollama's NDJSON streams: tests/request/test_ollama_clients.py.)"""
    backend = FakeLlama()
    async with run_app(backend.app()) as url, running_sidecar(url, predictor, scheduler=FAST) as (side, sc):
        async with aiohttp.ClientSession() as s:
            body = {"messages": [{"role": "user", "content": "hi"}], "max_tokens": 3, "stream": True}
            async with s.post(side + CHAT, json=body) as r:
                assert "X-Queue-Seconds" in r.headers  # the backend's head, sent once admitted
                assert not (await r.read()).startswith(b":")


async def test_an_api_left_out_of_waiting_keepalive_apis_waits_for_the_backends_head(predictor):
    """Per API: with only Anthropic's streams kept, an OpenAI stream that waits gets the
    backend's head once admitted, and an Anthropic one still gets the early head."""
    backend = FakeLlama(gate=asyncio.Event())
    sched = {**FAST, "waiting_keepalive_apis": ["anthropic"]}
    async with run_app(backend.app()) as url, running_sidecar(url, predictor, scheduler=sched) as (side, sc):
        async with aiohttp.ClientSession() as s:
            held = await _behind_a_held_one(s, side, backend)
            chat = {"messages": [{"role": "user", "content": "hi"}], "max_tokens": 3, "stream": True}
            msgs = {"model": "m", "max_tokens": 3, "messages": [{"role": "user", "content": "hi"}], "stream": True}
            openai_reply = asyncio.create_task(s.post(side + CHAT, json=chat))
            async with s.post(side + "/v1/messages", json=msgs) as r:
                async with asyncio.timeout(1.5):
                    first = await r.content.readuntil(b"\n\n")
                assert first.startswith(b": waiting in the sidecar's queue"), first
                async with asyncio.timeout(1.5):  # its next beat: the OpenAI stream has waited past its head_after
                    while not (await r.content.readuntil(b"\n\n")).startswith(b": waiting"):
                        pass
                assert not openai_reply.done()  # no head while it waits
                backend.gate.set()
                await r.read()
            async with await openai_reply as o:
                assert "X-Queue-Seconds" in o.headers and not (await o.read()).startswith(b":")
            await (await held).read()


def test_waiting_keepalive_apis_names_api_families():
    from sidecar.config import ConfigError, load_config

    assert load_config(
        env={"SIDECAR_SCHEDULER_WAITING_KEEPALIVE_APIS": "openai,anthropic"}
    ).scheduler.waiting_keepalive_apis == (
        "openai",
        "anthropic",
    )
    assert "ollama" in load_config(env={}).scheduler.waiting_keepalive_apis  # both official clients take it
    with pytest.raises(ConfigError, match="one of openai"):
        load_config(overrides={"scheduler": {"waiting_keepalive_apis": ["ollama-chat"]}})
