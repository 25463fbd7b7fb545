"""Restarts under steady traffic: how many clients a restart fails. Four clients send one
request after another on new connections (half streaming) through ``sidecar serve`` in
front of a one-slot scripted backend (the tests' FakeLlama, 10 ms a token) while it is
restarted ``--restarts`` times, ``--pause`` seconds apart, under a socket held as systemd
holds it or by handover (tests/deploy/test_service.py's helper); ``--rounds`` such runs.
Prints each round's requests and the ones that did not end well (refused, reset, an error
status), and the totals.

    .venv/bin/python -m experiments.restarts [--how socket|handover] [--rounds 20]
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import sys
import tempfile
from pathlib import Path

from tests.deploy.test_service import restarted_under_traffic
from tests.fakes import FakeLlama, run_app


async def rounds(how: str, n: int, restarts: int, pause: float) -> None:
    total, bad = 0, collections.Counter[str]()
    for k in range(n):
        backend = FakeLlama(delay=0.01)
        with tempfile.TemporaryDirectory() as tmp:
            async with run_app(backend.app()) as url:
                outcomes = await restarted_under_traffic(
                    url, Path(tmp), how, restarts=restarts, pause=pause, check=False
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
    args = ap.parse_args(argv)
    asyncio.run(rounds(args.how, args.rounds, args.restarts, args.pause))
    return 0


if __name__ == "__main__":
    sys.exit(main())
