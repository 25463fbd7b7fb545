"""order: the policies' keys and the sorted waiting queue, read lazily from its heads."""

from __future__ import annotations

from sidecar.scheduling.jobs import Job, Priority
from sidecar.scheduling.order import POLICIES, WaitQueue


def _job(i: str, size: float, arrival: float, priority: Priority = Priority.INTERACTIVE, seq: int = 0) -> Job:
    j = Job(i, prompt_tokens=1, predicted_tokens=1, max_tokens=10, priority=priority)
    j.size, j.arrival, j.seq = size, arrival, seq
    return j


def test_the_aging_key_is_size_plus_aging_times_arrival_so_the_order_needs_no_clock():
    a, b = _job("a", 10.0, 0.0), _job("b", 2.0, 100.0)
    key = POLICIES["sjf-aging"].key
    assert key(a, 0.1) == 10.0 and key(b, 0.1) == 12.0  # a waited 100 s: it now goes before b
    assert POLICIES["sjf"].key(a, 0.1) > POLICIES["sjf"].key(b, 0.1)
    assert POLICIES["fcfs"].key(a, 0.1) < POLICIES["fcfs"].key(b, 0.1)
    assert [p.sized for p in POLICIES.values()] == [False, True, True]


def _queue(policy: str = "sjf") -> WaitQueue:
    return WaitQueue(lambda j: (POLICIES[policy].key(j, 0.1), j.seq))


def _ranked(q: WaitQueue, shortest_next: bool = False) -> list[str]:
    return [j.id for j in q.ranked(shortest_next=shortest_next, fair=None, weight=lambda t: 1.0, order=lambda j: j.seq)]


def test_interactive_before_batch_then_the_policy_order_and_removal_keeps_it():
    q = _queue()
    jobs = [
        _job("long", 9.0, 0.0, seq=1),
        _job("batch-short", 1.0, 0.0, Priority.BATCH, seq=2),
        _job("short", 2.0, 1.0, seq=3),
        _job("mid", 5.0, 2.0, seq=4),
    ]
    for j in jobs:
        q.add(j)
    assert _ranked(q) == ["short", "mid", "long", "batch-short"]
    q.remove(jobs[2])
    assert _ranked(q) == ["mid", "long", "batch-short"]
    assert list(q.by_id) == ["long", "batch-short", "mid"]  # arrival order kept beside


def test_a_job_that_comes_back_takes_its_place_by_arrival_and_a_new_key_moves_it():
    q = _queue()
    a, b, c = _job("a", 3.0, 0.0, seq=1), _job("b", 2.0, 1.0, seq=2), _job("c", 1.0, 2.0, seq=3)
    q.add(b)
    q.add(c)
    q.add(a)  # older than the others: it returns to the queue
    assert list(q.by_id) == ["a", "b", "c"]
    a.size = 0.5
    q.rekey_one(a)
    assert _ranked(q) == ["a", "c", "b"]


def test_overdue_jobs_come_oldest_first_and_the_rest_wait():
    q = _queue()
    for j in (_job("old", 9.0, 0.0, seq=1), _job("older", 9.0, -5.0, seq=0), _job("new", 1.0, 50.0, seq=2)):
        q.add(j)
    late = q.overdue(now=60.0, bound=30.0, fair=None, weight=lambda t: 1.0)
    assert [j.id for j in late] == ["older", "old"]
    q.clear()
    assert _ranked(q) == [] and q.by_id == {}
