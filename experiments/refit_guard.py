"""Can a refit make the order worse? 100 SmolLM2 replies, a refit, then bursts of short and long tasks.

    .venv/bin/python -m experiments.refit_guard --report docs/learning/refit-guard

1. llama-server (-np 1, one thread), SmolLM2-135M-Instruct, ``--cap`` tokens a reply.
2. Prompts: distinct first turns of the many-model sources in ../shared/data (prompts of at
   most ``--max-chars`` characters), each with the mean answer length the large models gave it.
3. Learning: ``--learn`` of them (none of the bursts') through one ``sidecar serve`` with
   automatic refits off, then ``POST /sidecar/refit``: what the refit in the repository makes
   of them (installed or refused, and why).
4. The refit as it was before its guards (``unguarded`` below: a ridge of the labels with the
   prior's score as one more input, shrunk toward zero instead of toward the prior, inputs
   standardised by the replies' own spread, judged on the newest fifth only, no spread floor,
   no reference prompts), fitted on the same log and installed in a copy of the state.
5. ``--repeats`` bursts of ``--burst`` prompts (half that large models answer in under
   ``--short`` tokens, half in over ``--long``; other prompts each repeat), sent at once to
   four arms side by side: direct (the backend's FCFS), the fresh sidecar, the sidecar with
   the refit's state, the sidecar with the unguarded layer.

Printed and written to ``--report``: per repeat, the same-work share of each arm (each arm's
order replayed on one set of service times, as a share of shortest-first's gain over
direct's order), the spread of the sizes each sidecar predicted, and what the refit said.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import random
import shutil
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import numpy as np

from experiments.closed_loop import replay
from experiments.common import burst_parser
from sidecar.learning.state import StateDir
from sidecar.localhttp import post_json
from sidecar.tools import llamaserver
from sidecar.tools.bench import fire, start_sidecar
from sidecar.tools.benchreport import same_work_shares
from sidecar.training import layer as layer_fit
from sidecar.training import refit as refit_module
from sidecar.training.dataset import sample_table
from sidecar.training.formats import ReadReport
from sidecar.training.metrics import concordance_2x
from sidecar.training.pipeline import DEFAULT_SOURCES, read_sources
from sidecar.training.replay import prompt_keys
from sidecar.training.text import WordIndex

REPO = Path(__file__).resolve().parent.parent
PRIOR = REPO / "model" / "default"


def many_model_prompts(max_chars: int) -> list[tuple[str, float]]:
    """(text, mean answer tokens over its answering models) of first-turn prompts with at
    least three answers, in a fixed order."""
    index = WordIndex()
    t = sample_table(read_sources(DEFAULT_SOURCES, REPO.parent / "shared" / "data", ReadReport(), None, index), index)
    keys = prompt_keys(t)
    by: dict[int, list[int]] = defaultdict(list)
    for i in np.flatnonzero(t.X[:, 2] == 1):
        if t.read[i] is not None:
            by[int(keys[i])].append(int(i))
    out = []
    for rows in by.values():
        text = t.read[rows[0]]
        if len(rows) >= 3 and len(text) <= max_chars and "\n...\n" not in text:
            out.append((text, float(np.mean(t.tokens[rows]))))
    out.sort()
    return out


def unguarded_layer(margin: np.ndarray, X: np.ndarray, label: np.ndarray, penalty: float) -> dict:
    """The layer as the refit fitted it before its guards: a ridge of the label on the prior's
    score and the features, standardised by the replies' spread, every weight shrunk to zero."""
    Z = layer_fit.layer_columns(margin, X)
    mu, sd = Z.mean(axis=0), Z.std(axis=0)
    live = sd > 1e-9
    A = np.column_stack([np.ones(len(Z)), (Z[:, live] - mu[live]) / sd[live]])
    R = penalty * np.eye(A.shape[1])
    R[0, 0] = 0.0
    w = np.linalg.solve(A.T @ A + R, A.T @ label)
    coef = np.zeros(Z.shape[1])
    coef[live] = w[1:] / sd[live]
    return {
        "intercept": float(w[0] - coef @ mu),
        "margin": float(coef[0]),
        "weights": [[i, float(c)] for i, c in enumerate(coef[1:]) if c != 0.0],
    }


def install_unguarded(learned_state: Path, out_state: Path) -> dict:
    """Fit the unguarded layer on the learned state's log and install it in a copy."""
    shutil.copytree(learned_state, out_state)
    state = StateDir(out_state)
    for p in state.models.glob("learned-*"):
        shutil.rmtree(p)
    (state.models / "current").unlink(missing_ok=True)
    rows = refit_module.read_rows(refit_module.log_files(state.traffic_log))
    n = len(rows["tokens"])
    train = np.arange(n) < n - max(20, n // 5)
    X0, m0 = refit_module.model_view(PRIOR, rows["X"], rows["ids"], state.key)
    label, _ = refit_module.labels(np.log(rows["tokens"]), m0, rows["capped"], train)
    layer = unguarded_layer(m0[train], X0[train], label[train], layer_fit.LAYER_PENALTY)
    te = ~train
    before, _ = concordance_2x(rows["tokens"][te], m0[te], lower_bound=rows["capped"][te])
    after, _ = concordance_2x(
        rows["tokens"][te], layer_fit.apply_layer(layer, m0[te], X0[te]), lower_bound=rows["capped"][te]
    )
    out = state.models / "learned-unguarded"
    prior_sha = json.loads((PRIOR / "meta.json").read_text())["model_sha"]
    refit_module.write_layer_model(out, PRIOR, layer, {"base": prior_sha, "kind": "layer (unguarded)"})
    state.set_current_model(out)
    return {
        "before": round(before, 4),
        "after": round(after, 4),
        "spread": round(float(np.std(layer_fit.apply_layer(layer, m0, X0))), 4),
        "prior_spread": round(float(np.std(m0)), 4),
    }


def logged(state: Path) -> list[dict]:
    path = state / "traffic.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


async def burst_arm(backend: str, arm: str, texts: list[str], cap: int, state: Path | None) -> dict:
    proc, url = (None, backend) if arm == "direct" else start_sidecar(backend, "sjf-aging", False, str(state))
    try:
        results, wall = await fire(url, texts, [0.0] * len(texts), cap, arm, None, 1800, False)
    finally:
        if proc is not None:
            llamaserver.stop_process(proc)
    out = {
        "arm": arm,
        "wall": wall,
        "failures": sum(1 for r in results if not r.ok),
        "done": {r.idx: r.latency for r in results if r.ok},
        "tokens": {r.idx: r.tokens for r in results if r.ok},
    }
    if state is not None:
        rows = logged(state)[-len(texts) :]
        pred = [r["predicted_tokens"] for r in rows if r.get("predicted_tokens")]
        out["predicted"] = [round(min(pred)), round(max(pred))] if pred else None
    return out


async def main_async(args: argparse.Namespace) -> int:
    t_start = time.time()
    pool = many_model_prompts(args.max_chars)
    rng = random.Random(args.seed)
    rng.shuffle(pool)
    short = [p for p in pool if p[1] < args.short]
    long = [p for p in pool if p[1] > args.long]
    half = args.burst // 2
    bursts = []
    for k in range(args.repeats):
        b = short[k * half : (k + 1) * half] + long[k * half : (k + 1) * half]
        rng.shuffle(b)
        bursts.append(b)
    used = {t for b in bursts for t, _ in b}
    learn = [t for t, _ in pool if t not in used][: args.learn]
    work = Path(tempfile.mkdtemp(prefix="refit-guard-"))
    learned_state = work / "learned"
    server = llamaserver.start(slots=1, ctx=4096, threads=1)
    print(f"llama-server {server.url}; work dir {work}", file=sys.stderr)
    try:
        proc, url = llamaserver.start_sidecar(
            server.url,
            env={"SIDECAR_STATE_DIR": str(learned_state), "SIDECAR_LEARNING_REFIT_EVERY": "0"},
        )
        t0 = time.monotonic()
        try:
            await replay(url, learn, args.cap, 1)
            refit = post_json(url + "/sidecar/refit")
        finally:
            llamaserver.stop_process(proc)
        learn_s = time.monotonic() - t0
        rows = logged(learned_state)
        print(f"\nlearned from {len(rows)} replies in {learn_s:.0f} s; refit: {json.dumps(refit)}", file=sys.stderr)
        unguarded = install_unguarded(learned_state, work / "unguarded")
        print(f"unguarded layer: {unguarded}", file=sys.stderr)

        reps = []
        for rep, burst in enumerate(bursts):
            texts = [t for t, _ in burst]
            arms = ["fresh", "learned", "unguarded"]
            arms = ["direct"] + arms[rep % 3 :] + arms[: rep % 3]
            row: dict[str, Any] = {}
            for arm in arms:
                state = None
                if arm == "fresh":
                    state = work / f"fresh-{rep}"
                elif arm != "direct":
                    state = work / f"{arm}-{rep}"
                    shutil.copytree(learned_state if arm == "learned" else work / "unguarded", state)
                row[arm] = await burst_arm(server.url, arm, texts, args.cap, state)
                print(
                    f"  repeat {rep + 1} {arm:<9} wall {row[arm]['wall']:6.1f} s failures {row[arm]['failures']}"
                    f" predicted {row[arm].get('predicted')}",
                    file=sys.stderr,
                )
            order = ["direct", "fresh", "learned", "unguarded"]
            row["shares"] = same_work_shares({a: row[a]["done"] for a in order})
            row["large_models"] = [round(m) for _, m in burst]
            reps.append(row)
            print(f"  repeat {rep + 1} same-work shares {row['shares']}", file=sys.stderr)
    finally:
        server.stop()

    lines = summarize(args, reps, refit, unguarded, rows, learn_s, t_start)
    print("\n".join(lines))
    if args.report:
        out = Path(args.report)
        out.mkdir(parents=True, exist_ok=True)
        (out / "report.md").write_text("\n".join(lines) + "\n")
        raw = {"refit": refit, "unguarded": unguarded, "bursts": [{k: v for k, v in r.items()} for r in reps]}
        (out / "results.json").write_text(json.dumps(raw, indent=1, default=str))
        print(f"report written to {out}/report.md", file=sys.stderr)
    return 0


def summarize(args, reps, refit, unguarded, rows, learn_s, t_start) -> list[str]:
    capped = sum(1 for r in rows if r.get("truncated"))
    lines = [
        "# A refit that cannot make the order worse",
        "",
        f"Made by `.venv/bin/python -m experiments.refit_guard --learn {args.learn} --burst {args.burst} "
        f"--repeats {args.repeats} --cap {args.cap} --short {args.short} --long {args.long} --seed {args.seed}` "
        f"in {(time.time() - t_start) / 60:.0f} min (llama-server -np 1 -t 1, SmolLM2-135M-Instruct, "
        "temperature 0; many-model prompts of ../shared/data).",
        "",
        f"Learning: {len(rows)} replies in {learn_s / 60:.1f} min, {capped} ran to the {args.cap}-token cap.",
        "",
        f"- The refit in the repository: installed **{refit.get('installed')}**"
        + (f" ({refit.get('reason')})" if refit.get("reason") else "")
        + f"; held-out ranking {refit.get('before')} -> {refit.get('after')} on {refit.get('test')} replies; "
        f"spread of log sizes: prior {(refit.get('spread') or {}).get('prior')}, layer "
        f"{(refit.get('spread') or {}).get('layer')}, stretched x{(refit.get('spread') or {}).get('stretched')}; "
        f"reference prompts: {json.dumps(refit.get('reference'))}.",
        f"- The unguarded layer (the refit before its guards): newest-fifth ranking {unguarded['before']} -> "
        f"{unguarded['after']}; spread of log sizes {unguarded['spread']} (prior {unguarded['prior_spread']}).",
        "",
        f"## Bursts of {args.burst}: half under {args.short} tokens from large models, half over {args.long}",
        "",
        "Same-work share: each arm's order of service replayed on one set of service times (per prompt, the "
        "mean over the arms of how long it held the slot), as a share of shortest-first's gain on those times "
        "over direct's order. Predicted: the smallest and largest size the sidecar gave the burst's requests.",
        "",
        "| repeat | fresh | learned (this refit) | unguarded layer | predicted: fresh | learned | unguarded |",
        "|---|---|---|---|---|---|---|",
    ]
    for i, r in enumerate(reps, 1):
        s = r["shares"]
        lines.append(
            f"| {i} | {s['fresh']:.2f} | {s['learned']:.2f} | {s['unguarded']:.2f} | {r['fresh'].get('predicted')} "
            f"| {r['learned'].get('predicted')} | {r['unguarded'].get('predicted')} |"
        )
    for arm in ("fresh", "learned", "unguarded"):
        v = [r["shares"][arm] for r in reps]
        lines.append("")
        lines.append(f"{arm}: mean {statistics.mean(v):.2f} (min {min(v):.2f}, max {max(v):.2f})")
    margin = [r["shares"]["learned"] - r["shares"]["fresh"] for r in reps]
    fails = sum(r[a]["failures"] for r in reps for a in ("direct", "fresh", "learned", "unguarded"))
    lines += [
        "",
        f"Learned minus fresh, per repeat: {', '.join(f'{m:+.2f}' for m in margin)} "
        f"(target: at least -0.05 in each: {'met' if all(m >= -0.05 for m in margin) else 'not met'}). "
        f"Failed requests: {fails}.",
    ]
    if any(math.isnan(r["shares"]["fresh"]) for r in reps):
        lines.append("A repeat whose direct order was already shortest-first has no gain to share (NaN).")
    return lines


def main() -> int:
    ap = burst_parser(__doc__, cap=256, pool=True)
    ap.add_argument("--learn", type=int, default=100)
    return asyncio.run(main_async(ap.parse_args()))


if __name__ == "__main__":
    sys.exit(main())
