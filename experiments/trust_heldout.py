"""Does trust flatten a score that ranks? The training report's held-out replay with and without it.

    .venv/bin/python -m experiments.trust_heldout [--teach 100] [--out docs/trust-heldout.md]

The training sources of the shipped model, each held out in turn (``training.report.
leave_one_source_out``: trained on every other source and on none of the held-out prompts'
translations), give every row a score from a model that never saw its source. For each
answering model of a source with many answers per prompt (the report's replay set: first
turns, at least ``MIN_PROMPTS`` of them), its prompts are shuffled; the first half (at most
``--teach``) are the replies the sidecar relayed, which teach ``sidecar.prediction.trust.
Trust`` from the shipped model's held-out agreement as its prior, exactly as serving does;
the rest are replayed as one-slot bursts (``training.replay.burst_share``), ordered by

- ``first stage``: the held-out score whole (``typical + score``), as before trust;
- ``fresh``: ``typical + w0 x score``, ``w0`` the weight of a sidecar that has seen no reply;
- ``learned``: ``typical + w x score``, ``w`` learned from the taught replies;
- ``prompt only``: no score (what zero trust gives).

Printed per source (means over its models) and over all models. Takes the 13 fits of the
report's held-out section (1 minute on an idle 2-core machine; 13 with a benchmark beside it).
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from collections import defaultdict
from pathlib import Path

import numpy as np

from sidecar.prediction.scorer import LengthPredictor, read_meta
from sidecar.prediction.trust import Trust
from sidecar.tools import corpora_dir
from sidecar.training.dataset import sample_table
from sidecar.training.formats import ReadReport
from sidecar.training.pipeline import read_sources
from sidecar.training.replay import CHARS_PER_TOKEN, DECODE, MIN_PROMPTS, PREFILL, burst_share, others_mean, prompt_keys
from sidecar.training.report import leave_one_source_out
from sidecar.training.text import WordIndex
from sidecar.training.train import TrainParams

ARMS = ("first stage", "fresh", "learned", "prompt only")


def measure(
    score: np.ndarray, chars: np.ndarray, tokens: np.ndarray, capped: np.ndarray, teach: int, prior: float, seed: int
) -> dict[str, float]:
    rng = np.random.default_rng(seed)
    order = rng.permutation(len(score))
    n_teach = min(teach, len(score) // 2)
    taught, rest = order[:n_teach], order[n_teach:]
    fresh = Trust()
    fresh.serving("shipped", prior)
    learned = Trust()
    learned.serving("shipped", prior)
    for i in taught:
        learned.observe(float(score[i]), int(max(1, round(tokens[i]))), bool(capped[i]))
    prompt_s = chars[rest] / CHARS_PER_TOKEN / PREFILL
    service = prompt_s + tokens[rest] / DECODE
    s = score[rest]
    arms = {"first stage": s, "fresh": fresh.weight * s, "learned": learned.weight * s, "prompt only": 0 * s}
    sums = burst_share(service, arms, prompt_s, float(np.log(tokens[rest]).mean()), rng)
    out = {k: g / b if b > 0 else math.nan for k, (g, b) in sums.items()}
    return {**out, "w0": fresh.weight, "w": learned.weight, "taught": float(n_teach), "replayed": float(len(rest))}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data-root", type=Path, default=corpora_dir())
    ap.add_argument("--teach", type=int, default=100, help="at most this many of a model's replies teach the trust")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", type=Path, help="also write the table as markdown here")
    args = ap.parse_args()
    t0 = time.time()
    predictor = LengthPredictor.load()
    meta = read_meta(predictor.model_dir)
    prior = predictor.agreement if predictor.agreement is not None else 0.65
    params = TrainParams(**{k: v for k, v in meta["params"].items() if k in TrainParams.__dataclass_fields__})
    index = WordIndex()
    samples = read_sources(list(meta["sources"]), args.data_root, ReadReport(), None, index)
    t = sample_table(samples, index)
    held = np.full(len(t), np.nan)
    leave_one_source_out(t, params, None, held)
    print(f"{len(t)} rows, held-out scores in {time.time() - t0:.0f} s", flush=True)
    many = ~np.isnan(others_mean(t, prompt_keys(t)))
    first = (t.X[:, 2] == 1) & many & ~np.isnan(held)
    per_source: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    every: dict[str, list[float]] = defaultdict(list)
    for src in sorted(set(t.source[first].tolist())):
        rows = first & (t.source == src)
        for model in sorted(set(t.answerer[rows].tolist())):
            m = rows & (t.answerer == model)
            if m.sum() < MIN_PROMPTS:
                continue
            tokens = t.tokens[m].astype(np.float64)
            capped = np.zeros(int(m.sum()), bool)  # the training sources' answers ran to their end
            r = measure(held[m], t.X[m, 0].astype(np.float64), tokens, capped, args.teach, prior, args.seed)
            for k, v in r.items():
                per_source[src][k].append(v)
                every[k].append(v)
    lines = [
        "# Trust on the training report's held-out replay",
        "",
        f"Made by `.venv/bin/python -m experiments.trust_heldout --teach {args.teach} --seed {args.seed}` "
        f"in {(time.time() - t0) / 60:.0f} min; the shipped model's sources each held out "
        f"(prior: its held-out agreement {prior:.3f}). Share of the oracle's gain, mean over a source's models; "
        "`w0` a fresh sidecar's weight, `w` the weight learned from the taught replies.",
        "",
        "| source | models | taught | replayed | w0 | w | first stage | fresh | learned | prompt only |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]

    def row(name: str, v: dict[str, list[float]]) -> str:
        mean = {k: float(np.nanmean(x)) for k, x in v.items()}
        return (
            f"| {name} | {len(v['w'])} | {mean['taught']:.0f} | {mean['replayed']:.0f} | {mean['w0']:.2f} | "
            f"{mean['w']:.2f} | " + " | ".join(f"{mean[a]:.3f}" for a in ARMS) + " |"
        )

    for src, by_arm in sorted(per_source.items()):
        lines.append(row(src, by_arm))
    lines.append(row("**all models**", every))
    diffs = {a: [x - y for x, y in zip(every[a], every["first stage"], strict=True)] for a in ("fresh", "learned")}
    lines += [
        "",
        "Per model, arm minus first stage: "
        + "; ".join(
            f"{a} mean {statistics.mean(d):+.3f}, min {min(d):+.3f}, max {max(d):+.3f}" for a, d in diffs.items()
        )
        + f" ({len(every['w'])} models).",
    ]
    print("\n".join(lines), flush=True)
    if args.out:
        args.out.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
