"""The same-work share of saved `sidecar bench` runs (one slot, a burst), from their results.json.

    .venv/bin/python -m experiments.same_work docs/bench/unseen-guanaco/seed-1 [...]

`sidecar bench` prints this line itself since it learned to (``benchreport.same_work``); this
recomputes it for runs saved before, or for several runs at once.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from sidecar.tools.benchreport import ArmRun, Result, same_work


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("runs", nargs="+", type=Path, help="a run's directory or its results.json")
    for path in ap.parse_args().runs:
        arg = str(path)
        data = json.loads((path / "results.json" if path.is_dir() else path).read_text())
        runs = [ArmRun(r["arm"], r["repeat"], r["wall"], [Result(**x) for x in r["results"]]) for r in data["runs"]]
        print(f"{arg}: {same_work(runs)}")


if __name__ == "__main__":
    main()
