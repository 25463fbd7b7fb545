"""The replay backend (sidecar/tools/replay_backend.py): real models' lengths with a real
server's timing, behind llama-server's API (and its router) and Ollama's; what the sidecar
recognises of it, and what `sidecar bench --backend replay:...` runs on."""

from __future__ import annotations

import asyncio
import json

import aiohttp
import pytest

from sidecar.backends.probe import probe
from sidecar.config import BackendConfig
from sidecar.prediction.features import Conversation
from sidecar.reader.reader import reader_text
from sidecar.tools.replay_backend import Lengths, ReplayBackend, Settings, parse_spec
from tests.conftest import eventually, running_sidecar
from tests.fakes import run_app


class Table(Lengths):
    """Lengths from a small table, as ``lengths=data`` reads them from ../shared/data."""

    def __init__(self, answers: dict[str, dict[str, float]], models: dict[str, str]) -> None:
        self.models, self.found, self.missed, self.mu, self.sigma = models, 0, 0, 5.0, 0.5
        self.table = {reader_text(Conversation.from_prompt(k)): v for k, v in answers.items()}


ANSWERS = {"Name a fish.": {"gpt": 6.0, "claude": 9.0}, "Write an essay on tides.": {"gpt": 300.0, "claude": 500.0}}


def backend(api: str = "llama", **kw) -> ReplayBackend:  # type: ignore[no-untyped-def]
    models = kw.pop("models", {"replay": "gpt"})
    s = Settings(api=api, models=models, speed=kw.pop("speed", 200.0), **kw)
    return ReplayBackend(s, Table(ANSWERS, models))


async def chat(s: aiohttp.ClientSession, url: str, text: str, model: str = "replay", stream: bool = False, **kw):  # type: ignore[no-untyped-def]
    body = {"model": model, "messages": [{"role": "user", "content": text}], "stream": stream, **kw}
    async with s.post(url + "/v1/chat/completions", json=body) as r:
        assert r.status == 200
        return await (r.text() if stream else r.json())


async def test_replies_are_the_recorded_lengths_capped_and_timed_at_the_configured_rates():
    b = backend(prefill=600.0, decode=30.0, speed=100.0)
    async with run_app(b.app()) as url, aiohttp.ClientSession() as s:
        short = await chat(s, url, "Name a fish.")
        assert short["usage"]["completion_tokens"] == 6 and short["choices"][0]["finish_reason"] == "stop"
        capped = await chat(s, url, "Write an essay on tides.", max_tokens=40)
        assert capped["usage"]["completion_tokens"] == 40 and capped["choices"][0]["finish_reason"] == "length"
        t = capped["timings"]  # wall seconds at speed 100: 40 tokens at 30/s is 13.3 ms
        assert 13.0 <= t["predicted_ms"] <= 40.0
        unknown = await chat(s, url, "Something nobody answered")
        assert unknown["usage"]["completion_tokens"] >= 1  # drawn from the distribution, the same each time
        assert (await chat(s, url, "Something nobody answered"))["usage"] == unknown["usage"]
        streamed = await chat(s, url, "Name a fish.", stream=True)
        assert streamed.count("data: ") == 6 + 2 and streamed.endswith("data: [DONE]\n\n")


async def test_one_slot_runs_one_request_at_a_time_in_arrival_order():
    b = backend(slots=1, speed=50.0)
    async with run_app(b.app()) as url, aiohttp.ClientSession() as s:
        done = []

        async def one(text: str) -> None:
            await chat(s, url, text)
            done.append(text)

        first = asyncio.create_task(one("Write an essay on tides."))
        await eventually(lambda: b.most_running == 1)  # the essay runs before the fish is sent
        await asyncio.gather(first, one("Name a fish."))
    assert done == ["Write an essay on tides.", "Name a fish."] and b.most_running == 1


@pytest.mark.parametrize("api", ["llama", "ollama"])
async def test_several_models_load_on_demand_at_most_max_loaded_and_the_sidecar_sees_it(predictor, api):
    """Router semantics (llama) and Ollama's: a model loads when asked, one at a time here,
    the idle one unloaded; the sidecar's probe recognises a backend that loads models on
    demand, and requests through it are served with the recorded lengths."""
    b = backend(api, models={"a": "gpt", "b": "claude"}, max_loaded=1, load_seconds=1.0, speed=100.0)
    async with run_app(b.app()) as url, aiohttp.ClientSession() as s:
        async with aiohttp.ClientSession() as ps:
            info = await probe(ps, BackendConfig(url=url))
        assert info.models is not None
        if api == "llama":
            assert info.models.max_resident == 1  # the router says how many it holds
        else:
            assert info.models.api == "ollama" and not info.models.limit_known  # Ollama does not: learned from unloads
        async with running_sidecar(url, predictor) as (side, _):
            if api == "ollama":
                body = {"model": "b", "messages": [{"role": "user", "content": "Name a fish."}], "stream": False}
                async with s.post(side + "/api/chat", json=body) as r:
                    reply = await r.json()
                assert reply["eval_count"] == 9 and reply["load_duration"] > 0
            else:
                assert (await chat(s, side, "Name a fish.", model="b"))["usage"]["completion_tokens"] == 9
            a = await chat(s, side, "Name a fish.", model="a")
            assert a["usage"]["completion_tokens"] == 6
    assert b.loads == 2 and list(b.loaded) == ["a"]


def test_a_bench_spec_becomes_the_backends_arguments():
    assert parse_spec("api=ollama,slots=2,models=a=gpt|b=claude,load_seconds=4") == [
        "--api",
        "ollama",
        "--slots",
        "2",
        "--models",
        "a=gpt,b=claude",
        "--load-seconds",
        "4",
    ]
    assert json.dumps(parse_spec("")) == "[]"


async def test_busy_time_and_slot_seconds_tell_one_slot_held_from_both():
    """Utilisation as the scenarios report it: ``busy_seconds`` counts time with any request
    running, ``slot_seconds`` each slot held; one request on two slots is busy all the time
    and holds half the slots."""
    b = backend(slots=2, speed=50.0)
    async with run_app(b.app()) as url, aiohttp.ClientSession() as s:
        await chat(s, url, "Write an essay on tides.")
        alone = await (await s.get(url + "/replay/stats")).json()
        await asyncio.gather(chat(s, url, "Write an essay on tides."), chat(s, url, "Write an essay on tides."))
        both = await (await s.get(url + "/replay/stats")).json()
    assert alone["slots"] == 2 and alone["busy_seconds"] > 0
    assert alone["slot_seconds"] == pytest.approx(alone["busy_seconds"], rel=0.05)  # one slot while busy
    busy, held = both["busy_seconds"] - alone["busy_seconds"], both["slot_seconds"] - alone["slot_seconds"]
    assert held == pytest.approx(2 * busy, rel=0.1)  # two at once: both slots while busy
