"""The deployment layer a refit fits over the prior's score (``prediction.scorer.Layer`` reads
it at serving time): its inputs, the ridge that fits it, censored labels for capped replies,
out-of-fold predictions, stretching its spread, and shrinking it toward the prior until it
ranks the reference prompts well enough. numpy only: a plain install refits.
"""

from __future__ import annotations

import numpy as np

from sidecar.prediction.features import NUM_FEATURES
from sidecar.prediction.scorer import LAYER_LOG

from .judge import censored_fit
from .metrics import concordance_2x

FOLDS = 5
# The layer's ridge penalty on standardised inputs. On 400 logged SmolLM2 replies to guanaco
# prompts (docs/refit-variants.md) 30 and 100 ranked alike and 3 worse with 100 training
# replies; a fixed penalty fades as the log grows (it does not scale with n).
LAYER_PENALTY = 100.0


def layer_columns(margin: np.ndarray, X: np.ndarray) -> np.ndarray:
    """The deployment layer's inputs: the trees' score, then the 21 features with the counts
    in ``LAYER_LOG`` as log1p (``prediction.scorer.Layer`` computes the same for one request)."""
    Z = np.column_stack([margin, X.astype(np.float64)])
    logged = [1 + i for i in sorted(LAYER_LOG)]
    Z[:, logged] = np.log1p(Z[:, logged])
    return Z


def fit_layer(
    margin: np.ndarray,
    X: np.ndarray,
    label: np.ndarray,
    penalty: float = LAYER_PENALTY,
    weight: np.ndarray | None = None,
    spread: np.ndarray | None = None,
) -> dict:
    """The layer: the prior's score plus a ridge of what the prior gets wrong (``label -
    margin``) on the layer's standardised inputs (intercept free), returned on the raw
    inputs as ``prediction.scorer.Layer`` reads it. The penalty pulls the correction to zero, so
    where the replies say little the layer is the prior (margin 1, no feature weights),
    not a flat guess; ``weight`` per row (capped replies count less).

    ``spread``: each input's standard deviation over requests in general (the reference
    prompts'), used to standardise instead of the replies' own. A feature that hardly
    varies in the deployment's traffic (its prompts are all of one length, say) would
    otherwise buy a large raw weight for a small penalty, and that weight would reorder
    every request unlike them."""
    Z = layer_columns(margin, X)
    mu, sd = Z.mean(axis=0), Z.std(axis=0)
    live = sd > 1e-9
    if spread is not None:
        sd = np.where(live, np.maximum(spread, 1e-9), sd)
    A = np.column_stack([np.ones(len(Z)), (Z[:, live] - mu[live]) / sd[live]])
    W = np.ones(len(Z)) if weight is None else weight
    # Solved by hand, not with scikit-learn's Ridge: the refit runs in a plain install
    # (numpy only, no training extra), and its intercept is free while the rest shrinks.
    R = penalty * np.eye(A.shape[1])
    R[0, 0] = 0.0
    w = np.linalg.solve(A.T @ (A * W[:, None]) + R, A.T @ (W * (label - margin)))
    coef = np.zeros(Z.shape[1])
    coef[live] = w[1:] / sd[live]
    intercept = float(w[0] - coef @ mu)
    coef[0] += 1.0  # the prior's own score, whole
    return {
        "intercept": intercept,
        "margin": float(coef[0]),
        "weights": [[i, float(c)] for i, c in enumerate(coef[1:]) if c != 0.0],
    }


def stretch_layer(layer: dict, center: float, k: float) -> dict:
    """The layer with its predictions spread ``k`` times as far around ``center``."""
    return {
        "intercept": (1 - k) * center + k * layer["intercept"],
        "margin": k * layer["margin"],
        "weights": [[i, k * w] for i, w in layer["weights"]],
    }


def apply_layer(layer: dict, margin: np.ndarray, X: np.ndarray) -> np.ndarray:
    coef = np.zeros(1 + NUM_FEATURES)
    coef[0] = layer["margin"]
    for i, w in layer["weights"]:
        coef[1 + int(i)] = w
    return layer["intercept"] + layer_columns(margin, X) @ coef


def layer_out_of_fold(
    margin: np.ndarray, X: np.ndarray, label: np.ndarray, rows: np.ndarray, folds: np.ndarray
) -> np.ndarray:
    """The layer's predictions for ``rows``, each from a layer fitted without its fold."""
    out = np.zeros(len(rows))
    for k in range(FOLDS):
        held = folds[rows] == k
        if held.any() and (~held).sum() > 2:
            fit = rows[~held]
            out[held] = apply_layer(fit_layer(margin[fit], X[fit], label[fit]), margin[rows[held]], X[rows[held]])
    return out


def fit_censored_layer(
    margin: np.ndarray, X: np.ndarray, label: np.ndarray, capped: np.ndarray, spread: np.ndarray | None
) -> dict:
    """``fit_layer`` with capped rows as censored labels, each round's layer imputing them."""
    box: dict = {}

    def fit(lab: np.ndarray) -> np.ndarray:
        box["layer"] = fit_layer(margin, X, lab, spread=spread)
        return apply_layer(box["layer"], margin, X)

    censored_fit(fit, label, capped)
    return box["layer"]


SHRINK_STEPS = (1.0, 0.8, 0.6, 0.45, 0.3, 0.2, 0.12, 0.06, 0.0)


def within_reference(
    layer: dict, margin: np.ndarray, X: np.ndarray, truth: np.ndarray, floor: float
) -> tuple[dict, float]:
    """The largest share ``k`` of the layer's correction (the prior is the identity layer,
    so ``prior + k * (layer - prior)`` is a layer too) whose ranking of the reference
    prompts stays at or above ``floor``; ``k`` = 0 is the prior itself."""
    for k in SHRINK_STEPS:
        shrunk = {
            "intercept": k * layer["intercept"],
            "margin": 1.0 + k * (layer["margin"] - 1.0),
            "weights": [[i, k * w] for i, w in layer["weights"]],
        }
        if k == 0.0 or concordance_2x(truth, apply_layer(shrunk, margin, X))[0] >= floor:
            return shrunk, k
    raise AssertionError("unreachable: k = 0 always returns")
