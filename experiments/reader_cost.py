"""What reading every request for learning costs the backend: decode speed and dispatch
delay, the sidecar with the second stage reading to learn against the sidecar without it.

    .venv/bin/python -m experiments.reader_cost --report docs/learning/reader-cost

llama-server (-np 1, one thread) with SmolLM2-135M-Instruct; in front, in turn, a sidecar
with `reader.enabled: false` and one with `reader.enabled: true` (its own llama-server for
embeddings, one thread at niceness 10) keeping vectors (`reader.learn`, the default). Each
arm sends ``--n`` chat requests one after another (``--cap`` tokens each, temperature 0):
every request finds the slot free and is dispatched at once, so the reader reads each one
when it is idle, while the backend decodes the next. Per arm: the backend's decode speed
(its own `timings.predicted_per_second`), the sidecar's queue wait per request
(X-Queue-Seconds: a read must never delay a dispatch), and how many vectors were kept.
Arms alternate, ``--repeats`` times; the decode ratio is reading over not reading.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import time

import aiohttp

from experiments.common import report
from experiments.refit_guard import many_model_prompts
from sidecar.localhttp import get_json
from sidecar.tools import llamaserver


async def run_arm(url: str, prompts: list[str], cap: int) -> dict:
    speeds, queue = [], []
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(force_close=True)) as s:
        for text in prompts:
            body = {"messages": [{"role": "user", "content": text}], "max_tokens": cap, "temperature": 0, "seed": 7}
            async with s.post(url + "/v1/chat/completions", json=body) as r:
                got = await r.json()
                queue.append(float(r.headers.get("X-Queue-Seconds", "0")))
            speeds.append(got["timings"]["predicted_per_second"])
    return {"decode": statistics.mean(speeds), "queue_max": max(queue), "queue_mean": statistics.mean(queue)}


def health(url: str) -> dict:
    return get_json(url + "/sidecar/health", timeout=10)["reader"]


async def main_async(args: argparse.Namespace) -> int:
    t0 = time.time()
    pool = [t for t, _ in many_model_prompts(1500)]
    server = llamaserver.start(slots=1, ctx=4096, threads=1)
    rows = []
    try:
        for rep in range(args.repeats):
            prompts = pool[rep * args.n : (rep + 1) * args.n]
            row = {}
            for arm in ["off", "reading"] if rep % 2 == 0 else ["reading", "off"]:
                env = {"SIDECAR_READER_ENABLED": "true" if arm == "reading" else "false"}
                proc, url = llamaserver.start_sidecar(server.url, env=env)
                try:
                    if arm == "reading":  # the reader's own server has started and read its fingerprint
                        for _ in range(600):
                            if health(url).get("state") == "running":
                                break
                            await asyncio.sleep(0.1)
                    row[arm] = await run_arm(url, prompts, args.cap)
                    if arm == "reading":
                        await asyncio.sleep(3.0)  # the last ones are read when idle
                        row[arm]["reader"] = health(url)
                finally:
                    llamaserver.stop_process(proc)
                print(f"  repeat {rep + 1} {arm}: {json.dumps(row[arm])}", file=sys.stderr)
            rows.append(row)
    finally:
        server.stop()
    ratios = [r["reading"]["decode"] / r["off"]["decode"] for r in rows]
    lines = [
        "# What reading every request for learning costs",
        "",
        f"Made by `.venv/bin/python -m experiments.reader_cost --n {args.n} --cap {args.cap} --repeats {args.repeats}` "
        f"in {(time.time() - t0) / 60:.0f} min (llama-server -np 1 -t 1, SmolLM2-135M-Instruct; the reader's "
        "llama-server -t 1 at niceness 10; 2 cores).",
        "",
        "| repeat | decode tok/s, no reader | decode tok/s, reading to learn | ratio | longest queue wait, no reader / reading (s) | vectors kept | read when idle |",
        "|---|---|---|---|---|---|---|",
    ]
    for i, (r, q) in enumerate(zip(rows, ratios, strict=True), 1):
        rd = r["reading"]["reader"]
        lines.append(
            f"| {i} | {r['off']['decode']:.1f} | {r['reading']['decode']:.1f} | {q:.3f} | "
            f"{r['off']['queue_max']:.3f} / {r['reading']['queue_max']:.3f} | {rd.get('vectors_kept')} | "
            f"{rd.get('read_when_idle')} |"
        )
    lines += [
        "",
        f"Decode speed while reading, as a share of without: {', '.join(f'{q:.3f}' for q in ratios)} "
        f"(mean {statistics.mean(ratios):.3f}; target >= 0.95: {'met' if min(ratios) >= 0.95 else 'not met'}).",
    ]
    return report(lines, args.report)


def main() -> int:
    ap = argparse.ArgumentParser(allow_abbrev=False, description=__doc__.split("\n")[0])
    ap.add_argument("--n", type=int, default=24)
    ap.add_argument("--cap", type=int, default=128)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--report")
    return asyncio.run(main_async(ap.parse_args()))


if __name__ == "__main__":
    sys.exit(main())
