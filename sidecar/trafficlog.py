"""The traffic log: one JSON line per finished scheduled request.

Each line has what ``sidecar train`` needs to learn this deployment's reply lengths
without any prompt text: the feature version and the 19 values, what was predicted, what
the backend reported, and how long the request waited and ran. Prompt text is written only
with ``log_prompts: true``. The file rotates by size (``path``, ``path.1``, ...).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import IO, Any


class TrafficLog:
    def __init__(self, path: str | Path, *, max_bytes: int, backups: int, log_prompts: bool) -> None:
        self.path = Path(path)
        self.max_bytes = max_bytes
        self.backups = backups
        self.log_prompts = log_prompts
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._fh: IO[str] = open(self.path, "a", encoding="utf-8")  # noqa: SIM115
        self._size = self._fh.tell()

    def write(self, record: dict[str, Any]) -> None:
        line = json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n"
        if self._size + len(line) > self.max_bytes and self._size > 0:
            self._rotate()
        self._fh.write(line)
        self._fh.flush()
        self._size += len(line.encode("utf-8"))

    def _rotate(self) -> None:
        self._fh.close()
        for i in range(self.backups - 1, 0, -1):
            src = self.path.with_name(f"{self.path.name}.{i}")
            if src.exists():
                os.replace(src, self.path.with_name(f"{self.path.name}.{i + 1}"))
        if self.backups > 0:
            os.replace(self.path, self.path.with_name(f"{self.path.name}.1"))
        else:
            self.path.unlink(missing_ok=True)
        self._fh = open(self.path, "a", encoding="utf-8")  # noqa: SIM115
        self._size = 0

    def close(self) -> None:
        self._fh.close()
