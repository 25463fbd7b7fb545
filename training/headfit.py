"""The deployment teaches the second stage: a head over the reader's vectors of its own
requests, fitted to its own replies, shrunk toward the head it serves now.

The sidecar keeps the reader's vector of each relayed request (``sidecar.learning.vectorlog``). A
refit joins them to the traffic log by request id and fits, on the replies it learns from,

    refined = c + b * first + z @ w + l * log1p(prompt characters)

where ``first`` is the candidate's first-stage score and ``z`` the vector standardised as
the base head standardises it. Ridge toward the base, not toward zero: the penalty is
``alpha * |theta - theta0|^2`` with ``theta0`` the shipped head's blend written in the same
terms (``b0 = w1``, ``w0 = w2 * coef``, ``l0 = w2 * length_coef``), so a few replies move it
a little and many replies move it far. For a reader with no head of its own (another
embedding model) ``theta0`` is the first stage alone (``b0 = 1``, the rest 0). ``alpha`` is
chosen out of fold from ``ALPHAS``; capped replies are censored labels
(``judge.censored_fit``). The result is a ``reader.json`` that ``sidecar.reader.ReaderHead``
reads: blend (0, b, 1) over a second stage (c, w, l).
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import numpy as np

from sidecar.learning.vectorlog import digest, read_for
from sidecar.reader.reader import ReaderHead

from .judge import censored_fit

ALPHAS = (10.0, 30.0, 100.0, 300.0, 1000.0, 3000.0)
MIN_ROWS = 60  # training replies with vectors before a head is fitted
MAX_ROWS = 6000  # the newest ones, at most
FOLDS = 4


def deployment_vectors(state_dir: Path, request_ids: list[str]) -> tuple[np.ndarray, np.ndarray, dict | None]:
    """The newest reader's vector of each request (NaN rows where none was kept), a mask of
    the rows that have one, and the reader as registered."""
    by_rid, reader = read_for(state_dir)
    if not by_rid:
        return np.zeros((len(request_ids), 0)), np.zeros(len(request_ids), dtype=bool), None
    dims = len(next(iter(by_rid.values())))
    E = np.full((len(request_ids), dims), np.nan, dtype=np.float64)
    has = np.zeros(len(request_ids), dtype=bool)
    for i, rid in enumerate(request_ids):
        v = by_rid.get(digest(rid)) if rid else None
        if v is not None and len(v) == dims:
            E[i], has[i] = v, True
    return E, has, reader


def base_head(paths: list[Path], reader: dict | None) -> ReaderHead | None:
    """The first head among ``paths`` made for ``reader`` (by identity and fingerprint)."""
    if reader is None:
        return None
    for path in paths:
        try:
            head = ReaderHead.load(path) if path.exists() else None
        except Exception:  # noqa: BLE001 - a broken head is not a base
            head = None
        if head is not None and head.reader == reader["reader"] and head.matches(reader["fingerprint"]):
            return head
    return None


def refined(head: ReaderHead, E: np.ndarray, first: np.ndarray, chars: np.ndarray) -> np.ndarray:
    """``head``'s refined score for rows (vectorised ``ReaderHead.refine(first, second)``)."""
    z = (E - head.mean) / head.scale
    second = head.intercept + z @ head.coef + head.length_coef * np.log1p(chars)
    a, w1, w2 = head.blend
    return a + w1 * first + w2 * second


def _design(E: np.ndarray, first: np.ndarray, chars: np.ndarray, mean: np.ndarray, scale: np.ndarray) -> np.ndarray:
    return np.column_stack([first, (E - mean) / scale, np.log1p(chars)])


def _solve(A: np.ndarray, y: np.ndarray, theta0: np.ndarray, alpha: float) -> tuple[float, np.ndarray]:
    """Ridge toward ``theta0`` with a free intercept: (intercept, theta)."""
    am, ym = A.mean(axis=0), float(y.mean())
    Ac = A - am
    theta = np.linalg.solve(Ac.T @ Ac + alpha * np.eye(A.shape[1]), Ac.T @ (y - ym) + alpha * theta0)
    return ym - float(am @ theta), theta


def fit_deployment_head(
    E: np.ndarray,
    first: np.ndarray,
    chars: np.ndarray,
    label: np.ndarray,
    capped: np.ndarray,
    base: ReaderHead | None,
    reader: dict,
    seed: int = 0,
) -> dict:
    """The head (``reader.json`` content) for the rows given (all with vectors)."""
    if base is not None:
        mean, scale = base.mean, base.scale
        a, w1, w2 = base.blend
        theta0 = np.concatenate([[w1], w2 * base.coef, [w2 * base.length_coef]])
    else:
        mean, scale = E.mean(axis=0), E.std(axis=0)
        scale = np.where(scale < 1e-9, 1.0, scale)
        theta0 = np.zeros(E.shape[1] + 2)
        theta0[0] = 1.0
    A = _design(E, first, chars, mean, scale)
    folds = np.random.default_rng(seed).integers(0, FOLDS, len(A))

    def fit_with(alpha: float) -> tuple[Any, np.ndarray, float]:
        box: dict = {}

        def fit(lab: np.ndarray) -> np.ndarray:
            box["fit"] = _solve(A, lab, theta0, alpha)
            c, th = box["fit"]
            return c + A @ th

        lab, sigma = censored_fit(fit, label, capped, rounds=10)
        return box["fit"], lab, sigma

    # alpha out of fold on the labels as a middle penalty imputes them
    _, lab, _ = fit_with(300.0)
    err = []
    for alpha in ALPHAS:
        sse = 0.0
        for k in range(FOLDS):
            tr, te = folds != k, folds == k
            if tr.sum() < 10 or not te.any():
                continue
            c, th = _solve(A[tr], lab[tr], theta0, alpha)
            sse += float(((lab[te] - c - A[te] @ th) ** 2).sum())
        err.append(sse)
    alpha = ALPHAS[int(np.argmin(err))]
    (c, theta), _, sigma = fit_with(alpha)
    fp = np.asarray(reader["fingerprint"], dtype=np.float64)
    return {
        "reader": reader["reader"],
        **({"gguf_sha256": base.gguf_sha256} if base is not None and base.gguf_sha256 else {}),
        "mean": np.asarray(mean).tolist(),
        "scale": np.asarray(scale).tolist(),
        "coef": theta[1:-1].tolist(),
        "length_coef": float(theta[-1]),
        "intercept": float(c),
        "blend": {"intercept": 0.0, "first": float(theta[0]), "second": 1.0},
        "sigma": float(sigma if math.isfinite(sigma) else 0.8),
        "fingerprint": fp.tolist(),
        "learned": {"replies": int(len(A)), "alpha": alpha, "shrunk_toward": "shipped head" if base else "first stage"},
    }
