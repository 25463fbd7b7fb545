"""The prior's reference prompts: what a refit is judged on besides the deployment's replies.

    sidecar train --reference-only --out model/default [--data-root ../shared/data]

A refit learns from a few hundred of the deployment's newest replies. Judged only on the
newest of them, a layer that fits their habits can pass and still turn the order upside down
on requests unlike them (measured: docs/learning.md, "a refit that cannot make things
worse"). So the model ships its reference: distinct first-turn prompts of the sources where
several models answered the same prompt, chosen by a hash of their text as the second
stage's training chooses them, as numbers only (no text): each prompt's 21 features as the
model computes them (its own word table in the ``text_score`` column) and its consensus
label, the mean over the answering models of their centred log length. A refit's candidate
must rank these about as well as the prior does and keep their spread
(``training.refit``). ``sidecar train`` writes it beside every model it makes (when its
sources have at least ``MIN_PROMPTS`` such prompts); ``--reference-only`` writes it for an
existing model without training again (``training.cli.write_reference``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np

from sidecar.prediction.features import FEATURE_VERSION, NUM_FEATURES

from .dataset import Table

FILE = "reference.npz"
PER_PART = 150  # prompts per (source, language)
PER_TRANSLATED_PART = 30  # ... per language of a translated source
MIN_PROMPTS = 200  # fewer (sources without several answers per prompt): no reference written


def reference_arrays(t: Table) -> dict[str, np.ndarray]:
    """The reference rows of a table whose ``text_score`` column is the model's own."""
    from .secondstage import Prompts

    p = Prompts(t, per_part=PER_PART, per_translated=PER_TRANSLATED_PART)
    return {
        "X": t.X[p.rows].astype(np.float32),
        "label": p.label.astype(np.float32),
        "source": np.array(p.source.tolist(), dtype="U32"),
    }


def write(model_dir: Path, arrays: dict[str, np.ndarray], words_version: str | None) -> Path:
    path = model_dir / FILE
    tmp = path.with_suffix(".tmp.npz")
    meta = json.dumps({"feature_version": FEATURE_VERSION, "words_version": words_version})
    payload: dict[str, Any] = {"meta": np.array(meta), **arrays}
    np.savez_compressed(tmp, **payload)
    tmp.replace(path)
    return path


def load(model_dir: Path, words_version: str | None) -> dict[str, np.ndarray] | None:
    """The model's reference rows, or None when it has none or they were made for other
    features or another word table."""
    path = model_dir / FILE
    if not path.exists():
        return None
    try:
        with np.load(path) as z:
            meta = json.loads(str(z["meta"]))
            got = {k: z[k] for k in ("X", "label", "source")}
    except (OSError, ValueError, KeyError):
        return None
    if meta.get("feature_version") != FEATURE_VERSION or meta.get("words_version") != words_version:
        return None
    if got["X"].ndim != 2 or got["X"].shape[1] != NUM_FEATURES or len(got["X"]) != len(got["label"]):
        return None
    return got
