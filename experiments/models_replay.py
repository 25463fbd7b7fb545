"""Several models behind one backend, judged on real models' reply lengths: direct against
the sidecar, on the replay backend (sidecar/tools/replay_backend.py).

    .venv/bin/python -m experiments.models_replay --report docs/bench/models-replay

For each configuration (router semantics: llama-server's API with several models loaded
on demand; Ollama semantics: its API; two models at most one loaded, three models at most
two; a burst of ``--burst`` requests ``--gap`` s apart, and Poisson arrivals at utilisation
``--rho``), ``--repeats`` times with other prompts each time, the same requests go straight
to the backend and through a fresh ``sidecar serve`` (its defaults), in alternating order,
the backend reset to one model loaded before each arm. Prompts: half that large models
answer in under ``--short`` tokens, half over ``--long`` (many-model prompts of
../shared/data); the model switches every two requests; each served model's reply lengths
are those of one real answering model (``--answerers``), prefill 600 tokens/s, decode 30
tokens/s, one slot a model, loads of ``--load-seconds``, all ``--speed`` times faster.

Per arm: loads, mean latency, the P50 latency of the short half (the half with the shortest
replies), the longest queue wait the sidecar reported, failures. Targets (the issue): loads
<= direct, mean latency <= direct, short half P50 below direct.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import sys
import time

import numpy as np

from experiments.common import burst_parser, report
from experiments.models_bench import fire, summary
from experiments.refit_guard import many_model_prompts
from sidecar.localhttp import post_json
from sidecar.tools import llamaserver
from sidecar.tools.replay_backend import Running

PREFILL, DECODE = 600.0, 30.0


async def arm(
    backend: Running, name: str, jobs: list[tuple[str, str]], args, gaps: list[float], kind: str, max_loaded: int
) -> dict:
    post_json(backend.url + "/replay/reset")
    proc, url = None, backend.url
    if name == "sidecar":
        env = {"SIDECAR_BACKEND_KIND": "ollama"} if kind == "ollama" else {}
        if kind == "ollama" and args.tell_max_models:  # Ollama does not say how many it holds: tell the sidecar
            env["SIDECAR_BACKEND_MAX_MODELS"] = str(max_loaded)
        proc, url = llamaserver.start_sidecar(backend.url, env=env)
    try:
        t0 = time.monotonic()
        results = await fire(url, jobs, args.cap, 0.0, at=gaps)
        wall = time.monotonic() - t0
    finally:
        if proc is not None:
            llamaserver.stop_process(proc)
    stats = backend.stats()
    return {
        "arm": name,
        "loads": stats["loads"],
        "wall": wall,
        "results": results,
        "most_running": stats["most_running"],
    }


async def run_config(kind: str, n_models: int, arrivals: str, pool, args, rng) -> list[dict]:
    names = "abc"[:n_models]
    answerers = args.answerers.split(",")[:n_models]
    spec = [
        "--api",
        "ollama" if kind == "ollama" else "llama",
        "--models",
        ",".join(f"{m}={a}" for m, a in zip(names, answerers, strict=True)),
        "--max-loaded",
        str(n_models - 1),
        "--load-seconds",
        str(args.load_seconds),
        "--speed",
        str(args.speed),
        "--prefill",
        str(PREFILL),
        "--decode",
        str(DECODE),
    ]
    backend = Running(spec)
    shorts = [t for t, m in pool if m < args.short]
    longs = [t for t, m in pool if m > args.long]
    half = args.burst // 2
    out = []
    try:
        for rep in range(args.repeats):
            k = rng.randrange(0, max(1, min(len(shorts), len(longs)) - half))
            texts = shorts[k : k + half] + longs[k : k + half]
            rng.shuffle(texts)
            jobs = [(names[(i // 2) % len(names)], t) for i, t in enumerate(texts)]
            if arrivals == "burst":
                at = [i * args.gap for i in range(len(jobs))]
            else:  # Poisson at utilisation rho, from the lengths the large models gave these prompts
                mean_tokens = statistics.mean(min(m, args.cap) for t, m in pool if t in set(texts))
                service = (mean_tokens / DECODE + 200 / PREFILL) / args.speed
                at = list(np.cumsum(np.random.default_rng(rep).exponential(service / args.rho, len(jobs))))
            rows = {}
            for name in ["direct", "sidecar"] if rep % 2 == 0 else ["sidecar", "direct"]:
                rows[name] = await arm(backend, name, jobs, args, at, kind, n_models - 1)
            tokens = {r["i"]: r["tokens"] or 0 for r in rows["direct"]["results"] if r["ok"]}
            short = set(sorted(tokens, key=lambda i: tokens[i])[: len(tokens) // 2])
            s = {name: summary(rows[name], short) for name in rows}
            out.append(s)
            print(f"  {kind} {n_models} models {arrivals} repeat {rep + 1}: {json.dumps(s)}", file=sys.stderr)
    finally:
        backend.stop()
    return out


async def main_async(args: argparse.Namespace) -> int:
    t0 = time.time()
    pool = many_model_prompts(args.max_chars)
    rng = random.Random(args.seed)
    rng.shuffle(pool)
    lines = [
        "# Several models behind one backend, on real models' reply lengths",
        "",
        f"Made by `.venv/bin/python -m experiments.models_replay --repeats {args.repeats} --burst {args.burst} "
        f"--speed {args.speed} --load-seconds {args.load_seconds} --cap {args.cap} --rho {args.rho} --seed {args.seed}"
        f"{' --semantics ' + args.semantics if args.semantics != 'router,ollama' else ''}"
        f"{' --tell-max-models' if args.tell_max_models else ''}` "
        f"on the replay backend (sidecar/tools/replay_backend.py; served models a, b, c reply with the lengths of "
        f"{args.answerers}; one slot a model; prefill {PREFILL:.0f} tok/s, decode {DECODE:.0f} tok/s, loads "
        f"{args.load_seconds} s, all {args.speed}x faster than real time). Latencies in wall seconds at that speed.",
        "",
        "| semantics | models (most loaded) | arrivals | arm | loads | mean latency (s) | short half P50 (s) | longest queue wait (s) | failures |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    verdicts = []
    for kind in args.semantics.split(","):
        for n_models in (2, 3):
            for arrivals in ("burst", "poisson"):
                reps = await run_config(kind, n_models, arrivals, pool, args, rng)
                for name in ("direct", "sidecar"):
                    v = {
                        k: statistics.mean(r[name][k] for r in reps) for k in ("loads", "mean", "short_p50", "failures")
                    }
                    q = "-" if name == "direct" else f"{max(r[name]['max_queue'] for r in reps):.1f}"
                    lines.append(
                        f"| {kind} | {n_models} ({n_models - 1}) | {arrivals} | {name} | {v['loads']:.1f} | "
                        f"{v['mean']:.2f} | {v['short_p50']:.2f} | {q} | {v['failures']:.0f} |"
                    )
                loads = all(r["sidecar"]["loads"] <= r["direct"]["loads"] for r in reps)
                mean = [r["sidecar"]["mean"] / r["direct"]["mean"] for r in reps]
                short = [r["sidecar"]["short_p50"] / r["direct"]["short_p50"] for r in reps]
                verdicts.append(
                    f"- {kind}, {n_models} models, {arrivals}: loads <= direct in {'every' if loads else 'not every'} "
                    f"repeat; mean latency sidecar/direct {', '.join(f'{x:.2f}' for x in mean)}; short half P50 "
                    f"{', '.join(f'{x:.2f}' for x in short)}"
                )
    lines += [
        "",
        "Per configuration, each repeat (ratios below 1: the sidecar is faster):",
        "",
        *verdicts,
        "",
        f"{(time.time() - t0) / 60:.0f} min.",
    ]
    return report(lines, args.report)


def main() -> int:
    ap = burst_parser(__doc__, cap=1024, pool=True)
    ap.add_argument("--gap", type=float, default=0.05)
    ap.add_argument("--rho", type=float, default=0.8)
    ap.add_argument("--speed", type=float, default=20.0)
    ap.add_argument("--load-seconds", type=float, default=8.0)
    ap.add_argument("--answerers", default="gpt-4,Llama-3.3-70B-Instruct,Qwen2.5-14B-Instruct")
    ap.add_argument("--semantics", default="router,ollama")
    ap.add_argument("--tell-max-models", action="store_true", help="Ollama: set backend.max_models for the sidecar")
    return asyncio.run(main_async(ap.parse_args()))


if __name__ == "__main__":
    sys.exit(main())
