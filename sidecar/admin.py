"""Admin endpoints under ``admin.prefix`` (default ``/sidecar``), a path no backend uses.

    GET  {prefix}/health        200 when serving and the backend answers, else 503 (always open)
    GET  {prefix}/queue         waiting and running jobs: sizes, positions, ETAs; counters
    GET  {prefix}/metrics       Prometheus text format (see docs/operations.md)
    GET  {prefix}/calibration   learned rates, reply lengths and prompt-token rates per model,
                                and the learning state (refits, shape memory, learned model)
    POST {prefix}/reload        read the whole config again and apply it (``sidecar.reconfigure``);
                                ``?model_dir=DIR``: only load that length model
    POST {prefix}/refit         refit the length model from the traffic log now; answers when
                                done: {"installed", "before", "after", "samples", ...}
    GET  {prefix}/ui            the live dashboard (``dashboard.py``; also ``?token=``)

With ``admin.token`` set, all but health need ``Authorization: Bearer <token>``.
"""

from __future__ import annotations

import asyncio
import hmac
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

from aiohttp import web

from . import __version__
from .config import AdminConfig
from .dashboard import Broadcaster, add_dashboard_routes, queue_view
from .errors import SidecarError
from .lifecycle import State
from .metrics import CONTENT_TYPE_LATEST

if TYPE_CHECKING:
    from .runtime import Console

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def add_admin_routes(app: web.Application, settings: AdminConfig, console: Console, dashboard: Broadcaster) -> None:
    p = settings.prefix
    guard = _guard(console.admin_token)

    def state() -> State:
        return console.lifecycle.state

    async def health(request: web.Request) -> web.Response:
        rt = console.running()
        if rt is None:
            return web.json_response({"status": "unavailable", "state": state().value}, status=503)
        ups, model = rt.upstreams, rt.predictor
        ok = state() is State.SERVING and any(u.reachable for u in ups)
        backends = [{"name": u.name, "url": u.config.url, "kind": u.info.kind, "reachable": u.reachable} for u in ups]
        body: dict = {
            "status": "ok" if ok else "unavailable",
            "state": state().value,
            "version": __version__,
            "backend": backends[0],
            "backends": backends,
            "model": {"version": model.version, "engine": model.engine},
            "reader": rt.reader_view(),
            "queue": {
                "waiting": sum(len(u.scheduler.waiting) for u in ups),
                "running": sum(len(u.scheduler.running) for u in ups),
            },
        }
        return web.json_response(body, status=200 if ok else 503)

    async def queue(request: web.Request) -> web.Response:
        rt = console.running()
        if rt is None:
            return web.json_response({"error": "not started"}, status=503)
        return web.json_response(queue_view(rt.upstreams))

    async def metrics(request: web.Request) -> web.Response:
        return web.Response(body=console.metrics.render(), headers={"Content-Type": CONTENT_TYPE_LATEST})

    async def calibration(request: web.Request) -> web.Response:
        body = {"models": console.calibration.snapshot()}
        rt = console.running()
        if rt is not None and rt.learner is not None:
            body["learning"] = rt.learner.snapshot()
        return web.json_response(body)

    async def refit(request: web.Request) -> web.Response:
        rt = console.running()
        if rt is None or rt.learner is None:
            return web.json_response({"error": "no state directory: nothing to refit from"}, status=409)
        result = await asyncio.shield(rt.learner.start_refit())
        # a capability this install lacks is 503 with what to install; only the unforeseen is 500
        status = 200 if "error" not in result else 503 if result.get("unavailable") else 500
        return web.json_response(result, status=status)

    async def reload(request: web.Request) -> web.Response:
        try:
            if "model_dir" in request.query:
                new = await console.reload_model(request.query["model_dir"])
                return web.json_response({"model": new.version, "engine": new.engine, "dir": str(new.model_dir)})
            return web.json_response(await console.reload())
        except SidecarError as exc:
            return web.json_response({"error": exc.message}, status=400)

    app.router.add_get(p + "/health", health)
    app.router.add_get(p + "/queue", guard(queue))
    app.router.add_get(p + "/metrics", guard(metrics))
    app.router.add_get(p + "/calibration", guard(calibration))
    app.router.add_post(p + "/reload", guard(reload))
    app.router.add_post(p + "/refit", guard(refit))
    add_dashboard_routes(app, console, dashboard, guard, p)


def _guard(current_token: Callable[[], str | None]) -> Callable[..., Handler]:
    def wrap(handler: Handler, *, query_token: bool = False) -> Handler:
        """``query_token``: ``?token=`` also opens it (a page a browser navigates to)."""

        async def guarded(request: web.Request) -> web.StreamResponse:
            token = current_token()  # a reload may change it
            if token:
                given = request.headers.get("Authorization", "")
                if query_token and "token" in request.query:
                    given = "Bearer " + request.query["token"]
                if not hmac.compare_digest(given.encode(), f"Bearer {token}".encode()):
                    return web.json_response(
                        {"error": "admin endpoints need 'Authorization: Bearer <token>'"},
                        status=401,
                        headers={"WWW-Authenticate": "Bearer"},
                    )
            return await handler(request)

        return guarded

    return wrap
