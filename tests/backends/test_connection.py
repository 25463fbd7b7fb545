"""The backend connector: a 204's stray last chunk is dropped, split across reads or not,
and nothing else is touched."""

from __future__ import annotations

import asyncio
import itertools

import aiohttp
import pytest
from aiohttp.client_proto import ResponseHandler

from sidecar.backends.connection import STRAY, _Tolerant, backend_connector

HEAD = b"HTTP/1.1 204 No Content\r\nServer: llama.cpp\r\nTransfer-Encoding: chunked\r\n\r\n"
NEXT = b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok"


async def _serve(*writes: bytes) -> tuple[asyncio.Server, int]:
    """A backend that answers each request with the next of ``writes``'s replies, each
    reply written in the pieces given (a tuple) with a pause between them."""
    replies = list(writes)

    async def handle(r: asyncio.StreamReader, w: asyncio.StreamWriter) -> None:
        try:
            for reply in replies:
                await r.readuntil(b"\r\n\r\n")
                for piece in reply if isinstance(reply, tuple) else (reply,):
                    w.write(piece)
                    await w.drain()
                    await asyncio.sleep(0.05)
            await r.read()  # until the client closes
        except (asyncio.IncompleteReadError, ConnectionError):
            pass
        finally:
            w.close()

    server = await asyncio.start_server(handle, "127.0.0.1", 0)
    return server, server.sockets[0].getsockname()[1]


@pytest.mark.parametrize("pieces", [(HEAD + b"0\r\n\r\n",), (HEAD, b"0\r\n\r\n")])
async def test_a_no_content_reply_and_the_next_one_on_the_same_connection(pieces):
    server, port = await _serve(pieces, NEXT)
    try:
        async with aiohttp.ClientSession(connector=backend_connector()) as s:
            async with s.get(f"http://127.0.0.1:{port}/a") as r:
                assert r.status == 204 and await r.read() == b""
            async with s.get(f"http://127.0.0.1:{port}/b") as r:
                assert r.status == 200 and await r.read() == b"ok"
    finally:
        await _closed(server)


async def test_a_chunked_body_of_another_status_is_read_as_it_is():
    body = b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nhi\r\n0\r\n\r\n"
    server, port = await _serve(body)
    try:
        async with aiohttp.ClientSession(connector=backend_connector()) as s:
            async with s.get(f"http://127.0.0.1:{port}/") as r:
                assert await r.read() == b"hi"
    finally:
        await _closed(server)


async def test_aiohttp_still_builds_connections_from_the_factory():
    connector = backend_connector()
    try:
        assert isinstance(connector._factory(), _Tolerant)
    finally:
        await connector.close()


async def _closed(server: asyncio.Server) -> None:
    await asyncio.sleep(0.05)  # the handlers see the client's close and end
    server.close()
    await server.wait_closed()


@pytest.mark.parametrize("cuts", [(i,) for i in range(1, len(HEAD) + len(STRAY) + 3)] + [(20, 77), (5, 80), (76, 78)])
async def test_the_stray_chunk_is_dropped_wherever_the_reads_split_the_bytes(monkeypatch, cuts):
    """Without sockets: every split of a 204's head, its stray chunk and the next reply into
    reads gives aiohttp's parser the two replies alone."""
    got = bytearray()
    monkeypatch.setattr(ResponseHandler, "data_received", lambda self, data: got.extend(data))
    proto = _Tolerant(loop=asyncio.get_running_loop())
    wire = HEAD + STRAY + NEXT
    edges = [0, *cuts, len(wire)]
    for a, b in itertools.pairwise(edges):
        if wire[a:b]:
            proto.data_received(wire[a:b])
    assert bytes(got) == HEAD + NEXT, cuts


@pytest.mark.parametrize("cut", range(1, 40))
async def test_other_replies_pass_byte_for_byte_however_split(monkeypatch, cut):
    got = bytearray()
    monkeypatch.setattr(ResponseHandler, "data_received", lambda self, data: got.extend(data))
    proto = _Tolerant(loop=asyncio.get_running_loop())
    wire = b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nhi\r\n0\r\n\r\n" + NEXT
    proto.data_received(wire[:cut])
    proto.data_received(wire[cut:])
    assert bytes(got) == wire
