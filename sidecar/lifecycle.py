"""The sidecar's lifecycle: STARTING -> SERVING -> DRAINING -> STOPPED.

``Lifecycle.move`` refuses any other transition with an error naming both states, so a
shutdown path that runs twice, or a request that arrives after the stop, cannot put the
sidecar into a state it should never be in.
"""

from __future__ import annotations

import enum
import logging

log = logging.getLogger("sidecar")


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
