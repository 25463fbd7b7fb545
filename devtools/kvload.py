"""KV-headroom load test: long-answer requests into llama-server with a shared KV pool.

    python -m devtools.kvload [--n 8] [--cap 500] [--slots 4] [--ctx 2048]

llama-server runs with ``-np SLOTS --kv-unified -c CTX``: the slots share one KV pool of
CTX tokens. The same burst of long-answer requests is sent directly, then through the
sidecar (``backend.kv_budget`` = CTX). Direct, the server admits every request into a slot
and fails them when the pool runs out ("Context size has been exceeded"). Through the
sidecar, a request starts only when its reservation fits; the script polls the sidecar's
queue endpoint to check that reserved tokens never exceed the budget.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import time
from typing import Any

import aiohttp

from sidecar.tools import llamaserver

PROMPT = "Write a very long, detailed story about a dragon who learns to bake bread. Chapter {i}."


async def _burst(url: str, n: int, cap: int) -> list[dict[str, Any]]:
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(force_close=True, limit=0)) as s:

        async def one(i: int) -> dict[str, Any]:
            body = {
                "messages": [{"role": "user", "content": PROMPT.format(i=i)}],
                "max_tokens": cap,
                "temperature": 0,
                "seed": i,
            }
            t0 = time.monotonic()
            try:
                async with s.post(url + "/v1/chat/completions", json=body) as r:
                    d = await r.json(content_type=None)
                    choice = (d.get("choices") or [{}])[0]
                    return {
                        "status": r.status,
                        "tokens": (d.get("usage") or {}).get("completion_tokens"),
                        "finish": choice.get("finish_reason"),
                        "error": (d.get("error") or {}).get("message"),
                        "seconds": round(time.monotonic() - t0, 1),
                    }
            except aiohttp.ClientError as exc:
                return {
                    "status": type(exc).__name__,
                    "tokens": None,
                    "finish": None,
                    "error": str(exc),
                    "seconds": round(time.monotonic() - t0, 1),
                }

        return list(await asyncio.gather(*(one(i) for i in range(n))))


async def _watch(url: str, stop: asyncio.Event, out: dict[str, Any]) -> None:
    async with aiohttp.ClientSession() as s:
        while not stop.is_set():
            async with s.get(url + "/sidecar/queue") as r:
                q = await r.json()
            out["max_reserved"] = max(out.get("max_reserved", 0), q["kv_reserved"])
            out["max_running"] = max(out.get("max_running", 0), len(q["running"]))
            out["budget"] = q["kv_budget"]
            out["counters"] = q["counters"]
            await asyncio.sleep(0.05)


def summarize(results: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "completed": sum(1 for r in results if r["status"] == 200),
        "errors": sum(1 for r in results if r["status"] != 200),
        "error_messages": sorted({r["error"] for r in results if r["error"]}),
        "hit_cap": sum(1 for r in results if r["finish"] == "length"),
        "tokens": sum(r["tokens"] or 0 for r in results),
        "wall_seconds": max((r["seconds"] for r in results), default=0.0),
    }


async def compare(n: int, cap: int, slots: int, ctx: int) -> dict[str, Any]:
    server = llamaserver.start(slots=slots, ctx=ctx, kv_unified=True)
    try:
        direct = summarize(await _burst(server.url, n, cap))
        proc, side = llamaserver.start_sidecar(server.url, env={"SIDECAR_BACKEND_KV_BUDGET": str(ctx)})
        try:
            stop, watched = asyncio.Event(), dict[str, Any]()
            watcher = asyncio.create_task(_watch(side, stop, watched))
            via = summarize(await _burst(side, n, cap))
            await asyncio.sleep(0.2)
            stop.set()
            await watcher
        finally:
            llamaserver.stop_process(proc)
        via.update({k: watched.get(k) for k in ("max_reserved", "budget", "max_running")})
        via["overcommit_tokens"] = (watched.get("counters") or {}).get("overcommit_tokens")
        return {
            "setup": f"llama-server -np {slots} --kv-unified -c {ctx}; {n} requests, max_tokens {cap}",
            "direct": direct,
            "sidecar": via,
        }
    finally:
        server.stop()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=8)
    ap.add_argument("--cap", type=int, default=500)
    ap.add_argument("--slots", type=int, default=4)
    ap.add_argument("--ctx", type=int, default=2048)
    args = ap.parse_args()
    print(json.dumps(asyncio.run(compare(args.n, args.cap, args.slots, args.ctx)), indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
