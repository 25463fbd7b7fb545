"""Refit variants replayed on the bursts of an ``experiments/refit_guard.py`` run.

    .venv/bin/python -m experiments.refit_offline WORK_DIR [--out docs/learning/refit-guard/variants.md]

WORK_DIR is the run's work directory (printed at its start): ``learned/`` holds the 100
logged replies the refit learned from, ``fresh-K/`` each burst's 24 requests as the fresh
sidecar logged them (features, word digests, prompt tokens, SmolLM2's reply tokens and the
seconds each held the slot). Each variant is fitted on the learned log by the refit's own
functions; each burst is then ordered by each variant's predicted service seconds (prompt
tokens / prefill rate + predicted tokens / decode rate, the learned rates, as the scheduler
orders) and scored on the logged service times: share of the gain of shortest-first (by the
true times) over a random order.
"""

from __future__ import annotations

import argparse
import json
import math
import shutil
import sys
import tempfile
from pathlib import Path

import numpy as np

from experiments.refit_guard import PRIOR, unguarded_layer
from sidecar.learning.state import StateDir
from sidecar.prediction.scorer import LengthPredictor, expected_capped
from sidecar.training import layer as layer_fit
from sidecar.training import refit as R

# The weight the refit gave a reply cut at its cap when this was measured (it counted half;
# the refit now reads such replies as censored labels instead).
CAPPED_WEIGHT = 0.5


def rows(path: Path) -> list[dict]:
    return [r for r in map(json.loads, path.read_text().splitlines()) if r.get("status") == "ok"]


def share(service: np.ndarray, size: np.ndarray) -> float:
    n = len(service)
    order = np.argsort(size, kind="stable")
    mean = float(np.mean(np.cumsum(service[order])))
    best = float(np.mean(np.cumsum(np.sort(service))))
    random = float(service.sum() * (n + 1) / (2 * n))
    return (random - mean) / (random - best)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("work")
    ap.add_argument("--out")
    args = ap.parse_args()
    work = Path(args.work)
    tmp = Path(tempfile.mkdtemp())
    shutil.copytree(work / "learned", tmp / "state")
    state = StateDir(tmp / "state")
    for p in state.models.glob("learned-*"):
        shutil.rmtree(p)
    (state.models / "current").unlink(missing_ok=True)
    cal = json.loads((work / "learned" / "calibration.json").read_text())[""]
    offset, prefill, decode = cal["offset"], cal["prefill"], cal["decode"]
    prior = LengthPredictor.load(PRIOR)
    sigma = prior.sigma

    log = R.read_rows(R.log_files(state.traffic_log))
    n = len(log["tokens"])
    X0, m0 = R.model_view(PRIOR, log["X"], log["ids"], state.key)
    y = np.log(log["tokens"])
    newest = np.arange(n) < n - max(20, n // 5)
    label_old, _ = R.labels(y, m0, log["capped"], newest)
    test = R.held_out(n)
    label, _ = R.labels(y, m0, log["capped"], ~test)
    w = np.where(log["capped"], CAPPED_WEIGHT, 1.0)
    ref = R.reference_rows.load(PRIOR, prior.words_version)
    assert ref is not None, "the shipped model carries its reference rows"
    spread = layer_fit.layer_columns(R.tree_scorer(PRIOR)(ref["X"]), ref["X"]).std(axis=0)
    tr = ~test

    def stretched(layer: dict) -> dict:
        sd0, sd1 = float(np.std(m0)), float(np.std(layer_fit.apply_layer(layer, m0, X0)))
        if sd1 >= R.SPREAD_FLOOR * sd0:
            return layer
        return layer_fit.stretch_layer(
            layer, float(np.mean(layer_fit.apply_layer(layer, m0, X0))), R.SPREAD_FLOOR * sd0 / sd1
        )

    unguarded = unguarded_layer(m0[newest], X0[newest], label_old[newest], layer_fit.LAYER_PENALTY)
    layers = {
        "prior (nothing learned)": None,
        "before the guards (as refits were)": unguarded,
        "before the guards, spread floor added": stretched(unguarded),
        "toward the prior, penalty 100, general spread, capped half (this refit's layer)": stretched(
            layer_fit.fit_layer(m0[tr], X0[tr], label[tr], weight=w[tr], spread=spread)
        ),
        "toward the prior, penalty 100, the replies' own spread": stretched(
            layer_fit.fit_layer(m0[tr], X0[tr], label[tr], weight=w[tr])
        ),
        "toward the prior, penalty 10, general spread": stretched(
            layer_fit.fit_layer(m0[tr], X0[tr], label[tr], penalty=10.0, weight=w[tr], spread=spread)
        ),
        "toward the prior, penalty 10, the replies' own spread": stretched(
            layer_fit.fit_layer(m0[tr], X0[tr], label[tr], penalty=10.0, weight=w[tr])
        ),
    }
    result = R.refit(state, PRIOR, PRIOR, trees=50, depth=3, min_samples=50)
    bursts = sorted(work.glob("fresh-*"))
    table: dict[str, list[float]] = {k: [] for k in [*layers, "what the refit installed (words + layer)"]}
    ranking: dict[str, list[float]] = {k: [] for k in table}
    for b in bursts:
        got = rows(b / "traffic.jsonl")
        X = np.array([r["features"] for r in got], dtype=np.float32)
        ids = [np.asarray(r["words"], dtype=np.int64) for r in got]
        service = np.array([r["service_time"] for r in got])
        prompt = np.array([r["prompt_tokens"] for r in got], dtype=float)
        cap = np.array([r["max_tokens"] for r in got], dtype=float)
        tokens = np.array([r["output_tokens"] for r in got], dtype=float)
        capped = np.array([bool(r.get("truncated")) for r in got])
        Xb, mb = R.model_view(PRIOR, X, ids, state.key)
        scores = {k: (mb if layer is None else layer_fit.apply_layer(layer, mb, Xb)) for k, layer in layers.items()}
        if result.get("installed"):
            scores["what the refit installed (words + layer)"] = R.model_scores(
                Path(result["model_dir"]), X, ids, state.key
            )
        else:
            scores["what the refit installed (words + layer)"] = mb
        for k, s in scores.items():
            pred = np.array([expected_capped(math.exp(v + offset), c, sigma) for v, c in zip(s, cap, strict=True)])
            table[k].append(share(service, prompt / prefill + pred / decode))
            ranking[k].append(R.concordance_2x(tokens, s, lower_bound=capped)[0])
    lines = [
        "# Refit variants on the bursts of one refit_guard run",
        "",
        f"Made by `.venv/bin/python -m experiments.refit_offline {work}` on the run reported in report.md: "
        f"{n} logged SmolLM2 replies to learn from ({int(log['capped'].sum())} cut at the cap), "
        f"{len(bursts)} bursts of 24 other prompts. Share of the gain of shortest-first (by the logged service "
        "times) over a random order, when each burst is ordered by the variant's predicted service seconds at "
        "the learned rates; ranking: pairs of the burst's replies >= 2x apart ordered right (capped as lower "
        "bounds). The refit ran again here: "
        + json.dumps({k: result.get(k) for k in ("installed", "kind", "before", "after")}),
        "",
        "| variant | share per burst | mean | ranking per burst |",
        "|---|---|---|---|",
    ]
    for k, v in table.items():
        lines.append(
            f"| {k} | {', '.join(f'{x:.2f}' for x in v)} | {np.mean(v):.2f} | {', '.join(f'{x:.2f}' for x in ranking[k])} |"
        )
    text = "\n".join(lines)
    print(text)
    if args.out:
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.out).write_text(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
