"""What the sidecar saved: each request's wait beside the wait it would have had in arrival order.

Pure: no sockets, no event loop; times are the caller's (monotonic seconds live, wall-clock
seconds from the traffic log).

The counterfactual is the backend alone: the same requests, arriving when they did, served
first come first served on the backend that served them, each holding a slot as long as it
held one here (``fcfs_waits``). With one slot that replay is exact, given the service times:
a request's service does not depend on the order. With several slots it is an estimate
(KV limits and the backend's batching are not replayed), and it is labelled so.

Live (``Savings``): the request path says when a request arrived, the recorder when it ended
(``finished``) or left without holding a slot (``dropped``). Requests are replayed in arrival
order, as soon as every earlier arrival has ended, so the numbers trail the queue by at most
its longest wait. ``sidecar report`` replays the traffic log through the same function.
"""

from __future__ import annotations

import heapq
import math
import statistics
from collections import OrderedDict, deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

BUCKET = 60.0  # seconds a point of the plot covers
BUCKETS = 60  # points kept (an hour)
STALE = 3600.0  # an arrival not ended an hour of arrivals later is left out (it cannot hold the rest back)
MAX_TENANTS = 50  # tenants tallied apart; more count as "other"


@dataclass
class Served:
    """One request that held a slot."""

    arrival: float
    service: float  # seconds it held the slot
    wait: float  # seconds it waited here
    backend: str = ""
    cls: str = ""  # its predicted size class
    tenant: str = ""
    fcfs_wait: float = math.nan  # filled by the replay


def served_times(
    arrived: float,
    admitted: float,
    done: float,
    backend_seconds: float | None,
    resumes: float = 0.0,
    *,
    queues_inside: bool = False,
) -> tuple[float, float]:
    """(service, wait) of a request that held a slot. Its service is the time it held its
    slot here, the relay's own time in it included (arrival order has that too: a count
    without it drifts with the machine's speed). ``queues_inside``: a backend that may run
    fewer requests at once than it is sent (its parallelism learned, not reported: the
    learner's trial on a serial Ollama): there the time beyond what the backend says it
    spent (load, prompt and decode) was a wait inside it, and its service is the backend's.
    ``resumes``: the seconds a suspended reply's resumes spent reading prompt and text
    again, which arrival order never pays: what suspending it cost, a wait. Its wait is the
    rest of its time."""
    held = done - admitted
    service = held
    if queues_inside and backend_seconds is not None and 0.0 < backend_seconds <= held + 0.05:
        service = min(backend_seconds, held)
    service = max(0.0, service - resumes)
    return service, done - arrived - service


def fcfs_waits(requests: list[Served], slots: int) -> None:
    """Fill ``fcfs_wait`` of requests (one backend's, in arrival order)."""
    free = [-math.inf] * max(1, slots)
    for r in requests:
        _take_slot(free, r)


def _take_slot(free: list[float], r: Served) -> None:
    """``r`` takes the slot that frees first (``free``: a heap of when each frees), at its
    arrival or when that slot frees; its ``fcfs_wait`` is filled."""
    start = max(r.arrival, heapq.heappop(free))
    r.fcfs_wait = start - r.arrival
    heapq.heappush(free, start + r.service)


def replay(requests: Iterable[Served], slots: Callable[[str], int]) -> list[Served]:
    """Every request with its arrival-order wait, each backend replayed apart."""
    by: dict[str, list[Served]] = {}
    for r in sorted(requests, key=lambda r: r.arrival):
        by.setdefault(r.backend, []).append(r)
    for backend, rs in by.items():
        fcfs_waits(rs, slots(backend))
    return [r for rs in by.values() for r in rs]


@dataclass
class Tally:
    """Waits of a set of requests, here and in arrival order."""

    n: int = 0
    actual: float = 0.0  # summed seconds waited here
    fcfs: float = 0.0  # summed seconds they would have waited in arrival order
    saved: float = 0.0  # summed over the requests that waited less here
    cost: float = 0.0  # summed over the requests that waited longer here
    longer: int = 0  # how many waited longer
    _actual: list[float] = field(default_factory=list)
    _fcfs: list[float] = field(default_factory=list)

    def add(self, r: Served) -> None:
        self.n += 1
        self.actual += r.wait
        self.fcfs += r.fcfs_wait
        d = r.fcfs_wait - r.wait
        if d >= 0:
            self.saved += d
        else:
            self.cost -= d
            self.longer += d < -1e-3
        if len(self._actual) < 50_000:  # medians of a day's traffic, bounded
            self._actual.append(r.wait)
            self._fcfs.append(r.fcfs_wait)

    def view(self) -> dict:
        med = lambda v: round(statistics.median(v), 3) if v else None  # noqa: E731
        return {
            "requests": self.n,
            "mean_wait": round(self.actual / self.n, 3) if self.n else None,
            "mean_wait_arrival_order": round(self.fcfs / self.n, 3) if self.n else None,
            "p50_wait": med(self._actual),
            "p50_wait_arrival_order": med(self._fcfs),
            "saved_seconds": round(self.saved, 3),
            "cost_seconds": round(self.cost, 3),  # what the requests that waited longer paid
            "waited_longer": self.longer,
            "net_saved_seconds": round(self.fcfs - self.actual, 3),
        }


@dataclass
class Breakdown:
    """Tallies in all, by predicted size class and by tenant (past ``max_tenants`` tenants,
    the rest count as "other")."""

    max_tenants: int | None = None
    total: Tally = field(default_factory=Tally)
    by_class: dict[str, Tally] = field(default_factory=dict)
    by_tenant: dict[str, Tally] = field(default_factory=dict)

    def add(self, r: Served) -> None:
        self.total.add(r)
        self.by_class.setdefault(r.cls, Tally()).add(r)
        cap = self.max_tenants
        tenant = r.tenant if cap is None or r.tenant in self.by_tenant or len(self.by_tenant) < cap else "other"
        self.by_tenant.setdefault(tenant, Tally()).add(r)

    def view(self) -> dict:
        return {
            **self.total.view(),
            "by_class": {k: v.view() for k, v in sorted(self.by_class.items())},
            "by_tenant": {k: v.view() for k, v in sorted(self.by_tenant.items())},
        }


def summarize(served: list[Served]) -> dict:
    """Totals, by predicted size class and by tenant."""
    b = Breakdown()
    for r in served:
        b.add(r)
    return b.view()


class Savings:
    """The live tally: what the requests relayed so far saved against arrival order."""

    def __init__(self, slots: Callable[[str], int], on_replayed: Callable[[Served], None] | None = None) -> None:
        self.slots = slots
        self.on_replayed = on_replayed  # metrics, per request replayed
        self.tally = Breakdown(MAX_TENANTS)
        self.series: deque[tuple[float, Tally]] = deque(maxlen=BUCKETS)  # (bucket start, tally)
        # by arrival: (arrival, how it was served; None while it waits or runs)
        self._pending: OrderedDict[str, tuple[float, Served | None]] = OrderedDict()
        self._free: dict[str, list[float]] = {}  # per backend: when each virtual slot frees
        self._latest = 0.0  # the newest arrival

    @property
    def total(self) -> Tally:
        return self.tally.total

    def arrived(self, rid: str, at: float) -> None:
        self._pending[rid] = (at, None)
        self._latest = at

    def dropped(self, rid: str) -> None:
        """Refused or cancelled before it held a slot: it takes no part."""
        self._pending.pop(rid, None)
        self._drain()

    def finished(self, rid: str, served: Served) -> None:
        if rid in self._pending:
            self._pending[rid] = (self._pending[rid][0], served)
        else:  # arrived before the tally existed (a reload): replay it alone
            self._replay(served)
        self._drain()

    def _drain(self) -> None:
        while self._pending:
            rid, (at, served) = next(iter(self._pending.items()))
            if served is None and self._latest - at < STALE:
                return  # an earlier arrival still waits or runs; an hour of arrivals on, it is left out
            del self._pending[rid]
            if served is not None:
                self._replay(served)

    def _replay(self, r: Served) -> None:
        free = self._free.get(r.backend)
        slots = max(1, self.slots(r.backend))
        if free is None or len(free) != slots:
            free = self._free[r.backend] = [-math.inf] * slots
        _take_slot(free, r)
        self.tally.add(r)
        bucket = math.floor(r.arrival / BUCKET) * BUCKET
        if not self.series or self.series[-1][0] < bucket:
            self.series.append((bucket, Tally()))
        self.series[-1][1].add(r)
        if self.on_replayed is not None:
            self.on_replayed(r)

    def snapshot(self, now: float, several_slots: bool) -> dict:
        """What the dashboard shows; ``now`` on the same clock as the arrivals."""
        return {
            **self.tally.view(),
            "exact": not several_slots,  # one slot: the replay is exact; several: an estimate
            "pending": len(self._pending),
            "series": [
                {"ago": round(now - start, 1), **{k: v for k, v in t.view().items() if "wait" in k}}
                for start, t in self.series
            ],
        }
