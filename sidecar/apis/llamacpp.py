"""llama.cpp's own ``/completion``: ``n_predict``, grammars and JSON schemas, ``stop_type``."""

from __future__ import annotations

from typing import Any

from sidecar.apis.bounds import LINE_TOKENS, grammar_tokens, reply_bound, stops_at_newline
from sidecar.apis.family import ApiFamily, Usage
from sidecar.apis.fields import cap_of, count, error_type, int_or_none, prompt_of
from sidecar.prediction.features import Conversation


class LlamaCpp(ApiFamily):
    name = "llamacpp"
    prefix = ""
    framing = "sse"
    stream_default = False
    endpoints = {"llamacpp-completion": "/completion"}

    def request(self, endpoint: str, body: dict) -> tuple[Conversation, int | None, int]:
        text, ids = prompt_of(body.get("prompt"), "prompt")
        json_mode = bool(body.get("json_schema") or body.get("grammar"))
        cap = cap_of(int_or_none(body.get("n_predict", body.get("max_tokens")), "n_predict"))
        return Conversation.from_prompt(text, json_mode=json_mode), cap, ids

    def bound(self, endpoint: str, body: dict) -> int | None:
        line = LINE_TOKENS if stops_at_newline(body.get("stop")) else None
        schema = body.get("json_schema")
        return reply_bound(line, grammar_tokens(schema) if isinstance(schema, dict) else None)

    def read_usage(self, obj: dict, u: Usage) -> None:
        super().read_usage(obj, u)
        if obj.get("stop"):
            u.output_tokens = count(obj.get("tokens_predicted"), u.output_tokens)
            u.prompt_tokens = count(obj.get("tokens_evaluated"), u.prompt_tokens)
            u.truncated = obj.get("stop_type") == "limit"
            u.reported = u.output_tokens is not None

    def error(self, status: int, message: str, code: str) -> dict[str, Any]:
        return {"error": {"code": status, "message": message, "type": error_type(status)}}
