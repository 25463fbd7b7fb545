"""An Ollama-API test backend on top of llama-server (Ollama itself cannot be installed here).

It follows Ollama's documented API (docs/api.md): /api/chat and /api/generate stream NDJSON
by default, one ``{"message"|"response": ..., "done": false}`` object per piece and a final
``done: true`` object with ``done_reason``, ``prompt_eval_count``, ``eval_count`` and
durations in nanoseconds; ``"stream": false`` returns one object; errors are
``{"error": "..."}``. Generation is done by llama-server's chat endpoint, so the model's
chat template applies as it would in Ollama. A client that disconnects closes the upstream
request, as Ollama stops generating.
"""

from __future__ import annotations

import json
import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime

import aiohttp
from aiohttp import web


def chat_only_ollama(chat: Callable[[web.Request], Awaitable[web.StreamResponse]]) -> web.Application:
    """The least of Ollama a sidecar recognises (``/api/version``, an ``/api/ps`` with no model
    loaded) and ``chat`` on ``/api/chat``: for test backends whose point is how they answer."""

    async def version(_: web.Request) -> web.Response:
        return web.json_response({"version": "0.12.0"})

    async def ps(_: web.Request) -> web.Response:
        return web.json_response({"models": []})

    app = web.Application()
    app.router.add_get("/api/version", version)
    app.router.add_get("/api/ps", ps)
    app.router.add_post("/api/chat", chat)
    return app


def _now() -> str:
    return datetime.now(UTC).isoformat().replace("+00:00", "Z")


class OllamaBackend:
    def __init__(self, upstream: str, model: str = "smollm2", n_ctx: int = 2048) -> None:
        self.upstream = upstream.rstrip("/")
        self.model = model
        self.n_ctx = n_ctx
        self.session: aiohttp.ClientSession | None = None
        self.sent: list[bytes] = []  # every byte written to clients, for byte-equality tests

    def app(self) -> web.Application:
        app = web.Application()
        app.router.add_get("/api/version", self.version)
        app.router.add_get("/api/tags", self.tags)
        app.router.add_get("/api/ps", self.ps)
        app.router.add_post("/api/chat", self.chat)
        app.router.add_post("/api/generate", self.generate)
        app.on_startup.append(self._open)
        app.on_cleanup.append(self._close)
        return app

    async def _open(self, _: web.Application) -> None:
        # One connection per upstream request: llama-server may close a kept-alive connection
        # between requests, and a pooled one then fails as "Server disconnected" (the sidecar's
        # forwarder retries that case; this test backend need not).
        self.session = aiohttp.ClientSession(connector=aiohttp.TCPConnector(force_close=True))

    async def _close(self, _: web.Application) -> None:
        if self.session:
            await self.session.close()

    async def version(self, request: web.Request) -> web.Response:
        return web.json_response({"version": "0.0.0-test"})

    async def tags(self, request: web.Request) -> web.Response:
        return web.json_response({"models": [{"name": self.model, "model": self.model, "size": 0}]})

    async def ps(self, request: web.Request) -> web.Response:
        return web.json_response({"models": [{"name": self.model, "model": self.model, "context_length": self.n_ctx}]})

    async def chat(self, request: web.Request) -> web.StreamResponse:
        try:
            body = await request.json()
            messages = body["messages"]
            assert isinstance(messages, list)
        except (ValueError, KeyError, AssertionError):
            return web.json_response({"error": "invalid request: 'messages' is required"}, status=400)
        return await self._run(request, body, messages, chat=True)

    async def generate(self, request: web.Request) -> web.StreamResponse:
        try:
            body = await request.json()
            prompt = body.get("prompt", "")
            assert isinstance(prompt, str)
        except (ValueError, AssertionError):
            return web.json_response({"error": "invalid request: 'prompt' must be a string"}, status=400)
        messages = ([{"role": "system", "content": body["system"]}] if body.get("system") else []) + [
            {"role": "user", "content": prompt}
        ]
        return await self._run(request, body, messages, chat=False)

    async def _run(self, request: web.Request, body: dict, messages: list, chat: bool) -> web.StreamResponse:
        opts = body.get("options") or {}
        up = {"messages": messages, "stream": True, "n_predict": opts.get("num_predict", -1)}
        for ours, theirs in (
            ("temperature", "temperature"),
            ("seed", "seed"),
            ("top_k", "top_k"),
            ("top_p", "top_p"),
            ("stop", "stop"),
        ):
            if ours in opts:
                up[theirs] = opts[ours]
        model = body.get("model") or self.model
        stream = body.get("stream", True)
        t0 = time.monotonic_ns()
        assert self.session is not None
        resp: web.StreamResponse | None = None
        text, done_reason, timings = [], "stop", {}
        async with self.session.post(self.upstream + "/v1/chat/completions", json=up) as r:
            if r.status != 200:
                return web.json_response({"error": (await r.text())[:300]}, status=r.status)
            if stream:
                resp = web.StreamResponse(headers={"Content-Type": "application/x-ndjson"})
                await resp.prepare(request)
            async for line in r.content:
                if not line.startswith(b"data: ") or line.startswith(b"data: [DONE]"):
                    continue
                chunk = json.loads(line[6:])
                timings = chunk.get("timings") or timings
                for ch in chunk.get("choices") or []:
                    piece = (ch.get("delta") or {}).get("content")
                    if ch.get("finish_reason"):
                        done_reason = "length" if ch["finish_reason"] == "length" else "stop"
                    if piece:
                        text.append(piece)
                        if resp is not None:
                            await self._write(resp, self._piece(model, piece, chat))
        final = self._final(
            model, "" if stream else "".join(text), chat, done_reason, timings, time.monotonic_ns() - t0
        )
        if resp is None:
            data = json.dumps(final).encode()
            self.sent.append(data)
            return web.Response(body=data, content_type="application/json")
        await self._write(resp, final)
        await resp.write_eof()
        return resp

    async def _write(self, resp: web.StreamResponse, obj: dict) -> None:
        data = json.dumps(obj).encode() + b"\n"
        self.sent.append(data)
        await resp.write(data)

    @staticmethod
    def _piece(model: str, piece: str, chat: bool) -> dict:
        out: dict = {"model": model, "created_at": _now()}
        out.update({"message": {"role": "assistant", "content": piece}} if chat else {"response": piece})
        out["done"] = False
        return out

    @staticmethod
    def _final(model: str, text: str, chat: bool, reason: str, timings: dict, total_ns: int) -> dict:
        out: dict = {"model": model, "created_at": _now()}
        out.update({"message": {"role": "assistant", "content": text}} if chat else {"response": text})
        prompt_n = int(timings.get("prompt_n", 0)) + int(timings.get("cache_n", 0))
        out.update(
            {
                "done": True,
                "done_reason": reason,
                "total_duration": total_ns,
                "load_duration": 0,
                "prompt_eval_count": prompt_n,
                "prompt_eval_duration": int(timings.get("prompt_ms", 0) * 1e6),
                "eval_count": int(timings.get("predicted_n", 0)),
                "eval_duration": int(timings.get("predicted_ms", 0) * 1e6),
            }
        )
        if not chat:
            out["context"] = []
        return out
