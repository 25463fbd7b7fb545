"""The express lane: on a backend with two or more slots, one slot (and its share of the KV
budget) kept for short and interactive work. Pure; the scheduler asks it.

Shortest-first orders only the queue: once every slot holds a long job, a short one waits
for the first of them to end whatever its size (a chat UI's title request behind a batch
of long generations). With the lane, jobs predicted long (``long_tokens`` of reply, or
``long_seconds`` of service: a long prompt's prefill) and batch jobs may take at most
``slots - 1`` slots and ``budget - budget / slots``
KV tokens; the last slot runs only short interactive jobs, so one starts as soon as it
arrives while long ones run.

Whether the lane is worth its cost is a measurement, not a guess: it costs long jobs the
slot they may not take, which matters only where a second sequence runs nearly as fast as
one alone (a GPU batches it nearly free; a CPU with one thread runs two at 32 tok/s each
against 85 alone, so there one long job at a time loses nothing). ``auto`` keeps it on
until the decode rates the sidecar observes say otherwise: when two sequences at once
give more than ``MAX_COST`` more throughput than one alone, it turns off, and says so.
"""

from __future__ import annotations

from dataclasses import dataclass

from .jobs import Job, Priority

MAX_COST = 0.10  # the lane stays on (auto) while it costs long jobs at most this much throughput
MIN_SAMPLES = 3  # replies of each kind (alone, beside another) before auto decides


@dataclass
class _Mean:
    value: float = 0.0
    n: int = 0

    def add(self, x: float) -> None:
        self.n += 1
        self.value += (x - self.value) / min(self.n, 20)  # a running mean, then an EWMA


class ExpressLane:
    def __init__(self, mode: str = "auto", long_seconds: float = 8.0, long_tokens: int = 128) -> None:
        if mode not in ("auto", "on", "off"):
            raise ValueError(f"express_lane must be auto, on or off, not {mode!r}")
        self.mode = mode
        self.long_seconds = long_seconds
        # in tokens as well as seconds: once a fast backend's rates are learned, a 300-token
        # essay is predicted under a few seconds, and it still should not take the lane
        self.long_tokens = long_tokens
        self.alone = _Mean()  # decode tokens/s of a sequence that ran alone
        self.beside = _Mean()  # ... of one that ran beside at least one other

    def bulk(self, job: Job) -> bool:
        """Whether ``job`` may not take the lane: predicted long, or batch."""
        if job.priority is Priority.BATCH or job.size >= self.long_seconds:
            return True
        return min(job.predicted_tokens, job.max_tokens) >= self.long_tokens

    @property
    def gain(self) -> float | None:
        """Throughput of two sequences at once over one alone, once measured."""
        if self.alone.n < MIN_SAMPLES or self.beside.n < MIN_SAMPLES or self.alone.value <= 0:
            return None
        return 2.0 * self.beside.value / self.alone.value

    def active(self, slots: int) -> bool:
        if slots < 2 or self.mode == "off":
            return False
        if self.mode == "on":
            return True
        gain = self.gain
        return gain is None or gain <= 1.0 + MAX_COST

    def allows(self, job: Job, running: list[Job], slots: int, budget: int) -> bool:
        """Whether ``job`` may start with ``running`` on ``slots`` slots and ``budget``
        KV tokens (the other capacity checks are the ledger's)."""
        if not self.bulk(job) or not self.active(slots):
            return True
        bulk = [j for j in running if self.bulk(j)]
        if len(bulk) >= slots - 1:
            return False
        if not bulk:
            return True  # one that needs more than the long jobs' share still runs, alone
        return sum(j.reservation for j in bulk) + job.reservation <= budget - budget // slots

    def observe(self, peers: int, tokens: int, seconds: float | None) -> bool:
        """A reply's decode rate, and how many sequences ran at most beside it (``peers``
        counts itself). Returns whether auto's decision changed."""
        if not seconds or seconds <= 0 or tokens < 16:
            return False
        before = self.active(2)
        (self.alone if peers <= 1 else self.beside).add(tokens / seconds)
        return self.active(2) != before

    def describe(self, slots: int, several_models: bool = False) -> str:
        if several_models:
            return "off (a backend that loads models on demand)"
        if slots < 2:
            return "off (one slot)"
        state = "on" if self.active(slots) else "off"
        how = "configured" if self.mode != "auto" else "auto"
        gain = self.gain
        if gain is None:
            return f"{state} ({how}: until two sequences at once are measured against one)"
        return (
            f"{state} ({how}: two sequences at once decode {gain:.2f}x the tokens of one alone, "
            f"{self.beside.value:.1f} against {self.alone.value:.1f} tok/s each)"
        )
