"""The sidecar's lifecycle: STARTING -> SERVING -> DRAINING -> STOPPED.

``Lifecycle.move`` refuses any other transition with an error naming both states, so a
shutdown path that runs twice, or a request that arrives after the stop, cannot put the
sidecar into a state it should never be in.
"""

from __future__ import annotations

import enum
import logging
import signal

log = logging.getLogger("sidecar")
_asked: list[int] = []  # the stops asked for before the event loop took the signals over


class State(enum.Enum):
    STARTING = "starting"
    SERVING = "serving"
    DRAINING = "draining"
    STOPPED = "stopped"


_TRANSITIONS = {
    State.STARTING: {State.SERVING, State.STOPPED},
    State.SERVING: {State.DRAINING, State.STOPPED},
    State.DRAINING: {State.STOPPED},
    State.STOPPED: set(),
}


class Lifecycle:
    def __init__(self) -> None:
        self.state = State.STARTING

    def move(self, new: State) -> None:
        if new not in _TRANSITIONS[self.state]:
            raise RuntimeError(f"cannot go from {self.state.value} to {new.value}")
        log.info("state %s -> %s", self.state.value, new.value)
        self.state = new


def keep_stops_while_starting() -> None:
    """Until ``serve`` hands SIGTERM and SIGINT to its event loop, keep a stop instead of
    dying by it: the first thing ``sidecar serve`` does, before the serving core is even
    imported (seconds on a busy machine). systemd stopping a slow start, or a restart right
    after one, then gets a sidecar that finishes starting, drains and exits 0."""
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda signum, frame: _asked.append(signum))


def stop_asked_while_starting() -> bool:
    """Whether a stop came while ``keep_stops_while_starting`` held the signals."""
    return bool(_asked)
