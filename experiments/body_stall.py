"""How long large request bodies stall an unrelated stream through the sidecar.

A fake backend (in this process, four slots) streams one reply a chunk every 10 ms; the
sidecar (its own process, ``sidecar serve``) relays it while three clients each send
large bodies: 800,000 content parts (about 30 MB, under max_body_bytes), and bodies
just under the default max_body_items. The stall is the longest gap between two chunks
the streaming client receives, less the backend's 10 ms. Two arms in each repeat, side
by side: the default max_body_items, and no item bound (what the sidecar did before).

    .venv/bin/python -m experiments.body_stall --repeats 3 --report docs/bench/body-stall
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import time

import aiohttp
from aiohttp import web

from sidecar.config import Config
from sidecar.tools import llamaserver

from .common import report

PERIOD = 0.01  # the backend's gap between chunks


def backend_app() -> web.Application:
    async def props(request: web.Request) -> web.Response:
        return web.json_response({"total_slots": 4, "default_generation_settings": {"n_ctx": 1 << 20}})

    async def chat(request: web.Request) -> web.StreamResponse:
        body = await request.json()
        n = int(body.get("max_tokens") or 4)
        resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await resp.prepare(request)
        for _ in range(n):
            await resp.write(b'data: {"choices":[{"delta":{"content":"t"}}]}\n\n')
            await asyncio.sleep(PERIOD)
        await resp.write(b"data: [DONE]\n\n")
        return resp

    app = web.Application(client_max_size=1 << 26)
    app.router.add_get("/props", props)
    app.router.add_post("/v1/chat/completions", chat)
    return app


def parts_body(parts: int) -> bytes:
    content = [{"type": "text", "text": "hi there"}] * parts
    return json.dumps({"messages": [{"role": "user", "content": content}], "max_tokens": 2, "stream": True}).encode()


async def arm(side: str, bodies: list[bytes], seconds: float) -> tuple[float, list[int]]:
    """The longest gap in an unrelated stream while three clients send ``bodies``."""
    gaps: list[float] = []
    statuses: list[int] = []
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=120)) as s:

        async def stream() -> None:
            body = {
                "messages": [{"role": "user", "content": "count"}],
                "max_tokens": int(seconds / PERIOD),
                "stream": True,
            }
            async with s.post(side + "/v1/chat/completions", json=body) as r:
                last = None
                async for _ in r.content.iter_any():
                    now = time.monotonic()
                    if last is not None:
                        gaps.append(now - last)
                    last = now

        async def sender() -> None:
            await asyncio.sleep(0.5)  # once the stream runs
            for b in bodies:
                headers = {"Content-Type": "application/json"}
                async with s.post(side + "/v1/chat/completions", data=b, headers=headers) as r:
                    statuses.append(r.status)
                    await r.read()

        await asyncio.gather(stream(), *(sender() for _ in range(3)))
    return max(gaps) - PERIOD, statuses


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--seconds", type=float, default=8.0)
    ap.add_argument("--report")
    args = ap.parse_args()
    limit = Config().max_body_items
    huge = parts_body(800_000)
    under_parts = int(0.95 * limit / 5)  # five strings and objects a part: just under the limit
    under = parts_body(under_parts)
    bodies = [huge, under]

    async def measure() -> list[tuple[str, float, list[int]]]:
        runner = web.AppRunner(backend_app())
        await runner.setup()
        site = web.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
        url = f"http://127.0.0.1:{site._server.sockets[0].getsockname()[1]}"  # type: ignore[union-attr]
        out = []
        try:
            for rep in range(args.repeats):
                arms = [("max_body_items default", str(limit)), ("no item bound", str(10**12))]
                for name, items in arms if rep % 2 == 0 else arms[::-1]:
                    proc, side = await asyncio.to_thread(
                        llamaserver.start_sidecar, url, env={"SIDECAR_MAX_BODY_ITEMS": items}
                    )
                    try:
                        stall, statuses = await arm(side, bodies, args.seconds)
                    finally:
                        await asyncio.to_thread(llamaserver.stop_process, proc)
                    out.append((name, stall, statuses))
                    print(
                        f"repeat {rep + 1} {name}: longest stall {1000 * stall:.0f} ms, statuses {statuses}", flush=True
                    )
        finally:
            await runner.cleanup()
        return out

    got = asyncio.run(measure())
    lines = [
        "# Large bodies against an unrelated stream",
        "",
        f"Three clients each send a body of 800,000 content parts ({len(huge) / 1e6:.0f} MB) and one of "
        f"{under_parts:,} parts ({len(under) / 1e6:.1f} MB) while one reply streams a chunk every 10 ms; "
        "the stall is the stream's longest gap less 10 ms. Arms alternate order each repeat.",
        "",
        "| arm | repeat stalls ms | median ms | statuses |",
        "|---|---|---|---|",
    ]
    for name in ("max_body_items default", "no item bound"):
        rows = [g for g in got if g[0] == name]
        stalls = [1000 * g[1] for g in rows]
        lines.append(
            f"| {name} | {', '.join(f'{x:.0f}' for x in stalls)} | {statistics.median(stalls):.0f} "
            f"| {sorted(set(s for g in rows for s in g[2]))} |"
        )
    return report(lines, args.report)


if __name__ == "__main__":
    raise SystemExit(main())
