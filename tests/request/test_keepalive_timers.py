"""The keep-alive's timers (sidecar/request/keepalive.py's ``Keeper``) on a virtual clock: the
head after ``head_after``, a beat every ``every``, the words of each beat, and a client gone
at a beat cancelling the wait. No socket and no real sleep: the request is aiohttp's mocked
one, whose writer records what would have been sent. The same behaviour over real
sockets, with the official clients: tests/request/test_keepalive.py."""

from __future__ import annotations

import asyncio
import json

import pytest
from aiohttp.test_utils import make_mocked_request

from sidecar.apis.anthropic import Anthropic
from sidecar.apis.catalog import APIS
from sidecar.request.keepalive import Keeper

from ..virtualtime import run_virtual

PING = Anthropic.keepalive_event


def keeper(api: str, **kw) -> tuple[Keeper, list[tuple[float, bytes]]]:
    """A keeper whose writes are recorded with the virtual moment they were made."""
    request = make_mocked_request("POST", APIS[api].path)
    sent: list[tuple[float, bytes]] = []

    async def write(data: bytes) -> None:
        sent.append((asyncio.get_running_loop().time(), bytes(data)))

    request._payload_writer.write.side_effect = write  # type: ignore[attr-defined]
    kw.setdefault("place", lambda: (3, 42.0))
    return Keeper(request, APIS[api], {"X-Request-Id": "r1"}, head_after=5.0, every=15.0, **kw), sent


def waiting(k: Keeper, seconds: float) -> asyncio.Task:
    async def wait() -> None:
        async with k.keep():
            await asyncio.sleep(seconds)

    return asyncio.create_task(wait())


def test_the_head_after_head_after_then_a_beat_every_every():
    async def main() -> list[tuple[float, bytes]]:
        k, sent = keeper("openai-chat")
        await waiting(k, 50.0)
        assert k.response is not None and k.response.headers["Content-Type"] == "text/event-stream"
        assert k.response.headers["X-Request-Id"] == "r1"
        return sent

    sent = run_virtual(main)
    assert [t for t, _ in sent] == [5.0, 20.0, 35.0]  # the head's beat at 5 s, then every 15 s, until 50 s
    assert all(b == b": waiting in the sidecar's queue, position 3, expected to start in 42 s\n\n" for _, b in sent)


def test_a_short_wait_sends_nothing():
    async def main() -> tuple[Keeper, list]:
        k, sent = keeper("openai-chat")
        await waiting(k, 4.9)
        return k, sent

    k, sent = run_virtual(main)
    assert sent == [] and k.response is None  # the backend's own head and status go out later


def test_anthropic_beats_carry_its_ping_and_a_suspended_reply_says_so():
    async def main() -> list[tuple[float, bytes]]:
        k, sent = keeper("anthropic-messages", place=lambda: None)
        k.suspended = True
        await waiting(k, 6.0)
        return sent

    [(at, beat)] = run_virtual(main)
    assert at == 5.0 and beat == b": suspended for shorter work, waiting to resume\n\n" + PING


@pytest.mark.parametrize(("api", "field"), [("ollama-chat", "message"), ("ollama-generate", "response")])
def test_ollama_beats_are_empty_reply_pieces(api, field):
    async def main() -> list[tuple[float, bytes]]:
        k, sent = keeper(api, model="llama3.2")
        await waiting(k, 21.0)
        return sent

    sent = run_virtual(main)
    assert [t for t, _ in sent] == [5.0, 20.0]
    piece = json.loads(sent[0][1])
    assert piece["model"] == "llama3.2" and piece["done"] is False
    assert piece[field] == ({"role": "assistant", "content": ""} if field == "message" else "")


def test_a_client_gone_at_a_beat_cancels_the_wait():
    """The write of a beat fails: the keeper marks the client gone and cancels the task that
    waits (its job then leaves the queue: ``Admission.wait``'s cancellation)."""

    async def main() -> tuple[Keeper, float, bool]:
        k, sent = keeper("openai-chat")
        calls = 0

        async def write(data: bytes) -> None:
            nonlocal calls
            calls += 1
            if calls > 1:  # the head's beat went out; the next finds the client gone
                raise ConnectionResetError

        k.request._payload_writer.write.side_effect = write  # type: ignore[attr-defined]
        task = waiting(k, 3600.0)
        with pytest.raises(asyncio.CancelledError):
            await task
        return k, asyncio.get_running_loop().time(), task.cancelled()

    k, at, cancelled = run_virtual(main)
    assert k.gone and cancelled and at == 20.0  # at the first beat after the head, not after the hour
