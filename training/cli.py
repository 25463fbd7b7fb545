"""``sidecar train`` and ``sidecar eval`` argument handling, and safe installation."""

from __future__ import annotations

import csv
import json
import os
import shutil
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

import numpy as np

import sidecar.environment as environment
from sidecar.errors import UsageError

from . import reference
from .pipeline import DEFAULT_SOURCES, evaluate, score_table, summary_table, train
from .replay import share_table
from .train import Evaluation, TrainParams


def write_reference(model_dir: Path, sources: list[str], data_root: Path) -> int:
    """Write an existing model's reference prompts (``training.reference``) without
    training it again: its own word table scores their ``text_score`` column."""
    from sidecar.prediction.scorer import read_words

    from .dataset import sample_table
    from .formats import ReadReport
    from .pipeline import read_sources
    from .text import WordIndex, with_text

    words, version = read_words(model_dir)
    index = WordIndex()
    samples = read_sources(sources, data_root, ReadReport(), None, index)
    table = sample_table(samples, index)
    table, _ = with_text(table, np.ones(len(table), dtype=bool), dict(words or {}))
    arrays = reference.reference_arrays(table)
    path = reference.write(model_dir, arrays, version)
    print(f"wrote {path}: {len(arrays['label'])} prompts from {len(set(arrays['source'].tolist()))} sources")
    return 0


def data_root(given: str | None, sources: list[str]) -> Path:
    """The corpora's folder: ``--data-root``, else SIDECAR_DATA_ROOT, else ../shared/data beside
    a development checkout. Only sources named ``corpus:...`` need it: without it they are a
    usage error that says where the corpora come from."""
    root = Path(given or environment.data_root() or Path(__file__).resolve().parents[2] / "shared" / "data")
    if any(s.startswith("corpus:") for s in sources) and not root.is_dir():
        raise UsageError(
            f"no public corpora at {root}: pass --data-root DIR (or set SIDECAR_DATA_ROOT), the folder holding the "
            "conversation datasets docs/training.md lists (arena-hard-v0.1, mt-bench, oasst-en100, ...), "
            "or name your own logs as sources (FORMAT:FILE, e.g. traffic:STATE_DIR/traffic.jsonl)"
        )
    return root


def run_train(args: Any) -> int:
    if args.reference_only:
        sources = args.sources or DEFAULT_SOURCES
        return write_reference(Path(args.out), sources, data_root(args.data_root, sources))
    given = {"n_trees": args.trees, "max_depth": args.depth}
    params = TrainParams(base=args.base, **{k: v for k, v in given.items() if v is not None})
    if args.dask or args.dask_scheduler:
        from .train import use_dask

        client = use_dask(args.dask_scheduler)
        print(f"training on Dask: {client}", file=sys.stderr)
    sources = args.sources or DEFAULT_SOURCES
    out = Path(args.out)
    result = train(
        sources,
        out,
        data_root=data_root(args.data_root, sources),
        params=params,
        model_name=args.model_name,
        ablation=args.ablation,
        report_extras=not args.no_report,
        reader=args.reader,
        reader_threads=args.reader_threads,
    )
    ref = reference.reference_arrays(result.table)
    if len(ref["label"]) >= reference.MIN_PROMPTS:  # what a refit is judged on besides its replies
        reference.write(out, ref, result.meta.get("words_version"))
    print(summary_table(result.cv, result.baseline))
    print(f"\nmodel written to {out} (card.md{'' if args.no_report else ', report.md'})")
    if args.oof:
        n = write_oof(Path(args.oof), result.table, result.oof)
        print(f"out-of-fold scores of {n} requests written to {args.oof}")
    if args.install:
        return install_if_better(out, Path(args.install), result.table, result.oof, args.reload_url)
    return 0


def write_oof(path: Path, table: Any, oof: np.ndarray) -> int:
    """One line per request of a conversation (source, group, user turns, score), scored by
    the fold model that never saw the conversation: what ``sidecar simulate --scores``
    sizes requests by. Answers by other models to the same request share its score."""
    from sidecar.prediction.features import FEATURE_NAMES

    turns = table.X[:, FEATURE_NAMES.index("user_turns")].astype(int).tolist()
    seen: dict[tuple[str, str, int], float] = {}
    for key, score in zip(
        zip(table.source.tolist(), table.group.tolist(), turns, strict=True), oof.tolist(), strict=True
    ):
        seen.setdefault(key, score)
    with open(path, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["source", "group", "user_turns", "score"])
        w.writerows((*key, f"{score:.6f}") for key, score in seen.items())
    return len(seen)


def install_if_better(
    candidate: Path,
    target: Path,
    table: Any,
    oof: np.ndarray,
    reload_url: str | None = None,
) -> int:
    """Replace ``target`` with ``candidate`` only if it ranks the same rows at least as well.

    The candidate is judged by its out-of-fold scores (each row scored by a fold model that
    never saw it's conversation); the serving model scores the same rows. Returns 0 when
    installed, 1 when refused.
    """
    from sidecar.errors import ModelError
    from sidecar.prediction.scorer import LengthPredictor

    new = Evaluation.of(table, oof).mean()
    try:
        current = LengthPredictor.load(target)
        old = Evaluation.of(table, score_table(current, table)).mean()
    except ModelError as exc:
        print(f"the installed model cannot be used ({exc}); installing the new one")
        old = float("-inf")
    print(f"held-out concordance: new {new:.3f}, installed {old:.3f}")
    if not new >= old:
        print(f"refused: the new model ranks worse than the one in {target}; nothing changed")
        return 1
    stage = target.with_name(f".{target.name}.new-{os.getpid()}")
    shutil.copytree(candidate, stage)
    backup = target.with_name(f"{target.name}.prev")
    if target.exists():
        if backup.exists():
            shutil.rmtree(backup)
        os.replace(target, backup)
    os.replace(stage, target)
    print(f"installed {candidate} -> {target} (previous model kept in {backup})")
    if reload_url:
        # the admin token as the sidecar reads it (environment), never a command-line flag
        token = environment.admin_token()
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        req = urllib.request.Request(reload_url, method="POST", data=b"", headers=headers)
        with urllib.request.urlopen(req, timeout=30) as resp:  # noqa: S310 - operator-given URL
            print(f"reloaded the running sidecar: {json.loads(resp.read())}")
    return 0


def run_eval(args: Any) -> int:
    t0 = time.time()
    cv, base, table, score = evaluate(
        Path(args.model) if args.model else None, args.sources, data_root(args.data_root, args.sources), args.model_name
    )
    print(summary_table(cv, base))
    replay = share_table(table, score)
    if replay:
        print("\n" + "\n".join(replay))
    print(f"\n{len(table)} samples scored in {time.time() - t0:.1f} s", file=sys.stderr)
    return 0
