"""What the sidecar writes down about each request, from one record of how it ended.

The request path (``sidecar/request/steps.py``) decides; the ``Recorder`` writes. How a request
ended is one ``Outcome``, and from it come together: the Prometheus metrics, the access-log
record, the traffic-log line (the next training set) and the dashboard's ring of recent
outcomes. So a test of one outcome sees all four agree, and the stream's logic in
``RequestSteps.relay`` reads without a metric call.

A request refused before it was admitted (queue full, bad body, shutting down) or cancelled
while it waited has no backend, no size and no reply: ``refused`` and ``cancelled_waiting``
count it and log one line; it leaves no traffic-log line and no dashboard row.
"""

from __future__ import annotations

import logging
import math
import time
from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sidecar.errors import Rejected, SidecarError
from sidecar.prediction.features import FEATURE_VERSION
from sidecar.records.metrics import size_class
from sidecar.records.savings import Served, served_times

if TYPE_CHECKING:  # the parts a recorder is handed
    from sidecar.apis.family import Usage
    from sidecar.apis.parse import RequestInfo
    from sidecar.learning.learner import Learner
    from sidecar.learning.trafficlog import TrafficLog, TrafficRecord
    from sidecar.prediction.scorer import ServingModel
    from sidecar.records.metrics import Metrics
    from sidecar.records.savings import Savings
    from sidecar.scheduling.jobs import Job


access = logging.getLogger("sidecar.access")

RECENT = 300  # outcomes the dashboard keeps for its scatter, ranking and latency series


@dataclass(frozen=True)
class RecentOutcome:
    """One finished request, as the dashboard shows it."""

    at: float  # wall-clock end, seconds since the epoch
    predicted: float  # tokens
    actual: int | None  # tokens, when the backend reported them
    truncated: bool  # cut at max_tokens: the actual length is a lower bound
    wait: float
    latency: float
    predicted_class: str
    backend: str
    tenant: str
    status: str


class Outcomes:
    """The last ``RECENT`` finished requests (a ring: appending is the request path's cost)."""

    def __init__(self, size: int = RECENT) -> None:
        self._ring: deque[RecentOutcome] = deque(maxlen=size)
        self.version = 0  # bumps on every append: the state is rebuilt only when it moved

    def add(self, o: RecentOutcome) -> None:
        self._ring.append(o)
        self.version += 1

    def __iter__(self) -> Iterator[RecentOutcome]:
        return iter(self._ring)

    def __len__(self) -> int:
        return len(self._ring)


@dataclass
class Outcome:
    """How one admitted request ended."""

    rid: str
    api: str
    info: RequestInfo
    features: list[float] | None
    score: float
    job: Job
    backend: str
    arrived: float  # loop-independent monotonic seconds
    admitted: float
    status: str  # ok, client_gone, backend_status, cancelled, or the error's code
    usage: Usage | None = None
    first_byte: float | None = None  # when the first byte of the reply came
    status_code: int | None = None  # the backend's HTTP status
    backend_error: str | None = None  # the label it counts under in sidecar_backend_errors_total
    replied: bool = False  # the relay ran to its end: latency and tenant time are observed
    while_waiting: bool = False  # cancelled while queued again (its backend went down), not while streaming
    done: float = 0.0
    label: str = ""  # the client's X-Request-Id, when it sent one

    def __post_init__(self) -> None:
        self.done = self.done or time.monotonic()


class Recorder:
    """Writes metrics, the access log, the traffic log and the dashboard's ring."""

    def __init__(
        self,
        metrics: Metrics,
        outcomes: Outcomes,
        length_model: ServingModel,
        traffic: TrafficLog | None,
        learner: Learner | None,
        savings: Savings | None = None,
        slots: Callable[[str], int] = lambda backend: 1,
        queues_inside: Callable[[str], bool] = lambda backend: False,
    ) -> None:
        self.metrics = metrics
        self.outcomes = outcomes
        self.length_model = length_model
        self.traffic = traffic
        self.learner = learner
        self.savings = savings  # the live tally against arrival order (sidecar.records.savings)
        self.slots = slots  # a backend's slots, for the traffic log (``sidecar report`` replays with them)
        self.queues_inside = queues_inside  # a backend that may queue what it is sent (``served_times``)

    def arrived(self, rid: str, at: float) -> None:
        if self.savings is not None:
            self.savings.arrived(rid, at)

    # --- before admission ---------------------------------------------------------------

    def predicted(self, seconds: float) -> None:
        self.metrics.predictor_seconds.observe(seconds)

    def prediction_failed(self) -> None:
        self.metrics.prediction_fallbacks.inc()

    def refused(self, api: str, exc: SidecarError, rid: str) -> None:
        self.metrics.rejections.labels(rejection_reason(exc)).inc()
        self.metrics.requests.labels(api, exc.code).inc()
        access.info("request %s %s refused %d %s", rid, api, exc.status, exc.code)
        if self.savings is not None:
            self.savings.dropped(rid)

    def cancelled_waiting(self, api: str, rid: str) -> None:
        self.metrics.cancellations.labels("waiting").inc()
        self.metrics.requests.labels(api, "cancelled").inc()
        access.info("request %s %s cancelled while waiting", rid, api)
        if self.savings is not None:
            self.savings.dropped(rid)

    def placed(self, kept: bool | None) -> None:
        """A conversation with an earlier turn was placed: on its backend (True) or not."""
        if kept is not None:
            self.metrics.affinity.labels("kept" if kept else "moved").inc()

    def suspended(self, job: Job, backend: str, produced: int) -> None:
        """A streamed reply was cut after ``produced`` more tokens so that shorter work ran."""
        self.metrics.suspends.labels(backend).inc()
        access.info(
            "request %s suspended after %d tokens for %s", job.id, job.produced + produced, job.suspended_for or "-"
        )

    def admitted(self, job: Job, waited: float) -> None:
        self.metrics.wait.labels(size_class(job.predicted_tokens)).observe(waited)
        self.metrics.admissions.labels("overdue" if job.overdue else "aged" if job.aged else "in_order").inc()

    # --- the end ------------------------------------------------------------------------

    def finished(self, o: Outcome) -> TrafficRecord:
        """Record how an admitted request ended; returns its traffic-log record."""
        self._count(o)
        rec = self._record(o)
        job = o.job
        if self.savings is not None:
            if o.while_waiting:  # it never held a slot
                self.savings.dropped(o.rid)
            else:
                # a resumed reply: the backend's times are its last leg's; its service is the time
                # it held a slot less what its resumes spent reading it again (its time
                # suspended, and those resumes, are waits: what suspending it cost)
                seconds = backend_seconds(o.usage) if not job.suspends else None
                service, wait = served_times(
                    o.arrived,
                    o.admitted + job.suspended_seconds,
                    o.done,
                    seconds,
                    job.resume_seconds,
                    queues_inside=self.queues_inside(o.backend),
                )
                self.savings.finished(
                    o.rid, Served(o.arrived, service, wait, o.backend, size_class(job.predicted_tokens), job.tenant)
                )
        access.info(
            "request %s %s %s wait=%.3fs service=%.3fs predicted=%.0f actual=%s trust=%s%s",
            o.rid if not o.label or o.label == o.rid else f"{o.rid} (client id {o.label})",
            o.api,
            o.status,
            rec["queue_wait"],
            rec["service_time"],
            job.predicted_tokens,
            rec["output_tokens"],
            "-" if job.trust is None else f"{job.trust:.2f}",
            f" suspended={job.suspends}x {job.suspended_seconds:.3f}s" if job.suspends else "",
            extra={"record": rec},
        )
        self.outcomes.add(
            RecentOutcome(
                rec["time"],
                job.predicted_tokens,
                rec["output_tokens"],
                rec["truncated"],
                rec["queue_wait"],
                o.done - o.arrived,
                size_class(job.predicted_tokens),
                o.backend,
                job.tenant,
                o.status,
            )
        )
        if self.traffic is not None:
            if self.learner is not None:
                rec["words"] = self.learner.word_ids(o.info.conversation)
            if self.traffic.log_prompts:
                rec["messages"] = [list(m) for m in o.info.conversation.messages]
                rec["json_mode"] = o.info.conversation.json_mode
            self.traffic.write(rec)
        return rec

    def _count(self, o: Outcome) -> None:
        m, job, usage = self.metrics, o.job, o.usage
        if o.status in ("cancelled", "client_gone"):
            # a client that left while its reply was made: "streaming" only if it was streamed
            phase = "waiting" if o.while_waiting else "streaming" if o.info.stream else "running"
            m.cancellations.labels(phase).inc()
        elif o.backend_error is not None:
            m.backend_errors.labels(o.backend_error).inc()
        if o.status == "ok" and job.suspends:
            m.resumes.labels(o.backend).inc()
            if usage is not None and usage.prompt_seconds is not None:
                m.resume_prefill_seconds.labels(o.backend).inc(usage.prompt_seconds)
            if usage is not None and usage.prefill_tokens is not None:
                m.resume_recomputed_tokens.labels(o.backend).inc(usage.prefill_tokens)
        if o.status == "ok" and usage is not None:
            if usage.prompt_tokens and usage.prefill_tokens is not None and usage.prefill_tokens < usage.prompt_tokens:
                m.cached_prompt_tokens.labels(o.backend).inc(usage.prompt_tokens - usage.prefill_tokens)
            if usage.output_tokens and not usage.truncated and job.predicted_tokens > 0:
                m.prediction_error.observe(math.log2(usage.output_tokens / job.predicted_tokens))
        if o.replied:
            cls = size_class(job.predicted_tokens)
            m.latency.labels(cls).observe(o.done - o.arrived)
            if o.first_byte is not None:
                m.ttfb.labels(cls).observe(o.first_byte - o.arrived)
        m.requests.labels(o.api, o.status).inc()
        if o.replied:
            tenant = m.tenant_label(job.tenant)
            m.tenant_requests.labels(tenant, o.status).inc()
            if job.finished_at is not None and job.admitted_at is not None:
                m.tenant_seconds.labels(tenant).inc(job.finished_at - job.admitted_at)

    def _record(self, o: Outcome) -> TrafficRecord:
        job, usage, p = o.job, o.usage, self.length_model.predictor
        return {
            "time": round(time.time(), 3),
            "request_id": o.rid,
            "api": o.api,
            "model": o.job.model,  # what the backend ran (one llama-server: its model, whatever the client said)
            "tenant": job.tenant,
            "backend": o.backend,
            "priority": job.priority.name.lower(),
            "feature_version": FEATURE_VERSION,
            "features": o.features,
            "score": round(o.score, 5),
            "model_version": p.version,
            "words_version": p.words_version,
            "predicted_tokens": round(job.predicted_tokens, 1),
            "predicted_seconds": round(job.size, 4),
            "trust": None if job.trust is None else round(job.trust, 3),
            "bound": job.bound,
            "max_tokens": job.max_tokens,
            "prompt_tokens": usage.prompt_tokens if usage else None,
            "prefill_tokens": usage.prefill_tokens if usage else None,
            "output_tokens": usage.output_tokens if usage else None,
            "counts_reported": usage.reported if usage else False,
            "truncated": usage.truncated if usage else False,
            "queue_wait": round(o.admitted - o.arrived, 4),
            "first_byte": round(o.first_byte - o.arrived, 4) if o.first_byte else None,
            "service_time": round(o.done - o.admitted, 4),
            "backend_seconds": None if (b := backend_seconds(usage)) is None else round(b, 4),
            "aged": job.aged,
            "overdue": job.overdue,
            "suspends": job.suspends,
            "suspended_seconds": round(job.suspended_seconds, 4),
            "resume_seconds": round(job.resume_seconds, 4),
            "status": o.status,
            "status_code": o.status_code,
            "slots": self.slots(o.backend),
            "queues_inside": self.queues_inside(o.backend),
            **({"prompt_only": True} if o.info.api.prompt_only else {}),  # embeddings: no reply length
            **({"while_waiting": True} if o.while_waiting else {}),  # ended queued again: it held no slot
        }


def backend_seconds(usage: Usage | None) -> float | None:
    """What the backend says it spent on a reply (loading its model, reading the prompt,
    decoding), where it says both of the last two."""
    if usage is None or usage.prompt_seconds is None or usage.decode_seconds is None:
        return None
    return usage.prompt_seconds + usage.decode_seconds + (usage.load_seconds or 0.0)


def rejection_reason(exc: SidecarError) -> str:
    if isinstance(exc, Rejected):
        return exc.code
    return "bad_request" if exc.status in (400, 413) else exc.code
