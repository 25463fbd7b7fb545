"""llama.cpp's own endpoints: ``/completion`` (and ``/completions``), ``/infill``, its
embeddings and reranking; ``n_predict``, grammars and JSON schemas, ``stop_type``.
"""

from __future__ import annotations

from typing import Any

import sidecar.apis.caps as caps
from sidecar.apis.bounds import grammar_tokens, reply_bound, stops_at_newline
from sidecar.apis.family import ApiFamily, Usage
from sidecar.apis.fields import count, error_type, must, need, prompt_of
from sidecar.apis.replies import Replies
from sidecar.prediction.features import Conversation
from sidecar.prediction.stated import LINE_TOKENS


class LlamaCpp(ApiFamily):
    name = "llamacpp"
    prefix = ""
    framing = "sse"
    stream_default = False
    endpoints = {
        "llamacpp-completion": "/completion",
        "llamacpp-infill": "/infill",
        "llamacpp-embeddings": "/embeddings",
        "llamacpp-rerank": "/rerank",
    }
    aliases = {
        "/completions": "llamacpp-completion",
        "/embedding": "llamacpp-embeddings",
        "/reranking": "llamacpp-rerank",
        "/v1/rerank": "llamacpp-rerank",
        "/v1/reranking": "llamacpp-rerank",
    }
    prompt_only = frozenset({"llamacpp-embeddings", "llamacpp-rerank"})
    replies = {"llamacpp-completion": Replies()}  # the text under ``content``, ``stop`` at its end

    def request(
        self, endpoint: str, body: dict, kinds: frozenset[str] = frozenset()
    ) -> tuple[Conversation, int | None, int]:
        if endpoint == "llamacpp-embeddings":
            # "content" is its own field; "input" (OpenAI's) is read first
            text, ids = prompt_of(body.get("input", body.get("content")))
            return Conversation.from_prompt(text), 0, ids
        if endpoint == "llamacpp-rerank":
            query = body.get("query")
            need(isinstance(query, str), "query", "a string")
            docs = must(body.get("documents", body.get("texts")), list, "documents", "a list of strings")
            need(all(isinstance(d, str) for d in docs), "documents", "a list of strings")
            # each document is read with the query: that is the work
            return Conversation.from_prompt("\n".join(f"{query}\n{d}" for d in docs)), 0, 0
        json_mode = bool(body.get("json_schema") or body.get("grammar"))
        # llama.cpp reads n_predict, and max_tokens only without it
        cap = caps.first(body, ("n_predict", "max_tokens"))
        if endpoint == "llamacpp-infill":
            prefix = body.get("input_prefix", "")
            suffix = body.get("input_suffix", "")
            need(isinstance(prefix, str), "input_prefix", "a string")
            need(isinstance(suffix, str), "input_suffix", "a string")
            text, ids = prompt_of(body.get("prompt"))
            extra = body.get("input_extra") or []
            need(isinstance(extra, list), "input_extra", "a list of {filename, text} chunks")
            context = "\n".join(str(c.get("text", "")) for c in extra if isinstance(c, dict))
            # the code around the cursor, and the files given as context: prompt the model reads
            return Conversation.from_prompt(prefix + text, json_mode=json_mode, suffix=suffix + context), cap, ids
        text, ids = prompt_of(body.get("prompt"))
        return Conversation.from_prompt(text, json_mode=json_mode), cap, ids

    def bound(self, endpoint: str, body: dict) -> int | None:
        line = LINE_TOKENS if stops_at_newline(body.get("stop")) else None
        schema = body.get("json_schema")
        return reply_bound(line, grammar_tokens(schema) if isinstance(schema, dict) else None)

    def read_usage(self, obj: dict, u: Usage) -> None:
        if (
            isinstance(obj.get("results"), list)
            or "embedding" in obj
            or (isinstance(obj.get("data"), list) and obj.get("object") == "list")
        ):  # embeddings and reranking: a prompt read, no tokens out
            super().read_usage(obj, u)
            u.prefill_tokens = u.prompt_tokens
            u.output_tokens, u.reported = 0, True
            return
        super().read_usage(obj, u)
        if obj.get("stop"):
            u.output_tokens = count(obj.get("tokens_predicted"), u.output_tokens)
            u.prompt_tokens = count(obj.get("tokens_evaluated"), u.prompt_tokens)
            u.truncated = obj.get("stop_type") == "limit"
            u.reported = u.output_tokens is not None

    def error(self, status: int, message: str, code: str) -> dict[str, Any]:
        return {"error": {"code": status, "message": message, "type": error_type(status)}}
