"""Suspension: which replies may be cut so that shorter work runs, which one is, and what
it is afterwards. The one owner of these decisions; the rest of the sidecar asks here.

Non-preemptive shortest-first leaves a short request that arrives while every slot runs a
long reply behind that reply. When the queue's first job cannot start and a running
streamed reply has far more work left than the first job at the high end of its size and its
resume would cost (``preempt_ratio`` times; the resume counted for each job waiting behind),
that reply is asked to stop. Its relay cuts the backend's stream
at the next event's end; the reply goes back in the queue as what is left (its arrival
kept, so aging and the wait bound hold for it), its partial reply part of its prompt (the
backend's cache holds what it kept of it: a resume's cost per prompt token is measured from
its first token, ``ResumeCosts``). Batch replies go first, then the interactive one with most
work left; never a reply the first job would not pass once suspended (it would run again at
once), one that is overdue, one suspended ``max_suspends`` times, or, on a backend that loads
models on demand, a reply of another model. One reply at a time is asked.

The decisions, each made here once:

- ``verdict``: at intake, whether this request's reply may ever be suspended, and whether an
  unstreamed one is read as a stream to make that possible (``Verdict``). What the API's
  codec says of the body (a field that constrains or seeds the output, a client's opt-out)
  comes in as ``refused``; the backends' kinds, the priority and the size are weighed here.
- ``eligible`` and ``Suspensions.victim``: which running reply is asked (``Job.suspend_asked``).
- ``cut_now``: at an event's end, whether the relay cuts there; a reply that began what
  cannot be continued (a tool call) says so once, and is never asked again.
- ``Suspensions.cut``: what the cut job is afterwards: what is left of its cap and of its
  size, reserved at the quantile its whole reply was reserved at.

Pure: no aiohttp, no event loop; time comes in as arguments.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

from sidecar.scheduling.jobs import Job, Priority, Rates, SchedulerSettings
from sidecar.scheduling.ledger import reserved_output

# the backends whose continuation of a reply is the reply (a trailing assistant message or
# the prompt plus the text continues it): llama-server's, and Ollama's (llama-server inside)
CONTINUES = frozenset({"llamacpp", "ollama"})
# an unstreamed interactive reply predicted this long is read as a stream so that it can be
# suspended (shorter ones are never worth it, and keep the backend's body byte for byte)
COLLECT_TOKENS = 256

BROKEN_CLAIM = 1e-6  # P(a reply this long | its prediction) below which the prediction is taken as broken
DEFAULT_SIGMA = 1.0  # log-spread of a reply's length around its prediction, when its reservation does not say
MIN_SIGMA = 0.3
# share of a resumed reply's prompt assumed computed again until resumes on the backend
# model say: llama-server's prompt cache (and Ollama's, llama-server inside) keeps the slot's
# last sequence and, with ``--cache-ram``, earlier ones; measured there, 1 token of 377
DEFAULT_RESUME_MISS = 0.25
RESUME_OVERHEAD = 0.05  # seconds a resume costs beyond its prompt's re-read: a new request's round trip
_NORMAL = statistics.NormalDist()


@dataclass(frozen=True)
class Verdict:
    """Whether a request's reply may be suspended, decided once at intake."""

    may: bool
    collect: bool = False  # the client asked for one body: the backend's stream is read here
    why_not: str | None = None  # what ruled it out, for the logs and the tests


def verdict(
    refused: str | None, kinds: Iterable[str], *, stream: bool, priority: Priority, predicted: float
) -> Verdict:
    """May this reply be suspended? ``refused``: what the API's codec found in the body that
    must not be continued (None: nothing); ``kinds``: the kinds of the backends it may run
    on (each must continue a reply as the reply); an unstreamed reply only where a
    suspension may pay (a batch reply, or one predicted ``COLLECT_TOKENS`` or more), read
    from the backend as a stream and answered whole."""
    if refused is not None:
        return Verdict(False, why_not=refused)
    odd = sorted(set(kinds) - CONTINUES)
    if odd:
        return Verdict(False, why_not=f"a {odd[0]} backend does not continue a reply")
    if stream:
        return Verdict(True)
    if priority is Priority.BATCH or predicted >= COLLECT_TOKENS:
        return Verdict(True, collect=True)
    return Verdict(False, why_not="a short reply asked for whole is relayed as the backend wrote it")


def cut_now(job: Job, continuable: bool) -> bool:
    """At an event's end: whether the relay cuts the reply here. The scheduler asked, and
    the reply so far may still be continued (``continuable``: the codec's word); a reply that
    may not (a tool call began) is never asked again, and another is asked instead."""
    if not job.suspend_asked:
        return False
    if continuable:
        return True
    job.suspend_asked = job.suspendable = False
    return False


def eligible(job: Job, head: Job, now: float, settings: SchedulerSettings, *, same_model: bool) -> bool:
    """Whether the running ``job`` may be asked to stop for ``head``, the queue's first.
    ``same_model``: on a backend that loads models on demand, only a reply of the model the
    head runs frees a slot it can use."""
    return (
        job.suspendable
        and job.streams
        and not job.suspend_asked
        and job.progress_at is not None  # decoding: its prompt is read and cached
        and job.suspends < settings.max_suspends
        and not job.overdue
        and now - job.arrival < settings.max_wait  # suspended, it would be overdue
        and int(job.priority) >= int(head.priority)  # batch never suspends interactive work
        and (settings.preempt == "auto" or job.priority is Priority.BATCH)
        and same_model
    )


def remaining_tokens(predicted: float, reserve: float | None, done: int) -> float:
    """Tokens still to come of a reply predicted ``predicted`` tokens (the median of a
    log-normal length, as sizes are), ``reserve`` its 95th percentile (None: a spread of
    ``DEFAULT_SIGMA``), that has produced ``done``: the median of X - done given X > done,
    on the scale of a fresh job's size (nothing produced: the prediction itself).

    >>> round(remaining_tokens(100, None, 0))
    100
    >>> round(remaining_tokens(100, None, 300))  # three times past it: about half that again
    144
    >>> round(remaining_tokens(12, 13, 230))  # "one word" that ran 230 tokens: as long again
    230
    """
    mu = math.log(max(predicted, 1.0))
    sigma = DEFAULT_SIGMA
    if reserve is not None and reserve > predicted > 0:
        sigma = min(3.0, max(MIN_SIGMA, math.log(reserve / predicted) / 1.645))
    if done <= 0:
        return math.exp(mu)
    tail = 0.5 * math.erfc((math.log(done) - mu) / (sigma * math.sqrt(2)))  # P(X > done)
    if tail < BROKEN_CLAIM:
        # so far past its prediction that the prediction says nothing more (a tight claim,
        # "one word", that ran on): what it produced is the evidence, and a reply that has
        # run so long is as likely as not to run as long again
        return float(done)
    return math.exp(mu + sigma * _NORMAL.inv_cdf(1.0 - tail / 2)) - done


def high_tokens(job: Job, unsized_reserve: float) -> float:
    """The high end of a job's reply: the tokens it reserves (``ledger.reserved_output``: the
    quantile of its size the sizer reserves at, within its cap).

    A cut is a bet on the head's size: the head was chosen as the smallest of the queue's
    sizes, so its true size is more often above its median than below (in the simulator, on
    held-out sizes, the heads cut for often ran several times their size), and the cut pays
    only if it pays with the head at its high end. A head whose cap bounds it (a title, a
    one-word answer, ``max_tokens`` 16) is its cap at most: that bet is safe."""
    return max(1.0, reserved_output(job, unsized_reserve))


def tokens_left(job: Job) -> float:
    """A running reply's expected tokens still to come, given what it has produced (a reply
    that ran long is evidence of a long one): its length is log-normal around the whole
    reply's prediction, with the spread its reservation quantile implies, and the
    expectation is taken over the lengths longer than what it produced, within its cap
    (``remaining_tokens``)."""
    whole = job.whole_predicted if job.whole_predicted is not None else job.predicted_tokens
    reserve = job.whole_reserve if job.whole_reserve is not None else job.output_reserve
    done = job.produced + job.streamed_tokens
    left = remaining_tokens(whole, reserve, done)
    return max(0.0, min(job.max_tokens - job.streamed_tokens, left))


class Suspensions:
    """A backend's suspension decisions and what its resumes cost (one per ``Scheduler``)."""

    def __init__(self, rates: Callable[[Job], Rates]) -> None:
        self.rates = rates
        # seconds a resume took per token of its prompt, by model (its first token's wait:
        # the backend's cache served what it held, the rest was read again); measured
        self.resume_per_token: dict[str, float] = {}

    def work_left(self, job: Job) -> float:
        """A running reply's expected seconds still to run (``tokens_left``)."""
        return tokens_left(job) / self.rates(job).decode

    def resume_seconds(self, job: Job, *, explore: bool = False) -> float:
        """What resuming ``job`` would cost: its prompt and partial reply read again, as
        resumes of its model took a token (``resume_per_token``, measured), or until one has,
        the share ``DEFAULT_RESUME_MISS`` of them at the prefill rate. ``explore``: the
        decision to cut, which until a resume of the model is measured takes the resume at
        its round trip alone, so that the first one is made and measured (a prefill rate
        learned from short prompts overstates a re-read several times, and a backend whose
        cache keeps the reply re-reads almost nothing: on llama-server -np 1 with SmolLM2,
        0.0 s a token measured against 0.25 / 142 tok/s estimated)."""
        per_token = self.resume_per_token.get(job.model)
        if per_token is None:
            per_token = 0.0 if explore else DEFAULT_RESUME_MISS / self.rates(job).prefill
        return (job.prompt_tokens + job.streamed_tokens) * per_token + RESUME_OVERHEAD

    def resumed(self, job: Job, first_token: float) -> None:
        """A resumed reply's first token came ``first_token`` seconds after it was sent: per
        token of its prompt (its cache served the rest for nothing), what the next resumes
        of its model are costed with."""
        job.resume_seconds += first_token
        if job.prompt_tokens <= 0:
            return
        per_token = max(0.0, first_token - RESUME_OVERHEAD) / job.prompt_tokens
        old = self.resume_per_token.get(job.model)
        self.resume_per_token[job.model] = per_token if old is None else old + 0.5 * (per_token - old)

    def victim(
        self,
        head: Job,
        running: Iterable[Job],
        now: float,
        settings: SchedulerSettings,
        *,
        key: Callable[[Job], float],
        room: Callable[[Job], float],
        same_model: Callable[[Job], bool],
        service: Callable[[Job, float], float],
        behind: float = 0.0,
    ) -> Job | None:
        """The running reply to ask to stop so that ``head`` starts, or None: one with
        ``preempt_ratio`` times the head's work at its high end (``high_tokens``; ``service``:
        a job's seconds for so many output tokens) and its own resume left, that the head
        would pass once suspended (``key``: the order's key of a job), whose room (``room``:
        the KV tokens free once it goes) holds the head's reservation; batch first, then the
        most work left. ``behind``: the jobs that wait behind the head, per slot: a resume's
        re-read is backend time each of them waits for too, so it counts for each."""
        head_key = (int(head.priority), key(head))
        head_work = service(head, high_tokens(head, settings.unsized_reserve))
        best: tuple[tuple[int, float], Job] | None = None
        for j in running:
            if not eligible(j, head, now, settings, same_model=same_model(j)):
                continue
            left = self.work_left(j)
            resume = self.resume_seconds(j, explore=True) * (1.0 + behind)
            if left < settings.preempt_ratio * (head_work + resume):
                continue
            if (int(j.priority), key(replace(j, size=left))) <= head_key:
                continue  # suspended, it would go first again
            if head.reservation > room(j):
                continue  # its room would not be enough
            rank = (-int(j.priority), -left)
            if best is None or rank < best[0]:
                best = (rank, j)
        if best is None:
            return None
        best[1].suspend_asked = True
        best[1].suspended_for = head.id
        return best[1]

    @staticmethod
    def cut(job: Job, produced: int, now: float) -> None:
        """The running ``job``'s reply was cut after ``produced`` tokens of this leg: it is
        now what is left. Its partial reply joins its prompt, its cap and any bound shrink by
        it, and its size is the expected rest (``tokens_left``), reserved at the same
        quantile over the rest as its whole reply was (the sizer's ``reserve_quantile``)."""
        if job.whole_predicted is None:  # what it was expected to be whole, before any of it ran
            job.whole_predicted, job.whole_reserve = job.predicted_tokens, job.output_reserve
        left = max(1.0, tokens_left(replace(job, streamed_tokens=produced)))
        job.produced += produced
        job.prompt_tokens += produced
        job.max_tokens = max(1, job.max_tokens - produced)
        job.predicted_tokens = left
        whole, reserve = job.whole_predicted, job.whole_reserve
        # the whole reply's reservation over its size, kept for the rest
        job.output_reserve = left * reserve / whole if reserve is not None and whole > 0 else None
        if job.bound is not None:
            job.bound = max(1, job.bound - produced)
        job.streamed_tokens = 0
        job.suspend_asked = False
        job.suspends += 1
        job.suspended_at = now
