#!/usr/bin/env python3
"""Follow-up turns to their cached prefix: prefill saved, with routing affinity on and off.

Two llama-servers (``-np 2 -t 1``, SmolLM2-135M) behind one sidecar. Conversations of three
turns, four at a time, each opening with a long document and a question; every later turn
adds the reply and a new question. For each arm (``routing.affinity`` on, off) it prints,
for the follow-up turns, the prompt tokens llama-server took from its cache instead of
computing (``usage.prompt_tokens - timings.prompt_n``), the prefill seconds it reported,
and the latency; the first turns are the same in both arms and are left out.

    .venv/bin/python -m experiments.affinity_bench [--conversations 12] [--repeats 2]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import time

import aiohttp

from sidecar.tools import llamaserver

TOPICS = ["rivers", "bridges", "lighthouses", "volcanoes", "libraries", "railways", "glaciers", "markets"]
QUESTIONS = ["Summarize it in one sentence.", "Name one fact from it.", "What is it mostly about?"]


def document(rng: random.Random, topic: str) -> str:
    words = [topic, "history", "people", "water", "stone", "city", "season", "trade", "light", "road", "north"]
    sentences = [" ".join(rng.choice(words) for _ in range(12)).capitalize() + "." for _ in range(40)]
    return f"Here is a note about {topic}:\n" + " ".join(sentences)


async def conversation(s: aiohttp.ClientSession, side: str, doc: str, turns: int) -> list[dict[str, float]]:
    msgs = [{"role": "user", "content": doc + "\n\n" + QUESTIONS[0]}]
    out = []
    for turn in range(turns):
        t0 = time.monotonic()
        body = {"messages": msgs, "max_tokens": 24, "temperature": 0, "seed": 1}
        async with s.post(side + "/v1/chat/completions", json=body) as r:
            obj = await r.json()
            if r.status != 200:
                raise RuntimeError(f"status {r.status}: {obj}")
        timings = obj.get("timings") or {}
        prompt = obj["usage"]["prompt_tokens"]
        out.append(
            {
                "turn": turn,
                "prompt": prompt,
                "cached": prompt - int(timings.get("prompt_n", prompt)),
                "prefill_s": float(timings.get("prompt_ms", 0.0)) / 1000,
                "latency": time.monotonic() - t0,
            }
        )
        reply = obj["choices"][0]["message"]["content"]
        msgs = [*msgs, {"role": "assistant", "content": reply}, {"role": "user", "content": QUESTIONS[(turn + 1) % 3]}]
    return out


async def run_arm(side: str, n: int, turns: int, seed: int) -> list[dict[str, float]]:
    rng = random.Random(seed)
    docs = [document(rng, TOPICS[i % len(TOPICS)] + f" {i}") for i in range(n)]
    sem = asyncio.Semaphore(4)
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(force_close=True)) as s:

        async def one(doc: str) -> list[dict[str, float]]:
            async with sem:
                return await conversation(s, side, doc, turns)

        results = await asyncio.gather(*(one(d) for d in docs))
    return [t for conv in results for t in conv]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--conversations", type=int, default=12)
    ap.add_argument("--turns", type=int, default=3)
    ap.add_argument("--repeats", type=int, default=2)
    args = ap.parse_args()
    print("starting two llama-servers -np 2 -t 1 (SmolLM2-135M)", file=sys.stderr)
    servers = [llamaserver.start(slots=2, ctx=8192) for _ in range(2)]
    rows = []
    try:
        for rep in range(args.repeats):
            for arm in ("on", "off") if rep % 2 == 0 else ("off", "on"):
                for server in servers:  # every arm starts with cold caches
                    server.stop()
                    server.restart()
                env = {"SIDECAR_ROUTING_AFFINITY": "true" if arm == "on" else "false"}
                proc, side = llamaserver.start_sidecar([s.url for s in servers], env=env)
                try:
                    turns = asyncio.run(run_arm(side, args.conversations, args.turns, seed=rep))
                finally:
                    llamaserver.stop_process(proc)
                follow = [t for t in turns if t["turn"] > 0]
                rows.append((arm, rep + 1, follow))
                print(f"  affinity {arm:<3} repeat {rep + 1}: {len(follow)} follow-up turns", file=sys.stderr)
    finally:
        for server in servers:
            server.stop()
    print(
        "| affinity | repeat | follow-up turns | prompt tokens | from cache | share | prefill s (sum) | latency mean s |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for arm, rep, follow in rows:
        prompt = sum(t["prompt"] for t in follow)
        cached = sum(t["cached"] for t in follow)
        print(
            f"| {arm} | {rep} | {len(follow)} | {prompt} | {cached} | {cached / max(1, prompt):.0%} | "
            f"{sum(t['prefill_s'] for t in follow):.1f} | {statistics.mean(t['latency'] for t in follow):.2f} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
