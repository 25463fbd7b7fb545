"""The live dashboard: its data, its guard, its cost, and the page in a real browser."""

from __future__ import annotations

import asyncio
import json
import os
import re
import time
from pathlib import Path

import aiohttp
import pytest

from devtools import chromium
from sidecar.records.recorder import RecentOutcome as Outcome
from sidecar.web.dashboard import page, ranking
from tests import REPO
from tests.conftest import eventually, holding, running_sidecar
from tests.fakes import FakeLlama, run_app

CHAT = "/v1/chat/completions"
ARTIFACTS = Path(os.environ.get("SIDECAR_TEST_ARTIFACTS", REPO / "artifacts"))

LONG = "Write a detailed, comprehensive 2000 word essay on the history of Rome, step by step."
SHORTS = ["Answer yes or no: is 7 prime?", "Name a colour.", "Say hi.", "What is 2+2?"]
MEDIUM = "Explain how a bicycle works in a few paragraphs."


def chat(text: str, max_tokens: int) -> dict:
    return {"messages": [{"role": "user", "content": text}], "max_tokens": max_tokens, "stream": True}


def o(pred: float, actual: int | None, truncated: bool = False) -> Outcome:
    return Outcome(0.0, pred, actual, truncated, 0.0, 1.0, "short", "b", "t", "ok")


def test_ranking_counts_pairs_at_least_twice_apart():
    assert ranking([o(10, 10), o(20, 15)]) == (None, 0)  # no pair 2x apart
    score, pairs = ranking([o(10, 10), o(50, 40), o(30, 100), o(5, 500, truncated=True)])
    # pairs 2x apart among the three untruncated: (10,40) right, (10,100) right, (40,100) wrong
    assert pairs == 3 and score == pytest.approx(2 / 3)


def test_the_page_is_one_file_with_nothing_from_the_network():
    html = page().decode()
    assert "<script src" not in html and "<link" not in html and "@import" not in html
    assert not re.search(r"https?://", html)


async def _queue_behind_a_long_one(s: aiohttp.ClientSession, side: str) -> list[asyncio.Task]:
    """The long one generates 400 tokens, the five behind it 120 and 40 each: at the fake
    backend's 0.01 s a token, 4 s and then 2.8 s together; at 0.003 s, 1.2 s and 0.8 s."""
    tasks = [asyncio.create_task(s.post(side + CHAT, json=chat(LONG, 400)))]
    await eventually(lambda: holding(s, side, 1))  # the long one runs
    for text, cap in [(MEDIUM, 120), *[(t, 40) for t in SHORTS]]:
        tasks.append(asyncio.create_task(s.post(side + CHAT, json=chat(text, cap))))
    await eventually(lambda: holding(s, side, len(tasks)))
    return tasks


async def test_state_shows_the_queue_in_the_sidecars_order_and_then_the_outcomes(predictor):
    backend = FakeLlama(delay=0.003)
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, sc):
        async with aiohttp.ClientSession() as s:
            tasks = await _queue_behind_a_long_one(s, side)
            async with s.get(side + "/sidecar/ui/state") as r:
                state = await r.json()
            async with s.get(side + "/sidecar/queue") as r:
                queue = await r.json()
            for t in tasks:
                await (await t).read()
            async with s.get(side + "/sidecar/ui/state") as r:
                after = await r.json()
    waiting = [w["request_id"] for w in state["queue"]["waiting"]]
    assert waiting == [w["request_id"] for w in queue["waiting"]] and len(waiting) == 5
    sizes = [w["predicted_seconds"] for w in state["queue"]["waiting"]]
    assert sizes == sorted(sizes)
    assert [r["tokens_so_far"] >= 0 for r in state["queue"]["running"]] == [True]
    assert len(after["outcomes"]) == 6
    assert sorted(x["actual"] for x in after["outcomes"]) == [40, 40, 40, 40, 120, 400]
    assert all(x["status"] == "ok" for x in after["outcomes"])
    assert after["queue"]["waiting"] == [] and after["model"]["version"] == predictor.version
    assert after["series"] and after["throughput_tokens_per_s"] > 0


async def test_the_dashboard_sits_behind_the_admin_guard_and_takes_a_token_once(predictor):
    backend = FakeLlama()
    async with (
        run_app(backend.app()) as url,
        running_sidecar(url, predictor, admin={"token": "t0k"}) as (side, sc),
        aiohttp.ClientSession() as s,
    ):
        async with s.get(side + "/sidecar/ui") as r:
            assert r.status == 401
        async with s.get(side + "/sidecar/ui?token=wrong") as r:
            assert r.status == 401
        async with s.get(side + "/sidecar/ui?token=t0k") as r:
            assert r.status == 200 and r.content_type == "text/html"
            assert r.headers["Referrer-Policy"] == "no-referrer"
        async with s.get(side + "/sidecar/ui/state?token=t0k") as r:
            assert r.status == 401  # data only with the header the page sends
        async with s.get(side + "/sidecar/ui/state", headers={"Authorization": "Bearer t0k"}) as r:
            assert r.status == 200


async def test_two_open_dashboards_share_one_state_build(predictor):
    backend = FakeLlama(delay=0.02, max_gen=20)
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, sc):
        sc.dashboard.interval = 0.1

        async def read_events(s: aiohttp.ClientSession, n: int) -> int:
            got = 0
            async with s.get(side + "/sidecar/ui/events") as r:
                assert r.headers["Content-Type"] == "text/event-stream"
                async for line in r.content:
                    if line.startswith(b"data: "):
                        json.loads(line[6:])
                        got += 1
                        if got == n:
                            return got
            return got

        async with aiohttp.ClientSession() as s:
            load = [asyncio.create_task(s.post(side + CHAT, json=chat(f"q{i}", 20))) for i in range(5)]
            counts = await asyncio.gather(read_events(s, 4), read_events(s, 4))
            for t in load:
                (await t).release()
    assert counts == [4, 4]
    assert sc.dashboard.builds <= 6  # one build served both streams (4 events each)


@pytest.mark.slow
async def test_the_page_in_a_real_browser_follows_the_queue(predictor):
    """Headless Chromium opens the dashboard while requests wait behind a long one: the
    page lists them in the sidecar's order with their predicted sizes, then updates as they
    complete. Screenshots (desktop and phone width) go to artifacts/."""
    try:
        chromium.find()
    except chromium.NotInstalled as exc:
        pytest.skip(f"no browser here: {exc} (scripts/setup installs it as root with apt)")
    # the backend holds the long one until the page has shown the queue behind it: a
    # browser that takes seconds to start on a loaded machine must not find it gone
    backend = FakeLlama(delay=0.01, gate=asyncio.Event())
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, sc):
        async with aiohttp.ClientSession() as s:
            tasks = await _queue_behind_a_long_one(s, side)
            async with chromium.open_page(side + "/sidecar/ui") as page:
                rows = await page.wait_for(
                    "(() => { const r = [...document.querySelectorAll('#waiting tbody tr[data-request-id]')];"
                    " return r.length === 5 && r.map(x => [x.dataset.requestId, +x.dataset.predicted]); })()"
                )
                async with s.get(side + "/sidecar/queue") as r:
                    queue = await r.json()
                expected = [(w["request_id"], w["predicted_tokens"]) for w in queue["waiting"]]
                assert [tuple(x) for x in rows] == [(i, p) for i, p in expected]
                running = await page.evaluate("document.querySelector('#running tbody tr').textContent")
                assert "/" in running  # tokens so far / predicted
                await page.screenshot(ARTIFACTS / "dashboard-1280.png")
                backend.gate.set()
                t0 = time.monotonic()
                await page.wait_for(
                    "document.querySelectorAll('#waiting tbody tr[data-request-id]').length < 5", timeout=30
                )
                marks = "document.querySelectorAll('#scatter circle, #scatter path').length"  # replies plotted
                await page.wait_for(marks + " >= 6", timeout=60)
                assert time.monotonic() - t0 < 60
                await page.evaluate("document.getElementById('pause').focus()")
                assert await page.evaluate("document.activeElement.id") == "pause"
                await page.resize(390, 844, mobile=True)
                await asyncio.sleep(0.3)
                width = await page.evaluate("document.documentElement.scrollWidth")
                assert width <= 400, f"the page is {width} px wide at a phone's 390"
                await page.screenshot(ARTIFACTS / "dashboard-390.png")
            for t in tasks:
                await (await t).read()
