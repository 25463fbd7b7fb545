"""The connections to the backends: aiohttp's, with one slip of llama-server's tolerated.

llama-server answers some requests ``204 No Content`` with ``Transfer-Encoding: chunked``
and a last chunk (``0\\r\\n\\r\\n``) behind the head. A 204 has no body (RFC 9110 section
15.3.5), so aiohttp reads those five bytes as the start of the next response and fails the
request; browsers and curl drop them. ``backend_connector`` drops them too, on that status
only, before aiohttp's parser sees them.
"""

from __future__ import annotations

import functools
import re

import aiohttp
from aiohttp.client_proto import ResponseHandler

STRAY = b"0\r\n\r\n"
_NO_CONTENT = re.compile(rb"HTTP/1\.[01] (?:204|304) ")


class _Tolerant(ResponseHandler):
    """aiohttp's response protocol, less a bodiless reply's stray last chunk, however the
    backend's bytes are split across reads (the head, and the chunk itself, may each come
    in pieces)."""

    _head: bytes | None = None  # a bodiless reply's head so far, until its end is seen
    _stray = 0  # bytes of the stray last chunk still to drop (0: none expected)

    def data_received(self, data: bytes) -> None:
        if self._stray:
            data = self._drop(data)
        elif self._head is not None:
            data = self._after_head(self._head, data)
        elif _may_be_bodiless(data):
            data = self._after_head(b"", data)
        if data:
            super().data_received(data)

    def _after_head(self, seen: bytes, data: bytes) -> bytes:
        """``data`` continues a reply whose head began with ``seen``: passed on as it comes;
        once the head has ended, a bodiless chunked one's stray chunk is dropped."""
        head = seen + data
        if not _may_be_bodiless(head[:13]):
            self._head = None  # another status: nothing to drop
            return data
        end = head.find(b"\r\n\r\n")
        if end < 0:
            self._head = head[-4096:] if len(head) > 4096 else head
            return data
        self._head = None
        if b"chunked" not in head[:end].lower():
            return data
        self._stray = len(STRAY)
        cut = len(data) - (len(head) - end - 4)  # where the head ends in ``data``
        return data[:cut] + self._drop(data[cut:])

    def _drop(self, data: bytes) -> bytes:
        """What of ``data`` is not the stray chunk's next bytes; a byte that is not the
        chunk's ends the dropping (the next reply begins)."""
        want = STRAY[len(STRAY) - self._stray :]
        n = 0
        while n < len(data) and n < len(want) and data[n] == want[n]:
            n += 1
        self._stray = self._stray - n if n == len(data) and n < len(want) else 0
        return data[n:]


def _may_be_bodiless(data: bytes) -> bool:
    """Whether ``data`` begins a 204 or 304 head, or could (too short to tell)."""
    if len(data) >= 13:
        return _NO_CONTENT.match(data) is not None
    return any(h.startswith(data) for h in (b"HTTP/1.1 204 ", b"HTTP/1.0 204 ", b"HTTP/1.1 304 ", b"HTTP/1.0 304 "))


def backend_connector() -> aiohttp.TCPConnector:
    """A pooled connector (no limit: the scheduler bounds what runs) whose connections
    tolerate the stray chunk. aiohttp builds each connection's protocol from ``_factory``
    (tests/backends/test_connection.py pins that this still holds)."""
    connector = aiohttp.TCPConnector(limit=0, force_close=False)
    connector._factory = functools.partial(_Tolerant, loop=connector._loop)  # type: ignore[assignment]
    return connector
