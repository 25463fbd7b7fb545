"""Shortest-job-first admission with aging, priorities, KV headroom, and suspension of
long streamed replies for short work.

The ``Scheduler`` is a plain class: no sockets, no event loop, time from an injected clock.
The proxy (through ``admission.Admission``), the simulator and the tests drive this same
class. Decisions happen only when something changes: a job arrives (``submit``), a job
ends (``release``/``cancel``), or the owner asks (``admit``).

Ordering: the policies (``order.POLICIES``: fcfs, sjf, sjf-aging, the default), lower key
first; ``order`` says how each keys a job.

Four rules sit on top of the order, in this precedence:

1. Priority: ``interactive`` jobs go before ``batch`` jobs (within a class, the policy).
2. Fair share (``fair_share``, on by default): within a priority class, tenants share the
   backend's time by weight (``tenancy.FairShare``: start-time fair queuing over predicted
   service seconds, corrected by actual seconds when a job ends); within a tenant, the
   policy's order. A tenant alone gets the whole backend. Per tenant, ``max_queue`` and a
   token rate bound intake (429 with Retry-After for that tenant alone).
3. Hard starvation bound: a job that has waited ``max_wait`` seconds is *overdue* and is
   admitted at the next free slot before anything that is not overdue, oldest first,
   whatever its class or tenant. In a non-preemptive system the bound is therefore ``max_wait`` plus
   the time until a slot frees.
4. Aged-share cap: admissions that the pure size order would not have made ("aged" ones:
   a smaller job was waiting) may take at most ``aged_share`` of the backend's slot time
   in any ``aged_window`` seconds. Past the cap the next admission is the shortest job.
   Under congestion this keeps a stream of aged long jobs from turning the queue back
   into FCFS, which would throw away the short-job gain; overdue jobs still get at least
   ``aged_share`` of the backend, so they progress, and the bound stretches by at most
   ``1 / aged_share`` only while overdue work alone exceeds that share (overload, where
   the bounded queue and queue timeouts take over).

Cost: an admission reads the heads of sorted queues (``order.WaitQueue``); what stays
linear in the queue's length is the test whether it passed a smaller job (aged).

Capacity: a job is admitted only when a slot is free and its KV reservation fits the free
budget (``ledger.Ledger``). When the most urgent job does not fit, a smaller one that does
may go first (backfilling) only while the urgent job would still be admitted before
``max_wait``.

Suspending (``preempt``, ``suspend``; ``settings.preempt``: off | batch | auto): when the
queue's first job cannot start, one running streamed reply with far more work left may be
asked to stop and wait again as what is left; ``suspension`` decides which, and what it is
then.

Several models on one backend: each resident model runs its own slots and KV budget, and a
job that needs a load starts only when the backend could load now (``residency`` says how).
"""

from __future__ import annotations

import itertools
import math
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import replace

from sidecar.config import DEFAULT_DECODE_RATE, DEFAULT_PREFILL_RATE
from sidecar.scheduling import forecast
from sidecar.scheduling.concurrency import DecodeMeter, ParallelismLearner, tally, whole_sample
from sidecar.scheduling.jobs import Capacity, Counters, Job, JobState, Rates, SchedulerSettings
from sidecar.scheduling.lane import ExpressLane
from sidecar.scheduling.ledger import Ledger
from sidecar.scheduling.order import WaitQueue, policy_named
from sidecar.scheduling.residency import Residency
from sidecar.scheduling.suspension import Suspensions
from sidecar.scheduling.tenancy import FairShare, Policies, Quotas, intake_refusal


class Scheduler:
    """Decides which waiting job runs next.

    >>> s = Scheduler(Capacity(slots=1), clock=lambda: 0.0)
    >>> s.submit(Job("a", prompt_tokens=10, predicted_tokens=500, max_tokens=1000))
    >>> s.submit(Job("b", prompt_tokens=10, predicted_tokens=20, max_tokens=1000))
    >>> [j.id for j in s.admit()]          # one slot: the shortest goes first
    ['b']
    """

    def __init__(
        self,
        capacity: Capacity,
        *,
        clock: Callable[[], float],
        settings: SchedulerSettings | None = None,
        rates: Callable[[Job], Rates] | None = None,
        tenants: Policies | None = None,
        residency: Residency | None = None,
    ) -> None:
        self.settings = settings or SchedulerSettings()
        self.policy = policy_named(self.settings.policy)
        self.clock = clock
        self.rates: Callable[[Job], Rates] = rates or (lambda job: _DEFAULT_RATES)
        self._q = WaitQueue(self.order_key)
        self._running: dict[str, Job] = {}
        self.residency = residency
        self.ledger = Ledger(capacity, residency)  # slots and KV tokens the running jobs hold
        self._residency_seen = -1
        self._aged_log: deque[tuple[float, float]] = deque()  # (time, slot-seconds) of aged admissions
        self._seq = itertools.count()
        self.tenants = tenants or Policies()
        self.fair = FairShare()
        self.quotas = Quotas(self.tenants)
        s = self.settings
        self.meter = DecodeMeter()  # decode rates by how many sequences run at once
        self.lane = ExpressLane(s.express_lane, s.express_long_seconds, s.express_long_tokens, self.meter)
        self.parallelism: ParallelismLearner | None = None  # set where the backend's parallelism is learned
        self._mix_since = 0.0  # when the running set (or one's prefill-to-decode step) last changed
        self._tallied = 0.0  # until when the running jobs' ``beside`` seconds are counted
        self.counters = Counters()
        self.paused = False  # the backend is unreachable: admit nothing until it returns
        self.suspensions = Suspensions(self.rates)

    def reconfigure(self, settings: SchedulerSettings) -> None:
        """New settings (a reload): new decisions follow them, the waiting jobs are ordered
        by the new policy; running jobs are not touched."""
        self.policy = policy_named(settings.policy)
        self.settings = settings
        self.lane.mode, self.lane.long_seconds = settings.express_lane, settings.express_long_seconds
        self.lane.long_tokens = settings.express_long_tokens
        self._q.rekey()

    @property
    def capacity(self) -> Capacity:
        """One slot's context, the slots and the KV budget (of one model, under residency);
        learned from the backend, so it may change while jobs run."""
        return self.ledger.capacity

    @capacity.setter
    def capacity(self, capacity: Capacity) -> None:
        self.ledger.capacity = capacity

    @property
    def _waiting(self) -> dict[str, Job]:
        """Waiting jobs by id, in arrival order (read-only: change them through ``_q``)."""
        return self._q.by_id

    # --- sizes -------------------------------------------------------------------------

    def service_seconds(self, job: Job, output_tokens: float | None = None) -> float:
        """A job's predicted seconds on the backend: its prompt (a resumed reply's, as much as
        the cache misses) and its reply."""
        r = self.rates(job)
        out = job.predicted_tokens if output_tokens is None else output_tokens
        prompt = self.suspensions.resume_seconds(job) if job.produced else job.prompt_tokens / r.prefill
        return prompt + min(out, job.max_tokens) / r.decode

    def resize(self, model: str, tokens: Callable[[Job], float | None] | None = None) -> int:
        """Size the waiting jobs of ``model`` again, at the rates learned since they arrived
        and, where ``tokens`` gives one, at a new predicted length; returns how many.

        Jobs are sized when they arrive. A fresh sidecar sizes a burst at default rates and
        length offset; its first replies teach it the backend's, and the jobs still waiting
        should be ordered by those. O(n log n) in the waiting jobs: the sidecar calls it while
        a model's rates are young and now and then after.
        """
        jobs = [j for j in self._q.by_id.values() if j.model == model]
        if not jobs:
            return 0
        for job in jobs:
            new = tokens(job) if tokens is not None else None
            if new is not None:
                job.predicted_tokens = new
            job.size = self.service_seconds(job)
        if self.policy.sized:
            self._q.rekey()
        self.counters.resizes += 1
        return len(jobs)

    def resize_job(self, job: Job, predicted_tokens: float, *, score: float | None = None) -> bool:
        """Give one waiting job a new predicted length (the second stage read its prompt)
        and move it to where that places it; False if it no longer waits here. O(log n)
        to find its place, O(n) at worst to move it in its (priority, tenant) list."""
        if self._q.by_id.get(job.id) is not job:
            return False
        job.predicted_tokens = predicted_tokens
        if score is not None:
            job.score = score
            job.refined = True
        job.size = self.service_seconds(job)
        if self.policy.sized:
            self._q.rekey_one(job)
        self.counters.refined += 1
        return True

    def has_waiting(self, job: Job) -> bool:
        """Whether ``job`` waits in this queue."""
        return self._q.by_id.get(job.id) is job

    def upcoming(self, n: int) -> Iterator[Job]:
        """The first ``n`` waiting jobs in the order they would be admitted if all had room
        (lazy: a reader that stops early pays for what it read). Do not change the queue
        while iterating."""
        self.refresh_loads()
        return itertools.islice(self._ranked(self.clock()), n)

    @property
    def slots(self) -> int:
        cap = self.capacity.slots * (self.residency.places if self.residency else 1)
        return min(cap, self.settings.max_in_flight) if self.settings.max_in_flight else cap

    # --- intake ------------------------------------------------------------------------

    def submit(self, job: Job, *, moved: bool = False) -> None:
        """Queue a job, or raise ``Rejected`` at once (the queue or a tenant's share is full). A job ``moved``
        here from another backend keeps its arrival time (its wait counts from then) and
        was already counted and charged where it came from."""
        now = self.clock()
        if moved:
            self.counters.moved_in += 1
            job.caused_load = job.aged = job.overdue = False
            job.admitted_at = None
        else:
            self.counters.submitted += 1
            refused = intake_refusal(
                job,
                now,
                self.settings,
                self._waiting.values(),
                self.quotas,
                waiting_tokens=self.waiting_tokens,
                drain=lambda: forecast.drain_seconds(self),
            )
            if refused is not None:
                self._reject(job, refused[0])
                raise refused[1]
            job.arrival = now
        job.seq = next(self._seq)
        job.state = JobState.WAITING
        job.size = self.service_seconds(job)
        job.load = self.residency.load_cost(job.model) if self.residency else 0.0
        job.reservation = self.ledger.reservation(job, self.settings.unsized_reserve)
        self._q.add(job)

    def _reject(self, job: Job, reason: str) -> None:
        job.state = JobState.REJECTED
        self.counters.rejected[reason] = self.counters.rejected.get(reason, 0) + 1

    # --- decisions ---------------------------------------------------------------------

    def refresh_loads(self) -> None:
        """Size the waiting jobs' loads again after the resident models (or a load's cost)
        changed."""
        r = self.residency
        if r is None or r.version == self._residency_seen:
            return
        self._residency_seen = r.version
        for j in self._q.by_id.values():
            j.load = r.load_cost(j.model)
        if self.policy.sized:
            self._q.rekey()

    def _aged_share_used(self, now: float) -> float:
        w = self.settings.aged_window
        while self._aged_log and self._aged_log[0][0] <= now - w:  # window is (now - w, now]
            self._aged_log.popleft()
        return sum(s for _, s in self._aged_log) / (w * self.slots)

    def _cap_reached(self, now: float) -> bool:
        """Whether aged admissions have used their share of the window (1.0: no cap)."""
        return self.settings.aged_share < 1.0 and self._aged_share_used(now) >= self.settings.aged_share

    def order_key(self, job: Job) -> tuple:
        """Where a waiting job stands in the policy's order (lower goes first): priority,
        the policy's key, arrival sequence. Comparable across schedulers with the same
        policy (the sequence then only breaks ties)."""
        return (int(job.priority), self.policy.key(job, self.settings.aging), job.seq)

    def _pick(self, now: float) -> Job | None:
        """The job to admit now, or None (no job, or capacity held for an urgent one)."""
        if self.paused or not self._waiting or len(self._running) >= self.slots:
            return None
        self.refresh_loads()
        s = self.settings
        overdue = self._overdue(now) if self.policy.ages else []
        if overdue and not self._cap_reached(now):
            head = overdue[0]
            if self.ledger.fits(head):  # the wait bound comes before the express lane
                head.overdue = True
                return head
            return None  # hold capacity: nothing may pass an overdue job that waits for room
        ordered = self._ranked(now)
        head = next(ordered)
        if self._fits(head, head=True):
            return head
        # (a head that waits for its model to load is passed like any other: the loaded
        # models' work goes on while the head's bound is not at risk; then nothing passes
        # it, the model it would replace drains, and the load happens)
        for cand in ordered:  # backfill while the head's bound is not at risk
            if self.policy.ages and now - head.arrival + cand.size >= s.max_wait:
                break
            if self._fits(cand):
                self.counters.backfills += 1
                return cand
        return None

    def _fits(self, job: Job, *, head: bool = False) -> bool:
        """Whether ``job`` could start now: the ledger has room, and the express lane
        lets it (a long or batch job may not take the last slot; ``head``, the queue's
        first, may while the lane still measures its cost). A backend that loads models on
        demand has no lane: its slots are each loaded model's."""
        if not self.ledger.fits(job):
            return False
        lane = self.lane.allows(job, self.running, self.slots, self.ledger.budget, head=head)
        return self.residency is not None or lane

    def _ranked(self, now: float) -> Iterator[Job]:
        """Waiting jobs in the order they would be admitted if all had room (the wait bound
        aside; ``order.WaitQueue.ranked``); past the aged-share cap the shortest goes next."""
        fair = self.fair if self.settings.fair_share else None
        cap = self.policy.ages and self._cap_reached(now)
        return self._q.ranked(shortest_next=cap, fair=fair, weight=self.weight, order=self.order_key)

    def _overdue(self, now: float) -> list[Job]:
        """Jobs past the wait bound, in the order they go (``order.WaitQueue.overdue``)."""
        bound = self.settings.max_wait if self.policy.ages else math.inf
        return self._q.overdue(now, bound, fair=self.fair if self.settings.fair_share else None, weight=self.weight)

    def weight(self, tenant: str) -> float:
        return self.tenants.policy(tenant).weight

    def admit(self) -> list[Job]:
        """Admit every job that may start now; the caller dispatches them."""
        now = self.clock()
        if self.parallelism is not None and self.parallelism.revisit(now):
            self.capacity = replace(self.capacity, slots=self.parallelism.slots)
        out = []
        while (job := self._pick(now)) is not None:
            self._start(job, now)
            out.append(job)
        return out

    def _start(self, job: Job, now: float) -> None:
        self._q.remove(job)
        if self.policy.sized:
            # aged: a smaller job that would fit waits (of its tenant, under fair share);
            # the size test comes first, it is the cheap one and usually false
            rank, fair = (int(job.priority), job.size), self.settings.fair_share
            own = other = False
            for o in self._waiting.values():
                if (int(o.priority), o.size) < rank and self._fits(o):
                    if o.tenant == job.tenant or not fair:
                        own = True
                        break
                    other = True
            if own:
                job.aged = True
                self.counters.aged_admissions += 1
                self._aged_log.append((now, job.size))
            elif other:  # only other tenants' smaller jobs waited: their tenants had their share
                self.counters.fair_share_admissions += 1
        if self.residency is not None:
            job.load = self.residency.load_cost(job.model)
            job.caused_load = self.residency.enter(job.model, self.ledger.by_model)
            self.counters.model_loads += job.caused_load
        self.fair.charge(job.tenant, job.charge, self.weight(job.tenant))  # a load, to who caused it
        if job.overdue:
            self.counters.overdue_admissions += 1
        if job.suspended_at is not None:  # a suspended reply resumes
            job.suspended_seconds += now - job.suspended_at
            job.suspended_at = None
            self.counters.resumed += 1
        job.state = JobState.RUNNING
        job.admitted_at = now
        self._tally(now)
        job.beside = {}
        self._running[job.id] = job
        self.ledger.take(job)
        self._mix_since = now
        if self.parallelism is not None:
            peers = {j.id for j in self._running.values() if j.model == job.model and j is not job}
            self.parallelism.started(job.id, peers, now, job.prompt_tokens / self.rates(job).prefill)
        self.counters.admitted += 1

    # --- while running -----------------------------------------------------------------

    def grow(self, job: Job, output_tokens: int) -> str | None:
        """A running job has produced ``output_tokens``: grow its reservation if needed, and
        measure the decode rate (``concurrency.DecodeMeter``). Returns what the parallelism
        trial settled by this job's first byte, if it did (``ParallelismLearner.first_byte``)."""
        if job.state is not JobState.RUNNING:
            return None
        now = self.clock()
        settled = None
        if job.progress_at is None:  # its first reply tokens: it has read its prompt
            self._mix_since = now
            if job.produced and job.admitted_at is not None:  # a resume: what reading it again took
                self.suspensions.resumed(job, now - job.admitted_at)
            if self.parallelism is not None:
                settled = self.parallelism.first_byte(job.id, now)
                if settled is not None:
                    self.capacity = replace(self.capacity, slots=self.parallelism.slots)
        elif job.progress_at >= self._mix_since and all(self._decoding(j, now) for j in self._running.values()):
            self.meter.add(len(self._running), output_tokens - job.streamed_tokens, now - job.progress_at)
        job.progress_at = now
        job.streamed_tokens = output_tokens
        self.counters.overcommit_tokens += self.ledger.grow(
            job, min(job.prompt_tokens + output_tokens, self.capacity.slot_context)
        )
        return settled

    def _decoding(self, job: Job, now: float) -> bool:
        """Whether a running job is past its prompt: a stream that reported its first tokens,
        or an unstreamed reply (it reports nothing until its end) running longer than its
        prompt should take."""
        if job.streams:
            return job.progress_at is not None
        return job.admitted_at is not None and now - job.admitted_at >= self._prefill_seconds(job)

    def _prefill_seconds(self, job: Job) -> float:
        return job.prompt_tokens / self.rates(job).prefill

    def _tally(self, now: float) -> None:
        """Count the time since the last change of the running set into each running
        unstreamed job's ``beside`` (``concurrency.tally``); called before the set changes."""
        tally(self._running.values(), now - self._tallied)
        self._tallied = now

    def _meter_whole(self, job: Job, output_tokens: int, now: float) -> None:
        """An unstreamed reply ended: one decode sample for the meter, if it ran nearly all
        its time beside the same number of jobs (``concurrency.whole_sample``)."""
        ran = now - job.admitted_at if job.admitted_at is not None else 0.0
        if (sample := whole_sample(job, output_tokens, ran - self._prefill_seconds(job))) is not None:
            self.meter.add(*sample)

    # --- suspending --------------------------------------------------------------------

    def preempt(self) -> Job | None:
        """Ask one running reply to stop so that the queue's first job starts
        (``suspension``); returns it (``Job.suspend_asked`` set), or None."""
        s = self.settings
        if s.preempt == "off" or self.paused or not self._waiting:
            return None
        if any(j.suspend_asked for j in self._running.values()):
            return None  # one at a time: the last one asked has not stopped yet
        now = self.clock()
        if self.policy.ages and self._overdue(now):
            return None  # a freed slot would go to the overdue job, not to the short one
        head = next(self._ranked(now), None)
        if head is None or (len(self._running) < self.slots and self.ledger.fits(head)):
            return None  # it starts, or only the express lane holds it back
        victim = self.suspensions.victim(
            head, self._running.values(), now, s,
            key=lambda j: self.policy.key(j, s.aging),
            room=lambda j: self.ledger.free(head.model) + j.reservation,
            same_model=lambda j: self.residency is None or j.model == head.model,
            service=self.service_seconds,
            behind=(len(self._waiting) - 1) / max(1, self.slots),
        )  # fmt: skip
        if victim is not None:
            self.counters.suspends_asked += 1
        return victim

    def suspend(self, job: Job, produced: int) -> bool:
        """The running ``job``'s reply was cut after ``produced`` tokens of this leg: it gives
        back its slot and reservation and waits again as what is left
        (``Suspensions.cut``). Returns whether it ran here."""
        if not self._runs_here(job):
            return False
        now = self.clock()
        self._unrun(job)
        if job.admitted_at is not None:
            self.fair.correct(job.tenant, now - job.admitted_at - job.charge, self.weight(job.tenant))
        self.suspensions.cut(job, produced, now)
        job.state = JobState.WAITING
        job.admitted_at = None
        job.caused_load = job.aged = job.overdue = False
        job.size = self.service_seconds(job)
        job.reservation = self.ledger.reservation(job, self.settings.unsized_reserve)
        self._q.add(job)
        self.counters.admitted -= 1
        self.counters.suspended += 1
        return True

    # --- endings -----------------------------------------------------------------------

    def release(self, job: Job, *, ok: bool = True, output_tokens: int | None = None) -> None:
        """A running job has finished (``ok``) or failed; free its slot and reservation.
        ``output_tokens``: what an unstreamed reply decoded (the decode meter learns from it).
        A job that does not run here is left alone (releasing twice does nothing)."""
        if not self._runs_here(job):
            return
        self._unrun(job)
        if ok and output_tokens is not None:
            self._meter_whole(job, output_tokens, self.clock())
        job.state = JobState.COMPLETED if ok else JobState.FAILED
        job.finished_at = self.clock()
        self._settle(job)
        if ok:
            self.counters.completed += 1
        else:
            self.counters.failed += 1

    def cancel(self, job: Job) -> None:
        """The client gave up: drop a waiting job, or free a running one's capacity."""
        if job.state is JobState.WAITING and self._waiting.get(job.id) is job:
            self._q.remove(job)
            self.counters.cancelled_waiting += 1
            self._refund_tokens(job, job.charged_tokens)
        elif self._runs_here(job):
            self._unrun(job)
            self.counters.cancelled_running += 1
            job.finished_at = self.clock()
            self._settle(job)
        else:
            return
        job.state = JobState.CANCELLED
        job.finished_at = self.clock()

    def _runs_here(self, job: Job) -> bool:
        return job.state is JobState.RUNNING and self._running.get(job.id) is job

    def _unrun(self, job: Job) -> None:
        """Take a job off the running set and give back what it held."""
        self._tally(self.clock())
        del self._running[job.id]
        self.ledger.give_back(job)
        job.progress_at = None
        self._mix_since = self.clock()
        if self.parallelism is not None:
            self.parallelism.ended(job.id, self._mix_since)
        if job.caused_load and self.residency is not None:
            self.residency.settled(job.model)

    def _settle(self, job: Job) -> None:
        """A job left the backend: charge its tenant what it really used (seconds and tokens)."""
        if job.admitted_at is not None and job.finished_at is not None:
            used = job.finished_at - job.admitted_at
            self.fair.correct(job.tenant, used - job.charge, self.weight(job.tenant))
        if job.charged_tokens and job.streamed_tokens:
            predicted = min(job.predicted_tokens, job.max_tokens)
            self._refund_tokens(job, predicted - job.streamed_tokens)
        if not self._running and not self._waiting:
            self.fair.idle()
        elif len(self.fair) > 256 or len(self.quotas) > 256:
            self._forget()

    def _refund_tokens(self, job: Job, tokens: float) -> None:
        self.quotas.refund(job.tenant, tokens, self.clock())

    def _forget(self) -> None:
        """Bound per-tenant state: forget the fair-share tags of tenants with nothing
        waiting or running, and their token buckets once full again."""
        active = {j.tenant for j in self._waiting.values()} | {j.tenant for j in self._running.values()}
        self.fair.forget(lambda t: t in active)
        self.quotas.forget(lambda t: t in active, self.clock())

    def requeue(self, job: Job) -> None:
        """An admitted job could not reach the backend: back to its place in the queue.

        It keeps its arrival time and sequence number, so it is ordered as before and its
        wait (and queue timeout) still count from when it first arrived.
        """
        if not self._runs_here(job):
            return
        self._unrun(job)
        self.fair.correct(job.tenant, -job.charge, self.weight(job.tenant))  # it did not run
        job.caused_load = False
        job.state = JobState.WAITING
        job.admitted_at = None
        job.aged = job.overdue = False
        self._q.add(job)
        self.counters.admitted -= 1
        self.counters.requeued += 1

    def withdraw(self, job: Job) -> bool:
        """Take a waiting or admitted job away (to run on another backend), uncounted as a
        cancellation; whatever it reserved is freed. Returns whether it was here."""
        if self._waiting.get(job.id) is job:
            self._q.remove(job)
        elif self._running.get(job.id) is job:
            self._unrun(job)
            self.fair.correct(job.tenant, -job.charge, self.weight(job.tenant))
            self.counters.admitted -= 1
        else:
            return False
        self.counters.moved_out += 1
        return True

    def reject_waiting(self, reason: str) -> list[Job]:
        """Remove every waiting job as rejected (shutdown); returns them."""
        out = list(self._waiting.values())
        self._q.clear()
        now = self.clock()
        for j in out:
            self._reject(j, reason)
            j.finished_at = now
            self._refund_tokens(j, j.charged_tokens)
        return out

    def expire(self) -> list[Job]:
        """Remove and return waiting jobs past the queue timeout (answered with 503). A
        suspended reply never expires: it ran, its client is reading it, and the wait bound
        (``max_wait``, from its arrival) brings it back first."""
        now = self.clock()
        limit = self.settings.queue_timeout
        out = []
        for j in self._waiting.values():  # arrival order: stop at the first still in time
            if j.suspended_at is not None:
                continue
            if now - j.arrival < limit:
                break
            out.append(j)
        for j in out:
            self._q.remove(j)
            j.state = JobState.TIMED_OUT
            j.finished_at = now
            self.counters.timed_out += 1
            self._refund_tokens(j, j.charged_tokens)
        return out

    def next_expiry(self) -> float | None:
        """When the oldest waiting job that never ran times out (the owner sets a timer)."""
        first = next((j for j in self._waiting.values() if j.suspended_at is None), None)
        return first.arrival + self.settings.queue_timeout if first is not None else None

    # --- views -------------------------------------------------------------------------

    @property
    def waiting(self) -> list[Job]:
        return list(self._waiting.values())

    @property
    def running(self) -> list[Job]:
        return list(self._running.values())

    @property
    def reserved_tokens(self) -> int:
        return self.ledger.reserved

    @property
    def kv_budget(self) -> int:
        return self.ledger.budget

    def waiting_tokens(self) -> int:
        return sum(j.prompt_tokens for j in self._waiting.values())

    def plan(self) -> tuple[list[Job], int, list[float]]:
        """The waiting jobs in the order they would be admitted now (the overdue ones first,
        and how many they are), and when each slot frees: what the views show."""
        now = self.clock()
        self.refresh_loads()
        overdue = self._overdue(now)
        late = {j.id for j in overdue}
        rest = self._ranked(now) if len(overdue) < len(self._waiting) else iter(())
        return overdue + [j for j in rest if j.id not in late], len(overdue), forecast.slots_free_in(self, now)


_DEFAULT_RATES = Rates(prefill=DEFAULT_PREFILL_RATE, decode=DEFAULT_DECODE_RATE)
