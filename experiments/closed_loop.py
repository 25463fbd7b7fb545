#!/usr/bin/env python3
"""Closed loop: the sidecar's own traffic log trains a better predictor for its backend.

    .venv/bin/python -m experiments.closed_loop --n 720 --cap 256 --report docs/closed-loop

1. Start llama-server (SmolLM2-135M) and ``sidecar serve --traffic-log``.
2. Replay ``--n`` first-turn prompts from the guanaco dialogues (never used to train the
   shipped model) through the sidecar, a few at a time, temperature 0.
3. Split the logged requests in two halves at random, ``--splits`` times. On each split,
   train from one half with ``sidecar train traffic:...`` (features and counts from the log,
   no prompt text): once from scratch, once continuing from the shipped model (``--base``).
4. On the other half, compare how well the shipped and the two retrained models order this
   backend's own reply lengths (concordance on pairs >= 2x apart, Kendall tau).
5. On the first split, install the continued model into a running sidecar's model
   directory with the safety check (``--install``) and hot-reload it (``--reload-url``).

``--replay-only --log FILE`` stops after step 2; ``--from-log FILE`` starts at step 3.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import shutil
import subprocess
import sys
import time
from pathlib import Path

import aiohttp
import numpy as np

from sidecar.localhttp import get_json
from sidecar.prediction.scorer import LengthPredictor
from sidecar.tools import llamaserver
from sidecar.training.corpora import guanaco
from sidecar.training.formats import ReadReport
from sidecar.training.metrics import concordance_2x, kendall_tau

REPO = Path(__file__).resolve().parent.parent


def prompts(n: int, seed: int) -> list[str]:
    seen, out = set(), []
    for s in guanaco(REPO.parent / "shared" / "data", ReadReport()):
        if s.conv is not None and len(s.conv.messages) == 1:  # first turns only
            text = s.conv.messages[0][1]
            if text not in seen and len(text) < 2000:
                seen.add(text)
                out.append(text)
    random.Random(seed).shuffle(out)
    return out[:n]


async def replay(url: str, texts: list[str], cap: int, concurrency: int) -> None:
    sem = asyncio.Semaphore(concurrency)
    done = 0
    async with aiohttp.ClientSession(
        connector=aiohttp.TCPConnector(force_close=True), timeout=aiohttp.ClientTimeout(total=1800)
    ) as s:

        async def one(text: str) -> None:
            nonlocal done
            async with sem:
                body = {
                    "messages": [{"role": "user", "content": text}],
                    "max_tokens": cap,
                    "temperature": 0,
                    "seed": 7,
                    "stream": True,
                }
                async with s.post(url + "/v1/chat/completions", json=body) as r:
                    await r.read()
            done += 1
            print(f"\r  replayed {done}/{len(texts)}", end="", file=sys.stderr, flush=True)

        await asyncio.gather(*(one(t) for t in texts))
    print(file=sys.stderr)


def ranking(model: LengthPredictor | None, rows: list[dict]) -> dict[str, float]:
    """How ``model`` (None: prompt length alone) orders the logged replies."""
    scores = np.array([model.score(r["features"]) if model else r["features"][0] for r in rows])
    tokens = np.array([r["output_tokens"] for r in rows], dtype=float)
    c, pairs = concordance_2x(tokens, scores)
    return {"concordance_2x": c, "kendall_tau": kendall_tau(tokens, scores), "pairs": pairs}


def collect(log: Path, args: argparse.Namespace) -> None:
    """Replay the prompts through a sidecar that writes ``log``, then stop both servers."""
    server = llamaserver.start(slots=args.slots, ctx=4096)
    # no refits during the replay: every logged text_score comes from the shipped word table
    side, url = llamaserver.start_sidecar(
        server.url, "--traffic-log", str(log), env={"SIDECAR_LEARNING_ENABLED": "false"}
    )
    try:
        asyncio.run(replay(url, prompts(args.n, args.seed), args.cap, args.concurrency))
    finally:
        llamaserver.stop_process(side)
        server.stop()


# Settled before looking at any result: the traffic half has a few hundred rows, so the
# trees are few and shallow; the continued model adds fewer trees to the shipped 200.
SCRATCH = ["--trees", "100", "--depth", "4"]
CONTINUED = ["--base", str(REPO / "model" / "default"), "--trees", "50", "--depth", "3"]
MODELS = {
    "length": "prompt length only (baseline)",
    "shipped": "shipped default",
    "scratch": "trained on this log only (" + " ".join(SCRATCH) + ")",
    "continued": "shipped + trees fitted to this log (--base model/default " + " ".join(CONTINUED[2:]) + ")",
}


def sidecar_train(train_log: Path, out: Path, extra: list[str]) -> subprocess.CompletedProcess[str]:
    r = subprocess.run(
        [sys.executable, "-m", "sidecar", "train", f"traffic:{train_log}", "--out", str(out), *extra],
        capture_output=True,
        text=True,
        cwd=REPO,
    )
    if r.returncode not in (0, 1):  # 1: trained, but --install refused it as worse
        raise RuntimeError(f"sidecar train failed:\n{r.stderr[-3000:]}")
    return r


def analyse(log: Path, work: Path, args: argparse.Namespace) -> tuple[list[dict], str, dict, list[dict]]:
    """Train and compare on ``args.splits`` random halvings of the log; install on the first."""
    rows = [json.loads(line) for line in log.read_text().splitlines()]
    ok = [r for r in rows if r["status"] == "ok" and r["output_tokens"]]
    shipped = LengthPredictor.load()
    serving = work / "serving"
    shutil.copytree(REPO / "model" / "default", serving)
    server = llamaserver.start(slots=args.slots, ctx=4096)
    side, url = llamaserver.start_sidecar(server.url, "--model-dir", str(serving))
    results, install_out = [], ""
    try:
        for k in range(args.splits):
            order = ok[:]
            random.Random(args.seed + k).shuffle(order)
            train_rows, test_rows = order[: len(order) // 2], order[len(order) // 2 :]
            train_log = work / f"train-{k}.jsonl"
            train_log.write_text("".join(json.dumps(r) + "\n" for r in train_rows))
            sidecar_train(train_log, work / f"scratch-{k}", SCRATCH)
            extra = CONTINUED + (["--install", str(serving), "--reload-url", url + "/sidecar/reload"] if k == 0 else [])
            r = sidecar_train(train_log, work / f"continued-{k}", extra)
            if k == 0:
                install_out = r.stdout
            results.append(
                {
                    "length": ranking(None, test_rows),
                    "shipped": ranking(shipped, test_rows),
                    "scratch": ranking(LengthPredictor.load(work / f"scratch-{k}"), test_rows),
                    "continued": ranking(LengthPredictor.load(work / f"continued-{k}"), test_rows),
                    "train": len(train_rows),
                    "test": len(test_rows),
                }
            )
            print(f"split {k}: " + json.dumps(results[-1]), file=sys.stderr)
        health = get_json(url + "/sidecar/health")
    finally:
        llamaserver.stop_process(side)
        server.stop()
    return results, install_out, health, ok


def write_report(
    out: Path, args: argparse.Namespace, results: list[dict], install_out: str, health: dict, ok: list[dict]
) -> str:
    lens = np.array([r["output_tokens"] for r in ok])
    cap = max(r["max_tokens"] or 0 for r in ok)
    minutes = (max(r["time"] for r in ok) - min(r["time"] for r in ok)) / 60
    capped = sum(1 for r in ok if r["truncated"])
    uncapped = lens[[not r["truncated"] for r in ok]]

    def spread(model: str, key: str) -> str:
        v = np.array([r[model][key] for r in results])
        return f"{v.mean():.3f} ({v.min():.3f}-{v.max():.3f})"

    def delta(model: str) -> str:
        d = np.array([r[model]["concordance_2x"] - r["shipped"]["concordance_2x"] for r in results])
        return f"{d.mean():+.3f} ({d.min():+.3f} to {d.max():+.3f})"

    replay = (
        f"`.venv/bin/python -m experiments.closed_loop --n {args.n} --cap {args.cap} --slots {args.slots} "
        f"--concurrency {args.concurrency} --splits {args.splits} --report {args.report}`"
    )
    lines = [
        "# Closed loop: learning the backend's own reply lengths",
        "",
        f"Command: {replay} (the replay took {minutes:.0f} min; `--replay-only --log FILE` then "
        "`--from-log FILE` splits it in two steps).",
        "",
        f"{len(ok)} first-turn prompts from the guanaco dialogues (never used to train the shipped model) went "
        f"through the sidecar to llama-server (-np {args.slots}, SmolLM2-135M, temperature 0, max_tokens "
        f"{cap}); all were answered and logged. SmolLM2 ran to the cap on {capped} "
        f"of them; those stay in, labelled with the {cap} tokens generated (a lower bound, and the work "
        f"the backend did). The others: median {np.median(uncapped):.0f} tokens, 10th-90th percentile "
        f"{np.percentile(uncapped, 10):.0f}-{np.percentile(uncapped, 90):.0f}.",
        "",
        f"The requests were split in two halves at random {args.splits} times ({results[0]['train']} to train, "
        f"{results[0]['test']} to compare on). A pair of requests counts when their token counts are >= 2x "
        "apart; a capped reply is certainly longer than one under half the cap, and a pair whose observed "
        "counts are closer is left out, as for any pair.",
        "",
        f"| model | concordance, mean ({args.splits} splits, min-max) | Kendall tau | change vs shipped |",
        "|---|---|---|---|",
    ]
    for key, label in MODELS.items():
        change = "" if key == "shipped" else delta(key)
        lines.append(f"| {label} | {spread(key, 'concordance_2x')} | {spread(key, 'kendall_tau')} | {change} |")
    lines += [
        "",
        f"Pairs >= 2x apart per test half: {int(np.mean([r['shipped']['pairs'] for r in results]))} on average.",
        "",
        "Per split (concordance):",
        "",
        "| split | " + " | ".join(MODELS) + " |",
        "|---|" + "---|" * len(MODELS),
    ]
    for k, r in enumerate(results):
        lines.append(f"| {k} | " + " | ".join(f"{r[m]['concordance_2x']:.3f}" for m in MODELS) + " |")
    lines += [
        "",
        "On split 0 the continued model went through `sidecar train ... --install DIR --reload-url "
        ".../sidecar/reload` against a sidecar serving DIR (a copy of the shipped model); the check compares "
        "the candidate's out-of-fold scores with the installed model's on the same training-half rows:",
        "",
        "```",
        "\n".join(line for line in install_out.strip().splitlines() if not line.startswith("["))[-1500:],
        "```",
        "",
        f"The running sidecar then reported model {health['model']['version']} ({health['model']['engine']}).",
    ]
    text = "\n".join(lines) + "\n"
    out.mkdir(parents=True, exist_ok=True)
    (out / "report.md").write_text(text)
    (out / "results.json").write_text(json.dumps({"args": vars(args), "splits": results}, indent=1) + "\n")
    return text


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=720)
    ap.add_argument("--cap", type=int, default=256)
    ap.add_argument("--slots", type=int, default=2, help="llama-server -np (two sequences share its one thread)")
    ap.add_argument("--concurrency", type=int, default=4)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--splits", type=int, default=5, help="random train/test halvings to average over")
    ap.add_argument("--report", default="docs/closed-loop")
    ap.add_argument("--log", help="where the replay writes its traffic log (default: a temporary directory)")
    ap.add_argument("--replay-only", action="store_true", help="stop after the replay (keep --log for --from-log)")
    ap.add_argument("--from-log", help="skip the replay: train, compare and install from an existing traffic log")
    args = ap.parse_args()
    work = Path(os.environ.get("TMPDIR", "/tmp")) / f"closed-loop-{os.getpid()}"
    work.mkdir(parents=True)
    t0 = time.time()
    if args.from_log:
        log = Path(args.from_log)
    else:
        log = Path(args.log) if args.log else work / "traffic.jsonl"
        collect(log, args)
        print(f"traffic log: {log} ({(time.time() - t0) / 60:.1f} min)", file=sys.stderr)
        if args.replay_only:
            return 0
    results, install_out, health, ok = analyse(log, work, args)
    print(write_report(Path(args.report), args, results, install_out, health, ok))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
