"""Does the sidecar learn its deployment? Before and after, on prompts it was never trained on.

    .venv/bin/python -m experiments.learning_bench --report docs/learning

1. llama-server (-np 1, one thread) with SmolLM2-135M; prompts: first turns of the
   guanaco conversations (in no training set of the shipped model).
2. Bursts: ``--repeats`` times, ``--burst`` further prompts (other ones each repeat) sent
   at once to four arms side by side in rotating order: direct (the backend's FCFS), the sidecar
   with a fresh state directory, the sidecar with the learned state (after step 3), and
   the oracle (told each reply's true length).
3. Learning: ``--replay`` prompts through one ``sidecar serve`` with default settings but
   ``learning.refit_every`` (``--refit-every``), at ``--concurrency``; then one refit on
   ``POST /sidecar/refit``. Each repeat of the learned arm starts from a copy of this state.
4. Templated workload: ``--per-template`` requests of each of four templates (an
   instruction plus a varying input) through a fresh sidecar; ranking of its predictions
   against SmolLM2's replies, for requests after the first ``--warm`` of their template.

Printed and written to ``--report``: the share of the oracle's mean-latency gain per arm
and repeat, and ranking (pairs >= 2x apart; capped replies count as lower bounds) of the
sidecar's predicted tokens against SmolLM2's actual tokens.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from experiments.closed_loop import prompts as guanaco_prompts
from experiments.closed_loop import replay
from experiments.common import burst_parser
from sidecar.localhttp import get_json, post_json
from sidecar.tools import llamaserver
from sidecar.tools.bench import fire, start_sidecar
from sidecar.tools.benchreport import same_work_shares
from sidecar.training.metrics import concordance_2x

TEMPLATES = (
    (
        "classify",
        "Classify the sentiment of the following text as positive, negative or neutral. "
        "Answer with one word only.\n\nText: {x}",
    ),
    ("essay", "Write a long, detailed essay of at least five paragraphs on the following subject.\n\nSubject: {x}"),
    ("translate", "Translate the following text into French.\n\n{x}"),
    ("summary", "{x}\n\nSummarize the text above in one short sentence."),
)


def logged(state: Path) -> list[dict]:
    path = state / "traffic.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


def ranking(rows: list[dict], by: str = "predicted_tokens") -> tuple[float, int]:
    """Ranking of the logged replies by ``by``: ``score`` (the length model's) for a burst,
    whose waiting jobs are sized again as the sidecar learns, so their predicted tokens are
    on the scale of whenever each was admitted; ``predicted_tokens`` (with the shape memory)
    for requests sent one at a time."""
    ok = [r for r in rows if r.get("status") == "ok" and r.get("output_tokens")]
    if len(ok) < 2:
        return float("nan"), 0
    tokens = np.array([r["output_tokens"] for r in ok], dtype=float)
    pred = np.array([r[by] for r in ok], dtype=float)
    capped = np.array([bool(r.get("truncated")) for r in ok])
    return concordance_2x(tokens, pred, lower_bound=capped)


async def burst_arm(backend: str, arm: str, texts: list[str], cap: int, hints, state: Path | None) -> dict:
    proc, url = (None, backend) if arm == "direct" else start_sidecar(backend, "sjf-aging", arm == "oracle", str(state))
    try:
        results, wall = await fire(url, texts, [0.0] * len(texts), cap, arm, hints, 1800, False)
    finally:
        if proc is not None:
            llamaserver.stop_process(proc)
    lat = [r.latency for r in results if r.ok]
    out = {
        "arm": arm,
        "wall": wall,
        "mean": statistics.mean(lat) if lat else float("nan"),
        "failures": sum(1 for r in results if not r.ok),
        "tokens": {r.idx: r.tokens for r in results if r.ok},
        "latency": {r.idx: r.latency for r in results if r.ok},
    }
    if state is not None and arm != "oracle":
        rows = logged(state)[-len(texts) :]
        out["ranking"], out["pairs"] = ranking(rows, by="score")
    return out


async def main_async(args: argparse.Namespace) -> int:
    t_start = time.time()
    texts = guanaco_prompts(args.replay + args.burst * args.repeats, args.seed)
    replay_texts = texts[: args.replay]
    # each repeat its own prompts: one set of 24 says little about the prompts users send
    bursts = [texts[args.replay + k * args.burst : args.replay + (k + 1) * args.burst] for k in range(args.repeats)]
    work = Path(tempfile.mkdtemp(prefix="learning-bench-"))
    learned_state = work / "learned"
    if args.learned_state:
        shutil.copytree(args.learned_state, learned_state)
    server = llamaserver.start(slots=1, ctx=4096, threads=1)
    print(f"llama-server {server.url}; work dir {work}", file=sys.stderr)
    try:
        # 3. learning (first, so that every burst repeat can run all four arms side by side)
        proc, url = llamaserver.start_sidecar(
            server.url,
            env={
                "SIDECAR_STATE_DIR": str(learned_state),
                "SIDECAR_LEARNING_REFIT_EVERY": str(args.refit_every),
                "SIDECAR_SCHEDULER_MAX_QUEUE": "100000",
            },
        )
        t0 = time.monotonic()
        try:
            if not args.learned_state:
                await replay(url, replay_texts, args.cap, args.concurrency)
            final = post_json(url + "/sidecar/refit")
            learning = get_json(url + "/sidecar/calibration")
        finally:
            llamaserver.stop_process(proc)
        replay_s = time.monotonic() - t0
        replay_rows = logged(learned_state)
        print(f"\nreplayed {len(replay_rows)} in {replay_s:.0f} s; final refit: {final}", file=sys.stderr)

        # 2. bursts: direct, fresh, learned, oracle per repeat, rotating order
        reps = []
        for rep in range(args.repeats):
            true_tokens: dict[int, int] = {}
            arms = ["direct", "fresh", "learned", "oracle"]
            arms = arms[:1] + arms[1 + rep % 3 :] + arms[1 : 1 + rep % 3]  # direct first: its lengths tell the oracle
            row = {}
            for arm in arms:
                state = None
                if arm in ("fresh", "oracle"):
                    state = work / f"{arm}-{rep}"
                elif arm == "learned":
                    state = work / f"learned-{rep}"
                    shutil.copytree(learned_state, state)
                hints = dict(true_tokens) if arm == "oracle" else None
                res = await burst_arm(server.url, arm, bursts[rep], args.cap, hints, state)
                if arm == "direct" and not true_tokens:
                    true_tokens = {i: int(t or 0) for i, t in res["tokens"].items()}
                row[arm] = res
                print(
                    f"  repeat {rep + 1} {arm:<8} mean {res['mean']:6.2f} s  wall {res['wall']:6.1f} s"
                    f"  failures {res['failures']}  ranking {res.get('ranking', float('nan')):.3f}",
                    file=sys.stderr,
                )
            reps.append(row)

        # 4. templated workload through a fresh sidecar (shape memory; no refit)
        rng = random.Random(args.seed)
        inputs = [t.split("\n")[0][:200] for t in guanaco_prompts(400, args.seed + 1)]
        inputs = [x for x in inputs if len(x) >= 20]
        jobs = [(name, tpl.format(x=rng.choice(inputs))) for name, tpl in TEMPLATES for _ in range(args.per_template)]
        rng.shuffle(jobs)
        tstate = work / "templated"
        proc, url = llamaserver.start_sidecar(
            server.url, env={"SIDECAR_STATE_DIR": str(tstate), "SIDECAR_LEARNING_REFIT_EVERY": "0"}
        )
        try:
            await replay(url, [j[1] for j in jobs], args.cap, 1)
        finally:
            llamaserver.stop_process(proc)
        trows = logged(tstate)
        seen: dict[str, int] = {}
        warm = []
        for (name, _), r in zip(jobs, trows, strict=True):
            seen[name] = seen.get(name, 0) + 1
            if seen[name] > args.warm:
                warm.append(r)
        t_all = ranking(trows)
        t_warm = ranking(warm)
        per_template = {
            name: round(
                float(np.median([r["output_tokens"] for (n, _), r in zip(jobs, trows, strict=True) if n == name]))
            )
            for name, _ in TEMPLATES
        }
    finally:
        server.stop()

    lines = summarize(args, reps, final, learning, replay_rows, replay_s, t_all, t_warm, per_template, warm, t_start)
    print("\n".join(lines))
    if args.report:
        out = Path(args.report)
        out.mkdir(parents=True, exist_ok=True)
        (out / "report.md").write_text("\n".join(lines) + "\n")
        raw = {
            "bursts": [{a: {k: v for k, v in r.items() if k != "tokens"} for a, r in row.items()} for row in reps],
            "final_refit": final,
            "learning": learning.get("learning"),
        }
        (out / "results.json").write_text(json.dumps(raw, indent=1, default=str))
        print(f"report written to {out}/report.md", file=sys.stderr)
    return 0


def summarize(args, reps, final, learning, replay_rows, replay_s, t_all, t_warm, per_template, warm, t_start):
    def share(row: dict, arm: str) -> float:
        d, o, a = row["direct"]["mean"], row["oracle"]["mean"], row[arm]["mean"]
        return (d - a) / (d - o) if d > o else float("nan")

    n = args.burst

    def vs_random(res: dict) -> float:
        """Mean latency over what a random order would give with this arm's own work: one
        slot serves a burst back to back, so the work is the arm's wall time W and a
        random order's expected mean latency is W (n + 1) / 2n. This takes out the speed
        of the machine during the arm, which moves from run to run by 10-20% here."""
        return res["mean"] / (res["wall"] * (n + 1) / (2 * n))

    def norm_share(row: dict, arm: str) -> float:
        o = vs_random(row["oracle"])
        return (1 - vs_random(row[arm])) / (1 - o) if o < 1 else float("nan")

    def same_work(row: dict) -> dict[str, float]:
        """Each arm's order replayed on one set of service times (``benchreport.same_work_shares``):
        what the order alone is worth, without the machine's speed moving between arms."""
        return same_work_shares({a: row[a]["latency"] for a in ("direct", "fresh", "learned", "oracle")})

    lines = [
        "# Learning the deployment: before and after",
        "",
        f"Made by `.venv/bin/python -m experiments.learning_bench --replay {args.replay} --burst {args.burst} "
        f"--repeats {args.repeats} --cap {args.cap} --refit-every {args.refit_every} --concurrency {args.concurrency} "
        f"--per-template {args.per_template} --warm {args.warm}"
        + (f" --learned-state {args.learned_state}" if args.learned_state else "")
        + f"` in {(time.time() - t_start) / 60:.0f} min "
        "(llama-server -np 1 -t 1, SmolLM2-135M-Instruct, temperature 0; guanaco first turns, "
        "which no shipped model was trained on).",
        "",
        f"## Burst of {args.burst} unseen prompts, {args.repeats} repeats",
        "",
        "Mean end-to-end latency (s) per arm; share of the oracle's mean-latency gain over direct; "
        "ranking of the length model's scores against SmolLM2's (pairs >= 2x apart, capped replies as "
        "lower bounds).",
        "",
        "| repeat | direct | fresh sidecar | learned sidecar | oracle | fresh: oracle share | learned: oracle share "
        "| fresh: ranking | learned: ranking |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for i, row in enumerate(reps, 1):
        lines.append(
            f"| {i} | {row['direct']['mean']:.2f} | {row['fresh']['mean']:.2f} | {row['learned']['mean']:.2f} "
            f"| {row['oracle']['mean']:.2f} | {share(row, 'fresh'):.0%} | {share(row, 'learned'):.0%} "
            f"| {row['fresh'].get('ranking', float('nan')):.3f} | {row['learned'].get('ranking', float('nan')):.3f} |"
        )
    fs = [share(r, "fresh") for r in reps]
    ls = [share(r, "learned") for r in reps]
    fails = sum(r[a]["failures"] for r in reps for a in r)
    lines += [
        "",
        f"Oracle share, mean (min-max): fresh {np.mean(fs):.0%} ({min(fs):.0%}-{max(fs):.0%}), "
        f"learned {np.mean(ls):.0%} ({min(ls):.0%}-{max(ls):.0%}). Failed requests: {fails}.",
        "",
        "The direct arm's order is whatever order the burst's connections reach llama-server, and the "
        "machine's speed moves between arms, so the share above is noisy. Below, each arm's mean latency "
        "is divided by what a random order would give with that arm's own work (its wall time W: "
        "W (n + 1) / 2n on one slot), and the share is of the oracle's gain on that scale:",
        "",
        "| repeat | direct | fresh | learned | oracle | fresh: oracle share | learned: oracle share |",
        "|---|---|---|---|---|---|---|",
    ]
    for i, row in enumerate(reps, 1):
        lines.append(
            f"| {i} | {vs_random(row['direct']):.3f} | {vs_random(row['fresh']):.3f} | {vs_random(row['learned']):.3f} "
            f"| {vs_random(row['oracle']):.3f} | {norm_share(row, 'fresh'):.0%} | {norm_share(row, 'learned'):.0%} |"
        )
    nf = [norm_share(r, "fresh") for r in reps]
    nl = [norm_share(r, "learned") for r in reps]
    lines += [
        "",
        f"Normalized oracle share, mean (min-max): fresh {np.mean(nf):.0%} ({min(nf):.0%}-{max(nf):.0%}), "
        f"learned {np.mean(nl):.0%} ({min(nl):.0%}-{max(nl):.0%}).",
        "",
        "Same work: each arm's order of service replayed on one set of service times (per prompt, the "
        "mean over the four arms of how long it held the slot), as a share of the gain of shortest-first "
        "on those times over direct's order. The order is what the sidecar decides; this is its worth "
        "with the machine's speed held still:",
        "",
        "| repeat | fresh | learned | oracle arm |",
        "|---|---|---|---|",
    ]
    sw = [same_work(r) for r in reps]
    for i, w in enumerate(sw, 1):
        lines.append(f"| {i} | {w['fresh']:.0%} | {w['learned']:.0%} | {w['oracle']:.0%} |")
    lines += [
        "",
        "Same-work share, mean (min-max): "
        + ", ".join(
            f"{a} {np.mean([w[a] for w in sw]):.0%} ({min(w[a] for w in sw):.0%}-{max(w[a] for w in sw):.0%})"
            for a in ("fresh", "learned", "oracle")
        )
        + ".",
        "",
        "## What was learned",
        "",
        f"{len(replay_rows)} replayed requests "
        + (
            f"(reused from an earlier run's state, {args.learned_state}) "
            if args.learned_state
            else f"in {replay_s / 60:.1f} min "
        )
        + f"({sum(1 for r in replay_rows if r.get('truncated'))} ran to the {args.cap}-token cap). Refits:",
        "",
        "| refit | installed | samples | held out | ranking before | after | seconds |",
        "|---|---|---|---|---|---|---|",
    ]
    for i, r in enumerate((learning.get("learning") or {}).get("refits", []), 1):
        lines.append(
            f"| {i} | {r.get('installed')} | {r.get('samples')} | {r.get('test')} | {r.get('before')} "
            f"| {r.get('after')} | {r.get('seconds')} |"
        )
    lines += [
        "",
        f"Serving after the replay: {json.dumps((learning.get('learning') or {}).get('model', {}).get('learned'))}",
        "",
        "## Templated workload",
        "",
        f"{len(TEMPLATES)} templates x {args.per_template} requests in random order through a fresh sidecar "
        f"(shape memory on, no refit); median reply tokens per template: {per_template}.",
        f"Ranking of all requests: {t_all[0]:.3f} ({t_all[1]} pairs); of the {len(warm)} requests after the "
        f"first {args.warm} of their template: {t_warm[0]:.3f} ({t_warm[1]} pairs).",
    ]
    return lines


def main() -> int:
    ap = burst_parser(__doc__, cap=256, pool=False)
    ap.add_argument("--replay", type=int, default=400)
    ap.add_argument("--refit-every", type=int, default=100)
    ap.add_argument("--concurrency", type=int, default=2)
    ap.add_argument("--per-template", type=int, default=30)
    ap.add_argument("--warm", type=int, default=20)
    ap.add_argument(
        "--learned-state",
        help="start from a copy of this state directory (an earlier run's work/learned, same --replay, --cap "
        "and --seed) instead of replaying: the replay is deterministic and takes 25 min",
    )
    return asyncio.run(main_async(ap.parse_args()))


if __name__ == "__main__":
    sys.exit(main())
