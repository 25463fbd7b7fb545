"""The score users feel: how much of the oracle's latency gain an order earns, replayed on
real answer lengths.

For one answering model and the first-turn prompts it answered: ``BURSTS`` bursts of
``BURST`` prompts drawn at random, all arriving at once at a one-slot server that runs them
to the end one by one. A request's service time is its prompt tokens / ``PREFILL`` plus its
answer tokens / ``DECODE`` (about four characters a token; the ratio of prefill to decode
speed of a 7-8B model on one consumer GPU; only the ratio matters). Mean completion time
in arrival order (what the backend does alone), in ascending predicted service time, and
in ascending true service time (the oracle):

    share = (arrival - predicted) / (arrival - oracle)

summed over a model's bursts, then averaged over the models. 1 is the oracle, 0 no better
than the backend alone, below 0 worse. The predicted answer length is ``exp(score +
offset)`` with the model's own mean log length as the offset: the sidecar learns each
backend model's typical length from its replies, so only the order the score gives
within a model is judged.

The ceiling of any prompt-level predictor scores each prompt by the mean centred length
the *other* models gave it.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping

import numpy as np

from .dataset import Table

PREFILL = 600.0  # prompt tokens a second
DECODE = 30.0  # answer tokens a second
BURST = 24
BURSTS = 200
MIN_PROMPTS = 48  # a model with fewer first-turn prompts in the source is left out
CHARS_PER_TOKEN = 4.0


def prompt_keys(t: Table) -> np.ndarray:
    """One id per distinct prompt of the table: its source, group, language and text read
    (``Table.read``; where no text was kept, its two lengths). The text matters: a source
    whose prompts share one group (MT-Bench and its translations are one cross-validation
    group) would otherwise merge two prompts of the same length."""
    ids: dict[tuple, int] = {}
    out = np.empty(len(t), dtype=np.int64)
    for i in range(len(t)):
        text = t.read[i]
        k = (t.source[i], t.group[i], t.lang[i], text if text is not None else (float(t.X[i, 0]), float(t.X[i, 1])))
        out[i] = ids.setdefault(k, len(ids))
    return out


def others_mean(t: Table, keys: np.ndarray, min_answers: int = 2) -> np.ndarray:
    """Each row's prompt scored by the mean centred length the other answers to it have
    (NaN where it has fewer than ``min_answers`` answers in all)."""
    by: dict[int, list[int]] = defaultdict(list)
    for i, k in enumerate(keys):
        by[int(k)].append(i)
    out = np.full(len(t), np.nan)
    for idx in by.values():
        if len(idx) >= min_answers:
            y = t.y[idx]
            out[idx] = (y.sum() - y) / (len(idx) - 1)
    return out


def burst_share(
    service: np.ndarray,
    scores: Mapping[str, np.ndarray],
    prompt_s: np.ndarray,
    offset: float,
    rng: np.random.Generator,
    bursts: int = BURSTS,
    size: int = BURST,
    fixed: Mapping[str, np.ndarray] | None = None,
) -> dict[str, tuple[float, float]]:
    """For one model's requests: each order's summed (arrival - order) and the oracle's
    summed (arrival - oracle) mean completion times over ``bursts`` random bursts.
    ``fixed``: per score, reply lengths in tokens that replace its own where not NaN."""
    n = len(service)
    idx = np.argsort(rng.random((bursts, n)), axis=1)[:, :size]  # each burst: ``size`` distinct requests
    s = service[idx]

    def mean_done(order: np.ndarray) -> np.ndarray:
        return np.cumsum(np.take_along_axis(s, order, axis=1), axis=1).mean(axis=1)

    arrival = np.cumsum(s, axis=1).mean(axis=1)
    oracle = mean_done(np.argsort(s, axis=1, kind="stable"))
    out = {}
    for name, score in scores.items():
        length = np.exp(score[idx] + offset)
        if fixed is not None and name in fixed:  # lengths known in tokens (what a request states)
            known = fixed[name][idx]
            length = np.where(np.isnan(known), length, known)
        predicted = prompt_s[idx] + length / DECODE
        got = mean_done(np.argsort(predicted, axis=1, kind="stable"))
        out[name] = (float((arrival - got).sum()), float((arrival - oracle).sum()))
    return out


def model_shares(
    t: Table,
    scores: Mapping[str, np.ndarray],
    rng: np.random.Generator,
    fixed: Mapping[str, np.ndarray] | None = None,
) -> dict[str, tuple[float, float]]:
    """``burst_share`` for the rows of ``t`` (one answering model's): service times from
    their prompt characters and answer tokens, the model's own mean log length as offset."""
    prompt_s = t.X[:, 0].astype(np.float64) / CHARS_PER_TOKEN / PREFILL
    service = prompt_s + t.tokens / DECODE
    return burst_share(service, scores, prompt_s, float(np.log(t.tokens).mean()), rng, fixed=fixed)


def replay_shares(
    t: Table, scores: Mapping[str, np.ndarray], seed: int = 0, fixed: Mapping[str, np.ndarray] | None = None
) -> dict[str, dict[str, float]]:
    """Per source of ``t``: each named score's share of the oracle's gain (first-turn rows
    only; models with at least ``MIN_PROMPTS`` prompts), and ``models``, how many were
    replayed. Rows a score has no value for (NaN) are left out of that model's bursts for
    every score, so the orders are compared on the same requests."""
    first = t.X[:, 2] == 1  # user_turns
    out: dict[str, dict[str, float]] = {}
    rng = np.random.default_rng(seed)
    for src in sorted(set(t.source[first].tolist())):
        per_model: dict[str, list[float]] = defaultdict(list)
        rows = first & (t.source == src)
        for model in sorted(set(t.answerer[rows].tolist())):
            m = rows & (t.answerer == model)
            for sc in scores.values():
                m &= ~np.isnan(sc)
            if m.sum() < MIN_PROMPTS:
                continue
            sums = model_shares(
                t.take(m),
                {k: v[m] for k, v in scores.items()},
                rng,
                {k: v[m] for k, v in fixed.items()} if fixed is not None else None,
            )
            for name, (gain, best) in sums.items():
                per_model[name].append(gain / best if best > 0 else np.nan)
        if per_model:
            out[src] = {name: float(np.nanmean(v)) for name, v in per_model.items()}
            out[src]["models"] = float(len(next(iter(per_model.values()))))
    return out


def beside_baselines(t: Table, score: np.ndarray, seed: int = 0) -> dict[str, dict[str, float]]:
    """``replay_shares`` of ``score`` on ``t``'s many-answer prompts, beside prompt length
    alone and the other models' lengths (keys model, prompt length, ceiling); empty when no
    prompt of ``t`` has two answers."""
    ceiling = others_mean(t, prompt_keys(t))
    many = ~np.isnan(ceiling)
    if not many.any():
        return {}
    scores = {"model": score[many], "prompt length": np.zeros(int(many.sum())), "ceiling": ceiling[many]}
    return replay_shares(t.take(many), scores, seed)


def share_table(t: Table, score: np.ndarray, seed: int = 0) -> list[str]:
    """``beside_baselines`` as a plain-text table (``sidecar eval``); no lines when no
    prompt of ``t`` has two answers."""
    shares = beside_baselines(t, score, seed)
    if not shares:
        return []
    lines = [
        f"replayed bursts of {BURST} per answering model (share of the oracle's mean-latency gain; training/replay.py)",
        f"{'source':<16}{'models':>7}{'model':>8}{'prompt length':>15}{'other models':>14}",
    ]
    for src, v in shares.items():
        lines.append(f"{src:<16}{v['models']:>7.0f}{v['model']:>8.3f}{v['prompt length']:>15.3f}{v['ceiling']:>14.3f}")
    mean = {k: float(np.mean([v[k] for v in shares.values()])) for k in ("model", "prompt length", "ceiling")}
    lines.append(f"{'mean':<16}{'':>7}{mean['model']:>8.3f}{mean['prompt length']:>15.3f}{mean['ceiling']:>14.3f}")
    return lines
