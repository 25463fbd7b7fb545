"""The asyncio side of admission: each waiting request awaits a future the scheduler resolves.

The ``Scheduler`` decides; this class only turns its decisions into wake-ups. It calls
``admit`` whenever something changes (a job arrives, ends, or is cancelled), and keeps one
timer armed for the next queue timeout. A client that disconnects while it waits cancels
its handler; ``wait`` then removes the job at once, so it never reaches the backend.

It is the one interface a request has to its backend's scheduling: ``wait`` (submit and
await the decision), ``progress`` (tokens streamed), ``finish`` / ``abandon`` (the end),
``suspend`` (its reply was cut for shorter work: wait to resume), ``retry`` and
``withdraw`` (the backend turned out down), and what a reply taught (``resize``,
``load_took``). Fair shares, token buckets, residency and KV room are
consulted behind it, by the scheduler.
"""

from __future__ import annotations

import asyncio
import logging
import math
from collections.abc import Callable
from dataclasses import replace

from sidecar.errors import BackendError, QueueTimeout, Rejected
from sidecar.scheduling import forecast
from sidecar.scheduling.concurrency import ParallelismLearner
from sidecar.scheduling.jobs import Job
from sidecar.scheduling.queueview import starts
from sidecar.scheduling.scheduler import Scheduler

log = logging.getLogger("sidecar")


def lowered_budget(budget: int, in_use: int, own_reservation: int) -> int:
    """The budget after the backend ran out of room with ``in_use`` tokens reserved."""
    return max(own_reservation, min(budget, int(0.9 * in_use)))


# A learned KV budget rises again halfway to what the backend reports after this many
# replies in a row ended well since the last lesson (the backend was restarted with more
# room, or the lesson was one bad moment); another overflow lowers it again.
RECOVER_AFTER = 16


class Moved(Exception):  # noqa: N818 - a signal, not an error
    """The job left this backend's queue while it waited: its backend went down (the
    request routes it again), or an idle backend took it over (``to`` names it)."""

    def __init__(self, job: Job, to: object | None = None) -> None:
        super().__init__(job.id)
        self.job = job
        self.to = to


class Admission:
    """One future per waiting job. While the backend is down (``pause``) nothing is admitted;
    waiting jobs get 502 once the outage has lasted ``outage_grace`` seconds."""

    def __init__(
        self,
        scheduler: Scheduler,
        outage_grace: float = 30.0,
        backend: str = "",
        on_idle: Callable[[], None] | None = None,
        *,
        reached: bool = True,
    ) -> None:
        self.scheduler = scheduler
        self.outage_grace = outage_grace
        self.backend = backend
        self.on_idle = on_idle  # a slot is free and nothing waits here (several backends)
        self._waiters: dict[str, asyncio.Future[None]] = {}
        self._timer: asyncio.TimerHandle | None = None
        self._closed = False
        self._handover = False  # another process still dispatches to this backend
        self._outage_since: float | None = None
        # whether the backend has answered since the sidecar started: until it has, a
        # refused connection is most likely a wrong URL, and requests hear so at once
        # instead of waiting out a restart's grace
        self.reached = reached
        self.on_pool_learned: Callable[[int], None] | None = None  # a lower KV budget was learned
        self.on_parallel_learned: Callable[[ParallelismLearner], None] | None = None  # requests at once, learned
        self.on_lane_decided: Callable[[], None] | None = None  # auto changed the express lane's choice
        self._pool_lesson_at = -math.inf  # when the budget was last lowered
        self.reported_budget: int | None = None  # the KV budget the backend's own numbers give
        self._good_since_lesson = 0  # replies that ended well since the budget was last lowered
        self._places: dict[str, tuple[int, float]] | None = None  # place_of's plan, and when
        self._places_at = -math.inf

    async def wait(self, job: Job, *, moved: bool = False) -> None:
        """Queue ``job`` and return once it may run. Raises ``Rejected``,
        ``QueueTimeout``, ``BackendError`` (backend down too long), ``Moved`` (its backend
        went down and others are up: route it again); on cancellation the job leaves the
        queue (or frees its slot). ``moved``: it comes from another backend's queue."""
        if self._closed:
            raise Rejected(
                "the sidecar is shutting down; retry on another instance", status=503, retry_after=5.0, code="draining"
            )
        if self._outage_since is not None and not self.reached:
            raise self.never_answered()
        self.scheduler.submit(job, moved=moved)
        await self._admitted(job)

    def place_of(self, job: Job) -> tuple[int, float] | None:
        """A waiting job's position in the order (1: next) and the seconds until it is
        expected to start, from the queue's plan (computed at most once a second for all
        that ask: a keep-alive every few seconds per waiting stream must not sort the queue
        each time)."""
        now = self.scheduler.clock()
        if self._places is None or now - self._places_at >= 1.0:
            ordered, _, free = self.scheduler.plan()
            self._places = {j.id: (pos, eta) for j, pos, eta in starts(ordered, free)}
            self._places_at = now
        return self._places.get(job.id)

    def evict(self) -> int:
        """The backend is down and others are up: hand every waiting job back to its
        request (``Moved``) to be routed again. Returns how many."""
        return sum(self.hand_over(job, None) for job in self.scheduler.waiting)

    def hand_over(self, job: Job, to: object | None) -> bool:
        """Give a waiting job to another backend (``to``; None: to be routed again); its
        request waits there next."""
        fut = self._waiters.pop(job.id, None)
        if fut is None or fut.done() or not self.scheduler.withdraw(job):
            if fut is not None and not fut.done():
                self._waiters[job.id] = fut
            return False
        fut.set_exception(Moved(job, to))
        self._arm_timer()
        return True

    async def retry(self, job: Job) -> None:
        """The admitted ``job`` found the backend down: pause, requeue it, wait again."""
        self.pause()
        self.scheduler.requeue(job)
        await self._admitted(job)

    async def suspend(self, job: Job, produced: int) -> None:
        """The running ``job``'s reply was cut after ``produced`` tokens (the scheduler asked,
        ``Scheduler.preempt``): its capacity goes to the work it stopped for, and it waits
        here to resume. Raises as ``wait`` does; on cancellation it leaves the queue."""
        if self.scheduler.suspend(job, produced):
            log.info(
                "backend %s: suspended %s after %d tokens for %s", self.backend, job.id, job.produced, job.suspended_for
            )
        await self._admitted(job)

    async def requeue(self, job: Job) -> None:
        """The admitted ``job``'s reply never began (the backend had no KV room): back to
        its place in the queue, and wait again."""
        self.scheduler.requeue(job)
        await self._admitted(job)

    def context_exceeded(self, job: Job) -> int | None:
        """The backend ran out of KV room while ``job`` ran: the budget becomes what was
        reserved then (``lowered_budget``). Only a pool that others shared can be too small
        for them: a request alone that does not fit says so of itself, not of the pool.
        Jobs admitted before that lesson and failing with it teach nothing more. Returns
        the new budget, or None."""
        s = self.scheduler
        if job.admitted_at is not None and job.admitted_at <= self._pool_lesson_at:
            return None
        if sum(1 for j in s.running if j is not job) == 0:
            return None
        in_use = s.reserved_tokens + sum(s.ledger.overcommit.values())
        new = lowered_budget(s.kv_budget, in_use, job.reservation)
        self._pool_lesson_at = s.clock()
        self._good_since_lesson = 0
        if new >= s.kv_budget:
            return None
        s.capacity = replace(s.capacity, kv_budget=new)
        if self.on_pool_learned is not None:
            self.on_pool_learned(new)
        return new

    async def _admitted(self, job: Job) -> None:
        fut: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._waiters[job.id] = fut
        self.dispatch()
        try:
            await fut
        except asyncio.CancelledError:
            self._waiters.pop(job.id, None)
            self.scheduler.cancel(job)  # waiting: dropped; admitted meanwhile: slot freed
            self.dispatch()
            raise

    def never_answered(self) -> BackendError:
        return BackendError(
            f"cannot connect to the backend at {self.backend}: it has not answered since the sidecar "
            f"started; check that it runs there (backend.url)",
            retry_after=5.0,
        )

    def pause(self) -> None:
        if self._outage_since is None:
            self._outage_since = self.scheduler.clock()
        self.scheduler.paused = True

    def resume(self) -> None:
        self.reached = True
        self._outage_since = None
        self.scheduler.paused = self._handover
        self.dispatch()

    def await_handover(self) -> None:
        """Admit nothing until ``handed_over``, without an outage's clock: the process before this
        one still dispatches to the backend (a restart); requests queue meanwhile."""
        self._handover = True
        self.scheduler.paused = True

    @property
    def waiters(self) -> int:
        """Requests awaiting a decision here."""
        return len(self._waiters)

    @property
    def awaiting_handover(self) -> bool:
        """Admitting nothing while the process this one replaces still dispatches."""
        return self._handover

    def handed_over(self) -> None:
        self._handover = False
        self.scheduler.paused = self._outage_since is not None
        self.dispatch()

    @property
    def slot_context(self) -> int:
        """Tokens one request may hold on this backend: its prompt and its reply."""
        return self.scheduler.capacity.slot_context

    def progress(self, job: Job, output_tokens: int) -> None:
        """The running ``job`` has streamed ``output_tokens``: its KV reservation follows,
        the decode rates are measured, and what they change is said: the express lane's
        choice (auto), the parallelism learned (``concurrency.ParallelismLearner``); with
        work waiting, whether a running reply is now worth suspending (``preempt``)."""
        s = self.scheduler
        lane_was = s.lane.active(s.slots)
        settled = s.grow(job, output_tokens)
        self._lane_said(lane_was)
        if s.waiting and not self._closed:
            # a reply that outgrows its size may now be worth suspending for the job that
            # waits: decided as replies grow, not only when the queue changes
            s.preempt()
        if settled is not None and s.parallelism is not None:
            log.info("backend %s: runs %s", self.backend, s.parallelism.describe())
            if self.on_parallel_learned is not None:
                self.on_parallel_learned(s.parallelism)
            self.dispatch()  # one more may start (or the trial's slot is gone)

    def withdraw(self, job: Job) -> None:
        """Take the admitted ``job`` back (it goes to another backend): its slot frees."""
        self.scheduler.withdraw(job)
        self.dispatch()

    def resize(self, model: str, tokens: Callable[[Job], float | None]) -> None:
        """Size ``model``'s waiting jobs again (new rates; ``tokens``: new lengths)."""
        self.scheduler.resize(model, tokens)

    def load_took(self, job: Job, seconds: float) -> None:
        """Loading ``job``'s model (its admission caused the load) took ``seconds``."""
        r = self.scheduler.residency
        if job.caused_load and r is not None:
            r.observe_load(job.model, max(0.0, seconds))

    def _lane_said(self, was: bool) -> None:
        """Say it when the decode rates just measured turned the express lane on or off."""
        s = self.scheduler
        if s.lane.active(s.slots) != was and s.residency is None:
            log.info("backend %s: express lane %s", self.backend, s.lane.describe(s.slots))
            if self.on_lane_decided is not None:
                self.on_lane_decided()

    def finish(self, job: Job, *, ok: bool, output_tokens: int | None = None) -> None:
        """The job's reply ended (``ok``) or broke: free its capacity. ``output_tokens``:
        an unstreamed reply's length, which the decode meter learns from."""
        s = self.scheduler
        lane_was = s.lane.active(s.slots)
        s.release(job, ok=ok, output_tokens=output_tokens)
        self._lane_said(lane_was)
        if ok:
            self._recover_budget()
        self.dispatch()

    def _recover_budget(self) -> None:
        """A reply ended well: after ``RECOVER_AFTER`` of them since the last lesson, a
        learned budget below what the backend reports rises halfway back to it."""
        s, top, now = self.scheduler, self.reported_budget, self.scheduler.capacity.kv_budget
        if top is None or now is None or now >= top:
            return
        self._good_since_lesson += 1
        if self._good_since_lesson < RECOVER_AFTER:
            return
        self._good_since_lesson = 0
        raised = min(top, now + max(1, (top - now + 1) // 2))
        s.capacity = replace(s.capacity, kv_budget=raised)
        log.info(
            "backend %s: KV budget raised to %d tokens (%d replies ended well since the last overflow)",
            self.backend,
            raised,
            RECOVER_AFTER,
        )
        if self.on_pool_learned is not None:
            self.on_pool_learned(raised)

    def abandon(self, job: Job) -> None:
        """The client left while its reply streamed."""
        self.scheduler.cancel(job)
        self.dispatch()

    def dispatch(self) -> None:
        if self._outage_since is not None:
            down = self.scheduler.clock() - self._outage_since
            if down >= self.outage_grace:
                for job in self.scheduler.reject_waiting("backend_down"):
                    fut = self._waiters.pop(job.id, None)
                    if fut is not None and not fut.done():
                        fut.set_exception(
                            BackendError(
                                f"the backend at {self.backend} has been unreachable for {down:.0f} s; "
                                f"retry when it is back"
                            )
                        )
        for job in self.scheduler.expire():
            fut = self._waiters.pop(job.id, None)
            if fut is not None and not fut.done():
                waited = self.scheduler.clock() - job.arrival
                fut.set_exception(
                    QueueTimeout(
                        f"waited {waited:.0f} s in the sidecar's queue without reaching the backend "
                        f"(queue timeout {self.scheduler.settings.queue_timeout:g} s); retry later",
                        retry_after=forecast.drain_seconds(self.scheduler),
                    )
                )
        for job in self.scheduler.admit():
            fut = self._waiters.pop(job.id, None)
            if fut is None or fut.done():  # its client is gone: give the slot back
                self.scheduler.cancel(job)
                continue
            fut.set_result(None)
        if not self._closed:
            self.scheduler.preempt()  # its relay sees the flag at its next piece and suspends
        self._arm_timer()
        s = self.scheduler
        if self.on_idle is not None and not s.waiting and not s.paused and len(s.running) < s.slots:
            self.on_idle()

    def _arm_timer(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        when = self.scheduler.next_expiry()
        if self._outage_since is not None and self.scheduler.waiting:
            outage_end = self._outage_since + self.outage_grace
            when = outage_end if when is None else min(when, outage_end)
        if when is not None and not self._closed:
            loop = asyncio.get_running_loop()
            delay = max(0.0, when - self.scheduler.clock())
            self._timer = loop.call_later(delay + 0.001, self.dispatch)

    def close(self, message: str, retry_after: float = 5.0) -> int:
        """Stop admitting: answer every waiting request with 503 and ``Retry-After``.
        Returns how many."""
        self._closed = True
        if self._timer is not None:
            self._timer.cancel()
        n = 0
        for job in self.scheduler.reject_waiting("draining"):
            fut = self._waiters.pop(job.id, None)
            if fut is not None and not fut.done():
                fut.set_exception(Rejected(message, status=503, retry_after=retry_after, code="draining"))
                n += 1
        return n

    @property
    def closed(self) -> bool:
        return self._closed
