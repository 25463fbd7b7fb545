"""Does trust flatten a score that ranks? The replay share with and without it, on held-out sources.

    .venv/bin/python -m experiments.trust_replay [--learn 100,200] [--out docs/trust-replay.md]

The sources are the evaluation-only corpora of ../shared/data (their licences keep them out
of training, so the shipped model never saw them: whole sources held out). For each
answering model with enough first-turn prompts: its prompts shuffled; the first N are what
the sidecar relayed (their replies teach ``sidecar.prediction.trust.Trust``, from the shipped
model's held-out agreement as its prior, exactly as serving does); the rest are replayed as
one-slot bursts (``training.replay.burst_share``: 200 bursts of 24, service = prompt tokens
/ 600 + reply tokens / 30, share of the oracle's gain, arrival order = 0), ordered by

- ``first stage``: the shipped score whole (``typical + score``), as before trust;
- ``with trust``: ``typical + weight x score``, the weight learned from the N replies;
- ``prompt only``: no score at all (``typical``): what zero trust gives. Not zero: the
  prompt's size is known and still orders (arrival order alone is 0).

Printed per source and answering model, with the weight each model earned and the
agreement it measured, and the means over models.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from collections import defaultdict
from pathlib import Path

import numpy as np

from sidecar.prediction.scorer import LengthPredictor
from sidecar.prediction.trust import Trust
from sidecar.tools import corpora_dir
from sidecar.training.corpora import CORPORA
from sidecar.training.formats import ReadReport
from sidecar.training.replay import CHARS_PER_TOKEN, DECODE, PREFILL, burst_share

MIN_REST = 96  # prompts left to replay: four bursts' worth


def rows(data_root: Path, predictor: LengthPredictor) -> dict[tuple[str, str], list[tuple[float, float, float, bool]]]:
    """(source, answering model) -> [(score, prompt chars, reply tokens, capped)] of first turns."""
    out: dict[tuple[str, str], list[tuple[float, float, float, bool]]] = defaultdict(list)
    for name, (reader, licensed) in CORPORA.items():
        if licensed:
            continue
        try:
            samples = list(reader(data_root, ReadReport()))
        except (OSError, ModuleNotFoundError) as exc:
            print(f"{name}: not read ({exc})", file=sys.stderr)
            continue
        for s in samples:
            if s.conv is None or s.tokens <= 0:
                continue
            f = predictor.features(s.conv)
            if f[2] != 1:  # first turns only, as the replay share is defined
                continue
            out[(name, s.answerer)].append((predictor.score(f), f[0], float(s.tokens), bool(s.lower_bound)))
    return out


def measure(items: list[tuple[float, float, float, bool]], learn: int, prior: float, seed: int) -> dict:
    rng = np.random.default_rng(seed)
    order = rng.permutation(len(items))
    taught, rest = order[:learn], order[learn:]
    arr = np.asarray([(s, c, n, b) for s, c, n, b in items], dtype=np.float64)
    trust = Trust()
    trust.serving("shipped", prior)
    for i in taught:
        trust.observe(float(arr[i, 0]), int(max(1, round(arr[i, 2]))), bool(arr[i, 3]))
    w = trust.weight
    r = arr[rest]
    prompt_s = r[:, 1] / CHARS_PER_TOKEN / PREFILL
    service = prompt_s + r[:, 2] / DECODE
    offset = float(np.log(r[:, 2]).mean())
    score = r[:, 0]
    sums = burst_share(
        service, {"first stage": score, "with trust": w * score, "prompt only": 0 * score}, prompt_s, offset, rng
    )
    out = {k: g / b if b > 0 else math.nan for k, (g, b) in sums.items()}
    d = trust.describe()
    return {**out, "weight": w, "agreement": d["agreement"], "replayed": len(rest)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data-root", type=Path, default=corpora_dir())
    ap.add_argument("--learn", default="100,200", help="replies the trust learns from, comma-separated")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", type=Path, help="also write the table as markdown here")
    args = ap.parse_args()
    predictor = LengthPredictor.load()
    prior = predictor.agreement
    by_model = rows(args.data_root, predictor)
    lines = [
        "# Trust on held-out sources: the replay share with and without it",
        "",
        f"Made by `.venv/bin/python -m experiments.trust_replay --learn {args.learn} --seed {args.seed}`; "
        f"the shipped model ({predictor.version}, held-out agreement {prior:.3f} as trust's prior).",
        "",
        "| source | answering model | learned from | replayed | agreement | weight | first stage | with trust | prompt only |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    means: dict[int, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    for learn in [int(x) for x in args.learn.split(",")]:
        for (src, model), items in sorted(by_model.items()):
            if len(items) < learn + MIN_REST:
                continue
            m = measure(items, learn, prior if prior is not None else 0.65, args.seed)
            for k in ("first stage", "with trust", "prompt only", "weight"):
                means[learn][k].append(m[k])
            agreement = "-" if m["agreement"] is None else f"{m['agreement']:.3f}"
            lines.append(
                f"| {src} | {model} | {learn} | {m['replayed']} | {agreement} | {m['weight']:.2f} | "
                f"{m['first stage']:.3f} | {m['with trust']:.3f} | {m['prompt only']:.3f} |"
            )
            print(lines[-1], flush=True)
    lines.append("")
    for learn, v in sorted(means.items()):
        diff = [a - b for a, b in zip(v["with trust"], v["first stage"], strict=True)]
        lines.append(
            f"After {learn} replies ({len(diff)} models): first stage {statistics.mean(v['first stage']):.3f}, "
            f"with trust {statistics.mean(v['with trust']):.3f} (difference per model: mean {statistics.mean(diff):+.3f}, "
            f"min {min(diff):+.3f}, max {max(diff):+.3f}); mean weight {statistics.mean(v['weight']):.2f}."
        )
        print(lines[-1], flush=True)
    if args.out:
        args.out.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
