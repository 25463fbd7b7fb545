"""``sidecar simulate``: the command, its tables per scenario, the aging sweep, and plots."""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path
from typing import Any

import numpy as np

from sidecar.errors import UsageError
from sidecar.scheduling.jobs import SchedulerSettings
from sidecar.tools import corpora_dir
from sidecar.tools.simulate import (
    BackendModel,
    Request,
    RunResult,
    arena_workload,
    compare,
    mean_latency,
    pct,
    poisson_arrivals,
    scale_to_utilisation,
    simulate,
    table,
    trace_arrivals,
)


def sweep_aging(
    reqs: list[Request], backend: BackendModel, base: SchedulerSettings, root: Path, rho: float = 0.9
) -> tuple[str, list[dict]]:
    """Short-job P50 gain and long-job P99 against FCFS over aging x max_wait x aged_share,
    for Poisson arrivals at ``rho`` and for a burst of the same requests."""
    rows = []
    lines = [
        "### Aging sweep (end-to-end latency against fcfs; classes are terciles of true length)",
        "",
        "| arrivals | aging | max_wait s | aged_share | short P50 | long P99 | longest wait s |",
        "|---|---|---|---|---|---|---|",
    ]
    scenarios = [
        (f"poisson rho={rho}", reqs, poisson_arrivals(reqs, backend, rho)),
        (f"burst of {min(100, len(reqs))}", reqs[:100], [0.0] * min(100, len(reqs))),
    ]
    grid = [("sjf", 0.0, 0.0, 0.0)] + [
        ("sjf-aging", a, w, s)
        for s in (0.25, 0.5)
        for w in (60.0, 120.0, 300.0)
        for a in (0.0, 0.05, 0.1, 0.2, 0.5, 1.0)
    ]
    for name, sub, arr in scenarios:
        fcfs = simulate(sub, arr, backend, dataclasses.replace(base, policy="fcfs"))
        f = fcfs.latencies("e2e")
        for policy, a, w, s in grid:
            st = dataclasses.replace(base, policy=policy, aging=a, max_wait=w or base.max_wait, aged_share=s or 0.5)
            res = simulate(sub, arr, backend, st)
            lat = res.latencies("e2e")
            s50 = pct(lat["short"], 50) / pct(f["short"], 50) - 1
            l99 = pct(lat["long"], 99) / pct(f["long"], 99)
            longest = max((o.admitted - o.arrival for o in res.outcomes if o.admitted is not None), default=0.0)
            label = "sjf (no aging, no bound) | - | - | -" if policy == "sjf" else f"{a:g} | {w:g} | {s:g}"
            rows.append({"arrivals": name, "setting": label, "short_p50": s50, "long_p99": l99, "longest": longest})
            lines.append(f"| {name} | {label} | {s50:+.0%} | {l99:.2f}x | {longest:.0f} |")
    return "\n".join(lines), rows


def write_sim_report(
    out: Path,
    all_results: list[tuple[str, list[RunResult]]],
    backend: BackendModel,
    args: Any,
    sweep: tuple[str, list[dict]] | None,
) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    out.mkdir(parents=True, exist_ok=True)
    cmd = "sidecar simulate " + " ".join(sys.argv[2:]) if len(sys.argv) > 2 else "sidecar simulate"
    if getattr(args, "scores", None):
        model = (
            f"out-of-fold scores from `{args.scores}` (each prompt scored by a model trained on the other "
            "folds: it has seen prompts of this kind, not this one)"
        )
    elif getattr(args, "model_dir", None):
        model = f"the length model in `{args.model_dir}`"
    else:
        model = "the shipped length model (these prompts are in its training data: its ranking here is in-sample)"
    lines = [
        "# Scheduler simulation",
        "",
        f"Command: `{cmd}`",
        "",
        f"Backend model: {backend.slots} slot(s), prefill {backend.prefill_rate:g} tok/s, decode "
        f"{backend.decode_rate:g} tok/s, output cap {args.cap} tokens. Workload: Arena-Hard prompts with one "
        f"answering model's true reply lengths, sizes predicted by {model}. Classes are by "
        "true reply length (short < 200 <= medium < 800 <= long tokens). Latencies in seconds.",
        "",
    ]
    fig, axes = plt.subplots(len(all_results), 2, figsize=(11, 3.2 * len(all_results)), squeeze=False)
    for row, (name, results) in enumerate(all_results):
        f, o, a = mean_latency(results[0]), mean_latency(results[3]), mean_latency(results[2])
        gain = (f - a) / (f - o) if f > o else float("nan")
        lines += [
            f"## {name}",
            "",
            table(results),
            "",
            f"Mean end-to-end: fcfs {f:.1f} s, sjf-aging {a:.1f} s, oracle {o:.1f} s: sjf-aging gets "
            f"{gain:.0%} of the oracle's gain. Waiting time table:",
            "",
            table(results, "wait"),
            "",
        ]
        for col, cls in enumerate(("short", "long")):
            ax = axes[row][col]
            for r in results:
                v = np.sort(r.latencies("e2e")[cls])
                if len(v):
                    ax.plot(v, np.arange(1, len(v) + 1) / len(v), label=r.policy)
            ax.set_xscale("log")
            ax.set_title(f"{name}: {cls} replies", fontsize=9)
            ax.set_xlabel("end-to-end latency (s)")
            ax.set_ylabel("CDF")
            ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(out / "simulation.png", dpi=100)
    plt.close(fig)
    if sweep is not None:
        lines += [sweep[0], ""]
    lines += ["![latency CDFs](simulation.png)", ""]
    (out / "simulation.md").write_text("\n".join(lines))


def run_simulate(args: Any) -> int:
    root = Path(args.data_root) if args.data_root else corpora_dir()
    backend = BackendModel(args.slots, args.prefill_rate, args.decode_rate)
    if args.scores and args.model_dir:
        raise UsageError("--scores and --model-dir both size the requests: give one")
    scores = Path(args.scores) if args.scores else None
    reqs = arena_workload(root, args.answerer, args.cap, args.model_dir, seed=args.seed, scores_file=scores)
    base = SchedulerSettings(max_queue=100_000, queue_timeout=1e9)
    scenarios: list[tuple[str, list[Request], list[float]]] = []
    kinds = ["burst", "poisson", "azure", "mooncake"] if args.arrivals == "all" else [args.arrivals]
    for kind in kinds:
        if kind == "burst":
            scenarios.append((f"burst of {args.burst}", reqs[: args.burst], [0.0] * args.burst))
            continue
        for rho in args.rho:
            sub = reqs[: args.n]
            if kind == "poisson":
                arr = poisson_arrivals(sub, backend, rho, args.seed)
            else:
                arr = scale_to_utilisation(trace_arrivals(root, kind, len(sub)), sub, backend, rho)
            scenarios.append((f"{kind} rho={rho}", sub, arr))
    all_results = []
    for name, sub, arr in scenarios:
        results = compare(sub, arr, backend, base)
        all_results.append((name, results))
        print(f"\n## {name}  (end-to-end seconds by true reply length)\n")
        print(table(results))
        f, o, a = mean_latency(results[0]), mean_latency(results[3]), mean_latency(results[2])
        gain = (f - a) / (f - o) if f > o else float("nan")
        print(
            f"\nmean latency: fcfs {f:.1f} s, sjf-aging {a:.1f} s, oracle {o:.1f} s; "
            f"sjf-aging gets {gain:.0%} of the oracle's gain"
        )
    sweep = None
    if args.sweep:
        sweep = sweep_aging(reqs[: args.n], backend, base, root)
        print("\n" + sweep[0])
    if args.report:
        write_sim_report(Path(args.report), all_results, backend, args, sweep)
        print(f"\nreport written to {args.report}")
    return 0
