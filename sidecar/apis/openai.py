"""OpenAI's APIs as local servers serve them: chat and completions (``usage``, llama-server's
``timings``), embeddings, and the Responses API with its input items and ``response.*`` events.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sidecar.apis.bounds import LINE_TOKENS, grammar_tokens, reply_bound, stops_at_newline, tools_tokens
from sidecar.apis.family import ApiFamily, Usage
from sidecar.apis.fields import (
    cap_of,
    count,
    int_or_none,
    merge_turns,
    messages_of,
    must,
    need,
    prompt_of,
    response_item,
    text_of,
)
from sidecar.prediction.features import Conversation


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


class OpenAI(ApiFamily):
    name = "openai"
    prefix = "/v1/"
    framing = "sse"
    stream_default = False
    # llama-server serves its OpenAI endpoints with and without /v1
    endpoints = {
        "openai-chat": "/v1/chat/completions",
        "openai-completions": "/v1/completions",
        "openai-embeddings": "/v1/embeddings",
    }
    wants_usage_chunk = True
    prompt_only = frozenset({"openai-embeddings"})

    def request(self, endpoint: str, body: dict) -> tuple[Conversation, int | None, int]:
        if endpoint == "openai-embeddings":
            text, ids = prompt_of(body.get("input"), "input")
            return Conversation.from_prompt(text), 0, ids
        if endpoint == "openai-chat":
            rf = body.get("response_format")
            json_mode = isinstance(rf, dict) and rf.get("type") in ("json_object", "json_schema")
            cap = cap_of(int_or_none(body.get("max_completion_tokens", body.get("max_tokens")), "max_tokens"))
            return Conversation(messages_of(body.get("messages")), json_mode), cap, 0
        text, ids = prompt_of(body.get("prompt"), "prompt")
        return Conversation.from_prompt(text), cap_of(int_or_none(body.get("max_tokens"), "max_tokens")), ids

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
    wants_usage_chunk = False
    prompt_only = frozenset()
    # created, in_progress, output_item.added/.done, content_part.added/.done,
    # output_text.done, completed
    framing_events = 8

    def request(self, endpoint: str, body: dict) -> tuple[Conversation, int | None, int]:
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
        cap = cap_of(int_or_none(body.get("max_output_tokens"), "max_output_tokens"))
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
