"""Several backends behind one sidecar: routing, models, health, follow-up turns.

Scripted llama-server stand-ins (``FakeLlama``); the real two-server run is
``sidecar bench --backends 2`` (docs/backends.md).
"""

from __future__ import annotations

import asyncio
import contextlib

import aiohttp
import pytest

from sidecar.backends.routing import Placement, PrefixMemory
from sidecar.config import load_config
from sidecar.localhttp import free_port
from sidecar.scheduling import forecast
from sidecar.scheduling.jobs import Capacity, Job
from sidecar.scheduling.scheduler import Scheduler
from tests.conftest import eventually, running_sidecar
from tests.fakes import FakeLlama, run_app

CHAT = "/v1/chat/completions"


def chat(text: str, max_tokens: int = 8, model: str = "", **kw) -> dict:
    return {"model": model, "messages": [{"role": "user", "content": text}], "max_tokens": max_tokens, **kw}


async def burst(side: str, bodies: list[dict]) -> list[int]:
    async with aiohttp.ClientSession() as s:

        async def one(body: dict) -> int:
            async with s.post(side + CHAT, json=body) as r:
                await r.read()
                return r.status

        return await asyncio.gather(*(one(b) for b in bodies))


def test_backends_from_flags_env_and_yaml():
    from sidecar.web.serve import config_from_args

    class Args:
        config = listen = kind = policy = model_dir = traffic_log = routing = None
        backend = ["http://a:8080", "http://b:8080"]

    cfg = config_from_args(Args())
    assert [b.url for b in cfg.upstreams] == ["http://a:8080", "http://b:8080"]
    assert [b.label for b in cfg.upstreams] == ["a:8080", "b:8080"]
    env = load_config(env={"SIDECAR_BACKENDS": "http://a:1, http://b:2", "SIDECAR_ROUTING_POLICY": "round_robin"})
    assert len(env.upstreams) == 2 and env.routing.policy == "round_robin"
    one = load_config(env={})
    assert one.upstreams == (one.backend,)
    yaml_like = load_config(
        env={},
        overrides={"backends": [{"url": "http://a:1", "models": ["qwen"], "name": "gpu"}, {"url": "http://b:1"}]},
    )
    assert yaml_like.upstreams[0].label == "gpu" and yaml_like.upstreams[0].models == ("qwen",)
    from sidecar.errors import ConfigError

    with pytest.raises(ConfigError, match="distinct names"):
        load_config(env={}, overrides={"backends": [{"url": "http://a:1"}, {"url": "http://a:1"}]})


def test_predicted_finish_counts_running_work_and_the_queue_ahead():
    t = [0.0]
    s = Scheduler(Capacity(slots=2, slot_context=100_000), clock=lambda: t[0])
    probe = Job("p", prompt_tokens=0, predicted_tokens=30, max_tokens=10_000)  # 1 s
    assert forecast.predicted_finish(s, probe) == pytest.approx(1.0)
    for i, secs in enumerate((4, 6, 0.5, 9)):
        s.submit(Job(f"j{i}", prompt_tokens=0, predicted_tokens=30 * secs, max_tokens=10_000))
    s.admit()  # j2 (0.5 s) and j0 (4 s) run; j1 (6 s) and j3 (9 s) wait, both longer than the probe
    assert forecast.predicted_finish(s, probe) == pytest.approx(0.5 + 1.0)
    t[0] = 0.25
    longer = Job("q", prompt_tokens=0, predicted_tokens=30 * 7, max_tokens=10_000)  # 7 s: j1 goes first
    # slots free at 0.25 s and 3.75 s; j1 takes the first (to 6.25 s); q starts at 3.75 s
    assert forecast.predicted_finish(s, longer) == pytest.approx(3.75 + 7.0)
    s.paused = True
    assert forecast.predicted_finish(s, probe) == float("inf")


def test_prefix_memory_finds_the_turn_before_and_stays_bounded():
    m = PrefixMemory(size=2)
    first = [("user", "hi")]
    m.remember(first, Placement("a", 1, 2))
    assert m.lookup(first) is None  # a first turn continues nothing
    assert m.lookup([("user", "hi"), ("assistant", "hello"), ("user", "and?")]) == Placement("a", 1, 2)
    m.remember([("user", "x")], Placement("b", None, 1))
    m.remember([("user", "y")], Placement("b", None, 1))
    assert len(m) == 2 and m.lookup([("user", "hi"), ("assistant", "."), ("user", ".")]) is None


async def test_a_burst_uses_both_backends_and_finishes_sooner_than_on_one(predictor):
    a, b = FakeLlama(delay=0.01), FakeLlama(delay=0.01)
    async with run_app(a.app()) as ua, run_app(b.app()) as ub:
        async with running_sidecar(ua, predictor, backends=[{"url": ua}, {"url": ub}]) as (side, sc):
            statuses = await burst(side, [chat(f"q{i}", 10) for i in range(12)])
            assert statuses == [200] * 12
            queue = sc.upstreams[0].scheduler.counters.completed, sc.upstreams[1].scheduler.counters.completed
    assert sorted(queue) == [6, 6], queue  # equal work, equal backends: split evenly
    assert len(a.requests) == 6 and len(b.requests) == 6


async def test_requests_go_to_a_backend_that_serves_their_model(predictor):
    a, b = FakeLlama(), FakeLlama()
    async with run_app(a.app()) as ua, run_app(b.app()) as ub:
        backends = [{"url": ua, "models": ["qwen"]}, {"url": ub, "models": ["llama:8b"]}]
        async with running_sidecar(ua, predictor, backends=backends) as (side, sc), aiohttp.ClientSession() as s:
            for model in ("qwen", "llama:8b", "qwen:latest"):
                async with s.post(side + CHAT, json=chat("hi", model=model)) as r:
                    assert r.status == 200
            async with s.post(side + CHAT, json=chat("hi", model="mistral")) as r:
                assert r.status == 404
                err = (await r.json())["error"]
                assert err["code"] == "model_not_found" and "llama:8b, qwen" in err["message"]
            async with s.post(side + "/api/chat", json=chat("hi", model="mistral")) as r:
                assert r.status == 404 and "mistral" in (await r.json())["error"]
    assert [x[1]["model"] for x in a.requests] == ["qwen", "qwen:latest"]
    assert [x[1]["model"] for x in b.requests] == ["llama:8b"]


async def test_a_backend_that_dies_mid_burst_loses_nothing(predictor):
    """One backend goes away while a burst is queued on both: requests running there end
    with an error event (their reply broke), every queued one moves to the survivor and
    completes; none is lost or left hanging."""
    port = free_port()
    a = FakeLlama(delay=0.01)
    b = FakeLlama(delay=0.01)
    runner_a = contextlib.AsyncExitStack()
    ua = await runner_a.enter_async_context(run_app(a.app(), port=port))
    async with run_app(b.app()) as ub:
        async with running_sidecar(ua, predictor, backends=[{"url": ua}, {"url": ub}]) as (side, sc):
            task = asyncio.create_task(burst(side, [chat(f"q{i}", 10, stream=True) for i in range(16)]))
            await eventually(lambda: sc.upstreams[0].scheduler.waiting)  # work is queued on the doomed one
            await runner_a.aclose()
            statuses = await asyncio.wait_for(task, 30)
            up_a = sc.upstreams[0]
            assert not up_a.reachable
            assert up_a.scheduler.counters.moved_out >= 1
            assert sc.upstreams[1].scheduler.counters.moved_in == up_a.scheduler.counters.moved_out
            async with aiohttp.ClientSession() as s, s.get(side + "/sidecar/health") as r:
                health = await r.json()
    assert statuses == [200] * 16  # streams that broke still began with 200; none hung or vanished
    done = len(a.requests) + len(b.requests)
    assert done >= 16 and len(b.requests) > 8
    assert r.status == 200 and [x["reachable"] for x in health["backends"]] == [False, True]


async def test_a_follow_up_turn_goes_to_the_backend_holding_its_prefix(predictor):
    """Two llama-servers of two slots: the next turn of a conversation lands on the backend
    that served the turn before, and the slot there is llama-server's to find (the body
    goes as the client sent it, no id_slot added)."""
    a, b = FakeLlama(slots=2), FakeLlama(slots=2)
    async with run_app(a.app()) as ua, run_app(b.app()) as ub:
        async with running_sidecar(ua, predictor, backends=[{"url": ua}, {"url": ub}]) as (side, sc):
            async with aiohttp.ClientSession() as s:
                convs = {}
                for i in range(4):
                    msgs = [{"role": "user", "content": f"conversation {i}: tell me about rivers"}]
                    async with s.post(side + CHAT, json={"messages": msgs, "max_tokens": 4}) as r:
                        reply = (await r.json())["choices"][0]["message"]["content"]
                    convs[i] = [*msgs, {"role": "assistant", "content": reply}, {"role": "user", "content": "more"}]
                first = {body["messages"][0]["content"][:14]: b_ for b_, body in _all(a, b)}
                for i in (3, 0, 2, 1):
                    async with s.post(side + CHAT, json={"messages": convs[i], "max_tokens": 4}) as r:
                        assert r.status == 200
            kept = sc.metrics.affinity.labels("kept")._value.get()
    second = [(b_, body) for b_, body in _all(a, b) if len(body["messages"]) == 3]
    assert len(second) == 4 and kept == 4
    for b_, body in second:
        assert first[body["messages"][0]["content"][:14]] == b_
        assert "id_slot" not in body and "cache_prompt" not in body


def _all(a: FakeLlama, b: FakeLlama) -> list[tuple[str, dict]]:
    return [("a", body) for _, body in a.requests] + [("b", body) for _, body in b.requests]


async def test_routing_policies_by_name(predictor):
    a, b = FakeLlama(delay=0.005), FakeLlama(delay=0.005)
    async with run_app(a.app()) as ua, run_app(b.app()) as ub:
        for policy in ("round_robin", "least_connections", "predicted_finish"):
            a.requests.clear()
            b.requests.clear()
            async with running_sidecar(
                ua, predictor, backends=[{"url": ua}, {"url": ub}], routing={"policy": policy}
            ) as (side, sc):
                assert await burst(side, [chat(f"q{i}", 4) for i in range(6)]) == [200] * 6
            assert len(a.requests) == 3 and len(b.requests) == 3, policy


async def test_an_idle_backend_takes_over_waiting_work(predictor):
    """Sizes come from hints. L1 and L2 are both predicted at 20 s; L1 runs on a for real
    (1 s), L2 ends after 0.1 s on b. W (1 s) queues on a behind L1 (whose predicted end is
    the sooner, having started first) and is taken over by b the moment b is idle, instead
    of waiting for L1."""
    a, b = FakeLlama(delay=0.02, max_gen=50), FakeLlama(delay=0.02, max_gen=5)
    async with run_app(a.app()) as ua, run_app(b.app()) as ub:
        async with running_sidecar(
            ua,
            predictor,
            backends=[{"url": ua}, {"url": ub}],
            scheduler={"trust_size_hints": True, "preempt": "off"},  # the takeover alone
        ) as (side, sc):
            async with aiohttp.ClientSession() as s:

                def send(text: str, tokens: int, hint: int) -> asyncio.Task:
                    body = chat(text, tokens)
                    return asyncio.create_task(
                        s.post(side + CHAT, json=body, headers={"X-Predicted-Tokens": str(hint)})
                    )

                l1 = send("L1", 1000, 600)  # a generates 50 tokens (1 s), b 5 (0.1 s)
                await eventually(lambda: len(a.requests) == 1)
                l2 = send("L2", 1000, 600)
                await eventually(lambda: len(b.requests) == 1)
                w = send("W", 1000, 30)
                rw = await w
                waited = float(rw.headers["X-Queue-Seconds"])
                for t in (l1, l2):
                    (await t).release()
                rw.release()
            took = sc.metrics.takeovers._value.get()
    assert [x[1]["messages"][0]["content"] for x in a.requests] == ["L1"]
    assert [x[1]["messages"][0]["content"] for x in b.requests] == ["L2", "W"]
    assert took == 1 and waited < 0.5
