"""How much can routing a burst between two equal backends gain over round robin? A bound.

    .venv/bin/python -m experiments.routing_bound docs/bench/two-backends/results.json --out docs/bench/routing-bound.md

Takes a two-backend `sidecar bench` run (its results.json): the burst's prompts (the same
workload and seed), each reply's true length, and the backends' decode rate and first-token
time measured in the run. Each job's service time is then first-token time + tokens / rate,
and the burst is replayed on two equal single-slot backends, everything arriving at once,
under each routing rule, each backend serving its queue shortest predicted first:

- round robin: job i to backend i mod 2 (least connections does the same on a burst that
  arrives at once: each new job goes to the backend with fewer, and they alternate);
- earliest predicted finish (the sidecar's default): each job, in arrival order, to the
  backend where its predicted finish is earliest (the predicted work that would go
  before it there, plus its own);
- one queue (late binding): a backend that frees takes the shortest predicted job of all;
- the same three with the true sizes instead of the predictions (what a perfect length
  model would give each rule).

Predictions are the shipped model's (`sidecar predict` on each prompt at the run's cap).
Besides the run's own burst, 2,000 bursts of 24 drawn from its jobs (with replacement, in
random arrival order) give each rule's mean latency against round robin's, 10th-90th
percentile; the measured run's repeat-to-repeat spread of the round-robin arm is the noise
a side-by-side measurement has to clear.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import numpy as np

from experiments.data_variants import write_doc
from sidecar.tools import corpora_dir
from sidecar.tools.bench import load_workload
from sidecar.tools.predict_cli import Predictor


def per_backend_queues(service: np.ndarray, key: np.ndarray, backend: list[int]) -> float:
    """Mean latency when each backend serves the jobs sent to it, smallest ``key`` first."""
    done = []
    for b in (0, 1):
        t = 0.0
        for i in sorted((i for i in range(len(service)) if backend[i] == b), key=lambda i: (key[i], i)):
            t += service[i]
            done.append(t)
    return float(np.mean(done))


def round_robin(service: np.ndarray, key: np.ndarray) -> float:
    return per_backend_queues(service, key, [i % 2 for i in range(len(service))])


def earliest_finish(service: np.ndarray, key: np.ndarray, predicted: np.ndarray) -> float:
    backend: list[int] = []
    for i in range(len(service)):
        finish = [
            sum(predicted[j] for j in range(i) if backend[j] == b and (key[j], j) < (key[i], i)) + predicted[i]
            for b in (0, 1)
        ]
        backend.append(int(np.argmin(finish)))
    return per_backend_queues(service, key, backend)


def one_queue(service: np.ndarray, key: np.ndarray) -> float:
    free = [0.0, 0.0]
    done = []
    for i in sorted(range(len(service)), key=lambda i: (key[i], i)):
        b = int(np.argmin(free))
        free[b] += service[i]
        done.append(free[b])
    return float(np.mean(done))


def rules(service: np.ndarray, predicted: np.ndarray) -> dict[str, float]:
    """Mean latency under each rule; ``predicted`` in seconds, ordered like ``service``."""
    return {
        "round robin": round_robin(service, predicted),
        "earliest predicted finish": earliest_finish(service, predicted, predicted),
        "one queue": one_queue(service, predicted),
        "round robin, true sizes": round_robin(service, service),
        "earliest finish, true sizes": earliest_finish(service, service, service),
        "one queue, true sizes": one_queue(service, service),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0], allow_abbrev=False)
    ap.add_argument("results", type=Path, help="results.json of a `sidecar bench --backends 2` run")
    ap.add_argument("--data-root", type=Path, default=corpora_dir())
    ap.add_argument("--bursts", type=int, default=2000)
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    run = json.loads(args.results.read_text())
    a = run["args"]
    tokens = np.array([run["true_tokens"][str(i)] for i in range(a["n"])], dtype=float)
    served = [x for r in run["runs"] if r["arm"] != "direct" for x in r["results"] if x["status"] == 200]
    rate = float(np.median([x["tokens"] / (x["end"] - x["first"]) for x in served if x["tokens"] > 5]))
    first = float(np.median([x["first"] - x["sent"] for x in served if x["queue"] is not None and x["queue"] < 0.01]))
    service = first + tokens / rate
    prompts = load_workload(a["workload"], a["n"], a["seed"], args.data_root)
    model = Predictor()
    predicted_tokens = np.array(
        [
            model.predict({"messages": [{"role": "user", "content": p}], "max_tokens": a["cap"]})["predicted_tokens"]
            for p in prompts
        ]
    )
    predicted = first + predicted_tokens / rate

    here = rules(service, predicted)
    rng = np.random.default_rng(0)
    ratios: dict[str, list[float]] = {k: [] for k in here}
    for _ in range(args.bursts):
        pick = rng.integers(0, len(service), len(service))
        got = rules(service[pick], predicted[pick])
        for k, v in got.items():
            ratios[k].append(v / got["round robin"])
    rr_means = run["summary"]["round_robin"]["classes"]["all"]["mean_by_repeat"]
    noise = (max(rr_means) - min(rr_means)) / float(np.mean(rr_means))

    lines = [
        f"Run: `{' '.join(['sidecar bench', '--backends', str(a['backends']), '--workload', a['workload'], '--n', str(a['n']), '--cap', str(a['cap']), '--seed', str(a['seed'])])}`"
        f" ({args.results}); decode {rate:.1f} tokens/s, first token {first:.2f} s; service times "
        f"{service.min():.1f}-{service.max():.1f} s.",
        "",
        "| rule | this burst, mean latency s | vs round robin | 2,000 drawn bursts: mean vs round robin (10th-90th) |",
        "|---|---|---|---|",
    ]
    for k, v in here.items():
        r = np.array(ratios[k])
        lines.append(
            f"| {k} | {v:.2f} | {v / here['round robin'] - 1:+.1%} | {r.mean() - 1:+.1%} "
            f"({np.percentile(r, 10) - 1:+.1%} to {np.percentile(r, 90) - 1:+.1%}) |"
        )
    lines += [
        "",
        f"Measured round-robin arm, mean latency per repeat: {' / '.join(f'{m:.1f}' for m in rr_means)} s "
        f"(range {noise:.0%} of their mean).",
    ]
    text = "\n".join(lines)
    print(text)
    if args.out:
        title = "Routing a burst between two equal backends: a bound"
        write_doc(args.out, title, __doc__, f"routing_bound.py {args.results}", "", text)


if __name__ == "__main__":
    main()
