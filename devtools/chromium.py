"""A real headless Chromium, driven over the DevTools protocol (no extra dependency: the
protocol is JSON over a WebSocket, which aiohttp speaks).

Used by the dashboard's browser test and ``experiments/dashboard_shot.py``. Debian's
``chromium`` package (``scripts/setup`` installs it when it can) is found on the PATH.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import itertools
import json
import shutil
import subprocess
import tempfile
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp

from sidecar.localhttp import free_port

NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")


class NotInstalled(RuntimeError):
    pass


def find() -> str:
    for name in NAMES:
        path = shutil.which(name)
        if path:
            return path
    raise NotInstalled(f"no Chromium on the PATH (looked for {', '.join(NAMES)}); `apt-get install chromium`")


class Page:
    """One tab: evaluate script, resize, take screenshots."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        self.ws = ws
        self._ids = itertools.count(1)

    async def call(self, method: str, **params: Any) -> dict[str, Any]:
        mid = next(self._ids)
        await self.ws.send_str(json.dumps({"id": mid, "method": method, "params": params}))
        while True:
            msg = await self.ws.receive(timeout=30)
            if msg.type is not aiohttp.WSMsgType.TEXT:
                raise RuntimeError(f"DevTools connection closed ({msg.type})")
            obj = json.loads(msg.data)
            if obj.get("id") == mid:
                if "error" in obj:
                    raise RuntimeError(f"{method}: {obj['error']}")
                return obj.get("result", {})

    async def evaluate(self, expression: str) -> Any:
        r = await self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in r:
            raise RuntimeError(f"script failed: {r['exceptionDetails'].get('text')}: {expression[:80]}")
        return r.get("result", {}).get("value")

    async def wait_for(self, expression: str, timeout: float = 15.0) -> Any:
        """Evaluate until the value is truthy; returns it."""
        deadline = time.monotonic() + timeout
        while True:
            value = await self.evaluate(expression)
            if value:
                return value
            if time.monotonic() > deadline:
                raise TimeoutError(f"still falsy after {timeout:.0f} s: {expression[:120]}")
            await asyncio.sleep(0.1)

    async def resize(self, width: int, height: int, mobile: bool = False) -> None:
        await self.call(
            "Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1, mobile=mobile
        )

    async def screenshot(self, path: Path, full_page: bool = True) -> Path:
        params: dict[str, Any] = {"format": "png"}
        if full_page:
            m = await self.call("Page.getLayoutMetrics")
            size = m.get("cssContentSize") or m["contentSize"]
            params["clip"] = {"x": 0, "y": 0, "width": size["width"], "height": size["height"], "scale": 1}
            params["captureBeyondViewport"] = True
        r = await self.call("Page.captureScreenshot", **params)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(base64.b64decode(r["data"]))
        return path


@contextlib.asynccontextmanager
async def open_page(url: str, width: int = 1280, height: int = 900) -> AsyncIterator[Page]:
    """Start headless Chromium on ``url``; yields the page, and stops the browser after."""
    binary = find()
    port = free_port()
    # Chromium's helper processes may still write the profile for a moment after the browser
    # exits: the folder is removed as far as it can be, never failing the caller for it
    with tempfile.TemporaryDirectory(prefix="sidecar-chromium-", ignore_cleanup_errors=True) as profile:
        proc = subprocess.Popen(
            [
                binary,
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--disable-dev-shm-usage",
                f"--user-data-dir={profile}",
                f"--remote-debugging-port={port}",
                f"--window-size={width},{height}",
                "about:blank",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            async with aiohttp.ClientSession() as s:
                target = await _page_target(s, port, proc)
                async with s.ws_connect(target, max_msg_size=64 * 1024 * 1024) as ws:
                    page = Page(ws)
                    await page.call("Page.enable")
                    await page.resize(width, height)
                    await page.call("Page.navigate", url=url)
                    yield page
        finally:
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


async def _page_target(s: aiohttp.ClientSession, port: int, proc: subprocess.Popen[bytes]) -> str:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"chromium exited with {proc.returncode}")
        with contextlib.suppress(aiohttp.ClientError, OSError):
            async with s.get(f"http://127.0.0.1:{port}/json/list") as r:
                for t in await r.json():
                    if t.get("type") == "page":
                        return t["webSocketDebuggerUrl"]
        await asyncio.sleep(0.2)
    raise RuntimeError("chromium's DevTools endpoint did not come up in 30 s")
