"""A claim about a reply's size (a form's bound, a stated size) is believed while the
claimant's replies keep theirs; one broken claim costs the claimant its advantage at once."""

from __future__ import annotations

import asyncio
import time

import aiohttp

from sidecar.prediction.claims import FORGIVE_SECONDS, FORM, RECOVER_KEPT, WORDS, Claims

from ..conftest import eventually, holding, running_sidecar
from ..fakes import FakeLlama, run_app


def test_a_broken_claim_costs_its_tenant_and_its_template_that_kind_of_claim():
    c = Claims()
    assert c.believed("t", (7,), FORM, now=0.0)
    c.observe("t", (7,), FORM, kept=False, now=1.0)
    assert not c.believed("t", (8,), FORM, now=2.0)  # the tenant, any template
    assert c.believed("t", (8,), WORDS, now=2.0)  # a form's bound broken says nothing of words
    assert not c.believed("u", (7,), FORM, now=2.0)  # the template, any tenant
    assert c.believed("u", (9,), FORM, now=2.0)


def test_a_tenant_is_believed_again_after_kept_claims_or_time():
    c = Claims()
    c.observe("t", (), WORDS, kept=False, now=0.0)
    for _ in range(RECOVER_KEPT - 1):
        c.observe("t", (), WORDS, kept=True, now=1.0)
    assert not c.believed("t", (), WORDS, now=1.0)
    c.observe("t", (), WORDS, kept=True, now=1.0)
    assert c.believed("t", (), WORDS, now=1.0)
    c.observe("t", (), WORDS, kept=False, now=2.0)
    assert not c.believed("t", (), WORDS, now=3.0)
    assert c.believed("t", (), WORDS, now=2.0 + FORGIVE_SECONDS)


ESSAY = "Write an essay about the history of the printing press."
OTHER = "Write a short poem about the sea."


async def test_a_declared_bound_that_replies_break_stops_buying_queue_position(predictor):
    """Proves: an essay asked with a stop at the newline (a bound of one line) whose reply
    runs 600 tokens without one goes first once; after its reply broke the bound, the same
    request in eight more rounds waits its turn among the others (it went first in 9 of 9
    rounds before: nine broken bounds taught the sidecar nothing)."""
    backend = FakeLlama(delay=0.0001)
    backend._tokens = lambda body: 600 if body.get("stop") else 150  # type: ignore[method-assign]

    async def ask(s: aiohttp.ClientSession, side: str, body: dict, rid: str) -> None:
        async with s.post(side + "/v1/chat/completions", json=body, headers={"X-Request-Id": rid}) as r:
            assert r.status == 200
            await r.read()

    def body(text: str, **kw) -> dict:
        return {"model": "m", "messages": [{"role": "user", "content": text}], "max_tokens": 1000, **kw}

    first = []
    async with (
        run_app(backend.app()) as url,
        running_sidecar(url, predictor, scheduler={"aging": 0.0}) as (side, _),
        aiohttp.ClientSession() as s,
    ):
        for rnd in range(9):
            backend.gate = asyncio.Event()
            tasks = [asyncio.create_task(ask(s, side, body(OTHER), f"block-{rnd}"))]
            await eventually(lambda: holding(s, side, 1))
            for i in range(3):
                tasks.append(asyncio.create_task(ask(s, side, body(f"{OTHER} ({i})"), f"other-{rnd}-{i}")))
                await eventually(lambda n=i + 2: holding(s, side, n))
            tasks.append(asyncio.create_task(ask(s, side, body(ESSAY, stop=["\n"]), f"essay-{rnd}")))
            await eventually(lambda: holding(s, side, 5))
            backend.gate.set()
            await asyncio.gather(*tasks)
            mine = [rid for rid in backend.spans if rid.split("-")[1] == str(rnd) and not rid.startswith("block")]
            after = sorted(mine, key=lambda r: backend.spans[r][0])
            assert len(after) == 4
            first.append(after[0].startswith("essay"))
    assert first[0] and sum(first) == 1, first


async def test_a_reply_that_outgrows_its_claim_costs_it_while_it_still_runs(predictor):
    """Proves: a stream asked for in one word that runs on costs its tenant the credit of
    stated sizes as soon as it has outgrown what one word allows, while it still streams
    (the tenant's next "one word" waits its turn now, not after this reply's end); its end
    does not count the broken claim twice."""
    backend = FakeLlama(delay=0.01)
    backend._tokens = lambda body: 300  # type: ignore[method-assign]
    body = {
        "model": "m",
        "messages": [{"role": "user", "content": "Answer in one word: what colour is the sky on a clear day?"}],
        "max_tokens": 1000,
        "stream": True,
    }

    async def ask(s: aiohttp.ClientSession, side: str) -> int:
        async with s.post(side + "/v1/chat/completions", json=body) as r:
            return len(await r.read())

    async with (
        run_app(backend.app()) as url,
        running_sidecar(url, predictor) as (side, sidecar),
        aiohttp.ClientSession() as s,
    ):
        claims = sidecar.requests.sizer.claims
        reply = asyncio.create_task(ask(s, side))
        await eventually(lambda: claims.broken == 1)
        assert not reply.done()  # 300 tokens 10 ms apart: it has seconds left to run
        tenant = sidecar.requests.tenants.identify({}, "127.0.0.1")
        assert not claims.believed(tenant, (), WORDS, now=time.monotonic())
        assert await reply > 0
        await eventually(lambda: len(sidecar.outcomes) >= 1)  # its end was learned from
        assert claims.broken == 1
