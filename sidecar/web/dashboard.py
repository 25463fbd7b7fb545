"""The live dashboard: ``GET {prefix}/ui``, one self-contained page fed by the sidecar.

    GET {prefix}/ui          the page (HTML, CSS and script in one file, no external network)
    GET {prefix}/ui/events   Server-Sent Events: one ``state`` event a second while it changes
    GET {prefix}/ui/state    the same state once, as JSON (the page polls it if the stream fails)

All three sit behind the admin guard. A browser cannot put a bearer token on a page it
navigates to, so ``/ui`` also takes ``?token=``: the page moves it into its session storage,
drops it from the address bar, and sends it as a header from then on.

Cost: the state is built at most once a second, and only while someone watches, however
many pages are open (``Broadcaster``); the request path's recorder only appends a small
record to a bounded ring of recent outcomes (``recorder.Outcomes``).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import math
import time
from dataclasses import asdict
from importlib import resources
from typing import TYPE_CHECKING, Any

import numpy as np
from aiohttp import web

from sidecar import __version__
from sidecar.prediction.features import FEATURE_VERSION
from sidecar.prediction.ranking import concordance_2x
from sidecar.scheduling import forecast, queueview

if TYPE_CHECKING:
    from sidecar.backends.upstream import Upstream
    from sidecar.records.recorder import RecentOutcome
    from sidecar.web.runtime import Console, Runtime

SERIES_BUCKET = 15.0  # seconds per point of the latency-over-time series


def ranking(outcomes: list[RecentOutcome]) -> tuple[float | None, int]:
    """``sidecar.prediction.ranking.concordance_2x`` over recent replies that ended by themselves (a
    capped reply's length is only a lower bound), and how many pairs it counted."""
    pts = [(o.predicted, o.actual) for o in outcomes if o.actual and not o.truncated and o.status == "ok"]
    if len(pts) < 2:
        return None, 0
    score, n = concordance_2x(np.array([a for _, a in pts], dtype=float), np.array([p for p, _ in pts], dtype=float))
    return (None, 0) if n == 0 else (score, n)


def latency_series(outcomes: list[RecentOutcome], now: float, span: float = 600.0) -> list[dict[str, Any]]:
    """Median queue wait and end-to-end latency by predicted class, per ``SERIES_BUCKET``
    seconds over the last ``span`` seconds."""
    out = []
    buckets: dict[tuple[int, str], list[RecentOutcome]] = {}
    for o in outcomes:
        if now - o.at <= span and o.status == "ok":
            buckets.setdefault((int(o.at // SERIES_BUCKET), o.predicted_class), []).append(o)
    for (b, cls), group in sorted(buckets.items()):
        out.append(
            {
                "t": b * SERIES_BUCKET,
                "class": cls,
                "n": len(group),
                "wait": round(float(np.median([g.wait for g in group])), 3),
                "latency": round(float(np.median([g.latency for g in group])), 3),
            }
        )
    return out


def build_state(console: Console, rt: Runtime) -> dict[str, Any]:
    """Everything the page shows, in one JSON-ready mapping."""
    now = time.time()
    queue = queue_view(rt.upstreams)
    running = {j.id: (j, u) for u in rt.upstreams for j in u.scheduler.running}
    in_flight = 0.0  # tokens the running jobs made within the last minute
    for r in queue["running"]:
        job, up = running[r["request_id"]]
        sched = up.scheduler
        tokens, estimated = forecast.tokens_so_far(sched, job, sched.clock())
        r["tokens_so_far"] = round(tokens)
        r["tokens_estimated"] = estimated  # a reply not streamed: from its time and the rates
        r["slot"] = job.slot
        ran = r["running_for"]
        in_flight += tokens * (min(60.0, ran) / ran if ran > 0 else 0.0)
    recent = list(console.outcomes)
    score, pairs = ranking(recent)
    # finished in the last minute: only the part of each reply made within it counts, and
    # the running replies' tokens of that minute join them
    minute = [o for o in recent if now - o.at <= 60 and o.actual]
    p = rt.predictor
    learning = rt.learner.snapshot() if rt.learner is not None else None
    return {
        "now": now,
        "version": __version__,
        "state": console.lifecycle.state.value,
        "started_at": console.started_at,
        "queue": queue,
        "outcomes": [
            {k: (round(v, 3) if isinstance(v, float) else v) for k, v in asdict(o).items()} for o in recent[-200:]
        ],
        "ranking": {"score": None if score is None else round(score, 3), "pairs": pairs, "of": len(recent)},
        "series": latency_series(recent, now),
        "throughput_tokens_per_s": round((sum(_within_minute(o, now) for o in minute) + in_flight) / 60.0, 2),
        "kv": [
            {"backend": b["name"], "reserved": b["kv_reserved"], "budget": b["kv_budget"]} for b in queue["backends"]
        ],
        "model": {
            "version": p.version,
            "engine": p.engine,
            "feature_version": FEATURE_VERSION,
            "dir": str(p.model_dir),
            "trained_at": _trained_at(p),
            "learned": bool(p.learned),
        },
        "reader": rt.reader_view(),
        "savings": rt.savings.snapshot(time.monotonic(), any(u.scheduler.capacity.slots > 1 for u in rt.upstreams)),
        "learning": learning,
        "calibration": console.calibration.snapshot(),
    }


def _within_minute(o: Any, now: float) -> float:
    """The reply tokens of a finished outcome made within the last minute (evenly over
    its service time)."""
    service = max(o.latency - o.wait, 1e-9)
    started = o.at - service
    share = min(1.0, max(0.0, (o.at - max(started, now - 60.0)) / service))
    return (o.actual or 0) * share


def queue_view(upstreams: list[Upstream]) -> dict:
    """Every backend's queue in one view: waiting jobs (each with its backend and its
    position there) in the order they will be admitted, running jobs, counters summed;
    and one summary per backend."""
    body: dict = {"waiting": [], "running": [], "tenants": {}, "backends": []}
    counters: dict = {}
    for u in upstreams:
        snap = queueview.snapshot(u.scheduler)
        for k in ("policy", "fair_share"):
            body[k] = snap[k]
        for k in ("slots", "kv_budget", "kv_reserved"):
            body[k] = body.get(k, 0) + snap[k]
        body["waiting"] += [{**w, "backend": u.name} for w in snap["waiting"]]
        body["running"] += [{**r, "backend": u.name} for r in snap["running"]]
        for t, v in snap["tenants"].items():
            have = body["tenants"].setdefault(t, {"waiting": 0, "running": 0, "weight": v["weight"]})
            have["waiting"] += v["waiting"]
            have["running"] += v["running"]
        c = u.scheduler.counters
        for k, v in c.__dict__.items():
            if isinstance(v, dict):
                merged = counters.setdefault(k, {})
                for r, n in v.items():
                    merged[r] = merged.get(r, 0) + n
            else:
                counters[k] = counters.get(k, 0) + v
        body["backends"].append(
            {
                "name": u.name,
                "url": u.config.url,
                "kind": u.info.kind,
                "reachable": u.reachable,
                "slots": snap["slots"],
                "kv_budget": snap["kv_budget"],
                "kv_pool": u.info.pool,  # where the budget came from: reported, assumed shared, ...
                "express_lane": snap["express_lane"],
                **({"parallel": snap["parallel"]} if "parallel" in snap else {}),
                "preempt": snap["preempt"],
                "suspends": snap["suspends"],
                "kv_reserved": snap["kv_reserved"],
                "waiting": len(snap["waiting"]),
                "running": len(snap["running"]),
                "completed": c.completed,
                **({"models": snap["models"]} if "models" in snap else {}),
            }
        )
    body["waiting"].sort(key=lambda w: (w["eta_seconds"], w["position"]))
    body["counters"] = counters
    return body


def _trained_at(p: Any) -> str | None:
    meta = getattr(p, "meta", None) or {}
    for key in ("refit_at", "trained_at", "created"):
        if isinstance(meta.get(key), str | int | float):
            return str(meta[key])
    return None


def _dumps(obj: Any) -> bytes:
    return json.dumps(obj, separators=(",", ":"), allow_nan=False, default=_nan_safe).encode()


def _nan_safe(o: Any) -> Any:
    return None if isinstance(o, float) and not math.isfinite(o) else str(o)


class Broadcaster:
    """Builds the state at most once per ``interval`` while anyone listens, and hands the
    same bytes to every open stream; a stream that cannot keep up skips states."""

    def __init__(self, console: Console, interval: float = 1.0) -> None:
        self.console = console
        self.interval = interval
        self._subscribers: set[asyncio.Queue[bytes]] = set()
        self._task: asyncio.Task[None] | None = None
        self.builds = 0

    def subscribe(self) -> asyncio.Queue[bytes]:
        q: asyncio.Queue[bytes] = asyncio.Queue(maxsize=2)
        self._subscribers.add(q)
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._run())
        return q

    def unsubscribe(self, q: asyncio.Queue[bytes]) -> None:
        self._subscribers.discard(q)

    async def _run(self) -> None:
        last_key: tuple | None = None
        while self._subscribers and (rt := self.console.running()) is not None:
            key = self._change_key(rt.upstreams)
            busy = any(u.scheduler.waiting or u.scheduler.running for u in rt.upstreams)
            # waits and ETAs move with the clock while anything is queued; idle, every 5 s
            if key != last_key or busy or int(time.monotonic()) % 5 == 0:
                data = _dumps(build_state(self.console, rt))
                self.builds += 1
                last_key = key
                for q in list(self._subscribers):
                    if q.full():
                        with contextlib.suppress(asyncio.QueueEmpty):
                            q.get_nowait()
                    q.put_nowait(data)
            await asyncio.sleep(self.interval)

    def _change_key(self, ups: list[Upstream]) -> tuple:
        return (
            self.console.outcomes.version,
            tuple((len(u.scheduler.waiting), u.reachable) for u in ups),
            tuple((j.id, j.streamed_tokens) for u in ups for j in u.scheduler.running),
        )

    async def close(self) -> None:
        """End every open stream (they get an empty item) and stop building."""
        for q in list(self._subscribers):
            with contextlib.suppress(asyncio.QueueEmpty):
                q.get_nowait()
            q.put_nowait(b"")
        self._subscribers.clear()
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task


def page() -> bytes:
    return resources.files("sidecar.web").joinpath("ui/dashboard.html").read_bytes()


def add_dashboard_routes(
    app: web.Application, console: Console, broadcaster: Broadcaster, guard: Any, prefix: str
) -> None:
    html = page()

    async def ui(request: web.Request) -> web.StreamResponse:
        return web.Response(
            body=html,
            content_type="text/html",
            charset="utf-8",
            headers={
                "Cache-Control": "no-store",
                "Referrer-Policy": "no-referrer",  # the URL may carry ?token= on the first visit
                "Content-Security-Policy": "default-src 'none'; script-src 'unsafe-inline'; "
                "style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:",
            },
        )

    async def state(request: web.Request) -> web.Response:
        rt = console.running()
        if rt is None:
            return web.json_response({"error": "not started"}, status=503)
        return web.Response(body=_dumps(build_state(console, rt)), content_type="application/json")

    async def events(request: web.Request) -> web.StreamResponse:
        if console.running() is None:
            return web.json_response({"error": "not started"}, status=503)
        resp = web.StreamResponse(
            headers={"Content-Type": "text/event-stream", "Cache-Control": "no-store", "X-Accel-Buffering": "no"}
        )
        await resp.prepare(request)
        q = broadcaster.subscribe()
        try:
            await resp.write(b"retry: 2000\n\n")
            while True:
                try:
                    data = await asyncio.wait_for(q.get(), timeout=15.0)
                except TimeoutError:
                    await resp.write(b": keep-alive\n\n")
                    continue
                if not data:  # the sidecar is stopping
                    break
                await resp.write(b"event: state\ndata: " + data + b"\n\n")
        except ConnectionResetError:
            pass  # the page went away
        finally:
            broadcaster.unsubscribe(q)
        return resp

    app.router.add_get(prefix + "/ui", guard(ui, query_token=True))
    app.router.add_get(prefix + "/ui/state", guard(state))
    app.router.add_get(prefix + "/ui/events", guard(events))
