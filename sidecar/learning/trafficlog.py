"""The traffic log: one JSON line per finished scheduled request.

Each line has what ``sidecar train`` and the background refit need to learn this
deployment's reply lengths without any prompt text: the feature version and the 19
values, the window's words as keyed digests (``sidecar.learning.state``), what was predicted, what
the backend reported, and how long the request waited and ran. Prompt text is written only
with ``log_prompts: true``. The file rotates by size (``path``, ``path.1``, ...) through the
standard library's ``RotatingFileHandler``; with ``backups: 0`` it starts over instead
(the handler alone would let it grow without bound). A line is written straight to the
handler's stream: building a ``logging`` record for it cost 20 of a write's 24 us.
"""

from __future__ import annotations

import logging
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import TextIO, TypedDict

import sidecar.jsoncodec as jsoncodec

log = logging.getLogger("sidecar")


class TrafficRecord(TypedDict, total=False):
    """One line of the traffic log: one finished scheduled request (``records.recorder``
    writes it; the refit, ``sidecar report`` and training read it)."""

    time: float  # when it ended, Unix seconds
    request_id: str  # the sidecar's own id
    api: str
    model: str  # what the backend ran
    tenant: str
    backend: str
    priority: str  # interactive | batch
    feature_version: int
    features: list[float] | None
    score: float
    model_version: str  # the length model that scored it
    words_version: str | None
    predicted_tokens: float
    predicted_seconds: float
    trust: float | None
    bound: int | None
    max_tokens: int
    prompt_tokens: int | None
    prefill_tokens: int | None
    output_tokens: int | None
    counts_reported: bool
    truncated: bool
    queue_wait: float
    first_byte: float | None
    service_time: float
    backend_seconds: float | None
    aged: bool
    overdue: bool
    suspends: int  # times its reply was suspended for shorter work
    suspended_seconds: float
    resume_seconds: float  # what its resumes took to their first token (the savings count it as a wait)
    status: str
    status_code: int | None
    slots: int  # its backend's slots (``sidecar report`` replays with them)
    queues_inside: bool  # its backend may queue what it is sent (parallelism learned): its own times are the service
    prompt_only: bool  # an embedding: no reply length
    while_waiting: bool  # it ended queued again: it held no slot
    words: list[int]  # the scan window's words as keyed digests (with a learner)
    messages: list[list[str]]  # the conversation (``log_prompts`` only)
    json_mode: bool


class TrafficLog:
    def __init__(self, path: str | Path, *, max_bytes: int, backups: int, log_prompts: bool) -> None:
        self.path = Path(path)
        self.log_prompts = log_prompts
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._handler = RotatingFileHandler(self.path, maxBytes=max_bytes, backupCount=backups, encoding="utf-8")
        self._size = self.path.stat().st_size
        self.failed: str | None = None  # why writing stopped (a full or read-only disk)
        if self._size and not _ends_a_line(self.path):
            # the last write was torn (a crash, a full disk): end that line, so the next
            # record is a line of its own and the torn one alone is lost
            self._stream.write("\n")
            self._stream.flush()
            self._size += 1

    def write(self, record: TrafficRecord) -> None:
        if self.failed is not None:
            return
        data = jsoncodec.dumps(record) + b"\n"
        try:
            if 0 < self._handler.maxBytes < self._size + len(data) and self._size:
                self._roll()
            stream = self._stream
            stream.write(data.decode("utf-8", "surrogatepass"))
            stream.flush()
        except OSError as exc:  # serving goes on; learning from traffic stops, said once
            self.failed = exc.strerror or str(exc)
            log.warning("cannot write the traffic log %s (%s): serving on without it", self.path, self.failed)
            return
        self._size += len(data)

    @property
    def _stream(self) -> TextIO:
        stream = self._handler.stream
        assert stream is not None  # the handler opens it at construction (no ``delay``)
        return stream

    def _roll(self) -> None:
        h = self._handler
        if h.backupCount > 0:
            h.doRollover()
        else:
            self._stream.close()
            h.stream = open(h.baseFilename, "w", encoding="utf-8")  # the handler owns and closes it
        self._size = 0

    def close(self) -> None:
        try:
            self._handler.close()
        except OSError:  # a full disk refuses the last flush; nothing is left to save
            pass


def _ends_a_line(path: Path) -> bool:
    with open(path, "rb") as f:
        f.seek(-1, 2)
        return f.read(1) == b"\n"
