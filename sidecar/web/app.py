"""The sidecar's HTTP face: scheduled endpoints, pass-through, and admin endpoints.

A scheduled request's path is ``sidecar/request/steps.py`` (``RequestSteps``):

    adapter (parse body) -> features -> predictor -> scheduler (wait for admission)
        -> forwarder (relay the reply) -> usage (learn) -> recorder (metrics, logs, dashboard)

``Sidecar`` owns the parts and builds the running ones whole in ``start`` (a ``Runtime``);
the request path, the admin endpoints and the dashboard get the parts they use, never the
``Sidecar`` itself.

Every other path and method is passed through unchanged without entering the queue.
Admin endpoints live under ``admin.prefix`` (default ``/sidecar``), which no backend uses.

Lifecycle: STARTING -> SERVING -> DRAINING -> STOPPED. Shutdown order (``drain``; the
caller has stopped listening):
1. serve what was accepted, the queue in its order and the running replies, up to
   ``drain_grace`` seconds (requests on connections accepted before are queued too, and
   replies close their connection);
2. then answer what still waits with 503 and Retry-After, and cancel what still runs;
3. save what was learned, release the dispatch lock, close the backend session.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import re
import time
import uuid
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import replace
from pathlib import Path
from typing import Any

import aiohttp
from aiohttp import web

from sidecar.apis.catalog import APIS, ROUTES, family_of_path
from sidecar.backends.connection import backend_connector
from sidecar.backends.learned import LearnedLimits
from sidecar.backends.probe import probe
from sidecar.backends.routing import PrefixMemory, Router
from sidecar.backends.supervision import Supervisor
from sidecar.backends.upstream import Upstream
from sidecar.config import Config
from sidecar.errors import BackendError, BackendUnreachable, ConfigError, SidecarError
from sidecar.learning.learner import Learner, learned_model_for
from sidecar.learning.state import StateDir
from sidecar.learning.trafficlog import TrafficLog
from sidecar.learning.vectorlog import NAME as VECTORS
from sidecar.learning.vectorlog import VectorLog
from sidecar.lifecycle import Lifecycle, State
from sidecar.prediction.calibration import Calibration
from sidecar.prediction.claims import Claims
from sidecar.prediction.clients import KnownClients
from sidecar.prediction.features import FEATURE_VERSION
from sidecar.prediction.scorer import DEFAULT_MODEL_DIR, LengthPredictor, ServingModel
from sidecar.prediction.sizing import Sizer
from sidecar.reader.reader import SecondStage
from sidecar.records.metrics import Metrics
from sidecar.records.recorder import Outcomes, Recorder
from sidecar.records.savings import Savings
from sidecar.request.steps import LABEL, RID, RequestSettings, RequestSteps, error_response
from sidecar.request.tenants import Tenants
from sidecar.scheduling.jobs import SchedulerSettings
from sidecar.web.admin import Access, add_admin_routes, is_loopback
from sidecar.web.admin import refusal as admin_refusal
from sidecar.web.connections import ClientConnections
from sidecar.web.dashboard import Broadcaster
from sidecar.web.edge import edge_refusal, is_management
from sidecar.web.handover import DispatchLock
from sidecar.web.modelroots import default_roots
from sidecar.web.reconfigure import keep_running, restart_only_changes
from sidecar.web.runtime import Console, Runtime

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]  # an aiohttp handler

REQUEST_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:+/-]{0,127}")
# A drain waits this long at most for connections accepted before the listening stopped
# that have not sent (or finished reading) their request yet.
SETTLE = 1.0

log = logging.getLogger("sidecar")
access = logging.getLogger("sidecar.access")


class Sidecar:
    """Everything one running sidecar owns. ``app()`` builds its aiohttp application; the
    running parts (``Runtime``) exist from ``start()`` on and are read through properties."""

    def __init__(
        self,
        config: Config,
        *,
        predictor: LengthPredictor | None = None,
        loader: Callable[[], Config] | None = None,
        successor: bool = False,
    ) -> None:
        self.config = config
        self.lifecycle = Lifecycle()
        self.metrics = Metrics()
        self.calibration = Calibration(
            config.scheduler.prefill_rate, config.scheduler.decode_rate, primary=config.upstreams[0].label
        )
        self.tenants = Tenants.from_config(config.tenants)
        self.outcomes = Outcomes()  # recent finished requests, for the dashboard
        self._given_predictor = predictor
        self._rt: Runtime | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self._handlers: set[asyncio.Task[object]] = set()
        self._lock: DispatchLock | None = None  # one dispatcher per state directory
        self._state_path: Path | None = None
        self.successor = successor  # it replaces a running sidecar: waits for its dispatch lock
        self._vectors: VectorLog | None = None  # the reader's vectors (reader.learn)
        self._ids = itertools.count(1)  # the sidecar's own request ids: random, then a serial
        self.started_at = time.time()
        # what the admin endpoints and the dashboard read: the parts, not the Sidecar
        self.console = Console(
            self.lifecycle,
            self.metrics,
            self.calibration,
            self.outcomes,
            self.started_at,
            running=lambda: self._rt,
            reload_length_model=self.reload_length_model,
            reload=self.reload,
            reload_length_model_from_request=self.reload_length_model_from_request,
            admin=lambda: self.config.admin,
            exposed=lambda: self.exposed,
        )
        self.listening_on: list[str] = []  # hosts of the sockets served (serve.py); else listen's
        self.connections = ClientConnections(
            lambda: self.config.timeouts.client_header,
            lambda: self.config.max_connections,
            lambda: self.config.timeouts.client_keepalive,
        )
        self._loader = loader  # reads the config again as the process first read it
        self.dashboard = Broadcaster(self.console)
        self.supervisor = Supervisor(
            lambda: self.config,
            self.calibration,
            self.tenants,
            self.metrics,
            serving=lambda: self.state is State.SERVING,
            dispatching=lambda: self._lock is None or self._lock.held,
            spawn=self.spawn,
        )

    # --- the running parts ---------------------------------------------------------------

    @property
    def rt(self) -> Runtime:
        if self._rt is None:
            raise RuntimeError(f"the sidecar is {self.state.value}: it has no running parts")
        return self._rt

    @property
    def predictor(self) -> LengthPredictor:
        return self.rt.length_model.predictor

    @property
    def requests(self) -> RequestSteps:
        return self.rt.requests

    @property
    def upstreams(self) -> list[Upstream]:
        return self.rt.upstreams

    @property
    def traffic(self) -> TrafficLog | None:
        return self.rt.traffic

    @property
    def learner(self) -> Learner | None:
        return self.rt.learner

    @property
    def started(self) -> bool:
        return self._rt is not None

    # --- lifecycle -----------------------------------------------------------------------

    @property
    def state(self) -> State:
        return self.lifecycle.state

    def _move(self, new: State) -> None:
        self.lifecycle.move(new)

    async def start(self) -> None:
        """Build the running parts whole (model, backend session and probe, scheduler,
        admission, traffic log, learner), hand them over, and start serving."""
        cfg = self.config
        state = self._open_state()
        held_elsewhere = state is not None and not self._lock_dispatch(state)
        predictor = self._given_predictor or self._load_length_model(state)
        prior_dir = Path((predictor.learned or {}).get("prior_dir") or predictor.model_dir)
        self.calibration.offset = predictor.offset
        session = aiohttp.ClientSession(connector=backend_connector(), auto_decompress=False)
        self.supervisor.learned = LearnedLimits(state)
        infos = await asyncio.gather(*(probe(session, b) for b in cfg.upstreams))
        upstreams = [self.supervisor.build(b, info, session) for b, info in zip(cfg.upstreams, infos, strict=True)]
        t = cfg.traffic_log
        log_path = t.path or (state.traffic_log if state else None)
        traffic = None
        if t.enabled and log_path:
            try:
                traffic = TrafficLog(log_path, max_bytes=t.max_bytes, backups=t.backups, log_prompts=t.log_prompts)
            except OSError as exc:  # a read-only or full disk: serve, and learn nothing from traffic
                log.warning(
                    "cannot write the traffic log %s (%s): serving without it; nothing is learned "
                    "from this process's traffic",
                    log_path,
                    exc.strerror or exc,
                )
        learner = None
        if state is not None:
            learner = Learner(
                state,
                cfg.learning if cfg.learning.enabled and traffic else replace(cfg.learning, refit_every=0),
                self.calibration,
                self.metrics,
                prior_dir,
                traffic.path if traffic else None,
                current=lambda: self.predictor,
                install=lambda path: self.reload_length_model(str(path)),
            )
            if predictor.hashed:
                predictor.resolve(learner.hasher.known())
        length_model = ServingModel(predictor, cfg.scheduler.reserve_quantile)
        backends = self.supervisor.attach(session, upstreams)
        router, prefixes = Router(cfg.routing.policy), PrefixMemory(cfg.routing.affinity_keys)

        def slots(backend: str) -> int:
            """Requests the backend is known to run at once (what arrival order is replayed
            on): its slots, or, where they are learned, the number seen to run together
            (not the one more the learner tries)."""
            for u in backends.upstreams:
                if u.name == backend:
                    s = u.scheduler
                    return s.parallelism.known if s.parallelism is not None else s.capacity.slots
            return 1

        sizer = Sizer(
            length_model,
            self.calibration,
            shapes=learner.blend if learner is not None else None,
            claims=Claims(),
            clients=KnownClients.shipped(),
        )

        def queues_inside(backend: str) -> bool:  # it may run fewer than it is sent (``served_times``)
            return any(u.name == backend and u.scheduler.parallelism is not None for u in backends.upstreams)

        savings = Savings(slots, self.metrics.replayed)
        recorder = Recorder(
            self.metrics, self.outcomes, length_model, traffic, learner, savings, slots, queues_inside=queues_inside
        )
        reader = None
        if cfg.reader.enabled:
            # the reader's vectors, kept where the traffic log is kept, for refits to learn a head
            if cfg.reader.learn and traffic is not None and state is not None:
                self._vectors = VectorLog(state.path / VECTORS, max_bytes=t.max_bytes, backups=t.backups)

            def heads() -> list[Path]:
                if cfg.reader.head:
                    return [Path(cfg.reader.head)]
                return [self.predictor.model_dir / "reader.json", prior_dir / "reader.json"]

            reader = SecondStage(
                cfg.reader,
                heads,
                schedulers=lambda: [u.scheduler for u in upstreams],
                refined=sizer.refined,
                keep=self._vectors.write if self._vectors is not None else None,
                register=self._vectors.register if self._vectors is not None else None,
            )
            self.spawn(reader.start(session))
        requests = RequestSteps(
            RequestSettings.from_config(cfg),
            lifecycle=self.lifecycle,
            backends=backends,
            router=router,
            prefixes=prefixes,
            tenants=self.tenants,
            calibration=self.calibration,
            length_model=length_model,
            sizer=sizer,
            learner=learner,
            recorder=recorder,
            reader=reader,
        )
        self._rt = Runtime(
            length_model, session, backends, router, prefixes, traffic, learner, recorder, requests, reader, savings
        )
        self._describe_length_model()
        self.metrics.attach(lambda: self._rt.upstreams if self._rt else [], lambda: self.backend_model_name)
        self._move(State.SERVING)
        if held_elsewhere:
            log.info("the sidecar it replaces still dispatches from %s: queueing until it is done", self._state_path)
            self.spawn(self._take_dispatch())
        self.supervisor.wire_takeovers()
        for up in upstreams:
            self.supervisor.join(up)

    async def _take_dispatch(self) -> None:
        """Wait for the process before this one to finish (it holds the dispatch lock until
        its drain is over and its learned state saved), read that state, then dispatch."""
        assert self._lock is not None
        await self._lock.acquire()
        if self._rt is not None and self._rt.learner is not None:
            self._rt.learner.reload_state()
        log.info("the previous process is done: dispatching")
        for up in self.rt.upstreams:
            up.admission.handed_over()

    def _lock_dispatch(self, state: StateDir) -> bool:
        """Take the state directory's dispatch lock; False while the process this one
        replaces (``successor``) still holds it. Another sidecar holding it otherwise is a
        second instance on the same state: refused, naming the directory."""
        self._state_path = state.path
        try:
            lock = DispatchLock(state.path)
            got = lock.try_acquire()
        except OSError as exc:
            log.warning("cannot lock %s (%s): serving without the one-dispatcher guard", state.path, exc.strerror)
            return True
        self._lock = lock
        if got:
            return True
        if not self.successor:
            self._lock = None
            raise ConfigError(
                f"another sidecar process uses the state directory {state.path}: give each sidecar its own "
                f"(--state-dir DIR, or SIDECAR_STATE_DIR), or replace the running one with `sidecar serve --take-over`"
            )
        return False

    def _load_length_model(self, state: StateDir | None) -> LengthPredictor:
        """The configured model; else the learned one in the state directory, if it was
        learned on top of the shipped prior; else the shipped prior."""
        cfg = self.config.predictor
        if cfg.model_dir:
            return LengthPredictor.load(Path(cfg.model_dir), engine=cfg.engine)
        prior = LengthPredictor.load(None, engine=cfg.engine)
        learned = learned_model_for(state, prior) if state else None
        if learned is not None:
            try:
                return LengthPredictor.load(learned, engine=cfg.engine)
            except SidecarError as exc:
                log.warning("learned model %s cannot be used (%s): serving the prior", learned, exc)
        return prior

    def _open_state(self) -> StateDir | None:
        """The state directory, or None (with one warning) when it cannot be used."""
        try:
            state = StateDir(self.config.state_dir)
        except OSError as exc:
            log.warning("no state directory (%s): nothing learned will outlive this process", exc)
            return None
        log.info("state directory %s", state.path)
        return state

    def _describe_length_model(self) -> None:
        p = self.predictor
        self.metrics.model_info.info(
            {"version": p.version, "engine": p.engine, "feature_version": str(FEATURE_VERSION), "dir": str(p.model_dir)}
        )
        log.info("length model %s (%s engine, feature version %d)", p.version, p.engine, FEATURE_VERSION)

    @property
    def state_path(self) -> Path | None:
        """The state directory in use (None: none could be used)."""
        return self._state_path

    @property
    def backend_model_name(self) -> str:
        names = list(self.calibration.models)
        return names[-1] if names else ""

    def spawn(self, coro: Coroutine[Any, Any, Any]) -> None:
        """Run a background task that is tracked, and cancelled and awaited at shutdown; one
        that fails says so in the log at once (never "Task exception was never retrieved")."""
        task = asyncio.create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._task_done)

    def _task_done(self, task: asyncio.Task) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and (exc := task.exception()) is not None:
            log.error("background task %s failed", task.get_coro(), exc_info=exc)

    async def drain(self, grace: float | None = None) -> None:
        """Serve what was accepted, the queue in its order, within ``grace`` seconds
        (``drain_grace``), then stop: what still waits then gets 503 with Retry-After, what
        still runs is cancelled. The caller has stopped listening; requests arriving on
        connections accepted before are still queued, and their replies close the connection."""
        if self.state is State.SERVING:
            self._move(State.DRAINING)
        grace = self.config.drain_grace if grace is None else grace
        if (rt := self._rt) is not None:
            waiting = sum(len(u.scheduler.waiting) for u in rt.upstreams)
            log.info("draining: %d waiting and %d running requests, up to %.0f s", waiting, self._running(), grace)
            deadline = time.monotonic() + grace
            # a connection accepted just before the listening stopped may not have sent its
            # request yet, or be reading it: for a moment (SETTLE) those are waited for too,
            # so their requests are queued and served, not cut when the connections close
            settle = time.monotonic() + min(SETTLE, grace)
            while time.monotonic() < deadline:
                if not (self._running() or self._waiting()):
                    if not (time.monotonic() < settle and self.connections.unsettled()):
                        break
                await asyncio.sleep(0.05)
            n = sum(
                u.admission.close("the sidecar is restarting; retry shortly", retry_after=2.0) for u in rt.upstreams
            )
            if n:
                log.warning("drain limit of %g s reached: %d waiting requests answered 503", grace, n)
                end = time.monotonic() + 1.0  # their handlers write the 503 before anything is cancelled
                while len(self._handlers) > self._running() and time.monotonic() < end:
                    await asyncio.sleep(0.01)
            if self._running():
                log.warning("drain limit of %g s reached: cancelling %d running replies", grace, self._running())
                for task in list(self._handlers):
                    task.cancel()
        await self.close()

    def _waiting(self) -> int:
        return sum(len(u.scheduler.waiting) for u in self.rt.upstreams)

    def _running(self) -> int:
        return sum(len(u.scheduler.running) for u in self.rt.upstreams)

    async def close(self) -> None:
        if self.state is not State.STOPPED:
            self._move(State.STOPPED)
        await self.dashboard.close()
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        if (rt := self._rt) is not None:
            if rt.reader is not None:
                await rt.reader.close()
            settling = [t for u in rt.upstreams for t in u.forwarder.settling]
            for task in settling:  # slots a gone client left: given back now (their finally)
                task.cancel()
            await asyncio.gather(*settling, return_exceptions=True)
            await rt.session.close()
            if rt.learner is not None:
                await rt.learner.close()
            if rt.traffic is not None:
                rt.traffic.close()
        if self._vectors is not None:
            self._vectors.close()
        if self._lock is not None:
            self._lock.release()  # last: the next process reads what was saved above

    @property
    def exposed(self) -> bool:
        """Listening on an address other machines may reach: the admin endpoints then need
        ``admin.token`` (``sidecar.web.admin``)."""
        hosts = self.listening_on or [self.config.host]
        return not all(is_loopback(h) for h in hosts)

    def say_admin_access(self) -> None:
        if self.exposed and not self.config.admin.token:
            log.warning(
                "admin endpoints are off: listening beyond loopback (%s) without admin.token; "
                "health and metrics stay open (set SIDECAR_ADMIN_TOKEN or admin.token_file)",
                ", ".join(self.listening_on or [self.config.host]),
            )

    async def reload_length_model_from_request(self, model_dir: str) -> LengthPredictor:
        """``POST {prefix}/reload?model_dir=``: only a directory under a model root
        (``sidecar.web.modelroots``), resolved before anything in it is read."""
        state = self.state_path
        roots = default_roots(
            DEFAULT_MODEL_DIR,
            self.config.predictor.model_dir,
            state / "models" if state is not None else None,
            self.config.predictor.allowed_dirs,
        )
        return await self.reload_length_model(str(roots.check(model_dir)))

    async def reload_length_model(self, model_dir: str | None = None) -> LengthPredictor:
        """Swap in another model directory without a restart (SIGHUP or POST /reload).

        Loading may compile the model's C (seconds): it runs in a worker thread, and the
        serving model is replaced in one assignment when the new one is ready, so relayed
        streams never wait for it.
        """
        target = model_dir or self.config.predictor.model_dir
        new = await asyncio.to_thread(
            LengthPredictor.load, Path(target) if target else None, engine=self.config.predictor.engine
        )
        old = self.rt.length_model.swap(new)
        if self.rt.reader is not None:
            self.rt.reader.use_model()  # a learned model may carry a head for this reader
        self._describe_length_model()
        log.info("switched length model %s -> %s", old.version, new.version)
        return new

    async def reload(self) -> dict:
        """Read the whole config again and apply it (``sidecar.web.reconfigure``). Raises
        ``ConfigError``, changing nothing, when it does not validate; keys that need a restart
        keep their running values and are named in the log."""
        if self._loader is None:
            loaded = await self.reload_length_model(None)
            return {"model": loaded.version, "config": "not read again: the sidecar was given no file"}
        new = await asyncio.to_thread(self._loader)
        tenants = Tenants.from_config(new.tenants)  # reads key files: may raise, before anything changes
        old = self.config
        refused = restart_only_changes(old, new)
        if refused:
            log.warning("reload: %s cannot change without a restart; keeping the running value(s)", ", ".join(refused))
            new = keep_running(old, new, refused)
        self.config = new
        self.tenants.replace_with(tenants)
        logging.getLogger().setLevel(new.log_level.upper())
        rt = self.rt
        rt.requests.settings = RequestSettings.from_config(new)
        rt.router.policy = new.routing.policy
        settings = SchedulerSettings.from_config(new)
        backends = await self.supervisor.reconcile(new)
        for up in rt.upstreams:
            up.scheduler.reconfigure(settings)
            up.forwarder.timeouts = new.timeouts
            up.admission.outage_grace = new.timeouts.backend_restart
            up.admission.dispatch()
        result: dict = {"backends": backends, "restart_needed": refused}
        # the length model too, the same directory included: `sidecar train --install` replaces its files
        result["model"] = (await self.reload_length_model(new.predictor.model_dir)).version
        log.info(
            "reload: config applied (backends added %s, removed %s, changed %s)",
            backends["added"] or "none",
            backends["removed"] or "none",
            backends["changed"] or "none",
        )
        return result

    # --- the application -----------------------------------------------------------------

    def app(self) -> web.Application:
        app = web.Application(client_max_size=self.config.max_body_bytes, middlewares=[self._edge, self._request_id])
        add_admin_routes(app, self.config.admin, self.console, self.dashboard)
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

        async def on_prepare(_: web.Request, response: web.StreamResponse) -> None:
            if self.state is not State.SERVING:  # draining: the client's next request goes elsewhere
                response.force_close()

        app.on_startup.append(on_startup)
        app.on_shutdown.append(on_shutdown)
        app.on_cleanup.append(on_cleanup)
        app.on_response_prepare.append(on_prepare)
        return app

    @web.middleware
    async def _edge(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """Before routing means anything: a path that could name two things is refused
        (``sidecar.web.edge``), past ``max_connections`` a request gets 503, and the connection
        counts as busy while its handler runs (``sidecar.web.connections``)."""
        refused = edge_refusal(request, self.connections)
        if refused is not None:
            return refused
        protocol = request.protocol
        self.connections.enter(protocol)
        try:
            return await handler(request)
        finally:
            self.connections.leave(protocol)

    @web.middleware
    async def _request_id(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        given = request.headers.get("X-Request-Id", "")
        # The sidecar's own id keys everything it holds for the request (its job, its slot,
        # its record): a client may send one id twice. The client's id is a label, echoed
        # and passed on, taken only when it is plain (it reaches logs and the dashboard).
        request[RID] = f"{uuid.uuid4().hex[:12]}-{next(self._ids)}"
        rid = request[LABEL] = given if REQUEST_ID.fullmatch(given) else request[RID]
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

    # --- pass-through ------------------------------------------------------------------

    async def passthrough(self, request: web.Request) -> web.StreamResponse:
        """Unscheduled paths go to the first reachable backend, unchanged; the backends'
        management endpoints only under the admin rule (``sidecar.web.edge``)."""
        if is_management(request.method, request.path) and request.path not in self.config.admin.open_management:
            refused = admin_refusal(request, Access.ADMIN, self.config.admin, self.exposed, query_token=False)
            if refused is not None:
                return refused
        if request.method == "POST" and (api_name := ROUTES.get(request.path)) is not None:
            # a scheduled route spelled with an encoded '/' ("/api%2Fchat"): the router
            # matches the path as sent, the backend decodes it first, as gin and
            # cpp-httplib do; it is scheduled like any other spelling
            return await self._scheduled_handler(api_name)(request)
        return await self._forward(request)

    async def _forward(self, request: web.Request) -> web.StreamResponse:
        """An unscheduled request, to the first reachable backend, unchanged."""
        up = next((u for u in self.upstreams if u.reachable), self.upstreams[0])
        try:
            response, _ = await up.forwarder.relay(
                request, None, parser=None, extra_headers={"X-Request-Id": request[LABEL]}
            )
        except BackendError as exc:
            self.metrics.backend_errors.labels(exc.code).inc()
            if isinstance(exc, BackendUnreachable):
                self.supervisor.mark_unreachable(up)
            return error_response(family_of_path(request.path), exc, request[LABEL])
        return response

    # --- scheduled ---------------------------------------------------------------------

    def _scheduled_handler(self, api_name: str) -> Handler:
        api = APIS[api_name]

        async def handler(request: web.Request) -> web.StreamResponse:
            if api.prompt_only and not self.rt.requests.settings.schedule_embeddings:
                return await self._forward(request)
            return await self.rt.requests.scheduled(request, api)

        return handler
