"""What the scheduler, the request path, the residency and the views share: a job and its
state, its priority, a backend's capacity, the speeds learned for a backend model, and the
counters a scheduler keeps, the settings it reads. Plain data, no decisions (those are ``sidecar.scheduling.scheduler``)."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sidecar.config import Config


class Priority(enum.IntEnum):
    INTERACTIVE = 0
    BATCH = 1

    @classmethod
    def parse(cls, value: object) -> Priority:
        if isinstance(value, str) and value.lower() in ("interactive", "batch"):
            return cls[value.upper()]
        raise ValueError(f"priority must be 'interactive' or 'batch', not {value!r}")


class JobState(enum.Enum):
    WAITING = "waiting"
    RUNNING = "running"
    COMPLETED = "completed"
    FAILED = "failed"
    CANCELLED = "cancelled"
    REJECTED = "rejected"
    TIMED_OUT = "timed_out"


def size_cap(cap: int, bound: int | None) -> int:
    """What a reply's size may be at most: its cap, or the tighter bound its form sets."""
    return cap if bound is None else max(1, min(cap, bound))


@dataclass(eq=False)
class Job:
    """One scheduled request, as the scheduler sees it."""

    id: str
    prompt_tokens: int
    predicted_tokens: float  # expected output tokens (already on the backend's scale)
    max_tokens: int  # output cap (what the reservation may hold)
    model: str = ""
    api: str = ""
    priority: Priority = Priority.INTERACTIVE
    true_tokens: float | None = None  # oracle runs (simulator, benchmark) only
    prompt_floor: int | None = None  # a lower bound on prompt tokens, for rejections
    output_reserve: float | None = (
        None  # output tokens to reserve (None: ``SchedulerSettings.unsized_reserve`` x predicted)
    )
    tenant: str = ""
    charged_tokens: float = 0.0  # taken from the tenant's token bucket at intake
    score: float | None = None  # the length model's centred score, when it alone sized the job
    refined: bool = False  # the score is the second stage's refined one (``Scheduler.resize_job``)
    trust: float | None = None  # how much of the score counted in its size (``prediction.trust``)
    bound: int | None = None  # the reply's size as the request's form bounds it (sizes it, never reserves)
    claims: tuple[tuple[str, float], ...] = ()  # (kind, longest reply that keeps it) of each size claim it made
    sized_by: str = "model"  # what decided its size (``prediction.sizing``: model, stated, client, template, ...)
    streams: bool = True  # its reply streams (progress reports come); unstreamed, only its end is seen
    suspendable: bool = False  # its reply may be suspended and resumed (``apis.splice.refusal`` said so)
    # set by the scheduler
    arrival: float = 0.0
    seq: int = 0
    size: float = 0.0  # predicted service seconds
    reservation: int = 0
    state: JobState = JobState.WAITING
    admitted_at: float | None = None
    finished_at: float | None = None
    aged: bool = False  # admitted ahead of a smaller waiting job
    overdue: bool = False  # admitted under the hard starvation bound
    streamed_tokens: int = 0
    load: float = 0.0  # seconds of model load this job would wait for (several models)
    caused_load: bool = False  # its admission made the backend load its model
    progress_at: float | None = None  # when its stream last reported progress
    beside: dict[int, float] = field(
        default_factory=dict
    )  # unstreamed: seconds it ran with k jobs running (k -> seconds)
    slot: int | None = None  # the backend slot id it runs in, where its client named one (``ledger``)
    asked_slot: int | None = None  # the slot id its client asked for (llama.cpp ``id_slot``): it runs there
    suspend_asked: bool = False  # the scheduler asked its relay to cut the reply here (``preempt``)
    suspends: int = 0  # times its reply was suspended
    produced: int = 0  # output tokens its earlier legs generated (a suspended reply's partial text)
    whole_predicted: float | None = None  # once suspended: the whole reply's predicted length and
    whole_reserve: float | None = None  # reservation quantile, from before it ran (``tokens_left``)
    suspended_at: float | None = None  # when it was last suspended (while it waits to resume)
    suspended_seconds: float = 0.0  # time it spent suspended, over all its suspensions
    resume_seconds: float = 0.0  # time its resumes took to their first token (prompt and text read again)
    suspended_for: str = ""  # the job whose start suspended it last

    @property
    def charge(self) -> float:
        """Backend seconds the job is charged at admission: its service, and the load it caused."""
        return self.size + (self.load if self.caused_load else 0.0)

    @property
    def size_cap(self) -> int:
        return size_cap(self.max_tokens, self.bound)

    @property
    def waited(self) -> float | None:
        return None if self.admitted_at is None else self.admitted_at - self.arrival


@dataclass(frozen=True)
class Capacity:
    """What the backend can hold at once: parallel slots and KV cache tokens."""

    slots: int = 1
    slot_context: int = 4096  # tokens one sequence may use (prompt + output)
    kv_budget: int | None = None  # tokens across all slots; default slots * slot_context

    @property
    def budget(self) -> int:
        return self.kv_budget if self.kv_budget is not None else self.slots * self.slot_context


@dataclass
class Rates:
    """Prefill and decode speed of one backend model, learned from reported timings."""

    prefill: float
    decode: float
    samples: int = 0
    alpha: float = 0.2  # EWMA weight of a new observation

    def observe(
        self, prompt_tokens: int, prompt_seconds: float | None, output_tokens: int, decode_seconds: float | None
    ) -> None:
        # A measurement over very few tokens is mostly overhead; ignore it. The first
        # replies replace the defaults (a running mean), later ones move the rates slowly.
        a = max(self.alpha, 1.0 / (self.samples + 1))
        if prompt_seconds and prompt_tokens >= 16 and prompt_seconds > 0:
            self.prefill += a * (prompt_tokens / prompt_seconds - self.prefill)
        if decode_seconds and output_tokens >= 8 and decode_seconds > 0:
            self.decode += a * (output_tokens / decode_seconds - self.decode)
        self.samples += 1


@dataclass
class Counters:
    submitted: int = 0
    admitted: int = 0
    completed: int = 0
    failed: int = 0
    cancelled_waiting: int = 0
    cancelled_running: int = 0
    timed_out: int = 0
    rejected: dict[str, int] = field(default_factory=dict)
    aged_admissions: int = 0
    overdue_admissions: int = 0
    backfills: int = 0
    overcommit_tokens: int = 0
    requeued: int = 0  # admitted, could not reach the backend, back in the queue
    moved_in: int = 0  # jobs taken over from a backend that went down
    moved_out: int = 0  # jobs handed to another backend
    fair_share_admissions: int = 0  # admitted ahead of a smaller job of a tenant that had its share
    resizes: int = 0  # times the waiting jobs were sized again at newly learned rates
    refined: int = 0  # waiting jobs given a new size by the second stage (the reader)
    model_loads: int = 0  # admissions that made the backend load their model
    suspends_asked: int = 0  # running replies asked to stop for shorter work (``Scheduler.preempt``)
    suspended: int = 0  # replies cut and queued again with their partial text
    resumed: int = 0  # suspended replies admitted again


@dataclass(frozen=True)
class SchedulerSettings:
    """The knobs the scheduler reads (a subset of ``config.SchedulerConfig``)."""

    policy: str = "sjf-aging"
    max_queue: int = 512
    max_queue_tokens: int | None = None
    overload_status: int = 429
    max_wait: float = 120.0
    aging: float = 0.1
    aged_share: float = 0.5
    aged_window: float = 60.0
    unsized_reserve: float = 2.0  # a job without a reservation of its own (a simulated one) reserves this x predicted
    queue_timeout: float = 900.0
    max_in_flight: int | None = None
    fair_share: bool = True  # weighted fair sharing of backend time between tenants
    express_lane: str = "auto"  # auto | on | off (sidecar.scheduling.lane)
    express_long_seconds: float = 8.0  # a job predicted to run this long may not take the lane
    express_long_tokens: int = 128  # nor one predicted to reply this many tokens
    preempt: str = "auto"  # off | batch | auto: which running replies may be suspended for shorter work
    preempt_ratio: float = 3.0  # a reply is suspended only if its work left is this many times the cut's cost
    max_suspends: int = 4  # times one reply may be suspended

    @classmethod
    def from_config(cls, c: Config) -> SchedulerSettings:
        """The settings a config gives: every field of its ``scheduler`` section the settings
        have, by name, the queue timeout and whether tenants share by weight. The one place
        they are built from a config (at start and on reload)."""
        section = c.scheduler
        shared = {f.name for f in fields(cls)} & {f.name for f in fields(section)}
        return cls(
            **{name: getattr(section, name) for name in shared},
            queue_timeout=c.timeouts.queue,
            fair_share=c.tenants.fair_share,
        )
