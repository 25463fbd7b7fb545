"""The backends behind the sidecar as its other parts hold them: each backend with the parts
that serve it (``Upstream``: its scheduler, admission, forwarder and what it said of itself),
a request's handle on what it holds of one (``Hold``), and all of them as the request path
sees them (``Backends``: which may take a request for a model). Which backend a request goes
to is ``sidecar.backends.routing``'s.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from sidecar.backends.forwarder import Forwarder
from sidecar.backends.probe import BackendInfo
from sidecar.config import BackendConfig
from sidecar.errors import ModelNotServed
from sidecar.scheduling.admission import Admission
from sidecar.scheduling.jobs import Job
from sidecar.scheduling.scheduler import Scheduler


@dataclass
class Upstream:
    """One backend and the parts that serve it."""

    config: BackendConfig
    info: BackendInfo
    scheduler: Scheduler
    admission: Admission
    forwarder: Forwarder
    probing: bool = False

    def __post_init__(self) -> None:
        self.scheduler.ledger.pins = self.pins_slots

    @property
    def name(self) -> str:
        return self.config.label

    @property
    def reachable(self) -> bool:
        return self.info.reachable

    @property
    def pins_slots(self) -> bool:
        """Whether the slot ids clients name (llama-server ``id_slot``) are kept, so that a
        request for a busy slot waits for it: on a llama-server with several slots."""
        return self.info.kind == "llamacpp" and self.info.models is None and self.info.capacity.slots > 1

    def serves(self, model: str) -> bool:
        if not self.config.models or not model:
            return True
        base = model.removesuffix(":latest")
        return any(m == model or m.removesuffix(":latest") == base for m in self.config.models)

    def set_info(self, info: BackendInfo) -> None:
        """A new probe result (the backend came back, perhaps with other slots)."""
        self.info = info
        self.scheduler.capacity = info.capacity
        r = self.scheduler.residency
        if r is not None and info.models is not None and info.models.limit_known:
            r.max_resident = info.models.max_resident
        self.scheduler.ledger.pins = self.pins_slots

    def load(self) -> int:
        return len(self.scheduler.waiting) + len(self.scheduler.running)


class Hold:
    """What one admitted request holds of its backend: the scheduler's slot, KV reservation
    and (llama-server ``id_slot``, where the sidecar picks it) slot id, all in the
    scheduler's ledger (``scheduling.ledger``), taken at admission and given back there
    whichever way the job leaves. The request path releases its hold in a ``finally``, so
    every exit (an exception, a cancellation, a timeout, a client that left or stopped
    reading) returns what was taken; a second release does nothing."""

    __slots__ = ("upstream", "job", "_open", "settling")

    def __init__(self, upstream: Upstream, job: Job) -> None:
        self.upstream = upstream
        self.job = job
        self._open = True
        self.settling = False  # given back once the backend lets go (``Forwarder.settle``)

    @property
    def open(self) -> bool:
        return self._open

    @property
    def slot(self) -> int | None:
        """The backend slot id its client named (None: the backend picks)."""
        return self.job.slot

    def release(self, ok: bool | None = None, output_tokens: int | None = None, *, sent: bool = False) -> None:
        """The reply ended (``ok``), broke (False) or its client left (None);
        ``output_tokens``, how long an unstreamed reply was (the decode meter learns from it).
        ``sent``: the request reached the backend, which may still be generating for a client
        that left: on llama-server its slot is held until the backend lets it go
        (``Forwarder.settle``)."""
        if not self._open:
            return
        self._open = False
        up = self.upstream
        if ok is None and sent and up.info.kind == "llamacpp":
            job, admission, scheduler = self.job, up.admission, up.scheduler
            self.settling = True
            up.forwarder.settle(
                job.slot, lambda: sum(1 for j in scheduler.running if j is not job), lambda: admission.abandon(job)
            )
        elif ok is None:
            up.admission.abandon(self.job)
        else:
            up.admission.finish(self.job, ok=ok, output_tokens=output_tokens)

    def let_go(self) -> None:
        """The job goes back to its scheduler without ending (the backend refused the
        connection, had no KV room, or the reply was suspended): the scheduler takes back
        what it holds as it queues it again (``Admission.retry``, ``requeue``, ``suspend``)
        or moves it (``Admission.withdraw``); this hold is spent."""
        self._open = False


class Backends:
    """The backends as the request path sees them: which may take a request, and the one
    thing it reports back (a backend refused a connection)."""

    def __init__(self, upstreams: list[Upstream], on_unreachable: Callable[[Upstream], None]) -> None:
        self.upstreams = upstreams  # in the config's order
        self._on_unreachable = on_unreachable

    def candidates(self, model: str) -> list[Upstream]:
        """The backends a request for ``model`` may go to: the reachable ones that serve
        it, or, while none of those is reachable, all that serve it (the request waits)."""
        serving = [u for u in self.upstreams if u.serves(model)]
        if not serving:
            names = sorted({m for u in self.upstreams for m in u.config.models})
            raise ModelNotServed(f"no backend serves model {model!r}; served: {', '.join(names)}")
        return [u for u in serving if u.reachable] or serving

    def mark_unreachable(self, up: Upstream) -> None:
        self._on_unreachable(up)

    @staticmethod
    def model_key(requested: str, candidates: Sequence[Upstream]) -> str:
        """The name what is learned about a request's model is kept under: the model its
        backends say they run (one llama-server serves one model, whatever a client calls
        it), else the name the client sent."""
        names = {u.info.model_name for u in candidates}
        if len(names) == 1 and (name := names.pop()) is not None:
            return name
        return requested

    @property
    def kinds(self) -> frozenset[str]:
        """The kinds of backend a request may reach (``apis.caps``: how each reads a cap)."""
        return frozenset(u.info.kind for u in self.upstreams)

    @property
    def asks_for_usage(self) -> bool:
        """Whether streamed OpenAI requests should ask for a usage chunk: every backend but
        llama-server's own API reports counts only when asked."""
        return any(u.info.kind != "llamacpp" for u in self.upstreams)

    @property
    def affinity_matters(self) -> bool:
        """Whether where a conversation ran can save anything: several backends (within
        one, llama-server finds a conversation's slot itself)."""
        return len(self.upstreams) > 1
