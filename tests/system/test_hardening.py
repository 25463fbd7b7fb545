"""Ordinary but unusual clients and backends: none may take capacity for good or get
around the queue.

Each case is one way a slot, a KV reservation or a backend slot id could stay taken, or a
request could skip the scheduler; every sidecar a test starts is also checked, when it
stops, to hold nothing (``conftest.running_sidecar``). Where a client library would tidy
a request up (paths, headers), the request is sent as raw bytes.
"""

from __future__ import annotations

import asyncio
import functools
import json
import logging
import socket
import time

import aiohttp
import pytest
from aiohttp import web

from sidecar.config import ADDRESS_PREFIX, load_config
from sidecar.jsoncodec import MAX_DEPTH
from sidecar.learning.trafficlog import TrafficLog
from sidecar.web.app import Sidecar
from tests import rawhttp
from tests.conftest import eventually, holding, nothing_held, running_sidecar
from tests.fakes import FakeLlama, run_app
from tests.rawhttp import post, status_of

CHAT = "/v1/chat/completions"
TOKEN = "an-admin-token"


def chat(content: str = "hi", **kw) -> dict:
    return {"model": "m", "messages": [{"role": "user", "content": content}], **kw}


# the first read of each reply: some of these connections stay open
raw = functools.partial(rawhttp.raw, whole=False)


# --- 1. a body the sidecar cannot write again ------------------------------------------------


@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 976, 5000])
async def test_deep_json_is_refused_before_it_takes_a_slot(predictor, depth):
    """Proves: a body nested past the limit, in front of a two-slot llama-server, is 400
    and holds nothing; a normal request is served right after, as the client sent it."""
    backend = FakeLlama(slots=2)
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, sc):
        body = json.dumps(chat()).encode()[:-1] + b', "x": ' + b"[" * depth + b"]" * depth + b"}"
        reply = await raw(side, post(CHAT, body))
        assert status_of(reply) == 400 and b"nests" in reply
        assert not backend.requests and nothing_held(sc)
        async with aiohttp.ClientSession() as s, s.post(side + CHAT, json=chat(max_tokens=2)) as r:
            assert r.status == 200
        assert backend.requests[-1][1] == chat(max_tokens=2)


async def test_a_body_just_inside_the_depth_limit_is_served_and_forwarded_intact(predictor):
    backend = FakeLlama(slots=2)
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, _):
        deep = nested = []
        for _ in range(MAX_DEPTH - 3):  # the body, "x" and the list itself are three levels
            inner: list = []
            nested.append(inner)
            nested = inner
        async with aiohttp.ClientSession() as s, s.post(side + CHAT, json=chat(max_tokens=2, x=deep)) as r:
            assert r.status == 200
    assert backend.requests[-1][1]["x"] == deep


async def test_a_body_of_too_many_parts_is_refused_while_it_is_read(predictor, fake):
    """Proves: a body of more strings and objects than max_body_items (what parsing it on
    the loop would cost) is 413, counted as it arrives; it never reaches the backend."""
    url, backend = fake
    async with running_sidecar(url, predictor, max_body_items=1000) as (side, sc):
        parts = [{"type": "text", "text": "hi"}] * 400  # five items a part
        reply = await raw(side, post(CHAT, json.dumps(chat(parts)).encode()))
        assert status_of(reply) == 413 and b"max_body_items" in reply
        ok = await raw(side, post(CHAT, json.dumps(chat(parts[:100], max_tokens=2)).encode()))
        assert status_of(ok) == 200
    assert len(backend.requests) == 1


async def test_nan_and_infinity_are_refused_not_rewritten(predictor, fake):
    url, backend = fake
    async with running_sidecar(url, predictor) as (side, _):
        reply = await raw(side, post(CHAT, b'{"messages": [{"role": "user", "content": "hi"}], "temperature": NaN}'))
        assert status_of(reply) == 400 and b"NaN" in reply
    assert not backend.requests


# --- 2. one client id, several requests -----------------------------------------------------


async def test_one_request_id_on_several_requests_runs_each_once_and_echoes_it(predictor):
    """Proves: three concurrent requests with the same X-Request-Id (a client that retries
    with its id) are three jobs: all answered, each echoing the client's id, nothing held."""
    backend = FakeLlama(delay=0.01, gate=asyncio.Event())
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, sc):
        async with aiohttp.ClientSession() as s:
            same = {"X-Request-Id": "retry-1"}
            tasks = [
                asyncio.create_task(s.post(side + CHAT, json=chat(f"q{i}", max_tokens=3), headers=same))
                for i in range(3)
            ]
            await eventually(lambda: holding(s, side, 3))
            jobs = sc.upstreams[0].scheduler.running + sc.upstreams[0].scheduler.waiting
            assert len({j.id for j in jobs}) == 3
            backend.gate.set()  # type: ignore[union-attr]
            replies = await asyncio.gather(*tasks)
            assert [r.status for r in replies] == [200, 200, 200]
            assert {r.headers["X-Request-Id"] for r in replies} == {"retry-1"}
            for r in replies:
                r.release()
        assert len(backend.requests) == 3
        assert {h for h in backend.spans} == {"retry-1"}  # the backend sees the client's id


# --- 3. paths that could be read two ways ---------------------------------------------------


@pytest.mark.parametrize(
    "path",
    [
        "/x/../api/chat",
        "/x/../v1/chat/completions",
        "/x/../v1/messages",
        "/x/%2e%2e/api/chat",
        "/x%2f..%2fapi/chat",
        "/./api/chat",
        "//api/chat",
        "/api//chat",
        "/api/chat\\..\\x",
        "/api/chat%00",
    ],
)
async def test_a_path_with_dot_segments_or_doubled_slashes_is_refused_and_reaches_no_backend(predictor, path):
    """Proves: sent as is (as curl --path-as-is does), such a path is 400 and never reaches
    the backend, so nothing gets around the queue by naming its endpoint another way."""
    backend = FakeLlama()
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, sc):
        reply = await raw(side, post(path, json.dumps(chat()).encode()))
        assert status_of(reply) == 400, reply[:200]
        assert b"request path" in reply
        q = await raw(side, b"GET /x/../sidecar/queue HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        assert status_of(q) == 400
    assert not backend.requests and sc.upstreams[0].scheduler.counters.submitted == 0


async def test_the_backend_receives_exactly_the_path_that_was_routed(predictor, fake):
    """Proves: an encoded slash inside a segment (a model id) passes, byte for byte."""
    url, _ = fake
    async with running_sidecar(url, predictor) as (side, _):
        reply = await raw(side, b"GET /echo/org%2Fname?a=%20 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    assert status_of(reply) == 200
    assert b'"path": "/echo/org%2Fname?a=%20"' in reply or b'"path": "/echo/org/name?a= "' in reply


# --- 4. a client that stops reading ---------------------------------------------------------


async def test_a_client_that_stops_reading_is_cut_and_its_slot_given_back(predictor):
    """Proves: a streamed reply far larger than the socket buffers, to a client that reads
    nothing: within the idle timeout the client is cut, the backend's connection closed and
    the slot given back; the next request is served."""
    event = b'data: {"choices":[{"delta":{"content":"' + b"x" * 8000 + b'"}}]}\n\n'

    async def props(request: web.Request) -> web.Response:
        return web.json_response({"total_slots": 1, "default_generation_settings": {"n_ctx": 4096}})

    async def endless(request: web.Request) -> web.StreamResponse:
        body = await request.json()
        resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await resp.prepare(request)
        if not body.get("stream"):
            await resp.write(b'{"choices":[{"message":{"content":"ok"}}],"usage":{"completion_tokens":1}}')
            return resp
        for _ in range(100_000):
            await resp.write(event)
        return resp

    app = web.Application()
    app.router.add_get("/props", props)
    app.router.add_post(CHAT, endless)
    async with run_app(app) as url, running_sidecar(url, predictor, timeouts={"idle": 1.0}) as (side, sc):
        host, port = side.removeprefix("http://").split(":")
        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        sock.connect((host, int(port)))
        sock.sendall(post(CHAT, json.dumps(chat(stream=True, max_tokens=100)).encode()))
        try:
            t0 = time.monotonic()
            await eventually(lambda: sc.upstreams[0].scheduler.running, timeout=5)
            await eventually(lambda: not sc.upstreams[0].scheduler.running, timeout=10)
            assert time.monotonic() - t0 < 8
        finally:
            sock.close()
        async with aiohttp.ClientSession() as s, s.post(side + CHAT, json=chat(max_tokens=2)) as r:
            assert r.status == 200


# --- 5. a backend whose reply is not what it should be --------------------------------------


@pytest.mark.parametrize(
    "reply",
    [
        {"choices": 5, "usage": {"completion_tokens": 3}},
        {"choices": [{"finish_reason": "length"}], "usage": "many"},
        {"choices": [], "usage": {"completion_tokens": 10**400, "prompt_tokens": -4}},
        {"choices": [], "timings": {"prompt_n": 10**400, "prompt_ms": 1e308, "predicted_n": "x"}},
        [1, 2, 3],
        "just a string",
    ],
)
async def test_a_malformed_backend_reply_is_relayed_and_frees_its_slot(predictor, caplog, reply):
    """Proves: counts of any type or size in a backend's reply leave the request's record
    whole (an access-log line, sane counts), the reply reaches the client unchanged, and
    the slot is given back."""

    async def props(request: web.Request) -> web.Response:
        return web.json_response({"total_slots": 1, "default_generation_settings": {"n_ctx": 4096}})

    async def odd(request: web.Request) -> web.Response:
        body = await request.json()
        if body.get("stream"):
            resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
            await resp.prepare(request)
            await resp.write(b"data: " + json.dumps(reply).encode() + b"\n\ndata: [DONE]\n\n")
            return resp
        return web.json_response(reply)

    app = web.Application()
    app.router.add_get("/props", props)
    app.router.add_post(CHAT, odd)
    caplog.set_level(logging.INFO, "sidecar.access")
    async with run_app(app) as url, running_sidecar(url, predictor) as (side, sc), aiohttp.ClientSession() as s:
        for stream in (False, True):
            async with s.post(side + CHAT, json=chat(max_tokens=4, stream=stream)) as r:
                assert r.status == 200
                got = await r.read()
                assert json.dumps(reply).encode() in got
        assert nothing_held(sc)
    lines = [r.getMessage() for r in caplog.records if r.name == "sidecar.access"]
    assert len(lines) == 2 and all(" ok " in line for line in lines)
    for rec in (r.record for r in caplog.records if r.name == "sidecar.access"):  # type: ignore[attr-defined]
        assert rec["output_tokens"] is None or 0 <= rec["output_tokens"] < 1 << 31


async def test_an_anthropic_stream_with_odd_fields_frees_its_slot(predictor):
    """A dict where a string belongs, and a list where a dict belongs, in a Messages stream."""

    async def props(request: web.Request) -> web.Response:
        return web.json_response({"total_slots": 1, "default_generation_settings": {"n_ctx": 4096}})

    async def messages(request: web.Request) -> web.StreamResponse:
        resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await resp.prepare(request)
        for ev in (
            {"type": "message_start", "message": ["not", "a", "dict"]},
            {"type": "message_delta", "delta": {"stop_reason": {"x": 1}}, "usage": {"output_tokens": {"n": 3}}},
            {"type": "message_delta", "delta": [1], "usage": [2]},
        ):
            await resp.write(f"event: {ev['type']}\ndata: {json.dumps(ev)}\n\n".encode())
        return resp

    app = web.Application()
    app.router.add_get("/props", props)
    app.router.add_post("/v1/messages", messages)
    body = {"model": "m", "max_tokens": 5, "stream": True, "messages": [{"role": "user", "content": "hi"}]}
    async with run_app(app) as url, running_sidecar(url, predictor) as (side, sc), aiohttp.ClientSession() as s:
        async with s.post(side + "/v1/messages", json=body) as r:
            assert r.status == 200 and b"message_delta" in await r.read()
        assert nothing_held(sc)


# --- 6. every listening address counts ------------------------------------------------------


def test_every_listening_socket_counts_for_the_admin_rule(predictor):
    """Proves: ``sidecar serve`` reads every socket its site bound (a host name may resolve
    to loopback and another address; which binds first varies), and one beyond loopback
    closes the admin endpoints."""
    from sidecar.web import serve

    class Site:  # what serve reads of aiohttp's TCPSite: its server's sockets
        def __init__(self, socks: list[socket.socket]) -> None:
            self._server = type("S", (), {"sockets": socks})()

    a, b = socket.socket(), socket.socket()
    a.bind(("127.0.0.1", 0))
    b.bind(("0.0.0.0", 0))
    try:
        for order in ([a, b], [b, a]):
            found = serve._listening_sockets(Site(order))  # type: ignore[arg-type]
            hosts = [h for s in found for h, _ in serve._addresses(s)]
            sc = Sidecar(load_config(env={}), predictor=predictor)
            sc.listening_on = hosts
            assert sorted(hosts) == ["0.0.0.0", "127.0.0.1"] and sc.exposed
    finally:
        a.close()
        b.close()


# --- 7. who may be which tenant ----------------------------------------------------------------


def test_a_header_cannot_claim_an_address_a_keyed_or_an_unclaimable_tenant():
    from sidecar.request.tenants import Tenants

    cfg = load_config(
        env={},
        overrides={"tenants": {"named": {"vip": {"weight": 10}, "team": {"claim_by_header": True}}}},
    ).tenants
    t = Tenants.from_config(cfg)
    addr = ADDRESS_PREFIX + "10.0.0.9"
    assert t.identify({"X-Tenant": "addr:10.0.0.1"}, "10.0.0.9") == addr  # another client's share
    assert t.identify({"X-Tenant": "vip"}, "10.0.0.9") == addr  # named, not claimable
    assert t.identify({"X-Tenant": "team"}, "10.0.0.9") == "team"
    assert t.identify({"X-Tenant": "rotating-17"}, "10.0.0.9") == addr  # unknown names gain nothing
    trusting = Tenants.from_config(load_config(env={}, overrides={"tenants": {"header_names": "any"}}).tenants)
    assert trusting.identify({"X-Tenant": "rotating-17"}, "10.0.0.9") == "rotating-17"
    assert trusting.identify({"X-Tenant": "addr:10.0.0.1"}, "10.0.0.9") == addr


async def test_rotating_tenant_names_share_one_queue_limit(predictor):
    """Proves: with a per-tenant queue limit of 2, thirty requests with thirty X-Tenant
    names get no more queued than one name would."""
    backend = FakeLlama(delay=0.01, gate=asyncio.Event())
    tenants = {"defaults": {"max_queue": 2}}
    async with run_app(backend.app()) as url, running_sidecar(url, predictor, tenants=tenants) as (side, sc):
        async with aiohttp.ClientSession() as s:
            tasks = [
                asyncio.create_task(
                    s.post(side + CHAT, json=chat(f"q{i}", max_tokens=2), headers={"X-Tenant": f"name-{i}"})
                )
                for i in range(30)
            ]
            await eventually(lambda: sum(t.done() for t in tasks) >= 27)
            backend.gate.set()  # type: ignore[union-attr]
            replies = await asyncio.gather(*tasks)
            statuses = sorted(r.status for r in replies)
            for r in replies:
                r.release()
    assert statuses.count(200) == 3 and statuses.count(429) == 27  # one running, two waiting


# --- 8. the backends' management endpoints ----------------------------------------------------


MANAGEMENT = [
    ("POST", "/api/pull"),
    ("POST", "/api/create"),
    ("DELETE", "/api/delete"),
    ("POST", "/api/blobs/sha256:00"),
    ("POST", "/slots/0?action=erase"),
    ("POST", "/models/unload"),
]


@pytest.mark.parametrize(("method", "path"), MANAGEMENT)
async def test_management_passes_only_under_the_admin_rule(predictor, fake, method, path):
    """Proves: exposed without a token such a request is 403 and never reaches the backend;
    with the admin token, or listed in admin.open_management, it passes; reads
    (``GET /slots``) pass as before."""
    url, backend = fake
    req = f"{method} {path} HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nConnection: close\r\n"
    exposed = {"listen": "0.0.0.0:11435"}
    async with running_sidecar(url, predictor, **exposed) as (side, _):
        assert status_of(await raw(side, (req + "\r\n{}").encode())) == 403
        assert status_of(await raw(side, b"GET /slots HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")) == 200
    async with running_sidecar(url, predictor, **exposed, admin={"token": TOKEN}) as (side, _):
        assert status_of(await raw(side, (req + "\r\n{}").encode())) == 401
        authorised = (req + f"Authorization: Bearer {TOKEN}\r\n\r\n{{}}").encode()
        assert status_of(await raw(side, authorised)) == 404  # reached the backend (the fake has no such route)
    bare = path.split("?")[0]
    async with running_sidecar(url, predictor, **exposed, admin={"open_management": [bare]}) as (side, _):
        assert status_of(await raw(side, (req + "\r\n{}").encode())) == 404
    async with running_sidecar(url, predictor) as (side, _):  # loopback only: as the backend itself
        assert status_of(await raw(side, (req + "\r\n{}").encode())) == 404


# --- 9. clients that hold connections ---------------------------------------------------------


async def _serve_sidecar(backend_url: str, predictor, **overrides):  # type: ignore[no-untyped-def]
    """A sidecar run as ``sidecar serve`` runs it: its connections watched."""
    cfg = load_config(env={}, overrides={"backend": {"url": backend_url}, **overrides})
    sidecar = Sidecar(cfg, predictor=predictor)
    runner = web.AppRunner(
        sidecar.app(), handler_cancellation=True, access_log=None, keepalive_timeout=cfg.timeouts.client_keepalive
    )
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    sidecar.connections.watch(runner.server, every=0.1)  # type: ignore[arg-type]
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    return f"http://127.0.0.1:{port}", sidecar, runner


async def test_slow_headers_slow_bodies_and_too_many_connections(predictor, fake):
    """Proves: a client that trickles its request head is cut after timeouts.client_header;
    one whose body never ends gets 408 after timeouts.client_body; past max_connections a
    request gets 503 at once; the sidecar serves normally after each."""
    url, backend = fake
    side, sc, runner = await _serve_sidecar(
        url, predictor, timeouts={"client_header": 0.5, "client_body": 0.5}, max_connections=3
    )
    try:
        host, port = side.removeprefix("http://").split(":")
        r, w = await asyncio.open_connection(host, int(port))
        w.write(b"POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\n")  # and then nothing
        await w.drain()
        t0 = time.monotonic()
        assert await asyncio.wait_for(r.read(), 5) == b""  # closed by the sidecar
        assert time.monotonic() - t0 < 3
        w.close()

        head = f"POST {CHAT} HTTP/1.1\r\nHost: x\r\nContent-Length: 500\r\nConnection: close\r\n\r\n"
        reply = await raw(side, head.encode() + b'{"messages": [')  # 14 of the 500 bytes, then nothing
        assert status_of(reply) == 408, reply[:200]
        assert nothing_held(sc)

        held = [await asyncio.open_connection(host, int(port)) for _ in range(3)]
        await eventually(lambda: sc.connections.open >= 3)
        reply = await raw(side, b"GET /sidecar/health HTTP/1.1\r\nHost: x\r\n\r\n")
        assert status_of(reply) == 503 and b"max_connections" in reply
        for _, w2 in held:
            w2.close()
        await eventually(lambda: sc.connections.open == 0)
        async with aiohttp.ClientSession() as s, s.post(side + CHAT, json=chat(max_tokens=2)) as resp:
            assert resp.status == 200
    finally:
        await runner.cleanup()


# --- 11. a state directory that cannot be written -------------------------------------------


async def test_a_state_directory_that_cannot_be_written_serves_and_says_so(predictor, fake, tmp_path, caplog):
    """Proves: a state directory under a file (so no user, root included, can create it)
    and a traffic log that cannot be opened: the sidecar starts, serves, and says once
    why it learns nothing."""
    url, _ = fake
    blocker = tmp_path / "file"
    blocker.write_text("x")
    caplog.set_level(logging.WARNING, "sidecar")
    async with (
        running_sidecar(
            url, predictor, state_dir=str(blocker / "state"), traffic_log={"path": str(blocker / "t.jsonl")}
        ) as (side, _),
        aiohttp.ClientSession() as s,
    ):
        async with s.post(side + CHAT, json=chat(max_tokens=2)) as r:
            assert r.status == 200
    said = " ".join(r.getMessage() for r in caplog.records)
    assert "no state directory" in said


def test_a_traffic_log_that_fills_up_stops_writing_once_and_serving_goes_on(tmp_path, caplog):
    log = TrafficLog(tmp_path / "t.jsonl", max_bytes=1 << 20, backups=1, log_prompts=False)
    log._handler.stream.close()
    log._handler.stream = open("/dev/full", "w")  # noqa: SIM115 - every write fails with ENOSPC; closed below
    caplog.set_level(logging.WARNING, "sidecar")
    log.write({"a": 1})
    log.write({"a": 2})
    assert log.failed and sum("cannot write the traffic log" in r.getMessage() for r in caplog.records) == 1
    log.close()


def test_a_torn_last_line_does_not_swallow_the_next_record(tmp_path):
    path = tmp_path / "t.jsonl"
    path.write_text('{"a": 1}\n{"a": 2, "tor')
    log = TrafficLog(path, max_bytes=1 << 20, backups=1, log_prompts=False)
    log.write({"a": 3})
    log.close()
    lines = path.read_text().splitlines()
    assert json.loads(lines[-1]) == {"a": 3} and len(lines) == 3


# --- 12. the small ones ---------------------------------------------------------------------


def test_logfmt_keeps_the_traceback_on_one_line():
    from sidecar.records.logs import LogfmtFormatter

    try:
        raise ValueError("boom")
    except ValueError:
        import sys

        rec = logging.LogRecord("sidecar", logging.ERROR, __file__, 1, "failed", None, sys.exc_info())
    line = LogfmtFormatter().format(rec)
    assert "\n" not in line and "ValueError: boom" in line and " exc=" in line


def test_config_secrets_must_be_quoted_and_sizes_positive():
    from sidecar.errors import ConfigError

    with pytest.raises(ConfigError, match="write it in quotes"):
        load_config(env={}, overrides={"admin": {"token": 83}})
    with pytest.raises(ConfigError, match="traffic_log.max_bytes"):
        load_config(env={}, overrides={"traffic_log": {"max_bytes": -1}})
    assert load_config(env={"SIDECAR_ADMIN_TOKEN": "0123"}).admin.token == "0123"


def test_ollama_fields_are_read_as_ollama_reads_them():
    """Ollama binds its top-level JSON keys whatever their case, the last one winning; its
    options map by exact key: the sidecar sizes what Ollama will run."""
    from sidecar.apis import parse_request

    body = {"model": "m", "messages": [{"role": "user", "content": "hi"}], "Options": {"num_predict": 7}}
    assert parse_request("ollama-chat", body).max_tokens == 7
    # NUM_PREDICT is no option to Ollama: it runs uncapped, and so is the job sized
    assert parse_request("ollama-chat", {**body, "Options": {"NUM_PREDICT": 5}}).max_tokens is None
    # as the client wrote it: Go takes the last of the keys that fold alike
    twice = json.loads(
        '{"model": "m", "messages": [], "options": {"num_predict": 1}, "OPTIONS": {"num_predict": 4000}}'
    )
    assert parse_request("ollama-chat", twice).max_tokens == 4000


def test_a_new_connection_gets_the_header_timeout_and_a_kept_alive_one_the_keepalive_timeout():
    from sidecar.web.connections import ClientConnections

    closed: list[str] = []

    class Transport:
        def __init__(self, name: str) -> None:
            self.name = name

        def close(self) -> None:
            closed.append(self.name)

    class Handler:
        def __init__(self, name: str) -> None:
            self.transport = Transport(name)

    fresh, kept = Handler("fresh"), Handler("kept")
    server = type("Server", (), {"connections": [fresh, kept]})()
    c = ClientConnections(lambda: 60.0, lambda: 10, lambda: 75.0)
    c._server = server  # type: ignore[assignment]  # as watch() sets it, without the sweeping task
    c.enter(kept)
    c.leave(kept)  # it has had a request
    start = c._idle_since[kept]
    c.sweep(start)  # first seen now
    assert c.sweep(start + 61) == 1 and closed == ["fresh"]
    server.connections.remove(fresh)  # closed: aiohttp drops it
    assert c.sweep(start + 76) == 1 and closed == ["fresh", "kept"]
