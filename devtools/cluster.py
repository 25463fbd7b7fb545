"""Several model-server pods behind an endpoint picker, each pod FCFS or with the sidecar.

    python -m devtools.cluster --pods 4 --loads 0.6 0.8 0.95 --seeds 3 --out docs/kubernetes-sim.md

What the two layers do together, in simulated time. Each pod is the scheduler the sidecar
runs (``sidecar.scheduling.scheduler``, simulation clock injected) in front of a modelled model server
(``simulate.BackendModel``: ``slots`` sequences at once, prefill and decode rates): with the
sidecar its policy is ``sjf-aging`` sized by the shipped length model's predictions, without
it ``fcfs`` (what the model server does alone). In front of the pods, either:

- the picker, a model of the Gateway API Inference Extension's endpoint picker with its
  default scorers as documented (queue: fewer waiting requests score higher; KV cache:
  lower utilisation scores higher; its prefix scorer is left out, as it scores every pod
  alike on this workload's single-turn prompts), each normalised over the pods and
  weighted equally,
  reading each pod's metrics as they are at the moment of the request (the EPP scrapes
  every 50 ms); the highest score wins, ties at random;
- or no picker: requests in turn (a Kubernetes Service's round robin).

The picker is modelled, not run: its scorers are re-implemented from their documented
behaviour, not the EPP's code. Workload: the Arena-Hard prompts answered by one model (true
lengths) and sized by the shipped model, on the arrival times of a public trace (Azure 2023
conversations, Mooncake) stretched so the offered load is ``--loads`` of the pods' capacity.
"""

from __future__ import annotations

import argparse
import dataclasses
import itertools
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from sidecar.scheduling.jobs import SchedulerSettings
from sidecar.scheduling.scheduler import Scheduler
from sidecar.tools.simulate import (
    BackendModel,
    Request,
    arena_workload,
    pct,
    scale_to_utilisation,
    simulate,
    trace_arrivals,
)

COMBOS = (("round robin", "fcfs"), ("round robin", "sjf-aging"), ("picker", "fcfs"), ("picker", "sjf-aging"))


def pick(pods: Sequence[Scheduler], rng: random.Random) -> int:
    """The modelled endpoint picker: queue and KV-cache scorers, equal weights (its prefix
    scorer would score every pod alike here: single-turn prompts share no prefix)."""
    waiting = np.array([len(p.waiting) for p in pods], dtype=float)
    kv = np.array([p.reserved_tokens / max(1, p.kv_budget) for p in pods])
    q = np.ones(len(pods)) if np.ptp(waiting) == 0 else (waiting.max() - waiting) / np.ptp(waiting)
    score = q + (1.0 - kv)
    best = np.flatnonzero(score >= score.max() - 1e-12)
    return int(rng.choice(list(best)))


def run(
    requests: Sequence[Request],
    arrivals: Sequence[float],
    backend: BackendModel,
    pods: int,
    routing: str,
    policy: str,
    seed: int,
) -> list[tuple[float, float, int]]:
    """One combination: (arrival, finish, true tokens) per request (finish NaN if rejected)."""
    settings = SchedulerSettings(policy=policy, max_queue=100_000, queue_timeout=1e9)
    rng, turn = random.Random(seed), itertools.count()
    route = (lambda s: pick(s, rng)) if routing == "picker" else (lambda s: next(turn) % len(s))
    result = simulate(requests, arrivals, backend, settings, pods=pods, route=route)
    nan = float("nan")
    return [
        (o.arrival, o.finished if o.finished is not None and not o.rejected else nan, r.true_tokens)
        for o, r in zip(result.outcomes, requests, strict=True)
    ]


def summarize(rows: list[tuple[float, float, int]]) -> dict[str, float]:
    lengths = np.array([t for _, _, t in rows])
    t1, t2 = np.percentile(lengths, [100 / 3, 200 / 3])
    lat = np.array([f - a for a, f, _ in rows])
    out = {}
    for name, mask in (("short", lengths < t1), ("long", lengths >= t2), ("all", np.ones(len(rows), bool))):
        v = lat[mask & ~np.isnan(lat)]
        out[f"{name}_mean"], out[f"{name}_p99"] = float(np.mean(v)), pct(v, 99)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m devtools.cluster", description=__doc__.split("\n")[0])
    ap.add_argument("--data-root", default="../shared/data")
    ap.add_argument("--pods", type=int, default=4)
    ap.add_argument("--slots", type=int, default=1, help="sequences one pod's model server runs at once")
    ap.add_argument("--trace", nargs="+", default=["azure", "mooncake"])
    ap.add_argument("--loads", type=float, nargs="+", default=[0.6, 0.8, 0.95])
    ap.add_argument("--seeds", type=int, default=3)
    ap.add_argument("--requests", type=int, default=1500)
    ap.add_argument("--cap", type=int, default=2048)
    ap.add_argument("--out")
    args = ap.parse_args(argv)
    t0 = time.time()
    backend = BackendModel(slots=args.slots)
    lines = [
        "# Pods behind an endpoint picker: the picker and the sidecar together (simulated)",
        "",
        f"Made by `python -m devtools.cluster --pods {args.pods} --slots {args.slots} --trace {' '.join(args.trace)} "
        f"--loads {' '.join(map(str, args.loads))} --seeds {args.seeds} --requests {args.requests}`. "
        f"{args.pods} pods, each a model server running {args.slots} sequence(s) at once (prefill "
        f"{backend.prefill_rate:g}, decode {backend.decode_rate:g} tokens/s), FCFS alone or with the sidecar's "
        "sjf-aging sized by the shipped length model; in front, a modelled endpoint picker (queue and KV-cache "
        "scorers as the Inference Extension documents them, equal weights; its prefix scorer scores every pod alike "
        "on single-turn prompts) or round robin. The picker is "
        "modelled, not run. Workload: Arena-Hard first turns with one model's true reply lengths, on a public "
        "trace's arrival times stretched to the offered load. Latency in seconds, end to end; short and long: "
        "the shortest and longest third of replies; mean over seeds (min-max).",
        "",
    ]
    for trace in args.trace:
        lines += [
            f"## {trace}",
            "",
            "| load | routing | pods | short mean | short P99 | long mean | long P99 | all mean |",
            "|---|---|---|---|---|---|---|---|",
        ]
        for rho in args.loads:
            per: dict[tuple[str, str], list[dict]] = {c: [] for c in COMBOS}
            for seed in range(args.seeds):
                reqs = arena_workload(Path(args.data_root), None, args.cap, seed=seed)[: args.requests]
                arr = trace_arrivals(Path(args.data_root), trace, len(reqs), offset_frac=0.2 + 0.1 * seed)
                arr = scale_to_utilisation(arr, reqs, dataclasses.replace(backend, slots=args.slots * args.pods), rho)
                for routing, policy in COMBOS:
                    per[(routing, policy)].append(summarize(run(reqs, arr, backend, args.pods, routing, policy, seed)))
            for (routing, policy), runs in per.items():

                def cell(k: str, runs: list[dict] = runs) -> str:
                    v = [r[k] for r in runs]
                    return f"{np.mean(v):.1f} ({min(v):.1f}-{max(v):.1f})"

                label = "with the sidecar" if policy == "sjf-aging" else "FCFS"
                lines.append(
                    f"| {rho:g} | {routing} | {label} | {cell('short_mean')} | {cell('short_p99')} | "
                    f"{cell('long_mean')} | {cell('long_p99')} | {cell('all_mean')} |"
                )
            print(f"{trace} rho {rho}: done ({time.time() - t0:.0f} s)", file=sys.stderr)
        lines.append("")
    text = "\n".join(lines)
    print(text)
    if args.out:
        Path(args.out).write_text(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
