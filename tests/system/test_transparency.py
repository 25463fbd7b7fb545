"""What the backend says is what the client gets: its status, body and headers, its error
words, its slot choices, a client's leaving. Each case is one llama-server behaviour, as the
server writes it (tools/server of the llama.cpp tree the project builds), before the sidecar
and a scripted backend."""

from __future__ import annotations

import asyncio
import json
import socket

import aiohttp
import pytest
from aiohttp import web

from tests.conftest import eventually, running_sidecar
from tests.fakes import FakeLlama, run_app
from tests.rawhttp import post, raw, status_of

CHAT = "/v1/chat/completions"
OVER = {
    "error": {
        "code": 400,
        "message": "request (9000 tokens) exceeds the available context size (4096 tokens), try increasing it",
        "type": "exceed_context_size_error",
        "n_prompt_tokens": 9000,
        "n_ctx": 4096,
    }
}


class Refusing(FakeLlama):
    """A llama-server that answers every generation with its over-context error, streamed or
    not (llama-server sends an error found before the first token as a plain JSON body)."""

    async def generate(self, request: web.Request) -> web.StreamResponse:
        self.requests.append((request.path, await request.json()))
        return web.Response(
            body=json.dumps(OVER).encode(),
            status=400,
            content_type="application/json",
            headers={"Server": "llama.cpp", "Keep-Alive": "timeout=5, max=100"},
        )


def chat(content: str = "Say hi", **kw) -> dict:
    return {"messages": [{"role": "user", "content": content}], **kw}


@pytest.mark.parametrize("stream", [True, False])
@pytest.mark.parametrize("path", [CHAT, "/completion", "/v1/completions"])
async def test_an_error_body_reaches_the_client_as_the_backend_wrote_it(predictor, path, stream):
    backend = Refusing()
    body = chat(stream=stream) if path == CHAT else {"prompt": "Say hi", "stream": stream}
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, _):
        async with aiohttp.ClientSession() as s:
            async with s.post(url + path, json=body) as r:
                direct, direct_headers = await r.read(), r.headers
            async with s.post(side + path, json=body) as r:
                via, headers = await r.read(), r.headers
                assert r.status == 400
    assert via == direct
    assert json.loads(via)["error"]["type"] == "exceed_context_size_error"
    assert headers["Content-Length"] == direct_headers["Content-Length"] == str(len(direct))
    assert headers["Server"] == "llama.cpp"
    assert headers["Keep-Alive"] == "timeout=5, max=100"


async def test_openai_reports_a_streamed_over_context_error_in_the_backends_words(predictor):
    import openai

    backend = Refusing()
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, _):
        client = openai.AsyncOpenAI(base_url=side + "/v1", api_key="x", max_retries=0)
        with pytest.raises(openai.BadRequestError) as err:
            stream = await client.chat.completions.create(
                model="m", messages=[{"role": "user", "content": "hi"}], stream=True
            )
            async for _ in stream:
                pass
        await client.close()
    assert "exceeds the available context size" in str(err.value)
    assert err.value.body["type"] == "exceed_context_size_error"


async def test_a_prompt_over_the_context_is_the_backends_to_refuse(predictor):
    """The sidecar's estimate says the prompt cannot fit; the backend answers, in its words."""
    backend = Refusing(n_ctx=512)
    long = "word " * 4000
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, _):
        async with aiohttp.ClientSession() as s:
            for stream in (False, True):
                async with s.post(side + CHAT, json=chat(long, stream=stream)) as r:
                    assert r.status == 400
                    assert await r.json() == OVER
    assert len(backend.requests) == 2


async def test_a_client_that_leaves_an_unstreamed_reply_stops_the_backend(predictor):
    """One slot, a long unstreamed generation, the client gone after 0.1 s: the backend's
    connection is closed (it stops generating) and the slot counts free only after."""
    backend = FakeLlama(delay=0.05)
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, sc):
        for body in ({"prompt": "I believe the meaning of life is", "n_predict": 400}, chat(max_tokens=400)):
            path = "/completion" if "prompt" in body else CHAT
            async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=0.3)) as s:
                with pytest.raises(asyncio.TimeoutError):
                    async with s.post(side + path, json=body) as r:
                        await r.read()
            await eventually(lambda: backend.busy == 0, timeout=3.0)
            await eventually(lambda: not sc.upstreams[0].scheduler.running, timeout=3.0)
    assert backend.cancelled == 2


async def test_a_raw_client_that_closes_its_socket_stops_the_backend(predictor):
    """The same with a socket closed by hand, as a client library does on its timeout."""
    backend = FakeLlama(delay=0.05)
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, _):
        host, port = side.removeprefix("http://").split(":")
        reader, writer = await asyncio.open_connection(host, int(port))
        writer.write(post("/completion", {"prompt": "Tell me a long story", "n_predict": 400}))
        await writer.drain()
        await eventually(lambda: backend.busy == 1, timeout=3.0)
        writer.transport.get_extra_info("socket").shutdown(socket.SHUT_WR)
        writer.close()
        await eventually(lambda: backend.busy == 0, timeout=3.0)
    assert backend.cancelled == 1


def Slots(**kw) -> FakeLlama:  # noqa: N802 - a backend, named as one
    """Four slots (the sidecar keeps the ones clients name)."""
    return FakeLlama(slots=4, **kw)


@pytest.mark.parametrize(
    "given, sent",
    [
        ({"id_slot": 3}, {"id_slot": 3}),
        ({"id_slot": 2, "cache_prompt": False}, {"id_slot": 2, "cache_prompt": False}),
        ({"cache_prompt": False}, {"cache_prompt": False}),
    ],
)
async def test_the_clients_slot_and_cache_choice_reach_the_backend(predictor, given, sent):
    backend = Slots()
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, _):
        async with aiohttp.ClientSession() as s:
            async with s.post(side + "/completion", json={"prompt": "Hi", "n_predict": 3, **given}) as r:
                assert r.status == 200
    _, body = backend.requests[-1]
    for k, v in sent.items():
        assert body[k] == v
    if "id_slot" not in given:  # where the client chose none, llama-server chooses (by its caches)
        assert "id_slot" not in body


async def test_a_request_for_a_busy_slot_waits_for_that_slot(predictor):
    """Slot 1 asked for twice: the second runs after the first, in slot 1, while slot 0 serves
    another request at once."""
    backend = Slots(delay=0.05)
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, sc):
        async with aiohttp.ClientSession() as s:

            async def one(**kw):
                async with s.post(side + "/completion", json={"prompt": "Hi", "n_predict": 10, **kw}) as r:
                    assert r.status == 200
                    await r.read()

            await asyncio.gather(one(id_slot=1), one(id_slot=1), one())
    slots = [b.get("id_slot") for _, b in backend.requests]
    assert slots.count(1) == 2
    assert backend.max_busy <= 3


@pytest.mark.parametrize(
    "path, body",
    [
        ("/completion", {"prompt": {"prompt_string": "Hello there"}, "n_predict": 3}),
        ("/completion", {"prompt": [{"prompt_string": "a"}, {"prompt_string": "b", "multimodal_data": []}]}),
        ("/v1/embeddings", {"input": {"content": [{"type": "text", "text": "hello "}, {"type": "text", "text": "x"}]}}),
        ("/v1/embeddings", {"input": ["a", {"prompt_string": "b"}, {"content": [{"type": "text", "text": "c"}]}]}),
        ("/v1/embeddings", {"input": {"content": [{"type": "unknown"}]}}),
        ("/completion", {"prompt": {"some_future_field": [1, 2, 3]}, "n_predict": 2}),
        (CHAT, {"messages": [{"role": "user", "content": [{"type": "future_part", "data": "x"}]}]}),
    ],
)
async def test_shapes_the_backend_reads_go_to_the_backend(fake, predictor, path, body):
    url, backend = fake
    async with running_sidecar(url, predictor) as (side, _), aiohttp.ClientSession() as s:
        async with s.post(side + path, json=body) as r:
            assert r.status == 200, await r.text()
    sent = backend.requests[-1][1]
    assert {k: sent[k] for k in body} == body


async def _no_content_backend() -> asyncio.Server:
    async def handle(r: asyncio.StreamReader, w: asyncio.StreamWriter) -> None:
        try:
            while True:
                head = await r.readuntil(b"\r\n\r\n")
                n = next(
                    (int(x.split(b":")[1]) for x in head.split(b"\r\n") if x.lower().startswith(b"content-length")), 0
                )
                await r.readexactly(n)
                if head.startswith(b"GET ") and not head.startswith(b"GET /nothing"):  # probes
                    body = b'{"status":"ok"}'
                    w.write(b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n%s" % (len(body), body))
                    await w.drain()
                    continue
                # llama-server's slip: a 204 with a chunked body's last chunk
                w.write(b"HTTP/1.1 204 No Content\r\nServer: llama.cpp\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n")
                await w.drain()
        except (asyncio.IncompleteReadError, ConnectionError):
            pass
        finally:
            w.close()

    return await asyncio.start_server(handle, "127.0.0.1", 0)


async def test_a_no_content_reply_with_a_stray_last_chunk_is_relayed_as_204(predictor):
    server = await _no_content_backend()
    port = server.sockets[0].getsockname()[1]
    try:
        async with running_sidecar(f"http://127.0.0.1:{port}", predictor) as (side, _):
            for _ in range(2):  # and the connection after it is still good
                got = await raw(side, post("/cors-proxy?url=http://x/", b"{}"))
                assert status_of(got) == 204, got[:200]
                assert got.split(b"\r\n\r\n", 1)[1] == b""
            async with aiohttp.ClientSession() as s, s.get(side + "/nothing") as r:
                assert r.status == 204
    finally:
        await asyncio.sleep(0.05)  # the handlers see the sidecar's close and end
        server.close()
        await server.wait_closed()


@pytest.mark.parametrize("stream", [False, True])
async def test_a_slot_a_client_left_counts_free_only_once_the_backend_lets_it_go(predictor, stream):
    """One slot; the backend goes on 0.5 s after the client left (as llama-server does until
    it next looks): the next request reaches it only after that, never two at once."""
    backend = FakeLlama(delay=0.05, linger=0.5)
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, sc):
        async with aiohttp.ClientSession() as s:
            leaving = asyncio.create_task(
                s.post(side + "/completion", json={"prompt": "Tell a story", "n_predict": 400, "stream": stream})
            )
            await eventually(lambda: backend.busy == 1, timeout=3.0)
            nxt = asyncio.create_task(s.post(side + "/completion", json={"prompt": "Hi", "n_predict": 2}))
            await eventually(lambda: sc.upstreams[0].scheduler.waiting, timeout=3.0)
            leaving.cancel()  # the client gives up
            r = await nxt
            assert r.status == 200
            await r.read()
    assert backend.cancelled == 1 and backend.max_busy == 1


async def test_a_backend_that_never_lets_go_gets_the_slot_back_after_the_settle_limit(predictor, monkeypatch):
    """Every exit gives the slot back: the backend's /slots says busy for ever, and the
    slot is the scheduler's again after ``SETTLE_LIMIT``; the sidecar's stop cancels the wait."""
    from sidecar.backends import forwarder

    monkeypatch.setattr(forwarder, "SETTLE_LIMIT", 0.5)
    backend = FakeLlama(delay=0.05, linger=3.0)
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, sc):
        async with aiohttp.ClientSession() as s:
            leaving = asyncio.create_task(s.post(side + "/completion", json={"prompt": "Tell", "n_predict": 400}))
            await eventually(lambda: backend.busy == 1, timeout=3.0)
            leaving.cancel()
            await eventually(lambda: sc.upstreams[0].forwarder.settling, timeout=3.0)
            await eventually(lambda: not sc.upstreams[0].scheduler.running, timeout=3.0)
            assert backend.busy == 1  # the backend still at it: the limit gave it back
            leaving = asyncio.create_task(s.post(side + "/completion", json={"prompt": "Again", "n_predict": 400}))
            await eventually(lambda: backend.busy == 2, timeout=3.0)
            leaving.cancel()
            await eventually(lambda: sc.upstreams[0].forwarder.settling, timeout=3.0)
        await sc.close()  # stops while it waits: the wait ends, the slot is given back
        assert not sc.upstreams[0].forwarder.settling and not sc.upstreams[0].scheduler.running
