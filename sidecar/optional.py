"""Which optional parts this install has: one table of the modules each extra of
``pyproject.toml`` brings, read by the command line (what to install when a command needs
a module), the learner (what a refit will skip) and the refit itself (what it can do)."""

from __future__ import annotations

import importlib.util

# module (as imported) -> the extra that brings it; the smallest extra where several do
MODULES = {
    "scipy": "learn",
    "xgboost": "learn",
    "tl2cgen": "learn",
    "treelite": "gtil",
    "sklearn": "train",
    "matplotlib": "train",
    "dask": "train",
    "pyarrow": "train",
    "uvloop": "fast",
}
# what the background refit uses beyond the core: words (scipy), new trees (xgboost, tl2cgen)
REFIT = ("scipy", "xgboost", "tl2cgen")


def have(*modules: str) -> bool:
    """Whether every one of ``modules`` can be imported here (without importing it)."""
    return all(importlib.util.find_spec(m) is not None for m in modules)


def missing(modules: tuple[str, ...] = REFIT) -> list[str]:
    return [m for m in modules if not have(m)]


def extra_for(module: str | None) -> str | None:
    """The extra that brings ``module`` (a dotted name is looked up by its top package)."""
    return MODULES.get((module or "").partition(".")[0])
