"""The smaller ways a backend or a client could hold a slot too long or lose an answer."""

from __future__ import annotations

import asyncio
import errno
import logging
import time

from aiohttp import web

from sidecar.learning import state as state_module
from sidecar.records.logs import MalformedRequests

from ..conftest import eventually, running_sidecar
from ..fakes import run_app
from ..rawhttp import body_of, post, raw, status_of
from ..routing_fakes import RoutingBackend

CHAT = {"model": "m", "messages": [{"role": "user", "content": "hi"}], "max_tokens": 3}


async def test_a_backend_that_trickles_before_its_first_event_holds_nothing_past_the_total_timeout(predictor):
    """Proves: a stream that sends one byte every 0.05 s (well inside the idle timeout) and
    never a whole event is cut at ``timeouts.total`` (it held its slot 60 s past a 20 s total
    before), and gives its slot back."""

    async def props(_: web.Request) -> web.Response:
        return web.json_response({"total_slots": 1, "default_generation_settings": {"n_ctx": 4096}})

    async def trickle(request: web.Request) -> web.StreamResponse:
        await request.read()
        resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await resp.prepare(request)
        for _ in range(600):  # 30 s, if nothing cuts it
            await asyncio.sleep(0.05)
            await resp.write(b"x")
        return resp

    app = web.Application()
    app.router.add_get("/props", props)
    app.router.add_post("/v1/chat/completions", trickle)
    async with (
        run_app(app) as url,
        running_sidecar(url, predictor, timeouts={"total": 0.5, "idle": 0.3}) as (side, sc),
    ):
        t0 = time.monotonic()
        reply = await raw(side, post("/v1/chat/completions", {**CHAT, "stream": True}), timeout=30)
        took = time.monotonic() - t0
        assert took < 3.0, took
        assert status_of(reply) in (200, 504)  # a stream's head, then its error event; or 504
        await eventually(lambda: not sc.upstreams[0].scheduler.running)


async def test_a_stream_answered_with_an_error_body_reaches_the_client_whole(predictor):
    """Proves: a streamed OpenAI request without ``stream_options`` (the sidecar asks for
    usage, and hides the usage chunk) whose backend answers an error gets the error's
    body, not the status with an empty body."""
    backend = RoutingBackend(kind="ollama", fail=500)
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, _):
        reply = await raw(side, post("/v1/chat/completions", {**CHAT, "stream": True}))
    assert status_of(reply) == 500
    assert b"the model failed to load" in body_of(reply)


async def test_a_learning_step_that_fails_keeps_the_record(predictor, monkeypatch, tmp_path):
    """Proves: with no file descriptor left when a reply is learned from (EMFILE: a
    traceback and a lost record before), the request is answered and its record written."""

    def no_descriptors(self):
        raise OSError(errno.EMFILE, "Too many open files")

    monkeypatch.setattr(state_module.StateDir, "current_model", no_descriptors)
    backend = RoutingBackend(uncapped=3)
    log_path = tmp_path / "traffic.jsonl"
    async with (
        run_app(backend.app()) as url,
        running_sidecar(url, predictor, traffic_log={"path": str(log_path)}) as (side, sc),
    ):
        for _ in range(3):
            assert status_of(await raw(side, post("/v1/chat/completions", CHAT))) == 200
    assert len(log_path.read_text().splitlines()) == 3


async def test_a_malformed_request_line_is_one_warning_not_a_traceback(fake, predictor, caplog):
    """Proves: ``POST *`` (and other requests aiohttp cannot parse) is answered 400 and
    logged as one warning line without a traceback (one traceback a request before)."""
    url, _ = fake
    async with running_sidecar(url, predictor) as (side, _):
        with caplog.at_level(logging.ERROR, logger="aiohttp.server"):
            reply = await raw(side, b"POST * HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}")
    assert status_of(reply) == 400
    records = [r for r in caplog.records if r.name == "aiohttp.server"]
    assert records and records[0].exc_info
    keep = MalformedRequests()
    for r in records:
        assert keep.filter(r) and r.levelno == logging.WARNING and not r.exc_info
        assert "\n" not in r.getMessage()
