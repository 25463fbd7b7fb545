"""HTTP as raw bytes, for tests where a client library would tidy a request up (its path,
its headers, its framing): what is sent is exactly what the test wrote."""

from __future__ import annotations

import asyncio
import json
from typing import Any


async def raw(url: str, request: bytes, *, read: bool = True, timeout: float = 10.0, whole: bool = True) -> bytes:
    """Send ``request`` as it is and return the reply's bytes: up to the connection's end, or
    (``whole=False``) what the first read returns, for a connection the server keeps open."""
    host, port = url.removeprefix("http://").split(":")
    reader, writer = await asyncio.open_connection(host, int(port))
    try:
        writer.write(request)
        await writer.drain()
        if not read:
            return b""
        if not whole:
            return await asyncio.wait_for(reader.read(65536), timeout)
        chunks = []
        async with asyncio.timeout(timeout):
            while chunk := await reader.read(65536):
                chunks.append(chunk)
        return b"".join(chunks)
    finally:
        writer.close()


def post(path: str, body: bytes | dict[str, Any], **headers: str) -> bytes:
    """A POST with ``Connection: close``: the reply ends with the connection."""
    data = body if isinstance(body, bytes) else json.dumps(body).encode()
    head = f"POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: {len(data)}\r\n"
    head += "".join(f"{k}: {v}\r\n" for k, v in headers.items())
    return head.encode() + b"Connection: close\r\n\r\n" + data


def status_of(reply: bytes) -> int:
    return int(reply.split(b" ", 2)[1])


def body_of(reply: bytes) -> bytes:
    return reply.split(b"\r\n\r\n", 1)[1] if b"\r\n\r\n" in reply else b""
