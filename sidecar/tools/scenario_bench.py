"""``sidecar bench --scenario NAME``: the clients people run (``sidecar.tools.scenarios``),
direct against the sidecar against an oracle, per client class.

    backend: the replay backend (real models' lengths; default) or --backend URL
      <- direct    the clients talk to the backend itself
      <- sidecar   through ``sidecar serve`` (default policy)
      <- oracle    the sidecar told each request's true length (replay backend only)

Each arm starts from a reset backend and a fresh sidecar, runs the scenario for
``--duration`` scenario seconds (``--speed`` times faster than real time on the replay
backend), ``--repeats`` times in rotating order, the same seed for every arm (the same people
arrive at the same times with the same chats; closed loops go as fast as their replies).
Per client class: requests, P50 / P95 latency and time to first token, timeouts, failures,
cancellations, and, for the chat classes, P95 against the same requests' latency on an idle
backend; the batch's items an hour; the backend's utilisation and the tokens it decoded for
replies whose client had left.
"""

from __future__ import annotations

import asyncio
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import aiohttp
import numpy as np

from sidecar.config import SchedulerConfig, TimeoutConfig
from sidecar.errors import UsageError
from sidecar.localhttp import get_json, post_json
from sidecar.tools import corpora_dir
from sidecar.tools.scenarios import SCENARIOS, Call, Content, Env, clients, run_clients, trace_gaps

CLASSES = ("chat", "chat-task", "autocomplete", "agent", "batch")
INTERACTIVE = ("chat", "chat-task", "autocomplete", "agent")


async def run_arm(
    url: str,
    replay: str | None,
    oracle: bool,
    scenario: str,
    duration: float,
    speed: float,
    seed: int,
    root: Path,
    batch_priority: bool = True,
    batch_rate: float = 0.0,
    conversations: list[str] | None = None,
    grace: float | None = None,
) -> tuple[list[Call], float]:
    """The scenario's calls, and the wall seconds it took: the closed loops' last replies
    included, or with ``grace`` until that many scenario seconds past its end, when what is
    still on its way is cut and counted ``unfinished`` (a live model that writes to its
    context's end would otherwise hold an arm for many minutes)."""
    content = Content.load(root, conversations)
    gaps = trace_gaps(root)
    connector = aiohttp.TCPConnector(limit=0)
    started = time.monotonic()
    # no session timeout: each client's own (``Env.send``) is the one that counts
    async with aiohttp.ClientSession(connector=connector, timeout=aiohttp.ClientTimeout(total=None)) as session:
        env = Env(
            url, session, speed, replay, oracle, "replay", duration, random.Random(seed), batch_priority, batch_rate
        )
        await run_clients(env, clients(SCENARIOS[scenario], env, content, gaps), grace)
    return env.calls, time.monotonic() - started


# the sidecar's settings that are durations: on a backend running ``speed`` times faster than
# real time, each divided by it, so the sidecar behaves in scenario seconds as it would in real ones
TIMED = {
    "SIDECAR_SCHEDULER_MAX_WAIT": SchedulerConfig.max_wait,
    "SIDECAR_SCHEDULER_EXPRESS_LONG_SECONDS": SchedulerConfig.express_long_seconds,
    "SIDECAR_SCHEDULER_WAITING_HEAD_AFTER": SchedulerConfig.waiting_head_after,
    "SIDECAR_SCHEDULER_WAITING_KEEPALIVE": SchedulerConfig.waiting_keepalive,
    "SIDECAR_TIMEOUTS_QUEUE": TimeoutConfig.queue,
}


def timed_settings(speed: float) -> dict[str, str]:
    """The sidecar's defaults, its durations in the scenario's seconds (``TIMED``)."""
    return {var: f"{seconds / speed:g}" for var, seconds in TIMED.items()}


def pct(values: list[float], q: float) -> float | None:
    return float(np.percentile(values, q)) if values else None


def summarize(calls: list[Call], duration: float) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for cls in CLASSES:
        mine = [c for c in calls if c.client == cls]
        if not mine:
            continue
        ok = [c for c in mine if c.status == "ok" and c.latency is not None]
        lat = [c.latency for c in ok if c.latency is not None]
        ttft = [c.ttft for c in ok if c.ttft is not None]
        alone = [c.alone for c in ok if c.alone is not None]
        out[cls] = {
            "requests": len(mine),
            "ok": len(ok),
            "p50": pct(lat, 50),
            "p95": pct(lat, 95),
            "ttft_p50": pct(ttft, 50),
            "ttft_p95": pct(ttft, 95),
            "idle_p95": pct(alone, 95),
            "timeouts": sum(c.status == "timeout" for c in mine),
            "failed": sum(c.status.startswith("error") for c in mine),
            "cancelled": sum(c.status == "cancelled" for c in mine),
            "unfinished": sum(c.status == "unfinished" for c in mine),
            "retries": sum(c.retries for c in mine),
            "per_hour": len(ok) * 3600.0 / duration,
        }
    return out


def run_scenario_bench(args: Any) -> int:
    if args.scenario not in SCENARIOS:
        raise UsageError(f"unknown scenario {args.scenario!r}: {', '.join(SCENARIOS)}")
    root = Path(args.data_root) if args.data_root else corpora_dir()
    conversations = [c for c in (getattr(args, "conversations", None) or "").split(",") if c] or None
    server: Any = None
    replay: str | None = None
    live = ""
    if args.backend == "llama":  # a live llama-server started here, with SmolLM2
        from sidecar.tools import llamaserver

        defaults = bool(getattr(args, "llama_defaults", False))
        live = "llama-server " + (
            "on its defaults (4 slots, one KV pool)" if defaults else f"-np {args.slots} -c {args.ctx}"
        )
        print(f"starting {live} -t 1 with SmolLM2-135M", file=sys.stderr)
        server = (
            llamaserver.start(slots=None, ctx=None) if defaults else llamaserver.start(slots=args.slots, ctx=args.ctx)
        )
        backend, speed = server.url, 1.0
    elif args.backend and not args.backend.startswith("replay:"):
        backend, speed = args.backend.rstrip("/"), 1.0
        live = backend
    else:
        from sidecar.tools.replay_backend import Running, parse_spec

        lengths = "sources:" + "|".join(conversations) if conversations else "data"
        spec = (args.backend or "replay:")[
            len("replay:") :
        ] or f"slots=2,ctx=8192,speed={args.speed:g},lengths={lengths}"
        print(f"starting a replay backend ({spec})", file=sys.stderr)
        server = Running(parse_spec(spec) + ([] if "data_root" in spec else ["--data-root", str(root)]))
        backend = replay = server.url
        speed = float(dict(kv.split("=", 1) for kv in spec.split(",") if "=" in kv).get("speed", 1.0))
    arms = ["direct", "sidecar"] + (["oracle"] if replay else [])
    results: list[dict[str, Any]] = []
    t0 = time.time()
    try:
        for rep in range(args.repeats):
            for arm in arms[rep % len(arms) :] + arms[: rep % len(arms)]:
                if replay:
                    post_json(replay + "/replay/reset", timeout=10)
                proc = None
                url = backend
                if arm != "direct":
                    from sidecar.tools.bench import start_sidecar

                    proc, url = start_sidecar(backend, "sjf-aging", arm == "oracle", settings=timed_settings(speed))
                try:
                    print(f"repeat {rep + 1}: {arm}", file=sys.stderr, flush=True)
                    calls, wall = asyncio.run(
                        run_arm(
                            url,
                            replay,
                            arm == "oracle",
                            args.scenario,
                            args.duration,
                            speed,
                            args.seed + rep,
                            root,
                            not args.batch_unmarked,
                            args.batch_rate,
                            conversations,
                            getattr(args, "grace", None),
                        )
                    )
                finally:
                    if proc is not None:
                        proc.terminate()
                        proc.wait(timeout=30)
                stats = get_json(replay + "/replay/stats", timeout=10) if replay else {}
                results.append(
                    {
                        "repeat": rep + 1,
                        "arm": arm,
                        "classes": summarize(calls, args.duration),
                        "utilisation": round(stats.get("busy_seconds", 0.0) / wall, 3) if stats else None,
                        "occupancy": round(stats.get("slot_seconds", 0.0) / (stats.get("slots", 1) * wall), 3)
                        if stats
                        else None,
                        "wasted_tokens": stats.get("wasted_tokens"),
                        "decoded_tokens": stats.get("decoded_tokens"),
                        "calls": [c.__dict__ for c in calls],
                    }
                )
    finally:
        if server is not None:
            server.stop()
    lines = report(args, results, arms, speed, replay is not None, time.time() - t0, live)
    print("\n".join(lines))
    if args.report:
        out = Path(args.report)
        out.mkdir(parents=True, exist_ok=True)
        (out / "report.md").write_text("\n".join(lines) + "\n")
        (out / "results.json").write_text(json.dumps(results, indent=1) + "\n")
        plot(out / "p95.png", results, arms)
        print(f"report written to {out / 'report.md'}", file=sys.stderr)
    return 0


def _f(v: float | None, fmt: str = "{:.1f}") -> str:
    return "-" if v is None else fmt.format(v)


def _spread(values: list[float]) -> str:
    vals = [v for v in values if v is not None]
    if not vals:
        return "-"
    return f"{statistics.mean(vals):.1f} ({min(vals):.1f}-{max(vals):.1f})"


def report(
    args: Any,
    results: list[dict[str, Any]],
    arms: list[str],
    speed: float,
    replay: bool,
    seconds: float,
    live: str = "",
) -> list[str]:
    sc = SCENARIOS[args.scenario]
    cmd = f"sidecar bench --scenario {args.scenario} --duration {args.duration:g} --repeats {args.repeats} --seed {args.seed}"
    cmd += f" --backend {args.backend}" if args.backend else f" --speed {args.speed:g}"
    if args.backend == "llama":
        cmd += (
            " --llama-defaults" if getattr(args, "llama_defaults", False) else f" --slots {args.slots} --ctx {args.ctx}"
        )
    cmd += " --batch-unmarked" if args.batch_unmarked else ""
    cmd += f" --batch-rate {args.batch_rate:g}" if args.batch_rate else ""
    own = getattr(args, "conversations", None)
    cmd += f" --conversations {own}" if own else ""
    grace = getattr(args, "grace", None)
    cmd += f" --grace {grace:g}" if grace is not None else ""
    lines = [
        f"# Scenario `{args.scenario}`: {sc.about}",
        "",
        f"Made by `{cmd}` in {seconds / 60:.1f} min; {args.duration:g} scenario seconds an arm"
        + (
            f", the replay backend {speed:g}x real time (2 slots; chat turns "
            + (f"from {own} with their replies' lengths" if own else "with real models' lengths")
            + "; templated tasks' lengths drawn from `scenarios.TASK_TOKENS`)"
            if replay
            else f", a live backend ({live}; every length the live model's own)"
        )
        + (". The batch sends no priority" if args.batch_unmarked else ". The batch sends `X-Priority: batch`")
        + (
            f"; its items arrive at random, {args.batch_rate:g} an hour"
            if args.batch_rate
            else "; its workers send their next item as soon as the last came back"
        )
        + ". Seconds are the scenario's. Mean over repeats (lowest-highest). Autocomplete's `per hour` counts "
        "completions that arrived before the next keystroke; `cancelled`, those the keystroke cancelled; "
        "timeouts are the clients' own (a chat UI's 300 s for the whole request, the SDKs' 600 s without a byte "
        "and then the same request again, `retries`, twice at most; the editor's 10 s)"
        + (
            f"; `unfinished`, replies still on their way {grace:g} s after the scenario's end, cut there and "
            "left out of the latencies"
            if grace is not None
            else ""
        )
        + ".",
        "",
        "| class | arm | requests | P50 s | P95 s | P95 / idle P95 | TTFT P50 s | TTFT P95 s | timeouts | retries | failed | cancelled | unfinished | per hour |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for cls in CLASSES:
        for arm in arms:
            rows = [r["classes"][cls] for r in results if r["arm"] == arm and cls in r["classes"]]
            if not rows:
                continue
            ratio = [r["p95"] / r["idle_p95"] for r in rows if r["p95"] is not None and r["idle_p95"]]
            lines.append(
                f"| {cls} | {arm} | {_spread([r['requests'] for r in rows])} | {_spread([r['p50'] for r in rows])} | "
                f"{_spread([r['p95'] for r in rows])} | {_spread(ratio) if ratio else '-'} | "
                f"{_spread([r['ttft_p50'] for r in rows])} | {_spread([r['ttft_p95'] for r in rows])} | "
                f"{sum(r['timeouts'] for r in rows)} | {sum(r.get('retries', 0) for r in rows)} | {sum(r['failed'] for r in rows)} | "
                f"{sum(r['cancelled'] for r in rows)} | {sum(r.get('unfinished', 0) for r in rows)} | "
                f"{_spread([r['per_hour'] for r in rows])} |"
            )
    lines.append("")
    for arm in arms:
        mine = [r for r in results if r["arm"] == arm]
        util = [r["utilisation"] for r in mine if r["utilisation"] is not None]
        held = [r["occupancy"] for r in mine if r.get("occupancy") is not None]
        wasted = [r["wasted_tokens"] for r in mine if r["wasted_tokens"] is not None]
        if util:
            lines.append(
                f"- {arm}: backend busy (a request running) {_spread([u * 100 for u in util])}% of the time, "
                f"slots held {_spread([h * 100 for h in held])}%, tokens decoded for replies whose "
                f"client had left {_spread(wasted)} a run"
            )
    return lines


def plot(path: Path, results: list[dict[str, Any]], arms: list[str]) -> None:
    """Two panels: each class's P95 latency by arm (the bars the mean over repeats, the
    whiskers the lowest and highest), and the interactive classes' P95 over their P95 on an
    idle backend, with the 1.5x line the scenarios are held to."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return
    classes = [c for c in CLASSES if any(c in r["classes"] for r in results)]
    fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4), gridspec_kw={"width_ratios": [len(classes), 4]})
    width = 0.8 / len(arms)

    def bars(ax: Any, names: list[str], value: Any) -> None:
        for k, arm in enumerate(arms):
            mean, lo, hi = [], [], []
            for cls in names:
                v = [value(r["classes"][cls]) for r in results if r["arm"] == arm and cls in r["classes"]]
                v = [x for x in v if x is not None]
                m = statistics.mean(v) if v else 0.0
                mean.append(m)
                lo.append(m - min(v) if v else 0.0)
                hi.append(max(v) - m if v else 0.0)
            xs = [i + k * width for i in range(len(names))]
            ax.bar(xs, mean, width, yerr=[lo, hi], capsize=2, label=arm)
        ax.set_xticks([i + width * (len(arms) - 1) / 2 for i in range(len(names))], names)

    bars(left, classes, lambda c: c["p95"])
    left.set_ylabel("P95 latency (scenario s)")
    left.legend()
    mine = [c for c in INTERACTIVE if c in classes]
    bars(right, mine, lambda c: c["p95"] / c["idle_p95"] if c["p95"] is not None and c["idle_p95"] else None)
    right.axhline(1.5, color="grey", linestyle="--", linewidth=1)
    right.set_ylabel("P95 / the same requests' P95 on an idle backend")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
