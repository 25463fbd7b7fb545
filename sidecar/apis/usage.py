"""Reading a reply's counts as it is relayed, without holding the reply (``UsageParser``)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import sidecar.jsoncodec as jsoncodec
from sidecar.apis.family import Usage

# An event that carries generated output, in any family's stream: a non-empty string under a
# key that holds reply text (chat and completion pieces, Ollama's pieces, Responses' and
# Anthropic's deltas, reasoning), or a tool call. An empty piece (a keep-alive, a role
# chunk, a sidecar's own keep-alive in front of another) carries none: it is no evidence
# that the backend runs the request. One C-level search an event.
_GENERATED = re.compile(
    rb'"(?:content|response|text|delta|thinking|reasoning_content|reasoning|partial_json)"\s*:\s*"(?!")'
    rb'|"tool_calls"\s*:\s*\[\s*\{'
)

if TYPE_CHECKING:
    from sidecar.apis.catalog import Api
    from sidecar.apis.splice import Splice


class UsageParser:
    """Reads counts from a reply as it is relayed, without holding the reply.

    Streams are split into events (SSE ``\\n\\n``, NDJSON ``\\n``); an event is parsed as
    JSON only when it can carry counts (a cheap substring test first), so relaying stays
    cheap. Content events are counted too: that count is the fallback when a backend
    reports nothing, and the running estimate that grows a job's KV reservation.
    """

    MAX_PENDING = 1 << 20  # an event larger than this is not parsed for counts

    def __init__(self, api: Api, stream: bool, strip_usage_chunk: bool = False, splice: Splice | None = None) -> None:
        self.api = api
        self.splice = splice  # a reply that may be suspended: whole events only, read and rewritten
        self.stream = stream
        self.usage = Usage()
        self.generated = 0  # events that carried generated output (``_GENERATED``)
        self._sep = b"\n" if api.framing == "ndjson" else b"\n\n"
        self._pending = bytearray()
        self._strip = strip_usage_chunk

    def feed(self, chunk: bytes) -> bytes:
        """Take bytes from the backend; return the bytes to send to the client.

        They are the same bytes unless the sidecar itself asked for a usage chunk that
        the client did not (``strip_usage_chunk``); then that one event is removed. A reply
        that may be suspended (``splice``) passes whole events only (a cut leaves no half
        event at the client), each read for its text and, on a later leg, rewritten.
        """
        if not self.stream:
            if len(self._pending) + len(chunk) <= self.MAX_PENDING:
                self._pending += chunk
            return chunk
        self._pending += chunk
        out = bytearray() if self._strip or self.splice is not None else None
        start = 0
        while (end := self._pending.find(self._sep, start)) >= 0:
            ev = bytes(self._pending[start : end + len(self._sep)])
            start = end + len(self._sep)
            if self.splice is not None:
                spliced = self._spliced(ev)
                if spliced is None:
                    continue
                ev = spliced
            if self._event(ev) and out is not None:
                out += ev
        del self._pending[:start]
        if len(self._pending) > self.MAX_PENDING:
            if out is not None:  # cannot hold it back: pass it on as it is
                out += self._pending
            self._pending.clear()
        return chunk if out is None else bytes(out)

    def _spliced(self, ev: bytes) -> bytes | None:
        """An event of a reply that may be suspended, as the client should read it."""
        assert self.splice is not None
        stripped = ev.strip()
        if self.api.framing == "sse":
            lines = stripped.split(b"\n")  # an ``event:`` line (Anthropic's) may come before the data
            at = next((i for i, line in enumerate(lines) if line.startswith(b"data:")), None)
            if at is None or stripped.endswith(b"[DONE]"):
                return ev
            payload = lines[at][5:].strip()
            if not payload.startswith(b"{"):
                return ev
            new = self.splice.event(payload)
            if new is None:
                return None
            if new is payload:
                return ev
            lines[at] = b"data: " + new
            return b"\n".join(lines) + b"\n\n"
        if not stripped.startswith(b"{"):
            return ev
        new = self.splice.event(stripped)
        return None if new is None else ev if new is stripped else new + b"\n"

    def cut(self) -> None:
        """The reply was cut at an event's end (suspended): a piece of an event the backend
        had begun is not the client's."""
        self._pending.clear()

    def rest(self) -> bytes:
        """At the end of the reply, what ``feed`` still holds back for the client: with
        ``strip_usage_chunk``, a last event without its separator (an error body a backend
        answered a stream with, say) is not lost."""
        if not (self.stream and self._strip and self._pending):
            return b""
        ev = bytes(self._pending)
        self._pending.clear()
        return ev if self._event(ev) else b""

    def _event(self, ev: bytes) -> bool:
        """Account one event; return False if it must not reach the client."""
        stripped = ev.strip()
        if not stripped:
            return True
        if _GENERATED.search(stripped) is not None:
            self.generated += 1
        if self.api.framing == "sse":
            at = 0 if stripped.startswith(b"data:") else stripped.find(b"\ndata:") + 1  # after "event: ..."
            if at == 0 and not stripped.startswith(b"data:") or stripped.endswith(b"[DONE]"):
                return True
            payload = stripped[at + 5 :]
        else:
            payload = stripped
        if not (
            b'"usage"' in payload
            or b'"timings"' in payload
            or b'"done":true' in payload
            or b'"done": true' in payload
            or b'"stop":true' in payload
            or b'"error"' in payload
            or b'"finish_reason":"length"' in payload
            or b'"stop_reason"' in payload
        ):
            return True
        try:
            obj = jsoncodec.loads(payload)
        except ValueError:
            return True
        if not isinstance(obj, dict):
            return True
        self._read(obj)
        if self._strip and obj.get("choices") == [] and "usage" in obj:
            return False
        return True

    def _read(self, obj: dict) -> None:
        """Counts from one event. A backend's reply is read, never trusted: a field of an
        unexpected type or size leaves the counts as they were (the reply still streams)."""
        try:
            self.api.family.read_usage(obj, self.usage)
        except Exception:  # noqa: BLE001 - any shape at all: the relay must go on (counts stay unknown)
            return

    def finish(self) -> Usage:
        """Call once the reply has ended: parses a non-streamed body, fills fallbacks."""
        if not self.stream and self._pending:
            try:
                obj = jsoncodec.loads(self._pending)
            except ValueError:
                obj = None
            if isinstance(obj, dict):
                self._read(obj)
            self._pending.clear()
        elif self._pending:
            self._event(bytes(self._pending))
            self._pending.clear()
        u = self.usage
        if u.output_tokens is None and self.stream:
            # no reported count: one event of generated output is about one token
            u.output_tokens = self.generated
        return u
