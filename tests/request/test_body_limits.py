"""A body costs what parsing it costs: values and depth, counted outside strings as it arrives."""

from __future__ import annotations

import asyncio
import json
import time

import aiohttp
import pytest

from sidecar.jsoncodec import MAX_DEPTH, BodyMeter

from ..conftest import eventually, running_sidecar
from ..rawhttp import post, raw, status_of

CHAT = "/v1/chat/completions"


@pytest.mark.parametrize(
    ("chunks", "elements", "depth"),
    [
        ([b'{"a": [1, 2, "x,]"], "b": {}}'], 6, 2),
        ([b'{"a": "x\\', b'"y,[", "b": [[1]]}'], 4, 3),  # an escape split between chunks
        ([b'{"s": "\\\\", "t": [1]}'], 3, 2),  # an escaped backslash before the closing quote
        ([b'{"s": "he said \\"[,{\\" twice"}'], 1, 1),  # escaped quotes are text
        ([b"[" * 200, b"]" * 200], 200, 200),
        ([b'["', b"a,b", b'", 1]'], 2, 1),  # a string open across chunks
    ],
)
def test_the_meter_counts_values_and_depth_outside_strings(chunks, elements, depth):
    m = BodyMeter()
    for c in chunks:
        m.feed(c)
    assert (m.elements, m.depth) == (elements, depth)


async def test_a_cheap_to_send_body_is_refused_as_it_arrives_and_nothing_else_stalls(fake, predictor):
    """Proves: 29.7 MB of ten million empty arrays (parsed and forwarded before: an
    unrelated stream stalled 3 s) is 413 as it arrives; 28 MB of nests 129 deep (7.9 s to
    refuse before) is 400 at once; an unrelated stream meanwhile never waits a second."""
    url, backend = fake
    backend.delay = 0.01
    arrays = b'{"messages": [{"role": "user", "content": "hi"}], "x": [' + b"[]," * 9_900_000 + b"[]]}"
    nests = b'{"messages": [], "x": [' + (b"[" * 129 + b"]" * 129 + b",") * 110_000 + b"1]}"
    async with running_sidecar(url, predictor) as (side, _), aiohttp.ClientSession() as s:
        gaps: list[float] = []

        async def stream() -> None:
            body = {"model": "m", "messages": [{"role": "user", "content": "hi"}], "max_tokens": 150, "stream": True}
            async with s.post(side + CHAT, json=body) as r:
                last = time.monotonic()
                async for _ in r.content.iter_any():
                    now = time.monotonic()
                    gaps.append(now - last)
                    last = now

        watcher = asyncio.create_task(stream())
        await eventually(lambda: gaps)  # the stream runs
        t0 = time.monotonic()
        reply = await raw(side, post(CHAT, arrays), timeout=60)
        assert status_of(reply) == 413 and b"max_body_items" in reply
        reply = await raw(side, post(CHAT, nests), timeout=60)
        assert status_of(reply) in (400, 413)
        took = time.monotonic() - t0
        await watcher
    assert max(gaps) < 1.0, (max(gaps), took)


async def test_a_legitimate_megabyte_of_quoted_text_is_taken(fake, predictor):
    """Proves: a 1.1 MB body whose text is full of escaped quotes, commas and brackets (a
    pasted program) is one string: taken, not refused 413 as it was."""
    url, backend = fake
    backend.n_ctx = 1 << 21  # a context that holds it
    text = 'print("a, [b], {c}") # "quoted" ' * 36_000
    body = json.dumps({"model": "m", "messages": [{"role": "user", "content": text}], "max_tokens": 2}).encode()
    assert len(body) > 1_100_000
    async with running_sidecar(url, predictor, max_body_items=1000) as (side, _):
        assert status_of(await raw(side, post(CHAT, body), timeout=30)) == 200


async def test_too_deep_a_body_is_refused_however_it_is_split(fake, predictor):
    url, _ = fake
    deep = b'{"x": ' + b"[" * (MAX_DEPTH + 1) + b"]" * (MAX_DEPTH + 1) + b"}"
    async with running_sidecar(url, predictor) as (side, _):
        assert status_of(await raw(side, post(CHAT, deep))) == 400
