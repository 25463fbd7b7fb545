"""What is learned of a backend and kept across restarts: its KV pool's real size (from the
backend saying so), how many requests it runs at once, and its decode rates by concurrency.

A llama-server whose slots share one pool reports each slot's context as the whole pool,
and a budget read from that can be wrong either way (``sidecar.backends.probe``). When a backend
answers "context size has been exceeded" (llama-server; Ollama's "exceeds the context
length"), the requests it held at that moment did not fit: the budget becomes what was
reserved then, less a tenth, and never less than the failed request's own reservation (one
request that fits alone must still run). Requests admitted before that lesson and failing
in the same moment teach nothing more.

The budget learned is kept in the state directory (``pools.json``) by backend, with the
slots and slot context it was learned at: a backend restarted with other settings starts
from what it reports again. So are the requests at once learned of a backend whose API does
not say (``concurrency.ParallelismLearner``; ``parallel.json``), and the decode rates by
concurrency that decide the express lane (``decode.json``, written when its choice
changes): a restart starts from them.
Pure but for the files.
"""

from __future__ import annotations

import logging
import re
import time

from sidecar.learning.state import StateDir

log = logging.getLogger("sidecar")

NAME = "pools.json"
PARALLEL = "parallel.json"
DECODE = "decode.json"
CONTEXT_EXCEEDED = re.compile(
    rb"context (?:size|length|window)[^\"\n]{0,40}exceeded|exceeds? (?:the )?(?:maximum )?context (?:length|size)",
    re.IGNORECASE,
)


def says_context_exceeded(reply: bytes) -> bool:
    """Whether a backend's error reply says its KV pool (context) was exceeded."""
    return CONTEXT_EXCEEDED.search(reply) is not None


class LearnedLimits:
    """The budgets learned per backend, read at start and written when one is learned."""

    def __init__(self, state: StateDir | None) -> None:
        self.state = state
        self._pools: dict[str, dict] = {}
        self._parallel: dict[str, dict] = {}
        saved = state.read_json(NAME) if state is not None else None
        if isinstance(saved, dict):
            self._pools = {k: v for k, v in saved.items() if isinstance(v, dict) and _valid(v)}
        saved = state.read_json(DECODE) if state is not None else None
        self._decode: dict[str, dict] = (
            {k: v for k, v in saved.items() if isinstance(v, dict)} if isinstance(saved, dict) else {}
        )
        saved = state.read_json(PARALLEL) if state is not None else None
        if isinstance(saved, dict):
            self._parallel = {
                k: v
                for k, v in saved.items()
                if isinstance(v, dict) and isinstance(v.get("known"), int) and v["known"] >= 1
            }

    def get(self, backend: str, slots: int, slot_context: int) -> int | None:
        """The budget learned for ``backend`` at these settings, if any."""
        p = self._pools.get(backend)
        if p is None or p["slots"] != slots or p["slot_context"] != slot_context:
            return None
        return int(p["kv_budget"])

    def remember(self, backend: str, slots: int, slot_context: int, budget: int) -> None:
        self._pools[backend] = {"slots": slots, "slot_context": slot_context, "kv_budget": budget, "at": time.time()}
        self._write(NAME, self._pools, "KV budget")

    def parallel(self, backend: str) -> tuple[int, bool]:
        """Requests at once learned for ``backend`` (1 if none) and whether that is its limit."""
        p = self._parallel.get(backend)
        return (int(p["known"]), bool(p.get("found"))) if p is not None else (1, False)

    def remember_parallel(self, backend: str, known: int, found: bool) -> None:
        self._parallel[backend] = {"known": known, "found": found, "at": time.time()}
        self._write(PARALLEL, self._parallel, "requests at once")

    def decode_rates(self, backend: str, slots: int) -> dict:
        """The decode rates by concurrency measured on ``backend`` at ``slots`` slots."""
        d = self._decode.get(backend)
        return d.get("rates", {}) if d is not None and d.get("slots") == slots else {}

    def remember_decode(self, backend: str, slots: int, rates: dict) -> None:
        self._decode[backend] = {"slots": slots, "rates": rates, "at": time.time()}
        self._write(DECODE, self._decode, "decode rates")

    def _write(self, name: str, value: dict, what: str) -> None:
        if self.state is not None:
            try:
                self.state.write_json(name, value)
            except OSError as exc:
                log.warning("cannot keep the learned %s in %s: %s", what, self.state.path, exc)


def _valid(p: dict) -> bool:
    return all(isinstance(p.get(k), int) and p[k] > 0 for k in ("slots", "slot_context", "kv_budget"))
