"""``sidecar serve``'s own steps: the start's open-file check (``fd_shortfall``) warns
where the limit cannot hold the client connections the config lets in, and only there;
the stop (``stop_listening``) serves every connection it took. Whole processes under
systemd and handovers: tests/deploy/test_service.py."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import select
import socket
from collections.abc import Awaitable, Callable

import pytest
from aiohttp import web

from sidecar.config import load_config
from sidecar.errors import ConfigError
from sidecar.web.serve import FILES_BESIDE, fd_shortfall, stop_listening


def test_the_defaults_do_not_warn_on_an_ordinary_machine():
    cfg = load_config(env={})
    assert fd_shortfall(20_000, cfg) is None  # the limit the review's machine had
    assert fd_shortfall(cfg.max_connections + FILES_BESIDE, cfg) is None


def test_a_long_queue_is_not_a_need_for_files_the_connections_bound_is():
    cfg = load_config(env={}, overrides={"scheduler": {"max_queue": 100_000}})
    assert fd_shortfall(20_000, cfg) is None  # sidecar bench's arms queue up to 100,000
    low = fd_shortfall(1024, cfg)
    assert low is not None and "max_connections 2048" in low and "LimitNOFILE" in low
    assert fd_shortfall(1024, load_config(env={}, overrides={"max_connections": 512})) is None


async def _a_connection_accepted_in_the_turn_the_site_stops(
    stop: Callable[[web.BaseSite], Awaitable[None]],
) -> tuple[int, bytes]:
    """Serve a one-route app on a socket, connect and send a request, and stop the site
    with ``stop`` in the loop turn right after the one in which asyncio accepted the
    connection (its transport is built one turn later, the connection made two); then serve what connections
    there are and read what the client got. Returns (connections the server held right
    after the stop, the client's bytes)."""

    async def hello(request: web.Request) -> web.Response:
        return web.Response(text="served")

    app = web.Application()
    app.router.add_get("/", hello)
    runner = web.AppRunner(app, access_log=None, shutdown_timeout=1)
    await runner.setup()
    listener = socket.create_server(("127.0.0.1", 0))
    site = web.SockSite(runner, listener)
    await site.start()
    client = socket.create_connection(listener.getsockname())  # the kernel completes it
    try:
        client.sendall(b"GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        # each turn runs this task before the callbacks of the sockets found ready: the
        # turn in which the listener stops being ready is the one right after asyncio's
        # accept, and it runs this task (the stop) before the connection is made
        while select.select([listener], [], [], 0)[0]:
            await asyncio.sleep(0)
        await stop(site)
        assert runner.server is not None
        held = len(runner.server.connections)  # what the drain waits for
        for _ in range(100):  # the drain: what the server holds is served
            if not runner.server.connections:
                break
            await asyncio.sleep(0.01)
        await runner.cleanup()
        gc.collect()  # what the server does not hold is closed at the process's exit
        client.settimeout(5)
        got = b""
        with contextlib.suppress(OSError):
            while chunk := client.recv(65536):
                got += chunk
        return held, got
    finally:
        client.close()
        listener.close()


async def test_a_connection_taken_as_the_listening_stops_is_served_not_dropped():
    """Under systemd or after a handover the old process stops listening while clients
    still connect: a connection asyncio accepted just then is served by it (the drain
    waits for it), not dropped and reset when the process exits."""
    assert isinstance(asyncio.get_running_loop(), asyncio.SelectorEventLoop)
    held, got = await _a_connection_accepted_in_the_turn_the_site_stops(stop_listening)
    assert held == 1 and got.startswith(b"HTTP/1.1 200") and got.endswith(b"served"), (held, got)
    # the same turns with the site closed at once: the connection is lost (why stop_listening)
    with pytest.warns(ResourceWarning, match="unclosed"):  # asyncio left it half made
        held, lost = await _a_connection_accepted_in_the_turn_the_site_stops(lambda site: site.stop())
    assert held == 0 and lost == b"", (held, lost)


def test_listen_names_several_addresses_on_one_port():
    cfg = load_config(env={}, overrides={"listen": "127.0.0.1, 127.0.0.2:8080"})
    assert cfg.hosts == ["127.0.0.1", "127.0.0.2"] and cfg.port == 8080 and cfg.host == "127.0.0.1"
    assert load_config(env={}, overrides={"listen": "[::1]:8080"}).hosts == ["::1"]
    with pytest.raises(ConfigError):
        load_config(env={}, overrides={"listen": "127.0.0.1,:8080"})


@pytest.mark.slow
def test_serve_listens_on_every_address_it_is_given():
    """``sidecar serve --listen 127.0.0.1,127.0.0.2:PORT`` answers on both (its backend down:
    the health endpoint says so, from each address)."""
    import subprocess
    import sys
    import time
    import urllib.error
    import urllib.request

    from sidecar import environment
    from sidecar.localhttp import free_port

    port = free_port()
    backend = f"http://127.0.0.1:{free_port()}"
    argv = [sys.executable, "-m", "sidecar", "serve", "--backend", backend, "--listen", f"127.0.0.1,127.0.0.2:{port}"]
    proc = subprocess.Popen(argv, env=environment.for_child(SIDECAR_LOG_LEVEL="error"))

    def status(host: str) -> int | None:
        try:
            with urllib.request.urlopen(f"http://{host}:{port}/sidecar/health", timeout=5) as r:
                return r.status
        except urllib.error.HTTPError as exc:
            return exc.code
        except OSError:
            return None

    try:
        end = time.monotonic() + 60
        while status("127.0.0.1") is None and proc.poll() is None and time.monotonic() < end:
            time.sleep(0.2)
        assert status("127.0.0.1") is not None and status("127.0.0.2") is not None
    finally:
        proc.terminate()
        proc.wait(20)
