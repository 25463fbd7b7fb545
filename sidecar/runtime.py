"""The parts of a running sidecar, and the view of them that the admin endpoints and the
dashboard get.

The proxy's start (``sidecar/proxy.py``) builds a ``Runtime`` whole and hands it over;
before that, and after a failed start, there is none. The admin endpoints and the dashboard are
registered before the start (aiohttp freezes its routes), so they get a ``Console``: the
parts that exist from the beginning, and ``running()`` for the rest.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import aiohttp

from .calibration import Calibration
from .config import AdminConfig
from .learning import Learner
from .lifecycle import Lifecycle
from .metrics import Metrics
from .predictor import LengthPredictor, ServingModel
from .recorder import Outcomes, Recorder
from .requestpath import RequestPath
from .savings import Savings
from .secondstage import SecondStage
from .trafficlog import TrafficLog
from .upstreams import Pool, PrefixMemory, Router, Upstream


@dataclass
class Runtime:
    """The parts of a started sidecar, built whole when it starts."""

    model: ServingModel
    session: aiohttp.ClientSession
    pool: Pool
    router: Router
    prefixes: PrefixMemory  # where recent conversations ran (routing.affinity)
    traffic: TrafficLog | None  # traffic_log.enabled: false, or nowhere to write it
    learner: Learner | None  # no usable state directory
    recorder: Recorder
    requests: RequestPath
    reader: SecondStage | None  # reader.enabled: false
    savings: Savings  # what the order saved against arrival order, live (sidecar.savings)

    def reader_view(self) -> dict:
        return self.reader.snapshot() if self.reader is not None else {"state": "off"}

    @property
    def upstreams(self) -> list[Upstream]:
        return self.pool.upstreams

    @property
    def predictor(self) -> LengthPredictor:
        return self.model.predictor


@dataclass(frozen=True)
class Console:
    """What the admin endpoints and the dashboard read, and the two things they may do."""

    lifecycle: Lifecycle
    metrics: Metrics
    calibration: Calibration
    outcomes: Outcomes
    started_at: float
    running: Callable[[], Runtime | None]  # None before the start
    reload_model: Callable[[str | None], Awaitable[LengthPredictor]]
    reload: Callable[[], Awaitable[dict]]  # the whole config read again (sidecar.reconfigure)
    # a model directory a request names: loaded only under a model root (sidecar.modelroots)
    reload_model_from_request: Callable[[str], Awaitable[LengthPredictor]]
    admin: Callable[[], AdminConfig]  # the admin settings in force (a reload may change them)
    exposed: Callable[[], bool]  # listening beyond loopback
