"""How far can a language's ranking rise by reading it as well as English? A bound.

    .venv/bin/python -m experiments.language_bound --out docs/language-bound.md

m-arena-hard holds the same Arena-Hard prompts in 22 languages, answered by other models
in each. Cross-validated as the training report does it (a prompt and all its
translations in one fold), every row gets its out-of-fold score twice: its own, and the
score of the English original of the same prompt. Ranked by the English original's score,
a language is read exactly as well as English is: no lexical rule or word weight that
works across languages can do better than that column, and the English row says where
that ceiling sits.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

from experiments.data_variants import read, write_doc
from sidecar.tools import corpora_dir
from sidecar.training.train import Evaluation, TrainParams, out_of_fold

SOURCE = "m-arena-hard"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0], allow_abbrev=False)
    ap.add_argument("--data-root", type=Path, default=corpora_dir())
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    t0 = time.time()
    t = read(args.data_root)
    oof = out_of_fold(t, TrainParams())
    m = t.source == SOURCE
    english = {t.group[i]: oof[i] for i in np.flatnonzero(m & (t.lang == "en"))}
    as_english = oof.copy()
    for i in np.flatnonzero(m):
        as_english[i] = english.get(t.group[i], oof[i])
    own = Evaluation.of(t.take(m), oof[m]).per_lang
    read_as_english = Evaluation.of(t.take(m), as_english[m]).per_lang
    rows = ["| language | own score | its English original's score | gap |", "|---|---|---|---|"]
    for lang in sorted(own, key=lambda k: own[k]["concordance_2x"]):
        a, b = own[lang]["concordance_2x"], read_as_english[lang]["concordance_2x"]
        rows.append(f"| {lang} | {a:.3f} | {b:.3f} | {b - a:+.3f} |")
    others = [v["concordance_2x"] for k, v in own.items() if k != "en"]
    bound = [v["concordance_2x"] for k, v in read_as_english.items() if k != "en"]
    summary = (
        f"Languages other than English: mean {np.mean(others):.3f} (lowest {min(others):.3f}) with their own "
        f"scores, {np.mean(bound):.3f} (lowest {min(bound):.3f}) read as their English originals; the English "
        f"originals themselves rank at {own['en']['concordance_2x']:.3f} in this source."
    )
    print("\n".join(rows) + "\n\n" + summary)
    print(f"({time.time() - t0:.0f} s)", file=sys.stderr)
    if args.out:
        note = f" (shipped recipe, seed 0, {SOURCE} rows only; pairs >= 2x apart per answering model)"
        write_doc(
            args.out,
            "Languages read as well as English: a bound",
            __doc__,
            "language_bound.py",
            note,
            "\n".join(rows) + "\n\n" + summary,
        )


if __name__ == "__main__":
    main()
