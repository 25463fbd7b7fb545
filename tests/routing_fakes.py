"""Backends that route and read a request the way the real servers do, for the tests that
try to get past the queue: the whole path is percent-decoded before routing (gin, behind
Ollama, and cpp-httplib, behind llama-server, both do), every generation route each
server documents is served, and the output cap is read as each server reads it (Ollama:
Go's case-folding JSON binding, the last key winning, its ``options`` map by exact key;
llama-server: ``n_predict`` over the OpenAI fields). Each generation "runs" the number of
tokens its reading of the cap allows (``uncapped`` when there is none), recorded as it ran.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import unquote

from aiohttp import web

# the generation and embedding routes each server documents (llama.cpp's tools/server
# README; Ollama's docs/api.md, docs/openai.md and its Anthropic compatibility page)
LLAMA_SERVER_ROUTES = (
    "/completion",
    "/completions",
    "/v1/completions",
    "/chat/completions",
    "/v1/chat/completions",
    "/v1/responses",
    "/responses",
    "/v1/messages",
    "/infill",
    "/embedding",
    "/embeddings",
    "/v1/embeddings",
    "/rerank",
    "/reranking",
    "/v1/rerank",
    "/v1/reranking",
    "/api/chat",
)
OLLAMA_ROUTES = (
    "/api/generate",
    "/api/chat",
    "/api/embed",
    "/api/embeddings",
    "/v1/chat/completions",
    "/v1/completions",
    "/v1/embeddings",
    "/v1/responses",
    "/v1/messages",
)


def go_fold(body: dict) -> dict:
    """Keys as Go's encoding/json binds them to fields: case folded, the last one winning."""
    out: dict = {}
    for k, v in body.items():
        out[k.lower().replace("\u212a", "k").replace("\u017f", "s")] = v
    return out


def ollama_cap(path: str, body: dict) -> int | None:
    view = go_fold(body)
    if path.startswith("/api/"):
        options = view.get("options") or {}
        n = options.get("num_predict")  # a map: exact keys only
    elif path == "/v1/responses":
        n = view.get("max_output_tokens")
    else:
        n = view.get("max_tokens")
    return int(n) if isinstance(n, (int, float)) and n >= 0 else None


def llama_cap(path: str, body: dict) -> int | None:
    if path in ("/completion", "/completions", "/infill"):
        keys: tuple[str, ...] = ("n_predict", "max_tokens")
    elif path.endswith("responses"):
        keys = ("n_predict", "max_output_tokens")
    else:
        keys = ("n_predict", "max_completion_tokens", "max_tokens")
    for k in keys:
        if k in body:
            n = body[k]
            return int(n) if isinstance(n, (int, float)) and n >= 0 else None
    return None


@dataclass
class RoutingBackend:
    """A llama-server (``kind="llamacpp"``) or an Ollama (``kind="ollama"``) as far as
    routing and reading a request go; ``uncapped`` tokens when no cap is read."""

    kind: str = "llamacpp"
    slots: int = 1
    uncapped: int = 600
    delay: float = 0.0
    gate: asyncio.Event | None = None
    ran: list[tuple[str, int]] = field(default_factory=list)  # (decoded path, tokens it ran)
    running: int = 0
    props: Any = None  # what /props answers (a llama-server's; garbage in the tests that want it)
    fail: int = 0  # a generation answers this status with an error body (0: it generates)

    @property
    def routes(self) -> tuple[str, ...]:
        return LLAMA_SERVER_ROUTES if self.kind == "llamacpp" else OLLAMA_ROUTES

    def app(self) -> web.Application:
        app = web.Application()
        app.router.add_route("*", "/{tail:.*}", self.dispatch)
        return app

    async def dispatch(self, request: web.Request) -> web.StreamResponse:
        path = unquote(request.raw_path.split("?", 1)[0])  # the whole path, decoded, then routed
        if request.method == "GET":
            if self.kind == "llamacpp" and path == "/props":
                props = self.props if self.props is not None else self._props()
                return web.json_response(props)
            if self.kind == "llamacpp" and path == "/v1/models":
                return web.json_response({"data": [{"id": "fake.gguf"}]})
            if self.kind == "ollama" and path == "/api/version":
                return web.json_response({"version": "0.12.0"})
            if self.kind == "ollama" and path in ("/api/ps", "/api/tags"):
                return web.json_response({"models": []})
            if path == "/health":
                return web.json_response({"status": "ok"})
        if request.method != "POST" or path not in self.routes:
            return web.json_response({"error": f"no route {path}"}, status=404)
        body = await request.json()
        if self.fail:
            return web.json_response(
                {"error": {"message": "the model failed to load", "code": self.fail}}, status=self.fail
            )
        cap = ollama_cap(path, body) if self.kind == "ollama" else llama_cap(path, body)
        n = self.uncapped if cap is None else min(cap, self.uncapped)
        if "embed" in path or "rerank" in path:
            n = 0
        self.running += 1
        try:
            if self.gate is not None:
                await self.gate.wait()
            await asyncio.sleep(self.delay * n)
        finally:
            self.running -= 1
        self.ran.append((path, n))
        return web.json_response(self._reply(path, n))

    def _props(self) -> dict:
        return {"total_slots": self.slots, "default_generation_settings": {"n_ctx": 8192}}

    def _reply(self, path: str, n: int) -> dict:
        text = "tok " * n
        if path in ("/api/chat",) and self.kind == "ollama":
            return {"message": {"role": "assistant", "content": text}, "done": True, "eval_count": n}
        if path == "/api/generate":
            return {"response": text, "done": True, "eval_count": n}
        if "embed" in path or "rerank" in path:
            return {"object": "list", "data": [], "usage": {"prompt_tokens": 3, "total_tokens": 3}}
        if path.endswith("messages"):
            return {
                "type": "message",
                "content": [{"type": "text", "text": text}],
                "stop_reason": "end_turn",
                "usage": {"input_tokens": 3, "output_tokens": n},
            }
        if path.endswith("responses"):
            return {"object": "response", "status": "completed", "usage": {"input_tokens": 3, "output_tokens": n}}
        return {
            "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": 3, "completion_tokens": n},
        }


def body_for(path: str, **extra: Any) -> dict:
    """A minimal valid request body for a route."""
    if "embed" in path:
        return {"model": "m", "input": "hello", **extra}
    if "rerank" in path:
        return {"model": "m", "query": "q", "documents": ["a", "b"], **extra}
    if path == "/infill":
        return {"input_prefix": "def f(", "input_suffix": "):\n", **extra}
    if path in ("/completion", "/completions", "/v1/completions", "/api/generate"):
        return {"model": "m", "prompt": "hello", "stream": False, **extra}
    if path.endswith("responses"):
        return {"model": "m", "input": "hello", **extra}
    if path.endswith("messages"):
        return {"model": "m", "max_tokens": 4, "messages": [{"role": "user", "content": "hello"}], **extra}
    return {"model": "m", "messages": [{"role": "user", "content": "hello"}], "stream": False, **extra}
