"""What the running jobs hold of a backend: slots and KV tokens, in all and (several models
on one backend) per model, the overcommit of replies that outgrew a full budget, and, on a
llama-server with several slots (``pins``), the slot id a job's client named (llama.cpp
``id_slot``; the sidecar never picks one itself: llama-server's own choice, by the
prompt's likeness to each slot's cache and its RAM cache, knows more). The one owner of
all of it: a job takes everything in ``take`` when it starts and gives everything back in
``give_back`` however it leaves the backend (it ends, fails, is cancelled, requeued, moved
or suspended). Pure bookkeeping; ``scheduler.Scheduler`` asks it whether a job fits.

A job's reservation is ``prompt + min(max_tokens, output_reserve)``, capped by the slot's
context; the proxy sets ``output_reserve`` to a high quantile of the predicted length (the
q95 of the model's log-normal error), and without it ``unsized_reserve`` times the
prediction is used. It grows as the reply streams (``grow``) if the job outgrows it,
clamped to the budget: the excess is overcommit, and blocks new admissions until it is gone.
"""

from __future__ import annotations

import math

from sidecar.scheduling.jobs import Capacity, Job
from sidecar.scheduling.residency import Residency


def reserved_output(job: Job, unsized_reserve: float) -> float:
    """The output tokens ``job`` reserves: its ``output_reserve`` (the sizer's quantile of its
    size), or ``unsized_reserve`` times its size without one, within its cap."""
    want = job.output_reserve if job.output_reserve is not None else unsized_reserve * job.predicted_tokens
    return min(want, float(job.max_tokens))


class Ledger:
    def __init__(self, capacity: Capacity, residency: Residency | None) -> None:
        self._capacity = capacity
        self.residency = residency
        self.reserved = 0  # KV tokens the running jobs hold
        self.by_model: dict[str, list[int]] = {}  # model -> [running jobs, reserved tokens] (residency)
        self.overcommit: dict[str, int] = {}  # job id -> tokens it streamed past the budget
        self._pins = False
        self.slot_ids: dict[str, int] = {}  # job id -> the backend slot it runs in (``pins``)

    @property
    def capacity(self) -> Capacity:
        return self._capacity

    @capacity.setter
    def capacity(self, capacity: Capacity) -> None:
        """What the backend holds, learned or reported again; slot ids past its slots are
        no longer handed out (a job that holds one keeps it until it leaves)."""
        self._capacity = capacity

    @property
    def pins(self) -> bool:
        """Whether the slot ids clients name are kept (a llama-server with several slots)."""
        return self._pins

    @pins.setter
    def pins(self, on: bool) -> None:
        self._pins = on
        if not on:
            self.slot_ids.clear()

    @property
    def budget(self) -> int:
        """KV tokens the backend holds: one model's budget, times the models it runs side by side."""
        return self.capacity.budget * (self.residency.places if self.residency else 1)

    def free(self, model: str | None = None) -> int:
        """KV tokens free: on the backend, or (several models) where ``model`` runs."""
        if self.residency is None or model is None:
            return self.budget - self.reserved
        return self.capacity.budget - self.by_model.get(model, [0, 0])[1]

    def reservation(self, job: Job, unsized_reserve: float) -> int:
        """The KV tokens ``job`` reserves when it starts: never more than one slot's context
        nor the whole budget (a budget learned below a slot's context must not leave a job
        that can never start; it grows as it streams, like any other)."""
        out = math.ceil(reserved_output(job, unsized_reserve))
        return min(job.prompt_tokens + max(out, 1), self.capacity.slot_context, self.capacity.budget)

    def fits(self, job: Job) -> bool:
        """Whether ``job`` could start now: no overcommit outstanding, its reservation fits,
        and (several models) its model has a free slot or could be loaded."""
        if self.overcommit or job.reservation > self.free(job.model):
            return False
        if self._pins and job.asked_slot is not None and job.asked_slot in self.slot_ids.values():
            return False  # the slot its client asked for is busy: it waits for that one
        r = self.residency
        if r is None:
            return True
        if r.resident(job.model):
            return self.by_model.get(job.model, [0, 0])[0] < self.capacity.slots
        return r.can_load(self.by_model)

    def take(self, job: Job) -> None:
        """``job`` starts: it holds a slot, its reservation and, if its client named one, that
        slot id (``fits`` waited until it was free)."""
        if self._pins and job.asked_slot is not None and 0 <= job.asked_slot < self._capacity.slots:
            job.slot = job.asked_slot
            self.slot_ids[job.id] = job.slot
        self.reserved += job.reservation
        if self.residency is not None:
            held = self.by_model.setdefault(job.model, [0, 0])
            held[0] += 1
            held[1] += job.reservation

    def grow(self, job: Job, need: int) -> int:
        """A running job needs ``need`` KV tokens: grow its reservation as far as the budget
        allows; returns the tokens it needs beyond that (counted as overcommit)."""
        extra = need - job.reservation
        if extra <= 0:
            return 0
        take = min(extra, max(0, self.free(job.model)))
        job.reservation += take
        self.reserved += take
        if job.model in self.by_model:
            self.by_model[job.model][1] += take
        if extra > take:
            self.overcommit[job.id] = self.overcommit.get(job.id, 0) + extra - take
        return extra - take

    def give_back(self, job: Job) -> None:
        """``job`` left its slot: free what it held."""
        self.slot_ids.pop(job.id, None)
        job.slot = None
        self.reserved -= job.reservation
        self.overcommit.pop(job.id, None)
        held = self.by_model.get(job.model)
        if held is not None:
            held[0] -= 1
            held[1] -= job.reservation
            if held[0] <= 0:
                del self.by_model[job.model]
