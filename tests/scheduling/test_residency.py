"""Several models behind one backend: the scheduler counts what loading a model costs (fake clock)."""

from __future__ import annotations

import heapq
import random

import pytest

from sidecar.scheduling import queueview
from sidecar.scheduling.jobs import Capacity, Job, Rates, SchedulerSettings
from sidecar.scheduling.residency import Residency
from sidecar.scheduling.scheduler import Scheduler

RATES = Rates(prefill=1e9, decode=10.0)  # a job's service seconds: predicted tokens / 10


class Clock:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def make(clock: Clock, *, slots: int = 1, max_resident: int | None = 1, loaded=(), load=5.0, **kw) -> Scheduler:
    learned = {}
    r = Residency(max_resident, learned.get, learned.__setitem__)
    r.sync(loaded)
    for m in ("a", "b", "c"):
        learned[m] = load
    settings = SchedulerSettings(**kw)
    return Scheduler(Capacity(slots=slots), clock=clock, settings=settings, rates=lambda j: RATES, residency=r)


def job(i: int, model: str, seconds: float, **kw) -> Job:
    return Job(f"{model}{i}", prompt_tokens=1, predicted_tokens=seconds * 10, max_tokens=100_000, model=model, **kw)


def simulate(s: Scheduler, clock: Clock, arrivals: list[tuple[float, Job]], load: float = 5.0, limit: int = 1):
    """Run jobs through ``s`` in front of a backend that holds ``limit`` models, loads one in
    ``load`` seconds when a job needs it, and unloads only idle ones: a job for another model
    waits at the backend until one is idle (what Ollama and the router do). Returns
    (completion time per job id, loads the backend did, jobs that had to wait at the backend)."""
    resident: list[str] = list(s.residency.loaded) if s.residency else ["a"]
    running: dict[str, str] = {}  # job id -> model
    pending: list[Job] = []  # admitted, waiting at the backend for a model to go idle
    events: list[tuple[float, int, str, Job]] = []
    seq = 0
    loads = stalled = 0

    def push(t: float, what: str, j: Job) -> None:
        nonlocal seq
        heapq.heappush(events, (t, seq, what, j))
        seq += 1

    def start(t: float, a: Job) -> bool:
        nonlocal loads
        wait = 0.0
        if a.model not in resident:
            busy = set(running.values())
            idle = [m for m in resident if m not in busy]
            if len(resident) >= limit and not idle:
                return False
            if len(resident) >= limit:
                resident.remove(idle[0])
            resident.append(a.model)
            loads += 1
            wait = load
            if s.residency is not None:
                s.residency.observe_load(a.model, load)
        running[a.id] = a.model
        push(t + wait + a.true_tokens / 10, "done", a)
        return True

    for t, j in arrivals:
        push(t, "arrive", j)
    done: dict[str, float] = {}
    while events:
        t, _, what, j = heapq.heappop(events)
        clock.t = t
        if what == "arrive":
            s.submit(j)
        else:
            s.release(j)
            running.pop(j.id)
            done[j.id] = t
            pending[:] = [p for p in pending if not start(t, p)]
        for a in s.admit():
            if not start(t, a):
                pending.append(a)
                stalled += 1
    return done, loads, stalled


def test_a_burst_for_two_models_loads_each_once_and_short_work_goes_first():
    """24 jobs, short and long, the model switching every two, 50 ms apart; one model held
    at a time, two slots each. Model-blind orders make the backend reload again and again
    and stall admitted jobs behind a busy model; knowing the residency, the sidecar runs a's
    work shortest first, then loads b once, and nothing stalls."""
    rng = random.Random(1)
    arrivals = []
    for i in range(24):
        model = "ab"[(i // 2) % 2]
        seconds = rng.choice([1.0, 1.5, 2.0]) if i % 3 else rng.choice([12.0, 16.0])
        arrivals.append((0.05 * i, job(i, model, seconds, true_tokens=seconds * 10)))

    def run(residency: bool, policy: str = "sjf-aging"):
        clock = Clock()
        if residency:
            s = make(clock, slots=2, loaded=["a"], policy=policy)
        else:
            s = Scheduler(
                Capacity(slots=2), clock=clock, settings=SchedulerSettings(policy=policy), rates=lambda j: RATES
            )
        fresh = [
            (t, job(int(j.id[1:]), j.model, j.size or j.predicted_tokens / 10, true_tokens=j.true_tokens))
            for t, j in arrivals
        ]
        done, loads, stalled = simulate(s, clock, fresh, limit=1)
        lat = {jid: d - next(t for t, j in fresh if j.id == jid) for jid, d in done.items()}
        return loads, sum(lat.values()) / len(lat), stalled, len(lat)

    blind_loads, blind_mean, blind_stalled, _ = run(False)
    fcfs_loads, fcfs_mean, _, _ = run(False, policy="fcfs")
    loads, mean, stalled, n = run(True)
    assert loads == 1 and stalled == 0 and n == 24
    assert blind_loads > 3 and blind_stalled > 0 and fcfs_loads > 3
    assert mean < blind_mean and mean < fcfs_mean


def test_another_model_s_job_waits_while_the_loaded_one_has_work_then_its_model_loads():
    """b's job ranks first (1 s + a 5 s load) but cannot load while a runs: a's work goes on
    past it (the backend would park b behind a anyway), and b loads once a is idle."""
    clock = Clock()
    s = make(clock, slots=2, loaded=["a"])
    s.submit(job(1, "a", 30.0))
    assert [j.id for j in s.admit()] == ["a1"]
    s.submit(job(2, "b", 1.0))
    s.submit(job(3, "a", 20.0))
    assert [j.id for j in s.admit()] == ["a3"]  # a's second slot, past b2
    clock.t = 20.0
    s.release(s.running[1])
    assert s.admit() == []  # a still runs: b cannot load yet
    clock.t = 30.0
    s.release(s.running[0])
    assert [j.id for j in s.admit()] == ["b2"]
    assert s.residency.loaded == ["b"] and s.counters.model_loads == 1
    assert queueview.snapshot(s)["models"]["by_model"]["a"] == {
        "waiting": 0,
        "running": 0,
        "loaded": False,
        "loads": 0,
        "load_seconds": 5.0,
    }


def test_a_job_whose_bound_is_at_risk_stops_the_loaded_model_s_work_so_its_model_loads():
    """A steady stream for a, one job for b: a's jobs pass b's only while b's wait bound
    is not at risk; then a gets no new work, drains, and b's model loads."""
    clock = Clock()
    s = make(clock, slots=1, loaded=["a"], max_wait=30.0)
    s.submit(job(0, "b", 10.0))
    t, i, started_b = 0.0, 0, None
    while started_b is None and t < 200:
        s.submit(job(i + 1, "a", 2.0))
        i += 1
        for j in s.admit():
            if j.model == "b":
                started_b = clock.t
        clock.t = t = t + 2.0
        for j in s.running:
            if j.model == "a" and clock.t - j.admitted_at >= 2.0:
                s.release(j)
    assert started_b is not None and started_b <= 30.0 + 2.0


def test_the_resident_models_work_goes_first_while_it_is_short_enough():
    clock = Clock()
    s = make(clock, slots=1, loaded=["a"], load=5.0)
    s.submit(job(1, "b", 2.0))  # 2 + 5 of load
    s.submit(job(2, "a", 4.0))
    s.submit(job(3, "a", 9.0))
    assert [j.id for j in s.admit()] == ["a2"]  # 4 < 7
    clock.t = 4.0
    s.release(s.running[0])
    assert [j.id for j in s.admit()] == ["b1"]  # 7 < 9 (and aging): worth the load
    assert s.residency.loaded == ["b"]
    clock.t = 6.0
    s.release(s.running[0])
    assert [j.id for j in s.admit()] == ["a3"] and s.counters.model_loads == 2


def test_a_rarely_used_model_is_served_within_the_wait_bound():
    """Two models in steady use (each 93% busy, one slot each, two resident at most); a
    third model's long job (20 s, and a 5 s load) arrives now and then: it completes within
    the wait bound plus the running job it may wait for, its load and its own service."""
    rng = random.Random(4)
    clock = Clock()
    s = make(clock, slots=1, max_resident=2, loaded=["a", "b"], max_wait=60.0)
    arrivals = []
    t = 0.0
    i = 0
    while t < 900:
        t += rng.expovariate(1 / 0.625)
        i += 1
        seconds = rng.choice([0.5, 1.0, 2.0])  # mean 1.17 s every 1.25 s per model
        arrivals.append((t, job(i, "ab"[i % 2], seconds, true_tokens=seconds * 10)))
    rare = (50.0, 300.0, 600.0)
    for k, at in enumerate(rare):
        arrivals.append((at, job(1000 + k, "c", 20.0, true_tokens=200.0)))
    done, loads, stalled = simulate(s, clock, arrivals, limit=2)
    assert stalled == 0
    for k, at in enumerate(rare):
        took = done[f"c{1000 + k}"] - at
        assert took <= 60.0 + 2.0 + 5.0 + 20.0 + 1e-6, (k, took)


def test_an_overdue_job_for_another_model_holds_capacity_until_a_model_is_idle():
    """Both resident models have a queue that never empties (five jobs of a second each,
    and one more a second: each model always busy, no job waiting long) while the third
    model's job waits: shortest-first with aging would pass it over for 240 s. Once overdue
    it holds capacity, the first model to go idle is unloaded for it, and it starts within
    the bound plus the one running job it waited for."""
    clock = Clock()
    s = make(clock, slots=1, max_resident=2, loaded=["a", "b"], max_wait=60.0)
    arrivals = [(0.0, job(i, "ab"[i % 2], 1.0, true_tokens=10.0)) for i in range(10)]
    arrivals += [(0.5 + k // 2, job(10 + k, "ab"[k % 2], 1.0, true_tokens=10.0)) for k in range(600)]
    arrivals.append((10.0, job(1000, "c", 20.0, true_tokens=200.0)))
    done, loads, stalled = simulate(s, clock, arrivals, limit=2)
    assert stalled == 0 and loads == 2  # c, then the model it replaced
    assert s.counters.overdue_admissions >= 1
    assert done["c1000"] - 10.0 <= 60.0 + 1.0 + 5.0 + 20.0 + 1e-6


def test_a_load_is_charged_to_the_tenant_that_caused_it():
    clock = Clock()
    s = make(clock, slots=1, max_resident=2, loaded=["a"])
    s.submit(job(1, "a", 1.0, tenant="x"))
    s.submit(job(2, "b", 1.0, tenant="y"))
    admitted = s.admit()
    assert [j.id for j in admitted] == ["a1", "b2"]  # two places, one slot each
    assert admitted[1].caused_load and not admitted[0].caused_load
    assert s.fair.start_tag("y") - s.fair.start_tag("x") == pytest.approx(5.0)


def test_the_residency_limit_is_learned_from_what_the_backend_unloads():
    r = Residency(None, limit_known=False)
    r.sync(["a", "b"])
    assert r.max_resident is None and r.can_load({"a", "b"})
    assert r.enter("c", {"a", "b"})  # the sidecar sends a job for c
    r.sync(["a", "b"])  # ignored while that job runs: the backend may not have begun the load
    assert r.loaded == ["a", "b", "c"]
    r.settled("c")
    r.sync(["b", "c"])  # the backend unloaded a to load c
    assert r.max_resident == 2 and r.full()
    assert r.victim({"c"}) == "b" and r.victim({"b", "c"}) is None
    v = r.version
    r.observe_load("c", 3.5)
    assert r.version > v


def test_a_model_that_is_not_resident_costs_its_learned_load():
    learned: dict[str, float] = {}
    r = Residency(1, learned.get, learned.__setitem__)
    assert r.load_cost("a") == 5.0  # the default until one is timed
    r.observe_load("a", 2.5)
    assert r.load_cost("a") == 2.5
    r.sync(["a"])
    assert r.load_cost("a") == 0.0 and r.load_cost("b") == 5.0
