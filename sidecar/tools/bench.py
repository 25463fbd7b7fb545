"""``sidecar bench``: FCFS against SJF on a real backend, every arm on the same requests.

    backend (started here, or --backend URL)
      <- direct            the backend's own first-come-first-served queue
      <- sidecar fcfs      the sidecar's queue in arrival order (its overhead alone)
      <- sidecar sjf       shortest predicted first
      <- sidecar sjf-aging the default policy
      <- sidecar oracle    sjf-aging told each request's true length (a size hint)

With ``--backends N`` it starts N llama-servers and the arms are routing policies instead
(``round_robin``, ``least_connections``, ``predicted_finish``; each backend runs sjf-aging
in the sidecar), plus ``direct_round_robin``: no sidecar, the client sends requests to
the servers in turn, as a plain load balancer would (each server first come, first served);
after a ``direct`` arm against the first server for the true lengths. ``--kill-after S``
kills the last server S seconds into each routing arm (and restarts it for the next) and
counts what every request got: a complete reply, a clear error, or nothing (lost).

Every request streams with temperature 0 and a fixed seed, so each arm asks the backend for
the same generations; the true length of each request is what the direct arm produced, and
the oracle arm (run after it) is told those lengths. Each sidecar arm runs ``sidecar serve``
in its own process, as deployed. Arms run back to back, ``--repeats`` times, in rotating
order. Per request the client records the time to first content, end-to-end latency,
output tokens and status; the sidecar's ``X-Queue-Seconds`` header gives its queue wait.
Failed or timed-out requests are counted per arm, and a run with any failure exits 1.
"""

from __future__ import annotations

import asyncio
import csv
import itertools
import json
import os
import platform
import random
import statistics
import subprocess
import sys
import time
from collections import defaultdict
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import aiohttp
import numpy as np

from sidecar.errors import UsageError
from sidecar.localhttp import get_json
from sidecar.request.keepalive import waited_from
from sidecar.tools import DATA_ROOT, llamaserver
from sidecar.tools.cliargs import (  # the arms compared (with several backends: routings)
    ARMS,
    DIRECT_SPREAD,
    ROUTING_ARMS,
)
from sidecar.tools.simulate import pct

# The demo's own prompts: short factual questions and long-form tasks, mixed.
DEMO_PROMPTS = [
    ("Write a detailed essay about the history of bridges, with an introduction and a conclusion.", "long"),
    ("Is 29 a prime number? Answer yes or no.", "short"),
    ("Translate 'thank you very much' into French.", "short"),
    ("What is 9 times 7?", "short"),
    ("Write a long story about a lighthouse keeper who finds a map.", "long"),
    ("Name the largest planet in the solar system.", "short"),
    ("Give a one-word synonym for 'happy'.", "short"),
    ("Explain step by step, in detail, how a refrigerator keeps food cold.", "long"),
    ("What colour do you get by mixing blue and yellow?", "short"),
    ("Is water wet? Answer in one sentence.", "short"),
    ("Which is heavier, a kilogram of iron or a kilogram of feathers?", "short"),
    ("How many legs does a spider have?", "short"),
]


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


# --- workloads -------------------------------------------------------------------------------


def load_workload(name: str, n: int, seed: int, data_root: Path) -> list[str]:
    """Prompts (the final user message) for the run."""
    rng = random.Random(seed)
    if name == "demo":
        return [p for p, _ in DEMO_PROMPTS][:n] if n else [p for p, _ in DEMO_PROMPTS]
    prompts: list[str] = []
    for part in name.split(","):
        if part == "arena":
            with open(data_root / "arena-hard-v0.1-multi" / "question.jsonl", encoding="utf-8") as fh:
                prompts.extend(json.loads(line)["turns"][0]["content"] for line in fh)
        elif part == "mtbench":
            with open(data_root / "mt-bench" / "question.jsonl", encoding="utf-8") as fh:
                prompts.extend(json.loads(line)["turns"][0] for line in fh)
        elif part in ("dolly", "oasst1"):  # Clairvoyant-labelled Dolly / OASST1 prompts (MIT)
            with open(data_root / "clairvoyant-labeled" / f"{part}_labeled.csv", encoding="utf-8") as fh:
                prompts.extend(row["prompt"] for row in csv.DictReader(fh))
        elif part in ("guanaco", "elyza", "ifeval", "just-eval"):  # in no shipped model's training data
            from sidecar.training.corpora import CORPORA
            from sidecar.training.formats import ReadReport

            for sample in CORPORA[part][0](data_root, ReadReport()):
                if sample.conv is not None and sum(r == "user" for r, _ in sample.conv.messages) == 1:
                    prompts.append(sample.conv.messages[-1][1])
            prompts = list(dict.fromkeys(prompts))  # many answers to one prompt: once
        elif part == "oasst":
            with open(data_root / "oasst-en100" / "en_100_message.jsonl", encoding="utf-8") as fh:
                prompts.extend(json.loads(line)["text"] for line in fh)
        elif Path(part).exists():
            with open(part, encoding="utf-8") as fh:
                objs = [json.loads(line) for line in fh if line.strip()]
            prompts.extend(o["messages"][-1]["content"] if "messages" in o else o["prompt"] for o in objs)
        else:
            raise UsageError(
                f"unknown workload {part!r}: demo | dolly | oasst1 | arena | mtbench | oasst | guanaco | elyza "
                "| ifeval | just-eval | FILE (comma-separated)"
            )
    # keep prompts a 1-thread CPU backend prefills in a few seconds
    prompts = [p for p in prompts if len(p) <= 3000]
    rng.shuffle(prompts)
    return prompts[:n]


def arrival_times(kind: str, n: int, rate: float | None, seed: int, data_root: Path) -> list[float]:
    if kind == "burst":
        return [0.0] * n
    assert rate is not None
    if kind == "poisson":
        rng = np.random.default_rng(seed)
        return list(np.cumsum(rng.exponential(1.0 / rate, n)) - 0.0)
    from sidecar.tools.simulate import trace_arrivals

    raw = trace_arrivals(data_root, kind, n)
    span = raw[-1] - raw[0] or 1.0
    target = n / rate
    return [t * target / span for t in raw]


# --- running one arm -------------------------------------------------------------------------


async def fire(
    url: str | list[str],
    prompts: list[str],
    arrivals: list[float],
    cap: int,
    arm: str,
    hints: dict[int, int] | None,
    timeout: float,
    progress: bool,
) -> tuple[list[Result], float]:
    connector = aiohttp.TCPConnector(limit=0, force_close=True)
    done = 0
    async with aiohttp.ClientSession(connector=connector, timeout=aiohttp.ClientTimeout(total=timeout)) as s:
        t0 = time.monotonic()

        async def one(i: int) -> Result:
            nonlocal done
            await asyncio.sleep(max(0.0, t0 + arrivals[i] - time.monotonic()))
            body = {
                "messages": [{"role": "user", "content": prompts[i]}],
                "max_tokens": cap,
                "temperature": 0,
                "seed": 1234,
                "stream": True,
            }
            headers = {"X-Predicted-Tokens": str(hints[i])} if hints else {}
            r = Result(i, arm, time.monotonic())
            try:
                target = url if isinstance(url, str) else url[i % len(url)]  # a plain balancer: in turn
                async with s.post(target + "/v1/chat/completions", json=body, headers=headers) as resp:
                    r.status = resp.status
                    q = resp.headers.get("X-Queue-Seconds")
                    r.queue = float(q) if q else None
                    async for line in resp.content:
                        if r.queue is None:
                            r.queue = waited_from(line)  # a stream whose head came while it waited
                        if not line.startswith(b"data: ") or line.startswith(b"data: [DONE]"):
                            continue
                        obj = json.loads(line[6:])
                        if r.first is None and any(
                            (c.get("delta") or {}).get("content") for c in obj.get("choices", [])
                        ):
                            r.first = time.monotonic()
                        if "timings" in obj:
                            r.tokens = obj["timings"].get("predicted_n")
                        if "error" in obj:
                            r.status = "stream_error"
                    r.end = time.monotonic() if r.status == 200 else None
            except (TimeoutError, aiohttp.ClientError) as exc:
                r.status = type(exc).__name__
            done += 1
            if progress and sys.stderr.isatty():
                print(f"\r  {arm:<10} {done}/{len(prompts)} done", end="", file=sys.stderr, flush=True)
            return r

        results = await asyncio.gather(*(one(i) for i in range(len(prompts))))
        wall = time.monotonic() - t0
    if progress and sys.stderr.isatty():
        print(file=sys.stderr)
    return list(results), wall


def start_sidecar(
    backend: str, policy: str, oracle: bool, state_dir: str | None = None, reader: bool = False
) -> tuple[subprocess.Popen[bytes], str]:
    """One sidecar arm. Each arm starts from a fresh state directory (nothing learned by an
    earlier arm carries over: ``llamaserver.start_sidecar``) unless ``state_dir`` names one.
    ``reader``: with the second stage on, once it is running (or has said why not)."""
    env = {**_sidecar_env(oracle), **({"SIDECAR_STATE_DIR": state_dir} if state_dir else {})}
    if reader:
        env["SIDECAR_READER_ENABLED"] = "true"
    proc, url = llamaserver.start_sidecar(backend, "--policy", policy, env=env)
    if reader:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and reader_state(url).get("state") == "starting":
            time.sleep(0.2)
    return proc, url


def reader_state(url: str) -> dict:
    """The second stage as ``/sidecar/health`` reports it."""
    try:
        return get_json(url + "/sidecar/health", timeout=5).get("reader", {})
    except (OSError, ValueError):
        return {}


# --- summaries -------------------------------------------------------------------------------


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
    """The same-work line, for the runs it applies to: one backend with one slot, a burst."""
    one_slot = (args.backends or 1) == 1 and args.slots == 1 and args.arrivals == "burst"
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


def run_bench(args: Any) -> int:
    root = Path(args.data_root) if args.data_root else DATA_ROOT  # the demo's own prompts need none
    several = args.backends > 1
    known = (DIRECT_SPREAD, *ROUTING_ARMS) if several else ARMS
    arms = [a for a in (args.arms or ",".join(known)).split(",") if a]
    for a in arms:
        if a not in known and a != "direct":
            raise UsageError(f"unknown arm {a!r}; arms: {', '.join(known)}")
    if "direct" not in arms:
        arms.insert(0, "direct")  # the true lengths and the baseline come from it
    if args.kill_after is not None and not several:
        raise UsageError("--kill-after needs --backends 2 or more")
    if several and args.backend:
        raise UsageError("--backends starts its own llama-servers; leave out --backend")
    prompts = load_workload(args.workload, args.n, args.seed, root)
    servers: list[Any] = []
    if args.backend and args.backend.startswith("replay:"):
        from sidecar.tools.replay_backend import Running, parse_spec

        spec = args.backend[len("replay:") :]
        print(f"starting a replay backend ({spec or 'defaults'}): real models' reply lengths", file=sys.stderr)
        replay = Running(parse_spec(spec) + ([] if "data_root" in spec else ["--data-root", str(root)]))
        servers = [replay]
        backends = [replay.url]
    elif args.backend:
        backends = [args.backend.rstrip("/")]
    else:
        print(
            f"starting {args.backends} llama-server(s) ({_llama_flags(args)} -t 1) with SmolLM2-135M",
            file=sys.stderr,
        )
        if getattr(args, "llama_defaults", False):
            servers = [llamaserver.start(slots=None, ctx=None) for _ in range(args.backends)]
            args.slots = 4  # llama-server's default, for the arrival rate and the report
        else:
            servers = [llamaserver.start(slots=args.slots, ctx=args.ctx) for _ in range(args.backends)]
        backends = [s.url for s in servers]
    try:
        return asyncio.run(_bench(args, arms, prompts, backends, servers, root))
    finally:
        for server in servers:
            server.stop()


async def _bench(
    args: Any, arms: list[str], prompts: list[str], backends: list[str], servers: list[Any], root: Path
) -> int:
    t_start = time.time()
    n = len(prompts)
    backend = backends[0]
    rate = None
    if args.arrivals != "burst":
        # calibration: serve the requests one at a time to learn the mean service time
        print(f"calibrating: {n} requests one at a time", file=sys.stderr)
        cal, _ = await _sequential(backend, prompts, args)
        service = statistics.mean(x.latency for x in cal if x.ok)
        rate = args.rho * args.slots * len(backends) / service
        print(f"mean service {service:.2f} s; arrival rate {rate:.3f}/s for rho={args.rho}", file=sys.stderr)
    arrivals = arrival_times(args.arrivals, n, rate, args.seed, root)
    runs: list[ArmRun] = []
    true_tokens: dict[int, int] = {}
    used: dict[str, list[list[int]]] = {}  # routing arm -> each repeat's completions per backend
    readers: list[dict] = []
    for rep in range(args.repeats):
        order = arms[:1] + (arms[1:][rep % max(1, len(arms) - 1) :] + arms[1:][: rep % max(1, len(arms) - 1)])
        for arm in order:
            hints = dict(true_tokens) if arm == "oracle" else None
            proc = None
            url: str | list[str] = backend
            sidecar_url = ""  # the arm's own sidecar, if it starts one
            killer = None
            if arm in ROUTING_ARMS:
                proc, sidecar_url = llamaserver.start_sidecar(backends, "--routing", arm, env=_sidecar_env(oracle=False))
                url = sidecar_url
                if args.kill_after is not None:
                    killer = asyncio.create_task(_kill_later(servers[-1], args.kill_after))
            elif arm == DIRECT_SPREAD:
                url = backends
            elif arm != "direct":
                policy = "sjf-aging" if arm in ("oracle", "reader") else arm
                proc, sidecar_url = start_sidecar(backend, policy, arm == "oracle", reader=arm == "reader")
                url = sidecar_url
            try:
                results, wall = await fire(url, prompts, arrivals, args.cap, arm, hints, args.timeout, True)
                if arm in ROUTING_ARMS:
                    used.setdefault(arm, []).append(await _backends_used(sidecar_url))
                if arm == "reader":
                    r = reader_state(sidecar_url)
                    readers.append(r)
                    print(f"  second stage: {json.dumps(r)}", file=sys.stderr)
            finally:
                if proc is not None:
                    llamaserver.stop_process(proc)
                if killer is not None:
                    killer.cancel()
                    servers[-1].restart()
            runs.append(ArmRun(arm, rep, wall, results))
            if arm == "direct" and not true_tokens:
                true_tokens = {x.idx: int(x.tokens or 0) for x in results if x.ok}
            fails = sum(1 for x in results if not x.ok)
            print(f"  repeat {rep + 1} {arm:<18} wall {wall:6.1f} s  failures {fails}", file=sys.stderr)
    missing = [i for i in range(n) if i not in true_tokens]
    for i in missing:
        true_tokens[i] = 0
    summary = summarize(runs, true_tokens, args.short, args.long)
    print("\n" + ratio_table(summary, base="round_robin" if len(backends) > 1 else "direct"))
    gap = oracle_gap(summary)
    if gap:
        print("\n" + gap)
    work = same_work_line(args, runs)
    if work:
        print("\n" + work)
    failures = {arm: s["failures"] for arm, s in summary.items()}
    print(
        f"\nfailures per arm: {failures}; throughput tok/s: "
        + ", ".join(f"{a} {s['throughput_tok_s']:.1f}" for a, s in summary.items())
    )
    if used:
        print("requests completed per backend, each repeat: " + "; ".join(f"{a} {u}" for a, u in used.items()))
    for i, r in enumerate(readers, 1):
        print(
            f"second stage, repeat {i}: {r.get('state')}; refined before dispatch {r.get('refined_in_time')}, "
            f"dispatched unread {r.get('unread')}, read too late {r.get('late')}, failed reads {r.get('failed')}"
        )
    if args.kill_after is not None:
        print("\n" + outcome_table(runs))
    if args.report:
        write_report(Path(args.report), args, runs, summary, true_tokens, time.time() - t_start)
        print(f"report written to {args.report}/report.md")
    lost = sum(1 for r in runs for x in r.results if outcome(x) == "lost")
    if lost or (any(failures.values()) and args.kill_after is None):
        print("error: some requests failed (counted above); the comparison is not clean", file=sys.stderr)
        return 1
    return 0


def _sidecar_env(oracle: bool) -> dict[str, str]:
    return {
        "SIDECAR_SCHEDULER_TRUST_SIZE_HINTS": "true" if oracle else "false",
        "SIDECAR_SCHEDULER_MAX_QUEUE": "100000",
        "SIDECAR_TIMEOUTS_QUEUE": "100000",
    }


async def _kill_later(server: Any, after: float) -> None:
    await asyncio.sleep(after)
    print(f"\n  killing the llama-server at {server.url}", file=sys.stderr)
    server.kill()


async def _backends_used(sidecar_url: str) -> list[int]:
    """Requests each backend completed in this arm, from the sidecar's queue view."""
    async with aiohttp.ClientSession() as s, s.get(sidecar_url + "/sidecar/queue") as r:
        view = await r.json()
    return [b["completed"] for b in view["backends"]]


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


async def _sequential(backend: str, prompts: list[str], args: Any) -> tuple[list[Result], float]:
    out: list[Result] = []
    t0 = time.monotonic()
    for i in range(len(prompts)):
        res, _ = await fire(backend, [prompts[i]], [0.0], args.cap, "calibrate", None, args.timeout, False)
        res[0].idx = i
        out.append(res[0])
    return out, time.monotonic() - t0


def environment(args: Any) -> dict[str, Any]:
    cpu = "unknown"
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as fh:
            cpu = next((line.split(":", 1)[1].strip() for line in fh if line.startswith("model name")), cpu)
    except OSError:
        pass
    return {
        "backend": args.backend or f"llama-server {_llama_flags(args)} -t 1, SmolLM2-135M-Instruct Q4_1",
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
        + (f" at rho={args.rho}" if args.arrivals != "burst" else "")
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


def _llama_flags(args: Any) -> str:
    if getattr(args, "llama_defaults", False):
        return "with its defaults (no -np, no -c: 4 slots sharing one pool)"
    return f"-np {args.slots} -c {args.ctx}"
