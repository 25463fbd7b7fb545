"""How to join the two stages: blends of the first stage's held-out score and the second
stage's out-of-family score, judged by the replay share with source families held out.

    .venv/bin/python -m experiments.reader_blend --out docs/reader-blend.md

Reads the default corpora, scores every row with the first stage trained without its source
(and without any translation of its prompts: ``report.leave_one_source_out``), reads the
second stage's prompts from the embedding cache that ``sidecar train --reader`` filled (it
reads any that are missing), and prints the replay share (``training.replay``) of:
the first stage, the second alone, the least-squares blend (what the training fitted
first), and z-score blends with the second stage's weight w (its weight chosen on the
other families, per held-out family, is the last row). About 5 minutes with the cache warm.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

from sidecar.prediction.engine import file_digest
from sidecar.tools import corpora_dir, llamaserver
from sidecar.training.dataset import sample_table
from sidecar.training.formats import ReadReport
from sidecar.training.pipeline import DEFAULT_SOURCES, read_sources
from sidecar.training.replay import others_mean, replay_shares
from sidecar.training.report import leave_one_source_out
from sidecar.training.secondstage import (
    EmbeddingCache,
    Prompts,
    default_cache_root,
    embed_texts,
    families,
    out_of_family,
)
from sidecar.training.text import WordIndex
from sidecar.training.train import TrainParams


def z_blend(first: np.ndarray, second: np.ndarray, w: float) -> np.ndarray:
    """``(1 - w) z(first) + w z(second)``, put back on the first stage's scale."""
    m1, s1 = float(first.mean()), float(first.std() or 1.0)
    m2, s2 = float(second.mean()), float(second.std() or 1.0)
    return m1 + s1 * ((1 - w) * (first - m1) / s1 + w * (second - m2) / s2)


WEIGHTS = (0.0, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8, 1.0)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    t0 = time.time()
    index = WordIndex()
    t = sample_table(read_sources(DEFAULT_SOURCES, corpora_dir(), ReadReport(), None, index), index)
    held = np.full(len(t), np.nan)
    leave_one_source_out(t, TrainParams(), None, held)
    p = Prompts(t)
    _, gguf = llamaserver.find()
    E = embed_texts(p.text, EmbeddingCache(default_cache_root(), file_digest(gguf)))
    fam = families(p)
    first = held[p.rows]
    second, ls = out_of_family(p, E, first, fam)

    def spread(v: np.ndarray) -> np.ndarray:
        out = np.full(len(t), np.nan)
        row_of_key = {int(p.row_key[r]): j for j, r in enumerate(p.rows)}
        for i, k in enumerate(p.row_key):
            j = row_of_key.get(int(k))
            if j is not None:
                out[i] = v[j]
        return out

    variants = {"first stage": first, "second alone": second, "least squares": ls}
    for w in WEIGHTS[1:-1]:
        variants[f"z-blend w={w:g}"] = z_blend(first, second, w)
    # the weight chosen on the other families' replay, per held-out family
    chosen = np.zeros(len(p))
    ceiling = others_mean(t, p.row_key)
    read = ~np.isnan(spread(first)) & ~np.isnan(ceiling) & ~np.isnan(held)
    for f in np.unique(fam):
        others = spread((fam != f).astype(float)) == 1.0
        m = read & others
        best = max(
            WEIGHTS,
            key=lambda w: np.nanmean(
                [v["s"] for v in replay_shares(t.take(m), {"s": spread(z_blend(first, second, w))[m]}).values()]
            ),
        )
        chosen[fam == f] = z_blend(first, second, best)[fam == f]
        print(f"family {f}: weight {best:g} chosen on the others", file=sys.stderr)
    variants["z-blend, weight chosen on the other families"] = chosen
    rows = {k: spread(v)[read] for k, v in variants.items()}
    rows["ceiling"] = ceiling[read]
    shares = replay_shares(t.take(read), rows)
    names = list(rows)
    lines = [
        "# Joining the two stages",
        "",
        f"Command: `.venv/bin/python -m experiments.reader_blend --out docs/reader-blend.md` ({(time.time() - t0) / 60:.0f} min).",
        f"{len(p)} prompts read, replay share per source (families held out; see training/replay.py).",
        "",
        "| source | models | " + " | ".join(names) + " |",
        "|---|---|" + "---|" * len(names),
    ]
    for src, v in shares.items():
        lines.append(f"| {src} | {v['models']:.0f} | " + " | ".join(f"{v[n]:.3f}" for n in names) + " |")
    mean = {n: np.mean([v[n] for v in shares.values()]) for n in names}
    lines.append("| **mean** | | " + " | ".join(f"**{mean[n]:.3f}**" for n in names) + " |")
    text = "\n".join(lines) + "\n"
    print(text)
    if args.out:
        args.out.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
