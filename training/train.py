"""Train, evaluate and export the length predictor.

The model is xgboost regression on centred log length (see ``dataset``): regression keeps
the order inside what a 3-class label would lump together, and in the prototype it ranked
better than both a 3-class classifier and a pairwise ranker. A model directory holds:

- ``model.json``: the xgboost booster (portable; treelite's GTIL can score it),
- ``words.json``: the word weights behind the ``text_score`` feature (see ``text``),
- ``c/``: the C source tl2cgen generates from it, compiled on first use,
- ``meta.json``: feature version and names, output offset, tree budget, metrics,
- ``card.md`` and ``report.md``: what it was trained on and how well it ranks.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from sidecar.prediction.engine import source_digest
from sidecar.prediction.features import FEATURE_NAMES, FEATURE_VERSION

from ..errors import UsageError
from .dataset import Table, group_folds, training_rows
from .metrics import class_accuracy, per_model_scores
from .text import with_text


@dataclass(frozen=True)
class TrainParams:
    """Tree budget and learning settings. 200 trees of depth 4 score in about 2 us
    compiled (the latency budget is 20 us for features and score together). Depth 4
    ranked better than 6 and 8 with every seed tried (docs/predictor-variants.md)."""

    n_trees: int = 200
    max_depth: int = 4
    learning_rate: float = 0.05
    subsample: float = 0.8
    colsample: float = 0.8
    min_child_weight: float = 5.0
    folds: int = 5
    seed: int = 0
    # A model directory to continue from: the new trees correct its scores on this data
    # (a deployment's few hundred logged replies refine the shipped model, not replace it).
    base: str | None = None

    def xgb(self) -> dict:
        return {
            "objective": "reg:squarederror",
            "max_depth": self.max_depth,
            "eta": self.learning_rate,
            "subsample": self.subsample,
            "colsample_bytree": self.colsample,
            "min_child_weight": self.min_child_weight,
            "seed": self.seed,
            "nthread": 2,
            "verbosity": 0,
        }


# A dask.distributed Client, when training runs on a Dask cluster (``use_dask``).
_DASK_CLIENT = None


def use_dask(address: str | None = None) -> Any:  # a distributed.Client
    """Train every following ``fit`` on Dask: a cluster at ``address``, or a local one
    (two single-threaded workers) when ``address`` is None. Returns the client."""
    global _DASK_CLIENT
    from distributed import Client, LocalCluster

    if address:
        _DASK_CLIENT = Client(address)
    else:
        _DASK_CLIENT = Client(LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None))
    return _DASK_CLIENT


def load_base(model_dir: str) -> Any:  # an xgboost.Booster
    """The booster of a model directory, refused unless its features are this version's."""
    import xgboost as xgb

    meta = json.loads((Path(model_dir) / "meta.json").read_text())
    if meta.get("feature_version") != FEATURE_VERSION:
        raise UsageError(f"{model_dir}: feature version {meta.get('feature_version')}, need {FEATURE_VERSION}")
    booster = xgb.Booster()
    booster.load_model(str(Path(model_dir) / "model.json"))
    return booster


def fit(t: Table, params: TrainParams, drop: int | None = None) -> Any:  # an xgboost.Booster
    import xgboost as xgb

    base = load_base(params.base) if params.base else None
    rows = training_rows(t)
    X = rows.X.copy()
    if drop is not None:
        X[:, drop] = np.nan  # a dropped feature is "missing" to the trees
    if _DASK_CLIENT is not None:
        import dask.array as da
        from xgboost import dask as dxgb

        workers = max(1, len(_DASK_CLIENT.scheduler_info()["workers"]))
        chunks = max(1, -(-len(X) // workers))  # one non-empty partition per worker
        dtrain = dxgb.DaskDMatrix(
            _DASK_CLIENT,
            da.from_array(X, chunks=(chunks, X.shape[1])),
            da.from_array(rows.y, chunks=chunks),
            weight=da.from_array(rows.weight, chunks=chunks),
            feature_names=list(FEATURE_NAMES),
        )
        out = dxgb.train(
            _DASK_CLIENT, {**params.xgb(), "nthread": 1}, dtrain, num_boost_round=params.n_trees, xgb_model=base
        )
        return out["booster"]
    d = xgb.DMatrix(X, label=rows.y, weight=rows.weight, feature_names=list(FEATURE_NAMES))
    return xgb.train(params.xgb(), d, num_boost_round=params.n_trees, xgb_model=base)


def predict_margin(booster: Any, X: np.ndarray, drop: int | None = None) -> np.ndarray:
    import xgboost as xgb

    X = X.copy()
    if drop is not None:
        X[:, drop] = np.nan
    return booster.predict(xgb.DMatrix(X, feature_names=list(FEATURE_NAMES)))


def out_of_fold(
    t: Table,
    params: TrainParams,
    drop: int | None = None,
    progress: Callable[[str], None] | None = None,
    fixed: dict[bytes, float] | None = None,
    keep: np.ndarray | None = None,
) -> np.ndarray:
    """Out-of-fold scores for every row, folds grouped by conversation. The text score is
    refitted inside each fold (``fixed``: a word table applied as is). ``keep`` limits
    the training side of every fold to those rows; every row is still scored, except where
    a table has fewer groups than folds (one group, say): its rows score NaN."""
    folds = group_folds(t.group, params.folds, params.seed)
    oof = np.full(len(t), np.nan)
    for k in range(params.folds):
        if progress:
            progress(f"fold {k + 1}/{params.folds}")
        test = folds == k
        train = ~test if keep is None else ~test & keep
        if not test.any() or not train.any():
            continue
        tt, _ = with_text(t, train, fixed, params.seed)
        booster = fit(tt.take(train), params, drop)
        oof[test] = predict_margin(booster, tt.X[test], drop)
    return oof


@dataclass
class Evaluation:
    """Scores of one predictor on one table, per source and overall."""

    per_source: dict[str, dict[str, float]] = field(default_factory=dict)
    per_lang: dict[str, dict[str, float]] = field(default_factory=dict)

    @classmethod
    def of(cls, t: Table, score: np.ndarray, offset: float | None = None) -> Evaluation:
        ev = cls()
        # pairs are formed within one answering model and one language: lengths in another
        # language run at another (approximate) token rate
        who = np.array([f"{a}@{lg}" for a, lg in zip(t.answerer.tolist(), t.lang.tolist(), strict=True)])
        for lg in sorted(set(t.lang.tolist()) - {""}):
            m = t.lang == lg
            s = per_model_scores(t.tokens[m], score[m], who[m].tolist())
            s["prompts"] = float(len({(a, b) for a, b in zip(t.group[m].tolist(), t.X[m, 1].tolist(), strict=True)}))
            ev.per_lang[lg] = s
        for src in sorted(set(t.source.tolist())):
            m = t.source == src
            s = per_model_scores(t.tokens[m], score[m], who[m].tolist())
            if offset is not None:
                # 3-class view with the prediction put back on this source's scale
                src_mean = np.log(t.tokens[m]).mean()
                s["class_acc"] = class_accuracy(t.tokens[m], np.exp(score[m] + src_mean))
            s["samples"] = float(m.sum())
            ev.per_source[src] = s
        return ev

    def mean(self, key: str = "concordance_2x") -> float:
        vals = [v[key] for v in self.per_source.values() if not np.isnan(v.get(key, np.nan))]
        return float(np.mean(vals)) if vals else float("nan")


def short_digest(path: Path) -> str:
    """The first 16 hex digits of a file's SHA-256: a version's name in meta.json."""
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def export(booster: Any, out: Path, meta: dict, *, words: bytes, annotate_X: np.ndarray | None = None) -> None:
    """Write model.json, words.json, the generated C source and meta.json into ``out``."""
    import tl2cgen
    import treelite

    out.mkdir(parents=True, exist_ok=True)
    booster.save_model(str(out / "model.json"))
    (out / "words.json").write_bytes(words)
    model = treelite.frontend.load_xgboost_model(str(out / "model.json"))
    params: dict = {"parallel_comp": 4}
    if annotate_X is not None:
        # Branch annotation lets the compiler lay out the likely path first.
        ann = out / "annotation.json"
        tl2cgen.annotate_branch(model, tl2cgen.DMatrix(annotate_X), path=ann)
        params["annotate_in"] = str(ann)
    cdir = out / "c"
    if cdir.exists():
        shutil.rmtree(cdir)
    tl2cgen.generate_c_code(model, cdir, params)
    (out / "annotation.json").unlink(missing_ok=True)
    meta = {
        **meta,
        "feature_version": FEATURE_VERSION,
        "feature_names": list(FEATURE_NAMES),
        "num_trees": int(model.num_tree),
        "model_sha": short_digest(out / "model.json"),
        "words_version": short_digest(out / "words.json"),
        "c_digest": source_digest(cdir),
        "created": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }
    (out / "meta.json").write_text(json.dumps(meta, indent=2) + "\n")


def log(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)
