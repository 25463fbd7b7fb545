"""Fixtures every tier shares: a private state directory, the shipped predictor, a sidecar
in front of a backend. The official clients (anthropic, openai, ollama) are imported inside
the tests that use them, never at a module's top: anthropic's import alone takes about 2.5 s,
which every worker would pay while it collects (tests/layout/test_imports.py holds it)."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from typing import Any

import pytest

from sidecar.config import load_config
from sidecar.prediction.scorer import LengthPredictor
from sidecar.web.app import Sidecar

from .fakes import FakeLlama, run_app


@pytest.fixture(autouse=True)
def _private_state(tmp_path_factory, monkeypatch):
    """Every sidecar a test starts keeps its state in a fresh directory, never the user's."""
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path_factory.mktemp("state")))
    monkeypatch.delenv("STATE_DIRECTORY", raising=False)
    monkeypatch.delenv("SIDECAR_STATE_DIR", raising=False)


@pytest.fixture(scope="session")
def predictor() -> LengthPredictor:
    return LengthPredictor.load()


@contextlib.asynccontextmanager
async def running_sidecar(
    backend_url: str, predictor: LengthPredictor, /, **overrides: Any
) -> AsyncIterator[tuple[str, Sidecar]]:
    """A sidecar in front of ``backend_url`` on an ephemeral port."""
    cfg = load_config(env={}, overrides={"backend": {"url": backend_url}, **overrides})
    sidecar = Sidecar(cfg, predictor=predictor)
    async with run_app(sidecar.app()) as url:
        yield url, sidecar
        await eventually(lambda: nothing_held(sidecar), timeout=5.0)


def held(sidecar: Sidecar) -> list[str]:
    """What a sidecar still holds of its backends: running jobs, KV reservations, waiting
    jobs, waiters, picked slot ids. Empty once every request has ended, however it ended."""
    if not sidecar.started:
        return []
    out = []
    for up in sidecar.upstreams:
        s = up.scheduler
        if s.running:
            out.append(f"{up.name}: running {[j.id for j in s.running]}")
        if s.reserved_tokens:
            out.append(f"{up.name}: {s.reserved_tokens} KV tokens reserved")
        if s.waiting:
            out.append(f"{up.name}: waiting {[j.id for j in s.waiting]}")
        if up.admission.waiters:
            out.append(f"{up.name}: {up.admission.waiters} waiters")
        if s.ledger.slot_ids:
            out.append(f"{up.name}: slot ids taken {s.ledger.slot_ids}")
    return out


def nothing_held(sidecar: Sidecar) -> bool:
    left = held(sidecar)
    if left:
        nothing_held.last = left  # type: ignore[attr-defined]
    return not left


@pytest.fixture
async def fake() -> AsyncIterator[tuple[str, FakeLlama]]:
    backend = FakeLlama()
    async with run_app(backend.app()) as url:
        yield url, backend


async def eventually(check, timeout: float = 10.0, every: float = 0.02) -> None:
    """Wait until ``check()`` (or, for a coroutine function, ``await check()``) is true,
    polling every ``every`` s: a test waits for the event it needs, not for a guessed time.
    Fails after ``timeout`` s."""
    import asyncio
    import inspect

    async def holds() -> bool:
        got = check()
        return bool(await got) if inspect.isawaitable(got) else bool(got)

    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not await holds():
        if loop.time() > end:
            raise AssertionError(f"not true within {timeout} s: {getattr(check, '__name__', check)}")
        await asyncio.sleep(every)


async def holding(s, side: str, n: int) -> bool:  # s: aiohttp.ClientSession
    """Whether ``n`` requests are in the sidecar at ``side``, running or waiting (its health)."""
    async with s.get(side + "/sidecar/health") as r:
        q = (await r.json())["queue"]
        return q["waiting"] + q["running"] == n


def pytest_sessionfinish(session, exitstatus):
    """Under CI (``CI=true``) a skipped test fails the run: a skip there means a piece that
    scripts/setup should have installed is missing, and it would hide as a pass."""
    import os

    if os.environ.get("CI") != "true" or exitstatus != 0:
        return
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    skipped = reporter.stats.get("skipped", []) if reporter is not None else []
    if skipped:
        for rep in skipped:
            reason = rep.longrepr[2] if isinstance(rep.longrepr, tuple) else str(rep.longrepr)
            print(f"\nCI=true: skipped {rep.nodeid}: {reason}")
        session.exitstatus = 1
