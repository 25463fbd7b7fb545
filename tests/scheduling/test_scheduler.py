"""The scheduler on a fake clock: exact admission orders for each rule.

Rates are the defaults (300 prompt tok/s, 30 output tok/s), so a job with no prompt and
``30 * s`` predicted tokens has a size of exactly ``s`` seconds.
"""

from __future__ import annotations

import pytest

from sidecar.errors import Rejected
from sidecar.scheduling import queueview
from sidecar.scheduling.jobs import Capacity, Job, JobState, Priority, SchedulerSettings
from sidecar.scheduling.scheduler import Scheduler


class Clock:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def job(
    name: str,
    seconds: float = 1.0,
    prompt: int = 0,
    priority: Priority = Priority.INTERACTIVE,
    max_tokens: int = 100_000,
) -> Job:
    return Job(name, prompt_tokens=prompt, predicted_tokens=30 * seconds, max_tokens=max_tokens, priority=priority)


def make(policy: str = "sjf-aging", cap: Capacity | None = None, **kw) -> tuple[Scheduler, Clock]:
    clock = Clock()
    s = Scheduler(
        cap or Capacity(slots=1, slot_context=100_000), clock=clock, settings=SchedulerSettings(policy=policy, **kw)
    )
    return s, clock


def drain_order(s: Scheduler, first: Job) -> list[str]:
    """Release jobs one by one (1 slot) and return the admission order after ``first``."""
    order, running = [], first
    while True:
        s.release(running)
        admitted = s.admit()
        if not admitted:
            return order
        running = admitted[0]
        order.append(running.id)


@pytest.mark.parametrize(
    ("policy", "expected"),
    [
        ("fcfs", ["a30", "b1", "c3", "d2"]),
        ("sjf", ["b1", "d2", "c3", "a30"]),
        ("sjf-aging", ["b1", "d2", "c3", "a30"]),  # nobody has waited long enough to matter
    ],
)
def test_order_by_policy(policy, expected):
    s, _ = make(policy)
    s.submit(job("blocker"))
    (blocker,) = s.admit()
    for name, secs in (("a30", 30), ("b1", 1), ("c3", 3), ("d2", 2)):
        s.submit(job(name, secs))
    assert drain_order(s, blocker) == expected


def test_prefill_cost_counts_in_the_order():
    # 4,000 prompt tokens at 300 tok/s is 13 s of prefill: more than 10 s of decoding.
    s, _ = make("sjf")
    s.submit(job("blocker"))
    (blocker,) = s.admit()
    s.submit(job("long-prompt-short-answer", seconds=1, prompt=4000))
    s.submit(job("short-prompt-long-answer", seconds=10, prompt=10))
    assert drain_order(s, blocker) == ["short-prompt-long-answer", "long-prompt-short-answer"]


def test_aging_promotes_a_long_job_after_its_own_size():
    """key = size - aging * waited. A 20 s job arriving at t=0 ties with a 1 s job arriving
    at t=19 (20 - 0 = 1 + 19), and wins the tie by arriving first: it starts at t=19."""
    s, clock = make("sjf-aging", aging=1.0, max_wait=1000)
    s.submit(job("blocker"))
    (running,) = s.admit()
    s.submit(job("long", 20))
    started = {}
    for t in range(1, 40):
        clock.t = float(t)
        s.submit(job(f"s{t}", 1))
        s.release(running)
        (running,) = s.admit()
        started[running.id] = t
    assert started["long"] == 19
    assert [started[f"s{t}"] for t in range(1, 19)] == list(range(1, 19))
    assert running.id != "long"


def test_pure_sjf_starves_and_the_hard_bound_does_not():
    for policy, max_wait, expect in (("sjf", 10.0, None), ("sjf-aging", 10.0, 10)):
        s, clock = make(policy, aging=0.0, max_wait=max_wait)
        s.submit(job("blocker"))
        (running,) = s.admit()
        s.submit(job("long", 20))
        started = None
        for t in range(1, 30):
            clock.t = float(t)
            s.submit(job(f"s{t}", 1))
            s.release(running)
            (running,) = s.admit()
            if running.id == "long":
                started = t
                break
        assert started == expect, policy
        if expect is not None:
            assert running.overdue and running.aged


def test_aged_share_cap_keeps_short_jobs_moving():
    """Three overdue 20 s jobs and a steady stream of 1 s jobs; aged work may take half of
    any 60 s window. L1 starts at t=5 (overdue), L2 when L1 ends (t=25, share 1/3), but at
    t=45 two aged jobs fill 40 of the last 60 s: short jobs run until L1's entry leaves
    the window at t=65."""
    s, clock = make("sjf-aging", aging=0.0, max_wait=5.0, aged_share=0.5, aged_window=60.0)
    s.submit(job("blocker", 1))
    (running,) = s.admit()
    for n in ("L1", "L2", "L3"):
        s.submit(job(n, 20))
    starts: dict[str, float] = {}
    t, finish = 0.0, 1.0
    while len(starts) < 3 and t < 200:
        t += 1.0
        clock.t = t
        s.submit(job(f"s{int(t)}", 1))
        if t >= finish:
            s.release(running)
            (running,) = s.admit()
            finish = t + running.size
            if running.id.startswith("L"):
                starts[running.id] = t
    assert starts == {"L1": 5.0, "L2": 25.0, "L3": 65.0}


def test_interactive_before_batch_but_batch_is_not_starved():
    s, clock = make("sjf-aging", aging=0.0, max_wait=8.0)
    s.submit(job("blocker"))
    (running,) = s.admit()
    s.submit(job("batch-short", 1, priority=Priority.BATCH))
    s.submit(job("inter-long", 5))
    s.release(running)
    (running,) = s.admit()
    assert running.id == "inter-long"  # class first, then size
    started = None
    for t in range(1, 20):
        clock.t = float(t)
        s.submit(job(f"i{t}", 1))
        if t >= 5:
            s.release(running)
            (running,) = s.admit()
            if running.id == "batch-short":
                started = t
                break
    assert started == 8


def test_kv_budget_refuses_what_does_not_fit_and_backfills_a_smaller_job():
    cap = Capacity(slots=3, slot_context=1000, kv_budget=1000)
    s, clock = make("sjf", cap=cap, max_wait=100.0, unsized_reserve=2.0)
    s.submit(Job("a", prompt_tokens=100, predicted_tokens=250, max_tokens=900))  # reserves 600
    assert [j.id for j in s.admit()] == ["a"] and s.reserved_tokens == 600
    # x is shorter (2.3 s) but needs 540 tokens; y is longer (3.4 s) but needs 210
    s.submit(Job("x", prompt_tokens=500, predicted_tokens=20, max_tokens=400))
    s.submit(Job("y", prompt_tokens=10, predicted_tokens=100, max_tokens=400))
    assert [j.id for j in s.admit()] == ["y"]
    assert s.reserved_tokens == 810 and s.counters.backfills == 1
    s.release(s.running[0])  # a ends: x fits now
    assert [j.id for j in s.admit()] == ["x"]
    assert s.reserved_tokens <= cap.budget


def test_no_backfill_when_the_urgent_job_would_miss_its_bound():
    cap = Capacity(slots=3, slot_context=1000, kv_budget=1000)
    s, clock = make("sjf-aging", cap=cap, max_wait=5.0, aging=0.0)
    s.submit(Job("a", prompt_tokens=100, predicted_tokens=250, max_tokens=900))
    s.admit()
    s.submit(Job("x", prompt_tokens=500, predicted_tokens=20, max_tokens=400))
    clock.t = 2.0  # x has waited 2 s; y (3.4 s) would run past x's 5 s bound
    s.submit(Job("y", prompt_tokens=10, predicted_tokens=100, max_tokens=400))
    assert s.admit() == []


def test_reservation_grows_and_overcommit_blocks_admission():
    cap = Capacity(slots=2, slot_context=1000, kv_budget=1000)
    s, _ = make("fcfs", cap=cap)
    s.submit(Job("a", prompt_tokens=100, predicted_tokens=100, max_tokens=900))  # reserves 300
    (a,) = s.admit()
    s.grow(a, 500)  # 600 needed
    assert a.reservation == 600 and s.reserved_tokens == 600
    s.submit(Job("b", prompt_tokens=100, predicted_tokens=100, max_tokens=500))  # needs 300: fits
    (b,) = s.admit()
    s.grow(b, 400)  # needs 500, only 100 free: clamped, overcommitted
    assert s.reserved_tokens == 1000 and s.counters.overcommit_tokens == 100
    s.release(a)
    s.submit(Job("c", prompt_tokens=10, predicted_tokens=10, max_tokens=50))
    assert s.reserved_tokens == 400  # b's clamped reservation
    assert s.admit() == []  # b is still over its reservation: nothing new starts
    s.release(b)
    assert [j.id for j in s.admit()] == ["c"]


def test_cancel_frees_capacity_and_waiting_place():
    s, _ = make("fcfs")
    s.submit(job("a"))
    (a,) = s.admit()
    s.submit(job("b"))
    s.submit(job("c"))
    s.cancel(s.waiting[0])  # b leaves the queue
    assert [j.id for j in s.waiting] == ["c"]
    s.cancel(a)  # a's client leaves mid-reply
    assert s.reserved_tokens == 0
    assert [j.id for j in s.admit()] == ["c"]
    assert (s.counters.cancelled_waiting, s.counters.cancelled_running) == (1, 1)


def test_a_bounded_queue_rejects_at_once_and_a_too_long_prompt_is_the_backends_to_refuse():
    s, _ = make("sjf-aging", cap=Capacity(slots=1, slot_context=4096), max_queue=2, overload_status=503)
    s.submit(job("run"))
    s.admit()
    s.submit(job("w1", 2))
    s.submit(job("w2", 3))
    with pytest.raises(Rejected) as exc:
        s.submit(job("w3"))
    assert exc.value.status == 503 and exc.value.retry_after == pytest.approx(5.0 + 1.0)
    assert s.counters.rejected == {"queue_full": 1}
    s, _ = make("sjf-aging", cap=Capacity(slots=1, slot_context=4096))
    s.submit(Job("huge", prompt_tokens=5000, predicted_tokens=10, max_tokens=10))  # queued: the backend says no
    assert [j.id for j in s.admit()] == ["huge"] and s.reserved_tokens == 4096


def test_queue_timeout_expires_the_oldest():
    s, clock = make("fcfs", queue_timeout=10.0)
    s.submit(job("run"))
    s.admit()
    s.submit(job("w1"))
    clock.t = 4.0
    s.submit(job("w2"))
    assert s.next_expiry() == 10.0
    clock.t = 10.0
    assert [j.id for j in s.expire()] == ["w1"]
    assert s.waiting[0].id == "w2" and s.next_expiry() == 14.0
    assert s.counters.timed_out == 1


def test_snapshot_lists_order_positions_and_etas():
    s, clock = make("sjf")
    s.submit(job("run", 4))
    s.admit()
    s.submit(job("long", 10))
    s.submit(job("short", 2))
    clock.t = 1.0
    snap = queueview.snapshot(s)
    assert [w["request_id"] for w in snap["waiting"]] == ["short", "long"]
    assert [w["eta_seconds"] for w in snap["waiting"]] == [3.0, 5.0]
    assert snap["running"][0]["running_for"] == 1.0


def test_every_job_ends_in_one_state():
    s, _ = make("fcfs")
    a = job("a")
    s.submit(a)
    s.admit()
    s.release(a)
    s.release(a)  # a second release is ignored, not double-counted
    s.cancel(a)
    assert a.state is JobState.COMPLETED and s.counters.completed == 1


def test_waiting_jobs_are_sized_again_at_the_rates_the_first_replies_teach():
    """A burst sized at the default rates (prefill 300, decode 30 tokens/s) waits behind a
    running job; the first reply shows a backend whose prefill is 100 times its decode.
    Sized again, the long-prompt short-reply job goes first, and jobs the model alone sized
    follow the new length offset while the others keep their length."""
    from sidecar.scheduling.jobs import Rates

    rates = Rates(prefill=300.0, decode=30.0)
    clock = Clock()
    s = Scheduler(Capacity(slots=1, slot_context=100_000), clock=clock, rates=lambda j: rates)
    s.submit(Job("running", prompt_tokens=10, predicted_tokens=10, max_tokens=1000, model="m"))
    assert [j.id for j in s.admit()] == ["running"]
    long_prompt = Job("long-prompt", prompt_tokens=3000, predicted_tokens=20, max_tokens=1000, model="m", score=0.0)
    long_reply = Job("long-reply", prompt_tokens=10, predicted_tokens=200, max_tokens=1000, model="m")
    other = Job("other-model", prompt_tokens=10, predicted_tokens=5, max_tokens=1000, model="n")
    for j in (long_prompt, long_reply, other):
        s.submit(j)
    assert long_prompt.size > long_reply.size  # 10.7 s against 6.7 s at the default rates
    rates.observe(3000, 1.0, 300, 10.0)  # the first reply: prefill 3000 tokens/s, decode 30
    assert rates.prefill == 3000.0  # the first observation replaces the default
    assert s.resize("m", lambda j: None if j.score is None else 25.0) == 2
    assert long_prompt.predicted_tokens == 25.0 and long_reply.predicted_tokens == 200
    assert long_prompt.size < long_reply.size and other.size == 10 / 300 + 5 / 30  # not "m": as it was
    s.release(s.running[0])
    assert [j.id for j in s.admit()] == ["other-model"]  # still the smallest
    s.release(other)
    assert [j.id for j in s.admit()] == ["long-prompt"]
    assert s.counters.resizes == 1


def test_rates_replace_their_defaults_then_move_slowly():
    from sidecar.scheduling.jobs import Rates

    r = Rates(prefill=300.0, decode=30.0)
    r.observe(100, 1.0, 80, 1.0)
    assert (r.prefill, r.decode) == (100.0, 80.0)
    r.observe(300, 1.0, 40, 1.0)
    assert (r.prefill, r.decode) == (200.0, 60.0)  # the mean of two
    for _ in range(20):
        r.observe(100, 1.0, 80, 1.0)
    r.observe(1100, 1.0, 80, 1.0)
    assert r.prefill < 100 + 0.25 * 1000  # an outlier moves it by alpha, not by a share of its count


# --- the express lane ---------------------------------------------------------------------


def lane_scheduler(mode: str = "on", slots: int = 2) -> tuple[Scheduler, Clock]:
    return make(cap=Capacity(slots=slots, slot_context=100_000), express_lane=mode, express_long_seconds=8.0)


def test_the_express_lane_keeps_a_slot_for_short_work_while_long_jobs_wait():
    """Two slots: of three long jobs one runs and the others wait; a short job that
    arrives then starts at once in the slot the long ones may not take."""
    s, clock = lane_scheduler("on")
    for name in ("long1", "long2", "long3"):
        s.submit(job(name, 30.0))
    assert [j.id for j in s.admit()] == ["long1"]
    clock.t = 1.0
    s.submit(job("short", 1.0))
    assert [j.id for j in s.admit()] == ["short"]
    assert {j.id for j in s.running} == {"long1", "short"}


def test_batch_jobs_stay_out_of_the_lane_and_a_lane_off_fills_every_slot():
    s, _ = lane_scheduler("on")
    s.submit(job("b1", 1.0, priority=Priority.BATCH))
    s.submit(job("b2", 1.0, priority=Priority.BATCH))
    assert [j.id for j in s.admit()] == ["b1"]
    off, _ = lane_scheduler("off")
    for name in ("long1", "long2"):
        off.submit(job(name, 30.0))
    assert len(off.admit()) == 2
    one, _ = lane_scheduler("on", slots=1)
    one.submit(job("long", 30.0))
    assert len(one.admit()) == 1  # one slot: no lane


def decode_together(s: Scheduler, clock: Clock, rate_each: float, seconds: float = 4.0) -> None:
    """The running jobs stream ``rate_each`` tokens a second each for ``seconds``."""
    for j in s.running:
        s.grow(j, 1)  # their first tokens: the prompts are read
    for step in range(1, int(seconds) + 1):
        clock.t += 1.0
        for j in s.running:
            s.grow(j, 1 + int(step * rate_each))


@pytest.mark.parametrize(
    ("rate_with_two", "lane_after"),
    [(25.0, "off"), (12.0, "on")],  # two at once: 50 tok/s in all (the lane costs 38%), or 24 (it costs nothing)
)
def test_auto_measures_the_lane_on_traffic_with_no_short_work(rate_with_two, lane_after):
    """Agents' tool loops alone are all long: with the lane on, one ran at a time, the
    second slot waited for short work that never came, and ``auto`` never saw two decode
    at once to learn what the lane cost (0.68x the steps an hour of the backend alone).
    The head of the queue now takes the last slot until that is measured; then the
    measured cost decides, and the lane keeps its slot only where it costs little."""
    s, clock = lane_scheduler("auto")
    for name in ("a1", "a2", "a3", "a4"):
        s.submit(job(name, 30.0))
    assert [j.id for j in s.admit()] == ["a1"]
    one = s.running[0]
    decode_together(s, clock, 31.0)  # alone: 31 tok/s
    assert [j.id for j in s.admit()] == ["a2"]  # the head takes the last slot: it must be seen
    decode_together(s, clock, rate_with_two)
    assert not s.lane.measuring(2)
    s.release(one)
    assert len(s.admit()) == (1 if lane_after == "off" else 0)
    assert s.lane.describe(2).startswith(lane_after)
    s.submit(job("short", 1.0))
    assert [j.id for j in s.admit()] == (["short"] if lane_after == "on" else [])


def test_a_lane_that_is_on_or_off_by_configuration_does_not_probe():
    s, clock = lane_scheduler("on")
    for name in ("a1", "a2"):
        s.submit(job(name, 30.0))
    assert [j.id for j in s.admit()] == ["a1"] and not s.lane.measuring(2)


def test_a_long_job_larger_than_the_long_jobs_share_still_runs_alone():
    """Found by the fuzz suite: with the lane, a job needing more KV than the long jobs'
    share (budget - budget / slots) could never start, and waited out the queue timeout
    on an idle backend. Now it runs when no other long job does."""
    s, _ = make(cap=Capacity(slots=2, slot_context=4096, kv_budget=4096), express_lane="on")
    big = Job("big", prompt_tokens=3000, predicted_tokens=300, max_tokens=300)
    s.submit(big)
    assert [j.id for j in s.admit()] == ["big"]
    s.submit(job("short", 1.0, prompt=10, max_tokens=20))
    assert [j.id for j in s.admit()] == ["short"]  # and the lane still runs short work beside it


def test_a_reservation_is_never_more_than_a_lowered_budget():
    s, _ = make(cap=Capacity(slots=1, slot_context=8192, kv_budget=3000))
    s.submit(Job("j", prompt_tokens=2500, predicted_tokens=900, max_tokens=900))
    assert [j.id for j in s.admit()] == ["j"] and s.reserved_tokens <= 3000


def test_an_overdue_long_job_takes_the_express_lane_slot_the_wait_bound_comes_first():
    """Found by the wait-bound property: with the lane on, an overdue long job waited for
    a non-lane slot, past the bound its promise makes. Overdue, it takes any free slot."""
    s, clock = make(cap=Capacity(slots=2, slot_context=100_000), express_lane="on", max_wait=10.0, aging=0.0)
    s.submit(job("long1", 30.0))
    s.submit(job("long2", 30.0))
    assert [j.id for j in s.admit()] == ["long1"]  # the lane keeps the other slot
    clock.t = 11.0  # long2 is overdue
    assert [j.id for j in s.admit()] == ["long2"]
