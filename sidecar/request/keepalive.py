"""A waiting request keeps its client: a streamed request that has to wait gets its response
head once it has waited ``head_after`` seconds, then a keep-alive every ``every`` seconds. A
client with a header or first-byte timeout then does not give up and retry (a retry pays the
prefill again and goes to the back of the queue). The keep-alive is what the API's clients
skip:

- SSE APIs (OpenAI's chat, completions and responses, llama.cpp's, Anthropic's messages):
  an SSE comment (``: ...``) with the request's place in the queue and its expected start,
  and on Anthropic's API also the ``ping`` event its clients expect.
- Ollama's NDJSON streams: a line its clients cannot skip would break them (ollama-python
  parses every line as JSON and fails on a blank one), so the keep-alive is an empty reply
  piece in Ollama's own shape (``{"model", "created_at", "message": {"role": "assistant",
  "content": ""}, "done": false}``, or ``"response": ""`` on ``/api/generate``), which both
  official clients (ollama-python, ollama-js) hand on as a piece with no text. ollama-js
  reads through Node's fetch, whose default gives up on a head after 300 s and on a body
  that sends nothing for 300 s: without the head and the pieces a long wait fails there.

Once the head is sent, the headers the backend's reply would have brought are spent too:
the queue wait (``X-Queue-Seconds`` otherwise) comes as a last comment when the request is
admitted, ``: admitted after S s in the queue`` (``waited_from``). The status code is spent
as well: what would have been an error response (a
queue timeout, a backend error before the reply began) comes in the stream, in the API's
own error event (``apis.errorbody.stream_error_event``). A client that leaves while waiting is
seen when a keep-alive cannot be written: its request is cancelled, and leaves the queue.
On NDJSON there is no comment to say the wait in: it is not said.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime

import aiohttp
from aiohttp import web

from sidecar.apis.catalog import Api
from sidecar.apis.errorbody import stream_error_event
from sidecar.apis.replies import Seen

ADMITTED = b": admitted after "


def waited_from(line: bytes) -> float | None:
    """The queue wait a kept stream's last comment gives (``ADMITTED``), else None."""
    if not line.startswith(ADMITTED):
        return None
    try:
        return float(line[len(ADMITTED) :].split(b" ", 1)[0])
    except ValueError:
        return None


class Keeper:
    """The early head and keep-alives of one waiting request (``keep`` while it waits)."""

    def __init__(
        self,
        request: web.Request,
        api: Api,
        headers: dict[str, str],
        *,
        head_after: float,
        every: float,
        place: Callable[[], tuple[int, float] | None],
        model: str = "",
    ) -> None:
        self.request = request
        self.api = api
        self.model = model  # the model the client named (an Ollama piece carries it)
        self.headers = headers
        self.head_after = head_after
        self.every = every
        self.place = place  # (position, seconds until it starts) while it waits
        self.response: web.StreamResponse | None = None  # set once the head is sent
        self.gone = False  # the client left while it waited
        self.suspended = False  # its reply began and was suspended for shorter work: it waits to resume
        self._owner: asyncio.Task | None = None

    @staticmethod
    def applies(api: Api, stream: bool) -> bool:
        return stream and api.framing in ("sse", "ndjson")

    @property
    def ndjson(self) -> bool:
        return self.api.framing == "ndjson"

    @contextlib.asynccontextmanager
    async def keep(self) -> AsyncIterator[Keeper]:
        """While the body of the ``async with`` waits, keep the client."""
        self._owner = asyncio.current_task()
        task = asyncio.create_task(self._run())
        try:
            yield self
        finally:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    async def _run(self) -> None:
        delay = self.head_after if self.response is None else self.every
        while True:
            await asyncio.sleep(delay)
            try:
                if self.response is None:
                    self.response = web.StreamResponse(status=200, headers=self._head())
                    await self.response.prepare(self.request)
                await self.response.write(self._beat())
            except (ConnectionResetError, aiohttp.ClientConnectionResetError):
                self.gone = True
                if self._owner is not None:
                    self._owner.cancel()  # the wait ends as a cancellation: the job leaves the queue
                return
            delay = self.every

    def _head(self) -> dict[str, str]:
        return {
            **self.headers,
            "Content-Type": "application/x-ndjson" if self.ndjson else "text/event-stream",
            "Cache-Control": "no-cache",
            "X-Accel-Buffering": "no",
        }

    def _beat(self) -> bytes:
        if self.ndjson:
            return self._empty_piece()
        where = self.place()
        text = "suspended for shorter work, waiting to resume" if self.suspended else "waiting in the sidecar's queue"
        if where is not None:
            text += f", position {where[0]}, expected to start in {where[1]:.0f} s"
        beat = f": {text}\n\n".encode()
        return beat + self.api.family.keepalive_event

    def _empty_piece(self) -> bytes:
        """An Ollama reply piece with no text, as Ollama streams one (NDJSON has no comment)."""
        now = datetime.now(UTC).isoformat(timespec="microseconds").replace("+00:00", "Z")
        head: dict[str, object] = {"model": self.model, "created_at": now}
        codec = self.api.family.replies.get(self.api.name)  # where its text sits (``response``, ``message``)
        piece = codec.whole(Seen(last=head), "") if codec is not None else head
        piece["done"] = False
        return json.dumps(piece, separators=(",", ":")).encode() + b"\n"

    async def admitted(self, waited: float) -> None:
        """The request may run now: its stream, if its head went out, says how long it waited
        (where the framing has a comment to say it in)."""
        if self.response is not None and not self.ndjson:
            with contextlib.suppress(ConnectionResetError, aiohttp.ClientConnectionResetError):
                await self.response.write(ADMITTED + f"{waited:.3f} s in the queue\n\n".encode())

    async def fail(self, message: str, status: int) -> web.StreamResponse:
        """The request ends with an error after its head was sent: the API's error event."""
        assert self.response is not None
        with contextlib.suppress(ConnectionResetError, aiohttp.ClientConnectionResetError):
            await self.response.write(stream_error_event(self.api, message, status))
            await self.response.write_eof()
        return self.response
