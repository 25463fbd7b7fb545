"""Does reading the instruction apart from its material rank and order unseen prompts better?

    .venv/bin/python -m experiments.material_split --out docs/material-split.md
    .venv/bin/python -m experiments.material_split --cost      # what the split costs a request

Feature version 5 splits the final user message into its instruction and the material it
hands over (`sidecar.prediction.features.split_material`), scans only the instruction for cue words
and the word score, and gives the trees the two lengths. The variants below are read with
the split switched off or its columns emptied, so each row differs from the shipped
recipe (200 trees of depth 4, word score refitted inside every split) in one thing.

Columns: the cross-validated ranking mean; the ranking with each source held out (trained
on all the others, translations of its prompts left out too), mean over sources; the
replay share of the held-out scores (`training/replay.py`: one-slot bursts of 24 of each
answering model's own lengths, share of the oracle's gain over arrival order), mean over
the sources with many answers per prompt; and the same share on the prompts where the split
finds material (long inputs with a task), where it should matter most.
"""

from __future__ import annotations

import argparse
import contextlib
import time
from pathlib import Path

import numpy as np

import sidecar.prediction.features as features
from experiments.data_variants import read, write_doc
from sidecar.tools import corpora_dir
from sidecar.training.dataset import Table
from sidecar.training.replay import others_mean, prompt_keys, replay_shares
from sidecar.training.report import leave_one_source_out
from sidecar.training.train import Evaluation, TrainParams, out_of_fold

SPLIT_COLUMNS = [features.FEATURE_NAMES.index(n) for n in ("instruction_chars", "material_chars")]


@contextlib.contextmanager
def no_split():
    """Read every message whole, as feature version 4 did (the scans read the message)."""
    old = features.split_material
    features.split_material = lambda text: (text, 0)
    try:
        yield
    finally:
        features.split_material = old


def without_columns(t: Table) -> Table:
    X = t.X.copy()
    X[:, SPLIT_COLUMNS] = 0.0  # a constant column: the trees never split on it
    return t.replace(X=X)


def measure(t: Table, params: TrainParams, has_material: np.ndarray) -> dict[str, float]:
    cv = Evaluation.of(t, out_of_fold(t, params))
    held_scores = np.full(len(t), np.nan)
    held = leave_one_source_out(t, params, scores=held_scores)
    ceiling = others_mean(t, prompt_keys(t))
    many = ~np.isnan(ceiling)
    shares = replay_shares(t.take(many), {"model": held_scores[many]}, params.seed)
    on_material = many & has_material
    mshares = replay_shares(t.take(on_material), {"model": held_scores[on_material]}, params.seed)
    return {
        "cv": cv.mean(),
        "held": float(np.mean(list(held.values()))),
        "replay": float(np.mean([v["model"] for v in shares.values()])),
        "replay_material": float(np.mean([v["model"] for v in mshares.values()])) if mshares else float("nan"),
        "material_sources": len(mshares),
    }


def cost(calls: int = 20_000, rounds: int = 6) -> None:
    """Features of ``sidecar predict --benchmark``'s cases with the split and without it
    (the message read whole), alternating in one process: each round's p50 per arm, then
    the median over rounds of the difference and its range."""
    import statistics

    from sidecar.prediction.scorer import LengthPredictor
    from sidecar.tools.predict_cli import benchmark_cases

    words = LengthPredictor.load().words
    print(f"{'prompt':<24}{'split p50 us':>14}{'whole p50 us':>14}{'split - whole':>15}{'range':>16}")
    for name, conv in benchmark_cases():
        arms: dict[str, list[float]] = {"split": [], "whole": []}
        for _ in range(rounds):
            for arm in ("split", "whole"):
                ctx = no_split() if arm == "whole" else contextlib.nullcontext()
                with ctx:
                    ts = []
                    for _ in range(calls // rounds):
                        t0 = time.perf_counter_ns()
                        features.extract_features(conv, words)
                        ts.append(time.perf_counter_ns() - t0)
                ts.sort()
                arms[arm].append(ts[len(ts) // 2] / 1000)
        diff = [a - b for a, b in zip(arms["split"], arms["whole"], strict=True)]
        med = statistics.median
        print(
            f"{name:<24}{med(arms['split']):>14.1f}{med(arms['whole']):>14.1f}{med(diff):>15.1f}"
            f"{min(diff):>8.1f} to {max(diff):.1f}"
        )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0], allow_abbrev=False)
    ap.add_argument("--data-root", type=Path, default=corpora_dir())
    ap.add_argument("--seeds", type=int, default=2)
    ap.add_argument("--out", type=Path)
    ap.add_argument("--cost", action="store_true", help="time the features with and without the split, then stop")
    args = ap.parse_args()
    if args.cost:
        cost()
        return
    split = read(args.data_root)
    with no_split():
        whole = read(args.data_root)
    has_material = split.X[:, SPLIT_COLUMNS[1]] > (split.X[:, 0] - split.X[:, 1] - split.X[:, 4])
    variants = [
        ("message read whole, no split columns (feature version 4)", without_columns(whole)),
        ("message read whole, split columns given", whole),
        ("instruction read apart, no split columns", without_columns(split)),
        ("instruction read apart, split columns given (version 5, shipped)", split),
    ]
    head = (
        "| variant | seed | CV mean | held out (all sources) | replay share, held out | "
        "replay share, prompts with material |"
    )
    rows = [head, "|---|---|---|---|---|---|"]
    print(head, flush=True)
    share = float(has_material.mean())
    for seed in range(args.seeds):
        for label, t in variants:
            t0 = time.time()
            m = measure(t, TrainParams(seed=seed), has_material)
            row = (
                f"| {label} | {seed} | {m['cv']:.3f} | {m['held']:.3f} | {m['replay']:.3f} | "
                f"{m['replay_material']:.3f} ({m['material_sources']} sources) |"
            )
            rows.append(row)
            print(row, f"({time.time() - t0:.0f} s)", flush=True)
    note = f"; {share:.1%} of the rows have material in their final message"
    if args.out:
        write_doc(args.out, "Instruction apart from material", __doc__, "material_split.py", note, "\n".join(rows))


if __name__ == "__main__":
    main()
