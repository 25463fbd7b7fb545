"""Intake: what the sidecar knows of a request before it waits. Its body read within its
limits, its features and score, a size hint it may carry, and its job: cap, the room its
context leaves, and its size (the ``Sizer``'s).

``RequestSteps.wait_turn`` runs these in order; each gets what it uses.
"""

from __future__ import annotations

import asyncio
import logging
import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aiohttp import web

import sidecar.jsoncodec as jsoncodec
from sidecar.errors import BodyTimeout, BodyTooLarge, RequestError
from sidecar.prediction.calibration import Calibration, optimistic_prompt_tokens
from sidecar.prediction.features import extract_features
from sidecar.scheduling.jobs import Job, Priority

if TYPE_CHECKING:  # types only: the request path imports these itself
    from sidecar.apis.parse import RequestInfo
    from sidecar.config import Config
    from sidecar.prediction.scorer import ServingModel
    from sidecar.prediction.sizing import Sizer
    from sidecar.records.recorder import Recorder

log = logging.getLogger("sidecar")

MIN_ROOM = 64  # tokens: a prompt estimated to leave less room than this leaves the cap as asked


@dataclass(frozen=True)
class RequestSettings:
    """The few settings the request path reads."""

    max_body_bytes: int
    body_timeout: float  # timeouts.client_body: seconds to receive the whole body
    max_body_items: int  # strings and objects a body may hold (its parse cost)
    affinity: bool  # routing.affinity: a conversation's next turn goes back where its prefix is
    trust_size_hints: bool  # scheduler.trust_size_hints: X-Predicted-Tokens is believed
    default_max_tokens: int  # the cap assumed when a request names none
    schedule_embeddings: bool = True  # scheduler.schedule_embeddings: false passes them through
    head_after: float = 1.0  # scheduler.waiting_head_after: a waiting stream's head after this long
    keepalive: float = 5.0  # scheduler.waiting_keepalive: then a keep-alive this often (0: neither)
    keepalive_apis: tuple[str, ...] = ()  # scheduler.waiting_keepalive_apis: the API families that get them

    @classmethod
    def from_config(cls, c: Config) -> RequestSettings:
        s = c.scheduler
        return cls(
            c.max_body_bytes,
            c.timeouts.client_body,
            c.max_body_items,
            c.routing.affinity,
            s.trust_size_hints,
            s.default_max_tokens,
            s.schedule_embeddings,
            s.waiting_head_after,
            s.waiting_keepalive,
            s.waiting_keepalive_apis,
        )


class Intake:
    """Reads and sizes one request (``settings``: the request path's, ``RequestSettings``)."""

    def __init__(
        self,
        settings: RequestSettings,
        *,
        calibration: Calibration,
        length_model: ServingModel,
        sizer: Sizer,
        recorder: Recorder,
        default_context: Callable[[], int],
    ) -> None:
        self.settings = settings
        self.calibration = calibration
        self.length_model = length_model
        self.sizer = sizer
        self.recorder = recorder
        self.default_context = default_context  # a slot's context, where the caller knows none

    async def read_body(self, request: web.Request) -> bytes:
        """The body, within ``max_body_bytes``, ``max_body_items`` and ``MAX_DEPTH``
        (measured a chunk at a time as it arrives, ``jsoncodec.BodyMeter``: a body past
        them is refused before it is all read or parsed) and ``timeouts.client_body``."""
        limit, most = self.settings.max_body_bytes, self.settings.max_body_items
        if request.content_length is not None and request.content_length > limit:
            raise BodyTooLarge(
                f"the request body is {request.content_length} bytes; the limit is {limit} (max_body_bytes)"
            )
        body = bytearray()
        meter = jsoncodec.BodyMeter()
        try:
            async with asyncio.timeout(self.settings.body_timeout):
                async for chunk in request.content.iter_any():
                    body += chunk
                    if len(body) > limit:
                        raise BodyTooLarge(f"the request body is over the limit of {limit} bytes (max_body_bytes)")
                    meter.feed(chunk)
                    if meter.elements > most:
                        raise BodyTooLarge(f"the request body holds more than {most} JSON values (max_body_items)")
                    if meter.depth > jsoncodec.MAX_DEPTH:
                        raise jsoncodec.too_deep(meter.depth)
            return bytes(body)
        except TimeoutError:
            raise BodyTimeout(
                f"the request body did not arrive within {self.settings.body_timeout:g} s (timeouts.client_body)"
            ) from None

    def predict(self, info: RequestInfo) -> tuple[list[float] | None, float]:
        """Features and score; a failure schedules the request with a neutral size."""
        t0 = time.perf_counter()
        predictor = self.length_model.predictor
        try:
            feats = extract_features(info.conversation, predictor.words)
            score = predictor.score(feats)
            if not math.isfinite(score):
                raise ValueError(f"non-finite score {score}")
        except Exception:  # noqa: BLE001 - a prediction must never cost a request
            log.exception("prediction failed; scheduling with a neutral size")
            self.recorder.prediction_failed()
            return None, 0.0
        self.recorder.predicted(time.perf_counter() - t0)
        return feats, score

    def size_hint(self, request: web.Request) -> float | None:
        raw = request.headers.get("X-Predicted-Tokens")
        if raw is None or not self.settings.trust_size_hints:
            return None
        try:
            value = float(raw)
        except ValueError:
            raise RequestError(f"X-Predicted-Tokens must be a number, not {raw!r}") from None
        if not (math.isfinite(value) and value >= 0):
            raise RequestError("X-Predicted-Tokens must be a finite number >= 0")
        return value

    def job(
        self,
        rid: str,
        info: RequestInfo,
        score: float,
        priority: Priority,
        hint: float | None = None,
        keys: tuple[int, ...] = (),
        context: int | None = None,
        model: str | None = None,
        tenant: str = "",
    ) -> Job:
        """``model``: the name its backend runs it under (default: the client's). Its size
        is the sizer's (``prediction.sizing``)."""
        model = info.model if model is None else model
        size = info.prompt_bytes
        text_bytes = size[0] + size[1]
        prompt_tokens = self.calibration.prompt_tokens(model, size, info.extra_prompt_tokens)
        context = context or self.default_context()
        cap = info.max_tokens if info.max_tokens is not None else self.settings.default_max_tokens
        room = context - prompt_tokens
        if room >= MIN_ROOM:  # the reply has what the context leaves
            cap = min(cap, room)
        # else the prompt, as estimated, leaves no room: the backend cuts it (Ollama keeps its
        # end) or refuses it; either way the reply is not a one-token job, and the job is sized
        # by what it asks for (its reservation is the slot's context)
        cap = max(1, cap)
        sized = self.sizer.size(
            info.conversation,
            score,
            model=model,
            cap=cap,
            bound=info.bound,
            tenant=tenant,
            keys=keys,
            hint=hint,
            prompt_only=info.api.prompt_only,
            now=time.monotonic(),
        )
        return Job(
            rid,
            prompt_tokens=prompt_tokens,
            predicted_tokens=sized.predicted,
            max_tokens=cap,
            model=model,
            api=info.api.name,
            priority=priority,
            prompt_floor=optimistic_prompt_tokens(text_bytes, info.extra_prompt_tokens),
            output_reserve=sized.reserve,
            tenant=tenant,
            score=sized.score,
            trust=sized.trust,
            bound=sized.bound,
            claims=sized.claims,
            sized_by=sized.by,
            streams=info.stream,
            asked_slot=asked_slot(info.body),
        )


def asked_slot(body: dict[str, Any]) -> int | None:
    """The llama-server slot a request names (``id_slot``; -1, llama.cpp's default, names none)."""
    v = body.get("id_slot")
    return v if isinstance(v, int) and not isinstance(v, bool) and v >= 0 else None
