"""One request's life in the sidecar, as states and the moves between them.

    WAITING --admit--> RUNNING --suspend--> SUSPENDED --admit--> RUNNING ...
       |                  |  \\--requeue--> WAITING (the backend refused it before the reply began)
       |                  +--end--> DONE | FAILED | CANCELLED
       +--end--> FAILED | CANCELLED (its wait failed, or its client left)
    SUSPENDED --end--> FAILED | CANCELLED

A ``Flight`` is created when the request's size is known and it starts to wait; its moves
are the only way what it holds of a backend changes (``admit`` takes a ``Hold``, ``suspend``
and ``requeue`` let it go back to the scheduler, ``end`` releases it) and a move the table
does not allow raises ``IllegalMove``: a request cannot be relayed twice, resumed without
being suspended, or end twice. Whatever the exit, ``give_back`` leaves nothing held.
"""

from __future__ import annotations

import enum
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import sidecar.jsoncodec as jsoncodec
from sidecar.scheduling import suspension
from sidecar.scheduling.jobs import Job, JobState

if TYPE_CHECKING:  # types only: the request path imports these itself
    from sidecar.apis.catalog import Api
    from sidecar.apis.parse import RequestInfo
    from sidecar.apis.splice import Splice
    from sidecar.backends.upstream import Hold, Upstream


class Phase(enum.Enum):
    WAITING = "waiting"  # in a backend's queue (or being routed to one)
    RUNNING = "running"  # admitted: its request is at the backend, its reply relayed
    SUSPENDED = "suspended"  # its reply was cut for shorter work; it waits to resume
    DONE = "done"  # the reply ended as the backend ended it (an error reply relayed included)
    FAILED = "failed"  # the sidecar ended it with its own error
    CANCELLED = "cancelled"  # its client left

    @property
    def final(self) -> bool:
        return self in _FINAL


_FINAL = frozenset({Phase.DONE, Phase.FAILED, Phase.CANCELLED})
MOVES: dict[Phase, frozenset[Phase]] = {
    Phase.WAITING: frozenset({Phase.RUNNING, Phase.FAILED, Phase.CANCELLED}),
    Phase.RUNNING: frozenset({Phase.SUSPENDED, Phase.WAITING, *_FINAL}),
    Phase.SUSPENDED: frozenset({Phase.RUNNING, Phase.FAILED, Phase.CANCELLED}),
    Phase.DONE: frozenset(),
    Phase.FAILED: frozenset(),
    Phase.CANCELLED: frozenset(),
}


class IllegalMove(RuntimeError):
    """A move the request's states do not allow: a bug in the request path."""


@dataclass
class Flight:
    """What the sidecar knows about one request on its way through, and where it is."""

    rid: str  # the sidecar's own id
    label: str  # the client's X-Request-Id (else rid)
    api: Api
    info: RequestInfo
    features: list[float] | None
    score: float
    job: Job
    raw: bytes  # the body as the client sent it
    arrived: float
    keys: tuple[int, ...]  # request-shape memory keys
    splice: Splice | None = None  # a reply that may be suspended: its legs as one
    admitted: float = 0.0  # when it was admitted (again after a requeue; not after a resume)
    requeued: int = 0  # times the backend had no KV room for it before its reply began
    broke: tuple[str, ...] = ()  # the kinds of its size claims its reply broke while it ran
    phase: Phase = Phase.WAITING
    history: list[Phase] = field(default_factory=list)  # the phases it left, in order
    _hold: Hold | None = None

    # --- moves -------------------------------------------------------------------------

    def _move(self, to: Phase) -> None:
        if to not in MOVES[self.phase]:
            raise IllegalMove(f"request {self.rid}: {self.phase.value} -> {to.value}")
        self.history.append(self.phase)
        self.phase = to

    def admit(self, hold: Hold) -> None:
        """Its backend let it run (first, again after a requeue, or resumed): it holds
        ``hold``. Its admission time is its first's (a resume's wait is counted apart,
        ``Job.suspended_seconds``), or a requeue's."""
        resumed = self.phase is Phase.SUSPENDED
        self._move(Phase.RUNNING)
        self._hold = hold
        if not resumed:
            self.admitted = time.monotonic()

    def suspend(self) -> None:
        """Its reply was cut: its slot, reservation and slot id go back to the scheduler
        (``Admission.suspend`` takes them), and it waits to resume."""
        self._move(Phase.SUSPENDED)
        self.hold.let_go()

    def requeue(self) -> None:
        """Its backend refused it before the reply began: back to a queue."""
        self._move(Phase.WAITING)
        self.hold.let_go()

    def end(self, phase: Phase, *, ok: bool | None = None, output_tokens: int | None = None) -> None:
        """It ends (``phase``: DONE, FAILED or CANCELLED): what it holds is released, ``ok``
        as ``Hold.release`` takes it (None with CANCELLED: the client left, the backend may
        still be at work for it, and its slot counts free once the backend lets go)."""
        if not phase.final:
            raise IllegalMove(f"request {self.rid}: {phase.value} is not an end")
        self._move(phase)
        if self._hold is not None:
            self._hold.release(ok=ok, output_tokens=output_tokens, sent=phase is Phase.CANCELLED)

    def give_back(self) -> None:
        """Whatever the exit, nothing stays held: the backend's slot id, the scheduler's
        slot and reservation, or a place in a queue (a retry that was interrupted); a reply
        whose client left is given back when its backend lets it go (``Hold.release``)."""
        if self._hold is None:
            return
        self._hold.release(ok=None)
        if self.job.state in (JobState.WAITING, JobState.RUNNING) and not self._hold.settling:
            self.upstream.admission.abandon(self.job)

    # --- what it is --------------------------------------------------------------------

    @property
    def hold(self) -> Hold:
        if self._hold is None:
            raise IllegalMove(f"request {self.rid} holds nothing: it was never admitted")
        return self._hold

    @property
    def upstream(self) -> Upstream:
        return self.hold.upstream

    def cut_now(self) -> bool:
        """Whether the relay cuts the reply at this event's end (``suspension.cut_now``)."""
        return self.splice is not None and suspension.cut_now(self.job, self.splice.continuable)

    def forwarded_body(self) -> bytes:
        """The client's bytes unless the sidecar changed a field (priority removed, usage
        asked for, a resumed reply's text); its ``id_slot`` and ``cache_prompt`` are its
        own. Encoding cannot fail here: the body was read with a
        depth bound (``jsoncodec.loads_request``)."""
        body = self.info.body
        spliced = self.splice is not None and (self.splice.legs > 1 or self.splice.collect)
        if spliced:
            assert self.splice is not None
            body = self.splice.upstream(body)  # the original with its reply so far, streamed
        return jsoncodec.dumps(body) if self.info.body_changed or spliced else self.raw
