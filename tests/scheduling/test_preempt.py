"""Suspending a long streamed reply for short work (``Scheduler.preempt`` / ``suspend``), on a
fake clock. Default rates: 300 prompt tok/s, 30 output tok/s."""

from __future__ import annotations

import math

import pytest

from sidecar.scheduling import queueview
from sidecar.scheduling.jobs import Capacity, Job, JobState, Priority, SchedulerSettings
from sidecar.scheduling.scheduler import Scheduler
from sidecar.scheduling.suspension import DEFAULT_RESUME_MISS, high_tokens, remaining_tokens, tokens_left


class Clock:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def make(slots: int = 1, **kw) -> tuple[Scheduler, Clock]:
    clock = Clock()
    kw.setdefault("express_lane", "off")  # two long jobs may fill two slots
    s = Scheduler(Capacity(slots=slots, slot_context=100_000), clock=clock, settings=SchedulerSettings(**kw))
    return s, clock


def long_job(name: str = "long", tokens: float = 600, priority: Priority = Priority.INTERACTIVE) -> Job:
    return Job(name, prompt_tokens=30, predicted_tokens=tokens, max_tokens=2000, priority=priority, suspendable=True)


def short_job(name: str = "short", priority: Priority = Priority.INTERACTIVE) -> Job:
    return Job(name, prompt_tokens=30, predicted_tokens=15, max_tokens=16, priority=priority)


def running(s: Scheduler, clock: Clock, job: Job, streamed: int = 30) -> Job:
    s.submit(job)
    assert s.admit() == [job]
    clock.t += 1.0
    s.grow(job, streamed)
    return job


def test_a_short_job_suspends_the_long_reply_and_starts_when_it_stops():
    s, clock = make()
    long = running(s, clock, long_job())
    s.submit(short := short_job())
    assert s.admit() == []  # the only slot is taken
    assert s.preempt() is long and long.suspend_asked and long.suspended_for == "short"
    assert s.preempt() is None  # one at a time, until it has stopped
    assert s.suspend(long, produced=40)
    assert long.state is JobState.WAITING and long.suspended_at == clock.t and not long.suspend_asked
    assert (long.produced, long.prompt_tokens, long.max_tokens) == (40, 70, 1960)
    assert s.admit() == [short]  # the short job first, the long one waits to resume
    assert [w["reason"] for w in queueview.snapshot(s)["waiting"]] == ["suspended"]
    clock.t += 0.5
    s.release(short)
    assert s.admit() == [long] and long.suspended_at is None and long.suspended_seconds == pytest.approx(0.5)
    assert (s.counters.suspends_asked, s.counters.suspended, s.counters.resumed) == (1, 1, 1)


def test_what_is_left_is_sized_from_what_it_produced():
    """A job predicted 600 tokens that produced 40 has about the rest left; one that ran far
    past its prediction is expected to run on, not to end now."""
    assert remaining_tokens(600, None, 0) == pytest.approx(600)  # nothing yet: its size as a fresh job
    assert remaining_tokens(600, None, 40) == pytest.approx(600 - 40, rel=0.1)
    assert remaining_tokens(100, None, 400) > 150
    assert remaining_tokens(100, 200, 400) < remaining_tokens(100, None, 400)  # a narrower spread
    s, clock = make()
    long = running(s, clock, long_job(tokens=600))
    s.submit(short_job())
    s.preempt()
    s.suspend(long, produced=40)
    assert long.whole_predicted == 600
    assert long.predicted_tokens == pytest.approx(remaining_tokens(600, None, 40), rel=1e-6)
    assert long.size < s.service_seconds(replace_tokens(long, 600))


def replace_tokens(job: Job, tokens: float) -> Job:
    from dataclasses import replace

    return replace(job, predicted_tokens=tokens)


def test_no_suspension_that_would_not_pay():
    # near its cap: little left (the cap bounds it)
    s, clock = make()
    long = running(s, clock, Job("l", 30, 600, max_tokens=40, suspendable=True), streamed=35)
    s.submit(short_job())
    assert s.preempt() is None and not long.suspend_asked
    # a short job that is not short enough against the resume's cost
    s, clock = make(preempt_ratio=50.0)
    running(s, clock, long_job(tokens=100))
    s.submit(short_job())
    assert s.preempt() is None


@pytest.mark.parametrize(
    ("change", "why"),
    [
        ({"suspendable": False}, "the request may not be continued"),
        ({"streams": False}, "unstreamed: no partial text to keep"),
        ({"overdue": True}, "admitted under the wait bound"),
        ({"suspends": 4}, "suspended max_suspends times already"),
        ({"progress_at": None}, "still reading its prompt"),
    ],
)
def test_replies_that_are_never_suspended(change, why):
    s, clock = make()
    long = running(s, clock, long_job())
    for k, v in change.items():
        setattr(long, k, v)
    s.submit(short_job())
    assert s.preempt() is None, why


def test_batch_goes_first_and_batch_never_suspends_interactive_work():
    s, clock = make(slots=2)
    inter = running(s, clock, long_job("inter", tokens=900))
    batch = running(s, clock, long_job("batch", tokens=600, priority=Priority.BATCH))
    s.submit(short_job())
    assert s.preempt() is batch  # batch first, though the interactive one has more left
    s, clock = make()
    running(s, clock, long_job("inter"))
    s.submit(short_job(priority=Priority.BATCH))
    assert s.preempt() is None
    s, clock = make(preempt="batch")
    running(s, clock, inter := long_job("inter"))
    s.submit(short_job())
    assert s.preempt() is None and not inter.suspend_asked


def test_off_and_a_free_slot_suspend_nothing():
    s, clock = make(preempt="off")
    running(s, clock, long_job())
    s.submit(short_job())
    assert s.preempt() is None
    s, clock = make(slots=2)
    running(s, clock, long_job())
    s.submit(short := short_job())
    assert s.preempt() is None and s.admit() == [short]


def test_a_reply_that_would_be_overdue_or_go_first_again_is_not_suspended():
    s, clock = make(max_wait=30.0)
    long = running(s, clock, long_job())
    clock.t = 31.0  # arrived 31 s ago: suspended, it would be past the wait bound and go first
    s.submit(short_job())
    assert s.preempt() is None
    # aging: a reply that waited long ranks before a fresh short job once suspended
    s, clock = make(aging=1.0)
    long = running(s, clock, long_job(tokens=60))
    clock.t = 20.0
    s.submit(short_job())
    assert s.preempt() is None and not long.suspend_asked


def test_a_suspended_reply_never_times_out_as_if_it_never_ran():
    """It ran and its client reads it: the queue timeout is for requests that never reached
    the backend; the wait bound, from its arrival, brings it back first."""
    s, clock = make(queue_timeout=10.0)
    long = running(s, clock, long_job())
    clock.t = 9.0
    s.submit(short := short_job())
    s.preempt()
    s.suspend(long, produced=10)
    s.admit()
    clock.t = 100.0
    assert s.expire() == [] and s.next_expiry() is None and long.state is JobState.WAITING
    s.submit(other := short_job())  # one that never ran still times out from its arrival
    assert s.next_expiry() == pytest.approx(110.0)
    clock.t = 111.0
    assert s.expire() == [other]
    s.release(short)
    assert [j.id for j in s.admit()] == [long.id]


def test_the_resume_cost_is_learned_from_its_first_token():
    s, clock = make()
    long = running(s, clock, long_job())
    assert s.suspensions.resume_seconds(long) == pytest.approx((30 + 30) * DEFAULT_RESUME_MISS / 300 + 0.05)
    s.submit(short := short_job())
    s.preempt()
    s.suspend(long, produced=30)
    s.admit()
    s.release(short)
    assert s.admit() == [long]
    clock.t += 0.05 + 60 / 200  # its 60 prompt tokens read again, slower than the prefill rate said
    s.grow(long, 1)
    assert s.suspensions.resume_per_token[long.model] == pytest.approx(1 / 200)
    assert math.isclose(s.suspensions.resume_seconds(long), (60 + 1) / 200 + 0.05)


def test_a_job_that_may_not_be_cut_keeps_running_and_another_can_be_asked():
    """The relay clears the flag when the reply cannot be continued (a tool call began):
    the scheduler may then ask another."""
    s, clock = make(slots=2)
    a = running(s, clock, long_job("a", tokens=900))
    b = running(s, clock, long_job("b", tokens=600))
    s.submit(short_job())
    assert s.preempt() is a
    a.suspend_asked = a.suspendable = False  # what the relay does
    assert s.preempt() is b


def test_a_reply_that_outgrows_a_tight_prediction_is_suspended_as_it_grows():
    """ "Answer in one word", predicted 12 tokens, runs on: when a short job arrives early
    nothing is worth suspending; once the reply is far past its prediction, what it
    produced says it has as much again left, and the short job gets its slot then, not
    when the reply ends."""
    s, clock = make()
    tight = Job("tight", prompt_tokens=30, predicted_tokens=12, max_tokens=2000, suspendable=True, output_reserve=13)
    running(s, clock, tight, streamed=8)
    s.submit(short_job())
    assert s.preempt() is None  # 8 of 12: little left, as far as anyone knows
    clock.t += 5.0
    s.grow(tight, 230)  # 20x its prediction
    assert tokens_left(tight) == pytest.approx(230)
    assert s.preempt() is tight


async def test_progress_asks_for_a_suspension_once_it_pays():
    from sidecar.scheduling.admission import Admission

    s, clock = make()
    tight = Job("tight", prompt_tokens=30, predicted_tokens=12, max_tokens=2000, suspendable=True, output_reserve=13)
    running(s, clock, tight, streamed=8)
    s.submit(short_job())
    admission = Admission(s, backend="b")
    admission.progress(tight, 9)
    assert not tight.suspend_asked
    clock.t += 5.0
    admission.progress(tight, 230)
    assert tight.suspend_asked and tight.suspended_for == "short"


async def test_a_question_that_arrives_while_a_resumed_reply_reads_its_prompt_is_served_next():
    """The third of three questions comes while the twice-suspended reply is reading its
    prompt again (not yet decoding: it may not be cut); its first tokens are the moment
    to ask, not the end of the reply."""
    from sidecar.scheduling.admission import Admission

    s, clock = make()
    admission = Admission(s, backend="b")
    long = running(s, clock, long_job(tokens=600))
    for name in ("q1", "q2"):
        s.submit(q := short_job(name))
        assert s.preempt() is long
        s.suspend(long, produced=30)
        assert s.admit() == [q]
        clock.t += 0.6
        s.release(q)
        assert s.admit() == [long] and long.progress_at is None  # resumed: reading its prompt
        if name == "q1":
            clock.t += 0.5
            admission.progress(long, 20)  # decoding again before the second question
    s.submit(q3 := short_job("q3"))
    assert s.preempt() is None  # not decoding yet: its cut would waste the prefill under way
    clock.t += 0.5
    admission.progress(long, 1)  # its first token
    assert long.suspend_asked and long.suspended_for == q3.id


def test_the_first_resume_of_a_model_is_explored_then_its_measured_cost_decides():
    """Until a resume is measured the decision to cut costs it at its round trip alone (it
    is then made, and measured); the queue still sizes a suspended reply with the default
    miss; a measured cost that makes the cut not pay stops the next one."""
    s, clock = make()
    long = running(s, clock, long_job(tokens=600), streamed=30)
    assert s.suspensions.resume_seconds(long, explore=True) == pytest.approx(0.05)
    assert s.suspensions.resume_seconds(long) == pytest.approx((30 + 30) * DEFAULT_RESUME_MISS / 300 + 0.05)
    s.suspensions.resume_per_token[long.model] = 1.0  # a resume measured at a second a token
    s.submit(short_job())
    assert s.preempt() is None  # reading 60 tokens again costs more than the short job gains


def test_a_head_is_weighed_at_the_high_end_of_its_size_and_its_cap_bounds_that():
    """The head was the smallest of the queue's sizes, so it more often runs past its size than
    under it: a cut pays only if it pays with the head at the tokens it reserves. A head
    its cap bounds (16 tokens) is weighed at 16 however wide its spread."""
    assert high_tokens(Job("h", 30, 15, max_tokens=2000, output_reserve=300), 2.0) == 300
    assert high_tokens(Job("h", 30, 15, max_tokens=16, output_reserve=300), 2.0) == 16
    assert high_tokens(Job("h", 30, 15, max_tokens=2000), 2.0) == 30  # unsized: the unsized reserve
    # the same running reply (about 570 tokens, 19 s, left) and a head predicted 15 tokens
    for reserve, cap, cut in ((60, 2000, True), (400, 2000, False), (400, 16, True)):
        s, clock = make()
        long = running(s, clock, long_job(tokens=600))
        s.submit(Job("h", 30, 15, max_tokens=cap, output_reserve=reserve))
        assert (s.preempt() is long) is cut, (reserve, cap)


def test_a_resume_counts_for_every_job_that_waits_behind_the_head():
    """A resume's re-read is backend time the whole queue waits for: with a measured resume
    cost that pays against one short job, a long queue behind it stops the cut."""
    for behind, cut in ((0, True), (12, False)):
        s, clock = make()
        long = running(s, clock, long_job(tokens=600))
        s.suspensions.resume_per_token[long.model] = 0.02  # 60 tokens read again: 1.25 s
        s.submit(short_job())
        for i in range(behind):
            s.submit(Job(f"w{i}", 30, 400, max_tokens=2000))
        assert (s.preempt() is long) is cut, behind
