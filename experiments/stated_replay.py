"""What the request's own words (``sidecar.prediction.stated``) add to the length model,
measured on the corpora's real replies with each source held out.

For every prompt of the shipped model's training sources (and the evaluation-only ones
named with --also), ``read_stated`` reads what it asks for. Three tables:

1. per kind of statement: how many prompts state one, and how the replies of the real
   answering models compare with it (median ratio, log spread: the spread the sizer uses);
2. the replay share (``training.replay``: one-slot bursts of a model's first-turn prompts,
   its own answer lengths) of the length model's held-out scores (each source held out,
   as the training report does) alone, and with the stated sizes where a prompt states one;
3. the ranking (pairs >= 2x apart ordered right, per answering model) the same two ways.

Run: ``.venv/bin/python -m experiments.stated_replay --out docs/stated.md`` (~6 min).
"""

from __future__ import annotations

import argparse
import math
from collections import defaultdict
from pathlib import Path

import numpy as np

from sidecar.prediction.ranking import concordance_2x
from sidecar.prediction.stated import Stated, read_stated
from sidecar.training.corpora import CORPORA
from sidecar.training.dataset import sample_table
from sidecar.training.formats import ReadReport, Sample
from sidecar.training.pipeline import DEFAULT_SOURCES, _featurized, source_samples
from sidecar.training.replay import others_mean, prompt_keys, replay_shares
from sidecar.training.report import leave_one_source_out
from sidecar.training.text import WordIndex
from sidecar.training.train import TrainParams


def read(specs: list[str], root: Path):
    """Samples (features, labels) and, aligned with them, what each one's prompt states."""
    rr, index = ReadReport(), WordIndex()
    samples: list[Sample] = []
    stated: list[Stated | None] = []
    for spec in specs:
        conv: object = None
        said: Stated | None = None
        raw = []
        for s in source_samples(spec, root, rr):
            if s.conv is not conv:  # many answers to one prompt: read it once
                conv, said = s.conv, read_stated(s.conv) if s.conv is not None else None
            raw.append(s)
            stated.append(said)
        samples.extend(_featurized(raw, None, index))
        print(f"read {spec}: {len(raw)} replies", flush=True)
    return samples, stated, index


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    ap.add_argument("--data", default=str(Path(__file__).resolve().parents[2] / "shared" / "data"))
    ap.add_argument("--also", default="", help="evaluation-only corpora, comma-separated (e.g. guanaco)")
    ap.add_argument("--out")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument(
        "--cache", help="keep the held-out scores here (.npz) and reuse them: the reader can change, the model not"
    )
    args = ap.parse_args(argv)
    specs = list(DEFAULT_SOURCES) + [f"corpus:{c}" for c in args.also.split(",") if c]
    unknown = [s for s in specs if s.split(":", 1)[1] not in CORPORA]
    if unknown:
        ap.error(f"unknown corpora: {unknown}")
    samples, stated, index = read(specs, Path(args.data))
    t = sample_table(samples, index)
    cache = Path(args.cache) if args.cache else None
    if cache is not None and cache.exists() and len(np.load(cache)["held"]) == len(t):
        held = np.load(cache)["held"]  # the held-out scores of an earlier run on the same data
    else:
        held = np.full(len(t), np.nan)
        print("fitting with each source held out ...", flush=True)
        leave_one_source_out(t, TrainParams(seed=args.seed), None, held)
        if cache is not None:
            np.savez(cache, held=held)
    said = np.array([s.tokens if s is not None else np.nan for s in stated])
    kinds = np.array([s.kind if s is not None else "" for s in stated], dtype=object)
    lines = [
        "# What a request states of its reply's length, against real replies",
        "",
        f"`python -m experiments.stated_replay{' --also ' + args.also if args.also else ''}`: "
        f"{len(t)} replies to the prompts of {len(set(t.source.tolist()))} sources.",
        "",
        "## 1. Replies to prompts that state a size, by kind",
        "",
        "Ratio: a reply's tokens over the stated size. Spread: the standard deviation of its log.",
        "",
        "| kind | prompts | replies | median ratio | 10th-90th pct ratio | log spread |",
        "|---|---|---|---|---|---|",
    ]
    for kind in sorted(set(kinds.tolist()) - {""}):
        m = kinds == kind
        ratio = t.tokens[m] / said[m]
        prompts = len(set(prompt_keys(t.take(m)).tolist()))
        q10, q50, q90 = np.percentile(ratio, [10, 50, 90])
        lines.append(
            f"| {kind} | {prompts} | {int(m.sum())} | {q50:.2f} | {q10:.2f}-{q90:.2f} | {np.std(np.log(ratio)):.2f} |"
        )
    share = defaultdict(list)
    for src, k in zip(t.source.tolist(), kinds.tolist(), strict=True):
        share[src].append(bool(k))
    lines += ["", "Share of each source's replies whose prompt states a size:", ""]
    lines += [f"- {src}: {np.mean(v):.3f}" for src, v in sorted(share.items())]

    # the replay share, many-answer prompts, each source held out
    many = ~np.isnan(others_mean(t, prompt_keys(t)))
    tm = t.take(many)
    scores = {"model": held[many], "model + stated": held[many]}
    fixed = {"model + stated": said[many]}
    shares = replay_shares(tm, scores, args.seed, fixed)
    lines += [
        "",
        "## 2. Replay share (held out), with and without the stated sizes",
        "",
        "| source | models | prompts stating a size | model | model + stated |",
        "|---|---|---|---|---|",
    ]
    for src, v in shares.items():
        stating = float(np.mean(~np.isnan(said[many][tm.source == src])))
        lines.append(f"| {src} | {v['models']:.0f} | {stating:.3f} | {v['model']:.3f} | {v['model + stated']:.3f} |")
    mean = {k: float(np.mean([v[k] for v in shares.values()])) for k in ("model", "model + stated")}
    lines.append(f"| **mean** | | | **{mean['model']:.3f}** | **{mean['model + stated']:.3f}** |")

    # ranking per answering model: log predicted tokens
    lines += [
        "",
        "## 3. Ranking (pairs >= 2x apart ordered right, mean over answering models), held out",
        "",
        "| source | model | model + stated |",
        "|---|---|---|",
    ]
    means = []
    for src in sorted(set(t.source.tolist())):
        a, b = [], []
        for who in sorted(set(t.answerer[t.source == src].tolist())):
            m = (t.source == src) & (t.answerer == who)
            if m.sum() < 20:
                continue
            offset = float(np.log(t.tokens[m]).mean())
            plain = held[m] + offset
            with_said = np.where(np.isnan(said[m]), plain, np.log(np.maximum(said[m], 1.0)))
            ca, _ = concordance_2x(t.tokens[m], plain)
            cb, _ = concordance_2x(t.tokens[m], with_said)
            if not (math.isnan(ca) or math.isnan(cb)):
                a.append(ca)
                b.append(cb)
        if a:
            lines.append(f"| {src} | {np.mean(a):.3f} | {np.mean(b):.3f} |")
            means.append((np.mean(a), np.mean(b)))
    lines.append(f"| **mean** | **{np.mean([x for x, _ in means]):.3f}** | **{np.mean([y for _, y in means]):.3f}** |")
    text = "\n".join(lines) + "\n"
    print(text)
    if args.out:
        Path(args.out).write_text(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
