"""Restarts without a refused connection or two dispatchers.

Three pieces, used by ``sidecar serve`` (``sidecar/web/serve.py``):

- ``activated_socket``: the listening socket systemd passes under socket activation
  (``sidecar.socket``; ``LISTEN_FDS``/``LISTEN_PID``, sd_listen_fds semantics: the first
  passed descriptor is 3). systemd keeps it open across restarts of the service, and the
  kernel queues connections while no process accepts.
- ``Handover``: the same without systemd. A running sidecar offers its listening socket on
  a Unix socket in the state directory (``handover.sock``). A new process started on the
  same address takes the descriptor from it (``SCM_RIGHTS``), starts accepting on it, and
  then tells the old one to stop: one accept queue throughout, so no connection is refused
  or reset in between.
- ``DispatchLock``: an exclusive ``flock`` on ``dispatch.lock`` in the state directory. A
  process accepts and queues requests at once but sends nothing to a backend until it holds
  the lock; the old process holds it until its drain is over and its learned state is
  saved. The kernel drops the lock when its holder exits, a crash included, so a one-slot
  backend never sees two dispatchers and a dead process never blocks the next one.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import logging
import os
import socket
from collections.abc import Callable, MutableMapping
from pathlib import Path

import sidecar.environment as environment

log = logging.getLogger("sidecar.handover")

SD_LISTEN_FDS_START = 3
HANDOVER = "handover.sock"
LOCK = "dispatch.lock"


def activated_socket(env: MutableMapping[str, str] | None = None) -> socket.socket | None:
    """The listening socket systemd passed to this process, if any (the first of
    ``LISTEN_FDS``); the variables are removed so that children do not inherit them."""
    if env is None:
        env = environment.activation()
    if env.get("LISTEN_PID") != str(os.getpid()):
        return None
    try:
        n = int(env.get("LISTEN_FDS", "0"))
    except ValueError:
        return None
    for k in ("LISTEN_PID", "LISTEN_FDS", "LISTEN_FDNAMES"):
        env.pop(k, None)
    if n < 1:
        return None
    if n > 1:
        log.warning("systemd passed %d sockets; listening on the first only", n)
    sock = socket.socket(fileno=SD_LISTEN_FDS_START)
    sock.setblocking(False)
    return sock


class DispatchLock:
    """Who may send requests to the backends: one process per state directory."""

    def __init__(self, state_dir: Path) -> None:
        self.path = state_dir / LOCK
        self._fd: int | None = None

    def try_acquire(self) -> bool:
        if self._fd is not None:
            return True
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            return False
        self._fd = fd
        return True

    async def acquire(self, poll: float = 0.05) -> None:
        while not self.try_acquire():
            await asyncio.sleep(poll)

    @property
    def held(self) -> bool:
        return self._fd is not None

    def release(self) -> None:
        if self._fd is not None:
            with contextlib.suppress(OSError):
                fcntl.flock(self._fd, fcntl.LOCK_UN)
            os.close(self._fd)
            self._fd = None


def offers_socket(state_dir: Path) -> bool:
    """Whether a running sidecar offers its listening socket in ``state_dir`` (something
    accepts on ``handover.sock``); asking takes nothing over."""
    path = state_dir / HANDOVER
    if not path.exists():
        return False
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as conn:
        conn.settimeout(1.0)
        try:
            conn.connect(str(path))
        except OSError:
            return False  # left behind by a process that is gone
    return True


def take_over(
    state_dir: Path, host: str, port: int, timeout: float = 5.0
) -> tuple[socket.socket, socket.socket] | None:
    """Ask a running sidecar for its listening socket. Returns (the listening socket, the
    connection to the old process, on which ``ready`` later tells it to stop), or None when
    no sidecar offers one, or it listens elsewhere."""
    path = state_dir / HANDOVER
    if not path.exists():
        return None
    conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    conn.settimeout(timeout)
    try:
        conn.connect(str(path))
        msg, fds, _, _ = socket.recv_fds(conn, 64, 1)
    except OSError:
        conn.close()
        return None
    if msg != b"listen" or not fds:
        conn.close()
        return None
    sock = socket.socket(fileno=fds[0])
    got_host, got_port = sock.getsockname()[:2]
    if got_port != port or (host not in ("0.0.0.0", "::", got_host)):
        log.warning(
            "the running sidecar listens on %s:%s, this one on %s:%s: not taking its socket over",
            got_host,
            got_port,
            host,
            port,
        )
        sock.close()
        conn.close()
        return None
    sock.setblocking(False)
    return sock, conn


def ready(conn: socket.socket) -> None:
    """Tell the old process that this one accepts on the socket now: it may stop."""
    with contextlib.suppress(OSError):
        conn.sendall(b"ready")
    conn.close()


class Handover:
    """Offer this process's listening socket to its successor (``take_over``); when the
    successor says it accepts, call ``on_taken`` (the old process then drains and stops)."""

    def __init__(self, state_dir: Path, sock: socket.socket, on_taken: Callable[[], None]) -> None:
        self.path = state_dir / HANDOVER
        self.sock = sock
        self.on_taken = on_taken
        self._server: asyncio.AbstractServer | None = None
        self._inode = 0
        self.taken = False  # a successor took the socket: the path is its to replace

    async def start(self) -> None:
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()
        self._server = await asyncio.start_unix_server(self._serve, path=str(self.path))
        os.chmod(self.path, 0o600)
        self._inode = self.path.stat().st_ino

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        raw = writer.get_extra_info("socket")  # asyncio's wrapper: no sendmsg; a duplicate has
        try:
            with socket.fromfd(raw.fileno(), socket.AF_UNIX, socket.SOCK_STREAM) as conn:
                socket.send_fds(conn, [b"listen"], [self.sock.fileno()])
            got = await asyncio.wait_for(reader.read(5), timeout=120)
        except (OSError, TimeoutError):
            got = b""
        finally:
            writer.close()
        if got == b"ready":
            log.info("a new sidecar process accepts on the socket now: stopping this one")
            self.taken = True
            self.on_taken()

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
            self._server = None
            # After a handover the successor unlinks this path and binds its own at once:
            # checking the inode and then unlinking here could remove the successor's (it
            # did, under load: the successor then failed to start its own handover), so
            # only a process that was not taken over cleans up.
            if not self.taken:
                with contextlib.suppress(FileNotFoundError):
                    if self.path.stat().st_ino == self._inode:  # not a newer process's
                        self.path.unlink()
