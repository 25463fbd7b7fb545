"""A backend that says nonsense about itself can stop nothing: not the start, not the
queue, not the watch that brings it back."""

from __future__ import annotations

import asyncio
import logging

import aiohttp
import pytest

from sidecar.backends import supervision
from sidecar.backends.probe import probe
from sidecar.config import BackendConfig

from ..conftest import eventually, running_sidecar
from ..fakes import run_app
from ..rawhttp import post, raw, status_of
from ..routing_fakes import RoutingBackend

CHAT = {"model": "m", "messages": [{"role": "user", "content": "hi"}], "max_tokens": 3}
GARBAGE = [
    {"total_slots": "x", "default_generation_settings": {"n_ctx": 8192}},
    {"total_slots": [4], "default_generation_settings": {"n_ctx": 8192}},
    {"total_slots": 1e308, "default_generation_settings": {"n_ctx": 8192}},
    {"total_slots": -3, "default_generation_settings": {"n_ctx": 8192}},
    {"total_slots": 0, "default_generation_settings": {"n_ctx": 8192}},
    {"total_slots": True, "default_generation_settings": {"n_ctx": 8192}},
    {"total_slots": 2, "default_generation_settings": "a string"},
    {"total_slots": 2, "default_generation_settings": {"n_ctx": "abc"}},
    {"total_slots": 2, "default_generation_settings": {"n_ctx": -1}},
    {"total_slots": 2, "default_generation_settings": {"n_ctx": 1e300}},
    {"role": "router", "max_instances": "many"},
]


@pytest.mark.parametrize("props", GARBAGE)
async def test_garbage_in_props_is_a_warning_and_a_safe_default(props, caplog):
    """Proves: whatever /props holds, the probe returns at least one slot and a positive
    context, and says what it did not believe."""
    backend = RoutingBackend(props=props)
    async with run_app(backend.app()) as url, aiohttp.ClientSession() as s:
        with caplog.at_level(logging.WARNING, logger="sidecar.backend"):
            info = await probe(s, BackendConfig(url=url))
    assert info.reachable and info.capacity.slots >= 1 and info.capacity.slot_context >= 1
    assert info.capacity.budget >= 1


@pytest.mark.parametrize("props", GARBAGE[:4] + GARBAGE[6:8])
async def test_a_sidecar_in_front_of_such_a_backend_starts_and_serves(predictor, props):
    """Proves: with garbage /props (a traceback at start before) or a negative slot count
    (every request hung until the queue timeout before), the sidecar starts and a request
    is answered at once."""
    backend = RoutingBackend(props=props, uncapped=3)
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, _):
        async with asyncio.timeout(10):
            reply = await raw(side, post("/v1/chat/completions", CHAT))
        assert status_of(reply) == 200


async def test_the_watch_on_a_backend_that_went_down_survives_any_exception(predictor, monkeypatch):
    """Proves: a backend found down is probed until it answers, even when probing it raised
    (before, one exception ended the watch: 502 for ever, even after the backend was fixed)."""
    backend = RoutingBackend(uncapped=3)
    real_probe = supervision.probe
    raised = 0

    async def flaky(session, cfg):
        nonlocal raised
        if raised < 2:
            raised += 1
            raise ValueError("a probe that broke on what the backend said")
        return await real_probe(session, cfg)

    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, sc):
        up = sc.upstreams[0]
        monkeypatch.setattr(supervision, "probe", flaky)
        monkeypatch.setattr(supervision, "REPROBE_EVERY", 0.02)
        sc.supervisor.mark_unreachable(up)
        await eventually(lambda: raised == 2 and up.reachable)
        assert status_of(await raw(side, post("/v1/chat/completions", CHAT))) == 200
