"""Restarts under steady traffic: how many clients a restart fails. Four clients send one
request after another on new connections (half streaming) through ``sidecar serve`` in
front of a one-slot scripted backend (the tests' FakeLlama, 10 ms a token) while it is
restarted ``--restarts`` times, ``--pause`` seconds apart, under a socket held as systemd
holds it or by handover (tests/deploy/test_service.py's helper); ``--rounds`` such runs.
``--backend llama``: llama-server with SmolLM2 as most people start it (no -np, no -c: 4
slots, one KV pool; one thread) instead. Prints each round's requests and the ones that did
not end well (refused, reset, an error status), and the totals.

    .venv/bin/python -m experiments.restarts [--how socket|handover] [--rounds 20] [--backend llama]
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import contextlib
import sys
import tempfile
from collections.abc import AsyncIterator
from pathlib import Path

from sidecar.tools import llamaserver
from tests.deploy.test_service import restarted_under_traffic
from tests.fakes import FakeLlama, run_app


@contextlib.asynccontextmanager
async def backend_url(kind: str) -> AsyncIterator[str]:
    if kind == "llama":
        with llamaserver.running(slots=None, ctx=None) as server:
            yield server.url
    else:
        async with run_app(FakeLlama(delay=0.01).app()) as url:
            yield url


async def rounds(how: str, n: int, restarts: int, pause: float, kind: str) -> None:
    total, bad = 0, collections.Counter[str]()
    for k in range(n):
        with tempfile.TemporaryDirectory() as tmp:
            async with backend_url(kind) as url:
                outcomes = await restarted_under_traffic(
                    url, Path(tmp), how, restarts=restarts, pause=pause, timeout=90, check=False
                )
        failed = [f"{kind}: {what}" for kind, what in outcomes if kind != "ok"]
        total += len(outcomes)
        bad.update(failed)
        print(f"round {k + 1}: {len(outcomes)} requests, {len(failed)} failed {failed[:3]}", flush=True)
    print(f"{how}: {n * restarts} restarts ({pause} s apart), {total} requests, {sum(bad.values())} failed")
    for what, count in bad.most_common():
        print(f"  {count} x {what}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--how", choices=("socket", "handover"), default="socket")
    ap.add_argument("--rounds", type=int, default=20)
    ap.add_argument("--restarts", type=int, default=10, help="restarts a round")
    ap.add_argument("--pause", type=float, default=0.5, help="seconds between restarts")
    ap.add_argument("--backend", choices=("fake", "llama"), default="fake")
    args = ap.parse_args(argv)
    asyncio.run(rounds(args.how, args.rounds, args.restarts, args.pause, args.backend))
    return 0


if __name__ == "__main__":
    sys.exit(main())
