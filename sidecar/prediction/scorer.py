"""Score the 21 features with the shipped gradient-boosted tree (``LengthPredictor``).

The tree runs compiled where it can (``engine``).

``words.json`` holds the word weights behind the ``text_score`` feature; the predictor
loads them as ``words`` for ``extract_features`` (``features(conv)`` does both).

The model predicts a *centred* log length: how much longer or shorter than usual this
request's reply will be. ``tokens(score, offset)`` puts it on a backend's scale; the
scheduler learns that offset per backend model from the replies it sees.
"""

from __future__ import annotations

import hashlib
import json
import logging
import math
import operator
import statistics
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import sidecar.environment as environment
import sidecar.jsoncodec as jsoncodec
import sidecar.model as model
from sidecar.errors import ModelError
from sidecar.prediction.engine import load_scorer
from sidecar.prediction.features import (
    FEATURE_NAMES,
    FEATURE_VERSION,
    NUM_FEATURES,
    Conversation,
    WordWeights,
    extract_features,
)

log = logging.getLogger("sidecar.prediction.scorer")


# log tokens of a typical reply, for a model whose meta.json does not say (about 250 tokens)
DEFAULT_OFFSET = math.log(250.0)


DEFAULT_MODEL_DIR = model.DEFAULT  # package data: model/default in the repository


def default_model_dir() -> Path:
    """The model to use when none is named: SIDECAR_PREDICTOR_MODEL_DIR, else the shipped one."""
    return environment.model_dir() or DEFAULT_MODEL_DIR


class LengthPredictor:
    """The length model of one model directory.

    >>> p = LengthPredictor.load()                  # the shipped default
    >>> score = p.score(p.features(conversation))   # centred log length
    >>> p.tokens(score)                             # on the default scale

    ``score`` is not thread-safe (it reuses one input buffer); the proxy calls it from
    the event loop only.
    """

    def __init__(self, model_dir: Path, meta: dict, engine: str, scorer: Callable[[list[float]], float]) -> None:
        self.model_dir = model_dir
        self.meta = meta
        self.engine = engine  # "compiled" or "gtil"
        self._scorer = scorer
        self.offset = float(meta.get("offset_log_tokens", DEFAULT_OFFSET))
        self.sigma = float(meta.get("residual_sigma", 0.8))
        # Where boosting shrinks its out-of-fold scores towards the mean, training measures
        # by how much (the slope of true on predicted centred log length, at least 1) and
        # the score is stretched by it, so that predicted tokens spread as real lengths do
        # and keep their order against prefill time and aging (1.0: not shrunk).
        self.scale = float(meta.get("score_scale", 1.0))
        self.layer = Layer(meta["layer"]) if meta.get("layer") else None
        self.version = str(meta.get("model_sha", "unknown"))
        self.words, self.words_version = read_words(model_dir)
        # A learned model's own word weights, by keyed digest (see sidecar.learning.state): they join
        # ``words`` as the sidecar meets the words (``resolve``), so scoring stays one set
        # intersection.
        self.hashed = read_hashed_words(model_dir)
        self._plain = self.words
        self.resolved: dict[bytes, float] = {}  # learned words met so far, with their weights

    @property
    def agreement(self) -> float | None:
        """How well this model ranked replies it was not fitted to (pairs >= 2x apart): the
        refit's held-out replies for a learned model, training's grouped cross-validation
        for a trained one. Where trust in its sizes starts (``trust.Trust``)."""
        learned = self.learned or {}
        value = learned.get("after") if learned.get("after") is not None else self.meta.get("cv_concordance_2x")
        return float(value) if isinstance(value, (int, float)) else None

    @property
    def learned(self) -> dict | None:
        """What a model learned from a deployment's log (None for a trained one)."""
        return self.meta.get("learned")

    def resolve(self, known: Mapping[int, bytes]) -> int:
        """Give the hashed word weights whose words are in ``known`` (digest -> word) their
        place in ``words``; returns how many were new. The table is rebuilt whole (about
        10 ms for 30,000 words: the sidecar does it in a worker thread) and swapped in one
        assignment."""
        hashed = self.hashed
        if not hashed:
            return 0
        if len(known) <= len(hashed):
            found = ((w, hashed[h]) for h, w in known.items() if h in hashed)
        else:
            found = ((known[h], v) for h, v in hashed.items() if h in known)
        new = {w: v for w, v in found if w not in self.resolved}
        if not new:
            return 0
        resolved = {**self.resolved, **new}
        merged = dict(self._plain or {})
        for w, v in resolved.items():
            merged[w] = merged.get(w, 0.0) + v
        self.words = WordWeights(merged)  # the table first: who sees a word resolved finds it weighed
        self.resolved = resolved
        return len(new)

    @classmethod
    def load(
        cls, model_dir: Path | str | None = None, *, cache_dir: Path | None = None, engine: str = "auto"
    ) -> LengthPredictor:
        """Load a model directory, refusing one made for another feature version.

        ``engine``: ``compiled`` (needs a C compiler or a cached build), ``gtil``, or
        ``auto`` (compiled if possible, else GTIL with one log line saying why).
        """
        model_dir = Path(model_dir) if model_dir else default_model_dir()
        meta = read_meta(model_dir)
        kind, scorer = load_scorer(model_dir, meta, cache_dir, engine)
        return cls(model_dir, meta, kind, scorer)

    def features(self, conv: Conversation) -> list[float]:
        """The 21 features of a conversation, ``text_score`` from this model's words."""
        return extract_features(conv, self.words)

    def tree_score(self, features: list[float]) -> float:
        """The trees' calibrated score for one feature vector, before any learned layer."""
        return self._scorer(features) * self.scale

    def score(self, features: list[float]) -> float:
        """Centred log length for one feature vector (calibrated: ``scale`` x the trees' sum,
        then the deployment's layer if the model learned one)."""
        score = self._scorer(features) * self.scale
        layer = self.layer
        return score if layer is None else layer(score, features)

    def tokens(self, score: float, offset: float | None = None) -> float:
        """Median expected output tokens for a score, on the scale ``offset`` (log tokens)."""
        return math.exp(score + (self.offset if offset is None else offset))


class ServingModel:
    """The length model that serves now, replaced whole on reload (one assignment, so a
    request sized during a reload sees the old model or the new one, never a mix), and
    how much output to reserve for a reply: the ``reserve_quantile`` of the model's
    log-normal error, ``exp(z * sigma)`` times the median."""

    def __init__(self, predictor: LengthPredictor, reserve_quantile: float) -> None:
        self._z = statistics.NormalDist().inv_cdf(reserve_quantile)
        self.predictor = predictor
        self.reserve_factor = math.exp(self._z * predictor.sigma)

    def swap(self, predictor: LengthPredictor) -> LengthPredictor:
        """Serve ``predictor`` from now on; returns the one it replaces."""
        old, self.predictor = self.predictor, predictor
        self.reserve_factor = math.exp(self._z * predictor.sigma)
        return old


# Features that enter the deployment layer as log(1 + value): counts of characters, turns'
# text, lines, requested words. The others (ratios, flags, cues, the word score) enter as
# they are. ``sidecar.training.refit.layer_columns`` is the same transform over a matrix.
LAYER_LOG = frozenset({0, 1, 3, 4, 5, 10, 19, 20})


class Layer:
    """A deployment's linear correction of the trees' score, learned by a refit
    (``sidecar.training.refit``): ``intercept + margin * score + sum(w_i * t_i(x_i))``
    with ``t_i`` log1p for the counts in ``LAYER_LOG``, the identity otherwise.

    A few hundred replies cannot teach trees or word weights much, but they can re-weigh
    the prior's score and its 21 features for a new backend model: for one whose replies
    grow with the prompt where the prior's shrink, say.
    """

    __slots__ = ("intercept", "margin", "_li", "_lw", "_gi", "_gw", "spec")

    def __init__(self, spec: Mapping) -> None:
        try:
            self.intercept = float(spec["intercept"])
            self.margin = float(spec["margin"])
            weights = [(int(i), float(w)) for i, w in spec["weights"]]
        except (KeyError, TypeError, ValueError) as exc:
            raise ModelError(f"the model's layer is malformed: {exc}") from exc
        if any(not 0 <= i < NUM_FEATURES for i, _ in weights):
            raise ModelError("the model's layer names a feature this sidecar does not compute")
        linear = [(i, w) for i, w in weights if i not in LAYER_LOG]
        logged = [(i, w) for i, w in weights if i in LAYER_LOG]
        self._li, self._lw = tuple(i for i, _ in linear), tuple(w for _, w in linear)
        self._gi, self._gw = tuple(i for i, _ in logged), tuple(w for _, w in logged)
        self.spec = dict(spec)

    def __call__(self, score: float, features: list[float]) -> float:
        get = features.__getitem__
        return (
            self.intercept
            + self.margin * score
            + sum(map(operator.mul, self._lw, map(get, self._li)))
            + sum(map(operator.mul, self._gw, map(math.log1p, map(get, self._gi))))
        )


def expected_capped(median: float, cap: float, sigma: float) -> float:
    """``E[min(X, cap)]`` for ``X`` log-normal with this median and log-spread ``sigma``."""
    if cap <= 0:
        return 0.0
    if sigma <= 0:
        return min(median, cap)
    mu, lc = math.log(median), math.log(cap)
    phi = lambda z: 0.5 * math.erfc(-z / math.sqrt(2.0))  # noqa: E731 - standard normal CDF
    below = math.exp(mu + sigma * sigma / 2) * phi((lc - mu - sigma * sigma) / sigma)
    return below + cap * (1.0 - phi((lc - mu) / sigma))


def read_meta(model_dir: Path) -> dict:
    path = model_dir / "meta.json"
    try:
        meta = json.loads(path.read_text())
    except FileNotFoundError as exc:
        raise ModelError(f"{model_dir} is not a model directory: no meta.json") from exc
    except json.JSONDecodeError as exc:
        raise ModelError(f"{path} is not valid JSON: {exc}") from exc
    version = meta.get("feature_version")
    if version != FEATURE_VERSION:
        raise ModelError(
            f"model {model_dir} was trained on feature version {version}, but this sidecar "
            f"computes version {FEATURE_VERSION}: retrain it with `sidecar train` "
            f"or use a model made for version {FEATURE_VERSION}"
        )
    if meta.get("feature_names") != list(FEATURE_NAMES):
        raise ModelError(f"model {model_dir} lists other feature names than this sidecar computes")
    if not (model_dir / "model.json").exists():
        raise ModelError(f"{model_dir} has no model.json")
    return meta


def read_words(model_dir: Path) -> tuple[WordWeights | None, str | None]:
    """The word weights of ``text_score`` and their digest; (None, None) without a file."""
    path = model_dir / "words.json"
    if not path.exists():
        return None, None
    data = path.read_bytes()
    try:
        obj = _loads(data)
        words = WordWeights((w.encode("utf-8", "surrogatepass"), float(v)) for w, v in obj["weights"].items())
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise ModelError(f"{path} is not a word-weight table: {exc}") from exc
    return words, hashlib.sha256(data).hexdigest()[:16]


def _loads(data: bytes) -> Any:
    """JSON of a model file. A reload runs beside the event loop, and one ``json.loads`` of a
    30,000-word table holds the GIL 16 ms; orjson, 4 ms (``jsoncodec``: the standard parser
    takes what orjson refuses, such as the surrogate escapes of non-UTF-8 words)."""
    return jsoncodec.loads(data)


def read_hashed_words(model_dir: Path) -> dict[int, float] | None:
    """A learned model's word weights by keyed digest (``words.hashed.json``), or None."""
    path = model_dir / "words.hashed.json"
    if not path.exists():
        return None
    try:
        obj = _loads(path.read_bytes())
        return {int(h): float(v) for h, v in obj["weights"].items()}
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise ModelError(f"{path} is not a hashed word-weight table: {exc}") from exc
