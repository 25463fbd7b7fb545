"""The parts of a running sidecar, and the view of them that the admin endpoints and the
dashboard get.

The proxy's start (``sidecar/web/app.py``) builds a ``Runtime`` whole and hands it over;
before that, and after a failed start, there is none. The admin endpoints and the dashboard are
registered before the start (aiohttp freezes its routes), so they get a ``Console``: the
parts that exist from the beginning, and ``running()`` for the rest.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the parts' types: this module only holds them
    import aiohttp

    from sidecar.backends.routing import PrefixMemory, Router
    from sidecar.backends.upstream import Backends, Upstream
    from sidecar.config import AdminConfig
    from sidecar.learning.learner import Learner
    from sidecar.learning.trafficlog import TrafficLog
    from sidecar.lifecycle import Lifecycle
    from sidecar.prediction.calibration import Calibration
    from sidecar.prediction.scorer import LengthPredictor, ServingModel
    from sidecar.reader.reader import SecondStage
    from sidecar.records.metrics import Metrics
    from sidecar.records.recorder import Outcomes, Recorder
    from sidecar.records.savings import Savings
    from sidecar.request.steps import RequestSteps


@dataclass
class Runtime:
    """The parts of a started sidecar, built whole when it starts."""

    length_model: ServingModel
    session: aiohttp.ClientSession
    backends: Backends
    router: Router
    prefixes: PrefixMemory  # where recent conversations ran (routing.affinity)
    traffic: TrafficLog | None  # traffic_log.enabled: false, or nowhere to write it
    learner: Learner | None  # no usable state directory
    recorder: Recorder
    requests: RequestSteps
    reader: SecondStage | None  # reader.enabled: false
    savings: Savings  # what the order saved against arrival order, live (sidecar.records.savings)

    def reader_view(self) -> dict:
        return self.reader.snapshot() if self.reader is not None else {"state": "off"}

    @property
    def upstreams(self) -> list[Upstream]:
        return self.backends.upstreams

    @property
    def predictor(self) -> LengthPredictor:
        return self.length_model.predictor


@dataclass(frozen=True)
class Console:
    """What the admin endpoints and the dashboard read, and the two things they may do."""

    lifecycle: Lifecycle
    metrics: Metrics
    calibration: Calibration
    outcomes: Outcomes
    started_at: float
    running: Callable[[], Runtime | None]  # None before the start
    reload_length_model: Callable[[str | None], Awaitable[LengthPredictor]]
    reload: Callable[[], Awaitable[dict]]  # the whole config read again (sidecar.web.reconfigure)
    # a model directory a request names: loaded only under a model root (sidecar.web.modelroots)
    reload_length_model_from_request: Callable[[str], Awaitable[LengthPredictor]]
    admin: Callable[[], AdminConfig]  # the admin settings in force (a reload may change them)
    exposed: Callable[[], bool]  # listening beyond loopback
