"""Test servers on ephemeral loopback ports: a scripted llama-server stand-in, and helpers
to run any aiohttp app (the sidecar included) the way ``sidecar serve`` runs it."""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
from collections.abc import AsyncIterator
from dataclasses import dataclass, field

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


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


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

    def app(self) -> web.Application:
        app = web.Application()
        app.router.add_get("/props", self.props)
        app.router.add_get("/slots", self.slots_view)
        app.router.add_get("/health", self.health)
        app.router.add_post("/v1/chat/completions", self.generate)
        app.router.add_post("/completion", self.generate)
        app.router.add_post("/v1/completions", self.generate)
        app.router.add_post("/v1/embeddings", self.echo)
        app.router.add_route("*", "/echo/{tail:.*}", self.echo)
        return app

    async def health(self, request: web.Request) -> web.Response:
        return web.json_response({"status": "ok"})

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
        n = body.get("max_tokens", body.get("n_predict", 5))
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
        try:
            if self.first_byte_delay:
                await asyncio.sleep(self.first_byte_delay)
            n = self._tokens(body)
            asked = body.get("max_tokens", body.get("n_predict"))
            cut = asked is None or asked < 0 or n >= asked  # stopped by the cap, or ended by itself
            finish, stop_type = ("length", "limit") if cut else ("stop", "eos")
            chat = request.path.startswith("/v1/chat")
            timings = {
                "cache_n": 0,
                "prompt_n": 20,
                "prompt_ms": 100.0,
                "predicted_n": n,
                "predicted_ms": 1000.0 * n * max(self.delay, 0.001),
            }
            if not body.get("stream"):
                await asyncio.sleep(self.delay * n)
                if chat:
                    obj = {
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
            for i in range(n):
                if self.die_after is not None and i >= self.die_after:
                    assert request.transport is not None
                    request.transport.abort()
                    return resp
                await asyncio.sleep(self.delay)
                piece = (
                    {"choices": [{"index": 0, "delta": {"content": f"t{i} "}, "finish_reason": None}]}
                    if chat
                    else {"content": f"t{i} ", "stop": False}
                )
                data = b"data: " + json.dumps(piece).encode() + b"\n\n"
                self.raw_sent.append(data)
                await resp.write(data)
            final = (
                {"choices": [{"index": 0, "delta": {}, "finish_reason": finish}], "timings": timings}
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
                usage = {"choices": [], "usage": {"completion_tokens": n, "prompt_tokens": 20, "total_tokens": n + 20}}
                tail += b"data: " + json.dumps(usage).encode() + b"\n\n"
            tail += b"data: [DONE]\n\n" if chat else b""
            self.raw_sent.append(tail)
            await resp.write(tail)
            await resp.write_eof()
            return resp
        except (asyncio.CancelledError, ConnectionResetError):
            self.cancelled += 1
            raise
        finally:
            self.busy -= 1
