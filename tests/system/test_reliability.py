"""Faults, bad input and overload: every accepted request ends in a full reply or a clear
error, and the sidecar recovers by itself. (Each test's sidecar also checks, on exit,
that it holds nothing: see ``conftest.held``.)"""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import time

import aiohttp
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sidecar.apis import APIS, AdapterError, parse_request
from sidecar.backends import supervision
from sidecar.localhttp import free_port
from sidecar.prediction.features import NUM_FEATURES, extract_features
from tests.conftest import eventually, running_sidecar
from tests.fakes import FakeLlama, run_app

CHAT = "/v1/chat/completions"


def chat(content: str, **kw) -> dict:
    return {"messages": [{"role": "user", "content": content}], **kw}


async def test_backend_absent_at_start_then_appears(predictor, monkeypatch):
    """A backend that has never answered (a wrong URL, or not started yet): a request hears
    so at once, with the URL to check, instead of waiting out a restart's grace; once the
    backend answers, requests are served."""
    monkeypatch.setattr(supervision, "REPROBE_EVERY", 0.02)
    port = free_port()
    async with running_sidecar(f"http://127.0.0.1:{port}", predictor) as (side, sc), aiohttp.ClientSession() as s:
        async with s.get(side + "/sidecar/health") as r:
            assert r.status == 503 and (await r.json())["backend"]["reachable"] is False
        t0 = time.monotonic()
        async with s.post(side + CHAT, json=chat("early", max_tokens=3)) as r:
            assert r.status == 502 and time.monotonic() - t0 < 2
            message = (await r.json())["error"]["message"]
        assert f"127.0.0.1:{port}" in message and "backend.url" in message
        assert not sc.upstreams[0].scheduler.waiting and not sc.upstreams[0].scheduler.running
        backend = FakeLlama()
        async with run_app(backend.app(), port=port):
            await eventually(lambda: sc.upstreams[0].reachable)  # the probe found it
            async with s.post(side + CHAT, json=chat("later", max_tokens=3)) as r:
                assert r.status == 200
            async with s.get(side + "/sidecar/health") as h:
                assert h.status == 200
        assert sc.upstreams[0].info.kind == "llamacpp"


@pytest.mark.slow  # seconds of real waiting
async def test_backend_restart_while_jobs_wait(predictor):
    """The backend stops (finishing the reply in progress) while three requests wait. They
    are held, not failed: each one that finds the port closed goes back to its place in
    the queue, and all three are served once a backend listens there again."""
    port = free_port()
    backend = FakeLlama(delay=0.1, max_gen=10)
    async with running_sidecar(f"http://127.0.0.1:{port}", predictor) as (side, sc), aiohttp.ClientSession() as s:
        stack = contextlib.AsyncExitStack()
        await stack.enter_async_context(run_app(backend.app(), port=port))
        await eventually(lambda: sc.upstreams[0].info.reachable)
        running = await s.post(side + CHAT, json=chat("running", max_tokens=10, stream=True))
        reading = asyncio.create_task(running.read())
        waiting = [asyncio.create_task(s.post(side + CHAT, json=chat(f"w{i}", max_tokens=3))) for i in range(3)]
        sched = sc.upstreams[0].scheduler
        await eventually(lambda: len(sched.waiting) == 3)
        await stack.aclose()  # stop listening; the reply in progress finishes
        body = await reading
        await eventually(lambda: sched.counters.requeued >= 1)  # the next one found the port closed
        assert len(sched.waiting) == 3 and not any(t.done() for t in waiting)
        backend2 = FakeLlama()
        async with run_app(backend2.app(), port=port):
            statuses = [(await asyncio.wait_for(t, 15)).status for t in waiting]
    assert body.endswith(b"data: [DONE]\n\n")
    assert statuses == [200, 200, 200]
    assert sorted(b["messages"][0]["content"] for _, b in backend2.requests) == ["w0", "w1", "w2"]
    assert [b["messages"][0]["content"] for _, b in backend.requests] == ["running"]


async def test_outage_longer_than_backend_restart_fails_queued_requests_clearly(predictor):
    port = free_port()
    async with running_sidecar(f"http://127.0.0.1:{port}", predictor, timeouts={"backend_restart": 0.5}) as (side, sc):
        async with aiohttp.ClientSession() as s:
            t0 = time.monotonic()
            async with s.post(side + "/api/generate", json={"model": "m", "prompt": "hi"}) as r:
                assert r.status == 502
                assert "cannot connect to the backend" in (await r.json())["error"]
            assert time.monotonic() - t0 < 3


async def test_slow_reader_applies_backpressure_instead_of_buffering(predictor):
    """A client that stops reading: the sidecar stops reading the backend, so the backend's
    writes stall once the socket buffers are full; the reply is never held in memory."""
    from aiohttp import web

    sent = 0
    event = b'data: {"choices":[{"delta":{"content":"' + b"x" * 4000 + b'"}}]}\n\n'  # about 4 kB

    async def props(request: web.Request) -> web.Response:
        return web.json_response({"total_slots": 1, "default_generation_settings": {"n_ctx": 4096}})

    async def fat(request: web.Request) -> web.StreamResponse:
        nonlocal sent
        resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await resp.prepare(request)
        for _ in range(50_000):  # 200 MB in all: far more than the kernel's socket buffers
            await resp.write(event)
            sent += 1
        await resp.write(b"data: [DONE]\n\n")
        return resp

    app = web.Application()
    app.router.add_get("/props", props)
    app.router.add_post("/v1/chat/completions", fat)
    async with run_app(app) as url, running_sidecar(url, predictor) as (side, sc):
        async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(force_close=True)) as s:
            r = await s.post(side + CHAT, json=chat("stream a lot", stream=True))
            await r.content.readany()  # then the client reads nothing more
            seen: list[int] = []

            def stalled() -> bool:  # the backend's writes have stopped: the buffers between are full
                seen.append(sent)
                return len(seen) > 5 and seen[-1] == seen[-6]

            await eventually(stalled, timeout=20.0, every=0.1)
            sent_while_stalled = sent
            r.close()
        await eventually(lambda: sc.upstreams[0].scheduler.counters.cancelled_running == 1)
    # of 50,000 events (200 MB) only what the four sockets' kernel buffers hold (loopback
    # autotunes them to a few MB each) left the backend: the sidecar itself holds one
    # chunk plus aiohttp's 64 kB write buffer
    assert 0 < sent_while_stalled < 10_000, sent_while_stalled
    assert sc.upstreams[0].scheduler.counters.cancelled_running == 1


async def test_burst_of_ten_times_the_queue_bound(predictor):
    backend = FakeLlama(delay=0.01, max_gen=5)
    async with (
        run_app(backend.app()) as url,
        running_sidecar(url, predictor, scheduler={"max_queue": 20}) as (side, sc),
    ):
        conn = aiohttp.TCPConnector(limit=0)
        async with aiohttp.ClientSession(connector=conn) as s:

            async def one(i: int) -> tuple[int, float, str | None]:
                t0 = time.monotonic()
                async with s.post(side + CHAT, json=chat(f"q{i}", max_tokens=5)) as r:
                    await r.read()
                    return r.status, time.monotonic() - t0, r.headers.get("Retry-After")

            results = await asyncio.gather(*(one(i) for i in range(200)))
    ok = [r for r in results if r[0] == 200]
    rejected = [r for r in results if r[0] == 429]
    assert len(ok) + len(rejected) == 200
    assert len(rejected) >= 150 and all(r[2] is not None for r in rejected)
    assert max(r[1] for r in rejected) < 2.0  # refused at once, not after waiting
    assert len(ok) == sc.upstreams[0].scheduler.counters.completed


BAD_BODIES = [
    b"",
    b"{",
    b'{"messages": [',
    b"null",
    b"[]",
    b'"text"',
    b"\xff\xfe\xfd",
    b'{"messages": "\xff"}',
    b'{"messages": [{"role": "user", "content": {"nested": [1, 2]}}]}',
    b"[" * 100_000 + b"]" * 100_000,  # deeply nested JSON
    b'{"messages": [{"role": "user", "content": "hi"}], "max_tokens": -5, "stream": null}',
    b'{"prompt": ["a", [1, "b"]]}',
    b'{"model": ["x"], "prompt": "p"}',
    b'{"options": "fast", "prompt": "p"}',
]


async def test_bad_input_gets_a_4xx_never_a_500(fake, predictor):
    url, backend = fake
    async with running_sidecar(url, predictor, max_body_bytes=4_000_000) as (side, sc), aiohttp.ClientSession() as s:
        for path in ("/api/chat", "/api/generate", CHAT, "/v1/completions", "/completion"):
            for body in BAD_BODIES:
                data = io.BytesIO(body) if len(body) > 65536 else body
                async with s.post(side + path, data=data, headers={"Content-Type": "application/json"}) as r:
                    assert r.status < 500, (path, body[:40], r.status)
                    if r.status in (400, 413):  # the sidecar's own refusal, in the API's shape
                        assert "error" in await r.json()
                    # anything else is the backend's own answer, passed through (a body
                    # Ollama accepts, such as one without a prompt, reaches the backend)
        async with s.post(side + CHAT, data=io.BytesIO(b"x" * 5_000_000)) as r:  # over the limit
            assert r.status == 413
        async with s.get(side + CHAT, headers={"X-Big": "v" * 7000}) as r:  # GET on a POST route
            assert r.status in (404, 405)
        async with s.request("PATCH", side + "/nowhere?x=1") as r:  # unknown: passed through
            assert r.status in (404, 405)
        async with s.get(side + "/sidecar/health", headers={"X-Huge": "h" * 20000}) as r:
            assert r.status in (400, 431)  # aiohttp refuses oversized headers itself
        async with s.get(side + "/sidecar/health") as r:
            assert r.status == 200  # and is still serving


api_names = st.sampled_from(sorted(APIS))
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
message = st.fixed_dictionaries(
    {"role": st.sampled_from(["user", "assistant", "system", "tool"]) | json_values, "content": st.text() | json_values}
)
bodies = st.fixed_dictionaries(
    {},
    optional={
        "model": st.text(max_size=20) | json_values,
        "messages": st.lists(message, max_size=6) | json_values,
        "prompt": st.text() | st.lists(st.text() | st.integers(0, 50000), max_size=5) | json_values,
        "system": st.text() | json_values,
        "stream": st.booleans() | json_values,
        "max_tokens": st.integers(-5, 10**6) | json_values,
        "n_predict": st.integers(-2, 10**6) | json_values,
        "options": st.fixed_dictionaries({}, optional={"num_predict": st.integers(-2, 10**6) | json_values})
        | json_values,
        "format": st.just("json") | json_values,
        "priority": st.sampled_from(["batch", "interactive"]) | json_values,
        "context": st.lists(st.integers(), max_size=5) | json_values,
        "response_format": json_values,
    },
)


def check_body(api: str, body: object) -> None:
    """A random body gives a clear AdapterError (400) or a request the predictor can score."""
    try:
        info = parse_request(api, body, inject_usage=True)
    except AdapterError as exc:
        assert exc.status == 400 and exc.message
        return
    feats = extract_features(info.conversation)
    assert len(feats) == NUM_FEATURES and all(v == v and abs(v) < float("inf") for v in feats)
    assert info.max_tokens is None or info.max_tokens >= 0
    json.dumps(info.body)  # what is forwarded can be serialized


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(api=api_names, body=bodies | json_values)
def test_fuzz_adapters_and_features(api, body):
    check_body(api, body)


@pytest.mark.slow
@pytest.mark.timeout(600)
@settings(max_examples=10_000, deadline=None, suppress_health_check=list(HealthCheck))
@given(api=api_names, body=bodies | json_values)
def test_fuzz_adapters_and_features_10k(api, body):
    """The same property over 10,000 cases (about a minute; runs in the slow tier)."""
    check_body(api, body)
