"""From samples to a training table: features, centred labels, groups and weights.

Labels are ``log(tokens)`` minus the mean log length of the same source and answering
model. Sources differ wildly in typical reply length (short red-team dialogue vs long
arena answers) and so do models; trained on raw labels a model learns "this corpus answers
long" through proxies such as prompt length, which is useless inside one deployment. The
prototype behind this choice gained about +0.10 concordance from centring alone.

Prompts answered by many models become one row whose label is the mean centred length
over its answerers: the label then describes the prompt rather than one model's habits.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from sidecar.prediction.features import NUM_FEATURES
from sidecar.prediction.scorer import DEFAULT_OFFSET

from .formats import Sample

MIN_ANSWERER = 20  # answerers with fewer samples are centred by their source's mean

# A source's share of the training weight, relative to a source of its own prompts (1.0).
# Translations of prompts another source already has add languages, not new requests: the
# Arena-Hard and MT-Bench translations together weigh as much as TRANSLATED_SHARE of a
# source each, so the same few hundred requests do not outweigh everything else.
TRANSLATED_SHARE = 1.0
TRANSLATIONS = ("m-arena-hard", "ko-arena-hard", "el-arena-hard", "ja-mt-bench", "ko-mt-bench")


def source_weight(source: str) -> float:
    return TRANSLATED_SHARE if source in TRANSLATIONS else 1.0


@dataclass
class Table:
    """Row-aligned arrays. ``X`` holds features; ``y`` centred log lengths; ``bags`` each
    row's window words as ids into ``index`` (None for rows from a traffic log, whose
    ``text_score`` was computed when they were served)."""

    X: np.ndarray
    y: np.ndarray
    tokens: np.ndarray
    source: np.ndarray
    answerer: np.ndarray
    group: np.ndarray
    weight: np.ndarray
    bags: np.ndarray  # dtype object
    index: Any = None  # text.WordIndex shared by all rows, or None
    # the two below are left out by older callers; __post_init__ fills them (hence the ignores)
    lang: np.ndarray = None  # type: ignore[assignment]  # ISO 639-1 of the prompt, "" when unknown
    read: np.ndarray = None  # type: ignore[assignment]  # what the second stage reads (None: no text kept)

    ROWS = ("X", "y", "tokens", "source", "answerer", "group", "weight", "bags", "lang", "read")

    def __post_init__(self) -> None:
        if self.lang is None:
            self.lang = np.full(len(self.y), "", dtype=object)
        if self.read is None:
            self.read = np.full(len(self.y), None, dtype=object)

    def __len__(self) -> int:
        return len(self.y)

    def take(self, mask: np.ndarray) -> Table:
        return Table(**{f: getattr(self, f)[mask] for f in self.ROWS}, index=self.index)

    def replace(self, **changes: Any) -> Table:
        return replace(self, **changes)


def sample_table(samples: Iterable[Sample], index: Any = None) -> Table:
    """One row per sample (evaluation granularity), labels centred per source and model.
    ``index`` is the WordIndex the samples' bags refer to."""
    rows = list(samples)
    X = np.empty((len(rows), NUM_FEATURES), dtype=np.float32)
    for i, s in enumerate(rows):  # read_sources has computed the features while streaming
        X[i] = s.vector()
    tokens = np.array([max(1.0, s.tokens) for s in rows], dtype=np.float64)
    logt = np.log(tokens)
    source = np.array([s.source for s in rows])
    answerer = np.array([s.answerer for s in rows])
    group = np.array([s.group for s in rows])

    lang = np.array([s.lang for s in rows], dtype=object)

    # centred per source, language and answering model: the same model answers longer in
    # one language than another, and approximate token counts run at another rate per script
    y = np.empty(len(rows))
    by_key: dict[tuple[str, str, str], list[int]] = defaultdict(list)
    by_part: dict[tuple[str, str], list[int]] = defaultdict(list)
    for i, s in enumerate(rows):
        by_key[(s.source, s.lang, s.answerer)].append(i)
        by_part[(s.source, s.lang)].append(i)
    part_mean = {k: logt[idx].mean() for k, idx in by_part.items()}
    for (src, lg, _), idx in by_key.items():
        mean = logt[idx].mean() if len(idx) >= MIN_ANSWERER else part_mean[(src, lg)]
        y[idx] = logt[idx] - mean
    bags = np.empty(len(rows), dtype=object)
    bags[:] = [s.bag for s in rows]
    read = np.empty(len(rows), dtype=object)
    read[:] = [s.read for s in rows]
    return Table(X, y, tokens, source, answerer, group, np.ones(len(rows)), bags, index, lang, read)


def default_offset(t: Table) -> float:
    """Log tokens a typical reply has: the median over (source, answerer) of their mean."""
    means = []
    for key in {(s, a) for s, a in zip(t.source.tolist(), t.answerer.tolist(), strict=True)}:
        m = (t.source == key[0]) & (t.answerer == key[1])
        means.append(float(np.log(t.tokens[m]).mean()))
    return float(np.median(means)) if means else DEFAULT_OFFSET


def training_rows(t: Table) -> Table:
    """Merge rows of the same prompt (same group, language and features) across answerers.

    The label becomes the mean centred length; the weight grows with the square root of
    the number of answers (more answers, less noisy label), and each source's weights are
    scaled to the same total so that a large single-answer corpus does not drown the
    many-answer ones.
    """
    keys: dict[tuple, list[int]] = defaultdict(list)
    for i in range(len(t)):
        keys[(t.source[i], t.group[i], t.lang[i], t.X[i].tobytes())].append(i)
    first = np.array([idx[0] for idx in keys.values()])
    out = t.take(first)
    out.y = np.array([t.y[idx].mean() for idx in keys.values()])
    out.tokens = np.array([np.exp(np.log(t.tokens[idx]).mean()) for idx in keys.values()])
    out.weight = np.sqrt([len(idx) for idx in keys.values()]).astype(np.float64)
    for src in set(out.source.tolist()):
        m = out.source == src
        out.weight[m] *= 1000.0 * source_weight(src) / out.weight[m].sum()
    return out


def group_folds(groups: np.ndarray, k: int, seed: int = 0) -> np.ndarray:
    """Fold number per row; every row of one conversation lands in the same fold
    (scikit-learn's GroupKFold, groups shuffled by ``seed``)."""
    from sklearn.model_selection import GroupKFold

    folds = np.empty(len(groups), dtype=np.int64)
    splits = GroupKFold(n_splits=k, shuffle=True, random_state=seed).split(np.zeros(len(groups)), groups=groups)
    for fold, (_, test) in enumerate(splits):
        folds[test] = fold
    return folds
