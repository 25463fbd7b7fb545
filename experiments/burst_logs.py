"""How well each arm's sizes ranked a burst, from a refit_guard.py work directory's traffic logs.

    .venv/bin/python -m experiments.burst_logs WORK_DIR [--repeat 0]

For the fresh and learned arms of one repeat (the burst's 24 lines at the end of each
arm's traffic log): the rank correlation (Spearman) of the predicted tokens with the reply
tokens, and of the predicted seconds with the service times, and how many replies ran to
their cap. Used in docs/learning.md to read why two arms running the same model ordered a
burst differently.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np
from scipy.stats import spearmanr


def main() -> int:
    ap = argparse.ArgumentParser(allow_abbrev=False)
    ap.add_argument("work", type=Path)
    ap.add_argument("--repeat", type=int, default=0)
    ap.add_argument("--burst", type=int, default=24)
    args = ap.parse_args()
    for arm in ("fresh", "learned", "unguarded"):
        path = args.work / f"{arm}-{args.repeat}" / "traffic.jsonl"
        if not path.exists():
            continue
        rows = [json.loads(line) for line in path.read_text().splitlines()][-args.burst :]
        pt = np.array([r["predicted_tokens"] for r in rows])
        ps = np.array([r["predicted_seconds"] for r in rows])
        out = np.array([r["output_tokens"] for r in rows])
        st = np.array([r["service_time"] for r in rows])
        print(
            f"{arm:<10} predicted tokens vs reply tokens {spearmanr(pt, out).statistic:.2f}; predicted seconds vs "
            f"service {spearmanr(ps, st).statistic:.2f}; predicted {pt.min():.0f}-{pt.max():.0f} tokens; "
            f"{sum(r['truncated'] for r in rows)} of {len(rows)} capped"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
