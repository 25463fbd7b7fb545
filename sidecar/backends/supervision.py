"""Backend supervision: building each backend's parts, watching the ones that load models on
demand, probing one that went down until it answers, moving waiting work off a backend that
is down or onto one that went idle, and applying a new backend list on reload.

``Supervisor`` owns this beside the ``Backends`` the request path reads; the proxy wires
it and calls it (at start, on a refused connection, on reload).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import aiohttp

from sidecar.backends.forwarder import Forwarder
from sidecar.backends.learned import LearnedLimits
from sidecar.backends.probe import POOL_LEARNED, BackendInfo, Models, loaded_models, ollama_name, probe, probed_paths
from sidecar.backends.upstream import Backends, Upstream
from sidecar.config import BackendConfig, Config
from sidecar.prediction.calibration import Calibration
from sidecar.scheduling import forecast
from sidecar.scheduling.admission import Admission
from sidecar.scheduling.concurrency import ParallelismLearner
from sidecar.scheduling.jobs import Job, SchedulerSettings
from sidecar.scheduling.residency import Residency
from sidecar.scheduling.scheduler import Scheduler

if TYPE_CHECKING:  # handed in by the app
    from sidecar.records.metrics import Metrics
    from sidecar.request.tenants import Tenants


MODELS_POLL = 2.0  # seconds between reads of a multi-model backend's loaded models
REPROBE_EVERY = 1.0  # seconds between probes of a backend that went down

log = logging.getLogger("sidecar")


class Supervisor:
    """The backends' lives. ``config()`` reads the config in force; ``serving()`` whether the
    sidecar serves; ``dispatching()`` whether this process may dispatch yet (a new backend is
    held until then); ``spawn`` runs a tracked background task."""

    def __init__(
        self,
        config: Callable[[], Config],
        calibration: Calibration,
        tenants: Tenants,
        metrics: Metrics,
        *,
        serving: Callable[[], bool],
        dispatching: Callable[[], bool],
        spawn: Callable[[Coroutine[Any, Any, Any]], None],
    ) -> None:
        self.config = config
        self.calibration = calibration
        self.tenants = tenants
        self.metrics = metrics
        self.serving = serving
        self.dispatching = dispatching
        self.spawn = spawn
        self.session: aiohttp.ClientSession = None  # type: ignore[assignment]  # set by attach
        self.backends = Backends([], self.mark_unreachable)
        self.learned = LearnedLimits(None)  # each backend's KV budget, parallelism, decode rates (the state's)

    def attach(self, session: aiohttp.ClientSession, upstreams: list[Upstream]) -> Backends:
        """The session and the backends built at start; returns the backends the request path reads."""
        self.session = session
        self.backends.upstreams[:] = upstreams
        return self.backends

    def join(self, up: Upstream) -> None:
        """A backend starts serving (at the start, or added by a reload): held while the
        process before this one still dispatches, its models watched if it loads them on
        demand, probed until it answers if it does not yet."""
        if not self.dispatching():
            up.admission.await_handover()
        if up.info.models is not None:
            self.spawn(self._watch_models(up))
        if not up.reachable:
            log.warning(
                "backend %s did not answer (%s): requests get 502 at once until it does; once it has "
                "answered, an outage is waited out for up to %.0f s (timeouts.backend_restart). Is it "
                "running, and is backend.url right?",
                up.config.url,
                probed_paths(up.config.kind),
                self.config().timeouts.backend_restart,
            )
            self.mark_unreachable(up)

    def with_learned_pool(self, cfg: BackendConfig, info: BackendInfo) -> BackendInfo:
        """``info`` with the KV budget learned for this backend at these settings, if one
        was (a configured ``kv_budget`` wins)."""
        cap = info.capacity
        learned = self.learned.get(cfg.label, cap.slots, cap.slot_context)
        if learned is None or cfg.kv_budget or info.models is not None or learned >= cap.budget:
            return info
        detail = info.detail.split("; KV pool")[0] + f"; KV pool {learned} tokens ({POOL_LEARNED})"
        return replace(info, capacity=replace(cap, kv_budget=learned), pool=POOL_LEARNED, detail=detail)

    def _pool_learned(self, up: Upstream, budget: int) -> None:
        """A budget learned (lowered by an overflow, or risen again after good replies):
        kept, and said where the backend's capacity is shown."""
        cap = up.info.capacity
        self.learned.remember(up.config.label, cap.slots, cap.slot_context, budget)
        up.info = replace(up.info, capacity=replace(cap, kv_budget=budget), pool=POOL_LEARNED)

    def _apply(self, up: Upstream, info: BackendInfo) -> None:
        """A new probe's result for a running backend, with what was learned of its pool."""
        up.admission.reported_budget = info.capacity.budget
        up.set_info(self.with_learned_pool(up.config, info))

    def build(self, cfg: BackendConfig, info: BackendInfo, session: aiohttp.ClientSession) -> Upstream:
        reported = info.capacity.budget
        info = self.with_learned_pool(cfg, info)
        log.info("backend %s: %s", cfg.url, info.detail or info.kind)
        c = self.config()
        scheduler = Scheduler(
            info.capacity,
            clock=asyncio.get_running_loop().time,
            settings=SchedulerSettings.from_config(c),
            rates=lambda job: self.calibration.rates_at(job.model, cfg.label),
            tenants=self.tenants,
            residency=self._residency(info.models) if info.models else None,
        )
        up = Upstream(
            cfg,
            info,
            scheduler,
            Admission(scheduler, c.timeouts.backend_restart, cfg.url, reached=info.reachable),
            Forwarder(session, cfg.url, c.timeouts),
        )
        up.admission.on_pool_learned = lambda budget: self._pool_learned(up, budget)
        up.admission.reported_budget = reported
        if info.parallel_learned:
            known, found = self.learned.parallel(cfg.label)
            scheduler.parallelism = ParallelismLearner(known, found=found)
            scheduler.capacity = replace(scheduler.capacity, slots=scheduler.parallelism.slots)
            log.info("backend %s: runs %s", cfg.url, scheduler.parallelism.describe())
            up.admission.on_parallel_learned = lambda p: self.learned.remember_parallel(cfg.label, p.known, p.found)
        if info.capacity.slots > 1 and info.models is None:
            # the decode rates measured before at these slots: auto decides from the start
            scheduler.meter.load(self.learned.decode_rates(cfg.label, scheduler.slots))
            up.admission.on_lane_decided = lambda: self.learned.remember_decode(
                cfg.label, scheduler.slots, scheduler.meter.saved()
            )
            log.info("backend %s: express lane %s", cfg.url, scheduler.lane.describe(scheduler.slots))
        return up

    def wire_takeovers(self) -> None:
        """With several backends and predicted-finish routing, a backend that goes idle
        takes waiting work from a busy one (``take_over``)."""
        ups = self.backends.upstreams
        several = len(ups) > 1 and self.config().routing.policy == "predicted_finish"
        for up in ups:
            up.admission.on_idle = (lambda u=up: self.take_over(u)) if several else None

    def _residency(self, m: Models) -> Residency:
        """What the scheduler knows of a multi-model backend: its resident models, how many
        it holds, and the load times the calibration learns (kept in the state directory)."""
        r = Residency(
            m.max_resident,
            learned=lambda model: self.calibration.of(model).load_seconds,
            learn=lambda model, seconds: self.calibration.of(model).observe_load(seconds),
            limit_known=m.limit_known,
            normalize=ollama_name if m.api == "ollama" else str,
        )
        r.sync(m.loaded)
        return r

    async def _watch_models(self, up: Upstream) -> None:
        """Keep a multi-model backend's resident models as it reports them (what others
        loaded, what it unloaded when idle), and its slots once a loaded model tells them.
        Whatever the backend answers, the watch goes on (an error is logged, the next poll
        tries again)."""
        while self.serving():
            await asyncio.sleep(MODELS_POLL)
            try:
                await self._models_now(up)
            except Exception:  # noqa: BLE001 - a backend's answer must not end the watch
                log.exception("backend %s: reading its loaded models failed; trying again", up.config.url)

    async def _models_now(self, up: Upstream) -> None:
        models, r = up.info.models, up.scheduler.residency
        if models is None or r is None or not up.reachable:
            return
        loaded = await loaded_models(self.session, up.config.url, models.api)
        if loaded is None:
            return
        seen = r.version
        r.sync(loaded)
        if not models.capacity_known and loaded:
            info = await probe(self.session, up.config)
            if info.reachable and info.models is not None and info.models.capacity_known:
                self._apply(up, info)
                log.info("backend %s: %s", up.config.url, info.detail)
        if r.version != seen:
            up.admission.dispatch()

    def take_over(self, idle: Upstream) -> None:
        """``idle`` has a free slot and an empty queue: take the most urgent waiting job it
        serves from a busy backend, if it would finish here sooner than it could there
        (it could start there no earlier than that backend's first free slot)."""
        if not idle.reachable:
            return
        best: tuple[tuple, Upstream, Job] | None = None
        for other in self.backends.upstreams:
            if other is idle or not other.scheduler.waiting:
                continue
            for job in other.scheduler.waiting:
                if not idle.serves(job.model):
                    continue
                key = other.scheduler.order_key(job)
                if best is None or key < best[0]:
                    best = (key, other, job)
        if best is None:
            return
        _, other, job = best
        soonest_there = forecast.first_free_in(other.scheduler) + other.scheduler.service_seconds(job)
        if idle.scheduler.service_seconds(job) < soonest_there and other.admission.hand_over(job, idle):
            self.metrics.takeovers.inc()

    async def _probe_until_reachable(self, up: Upstream) -> None:
        """Probe a backend that went down every ``REPROBE_EVERY`` s until it answers;
        whatever it answers meanwhile, the probing goes on."""
        try:
            while self.serving():
                await asyncio.sleep(REPROBE_EVERY)
                try:
                    info = await probe(self.session, up.config)
                except Exception:  # noqa: BLE001 - probe never raises; a bug there must not end the watch
                    log.exception("probing backend %s failed; trying again", up.config.url)
                    continue
                if info.reachable:
                    self._apply(up, info)
                    log.info("backend %s is reachable: %s", up.config.url, info.detail)
                    up.admission.resume()
                    return
        finally:
            up.probing = False

    def mark_unreachable(self, up: Upstream) -> None:
        """A backend refused a connection: stop admitting there and probe until it is back.
        While another backend is up, the requests waiting here are routed again."""
        if up.reachable:
            log.warning("backend %s is unreachable; holding its queue", up.config.url)
            up.info = replace(up.info, reachable=False, detail="connection failed")
        up.admission.pause()
        if any(u.reachable for u in self.backends.upstreams if u is not up):
            moved = up.admission.evict()
            if moved:
                log.warning("moved %d waiting requests off backend %s", moved, up.config.url)
        if not up.probing and self.serving():
            up.probing = True
            self.spawn(self._probe_until_reachable(up))

    async def reconcile(self, new: Config) -> dict[str, list[str]]:
        """Backends to the new list: new ones probed and added, removed ones take nothing
        new (their waiting requests are routed again, their running ones finish), changed
        ones probed again with their new entry."""
        have = {u.name: u for u in self.backends.upstreams}
        want = {b.label: b for b in new.upstreams}
        added, removed, changed = [], [], []
        for label, b in want.items():
            up = have.get(label)
            if up is None:
                info = await probe(self.session, b)
                up = self.build(b, info, self.session)
                self.backends.upstreams.append(up)
                self.join(up)
                added.append(label)
            elif up.config != b:
                up.config = b
                info = await probe(self.session, b)
                if info.reachable:
                    self._apply(up, info)
                changed.append(label)
        for label, up in have.items():
            if label not in want:
                self.backends.upstreams.remove(up)
                moved = up.admission.evict()
                log.info(
                    "backend %s removed: %d waiting requests routed again, %d running finish there",
                    label,
                    moved,
                    len(up.scheduler.running),
                )
                removed.append(label)
        self.wire_takeovers()
        return {"added": added, "removed": removed, "changed": changed}
