"""What ``sidecar bench`` measured and how it reads: each request's result, each arm's
run, the summary by true reply length, the same-work shares, the outcome table and the
report (``report.md``, ``results.json``, the latency CDFs). ``bench`` runs the arms and hands
their runs here; nothing here talks to a backend.
"""

from __future__ import annotations

import itertools
import json
import os
import platform
import sys
import time
from collections import defaultdict
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from sidecar.tools.simulate import pct


@dataclass
class Result:
    idx: int
    arm: str
    sent: float
    first: float | None = None
    end: float | None = None
    tokens: int | None = None
    status: int | str = 0
    queue: float | None = None

    @property
    def ok(self) -> bool:
        return self.status == 200 and self.end is not None

    @property
    def latency(self) -> float:
        assert self.end is not None
        return self.end - self.sent


@dataclass
class ArmRun:
    arm: str
    repeat: int
    wall: float
    results: list[Result] = field(default_factory=list)


def classify(tokens: int, short: int, long: int) -> str:
    return "short" if tokens < short else "long" if tokens >= long else "medium"


def summarize(runs: list[ArmRun], true_tokens: dict[int, int], short: int, long: int) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for arm in dict.fromkeys(r.arm for r in runs):
        arm_runs = [r for r in runs if r.arm == arm]
        per_class: dict[str, dict[str, Any]] = {}
        for cls in ("short", "medium", "long", "all"):
            lat_by_rep, ttft_by_rep = [], []
            for run in arm_runs:
                sel = [
                    x
                    for x in run.results
                    if x.ok and (cls == "all" or classify(true_tokens[x.idx], short, long) == cls)
                ]
                lat_by_rep.append([x.latency for x in sel])
                ttft_by_rep.append([x.first - x.sent for x in sel if x.first is not None])
            pooled = [v for rep in lat_by_rep for v in rep]
            per_class[cls] = {
                "n": len(pooled),
                "p50": pct(pooled, 50),
                "p90": pct(pooled, 90),
                "p99": pct(pooled, 99),
                "mean": float(np.mean(pooled)) if pooled else float("nan"),
                "ttft_p50": pct([v for rep in ttft_by_rep for v in rep], 50),
                "p50_by_repeat": [pct(rep, 50) for rep in lat_by_rep],
                "p99_by_repeat": [pct(rep, 99) for rep in lat_by_rep],
                "mean_by_repeat": [float(np.mean(rep)) if rep else float("nan") for rep in lat_by_rep],
            }
        failures = sum(1 for run in arm_runs for x in run.results if not x.ok)
        tokens = sum((x.tokens or 0) for run in arm_runs for x in run.results if x.ok)
        wall = sum(run.wall for run in arm_runs)
        out[arm] = {
            "classes": per_class,
            "failures": failures,
            "wall": wall,
            "throughput_tok_s": tokens / wall if wall else float("nan"),
            "queue_p50": pct([x.queue for run in arm_runs for x in run.results if x.queue is not None], 50),
        }
    return out


def ratio_table(summary: dict[str, Any], base: str = "direct") -> str:
    lines = [
        f"| arm | class | n | mean s | P50 s | P90 s | P99 s | mean vs {base} | P50 vs {base} | P99 vs {base} "
        "| mean per repeat | P50 per repeat |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    b = summary[base]["classes"]
    for arm, s in summary.items():
        for cls in ("short", "medium", "long", "all"):
            c = s["classes"][cls]
            if not c["n"]:
                continue
            reps = " / ".join(f"{v:.1f}" for v in c["p50_by_repeat"])
            means = " / ".join(f"{v:.1f}" for v in c["mean_by_repeat"])
            lines.append(
                f"| {arm} | {cls} | {c['n']} | {c['mean']:.1f} | {c['p50']:.1f} | {c['p90']:.1f} | {c['p99']:.1f} | "
                f"{c['mean'] / b[cls]['mean'] - 1:+.0%} | {c['p50'] / b[cls]['p50'] - 1:+.0%} | "
                f"{c['p99'] / b[cls]['p99']:.2f}x | {means} | {reps} |"
            )
    return "\n".join(lines)


def same_work_shares(completions: dict[str, dict[int, float]]) -> dict[str, float]:
    """Each arm's order replayed on one set of service times: what the order alone is
    worth, without the machine's speed moving between arms (it moves by 5-20% here).

    ``completions``: per arm, each request's completion time in one burst served back to
    back by one slot (``-np 1``). A request held the slot from the completion before it to
    its own; its service time is the mean of that over the arms. Returns per arm the share
    of the gain the shortest-first order of those times has over the first arm's order
    (``direct``)."""
    held: dict[str, dict[int, float]] = {}
    for arm, done in completions.items():
        prev, held[arm] = 0.0, {}
        for i, t in sorted(done.items(), key=lambda kv: kv[1]):
            held[arm][i], prev = t - prev, t
    arms = list(held)
    service = {i: float(np.mean([held[a][i] for a in arms])) for i in held[arms[0]] if all(i in held[a] for a in arms)}

    def mean_latency(order: list[int]) -> float:
        return float(np.mean(list(itertools.accumulate(service[i] for i in order))))

    base = mean_latency([i for i in sorted(completions[arms[0]], key=completions[arms[0]].__getitem__) if i in service])
    best = mean_latency(sorted(service, key=service.__getitem__))
    if base <= best:
        return {a: float("nan") for a in arms}
    return {
        a: (base - mean_latency([i for i in sorted(completions[a], key=completions[a].__getitem__) if i in service]))
        / (base - best)
        for a in arms
    }


def same_work(runs: list[ArmRun]) -> str:
    """``same_work_shares`` of each repeat of a one-slot burst run, in one line."""
    per_rep: dict[str, list[float]] = defaultdict(list)
    for rep in sorted({r.repeat for r in runs}):
        done = {
            r.arm: {x.idx: x.end - x.sent for x in r.results if x.ok and x.end is not None}
            for r in runs
            if r.repeat == rep
        }
        if "direct" not in done or len(done) < 2:
            return ""
        done = {"direct": done.pop("direct"), **done}
        for arm, v in same_work_shares(done).items():
            per_rep[arm].append(v)
    return "Same work (each arm's order replayed on the mean service times of its repeat): " + "; ".join(
        f"{arm} {np.nanmean(v):.0%} of the shortest-first gain ({' / '.join(f'{x:.0%}' for x in v)})"
        for arm, v in per_rep.items()
        if arm != "direct"
    )


def same_work_line(args: Any, runs: list[ArmRun]) -> str:
    """The same-work line, for the runs it applies to: one backend with one slot, a burst (or
    the demo's arrivals: all in before the first reply ends)."""
    one_slot = (args.backends or 1) == 1 and args.slots == 1 and args.arrivals in ("burst", "demo")
    return same_work(runs) if one_slot else ""


def oracle_gap(summary: dict[str, Any]) -> str:
    if "oracle" not in summary or "direct" not in summary:
        return ""
    d = summary["direct"]["classes"]["all"]["mean"]
    o = summary["oracle"]["classes"]["all"]["mean"]
    parts = []
    for arm in ("sjf", "sjf-aging"):
        if arm in summary and d > o:
            a = summary[arm]["classes"]["all"]["mean"]
            parts.append(
                f"{arm} gets {(d - a) / (d - o):.0%} of the oracle's mean-latency gain "
                f"(direct {d:.1f} s, {arm} {a:.1f} s, oracle {o:.1f} s)"
            )
    return "; ".join(parts)


# --- the command -----------------------------------------------------------------------------


def outcome(r: Result) -> str:
    """What a request got: a complete reply, a clear error (status or error event), or
    nothing at all (the connection dropped or timed out without a word: lost)."""
    if r.ok:
        return "complete"
    if isinstance(r.status, int) and r.status >= 400 or r.status == "stream_error":
        return "clear_error"
    return "lost"


def outcome_table(runs: list[ArmRun]) -> str:
    lines = ["| arm | repeat | complete | clear error | lost |", "|---|---|---|---|---|"]
    for run in runs:
        if run.arm == "direct":
            continue
        got = [outcome(x) for x in run.results]
        lines.append(
            f"| {run.arm} | {run.repeat + 1} | {got.count('complete')} | {got.count('clear_error')} | {got.count('lost')} |"
        )
    return "\n".join(lines)


def environment(args: Any) -> dict[str, Any]:
    cpu = "unknown"
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as fh:
            cpu = next((line.split(":", 1)[1].strip() for line in fh if line.startswith("model name")), cpu)
    except OSError:
        pass
    return {
        "backend": args.backend or f"llama-server {llama_flags(args)} -t 1, SmolLM2-135M-Instruct Q4_1",
        "cpu": cpu,
        "cores": os.cpu_count(),
        "python": platform.python_version(),
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
    }


def write_report(
    out: Path, args: Any, runs: list[ArmRun], summary: dict[str, Any], true_tokens: dict[int, int], elapsed: float
) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    out.mkdir(parents=True, exist_ok=True)
    env = environment(args)
    cmd = "sidecar " + " ".join(sys.argv[1:])
    classes = {
        c: sum(1 for t in true_tokens.values() if classify(t, args.short, args.long) == c)
        for c in ("short", "medium", "long")
    }
    fig, axes = plt.subplots(1, 3, figsize=(14, 4))
    for ax, cls in zip(axes, ("short", "medium", "long"), strict=True):
        for arm in summary:
            lat = [
                x.latency
                for r in runs
                if r.arm == arm
                for x in r.results
                if x.ok and classify(true_tokens[x.idx], args.short, args.long) == cls
            ]
            if lat:
                v = np.sort(lat)
                ax.plot(v, np.arange(1, len(v) + 1) / len(v), label=arm)
        ax.set_title(f"{cls} replies ({classes[cls]} requests)")
        ax.set_xlabel("end-to-end latency (s)")
        ax.set_ylabel("CDF")
        ax.grid(alpha=0.3)
        ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(out / "latency_cdf.png", dpi=100)
    plt.close(fig)
    lines = [
        "# Benchmark: FCFS vs SJF on a real backend",
        "",
        f"Command: `{cmd}`",
        "",
        f"Environment: {env['backend']}; CPU {env['cpu']} ({env['cores']} cores); Python {env['python']}; {env['date']}.",
        "",
        f"Workload: {len(true_tokens)} requests ({args.workload}), arrivals {args.arrivals}"
        + (f" at rho={args.rho}" if args.arrivals not in ("burst", "demo") else "")
        + f", max_tokens {args.cap}, temperature 0, streamed. True-length classes from the direct arm: "
        f"short < {args.short} tokens ({classes['short']}), medium ({classes['medium']}), long >= {args.long} ({classes['long']}). "
        f"{args.repeats} repeat(s) per arm; arms back to back in rotating order. Total time {elapsed / 60:.1f} min.",
        "",
        "## End-to-end latency by true reply length",
        "",
        ratio_table(summary),
        "",
        oracle_gap(summary),
        "",
        same_work_line(args, runs),
        "",
        "## Throughput and failures",
        "",
        "| arm | failures | wall s (all repeats) | output tok/s | sidecar queue wait P50 s |",
        "|---|---|---|---|---|",
    ]
    for arm, s in summary.items():
        lines.append(
            f"| {arm} | {s['failures']} | {s['wall']:.0f} | {s['throughput_tok_s']:.1f} | {s['queue_p50']:.2f} |"
            if s["queue_p50"] == s["queue_p50"]
            else f"| {arm} | {s['failures']} | {s['wall']:.0f} | {s['throughput_tok_s']:.1f} | - |"
        )
    lines += ["", "![latency CDFs](latency_cdf.png)", ""]
    (out / "report.md").write_text("\n".join(lines))
    (out / "results.json").write_text(
        json.dumps(
            {
                "args": {k: v for k, v in vars(args).items() if k != "func"},
                "environment": env,
                "summary": summary,
                "true_tokens": true_tokens,
                "runs": [
                    {"arm": r.arm, "repeat": r.repeat, "wall": r.wall, "results": [asdict(x) for x in r.results]}
                    for r in runs
                ],
            },
            indent=1,
            default=str,
        )
    )


def llama_flags(args: Any) -> str:
    if getattr(args, "llama_defaults", False):
        return "with its defaults (no -np, no -c: 4 slots sharing one pool)"
    return f"-np {args.slots} -c {args.ctx}"
