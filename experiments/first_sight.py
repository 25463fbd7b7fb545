"""How a fresh sidecar sizes what the clients people run send by default (the set in
tests/prediction/client_requests.py, with each case's source and expected length): pairs
whose expected lengths are >= 4x apart ordered right, short items sized within 3x of what
they ask for, long items at least half their expected length; for the whole set and for the
cases written after the reader was (``LATER``), and what sized each.

    .venv/bin/python -m experiments.first_sight [--out docs/bench/first-sight.md]
"""

from __future__ import annotations

import argparse
import itertools
import tempfile
from collections import Counter
from pathlib import Path

from sidecar.tools.predict_cli import Predictor
from tests.prediction.client_requests import ALL, LATER, TASKS, TURNS, Case

from .common import report


def measure(rows: list[tuple[Case, float, str]]) -> tuple[str, str, str]:
    right = total = 0
    for (a, pa, _), (b, pb, _) in itertools.combinations(rows, 2):
        if max(a.mid, b.mid) >= 4 * min(a.mid, b.mid):
            total += 1
            right += (pa < pb) == (a.mid < b.mid)
    short = [(c, t) for c, t, _ in rows if c.short]
    within = sum(c.expected[0] / 3 <= t <= c.expected[1] * 3 for c, t in short)
    long = [(c, t) for c, t, _ in rows if c.expected[0] >= 200]
    kept = sum(t >= 0.5 * c.expected[0] for c, t in long)
    return (
        f"{right / total:.2f} of {total}" if total else "-",
        f"{within}/{len(short)}",
        f"{kept}/{len(long)}",
    )


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as state:
        p = Predictor(state_dir=Path(state))
        rows = []
        for c in ALL:
            got = p.predict(c.body, api=c.api)
            rows.append((c, float(got["predicted_tokens"]), str(got.get("sized_by", "model"))))
    names = {"tasks": {c.name for c in TASKS}, "turns": {c.name for c in TURNS}, "later": {c.name for c in LATER}}
    lines = [
        "# First sight: the clients' default requests sized by a fresh sidecar",
        "",
        "`python -m experiments.first_sight`; the set and its sources: tests/prediction/client_requests.py.",
        "",
        "| set | cases | pairs >= 4x apart ordered right | short within 3x | long >= half |",
        "|---|---|---|---|---|",
    ]
    for label, keep in (
        ("all", None),
        ("background tasks", "tasks"),
        ("chat turns", "turns"),
        ("written later", "later"),
    ):
        sub = [r for r in rows if keep is None or r[0].name in names[keep]]
        o, s, lg = measure(sub)
        lines.append(f"| {label} | {len(sub)} | {o} | {s} | {lg} |")
    by = Counter(how for _, _, how in rows)
    lines += ["", "What sized them: " + ", ".join(f"{k} {v}" for k, v in by.most_common()), ""]
    return report(lines, args.out)


if __name__ == "__main__":
    raise SystemExit(main())
