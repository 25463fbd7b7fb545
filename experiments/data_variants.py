"""Which training data and weighting rank unseen prompts best? Variants side by side.

    .venv/bin/python -m experiments.data_variants --out docs/data-variants.md

Every variant trains the shipped recipe (200 trees of depth 4, word score refitted inside
every split) and is scored as the training report scores it: concordance on pairs >= 2x
apart per answering model and language, averaged. Columns: the cross-validated mean over
all sources; the mean with each source held out (trained on all the others, translations
of the held-out prompts left out too), over the eight sources the previous model was
trained on and over all; and the lowest language with >= 200 prompts, cross-validated with
a prompt and all its translations in one fold. Every variant but the seed rows uses seed 0.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import time
from pathlib import Path
from typing import Any

import numpy as np

import sidecar.prediction.cues as cues
import sidecar.prediction.features as features
import sidecar.training.dataset as dataset
import sidecar.training.pipeline as pipeline
from sidecar.tools import corpora_dir
from sidecar.training import text
from sidecar.training.formats import ReadReport
from sidecar.training.report import leave_one_source_out
from sidecar.training.train import Evaluation, TrainParams, out_of_fold

OLD = ("arena-hard", "arena-v2", "cv-dolly", "cv-oasst1", "hh-rlhf", "mt-bench", "oasst", "ru-arena")


@contextlib.contextmanager
def translated_share(value: float):
    old = dataset.TRANSLATED_SHARE
    dataset.TRANSLATED_SHARE = value
    try:
        yield
    finally:
        dataset.TRANSLATED_SHARE = old


@contextlib.contextmanager
def no_cjk_words():
    """Training reads each window's words as feature version 2 split them: CJK clauses
    stay one word each (the features are unchanged; only the word score's bag is)."""
    old = pipeline.window_words

    def split_only(conv: features.Conversation) -> set[bytes]:
        return set(features.words_of(features._window(features.last_user_text(conv)).lower()))

    pipeline.window_words = split_only
    try:
        yield
    finally:
        pipeline.window_words = old


@contextlib.contextmanager
def english_and_russian_cues():
    """The cue words of English and Russian only, as feature version 3 had them."""
    features._bind(cues.vocabulary(every_language=False))
    try:
        yield
    finally:
        features._bind(cues.vocabulary())


def read(data_root: Path) -> dataset.Table:
    index = text.WordIndex()
    with contextlib.redirect_stderr(io.StringIO()):
        samples = pipeline.read_sources(pipeline.DEFAULT_SOURCES, data_root, ReadReport(), None, index)
    return dataset.sample_table(samples, index)


def write_doc(out: Path, title: str, doc: str | None, script: str, note: str, body: str) -> None:
    """A measurement page: its title, the script's docstring past its usage line, the
    command and date that made it, and what the script printed."""
    out.write_text(
        f"# {title}\n\n"
        + (doc or "").split("\n\n", 2)[2].strip()
        + f"\n\nMade by `.venv/bin/python experiments/{script} --out {out}` on {time.strftime('%Y-%m-%d')}{note}.\n\n"
        + body
        + "\n"
    )


def measure(t: dataset.Table, params: TrainParams) -> dict[str, Any]:
    cv = Evaluation.of(t, out_of_fold(t, params))
    held = leave_one_source_out(t, params)
    big = [v["concordance_2x"] for v in cv.per_lang.values() if v["prompts"] >= 200]
    return {
        "cv": cv.mean(),
        "held_old": float(np.mean([held[s] for s in OLD if s in held])),
        "held_all": float(np.mean(list(held.values()))),
        "lang_min": min(big) if big else float("nan"),
        "langs": ", ".join(
            f"{k} {v['concordance_2x']:.2f}" for k, v in sorted(cv.per_lang.items()) if v["prompts"] >= 200
        ),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0], allow_abbrev=False)
    ap.add_argument("--data-root", type=Path, default=corpora_dir())
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    everything = read(args.data_root)
    old_only = everything.take(np.isin(everything.source, OLD))
    variants: list[tuple[str, Any, float, int]] = [  # (label, table or how to read it, translations' weight, seed)
        ("previous sources only (8)", old_only, 1.0, 0),
        ("all 14 sources, each its own weight (shipped)", everything, 1.0, 0),
        ("the same, seed 1 (other folds and subsamples: the noise)", everything, 1.0, 1),
        ("all, translations at 1/5 weight each", everything, 0.2, 0),
        ("all, translations at 2x weight each", everything, 2.0, 0),
        ("all, CJK characters not words (feature version 2's split)", no_cjk_words, 1.0, 0),
        ("all, cue words of English and Russian only (feature version 3)", english_and_russian_cues, 1.0, 0),
        ("the same, seed 1", english_and_russian_cues, 1.0, 1),
    ]
    head = "| variant | CV mean | held out (previous 8) | held out (all) | lowest language | languages (CV) |"
    rows = [head, "|---|---|---|---|---|---|"]
    print(head, flush=True)
    for label, t, share, seed in variants:
        t0 = time.time()
        if isinstance(t, dataset.Table):
            table = t
        else:  # the same data read another way
            with t():
                table = read(args.data_root)
        with translated_share(share):
            m = measure(table, TrainParams(seed=seed))
        row = (
            f"| {label} | {m['cv']:.3f} | {m['held_old']:.3f} | {m['held_all']:.3f} | {m['lang_min']:.3f} "
            f"| {m['langs']} |"
        )
        rows.append(row)
        print(row, f"({time.time() - t0:.0f} s)", flush=True)
    if args.out:
        write_doc(args.out, "Training data variants", __doc__, "data_variants.py", "", "\n".join(rows))


if __name__ == "__main__":
    main()
