"""A scheduled request's path, one step a method, in the order they run (``scheduled``):

    adapter (parse body) -> features -> predictor (+ shape memory) -> scheduler (``admit``)
        -> forwarder (``relay``) -> usage -> calibration, learning and traffic log

``RequestPath`` holds no state of its own: it reads the running sidecar's parts (scheduler,
admission, forwarder, predictor, calibration, learner, traffic log, metrics).
"""

from __future__ import annotations

import asyncio
import json
import logging
import math
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from aiohttp import web

from . import jsoncodec
from .adapters import Api, ApiFamily, RequestInfo, Usage, UsageParser, error_body, parse_request
from .admission import Moved
from .calibration import optimistic_prompt_tokens
from .dashboard import Outcome
from .errors import BackendUnreachable, BodyTooLarge, Rejected, RequestError, SidecarError
from .features import FEATURE_VERSION, extract_features
from .lifecycle import State
from .metrics import size_class
from .predictor import expected_capped
from .scheduler import Job, Priority
from .upstreams import Placement, Upstream

if TYPE_CHECKING:
    from .proxy import Sidecar

RID = web.RequestKey("request_id", str)

log = logging.getLogger("sidecar")
access = logging.getLogger("sidecar.access")

# Waiting jobs are sized again after each of a backend model's first RESIZE_WHILE replies
# (what they teach moves its rates and length offset most) and after every RESIZE_EVERY-th.
RESIZE_WHILE = 8
RESIZE_EVERY = 50


class RequestPath:
    """The steps of one scheduled request, run against a running ``Sidecar``."""

    def __init__(self, sidecar: Sidecar) -> None:
        self.sc = sidecar

    def error(self, family: ApiFamily, exc: SidecarError, rid: str) -> web.Response:
        headers = {"X-Request-Id": rid}
        if exc.retry_after is not None:
            headers["Retry-After"] = str(max(1, math.ceil(exc.retry_after)))
        return web.Response(
            body=error_body(family, exc.status, exc.message, exc.code),
            status=exc.status,
            content_type="application/json",
            headers=headers,
        )

    async def read_body(self, request: web.Request) -> bytes:
        limit = self.sc.config.max_body_bytes
        if request.content_length is not None and request.content_length > limit:
            raise BodyTooLarge(
                f"the request body is {request.content_length} bytes; the limit is {limit} (max_body_bytes)"
            )
        try:
            return await request.read()
        except web.HTTPRequestEntityTooLarge as exc:
            raise BodyTooLarge(f"the request body is over the limit of {limit} bytes (max_body_bytes)") from exc

    def predict(self, info: RequestInfo) -> tuple[list[float] | None, float]:
        """Features and score; a failure schedules the request with a neutral size."""
        t0 = time.perf_counter()
        try:
            feats = extract_features(info.conversation, self.sc.predictor.words)
            score = self.sc.predictor.score(feats)
            if not math.isfinite(score):
                raise ValueError(f"non-finite score {score}")
        except Exception:  # noqa: BLE001 - a prediction must never cost a request
            log.exception("prediction failed; scheduling with a neutral size")
            self.sc.metrics.prediction_fallbacks.inc()
            return None, 0.0
        self.sc.metrics.predictor_seconds.observe(time.perf_counter() - t0)
        return feats, score

    async def scheduled(self, request: web.Request, api: Api) -> web.StreamResponse:
        """A scheduled request, in order: adapter -> features -> predictor -> scheduler
        (``_admit``), then forwarder -> usage -> calibration and traffic log (``_relay``)."""
        try:
            flight = await self.admit(request, api)
        except SidecarError as exc:
            self.sc.metrics.rejections.labels(_rejection_reason(exc)).inc()
            self.sc.metrics.requests.labels(api.name, exc.code).inc()
            access.info("request %s %s refused %d %s", request[RID], api.name, exc.status, exc.code)
            return self.error(api.family, exc, request[RID])
        except asyncio.CancelledError:
            self.sc.metrics.cancellations.labels("waiting").inc()
            self.sc.metrics.requests.labels(api.name, "cancelled").inc()
            access.info("request %s %s cancelled while waiting", request[RID], api.name)
            raise
        return await self.relay(request, flight)

    async def admit(self, request: web.Request, api: Api) -> Flight:
        """Read and size the request, and wait until the scheduler lets it run."""
        arrived = time.monotonic()
        if self.sc.state is not State.SERVING:
            raise Rejected("the sidecar is shutting down; retry shortly", status=503, retry_after=5.0, code="draining")
        raw = await self.read_body(request)
        try:
            obj = json.loads(raw)  # not orjson: it reads integers past 64 bits as floats
        except ValueError as exc:
            raise RequestError(f"the request body is not valid JSON: {exc}") from None
        except RecursionError:
            raise RequestError("the request body's JSON is nested too deeply") from None
        info = parse_request(
            api.name,
            obj,
            request.headers.get("X-Priority"),
            inject_usage=any(u.info.kind != "llamacpp" for u in self.sc.upstreams),
        )
        tenant = self.sc.tenants.identify(request.headers, request.remote)
        priority = (
            info.priority if info.priority is not None else Priority.parse(self.sc.tenants.policy(tenant).priority)
        )
        feats, score = self.predict(info)
        keys = self.sc.learner.keys(info.model, info.conversation) if self.sc.learner else ()
        candidates = self.sc.candidates(info.model)
        context = max(u.scheduler.capacity.slot_context for u in candidates)
        job = self.job(request[RID], info, score, priority, self.size_hint(request), keys, context)
        job.tenant = tenant
        up, slot = await self.place(job, info, candidates)
        return Flight(request[RID], api, info, feats, score, job, raw, arrived, time.monotonic(), keys, up, slot)

    async def place(
        self, job: Job, info: RequestInfo, candidates: list[Upstream], *, moved: bool = False
    ) -> tuple[Upstream, int | None]:
        """Route the job to a backend and wait there until it is admitted. It may leave a
        queue while it waits (``Moved``): taken over by an idle backend, it waits there;
        its backend gone down, it is routed again. ``moved``: it was queued elsewhere before."""
        msgs = info.conversation.messages
        ups = self.sc.upstreams
        affinity = self.sc.config.routing.affinity and (len(ups) > 1 or any(u.pins_slots for u in ups))
        prior = self.sc.rt.prefixes.lookup(msgs) if affinity else None
        up: Upstream | None = None
        while up is None:
            preferred = next((u for u in candidates if prior and u.name == prior.backend), None)
            saved = 0.0
            if preferred is not None and prior is not None:
                cached = self.sc.calibration.prompt_tokens(info.model, prior.prompt_chars)
                saved = cached / self.sc.calibration.rates_at(info.model, preferred.name).prefill
            up = self.sc.rt.router.choose(job, candidates, preferred, saved)
            while up is not None:
                try:
                    await up.admission.wait(job, moved=moved)
                    break
                except Moved as exc:
                    moved = True
                    up = exc.to if isinstance(exc.to, Upstream) and exc.to.reachable else None
            if up is None:
                candidates = self.sc.candidates(info.model)
        same = prior is not None and up.name == prior.backend
        slot = up.take_slot(job, prior.slot if same and prior is not None else None)
        if affinity:
            self.sc.rt.prefixes.remember(msgs, Placement(up.name, slot, info.conversation.prompt_chars))
        if prior is not None:
            self.sc.metrics.affinity.labels("kept" if same else "moved").inc()
        return up, slot

    async def relay(self, request: web.Request, f: Flight) -> web.StreamResponse:
        """Forward an admitted request and stream its reply; then learn and log."""
        cls = size_class(f.job.predicted_tokens)
        self.sc.metrics.wait.labels(cls).observe(f.admitted - f.arrived)
        self.sc.metrics.admissions.labels("overdue" if f.job.overdue else "aged" if f.job.aged else "in_order").inc()
        while True:
            up = f.upstream
            parser = UsageParser(f.api, f.info.stream, f.info.strip_usage_chunk)
            try:
                response, relayed = await up.forwarder.relay(
                    request,
                    f.body,
                    parser=parser,
                    extra_headers={"X-Request-Id": f.rid, "X-Queue-Seconds": f"{f.admitted - f.arrived:.3f}"},
                    on_progress=lambda n, up=up: up.scheduler.grow(f.job, n),
                )
                break
            except BackendUnreachable:
                # the request never reached the backend: queue it again, elsewhere if another is up
                up.give_slot(f.job)
                self.sc.mark_unreachable(up)
                try:
                    others = [u for u in self.sc.candidates(f.info.model) if u is not up and u.reachable]
                    if others:
                        up.scheduler.withdraw(f.job)
                        up.admission.dispatch()
                        f.upstream, f.slot = await self.place(f.job, f.info, others, moved=True)
                    else:
                        await up.admission.retry(f.job)
                        f.slot = up.take_slot(f.job, f.slot)
                except SidecarError as exc:
                    self.sc.metrics.requests.labels(f.api.name, exc.code).inc()
                    self.record(f, None, exc.code)
                    return self.error(f.api.family, exc, f.rid)
                except asyncio.CancelledError:
                    self.sc.metrics.cancellations.labels("waiting").inc()
                    self.sc.metrics.requests.labels(f.api.name, "cancelled").inc()
                    raise
                f.admitted = time.monotonic()
            except SidecarError as exc:
                self.end(f, ok=False)
                self.sc.metrics.backend_errors.labels(exc.code).inc()
                self.sc.metrics.requests.labels(f.api.name, exc.code).inc()
                self.record(f, None, exc.code)
                return self.error(f.api.family, exc, f.rid)
            except asyncio.CancelledError:
                self.end(f, ok=None)
                self.sc.metrics.cancellations.labels("streaming").inc()
                self.sc.metrics.requests.labels(f.api.name, "cancelled").inc()
                self.record(f, parser.finish(), "cancelled")
                raise

        usage = parser.finish()
        outcome = relayed.outcome
        if outcome == "ok" and relayed.status >= 400:
            outcome = "backend_status"
        if outcome == "client_gone":
            self.end(f, ok=None)
            self.sc.metrics.cancellations.labels("streaming").inc()
        else:
            self.end(f, ok=outcome == "ok")
            if outcome != "ok":
                self.sc.metrics.backend_errors.labels(
                    str(relayed.status) if outcome == "backend_status" else outcome
                ).inc()
        if outcome == "ok":
            self.learn(f, usage)
        self.sc.metrics.latency.labels(cls).observe(time.monotonic() - f.arrived)
        if relayed.first_byte_at is not None:
            self.sc.metrics.ttfb.labels(cls).observe(relayed.first_byte_at - f.arrived)
        self.sc.metrics.requests.labels(f.api.name, outcome).inc()
        tenant = self.sc.metrics.tenant_label(f.job.tenant)
        self.sc.metrics.tenant_requests.labels(tenant, outcome).inc()
        if f.job.finished_at is not None and f.job.admitted_at is not None:
            self.sc.metrics.tenant_seconds.labels(tenant).inc(f.job.finished_at - f.job.admitted_at)
        self.record(f, usage, outcome, relayed.first_byte_at, relayed.status)
        return response

    def end(self, f: Flight, *, ok: bool | None) -> None:
        """The reply ended (``ok``), broke (False) or its client left (None): free the slot."""
        f.upstream.give_slot(f.job)
        if ok is None:
            f.upstream.admission.abandon(f.job)
        else:
            f.upstream.admission.finish(f.job, ok=ok)

    def size_hint(self, request: web.Request) -> float | None:
        raw = request.headers.get("X-Predicted-Tokens")
        if raw is None or not self.sc.config.scheduler.trust_size_hints:
            return None
        try:
            value = float(raw)
        except ValueError:
            raise RequestError(f"X-Predicted-Tokens must be a number, not {raw!r}") from None
        if not (math.isfinite(value) and value >= 0):
            raise RequestError("X-Predicted-Tokens must be a finite number >= 0")
        return value

    def job(
        self,
        rid: str,
        info: RequestInfo,
        score: float,
        priority: Priority,
        hint: float | None = None,
        keys: tuple[int, ...] = (),
        context: int | None = None,
    ) -> Job:
        cal = self.sc.calibration.of(info.model)
        chars = info.conversation.prompt_chars
        prompt_tokens = self.sc.calibration.prompt_tokens(info.model, chars, info.extra_prompt_tokens)
        text_bytes = sum(len(t.encode("utf-8", "surrogatepass")) for _, t in info.conversation.messages)
        context = context or self.sc.scheduler.capacity.slot_context
        cap = info.max_tokens if info.max_tokens is not None else self.sc.config.scheduler.default_max_tokens
        cap = max(1, min(cap, context - min(prompt_tokens, context - 1)))
        model_only: float | None = None
        if hint is None:
            # the model's log-median, joined by what the shape memory knows of this template
            mu, sigma = score + cal.offset, self.sc.predictor.sigma
            if self.sc.learner is not None:
                mu, sigma = self.sc.learner.blend(keys, mu, sigma)
            if mu == score + cal.offset:
                model_only = score  # sized by the model alone: it can follow the learned offset
            predicted = expected_capped(math.exp(mu), cap, sigma)
            reserve = math.exp(mu) * self.sc.reserve_factor
        else:
            predicted = reserve = min(hint, float(cap))
        return Job(
            rid,
            prompt_tokens=prompt_tokens,
            predicted_tokens=predicted,
            max_tokens=cap,
            model=info.model,
            api=info.api.name,
            priority=priority,
            prompt_floor=optimistic_prompt_tokens(text_bytes, info.extra_prompt_tokens),
            output_reserve=reserve,
            score=model_only,
        )

    def learn(self, f: Flight, usage: Usage) -> None:
        if self.sc.learner is not None:
            self.sc.learner.observe(f.keys, usage.output_tokens)
        cal = self.sc.calibration.of(f.info.model)
        if usage.prompt_tokens:
            cal.observe_prompt(f.info.conversation.prompt_chars, usage.prompt_tokens)
        rates = self.sc.calibration.rates_at(f.info.model, f.upstream.name)
        rates.observe(usage.prefill_tokens or 0, usage.prompt_seconds, usage.output_tokens or 0, usage.decode_seconds)
        if usage.prompt_tokens and usage.prefill_tokens is not None and usage.prefill_tokens < usage.prompt_tokens:
            self.sc.metrics.cached_prompt_tokens.labels(f.upstream.name).inc(usage.prompt_tokens - usage.prefill_tokens)
        if usage.output_tokens:
            cal.observe_length(f.score, usage.output_tokens, capped=usage.truncated)
        if usage.output_tokens and not usage.truncated:
            if f.job.predicted_tokens > 0:
                self.sc.metrics.prediction_error.observe(math.log2(usage.output_tokens / f.job.predicted_tokens))
        if rates.samples <= RESIZE_WHILE or rates.samples % RESIZE_EVERY == 0:
            # what the first replies taught (rates, length offset) re-sizes the jobs that wait
            sigma = self.sc.predictor.sigma

            def tokens(job: Job) -> float | None:
                if job.score is None:
                    return None
                return expected_capped(math.exp(job.score + cal.offset), job.max_tokens, sigma)

            f.upstream.scheduler.resize(f.info.model, tokens)

    def record(
        self,
        f: Flight,
        usage: Usage | None,
        status: str,
        first_byte: float | None = None,
        status_code: int | None = None,
    ) -> None:
        """One traffic-log line (and one access-log record) for a finished request."""
        done = time.monotonic()
        job = f.job
        rec = {
            "time": round(time.time(), 3),
            "request_id": f.rid,
            "api": f.api.name,
            "model": f.info.model,
            "tenant": job.tenant,
            "backend": f.upstream.name,
            "priority": job.priority.name.lower(),
            "feature_version": FEATURE_VERSION,
            "features": f.features,
            "score": round(f.score, 5),
            "model_version": self.sc.predictor.version,
            "words_version": self.sc.predictor.words_version,
            "predicted_tokens": round(job.predicted_tokens, 1),
            "predicted_seconds": round(job.size, 4),
            "max_tokens": job.max_tokens,
            "prompt_tokens": usage.prompt_tokens if usage else None,
            "prefill_tokens": usage.prefill_tokens if usage else None,
            "output_tokens": usage.output_tokens if usage else None,
            "counts_reported": usage.reported if usage else False,
            "truncated": usage.truncated if usage else False,
            "queue_wait": round(f.admitted - f.arrived, 4),
            "first_byte": round(first_byte - f.arrived, 4) if first_byte else None,
            "service_time": round(done - f.admitted, 4),
            "aged": job.aged,
            "overdue": job.overdue,
            "status": status,
            "status_code": status_code,
        }
        access.info(
            "request %s %s %s wait=%.3fs service=%.3fs predicted=%.0f actual=%s",
            f.rid,
            f.api.name,
            status,
            rec["queue_wait"],
            rec["service_time"],
            job.predicted_tokens,
            rec["output_tokens"],
            extra={"record": rec},
        )
        self.sc.outcomes.add(
            Outcome(
                rec["time"],
                job.predicted_tokens,
                rec["output_tokens"],
                rec["truncated"],
                rec["queue_wait"],
                done - f.arrived,
                size_class(job.predicted_tokens),
                f.upstream.name,
                job.tenant,
                status,
            )
        )
        if self.sc.traffic is not None:
            if self.sc.learner is not None:
                rec["words"] = self.sc.learner.word_ids(f.info.conversation)
            if self.sc.traffic.log_prompts:
                rec["messages"] = [list(m) for m in f.info.conversation.messages]
                rec["json_mode"] = f.info.conversation.json_mode
            self.sc.traffic.write(rec)


@dataclass
class Flight:
    """What the sidecar knows about one admitted request on its way through."""

    rid: str
    api: Api
    info: RequestInfo
    features: list[float] | None
    score: float
    job: Job
    raw: bytes  # the body as the client sent it
    arrived: float
    admitted: float
    keys: tuple[int, ...]  # request-shape memory keys
    upstream: Upstream  # the backend it was admitted to
    slot: int | None  # the llama-server slot the sidecar picked, if it picks them

    @property
    def body(self) -> bytes:
        """What goes to the backend: the client's bytes unless the sidecar changed a field
        (priority removed, usage asked for, the slot picked)."""
        if self.slot is not None:
            return jsoncodec.dumps({**self.info.body, "id_slot": self.slot, "cache_prompt": True})
        return jsoncodec.dumps(self.info.body) if self.info.body_changed else self.raw


def _rejection_reason(exc: SidecarError) -> str:
    if isinstance(exc, Rejected):
        return exc.code
    if exc.code == "context_length_exceeded":
        return "prompt_too_long"
    return "bad_request" if exc.status in (400, 413) else exc.code
