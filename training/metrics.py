"""Ranking metrics that say how well a predictor orders requests for SJF.

SJF needs order, not exact lengths. The headline number is pairwise concordance on pairs
whose true lengths differ by at least 2x (ties in the prediction count half), computed per
answering model and averaged over models, because lengths from different models are not
comparable. Kendall tau and the 3-class view (short < 200, long >= 800 tokens) are there
for comparison with published work.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

import numpy as np

from sidecar.prediction.ranking import concordance_2x  # noqa: F401 - one ranking metric, the core's

SHORT, LONG = 200, 800
MIN_PER_MODEL = 20  # fewer samples than this say too little about one answering model


# Hand-written here: the pairwise concordance below (scikit-learn's ranking metrics score
# binary relevance or all pairs; SJF needs pairs that differ by a factor and replies cut at
# their cap counted only as the longer one). Kendall's tau comes from scipy, accuracy from
# scikit-learn.


def kendall_tau(a: np.ndarray, b: np.ndarray) -> float:
    from scipy.stats import kendalltau

    if len(a) < 3:
        return float("nan")
    return float(kendalltau(a, b).statistic)


def three_class(tokens: np.ndarray) -> np.ndarray:
    return np.digitize(tokens, [SHORT, LONG])


def per_model_scores(tokens: Sequence[float], score: Sequence[float], answerers: Sequence[str]) -> dict[str, float]:
    """Mean over answering models of concordance (>= 2x pairs) and Kendall tau."""
    t = np.asarray(tokens, dtype=np.float64)
    s = np.asarray(score, dtype=np.float64)
    by: dict[str, list[int]] = defaultdict(list)
    for i, a in enumerate(answerers):
        if not np.isnan(s[i]):  # a row no model could score (see train.out_of_fold)
            by[a].append(i)
    conc, taus, pairs = [], [], 0
    for idx in by.values():
        if len(idx) < MIN_PER_MODEL:
            continue
        c, n = concordance_2x(t[idx], s[idx])
        if n:
            conc.append(c)
            pairs += n
        taus.append(kendall_tau(t[idx], s[idx]))
    return {
        "concordance_2x": float(np.mean(conc)) if conc else float("nan"),
        "kendall_tau": float(np.nanmean(taus)) if taus else float("nan"),
        "models": float(len(conc)),
        "pairs": float(pairs),
    }


def class_accuracy(tokens: Sequence[float], predicted_tokens: Sequence[float]) -> float:
    """3-class accuracy (short / medium / long) of predicted token counts."""
    from sklearn.metrics import accuracy_score

    t = three_class(np.asarray(tokens))
    p = three_class(np.asarray(predicted_tokens))
    return float(accuracy_score(t, p)) if len(t) else float("nan")
