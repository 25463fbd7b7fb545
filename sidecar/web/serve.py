"""``sidecar serve``: run the proxy until SIGTERM/SIGINT, reload on SIGHUP.

The listening socket comes from systemd when it activates the service (``sidecar.socket``),
else from the sidecar this process replaces (``sidecar.web.handover``: a restart without a
refused connection), else from a bind of its own.

Under systemd (``Type=notify``) it says READY=1 once the backend has been probed and the
model loaded, sends STATUS= lines with the queue depth, and pings the watchdog from the
event loop (a blocked loop stops the pings and systemd restarts the service). Without
systemd (no ``NOTIFY_SOCKET``) all of that is skipped.
"""

from __future__ import annotations

import asyncio
import errno
import logging
import signal
import socket
from collections.abc import Callable
from pathlib import Path
from typing import Any

from aiohttp import web

import sidecar.environment as environment
from sidecar.config import Config, load_config
from sidecar.errors import ConfigError
from sidecar.learning.state import default_state_dir
from sidecar.lifecycle import State, stop_asked_while_starting
from sidecar.records.logs import setup_logging
from sidecar.web.app import Sidecar
from sidecar.web.connections import AcceptErrors
from sidecar.web.handover import Handover, activated_socket, offers_socket, ready, take_over

log = logging.getLogger("sidecar")


class Notifier:
    """sd_notify over the datagram socket systemd names in NOTIFY_SOCKET."""

    def __init__(self, path: str | None = None) -> None:
        path = path if path is not None else environment.notify_socket()
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
        usec = environment.watchdog_usec()
        if usec is None:
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
    if getattr(args, "state_dir", None):
        overrides["state_dir"] = args.state_dir
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


FILES_BESIDE = 256  # files besides clients' sockets: backends' connections, logs, state, the model


def fd_shortfall(limit: int, config: Config) -> str | None:
    """What to say when the open-file limit cannot hold what the config lets in, else None.
    Each client connection holds a socket and ``max_connections`` bounds them (a waiting
    request is one of those; ``max_queue`` counts requests, not files); the backends'
    connections and the sidecar's own files come beside them."""
    need = config.max_connections + FILES_BESIDE
    if limit >= need:
        return None
    return (
        f"open-file limit {limit} is below the {need} files max_connections {config.max_connections} may hold: "
        f"raise LimitNOFILE (or lower max_connections)"
    )


def run_serve(args: Any) -> int:
    config = config_from_args(args)
    setup_logging(config.log_level, config.log_format)
    short = fd_shortfall(raise_fd_limit(), config)
    if short is not None:
        log.warning(short)
    with asyncio.Runner(loop_factory=loop_factory(config.loop)) as runner:
        return runner.run(serve(config, lambda: config_from_args(args), take_over_running=args.take_over))


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


async def serve(config: Config, loader: Callable[[], Config] | None = None, *, take_over_running: bool = False) -> int:
    """Run until SIGTERM; ``loader`` reads the config again (file, environment, command
    line) for a reload. ``take_over_running``: replace the sidecar that serves with the same
    state directory (``--take-over``) without refusing a connection; without it, a second
    sidecar started there by hand refuses to start, with one line that says why."""
    notify = Notifier()
    # a stop asked for while the sidecar still starts (systemd stopping a slow start, a
    # restart right after one) is kept: it starts, then drains and exits 0, not killed mid-start
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    if stop_asked_while_starting():  # it came while the command line still imported the core
        log.info("a stop was asked for while starting: the sidecar starts, then drains and exits")
        stop.set()
    activated = activated_socket()
    state_dir = Path(config.state_dir) if config.state_dir else default_state_dir()
    if activated is None and not take_over_running and offers_socket(state_dir):
        raise ConfigError(
            f"another sidecar is serving with the state directory {state_dir}: stop it first, give this one "
            f"its own (--state-dir DIR, or SIDECAR_STATE_DIR), or replace it without refusing a connection "
            f"with `sidecar serve --take-over` and the same settings"
        )
    sidecar = Sidecar(config, loader=loader, successor=take_over_running)
    runner = web.AppRunner(
        sidecar.app(), handler_cancellation=True, access_log=None, keepalive_timeout=config.timeouts.client_keepalive
    )
    await runner.setup()  # runs Sidecar.start(): loads the model, probes the backend
    state_path = sidecar.state_path
    # where the listening socket comes from: systemd (socket activation), the sidecar this
    # process replaces (handover), or a bind of its own
    taken = None
    sock = activated
    how = "systemd's socket" if sock is not None else ""
    if sock is None and state_path is not None and take_over_running:
        taken = await asyncio.to_thread(take_over, state_path, config.host, config.port)
        if taken is not None:
            sock, how = taken[0], "the socket of the process it replaces"
    if sock is not None:
        site: web.BaseSite = web.SockSite(runner, sock)
    else:
        hosts = config.hosts
        # several addresses (``listen: a,b:PORT``): one site, a socket on each (asyncio's create_server)
        site = web.TCPSite(runner, hosts[0] if len(hosts) == 1 else hosts, config.port, reuse_address=True)  # type: ignore[arg-type]
    try:
        await site.start()
    except OSError as exc:
        await runner.cleanup()
        raise ConfigError(
            f"cannot listen on {config.listen}: {exc.strerror or exc}"
            + (
                "; another program (a sidecar, or the backend itself) listens there: pick another address "
                "with --listen HOST:PORT"
                if exc.errno == errno.EADDRINUSE
                else ""
            )
        ) from None
    if taken is not None:
        ready(taken[1])  # this process accepts now: the old one may stop listening
    listening = [sock] if sock is not None else _listening_sockets(site)
    # every socket counts for the admin rule: a host name may bind loopback and another address
    bound = [a for s in listening for a in _addresses(s)]
    sidecar.listening_on = [host for host, _ in bound]
    assert runner.server is not None  # set up above
    sidecar.connections.watch(runner.server)
    log.info(
        "listening on %s%s -> %s (policy %s, %s loop)",
        ", ".join(f"http://{h if ':' not in h else f'[{h}]'}:{p}" for h, p in bound)
        or f"http://{config.host}:{config.port}",
        f" ({how})" if how else "",
        ", ".join(b.url for b in config.upstreams),
        config.scheduler.policy,
        type(asyncio.get_running_loop()).__module__.split(".")[0],
    )

    loop.set_exception_handler(AcceptErrors())  # at the open-file limit: one line in ten seconds
    sidecar.say_admin_access()
    handover = None
    if state_path is not None and len(listening) == 1:
        handover = Handover(state_path, listening[0], stop.set)
        try:
            await handover.start()
        except OSError as exc:  # serving matters more than the next restart's handover
            log.warning("no handover socket in %s (%s): the next restart binds its own", state_path, exc)
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
    await stop_listening(site)
    await sidecar.drain()
    heartbeat.cancel()
    await asyncio.gather(heartbeat, return_exceptions=True)
    await runner.cleanup()
    return 0


async def stop_listening(site: web.BaseSite) -> None:
    """Stop taking connections, then close ``site``, so that every connection the loop took
    becomes one the drain serves. asyncio accepts a connection in one turn and makes it a
    connection in the next; a server closed in between drops it without a word (Python
    3.11's ``Server._attach`` asserts the server is open; the error is swallowed) and the
    client is reset when the process exits: under systemd or after a handover, a request
    that was sent just as the old process stopped. On uvloop (no reader to remove) the
    site is closed as before."""
    server = getattr(site, "_server", None)
    loop = asyncio.get_running_loop()
    if server is not None and isinstance(loop, asyncio.SelectorEventLoop):
        for sock in server.sockets:
            loop.remove_reader(sock.fileno())
        # what was accepted in the last turn: its transport is built in the next, its
        # connection made in the one after; then the server (and the drain) counts it
        await asyncio.sleep(0)
        await asyncio.sleep(0)
    await site.stop()


def _addresses(sock: socket.socket) -> list[tuple[str, int]]:
    """(host, port) of an inet socket; none for another kind."""
    if sock.family not in (socket.AF_INET, socket.AF_INET6):
        return []
    host, port = sock.getsockname()[:2]
    return [(host, port)]


def _listening_sockets(site: web.BaseSite) -> list[socket.socket]:
    server = getattr(site, "_server", None)
    sockets = getattr(server, "sockets", None) or ()
    return [s for s in sockets if s.family in (socket.AF_INET, socket.AF_INET6)]


async def _heartbeat(sidecar: Sidecar, notify: Notifier) -> None:
    interval = Notifier.watchdog_interval()
    period = min(interval, 5.0) if interval else 5.0
    while sidecar.state is State.SERVING:
        ups = sidecar.upstreams
        waiting = sum(len(u.scheduler.waiting) for u in ups)
        running = sum(len(u.scheduler.running) for u in ups)
        status = f"serving: {waiting} waiting, {running} running"
        if len(ups) > 1:  # every backend, not only the first
            status += (
                " ("
                + ", ".join(
                    f"{u.name}: {len(u.scheduler.waiting)}/{len(u.scheduler.running)}{'' if u.reachable else ' down'}"
                    for u in ups
                )
                + ")"
            )
        notify(("WATCHDOG=1\n" if interval else "") + f"STATUS={status}")
        await asyncio.sleep(period)
