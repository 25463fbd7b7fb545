"""The Anthropic Messages and OpenAI Responses APIs, and embeddings, on the scheduled path.

What coding agents speak (Claude Code and other Anthropic clients, Responses clients) is
read, sized, queued and counted like chat: the same conversation for the features, the
same order, the same access log; errors the sidecar raises parse in the official clients.
The real-backend versions (the same replies direct and through the sidecar) are in
tests/system/test_real_backend.py.
"""

from __future__ import annotations

import asyncio
import json
import logging
from typing import TYPE_CHECKING

import aiohttp
import pytest

from sidecar.apis import FAMILIES, UsageParser, error_body, parse_request
from sidecar.prediction.features import extract_features
from tests.conftest import eventually, running_sidecar
from tests.fakes import FakeLlama, run_app

if TYPE_CHECKING:
    import anthropic
    import openai

# --- what the features read --------------------------------------------------------------

TOOL = {"name": "get_weather", "input": {"city": "Oslo"}}


def features(api: str, body: dict) -> list[float]:
    return extract_features(parse_request(api, body).conversation)


def test_a_messages_conversation_with_tools_reads_like_its_chat_equivalent():
    """System as a top-level field, content blocks, a tool call and its result: the
    features equal those of the same conversation in the chat API."""
    messages = {
        "model": "m",
        "max_tokens": 300,
        "system": [{"type": "text", "text": "You are terse."}],
        "messages": [
            {"role": "user", "content": [{"type": "text", "text": "What is the weather in Oslo?"}]},
            {
                "role": "assistant",
                "content": [
                    {"type": "text", "text": "Let me look."},
                    {"type": "tool_use", "id": "tu_1", **TOOL},
                ],
            },
            {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "tu_1", "content": "Rain, 4 C"}]},
        ],
    }
    chat = {
        "model": "m",
        "max_tokens": 300,
        "messages": [
            {"role": "system", "content": "You are terse."},
            {"role": "user", "content": "What is the weather in Oslo?"},
            {
                "role": "assistant",
                "content": "Let me look.",
                "tool_calls": [
                    {
                        "id": "tu_1",
                        "type": "function",
                        "function": {"name": "get_weather", "arguments": json.dumps(TOOL["input"])},
                    }
                ],
            },
            {"role": "tool", "tool_call_id": "tu_1", "content": "Rain, 4 C"},
        ],
    }
    a, c = parse_request("anthropic-messages", messages), parse_request("openai-chat", chat)
    assert a.conversation.messages == c.conversation.messages
    assert features("anthropic-messages", messages) == features("openai-chat", chat)
    assert a.max_tokens == 300 and not a.stream


def test_a_responses_input_with_function_calls_reads_like_its_chat_equivalent():
    responses = {
        "model": "m",
        "instructions": "You are terse.",
        "max_output_tokens": 50,
        "input": [
            {"role": "user", "content": [{"type": "input_text", "text": "What is the weather in Oslo?"}]},
            {"type": "function_call", "call_id": "c1", "name": "get_weather", "arguments": '{"city": "Oslo"}'},
            {"type": "function_call_output", "call_id": "c1", "output": "Rain, 4 C"},
        ],
    }
    chat = {
        "model": "m",
        "messages": [
            {"role": "system", "content": "You are terse."},
            {"role": "user", "content": "What is the weather in Oslo?"},
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": "c1",
                        "type": "function",
                        "function": {"name": "get_weather", "arguments": '{"city": "Oslo"}'},
                    }
                ],
            },
            {"role": "tool", "tool_call_id": "c1", "content": "Rain, 4 C"},
        ],
    }
    r, c = parse_request("openai-responses", responses), parse_request("openai-chat", chat)
    assert r.conversation.messages == c.conversation.messages
    assert r.max_tokens == 50
    plain = parse_request("openai-responses", {"model": "m", "input": "Name one fish"})
    assert plain.conversation.messages == (("user", "Name one fish"),)


@pytest.mark.parametrize(
    ("api", "body", "field"),
    [
        ("anthropic-messages", {"messages": "hi"}, "messages"),
        ("anthropic-messages", {"messages": [], "max_tokens": "many"}, "max_tokens"),
        ("anthropic-messages", {"messages": [{"role": "user", "content": [1]}]}, "messages[0].content[0]"),
        ("openai-responses", {"input": 3}, "input"),
        ("openai-responses", {"input": [{"role": 2, "content": "x"}]}, "input[0].role"),
        ("openai-responses", {"input": "x", "max_output_tokens": 1.5}, "max_output_tokens"),
    ],
)
def test_a_malformed_body_names_its_field_when_read_strictly(api, body, field):
    """Training reads logged requests strictly (one it cannot read is no sample); serving
    sends such a body on, sized by its text (tests/system/test_transparency.py)."""
    from sidecar.apis import AdapterError

    with pytest.raises(AdapterError, match=f"'{field.replace('[', '.').replace(']', '.')}"):
        parse_request(api, body, strict=True)
    assert parse_request(api, body).body == body


# --- what the replies report ------------------------------------------------------------


async def _recorded(path: str, body: dict, **fake) -> bytes:
    backend = FakeLlama(**fake)
    async with run_app(backend.app()) as url, aiohttp.ClientSession() as s, s.post(url + path, json=body) as r:
        return await r.read()


@pytest.mark.parametrize("split", [1, 7, 4096])
@pytest.mark.parametrize(
    ("api", "path", "body", "tokens", "truncated"),
    [
        ("anthropic-messages", "/v1/messages", {"max_tokens": 9, "stream": True}, 9, True),
        ("anthropic-messages", "/v1/messages", {"max_tokens": 9}, 9, True),
        ("openai-responses", "/v1/responses", {"max_output_tokens": 6, "stream": True}, 6, True),
        ("openai-responses", "/v1/responses", {"input": "x"}, 5, False),
    ],
)
async def test_usage_is_read_from_each_apis_own_final_counts(api, path, body, tokens, truncated, split):
    """Anthropic's message_delta usage (and message_start's input tokens), the Responses
    API's usage in response.completed or .incomplete, however the bytes are split."""
    raw = await _recorded(path, {"model": "m", "messages": [], **body})
    info = parse_request(api, {"model": "m", "messages": [], "input": "x", **body})
    parser = UsageParser(info.api, info.stream)
    out = b"".join(parser.feed(raw[i : i + split]) for i in range(0, len(raw), split))
    u = parser.finish()
    assert out == raw  # byte for byte
    assert (u.output_tokens, u.prompt_tokens, u.truncated, u.reported) == (tokens, 20, truncated, True)


def test_errors_come_back_in_each_apis_shape():
    a = json.loads(error_body(FAMILIES["anthropic"], 429, "queue full", "queue_full"))
    assert a == {"type": "error", "error": {"type": "rate_limit_error", "message": "queue full"}}
    r = json.loads(error_body(FAMILIES["openai-responses"], 400, "bad", "invalid_request"))
    assert r["error"]["message"] == "bad" and r["error"]["type"] == "invalid_request_error"


# --- on the scheduled path ----------------------------------------------------------------


async def _queue(s: aiohttp.ClientSession, side: str) -> dict:
    async with s.get(side + "/sidecar/queue") as r:
        return await r.json()


async def test_messages_and_responses_queue_with_chat_in_shortest_first_order(predictor, caplog):
    """The issue's first target: while the slot is busy, a /v1/messages and a /v1/responses
    request wait in /sidecar/queue with their API named, are dispatched shortest first
    among the chat requests, and each leaves an access-log line with predicted and actual
    tokens."""
    backend = FakeLlama(delay=0.001, gate=asyncio.Event())  # the first request holds the slot until the gate opens
    caplog.set_level(logging.INFO, logger="sidecar.access")
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, _):
        async with aiohttp.ClientSession() as s:
            hold = asyncio.create_task(
                s.post(
                    side + "/v1/chat/completions",
                    json={"model": "m", "messages": [{"role": "user", "content": "hold"}], "max_tokens": 40},
                )
            )

            async def busy() -> bool:
                return backend.busy == 1

            await eventually(busy)
            sent = [
                (
                    "/v1/messages",
                    {
                        "model": "m",
                        "max_tokens": 400,
                        "stream": True,
                        "messages": [{"role": "user", "content": "Write a long essay on rivers."}],
                    },
                ),
                (
                    "/v1/chat/completions",
                    {"model": "m", "max_tokens": 60, "messages": [{"role": "user", "content": "Describe a cat."}]},
                ),
                ("/v1/responses", {"model": "m", "max_output_tokens": 3, "input": "Say yes."}),
            ]
            tasks = [asyncio.create_task(s.post(side + p, json=b)) for p, b in sent]

            async def queued() -> bool:
                return len((await _queue(s, side))["waiting"]) == 3

            await eventually(queued)
            waiting = (await _queue(s, side))["waiting"]
            assert sorted(w["api"] for w in waiting) == ["anthropic-messages", "openai-chat", "openai-responses"]
            backend.gate.set()
            for t in [hold, *tasks]:
                r = await t
                assert r.status == 200, await r.text()
                await r.read()
                r.release()
    order = [p for p, _ in backend.requests][1:]
    assert order == ["/v1/responses", "/v1/chat/completions", "/v1/messages"]
    lines = {r.args[1]: r.getMessage() for r in caplog.records if r.name == "sidecar.access" and len(r.args) > 6}
    assert "actual=400" in lines["anthropic-messages"] and "predicted=" in lines["anthropic-messages"]
    assert "actual=3" in lines["openai-responses"]


async def test_streams_pass_byte_for_byte_and_count_tokens(fake, predictor):
    url, backend = fake
    backend.max_gen = 4  # ends before the cap: a length the calibration learns from
    async with running_sidecar(url, predictor) as (side, sc), aiohttp.ClientSession() as s:
        for path, body in (
            (
                "/v1/messages",
                {"model": "m", "max_tokens": 7, "stream": True, "messages": [{"role": "user", "content": "hi"}]},
            ),
            ("/v1/responses", {"model": "m", "max_output_tokens": 7, "stream": True, "input": "hi"}),
        ):
            backend.raw_sent.clear()
            async with s.post(side + path, json=body) as r:
                got = await r.read()
            assert got == b"".join(backend.raw_sent)
    assert [o.actual for o in sc.outcomes] == [4, 4]
    assert sc.calibration.of("m").length_samples == 2


async def test_embeddings_wait_for_a_slot_as_prompt_only_jobs_and_can_be_passed_through(predictor):
    """An embedding request holds a slot like any prefill: while the slot is busy it waits,
    sized by its prompt alone (no decode), so it goes ahead of a long generation that
    arrived before it; with scheduler.schedule_embeddings false it goes straight through."""
    backend = FakeLlama(delay=0.001, gate=asyncio.Event())
    async with run_app(backend.app()) as url:
        async with running_sidecar(url, predictor) as (side, sc), aiohttp.ClientSession() as s:
            hold = asyncio.create_task(
                s.post(
                    side + "/v1/chat/completions",
                    json={"model": "m", "messages": [{"role": "user", "content": "hold"}], "max_tokens": 20},
                )
            )

            async def busy() -> bool:
                return backend.busy == 1

            await eventually(busy)
            long = asyncio.create_task(
                s.post(
                    side + "/v1/chat/completions",
                    json={"model": "m", "messages": [{"role": "user", "content": "an essay"}], "max_tokens": 200},
                )
            )
            await eventually(lambda: _waiting(s, side, 1))  # the long one arrived first
            emb = asyncio.create_task(s.post(side + "/v1/embeddings", json={"model": "m", "input": ["a b c", "d e"]}))

            async def queued() -> bool:
                return len((await _queue(s, side))["waiting"]) == 2

            await eventually(queued)
            waiting = (await _queue(s, side))["waiting"]
            e = next(w for w in waiting if w["api"] == "openai-embeddings")
            assert e["predicted_tokens"] == 0
            backend.gate.set()
            for t in (hold, long, emb):
                async with await t as r:
                    assert r.status == 200
            assert [p for p, _ in backend.requests] == [
                "/v1/chat/completions",
                "/v1/embeddings",
                "/v1/chat/completions",
            ]
            assert backend.max_busy == 1
            lengths = {o.predicted: o.actual for o in sc.outcomes}
            assert lengths[0] == 0  # sized and counted as a prompt: nothing to decode
        backend.requests.clear()
        backend.gate = asyncio.Event()
        off = {"schedule_embeddings": False}
        async with running_sidecar(url, predictor, scheduler=off) as (side, _), aiohttp.ClientSession() as s:
            hold = asyncio.create_task(
                s.post(
                    side + "/v1/chat/completions",
                    json={"model": "m", "messages": [{"role": "user", "content": "hold"}], "max_tokens": 20},
                )
            )
            await eventually(busy)
            emb = asyncio.create_task(s.post(side + "/v1/embeddings", json={"model": "m", "input": "x"}))
            await eventually(lambda: _true_if(backend.busy == 2))  # it did not wait for the slot
            backend.gate.set()
            async with await emb as r:
                assert r.status == 200
            async with await hold as r:
                assert r.status == 200


async def test_an_anthropic_client_is_its_tenant_by_x_api_key_and_both_headers_go_on(fake, predictor):
    from sidecar.request.tenants import key_digest

    url, backend = fake
    tenants = {"named": {"agent": {"api_keys": [key_digest("sk-ant-1")]}}}
    async with running_sidecar(url, predictor, tenants=tenants) as (side, sc), aiohttp.ClientSession() as s:
        headers = {"x-api-key": "sk-ant-1", "anthropic-version": "2023-06-01"}
        async with s.post(side + "/v1/messages/count_tokens", json={"messages": []}, headers=headers) as r:
            echoed = (await r.json())["headers"]  # passed through, unscheduled
        assert echoed["x-api-key"] == "sk-ant-1" and echoed["anthropic-version"] == "2023-06-01"
        body = {"model": "m", "max_tokens": 3, "messages": [{"role": "user", "content": "hi"}]}
        async with s.post(side + "/v1/messages", json=body, headers=headers) as r:
            assert r.status == 200
        assert list(sc.outcomes)[-1].tenant == "agent"


# --- the official clients -----------------------------------------------------------------


def _anthropic(base: str) -> anthropic.AsyncAnthropic:
    import anthropic

    return anthropic.AsyncAnthropic(base_url=base, api_key="sk-test", max_retries=0)


def _openai(base: str) -> openai.AsyncOpenAI:
    import openai

    return openai.AsyncOpenAI(base_url=base + "/v1", api_key="sk-test", max_retries=0)


async def _anthropic_replies(base: str) -> tuple:
    c = _anthropic(base)
    msgs = [{"role": "user", "content": "Name one fish."}]
    fixed = {"temperature": 0, "seed": 7}  # sent as the backend reads them, whatever the client version takes
    whole = await c.messages.create(model="m", max_tokens=6, messages=msgs, extra_body=fixed)
    async with c.messages.stream(model="m", max_tokens=6, messages=msgs, extra_body=fixed) as st:
        text = "".join([t async for t in st.text_stream])
        final = await st.get_final_message()
    await c.close()
    return whole.content[0].text, whole.usage.output_tokens, whole.stop_reason, text, final.usage.output_tokens


async def _responses_replies(base: str) -> tuple:
    c = _openai(base)
    fixed = {"temperature": 0, "seed": 7}
    whole = await c.responses.create(model="m", input="Name one fish.", max_output_tokens=6, extra_body=fixed)
    stream = await c.responses.create(
        model="m", input="Name one fish.", max_output_tokens=6, extra_body=fixed, stream=True
    )
    deltas, usage = [], None
    async for ev in stream:
        if ev.type == "response.output_text.delta":
            deltas.append(ev.delta)
        elif ev.type in ("response.completed", "response.incomplete"):
            usage = ev.response.usage.output_tokens
    await c.close()
    return whole.output_text, whole.usage.output_tokens, "".join(deltas), usage


async def test_the_official_clients_get_the_same_replies_through_the_sidecar(fake, predictor):
    url, _ = fake
    async with running_sidecar(url, predictor) as (side, _):
        assert await _anthropic_replies(side) == await _anthropic_replies(url)
        assert await _responses_replies(side) == await _responses_replies(url)


async def test_errors_the_sidecar_raises_parse_in_the_official_clients(fake, predictor):
    """A full queue is a RateLimitError with the sidecar's message in both clients; a body
    the sidecar cannot read (its own header) is a BadRequestError naming it."""
    import anthropic
    import openai

    url, backend = fake
    backend.gate = asyncio.Event()  # the first request holds the slot until the end
    async with (
        running_sidecar(url, predictor, scheduler={"max_queue": 1}) as (side, _),
        aiohttp.ClientSession() as s,
        _anthropic(side) as ac,
        _openai(side) as oc,
    ):
        hold = asyncio.create_task(
            s.post(
                side + "/v1/chat/completions",
                json={"model": "m", "messages": [{"role": "user", "content": "x"}], "max_tokens": 20},
            )
        )
        queued = None
        try:
            await eventually(lambda: _true_if(backend.busy == 1))
            queued = asyncio.create_task(
                s.post(
                    side + "/v1/chat/completions",
                    json={"model": "m", "messages": [{"role": "user", "content": "y"}], "max_tokens": 20},
                )
            )
            await eventually(lambda: _waiting(s, side, 1))
            with pytest.raises(anthropic.RateLimitError) as a:
                await ac.messages.create(model="m", max_tokens=5, messages=[{"role": "user", "content": "z"}])
            assert "queue" in a.value.message
            with pytest.raises(openai.RateLimitError) as o:
                await oc.responses.create(model="m", input="z")
            assert "queue" in o.value.message
        finally:
            backend.gate.set()
            for t in (hold, queued):
                if t is not None:
                    (await t).release()
        # what the sidecar reads itself (its X-Priority header) and cannot: its own 400
        with pytest.raises(anthropic.BadRequestError, match="X-Priority"):
            await ac.messages.create(model="m", max_tokens=5, messages=[], extra_headers={"X-Priority": "urgent"})
        with pytest.raises(openai.BadRequestError, match="X-Priority"):
            await oc.responses.create(model="m", input="z", extra_headers={"X-Priority": "urgent"})


async def _true_if(v: bool) -> bool:
    return v


async def _waiting(s: aiohttp.ClientSession, side: str, n: int) -> bool:
    return len((await _queue(s, side))["waiting"]) == n
