"""The same-work share of saved `sidecar bench` runs (one slot, a burst), from their results.json.

    .venv/bin/python -m experiments.same_work docs/bench/unseen-guanaco/seed-1 [...]

`sidecar bench` prints this line itself since it learned to (``bench.same_work``); this
recomputes it for runs saved before, or for several runs at once.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from sidecar.tools.bench import ArmRun, Result, same_work


def main() -> None:
    for arg in sys.argv[1:]:
        path = Path(arg)
        data = json.loads((path / "results.json" if path.is_dir() else path).read_text())
        runs = [ArmRun(r["arm"], r["repeat"], r["wall"], [Result(**x) for x in r["results"]]) for r in data["runs"]]
        print(f"{arg}: {same_work(runs)}")


if __name__ == "__main__":
    main()
