"""The virtual-time loop itself (tests/virtualtime.py): timers fire in order at their
virtual moments, and nothing waits in real time."""

from __future__ import annotations

import asyncio
import time

import pytest

from .virtualtime import run_virtual


def test_an_hour_of_sleeps_takes_no_real_time():
    async def main() -> list[tuple[str, float]]:
        loop = asyncio.get_running_loop()
        fired: list[tuple[str, float]] = []
        loop.call_later(30.0, lambda: fired.append(("timer", loop.time())))
        await asyncio.sleep(3600.0)
        fired.append(("sleep", loop.time()))
        return fired

    t0 = time.monotonic()
    assert run_virtual(main) == [("timer", 30.0), ("sleep", 3600.0)]
    assert time.monotonic() - t0 < 1.0


def test_timeouts_read_the_virtual_clock():
    async def main() -> float:
        loop = asyncio.get_running_loop()
        with pytest.raises(TimeoutError):
            async with asyncio.timeout(90.0):
                await asyncio.Event().wait()
        return loop.time()

    assert run_virtual(main) == pytest.approx(90.0)
