"""What should a refit learn from a few hundred replies? Variants side by side on one log.

    .venv/bin/python -m experiments.refit_variants --state STATE_DIR --report docs/refit-variants.md

``STATE_DIR`` is a sidecar's state directory (its ``traffic.jsonl`` and ``secret.key``), for
example the learned state ``experiments/learning_bench.py`` leaves in its work directory. Every
variant starts from the shipped prior, as the sidecar's refit does, and is fitted with the
refit's own functions (``sidecar.training.refit``):

- ``prior``: the shipped model, nothing learned;
- ``layer p=...``: the linear layer over the prior's score and the 21 features, at three
  ridge penalties (the refit uses ``LAYER_PENALTY``);
- ``words+layer``: the deployment's word weights first, then the layer;
- ``words+trees``: the word weights and 50 new trees of depth 3 (what refits did before
  the layer);
- ``refit``: what ``refit`` itself would choose (the layer, with the words if they rank the
  training rows better out of fold).

Two measures, each over random splits of the log (the test rows never trained on):

1. ranking (pairs >= 2x apart, capped replies as lower bounds) of the test rows, for
   training sets of ``--sizes`` replies, ``--splits`` splits each; mean, and the difference
   to the prior with its spread and how often the variant beat it;
2. a simulated burst: ``--burst`` test rows arriving at once at one slot, served in the
   order of the predicted seconds (prompt tokens at the state's learned prefill rate plus the
   expected capped reply at its decode rate, as the scheduler orders), each taking its logged
   service time; the share of the oracle's mean-latency gain over a random order, over
   ``--bursts`` draws, trained on the rest of the log. Ordering by the true reply tokens is
   printed too: the most any length predictor could reach on this log.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np

from sidecar.learning.state import StateDir
from sidecar.prediction.scorer import default_model_dir, expected_capped, read_meta
from sidecar.training.layer import FOLDS, apply_layer, fit_layer
from sidecar.training.metrics import concordance_2x
from sidecar.training.refit import (
    fit_trees,
    fit_words,
    labels,
    log_files,
    model_view,
    read_rows,
    tree_scorer,
    words_help,
)
from sidecar.training.text import TEXT
from sidecar.training.train import load_base, predict_margin


class Log:
    """One traffic log read as the refit reads it, with the prior's view of every row."""

    def __init__(self, state: StateDir, prior_dir: Path) -> None:
        rows = read_rows(log_files(state.traffic_log))
        self.X, self.ids, self.tokens, self.capped = rows["X"], rows["ids"], rows["tokens"], rows["capped"]
        self.n = len(self.tokens)
        extra = [json.loads(line) for line in state.traffic_log.read_text().splitlines() if line.strip()]
        extra = [
            r for r in extra if r.get("status") == "ok" and isinstance(r.get("words"), list) and r.get("output_tokens")
        ]
        extra.sort(key=lambda r: float(r.get("time", 0.0)))
        extra = extra[-self.n :]
        self.service = np.array([float(r.get("service_time") or 0.0) for r in extra])
        self.prompt_tokens = np.array([float(r.get("prompt_tokens") or 0.0) for r in extra])
        self.cap = np.array([float(r.get("max_tokens") or 0.0) for r in extra])
        self.y = np.log(self.tokens)
        self.prior = load_base(str(prior_dir))
        self.trees = tree_scorer(prior_dir)
        self.scale = float(read_meta(prior_dir).get("score_scale", 1.0))
        self.X0, self.m0 = model_view(prior_dir, self.X, self.ids, state.key, self.trees)

    def labels(self, tr: np.ndarray) -> tuple[np.ndarray, float]:
        train = np.zeros(self.n, dtype=bool)
        train[tr] = True
        return labels(self.y, self.m0, self.capped, train)

    def variants(self, tr: np.ndarray, te: np.ndarray, seed: int) -> dict[str, np.ndarray]:
        """Each variant's predicted centred log length for the rows ``te``."""
        label, _ = self.labels(tr)
        folds = np.random.default_rng(seed).integers(0, FOLDS, self.n)
        _, _, delta = fit_words(self.ids, label - self.m0, tr, te, folds)
        X1 = self.X0.copy()
        X1[:, TEXT] += delta
        m1 = self.trees(X1)
        out = {"prior": self.m0[te]}
        for p in (3.0, 30.0, 100.0):
            out[f"layer p={p:g}"] = apply_layer(
                fit_layer(self.m0[tr], self.X0[tr], label[tr], p), self.m0[te], self.X0[te]
            )
        words_layer = apply_layer(fit_layer(m1[tr], X1[tr], label[tr]), m1[te], X1[te])
        out["words+layer"] = words_layer
        booster = fit_trees(self.prior, X1[tr], label[tr] / self.scale, trees=50, depth=3, seed=seed)
        out["words+trees"] = predict_margin(booster, X1[te]) * self.scale
        use_words, _, _ = words_help(((self.m0, self.X0), (m1, X1)), label, self.tokens, self.capped, tr, folds)
        out["refit"] = words_layer if use_words else out["layer p=100"]
        return out

    def rank(self, idx: np.ndarray, score: np.ndarray) -> float:
        c, _ = concordance_2x(self.tokens[idx], score, lower_bound=self.capped[idx])
        return float(c)


def burst_share(log: Log, te: np.ndarray, seconds: np.ndarray) -> float:
    """Share of the oracle's mean-latency gain over a random order, all of ``te`` arriving
    at once at one slot and served in the order of ``seconds``."""
    s = log.service[te]
    oracle = np.mean(np.cumsum(np.sort(s)))
    random_order = np.mean(s) * (len(s) + 1) / 2
    arm = np.mean(np.cumsum(s[np.argsort(seconds, kind="stable")]))
    return float((random_order - arm) / (random_order - oracle))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--state", required=True, help="a sidecar state directory")
    ap.add_argument("--prior", default=str(default_model_dir()))
    ap.add_argument("--sizes", default="100,200,320", help="training replies per split")
    ap.add_argument("--splits", type=int, default=30)
    ap.add_argument("--burst", type=int, default=24)
    ap.add_argument("--bursts", type=int, default=100)
    ap.add_argument("--sigma", type=float, default=0.85, help="spread of the capped-length expectation")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--report")
    args = ap.parse_args()

    state = StateDir(args.state)
    log = Log(state, Path(args.prior))
    calibration = state.read_json("calibration.json") or {}
    rates: dict = next(iter(calibration.values()), {}) if calibration else {}
    prefill, decode = float(rates.get("prefill", 100.0)), float(rates.get("decode", 60.0))
    lines = [
        "# Refit variants",
        "",
        f"Made by `.venv/bin/python -m experiments.refit_variants --state STATE --sizes {args.sizes} "
        f"--splits {args.splits} --burst {args.burst} --bursts {args.bursts} --seed {args.seed}` on a log of "
        f"{log.n} replies ({log.capped.mean():.0%} cut at their cap).",
        "",
        "## Ranking of held-out replies (pairs >= 2x apart)",
        "",
        "| training replies | variant | mean | minus prior: mean (sd) | beats prior |",
        "|---|---|---|---|---|",
    ]
    rng = np.random.default_rng(args.seed)
    for size in (int(x) for x in args.sizes.split(",")):
        test_n = min(84, log.n - size)
        scores: dict[str, list[float]] = {}
        for s in range(args.splits):
            perm = rng.permutation(log.n)
            tr, te = np.sort(perm[:size]), np.sort(perm[-test_n:])
            for name, pred in log.variants(tr, te, s).items():
                scores.setdefault(name, []).append(log.rank(te, pred))
        base = np.array(scores["prior"])
        for name, vals in scores.items():
            v = np.array(vals)
            d = v - base
            lines.append(
                f"| {size} | {name} | {v.mean():.3f} | {d.mean():+.3f} ({d.std():.3f}) | "
                f"{'' if name == 'prior' else f'{np.mean(d > 0):.0%}'} |"
            )
        print("\n".join(lines[-len(scores) :]), file=sys.stderr)

    lines += [
        "",
        f"## Simulated burst of {args.burst} at one slot: share of the oracle's mean-latency gain",
        "",
        f"Ordered by predicted seconds: prompt tokens / {prefill:.0f} tok/s + expected capped reply / "
        f"{decode:.0f} tok/s (the state's learned rates), trained on the other {log.n - args.burst} replies.",
        "",
        "| order by | mean | median | 10th-90th percentile |",
        "|---|---|---|---|",
    ]
    shares: dict[str, list[float]] = {}
    for b in range(args.bursts):
        perm = rng.permutation(log.n)
        tr, te = np.sort(perm[: -args.burst]), perm[-args.burst :]
        _, offset = log.labels(tr)
        preds = log.variants(tr, te, b)
        for name in ("prior", "words+trees", "refit"):
            tokens = [
                expected_capped(float(np.exp(s + offset)), c or 1e9, args.sigma)
                for s, c in zip(preds[name], log.cap[te], strict=True)
            ]
            seconds = log.prompt_tokens[te] / prefill + np.array(tokens) / decode
            shares.setdefault(name, []).append(burst_share(log, te, seconds))
        shares.setdefault("prompt tokens alone", []).append(burst_share(log, te, log.prompt_tokens[te]))
        true_seconds = log.prompt_tokens[te] / prefill + log.tokens[te] / decode
        shares.setdefault("true reply tokens (a perfect length predictor)", []).append(
            burst_share(log, te, true_seconds)
        )
    for name, vals in shares.items():
        v = np.array(vals)
        lines.append(
            f"| {name} | {v.mean():.0%} | {np.median(v):.0%} | {np.percentile(v, 10):.0%} to {np.percentile(v, 90):.0%} |"
        )
    text = "\n".join(lines) + "\n"
    print(text)
    if args.report:
        Path(args.report).write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
