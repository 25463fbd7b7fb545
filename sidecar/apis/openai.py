"""OpenAI's APIs as local servers serve them: chat and completions (``usage``, llama-server's
``timings``), embeddings, and the Responses API with its input items and ``response.*`` events.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import sidecar.apis.caps as caps
from sidecar.apis.bounds import grammar_tokens, reply_bound, stops_at_newline, tools_tokens
from sidecar.apis.family import ApiFamily, Usage
from sidecar.apis.fields import (
    count,
    merge_turns,
    messages_of,
    must,
    need,
    prompt_of,
    response_item,
    text_of,
)
from sidecar.apis.replies import ChoiceReplies, Seen, Where
from sidecar.prediction.features import Conversation
from sidecar.prediction.stated import LINE_TOKENS


def forced_call(body: dict, function_of: Callable[[dict], Any]) -> int | None:
    """The bound of a forced tool call (``tool_choice`` "required" or a named function),
    one call at a time (``parallel_tool_calls`` not true); ``function_of`` finds a tool's
    name and ``parameters`` (the chat API nests them under ``function``, Responses does not)."""
    choice = body.get("tool_choice")
    if body.get("parallel_tool_calls") is True or not isinstance(body.get("tools"), list):
        return None
    named = None
    if isinstance(choice, dict):
        fn = function_of(choice)
        named = fn.get("name") if isinstance(fn, dict) else None
        if not isinstance(named, str):
            return None
    elif choice != "required":
        return None
    tools = [f for t in body["tools"] if isinstance(t, dict) and isinstance(f := function_of(t), dict)]
    tools = [f for f in tools if isinstance(f.get("name"), str) and (named is None or f["name"] == named)]
    return tools_tokens([f.get("parameters", {}) for f in tools], [f["name"] for f in tools])


def chat_cap(body: dict, kinds: frozenset[str], llama_keys: tuple[str, ...], ollama_key: str) -> int | None:
    """An OpenAI-style cap as each backend reads it (``caps``): llama-server by exact key,
    ``n_predict`` first (its parser copies it over what it made of the OpenAI fields);
    Ollama by Go's folded keys, the last one winning; another OpenAI-compatible server by
    the larger of the keys OpenAI has defined for it. ``llama_keys``: the OpenAI keys in
    llama-server's order; ``ollama_key``: the one Ollama's layer reads."""
    openai_keys = [k for k in llama_keys if k in body]

    def ollama() -> int | None:
        view = caps.go_view(body)
        return caps.number(view.get(ollama_key), ollama_key)

    return caps.reading(
        kinds,
        {
            caps.LLAMACPP: lambda: caps.first(body, ("n_predict", *llama_keys)),
            caps.OLLAMA: ollama,
            caps.OPENAI: lambda: caps.larger(caps.number(body[k], k) for k in openai_keys) if openai_keys else None,
        },
        caps.OPENAI,
    )


def _first_choice(obj: dict[str, Any]) -> dict[str, Any] | None:
    choices = obj.get("choices")
    return choices[0] if isinstance(choices, list) and choices and isinstance(choices[0], dict) else None


def _whole(seen: Seen, choice: dict[str, Any], kind: str) -> dict[str, Any]:
    out: dict[str, Any] = {"id": seen.id, "object": kind, "created": seen.created, "model": seen.model}
    out["choices"] = [{"index": 0, "finish_reason": seen.finish, **choice}]
    if seen.usage is not None:
        out["usage"] = seen.usage
    if seen.timings is not None:
        out["timings"] = seen.timings
    return out


class ChatReplies(ChoiceReplies):
    """``/v1/chat/completions``: the text in the first choice's ``delta``."""

    chat = True

    def piece(self, obj: dict[str, Any]) -> tuple[str | None, Where | None, str | None]:
        first = _first_choice(obj)
        delta = first.get("delta") if first is not None else None
        if not isinstance(delta, dict):
            return None, None, None
        unsafe = None
        if delta.get("tool_calls") or delta.get("function_call"):
            unsafe = "tool call"
        if delta.get("reasoning_content") or delta.get("reasoning"):
            unsafe = "reasoning"
        c = delta.get("content")
        return (c, (delta, "content"), unsafe) if isinstance(c, str) else (None, None, unsafe)

    def drop(self, obj: dict[str, Any], piece: str | None) -> bool:
        first = _first_choice(obj) or {}
        if first.get("finish_reason") is not None or obj.get("usage"):
            return False
        delta = first.get("delta")
        calls = delta.get("tool_calls") if isinstance(delta, dict) else None
        return bool(obj.get("choices")) and not piece and not calls

    def whole(self, seen: Seen, text: str) -> dict[str, Any]:
        return _whole(seen, {"message": {"role": "assistant", "content": text}}, "chat.completion")


class CompletionReplies(ChoiceReplies):
    """``/v1/completions``: the text in the first choice's ``text``."""

    def piece(self, obj: dict[str, Any]) -> tuple[str | None, Where | None, str | None]:
        first = _first_choice(obj)
        c = first.get("text") if first is not None else None
        return (c, (first, "text"), None) if first is not None and isinstance(c, str) else (None, None, None)

    def whole(self, seen: Seen, text: str) -> dict[str, Any]:
        return _whole(seen, {"text": text}, "text_completion")


class OpenAI(ApiFamily):
    name = "openai"
    prefix = "/v1/"
    framing = "sse"
    stream_default = False
    endpoints = {
        "openai-chat": "/v1/chat/completions",
        "openai-completions": "/v1/completions",
        "openai-embeddings": "/v1/embeddings",
    }
    # llama-server serves its OpenAI chat endpoint without /v1 too
    aliases = {"/chat/completions": "openai-chat"}
    wants_usage_chunk = True
    prompt_only = frozenset({"openai-embeddings"})
    replies = {"openai-chat": ChatReplies(), "openai-completions": CompletionReplies()}

    def request(
        self, endpoint: str, body: dict, kinds: frozenset[str] = frozenset()
    ) -> tuple[Conversation, int | None, int]:
        if endpoint == "openai-embeddings":
            text, ids = prompt_of(body.get("input"))
            return Conversation.from_prompt(text), 0, ids
        if endpoint == "openai-chat":
            rf = body.get("response_format")
            json_mode = isinstance(rf, dict) and rf.get("type") in ("json_object", "json_schema")
            cap = chat_cap(body, kinds, ("max_completion_tokens", "max_tokens"), "max_tokens")
            return Conversation(messages_of(body.get("messages")), json_mode), cap, 0
        text, ids = prompt_of(body.get("prompt"))
        # a ``suffix`` asks for the text between the prompt and it: fill-in-the-middle
        suffix = body.get("suffix")
        need(suffix is None or isinstance(suffix, str), "suffix", "a string")
        cap = chat_cap(body, kinds, ("max_tokens",), "max_tokens")
        return Conversation.from_prompt(text, suffix=suffix or ""), cap, ids

    def bound(self, endpoint: str, body: dict) -> int | None:
        line = LINE_TOKENS if stops_at_newline(body.get("stop")) else None
        # llama-server reads a ``json_schema`` field beside OpenAI's ``response_format``
        schema = grammar_tokens(body["json_schema"]) if isinstance(body.get("json_schema"), dict) else None
        if endpoint != "openai-chat":
            return reply_bound(line, schema)
        rf = body.get("response_format")
        if isinstance(rf, dict) and rf.get("type") == "json_schema" and isinstance(rf.get("json_schema"), dict):
            schema = grammar_tokens(rf["json_schema"].get("schema"))
        return reply_bound(line, schema, forced_call(body, lambda t: t.get("function")))

    def read_usage(self, obj: dict, u: Usage) -> None:
        super().read_usage(obj, u)
        if obj.get("object") == "list" and isinstance(obj.get("data"), list):  # embeddings: no tokens out
            u.prefill_tokens = u.prompt_tokens
            u.output_tokens, u.reported = 0, True


class OpenAIResponses(OpenAI):
    """The OpenAI Responses API (``/v1/responses``): ``input`` as a string or items
    (messages, function calls and their outputs), ``instructions``, ``max_output_tokens``,
    ``response.*`` events when streamed, the final ``usage`` in ``response.completed``."""

    name = "openai-responses"
    prefix = "/v1/responses"
    endpoints = {"openai-responses": "/v1/responses"}
    aliases = {"/responses": "openai-responses"}
    wants_usage_chunk = False
    prompt_only = frozenset()
    replies = {}  # its events are not continued (yet)
    error_event = "error"

    def stream_error(self, status: int, message: str) -> dict[str, Any]:
        return {"type": "error", "message": message, "code": "backend_error"}

    def request(
        self, endpoint: str, body: dict, kinds: frozenset[str] = frozenset()
    ) -> tuple[Conversation, int | None, int]:
        msgs: list[tuple[str, str]] = []
        if body.get("instructions"):
            msgs.append(("system", text_of(body["instructions"], "instructions")))
        raw = body.get("input")
        if isinstance(raw, str):
            msgs.append(("user", raw))
        else:
            for i, item in enumerate(must(raw, list, "input", "a string or a list of input items")):
                need(isinstance(item, dict), f"input[{i}]", "an input item object")
                msgs.extend(response_item(item, f"input[{i}]"))
        fmt = (body.get("text") or {}).get("format") if isinstance(body.get("text"), dict) else None
        json_mode = isinstance(fmt, dict) and fmt.get("type") in ("json_object", "json_schema")
        cap = chat_cap(body, kinds, ("max_output_tokens",), "max_output_tokens")
        return Conversation(tuple(merge_turns(msgs)), json_mode), cap, 0

    def bound(self, endpoint: str, body: dict) -> int | None:
        text = body.get("text")
        fmt = text.get("format") if isinstance(text, dict) else None
        schema = (
            grammar_tokens(fmt.get("schema")) if isinstance(fmt, dict) and fmt.get("type") == "json_schema" else None
        )
        return reply_bound(schema, forced_call(body, lambda t: t if t.get("type") == "function" else None))

    def read_usage(self, obj: dict, u: Usage) -> None:
        if isinstance(obj.get("response"), dict):  # response.completed / .incomplete / .failed
            obj = obj["response"]
        if obj.get("object") != "response":
            return
        usage = obj.get("usage")
        if isinstance(usage, dict):
            u.prompt_tokens = count(usage.get("input_tokens"), u.prompt_tokens)
            cached = count((usage.get("input_tokens_details") or {}).get("cached_tokens"), None)
            if u.prompt_tokens is not None and cached is not None:
                u.prefill_tokens = u.prompt_tokens - cached
            u.output_tokens = count(usage.get("output_tokens"), u.output_tokens)
            u.reported = u.output_tokens is not None
        details = obj.get("incomplete_details")
        if (
            obj.get("status") == "incomplete"
            and isinstance(details, dict)
            and details.get("reason") == "max_output_tokens"
        ):
            u.truncated = True
        if isinstance(obj.get("timings"), dict):
            ApiFamily.read_usage(self, {"timings": obj["timings"]}, u)
