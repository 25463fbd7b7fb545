"""What moves the predictor's ranking on the training corpora? Variants side by side.

    .venv/bin/python -m experiments.predictor_variants --out docs/predictor-variants.md

Each variant changes one thing in the shipped recipe (``sidecar train`` on the licensed
corpora) and is scored the way the training report scores it: mean concordance on pairs
>= 2x apart, out of fold with folds grouped by conversation, over all sources and over the
three sources whose prompts have many answers; and the mean with each source held out.
The columns per source are the cross-validated ones. The first rows rerun the shipped
recipe with other seeds (folds, subsamples, inner text folds): their spread is the
noise a variant has to clear before it means anything.

Text variants change the word set the ``text_score`` ridge is fitted on. They are
measured in training only; shipping one would also change ``sidecar.prediction.features`` (and cost
serving time), which none of them has earned so far.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import functools
import io
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import numpy as np

import sidecar.training.pipeline as pipeline
import sidecar.training.text as text
from sidecar.prediction import features as F
from sidecar.tools import corpora_dir
from sidecar.training.dataset import Table, sample_table
from sidecar.training.formats import ReadReport
from sidecar.training.report import leave_one_source_out
from sidecar.training.train import Evaluation, TrainParams, out_of_fold

MANY = ("arena-hard", "mt-bench", "ru-arena")


@contextlib.contextmanager
def patched(module: object, name: str, value: object) -> Iterator[None]:
    old = getattr(module, name)
    setattr(module, name, value)
    try:
        yield
    finally:
        setattr(module, name, old)


# --- word sets for the text score ------------------------------------------------------
def with_bigrams(conv: F.Conversation) -> set[bytes]:
    w = F.words_of(F._window(F.last_user_text(conv)))
    return set(w) | {a + b" " + b for a, b in zip(w, w[1:], strict=False)}


def with_stems(conv: F.Conversation) -> set[bytes]:
    """Words plus their first five characters (a crude stemmer for inflected languages)."""
    s = F.window_words(conv)
    return s | {b"~" + w.decode("utf-8", "ignore")[:5].encode() for w in s}


def with_char_grams(conv: F.Conversation) -> set[bytes]:
    """Words plus the character 4-grams of non-ASCII words."""
    s = F.window_words(conv)
    out = set(s)
    for w in s:
        u = w.decode("utf-8", "ignore")
        if len(u) > 4 and not u.isascii():
            out |= {("#" + u[i : i + 4]).encode() for i in range(len(u) - 3)}
    return out


def with_earlier_turns(conv: F.Conversation) -> set[bytes]:
    s = F.window_words(conv)
    for _, t in conv.messages[:-1]:
        s |= {b"@" + w for w in F.words_of(F._window(t))}
    return s


def whole_message(conv: F.Conversation) -> set[bytes]:
    return set(F.words_of(F.last_user_text(conv)))


def read_table(data_root: Path, words: Callable[[F.Conversation], set[bytes]] = F.window_words) -> Table:
    index = text.WordIndex()
    with patched(pipeline, "window_words", words), contextlib.redirect_stderr(io.StringIO()):
        samples = pipeline.read_sources(pipeline.DEFAULT_SOURCES, data_root, ReadReport(), None, index)
    return sample_table(samples, index)


def score(t: Table, params: TrainParams) -> tuple[float, float, float, dict[str, float]]:
    cv = Evaluation.of(t, out_of_fold(t, params))
    per = {k: v["concordance_2x"] for k, v in cv.per_source.items()}
    held = leave_one_source_out(t, params)
    return cv.mean(), float(np.mean([per[k] for k in MANY])), float(np.mean(list(held.values()))), per


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data-root", type=Path, default=corpora_dir())
    ap.add_argument("--out", type=Path, help="also write the table as markdown here")
    args = ap.parse_args()

    base = TrainParams()
    shipped = read_table(args.data_root)
    runs: list[tuple[str, Callable[[], tuple]]] = [
        (f"shipped recipe, seed {s}", functools.partial(score, shipped, dataclasses.replace(base, seed=s)))
        for s in (0, 1, 2)
    ]

    def ridge(name: str, value: float) -> Callable[[], tuple]:
        def run() -> tuple:
            with patched(text, name, value):
                return score(shipped, base)

        return run

    runs += [
        ("ridge penalty 3 (shipped 10)", ridge("ALPHA", 3.0)),
        ("ridge penalty 30", ridge("ALPHA", 30.0)),
        ("words in >= 2 prompts (shipped 3)", ridge("MIN_DF", 2)),
        ("words in >= 5 prompts", ridge("MIN_DF", 5)),
        ("trees of depth 6 (shipped 4)", lambda: score(shipped, dataclasses.replace(base, max_depth=6))),
        ("trees of depth 6, seed 1", lambda: score(shipped, dataclasses.replace(base, max_depth=6, seed=1))),
        ("trees of depth 6, seed 2", lambda: score(shipped, dataclasses.replace(base, max_depth=6, seed=2))),
        ("trees of depth 8", lambda: score(shipped, dataclasses.replace(base, max_depth=8))),
        (
            "400 trees at eta 0.025 (shipped 200 at 0.05)",
            lambda: score(shipped, dataclasses.replace(base, n_trees=400, learning_rate=0.025)),
        ),
    ]
    for label, reading in (
        ("text: + word bigrams", with_bigrams),
        ("text: + 5-character stems", with_stems),
        ("text: + character 4-grams of non-ASCII words", with_char_grams),
        ("text: + words of earlier turns", with_earlier_turns),
        ("text: whole last message, not the window", whole_message),
    ):
        runs.append((label, functools.partial(lambda f: score(read_table(args.data_root, f), base), reading)))

    sources = sorted(set(shipped.source.tolist()))
    head = "| variant | CV mean | many-answer CV | held-out mean | " + " | ".join(sources) + " |"
    rows = [head, "|---" * (4 + len(sources)) + "|"]
    print(head, flush=True)
    for label, fn in runs:
        t0 = time.time()
        cv, many, held, per = fn()
        row = f"| {label} | {cv:.3f} | {many:.3f} | {held:.3f} | " + " | ".join(f"{per[s]:.3f}" for s in sources) + " |"
        rows.append(row)
        print(row, f"({time.time() - t0:.0f} s)", flush=True)
    if args.out:
        cmd = f".venv/bin/python -m experiments.predictor_variants --out {args.out}"
        args.out.write_text(
            "# Predictor variants\n\n"
            + (__doc__ or "").split("\n\n", 2)[2].strip()
            + f"\n\nMade by `{cmd}` on {time.strftime('%Y-%m-%d')}.\n\n"
            + "\n".join(rows)
            + "\n"
        )


if __name__ == "__main__":
    main()
