"""The express lane (``scheduling.lane``) on its own: which jobs it keeps out of the last
slot, and what ``auto`` decides from the decode rates measured."""

from __future__ import annotations

import pytest

from sidecar.scheduling.concurrency import DecodeMeter
from sidecar.scheduling.jobs import Job, Priority
from sidecar.scheduling.lane import ExpressLane


def job(tokens: float, seconds: float = 1.0, priority: Priority = Priority.INTERACTIVE, reservation: int = 100) -> Job:
    j = Job("j", prompt_tokens=10, predicted_tokens=tokens, max_tokens=4096, priority=priority)
    j.size, j.reservation = seconds, reservation
    return j


def measured(one: float, two: float) -> DecodeMeter:
    """A meter that saw one sequence decode ``one`` tok/s alone, and each of two ``two``."""
    m = DecodeMeter()
    m.add(1, one * 10, 10.0)
    m.add(2, two * 10, 10.0)
    return m


@pytest.mark.parametrize(
    ("j", "bulk"),
    [
        (job(20), False),
        (job(200), True),  # long_tokens (128)
        (job(20, seconds=9.0), True),  # long_seconds (8): a long prompt
        (job(20, priority=Priority.BATCH), True),
    ],
)
def test_which_jobs_may_not_take_the_last_slot(j, bulk):
    assert ExpressLane("on").bulk(j) is bulk


def test_the_last_slot_is_kept_for_short_interactive_work():
    lane = ExpressLane("on")
    long_running = [job(500)]
    assert not lane.allows(job(500), long_running, slots=2, budget=8192)  # a second long one waits
    assert lane.allows(job(20), long_running, slots=2, budget=8192)  # a short one takes the kept slot
    assert lane.allows(job(500), [], slots=2, budget=8192)  # alone, it runs
    assert lane.allows(job(500), long_running, slots=1, budget=8192)  # one slot: no lane


@pytest.mark.parametrize(
    ("one", "two", "on"),
    [
        (85.0, 32.0, True),  # a CPU: two at once give less than one alone; the lane costs nothing
        (30.0, 16.5, True),  # 10% more throughput with two: the limit
        (30.0, 24.0, False),  # a GPU batches a second sequence nearly free: off
    ],
)
def test_auto_decides_from_what_a_second_sequence_adds(one, two, on):
    lane = ExpressLane("auto", meter=measured(one, two))
    assert lane.active(2) is on
    assert ("on" if on else "off") in lane.describe(2)


def test_auto_lets_the_head_probe_the_last_slot_until_every_slot_is_measured():
    m = DecodeMeter()
    m.add(1, 300.0, 10.0)  # one sequence measured, two not yet
    lane = ExpressLane("auto", meter=m)
    assert lane.measuring(2)
    assert lane.allows(job(500), [job(500)], slots=2, budget=8192, head=True)
    assert not lane.allows(job(500), [job(500)], slots=2, budget=8192)
