#!/usr/bin/env python3
"""Fair shares on a real llama-server (``-np 1``, SmolLM2-135M, one thread).

Tenant A sends 20 short requests at once; 0.3 s later tenant B sends one larger request.
For each arm (fair share on, off, and on with A's requests marked batch) and each repeat,
it prints B's queue wait (its ``X-Queue-Seconds``), how many of A's jobs were admitted
after B arrived and before B, A's median service time, and B's wait in units of it.

    .venv/bin/python -m experiments.fairness_bench [--repeats 3]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time

import aiohttp

from sidecar.tools import llamaserver

ARMS = {"fair": ("true", "interactive"), "off": ("false", "interactive"), "fair, A batch": ("true", "batch")}
SAMPLING = {"temperature": 0, "seed": 42}


async def one_run(side: str, a_priority: str) -> dict[str, float]:
    async def send(s: aiohttp.ClientSession, text: str, cap: int, headers: dict) -> tuple[float, float, float]:
        t0 = time.monotonic()
        body = {"messages": [{"role": "user", "content": text}], "max_tokens": cap, **SAMPLING}
        async with s.post(side + "/v1/chat/completions", json=body, headers=headers) as r:
            await r.read()
            if r.status != 200:
                raise RuntimeError(f"status {r.status}")
            return t0, t0 + float(r.headers["X-Queue-Seconds"]), time.monotonic()

    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(force_close=True)) as s:
        a_head = {"X-Tenant": "A", "X-Priority": a_priority}
        a = [asyncio.create_task(send(s, f"Say hello to person number {i}.", 8, a_head)) for i in range(20)]
        await asyncio.sleep(0.3)
        b = await send(s, "Write a detailed essay about the history of bridges.", 48, {"X-Tenant": "B"})
        a_times = [await t for t in a]
    service = statistics.median(done - adm for _, adm, done in a_times)
    return {
        "b_wait": b[1] - b[0],
        "a_waiting_at_b": sum(1 for _, adm, _ in a_times if adm > b[0]),
        "a_passed_b": sum(1 for _, adm, _ in a_times if b[0] < adm < b[1]),
        "a_service": service,
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--repeats", type=int, default=3)
    args = ap.parse_args()
    print("starting llama-server -np 1 -t 1 (SmolLM2-135M)", file=sys.stderr)
    with llamaserver.running(slots=1, ctx=2048) as server:
        rows = []
        for rep in range(args.repeats):
            for arm, (fair, a_priority) in ARMS.items():
                proc, side = llamaserver.start_sidecar(
                    server.url, env={"SIDECAR_TENANTS_FAIR_SHARE": fair, "SIDECAR_TENANTS_HEADER_NAMES": "any"}
                )
                try:
                    r = asyncio.run(one_run(side, a_priority))
                finally:
                    llamaserver.stop_process(proc)
                rows.append((arm, rep + 1, r))
                print(f"  {arm:<14} repeat {rep + 1}: B waited {r['b_wait']:.2f} s", file=sys.stderr)
    print(
        "| arm | repeat | A waiting when B came | A admitted before B | B's wait s | A's median service s | B's wait in A jobs |"
    )
    print("|---|---|---|---|---|---|---|")
    for arm, rep, r in rows:
        print(
            f"| {arm} | {rep} | {r['a_waiting_at_b']} | {r['a_passed_b']} | {r['b_wait']:.2f} | "
            f"{r['a_service']:.2f} | {r['b_wait'] / r['a_service']:.1f} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
