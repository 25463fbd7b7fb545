"""The proxy in front of a scripted backend: relaying, queueing, errors, disconnects."""

from __future__ import annotations

import asyncio
import json

import aiohttp
import pytest

from sidecar.localhttp import free_port
from sidecar.prediction.features import FEATURE_VERSION, NUM_FEATURES, Conversation
from tests.conftest import eventually, running_sidecar
from tests.fakes import FakeLlama, run_app

CHAT = "/v1/chat/completions"


def chat(content: str = "Say hi", **kw) -> dict:
    return {"messages": [{"role": "user", "content": content}], **kw}


async def test_streamed_bytes_equal_backend_bytes(fake, predictor):
    url, backend = fake
    async with running_sidecar(url, predictor) as (side, _), aiohttp.ClientSession() as s:
        async with s.post(side + CHAT, json=chat(stream=True, max_tokens=7)) as r:
            assert r.status == 200
            assert r.headers["Content-Type"].startswith("text/event-stream")
            assert r.headers["X-Request-Id"]
            got = await r.read()
        async with s.post(side + "/completion", json={"prompt": "Hi", "n_predict": 4, "stream": True}) as r:
            got2 = await r.read()
    sent = b"".join(backend.raw_sent)
    assert got + got2 == sent


async def test_non_streamed_reply_is_relayed_unchanged(fake, predictor):
    url, backend = fake
    backend.fixed_timings = True  # the two replies are compared byte for byte
    async with running_sidecar(url, predictor) as (side, sc), aiohttp.ClientSession() as s:
        async with s.post(url + CHAT, json=chat(max_tokens=3)) as r:
            direct = await r.read()
        async with s.post(side + CHAT, json=chat(max_tokens=3)) as r:
            via = await r.read()
            assert r.headers["Content-Length"] == str(len(via))
    assert via == direct
    assert sc.upstreams[0].scheduler.counters.completed == 1


async def test_passthrough_keeps_method_path_query_headers_body(fake, predictor):
    url, backend = fake
    async with running_sidecar(url, predictor) as (side, sc), aiohttp.ClientSession() as s:
        async with s.put(
            side + "/echo/x%2Fy?a=1&b=%20",
            data=b"raw body",
            headers={"X-Custom": "v", "Keep-Alive": "timeout=5", "X-Request-Id": "mine"},
        ) as r:
            assert r.status == 200
            echoed = await r.json()
            assert r.headers["X-Backend"] == "fake"
            assert "X-Hop" not in r.headers  # named in the backend's Connection header
            assert r.headers["X-Request-Id"] == "mine"
    assert echoed["method"] == "PUT"
    assert echoed["path"] == "/echo/x%2Fy?a=1&b=%20"
    assert echoed["body"] == "raw body"
    assert echoed["headers"]["X-Custom"] == "v"
    assert "Keep-Alive" not in echoed["headers"]
    assert sc.upstreams[0].scheduler.counters.submitted == 0  # never entered the queue


async def test_priority_field_and_header_are_stripped(fake, predictor):
    url, backend = fake
    async with running_sidecar(url, predictor) as (side, _), aiohttp.ClientSession() as s:
        async with s.post(side + CHAT, json=chat(max_tokens=2, priority="batch"), headers={"X-Priority": "batch"}) as r:
            assert r.status == 200
    path, body = backend.requests[-1]
    assert "priority" not in body and body["max_tokens"] == 2


async def test_queued_client_that_disconnects_never_reaches_backend(predictor):
    backend = FakeLlama(delay=0.05)
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, sc):
        sched = sc.upstreams[0].scheduler
        async with aiohttp.ClientSession() as s:
            first = asyncio.create_task(s.post(side + CHAT, json=chat("first", max_tokens=10)))
            await eventually(lambda: len(sched.running) == 1)
            async with aiohttp.ClientSession() as s2:
                second = asyncio.create_task(s2.post(side + CHAT, json=chat("second", max_tokens=1)))
                await eventually(lambda: len(sched.waiting) == 1)
                second.cancel()
            await eventually(lambda: sched.waiting == [])
            assert not first.done()  # removed at once, not when first ends
            r = await first
            assert r.status == 200
            r.release()
    assert [b["messages"][0]["content"] for _, b in backend.requests] == ["first"]
    assert sc.upstreams[0].scheduler.counters.cancelled_waiting == 1


async def test_disconnect_mid_stream_frees_backend(predictor):
    backend = FakeLlama(delay=0.05)
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, sc):
        async with aiohttp.ClientSession() as s:
            r = await s.post(side + CHAT, json=chat(stream=True, max_tokens=200))
            await r.content.readline()
            assert backend.busy == 1
            r.close()  # client goes away
        await eventually(lambda: backend.busy == 0)
        assert backend.cancelled == 1
        assert sc.upstreams[0].scheduler.running == [] and sc.upstreams[0].scheduler.reserved_tokens == 0
        assert sc.upstreams[0].scheduler.counters.cancelled_running == 1


async def test_keeps_n_in_flight_for_a_batching_backend(predictor):
    backend = FakeLlama(slots=4, delay=0.02)
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, _):
        async with aiohttp.ClientSession() as s:

            async def one(i):
                async with s.post(side + CHAT, json=chat(f"q{i}", max_tokens=5)) as r:
                    return r.status

            assert await asyncio.gather(*(one(i) for i in range(8))) == [200] * 8
    assert backend.max_busy == 4


async def test_short_request_overtakes_long_one_in_queue(predictor):
    backend = FakeLlama(max_gen=10, gate=asyncio.Event())  # the blocker holds the slot until the gate opens
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, sc):
        async with aiohttp.ClientSession() as s:

            async def queued(n: int) -> bool:
                async with s.get(side + "/sidecar/queue") as r:
                    return len((await r.json())["waiting"]) == n

            blocker = asyncio.create_task(s.post(side + CHAT, json=chat("blocker", max_tokens=10)))
            await eventually(lambda: _true(backend.busy == 1))
            long_ = asyncio.create_task(
                s.post(
                    side + CHAT,
                    json=chat(
                        "Write a detailed, comprehensive 2000 word essay on the history of Rome, step by step.",
                        max_tokens=2000,
                    ),
                )
            )
            await eventually(lambda: queued(1))
            short = asyncio.create_task(
                s.post(side + CHAT, json=chat("Answer yes or no: is 7 prime?", max_tokens=2000))
            )
            await eventually(lambda: queued(2))
            async with s.get(side + "/sidecar/queue") as r:
                q = await r.json()
            backend.gate.set()
            for t in (blocker, long_, short):
                (await t).release()
    waiting = {w["request_id"]: w for w in q["waiting"]}
    assert len(waiting) == 2 and [w["position"] for w in q["waiting"]] == [1, 2]
    assert q["waiting"][0]["predicted_tokens"] < q["waiting"][1]["predicted_tokens"]
    order = [b["messages"][0]["content"][:6] for _, b in backend.requests]
    assert order == ["blocke", "Answer", "Write "]


async def test_backend_unreachable_is_502_in_the_clients_shape(predictor):
    dead = f"http://127.0.0.1:{free_port()}"
    async with (
        running_sidecar(dead, predictor, timeouts={"backend_restart": 0.3}) as (side, sc),
        aiohttp.ClientSession() as s,
    ):
        async with s.post(
            side + "/api/chat", json={"model": "m", "messages": [{"role": "user", "content": "hi"}]}
        ) as r:
            assert r.status == 502
            body = await r.json()
            assert set(body) == {"error"} and dead in body["error"]
        async with s.post(side + CHAT, json=chat()) as r:
            assert r.status == 502
            err = (await r.json())["error"]
            assert dead in err["message"] and err["type"] == "server_error"
        async with s.get(side + "/sidecar/health") as r:
            assert r.status == 503
    # a backend that never answered: refused before the queue, nothing held
    sched = sc.upstreams[0].scheduler
    assert sched.counters.submitted == 0 and sched.running == [] and sched.waiting == []


async def test_first_byte_timeout_is_504(predictor):
    backend = FakeLlama(first_byte_delay=2.0)
    async with (
        run_app(backend.app()) as url,
        running_sidecar(url, predictor, timeouts={"first_byte": 0.2}) as (side, sc),
    ):
        async with aiohttp.ClientSession() as s, s.post(side + CHAT, json=chat(stream=True)) as r:
            assert r.status == 504
            assert "0 s" in (await r.json())["error"]["message"] or "within" in (await r.text())
        assert sc.upstreams[0].scheduler.running == []


async def test_body_over_limit_is_413_and_bad_json_400(fake, predictor):
    url, backend = fake
    async with running_sidecar(url, predictor, max_body_bytes=1000) as (side, _), aiohttp.ClientSession() as s:
        async with s.post(side + CHAT, data=b"x" * 5000, headers={"Content-Type": "application/json"}) as r:
            assert r.status == 413
            assert "max_body_bytes" in (await r.json())["error"]["message"]
        async with s.post(side + "/api/generate", data=b'{"prompt": "hi"') as r:
            assert r.status == 400
            assert "not valid JSON" in (await r.json())["error"]
        async with s.post(side + "/completion", data=b"\xff\xfe{}") as r:
            assert r.status == 400
            assert (await r.json())["error"]["code"] == 400
    assert backend.requests == []


async def test_backend_5xx_is_passed_through_and_counted(predictor):
    backend = FakeLlama(status=503)
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, sc):
        async with aiohttp.ClientSession() as s, s.post(side + CHAT, json=chat()) as r:
            assert r.status == 503
            assert (await r.json())["error"]["message"] == "backend says no"
        assert sc.upstreams[0].scheduler.counters.failed == 1
        text = sc.metrics.render().decode()
        assert 'sidecar_backend_errors_total{kind="503"} 1.0' in text


async def test_backend_dying_mid_stream_ends_stream_with_error_event(predictor):
    backend = FakeLlama(die_after=3, delay=0.01)
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, sc):
        async with aiohttp.ClientSession() as s, s.post(side + CHAT, json=chat(stream=True, max_tokens=50)) as r:
            body = await r.read()
        events = [e for e in body.split(b"\n\n") if e]
        assert len(events) == 4
        last = json.loads(events[-1][len(b"data: ") :])
        assert last["error"]["type"] == "server_error"
        assert sc.upstreams[0].scheduler.running == [] and sc.upstreams[0].scheduler.counters.failed == 1


async def test_full_queue_answers_429_with_retry_after(predictor):
    backend = FakeLlama(delay=0.05, gate=asyncio.Event())  # the first holds the slot until the gate opens
    async with run_app(backend.app()) as url, running_sidecar(url, predictor, scheduler={"max_queue": 2}) as (side, sc):
        async with aiohttp.ClientSession() as s:
            tasks = [asyncio.create_task(s.post(side + CHAT, json=chat(f"q{i}", max_tokens=4))) for i in range(3)]
            sched = sc.upstreams[0].scheduler
            await eventually(lambda: len(sched.running) == 1 and len(sched.waiting) == 2)
            async with s.post(side + CHAT, json=chat("over", max_tokens=4)) as r:
                assert r.status == 429
                assert int(r.headers["Retry-After"]) >= 1
                assert (await r.json())["error"]["type"] == "rate_limit_error"
            backend.gate.set()
            for t in tasks:
                assert (await t).status == 200
    c = sc.upstreams[0].scheduler.counters
    assert c.rejected == {"queue_full": 1} and c.completed == 3


async def test_usage_requested_by_sidecar_is_stripped_for_openai_backends(fake, predictor):
    url, backend = fake
    async with running_sidecar(url, predictor, backend={"url": url, "kind": "openai"}) as (side, sc):
        async with aiohttp.ClientSession() as s, s.post(side + CHAT, json=chat(stream=True, max_tokens=3)) as r:
            got = await r.read()
    assert backend.requests[-1][1]["stream_options"] == {"include_usage": True}
    assert b'"usage"' not in got and got.endswith(b"data: [DONE]\n\n")
    sent = b"".join(backend.raw_sent)
    usage_event = sent[sent.index(b'data: {"choices": [], "usage"') : sent.index(b"data: [DONE]")]
    assert got == sent.replace(usage_event, b"")  # everything else byte for byte


async def test_traffic_log_line_has_features_and_counts(fake, predictor, tmp_path):
    url, _ = fake
    log = tmp_path / "traffic.jsonl"
    async with running_sidecar(url, predictor, traffic_log={"path": str(log)}) as (side, _):
        async with aiohttp.ClientSession() as s, s.post(side + CHAT, json=chat("Explain DNS", max_tokens=6)) as r:
            assert r.status == 200
    rec = json.loads(log.read_text().splitlines()[-1])
    assert rec["status"] == "ok" and rec["output_tokens"] == 6 and rec["prompt_tokens"] == 20
    assert len(rec["features"]) == NUM_FEATURES and rec["feature_version"] == FEATURE_VERSION
    # the word table that made text_score is named, so training from the log can keep it
    assert rec["words_version"] == predictor.words_version and predictor.words_version
    assert rec["features"][15] == predictor.features(Conversation.from_prompt("Explain DNS"))[15] != 0
    assert "messages" not in rec  # no prompt text unless log_prompts


@pytest.mark.parametrize("token", [None, "s3cret"])
async def test_admin_token(fake, predictor, token):
    url, _ = fake
    async with running_sidecar(url, predictor, admin={"token": token}) as (side, _), aiohttp.ClientSession() as s:
        async with s.get(side + "/sidecar/queue") as r:
            assert r.status == (401 if token else 200)
        async with s.get(side + "/sidecar/queue", headers={"Authorization": f"Bearer {token}"}) as r:
            assert r.status == 200
        async with s.get(side + "/sidecar/health") as r:  # health stays open for probes
            assert r.status == 200


async def test_ollama_ndjson_bytes_equal_what_the_backend_sent(fake, predictor):
    from tests.ollama_backend import OllamaBackend

    url, _ = fake
    ollama = OllamaBackend(url)
    async with run_app(ollama.app()) as oll, running_sidecar(oll, predictor) as (side, sc):
        async with aiohttp.ClientSession() as s:
            async with s.post(
                side + "/api/chat",
                json={"model": "m", "messages": [{"role": "user", "content": "hi"}], "options": {"num_predict": 6}},
            ) as r:
                assert r.headers["Content-Type"].startswith("application/x-ndjson")
                streamed = await r.read()
            async with s.post(
                side + "/api/generate",
                json={"model": "m", "prompt": "hi", "stream": False, "options": {"num_predict": 4}},
            ) as r:
                single = await r.read()
        assert sc.upstreams[0].info.kind == "ollama"
        assert streamed + single == b"".join(ollama.sent)
        final = json.loads(streamed.splitlines()[-1])
        assert final["done"] is True and final["eval_count"] == 6
        assert sc.calibration.of("m").rates.samples == 2  # counts read from the final objects


async def _longest_gap_while(side: str, action) -> float:
    """Stream a long reply through the sidecar while ``action`` runs; the longest pause
    between two chunks the client saw, in seconds."""
    gaps = []
    async with aiohttp.ClientSession() as s:
        async with s.post(side + CHAT, json=chat(stream=True, max_tokens=300)) as r:
            assert r.status == 200
            task = None
            last = asyncio.get_running_loop().time()
            async for _ in r.content.iter_any():
                now = asyncio.get_running_loop().time()
                gaps.append(now - last)
                last = now
                if task is None:
                    task = asyncio.create_task(action())
            await task
    return max(gaps[1:])


@pytest.mark.slow  # compiles the model's C (about 10 s): with the slow tier
@pytest.mark.timeout(180)
async def test_reload_compiles_off_the_event_loop(fake, predictor, tmp_path, monkeypatch):
    """POST /sidecar/reload and SIGHUP (wired as ``sidecar serve`` wires it: the signal
    spawns ``reload_length_model``) load, and here compile (the cache is empty), a model while a
    stream is relayed: no chunk waits more than 100 ms for it."""
    import os
    import shutil
    import signal

    url, backend = fake
    backend.delay = 0.02  # 300 chunks over ~6 s
    model = tmp_path / "model"
    shutil.copytree(predictor.model_dir, model)
    monkeypatch.setenv("SIDECAR_CACHE_DIR", str(tmp_path / "cache"))
    async with running_sidecar(url, predictor, predictor={"allowed_dirs": [str(tmp_path)]}) as (side, sc):

        async def reload_over_http():
            async with aiohttp.ClientSession() as s:
                async with s.post(side + f"/sidecar/reload?model_dir={model}") as r:
                    assert r.status == 200, await r.text()

        gap = await _longest_gap_while(side, reload_over_http)
        assert sc.predictor.model_dir == model and sc.predictor.engine == "compiled"
        assert gap < 0.1, f"a chunk waited {gap * 1000:.0f} ms during the reload"

        shutil.rmtree(tmp_path / "cache")  # compile again, this time on SIGHUP
        loop = asyncio.get_running_loop()
        done = asyncio.Event()

        async def reload_on_sighup():
            loop.add_signal_handler(signal.SIGHUP, lambda: sc.spawn(_reload_then(done)))
            os.kill(os.getpid(), signal.SIGHUP)
            await asyncio.wait_for(done.wait(), 60)
            loop.remove_signal_handler(signal.SIGHUP)

        async def _reload_then(ev):
            await sc.reload_length_model(str(model))
            ev.set()

        gap = await _longest_gap_while(side, reload_on_sighup)
        assert list((tmp_path / "cache").glob("*/predictor.so"))
        assert gap < 0.1, f"a chunk waited {gap * 1000:.0f} ms during the SIGHUP reload"


async def _true(value: bool) -> bool:
    return value


@pytest.mark.parametrize("lane", ["on", "off"])
async def test_a_short_request_runs_beside_long_ones_in_the_express_lane(predictor, lane):
    """Two slots, two long streamed requests, then a chat UI's short title request: with
    the express lane the short one starts at once and ends long before the long ones; with
    it off, the second long one took the slot and the short one waits for a long one."""
    import time

    backend = FakeLlama(slots=2, delay=0.006)
    sched = {"express_lane": lane, "express_long_seconds": 0.5, "preempt": "off"}  # the lane alone
    async with run_app(backend.app()) as url, running_sidecar(url, predictor, scheduler=sched) as (side, sc):
        async with aiohttp.ClientSession() as s:

            async def send(body: dict) -> float:
                async with s.post(side + CHAT, json=body) as r:
                    await r.read()
                return time.monotonic()

            essay = "Write a long, detailed essay on the history of bridges, with examples from every century."
            longs = [asyncio.create_task(send(chat(essay, max_tokens=128, stream=True))) for _ in range(2)]
            await eventually(
                lambda: len(sc.upstreams[0].scheduler.running) + len(sc.upstreams[0].scheduler.waiting) == 2
            )
            t0 = time.monotonic()
            short_done = await send(chat("Title for this chat in three words", max_tokens=3))
            long_done = await asyncio.gather(*longs)
    if lane == "on":
        assert short_done - t0 < 0.5 and short_done < min(long_done)
    else:
        assert short_done > min(long_done) - 0.1  # it waited for a long one to end
