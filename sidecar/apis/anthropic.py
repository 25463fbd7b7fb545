"""Anthropic's Messages API: content blocks, tool use and results, usage split over
``message_start`` and ``message_delta``, Anthropic's error types.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import sidecar.apis.caps as caps
from sidecar.apis.bounds import reply_bound, stops_at_newline, tools_tokens
from sidecar.apis.family import ApiFamily, Usage
from sidecar.apis.fields import (
    anthropic_error_type,
    blocks_as_turns,
    count,
    forced_tool,
    must,
    need,
    text_of,
)
from sidecar.apis.replies import Replies, Seen, Where
from sidecar.prediction.features import Conversation
from sidecar.prediction.stated import LINE_TOKENS


class MessagesReplies(Replies):
    """``/v1/messages``: text in ``content_block_delta`` events; a later leg's opening
    (``message_start``, its first text block, a ping) is the first leg's."""

    chat = True

    def refusal(self, body: Mapping[str, Any]) -> str | None:
        return "reasoning" if body.get("thinking") else None

    def piece(self, obj: dict[str, Any]) -> tuple[str | None, Where | None, str | None]:
        kind, block, delta = obj.get("type"), obj.get("content_block"), obj.get("delta")
        unsafe = None
        if kind == "content_block_start" and isinstance(block, dict) and block.get("type") != "text":
            unsafe = "tool call" if block.get("type") == "tool_use" else "reasoning"
        if kind != "content_block_delta" or not isinstance(delta, dict):
            return None, None, unsafe
        if delta.get("type") != "text_delta":
            return None, None, "tool call"
        c = delta.get("text")
        return (c, (delta, "text"), unsafe) if isinstance(c, str) else (None, None, unsafe)

    def ends(self, obj: dict[str, Any]) -> bool:
        kind, delta = obj.get("type"), obj.get("delta")
        if kind in ("message_stop", "content_block_stop"):
            return True
        return kind == "message_delta" and isinstance(delta, dict) and bool(delta.get("stop_reason"))

    def drop(self, obj: dict[str, Any], piece: str | None) -> bool:
        kind = obj.get("type")
        if kind in ("message_start", "ping") or (kind == "content_block_start" and obj.get("index") == 0):
            return True
        return kind == "content_block_delta" and not piece

    def note(self, obj: dict[str, Any], seen: Seen) -> None:
        kind = obj.get("type")
        if kind == "message_start" and isinstance(obj.get("message"), dict) and seen.message is None:
            seen.message = obj["message"]
        elif kind == "message_delta":
            delta = obj.get("delta")
            if isinstance(delta, dict):
                seen.finish = delta.get("stop_reason", seen.finish)
            if isinstance(obj.get("usage"), dict):
                seen.usage = obj["usage"]

    def whole(self, seen: Seen, text: str) -> dict[str, Any]:
        message = dict(seen.message or {})
        message.update(content=[{"type": "text", "text": text}], stop_reason=seen.finish)
        if seen.usage is not None:
            message["usage"] = {**(message.get("usage") or {}), **seen.usage}
        return message


class Anthropic(ApiFamily):
    """The Anthropic Messages API (``/v1/messages``), as llama-server and Ollama serve it to
    Claude Code and other Anthropic clients: the system prompt a top-level field, content as
    blocks, tool use and tool results as blocks inside the turns."""

    name = "anthropic"
    prefix = "/v1/messages"
    framing = "sse"
    stream_default = False
    endpoints = {"anthropic-messages": "/v1/messages"}
    replies = {"anthropic-messages": MessagesReplies()}
    error_event = "error"
    keepalive_event = b'event: ping\ndata: {"type": "ping"}\n\n'

    def request(
        self, endpoint: str, body: dict, kinds: frozenset[str] = frozenset()
    ) -> tuple[Conversation, int | None, int]:
        system = body.get("system")
        msgs: list[tuple[str, str]] = []
        if system:
            msgs.append(("system", text_of(system, "system")))
        raw = must(body.get("messages"), list, "messages", "a list of messages")
        for i, m in enumerate(raw):
            need(isinstance(m, dict), f"messages[{i}]", "an object with 'role' and 'content'")
            role = m.get("role")
            need(isinstance(role, str), f"messages[{i}].role", "a string")
            msgs.extend(blocks_as_turns(role, m.get("content"), f"messages[{i}].content"))
        tools = bool(body.get("tools"))
        # llama-server turns the request into its OpenAI one, whose n_predict wins
        cap = caps.reading(
            kinds,
            {
                caps.LLAMACPP: lambda: caps.first(body, ("n_predict", "max_tokens")),
                caps.OLLAMA: lambda: caps.number(caps.go_view(body).get("max_tokens"), "max_tokens"),
                caps.OPENAI: lambda: caps.first(body, ("max_tokens",)),
            },
            caps.OPENAI,
        )
        return Conversation(tuple(msgs), json_mode=tools and forced_tool(body.get("tool_choice"))), cap, 0

    def bound(self, endpoint: str, body: dict) -> int | None:
        line = LINE_TOKENS if stops_at_newline(body.get("stop_sequences")) else None
        choice, tools = body.get("tool_choice"), body.get("tools")
        call = None
        # a forced call, one at a time: the Messages API lets the model call several tools
        # in one reply unless told not to
        if (
            isinstance(choice, dict)
            and forced_tool(choice)
            and choice.get("disable_parallel_tool_use") is True
            and isinstance(tools, list)
        ):
            named = choice.get("name") if choice.get("type") == "tool" else None
            picked = [t for t in tools if isinstance(t, dict) and isinstance(t.get("name"), str)]
            picked = [t for t in picked if named is None or t["name"] == named]
            call = tools_tokens([t.get("input_schema", {}) for t in picked], [t["name"] for t in picked])
        return reply_bound(line, call)

    def read_usage(self, obj: dict, u: Usage) -> None:
        kind = obj.get("type")
        if kind == "message_start":  # streamed: the prompt's count comes first
            obj = obj.get("message") or {}
            kind = "message"
        usage = obj.get("usage")
        if isinstance(usage, dict):
            prompt = count(usage.get("input_tokens"), None)
            if prompt is not None:
                cached = count(usage.get("cache_read_input_tokens"), 0) or 0
                created = count(usage.get("cache_creation_input_tokens"), 0) or 0
                u.prompt_tokens = prompt + cached + created
                u.prefill_tokens = prompt + created
            if kind in ("message", "message_delta") and (out := count(usage.get("output_tokens"), None)) is not None:
                # message_start's output_tokens counts nothing generated yet (0 or 1); the count is in
                # message_delta, or in a whole message (which has its stop_reason)
                if kind == "message_delta" or obj.get("stop_reason") is not None:
                    u.output_tokens, u.reported = out, True
        stop = (obj.get("delta") or {}).get("stop_reason") if kind == "message_delta" else obj.get("stop_reason")
        if stop == "max_tokens":
            u.truncated = True
        super().read_usage({"timings": obj["timings"]} if isinstance(obj.get("timings"), dict) else {}, u)

    def error(self, status: int, message: str, code: str) -> dict[str, Any]:
        return {"type": "error", "error": {"type": anthropic_error_type(status), "message": message}}
