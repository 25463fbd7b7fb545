"""Short questions behind a running long reply on a real llama-server: direct, the sidecar
without suspension (``scheduler.preempt: off``) and with it (``auto``), side by side in each
repeat (arm order alternating), and the short questions alone on the idle backend.

Per set-up (``-np 1 -c 8192`` on one thread; llama-server's defaults, 4 slots, on one
thread): one long streamed generation per slot (600 tokens, temperature 0, ``ignore_eos``),
then three short questions (16 tokens, streamed) 2, 3.5 and 5 s later. Reported per arm:
each short question's latency against its idle latency (the target: at most 2x idle +
0.5 s), the long replies' time, how often they were suspended, and whether each long reply's
text equals the same request's uninterrupted text (direct arm).

    .venv/bin/python -m experiments.suspend_resume --repeats 3 --report docs/bench/suspend-resume
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import time

import aiohttp

from sidecar.localhttp import get_json
from sidecar.tools import llamaserver

from .common import report

SETUPS = {"np1": 1, "defaults": None}
SHORT = ["What is the capital of Italy?", "Name a fruit that is yellow.", "What is 12 plus 30?"]
AT = (2.0, 3.5, 5.0)
TOPICS = ("bridges", "clocks", "maps", "ships")


async def one(s: aiohttp.ClientSession, url: str, body: dict) -> tuple[float, str, dict | None]:
    """A streamed chat request: (latency, its text, its usage)."""
    t0 = time.monotonic()
    text, usage = [], None
    async with s.post(url + "/v1/chat/completions", json={**body, "stream": True}) as r:
        assert r.status == 200, await r.text()
        buf = b""
        async for chunk in r.content.iter_any():
            buf += chunk
            while b"\n\n" in buf:
                ev, buf = buf.split(b"\n\n", 1)
                if not ev.startswith(b"data: {"):
                    continue
                obj = json.loads(ev[6:])
                if obj.get("usage"):
                    usage = obj["usage"]
                for c in obj.get("choices") or []:
                    text.append((c.get("delta") or {}).get("content") or "")
    return time.monotonic() - t0, "".join(text), usage


def long_body(topic: str) -> dict:
    essay = f"Write a long essay about the history of {topic}, with many details."
    return {
        "messages": [{"role": "user", "content": essay}],
        "max_tokens": 600,
        "ignore_eos": True,
        "temperature": 0,
        "stream_options": {"include_usage": True},
    }


def short_body(i: int) -> dict:
    return {"messages": [{"role": "user", "content": SHORT[i]}], "max_tokens": 16, "temperature": 0}


async def workload(url: str, n_long: int) -> dict:
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(force_close=True)) as s:
        t0 = time.monotonic()
        longs = [asyncio.create_task(one(s, url, long_body(TOPICS[i]))) for i in range(n_long)]
        shorts = []
        for i, at in enumerate(AT):
            await asyncio.sleep(max(0.0, t0 + at - time.monotonic()))
            shorts.append(asyncio.create_task(one(s, url, short_body(i))))
        long_out = await asyncio.gather(*longs)
        short_out = await asyncio.gather(*shorts)
    return {
        "short": [lat for lat, _, _ in short_out],
        "long": [lat for lat, _, _ in long_out],
        "long_text": [t for _, t, _ in long_out],
        "long_usage": [u for _, _, u in long_out],
    }


async def idle(url: str) -> list[float]:
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(force_close=True)) as s:
        await one(s, url, short_body(0))  # warm
        return [(await one(s, url, short_body(i)))[0] for i in range(len(SHORT))]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--setups", default=",".join(SETUPS))
    ap.add_argument("--report")
    args = ap.parse_args()
    lines = [
        "# Suspending a long reply for short questions (llama-server, SmolLM2-135M, one thread)",
        "",
        "One long streamed reply per slot (600 tokens, temperature 0, ignore_eos), three short questions",
        "(16 tokens) 2, 3.5 and 5 s later; direct, the sidecar with `preempt: off` and `auto`, a fresh",
        "sidecar per arm, arms side by side in each repeat. Latencies in seconds; `same text`: long",
        "replies equal to the direct arm's (temperature 0; llama-server's numerics may differ between",
        "two uninterrupted runs too: compare off against direct).",
        "",
        "| set-up | repeat | arm | short latency (each) | worst short / (2x idle + 0.5) | long s (max) "
        "| suspends | same text | usage completion tokens |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    summary: dict[tuple[str, str], list[float]] = {}
    for name in args.setups.split(","):
        slots = SETUPS[name]
        server = llamaserver.start(slots=slots, ctx=8192 if slots else None, threads=1)
        n_long = slots or len(get_json(server.url + "/slots"))
        try:
            base = asyncio.run(idle(server.url))
            bound = [2 * b + 0.5 for b in base]
            lines.append(f"| {name} | - | idle | {' / '.join(f'{b:.2f}' for b in base)} | - | - | - | - | - |")
            print(lines[-1], flush=True)
            for rep in range(1, args.repeats + 1):
                arms = ["direct", "off", "auto"] if rep % 2 else ["auto", "off", "direct"]
                direct_text: list[str] | None = None
                outs = {}
                for arm in arms:
                    if arm == "direct":
                        outs[arm] = asyncio.run(workload(server.url, n_long))
                        continue
                    proc, side = llamaserver.start_sidecar(server.url, env={"SIDECAR_SCHEDULER_PREEMPT": arm})
                    try:
                        out = asyncio.run(workload(side, n_long))
                        queue = get_json(side + "/sidecar/queue")["backends"][0]
                        out["suspends"] = queue["suspends"]["suspended"]
                    finally:
                        llamaserver.stop_process(proc)
                    outs[arm] = out
                direct_text = outs["direct"]["long_text"]
                for arm in ("direct", "off", "auto"):
                    out = outs[arm]
                    worst = max(lat / b for lat, b in zip(out["short"], bound, strict=True))
                    summary.setdefault((name, arm), []).append(worst)
                    same = sum(t == d for t, d in zip(out["long_text"], direct_text, strict=True))
                    tokens = [u.get("completion_tokens") if u else None for u in out["long_usage"]]
                    lines.append(
                        f"| {name} | {rep} | {arm} | {' / '.join(f'{x:.2f}' for x in out['short'])} | {worst:.2f} "
                        f"| {max(out['long']):.1f} | {out.get('suspends', '-')} | {same}/{n_long} | {tokens} |"
                    )
                    print(lines[-1], flush=True)
        finally:
            server.stop()
    lines += ["", "| set-up | arm | worst short / bound, median (min-max) of repeats |", "|---|---|---|"]
    for (name, arm), worst in summary.items():
        lines.append(f"| {name} | {arm} | {statistics.median(worst):.2f} ({min(worst):.2f}-{max(worst):.2f}) |")
    return report(lines, args.report)


if __name__ == "__main__":
    raise SystemExit(main())
