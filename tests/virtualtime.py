"""An event loop on a virtual clock, for the asyncio side's timers (the keep-alive's beats,
admission's queue-timeout and outage timers): when nothing is ready to run, the loop's
clock jumps to its next timer instead of sleeping until it. ``asyncio.sleep``,
``call_later`` and ``asyncio.timeout`` all read ``loop.time()``, so a test waits out a
minute of timers in microseconds and asserts the exact moments they fired.

Only for code that does no real I/O: a socket's bytes would arrive in real time while the
clock jumps past every timeout.
"""

from __future__ import annotations

import asyncio
import selectors
import time
from collections.abc import Awaitable, Callable
from typing import TypeVar

T = TypeVar("T")


class _JumpingSelector(selectors.DefaultSelector):  # type: ignore[misc,valid-type]
    """Polls instead of blocking; a wait for the next timer moves the clock there."""

    def __init__(self, loop: VirtualTimeLoop) -> None:
        super().__init__()
        self._loop = loop

    def select(self, timeout: float | None = None) -> list[tuple[selectors.SelectorKey, int]]:
        ready = super().select(0)
        if ready or timeout is None or timeout <= 0:
            return ready if ready or timeout is not None else super().select(None)
        self._loop.now += timeout
        return []


class VirtualTimeLoop(asyncio.SelectorEventLoop):
    def __init__(self) -> None:
        self.now = 0.0
        super().__init__(selector=_JumpingSelector(self))

    def time(self) -> float:
        return self.now


def run_virtual(main: Callable[[], Awaitable[T]], *, real_limit: float = 5.0) -> T:
    """Run ``main()`` on a virtual-time loop; fails if it took ``real_limit`` real seconds
    (a test here must not wait in real time)."""
    t0 = time.monotonic()
    with asyncio.Runner(loop_factory=VirtualTimeLoop) as runner:
        result = runner.run(main())  # type: ignore[arg-type]
    assert time.monotonic() - t0 < real_limit, "a virtual-time test waited in real time"
    return result
