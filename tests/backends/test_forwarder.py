"""The forwarder's pump on its own (``backends.forwarder``): a fake backend response and a
fake client response, no sockets. How a relay ends (``Ending``) and what each ending leaves:
the backend's connection closed on every ending but a whole reply, the client's stream ended
on every ending but a suspension."""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field

import pytest

from sidecar.apis.catalog import APIS
from sidecar.apis.splice import Splice
from sidecar.apis.usage import UsageParser
from sidecar.backends.forwarder import Ending, Forwarder
from sidecar.config import TimeoutConfig


def piece(text: str) -> bytes:
    return b"data: " + json.dumps({"choices": [{"index": 0, "delta": {"content": text}}]}).encode() + b"\n\n"


class Content:
    """A backend body: the chunks given, then the end (or, ``silent``, nothing more)."""

    def __init__(self, chunks: list[bytes], silent: bool = False) -> None:
        self.chunks = list(chunks)
        self.silent = silent

    async def readany(self) -> bytes:
        if self.chunks:
            return self.chunks.pop(0)
        if self.silent:
            await asyncio.Event().wait()  # a backend that says nothing more
        return b""

    def at_eof(self) -> bool:
        return not self.chunks and not self.silent


@dataclass
class Upstream:
    content: Content
    status: int = 200
    closed: bool = False
    released: bool = False

    def close(self) -> None:
        self.closed = True

    def release(self) -> None:
        self.released = True


@dataclass
class Client:
    """A client's response: what was written; ``stuck`` once it stops reading."""

    written: list[bytes] = field(default_factory=list)
    ended: bool = False
    stuck_after: int | None = None

    async def prepare(self, request: object) -> None:
        return None

    async def write(self, data: bytes) -> None:
        if self.stuck_after is not None and len(self.written) >= self.stuck_after:
            await asyncio.Event().wait()
        self.written.append(data)

    async def write_eof(self) -> None:
        self.ended = True


class Transport:
    aborted = False

    def abort(self) -> None:
        self.aborted = True


class Request:
    def __init__(self) -> None:
        self.transport = Transport()


def forwarder(idle: float = 120.0) -> Forwarder:
    return Forwarder(None, "http://backend", TimeoutConfig(idle=idle))  # type: ignore[arg-type]


async def relay(fw: Forwarder, up: Upstream, client: Client, parser: UsageParser, suspend=None) -> Ending:  # noqa: ANN001
    request = Request()
    outcome, error, _ = await fw._pump(
        request,  # type: ignore[arg-type]
        up,  # type: ignore[arg-type]
        client,  # type: ignore[arg-type]
        parser,
        True,
        asyncio.get_running_loop().time(),
        None,
        b"",
        suspend,
    )
    return await fw._finish(client, parser, outcome, error)  # type: ignore[arg-type]


async def test_a_whole_reply_is_relayed_and_the_connection_kept():
    up, client = Upstream(Content([piece("a"), piece("b") + b"data: [DONE]\n\n"])), Client()
    parser = UsageParser(APIS["openai-chat"], True)
    assert await relay(forwarder(), up, client, parser) is Ending.OK
    assert up.released and not up.closed and client.ended and parser.generated == 2


async def test_a_suspended_reply_is_cut_at_an_event_and_its_client_kept_open():
    """The relay is asked after each piece: once it says so, the backend's connection is
    closed (the backend stops) and the client's stream stays open for the next leg; half an
    event the backend had begun never reaches the client."""
    chunks = [piece("a"), piece("b") + b'data: {"choi', b'ces": []}\n\n']
    up, client = Upstream(Content(chunks)), Client()
    parser = UsageParser(APIS["openai-chat"], True, splice=Splice("openai-chat"))
    asked = iter([False, True])
    assert await relay(forwarder(), up, client, parser, suspend=lambda: next(asked)) is Ending.SUSPENDED
    assert up.closed and not client.ended
    assert b"".join(client.written) == piece("a") + piece("b")


async def test_a_client_that_stops_reading_is_cut_after_the_idle_timeout():
    up, client = Upstream(Content([piece(str(i)) for i in range(5)])), Client(stuck_after=2)
    parser = UsageParser(APIS["openai-chat"], True)
    assert await relay(forwarder(idle=0.05), up, client, parser) is Ending.CLIENT_GONE
    assert up.closed and len(client.written) == 2


async def test_a_backend_that_goes_silent_ends_the_stream_with_an_error_event():
    up, client = Upstream(Content([piece("a")], silent=True)), Client()
    parser = UsageParser(APIS["openai-chat"], True)
    assert await relay(forwarder(idle=0.05), up, client, parser) is Ending.TIMEOUT
    assert up.closed and client.ended and b'"error"' in client.written[-1]


@pytest.mark.parametrize(
    ("chunks", "status", "start"),
    [
        (
            [b": keep-alive\n\n", b": again\n\n", piece("a"), piece("b")],
            200,
            b": keep-alive\n\n: again\n\n" + piece("a"),
        ),
        (
            [b'{"error": {"message": "context size has been exceeded"}}'],
            500,
            b'{"error": {"message": "context size has been exceeded"}}',
        ),
    ],
    ids=["comments-then-the-first-event", "an-error-body-whole"],
)
async def test_what_comes_before_the_reply_is_read_and_kept_from_the_client(chunks, status, start):
    up = Upstream(Content(chunks), status=status)
    parser = UsageParser(APIS["openai-chat"], True)
    got = await forwarder()._read_start(up, parser, asyncio.get_running_loop().time())  # type: ignore[arg-type]
    assert got == start
