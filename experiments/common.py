"""What the experiments share: the burst experiments' arguments, and a report printed and
written where --report says."""

from __future__ import annotations

import argparse
from pathlib import Path


def burst_parser(doc: str | None, *, cap: int, pool: bool = True) -> argparse.ArgumentParser:
    """The arguments of a burst experiment: the burst's size, the repeats, the reply cap, the
    seed and --report; with ``pool``, the prompt pool's bounds (``refit_guard.many_model_prompts``:
    short and long by other models' mean answer, prompts up to --max-chars)."""
    ap = argparse.ArgumentParser(allow_abbrev=False, description=(doc or "").split("\n")[0])
    ap.add_argument("--burst", type=int, default=24)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--cap", type=int, default=cap)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--report")
    if pool:
        ap.add_argument("--short", type=float, default=60)
        ap.add_argument("--long", type=float, default=400)
        ap.add_argument("--max-chars", type=int, default=2000)
    return ap


def report(lines: list[str], where: str | None) -> int:
    """Print the report; with ``where``, also write it as ``where/report.md``. Returns 0."""
    print("\n".join(lines))
    if where:
        out = Path(where)
        out.mkdir(parents=True, exist_ok=True)
        (out / "report.md").write_text("\n".join(lines) + "\n")
    return 0
