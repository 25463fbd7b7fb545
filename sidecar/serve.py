"""``sidecar serve``: run the proxy until SIGTERM/SIGINT, reload on SIGHUP.

The listening socket comes from systemd when it activates the service (``sidecar.socket``),
else from the sidecar this process replaces (``sidecar.handover``: a restart without a
refused connection), else from a bind of its own.

Under systemd (``Type=notify``) it says READY=1 once the backend has been probed and the
model loaded, sends STATUS= lines with the queue depth, and pings the watchdog from the
event loop (a blocked loop stops the pings and systemd restarts the service). Without
systemd (no ``NOTIFY_SOCKET``) all of that is skipped.
"""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import socket
from collections.abc import Callable
from typing import Any

from aiohttp import web

from .config import Config, load_config
from .errors import ConfigError
from .handover import Handover, activated_socket, ready, take_over
from .lifecycle import State
from .logs import setup_logging
from .proxy import Sidecar

log = logging.getLogger("sidecar")


class Notifier:
    """sd_notify over the datagram socket systemd names in NOTIFY_SOCKET."""

    def __init__(self, path: str | None = None) -> None:
        path = path if path is not None else os.environ.get("NOTIFY_SOCKET")
        self.sock: socket.socket | None = None
        self.addr: str | None = None
        if path:
            self.addr = "\0" + path[1:] if path.startswith("@") else path
            self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)

    def __call__(self, message: str) -> None:
        if self.sock is not None and self.addr is not None:
            try:
                self.sock.sendto(message.encode(), self.addr)
            except OSError as exc:
                log.debug("sd_notify failed: %s", exc)

    @staticmethod
    def watchdog_interval() -> float | None:
        usec = os.environ.get("WATCHDOG_USEC")
        if not usec or (os.environ.get("WATCHDOG_PID") not in (None, str(os.getpid()))):
            return None
        return int(usec) / 1e6 / 2  # ping at twice the rate systemd expects


def config_from_args(args: Any) -> Config:
    overrides: dict[str, Any] = {}
    if args.listen:
        overrides["listen"] = args.listen
    if args.backend and len(args.backend) == 1:
        overrides.setdefault("backend", {})["url"] = args.backend[0]
        if args.kind:
            overrides["backend"]["kind"] = args.kind
    elif args.backend:
        overrides["backends"] = [{"url": u, **({"kind": args.kind} if args.kind else {})} for u in args.backend]
    elif args.kind:
        overrides.setdefault("backend", {})["kind"] = args.kind
    if args.routing:
        overrides.setdefault("routing", {})["policy"] = args.routing
    if args.policy:
        overrides.setdefault("scheduler", {})["policy"] = args.policy
    if args.model_dir:
        overrides.setdefault("predictor", {})["model_dir"] = args.model_dir
    if args.traffic_log:
        overrides.setdefault("traffic_log", {})["path"] = args.traffic_log
    return load_config(args.config, overrides=overrides)


def raise_fd_limit() -> int:
    """Every waiting client holds a socket: lift the soft file limit to the hard one."""
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard == resource.RLIM_INFINITY or hard > soft:
        target = hard if hard != resource.RLIM_INFINITY else max(soft, 65536)
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
            return target
        except (ValueError, OSError):
            pass
    return soft


def run_serve(args: Any) -> int:
    config = config_from_args(args)
    setup_logging(config.log_level, config.log_format)
    limit = raise_fd_limit()
    if limit < 4 * config.scheduler.max_queue:
        log.warning("open-file limit %d is low for max_queue %d: raise LimitNOFILE", limit, config.scheduler.max_queue)
    with asyncio.Runner(loop_factory=loop_factory(config.loop)) as runner:
        return runner.run(serve(config, lambda: config_from_args(args)))


def loop_factory(choice: str) -> Callable[[], asyncio.AbstractEventLoop] | None:
    """The event loop ``serve`` runs on: uvloop when installed (``auto``) or asked for,
    else asyncio's own (None)."""
    if choice == "asyncio":
        return None
    try:
        import uvloop
    except ImportError:
        if choice == "uvloop":
            raise ConfigError("loop: uvloop is not installed: pip install 'sjf-sidecar[fast]'") from None
        return None
    return uvloop.new_event_loop


async def serve(config: Config, loader: Callable[[], Config] | None = None) -> int:
    """Run until SIGTERM; ``loader`` reads the config again (file, environment, command
    line) for a reload."""
    notify = Notifier()
    sidecar = Sidecar(config, loader=loader)
    runner = web.AppRunner(sidecar.app(), handler_cancellation=True, access_log=None)
    await runner.setup()  # runs Sidecar.start(): loads the model, probes the backend
    state_dir = sidecar.state_path
    # where the listening socket comes from: systemd (socket activation), the sidecar this
    # process replaces (handover), or a bind of its own
    taken = None
    sock = activated_socket()
    how = "systemd's socket" if sock is not None else ""
    if sock is None and state_dir is not None:
        taken = await asyncio.to_thread(take_over, state_dir, config.host, config.port)
        if taken is not None:
            sock, how = taken[0], "the socket of the process it replaces"
    if sock is not None:
        site: web.BaseSite = web.SockSite(runner, sock)
    else:
        site = web.TCPSite(runner, config.host, config.port, reuse_address=True)
    await site.start()
    if taken is not None:
        ready(taken[1])  # this process accepts now: the old one may stop listening
    listening = sock if sock is not None else _listening_socket(site)
    bound = _addresses(listening) if listening is not None else []
    sidecar.listening_on = [host for host, _ in bound]
    log.info(
        "listening on %s%s -> %s (policy %s, %s loop)",
        ", ".join(f"http://{h if ':' not in h else f'[{h}]'}:{p}" for h, p in bound)
        or f"http://{config.host}:{config.port}",
        f" ({how})" if how else "",
        ", ".join(b.url for b in config.upstreams),
        config.scheduler.policy,
        type(asyncio.get_running_loop()).__module__.split(".")[0],
    )

    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    sidecar.say_admin_access()
    handover = None
    if state_dir is not None and listening is not None:
        handover = Handover(state_dir, listening, stop.set)
        try:
            await handover.start()
        except OSError as exc:  # serving matters more than the next restart's handover
            log.warning("no handover socket in %s (%s): the next restart binds its own", state_dir, exc)
            await handover.close()
            handover = None

    async def reload() -> None:
        try:
            await sidecar.reload()
            log.info("SIGHUP: reloaded")
        except ConfigError as exc:
            log.error("SIGHUP: the config does not validate, keeping the running one: %s", exc)
        except Exception as exc:  # noqa: BLE001 - a bad reload must not stop the service
            log.error("SIGHUP: reload failed, keeping the running config: %s", exc)

    loop.add_signal_handler(signal.SIGHUP, lambda: sidecar.spawn(reload()))
    notify("READY=1\nSTATUS=serving")
    heartbeat = asyncio.create_task(_heartbeat(sidecar, notify))
    await stop.wait()

    # Shutdown order: stop listening (under systemd or after a handover the socket stays
    # open, and the kernel queues connections for the next process), then drain (the queue
    # is served in its order within drain_grace; what still waits then gets 503), save
    # what was learned, release the dispatch lock, close.
    notify("STOPPING=1\nSTATUS=draining")
    log.info("stopping: no new connections; draining")
    if handover is not None:
        await handover.close()
    await site.stop()
    await sidecar.drain()
    heartbeat.cancel()
    await asyncio.gather(heartbeat, return_exceptions=True)
    await runner.cleanup()
    return 0


def _addresses(sock: socket.socket) -> list[tuple[str, int]]:
    """(host, port) of an inet socket; none for another kind."""
    if sock.family not in (socket.AF_INET, socket.AF_INET6):
        return []
    host, port = sock.getsockname()[:2]
    return [(host, port)]


def _listening_socket(site: web.BaseSite) -> socket.socket | None:
    server = getattr(site, "_server", None)
    sockets = getattr(server, "sockets", None) or ()
    for s in sockets:
        if s.family in (socket.AF_INET, socket.AF_INET6):
            return s
    return None


async def _heartbeat(sidecar: Sidecar, notify: Notifier) -> None:
    interval = Notifier.watchdog_interval()
    period = min(interval, 5.0) if interval else 5.0
    while sidecar.state is State.SERVING:
        ups = sidecar.upstreams
        waiting = sum(len(u.scheduler.waiting) for u in ups)
        running = sum(len(u.scheduler.running) for u in ups)
        status = f"serving: {waiting} waiting, {running} running"
        if len(ups) > 1:  # every backend, not only the first
            status += " (" + ", ".join(
                f"{u.name}: {len(u.scheduler.waiting)}/{len(u.scheduler.running)}{'' if u.reachable else ' down'}" for u in ups
            ) + ")"
        notify(("WATCHDOG=1\n" if interval else "") + f"STATUS={status}")
        await asyncio.sleep(period)
