"""A long streamed reply suspended for short work and resumed from its text, through the
sidecar, against a fake llama-server that continues replies as llama-server does (a trailing
assistant message comes back as the first piece's start; pieces numbered on from the text it
was given, so a reply stitched right reads ``t0 t1 ...`` whole). The client reads one stream;
every exit while suspended gives everything back (``running_sidecar`` checks on leaving)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable

import aiohttp
import pytest
from aiohttp import web

from sidecar.scheduling.jobs import JobState
from sidecar.web.app import Sidecar

from ..conftest import eventually, running_sidecar
from ..fakes import FakeLlama, run_app
from ..rawhttp import post, raw

CHAT = "/v1/chat/completions"
ESSAY = "Write a long, detailed essay on the history of bridges, with examples from every century."
# a suspended stream's keep-alives come fast; the queue's express lane stays out of the way
FAST = {"waiting_head_after": 0.1, "waiting_keepalive": 0.1, "express_lane": "off"}


def whole(n: int) -> str:
    return "".join(f"t{i} " for i in range(n))


def scheduler(sc: Sidecar):
    return sc.upstreams[0].scheduler


def the_long(sc: Sidecar):
    jobs = [*scheduler(sc).running, *scheduler(sc).waiting]
    return next(j for j in jobs if j.max_tokens + j.produced >= 200)


async def short(s: aiohttp.ClientSession, side: str, tokens: int = 3) -> bytes:
    body = {"messages": [{"role": "user", "content": "Say hi."}], "max_tokens": tokens, "stream": True}
    async with s.post(side + CHAT, json=body) as r:
        assert r.status == 200
        return await r.read()


async def suspend_twice(
    sc: Sidecar, side: str, ask: Callable[[aiohttp.ClientSession], Awaitable[object]] | None = None
) -> None:
    """Once the running reply has streamed a little, a short request suspends it; twice."""
    async with aiohttp.ClientSession() as s:
        for n in (1, 2):
            await eventually(lambda: scheduler(sc).running and scheduler(sc).running[0].streamed_tokens >= 16)
            await (ask(s) if ask is not None else short(s, side))
            assert scheduler(sc).counters.suspended == n


async def test_the_openai_client_reads_one_stream_across_two_suspends(predictor):
    import openai

    backend = FakeLlama(delay=0.002, role_chunk=True)
    async with run_app(backend.app()) as url, running_sidecar(url, predictor, scheduler=FAST) as (side, sc):
        client = openai.AsyncOpenAI(base_url=side + "/v1", api_key="sk-test", max_retries=0)
        stream = await client.chat.completions.create(
            model="m",
            messages=[{"role": "user", "content": ESSAY}],
            max_tokens=300,
            stream=True,
            stream_options={"include_usage": True},
        )
        chunks = []

        async def read() -> None:
            async for c in stream:
                chunks.append(c)

        reading = asyncio.create_task(read())
        await suspend_twice(sc, side)
        await reading
        await client.close()
    assert {c.id for c in chunks} == {"chatcmpl-1"}  # the first leg's, though each leg had its own
    assert sum(1 for c in chunks for ch in c.choices if ch.delta.role) == 1
    text = "".join(ch.delta.content or "" for c in chunks for ch in c.choices)
    assert text == whole(300)  # nothing repeated or dropped at either boundary
    assert chunks[-1].usage is not None
    assert (chunks[-1].usage.prompt_tokens, chunks[-1].usage.completion_tokens) == (20, 300)
    assert [ch.finish_reason for c in chunks for ch in c.choices if ch.finish_reason] == ["length"]
    legs = [b for _, b in backend.requests if b["messages"][0]["content"] == ESSAY]
    assert len(legs) == 3 and [b["messages"][-1]["role"] for b in legs] == ["user", "assistant", "assistant"]
    assert legs[2]["max_tokens"] == 300 - len(legs[2]["messages"][-1]["content"].split())


async def test_llama_completion_resumes_as_prompt_plus_text(predictor):
    backend = FakeLlama(delay=0.002)
    async with run_app(backend.app()) as url, running_sidecar(url, predictor, scheduler=FAST) as (side, sc):
        async with aiohttp.ClientSession() as s:
            body = {"prompt": ESSAY, "n_predict": 250, "stream": True}
            long = asyncio.create_task(s.post(side + "/completion", json=body))
            await eventually(lambda: scheduler(sc).running and scheduler(sc).running[0].streamed_tokens >= 16)
            await short(s, side)
            r = await long
            raw = await r.read()
    pieces = [json.loads(e[6:]) for e in raw.split(b"\n\n") if e.startswith(b"data: {")]
    assert "".join(p["content"] for p in pieces) == whole(250)
    assert pieces[-1]["stop"] is True and pieces[-1]["tokens_predicted"] == 250
    # the durations are every leg's, as the counts are, and the rates come from the sums:
    # the fake paces 250 tokens 2 ms apart, so they decoded for 0.5 s at least
    t = pieces[-1]["timings"]
    assert t["predicted_n"] == 250 and t["predicted_ms"] >= 0.9 * 250 * 2.0
    assert t["predicted_per_second"] == pytest.approx(1000 * 250 / t["predicted_ms"])
    legs = [b for p, b in backend.requests if p == "/completion"]
    assert len(legs) == 2 and legs[1]["prompt"].startswith(ESSAY + "t0 ") and legs[1]["n_predict"] < 250


async def test_a_request_that_opts_out_or_asks_for_a_schema_runs_on(predictor):
    backend = FakeLlama(delay=0.002)
    async with run_app(backend.app()) as url, running_sidecar(url, predictor, scheduler=FAST) as (side, sc):
        async with aiohttp.ClientSession() as s:
            for extra, headers in (({}, {"X-Preempt": "off"}), ({"response_format": {"type": "json_object"}}, {})):
                body = {"messages": [{"role": "user", "content": ESSAY}], "max_tokens": 120, "stream": True, **extra}
                long = asyncio.create_task(s.post(side + CHAT, json=body, headers=headers))
                await eventually(lambda: scheduler(sc).running and scheduler(sc).running[0].streamed_tokens >= 16)
                await short(s, side)
                await (await long).read()
    assert scheduler(sc).counters.suspended == 0


async def _suspended_long(
    s: aiohttp.ClientSession, side: str, sc: Sidecar, max_tokens: int = 2000
) -> tuple[asyncio.Task, asyncio.Task]:
    """A long reply suspended while a "short" one of 60 tokens runs (about 0.6 s here)."""
    body = {"messages": [{"role": "user", "content": ESSAY}], "max_tokens": max_tokens, "stream": True}
    long = asyncio.create_task(s.post(side + CHAT, json=body))
    await eventually(lambda: scheduler(sc).running and scheduler(sc).running[0].streamed_tokens >= 16)
    other = asyncio.create_task(short(s, side, tokens=60))
    await eventually(lambda: any(j.suspended_at is not None for j in scheduler(sc).waiting))
    return long, other


@pytest.mark.parametrize("exit_", ["client_leaves", "queue_timeout", "drain"])
async def test_every_exit_while_suspended_gives_everything_back(predictor, exit_):
    backend = FakeLlama(delay=0.01, slots=2)
    timeouts = {"queue": 0.3} if exit_ == "queue_timeout" else {}
    overrides = {"scheduler": {**FAST, "max_in_flight": 1}, "timeouts": timeouts}
    async with run_app(backend.app()) as url, running_sidecar(url, predictor, **overrides) as (side, sc):
        async with aiohttp.ClientSession() as s:
            # the reply that resumes runs to its end: 300 tokens, 3 s here
            long, other = await _suspended_long(s, side, sc, max_tokens=300 if exit_ == "queue_timeout" else 2000)
            job = the_long(sc)
            r = await long
            if exit_ == "client_leaves":
                r.close()  # the client leaves while its reply is suspended
                await eventually(lambda: job.state is JobState.CANCELLED)
                await other
                return
            if exit_ == "queue_timeout":  # a reply that ran is never expired as if it had not: it resumes
                raw = await r.read()
                await other
                assert job.state is JobState.COMPLETED and job.suspends >= 1
                assert b'"error"' not in raw and raw.rstrip().endswith(b"data: [DONE]")
                return
            else:
                drained = asyncio.create_task(sc.drain(grace=0.2))
                raw = await r.read()
                await asyncio.gather(drained, other, return_exceptions=True)
                assert job.state is JobState.REJECTED
            # the client read the reply's start, keep-alives that said why it waited, then the error
            assert raw.startswith(b"data: {") and b": suspended for shorter work" in raw
            assert raw.rstrip().split(b"\n\n")[-1].startswith(b'data: {"error"')


async def test_the_ollama_client_reads_one_stream_across_two_suspends(predictor):
    """ollama-python on /api/chat, the replay backend speaking Ollama's API (no echo there):
    the pieces whole, one final piece, its eval_count the whole reply's."""
    import ollama

    from tests.tools.test_replay_backend import backend as replay

    b = replay(api="ollama", slots=1, speed=20.0)  # 600 tokens a second
    async with run_app(b.app()) as url:
        async with running_sidecar(url, predictor, backend={"url": url, "slots": 1}, scheduler=FAST) as (side, sc):
            client = ollama.AsyncClient(host=side, headers={"X-Replay-Tokens": "300"})
            parts = []

            async def read() -> None:
                msgs = [{"role": "user", "content": ESSAY}]
                async for p in await client.chat(model="replay", messages=msgs, stream=True):
                    parts.append(p)

            async def hi(s: aiohttp.ClientSession) -> bytes:
                body = {"model": "replay", "messages": [{"role": "user", "content": "Say hi."}], "stream": True}
                async with s.post(side + "/api/chat", json=body, headers={"X-Replay-Tokens": "3"}) as r:
                    return await r.read()

            reading = asyncio.create_task(read())
            await suspend_twice(sc, side, hi)
            await reading
            await client.close()
    assert "".join(p.message.content or "" for p in parts) == whole(300)
    assert [p.done for p in parts].count(True) == 1 and parts[-1].eval_count == 300
    assert b.continued == 2 and b.recomputed == 0  # both resumes found their prompt and text cached


async def test_a_client_that_did_not_stream_gets_one_whole_body_across_a_suspension(predictor):
    """The official openai client, unstreamed: the sidecar streams from the backend (to hold
    the text), suspends, resumes, and answers one chat.completion body: the whole text, the
    first leg's id, the counts summed."""
    import openai

    backend = FakeLlama(delay=0.002, role_chunk=True)
    async with run_app(backend.app()) as url, running_sidecar(url, predictor, scheduler=FAST) as (side, sc):
        client = openai.AsyncOpenAI(base_url=side + "/v1", api_key="sk-test", max_retries=0)
        long = asyncio.create_task(
            client.chat.completions.create(model="m", messages=[{"role": "user", "content": ESSAY}], max_tokens=300)
        )
        async with aiohttp.ClientSession() as s:
            await eventually(lambda: scheduler(sc).running and scheduler(sc).running[0].streamed_tokens >= 16)
            await short(s, side)
        reply = await long
        await client.close()
        assert scheduler(sc).counters.suspended == 1
    assert reply.id == "chatcmpl-1" and reply.object == "chat.completion"
    assert reply.choices[0].message.content == whole(300) and reply.choices[0].finish_reason == "length"
    assert reply.usage is not None and (reply.usage.prompt_tokens, reply.usage.completion_tokens) == (20, 300)
    legs = [b for _, b in backend.requests if b["messages"][0]["content"] == ESSAY]
    assert len(legs) == 2 and all(b["stream"] is True for b in legs)


async def test_the_anthropic_client_reads_one_stream_across_two_suspends(predictor):
    """The official anthropic client on /v1/messages: one message_start, one text block read
    whole across two suspends, the output tokens summed in message_delta."""
    import anthropic

    backend = FakeLlama(delay=0.002)
    async with run_app(backend.app()) as url, running_sidecar(url, predictor, scheduler=FAST) as (side, sc):
        client = anthropic.AsyncAnthropic(base_url=side, api_key="sk-test", max_retries=0)
        events = []

        async def read() -> None:
            stream = await client.messages.create(
                model="m", max_tokens=300, messages=[{"role": "user", "content": ESSAY}], stream=True
            )
            async for ev in stream:
                events.append(ev)

        reading = asyncio.create_task(read())
        await suspend_twice(sc, side)
        await reading
        await client.close()
    kinds = [e.type for e in events]
    assert kinds.count("message_start") == 1 and kinds.count("content_block_start") == 1
    assert kinds.count("message_stop") == 1
    text = "".join(e.delta.text for e in events if e.type == "content_block_delta")
    assert text == whole(300)
    delta = next(e for e in events if e.type == "message_delta")
    assert delta.usage.output_tokens == 300 and delta.delta.stop_reason == "max_tokens"


async def test_a_clients_own_prefill_is_read_once_across_two_suspends(predictor):
    """The client's trailing assistant message, which llama-server echoes at its reply's
    start: the client reads what it reads directly, the prefill once and the text whole."""
    backend = FakeLlama(delay=0.002, role_chunk=True)
    prefill = "Once upon a time "
    body = {
        "messages": [{"role": "user", "content": ESSAY}, {"role": "assistant", "content": prefill}],
        "max_tokens": 300,
        "stream": True,
    }

    def text_of(raw: bytes) -> str:
        events = [json.loads(e[6:]) for e in raw.split(b"\n\n") if e.startswith(b"data: {")]
        return "".join(c["delta"].get("content") or "" for e in events for c in e.get("choices", []))

    async with run_app(backend.app()) as url, running_sidecar(url, predictor, scheduler=FAST) as (side, sc):
        async with aiohttp.ClientSession() as s:
            async with s.post(url + CHAT, json=body) as r:
                direct = text_of(await r.read())
            long = asyncio.create_task(s.post(side + CHAT, json=body))
            await suspend_twice(sc, side)
            via = text_of(await (await long).read())
    assert direct == prefill + whole(300)
    assert via == direct
    legs = [b for _, b in backend.requests if b["messages"][0]["content"] == ESSAY][1:]
    resumed = legs[-1]["messages"][-1]["content"]
    assert resumed.startswith(prefill + "t0 ") and resumed.count(prefill) == 1


class RefusesToResume(FakeLlama):
    """A llama-server whose shared pool is full when a suspended reply comes back."""

    async def generate(self, request):
        body = await request.json()
        msgs = body.get("messages") or []
        if msgs and msgs[-1].get("role") == "assistant":
            self.requests.append((request.path, body))
            error = {"code": 500, "message": "Context size has been exceeded.", "type": "server_error"}
            return web.json_response({"error": error}, status=500)
        return await super().generate(request)


async def test_a_resume_that_fails_ends_the_stream_with_one_error_event_not_a_second_status_line(predictor):
    backend = RefusesToResume(delay=0.002)
    quiet = {**FAST, "waiting_keepalive": 0}  # no keep-alives: nothing else between the legs
    body = {"messages": [{"role": "user", "content": ESSAY}], "max_tokens": 300, "stream": True}
    async with run_app(backend.app()) as url, running_sidecar(url, predictor, scheduler=quiet) as (side, sc):
        reading = asyncio.create_task(raw(side, post(CHAT, body)))
        await eventually(lambda: scheduler(sc).running and scheduler(sc).running[0].streamed_tokens >= 16)
        async with aiohttp.ClientSession() as s:
            await short(s, side)
        got = await reading
    assert got.count(b"HTTP/1.1 ") == 1 and got.startswith(b"HTTP/1.1 200")
    events = [e for e in got.split(b"\r\n\r\n", 1)[1].split(b"\n\n") if b"data: " in e]
    assert b'"error"' in events[-1] and sum(b'"error"' in e for e in events) == 1


async def test_a_cap_holds_where_one_event_carries_several_tokens(predictor):
    """Each event carries three tokens (an emoji is one event of three on llama-server): the
    earlier legs' text is counted in the model's tokens (``/tokenize``), so the resumed caps
    add up to the client's and the usage is the reply's."""
    backend = FakeLlama(delay=0.004, per_event=3)
    body = {"prompt": ESSAY, "n_predict": 300, "stream": True}
    async with run_app(backend.app()) as url, running_sidecar(url, predictor, scheduler=FAST) as (side, sc):
        async with aiohttp.ClientSession() as s:
            long = asyncio.create_task(s.post(side + "/completion", json=body))
            await suspend_twice(sc, side)
            got = await (await long).read()
    pieces = [json.loads(e[6:]) for e in got.split(b"\n\n") if e.startswith(b"data: {")]
    assert "".join(p["content"] for p in pieces) == whole(300)
    assert pieces[-1]["tokens_predicted"] == 300
    legs = [b for p, b in backend.requests if p == "/completion" and b["prompt"].startswith(ESSAY)]
    assert len(legs) == 3 and legs[2]["n_predict"] == 300 - len(legs[2]["prompt"][len(ESSAY) :].split())
