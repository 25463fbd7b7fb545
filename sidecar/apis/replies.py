"""How one endpoint's streamed reply reads, for a reply that is suspended and resumed
(``apis.splice``): which piece of an event is reply text and where it sits, what shows the
reply cannot be continued (a tool call, reasoning), what a later leg's event says that the
client has read already, how the request is continued, and the one body a client that did
not stream gets. A family's module fills it in for each endpoint whose replies can be
continued (``ApiFamily.replies``); ``Splice`` knows no endpoint by name.

The base class reads a completion-shaped reply (llama.cpp's ``/completion``: its text under
one top-level key, ``done`` or ``stop`` at its end).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

Where = tuple[dict[str, Any], str]  # the object and key an event's text piece sits at


@dataclass
class Seen:
    """What the one body needs of a reply's events (``Replies.note``), over every leg."""

    id: Any = None  # the first leg's id and creation time (OpenAI)
    created: Any = None
    model: Any = None
    finish: Any = None  # the last finish reason seen
    usage: Any = None  # the last counts seen
    timings: Any = None  # llama-server's, of the last leg
    last: dict[str, Any] | None = None  # the last event (llama.cpp's and Ollama's final one)
    message: dict[str, Any] | None = None  # Anthropic's message_start message


class Replies:
    """One endpoint's reply stream, completion-shaped (``text_key`` holds the text)."""

    chat: ClassVar[bool] = False  # continued by a trailing assistant message, not by the prompt
    text_key: ClassVar[str] = "content"
    reasoning_key: ClassVar[str | None] = None  # a top-level key whose text is reasoning

    def refusal(self, body: Mapping[str, Any]) -> str | None:
        """Why this endpoint's request may not be continued, beyond what any may not."""
        if not self.chat and not isinstance(body.get("prompt"), str):
            return "prompt not text"
        return None

    def prefill(self, body: Mapping[str, Any]) -> str:
        """The client's own start of the reply: a chat request's trailing assistant message
        (its text parts), which the backend continues."""
        if not self.chat:
            return ""
        msgs = body.get("messages")
        last = msgs[-1] if isinstance(msgs, list) and msgs else None
        if not (isinstance(last, dict) and last.get("role") == "assistant"):
            return ""
        content = last.get("content")
        if isinstance(content, str):
            return content
        if isinstance(content, list):
            return "".join(p["text"] for p in content if isinstance(p, dict) and isinstance(p.get("text"), str))
        return ""

    def piece(self, obj: dict[str, Any]) -> tuple[str | None, Where | None, str | None]:
        """The event's text piece, where it sits, and what it shows that a continuation
        would break (None: nothing)."""
        unsafe = "reasoning" if self.reasoning_key and obj.get(self.reasoning_key) else None
        c = obj.get(self.text_key)
        return (c, (obj, self.text_key), unsafe) if isinstance(c, str) else (None, None, unsafe)

    def ends(self, obj: dict[str, Any]) -> bool:
        """Whether an event says the reply ended (nothing left to resume): ``stop`` or
        ``done`` (llama.cpp, Ollama)."""
        return obj.get("done") is True or obj.get("stop") is True

    def drop(self, obj: dict[str, Any], piece: str | None) -> bool:
        """Whether a later leg's event says nothing the client has not read (a piece that
        was all echo, and not the end)."""
        done = obj.get("done") is True or obj.get("stop") is True
        return piece == "" and not done

    def note(self, obj: dict[str, Any], seen: Seen) -> None:
        """What the one body needs of an event."""
        seen.model = obj.get("model", seen.model)
        seen.last = obj
        if isinstance(obj.get("usage"), dict):
            seen.usage = obj["usage"]
        if isinstance(obj.get("timings"), dict):
            seen.timings = obj["timings"]
        choices = obj.get("choices")
        if isinstance(choices, list) and choices and isinstance(choices[0], dict) and choices[0].get("finish_reason"):
            seen.finish = choices[0]["finish_reason"]

    def whole(self, seen: Seen, text: str) -> dict[str, Any]:
        """The body a client that did not stream gets, the reply's ``text`` over every leg."""
        out = dict(seen.last or {})
        out[self.text_key] = text
        return out

    def continued(self, out: dict[str, Any], text: str) -> None:
        """``out`` (the original request) continues the reply from ``text``: a chat's
        trailing assistant message (the client's own prefill, extended), or the prompt."""
        if not self.chat:
            out["prompt"] = str(out.get("prompt", "")) + text
            return
        msgs = list(out.get("messages") or [])
        last = msgs[-1] if msgs else None
        if isinstance(last, dict) and last.get("role") == "assistant" and isinstance(last.get("content"), str):
            msgs[-1] = {**last, "content": last["content"] + text}
        elif isinstance(last, dict) and last.get("role") == "assistant" and isinstance(last.get("content"), list):
            msgs[-1] = {**last, "content": [*last["content"], {"type": "text", "text": text}]}
        else:
            msgs.append({"role": "assistant", "content": text})
        out["messages"] = msgs

    def collected(self, out: dict[str, Any]) -> None:
        """A request the client asked for whole, sent as a stream: what else it must ask."""


class ChoiceReplies(Replies):
    """OpenAI's shape: the text in the first choice, counts in ``usage``, a finish reason
    at the end (llama-server's OpenAI endpoints add its own ``stop`` too)."""

    def ends(self, obj: dict[str, Any]) -> bool:
        choices = obj.get("choices")
        first = choices[0] if isinstance(choices, list) and choices and isinstance(choices[0], dict) else {}
        return bool(first.get("finish_reason")) or super().ends(obj)

    def drop(self, obj: dict[str, Any], piece: str | None) -> bool:
        choices = obj.get("choices") or []
        first = choices[0] if choices and isinstance(choices[0], dict) else {}
        return bool(choices) and not piece and first.get("finish_reason") is None and not obj.get("usage")

    def collected(self, out: dict[str, Any]) -> None:
        out["stream_options"] = {"include_usage": True}
