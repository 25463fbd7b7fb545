"""Ollama's API: ``/api/chat``, ``/api/generate`` and its embeddings, NDJSON streams, options
read as Go reads them, counts and durations in the final ``done`` object.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import sidecar.apis.caps as caps
from sidecar.apis.bounds import grammar_tokens, reply_bound, stops_at_newline
from sidecar.apis.family import ApiFamily, Usage
from sidecar.apis.fields import (
    count,
    json_mode_of,
    messages_of,
    nanoseconds,
    need,
    options_of,
    prompt_of,
)
from sidecar.apis.replies import Replies, Seen, Where
from sidecar.prediction.features import Conversation
from sidecar.prediction.stated import LINE_TOKENS


class ChatReplies(Replies):
    """``/api/chat``: the text in ``message.content``."""

    chat = True

    def refusal(self, body: Mapping[str, Any]) -> str | None:
        return "reasoning" if body.get("think") else None

    def piece(self, obj: dict[str, Any]) -> tuple[str | None, Where | None, str | None]:
        msg = obj.get("message")
        if not isinstance(msg, dict):
            return None, None, None
        unsafe = "reasoning" if msg.get("thinking") else "tool call" if msg.get("tool_calls") else None
        c = msg.get("content")
        return (c, (msg, "content"), unsafe) if isinstance(c, str) else (None, None, unsafe)

    def whole(self, seen: Seen, text: str) -> dict[str, Any]:
        return {**(seen.last or {}), "message": {"role": "assistant", "content": text}}


class GenerateReplies(Replies):
    """``/api/generate``: the text in ``response``; only a raw prompt is continued (Ollama
    would template the reply's start as the user's words)."""

    text_key = "response"
    reasoning_key = "thinking"

    def refusal(self, body: Mapping[str, Any]) -> str | None:
        return super().refusal(body) or (None if body.get("raw") else "templated prompt")


class Ollama(ApiFamily):
    name = "ollama"
    prefix = "/api/"
    framing = "ndjson"
    stream_default = True
    endpoints = {
        "ollama-chat": "/api/chat",
        "ollama-generate": "/api/generate",
        "ollama-embed": "/api/embed",
        "ollama-embeddings": "/api/embeddings",
    }
    prompt_only = frozenset({"ollama-embed", "ollama-embeddings"})
    replies = {"ollama-chat": ChatReplies(), "ollama-generate": GenerateReplies()}

    def reading(self, body: dict, kinds: frozenset[str] = frozenset()) -> dict:
        """Ollama binds JSON with Go's ``encoding/json``: a key matches its field whatever its
        case, the last of such keys winning (``caps.go_view``); ``options`` is a map, read by
        exact key."""
        return caps.go_view(body)

    def request(
        self, endpoint: str, body: dict, kinds: frozenset[str] = frozenset()
    ) -> tuple[Conversation, int | None, int]:
        view = caps.go_view(body)
        if endpoint == "ollama-embed":
            text, ids = prompt_of(view.get("input"))
            return Conversation.from_prompt(text), 0, ids
        if endpoint == "ollama-embeddings":
            text, ids = prompt_of(view.get("prompt"))
            return Conversation.from_prompt(text), 0, ids
        json_mode = json_mode_of(view.get("format"))
        options = options_of(view)
        # llama-server answers /api/chat too, with its OpenAI parser: a cap at the top level
        cap = caps.reading(
            kinds,
            {
                caps.OLLAMA: lambda: caps.number(options.get("num_predict"), "options.num_predict"),
                caps.LLAMACPP: lambda: caps.first(body, ("n_predict", "max_completion_tokens", "max_tokens")),
            },
            caps.OLLAMA,
        )
        if endpoint == "ollama-chat":
            return Conversation(messages_of(view.get("messages")), json_mode), cap, 0
        prompt = view.get("prompt", "")
        need(isinstance(prompt, str), "prompt", "a string")
        system = view.get("system") or ""
        need(isinstance(system, str), "system", "a string")
        suffix = view.get("suffix") or ""
        need(isinstance(suffix, str), "suffix", "a string")
        ctx = view.get("context")
        need(
            ctx is None or (isinstance(ctx, list) and all(isinstance(t, int) for t in ctx)),
            "context",
            "a list of token ids",
        )
        # a ``suffix`` asks for what goes between the prompt and it (fill-in-the-middle)
        return Conversation.from_prompt(prompt, system, json_mode, suffix=suffix), cap, len(ctx or ())

    def bound(self, endpoint: str, body: dict) -> int | None:
        body = caps.go_view(body)
        options = body.get("options")
        options = options if isinstance(options, dict) else {}
        line = LINE_TOKENS if stops_at_newline(options.get("stop")) else None
        fmt = body.get("format")
        return reply_bound(line, grammar_tokens(fmt) if isinstance(fmt, dict) else None)

    def read_usage(self, obj: dict, u: Usage) -> None:
        if "embeddings" in obj or "embedding" in obj:  # /api/embed, /api/embeddings
            u.prompt_tokens = u.prefill_tokens = count(obj.get("prompt_eval_count"), u.prompt_tokens)
            u.load_seconds = nanoseconds(obj.get("load_duration"), u.load_seconds)
            u.output_tokens, u.reported = 0, True
            return
        if obj.get("done"):
            u.prompt_tokens = count(obj.get("prompt_eval_count"), u.prompt_tokens)
            u.prefill_tokens = u.prompt_tokens
            u.output_tokens = count(obj.get("eval_count"), u.output_tokens)
            u.prompt_seconds = nanoseconds(obj.get("prompt_eval_duration"), u.prompt_seconds)
            u.decode_seconds = nanoseconds(obj.get("eval_duration"), u.decode_seconds)
            u.load_seconds = nanoseconds(obj.get("load_duration"), u.load_seconds)
            u.truncated = obj.get("done_reason") == "length"
            u.reported = u.output_tokens is not None

    def error(self, status: int, message: str, code: str) -> dict[str, Any]:
        return {"error": message}
