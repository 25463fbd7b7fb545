"""Several models behind one llama-server in router mode: direct against the sidecar.

    .venv/bin/python -m experiments.models_bench --report docs/bench/router-models

llama-server ``--models-dir`` over copies of SmolLM2-135M-Instruct named smol-a, smol-b
(and smol-c), ``--models-max`` as given, one thread; each model's server runs llama-server's
default slots. A burst of ``--burst`` chat requests (half short questions, half long-form
tasks: many-model prompts of ../shared/data that large models answer in under ``--short``
and over ``--long`` tokens), the model switching every two requests, ``--gap`` seconds
apart, ``max_tokens`` ``--cap``, temperature 0. Sent directly to the router and through a
fresh ``sidecar serve`` with its defaults, side by side, ``--repeats`` times (other prompts
each repeat). Before each arm the router is brought to the same state: only smol-a loaded.

Per arm: model loads (the router's log lines "loading model"), mean latency, the P50 of
the short half (the requests with the fewest reply tokens in the direct arm), the longest
queue wait in the sidecar (X-Queue-Seconds) against its wait bound, failures.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import aiohttp

from experiments.common import burst_parser
from experiments.refit_guard import many_model_prompts
from sidecar.localhttp import get_json, post_json
from sidecar.tools import llamaserver

LOADING = "load_model: loading model"


def loads_so_far(log: Path) -> int:
    return log.read_text(errors="replace").count(LOADING)


def only_loaded(url: str, model: str, timeout: float = 120.0) -> None:
    """Bring the router to one state: ``model`` loaded, every other model unloaded."""
    post_json(
        url + "/v1/chat/completions",
        {"model": model, "messages": [{"role": "user", "content": "hi"}], "max_tokens": 1},
        timeout,
    )
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        data = get_json(url + "/v1/models", timeout=10)["data"]
        others = [m["id"] for m in data if m["id"] != model and m["status"]["value"] != "unloaded"]
        mine = next(m["status"]["value"] for m in data if m["id"] == model)
        if not others and mine == "loaded":
            return
        for other in others:
            with contextlib.suppress(OSError, ValueError):
                post_json(url + "/models/unload", {"model": other})
        time.sleep(0.5)
    raise RuntimeError(f"the router did not settle with only {model} loaded")


async def fire(
    url: str, jobs: list[tuple[str, str]], cap: int, gap: float, at: list[float] | None = None
) -> list[dict]:
    """Send the chat requests ``gap`` s apart (or the i-th ``at[i]`` s after the start)."""
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=1800)) as s:

        async def one(i: int, model: str, text: str) -> dict:
            await asyncio.sleep(at[i] if at is not None else i * gap)
            body = {
                "model": model,
                "messages": [{"role": "user", "content": text}],
                "max_tokens": cap,
                "temperature": 0,
                "seed": 7,
            }
            t0 = time.monotonic()
            try:
                async with s.post(url + "/v1/chat/completions", json=body) as r:
                    got = await r.json(content_type=None)
                    queue = float(r.headers.get("X-Queue-Seconds", "nan"))
                    ok = r.status == 200
            except aiohttp.ClientError as exc:
                return {"i": i, "ok": False, "error": str(exc)}
            tokens = (got.get("usage") or {}).get("completion_tokens") if ok else None
            return {"i": i, "ok": ok, "latency": time.monotonic() - t0, "tokens": tokens, "queue": queue}

        return list(await asyncio.gather(*(one(i, m, t) for i, (m, t) in enumerate(jobs))))


async def arm(router: llamaserver.LlamaServer, name: str, jobs, args) -> dict:
    only_loaded(router.url, "smol-a")
    before = loads_so_far(router.log_path)
    proc = None
    url = router.url
    if name == "sidecar":
        proc, url = llamaserver.start_sidecar(router.url)
    try:
        t0 = time.monotonic()
        results = await fire(url, jobs, args.cap, args.gap)
        wall = time.monotonic() - t0
        snapshot = None
        if proc is not None:
            snapshot = get_json(url + "/sidecar/queue", timeout=10)["backends"][0].get("models")
    finally:
        if proc is not None:
            llamaserver.stop_process(proc)
    return {
        "arm": name,
        "loads": loads_so_far(router.log_path) - before,
        "wall": wall,
        "results": results,
        "models": snapshot,
    }


def summary(row: dict, short: set[int]) -> dict:
    ok = [r for r in row["results"] if r["ok"]]
    lat = [r["latency"] for r in ok]
    return {
        "loads": row["loads"],
        "mean": statistics.mean(lat) if lat else float("nan"),
        "short_p50": statistics.median([r["latency"] for r in ok if r["i"] in short]) if ok else float("nan"),
        "max_queue": max((r["queue"] for r in ok if r["queue"] == r["queue"]), default=float("nan")),
        "failures": len(row["results"]) - len(ok),
        "wall": row["wall"],
    }


async def main_async(args: argparse.Namespace) -> int:
    t_start = time.time()
    pool = many_model_prompts(args.max_chars)
    rng = random.Random(args.seed)
    rng.shuffle(pool)
    shorts = [t for t, m in pool if m < args.short]
    longs = [t for t, m in pool if m > args.long]
    names = [f"smol-{c}" for c in "abc"[: args.models]]
    half = args.burst // 2
    lines = [
        "# Several models behind one backend: llama-server's router mode",
        "",
        f"Made by `.venv/bin/python -m experiments.models_bench --models {args.models} --models-max {args.models_max} "
        f"--burst {args.burst} --repeats {args.repeats} --cap {args.cap} --gap {args.gap} --seed {args.seed}` "
        f"(llama-server --models-dir with {', '.join(names)}: copies of SmolLM2-135M-Instruct, "
        f"--models-max {args.models_max}, -t 1, each model's server with llama-server's default slots; "
        "the sidecar with its defaults).",
        "",
    ]
    raw: list[dict[str, Any]] = []
    router = llamaserver.start_router(names, models_max=args.models_max, ctx=args.ctx)
    print(f"router {router.url}; log {router.log_path}", file=sys.stderr)
    try:
        table = []
        for rep in range(args.repeats):
            texts = shorts[rep * half : (rep + 1) * half] + longs[rep * half : (rep + 1) * half]
            rng.shuffle(texts)
            jobs = [(names[(i // 2) % len(names)], t) for i, t in enumerate(texts)]
            order = ["direct", "sidecar"] if rep % 2 == 0 else ["sidecar", "direct"]
            rows = {}
            for name in order:
                rows[name] = await arm(router, name, jobs, args)
                print(
                    f"  repeat {rep + 1} {name:<8} loads {rows[name]['loads']} wall {rows[name]['wall']:.1f} s",
                    file=sys.stderr,
                )
            tokens = {r["i"]: r["tokens"] or 0 for r in rows["direct"]["results"] if r["ok"]}
            short = set(sorted(tokens, key=lambda i: tokens[i])[: len(tokens) // 2])
            s = {name: summary(rows[name], short) for name in rows}
            table.append(s)
            raw.append({"jobs": [m for m, _ in jobs], "rows": rows})
            print(f"  repeat {rep + 1}: {json.dumps(s)}", file=sys.stderr)
    finally:
        router.stop()

    lines += [
        "| repeat | arm | model loads | mean latency (s) | short half P50 (s) | longest queue wait (s) | failures |",
        "|---|---|---|---|---|---|---|",
    ]
    for i, s in enumerate(table, 1):
        for name in ("direct", "sidecar"):
            v = s[name]
            queue = "-" if name == "direct" else f"{v['max_queue']:.1f}"
            lines.append(
                f"| {i} | {name} | {v['loads']} | {v['mean']:.2f} | {v['short_p50']:.2f} | {queue} | {v['failures']} |"
            )
    ratio = [s["sidecar"]["mean"] / s["direct"]["mean"] for s in table]
    short_ratio = [s["sidecar"]["short_p50"] / s["direct"]["short_p50"] for s in table]
    lines += [
        "",
        f"Sidecar / direct, mean latency: {', '.join(f'{r:.2f}' for r in ratio)} (mean {statistics.mean(ratio):.2f}); "
        f"short half P50: {', '.join(f'{r:.2f}' for r in short_ratio)} (mean {statistics.mean(short_ratio):.2f}). "
        "Loads, direct / sidecar: " + ", ".join(f"{s['direct']['loads']}/{s['sidecar']['loads']}" for s in table) + ". "
        "Wait bound: 120 s (default `scheduler.max_wait`).",
        "",
        f"What the sidecar learned (last repeat): {json.dumps(raw[-1]['rows']['sidecar']['models'])}",
        "",
        f"{(time.time() - t_start) / 60:.0f} min.",
    ]
    print("\n".join(lines))
    if args.report:
        out = Path(args.report)
        out.mkdir(parents=True, exist_ok=True)
        (out / "report.md").write_text("\n".join(lines) + "\n")
        (out / "results.json").write_text(json.dumps({"summary": table, "raw": raw}, indent=1, default=str))
        print(f"report written to {out}/report.md", file=sys.stderr)
    return 0


def main() -> int:
    ap = burst_parser(__doc__, cap=160, pool=True)
    ap.add_argument("--models", type=int, default=2, choices=(2, 3))
    ap.add_argument("--models-max", type=int, default=1)
    ap.add_argument("--gap", type=float, default=0.05)
    ap.add_argument("--ctx", type=int, default=4096)
    return asyncio.run(main_async(ap.parse_args()))


if __name__ == "__main__":
    sys.exit(main())
