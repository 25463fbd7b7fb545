"""The learning path: what a deployment's own replies add, measured the way users feel it.

For a source held out of training (with every translation of its prompts), a prior is
trained on all the other sources and written as a model directory. Then, for some of the
source's answering models, ``LEARN`` of the model's replies (first turns, in a random
arrival order) are written as the sidecar writes its traffic log, ``training.refit`` runs on
that log exactly as a sidecar's refit does (its own held-out slice, guards and reference
check), and the rest of the model's prompts are replayed as one-slot bursts
(``training.replay``): the share of the oracle's gain with the prior's sizes, with the learned
model's (the prior again when the refit declined to install), and the other-models ceiling.
"""

from __future__ import annotations

import json
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from sidecar.learning.state import StateDir, word_id
from sidecar.learning.vectorlog import NAME as VECTORS
from sidecar.learning.vectorlog import VectorLog
from sidecar.prediction.features import FEATURE_VERSION
from sidecar.prediction.scorer import DEFAULT_MODEL_DIR, read_words
from sidecar.reader.reader import ReaderHead

from . import reference
from .dataset import Table, default_offset
from .headfit import fit_deployment_head, refined
from .refit import model_scores, refit
from .replay import CHARS_PER_TOKEN, model_shares, others_mean, prompt_keys
from .text import with_text, words_json
from .train import TrainParams, fit

LEARN = 400  # replies the refit learns from
MIN_REST = 96  # prompts left to replay after them: four bursts' worth of distinct prompts
MODELS = 3  # answering models per held-out source, spread over the source's list
SHIPPED_HEAD = DEFAULT_MODEL_DIR / "reader.json"


def candidates(t: Table) -> dict[str, list[str]]:
    """Per source, the answering models with enough first-turn prompts that other models
    answered too (``LEARN`` to learn from, ``MIN_REST`` to replay), ``MODELS`` of them
    taken evenly from the sorted list."""
    first = (t.X[:, 2] == 1) & ~np.isnan(others_mean(t, prompt_keys(t)))
    out = {}
    for src in sorted(set(t.source[first].tolist())):
        rows = first & (t.source == src)
        names, counts = np.unique(t.answerer[rows], return_counts=True)
        ok = sorted(n for n, c in zip(names.tolist(), counts.tolist(), strict=True) if c >= LEARN + MIN_REST)
        if ok:
            pick = np.linspace(0, len(ok) - 1, min(MODELS, len(ok))).round().astype(int)
            out[src] = [ok[i] for i in sorted(set(pick.tolist()))]
    return out


def write_prior(t: Table, train: np.ndarray, params: TrainParams, out: Path) -> Path:
    """A model directory trained on ``train`` rows only, with its reference prompts."""
    from .train import export

    tt, coef = with_text(t, train, None, params.seed)
    booster = fit(tt.take(train), params)
    meta = {"offset_log_tokens": default_offset(tt.take(train)), "score_scale": 1.0, "learning_path_prior": True}
    export(booster, out, meta, words=words_json(t.index, coef).encode())
    _, version = read_words(out)
    reference.write(out, reference.reference_arrays(tt.take(train)), version)
    return out


def log_lines(t: Table, rows: np.ndarray, key: bytes) -> list[str]:
    """Traffic-log lines for ``rows`` as the sidecar writes them: the features, the window
    words as keyed digests, the prompt's and the reply's tokens; one second apart. (The
    refit recomputes the ``text_score`` column from the digests with each model's own word
    table.)"""
    out = []
    for n, i in enumerate(rows):
        words = [word_id(key, t.index.words[w]) for w in t.bags[i]]
        out.append(
            json.dumps(
                {
                    "time": float(n),
                    "request_id": f"r{int(i)}",
                    "status": "ok",
                    "feature_version": FEATURE_VERSION,
                    "features": [float(v) for v in t.X[i]],
                    "words": words,
                    "prompt_tokens": int(round(float(t.X[i, 0]) / CHARS_PER_TOKEN)),
                    "output_tokens": int(round(t.tokens[i])),
                    "truncated": False,
                }
            )
        )
    return out


def keep_vectors(state: StateDir, rows: np.ndarray, E: np.ndarray, head: ReaderHead) -> None:
    """The reader's vectors of ``rows`` as the sidecar keeps them (``sidecar.learning.vectorlog``),
    made by the shipped reader (``head.reader``)."""
    log = VectorLog(state.path / VECTORS, max_bytes=0, backups=0)
    log.register(head.reader, head.fingerprint.tolist())
    for i, v in zip(rows, E, strict=True):
        log.write(f"r{int(i)}", head.reader, v)
    log.close()


def vector_path(
    t: Table,
    params: TrainParams,
    vectors: Callable[[list[str]], np.ndarray | None],
    head: ReaderHead,
    progress: Callable[[str], None],
    learn_sizes: tuple[int, ...] = (200, 400),
    sources: list[str] | None = None,
    seed: int = 0,
) -> list[dict[str, object]]:
    """The learning path with the second stage: as ``learning_path``, but the sidecar also
    kept the reader's vector of every reply it learned from, so the refit may learn a head
    (``training.headfit``). The rest of the model's prompts are replayed with the prior under
    the shipped head (the two stages a fresh sidecar runs), the learned model under its head
    (or the shipped one where it learned none), and the other models' lengths. ``vectors``
    gives the pooled vectors of texts (None where any is missing)."""
    ceiling = others_mean(t, prompt_keys(t))
    records: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="vector-path-") as tmp:
        for src, models in candidates(t).items():
            if sources is not None and src not in sources:
                continue
            held = t.source == src
            train = ~held & ~np.isin(t.group, np.unique(t.group[held]))
            progress(f"vector path: a prior without {src}")
            prior = write_prior(t, train, params, Path(tmp) / f"prior-{src}")
            shutil.copyfile(SHIPPED_HEAD, prior / "reader.json")  # the head a fresh sidecar serves
            for model in models:
                rows = np.flatnonzero(held & (t.X[:, 2] == 1) & (t.answerer == model) & ~np.isnan(ceiling))
                E = vectors([t.read[i] for i in rows])
                if E is None:
                    progress(f"vector path: {src} / {model}: prompts not read, left out")
                    continue
                order = np.random.default_rng(seed).permutation(len(rows))
                for n in learn_sizes:
                    if len(rows) < n + MIN_REST:
                        continue
                    learn, rest = rows[order[:n]], rows[order[n:]]
                    state = StateDir(Path(tmp) / f"state-{src}-{len(records)}")
                    state.traffic_log.write_text("\n".join(log_lines(t, learn, state.key)) + "\n")
                    keep_vectors(state, learn, E[order[:n]], head)
                    result = refit(state, prior, prior, trees=50, depth=3, min_samples=100, seed=seed)
                    learned = Path(str(result["model_dir"])) if result.get("installed") else prior
                    rest_t = t.take(rest)
                    ids = [
                        np.asarray([word_id(state.key, rest_t.index.words[w]) for w in b], dtype=np.int64)
                        for b in rest_t.bags
                    ]
                    chars, Er = rest_t.X[:, 0].astype(np.float64), E[order[n:]]
                    first = model_scores(prior, rest_t.X, ids, state.key)
                    first_learned = model_scores(learned, rest_t.X, ids, state.key)
                    learned_head = (
                        ReaderHead.load(learned / "reader.json") if (learned / "reader.json").exists() else head
                    )
                    # beside it, the head these replies teach, installed whatever the judge says:
                    # what the refit's caution costs (or saves)
                    learn_t = t.take(learn)
                    ids_l = [
                        np.asarray([word_id(state.key, learn_t.index.words[w]) for w in b], dtype=np.int64)
                        for b in learn_t.bags
                    ]
                    first_l = model_scores(prior, learn_t.X, ids_l, state.key)
                    y = np.log(learn_t.tokens)
                    spec = fit_deployment_head(
                        E[order[:n]],
                        first_l,
                        learn_t.X[:, 0].astype(np.float64),
                        y - float(np.mean(y - first_l)),
                        np.zeros(len(learn), dtype=bool),
                        head,
                        {"reader": head.reader, "fingerprint": head.fingerprint},
                    )
                    scores = {
                        "first stage": first,
                        "two stages": refined(head, Er, first, chars),
                        "learned": refined(learned_head, Er, first_learned, chars),
                        "head, not judged": refined(ReaderHead.from_spec(spec), Er, first, chars),
                        "ceiling": ceiling[rest],
                    }
                    sums = model_shares(rest_t, scores, np.random.default_rng(seed))
                    share = {k: g / b if b > 0 else float("nan") for k, (g, b) in sums.items()}
                    records.append(
                        {
                            "source": src,
                            "model": model,
                            "learned_from": n,
                            "replayed": len(rest),
                            "installed": bool(result.get("installed")),
                            "kind": result.get("kind"),
                            "reason": result.get("reason"),
                            **share,
                        }
                    )
                    progress(
                        f"vector path: {src} / {model} after {n}: two stages {share['two stages']:.3f} -> learned "
                        f"{share['learned']:.3f} ({result.get('kind') if result.get('installed') else 'declined'})"
                    )
    return records


def learning_path(
    t: Table, params: TrainParams, progress: Callable[[str], None], seed: int = 0
) -> list[dict[str, object]]:
    """One record per (held-out source, answering model): the refit's result and the replay
    shares on the prompts it did not learn from."""
    ceiling = others_mean(t, prompt_keys(t))
    rng = np.random.default_rng(seed)
    records: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="learning-path-") as tmp:
        for src, models in candidates(t).items():
            held = t.source == src
            train = ~held & ~np.isin(t.group, np.unique(t.group[held]))
            progress(f"learning path: a prior without {src}")
            prior = write_prior(t, train, params, Path(tmp) / f"prior-{src}")
            for model in models:
                rows = np.flatnonzero(held & (t.X[:, 2] == 1) & (t.answerer == model) & ~np.isnan(ceiling))
                rows = rng.permutation(rows)
                learn, rest = rows[:LEARN], rows[LEARN:]
                state = StateDir(Path(tmp) / f"state-{src}-{len(records)}")
                state.traffic_log.write_text("\n".join(log_lines(t, learn, state.key)) + "\n")
                result = refit(state, prior, prior, trees=50, depth=3, min_samples=100, seed=seed)
                rest_t = t.take(rest)
                ids = [
                    np.asarray([word_id(state.key, rest_t.index.words[w]) for w in b], dtype=np.int64)
                    for b in rest_t.bags
                ]
                before = model_scores(prior, rest_t.X, ids, state.key)
                learned = Path(str(result["model_dir"])) if result.get("installed") else prior
                after = model_scores(learned, rest_t.X, ids, state.key)
                sums = model_shares(rest_t, {"prior": before, "learned": after, "ceiling": ceiling[rest]}, rng)
                share = {k: g / b if b > 0 else float("nan") for k, (g, b) in sums.items()}
                records.append(
                    {
                        "source": src,
                        "model": model,
                        "learned_from": len(learn),
                        "replayed": len(rest),
                        "installed": bool(result.get("installed")),
                        "kind": result.get("kind"),
                        "reason": result.get("reason"),
                        **share,
                    }
                )
                progress(
                    f"learning path: {src} / {model}: prior {share['prior']:.3f} -> learned {share['learned']:.3f}"
                    f" (installed: {bool(result.get('installed'))})"
                )
    return records


def section(records: list[dict[str, Any]]) -> list[str]:
    """The report's lines for ``learning_path``'s records."""
    if not records:
        return []
    lines = [
        "",
        "## The learning path: a refit on a held-out model's replies",
        "",
        f"Each source held out (with its translations): a prior trained on the others; for "
        f"{MODELS} of its answering models, {LEARN} of the model's first-turn replies written as "
        "the sidecar's traffic log, `training.refit` run on it as a sidecar runs it (its own "
        "held-out slice and guards), and the model's other prompts replayed as one-slot bursts "
        "(share of the oracle's gain; learned = the prior where the refit declined) "
        "(`training/learnpath.py`).",
        "",
        "| source | answering model | replayed prompts | prior | learned | installed | ceiling |",
        "|---|---|---|---|---|---|---|",
    ]
    for r in records:
        lines.append(
            f"| {r['source']} | {r['model']} | {r['replayed']} | {r['prior']:.3f} | {r['learned']:.3f} | "
            f"{'yes (' + str(r['kind']) + ')' if r['installed'] else 'no'} | {r['ceiling']:.3f} |"
        )
    mean = {k: float(np.mean([float(r[k]) for r in records])) for k in ("prior", "learned", "ceiling")}
    lines.append(f"| **mean** | | | {mean['prior']:.3f} | **{mean['learned']:.3f}** | | {mean['ceiling']:.3f} |")
    return lines
