"""One background refit of the length model from the sidecar's traffic log.

    python -m sidecar.training.refit --state-dir DIR --prior MODEL_DIR --serving MODEL_DIR

Run by the sidecar (``sidecar.learning.learner``) in a child process at ``nice`` 10 with one
thread; prints one JSON line: ``installed``, ``before``, ``after``, ``samples``, ``test``,
and ``model_dir`` when a model was written.

What it fits, on top of the prior (the shipped model, whose trees and word table stay):

1. The deployment's word weights: a ridge over the keyed digests of each logged request's
   window words (``sidecar.learning.state``), fitted to what the prior gets wrong, with the same
   settings as the shipped word score (``text.ALPHA``, ``text.MIN_DF``). They add to the
   ``text_score`` feature: the prior's words are hashed with the same key, so the logged
   digests give back both. Training rows get out-of-fold weights, as in training.
2. The layer (``prediction.scorer.Layer``): the prior's score plus a ridge of what it gets wrong on
   the prior's score and the 21 features, standardised, penalty ``layer.LAYER_PENALTY``: where the
   replies say little, the layer stays the prior. A few hundred replies are enough to
   re-weigh what the prior reads (a backend model whose replies grow with the prompt where
   the prior's shrink) and too few to grow trees or trust new word weights: the words join
   only if, with them, the layer ranks the training rows better out of fold. Capped replies
   are censored labels (``judge.censored_fit``): at least their cap, imputed beyond it by
   the fit itself, so a log of mostly capped replies does not squeeze sizes at the cap. If
   the layer's sizes spread less than ``SPREAD_FLOOR`` of the prior's on the same requests,
   they are stretched back around their mean.
3. From ``TREES_FROM`` training rows on, also ``--trees`` new trees of depth ``--depth``
   continuing the prior's booster (with the words); they replace the layer if they rank the
   held-out slice better.
4. With the reader's vectors kept (``sidecar.learning.vectorlog``), the second stage's head over
   them (``training.headfit``), judged apart: over every reply with a vector, each sized
   by a head fitted without it (``FOLDS`` folds), against the first stage that will serve
   under its old head. It is installed with the new layer, or alone with the serving model
   (``kind: head``) when the layer does not pass.

What each step needs: the layer only numpy and the predictor the sidecar serves with (the
prior's trees are scored through it, not through xgboost), so a plain install refits; the
words need scipy and new trees xgboost and tl2cgen (the ``learn`` extra). A step whose
library is missing is skipped and the result says so (``skipped``).

Labels are log reply tokens less the deployment's mean offset from the prior (the sidecar
learns that offset online, per backend model).

Held out: the newest fifth of the log (by time) and every ``EARLIER_EVERY``-th earlier
reply. The decision is the score users feel (``training.judge``): the held-out replies
replayed as one-slot bursts in each model's order, and the new model is written only if the
lower bound of its gain in share of the oracle's latency gain over the serving model (a
paired bootstrap over those replies) is above zero; the pair ranking is reported beside it.
And it must rank the prior's reference prompts (``training.reference``: many-model prompts
unlike the deployment's, as numbers) within ``REFERENCE_SLACK`` of the prior: a larger loss
there is accepted only once the deployment has given at least as many replies as the
reference holds prompts, and only if the replayed gain is as large. Each refit starts again
from the prior over the whole (bounded) log, so models do not grow with every refit.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import shutil
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypedDict

import numpy as np

from sidecar.learning.state import StateDir, word_id
from sidecar.learning.state import rotated_files as log_files
from sidecar.optional import have
from sidecar.prediction.features import FEATURE_VERSION, NUM_FEATURES
from sidecar.prediction.scorer import LengthPredictor, read_hashed_words, read_meta, read_words
from sidecar.reader.reader import ReaderHead

from . import reference as reference_rows
from .headfit import MAX_ROWS as MAX_HEAD_ROWS
from .headfit import MIN_ROWS as MIN_HEAD_ROWS
from .headfit import base_head, deployment_vectors, fit_deployment_head, refined
from .judge import Replay, censored_fit, judge
from .layer import (
    FOLDS,
    apply_layer,
    fit_censored_layer,
    layer_columns,
    layer_out_of_fold,
    stretch_layer,
    within_reference,
)
from .metrics import concordance_2x
from .text import TEXT, _ridge, bag_matrix

MAX_ROWS = 20_000  # the newest replies a refit reads
KEEP_MODELS = 3  # learned model directories kept besides the serving one
TREES_FROM = 2_000  # training rows before new trees are tried besides the layer
EARLIER_EVERY = 8  # besides the newest fifth, every 8th earlier reply is held out too
SPREAD_FLOOR = 0.8  # learned sizes spread at least this share of the prior's on the same requests
# The candidate may rank the prior's reference prompts (``training.reference``) at most this
# much worse than the prior does (pairs >= 2x apart), until the deployment has given as
# many replies as the reference holds prompts: a hundred replies that say little may not
# move the order away from the many models' consensus; a deployment's own evidence, once as
# large, may (a backend model whose replies follow the prompt's length, say).
REFERENCE_SLACK = 0.03


class LoggedRows(TypedDict):
    """The traffic log's usable replies, oldest first, one row each."""

    X: np.ndarray  # (n, NUM_FEATURES) features as served
    ids: list[np.ndarray]  # each prompt's word digests
    tokens: np.ndarray  # reply tokens
    capped: np.ndarray  # the reply ran to its max_tokens (a lower bound of its length)
    prompt: np.ndarray  # prompt tokens
    caps: np.ndarray  # max_tokens (1e9 where none was set)
    seconds: np.ndarray  # service seconds (nan where not logged)
    rids: list[str]  # request ids (the key of the vector log)


def read_rows(files: list[Path], limit: int = MAX_ROWS) -> LoggedRows:
    """Usable logged replies: finished, counted, this feature version, with word digests."""
    X: list[list[float]] = []
    ids: list[np.ndarray] = []
    tokens, when, prompt, caps, seconds = [], [], [], [], []
    capped: list[bool] = []
    rids: list[str] = []
    for path in files:
        with open(path, encoding="utf-8", errors="replace") as fh:
            for line in fh:
                try:
                    r = json.loads(line)
                    if (
                        r.get("status") != "ok"
                        or r.get("feature_version") != FEATURE_VERSION
                        or not r.get("output_tokens")
                        or not isinstance(r.get("words"), list)
                        or len(r.get("features") or ()) != NUM_FEATURES
                    ):
                        continue
                    X.append([float(v) for v in r["features"]])
                    ids.append(np.asarray(r["words"], dtype=np.int64))
                    tokens.append(float(r["output_tokens"]))
                    capped.append(bool(r.get("truncated")))
                    when.append(float(r.get("time", 0.0)))
                    prompt.append(float(r.get("prompt_tokens") or 0.0))
                    caps.append(float(r.get("max_tokens") or 1e9))
                    seconds.append(float(r.get("service_time") or "nan"))
                    rids.append(str(r.get("request_id", "")))
                except (ValueError, TypeError, AttributeError):
                    continue  # a torn or foreign line
    order = np.argsort(np.asarray(when), kind="stable")[-limit:]
    return {
        "X": np.asarray(X, dtype=np.float32).reshape(-1, NUM_FEATURES)[order],
        "ids": [ids[i] for i in order],
        "tokens": np.asarray(tokens)[order],
        "capped": np.asarray(capped, dtype=bool)[order],
        "prompt": np.asarray(prompt, dtype=np.float64)[order],
        "caps": np.asarray(caps, dtype=np.float64)[order],
        "seconds": np.asarray(seconds, dtype=np.float64)[order],
        "rids": [rids[i] for i in order],
    }


def hashed_table(key: bytes, model_dir: Path) -> dict[int, float]:
    """A model's word weights by digest: its plain table hashed with the state's key, plus
    the weights it learned by digest (a learned model)."""
    words, _ = read_words(model_dir)
    table: dict[int, float] = {}
    for w, v in (words or {}).items():
        h = word_id(key, w)
        table[h] = table.get(h, 0.0) + v
    for h, v in (read_hashed_words(model_dir) or {}).items():
        table[h] = table.get(h, 0.0) + v
    return table


def text_scores(ids: list[np.ndarray], table: dict[int, float]) -> np.ndarray:
    get = table.get
    return np.array([math.fsum(get(int(h), 0.0) for h in row) for row in ids])


def _design(ids: list[np.ndarray], vocab: dict[int, int]) -> Any:  # a scipy.sparse.csr_matrix
    cols = [np.array([vocab[int(h)] for h in row if int(h) in vocab], dtype=np.int32) for row in ids]
    return bag_matrix(cols, max(1, len(vocab)))


def fit_words(ids: list[np.ndarray], resid: np.ndarray, tr: np.ndarray, te: np.ndarray, folds: np.ndarray) -> Any:
    """Word weights by digest fitted to ``resid`` on the rows ``tr``: (digests, weights, and
    each row's word delta, out of fold for ``tr``, from all of ``tr`` for ``te``)."""
    vocab_ids = sorted({int(h) for i in tr for h in ids[i]})
    A = _design(ids, {h: j for j, h in enumerate(vocab_ids)})
    weight = np.ones(len(resid))
    delta = np.zeros(len(resid))
    for k in range(FOLDS):
        fit, out = tr[folds[tr] != k], tr[folds[tr] == k]
        delta[out] = A[out] @ _ridge(A[fit], resid[fit], weight[fit])
    coef = _ridge(A[tr], resid[tr], weight[tr])
    delta[te] = A[te] @ coef
    return vocab_ids, coef, delta


def tree_scorer(model_dir: Path) -> Callable[[np.ndarray], np.ndarray]:
    """A model directory's trees, calibrated, before any layer, for rows of features:
    scored by the predictor the sidecar serves with (compiled C, or treelite), so a refit
    needs no xgboost to read the prior."""
    p = LengthPredictor.load(model_dir)
    return lambda X: np.array([p.tree_score(row) for row in np.asarray(X, dtype=np.float32).tolist()])


def fit_trees(prior: Any, X: np.ndarray, label: np.ndarray, *, trees: int, depth: int, seed: int = 0) -> Any:
    """``trees`` new trees of depth ``depth`` continuing the prior's booster."""
    import xgboost as xgb

    params = {
        "objective": "reg:squarederror",
        "max_depth": depth,
        "eta": 0.1,
        "subsample": 0.8,
        "min_child_weight": 3.0,
        "seed": seed,
        "nthread": 1,
        "verbosity": 0,
    }
    d = xgb.DMatrix(X, label=label, feature_names=prior.feature_names)
    return xgb.train(params, d, num_boost_round=trees, xgb_model=prior)


def model_view(model_dir: Path, X: np.ndarray, ids: list[np.ndarray], key: bytes, trees: Any = None) -> Any:
    """A model directory's view of logged rows: the features with its word table (hashed
    with the state's key) in the text column, and its trees' score (before any layer);
    ``trees`` is its ``tree_scorer`` if the caller has one."""
    Xm = X.copy()
    Xm[:, TEXT] = text_scores(ids, hashed_table(key, model_dir))
    return Xm, (trees or tree_scorer(model_dir))(Xm)


def model_scores(model_dir: Path, X: np.ndarray, ids: list[np.ndarray], key: bytes) -> np.ndarray:
    """What a model directory predicts for logged rows: its view, then its layer if any."""
    layer = read_meta(model_dir).get("layer")
    Xm, score = model_view(model_dir, X, ids, key)
    return apply_layer(layer, score, Xm) if layer else score


def labels(y: np.ndarray, prior_score: np.ndarray, capped: np.ndarray, train: np.ndarray) -> tuple[np.ndarray, float]:
    """Centred log-length labels and the deployment's offset from the prior (mean over the
    uncapped training rows). A capped reply is a censored label: its log length is taken as
    its expectation beyond the cap under the prior moved by that offset (``judge.censored_fit``),
    never below what was seen; the layer's own fit refines it (``fit_censored_layer``)."""
    free = train & ~capped
    offset = float(np.mean((y - prior_score)[free])) if free.any() else float(np.mean(y - prior_score))
    centred = y - offset
    label, _ = censored_fit(
        lambda lab: prior_score + float(np.mean((lab - prior_score)[train])), centred, capped, rounds=1
    )
    return label, offset


def words_help(
    views: Any, label: np.ndarray, tokens: np.ndarray, capped: np.ndarray, tr: np.ndarray, folds: np.ndarray
) -> tuple[bool, float, float]:
    """Whether the layer ranks the training rows better out of fold with the learned words
    than without: ``views`` is ((score, X) without, (score, X) with). Returns the answer
    and both rankings."""
    got = []
    for score, X in views:
        c, _ = concordance_2x(tokens[tr], layer_out_of_fold(score, X, label, tr, folds), lower_bound=capped[tr])
        got.append(-1.0 if math.isnan(c) else c)
    return got[1] > got[0], got[0], got[1]


def refit(
    state: StateDir,
    prior_dir: Path,
    serving_dir: Path,
    *,
    trees: int,
    depth: int,
    min_samples: int,
    log: Path | None = None,
    seed: int = 0,
) -> dict:
    t0 = time.monotonic()
    rows = read_rows(log_files(log or state.traffic_log))
    n = len(rows["tokens"])
    if n < min_samples:
        return {"installed": False, "samples": n, "reason": f"a refit needs {min_samples} logged replies"}
    prior_meta = read_meta(prior_dir)
    prior = tree_scorer(prior_dir)
    scale = float(prior_meta.get("score_scale", 1.0))
    skipped = {}
    if not have("scipy"):
        skipped["words"] = "needs scipy: pip install 'sjf-sidecar[learn]'"
    X, ids, tokens, capped = rows["X"], rows["ids"], rows["tokens"], rows["capped"]
    y = np.log(tokens)
    test = held_out(n)
    train = ~test
    tr, te = np.flatnonzero(train), np.flatnonzero(test)

    # the prior's view: its own word table (hashed with our key) in the text column
    X0, m0 = model_view(prior_dir, X, ids, state.key, prior)
    label, offset = labels(y, m0, capped, train)
    # the prior's reference prompts: requests unlike the deployment's, labelled by many models
    ref = reference_rows.load(prior_dir, prior_meta.get("words_version"))
    spread = None
    if ref is not None:
        ref_margin = prior(ref["X"])
        spread = layer_columns(ref_margin, ref["X"]).std(axis=0)

    def ranks(idx: np.ndarray, score: np.ndarray) -> float:
        c, _ = concordance_2x(tokens[idx], score, lower_bound=capped[idx])
        return -1.0 if math.isnan(c) else c

    # 1. the deployment's word weights, on what the prior gets wrong (out of fold on train)
    folds = np.random.default_rng(seed).integers(0, FOLDS, n)
    if "words" in skipped:
        vocab_ids, coef, X1, m1 = [], np.zeros(0), X0, m0
    else:
        vocab_ids, coef, delta = fit_words(ids, label - m0, tr, te, folds)
        X1 = X0.copy()
        X1[:, TEXT] = X0[:, TEXT] + delta
        m1 = prior(X1)

    # 2. the layer, with the words if they rank the training rows better out of fold
    if "words" in skipped:
        use_words, plain, worded = False, math.nan, math.nan
    else:
        use_words, plain, worded = words_help(((m0, X0), (m1, X1)), label, tokens, capped, tr, folds)
    Xc, mc = (X1, m1) if use_words else (X0, m0)
    layer = fit_censored_layer(mc[tr], Xc[tr], label[tr], capped[tr], spread)
    # ... whose sizes spread like the prior's on these requests: squeezed together, the
    # scheduler's other terms (prompt tokens, aging) would decide the order instead
    prior_sd = float(np.std(m0))
    layer_sd = float(np.std(apply_layer(layer, mc, Xc)))
    stretch = 1.0
    if prior_sd > 0 and layer_sd < SPREAD_FLOOR * prior_sd:
        stretch = SPREAD_FLOOR * prior_sd / max(layer_sd, 1e-6 * prior_sd)
        layer = stretch_layer(layer, float(np.mean(apply_layer(layer, mc, Xc))), stretch)
    kind = "words+layer" if use_words else "layer"
    after_score = apply_layer(layer, mc[te], Xc[te])

    # 3. with a long log, new trees on top of the prior's may do better still
    booster = None
    if len(tr) >= TREES_FROM and not have("xgboost", "tl2cgen"):
        skipped["trees"] = "needs xgboost and tl2cgen: pip install 'sjf-sidecar[learn]'"
    elif len(tr) >= TREES_FROM:
        from .train import export, load_base, predict_margin

        booster = fit_trees(load_base(str(prior_dir)), X1[tr], label[tr] / scale, trees=trees, depth=depth, seed=seed)
        tree_score = predict_margin(booster, X1[te]) * scale
        if ranks(te, tree_score) > ranks(te, after_score):
            kind, use_words, after_score = "trees", True, tree_score
        else:
            booster = None

    ref_check = None
    if ref is not None:
        Xr, mr = ref["X"], ref_margin
        truth = np.exp(ref["label"].astype(np.float64))
        prior_c = concordance_2x(truth, mr)[0]
        shrunk = 1.0
        if booster is not None:
            cand_r = predict_margin(booster, Xr) * scale
        else:
            # fewer replies than the reference holds prompts may not move its order beyond the
            # slack: the layer is pulled toward the prior (the identity layer) until it does not
            if int(train.sum()) < len(truth):
                layer, shrunk = within_reference(layer, mr, Xr, truth, prior_c - REFERENCE_SLACK)
                after_score = apply_layer(layer, mc[te], Xc[te])
            cand_r = apply_layer(layer, mr, Xr)
        ref_check = {
            "prompts": len(truth),
            "prior": round(prior_c, 4),
            "candidate": round(concordance_2x(truth, cand_r)[0], 4),
            "slack": REFERENCE_SLACK,
            "replies": int(train.sum()),  # the deployment may overrule the reference from len(truth) replies on
            "layer_kept": shrunk,  # share of the learned correction kept to stay within the slack
        }

    # held-out comparison against the model that serves now (its scores of every row: the
    # head below is judged on all of them)
    serving_all = m0 if serving_dir.resolve() == prior_dir.resolve() else model_scores(serving_dir, X, ids, state.key)
    before_score = serving_all[te]
    before, pairs = concordance_2x(tokens[te], before_score, lower_bound=capped[te])
    after, _ = concordance_2x(tokens[te], after_score, lower_bound=capped[te])
    sigma = float(prior_meta.get("residual_sigma", 0.8))
    replay = Replay(rows["prompt"][te], tokens[te], rows["caps"][te], rows["seconds"][te], offset, sigma)

    # 4. the second stage: a request that waits is sized by a head over the reader's vector.
    # The first stage is judged on the held-out replies as the sidecar would run it (the new
    # layer under the shipped head, the serving model under its own); then a head fitted to
    # these replies is judged over every reply with a vector, each sized by a head that did
    # not see it (cross-fitted), against the first stage that will serve under its old head
    E, has, reader = deployment_vectors(state.path, rows["rids"])
    chars = X[:, 0].astype(np.float64)
    serving_head = base_head([serving_dir / "reader.json", prior_dir / "reader.json"], reader)
    shipped_head = base_head([prior_dir / "reader.json"], reader)

    def under(head: Any, first: np.ndarray, idx: np.ndarray) -> np.ndarray:  # head: a ReaderHead or None
        out, m = first.copy(), has[idx]
        if head is not None and m.any():
            out[m] = refined(head, E[idx][m], first[m], chars[idx][m])
        return out

    serving_order = under(serving_head, before_score, te)
    verdict = judge(replay, under(shipped_head, after_score, te), serving_order, seed=seed)
    beats_arrival = verdict["candidate"] > 0
    first_ok = passes(verdict) and (ref_check is None or reference_holds(ref_check, verdict["gain"]))
    second: dict = {"replies_with_vectors": int(has.sum()), "reader": reader["reader"] if reader else None}
    head_spec = None
    if reader is not None and int(has.sum()) >= MIN_HEAD_ROWS + MIN_HEAD_ROWS // (FOLDS - 1):
        if first_ok:
            first_all = predict_margin(booster, X1) * scale if booster is not None else apply_layer(layer, mc, Xc)
            old_head = shipped_head
        else:
            first_all = serving_all
            old_head = serving_head
        rows_h = np.flatnonzero(has)

        def head_for(idx: np.ndarray) -> dict:
            idx = idx[-MAX_HEAD_ROWS:]  # the newest
            return fit_deployment_head(
                E[idx], first_all[idx], chars[idx], (y - offset)[idx], capped[idx], shipped_head, reader, seed
            )

        fold = np.random.default_rng(seed + 1).integers(0, FOLDS, len(rows_h))
        crossed = first_all[rows_h].copy()
        for k in range(FOLDS):
            own, rest = rows_h[fold == k], rows_h[fold != k]
            if len(own):
                crossed[fold == k] = refined(ReaderHead.from_spec(head_for(rest)), E[own], first_all[own], chars[own])
        replay_h = Replay(
            rows["prompt"][rows_h], tokens[rows_h], rows["caps"][rows_h], rows["seconds"][rows_h], offset, sigma
        )
        second["replay"] = judge(replay_h, crossed, under(old_head, first_all[rows_h], rows_h), seed=seed)
        if passes(second["replay"]):
            head_spec = head_for(rows_h)
            second["alpha"] = head_spec["learned"]["alpha"]
    elif reader is not None:
        second["head"] = f"needs {MIN_HEAD_ROWS + MIN_HEAD_ROWS // (FOLDS - 1)} replies with vectors"
    if not first_ok:
        kind = "head"
    elif head_spec is not None:
        kind += "+head"
    result: dict = {
        "installed": False,
        "kind": kind,
        "samples": int(train.sum()),
        "test": int(test.sum()),
        "test_pairs": pairs,
        "capped_share": round(float(capped.mean()), 3),
        "before": None if math.isnan(before) else round(before, 4),
        "after": None if math.isnan(after) else round(after, 4),
        "replay": verdict,
        "second_stage": second,
        "words_out_of_fold": {"without": _r4(plain), "with": _r4(worded)},
        "spread": {"prior": round(prior_sd, 4), "layer": round(layer_sd, 4), "stretched": round(stretch, 3)},
        "reference": ref_check,
    }
    if skipped:
        result["skipped"] = skipped
    if not first_ok and head_spec is None:
        if verdict["gain_low"] > 0 and not beats_arrival:
            result["reason"] = (
                f"replayed as bursts of the {int(test.sum())} held-out replies the candidate's share of the oracle's "
                f"gain is {verdict['candidate']:+.3f}: no better than arrival order (the serving model's "
                f"{verdict['serving']:+.3f}), so it would not be trusted to order"
            )
        elif not verdict["gain_low"] > 0:
            result["reason"] = (
                f"replayed as bursts of the {int(test.sum())} held-out replies the candidate's share of the oracle's "
                f"gain is {verdict['candidate']:+.3f} against the serving model's {verdict['serving']:+.3f}; the gain's "
                f"lower bound {verdict['gain_low']:+.3f} is not above zero"
            )
        else:
            assert ref_check is not None
            result["reason"] = (
                f"the candidate ranks the prior's {ref_check['prompts']} reference prompts {ref_check['candidate']:.3f}, "
                f"the prior {ref_check['prior']:.3f}: more than {REFERENCE_SLACK} worse, from "
                f"{ref_check['replies']} replies (the reference is overruled only from {ref_check['prompts']})"
            )
        if "replay" in second:
            result["reason"] += (
                f"; a head fitted to these replies, cross-fitted over the {int(has.sum())} with vectors, gains "
                f"{second['replay']['gain']:+.3f} (lower bound {second['replay']['gain_low']:+.3f})"
            )
        result["fit_seconds"] = round(time.monotonic() - t0, 2)
        return result

    out = state.models / f"learned-{time.strftime('%Y%m%dT%H%M%S')}-{os.getpid()}"
    weights = {}
    if use_words and kind != "head":  # a head alone keeps the serving model's words as they are
        weights = {str(h): round(float(c), 5) for h, c in zip(vocab_ids, coef, strict=False) if round(float(c), 5)}
    learned = {
        "base": prior_meta.get("model_sha"),
        "prior_dir": str(prior_dir),
        "kind": kind,
        "samples": result["samples"],
        "test": result["test"],
        "before": result["before"],
        "after": result["after"],
        "hashed_words": len(weights),
    }
    if kind == "head":
        # the serving model as it is, with the head these replies taught
        shutil.copytree(serving_dir, out, ignore=shutil.ignore_patterns("reader.json", "__pycache__"))
        meta = read_meta(serving_dir)
        before = meta.get("learned", {}).get("kind")  # what the serving model learned earlier, kept
        learned["kind"] = "head" if not before else before if before.endswith("head") else before + "+head"
        (out / "meta.json").write_text(
            json.dumps({**meta, "learned": {**meta.get("learned", {}), **learned}}, indent=2) + "\n"
        )
    elif booster is not None:
        learned.update(trees_added=trees, depth=depth)
        meta = {
            "offset_log_tokens": prior_meta.get("offset_log_tokens"),
            "residual_sigma": prior_meta.get("residual_sigma"),
            "score_scale": scale,
            "learned": learned,
        }
        export(booster, out, meta, words=(prior_dir / "words.json").read_bytes())
    else:
        # the model that was checked, not one refitted on the held-out slice too (the next
        # refit's check would then favour it on rows it was fitted to)
        write_layer_model(out, prior_dir, layer, learned)
    if weights:
        (out / "words.hashed.json").write_text(json.dumps({"weights": weights}, separators=(",", ":")))
    if head_spec is not None:  # the head these replies taught, for the reader they came from
        (out / "reader.json").write_text(json.dumps(head_spec, separators=(",", ":")) + "\n")
    LengthPredictor.load(out)  # compile now, here, so the sidecar's load finds the library cached
    result.update(installed=True, model_dir=str(out), hashed_words=len(weights))
    result["fit_seconds"] = round(time.monotonic() - t0, 2)
    _prune(state, keep=out)
    return result


def passes(verdict: dict) -> bool:
    """Whether a judged candidate orders the held-out replies well enough to serve: better
    than the serving model by the gain's lower bound, and better than arrival order itself
    (its share above zero). A candidate that ranks worse than arrival order is never
    installed, however much worse the serving model does: the sidecar orders by arrival
    there anyway (``sidecar.prediction.trust``)."""
    return verdict["gain_low"] > 0 and verdict["candidate"] > 0


def reference_holds(check: dict, gain: float) -> bool:
    """Whether a candidate's ranking of the prior's reference prompts is acceptable: within
    ``REFERENCE_SLACK`` of the prior's; or, once the deployment has given at least as many
    replies as the reference holds prompts, a larger loss paid for by at least as large a
    replayed ``gain`` on the deployment's held-out replies. Fewer replies never overrule it."""
    loss = check["prior"] - check["candidate"]
    if loss <= check["slack"]:
        return True
    return check.get("replies", 0) >= check["prompts"] and gain >= loss


def write_layer_model(out: Path, prior_dir: Path, layer: dict, learned: dict) -> None:
    """A learned model directory: the prior's trees and words as they are (their compiled
    library is already cached) and the layer in ``meta.json``."""
    prior_meta = read_meta(prior_dir)
    out.mkdir(parents=True)
    for name in ("model.json", "words.json"):
        shutil.copyfile(prior_dir / name, out / name)
    if (prior_dir / "c").is_dir():
        shutil.copytree(prior_dir / "c", out / "c")
    digest = hashlib.sha256((prior_meta.get("model_sha", "") + json.dumps(layer)).encode()).hexdigest()[:16]
    meta = {**prior_meta, "model_sha": digest, "layer": layer, "learned": learned}
    (out / "meta.json").write_text(json.dumps(meta, indent=2) + "\n")


def held_out(n: int) -> np.ndarray:
    """The rows (oldest first) a refit is judged on and not fitted to: the newest fifth (at
    least 20), and every ``EARLIER_EVERY``-th earlier one, so that a layer fitted to the
    latest habits also answers for the earlier traffic."""
    i = np.arange(n)
    newest = i >= n - max(20, n // 5)
    return newest | (i % EARLIER_EVERY == EARLIER_EVERY - 1)


def _r4(x: float) -> float | None:
    return None if math.isnan(x) else round(x, 4)


def _prune(state: StateDir, keep: Path) -> None:
    current = state.current_model()
    learned = sorted((p for p in state.models.glob("learned-*") if p.is_dir()), key=lambda p: p.stat().st_mtime)
    for old in learned[:-KEEP_MODELS]:
        if old not in (keep, current):
            shutil.rmtree(old, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m sidecar.training.refit", allow_abbrev=False)
    ap.add_argument("--state-dir", required=True)
    ap.add_argument("--prior", required=True, help="the model learned models build on (the shipped one)")
    ap.add_argument("--serving", required=True, help="the model serving now: the one to beat")
    ap.add_argument("--log", help="the traffic log (default: traffic.jsonl in the state directory)")
    ap.add_argument("--trees", type=int, default=50)
    ap.add_argument("--depth", type=int, default=3)
    ap.add_argument("--min-samples", type=int, default=100)
    ap.add_argument("--nice", type=int, default=10)
    args = ap.parse_args(argv)
    if args.nice:
        os.nice(args.nice)
    result = refit(
        StateDir(args.state_dir),
        Path(args.prior),
        Path(args.serving),
        trees=args.trees,
        depth=args.depth,
        min_samples=args.min_samples,
        log=Path(args.log) if args.log else None,
    )
    print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
