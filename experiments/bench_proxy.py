#!/usr/bin/env python3
"""What the sidecar adds: latency on an idle backend, and memory with many waiting clients.

    .venv/bin/python -m experiments.bench_proxy [--requests 400] [--waiting 2000]

1. Added latency. A minimal backend (a separate process) answers at once, so what is
   measured is the proxy: parse, features, prediction, admission, relay. Direct and
   through-the-sidecar calls alternate one by one on keep-alive connections; it prints
   p50/p99 of both and of the difference, for non-streamed replies and for time to the
   first streamed chunk.
2. Waiting clients. The backend holds the first request, so every other one waits in
   the sidecar's queue; it prints the sidecar's RSS before, while N clients wait, and
   after they are served.

With ``--dashboards N`` the latency measurement runs three times, side by side: with no
dashboard open, with N dashboards streaming (``GET /sidecar/ui/events``, as an open page
does), and with none again.

With ``--floor`` a bare relay joins the latency measurement, alternating call by call with
the direct and sidecar calls: the smallest reverse proxy aiohttp makes (read the body, post
it to the backend on a pooled connection, copy the reply back chunk by chunk; in its own
process). What it adds is the floor of any proxy written this way on this machine; the
sidecar's own work is what it adds above that.

With ``--refit`` the sidecar's state directory is seeded with a 400-line traffic log and
the latency measurement runs twice, side by side: once idle, once while background refits
(``POST /sidecar/refit``, one after another) run in their child process.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import aiohttp
from aiohttp import web

from sidecar.localhttp import free_port, get_json, post_json, wait_ready
from sidecar.tools.llamaserver import start_sidecar, stop_process
from sidecar.tools.simulate import pct

CHUNKS = [b'data: {"choices":[{"index":0,"delta":{"content":"t%d "}}]}\n\n' % i for i in range(8)]
FINAL = (
    b'data: {"choices":[{"index":0,"delta":{},"finish_reason":"stop"}],'
    b'"timings":{"prompt_n":20,"prompt_ms":1.0,"predicted_n":8,"predicted_ms":1.0}}\n\ndata: [DONE]\n\n'
)
PLAIN = json.dumps(
    {
        "choices": [{"index": 0, "message": {"role": "assistant", "content": "ok"}, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": 20, "completion_tokens": 8, "total_tokens": 28},
    }
).encode()


def backend_main(port: int) -> None:
    """The instant backend (runs in its own process)."""
    hold = asyncio.Event()

    async def props(request: web.Request) -> web.Response:
        return web.json_response({"total_slots": 1, "default_generation_settings": {"n_ctx": 4096}})

    async def chat(request: web.Request) -> web.StreamResponse:
        body = await request.json()
        if body.get("hold"):
            await hold.wait()
        if not body.get("stream"):
            return web.Response(body=PLAIN, content_type="application/json")
        resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await resp.prepare(request)
        for c in CHUNKS:
            await resp.write(c)
        await resp.write(FINAL)
        return resp

    async def release(request: web.Request) -> web.Response:
        hold.set()
        return web.json_response({})

    app = web.Application()
    app.router.add_get("/props", props)
    app.router.add_post("/v1/chat/completions", chat)
    app.router.add_post("/release", release)
    web.run_app(app, host="127.0.0.1", port=port, print=None, access_log=None)


def relay_main(port: int, backend: str) -> None:
    """The bare relay (runs in its own process): no parsing, no scheduling, no records."""
    session: aiohttp.ClientSession | None = None

    async def open_session(app: web.Application) -> None:
        nonlocal session
        session = aiohttp.ClientSession(backend, auto_decompress=False)

    async def relay(request: web.Request) -> web.StreamResponse:
        assert session is not None
        body = await request.read()
        headers = {"Content-Type": request.headers.get("Content-Type", "application/json")}
        async with session.request(request.method, request.path, data=body, headers=headers) as up:
            resp = web.StreamResponse(status=up.status, headers={"Content-Type": up.headers["Content-Type"]})
            await resp.prepare(request)
            async for chunk in up.content.iter_any():
                await resp.write(chunk)
            await resp.write_eof()
            return resp

    async def close_session(app: web.Application) -> None:
        if session is not None:
            await session.close()

    app = web.Application()
    app.on_startup.append(open_session)
    app.on_cleanup.append(close_session)
    app.router.add_route("*", "/{tail:.*}", relay)
    web.run_app(app, host="127.0.0.1", port=port, print=None, access_log=None)


def rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status") as fh:
        for line in fh:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


async def latency(direct: str, side: str, n: int, label: str = "", relay: str | None = None) -> None:
    body = {
        "messages": [{"role": "user", "content": "What is the capital of France? Answer in one word."}],
        "max_tokens": 16,
    }
    async with aiohttp.ClientSession() as s:

        async def call(url: str, stream: bool) -> float:
            t0 = time.perf_counter()
            async with s.post(url + "/v1/chat/completions", json={**body, "stream": stream}) as r:
                if stream:
                    await r.content.readline()  # first chunk
                    dt = time.perf_counter() - t0
                    await r.read()
                    return dt
                await r.read()
                return time.perf_counter() - t0

        for stream in (False, True):
            for _ in range(50):  # warm up both paths
                await call(direct, stream)
                await call(side, stream)
            if relay:
                for _ in range(50):
                    await call(relay, stream)
            d, v, b = [], [], []
            for _ in range(n):
                d.append(await call(direct, stream))
                v.append(await call(side, stream))
                if relay:
                    b.append(await call(relay, stream))
            diff = [y - x for x, y in zip(d, v, strict=True)]
            what = ("time to first chunk (streamed)" if stream else "whole reply (non-streamed)") + label
            print(f"{what}, {n} calls each, ms:")
            print(f"  direct        p50 {pct(d, 50) * 1e3:6.2f}  p99 {pct(d, 99) * 1e3:6.2f}")
            print(f"  via sidecar   p50 {pct(v, 50) * 1e3:6.2f}  p99 {pct(v, 99) * 1e3:6.2f}")
            print(f"  added         p50 {pct(diff, 50) * 1e3:6.2f}  p99 {pct(diff, 99) * 1e3:6.2f}")
            if relay:
                floor = [y - x for x, y in zip(d, b, strict=True)]
                print(f"  via relay     p50 {pct(b, 50) * 1e3:6.2f}  p99 {pct(b, 99) * 1e3:6.2f}")
                print(f"  relay added   p50 {pct(floor, 50) * 1e3:6.2f}  p99 {pct(floor, 99) * 1e3:6.2f}")


async def waiting(backend: str, side: str, pid: int, n: int) -> None:
    connector = aiohttp.TCPConnector(limit=0, force_close=True)
    timeout = aiohttp.ClientTimeout(total=600)
    async with aiohttp.ClientSession(connector=connector, timeout=timeout) as s:
        before = rss_mb(pid)
        holder = asyncio.create_task(
            s.post(
                side + "/v1/chat/completions", json={"messages": [{"role": "user", "content": "hold"}], "hold": True}
            )
        )
        await asyncio.sleep(0.5)

        async def one(i: int) -> int:
            async with s.post(
                side + "/v1/chat/completions",
                json={
                    "messages": [{"role": "user", "content": f"Question number {i}: what is {i} + {i}?"}],
                    "stream": True,
                    "max_tokens": 32,
                },
            ) as r:
                await r.read()
                return r.status

        t0 = time.monotonic()
        tasks = [asyncio.create_task(one(i)) for i in range(n)]
        queued = 0
        peak = before
        while time.monotonic() - t0 < 120:
            await asyncio.sleep(0.5)
            queued = get_json(side + "/sidecar/health")["queue"]["waiting"]
            peak = max(peak, rss_mb(pid))
            if queued >= n:
                break
        await asyncio.sleep(1.0)
        during = rss_mb(pid)
        print(f"{queued} clients waiting in the queue after {time.monotonic() - t0:.1f} s")
        post_json(backend + "/release")
        statuses = await asyncio.gather(*tasks)
        (await holder).release()
        drained = time.monotonic() - t0
        after = rss_mb(pid)
        ok = sum(1 for x in statuses if x == 200)
        print(
            f"sidecar RSS: {before:.0f} MB idle, {max(during, peak):.0f} MB with {queued} waiting, "
            f"{after:.0f} MB after; {ok}/{n} answered 200, all done {drained:.1f} s after the first was sent"
        )


def seed_traffic_log(state_dir: Path, n: int = 400) -> None:
    """A traffic log a refit can learn from: replies long for one word, short for another."""
    import random

    from sidecar.learning.state import StateDir, WordHasher
    from sidecar.prediction.features import FEATURE_VERSION, Conversation, extract_features, window_words
    from sidecar.prediction.scorer import LengthPredictor

    state = StateDir(state_dir)
    hasher = WordHasher(state.key)
    words = LengthPredictor.load().words
    rng = random.Random(0)
    with open(state.traffic_log, "w", encoding="utf-8") as fh:
        for i in range(n):
            word = "kumquat" if i % 2 else "persimmon"
            conv = Conversation.from_prompt(f"Tell me about {word} and item {rng.randint(0, 999)}")
            rec = {
                "time": 1000.0 + i,
                "status": "ok",
                "feature_version": FEATURE_VERSION,
                "features": extract_features(conv, words),
                "words": hasher.many(window_words(conv)),
                "output_tokens": 200 if word == "kumquat" else 8,
                "truncated": False,
            }
            fh.write(json.dumps(rec) + "\n")


async def latency_during_refits(direct: str, side: str, n: int) -> None:
    await latency(direct, side, n, " -- idle")
    done = 0

    async def refits() -> None:
        nonlocal done
        async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=600)) as s:
            while True:
                async with s.post(side + "/sidecar/refit") as r:
                    await r.read()
                done += 1

    task = asyncio.create_task(refits())
    await asyncio.sleep(1.0)  # the first refit's child is up
    await latency(direct, side, n, " -- refits running")
    task.cancel()
    print(f"  ({done} refits finished during the second measurement)")


async def latency_with_dashboards(direct: str, side: str, n: int, pages: int) -> None:
    await latency(direct, side, n, " -- no dashboard")
    events = 0

    async def dashboard() -> None:
        nonlocal events
        async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=None)) as s:
            async with s.get(side + "/sidecar/ui/events") as r:
                async for line in r.content:
                    if line.startswith(b"data: "):
                        json.loads(line[6:])  # a page parses every state
                        events += 1

    tasks = [asyncio.create_task(dashboard()) for _ in range(pages)]
    await asyncio.sleep(1.5)
    await latency(direct, side, n, f" -- {pages} dashboards open")
    for t in tasks:
        t.cancel()
    print(f"  ({events} dashboard states received during the second measurement)")
    await asyncio.sleep(0.5)
    await latency(direct, side, n, " -- no dashboard again")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--requests", type=int, default=400)
    ap.add_argument("--waiting", type=int, default=2000)
    ap.add_argument("--refit", action="store_true", help="measure latency idle and while refits run")
    ap.add_argument("--dashboards", type=int, default=0, help="measure latency with this many dashboards open")
    ap.add_argument("--floor", action="store_true", help="measure a bare aiohttp relay beside the sidecar")
    ap.add_argument("--backend-process", type=int, help=argparse.SUPPRESS)
    ap.add_argument("--relay-process", nargs=2, metavar=("PORT", "BACKEND"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.backend_process:
        backend_main(args.backend_process)
        return 0
    if args.relay_process:
        relay_main(int(args.relay_process[0]), args.relay_process[1])
        return 0
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    bport = free_port()
    backend = subprocess.Popen([sys.executable, __file__, "--backend-process", str(bport)])
    relay = relay_url = None
    if args.floor:
        rport = free_port()
        relay_url = f"http://127.0.0.1:{rport}"
        relay = subprocess.Popen([sys.executable, __file__, "--relay-process", str(rport), f"http://127.0.0.1:{bport}"])
    try:
        wait_ready(f"http://127.0.0.1:{bport}/props", 60.0)
        state = Path(tempfile.mkdtemp(prefix="bench-proxy-state-"))  # seeded below with --refit
        if args.refit:
            seed_traffic_log(state)
        side, side_url = start_sidecar(
            f"http://127.0.0.1:{bport}",
            env={
                "SIDECAR_SCHEDULER_MAX_QUEUE": str(args.waiting + 100),
                "SIDECAR_STATE_DIR": str(state),
                "SIDECAR_LEARNING_REFIT_EVERY": "0",  # refits only when --refit asks
            },
        )
    except RuntimeError:
        backend.kill()
        raise
    try:
        print(f"python {sys.version.split()[0]}, {os.cpu_count()} cores; backend and sidecar in their own processes\n")
        if args.refit:
            asyncio.run(latency_during_refits(f"http://127.0.0.1:{bport}", side_url, args.requests))
            return 0
        if args.dashboards:
            asyncio.run(latency_with_dashboards(f"http://127.0.0.1:{bport}", side_url, args.requests, args.dashboards))
            return 0
        if relay_url:
            wait_ready(relay_url + "/props", 60.0)
        asyncio.run(latency(f"http://127.0.0.1:{bport}", side_url, args.requests, relay=relay_url))
        print()
        asyncio.run(waiting(f"http://127.0.0.1:{bport}", side_url, side.pid, args.waiting))
    finally:
        stop_process(side)
        stop_process(backend)
        if relay is not None:
            stop_process(relay)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
