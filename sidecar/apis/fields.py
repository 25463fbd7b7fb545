"""Reading a request's fields and a reply's numbers as the APIs document them.

Every reader names the field it refuses (``AdapterError``, a 400 in the client's API shape);
a reply's counts are read, never trusted: a value of the wrong type or size is ignored.
"""

from __future__ import annotations

import json
from typing import Any, TypeVar

from sidecar.errors import RequestError

T = TypeVar("T")


class AdapterError(RequestError):
    """The request body does not have the shape its API documents."""


def need(cond: bool, field_name: str, what: str) -> None:
    if not cond:
        raise AdapterError(f"'{field_name}' must be {what}")


def must(value: object, kind: type[T], field_name: str, what: str) -> T:
    """``value`` if it is a ``kind``, else the client's error naming the field."""
    if not isinstance(value, kind):
        raise AdapterError(f"'{field_name}' must be {what}")
    return value


def text_of(content: Any, where: str) -> str:
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):  # OpenAI content parts
        parts = []
        for p in content:
            need(isinstance(p, dict), where, "a string or a list of content parts")
            if isinstance(p.get("text"), str):
                parts.append(p["text"])
        return "".join(parts)
    raise AdapterError(f"'{where}' must be a string or a list of content parts")


def messages_of(raw: Any, where: str = "messages") -> tuple[tuple[str, str], ...]:
    need(isinstance(raw, list), where, "a list of messages")
    out = []
    for i, m in enumerate(raw):
        need(isinstance(m, dict), f"{where}[{i}]", "an object with 'role' and 'content'")
        role = m.get("role")
        need(isinstance(role, str), f"{where}[{i}].role", "a string")
        text = text_of(m.get("content"), f"{where}[{i}].content")
        calls = m.get("tool_calls")
        if isinstance(calls, list):  # the calls an assistant turn made, as the Messages API reads them
            fns = [c.get("function") for c in calls if isinstance(c, dict)]
            text = "\n".join(
                [text] * bool(text) + [call_text(f.get("name"), f.get("arguments")) for f in fns if isinstance(f, dict)]
            )
        out.append((role, text))
    return tuple(out)


def blocks_as_turns(role: str, content: Any, where: str) -> list[tuple[str, str]]:
    """One Anthropic message as the chat turns it stands for: its text under its role, the
    tool calls it makes as the assistant's text (``name(arguments)``), and the tool results
    it carries as one ``tool`` turn, before any text the user adds (what the chat API sends
    as ``tool`` messages)."""
    if content is None or isinstance(content, str):
        return [(role, content or "")]
    need(isinstance(content, list), where, "a string or a list of content blocks")
    text, calls, results = [], [], []
    for j, b in enumerate(content):
        need(isinstance(b, dict), f"{where}[{j}]", "a content block object")
        kind = b.get("type")
        if kind == "text" and isinstance(b.get("text"), str):
            text.append(b["text"])
        elif kind in ("tool_use", "server_tool_use"):
            calls.append(call_text(b.get("name"), b.get("input")))
        elif kind == "tool_result":
            c = b.get("content")
            results.append(c if isinstance(c, str) else text_of([x for x in c or () if isinstance(x, dict)], where))
        elif kind == "thinking" and isinstance(b.get("thinking"), str):
            text.append(b["thinking"])
        # images, documents and redacted thinking add no text the features read
    turns = []
    if results:
        turns.append(("tool", "\n".join(results)))
    if text or calls or not results:
        turns.append((role, "\n".join(text + calls)))
    return turns


def response_item(item: dict, where: str) -> list[tuple[str, str]]:
    """One Responses input item as a chat turn (``merge_turns`` joins neighbours)."""
    kind = item.get("type", "message")
    if kind == "message" or ("role" in item and kind not in ("function_call", "function_call_output")):
        role = must(item.get("role"), str, f"{where}.role", "a string")
        role = "system" if role == "developer" else role
        content = item.get("content")
        if isinstance(content, list):  # input_text / output_text parts
            content = [p for p in content if isinstance(p, dict)]
        return [(role, text_of(content, f"{where}.content"))]
    if kind in ("function_call", "custom_tool_call"):
        return [("assistant", call_text(item.get("name"), item.get("arguments", item.get("input"))))]
    if kind in ("function_call_output", "custom_tool_call_output"):
        out = item.get("output")
        return [("tool", out if isinstance(out, str) else json.dumps(out, ensure_ascii=False))]
    return []  # reasoning, item references: nothing the features read


def merge_turns(msgs: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Neighbouring turns of one role as one (a reply's text and its calls; the outputs of
    parallel calls), as the chat API carries them in one message."""
    out: list[tuple[str, str]] = []
    for role, text in msgs:
        if out and out[-1][0] == role and role in ("assistant", "tool"):
            out[-1] = (role, out[-1][1] + "\n" + text if out[-1][1] else text)
        else:
            out.append((role, text))
    return out


def call_text(name: Any, arguments: Any) -> str:
    args = arguments if isinstance(arguments, str) else json.dumps(arguments, ensure_ascii=False)
    return f"{name if isinstance(name, str) else 'tool'}({args})"


def forced_tool(choice: Any) -> bool:
    """A forced tool call answers in JSON (Anthropic ``tool_choice`` any or a named tool)."""
    return isinstance(choice, dict) and choice.get("type") in ("any", "tool")


def prompt_of(v: Any) -> tuple[str, int]:
    """A completion or embedding prompt as llama.cpp reads one: text, token ids, a prompt
    object (``{"prompt_string": ..., "multimodal_data": ...}``), a content object
    (``{"content": text or [parts]}``), or a list mixing them. Returns (text, ids): the text
    the features read, and the tokens counted beside it (ids, and about a token per four
    bytes of what is not text: media, or a shape this reader does not know). It never
    refuses: what the backend accepts is the backend's to judge."""
    if isinstance(v, str):
        return v, 0
    if v is None:
        return "", 0
    if isinstance(v, int) and not isinstance(v, bool):
        return "", 1
    items = v if isinstance(v, list) else [v]
    texts: list[str] = []
    ids = 0
    for item in items:
        if isinstance(item, str):
            texts.append(item)
        elif isinstance(item, int) and not isinstance(item, bool):
            ids += 1
        elif isinstance(item, list) and all(isinstance(t, int) for t in item):
            ids += len(item)
        elif isinstance(item, dict) and isinstance(item.get("prompt_string"), str):
            texts.append(item["prompt_string"])
            ids += _unread(item.get("multimodal_data"))
        elif isinstance(item, dict) and isinstance(item.get("content"), (str, list)):
            content = item["content"]
            parts = [content] if isinstance(content, str) else content
            for part in parts:
                if isinstance(part, str):
                    texts.append(part)
                elif isinstance(part, dict) and isinstance(part.get("text"), str):
                    texts.append(part["text"])
                else:
                    ids += _unread(part)
        else:
            ids += _unread(item)
    return "\n".join(texts), ids


def _unread(v: Any) -> int:
    """Tokens counted for a piece of a prompt that is not text: a token per four bytes."""
    if not v:
        return 0
    return max(1, len(json.dumps(v, ensure_ascii=False, separators=(",", ":"))) // 4)


def options_of(body: dict) -> dict:
    opts = body.get("options")
    need(opts is None or isinstance(opts, dict), "options", "an object")
    return opts or {}


def json_mode_of(fmt: Any) -> bool:
    return fmt == "json" or isinstance(fmt, dict)


MAX_COUNT = 1 << 31  # a token count past this is garbage, not a count


MAX_SECONDS = 30 * 86400.0  # likewise a duration past 30 days


def count(v: Any, default: int | None) -> int | None:
    return v if isinstance(v, int) and not isinstance(v, bool) and 0 <= v < MAX_COUNT else default


def seconds(v: Any, scale: float, default: float | None) -> float | None:
    if not isinstance(v, (int, float)) or isinstance(v, bool) or not 0 < v < MAX_SECONDS * scale:
        return default
    return v / scale


def nanoseconds(v: Any, default: float | None) -> float | None:
    return seconds(v, 1e9, default)


def milliseconds(v: Any, default: float | None) -> float | None:
    return seconds(v, 1e3, default)


def error_type(status: int) -> str:
    if status == 429:
        return "rate_limit_error"
    return "invalid_request_error" if 400 <= status < 500 else "server_error"


def anthropic_error_type(status: int) -> str:
    return {
        400: "invalid_request_error",
        401: "authentication_error",
        403: "permission_error",
        404: "not_found_error",
        413: "request_too_large",
        429: "rate_limit_error",
        503: "overloaded_error",
        504: "timeout_error",
    }.get(status, "invalid_request_error" if 400 <= status < 500 else "api_error")
