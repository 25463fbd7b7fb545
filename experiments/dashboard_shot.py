#!/usr/bin/env python3
"""The dashboard's picture for the docs: llama-server (``-np 1``, SmolLM2-135M), the sidecar
in front, two tenants sending a mixed burst, and headless Chromium on ``/sidecar/ui``
once some replies are done and others wait.

    .venv/bin/python -m experiments.dashboard_shot [--out docs/dashboard.png]
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

import aiohttp

from devtools import chromium
from sidecar.tools import llamaserver
from sidecar.tools.bench import DEMO_PROMPTS


async def shoot(side: str, out: Path) -> None:
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(force_close=True)) as s:

        async def ask(text: str, tenant: str) -> None:
            body = {
                "messages": [{"role": "user", "content": text}],
                "max_tokens": 160,
                "temperature": 0,
                "stream": True,
            }
            async with s.post(side + "/v1/chat/completions", json=body, headers={"X-Tenant": tenant}) as r:
                await r.read()

        warm = [asyncio.create_task(ask(p, "chat-ui")) for p, _ in DEMO_PROMPTS[:6]]
        await asyncio.gather(*warm)  # some outcomes to plot
        burst = [asyncio.create_task(ask(p, "chat-ui" if i % 3 else "agent")) for i, (p, _) in enumerate(DEMO_PROMPTS)]
        await asyncio.sleep(4)
        async with chromium.open_page(side + "/sidecar/ui", width=1280, height=900) as page:
            await page.wait_for("document.querySelectorAll('#waiting tbody tr[data-request-id]').length >= 3")
            await page.wait_for("document.querySelectorAll('#scatter circle').length >= 3")
            await asyncio.sleep(1.5)
            await page.screenshot(out)
        for t in burst:
            t.cancel()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default="docs/dashboard.png")
    args = ap.parse_args()
    with llamaserver.running(slots=1, ctx=4096) as server:
        proc, side = llamaserver.start_sidecar(server.url, env={"SIDECAR_TENANTS_HEADER_NAMES": "any"})
        try:
            asyncio.run(shoot(side, Path(args.out)))
        finally:
            llamaserver.stop_process(proc)
    print(f"wrote {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
