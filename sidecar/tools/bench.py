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
import json
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiohttp
import numpy as np

from sidecar.errors import UsageError
from sidecar.localhttp import get_json
from sidecar.request.keepalive import waited_from
from sidecar.tools import corpora_dir, llamaserver
from sidecar.tools.benchreport import (
    ArmRun,
    Result,
    llama_flags,
    oracle_gap,
    outcome,
    outcome_table,
    ratio_table,
    same_work_line,
    summarize,
    write_report,
)
from sidecar.tools.cliargs import (  # the arms compared (with several backends: routings)
    ARMS,
    DIRECT_SPREAD,
    ROUTING_ARMS,
)
from sidecar.tools.scenarios import FOLLOW_UPS, TAGS, TITLE

# The demo's own prompts: short factual questions and long-form tasks, mixed; the first (a
# long one) runs alone before the rest arrive (``--arrivals demo``).
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


@dataclass(frozen=True)
class Ask:
    """A request as its client sends it: the path and the body's own fields (the bench adds
    the cap, temperature, seed and streaming). A bare prompt is a chat turn (``asked``)."""

    path: str
    body: dict


def asked(prompt: str | Ask) -> Ask:
    if isinstance(prompt, Ask):
        return prompt
    return Ask("/v1/chat/completions", {"messages": [{"role": "user", "content": prompt}]})


# What a chat UI and an editor send while a long generation runs (``--workload ui``): another
# person's long question, the UI's title, tags and follow-up tasks for a chat (their
# templates, ``scenarios.TITLE`` ...), short questions, an editor's fill-in-the-middle
# completion on /v1/completions that stops at the line's end (as the scenarios' editor sends it).
_CHAT_A = (
    "user: How do I keep basil alive on a windowsill?\nassistant: Give it four to six hours of sun, water "
    "when the top of the soil is dry, and pinch off flower buds."
)
_CHAT_B = (
    "user: What is a good first programming language?\nassistant: Python: plain syntax, libraries for most things."
)
_CHAT_C = "user: Why is the sky blue?\nassistant: Air scatters short blue wavelengths of sunlight more than red ones."
_CHAT_D = "user: How long should I boil an egg?\nassistant: Nine to twelve minutes for a firm yolk, six for a soft one."
_FIM = Ask(
    "/v1/completions",
    {
        "prompt": "<|fim_prefix|>def mean(xs):\n    total = sum(<|fim_suffix|>\n    return total / len(xs)\n<|fim_middle|>",
        "stop": ["\n", "<|endoftext|>"],
    },
)
UI_PROMPTS: list[str | Ask] = [
    "Write a detailed essay about the history of bridges, with an introduction and a conclusion.",
    "Write a long story about a lighthouse keeper who finds a map.",
    TITLE.format(history=_CHAT_A),
    "Is 29 a prime number? Answer yes or no.",
    TAGS.format(history=_CHAT_A),
    "Explain step by step, in detail, how a refrigerator keeps food cold.",
    _FIM,
    FOLLOW_UPS.format(history=_CHAT_B),
    "What is 9 times 7?",
    "Describe, with examples, the main differences between the Roman Republic and the Roman Empire.",
]
DEMO_FIRST_ALONE = 0.5  # seconds the first request runs alone before the others come
DEMO_GAP = 0.1  # seconds between the others' arrivals: one order, the same in every arm


# --- workloads -------------------------------------------------------------------------------


def load_workload(name: str, n: int, seed: int, data_root: Path) -> list[str | Ask]:
    """The run's requests: prompts (a chat turn's user message) or requests as a client sends them."""
    rng = random.Random(seed)
    if name in ("demo", "ui"):
        fixed: list[str | Ask] = [p for p, _ in DEMO_PROMPTS] if name == "demo" else list(UI_PROMPTS)
        return fixed[:n] if n else fixed
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
                f"unknown workload {part!r}: demo | ui | dolly | oasst1 | arena | mtbench | oasst | guanaco | elyza "
                "| ifeval | just-eval | FILE (comma-separated)"
            )
    # keep prompts a 1-thread CPU backend prefills in a few seconds
    prompts = [p for p in prompts if len(p) <= 3000]
    rng.shuffle(prompts)
    return list(prompts[:n])


def arrival_times(kind: str, n: int, rate: float | None, seed: int, data_root: Path) -> list[float]:
    if kind == "burst":
        return [0.0] * n
    if kind == "demo":  # the first alone, then the rest one after another, in the list's order
        return [0.0] + [DEMO_FIRST_ALONE + DEMO_GAP * i for i in range(n - 1)]
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
    prompts: Sequence[str | Ask],
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
            a = asked(prompts[i])
            body = {**a.body, "max_tokens": cap, "temperature": 0, "seed": 1234, "stream": True}
            headers = {"X-Predicted-Tokens": str(hints[i])} if hints else {}
            r = Result(i, arm, time.monotonic())
            try:
                target = url if isinstance(url, str) else url[i % len(url)]  # a plain balancer: in turn
                async with s.post(target + a.path, json=body, headers=headers) as resp:
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
                            (c.get("delta") or {}).get("content") or c.get("text") for c in obj.get("choices", [])
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
    backend: str,
    policy: str,
    oracle: bool,
    state_dir: str | None = None,
    reader: bool = False,
    settings: dict[str, str] | None = None,
) -> tuple[subprocess.Popen[bytes], str]:
    """One sidecar arm. Each arm starts from a fresh state directory (nothing learned by an
    earlier arm carries over: ``llamaserver.start_sidecar``) unless ``state_dir`` names one.
    ``reader``: with the second stage on, once it is running (or has said why not).
    ``settings``: ``SIDECAR_*`` variables in place of the burst benchmarks' (an unbounded queue)."""
    base = _sidecar_env(oracle) if settings is None else {**settings, **_oracle_env(oracle)}
    env = {**base, **({"SIDECAR_STATE_DIR": state_dir} if state_dir else {})}
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


def run_bench(args: Any) -> int:
    root = Path(args.data_root) if args.data_root else corpora_dir()  # the demo's own prompts need none
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
            f"starting {args.backends} llama-server(s) ({llama_flags(args)} -t 1) with SmolLM2-135M",
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
    args: Any, arms: list[str], prompts: list[str | Ask], backends: list[str], servers: list[Any], root: Path
) -> int:
    t_start = time.time()
    n = len(prompts)
    backend = backends[0]
    rate = None
    if args.arrivals not in ("burst", "demo"):
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
                proc, sidecar_url = llamaserver.start_sidecar(
                    backends, "--routing", arm, env=_sidecar_env(oracle=False)
                )
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


def _oracle_env(oracle: bool) -> dict[str, str]:
    return {"SIDECAR_SCHEDULER_TRUST_SIZE_HINTS": "true" if oracle else "false"}


def _sidecar_env(oracle: bool) -> dict[str, str]:
    return {**_oracle_env(oracle), "SIDECAR_SCHEDULER_MAX_QUEUE": "100000", "SIDECAR_TIMEOUTS_QUEUE": "100000"}


async def _kill_later(server: Any, after: float) -> None:
    await asyncio.sleep(after)
    print(f"\n  killing the llama-server at {server.url}", file=sys.stderr)
    server.kill()


async def _backends_used(sidecar_url: str) -> list[int]:
    """Requests each backend completed in this arm, from the sidecar's queue view."""
    async with aiohttp.ClientSession() as s, s.get(sidecar_url + "/sidecar/queue") as r:
        view = await r.json()
    return [b["completed"] for b in view["backends"]]


async def _sequential(backend: str, prompts: Sequence[str | Ask], args: Any) -> tuple[list[Result], float]:
    out: list[Result] = []
    t0 = time.monotonic()
    for i in range(len(prompts)):
        res, _ = await fire(backend, [prompts[i]], [0.0], args.cap, "calibrate", None, args.timeout, False)
        res[0].idx = i
        out.append(res[0])
    return out, time.monotonic() - t0
