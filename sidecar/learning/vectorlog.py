"""The reader's vectors of relayed requests, kept for the refit to teach the second stage.

    <state_dir>/vectors.f16           (rotated by size as the traffic log is: .1, .2, ...)
    <state_dir>/vectors.readers.json  each reader's identity and fingerprint, by its digest

One record per request the second stage read, appended as it is read:

    8 bytes   BLAKE2b digest of the request id (the traffic log's ``request_id`` joins them)
    8 bytes   BLAKE2b digest of the reader's identity (which model made the vector)
    2 bytes   the vector's length, little-endian
    2 x len   the vector, float16 little-endian (1,152 bytes for SmolLM2's 576)

Privacy: a vector is derived from the prompt's text (what ``sidecar.reader.reader_text``
reads of it), and whoever has the same reader model can test a guessed text against it.
It is kept only where the traffic log is kept (``traffic_log.enabled``), in the private
state directory, rotated by the same size bound (``traffic_log.max_bytes``, ``backups``).
"""

from __future__ import annotations

import hashlib
import json
import os
import struct
from collections.abc import Iterator
from pathlib import Path

import numpy as np

from sidecar.learning.state import rotated_files

NAME = "vectors.f16"
READERS = "vectors.readers.json"
HEADER = struct.Struct("<8s8sH")


def digest(text: str) -> bytes:
    return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=8).digest()


class VectorLog:
    """Appends vectors; rolls ``path`` to ``path.1`` (and so on) past ``max_bytes``."""

    def __init__(self, path: Path, *, max_bytes: int, backups: int) -> None:
        self.path = path
        self.max_bytes = max_bytes
        self.backups = backups
        self._fh = open(path, "ab")  # noqa: SIM115 - held open for appends, closed in close()
        os.chmod(path, 0o600)
        self._size = self._fh.tell()

    def register(self, reader: str, fingerprint: list[float]) -> None:
        """Name a reader (its identity and the vector of ``sidecar.reader.FINGERPRINT_TEXT``),
        so that a head learned from its vectors can be matched to it later."""
        path = self.path.with_name(READERS)
        known = _read_json(path)
        known[digest(reader).hex()] = {"reader": reader, "fingerprint": [round(float(x), 6) for x in fingerprint]}
        tmp = path.with_name(f".{path.name}.tmp")
        tmp.write_text(json.dumps(known))
        os.chmod(tmp, 0o600)
        os.replace(tmp, path)

    def write(self, request_id: str, reader: str, vector: np.ndarray) -> None:
        v = np.asarray(vector, dtype="<f2")
        data = HEADER.pack(digest(request_id), digest(reader), len(v)) + v.tobytes()
        if 0 < self.max_bytes < self._size + len(data) and self._size:
            self._roll()
        self._fh.write(data)
        self._fh.flush()
        self._size += len(data)

    def _roll(self) -> None:
        self._fh.close()
        if self.backups > 0:
            for i in range(self.backups - 1, 0, -1):
                older = self.path.with_name(f"{self.path.name}.{i}")
                if older.exists():
                    os.replace(older, self.path.with_name(f"{self.path.name}.{i + 1}"))
            os.replace(self.path, self.path.with_name(f"{self.path.name}.1"))
        self._fh = open(self.path, "wb")  # noqa: SIM115
        os.chmod(self.path, 0o600)
        self._size = 0

    def close(self) -> None:
        self._fh.close()


def files(state_dir: Path) -> list[Path]:
    """The vector log and its rotated files, oldest first."""
    return rotated_files(state_dir / NAME)


def records(paths: list[Path]) -> Iterator[tuple[bytes, bytes, np.ndarray]]:
    """(request digest, reader digest, vector as float32) of every whole record, oldest first;
    a torn tail (a crash mid-write) is skipped."""
    for p in paths:
        data = p.read_bytes()
        at = 0
        while at + HEADER.size <= len(data):
            rid, reader, n = HEADER.unpack_from(data, at)
            end = at + HEADER.size + 2 * n
            if end > len(data):
                break
            yield rid, reader, np.frombuffer(data, dtype="<f2", count=n, offset=at + HEADER.size).astype(np.float32)
            at = end


def read_for(state_dir: Path) -> tuple[dict[bytes, np.ndarray], dict | None]:
    """The newest reader's vectors by request digest, and that reader as registered
    (``{"reader", "fingerprint"}``; None when nothing was kept)."""
    recs = list(records(files(state_dir)))
    if not recs:
        return {}, None
    want = recs[-1][1]
    reader = _read_json(state_dir / READERS).get(want.hex())
    return {rid: v for rid, r, v in recs if r == want}, reader


def _read_json(path: Path) -> dict:
    try:
        out = json.loads(path.read_text())
        return out if isinstance(out, dict) else {}
    except (OSError, ValueError):
        return {}
