"""llama-server as most people start it (neither -np nor -c: 4 slots sharing one KV pool
of the model's context), direct and through the sidecar, side by side in each repeat:

- long: four concurrent requests with ~2,750-token prompts and max_tokens 900, whose
  prompts and replies together are more than the pool holds; how many succeed, and when
  the last ends;
- short: eight short questions at once; the wall time of the burst, sidecar over direct.

Each repeat starts a fresh sidecar (its own state) in front of the same llama-server.

    .venv/bin/python -m experiments.default_pool --repeats 3 --report docs/bench/default-pool
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time

import aiohttp

from sidecar.localhttp import get_json, post_json
from sidecar.tools import llamaserver

from .common import report

FILLER = "The committee reviewed item {i} of the inventory and noted its condition, its place and its owner. "
SHORT = [
    "What is the capital of France?",
    "Name a primary colour.",
    "What is 7 times 8?",
    "Spell 'cat' backwards.",
    "Which planet is known as the red planet?",
    "What is the boiling point of water in Celsius?",
    "Give one synonym for 'happy'.",
    "How many days are in a week?",
]


def long_body(k: int, words: int) -> dict:
    text = "".join(FILLER.format(i=i) for i in range(words))
    ask = f"Request {k}. Read the notes above, then write a long, detailed story about the inventory."
    return {"messages": [{"role": "user", "content": text + ask}], "max_tokens": 900, "stream": False}


async def burst(url: str, bodies: list[dict], timeout: float) -> tuple[list[int], float]:
    t0 = time.monotonic()
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=timeout)) as s:

        async def one(b: dict) -> int:
            try:
                async with s.post(url + "/v1/chat/completions", json=b) as r:
                    got = await r.json(content_type=None)
                    ok = r.status == 200 and isinstance(got, dict) and "choices" in got
                    return 200 if ok else r.status
            except (aiohttp.ClientError, TimeoutError):
                return 0

        statuses = await asyncio.gather(*(one(b) for b in bodies))
    return list(statuses), time.monotonic() - t0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--prompt-tokens", type=int, default=2750)
    ap.add_argument("--timeout", type=float, default=900.0)
    ap.add_argument("--report")
    args = ap.parse_args()
    server = llamaserver.start(slots=None, ctx=None, threads=1)
    lines = ["# llama-server on its defaults, direct and through the sidecar", ""]
    try:
        props = get_json(server.url + "/props")
        tok = len(
            post_json(server.url + "/tokenize", {"content": long_body(0, 40)["messages"][0]["content"]})["tokens"]
        )
        words = max(1, round(args.prompt_tokens / (tok / 40)))
        prompt = len(
            post_json(server.url + "/tokenize", {"content": long_body(0, words)["messages"][0]["content"]})["tokens"]
        )
        lines += [
            f"llama-server `{' '.join(a for a in server.argv[1:] if '/' not in a)}` (SmolLM2-135M, no -np, no -c): "
            f"{props['total_slots']} slots, each reporting n_ctx {props['default_generation_settings']['n_ctx']}; "
            f"long prompts of {prompt} tokens, max_tokens 900.",
            "",
            "| repeat | long ok, direct | long ok, sidecar | long wall direct s | long wall sidecar s "
            "| short wall direct s | short wall sidecar s | short ratio |",
            "|---|---|---|---|---|---|---|---|",
        ]
        ratios, ok_side, ok_direct = [], [], []
        for rep in range(1, args.repeats + 1):
            longs = [long_body(k + 10 * rep, words) for k in range(4)]
            shorts = [{"messages": [{"role": "user", "content": q}], "max_tokens": 48} for q in SHORT]
            proc, side = llamaserver.start_sidecar(server.url)
            try:
                # side by side in one repeat: direct, then the sidecar, for each workload
                d_long, d_long_wall = asyncio.run(burst(server.url, longs, args.timeout))
                s_long, s_long_wall = asyncio.run(burst(side, longs, args.timeout))
                d_short, d_short_wall = asyncio.run(burst(server.url, shorts, args.timeout))
                s_short, s_short_wall = asyncio.run(burst(side, shorts, args.timeout))
                queue = get_json(side + "/sidecar/queue")
            finally:
                llamaserver.stop_process(proc)
            ok_direct.append(d_long.count(200))
            ok_side.append(s_long.count(200))
            ratios.append(s_short_wall / d_short_wall)
            lines.append(
                f"| {rep} | {d_long.count(200)} of 4 | {s_long.count(200)} of 4 | {d_long_wall:.1f} | {s_long_wall:.1f} "
                f"| {d_short_wall:.2f} | {s_short_wall:.2f} | {s_short_wall / d_short_wall:.2f} |"
            )
            print(lines[-1], flush=True)
            pool = queue["backends"][0]
        lines += [
            "",
            f"The sidecar's budget: {pool['kv_budget']} KV tokens ({pool['kv_pool']}), {pool['slots']} slots.",
            f"Long requests that succeeded: direct {sum(ok_direct)} of {4 * args.repeats}, "
            f"through the sidecar {sum(ok_side)} of {4 * args.repeats}.",
            f"Eight short at once, sidecar over direct wall time: median {statistics.median(ratios):.2f} "
            f"(min {min(ratios):.2f}, max {max(ratios):.2f}).",
        ]
    finally:
        server.stop()
    return report(lines, args.report)


if __name__ == "__main__":
    raise SystemExit(main())
