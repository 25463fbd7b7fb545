"""Ollama's official clients through a sidecar whose queue makes them wait
(sidecar/request/keepalive.py): ollama-python and ollama-js take the early head and the empty
reply pieces that keep an NDJSON stream alive, read the reply after them as usual, and raise
their own error when the wait fails after the head. The backend is the replay backend
speaking Ollama's API, one slot held by a long reply while the others wait."""

from __future__ import annotations

import asyncio
import json
import os
import shutil

import aiohttp
import httpx
import pytest

from tests import REPO
from tests.conftest import eventually, holding, running_sidecar
from tests.fakes import run_app
from tests.tools.test_replay_backend import backend

# official clients through real waits (a held slot, read timeouts): seconds each
pytestmark = pytest.mark.slow

CLIENT_JS = REPO / "tests" / "js" / "ollama_client.cjs"
NODE_MODULES = REPO / ".venv" / "node" / "node_modules"  # scripts/setup installs npm's `ollama` there
# keep-alives come fast; the long reply that holds the slot is not suspended for the waiting one
FAST = {"waiting_head_after": 0.2, "waiting_keepalive": 0.4, "preempt": "off"}
ONE = {"slots": 1}  # as OLLAMA_NUM_PARALLEL=1 told the sidecar (else it would try a second at once)
FISH = [{"role": "user", "content": "Name a fish."}]


async def _hold_the_slot(s: aiohttp.ClientSession, side: str) -> asyncio.Task:
    """A 300-token reply that holds the one slot for about 2.5 s (30 tok/s, 4x real time)."""
    body = {"model": "replay", "messages": [{"role": "user", "content": "Write an essay on tides."}], "stream": False}
    task = asyncio.create_task(s.post(side + "/api/chat", json=body))
    await eventually(lambda: holding(s, side, 1))
    return task


@pytest.mark.parametrize("keepalive", [True, False])
async def test_ollama_python_with_a_read_timeout_shorter_than_the_wait_gets_its_reply(predictor, keepalive):
    """ollama-python reads with a 1 s timeout while its request waits 2.5 s: with the head and
    the empty pieces it gets the whole reply on /api/chat and /api/generate; without, it times out."""
    import ollama

    sched = FAST if keepalive else {"waiting_keepalive": 0, "preempt": "off"}
    async with run_app(backend(api="ollama", slots=1, speed=4.0).app()) as url:
        async with running_sidecar(url, predictor, backend={"url": url, **ONE}, scheduler=sched) as (side, _):
            async with aiohttp.ClientSession() as s:
                held = await _hold_the_slot(s, side)
                client = ollama.AsyncClient(host=side, timeout=1.0)

                async def chat() -> list[ollama.ChatResponse]:
                    return [p async for p in await client.chat(model="replay", messages=FISH, stream=True)]

                async def generate() -> list[ollama.GenerateResponse]:
                    return [p async for p in await client.generate(model="replay", prompt="Name a fish.", stream=True)]

                got = await asyncio.gather(chat(), generate(), return_exceptions=True)
                await client.close()
                (await held).close()
    if not keepalive:
        assert all(isinstance(e, httpx.TimeoutException) for e in got), got
        return
    chats, gens = got
    assert isinstance(chats, list) and isinstance(gens, list), got
    for parts, text in ((chats, [p.message.content for p in chats]), (gens, [p.response for p in gens])):
        assert parts[-1].done and "".join(t or "" for t in text)  # the reply, read to its end
        empty = [p for p, t in zip(parts, text, strict=True) if not t and not p.done]
        assert len(empty) >= 3  # the keep-alives came as pieces with no text (~2 s of waiting, one per 0.4 s)


async def test_ollama_python_raises_its_own_error_when_the_wait_fails_after_the_head(predictor):
    import ollama

    async with run_app(backend(api="ollama", slots=1, speed=4.0).app()) as url:
        overrides = {"backend": {"url": url, **ONE}, "scheduler": FAST, "timeouts": {"queue": 1.0}}
        async with running_sidecar(url, predictor, **overrides) as (side, _):
            async with aiohttp.ClientSession() as s:
                held = await _hold_the_slot(s, side)
                client = ollama.AsyncClient(host=side)
                with pytest.raises(ollama.ResponseError, match="queue"):
                    async for _ in await client.chat(model="replay", messages=FISH, stream=True):
                        pass
                await client.close()
                (await held).close()


async def _node(side: str, mode: str) -> dict:
    proc = await asyncio.create_subprocess_exec(
        "node",
        str(CLIENT_JS),
        side,
        mode,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
        env={**os.environ, "NODE_PATH": str(NODE_MODULES)},
    )
    out, err = await asyncio.wait_for(proc.communicate(), timeout=30)
    assert proc.returncode == 0, err.decode()
    return dict(json.loads(out.decode().strip().splitlines()[-1]))


@pytest.mark.skipif(
    shutil.which("node") is None or not (NODE_MODULES / "ollama").is_dir(),
    reason="needs Node.js and npm's `ollama` in .venv/node (scripts/setup installs it)",
)
async def test_ollama_js_takes_the_early_head_and_the_empty_pieces_and_throws_a_failed_wait(predictor):
    """ollama-js splits the body at newlines and parses each line (warning on, and skipping,
    one it cannot parse): the empty pieces parse, the reply reads to its ``done`` on both
    endpoints, no line is left unparsed; a wait that fails after the head throws its Error."""
    async with run_app(backend(api="ollama", slots=1, speed=4.0).app()) as url:
        async with running_sidecar(url, predictor, backend={"url": url, **ONE}, scheduler=FAST) as (side, _):
            async with aiohttp.ClientSession() as s:
                for mode in ("chat", "generate"):
                    held = await _hold_the_slot(s, side)
                    got = await _node(side, mode)
                    (await held).close()
                    assert got["error"] is None and got["done"] and got["text"], got
                    assert got["unparsed"] == 0 and got["pieces"] >= 4, got  # the reply's pieces and the empty ones
        overrides = {"backend": {"url": url, **ONE}, "scheduler": FAST, "timeouts": {"queue": 1.0}}
        async with running_sidecar(url, predictor, **overrides) as (side, _):
            async with aiohttp.ClientSession() as s:
                held = await _hold_the_slot(s, side)
                got = await _node(side, "chat")
                (await held).close()
    assert got["error"] and "queue" in got["error"] and not got["done"] and got["unparsed"] == 0, got


async def test_an_ollama_client_that_leaves_after_the_early_head_gives_its_place_back(predictor):
    """Raw bytes: the head and a first empty piece come while the request waits; the client
    closes the connection; the request leaves the queue (nothing stays held: the fixture)."""
    async with run_app(backend(api="ollama", slots=1, speed=4.0).app()) as url:
        async with running_sidecar(url, predictor, backend={"url": url, **ONE}, scheduler=FAST) as (side, sc):
            async with aiohttp.ClientSession() as s:
                held = await _hold_the_slot(s, side)
                host, port = side.removeprefix("http://").split(":")
                reader, writer = await asyncio.open_connection(host, int(port))
                body = json.dumps({"model": "replay", "messages": FISH}).encode()  # streams: Ollama's default
                writer.write(
                    b"POST /api/chat HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                    + f"Content-Length: {len(body)}\r\n\r\n".encode()
                    + body
                )
                await writer.drain()
                head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 2.0)
                assert head.startswith(b"HTTP/1.1 200") and b"application/x-ndjson" in head, head
                piece = await asyncio.wait_for(reader.readuntil(b"}\n"), 2.0)  # one chunked piece
                assert b'"content":""' in piece and b'"done":false' in piece, piece
                writer.close()
                up = sc.upstreams[0]
                await eventually(lambda: up.scheduler.counters.cancelled_waiting == 1, timeout=5.0)
                assert not up.scheduler.waiting
                (await held).close()


async def test_an_embedding_that_waits_is_one_json_body_for_ollama_python(predictor):
    """/api/embed streams nothing, though Ollama's other routes stream by default: a waiting
    embedding gets no early head and no empty pieces, and ollama-python's ``embed`` reads
    its vectors (before, the keep-alive's NDJSON head and pieces came first and broke it)."""
    import ollama

    from tests.fakes import FakeOllamaEmbed

    embedder = FakeOllamaEmbed(model="replay")
    app = backend(api="ollama", slots=1, speed=4.0).app()
    app.router.add_post("/api/embed", embedder.embed)
    async with run_app(app) as url:
        async with running_sidecar(url, predictor, backend={"url": url, **ONE}, scheduler=FAST) as (side, sc):
            async with aiohttp.ClientSession() as s:
                held = await _hold_the_slot(s, side)
                client = ollama.AsyncClient(host=side)
                embedding = asyncio.create_task(client.embed(model="replay", input=["a fish", "a bird"]))
                await eventually(lambda: sc.upstreams[0].scheduler.waiting)  # it waits behind the held slot
                got = await embedding
                await client.close()
                (await held).close()
    assert len(got.embeddings) == 2 and embedder.embedded == ["a fish", "a bird"]
