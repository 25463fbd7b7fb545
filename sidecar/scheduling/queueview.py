"""What a scheduler's queue looks like from outside: waiting jobs in the order they will run,
each with its position, ETA and why it is there, running jobs, tenants and, on a backend that
loads models on demand, its models. What ``/sidecar/queue``, the dashboard and the metrics
show; it reads a ``Scheduler`` through its public views (``plan``, ``waiting``, ``running``)."""

from __future__ import annotations

import heapq
import math

from sidecar.scheduling import forecast
from sidecar.scheduling.jobs import Job, Priority
from sidecar.scheduling.scheduler import Scheduler


def snapshot(s: Scheduler) -> dict:
    """Waiting jobs in the order they would be admitted, and running jobs, with ETAs.

    Each waiting job says why it is where it is (``reason``): ``wait_bound`` (overdue, goes
    first), ``aged`` (ahead of a smaller job of its tenant because it has waited),
    ``fair_share`` (ahead of another tenant's smaller job), ``batch`` (behind every
    interactive job), or ``shortest``.
    """
    now = s.clock()
    ordered, overdue, free = s.plan()
    why = reasons(ordered, overdue, s.policy.sized)
    waiting = [
        {**job_view(j, now), "position": pos, "eta_seconds": round(eta, 3), "reason": reason}
        for (j, pos, eta), reason in zip(starts(ordered, free), why, strict=True)
    ]
    return {
        "policy": s.policy.name,
        "fair_share": s.settings.fair_share,
        "slots": s.slots,
        "kv_budget": s.kv_budget,
        "kv_reserved": s.reserved_tokens,
        "express_lane": s.lane.describe(s.slots, s.residency is not None),
        "decode_tokens_per_s": {str(k): round(t, 1) for k in range(1, s.slots + 1) if (t := s.meter.throughput(k))},
        **({"parallel": s.parallelism.describe()} if s.parallelism is not None else {}),
        "preempt": s.settings.preempt,
        "suspends": {
            "asked": s.counters.suspends_asked,
            "suspended": s.counters.suspended,
            "resumed": s.counters.resumed,
            "resume_ms_per_token": {m: round(1000 * v, 3) for m, v in s.suspensions.resume_per_token.items()},
        },
        "waiting": waiting,
        "running": [{**job_view(j, now), "running_for": round(forecast.ran(j, now), 3)} for j in s.running],
        "tenants": tenant_view(s),
        **({"models": models_view(s)} if s.residency else {}),
    }


def starts(ordered: list[Job], free: list[float]) -> list[tuple[Job, int, float]]:
    """Each waiting job of ``ordered`` (the plan's order) with its position (1: next) and
    the seconds until it is expected to start: at the first slot free (``free``, a heap
    of when each frees), each one before it taking its slot for its size."""
    free = list(free)
    out = []
    for pos, j in enumerate(ordered, 1):
        eta = free[0]
        heapq.heapreplace(free, eta + j.size)
        out.append((j, pos, eta))
    return out


def models_view(s: Scheduler) -> dict:
    """Several models on the backend (``residency``): which are loaded, and per model its
    queue, whether it is loaded, the loads the sidecar caused, what a load costs."""
    r = s.residency
    assert r is not None
    per: dict[str, dict] = {m: {"waiting": 0, "running": 0} for m in sorted(r.seen)}
    for j in s.waiting:
        per.setdefault(j.model, {"waiting": 0, "running": 0})["waiting"] += 1
    for j in s.running:
        per.setdefault(j.model, {"waiting": 0, "running": 0})["running"] += 1
    for m, v in per.items():
        v.update(loaded=r.resident(m), loads=r.loads.get(m, 0), load_seconds=round(r.load_seconds(m), 3))
    return {"max_resident": r.max_resident, "loaded": r.loaded, "by_model": per}


def reasons(ordered: list[Job], overdue: int, sized: bool) -> list[str]:
    """Why each job of ``ordered`` (the first ``overdue`` of them past their wait bound) is
    where it is."""
    out = []
    least_all: dict[int, float] = {}  # priority -> smallest size behind, any tenant
    least_own: dict[tuple[int, str], float] = {}  # (priority, tenant) -> smallest size behind
    for j in reversed(ordered[overdue:]):
        p = int(j.priority)
        if j.suspended_at is not None:
            why = "suspended"  # cut for shorter work; waits to resume
        elif sized and least_own.get((p, j.tenant), math.inf) < j.size:
            why = "aged"
        elif sized and least_all.get(p, math.inf) < j.size:
            why = "fair_share"
        else:
            why = "batch" if j.priority is Priority.BATCH else "shortest" if sized else "arrival"
        out.append(why)
        least_all[p] = min(least_all.get(p, math.inf), j.size)
        least_own[(p, j.tenant)] = min(least_own.get((p, j.tenant), math.inf), j.size)
    return ["wait_bound"] * overdue + out[::-1]


def tenant_view(s: Scheduler) -> dict[str, dict]:
    out: dict[str, dict] = {}
    for j in s.waiting:
        out.setdefault(j.tenant, {"waiting": 0, "running": 0})["waiting"] += 1
    for j in s.running:
        out.setdefault(j.tenant, {"waiting": 0, "running": 0})["running"] += 1
    for name, t in out.items():
        t["weight"] = s.weight(name)
    return out


def job_view(j: Job, now: float) -> dict:
    return {
        "request_id": j.id,
        "tenant": j.tenant,
        "api": j.api,
        "model": j.model,
        "priority": j.priority.name.lower(),
        "prompt_tokens": j.prompt_tokens,
        "predicted_tokens": round(j.predicted_tokens, 1),
        "predicted_seconds": round(j.size, 3),
        **({"load_seconds": round(j.load, 3)} if j.load else {}),
        "max_tokens": j.max_tokens,
        **({"bound": j.bound} if j.bound is not None else {}),
        "reserved_tokens": j.reservation,
        "waited": round((j.admitted_at if j.admitted_at is not None else now) - j.arrival, 3),
        **(
            {
                "suspended": {
                    "times": j.suspends,
                    "produced_tokens": j.produced,
                    "for": j.suspended_for,
                    "seconds": round(j.suspended_seconds + (now - j.suspended_at if j.suspended_at else 0.0), 3),
                    "now": j.suspended_at is not None,
                }
            }
            if j.suspends
            else {}
        ),
    }
