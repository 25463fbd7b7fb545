"""Blocking JSON over HTTP and waiting for a local server to come up: what code without an
event loop needs (training, ``sidecar predict``, the tools' launchers, the experiments).
The serving path speaks aiohttp and never calls these."""

from __future__ import annotations

import contextlib
import json
import time
import urllib.request
from collections.abc import Callable
from typing import Any


def get_json(url: str, timeout: float = 30.0) -> Any:
    with urllib.request.urlopen(url, timeout=timeout) as r:
        return json.loads(r.read())


def post_json(url: str, body: object = None, timeout: float = 30.0) -> Any:
    """POST ``body`` as JSON (None: an empty POST) and read the JSON answer."""
    data, headers = (b"", {}) if body is None else (json.dumps(body).encode(), {"Content-Type": "application/json"})
    with urllib.request.urlopen(urllib.request.Request(url, data, headers, method="POST"), timeout=timeout) as r:
        return json.loads(r.read())


def wait_ready(
    url: str, timeout: float, *, gone: Callable[[], BaseException | None] | None = None, every: float = 0.2
) -> None:
    """Poll ``url`` until it answers 200. ``gone`` says whether the server's process died
    (the exception to raise, else None); past ``timeout`` seconds a ``TimeoutError``."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        died = gone() if gone is not None else None
        if died is not None:
            raise died
        with contextlib.suppress(OSError):
            with urllib.request.urlopen(url, timeout=1) as r:
                if r.status == 200:
                    return
        time.sleep(every)
    raise TimeoutError(f"{url} did not answer 200 within {timeout:.0f} s")


def free_port() -> int:
    """A TCP port on the loopback that was free a moment ago (for a server started next)."""
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])
