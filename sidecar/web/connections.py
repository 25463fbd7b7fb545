"""The clients' connections: how many may be open, and how long one may sit between
requests.

aiohttp bounds an idle keep-alive connection (``keepalive_timeout``) but not a client that
trickles its request head a byte at a time, nor the number of connections. Here:

- a connection that is not inside a request is closed after ``timeouts.client_header``
  seconds of that before its first request (a head trickled a byte at a time, or nothing),
  after ``timeouts.client_keepalive`` between later ones (an idle keep-alive connection);
- past ``max_connections`` open connections a new request is answered 503 with
  ``Connection: close`` at once;
- the request body is read within ``timeouts.client_body`` (``RequestSteps.read_body``),
  and a client that stops reading a reply is cut after ``timeouts.idle`` (the forwarder).

The request side marks a connection busy while its handler runs (``enter``/``leave``); a
sweep once a second closes the connections that sat outside a request too long.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable
from typing import Any

from aiohttp import web

log = logging.getLogger("sidecar")


class ClientConnections:
    def __init__(
        self,
        header_timeout: Callable[[], float],
        limit: Callable[[], int],
        keepalive_timeout: Callable[[], float] | None = None,
    ) -> None:
        self.header_timeout = header_timeout  # read each time: a reload may change them
        self.keepalive_timeout = keepalive_timeout or header_timeout
        self.limit = limit
        self._server: web.Server | None = None
        # by connection (aiohttp's handlers take no weak references): requests in progress,
        # and since when one has been between requests; pruned to the open ones each sweep
        self._busy: dict[Any, int] = {}
        self._idle_since: dict[Any, float] = {}
        self._served: set[Any] = set()  # connections that have had a request
        self._task: asyncio.Task[None] | None = None
        self.closed_idle = 0  # connections closed for sitting outside a request too long
        self.refused = 0  # requests answered 503 past the limit

    def watch(self, server: web.Server, every: float = 1.0) -> None:
        """Start sweeping ``server``'s connections (``AppRunner.server`` after ``setup``)."""
        self._server = server
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._sweep_forever(every))

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    @property
    def open(self) -> int:
        return len(self._server.connections) if self._server is not None else 0

    def unsettled(self) -> int:
        """Open connections inside a request, or accepted and not yet at their first: a
        request on them may still be on its way to the queue (what a drain waits a moment
        for, the app's drain)."""
        if self._server is None:
            return 0
        return sum(1 for h in self._server.connections if h in self._busy or h not in self._served)

    def over_limit(self) -> bool:
        return self._server is not None and self.open > self.limit()

    def enter(self, protocol: object) -> None:
        self._busy[protocol] = self._busy.get(protocol, 0) + 1

    def leave(self, protocol: object) -> None:
        n = self._busy.get(protocol, 0) - 1
        if n > 0:
            self._busy[protocol] = n
        else:
            self._busy.pop(protocol, None)
            if self._server is not None:
                self._idle_since[protocol] = time.monotonic()
                self._served.add(protocol)

    def sweep(self, now: float | None = None) -> int:
        """Close the connections that sat outside a request longer than the header
        timeout; returns how many."""
        if self._server is None:
            return 0
        now = time.monotonic() if now is None else now
        first, later = self.header_timeout(), self.keepalive_timeout()
        closed = 0
        connections = self._server.connections
        if len(self._idle_since) > len(connections):
            open_now = set(connections)
            self._idle_since = {h: t for h, t in self._idle_since.items() if h in open_now}
            self._served &= open_now
        for handler in connections:
            if handler in self._busy:
                continue
            since = self._idle_since.setdefault(handler, now)
            limit = later if handler in self._served else first
            if now - since > limit and handler.transport is not None:
                handler.transport.close()
                closed += 1
        self.closed_idle += closed
        return closed

    async def _sweep_forever(self, every: float) -> None:
        while True:
            await asyncio.sleep(every)
            self.sweep()


class AcceptErrors:
    """An event loop exception handler that says an accept error (the open-file limit
    reached) once per ``every`` seconds, with how many there were, instead of once each."""

    def __init__(self, every: float = 10.0) -> None:
        self.every = every
        self._last = -float("inf")
        self._quiet = 0

    def __call__(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        message = str(context.get("message", ""))
        if "accept" not in message:
            loop.default_exception_handler(context)
            return
        now = time.monotonic()
        if now - self._last < self.every:
            self._quiet += 1
            return
        more = f" ({self._quiet} more since the last one)" if self._quiet else ""
        log.error(
            "cannot accept connections: %s: %s%s; raise LimitNOFILE or lower max_connections",
            message,
            context.get("exception"),
            more,
        )
        self._last, self._quiet = now, 0
