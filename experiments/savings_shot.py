"""A screenshot of the dashboard's "What the order saved" after three bursts of 12 requests
(reply lengths 4 to 80 tokens, sent 20 ms apart, two tenants) through a one-slot scripted
backend (the tests' FakeLlama, 10 ms a token), in headless Chromium.

    .venv/bin/python -m experiments.savings_shot [--out docs/dashboard-saved.png]
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

import aiohttp

from devtools import chromium
from sidecar.prediction.scorer import LengthPredictor
from tests.conftest import running_sidecar
from tests.fakes import FakeLlama, run_app

LENGTHS = [80, 5, 60, 8, 40, 6, 70, 4, 30, 10, 50, 12]


async def shoot(out: Path) -> None:
    backend = FakeLlama(delay=0.01)
    backend._tokens = lambda body: LENGTHS[int(body["messages"][0]["content"].split()[1]) % len(LENGTHS)]  # type: ignore[method-assign]
    async with (
        run_app(backend.app()) as url,
        running_sidecar(url, LengthPredictor.load(), tenants={"header_names": "any"}) as (side, _),
        aiohttp.ClientSession() as s,
    ):

        async def one(i: int, tenant: str) -> None:
            await asyncio.sleep(0.02 * i)
            body = {"model": "m", "messages": [{"role": "user", "content": f"task {i}"}], "max_tokens": LENGTHS[i] + 1}
            async with s.post(side + "/v1/chat/completions", json=body, headers={"X-Tenant": tenant}) as r:
                await r.read()

        for _ in range(3):
            await asyncio.gather(*(one(i, "chat-ui" if i % 3 else "agent") for i in range(len(LENGTHS))))
        async with chromium.open_page(side + "/sidecar/ui", width=1280, height=900) as page:
            await page.wait_for("document.querySelectorAll('#saved-table tbody tr').length >= 3")
            await asyncio.sleep(1.0)
            await page.screenshot(out)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default="docs/dashboard-saved.png")
    args = ap.parse_args()
    asyncio.run(shoot(Path(args.out)))
    print(f"wrote {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
