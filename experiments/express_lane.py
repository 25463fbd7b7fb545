"""The express lane on a real llama-server: short questions while long generations run,
the lane on against off, side by side in each repeat (order alternating).

Per backend set-up (``-np 2`` on one thread, ``-np 2`` on two, and llama-server's defaults
on one thread): four long generations (300 tokens each, ``ignore_eos``) sent at once, then
short questions (16 tokens) one every 1.5 s while they run, all streamed. Reported per arm: the short
questions' wait in the sidecar's queue (``X-Queue-Seconds``) P50 / P95 and latency, and
the long jobs' throughput (their tokens over the time from the first sent to the last
done); and, beside the lane forced on and off, ``auto``: what it concluded from the decode
rates it measured during the run, and what that cost.

    .venv/bin/python -m experiments.express_lane --repeats 3 --report docs/bench/express-lane
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time

import aiohttp

from sidecar.localhttp import get_json
from sidecar.request.keepalive import waited_from
from sidecar.tools import llamaserver

from .common import report

SETUPS = {"np2-t1": (2, 1), "np2-t2": (2, 2), "defaults-t1": (None, 1)}
SHORT = [
    "What is the capital of Italy?",
    "Name a fruit that is yellow.",
    "What is 12 plus 30?",
    "Give one word for 'fast'.",
    "Which ocean is the largest?",
    "How many legs does a spider have?",
    "What colour is the sky on a clear day?",
    "Name a metal that is liquid at room temperature.",
]
SAMPLING = {"temperature": 0, "seed": 1}


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, round(p * (len(xs) - 1)))]


async def workload(side: str, n_short: int) -> dict:
    longs_sent = time.monotonic()
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(force_close=True)) as s:

        async def one(body: dict) -> tuple[float, float, int]:
            """Streamed, as a chat UI asks: the sidecar measures decode rates from streams."""
            t0 = time.monotonic()
            async with s.post(side + "/v1/chat/completions", json={**body, "stream": True}) as r:
                assert r.status == 200, await r.text()
                head = r.headers.get("X-Queue-Seconds")
                tokens, waited = 0, (None if head is None else float(head))
                async for line in r.content:
                    if line.startswith(b"data: {") and b'"content"' in line:
                        tokens += 1
                    elif waited is None:
                        waited = waited_from(line)  # its head came while it waited
                return float(waited or 0.0), time.monotonic() - t0, tokens

        essay = "Write a long essay about the history of {}, with many details."
        longs = [
            asyncio.create_task(
                one(
                    {
                        "messages": [{"role": "user", "content": essay.format(t)}],
                        "max_tokens": 300,
                        "ignore_eos": True,
                        **SAMPLING,
                    }
                )
            )
            for t in ("bridges", "clocks", "maps", "ships")
        ]
        shorts = []
        for i in range(n_short):
            await asyncio.sleep(1.5 if i else 0.5)
            if all(t.done() for t in longs):
                break
            body = {"messages": [{"role": "user", "content": SHORT[i % len(SHORT)]}], "max_tokens": 16, **SAMPLING}
            shorts.append(asyncio.create_task(one(body)))
        long_out = await asyncio.gather(*longs)
        long_done = time.monotonic()
        short_out = await asyncio.gather(*shorts)
    tokens = sum(t for _, _, t in long_out)
    return {
        "short_wait": [w for w, _, _ in short_out],
        "short_latency": [lat for _, lat, _ in short_out],
        "long_tps": tokens / (long_done - longs_sent),
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--shorts", type=int, default=8)
    ap.add_argument("--setups", default=",".join(SETUPS))
    ap.add_argument("--report")
    args = ap.parse_args()
    lines = [
        "# The express lane on llama-server (SmolLM2-135M)",
        "",
        "Four long generations at once, then a short question every 1.5 s while they run; lane on, off and",
        "auto side by side in each repeat. Waits are the sidecar's queue wait of each short question; auto",
        "decides from the decode rates it measures during the run (a fresh sidecar each arm).",
        "",
        "| set-up | arm | repeat | short wait P50 s | short wait P95 s | short latency P95 s | long tok/s | auto says |",
        "|---|---|---|---|---|---|---|---|",
    ]
    summary: dict[tuple[str, str], list[dict]] = {}
    for name in args.setups.split(","):
        slots, threads = SETUPS[name]
        server = llamaserver.start(slots=slots, ctx=None if slots is None else 4096, threads=threads)
        try:
            for rep in range(1, args.repeats + 1):
                arms = ["on", "off", "auto"] if rep % 2 else ["auto", "off", "on"]
                for arm in arms:
                    proc, side = llamaserver.start_sidecar(server.url, env={"SIDECAR_SCHEDULER_EXPRESS_LANE": arm})
                    try:
                        out = asyncio.run(workload(side, args.shorts))
                        # what auto would conclude from the same replies' decode rates
                        says = get_json(side + "/sidecar/queue")["backends"][0].get("express_lane", "")
                    finally:
                        llamaserver.stop_process(proc)
                    summary.setdefault((name, arm), []).append(out)
                    lines.append(
                        f"| {name} | {arm} | {rep} | {pct(out['short_wait'], 0.5):.2f} | {pct(out['short_wait'], 0.95):.2f} "
                        f"| {pct(out['short_latency'], 0.95):.2f} | {out['long_tps']:.1f} | {says} |"
                    )
                    print(lines[-1], flush=True)
        finally:
            server.stop()
    lines += [
        "",
        "| set-up | short wait P95 s, on / off / auto (median of repeats) | long tok/s on / off / auto "
        "| cost on | cost auto (range) |",
        "|---|---|---|---|---|",
    ]
    for name in args.setups.split(","):
        by_arm = [summary.get((name, a), []) for a in ("on", "off", "auto")]
        if not all(by_arm):
            continue
        p95 = [statistics.median(pct(r["short_wait"], 0.95) for r in arm) for arm in by_arm]
        tps = [statistics.median(r["long_tps"] for r in arm) for arm in by_arm]
        off = {i: r["long_tps"] for i, r in enumerate(by_arm[1])}
        auto_costs = [1 - r["long_tps"] / off[i] for i, r in enumerate(by_arm[2]) if i in off]
        lines.append(
            f"| {name} | {p95[0]:.2f} / {p95[1]:.2f} / {p95[2]:.2f} | {tps[0]:.1f} / {tps[1]:.1f} / {tps[2]:.1f} "
            f"| {1 - tps[0] / tps[1]:+.1%} | {1 - tps[2] / tps[1]:+.1%} ({min(auto_costs):+.1%} to {max(auto_costs):+.1%}) |"
        )
    return report(lines, args.report)


if __name__ == "__main__":
    raise SystemExit(main())
