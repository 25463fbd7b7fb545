"""The learned ``text_score`` feature: a ridge regression over the window's words.

Each row's word set (``sidecar.prediction.features.window_words``) becomes a binary bag of words;
a ridge fits the centred log length on it, with one row per prompt as the trees see them
(``dataset.training_rows``). The score that goes into the feature column must never have
seen the row's own label, or the trees would learn to trust it more than it deserves:

- rows a model trains on get *out-of-fold* scores (a ridge fitted on the other folds of
  the training rows only),
- rows it is tested on are scored by the ridge fitted on all the training rows, which is
  also the one shipped as ``words.json``.

A fixed word table (a traffic log's rows were scored by the serving model's table; a
``--base`` model brings its own) is applied as is, without fitting.
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from sidecar.prediction.features import FEATURE_NAMES

from .dataset import Table, group_folds, source_weight

TEXT = FEATURE_NAMES.index("text_score")
ALPHA = 10.0  # ridge penalty; 3-30 gave the same cross-validated concordance
MIN_DF = 3  # a word must occur in this many training prompts to get a weight
INNER_FOLDS = 5


@dataclass
class WordIndex:
    """Word <-> id, grown while samples stream in; a sample keeps only an id array."""

    ids: dict[bytes, int] = field(default_factory=dict)
    words: list[bytes] = field(default_factory=list)

    def bag(self, words: set[bytes]) -> np.ndarray:
        # sorted: ids, and so every sum over them, do not depend on the process's hash seed
        out = np.empty(len(words), dtype=np.int32)
        for i, w in enumerate(sorted(words)):
            j = self.ids.get(w)
            if j is None:
                j = self.ids[w] = len(self.words)
                self.words.append(w)
            out[i] = j
        return out


def _prompts(t: Table, rows: np.ndarray) -> tuple[list[np.ndarray], np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Merge ``rows`` (which have bags) into one entry per prompt, as ``training_rows``:
    members, mean label, weight (sqrt of answers, each source's total equal), group, bag row."""
    keys: dict[tuple, list[int]] = defaultdict(list)
    for i in rows:
        keys[(t.source[i], t.group[i], t.bags[i].tobytes())].append(i)
    members = [np.array(v) for v in keys.values()]
    y = np.array([t.y[m].mean() for m in members])
    w = np.sqrt([len(m) for m in members])
    src = np.array([t.source[m[0]] for m in members])
    for s in set(src.tolist()):
        w[src == s] *= source_weight(s) / w[src == s].sum()
    groups = np.array([t.group[m[0]] for m in members])
    first = np.array([m[0] for m in members])
    return members, y, w / w.mean(), groups, first


def bag_matrix(bags: list[np.ndarray], n_words: int) -> Any:  # a scipy.sparse.csr_matrix
    """Binary bag-of-words rows: one row per bag of word column ids."""
    import scipy.sparse as sp

    indptr = np.cumsum([0] + [len(b) for b in bags])
    indices = np.concatenate(bags) if bags else np.zeros(0, dtype=np.int32)
    return sp.csr_matrix((np.ones(len(indices)), indices, indptr), shape=(len(bags), n_words))


def _design(t: Table, first: np.ndarray, n_words: int) -> Any:  # a scipy.sparse.csr_matrix
    return bag_matrix([t.bags[i] for i in first], n_words)


def _ridge(A: Any, y: np.ndarray, w: np.ndarray) -> np.ndarray:
    """Weighted ridge without intercept (labels are centred; scikit-learn's sparse LSQR
    solver); words seen in fewer than MIN_DF prompts keep weight 0."""
    from sklearn.linear_model import Ridge

    df = np.asarray((A > 0).sum(axis=0)).ravel()
    keep = np.flatnonzero(df >= MIN_DF)
    coef = np.zeros(A.shape[1])
    if len(keep) == 0:
        return coef
    ridge = Ridge(alpha=ALPHA, fit_intercept=False, solver="lsqr", tol=1e-6)
    coef[keep] = ridge.fit(A[:, keep], y, sample_weight=w).coef_
    return coef


def text_column(
    t: Table, train: np.ndarray, fixed: dict[bytes, float] | None = None, seed: int = 0
) -> tuple[np.ndarray, np.ndarray | None]:
    """The ``text_score`` column for every row of ``t`` when a model trains on ``train``
    (a boolean mask): out-of-fold for training rows, the full ridge for the others. Rows
    without a bag (traffic log) keep their logged value. Returns the column and the full
    ridge's coefficients over ``t.index`` (None with a ``fixed`` table)."""
    col = t.X[:, TEXT].astype(np.float64).copy()
    has = np.array([b is not None for b in t.bags], dtype=bool)
    if fixed is not None or t.index is None:
        weights = fixed or {}
        vec = np.array([weights.get(w, 0.0) for w in t.index.words]) if t.index else np.zeros(0)
        for i in np.flatnonzero(has):
            col[i] = vec[t.bags[i]].sum()
        return col, None
    n_words = len(t.index.words)
    rows = np.flatnonzero(train & has)
    if len(rows) == 0:
        return col, np.zeros(n_words)
    members, y, w, groups, first = _prompts(t, rows)
    A = _design(t, first, n_words)
    folds = group_folds(groups, INNER_FOLDS, seed + 1)
    for k in range(INNER_FOLDS):
        test = folds == k
        coef = _ridge(A[~test], y[~test], w[~test])
        score = A[test] @ coef
        for m, s in zip([members[j] for j in np.flatnonzero(test)], score, strict=True):
            col[m] = s
    coef = _ridge(A, y, w)
    others = np.flatnonzero(~train & has)
    for i in others:
        col[i] = coef[t.bags[i]].sum()
    return col, coef


def with_text(t: Table, train: np.ndarray, fixed: dict[bytes, float] | None = None, seed: int = 0) -> Any:
    """``t`` with its ``text_score`` column filled for training on ``train``, and the coefficients."""
    col, coef = text_column(t, train, fixed, seed)
    X = t.X.copy()
    X[:, TEXT] = col
    return t.replace(X=X), coef


def words_json(index: WordIndex, coef: np.ndarray) -> str:
    """The shipped word table: words with a non-zero weight (JSON escapes keep any byte
    that is not UTF-8 as a surrogate, which ``read_words`` turns back into that byte)."""
    weights = {
        index.words[j].decode("utf-8", "surrogatepass"): round(float(coef[j]), 5)
        for j in np.flatnonzero(np.round(coef, 5))
    }
    return json.dumps({"alpha": ALPHA, "min_df": MIN_DF, "weights": dict(sorted(weights.items()))})
