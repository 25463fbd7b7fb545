"""The shipped length model, installed as ``sidecar.model`` (package data, no code).

``default/`` holds what ``sidecar train`` wrote: the xgboost model (``model.json``), the word
table (``words.json``), the C that tl2cgen generated from the trees (``c/``, its digest in
``meta.json``), the card and the training report. ``sidecar.prediction.scorer`` loads it.
``clients.json``: the most used clients' background templates as fingerprints, with the
reply lengths they imply (``sidecar.prediction.clients``).
"""

from pathlib import Path

DEFAULT = Path(__file__).resolve().parent / "default"
