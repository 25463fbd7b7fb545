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
slot they may not take, which matters only where one sequence more adds throughput (a GPU
batches it nearly free; a CPU with one thread runs two at 32 tok/s each against 85 alone,
so there one long job at a time loses nothing). ``auto`` keeps it on until the decode
rates the sidecar observes (``concurrency.DecodeMeter``: tokens a second with k sequences
at once) say otherwise: when the slot it keeps would add more than ``MAX_COST`` of the
throughput all slots give, it turns off, and says so; it turns on again below that.

The measurement needs every slot busy, and with the lane on only short work fills the last
one: traffic with no short work (agents' tool loops, a batch alone) would keep the lane on
for ever, one slot idle, its cost never seen. So once ``auto`` has measured ``slots - 1``
sequences at once and not yet ``slots``, the job at the head of the queue may take the last
slot (``measuring``): a few seconds of every slot busy settle the cost, and from then on it
decides.
"""

from __future__ import annotations

from sidecar.scheduling.concurrency import DecodeMeter
from sidecar.scheduling.jobs import Job, Priority

MAX_COST = 0.10  # the lane stays on (auto) while it costs long jobs at most this much throughput


class ExpressLane:
    def __init__(
        self, mode: str = "auto", long_seconds: float = 8.0, long_tokens: int = 128, meter: DecodeMeter | None = None
    ) -> None:
        if mode not in ("auto", "on", "off"):
            raise ValueError(f"express_lane must be auto, on or off, not {mode!r}")
        self.mode = mode
        self.long_seconds = long_seconds
        # in tokens as well as seconds: once a fast backend's rates are learned, a 300-token
        # essay is predicted under a few seconds, and it still should not take the lane
        self.long_tokens = long_tokens
        self.meter = meter or DecodeMeter()  # the backend's decode rates by concurrency

    def bulk(self, job: Job) -> bool:
        """Whether ``job`` may not take the lane: predicted long, or batch."""
        if job.priority is Priority.BATCH or job.size >= self.long_seconds:
            return True
        return min(job.predicted_tokens, job.max_tokens) >= self.long_tokens

    def cost(self, slots: int) -> float | None:
        """The throughput long jobs lose to the lane (one slot fewer than ``slots``) where
        every slot could hold one, once both rates are measured."""
        gain = self.meter.gain(slots)
        return None if gain is None else 1.0 - 1.0 / gain

    def active(self, slots: int) -> bool:
        if slots < 2 or self.mode == "off":
            return False
        if self.mode == "on":
            return True
        cost = self.cost(slots)
        return cost is None or cost <= MAX_COST

    def measuring(self, slots: int) -> bool:
        """Whether ``auto`` has seen ``slots - 1`` sequences decode at once and still has to
        see ``slots`` to learn the lane's cost."""
        if self.mode != "auto" or slots < 2 or self.meter.per_sequence(slots) is not None:
            return False
        return self.meter.per_sequence(slots - 1) is not None

    def allows(self, job: Job, running: list[Job], slots: int, budget: int, *, head: bool = False) -> bool:
        """Whether ``job`` may start with ``running`` on ``slots`` slots and ``budget``
        KV tokens (the other capacity checks are the ledger's). ``head``: ``job`` is the
        queue's first, which may take the last slot while the lane's cost is unmeasured."""
        if not self.bulk(job) or not self.active(slots):
            return True
        if head and self.measuring(slots):
            return True
        bulk = [j for j in running if self.bulk(j)]
        if len(bulk) >= slots - 1:
            return False
        if not bulk:
            return True  # one that needs more than the long jobs' share still runs, alone
        return sum(j.reservation for j in bulk) + job.reservation <= budget - budget // slots

    def describe(self, slots: int, several_models: bool = False) -> str:
        if several_models:
            return "off (a backend that loads models on demand)"
        if slots < 2:
            return "off (one slot)"
        state = "on" if self.active(slots) else "off"
        how = "configured" if self.mode != "auto" else "auto"
        cost = self.cost(slots)
        if cost is None:
            return f"{state} ({how}: until {slots - 1} and {slots} sequences at once are measured)"
        more, fewer = self.meter.throughput(slots), self.meter.throughput(slots - 1)
        return (
            f"{state} ({how}: {slots} sequences at once decode {more:.1f} tok/s, {slots - 1} decode "
            f"{fewer:.1f}: the lane costs long jobs {100 * max(0.0, cost):.0f}%)"
        )
