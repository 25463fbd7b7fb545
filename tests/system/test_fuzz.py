"""Random sequences of unusual clients against a backend that faults at random.

Hypothesis draws each sequence: requests with bodies deep, large or of the wrong types,
one request id used several times, odd paths sent as raw bytes, clients that leave at a
random point or stop reading, and for each request what the backend does (answer, stream,
send garbage, send counts of the wrong type or size, stall, close mid-reply, fail). After
each sequence: every client was answered or cut, nothing is running, reserved or waiting,
no slot id is taken, and a normal request is served. One sidecar and one backend serve
every sequence (on one event loop), as a long-running sidecar would.

Bounded: the fast tier runs 50 sequences of at most four requests; the slow tier 2,000
(``SIDECAR_FUZZ_SEQUENCES`` sets it). Each request is bounded by the sidecar's own
timeouts (a fraction of a second here) and the test's.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import json
import os
import random
from collections.abc import Iterator

import aiohttp
import pytest
from aiohttp import web
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sidecar.config import load_config
from sidecar.web.app import Sidecar
from tests.conftest import eventually, nothing_held
from tests.fakes import run_app

FAULTS = ["ok", "ok", "stream", "garbage", "wrong_types", "huge_counts", "stall", "close", "status_500"]
PATHS = ["/v1/chat/completions", "/api/chat", "/v1/messages", "/completion"]


class ChaosBackend:
    """A two-slot llama-server stand-in whose every reply does what ``X-Fault`` says."""

    def app(self) -> web.Application:
        app = web.Application()
        app.router.add_get("/props", self.props)
        for p in PATHS:
            app.router.add_post(p, self.reply)
        return app

    async def props(self, request: web.Request) -> web.Response:
        return web.json_response({"total_slots": 2, "default_generation_settings": {"n_ctx": 4096}})

    async def reply(self, request: web.Request) -> web.StreamResponse:
        try:
            return await self._reply(request)
        except ConnectionError:  # the sidecar dropped the connection (it timed out, or its client left)
            return web.Response()

    async def _reply(self, request: web.Request) -> web.StreamResponse:
        await request.read()
        fault = request.headers.get("X-Fault", "ok")
        if fault == "status_500":
            return web.json_response({"error": {"message": "no"}}, status=500)
        if fault == "stall":  # until the sidecar gives up on it (its timeouts here are under 0.2 s)
            await eventually(lambda: request.transport is None or request.transport.is_closing(), timeout=10.0)
        resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await resp.prepare(request)
        events = {
            "ok": [{"choices": [{"delta": {"content": "a"}}]}, {"choices": [], "usage": {"completion_tokens": 1}}],
            "stream": [{"choices": [{"delta": {"content": "a"}}]}] * 20,
            "garbage": [b"\x00\xff{{{not json"],
            "wrong_types": [{"choices": 5, "usage": [1], "timings": "x", "done": True, "eval_count": {"a": 1}}],
            "huge_counts": [{"usage": {"completion_tokens": 10**400}, "eval_count": 10**400, "done": True}],
            "close": [{"choices": [{"delta": {"content": "a"}}]}],
        }[fault]
        for ev in events:
            data = ev if isinstance(ev, bytes) else json.dumps(ev).encode()
            await resp.write(b"data: " + data + b"\n\n")
            if fault == "stream":
                await asyncio.sleep(0.002)
        if fault == "close":
            assert request.transport is not None
            request.transport.abort()
            return resp
        await resp.write(b"data: [DONE]\n\n")
        return resp


def body_for(kind: str, rng: random.Random) -> bytes:
    msgs = [{"role": "user", "content": "hi " * rng.randint(1, 50)}]
    if kind == "deep":
        depth = rng.choice([130, 976, 3000])
        return b'{"messages": [], "x": ' + b"[" * depth + b"]" * depth + b"}"
    if kind == "large":
        return json.dumps({"messages": msgs * 2000, "max_tokens": 3}).encode()
    if kind == "wrong_types":
        return rng.choice(
            [
                b"[1,2]",
                b'{"messages": 5}',
                b'{"messages": [{"role": 1}]}',
                b'{"max_tokens": "x"}',
                b"not json",
                b'{"stream": "yes", "messages": []}',
                b"",
            ]
        )
    return json.dumps({"model": "m", "messages": msgs, "max_tokens": 3, "stream": rng.random() < 0.5}).encode()


action = st.fixed_dictionaries(
    {
        "kind": st.sampled_from(["normal", "normal", "deep", "large", "wrong_types", "odd_path"]),
        "path": st.sampled_from(PATHS),
        "fault": st.sampled_from(FAULTS),
        "rid": st.sampled_from([None, "same-id", "other-id"]),
        "client": st.sampled_from(["reads", "reads", "leaves", "stops_reading"]),
        "leave_after": st.floats(0.0, 0.03),
        "seed": st.integers(0, 1 << 16),
    }
)


async def run_one(side: str, a: dict) -> None:
    """One client, as ``a`` says; returns when it was answered, left, or was cut."""
    rng = random.Random(a["seed"])
    path = a["path"]
    if a["kind"] == "odd_path":
        path = rng.choice(["/x/..", "/.", "/%2e%2e", "//", "/a%00"]) + path
    body = body_for(a["kind"], rng)
    head = f"POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: {len(body)}\r\n"
    head += f"X-Fault: {a['fault']}\r\n" + (f"X-Request-Id: {a['rid']}\r\n" if a["rid"] else "")
    head += "anthropic-version: 2023-06-01\r\n" if path.endswith("/v1/messages") else ""
    host, port = side.removeprefix("http://").split(":")
    reader, writer = await asyncio.open_connection(host, int(port))
    try:
        writer.write(head.encode() + b"Connection: close\r\n\r\n" + body)
        await writer.drain()
        if a["client"] == "leaves":
            await asyncio.sleep(a["leave_after"])
            return
        if a["client"] == "stops_reading":  # the head or a first chunk, then nothing more is read
            await asyncio.wait_for(reader.read(64), 10)
            await asyncio.sleep(a["leave_after"])
            return
        while await asyncio.wait_for(reader.read(65536), 10):
            pass  # read to the end: the sidecar closes the connection when the reply is done
    finally:
        writer.close()


SEQUENCES = int(os.environ.get("SIDECAR_FUZZ_SEQUENCES", "0") or 0)


class Stand:
    """The sidecar and the backend every sequence of one test runs against."""

    def __init__(self, runner: asyncio.Runner, predictor) -> None:  # type: ignore[no-untyped-def]
        self.runner = runner
        self.backend = ChaosBackend()
        overrides = {
            "timeouts": {"first_byte": 0.08, "idle": 0.06, "total": 0.15, "client_body": 1.0, "queue": 3.0},
            "scheduler": {"max_queue": 8},
        }
        self._stack = runner.run(self._start(predictor, overrides))

    async def _start(self, predictor, overrides):  # type: ignore[no-untyped-def]
        stack = contextlib.AsyncExitStack()
        url = await stack.enter_async_context(run_app(self.backend.app()))
        cfg = load_config(env={}, overrides={"backend": {"url": url}, **overrides})
        self.sidecar = Sidecar(cfg, predictor=predictor)
        self.side = await stack.enter_async_context(run_app(self.sidecar.app()))
        self.session = await stack.enter_async_context(aiohttp.ClientSession())  # the check after each sequence
        return stack

    async def sequence(self, actions: list[dict]) -> None:
        outcomes = await asyncio.gather(
            *(asyncio.wait_for(run_one(self.side, a), 15) for a in actions), return_exceptions=True
        )
        for a, o in zip(actions, outcomes, strict=True):
            # a client is answered, leaves, or is cut (a reset); it is never left hanging
            assert not isinstance(o, asyncio.TimeoutError | TimeoutError), (a, "client never answered")
            assert o is None or isinstance(o, ConnectionError), (a, o)
        await eventually(lambda: nothing_held(self.sidecar), timeout=5.0)
        body = {"model": "m", "messages": [{"role": "user", "content": "still there?"}], "max_tokens": 2}
        with self.patient():
            async with self.session.post(self.side + "/v1/chat/completions", json=body) as r:
                assert r.status == 200, await r.text()

    @contextlib.contextmanager
    def patient(self) -> Iterator[None]:
        """The sequences run under timeouts of a fraction of a second, so that a stall ends
        quickly; the check after them asks whether the sidecar still serves, not whether a
        loaded machine answers within 0.15 s. Its timeouts are changed for it as a reload
        changes them, on the same pooled connections and the same state."""
        upstreams = self.sidecar.rt.upstreams
        kept = [up.forwarder.timeouts for up in upstreams]
        for up, t in zip(upstreams, kept, strict=True):
            up.forwarder.timeouts = dataclasses.replace(t, first_byte=10.0, idle=10.0, total=10.0)
        try:
            yield
        finally:
            for up, t in zip(upstreams, kept, strict=True):
                up.forwarder.timeouts = t

    def close(self) -> None:
        self.runner.run(self._stack.aclose())


def _fuzz(predictor, n: int) -> None:  # type: ignore[no-untyped-def]
    with asyncio.Runner() as runner:
        stand = Stand(runner, predictor)

        @settings(
            max_examples=n,
            deadline=None,
            derandomize=n <= 200,
            suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
        )
        @given(st.lists(action, min_size=1, max_size=4))
        def check(actions: list[dict]) -> None:
            runner.run(stand.sequence(actions))

        try:
            check()
        finally:
            stand.close()


def test_fuzz_sequences_hold_nothing_and_leave_the_sidecar_serving(predictor):
    _fuzz(predictor, SEQUENCES or 50)


@pytest.mark.slow
@pytest.mark.timeout(1800)
def test_fuzz_many_sequences(predictor):
    _fuzz(predictor, SEQUENCES or 2000)
