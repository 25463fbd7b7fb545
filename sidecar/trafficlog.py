"""The traffic log: one JSON line per finished scheduled request.

Each line has what ``sidecar train`` and the background refit need to learn this
deployment's reply lengths without any prompt text: the feature version and the 19
values, the window's words as keyed digests (``sidecar.state``), what was predicted, what
the backend reported, and how long the request waited and ran. Prompt text is written only
with ``log_prompts: true``. The file rotates by size (``path``, ``path.1``, ...) through the
standard library's ``RotatingFileHandler``; with ``backups: 0`` it starts over instead.
"""

from __future__ import annotations

import logging
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import Any

from . import jsoncodec


class TrafficLog:
    def __init__(self, path: str | Path, *, max_bytes: int, backups: int, log_prompts: bool) -> None:
        self.path = Path(path)
        self.log_prompts = log_prompts
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._handler = RotatingFileHandler(self.path, maxBytes=max_bytes, backupCount=backups, encoding="utf-8")
        self._handler.setFormatter(logging.Formatter("%(message)s"))

    def write(self, record: dict[str, Any]) -> None:
        line = jsoncodec.dumps(record).decode("utf-8", "surrogatepass")
        self._handler.emit(logging.makeLogRecord({"msg": line, "levelno": logging.INFO}))

    def close(self) -> None:
        self._handler.close()
