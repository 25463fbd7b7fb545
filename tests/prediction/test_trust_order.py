"""The order follows the sizes only as far as they have ranked the backend model's replies.

A one-slot fake backend answers one kind of prompt long and the other short: either as the
shipped length model expects (essays long, yes/no questions short) or the other way round.
After a few dozen replies the sidecar is sent a burst behind a running request; the order
the backend ran the burst in is scored on the replies' real lengths against arrival order
and against the shortest-first oracle.
"""

from __future__ import annotations

import asyncio
import itertools

import aiohttp
import pytest

from sidecar.prediction.scorer import LengthPredictor
from tests.conftest import eventually, holding, running_sidecar
from tests.fakes import FakeLlama, run_app

SHORT_LOOKING = "Is {n} a prime number? Answer yes or no."
LONG_LOOKING = "Write a detailed essay about the history of {topic}, with an introduction and a conclusion."
TOPICS = ["bridges", "clocks", "maps", "bread", "paper", "glass", "roads", "ships", "salt", "wool", "tea", "iron"]
LONG, SHORT = 60, 4  # reply tokens
DELAY = 0.0015  # seconds a token


def _prompt(kind: str, i: int) -> str:
    """One of the kind, padded to 120 bytes: the prompts' sizes (which the sidecar knows for
    sure, and orders by whatever its trust) are the same, so only the score tells them apart."""
    text = (
        SHORT_LOOKING.format(n=101 + 2 * i) if kind == "short" else LONG_LOOKING.format(topic=TOPICS[i % 12] + f" {i}")
    )
    return text.ljust(120)


def _backend(inverted: bool) -> FakeLlama:
    backend = FakeLlama(delay=DELAY)

    def tokens(body: dict) -> int:
        text = body["messages"][-1]["content"]
        looks_short = text.startswith("Is ")
        return (LONG if looks_short else SHORT) if inverted else (SHORT if looks_short else LONG)

    backend._tokens = tokens  # type: ignore[method-assign]
    return backend


async def _ask(s: aiohttp.ClientSession, side: str, text: str, rid: str) -> None:
    body = {"model": "m", "messages": [{"role": "user", "content": text}], "max_tokens": 200, "stream": True}
    async with s.post(side + "/v1/chat/completions", json=body, headers={"X-Request-Id": rid}) as r:
        assert r.status == 200
        await r.read()


def _total_wait(order: list[str], service: dict[str, float]) -> float:
    return sum(itertools.accumulate(service[i] for i in order))


async def _burst(s, side: str, backend, blocker: str, texts: list[str], ask) -> tuple[list[str], list[str]]:
    """``texts`` sent as a burst behind ``blocker``, which holds the one slot (the backend's
    gate) until every one of them has queued, one after another; returns the burst's ids in
    the order the backend ran them, and in arrival order."""
    backend.gate = asyncio.Event()
    first = asyncio.create_task(ask(s, side, blocker, "blocker"))
    await eventually(lambda: holding(s, side, 1))
    tasks, arrival = [], []
    for i, text in enumerate(texts):
        tasks.append(asyncio.create_task(ask(s, side, text, f"burst-{i}")))
        arrival.append(f"burst-{i}")
        await eventually(lambda n=i + 2: holding(s, side, n))  # it is queued before the next comes
    backend.gate.set()
    await asyncio.gather(first, *tasks)
    return sorted(arrival, key=lambda rid: backend.spans[rid][0]), arrival


async def _burst_order(inverted: bool) -> tuple[float, float, float, dict]:
    backend = _backend(inverted)
    async with (
        run_app(backend.app()) as url,
        running_sidecar(url, LengthPredictor.load(), learning={"shape_memory": False}) as (side, sidecar),
        aiohttp.ClientSession() as s,
    ):
        for i in range(24):  # what the sidecar learns from: replies one at a time
            await _ask(s, side, _prompt("short" if i % 2 else "long", 100 + i), f"teach-{i}")
        kinds = ["long", "short"] * 6
        ran, arrival = await _burst(
            s, side, backend, _prompt("long", 200), [_prompt(k, i) for i, k in enumerate(kinds)], _ask
        )
        tokens = {rid: (LONG if (k == "short") == inverted else SHORT) for rid, k in zip(arrival, kinds, strict=True)}
        service = {rid: n * DELAY for rid, n in tokens.items()}
        oracle = sorted(arrival, key=lambda rid: (service[rid], arrival.index(rid)))
        async with s.get(side + "/sidecar/calibration") as r:
            trust = (await r.json())["models"]["m"]["trust"]  # what the sidecar says, and why
        assert trust == sidecar.calibration.of("m").trust.describe()
        return _total_wait(ran, service), _total_wait(arrival, service), _total_wait(oracle, service), trust


@pytest.mark.parametrize("inverted", [True, False], ids=["lengths-invert-the-score", "lengths-follow-the-score"])
async def test_the_order_trusts_sizes_only_as_far_as_they_ranked_the_models_replies(inverted):
    ran, arrival, oracle, trust = await _burst_order(inverted)
    if inverted:
        assert trust["weight"] == 0.0, trust
        assert ran <= 1.05 * arrival, (ran, arrival, oracle, trust)  # within 5% of arrival order's wait
    else:
        assert trust["weight"] > 0.9, trust
        assert (arrival - ran) / (arrival - oracle) >= 0.95, (ran, arrival, oracle, trust)  # the full gain stays


LABEL = {"type": "object", "properties": {"label": {"enum": ["yes", "no"]}}, "required": ["label"]}
TEMPLATE = "Label the sentiment of this review as yes (good) or no (bad): "
LONGER, FAST = 300, 0.0002  # reply tokens, seconds a token


async def _known_order(bounded: str) -> tuple[float, float, float, float]:
    """After replies that invert the score (no trust left), a burst of look-alike prompts
    where half the requests say something of their size: by their form (a stop at the
    newline, a JSON schema of two words), or by a template whose replies the shape memory
    has seen be short. Those are the short ones; the others run long, as do typical replies
    here, so that a bound is tighter than the typical length."""
    backend = FakeLlama(delay=FAST)

    def says(body: dict) -> bool:
        text = body["messages"][-1]["content"]
        return bool(body.get("stop") or body.get("response_format") or text.startswith(TEMPLATE))

    def tokens(body: dict) -> int:
        text = body["messages"][-1]["content"]
        if says(body):
            return SHORT
        return LONGER if text.startswith("Is ") else LONG  # inverted: no trust is left

    backend._tokens = tokens  # type: ignore[method-assign]

    def body(text: str, known: str = "") -> dict:
        out = {"model": "m", "messages": [{"role": "user", "content": text}], "max_tokens": 1000, "stream": True}
        if known == "stop":
            out["stop"] = ["\n"]
        if known == "schema":
            out["response_format"] = {"type": "json_schema", "json_schema": {"name": "label", "schema": LABEL}}
        if known == "template":
            out["messages"] = [{"role": "user", "content": (TEMPLATE + text).ljust(160)}]
        return out

    async def ask(s: aiohttp.ClientSession, side: str, b: dict, rid: str) -> None:
        async with s.post(side + "/v1/chat/completions", json=b, headers={"X-Request-Id": rid}) as r:
            assert r.status == 200
            await r.read()

    async with (
        run_app(backend.app()) as url,
        # no aging: against this fast backend the queueing's own seconds would outweigh
        # the sizes' differences, and the order is to show the sizes alone
        running_sidecar(
            url, LengthPredictor.load(), learning={"shape_memory": bounded == "template"}, scheduler={"aging": 0.0}
        ) as (side, sidecar),
        aiohttp.ClientSession() as s,
    ):
        for i in range(12):
            await ask(s, side, body(_prompt("short" if i % 2 else "long", 100 + i)), f"teach-{i}")
        if bounded == "template":  # the template's first replies, which the shape memory keeps
            for i in range(4):
                await ask(s, side, body(f"review {i}: it broke on day one", "template"), f"template-{i}")
        weight = sidecar.calibration.of("m").trust.weight  # what the burst is sized under
        backend.gate = asyncio.Event()
        blocker = asyncio.create_task(ask(s, side, body(_prompt("long", 200)), "blocker"))
        await eventually(lambda: holding(s, side, 1))
        arrival, known, tasks = [], {}, []
        for i in range(12):
            rid = f"burst-{i}"
            k = "" if i % 2 == 0 else bounded if bounded == "template" else ("stop", "schema")[i // 2 % 2]
            text = f"review {10 + i}: the soup was cold" if k == "template" else _prompt("short", i)
            tasks.append(asyncio.create_task(ask(s, side, body(text, k), rid)))
            arrival.append(rid)
            known[rid] = bool(k)
            await eventually(lambda n=i + 2: holding(s, side, n))
        backend.gate.set()
        await asyncio.gather(blocker, *tasks)
        ran = sorted(arrival, key=lambda rid: backend.spans[rid][0])
        service = {rid: (SHORT if known[rid] else LONGER) * FAST for rid in arrival}
        oracle = sorted(arrival, key=lambda rid: (service[rid], arrival.index(rid)))
        return _total_wait(ran, service), _total_wait(arrival, service), _total_wait(oracle, service), weight


@pytest.mark.parametrize("bounded", ["form", "template"], ids=["a-stop-or-a-schema", "a-known-template"])
async def test_what_a_request_says_of_its_size_orders_it_whatever_the_trust(bounded):
    ran, arrival, oracle, weight = await _known_order(bounded)
    assert weight == 0.0  # the score is not believed ...
    assert (arrival - ran) / (arrival - oracle) >= 0.95, (ran, arrival, oracle)  # ... and the known short go first


CAP = 400  # what looks short runs to it, as a small model runs on what strong ones answer in a line
QUICK = 0.0003  # seconds a token
FACTS = ["What year did the Berlin wall fall", "What is the capital of France", "Which planet is the largest"]


async def test_caps_reached_where_the_sizes_said_short_turn_a_fresh_burst_to_arrival_order():
    """A fresh sidecar, no reply learned from: a burst where short factual questions run to
    their cap and requests for essays end at once. After the first caps reached the rest of
    the burst runs in arrival order, not shortest-looking first (the reply that ends next
    is already on its way when the second cap is learned from: three run first)."""
    backend = FakeLlama(delay=QUICK)
    backend._tokens = lambda body: CAP if "?" in body["messages"][-1]["content"] else SHORT  # type: ignore[method-assign]

    def prompt(kind: str, i: int) -> str:  # of one size: arrival order breaks the ties, not prompt size
        text = (
            f"{FACTS[i % 3]} (question {i})?" if kind == "short" else f"Write a long essay on {TOPICS[i % 12]} ({i})."
        )
        return text.ljust(50)

    async def ask(s: aiohttp.ClientSession, side: str, text: str, rid: str) -> None:
        body = {"model": "m", "messages": [{"role": "user", "content": text}], "max_tokens": CAP, "stream": True}
        async with s.post(side + "/v1/chat/completions", json=body, headers={"X-Request-Id": rid}) as r:
            assert r.status == 200
            await r.read()

    async with (
        run_app(backend.app()) as url,
        running_sidecar(url, LengthPredictor.load(), learning={"shape_memory": False}) as (side, sidecar),
        aiohttp.ClientSession() as s,
    ):
        kinds = ["long", "short"] * 8
        # the blocker, a short fact, runs to its cap too
        ran, arrival = await _burst(
            s, side, backend, prompt("short", 99), [prompt(k, i) for i, k in enumerate(kinds)], ask
        )
        service = {rid: (CAP if k == "short" else SHORT) * QUICK for rid, k in zip(arrival, kinds, strict=True)}
        trust = sidecar.calibration.of("m").trust.describe()
    assert service[ran[0]] == CAP * QUICK, (ran, trust)  # the sizes were followed first
    assert trust["weight"] == 0.0, trust
    # then arrival order: within 15% of its wait (shortest-looking first all the way: 1.5x)
    assert _total_wait(ran, service) <= 1.15 * _total_wait(arrival, service), (ran, trust)
