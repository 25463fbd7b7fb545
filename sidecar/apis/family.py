"""What every API family has: its endpoints and framing, how a request reads, where a reply
reports its counts (``Usage``), and its error shape. One module a family fills it in.
"""

from __future__ import annotations

import abc
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

import sidecar.apis.caps as caps
from sidecar.apis.fields import count, error_type, milliseconds

if TYPE_CHECKING:
    from sidecar.apis.replies import Replies
    from sidecar.prediction.features import Conversation


@dataclass
class Usage:
    """Counts and timings of one reply, as the backend reported them (or as counted)."""

    prompt_tokens: int | None = None
    output_tokens: int | None = None
    prefill_tokens: int | None = None  # prompt tokens actually computed (cache hits excluded)
    prompt_seconds: float | None = None
    decode_seconds: float | None = None
    truncated: bool = False  # stopped by the output cap
    reported: bool = False  # counts came from the backend, not from counting chunks
    load_seconds: float | None = None  # time spent loading the model (Ollama's load_duration)


class ApiFamily(abc.ABC):
    """One API family's rules. Subclasses fill in the class attributes and ``request``."""

    name: ClassVar[str]
    prefix: ClassVar[str]  # path prefix of its other endpoints ("" matches anything)
    framing: ClassVar[str]  # "ndjson" or "sse" when streaming
    stream_default: ClassVar[bool]
    endpoints: ClassVar[dict[str, str]]  # endpoint name -> path
    # further paths a backend serves an endpoint at (llama-server's without /v1): path -> endpoint name
    aliases: ClassVar[dict[str, str]] = {}
    # asks a streamed reply for its usage chunk (and hides it from a client that did not)
    wants_usage_chunk: ClassVar[bool] = False
    # endpoints whose work is a prompt only (embeddings): no decode, no length to predict
    prompt_only: ClassVar[frozenset[str]] = frozenset()
    # endpoints whose replies can be suspended and continued: how each one's stream reads
    replies: ClassVar[dict[str, Replies]] = {}

    @abc.abstractmethod
    def request(
        self, endpoint: str, body: dict, kinds: frozenset[str] = frozenset()
    ) -> tuple[Conversation, int | None, int]:
        """(conversation, output cap or None, prompt tokens sent as ids). ``kinds``: the
        kinds of backend the request may reach (``caps``); the cap is the largest of their
        readings of it."""

    def bound(self, endpoint: str, body: dict) -> int | None:
        """Tokens the reply is known to stay within by the request's own form (a stop at a
        newline, a bounded JSON schema, a forced call of bounded tools: ``apis.bounds``),
        beside its cap; None when its form says nothing."""
        return None

    def reading(self, body: dict, kinds: frozenset[str] = frozenset()) -> dict:
        """The body's top-level fields as the backends of ``kinds`` read them (the model
        and whether it streams): Ollama's Go binding folds keys (``caps.go_view``)."""
        return caps.go_view(body) if kinds == {caps.OLLAMA} else body

    def read_usage(self, obj: dict, u: Usage) -> None:
        """Fold one reply object's counts into ``u``: OpenAI's ``usage``, llama-server's
        ``timings`` (it adds them to its OpenAI endpoints too), and a cap hit."""
        usage = obj.get("usage")
        if isinstance(usage, dict):
            u.prompt_tokens = count(usage.get("prompt_tokens"), u.prompt_tokens)
            u.output_tokens = count(usage.get("completion_tokens"), u.output_tokens)
            u.reported = u.output_tokens is not None
        timings = obj.get("timings")
        if isinstance(timings, dict):
            if u.prompt_tokens is None and (prefilled := count(timings.get("prompt_n"), None)) is not None:
                u.prompt_tokens = prefilled + (count(timings.get("cache_n"), 0) or 0)
            if u.output_tokens is None:
                u.output_tokens = count(timings.get("predicted_n"), None)
            u.prefill_tokens = count(timings.get("prompt_n"), u.prefill_tokens)
            u.prompt_seconds = milliseconds(timings.get("prompt_ms"), u.prompt_seconds)
            u.decode_seconds = milliseconds(timings.get("predicted_ms"), u.decode_seconds)
            u.reported = u.output_tokens is not None
        for ch in obj.get("choices") or ():
            if isinstance(ch, dict) and ch.get("finish_reason") == "length":
                u.truncated = True

    def error(self, status: int, message: str, code: str) -> dict[str, Any]:
        return {"error": {"message": message, "type": error_type(status), "code": code}}

    # the SSE event name its streams give an error (None: a data line alone)
    error_event: ClassVar[str | None] = None
    # what a waiting stream's keep-alive adds after its comment (Anthropic's ping event)
    keepalive_event: ClassVar[bytes] = b""

    def stream_error(self, status: int, message: str) -> dict[str, Any]:
        """The sidecar's own error as the last event of a stream."""
        return self.error(status, message, "backend_error")

    def framed(self, line: bytes, *, error: bool = False) -> bytes:
        """One event's JSON line, framed as its streams frame it (``error``: an error event)."""
        if self.framing == "ndjson":
            return line + b"\n"
        name = self.error_event if error else None
        return (b"event: " + name.encode() + b"\n" if name else b"") + b"data: " + line + b"\n\n"
