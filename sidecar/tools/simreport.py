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
    ResumeModel,
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


# the resume costs swept: what the backend's prompt cache keeps of a cut reply
RESUMES = (
    ("cache keeps it", ResumeModel(miss=0.0)),
    ("RAM cache, >= 300 tok", ResumeModel(miss=0.0, cache_min=300)),
    ("a quarter read again", ResumeModel(miss=0.25)),
    ("no cache", ResumeModel(miss=1.0)),
)
SUSPENSION_ARMS = (  # (label, policy, preempt, oracle)
    ("fcfs", "fcfs", "off", False),
    ("sjf-aging", "sjf-aging", "off", False),
    ("+ suspend", "sjf-aging", "auto", False),
    ("oracle", "sjf-aging", "off", True),
    ("oracle + suspend", "sjf-aging", "auto", True),
)


def _runs(
    sub: list[Request],
    sequences: list[list[float]],
    backend: BackendModel,
    base: SchedulerSettings,
    arm: tuple[str, str, str, bool],
    resume: ResumeModel,
) -> list[RunResult]:
    """One arm (``SUSPENSION_ARMS``) on each arrival sequence."""
    _, policy, preempt, oracle = arm
    settings = dataclasses.replace(base, policy=policy, preempt=preempt)
    return [simulate(sub, arr, backend, settings, oracle=oracle, resume=resume) for arr in sequences]


def suspension_cells(
    workloads: list[tuple[str, list[Request]]],
    slots: list[int],
    base: SchedulerSettings,
    backend: BackendModel,
    *,
    burst: int,
    n: int,
    rhos: list[float],
    seeds: int = 3,
) -> tuple[list[str], list[dict[str, Any]]]:
    """The same order with and without suspension, side by side, in every cell of answering
    model x slots x arrivals x resume cost: mean end-to-end latency of each arm, the short
    third's P50, the share of the oracle's (no suspension) mean-latency gain over FCFS each
    sized arm gets, how many replies were cut and what their resumes read again. Poisson
    cells average ``seeds`` arrival sequences (one sequence's few cuts move its mean either
    way); every arm runs on the same ones. A cell where suspending makes the mean or the
    short P50 worse than the same order without it is marked."""
    head = (
        "| answers | slots | arrivals | resume | fcfs | sjf-aging | + suspend | oracle | oracle + suspend "
        "| share: sjf-aging / + suspend | short P50: sjf-aging / + suspend | cut | read again s | worse |"
    )
    lines = [head, "|" + "---|" * (head.count("|") - 1)]
    rows: list[dict[str, Any]] = []
    plain = [a for a in SUSPENSION_ARMS if a[2] == "off"]  # the arms a resume's cost cannot change
    for who, reqs in workloads:
        for k in slots:
            b = dataclasses.replace(backend, slots=k)
            arrivals = [(f"burst of {burst}", reqs[:burst], [[0.0] * burst])]
            arrivals += [
                (f"poisson {rho:g}", reqs[:n], [poisson_arrivals(reqs[:n], b, rho, seed) for seed in range(seeds)])
                for rho in rhos
            ]
            for name, sub, sequences in arrivals:
                cell = (sub, sequences, b, base)
                kept = {arm[0]: _runs(*cell, arm, RESUMES[0][1]) for arm in plain}
                for label, resume in RESUMES:
                    cut_arms = {arm[0]: _runs(*cell, arm, resume) for arm in SUSPENSION_ARMS if arm[2] != "off"}
                    runs = {**kept, **cut_arms}
                    mean = {a: float(np.mean([mean_latency(r) for r in rs])) for a, rs in runs.items()}
                    short = {
                        a: float(np.mean([pct(r.latencies("e2e")["short"], 50) for r in rs])) for a, rs in runs.items()
                    }
                    gain = mean["fcfs"] - mean["oracle"]
                    share = {a: (mean["fcfs"] - mean[a]) / gain if gain > 0 else float("nan") for a in mean}
                    cut = sum(r.counters["suspended"] for r in runs["+ suspend"]) / len(sequences)
                    read_again = sum(r.resume_seconds for r in runs["+ suspend"]) / len(sequences)
                    worse = [
                        what
                        for what, got, was in (
                            ("mean", mean["+ suspend"], mean["sjf-aging"]),
                            ("short P50", short["+ suspend"], short["sjf-aging"]),
                        )
                        if got > was * 1.0005
                    ]
                    row = {
                        "answers": who, "slots": k, "arrivals": name, "resume": label, "mean": mean,
                        "short_p50": short, "share": share, "cut": cut, "read_again": read_again, "worse": worse,
                    }  # fmt: skip
                    rows.append(row)
                    lines.append(
                        f"| {who} | {k} | {name} | {label} | "
                        + " | ".join(f"{mean[a]:.1f}" for a, *_ in SUSPENSION_ARMS)
                        + f" | {share['sjf-aging']:.2f} / {share['+ suspend']:.2f}"
                        f" | {short['sjf-aging']:.1f} / {short['+ suspend']:.1f}"
                        f" | {cut:.0f} | {read_again:.1f} | {', '.join(worse) or '-'} |"
                    )
    return lines, rows


QUESTION_CAP, QUESTION_EVERY = 48, 4  # the mix with short capped questions: every 4th capped at 48 tokens


def with_capped_questions(reqs: list[Request], every: int = QUESTION_EVERY, cap: int = QUESTION_CAP) -> list[Request]:
    """The same requests, every ``every``-th capped at ``cap`` output tokens by its client
    (a question asked for a short answer, a chat UI's title: its reply is its true length
    within the cap, and its size and reservation are too)."""

    def capped(r: Request) -> Request:
        reserve = min(r.reserve, cap) if r.reserve is not None else None
        return dataclasses.replace(
            r,
            true_tokens=min(r.true_tokens, cap),
            predicted_tokens=min(r.predicted_tokens, cap),
            reserve=reserve,
            max_tokens=cap,
        )

    return [capped(r) if i % every == 0 else r for i, r in enumerate(reqs)]


def _summary(rows: list[dict[str, Any]]) -> str:
    ratios = [r["mean"]["+ suspend"] / r["mean"]["sjf-aging"] for r in rows]
    shorts = [r["short_p50"]["+ suspend"] / r["short_p50"]["sjf-aging"] for r in rows]
    worse = sum(1 for r in rows if r["worse"])
    return (
        f"{len(rows)} cells; mean latency with suspension over without {min(ratios):.4f}-{max(ratios):.4f}, "
        f"short P50 {min(shorts):.3f}-{max(shorts):.3f}; replies cut a run: {sum(r['cut'] for r in rows):.0f}; "
        f"cells where suspending is worse: {worse}"
    )


def run_suspension(args: Any, reqs_for: Any) -> int:
    """``sidecar simulate --suspension``: the suspension table (``suspension_cells``), each
    answering model's lengths as they are (``--cap``) and with short capped questions."""
    answerers = args.answerers or [args.answerer]
    workloads = []
    for who in answerers:
        reqs = reqs_for(who)
        name = who or "median model"
        workloads += [
            (name, reqs),
            (f"{name}, 1 in {QUESTION_EVERY} capped at {QUESTION_CAP}", with_capped_questions(reqs)),
        ]
    backend = BackendModel(args.slots, args.prefill_rate, args.decode_rate)
    slots = args.suspension_slots
    last = len(args.preempt_ratios) - 1
    for i, ratio in enumerate(args.preempt_ratios):  # the sweep: a summary line each, the last one's table in full
        base = SchedulerSettings(max_queue=100_000, queue_timeout=1e9, preempt_ratio=ratio)
        lines, rows = suspension_cells(
            workloads, slots, base, backend, burst=args.burst, n=args.n, rhos=args.rho, seeds=args.seeds
        )
        if i < last:
            print(f"preempt_ratio {ratio:g}: {_summary(rows)}")
    cmd = "sidecar simulate " + " ".join(sys.argv[2:])
    print(f"Command: `{cmd}`\n")
    print(
        f"Mean end-to-end seconds per arm; backend: prefill {backend.prefill_rate:g} tok/s, decode "
        f"{backend.decode_rate:g} tok/s a sequence, output cap {args.cap}; arms side by side on the same arrivals.\n"
    )
    print(f"preempt_ratio {ratio:g}:\n")
    print("\n".join(lines))
    worse = [r for r in rows if r["worse"]]
    print(f"\npreempt_ratio {ratio:g}: {_summary(rows)}")
    for r in worse:
        print(f"  {r['answers']}, {r['slots']} slot(s), {r['arrivals']}, {r['resume']}: {', '.join(r['worse'])}")
    return 1 if worse and args.check else 0


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
    if args.suspension:
        return run_suspension(
            args, lambda who: arena_workload(root, who, args.cap, args.model_dir, seed=args.seed, scores_file=scores)
        )
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
