"""Relay a request to the backend and its reply back, chunk by chunk.

Nothing is buffered beyond one chunk: each piece the backend sends is written to the
client as it arrives, and ``StreamResponse.write`` waits for the client's socket to drain,
so a client that reads slowly slows the relay instead of growing the sidecar's memory.
When the client goes away mid-reply the upstream connection is closed, not returned to the
pool, which makes llama-server and Ollama stop generating and free the slot.

Timeouts are per phase (``config.TimeoutConfig``): connect, first byte (response headers;
a non-streamed reply's headers come only after the whole generation, so there the total
timeout applies), idle gap between streamed chunks, and total. A write to a client that
stopped reading waits at most the idle timeout too; then the client's connection is cut,
and the backend's, so that its slot frees.
"""

from __future__ import annotations

import asyncio
import enum
import io
import time
from collections.abc import Callable
from dataclasses import dataclass

import aiohttp
from aiohttp import web
from multidict import CIMultiDict, CIMultiDictProxy
from yarl import URL

from sidecar.apis.errorbody import backend_error_event, stream_error_event
from sidecar.apis.usage import UsageParser
from sidecar.backends.learned import says_context_exceeded
from sidecar.config import TimeoutConfig
from sidecar.errors import BackendError, BackendTimeout, BackendUnreachable, ContextExceeded

# RFC 9110 section 7.6.1: meaningful for one connection only, never forwarded.
HOP_BY_HOP = frozenset(
    h.lower()
    for h in (
        "Connection",
        "Keep-Alive",
        "Proxy-Authenticate",
        "Proxy-Authorization",
        "TE",
        "Trailer",
        "Transfer-Encoding",
        "Upgrade",
        "Proxy-Connection",
    )
)
START_LIMIT = 64 * 1024  # bytes read before a reply begins, kept from the client (an error body, keep-alive comments)
STREAM_BODY_BYTES = 1 << 20  # a body past this goes upstream as a stream (aiohttp writes bytes whole)


def _has_event(start: bytearray, sep: bytes, framing: str) -> bool:
    """Whether ``start`` has a whole event that is more than a keep-alive comment."""
    for ev in bytes(start).split(sep)[:-1]:
        ev = ev.strip()
        if ev and not (framing == "sse" and all(line.startswith(b":") for line in ev.splitlines())):
            return True
    return False


def _first_event_is_error(start: bytes, parser: UsageParser) -> bool:
    sep = b"\n" if parser.api.framing == "ndjson" else b"\n\n"
    for ev in start.split(sep):
        ev = ev.strip()
        if not ev or (parser.api.framing == "sse" and ev.startswith(b":")):
            continue
        return b'"error"' in ev[:64]
    return False


_REQUEST_DROP = HOP_BY_HOP | {"host", "content-length", "x-priority"}
# Keep-Alive is hop-by-hop, but clients read the backend's (its idle timeout) as llama-server sends it
_RESPONSE_DROP = (HOP_BY_HOP - {"keep-alive"}) | {"content-length", "date"}


def _filtered(headers: CIMultiDictProxy[str] | CIMultiDict[str], drop: frozenset[str] | set[str]) -> CIMultiDict[str]:
    # headers named in Connection are hop-by-hop too
    named = {t.strip().lower() for v in headers.getall("Connection", []) for t in v.split(",")}
    return CIMultiDict((k, v) for k, v in headers.items() if k.lower() not in drop and k.lower() not in named)


def upstream_headers(request: web.Request, scheduled: bool) -> CIMultiDict[str]:
    h = _filtered(request.headers, _REQUEST_DROP)
    if scheduled:
        h["Accept-Encoding"] = "identity"  # the sidecar reads the reply's counts
    return h


class Ending(enum.StrEnum):
    """How a relay ended (a ``str``: it is the status recorded for it)."""

    OK = "ok"  # the reply ran to its end (whatever status the backend answered)
    BACKEND_ERROR = "backend_error"  # the backend's reply broke off
    CLIENT_GONE = "client_gone"  # the client left or stopped reading
    TIMEOUT = "timeout"  # the backend went silent, or past the total timeout
    SUSPENDED = "suspended"  # cut for shorter work (``suspend``): it resumes


@dataclass
class Relayed:
    """How a relay ended."""

    status: int
    outcome: Ending
    first_byte_at: float | None


class HeldReply(web.StreamResponse):  # a stand-in for the client's stream: nothing written reaches the client
    """Where a reply the client wants whole is relayed to (``apis.splice``): the sidecar reads
    the backend's stream for the text and answers with one body at the end. It keeps what
    is written to it outside the events the splice reads (an error event), and never
    touches the client's connection."""

    def __init__(self) -> None:
        super().__init__()
        self.kept = bytearray()
        self.status_of: int | None = None  # the backend's error reply: its status and headers
        self.headers_of: CIMultiDict[str] = CIMultiDict()

    async def prepare(self, request: web.BaseRequest) -> None:
        return None

    async def write(self, data: bytes | bytearray | memoryview) -> None:
        if b'"error"' in bytes(data[:64]):
            self.kept += data

    async def write_eof(self, data: bytes = b"") -> None:
        return None

    def error(self) -> bytes:
        """The backend's error body, or the error event written to it as a body (its SSE
        framing taken off)."""
        out = bytes(self.kept).strip()
        return out[5:].strip() if out.startswith(b"data:") else out


SETTLE_LIMIT = 5.0  # seconds a slot a client left is held at most, until the backend lets it go
SETTLE_EVERY = 0.1  # seconds between looks at the backend's slots meanwhile


class Forwarder:
    def __init__(self, session: aiohttp.ClientSession, base_url: str, timeouts: TimeoutConfig) -> None:
        self.session = session
        self.base = base_url.rstrip("/")
        self.timeouts = timeouts
        self.settling: set[asyncio.Task[None]] = set()

    def settle(self, slot: int | None, others: Callable[[], int], give_back: Callable[[], None]) -> None:
        """A client left a reply the backend was generating; its connection to the backend is
        closed, and llama-server stops the task when it next looks (about a second for an
        unstreamed one). What the reply held is given back (``give_back``) once the backend's
        ``/slots`` says it let go: ``slot`` idle, or (the backend picked the slot) no more
        slots busy than ``others()``, the replies still running. At most ``SETTLE_LIMIT``
        seconds; a backend whose ``/slots`` does not answer is taken at its word at once."""

        async def watch() -> None:
            try:
                async with asyncio.timeout(SETTLE_LIMIT):
                    while await self._still_busy(slot, others()):
                        await asyncio.sleep(SETTLE_EVERY)
            except TimeoutError:
                pass
            finally:
                give_back()

        task = asyncio.get_running_loop().create_task(watch())
        self.settling.add(task)
        task.add_done_callback(self.settling.discard)

    async def count_tokens(self, text: str) -> int | None:
        """How many tokens ``text`` is to the backend's model (llama-server ``/tokenize``),
        or None if it does not say."""
        try:
            async with self.session.post(
                self.base + "/tokenize", json={"content": text}, timeout=aiohttp.ClientTimeout(total=5.0)
            ) as r:
                got = await r.json(content_type=None) if r.status == 200 else None
        except (aiohttp.ClientError, TimeoutError, ValueError):
            return None
        tokens = got.get("tokens") if isinstance(got, dict) else None
        return len(tokens) if isinstance(tokens, list) else None

    async def _still_busy(self, slot: int | None, others: int) -> bool:
        try:
            async with self.session.get(self.base + "/slots", timeout=aiohttp.ClientTimeout(total=2.0)) as r:
                got = await r.json(content_type=None) if r.status == 200 else None
        except (aiohttp.ClientError, TimeoutError, ValueError):
            return False
        if not isinstance(got, list):
            return False
        busy = [s.get("id") for s in got if isinstance(s, dict) and s.get("is_processing") is True]
        return slot in busy if slot is not None else len(busy) > others

    def url(self, request: web.Request) -> URL:
        # path and query exactly as the client sent them and as they were routed (the edge
        # refused what could be read two ways): not normalised or re-quoted on the way out
        return URL(self.base + request.raw_path, encoded=True)

    async def relay(
        self,
        request: web.Request,
        body: bytes | None,
        *,
        parser: UsageParser | None,
        extra_headers: dict[str, str] | None = None,
        on_progress: Callable[[int], None] | None = None,
        response: web.StreamResponse | None = None,
        suspend: Callable[[], bool] | None = None,
    ) -> tuple[web.StreamResponse, Relayed]:
        """Send ``body`` upstream (``None``: stream the client's body through) and stream
        the reply back to the client: open, pump, finish.

        Before the reply has started, failures raise ``BackendError``/``BackendTimeout`` (the
        caller answers with an error in the client's API shape). After it has started, the
        stream is ended with an error event in the API's convention and the outcome says so.
        ``response``: a stream whose head the sidecar sent while the request waited
        (``keepalive``), or the earlier leg of a suspended reply: the reply goes into it, and
        an error reply becomes its error event. ``suspend``: asked after each piece relayed;
        when it says so the backend's stream is cut there (its connection closed, so the
        backend stops and frees the slot), the client's is left open, and the outcome is
        ``suspended``.
        """
        started = time.monotonic()
        streaming = parser is None or parser.stream
        upstream = await self._open(request, body, parser is not None, streaming)
        try:
            return await self._reply(request, upstream, parser, started, extra_headers, on_progress, response, suspend)
        except BaseException:
            # cancelled (the client left) or failed anywhere between the head and the pump's
            # end: the backend's connection is dropped, so it stops generating and frees the slot
            upstream.close()
            raise

    async def _reply(
        self,
        request: web.Request,
        upstream: aiohttp.ClientResponse,
        parser: UsageParser | None,
        started: float,
        extra_headers: dict[str, str] | None,
        on_progress: Callable[[int], None] | None,
        response: web.StreamResponse | None,
        suspend: Callable[[], bool] | None,
    ) -> tuple[web.StreamResponse, Relayed]:
        streaming = parser is None or parser.stream
        start = b""
        failed = upstream.status >= 400
        if parser is not None:  # scheduled: nothing reaches the client before the reply begins
            start = await self._read_start(upstream, parser, started)
            if says_context_exceeded(start) and (failed or _first_event_is_error(start, parser)):
                upstream.close()
                raise ContextExceeded(f"the backend at {self.base} ran out of context (KV) room before replying")
        if response is not None and parser is not None:  # the head went out while it waited
            if failed:
                upstream.close()
                if isinstance(response, HeldReply):  # the client gets a body: the backend's, as it came
                    response.kept[:] = start
                    response.status_of, response.headers_of = (
                        upstream.status,
                        _filtered(upstream.headers, _RESPONSE_DROP),
                    )
                    return response, Relayed(upstream.status, Ending.OK, None)
                try:
                    await response.write(backend_error_event(parser.api, start, upstream.status))
                except (ConnectionResetError, aiohttp.ClientConnectionResetError):
                    return response, Relayed(upstream.status, Ending.CLIENT_GONE, None)
                return response, Relayed(upstream.status, await self._finish(response, parser, Ending.OK, None), None)
        else:
            response = web.StreamResponse(status=upstream.status, reason=upstream.reason)
            response.headers.update(_filtered(upstream.headers, _RESPONSE_DROP))
            if extra_headers:
                response.headers.update(extra_headers)
            if upstream.content_length is not None and (failed or not (parser is not None and parser.stream)):
                response.content_length = upstream.content_length  # same bytes, same length
        if failed:
            parser = None  # an error reply is the backend's body, relayed byte for byte
        outcome, error, first_byte_at = await self._pump(
            request, upstream, response, parser, streaming, started, on_progress, start, suspend
        )
        outcome = await self._finish(response, parser, outcome, error)
        return response, Relayed(upstream.status, outcome, first_byte_at)

    async def _open(
        self, request: web.Request, body: bytes | None, scheduled: bool, streaming: bool
    ) -> aiohttp.ClientResponse:
        """The backend's response head. A pooled keep-alive connection the backend has just
        closed fails on write or on the first read; the request never ran, so it is sent once
        more on a new connection (only when the body can be replayed)."""
        t = self.timeouts
        head_timeout = t.first_byte if streaming else t.total
        headers = upstream_headers(request, scheduled)
        if body is None and request.content_length is not None:
            headers["Content-Length"] = str(request.content_length)
        attempts = 2 if body is not None else 1
        for attempt in range(attempts):
            data: object = (request.content if request.body_exists else None) if body is None else body
            if body is not None and len(body) > STREAM_BODY_BYTES:  # written in pieces, the loop between them
                data = io.BytesIO(body)
            try:
                async with asyncio.timeout(head_timeout):
                    return await self.session.request(
                        request.method,
                        self.url(request),
                        data=data,
                        headers=headers,
                        allow_redirects=False,
                        timeout=aiohttp.ClientTimeout(total=None, connect=t.connect, sock_connect=t.connect),
                        auto_decompress=False,
                    )
            except TimeoutError as exc:
                phase = "response headers" if streaming else "the whole reply"
                raise BackendTimeout(f"backend {self.base} sent no {phase} within {head_timeout:g} s") from exc
            except aiohttp.ClientConnectorError as exc:
                raise BackendUnreachable(
                    f"cannot connect to the backend at {self.base}: {exc.os_error or exc}"
                ) from exc
            except (aiohttp.ServerDisconnectedError, aiohttp.ClientOSError) as exc:
                if attempt + 1 < attempts:
                    continue
                raise BackendError(f"the backend at {self.base} closed the connection before replying: {exc}") from exc
            except aiohttp.ClientError as exc:
                raise BackendError(f"the backend at {self.base} failed before replying: {exc}") from exc
        raise AssertionError("unreachable: the last attempt returns or raises")

    async def _read_start(self, upstream: aiohttp.ClientResponse, parser: UsageParser, started: float) -> bytes:
        """What the backend sends before its reply begins, kept from the client: an
        error reply's body, or a stream's keep-alive comments up to its first event. A
        backend that ran out of KV room says so there, and the request can then be queued
        again without its client ever seeing it. Bounded in bytes, by the idle timeout
        between chunks and by the total deadline (a backend that trickles a byte at a time
        holds nothing past ``timeouts.total``); each chunk is looked at once."""
        if upstream.status < 400 and not parser.stream:
            return b""
        start = bytearray()
        sep = b"\n" if parser.api.framing == "ndjson" else b"\n\n"
        idle = self.timeouts.idle if parser.stream else self.timeouts.total
        deadline = started + self.timeouts.total
        scanned = 0  # events before this offset were looked at
        while len(start) < START_LIMIT:
            if parser.stream and upstream.status < 400:
                end = start.rfind(sep)
                if end >= scanned:
                    if _has_event(start[scanned : end + len(sep)], sep, parser.api.framing):
                        break
                    scanned = end + len(sep)
            left = deadline - time.monotonic()
            if left <= 0:
                break  # the pump meets the deadline and says so
            try:
                async with asyncio.timeout(min(idle, left)):
                    chunk = await upstream.content.readany()
            except (TimeoutError, aiohttp.ClientError):
                break  # the pump meets the same and says so
            if not chunk:
                break
            start += chunk
        return bytes(start)

    async def _pump(
        self,
        request: web.Request,
        upstream: aiohttp.ClientResponse,
        response: web.StreamResponse,
        parser: UsageParser | None,
        streaming: bool,
        started: float,
        on_progress: Callable[[int], None] | None,
        start: bytes = b"",
        suspend: Callable[[], bool] | None = None,
    ) -> tuple[Ending, str | None, float | None]:
        """Copy the reply to the client chunk by chunk under two deadlines (idle between
        chunks, total), counting progress; returns (outcome, error, first byte's time).
        ``start``: what ``_read_start`` read already, sent first."""
        t = self.timeouts
        first_byte_at: float | None = None
        outcome, error = Ending.OK, None
        try:
            await response.prepare(request)
            deadline = started + t.total
            events_seen = 0
            while True:
                idle = min(t.idle if streaming else t.total, max(0.0, deadline - time.monotonic()))
                try:
                    if start:
                        chunk, start = start, b""
                    else:
                        async with asyncio.timeout(idle):
                            chunk = await upstream.content.readany()
                except TimeoutError:
                    outcome = Ending.TIMEOUT
                    error = f"the backend went silent for {idle:g} s mid-reply"
                    break
                if not chunk:
                    rest = parser.rest() if parser is not None else b""
                    if rest:  # what the parser kept back to the end (a stream answered with an error body)
                        await response.write(rest)
                    break
                if first_byte_at is None:
                    first_byte_at = time.monotonic()
                out = parser.feed(chunk) if parser is not None else chunk
                if out:
                    try:
                        async with asyncio.timeout(t.idle):  # a client that stops reading is cut
                            await response.write(out)
                    except TimeoutError:
                        if request.transport is not None:
                            request.transport.abort()
                        outcome = Ending.CLIENT_GONE
                        break
                # progress at the first generated token (the prompt is read: an empty piece
                # or a keep-alive says nothing of that) and every 8 after
                if (
                    on_progress is not None
                    and parser is not None
                    and parser.generated - events_seen >= (8 if events_seen else 1)
                ):
                    events_seen = parser.generated
                    on_progress(parser.generated)
                if suspend is not None and suspend():
                    outcome = Ending.SUSPENDED
                    break
        except (ConnectionResetError, aiohttp.ClientConnectionResetError):
            outcome = Ending.CLIENT_GONE
        except aiohttp.ClientPayloadError as exc:
            outcome, error = Ending.BACKEND_ERROR, f"the backend's reply broke off: {exc}"
        except aiohttp.ClientError as exc:
            outcome, error = Ending.BACKEND_ERROR, f"the backend connection failed mid-reply: {exc}"
        finally:
            if outcome is Ending.OK and not upstream.content.at_eof():
                outcome = Ending.BACKEND_ERROR
            if outcome is not Ending.OK:
                upstream.close()  # drop the connection: the backend stops generating
            else:
                upstream.release()
        return outcome, error, first_byte_at

    @staticmethod
    async def _finish(
        response: web.StreamResponse, parser: UsageParser | None, outcome: Ending, error: str | None
    ) -> Ending:
        """End the client's stream: an error event in its API's convention if the reply broke,
        then the end; returns the outcome (``client_gone`` if the client left meanwhile)."""
        if outcome in (Ending.BACKEND_ERROR, Ending.TIMEOUT) and parser is not None and error is not None:
            try:
                await response.write(stream_error_event(parser.api, error, 504 if outcome is Ending.TIMEOUT else 502))
            except (ConnectionResetError, aiohttp.ClientConnectionResetError):
                return Ending.CLIENT_GONE
        if outcome not in (Ending.CLIENT_GONE, Ending.SUSPENDED):
            try:
                await response.write_eof()
            except (ConnectionResetError, aiohttp.ClientConnectionResetError):
                return Ending.CLIENT_GONE
        return outcome
