"""The sidecar's HTTP face: scheduled endpoints, pass-through, and admin endpoints.

A scheduled request's path, in order (``Sidecar.scheduled``):

    adapter (parse body) -> features -> predictor -> scheduler (wait for admission)
        -> forwarder (relay the reply) -> usage (learn, log, metrics)

Every other path and method is passed through unchanged without entering the queue.
Admin endpoints live under ``admin.prefix`` (default ``/sidecar``), which no backend uses.

Lifecycle: STARTING -> SERVING -> DRAINING -> STOPPED. Shutdown order (``drain``):
1. stop admitting (new scheduled requests get 503 with Retry-After),
2. answer every queued request with 503,
3. let running replies finish, up to ``drain_grace`` seconds,
4. cancel what is left (its clients see a closed stream), then close the backend session.
"""

from __future__ import annotations

import asyncio
import json
import logging
import math
import statistics
import time
import uuid
from dataclasses import dataclass, replace
from pathlib import Path

import aiohttp
from aiohttp import web

from .adapters import (
    APIS,
    ROUTES,
    Api,
    ApiFamily,
    RequestInfo,
    Usage,
    UsageParser,
    error_body,
    family_of_path,
    parse_request,
)
from .admin import add_admin_routes
from .admission import Admission
from .backend import BackendInfo, probe
from .calibration import Calibration, optimistic_prompt_tokens
from .config import Config
from .errors import BackendError, BackendUnreachable, BodyTooLarge, Rejected, RequestError, SidecarError
from .features import FEATURE_VERSION, extract_features
from .forwarder import Forwarder
from .learning import Learner, learned_model_for
from .lifecycle import Lifecycle, State
from .metrics import Metrics, size_class
from .predictor import LengthPredictor, expected_capped
from .scheduler import Job, Priority, Scheduler, SchedulerSettings
from .state import StateDir
from .trafficlog import TrafficLog

RID = web.RequestKey("request_id", str)

log = logging.getLogger("sidecar")
access = logging.getLogger("sidecar.access")


class Sidecar:
    """Everything one running sidecar owns. ``app()`` builds its aiohttp application."""

    def __init__(self, config: Config, *, predictor: LengthPredictor | None = None) -> None:
        self.config = config
        self.lifecycle = Lifecycle()
        self.predictor = predictor
        self.metrics = Metrics()
        self.calibration = Calibration(config.scheduler.prefill_rate, config.scheduler.decode_rate)
        self.scheduler: Scheduler | None = None
        self.admission: Admission | None = None
        self.backend: BackendInfo | None = None
        self.session: aiohttp.ClientSession | None = None
        self.forwarder: Forwarder | None = None
        self.traffic: TrafficLog | None = None
        self.learner: Learner | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self._handlers: set[asyncio.Task[object]] = set()
        self._probing = False
        self.reserve_factor = 1.0  # set with the model: see _reserve_factor
        self._ids = 0
        self.started_at = time.time()

    # --- lifecycle -----------------------------------------------------------------------

    @property
    def state(self) -> State:
        return self.lifecycle.state

    def _move(self, new: State) -> None:
        self.lifecycle.move(new)

    async def start(self) -> None:
        cfg = self.config
        state = self._open_state()
        if self.predictor is None:
            model_dir = Path(cfg.predictor.model_dir) if cfg.predictor.model_dir else None
            self.predictor = LengthPredictor.load(model_dir, engine=cfg.predictor.engine)
            learned = learned_model_for(state, self.predictor) if state and model_dir is None else None
            if learned is not None:
                try:
                    self.predictor = LengthPredictor.load(learned, engine=cfg.predictor.engine)
                except SidecarError as exc:
                    log.warning("learned model %s cannot be used (%s): serving the prior", learned, exc)
        prior_dir = self.predictor.model_dir
        if self.predictor.learned:
            prior_dir = Path(self.predictor.learned.get("prior_dir") or prior_dir)
        self.calibration.offset = self.predictor.offset
        self._describe_model()
        connector = aiohttp.TCPConnector(limit=0, force_close=False)
        self.session = aiohttp.ClientSession(connector=connector, auto_decompress=False)
        self.forwarder = Forwarder(self.session, cfg.backend.url, cfg.timeouts)
        self.backend = await probe(self.session, cfg.backend)
        log.info("backend %s: %s", cfg.backend.url, self.backend.detail or self.backend.kind)
        settings = SchedulerSettings.from_config(cfg.scheduler, cfg.timeouts.queue)
        loop = asyncio.get_running_loop()
        self.scheduler = Scheduler(
            self.backend.capacity,
            clock=loop.time,
            settings=settings,
            rates=lambda job: self.calibration.of(job.model).rates,
        )
        self.admission = Admission(self.scheduler, cfg.timeouts.backend_restart, cfg.backend.url)
        self.metrics.attach(lambda: self.scheduler, lambda: self.backend_model_name)
        t = cfg.traffic_log
        log_path = t.path or (state.traffic_log if state else None)
        if t.enabled and log_path:
            self.traffic = TrafficLog(log_path, max_bytes=t.max_bytes, backups=t.backups, log_prompts=t.log_prompts)
        if state is not None:
            self.learner = Learner(
                state,
                cfg.learning if cfg.learning.enabled and self.traffic else replace(cfg.learning, refit_every=0),
                self.calibration,
                self.metrics,
                prior_dir,
                self.traffic.path if self.traffic else None,
                current=lambda: self.predictor,  # type: ignore[arg-type,return-value]
                install=lambda path: self.reload_model(str(path)),
            )
            if self.predictor.hashed:
                self.predictor.resolve(self.learner.hasher.known())
        self._move(State.SERVING)
        if not self.backend.reachable:
            log.warning(
                "backend %s is not reachable; requests wait up to %.0f s for it (timeouts.backend_restart)",
                cfg.backend.url,
                cfg.timeouts.backend_restart,
            )
            self.mark_unreachable()

    def _open_state(self) -> StateDir | None:
        """The state directory, or None (with one warning) when it cannot be used."""
        try:
            state = StateDir(self.config.state_dir)
        except OSError as exc:
            log.warning("no state directory (%s): nothing learned will outlive this process", exc)
            return None
        log.info("state directory %s", state.path)
        return state

    def _reserve_factor(self) -> float:
        """How many times the median predicted length to reserve for a reply: the
        configured quantile of the model's log-normal error, exp(z * sigma)."""
        assert self.predictor is not None
        z = statistics.NormalDist().inv_cdf(self.config.scheduler.reserve_quantile)
        return math.exp(z * self.predictor.sigma)

    def _describe_model(self) -> None:
        p = self.predictor
        assert p is not None
        self.reserve_factor = self._reserve_factor()
        self.metrics.model_info.info(
            {"version": p.version, "engine": p.engine, "feature_version": str(FEATURE_VERSION), "dir": str(p.model_dir)}
        )
        log.info("length model %s (%s engine, feature version %d)", p.version, p.engine, FEATURE_VERSION)

    @property
    def backend_model_name(self) -> str:
        names = list(self.calibration.models)
        return names[-1] if names else ""

    def spawn(self, coro) -> None:  # type: ignore[no-untyped-def]
        """Run a background task that is tracked, and cancelled and awaited at shutdown."""
        task = asyncio.create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _probe_until_reachable(self) -> None:
        assert self.session is not None
        try:
            while self.state is State.SERVING:
                await asyncio.sleep(1.0)
                info = await probe(self.session, self.config.backend)
                if info.reachable:
                    self.backend = info
                    if self.scheduler is not None:
                        self.scheduler.capacity = info.capacity
                    log.info("backend %s is reachable: %s", self.config.backend.url, info.detail)
                    if self.admission is not None:
                        self.admission.resume()
                    return
        finally:
            self._probing = False

    def mark_unreachable(self) -> None:
        """The backend refused a connection: stop admitting and probe until it is back."""
        if self.backend is not None and self.backend.reachable:
            log.warning("backend %s is unreachable; holding the queue", self.config.backend.url)
            self.backend = BackendInfo(self.backend.kind, self.backend.capacity, False, "connection failed")
        if self.admission is not None:
            self.admission.pause()
        if not self._probing and self.state is State.SERVING:
            self._probing = True
            self.spawn(self._probe_until_reachable())

    async def drain(self, grace: float | None = None) -> None:
        """Stop accepting, answer the queue with 503, let running replies finish, stop."""
        if self.state is State.SERVING:
            self._move(State.DRAINING)
        grace = self.config.drain_grace if grace is None else grace
        if self.admission is not None:
            n = self.admission.close("the sidecar is shutting down; retry shortly")
            log.info("draining: answered %d queued requests with 503", n)
        deadline = time.monotonic() + grace
        while self.scheduler is not None and self.scheduler.running and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        if self.scheduler is not None and self.scheduler.running:
            log.warning("drain grace of %.0f s over: cancelling %d running replies", grace, len(self.scheduler.running))
            for task in list(self._handlers):
                task.cancel()
        await self.close()

    async def close(self) -> None:
        if self.state is not State.STOPPED:
            self._move(State.STOPPED)
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        if self.session is not None:
            await self.session.close()
        if self.learner is not None:
            await self.learner.close()
        if self.traffic is not None:
            self.traffic.close()

    async def reload_model(self, model_dir: str | None = None) -> LengthPredictor:
        """Swap in another model directory without a restart (SIGHUP or POST /reload).

        Loading may compile the model's C (seconds): it runs in a worker thread, and the
        serving model is replaced in one assignment when the new one is ready, so relayed
        streams never wait for it.
        """
        target = model_dir or self.config.predictor.model_dir
        new = await asyncio.to_thread(
            LengthPredictor.load, Path(target) if target else None, engine=self.config.predictor.engine
        )
        old = self.predictor
        self.predictor = new
        self._describe_model()
        log.info("switched length model %s -> %s", old.version if old else None, new.version)
        return new

    # --- the application -----------------------------------------------------------------

    def app(self) -> web.Application:
        app = web.Application(client_max_size=self.config.max_body_bytes, middlewares=[self._request_id])
        add_admin_routes(app, self)
        for path, api_name in ROUTES.items():
            app.router.add_post(path, self._scheduled_handler(api_name))
        app.router.add_route("*", "/{tail:.*}", self.passthrough)

        async def on_startup(_: web.Application) -> None:
            await self.start()

        async def on_shutdown(_: web.Application) -> None:
            if self.state is State.SERVING:
                await self.drain()

        async def on_cleanup(_: web.Application) -> None:
            await self.close()

        app.on_startup.append(on_startup)
        app.on_shutdown.append(on_shutdown)
        app.on_cleanup.append(on_cleanup)
        return app

    @web.middleware
    async def _request_id(self, request: web.Request, handler):  # type: ignore[no-untyped-def]
        rid = request.headers.get("X-Request-Id") or self._new_id()
        request[RID] = rid
        task = asyncio.current_task()
        if task is not None:
            self._handlers.add(task)
        try:
            resp = await handler(request)
        except web.HTTPException as exc:
            exc.headers["X-Request-Id"] = rid
            raise
        finally:
            if task is not None:
                self._handlers.discard(task)
        if not resp.prepared:
            resp.headers["X-Request-Id"] = rid
        return resp

    def _new_id(self) -> str:
        self._ids += 1
        return f"{uuid.uuid4().hex[:12]}-{self._ids}"

    # --- pass-through ------------------------------------------------------------------

    async def passthrough(self, request: web.Request) -> web.StreamResponse:
        assert self.forwarder is not None
        try:
            response, _ = await self.forwarder.relay(
                request, None, parser=None, extra_headers={"X-Request-Id": request[RID]}
            )
        except BackendError as exc:
            self.metrics.backend_errors.labels(exc.code).inc()
            if isinstance(exc, BackendUnreachable):
                self.mark_unreachable()
            return self._error(family_of_path(request.path), exc, request[RID])
        return response

    # --- scheduled ---------------------------------------------------------------------

    def _scheduled_handler(self, api_name: str):  # type: ignore[no-untyped-def]
        api = APIS[api_name]

        async def handler(request: web.Request) -> web.StreamResponse:
            return await self.scheduled(request, api)

        return handler

    def _error(self, family: ApiFamily, exc: SidecarError, rid: str) -> web.Response:
        headers = {"X-Request-Id": rid}
        if exc.retry_after is not None:
            headers["Retry-After"] = str(max(1, math.ceil(exc.retry_after)))
        return web.Response(
            body=error_body(family, exc.status, exc.message, exc.code),
            status=exc.status,
            content_type="application/json",
            headers=headers,
        )

    async def _read_body(self, request: web.Request) -> bytes:
        limit = self.config.max_body_bytes
        if request.content_length is not None and request.content_length > limit:
            raise BodyTooLarge(
                f"the request body is {request.content_length} bytes; the limit is {limit} (max_body_bytes)"
            )
        try:
            return await request.read()
        except web.HTTPRequestEntityTooLarge as exc:
            raise BodyTooLarge(f"the request body is over the limit of {limit} bytes (max_body_bytes)") from exc

    def _predict(self, info: RequestInfo) -> tuple[list[float] | None, float]:
        """Features and score; a failure schedules the request with a neutral size."""
        t0 = time.perf_counter()
        try:
            assert self.predictor is not None
            feats = extract_features(info.conversation, self.predictor.words)
            score = self.predictor.score(feats)
            if not math.isfinite(score):
                raise ValueError(f"non-finite score {score}")
        except Exception:  # noqa: BLE001 - a prediction must never cost a request
            log.exception("prediction failed; scheduling with a neutral size")
            self.metrics.prediction_fallbacks.inc()
            return None, 0.0
        self.metrics.predictor_seconds.observe(time.perf_counter() - t0)
        return feats, score

    async def scheduled(self, request: web.Request, api: Api) -> web.StreamResponse:
        """A scheduled request, in order: adapter -> features -> predictor -> scheduler
        (``_admit``), then forwarder -> usage -> calibration and traffic log (``_relay``)."""
        try:
            flight = await self._admit(request, api)
        except SidecarError as exc:
            self.metrics.rejections.labels(_rejection_reason(exc)).inc()
            self.metrics.requests.labels(api.name, exc.code).inc()
            access.info("request %s %s refused %d %s", request[RID], api.name, exc.status, exc.code)
            return self._error(api.family, exc, request[RID])
        except asyncio.CancelledError:
            self.metrics.cancellations.labels("waiting").inc()
            self.metrics.requests.labels(api.name, "cancelled").inc()
            access.info("request %s %s cancelled while waiting", request[RID], api.name)
            raise
        return await self._relay(request, flight)

    async def _admit(self, request: web.Request, api: Api) -> Flight:
        """Read and size the request, and wait until the scheduler lets it run."""
        assert self.admission is not None
        arrived = time.monotonic()
        if self.state is not State.SERVING:
            raise Rejected("the sidecar is shutting down; retry shortly", status=503, retry_after=5.0, code="draining")
        body = await self._read_body(request)
        try:
            obj = json.loads(body)
        except ValueError as exc:
            raise RequestError(f"the request body is not valid JSON: {exc}") from None
        except RecursionError:
            raise RequestError("the request body's JSON is nested too deeply") from None
        info = parse_request(
            api.name,
            obj,
            request.headers.get("X-Priority"),
            inject_usage=self.backend is not None and self.backend.kind != "llamacpp",
        )
        feats, score = self._predict(info)
        keys = self.learner.keys(info.model, info.conversation) if self.learner else ()
        job = self._job(request[RID], info, score, info.priority, self._size_hint(request), keys)
        await self.admission.wait(job)
        forward = json.dumps(info.body).encode() if info.body_changed else body
        return Flight(request[RID], api, info, feats, score, job, forward, arrived, time.monotonic(), keys)

    async def _relay(self, request: web.Request, f: Flight) -> web.StreamResponse:
        """Forward an admitted request and stream its reply; then learn and log."""
        assert self.admission is not None and self.forwarder is not None
        cls = size_class(f.job.predicted_tokens)
        self.metrics.wait.labels(cls).observe(f.admitted - f.arrived)
        self.metrics.admissions.labels("overdue" if f.job.overdue else "aged" if f.job.aged else "in_order").inc()
        while True:
            parser = UsageParser(f.api, f.info.stream, f.info.strip_usage_chunk)
            try:
                response, relayed = await self.forwarder.relay(
                    request,
                    f.body,
                    parser=parser,
                    extra_headers={"X-Request-Id": f.rid, "X-Queue-Seconds": f"{f.admitted - f.arrived:.3f}"},
                    on_progress=lambda n: self.scheduler.grow(f.job, n) if self.scheduler else None,
                )
                break
            except BackendUnreachable:
                # the request never reached the backend: back to its place in the queue
                self.mark_unreachable()
                try:
                    await self.admission.retry(f.job)
                except SidecarError as exc:
                    self.metrics.requests.labels(f.api.name, exc.code).inc()
                    self._record(f, None, exc.code)
                    return self._error(f.api.family, exc, f.rid)
                except asyncio.CancelledError:
                    self.metrics.cancellations.labels("waiting").inc()
                    self.metrics.requests.labels(f.api.name, "cancelled").inc()
                    raise
                f.admitted = time.monotonic()
            except SidecarError as exc:
                self.admission.finish(f.job, ok=False)
                self.metrics.backend_errors.labels(exc.code).inc()
                self.metrics.requests.labels(f.api.name, exc.code).inc()
                self._record(f, None, exc.code)
                return self._error(f.api.family, exc, f.rid)
            except asyncio.CancelledError:
                self.admission.abandon(f.job)
                self.metrics.cancellations.labels("streaming").inc()
                self.metrics.requests.labels(f.api.name, "cancelled").inc()
                self._record(f, parser.finish(), "cancelled")
                raise

        usage = parser.finish()
        outcome = relayed.outcome
        if outcome == "ok" and relayed.status >= 400:
            outcome = "backend_status"
        if outcome == "client_gone":
            self.admission.abandon(f.job)
            self.metrics.cancellations.labels("streaming").inc()
        else:
            self.admission.finish(f.job, ok=outcome == "ok")
            if outcome != "ok":
                self.metrics.backend_errors.labels(
                    str(relayed.status) if outcome == "backend_status" else outcome
                ).inc()
        if outcome == "ok":
            self._learn(f, usage)
        self.metrics.latency.labels(cls).observe(time.monotonic() - f.arrived)
        if relayed.first_byte_at is not None:
            self.metrics.ttfb.labels(cls).observe(relayed.first_byte_at - f.arrived)
        self.metrics.requests.labels(f.api.name, outcome).inc()
        self._record(f, usage, outcome, relayed.first_byte_at, relayed.status)
        return response

    def _size_hint(self, request: web.Request) -> float | None:
        raw = request.headers.get("X-Predicted-Tokens")
        if raw is None or not self.config.scheduler.trust_size_hints:
            return None
        try:
            value = float(raw)
        except ValueError:
            raise RequestError(f"X-Predicted-Tokens must be a number, not {raw!r}") from None
        if not (math.isfinite(value) and value >= 0):
            raise RequestError("X-Predicted-Tokens must be a finite number >= 0")
        return value

    def _job(
        self,
        rid: str,
        info: RequestInfo,
        score: float,
        priority: Priority,
        hint: float | None = None,
        keys: tuple[int, ...] = (),
    ) -> Job:
        assert self.predictor is not None and self.scheduler is not None
        cal = self.calibration.of(info.model)
        chars = info.conversation.prompt_chars
        prompt_tokens = self.calibration.prompt_tokens(info.model, chars, info.extra_prompt_tokens)
        text_bytes = sum(len(t.encode("utf-8", "surrogatepass")) for _, t in info.conversation.messages)
        context = self.scheduler.capacity.slot_context
        cap = info.max_tokens if info.max_tokens is not None else self.config.scheduler.default_max_tokens
        cap = max(1, min(cap, context - min(prompt_tokens, context - 1)))
        if hint is None:
            # the model's log-median, joined by what the shape memory knows of this template
            mu, sigma = score + cal.offset, self.predictor.sigma
            if self.learner is not None:
                mu, sigma = self.learner.blend(keys, mu, sigma)
            predicted = expected_capped(math.exp(mu), cap, sigma)
            reserve = math.exp(mu) * self.reserve_factor
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
        )

    def _learn(self, f: Flight, usage: Usage) -> None:
        if self.learner is not None:
            self.learner.observe(f.keys, usage.output_tokens)
        cal = self.calibration.of(f.info.model)
        if usage.prompt_tokens:
            cal.observe_prompt(f.info.conversation.prompt_chars, usage.prompt_tokens)
        cal.rates.observe(
            usage.prefill_tokens or 0, usage.prompt_seconds, usage.output_tokens or 0, usage.decode_seconds
        )
        if usage.output_tokens and not usage.truncated:
            cal.observe_length(f.score, usage.output_tokens)
            if f.job.predicted_tokens > 0:
                self.metrics.prediction_error.observe(math.log2(usage.output_tokens / f.job.predicted_tokens))

    def _record(
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
            "priority": job.priority.name.lower(),
            "feature_version": FEATURE_VERSION,
            "features": f.features,
            "score": round(f.score, 5),
            "model_version": self.predictor.version if self.predictor else None,
            "words_version": self.predictor.words_version if self.predictor else None,
            "predicted_tokens": round(job.predicted_tokens, 1),
            "predicted_seconds": round(job.size, 4),
            "max_tokens": job.max_tokens,
            "prompt_tokens": usage.prompt_tokens if usage else None,
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
        if self.traffic is not None:
            if self.learner is not None:
                rec["words"] = self.learner.word_ids(f.info.conversation)
            if self.traffic.log_prompts:
                rec["messages"] = [list(m) for m in f.info.conversation.messages]
                rec["json_mode"] = f.info.conversation.json_mode
            self.traffic.write(rec)


@dataclass
class Flight:
    """What the sidecar knows about one admitted request on its way through."""

    rid: str
    api: Api
    info: RequestInfo
    features: list[float] | None
    score: float
    job: Job
    body: bytes  # what goes to the backend
    arrived: float
    admitted: float
    keys: tuple[int, ...] = ()  # request-shape memory keys


def _rejection_reason(exc: SidecarError) -> str:
    if isinstance(exc, Rejected):
        return exc.code
    if exc.code == "context_length_exceeded":
        return "prompt_too_long"
    return "bad_request" if exc.status in (400, 413) else exc.code
