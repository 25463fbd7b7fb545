"""How a refit decides: by the score users feel, with a margin for noise, on its own log.

A refit's candidate replaces the serving model only if it orders the log's held-out replies
better where it matters: replayed as one-slot bursts (``BURST`` requests arriving at once,
run one by one in the predicted order), its share of the oracle's mean-latency gain must
beat the serving model's, and not by luck: the gain's lower confidence bound (a paired
bootstrap over the held-out replies, ``LOWER_QUANTILE``) must be above zero. A few dozen
replies that happened to favour the candidate do not install it. And its own share must be
above zero: a candidate that orders the replies no better than arrival order is never
installed, however much worse the serving model does (the sidecar's trust,
``sidecar.prediction.trust``, orders by arrival there anyway).

Service times come from the log itself: ``seconds ~ a * prompt tokens + b * reply tokens``
fitted on its replies (a capped reply's service is exact: the backend stopped at the cap).
A predicted size is what the sidecar's scheduler would use: the prompt's part plus ``b``
times the expected reply length under the cap.

Capped replies are censored labels: ``censored_fit`` imputes each one's log length as its
expectation beyond the cap under the current fit (a Tobit-style EM), so a log where most
replies hit the cap does not squeeze the sizes together at the cap.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import numpy as np

from sidecar.prediction.scorer import expected_capped as predictor_expected_capped

BURST = 24  # requests in a replayed burst
BURSTS = 48  # bursts drawn per bootstrap sample
BOOTSTRAP = 200  # resamples of the held-out replies
LOWER_QUANTILE = 0.10  # the gain's lower bound: a one-sided 90% interval
DEFAULT_RATES = (1 / 600.0, 1 / 30.0)  # seconds a prompt token, a reply token (ratio only matters)
EM_ROUNDS = 30  # EM converges slowly when most replies are capped; each round is one small solve


def service_rates(prompt: np.ndarray, tokens: np.ndarray, seconds: np.ndarray) -> tuple[float, float]:
    """(seconds a prompt token, seconds a reply token) fitted on the log's replies by least
    squares through the origin; the default ratio where the log cannot tell them apart."""
    ok = np.isfinite(seconds) & (seconds > 0) & np.isfinite(prompt)
    if ok.sum() >= 10:
        A = np.column_stack([prompt[ok], tokens[ok]])
        coef, *_ = np.linalg.lstsq(A, seconds[ok], rcond=None)
        a, b = float(coef[0]), float(coef[1])
        if b > 0:
            return max(a, 0.0), b
    return DEFAULT_RATES


_erfc = np.frompyfunc(math.erfc, 1, 1)
_expected_capped = np.vectorize(predictor_expected_capped, otypes=[float])


def _ndtr(x: np.ndarray) -> np.ndarray:
    """The standard normal CDF, numpy and the standard library only (a plain install refits)."""
    return 0.5 * np.asarray(_erfc(-np.asarray(x, dtype=np.float64) / math.sqrt(2.0)), dtype=np.float64)


def expected_capped(log_median: np.ndarray, cap: np.ndarray, sigma: float) -> np.ndarray:
    """``sidecar.prediction.scorer.expected_capped`` (what the scheduler sizes with) for arrays."""
    return _expected_capped(np.exp(log_median), cap, sigma).astype(np.float64)


class Replay:
    """The held-out replies as the scheduler would see them: true service times, and a
    function from a candidate's log-length scores to predicted service times."""

    def __init__(
        self,
        prompt: np.ndarray,
        tokens: np.ndarray,
        caps: np.ndarray,
        seconds: np.ndarray,
        offset: float,
        sigma: float,
        rates: tuple[float, float] | None = None,
    ) -> None:
        self.a, self.b = rates or service_rates(prompt, tokens, seconds)
        self.prompt_s = self.a * prompt
        self.true = self.prompt_s + self.b * tokens
        self.caps = caps
        self.offset = offset
        self.sigma = sigma

    def predicted(self, score: np.ndarray) -> np.ndarray:
        return self.prompt_s + self.b * expected_capped(score + self.offset, self.caps, self.sigma)

    def __len__(self) -> int:
        return len(self.true)


def _bursts(n: int, rng: np.random.Generator, bursts: int, size: int, pool: np.ndarray | None = None) -> np.ndarray:
    """Index arrays of ``bursts`` bursts of ``size`` requests drawn from ``pool`` (default all)."""
    pool = np.arange(n) if pool is None else pool
    size = min(size, len(pool))
    pick = np.argsort(rng.random((bursts, len(pool))), axis=1)[:, :size]
    return pool[pick]


def _gains(true: np.ndarray, preds: list[np.ndarray], idx: np.ndarray) -> tuple[np.ndarray, float]:
    """Each predictor's summed (arrival - its order) mean completion time over the bursts
    ``idx``, and the oracle's summed (arrival - oracle)."""
    s = true[idx]
    arrival = np.cumsum(s, axis=1).mean(axis=1)

    def done(order: np.ndarray) -> np.ndarray:
        return np.cumsum(np.take_along_axis(s, order, axis=1), axis=1).mean(axis=1)

    best = float((arrival - done(np.argsort(s, axis=1, kind="stable"))).sum())
    got = np.array([float((arrival - done(np.argsort(p[idx], axis=1, kind="stable"))).sum()) for p in preds])
    return got, best


def shares(replay: Replay, scores: list[np.ndarray], seed: int = 0) -> list[float]:
    """Each score's share of the oracle's gain on bursts of all the held-out replies."""
    rng = np.random.default_rng(seed)
    got, best = _gains(replay.true, [replay.predicted(s) for s in scores], _bursts(len(replay), rng, 4 * BURSTS, BURST))
    return [float(g / best) if best > 0 else math.nan for g in got]


def judge(replay: Replay, candidate: np.ndarray, serving: np.ndarray, seed: int = 0) -> dict[str, float]:
    """The candidate's share and the serving model's on the same bursts, the gain, and the
    gain's bootstrap bounds: each resample draws the held-out replies with replacement,
    then bursts from them, and compares both orders on the same bursts."""
    rng = np.random.default_rng(seed)
    preds = [replay.predicted(candidate), replay.predicted(serving)]
    n = len(replay)
    point = shares(replay, [candidate, serving], seed)
    diffs = []
    for _ in range(BOOTSTRAP):
        pool = rng.integers(0, n, n)
        got, best = _gains(replay.true, preds, _bursts(n, rng, BURSTS, BURST, pool))
        if best > 0:
            diffs.append((got[0] - got[1]) / best)
    lo, hi = np.quantile(diffs, [LOWER_QUANTILE, 1 - LOWER_QUANTILE]) if diffs else (math.nan, math.nan)
    return {
        "candidate": round(point[0], 4),
        "serving": round(point[1], 4),
        "gain": round(point[0] - point[1], 4),
        "gain_low": round(float(lo), 4),
        "gain_high": round(float(hi), 4),
    }


def censored_fit(
    fit: Callable[[np.ndarray], np.ndarray], y: np.ndarray, capped: np.ndarray, rounds: int = EM_ROUNDS
) -> tuple[np.ndarray, float]:
    """Fit with capped labels treated as censored (the reply was at least this long).

    ``fit(labels)`` fits on the labels and returns its predictions for the same rows. Each
    round (an EM step for a normal residual) replaces a capped row's label by its expectation
    beyond the cap under the last fit, ``mu + sigma * lambda(a)`` with ``a = (cap - mu) /
    sigma`` and ``lambda`` the inverse Mills ratio, and updates ``sigma`` from the expected
    squared residuals of all rows. Returns the last labels and ``sigma``."""
    label = y.astype(np.float64).copy()
    sigma = float(max(np.std(y[~capped]), 0.2)) if (~capped).sum() >= 5 else 0.8
    for _ in range(rounds if capped.any() else 1):
        mu = fit(label)
        if not capped.any():
            break
        a = (y[capped] - mu[capped]) / sigma
        lam = _mills(a)
        resid2 = np.concatenate([(y[~capped] - mu[~capped]) ** 2, sigma * sigma * (1.0 + a * lam)])
        label[capped] = np.maximum(mu[capped] + sigma * lam, y[capped])  # never below what was seen
        sigma = float(np.clip(math.sqrt(float(resid2.mean())), 0.2, 3.0))
    return label, sigma


def _mills(a: np.ndarray) -> np.ndarray:
    """phi(a) / (1 - Phi(a)), the inverse Mills ratio, stable for large ``a``."""
    tail = 1.0 - _ndtr(a)
    dens = np.exp(-0.5 * a * a) / math.sqrt(2 * math.pi)
    return np.where(tail > 1e-12, dens / np.maximum(tail, 1e-300), a + 1.0 / np.maximum(a, 1e-6))
