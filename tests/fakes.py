"""Test servers on ephemeral loopback ports: a scripted llama-server stand-in, and helpers
to run any aiohttp app (the sidecar included) the way ``sidecar serve`` runs it."""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import re
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web


@contextlib.asynccontextmanager
async def run_app(app: web.Application, port: int = 0) -> AsyncIterator[str]:
    """Serve ``app`` on 127.0.0.1 (handler cancellation on, as in production)."""
    runner = web.AppRunner(app, handler_cancellation=True, access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", port)
    await site.start()
    sock = site._server.sockets[0]  # type: ignore[union-attr]
    try:
        yield f"http://127.0.0.1:{sock.getsockname()[1]}"
    finally:
        await runner.cleanup()


@web.middleware
async def _unreadable_is_400(request: web.Request, handler: Any) -> web.StreamResponse:
    """A body of a shape the fake cannot read: a 400 in llama-server's error shape."""
    try:
        return await handler(request)
    except (KeyError, TypeError, AttributeError, ValueError) as exc:
        error = {"code": 400, "message": f"cannot read the request: {exc!r}", "type": "invalid_request_error"}
        return web.json_response({"error": error}, status=400)


@dataclass
class FakeLlama:
    """A scripted llama-server: /props, /slots, /health, chat and completion endpoints.

    Each generation emits ``tokens`` chunks, ``delay`` seconds apart, and reports counts
    and timings the way llama-server does. Every request is recorded (path and body), and
    ``busy`` counts generations in progress, so tests can see what reached the backend.
    """

    slots: int = 1
    n_ctx: int = 4096
    delay: float = 0.0
    first_byte_delay: float = 0.0
    die_after: int | None = None  # abort the connection after this many chunks
    status: int = 200  # non-200: answer with an error body
    max_gen: int | None = None  # generate at most this many tokens, whatever the cap
    requests: list[tuple[str, dict]] = field(default_factory=list)
    busy: int = 0
    max_busy: int = 0
    cancelled: int = 0
    raw_sent: list[bytes] = field(default_factory=list)
    gate: asyncio.Event | None = None  # set: generations start only once it is set
    spans: dict[str, tuple[float, float]] = field(default_factory=dict)  # X-Request-Id -> (start, end), monotonic
    fixed_timings: bool = False  # report the same timings every time (tests that compare replies byte for byte)
    # chat streams as llama-server's: a role chunk first, and each reply's own id and creation time
    role_chunk: bool = False
    # after a client left, the slot stays busy this long (llama-server notices a closed
    # connection when it next looks: about a second for an unstreamed reply)
    linger: float = 0.0
    per_event: int = 1  # tokens in one streamed event

    def app(self) -> web.Application:
        # llama-server takes large prompts, and answers a body it cannot read with a 400
        app = web.Application(client_max_size=64 << 20, middlewares=[_unreadable_is_400])
        app.router.add_get("/props", self.props)
        app.router.add_get("/slots", self.slots_view)
        app.router.add_get("/health", self.health)
        app.router.add_post("/tokenize", self.tokenize)
        app.router.add_post("/v1/chat/completions", self.generate)
        app.router.add_post("/completion", self.generate)
        app.router.add_post("/v1/completions", self.generate)
        app.router.add_post("/v1/embeddings", self.embeddings)
        app.router.add_post("/v1/messages", self.messages)
        app.router.add_post("/v1/messages/count_tokens", self.echo)
        app.router.add_post("/v1/responses", self.responses)
        app.router.add_post("/v1/responses/input_tokens", self.echo)
        app.router.add_route("*", "/echo/{tail:.*}", self.echo)
        return app

    async def _generating(self, request: web.Request, body: dict) -> None:
        self.requests.append((request.path, body))
        self.busy += 1
        self.max_busy = max(self.max_busy, self.busy)
        if self.gate is not None:
            await self.gate.wait()

    async def embeddings(self, request: web.Request) -> web.Response:
        """OpenAI's /v1/embeddings as llama-server answers it; holds a slot ``delay`` s."""
        body = await request.json()
        await self._generating(request, body)
        try:
            await asyncio.sleep(self.delay)
            inputs = body.get("input")
            inputs = inputs if isinstance(inputs, list) else [inputs]
            data = [{"object": "embedding", "index": i, "embedding": [0.1, 0.2, 0.3]} for i in range(len(inputs))]
            n = sum(len(str(x).split()) for x in inputs)
            return web.json_response(
                {
                    "object": "list",
                    "data": data,
                    "model": body.get("model", ""),
                    "usage": {"prompt_tokens": n, "total_tokens": n},
                }
            )
        finally:
            self.busy -= 1

    async def messages(self, request: web.Request) -> web.StreamResponse:
        """The Anthropic Messages API as llama-server serves it: ``max_tokens`` tokens
        (within ``max_gen``), a message object, or its event stream when ``stream``."""
        body = await request.json()
        await self._generating(request, body)
        try:
            n = self._tokens(body)
            stop = "max_tokens" if n >= body.get("max_tokens", 0) else "end_turn"
            # a reply to continue: a trailing assistant message (Anthropic's prefill); the
            # pieces are numbered on from it, and (as Anthropic's API does) it is not sent back
            msgs = body.get("messages") or []
            given = msgs[-1].get("content") if msgs and msgs[-1].get("role") == "assistant" else ""
            if isinstance(given, list):
                given = "".join(b.get("text", "") for b in given if isinstance(b, dict))
            first = len(re.findall(r"t\d+ ", given or ""))
            message = {
                "id": "msg_fake",
                "type": "message",
                "role": "assistant",
                "model": body.get("model", ""),
                "content": [],
                "stop_reason": None,
                "stop_sequence": None,
                "usage": {"input_tokens": 20, "output_tokens": 0},
            }
            if not body.get("stream"):
                await asyncio.sleep(self.delay * n)
                message.update(content=[{"type": "text", "text": "tok " * n}], stop_reason=stop)
                message["usage"]["output_tokens"] = n
                return web.json_response(message)
            resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
            await resp.prepare(request)

            async def event(kind: str, obj: dict) -> None:
                data = f"event: {kind}\ndata: {json.dumps({'type': kind, **obj})}\n\n".encode()
                self.raw_sent.append(data)
                await resp.write(data)

            await event("message_start", {"message": message})
            await event("content_block_start", {"index": 0, "content_block": {"type": "text", "text": ""}})
            for i in range(n):
                await asyncio.sleep(self.delay)
                delta = {"type": "text_delta", "text": f"t{first + i} "}
                await event("content_block_delta", {"index": 0, "delta": delta})
            await event("content_block_stop", {"index": 0})
            await event(
                "message_delta", {"delta": {"stop_reason": stop, "stop_sequence": None}, "usage": {"output_tokens": n}}
            )
            await event("message_stop", {})
            await resp.write_eof()
            return resp
        finally:
            self.busy -= 1

    async def responses(self, request: web.Request) -> web.StreamResponse:
        """The OpenAI Responses API as llama-server serves it: ``max_output_tokens`` tokens,
        a response object, or its ``response.*`` events when ``stream``."""
        body = await request.json()
        await self._generating(request, body)
        try:
            asked = body.get("max_output_tokens")
            n = self._tokens({"max_tokens": asked})
            cut = asked is not None and n >= asked
            text = "".join(f"t{i} " for i in range(n))
            item = {
                "type": "message",
                "id": "msg_fake",
                "status": "completed",
                "role": "assistant",
                "content": [{"type": "output_text", "text": text, "annotations": []}],
            }
            done = {
                "id": "resp_fake",
                "object": "response",
                "created_at": 0,
                "model": body.get("model", ""),
                "status": "incomplete" if cut else "completed",
                "incomplete_details": {"reason": "max_output_tokens"} if cut else None,
                "output": [item],
                "usage": {"input_tokens": 20, "output_tokens": n, "total_tokens": n + 20},
            }
            if not body.get("stream"):
                await asyncio.sleep(self.delay * n)
                return web.json_response(done)
            resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
            await resp.prepare(request)
            seq = 0

            async def event(kind: str, obj: dict) -> None:
                nonlocal seq
                data = f"event: {kind}\ndata: {json.dumps({'type': kind, 'sequence_number': seq, **obj})}\n\n"
                seq += 1
                self.raw_sent.append(data.encode())
                await resp.write(data.encode())

            started = {**done, "status": "in_progress", "output": [], "usage": None, "incomplete_details": None}
            await event("response.created", {"response": started})
            await event("response.in_progress", {"response": started})
            await event("response.output_item.added", {"output_index": 0, "item": {**item, "content": []}})
            await event(
                "response.content_part.added",
                {
                    "output_index": 0,
                    "content_index": 0,
                    "item_id": "msg_fake",
                    "part": {"type": "output_text", "text": ""},
                },
            )
            for i in range(n):
                await asyncio.sleep(self.delay)
                await event(
                    "response.output_text.delta",
                    {"output_index": 0, "content_index": 0, "item_id": "msg_fake", "delta": f"t{i} "},
                )
            await event(
                "response.output_text.done",
                {"output_index": 0, "content_index": 0, "item_id": "msg_fake", "text": text},
            )
            await event("response.output_item.done", {"output_index": 0, "item": item})
            await event("response.incomplete" if cut else "response.completed", {"response": done})
            await resp.write_eof()
            return resp
        finally:
            self.busy -= 1

    async def health(self, request: web.Request) -> web.Response:
        return web.json_response({"status": "ok"})

    async def tokenize(self, request: web.Request) -> web.Response:
        """llama-server's /tokenize: here a token is a word."""
        content = (await request.json()).get("content", "")
        return web.json_response({"tokens": list(range(len(str(content).split())))})

    async def props(self, request: web.Request) -> web.Response:
        return web.json_response({"total_slots": self.slots, "default_generation_settings": {"n_ctx": self.n_ctx}})

    async def slots_view(self, request: web.Request) -> web.Response:
        return web.json_response(
            [{"id": i, "n_ctx": self.n_ctx, "is_processing": i < self.busy} for i in range(self.slots)]
        )

    async def echo(self, request: web.Request) -> web.Response:
        body = await request.read()
        return web.json_response(
            {
                "method": request.method,
                "path": request.path_qs,
                "headers": dict(request.headers),
                "body": body.decode(errors="replace"),
            },
            headers={"X-Backend": "fake", "Connection": "keep-alive, X-Hop", "X-Hop": "1"},
        )

    def _tokens(self, body: dict) -> int:
        # as llama-server reads a cap: n_predict over the OpenAI fields
        n = body.get("n_predict", body.get("max_completion_tokens", body.get("max_tokens", 5)))
        n = 5 if n is None or n < 0 else int(n)
        return min(n, self.max_gen) if self.max_gen is not None else n

    async def generate(self, request: web.Request) -> web.StreamResponse:
        body = await request.json()
        self.requests.append((request.path, body))
        if self.status != 200:
            return web.json_response(
                {"error": {"code": self.status, "message": "backend says no", "type": "unavailable_error"}},
                status=self.status,
            )
        self.busy += 1
        self.max_busy = max(self.max_busy, self.busy)
        start = time.monotonic()
        try:
            if self.gate is not None:
                await self.gate.wait()  # the slot is held meanwhile: part of the span
            if self.first_byte_delay:
                await asyncio.sleep(self.first_byte_delay)
            n = self._tokens(body)
            asked = body.get("max_tokens", body.get("n_predict"))
            cut = asked is None or asked < 0 or n >= asked  # stopped by the cap, or ended by itself
            finish, stop_type = ("length", "limit") if cut else ("stop", "eos")
            chat = request.path.startswith("/v1/chat")
            # a reply to continue, as llama-server reads one: a trailing assistant message (its
            # text comes back as the start of the first piece) or, on completions, the prompt's
            # end; the pieces are numbered on from it, so a resumed reply reads t0 t1 ... whole
            given = ""
            msgs = body.get("messages") or []
            if chat and msgs and msgs[-1].get("role") == "assistant":
                given = msgs[-1].get("content") or ""
            elif not chat:
                given = str(body.get("prompt", ""))
            first = len(re.findall(r"t\d+ ", given))
            echo = given if chat else ""
            began = time.monotonic()  # its "prompt" was read: from here it decodes
            timings: dict[str, float] = {"cache_n": first, "prompt_n": 20, "predicted_n": n}

            def timed() -> dict[str, float]:
                """The times it really spent, as llama-server reports them: reading the
                prompt (held at the gate included: the backend was at work for nobody else),
                then decoding."""
                now = time.monotonic()
                if self.fixed_timings:
                    timings.update(prompt_ms=100.0, predicted_ms=1000.0 * n * max(self.delay, 0.001))
                else:
                    timings.update(prompt_ms=1000.0 * (began - start), predicted_ms=1000.0 * (now - began))
                return timings

            if not body.get("stream"):
                await asyncio.sleep(self.delay * n)
                timed()
                if chat:
                    obj: dict[str, Any] = {
                        "choices": [
                            {
                                "finish_reason": finish,
                                "index": 0,
                                "message": {"role": "assistant", "content": "tok " * n},
                            }
                        ],
                        "usage": {"completion_tokens": n, "prompt_tokens": 20, "total_tokens": n + 20},
                        "timings": timings,
                    }
                else:
                    obj = {
                        "content": "tok " * n,
                        "stop": True,
                        "tokens_predicted": n,
                        "tokens_evaluated": 20,
                        "stop_type": stop_type,
                        "timings": timings,
                    }
                return web.json_response(obj)
            resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
            await resp.prepare(request)
            ids = {"id": f"chatcmpl-{len(self.requests)}", "created": len(self.requests)} if self.role_chunk else {}
            if chat and self.role_chunk:
                role = {**ids, "choices": [{"index": 0, "delta": {"role": "assistant", "content": None}}]}
                await resp.write(b"data: " + json.dumps(role).encode() + b"\n\n")
            due = time.monotonic()
            for i in range(0, n, self.per_event):
                if self.die_after is not None and i >= self.die_after:
                    assert request.transport is not None
                    request.transport.abort()
                    return resp
                # paced to a running deadline: a token every ``delay`` s on average, asleep only
                # when a wake-up is worth it (the loop's timers are a millisecond coarse)
                due += self.delay
                ahead = due - time.monotonic()
                await asyncio.sleep(ahead if ahead > 0.002 else 0)
                # one event carries ``per_event`` tokens (as a character of several tokens is one event)
                text = ("" if i else echo) + "".join(f"t{first + j} " for j in range(i, min(n, i + self.per_event)))
                piece = (
                    {**ids, "choices": [{"index": 0, "delta": {"content": text}, "finish_reason": None}]}
                    if chat
                    else {"content": text, "stop": False}
                )
                data = b"data: " + json.dumps(piece).encode() + b"\n\n"
                self.raw_sent.append(data)
                await resp.write(data)
            timed()
            final = (
                {**ids, "choices": [{"index": 0, "delta": {}, "finish_reason": finish}], "timings": timings}
                if chat
                else {
                    "content": "",
                    "stop": True,
                    "tokens_predicted": n,
                    "tokens_evaluated": 20,
                    "stop_type": stop_type,
                    "timings": timings,
                }
            )
            tail = b"data: " + json.dumps(final).encode() + b"\n\n"
            if chat and (body.get("stream_options") or {}).get("include_usage"):
                prompt = 20 + first  # a continued reply's given text is prompt here
                usage = {
                    **ids,
                    "choices": [],
                    "usage": {"completion_tokens": n, "prompt_tokens": prompt, "total_tokens": n + prompt},
                }
                tail += b"data: " + json.dumps(usage).encode() + b"\n\n"
            tail += b"data: [DONE]\n\n" if chat else b""
            self.raw_sent.append(tail)
            await resp.write(tail)
            await resp.write_eof()
            return resp
        except (asyncio.CancelledError, ConnectionResetError):
            self.cancelled += 1
            if self.linger:
                await asyncio.sleep(self.linger)
            raise
        finally:
            self.busy -= 1
            self.spans[request.headers.get("X-Request-Id", "")] = (start, time.monotonic())


@dataclass
class FakeModels:
    """A scripted backend that holds several models and loads them on demand, with the API
    of Ollama (``api="ollama"``: /api/ps, /api/tags, /api/chat with ``load_duration``) or of
    llama-server's router mode (``api="router"``: /props with ``"role": "router"``,
    /props?model=, /v1/models with statuses, /v1/chat/completions with timings).

    As both do, it holds at most ``max_loaded`` models, unloads the least recently used
    idle one to load another (taking ``load_delay`` seconds), never unloads a model that
    is serving (a request for another model waits until one is idle), and runs up to
    ``slots`` requests per model at once (more wait). A reply is ``max_tokens`` tokens (or
    ``long`` if the prompt contains "essay"), ``delay`` seconds each. It counts loads, and
    the most requests a model ever ran at once."""

    api: str = "ollama"
    models: tuple[str, ...] = ("smol-a", "smol-b", "smol-c")
    max_loaded: int = 1
    slots: int = 2
    load_delay: float = 0.3
    delay: float = 0.005
    long: int = 60
    n_ctx: int = 2048
    loaded: list[str] = field(default_factory=list)  # least recently used first
    loads: int = 0
    load_log: list[str] = field(default_factory=list)
    running: dict[str, int] = field(default_factory=dict)
    most_at_once: int = 0
    stalls: int = 0  # requests that had to wait here (for a busy model to go idle, or a slot)
    _cond: asyncio.Condition | None = None

    def app(self) -> web.Application:
        app = web.Application()
        if self.api == "ollama":
            app.router.add_get("/api/version", self.version)
            app.router.add_get("/api/tags", self.tags)
            app.router.add_get("/api/ps", self.ps)
            app.router.add_post("/api/chat", self.chat)
        else:
            app.router.add_get("/props", self.props)
            app.router.add_get("/v1/models", self.v1_models)
            app.router.add_post("/v1/chat/completions", self.chat)
        return app

    async def version(self, request: web.Request) -> web.Response:
        return web.json_response({"version": "0.0.0-fake"})

    async def tags(self, request: web.Request) -> web.Response:
        return web.json_response({"models": [{"name": f"{m}:latest", "model": f"{m}:latest"} for m in self.models]})

    async def ps(self, request: web.Request) -> web.Response:
        return web.json_response(
            {
                "models": [
                    {"name": f"{m}:latest", "model": f"{m}:latest", "context_length": self.n_ctx} for m in self.loaded
                ]
            }
        )

    async def props(self, request: web.Request) -> web.Response:
        model = request.query.get("model")
        if model is None:
            return web.json_response({"role": "router", "max_instances": self.max_loaded, "model_path": "none"})
        await self._hold(model)  # as the router does: asking a model's props loads it
        self._done(model)
        return web.json_response({"total_slots": self.slots, "default_generation_settings": {"n_ctx": self.n_ctx}})

    async def v1_models(self, request: web.Request) -> web.Response:
        data = [
            {"id": m, "object": "model", "status": {"value": "loaded" if m in self.loaded else "unloaded"}}
            for m in self.models
        ]
        return web.json_response({"object": "list", "data": data})

    async def _hold(self, model: str) -> float:
        """Wait until ``model`` is loaded and has a free slot; take the slot. Returns the
        seconds spent loading it (0 if it was loaded)."""
        if self._cond is None:
            self._cond = asyncio.Condition()
        loaded_in = 0.0
        stalled = False
        async with self._cond:
            while True:
                if model in self.loaded:
                    if self.running.get(model, 0) < self.slots:
                        break
                else:
                    idle = [m for m in self.loaded if not self.running.get(m)]
                    if len(self.loaded) < self.max_loaded or idle:
                        if len(self.loaded) >= self.max_loaded:
                            self.loaded.remove(idle[0])
                        self.loads += 1
                        self.load_log.append(model)
                        self.running[model] = self.running.get(model, 0) + 1  # the load holds it
                        await asyncio.sleep(self.load_delay)
                        self.running[model] -= 1
                        self.loaded.append(model)
                        loaded_in = self.load_delay
                        self._cond.notify_all()
                        continue
                if not stalled:
                    stalled = True
                    self.stalls += 1
                await self._cond.wait()
            self.loaded.remove(model)
            self.loaded.append(model)
            self.running[model] = self.running.get(model, 0) + 1
            self.most_at_once = max(self.most_at_once, self.running[model])
        return loaded_in

    def _done(self, model: str) -> None:
        self.running[model] -= 1
        assert self._cond is not None
        cond = self._cond

        async def wake() -> None:
            async with cond:
                cond.notify_all()

        asyncio.get_running_loop().create_task(wake())

    async def chat(self, request: web.Request) -> web.StreamResponse:
        body = await request.json()
        model = body["model"].removesuffix(":latest")
        if model not in self.models:
            return web.json_response({"error": f"model '{model}' not found"}, status=404)
        text = json.dumps(body["messages"])
        n = (
            self.long
            if "essay" in text
            else int(body.get("max_tokens") or (body.get("options") or {}).get("num_predict") or 5)
        )
        loaded_in = await self._hold(model)
        try:
            await asyncio.sleep(self.delay * n)
        finally:
            self._done(model)
        if self.api == "ollama":
            obj = {
                "model": body["model"],
                "message": {"role": "assistant", "content": "tok " * n},
                "done": True,
                "done_reason": "stop",
                "prompt_eval_count": 20,
                "eval_count": n,
                "load_duration": int(loaded_in * 1e9) + 1_000_000,
                "prompt_eval_duration": 10_000_000,
                "eval_duration": int(self.delay * n * 1e9) + 1,
            }
            if body.get("stream", True):
                resp = web.StreamResponse(headers={"Content-Type": "application/x-ndjson"})
                await resp.prepare(request)
                await resp.write(json.dumps(obj).encode() + b"\n")
                await resp.write_eof()
                return resp
            return web.json_response(obj)
        timings = {"prompt_n": 20, "prompt_ms": 10.0, "predicted_n": n, "predicted_ms": 1000.0 * self.delay * n}
        return web.json_response(
            {
                "model": model,
                "choices": [
                    {"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": "tok " * n}}
                ],
                "usage": {"completion_tokens": n, "prompt_tokens": 20, "total_tokens": n + 20},
                "timings": timings,
            }
        )


def secret_bit(text: str) -> int:
    """A property of a text no lexical feature sees (a bit of its hash): what the fake
    embedder encodes, and what a scripted backend can make reply lengths follow."""
    import hashlib

    return hashlib.sha256(text.encode()).digest()[0] & 1


@dataclass
class FakeOllamaEmbed:
    """An embedding model behind Ollama's documented ``/api/embed`` (and ``/api/version``):
    ``{"model", "input": str | [str]}`` -> ``{"model", "embeddings": [[...]], ...}``. Its
    vectors (``dims`` long) carry ``secret_bit`` of the text in dimension 0 and noise
    elsewhere; it counts the texts it embedded."""

    dims: int = 16
    model: str = "nomic-embed-text"
    embedded: list[str] = field(default_factory=list)

    def app(self) -> web.Application:
        app = web.Application()
        app.router.add_get("/api/version", self.version)
        app.router.add_post("/api/embed", self.embed)
        return app

    async def version(self, request: web.Request) -> web.Response:
        return web.json_response({"version": "0.0.0-fake"})

    def vector(self, text: str) -> list[float]:
        import hashlib

        rng = random.Random(hashlib.sha256(text.encode()).digest())
        return [float(secret_bit(text))] + [rng.gauss(0, 1) for _ in range(self.dims - 1)]

    async def embed(self, request: web.Request) -> web.Response:
        body = await request.json()
        if body.get("model") != self.model:
            return web.json_response({"error": f"model '{body.get('model')}' not found"}, status=404)
        texts = body["input"] if isinstance(body["input"], list) else [body["input"]]
        self.embedded += texts
        return web.json_response(
            {
                "model": self.model,
                "embeddings": [self.vector(t) for t in texts],
                "total_duration": 1000,
                "load_duration": 10,
                "prompt_eval_count": sum(len(t.split()) for t in texts),
            }
        )
