"""The headline ranking metric: of the pairs of replies whose lengths are at least twice
apart, the share a score orders the same way. One implementation for the dashboard, the
refit, the training report and ``sidecar eval``."""

from __future__ import annotations

import numpy as np


def concordance_2x(
    true_tokens: np.ndarray, score: np.ndarray, ratio: float = 2.0, lower_bound: np.ndarray | None = None
) -> tuple[float, int]:
    """Share of pairs with true lengths >= ``ratio`` apart that ``score`` orders the same way.

    ``lower_bound`` marks replies cut at their cap: their true length is at least the count.
    Such a reply is known to be longer than one ``ratio`` times shorter, but never known to
    be the shorter of a pair, so it only counts as the longer one.
    """
    lt = np.log(np.asarray(true_tokens, dtype=np.float64))
    s = np.asarray(score, dtype=np.float64)
    lb = np.zeros(len(lt), dtype=bool) if lower_bound is None else np.asarray(lower_bound, dtype=bool)
    if len(lt) > 3000:  # bound the O(n^2) matrix; a fixed subsample keeps it deterministic
        idx = np.random.default_rng(0).choice(len(lt), 3000, replace=False)
        lt, s, lb = lt[idx], s[idx], lb[idx]
    dt = lt[:, None] - lt[None, :]
    ds = s[:, None] - s[None, :]
    # row i longer than column j, j's length exact; "at least" ratio apart, whatever the
    # rounding of the logs (10 and 20 tokens are a pair)
    mask = (dt >= np.log(ratio) - 1e-9) & ~lb[None, :]
    n = int(mask.sum())
    if n == 0:
        return float("nan"), 0
    agree = (ds[mask] > 0).sum() + 0.5 * (ds[mask] == 0).sum()
    return float(agree / n), n
