"""The order waiting jobs are kept in: the policies' keys, the sorted queue, and the merge
of tenants' queues by fair share. Pure data structures; ``scheduler.Scheduler`` decides
with them.

Cost: each (priority, tenant) list is kept sorted as jobs arrive (bisect), so an admission
reads the lists' heads, not the whole queue.

Ordering (``POLICIES``), lower key first:

- ``fcfs``: arrival order (the baseline every backend already does).
- ``sjf``: predicted service seconds, ``prompt/prefill_rate + min(output, cap)/decode_rate``.
- ``sjf-aging`` (default): ``size - aging * waited``. Waiting makes a job steadily more
  urgent: with the default ``aging = 0.1`` a job that has waited 100 s ranks with a fresh
  job 10 s shorter. (Larger rates undo SJF under load, where waits are many times the job
  sizes: in the simulator at rho 0.9, aging 1.0 kept -19% of short-job latency, 0.1 kept
  -31%, pure SJF -34%; docs/scheduling.md has the sweep.)
  Because ``size - aging * (now - arrival) = (size + aging * arrival) - aging * now`` and
  the last term is the same for every job, the order only depends on the static key
  ``size + aging * arrival``.
"""

from __future__ import annotations

import bisect
import heapq
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from sidecar.scheduling.jobs import Job
from sidecar.scheduling.tenancy import FairShare


@dataclass(frozen=True)
class Policy:
    name: str
    key: Callable[[Job, float], float]  # (job, aging) -> static order key
    ages: bool  # whether the policy promotes waiting jobs (aged-share accounting)
    sized: bool  # whether the order depends on predicted size


POLICIES: dict[str, Policy] = {
    "fcfs": Policy("fcfs", lambda j, a: j.arrival, ages=False, sized=False),
    "sjf": Policy("sjf", lambda j, a: j.size + j.load, ages=False, sized=True),
    "sjf-aging": Policy("sjf-aging", lambda j, a: j.size + j.load + a * j.arrival, ages=True, sized=True),
}

Entry = tuple[tuple, Job]  # (order key, job)


class WaitQueue:
    """The waiting jobs: by id in arrival order (``by_id``), and per (priority, tenant)
    sorted by the policy's order key (``groups``: lists of ``(key, job)``, kept sorted by
    insertion with bisect). A job's key changes only through ``rekey_one`` or ``rekey``."""

    def __init__(self, key: Callable[[Job], tuple]) -> None:
        self.key = key
        self.by_id: dict[str, Job] = {}
        self.groups: dict[tuple[int, str], list[Entry]] = {}
        self._keys: dict[str, tuple] = {}

    def add(self, job: Job) -> None:
        last = next(reversed(self.by_id.values()), None)
        self.by_id[job.id] = job
        if last is not None and (job.arrival, job.seq) < (last.arrival, last.seq):  # an older job comes back
            self.by_id = dict(sorted(self.by_id.items(), key=lambda kv: (kv[1].arrival, kv[1].seq)))
        k = self._keys[job.id] = self.key(job)
        bisect.insort(self.groups.setdefault(_group(job), []), (k, job))

    def remove(self, job: Job) -> None:
        del self.by_id[job.id]
        lst = self.groups[_group(job)]
        del lst[self._index(lst, job, self._keys.pop(job.id))]
        if not lst:
            del self.groups[_group(job)]

    def rekey_one(self, job: Job) -> None:
        """Put one job where its changed key places it (its arrival order stays)."""
        lst = self.groups[_group(job)]
        del lst[self._index(lst, job, self._keys[job.id])]
        k = self._keys[job.id] = self.key(job)
        bisect.insort(lst, (k, job))

    def clear(self) -> None:
        self.by_id.clear()
        self.groups.clear()
        self._keys.clear()

    def rekey(self) -> None:
        """Sort every group again after the jobs' keys changed."""
        self.groups.clear()
        self._keys.clear()
        for job in self.by_id.values():
            k = self._keys[job.id] = self.key(job)
            self.groups.setdefault(_group(job), []).append((k, job))
        for lst in self.groups.values():
            lst.sort()

    def ranked(
        self,
        *,
        shortest_next: bool,
        fair: FairShare | None,
        weight: Callable[[str], float],
        order: Callable[[Job], Any],
    ) -> Iterator[Job]:
        """The jobs in the order they would be admitted if all had room: priority class, then
        fair share between tenants (``fair``; None: one order for all), then the policy's
        order; with ``shortest_next`` the top class's shortest job first (its tenant's,
        under fair share). Lazy: each (priority, tenant) list is kept sorted as jobs arrive,
        so a reader that stops at the head reads no further, whatever the queue's length."""
        if not self.groups:
            return
        prios = sorted({p for p, _ in self.groups})
        tags: dict[str, float] = {}
        for prio in prios:
            lists = {t: lst for (p, t), lst in self.groups.items() if p == prio}
            cap = shortest_next and prio == prios[0]
            if len(lists) == 1 or fair is None:
                first = (
                    min((e[1] for lst in lists.values() for e in lst), key=lambda j: (j.size, j.seq)) if cap else None
                )
                if first is not None:
                    yield first
                merged = heapq.merge(*lists.values()) if len(lists) > 1 else next(iter(lists.values()))
                yield from (j for _, j in merged if j is not first)
            else:
                queues = {t: shortest_first(lst) if cap else (j for _, j in lst) for t, lst in lists.items()}
                yield from fair_merge(queues, tags, fair, weight, order)

    def overdue(self, now: float, bound: float, *, fair: FairShare | None, weight: Callable[[str], float]) -> list[Job]:
        """Jobs waiting ``bound`` seconds or more, in the order they go: oldest first, and
        between tenants by fair share (in an overload where many are overdue, no tenant
        takes them all)."""
        late: dict[str, list[Job]] = {}
        for j in self.by_id.values():  # arrival order
            if now - j.arrival < bound:
                break
            late.setdefault(j.tenant, []).append(j)
        if len(late) < 2 or fair is None:
            return sorted((j for q in late.values() for j in q), key=lambda j: j.seq)
        return list(fair_merge({t: iter(q) for t, q in late.items()}, {}, fair, weight, lambda j: j.seq))

    @staticmethod
    def _index(lst: list[Entry], job: Job, key: tuple) -> int:
        i = bisect.bisect_left(lst, (key,))
        assert lst[i][1] is job
        return i


def _group(job: Job) -> tuple[int, str]:
    return int(job.priority), job.tenant


def shortest_first(lst: list[Entry]) -> Iterator[Job]:
    """A sorted queue with its shortest job moved to the front."""
    first = min((j for _, j in lst), key=lambda j: (j.size, j.seq))
    yield first
    yield from (j for _, j in lst if j is not first)


def fair_merge(
    queues: dict[str, Iterator[Job]],
    tags: dict[str, float],
    fair: FairShare,
    weight: Callable[[str], float],
    order: Callable[[Job], Any],
) -> Iterator[Job]:
    """Interleave per-tenant queues (each in its own order) by fair-share start tags, as
    successive admissions would; ``tags`` carries the simulated tags between calls, and
    ``order`` breaks ties between tenants whose heads start together."""
    heads: dict[str, tuple[Job, Iterator[Job]]] = {}
    for t, it in queues.items():
        head = next(it, None)
        if head is not None:
            heads[t] = (head, it)
            tags.setdefault(t, fair.start_tag(t))
    v = fair.vtime
    while heads:
        t = min(heads, key=lambda t: (max(v, tags[t]), order(heads[t][0])))
        v = max(v, tags[t])
        job, it = heads[t]
        tags[t] = v + job.size / weight(t)
        nxt = next(it, None)
        if nxt is None:
            del heads[t]
        else:
            heads[t] = (nxt, it)
        yield job


def policy_named(name: str) -> Policy:
    """The policy of that name (``POLICIES``); an unknown name raises ValueError."""
    if name not in POLICIES:
        raise ValueError(f"unknown policy {name!r}; known: {', '.join(POLICIES)}")
    return POLICIES[name]
