"""sjf-sidecar: shortest-job-first admission control in front of a local LLM server.

What the package offers beside its command line (``sidecar serve``, ``train``, ``bench``, ...),
for code that embeds or studies it; everything else is inside its rooms and may move:

- ``load_config``, ``Config``: the settings, as ``sidecar serve`` reads them (file,
  environment, defaults);
- ``Conversation``, ``extract_features``, ``FEATURE_NAMES``: the 21 lexical features that
  training and serving share;
- ``LengthPredictor``: the length model (``LengthPredictor.load()`` is the shipped one);
- ``Scheduler``, ``Job``, ``Capacity``, ``Priority``: the pure scheduler and what it orders,
  on an injected clock (the simulator and the tests drive it as the proxy does).

Each name is imported on first use: ``import sidecar`` stays cheap for the command line.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

_FACE = {
    "load_config": "sidecar.config",
    "Config": "sidecar.config",
    "Conversation": "sidecar.prediction.features",
    "extract_features": "sidecar.prediction.features",
    "FEATURE_NAMES": "sidecar.prediction.features",
    "LengthPredictor": "sidecar.prediction.scorer",
    "Scheduler": "sidecar.scheduling.scheduler",
    "Job": "sidecar.scheduling.jobs",
    "Capacity": "sidecar.scheduling.jobs",
    "Priority": "sidecar.scheduling.jobs",
}

__all__ = [
    "__version__",
    "load_config",
    "Config",
    "Conversation",
    "extract_features",
    "FEATURE_NAMES",
    "LengthPredictor",
    "Scheduler",
    "Job",
    "Capacity",
    "Priority",
]

if TYPE_CHECKING:
    from sidecar.config import Config, load_config
    from sidecar.prediction.features import FEATURE_NAMES, Conversation, extract_features
    from sidecar.prediction.scorer import LengthPredictor
    from sidecar.scheduling.jobs import Capacity, Job, Priority
    from sidecar.scheduling.scheduler import Scheduler


def __getattr__(name: str) -> Any:
    if name in _FACE:
        value = getattr(importlib.import_module(_FACE[name]), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'sidecar' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), *_FACE})
