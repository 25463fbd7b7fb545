"""OpenAI's APIs as local servers serve them: chat and completions (``usage``, llama-server's
``timings``), embeddings, and the Responses API with its input items and ``response.*`` events.
"""

from __future__ import annotations

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
        if obj.get("status") == "incomplete" and isinstance(details, dict) and details.get("reason") == "max_output_tokens":
            u.truncated = True
        if isinstance(obj.get("timings"), dict):
            ApiFamily.read_usage(self, {"timings": obj["timings"]}, u)
