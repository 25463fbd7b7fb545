"""Ollama's API: ``/api/chat``, ``/api/generate`` and its embeddings, NDJSON streams, options
read as Go reads them, counts and durations in the final ``done`` object.
"""

from __future__ import annotations

from typing import Any

from sidecar.apis.bounds import LINE_TOKENS, grammar_tokens, reply_bound, stops_at_newline
from sidecar.apis.family import ApiFamily, Usage
from sidecar.apis.fields import (
    cap_of,
    count,
    fold_case,
    int_or_none,
    json_mode_of,
    messages_of,
    nanoseconds,
    need,
    options_of,
    prompt_of,
)
from sidecar.prediction.features import Conversation


class Ollama(ApiFamily):
    name = "ollama"
    prefix = "/api/"
    framing = "ndjson"
    stream_default = True
    framing_events = 1
    endpoints = {
        "ollama-chat": "/api/chat",
        "ollama-generate": "/api/generate",
        "ollama-embed": "/api/embed",
        "ollama-embeddings": "/api/embeddings",
    }
    prompt_only = frozenset({"ollama-embed", "ollama-embeddings"})

    def reading(self, body: dict) -> dict:
        """Ollama binds JSON with Go's ``encoding/json``: a key matches its field whatever
        its case. A body whose keys differ only in case could be sized one way here and run
        another way there, so it is refused; a key in another case is read as Ollama reads it."""
        folded = fold_case(body, "")
        options = folded.get("options")
        if isinstance(options, dict):
            folded["options"] = fold_case(options, "options.")
        return folded

    def request(self, endpoint: str, body: dict) -> tuple[Conversation, int | None, int]:
        if endpoint == "ollama-embed":
            text, ids = prompt_of(body.get("input"), "input")
            return Conversation.from_prompt(text), 0, ids
        if endpoint == "ollama-embeddings":
            text, ids = prompt_of(body.get("prompt"), "prompt")
            return Conversation.from_prompt(text), 0, ids
        json_mode = json_mode_of(body.get("format"))
        cap = cap_of(int_or_none(options_of(body).get("num_predict"), "options.num_predict"))
        if endpoint == "ollama-chat":
            return Conversation(messages_of(body.get("messages")), json_mode), cap, 0
        prompt = body.get("prompt", "")
        need(isinstance(prompt, str), "prompt", "a string")
        system = body.get("system") or ""
        need(isinstance(system, str), "system", "a string")
        ctx = body.get("context")
        need(
            ctx is None or (isinstance(ctx, list) and all(isinstance(t, int) for t in ctx)),
            "context",
            "a list of token ids",
        )
        return Conversation.from_prompt(prompt, system, json_mode), cap, len(ctx or ())

    def bound(self, endpoint: str, body: dict) -> int | None:
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
