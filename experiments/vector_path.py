"""The learning path with the second stage: what a deployment's replies teach a head over the
reader's vectors, sources held out, replayed as the bursts users feel.

    .venv/bin/python -m experiments.vector_path --out docs/learning/vector-path.md

For each held-out source (``training.learnpath.candidates``; ``--skip`` leaves some out) a
prior is trained on the other sources; for each of its answering models, the first 200 and
400 of its replies (a fixed shuffle) are written as a sidecar's traffic log and vector log
(vectors from the embedding cache that ``sidecar train --reader`` and this script fill: the
prompts are read through ``sidecar.reader.reader_text`` by SmolLM2 once), ``training.refit``
runs on them exactly as the sidecar runs it (layer, words, the head of ``training.headfit``,
the replay judge and its guards), and the model's other prompts are replayed as one-slot
bursts: the prior's first stage, the prior under the shipped head (what a fresh sidecar runs
when a request waits), the learned model under its own head, and the other models' lengths.

The shipped head is the base both the fresh arm and the learned head start from. It was
fitted on every source's prompts, the held-out one's too (consensus labels of many models,
not this model's replies), which flatters the fresh two-stage arm and the learned head's
starting point alike; the difference between them is what the deployment taught.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

from sidecar.prediction.engine import file_digest
from sidecar.prediction.scorer import DEFAULT_MODEL_DIR
from sidecar.reader.reader import ReaderHead
from sidecar.tools import corpora_dir, llamaserver
from sidecar.training.dataset import sample_table
from sidecar.training.formats import ReadReport
from sidecar.training.learnpath import candidates, vector_path
from sidecar.training.pipeline import DEFAULT_SOURCES, read_sources
from sidecar.training.replay import others_mean, prompt_keys
from sidecar.training.secondstage import EmbeddingCache, default_cache_root, embed_texts
from sidecar.training.text import WordIndex
from sidecar.training.train import TrainParams

ARMS = ("first stage", "two stages", "learned", "head, not judged", "ceiling")


def main() -> int:
    ap = argparse.ArgumentParser(allow_abbrev=False)
    ap.add_argument("--out", type=Path)
    ap.add_argument("--skip", nargs="*", default=["m-arena-hard"], help="held-out sources left out (reading cost)")
    ap.add_argument("--read", action="store_true", help="read prompts the cache lacks (about a second each)")
    args = ap.parse_args()
    t0 = time.time()
    index = WordIndex()
    t = sample_table(read_sources(DEFAULT_SOURCES, corpora_dir(), ReadReport(), None, index), index)
    _, gguf = llamaserver.find()
    cache = EmbeddingCache(default_cache_root(), file_digest(gguf))
    sources = [s for s in candidates(t) if s not in args.skip]
    if args.read:
        keys = prompt_keys(t)
        ceiling = others_mean(t, keys)
        texts = sorted(
            {t.read[i] for i in np.flatnonzero(np.isin(t.source, sources) & (t.X[:, 2] == 1) & ~np.isnan(ceiling))}
        )
        embed_texts(texts, cache, threads=2, progress=lambda m: print(m, file=sys.stderr))

    def vectors(texts: list[str]) -> np.ndarray | None:
        if not all(x in cache for x in texts):
            return None
        return np.stack([cache[x] for x in texts]).astype(np.float64)

    head = ReaderHead.load(DEFAULT_MODEL_DIR / "reader.json")
    records: list[dict[str, Any]] = vector_path(
        t, TrainParams(), vectors, head, lambda m: print(m, file=sys.stderr), sources=sources
    )
    lines = [
        "# The learning path with the second stage",
        "",
        f"Made by `.venv/bin/python -m experiments.vector_path --out docs/learning/vector-path.md` in "
        f"{(time.time() - t0) / 60:.0f} min on the 2-core machine (held out: {', '.join(sources)}; "
        f"{', '.join(args.skip) or 'none'} left out for the cost of reading its prompts). Share of the oracle's "
        "mean-latency gain, one-slot bursts of 24 of the model's prompts it did not learn from "
        "(`training/replay.py`); learned = the model the refit installed under its head, or the prior under the "
        "shipped head where the refit declined; head, not judged = the head these replies teach "
        "(`training.headfit`, toward the shipped head) over the prior's first stage, installed whatever the judge says.",
        "",
        "| source | answering model | replies learned | replayed | first stage | two stages (shipped head) | learned | refit | head, not judged | ceiling |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in records:
        how = r["kind"] if r["installed"] else "declined"
        lines.append(
            f"| {r['source']} | {r['model']} | {r['learned_from']} | {r['replayed']} | {r['first stage']:.3f} | "
            f"{r['two stages']:.3f} | **{r['learned']:.3f}** | {how} | {r['head, not judged']:.3f} | {r['ceiling']:.3f} |"
        )
    lines.append("")
    for n in sorted({int(r["learned_from"]) for r in records}):
        rs = [r for r in records if r["learned_from"] == n]
        mean = {a: float(np.mean([float(r[a]) for r in rs])) for a in ARMS}
        worse = sum(1 for r in rs if float(r["learned"]) < float(r["two stages"]) - 0.05)
        lines.append(
            f"After {n} replies ({len(rs)} models): first stage {mean['first stage']:.3f}, two stages "
            f"{mean['two stages']:.3f}, learned **{mean['learned']:.3f}**, the head not judged "
            f"{mean['head, not judged']:.3f}, ceiling {mean['ceiling']:.3f}; "
            f"installed {sum(1 for r in rs if r['installed'])} of {len(rs)}; learned below two stages by more than "
            f"0.05: {worse}."
        )
    print("\n".join(lines))
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
