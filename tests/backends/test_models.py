"""Several models behind one backend that loads them on demand: Ollama's API and llama-server's
router mode, each played by a scripted backend that holds ``max_loaded`` models, unloads
only idle ones and takes ``load_delay`` to load (``tests.fakes.FakeModels``)."""

from __future__ import annotations

import asyncio
import time

import aiohttp
import pytest

from sidecar.backends import supervision
from tests.conftest import eventually, running_sidecar
from tests.fakes import FakeModels, run_app


def burst_bodies(api: str, n: int = 16) -> list[tuple[str, dict]]:
    """The model switching every two requests, short questions and long essays."""
    out = []
    for i in range(n):
        model = ("smol-a", "smol-b")[(i // 2) % 2]
        text = f"Write an essay on topic {i}" if i % 3 == 0 else f"Quick question {i}?"
        if api == "ollama":
            body = {
                "model": model,
                "messages": [{"role": "user", "content": text}],
                "stream": False,
                "options": {"num_predict": 5},
            }
            out.append(("/api/chat", body))
        else:
            out.append(
                (
                    "/v1/chat/completions",
                    {"model": model, "messages": [{"role": "user", "content": text}], "max_tokens": 5},
                )
            )
    return out


async def fire(url: str, bodies: list[tuple[str, dict]], gap: float = 0.02) -> list[float]:
    async with aiohttp.ClientSession() as s:

        async def one(i: int, path: str, body: dict) -> float:
            await asyncio.sleep(i * gap)
            t0 = time.monotonic()
            async with s.post(url + path, json=body) as r:
                assert r.status == 200, await r.text()
                await r.read()
            return time.monotonic() - t0

        return await asyncio.gather(*(one(i, p, b) for i, (p, b) in enumerate(bodies)))


@pytest.fixture(autouse=True)
def quick_polls(monkeypatch):
    monkeypatch.setattr(supervision, "MODELS_POLL", 0.05)


@pytest.mark.slow  # it compares two timed bursts: a clock bound, so not in the fast tier
@pytest.mark.parametrize("api", ["ollama", "router"])
async def test_a_burst_for_two_models_loads_no_more_than_direct_and_waits_less(predictor, api):
    """One model held at a time, two slots each. Sent directly, the backend's own order
    (the loaded model's requests first, as they arrive) loads twice; through the sidecar
    no more, no request waits at the backend behind a busy model, and mean latency is no
    worse (short requests first within each model)."""

    def backend() -> FakeModels:
        return FakeModels(api=api, max_loaded=1, slots=2, loaded=["smol-a"], long=60, delay=0.005, load_delay=0.3)

    direct = backend()
    async with run_app(direct.app()) as url:
        d_lat = await fire(url, burst_bodies(api))
    side_backend = backend()
    async with run_app(side_backend.app()) as url:
        extra = {"backend": {"url": url, "max_models": 1, "slots": 2}} if api == "ollama" else {}
        async with running_sidecar(url, predictor, **extra) as (side, sc):
            s_lat = await fire(side, burst_bodies(api))
            async with aiohttp.ClientSession() as s, s.get(side + "/sidecar/queue") as r:
                queue = await r.json()
            async with aiohttp.ClientSession() as s, s.get(side + "/sidecar/metrics") as r:
                metrics = await r.text()
    assert side_backend.loads <= direct.loads, (side_backend.load_log, direct.load_log)
    assert side_backend.stalls == 0 and direct.stalls > 0
    # two bursts timed one after the other on a shared machine: within 5% here (the loads and
    # stalls above are the deterministic part); the latency targets are judged side by side
    # on real lengths by experiments/models_replay.py
    assert sum(s_lat) / len(s_lat) <= 1.05 * sum(d_lat) / len(d_lat)
    models = queue["backends"][0]["models"]
    assert models["max_resident"] == 1 and set(models["by_model"]) == {"smol-a", "smol-b"}
    assert sum(v["loads"] for v in models["by_model"].values()) == side_backend.loads
    learned = models["by_model"]["smol-b"]["load_seconds"]
    assert 0.2 <= learned <= 0.6, learned  # the fake takes 0.3 s to load
    assert "sidecar_model_loads_total{backend=" in metrics and "sidecar_model_loaded{backend=" in metrics


async def test_the_router_is_recognised_and_its_slots_read_once_a_model_is_loaded(predictor):
    backend = FakeModels(api="router", max_loaded=2, slots=3, loaded=[])
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, sc):
        up = sc.upstreams[0]
        assert up.info.models is not None and up.info.models.api == "router"
        assert up.info.models.max_resident == 2 and not up.info.models.capacity_known
        assert not up.pins_slots  # a router's slots belong to its models' servers
        await fire(side, burst_bodies("router", 4))
        await eventually(lambda: up.info.models.capacity_known)
        assert up.info.capacity.slots == 3 and up.scheduler.slots == 6


async def test_ollama_s_residency_limit_is_learned_from_what_it_unloads(predictor):
    """Without ``backend.max_models`` the sidecar assumes Ollama's default (3); this one
    holds 2: once it unloads a model to load another, the sidecar knows."""
    backend = FakeModels(api="ollama", max_loaded=2, slots=1, loaded=["smol-a", "smol-b"])
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, sc):
        r = sc.upstreams[0].scheduler.residency
        assert r is not None and r.max_resident == 3 and r.loaded == ["smol-a", "smol-b"]
        body = {"model": "smol-c", "messages": [{"role": "user", "content": "hi"}], "stream": False}
        await fire(side, [("/api/chat", body)])
        await eventually(lambda: r.max_resident == 2)
        assert r.max_resident == 2 and "smol-c" in r.loaded and len(r.loaded) == 2
