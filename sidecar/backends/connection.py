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
    """aiohttp's response protocol, less a bodiless reply's stray last chunk."""

    _stray = False  # a bodiless chunked head ended the last read: the stray chunk may follow

    def data_received(self, data: bytes) -> None:
        if self._stray:
            self._stray = False
            if data.startswith(STRAY):
                data = data[len(STRAY) :]
        elif _NO_CONTENT.match(data):
            end = data.find(b"\r\n\r\n")
            if end > 0 and b"chunked" in data[:end].lower():
                rest = data[end + 4 :]
                if rest.startswith(STRAY):
                    data = data[: end + 4] + rest[len(STRAY) :]
                elif not rest:
                    self._stray = True
        if data:
            super().data_received(data)


def backend_connector() -> aiohttp.TCPConnector:
    """A pooled connector (no limit: the scheduler bounds what runs) whose connections
    tolerate the stray chunk. aiohttp builds each connection's protocol from ``_factory``
    (tests/backends/test_connection.py pins that this still holds)."""
    connector = aiohttp.TCPConnector(limit=0, force_close=False)
    connector._factory = functools.partial(_Tolerant, loop=connector._loop)  # type: ignore[assignment]
    return connector
