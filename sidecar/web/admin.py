"""Admin endpoints under ``admin.prefix`` (default ``/sidecar``), a path no backend uses.

    GET  {prefix}/health        200 when serving and the backend answers, else 503 (always open)
    GET  {prefix}/queue         waiting and running jobs: sizes, positions, ETAs; counters
    GET  {prefix}/metrics       Prometheus text format (see docs/operations.md)
    GET  {prefix}/calibration   learned rates, reply lengths and prompt-token rates per model,
                                and the learning state (refits, shape memory, learned model)
    POST {prefix}/reload        read the whole config again and apply it (``sidecar.web.reconfigure``);
                                ``?model_dir=DIR``: only load that length model
    POST {prefix}/refit         refit the length model from the traffic log now; answers when
                                done: {"installed", "before", "after", "samples", ...}
    GET  {prefix}/ui            the live dashboard (``dashboard.py``; also ``?token=``)

Who may use them (``Access``; docs/security.md):

- ``health`` is open: liveness and readiness checks (systemd, Kubernetes, a load balancer)
  send no credential.
- ``metrics`` is open unless ``admin.metrics_token`` (scrapers usually send none).
- everything else reveals the queue or changes state. With ``admin.token`` set it needs
  ``Authorization: Bearer <token>`` (compared in constant time). Without a token it is open
  only while the sidecar listens on a loopback address; on any other it answers 403 naming
  ``admin.token``, and the sidecar says so once at start.

Every route under the prefix is registered here with its access; a path under the prefix
that names no route is 404 here, never passed through to the backend.
"""

from __future__ import annotations

import asyncio
import enum
import hashlib
import hmac
import ipaddress
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

from aiohttp import web

from sidecar import __version__
from sidecar.config import AdminConfig
from sidecar.errors import SidecarError
from sidecar.lifecycle import State
from sidecar.records.metrics import CONTENT_TYPE_LATEST
from sidecar.web.dashboard import Broadcaster, add_dashboard_routes, queue_view

if TYPE_CHECKING:
    from sidecar.web.runtime import Console

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


class Access(enum.Enum):
    OPEN = "open"  # health: liveness and readiness checks
    METRICS = "metrics"  # open unless admin.metrics_token
    ADMIN = "admin"  # the token; without one, loopback listeners only


def add_admin_routes(app: web.Application, settings: AdminConfig, console: Console, dashboard: Broadcaster) -> None:
    p = settings.prefix
    guard = _guard(console.admin, console.exposed)

    def state() -> State:
        return console.lifecycle.state

    async def health(request: web.Request) -> web.Response:
        rt = console.running()
        if rt is None:
            return web.json_response({"status": "unavailable", "state": state().value}, status=503)
        ups, model = rt.upstreams, rt.predictor
        # ok only while something can be served: a backend answers and may be sent to
        ok = state() is State.SERVING and any(u.reachable and not u.admission.awaiting_handover for u in ups)
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
                new = await console.reload_length_model_from_request(request.query["model_dir"])
                return web.json_response({"model": new.version, "engine": new.engine, "dir": str(new.model_dir)})
            return web.json_response(await console.reload())
        except SidecarError as exc:
            return web.json_response({"error": exc.message}, status=exc.status if exc.status == 403 else 400)

    async def unknown(request: web.Request) -> web.Response:
        return admin_error(request, 404, f"no admin endpoint {request.path}", "not_found")

    app.router.add_get(p + "/health", guard(health, access=Access.OPEN))
    app.router.add_get(p + "/queue", guard(queue))
    app.router.add_get(p + "/metrics", guard(metrics, access=Access.METRICS))
    app.router.add_get(p + "/calibration", guard(calibration))
    app.router.add_post(p + "/reload", guard(reload))
    app.router.add_post(p + "/refit", guard(refit))
    add_dashboard_routes(app, console, dashboard, guard, p)
    app.router.add_route("*", p + "/{rest:.*}", guard(unknown, access=Access.OPEN))


def admin_error(request: web.Request, status: int, message: str, code: str, **headers: str) -> web.Response:
    """An admin endpoint's refusal, in the shape the client's API uses: Anthropic's for a
    client that sends ``anthropic-version``, else ``{"error": message}`` (Ollama's, and what
    a person with curl reads)."""
    if "anthropic-version" in request.headers:
        kind = {401: "authentication_error", 403: "permission_error", 404: "not_found_error"}.get(status, "api_error")
        body: dict = {"type": "error", "error": {"type": kind, "message": message}}
    else:
        body = {"error": message, "code": code}
    return web.json_response(body, status=status, headers=headers)


def is_loopback(host: str) -> bool:
    """Whether a listening address is reachable from this machine only."""
    host = host.strip("[]")
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.split("%", 1)[0]).is_loopback
    except ValueError:
        return False  # another host name: it may resolve to anything


def token_matches(given: str, token: str) -> bool:
    """Constant time whatever the lengths: both sides are hashed before they are compared."""
    return hmac.compare_digest(hashlib.sha256(given.encode()).digest(), hashlib.sha256(token.encode()).digest())


def refusal(
    request: web.Request, access: Access, settings: AdminConfig, exposed: bool, query_token: bool
) -> web.Response | None:
    """Why ``request`` may not use an endpoint of this ``access``, or None when it may."""
    if access is Access.OPEN or (access is Access.METRICS and not settings.metrics_token):
        return None
    token = settings.token
    if not token:
        if not exposed:
            return None
        return admin_error(
            request,
            403,
            "admin endpoints are off: the sidecar listens beyond loopback and admin.token is not set "
            "(set SIDECAR_ADMIN_TOKEN or admin.token_file)",
            "admin_token_required",
        )
    auth = request.headers.get("Authorization", "")
    given = auth[7:] if auth[:7].lower() == "bearer " else None
    if query_token and "token" in request.query:
        given = request.query["token"]
    if given is None or not token_matches(given.strip(), token):
        return admin_error(
            request,
            401,
            "admin endpoints need 'Authorization: Bearer <admin.token>'",
            "unauthorized",
            **{"WWW-Authenticate": "Bearer"},
        )
    return None


def _guard(settings: Callable[[], AdminConfig], exposed: Callable[[], bool]) -> Callable[..., Handler]:
    def wrap(handler: Handler, *, access: Access = Access.ADMIN, query_token: bool = False) -> Handler:
        """``query_token``: ``?token=`` also opens it (a page a browser navigates to)."""

        async def guarded(request: web.Request) -> web.StreamResponse:
            # read each time: a reload may change the token
            refused = refusal(request, access, settings(), exposed(), query_token)
            return refused if refused is not None else await handler(request)

        guarded.access = access  # type: ignore[attr-defined]  # what the route-listing test reads
        return guarded

    return wrap
