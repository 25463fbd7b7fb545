#!/usr/bin/env python3
"""Soak: the real llama-server through the sidecar at saturation, with clients that give up.

    .venv/bin/python -m experiments.soak --minutes 10 --report docs/soak

Starts llama-server (SmolLM2-135M, one thread) and ``sidecar serve`` in its own process,
then runs ``--clients`` loops that each send one request after another (mixed prompts,
random output caps, streamed or not). A share of them (``--disconnect``) give up: some
while queued, some mid-stream. Every request ends in exactly one of: answered (a complete
reply), rejected (429/503 with Retry-After), cancelled (the client left on purpose) or an
error with a clear status; ``lost`` is what is left over and must be 0. The sidecar's own
counters are checked against the client's view, and its RSS is sampled over time.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import time
from collections import Counter
from pathlib import Path

import aiohttp

from sidecar.tools import llamaserver
from sidecar.tools.simulate import pct

PROMPTS = [
    "What is the capital of Italy?",
    "Write a short poem about rain.",
    "Explain how a bicycle stays upright.",
    "List five fruits.",
    "Is 91 a prime number?",
    "Write a long story about a robot learning to paint.",
    "Summarize the plot of a heist movie in three sentences.",
    "Translate 'good night' into German.",
    "Describe the water cycle step by step, in detail.",
    "Name a famous bridge.",
]


def rss_mb(pid: int) -> float:
    try:
        with open(f"/proc/{pid}/status") as fh:
            for line in fh:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")


async def client_loop(
    s: aiohttp.ClientSession,
    url: str,
    stop_at: float,
    rng: random.Random,
    disconnect: float,
    stats: Counter,
    latencies: list[float],
) -> None:
    while time.monotonic() < stop_at:
        stream = rng.random() < 0.7
        body = {
            "messages": [{"role": "user", "content": rng.choice(PROMPTS)}],
            "max_tokens": rng.choice([16, 32, 64, 128]),
            "stream": stream,
            "temperature": 0.7,
        }
        give_up = rng.random() < disconnect
        stats["sent"] += 1
        t0 = time.monotonic()
        try:
            async with asyncio.timeout(rng.uniform(0.05, 3.0) if give_up else None):
                async with s.post(url + "/v1/chat/completions", json=body) as r:
                    data = await r.read()
                    if r.status == 200:
                        complete = data.rstrip().endswith(b"[DONE]") if stream else b'"choices"' in data
                        stats["answered" if complete else "truncated"] += 1
                        latencies.append(time.monotonic() - t0)
                    elif r.status in (429, 503) and r.headers.get("Retry-After"):
                        stats["rejected"] += 1
                        await asyncio.sleep(float(r.headers["Retry-After"]) * rng.random())
                    else:
                        stats[f"error_{r.status}"] += 1
        except TimeoutError:
            stats["cancelled"] += 1  # the client gave up on purpose
        except aiohttp.ClientError as exc:
            stats[f"client_error_{type(exc).__name__}"] += 1


async def soak(url: str, pid: int, minutes: float, clients: int, disconnect: float, seed: int) -> dict:
    rng = random.Random(seed)
    stats: Counter = Counter()
    latencies: list[float] = []
    rss: list[tuple[float, float]] = []
    t0 = time.monotonic()
    stop_at = t0 + minutes * 60
    conn = aiohttp.TCPConnector(limit=0, force_close=True)
    async with aiohttp.ClientSession(connector=conn, timeout=aiohttp.ClientTimeout(total=900)) as s:
        tasks = [
            asyncio.create_task(client_loop(s, url, stop_at, random.Random(rng.random()), disconnect, stats, latencies))
            for _ in range(clients)
        ]
        while not all(t.done() for t in tasks):
            rss.append((time.monotonic() - t0, rss_mb(pid)))
            elapsed = time.monotonic() - t0
            print(
                f"\r  {elapsed / 60:5.1f} min  sent {stats['sent']}  answered {stats['answered']}  "
                f"cancelled {stats['cancelled']}  rejected {stats['rejected']}  rss {rss[-1][1]:.0f} MB",
                end="",
                file=sys.stderr,
                flush=True,
            )
            await asyncio.sleep(5)
        await asyncio.gather(*tasks)
        print(file=sys.stderr)
        await asyncio.sleep(0.5)
        async with s.get(url + "/sidecar/queue") as r:
            queue = await r.json()
    rss.append((time.monotonic() - t0, rss_mb(pid)))
    accounted = (
        stats["answered"]
        + stats["rejected"]
        + stats["cancelled"]
        + sum(v for k, v in stats.items() if k.startswith(("error_", "client_error_")) or k == "truncated")
    )
    return {
        "stats": dict(stats),
        "lost": stats["sent"] - accounted,
        "latencies": latencies,
        "rss": rss,
        "sidecar_counters": queue["counters"],
        "left_waiting": len(queue["waiting"]),
        "left_running": len(queue["running"]),
        "wall": time.monotonic() - t0,
    }


def write_report(out: Path, res: dict, args: argparse.Namespace) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    out.mkdir(parents=True, exist_ok=True)
    t = [x / 60 for x, _ in res["rss"]]
    m = [y for _, y in res["rss"]]
    fig, ax = plt.subplots(figsize=(7, 3))
    ax.plot(t, m)
    ax.set_xlabel("minutes")
    ax.set_ylabel("sidecar RSS (MB)")
    ax.set_ylim(0, max(m) * 1.3)
    ax.grid(alpha=0.3)
    fig.tight_layout()
    fig.savefig(out / "rss.png", dpi=100)
    plt.close(fig)
    st, c, lat = res["stats"], res["sidecar_counters"], res["latencies"]
    first = [y for x, y in res["rss"] if x >= 60][:1] or m[:1]
    lines = [
        "# Soak test",
        "",
        f"Command: `.venv/bin/python -m experiments.soak --minutes {args.minutes:g} --clients {args.clients} "
        f"--disconnect {args.disconnect} --report {args.report}`",
        "",
        f"llama-server -np {args.slots} -c 4096 -t 1 with SmolLM2-135M; the sidecar in its own process "
        f"(default config); {args.clients} client loops sending back to back (70% streamed, max_tokens "
        f"16-128, temperature 0.7), {args.disconnect:.0%} of requests abandoned by their client after "
        f"0.05-3 s (queued or mid-stream). Ran {res['wall'] / 60:.1f} minutes.",
        "",
        "| sent | answered | rejected (429/503) | cancelled by client | errors | lost |",
        "|---|---|---|---|---|---|",
        f"| {st.get('sent', 0)} | {st.get('answered', 0)} | {st.get('rejected', 0)} | {st.get('cancelled', 0)} | "
        f"{sum(v for k, v in st.items() if k.startswith(('error_', 'client_error_')) or k == 'truncated')} | "
        f"**{res['lost']}** |",
        "",
        f"The sidecar's own counters: submitted {c['submitted']}, completed {c['completed']}, failed {c['failed']}, "
        f"cancelled while waiting {c['cancelled_waiting']}, cancelled while running {c['cancelled_running']}, "
        f"timed out {c['timed_out']}, rejected {c['rejected']}; left waiting {res['left_waiting']}, "
        f"running {res['left_running']}.",
        "",
        f"Latency of answered requests (s): P50 {pct(lat, 50):.1f}, P90 {pct(lat, 90):.1f}, "
        f"P99 {pct(lat, 99):.1f}, max {max(lat) if lat else float('nan'):.1f} (saturated: these include queueing).",
        "",
        f"Sidecar RSS: {m[0]:.0f} MB at start, {first[0]:.0f} MB after a minute, {max(m):.0f} MB peak, "
        f"{m[-1]:.0f} MB at the end.",
        "",
        "![RSS over time](rss.png)",
        "",
    ]
    (out / "report.md").write_text("\n".join(lines))
    (out / "results.json").write_text(json.dumps({k: v for k, v in res.items() if k != "latencies"}, indent=1))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--minutes", type=float, default=10)
    ap.add_argument("--clients", type=int, default=8)
    ap.add_argument("--disconnect", type=float, default=0.15)
    ap.add_argument("--slots", type=int, default=1)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--report", default=None)
    args = ap.parse_args()
    server = llamaserver.start(slots=args.slots, ctx=4096)
    side, url = llamaserver.start_sidecar(server.url)
    try:
        res = asyncio.run(soak(url, side.pid, args.minutes, args.clients, args.disconnect, args.seed))
    finally:
        llamaserver.stop_process(side)
        server.stop()
    print(json.dumps({k: v for k, v in res.items() if k not in ("latencies", "rss")}, indent=1))
    if args.report:
        write_report(Path(args.report), res, args)
        print(f"report written to {args.report}/report.md")
    return 0 if res["lost"] == 0 and side.returncode == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
