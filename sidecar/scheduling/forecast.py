"""What a scheduler expects, read from its state: how long its running jobs still run, when
its slots free, when a job arriving now would finish, how long its queue takes to drain.

Nothing here decides or changes a schedule. Routing compares backends by ``predicted_finish``,
supervision by ``first_free_in``, refusals carry ``drain_seconds`` as Retry-After, and the
queue's view and the dashboard show the rest. Each reads a scheduler through the views
``Schedule`` names (``scheduler.Scheduler`` has them; this module does not import it).
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Protocol

from sidecar.scheduling.jobs import Job

if TYPE_CHECKING:
    from sidecar.scheduling.jobs import Rates, SchedulerSettings
    from sidecar.scheduling.order import Policy
    from sidecar.scheduling.residency import Residency


class Schedule(Protocol):
    """What the forecasts read of a scheduler."""

    clock: Callable[[], float]
    rates: Callable[[Job], Rates]
    paused: bool
    policy: Policy
    settings: SchedulerSettings
    residency: Residency | None

    @property
    def running(self) -> list[Job]: ...
    @property
    def waiting(self) -> list[Job]: ...
    @property
    def slots(self) -> int: ...
    def service_seconds(self, job: Job, output_tokens: float | None = None) -> float: ...
    def refresh_loads(self) -> None: ...


def ran(job: Job, now: float) -> float:
    """Seconds a job has run (0 while it waits)."""
    return 0.0 if job.admitted_at is None else now - job.admitted_at


def remaining(s: Schedule, job: Job, now: float) -> float:
    """Expected seconds a running job still runs. Within its prediction, what is left of
    it; past it (the job ran longer than predicted), half as long again as it has run,
    up to what its cap still allows: a job that has overrun is likely a long one, and
    it is never expected to end this instant."""
    done = ran(job, now)
    left = job.size - done
    if left > 0:
        return left
    at_most = s.service_seconds(job, float(job.max_tokens)) - done
    return max(0.0, min(0.5 * done, at_most))


def tokens_so_far(s: Schedule, job: Job, now: float) -> tuple[float, bool]:
    """Reply tokens a running job has made: counted from its stream, or (a reply not
    streamed, or none counted yet) estimated from how long it has run at the learned
    rates. Returns (tokens, estimated)."""
    if job.streamed_tokens:
        return float(job.streamed_tokens), False
    r = s.rates(job)
    decoding = ran(job, now) - job.prompt_tokens / r.prefill
    return max(0.0, min(float(job.max_tokens), decoding * r.decode)), True


def slots_free_in(s: Schedule, now: float) -> list[float]:
    """Predicted seconds until each slot is free, as a heap: 0 for an idle slot, the
    expected work left for a busy one (``remaining``)."""
    free = [remaining(s, j, now) for j in s.running]
    free += [0.0] * max(0, s.slots - len(free))
    heapq.heapify(free)
    return free


def first_free_in(s: Schedule) -> float:
    """Predicted seconds until a slot is free (0 if one is free now)."""
    return slots_free_in(s, s.clock())[0]


def predicted_finish(s: Schedule, job: Job) -> float:
    """Seconds from now until ``job`` would finish on this scheduler's backend if it arrived
    now: each slot runs out its running job, then the waiting jobs that would go before this
    one, in turn; this one starts at the first slot free. Infinite while the backend is down."""
    if s.paused:
        return math.inf
    now = s.clock()
    s.refresh_loads()
    size = s.service_seconds(job)
    load = s.residency.load_cost(job.model) if s.residency else 0.0
    aging = s.settings.aging
    me = (int(job.priority), s.policy.key(replace(job, size=size, load=load, arrival=now), aging))
    free = slots_free_in(s, now)
    for j in s.waiting:
        if (int(j.priority), s.policy.key(j, aging)) <= me:
            heapq.heapreplace(free, free[0] + j.size)
    return free[0] + size + load


def drain_seconds(s: Schedule) -> float:
    """Predicted time until today's queue is served: the basis of Retry-After."""
    now = s.clock()
    work = sum(j.size for j in s.waiting) + sum(remaining(s, j, now) for j in s.running)
    return work / max(1, s.slots)
