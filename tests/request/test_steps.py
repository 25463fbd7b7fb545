"""The request path's own steps (sidecar/request/steps.py's ``RequestSteps``) with aiohttp's
mocked requests: the body's limits and its timeout (on a virtual clock), the size hint, who
gets an early head, and an error's shape before and after a waiting stream's head. The
steps that route, admit and relay: end to end, in tests/system/test_proxy.py and beside it."""

from __future__ import annotations

import asyncio
import json
from unittest import mock

import pytest
from aiohttp import streams
from aiohttp.test_utils import make_mocked_request

from sidecar.apis.catalog import APIS
from sidecar.apis.parse import parse_request
from sidecar.errors import BodyTimeout, BodyTooLarge, QueueTimeout, RequestError
from sidecar.request.steps import KEEPER, LABEL, RequestSettings, RequestSteps
from sidecar.scheduling.jobs import Job

from ..virtualtime import run_virtual
from .test_keepalive_timers import keeper

SETTINGS = RequestSettings(
    max_body_bytes=4096,
    body_timeout=30.0,
    max_body_items=50,
    affinity=False,
    trust_size_hints=True,
    default_max_tokens=512,
    keepalive_apis=("openai", "anthropic", "ollama"),
)


def steps(**changes) -> RequestSteps:
    """Steps with only their settings: what these tests call reads nothing else."""
    from dataclasses import replace

    others = dict.fromkeys(
        ("lifecycle", "backends", "router", "prefixes", "tenants", "calibration", "length_model", "sizer", "recorder")
    )
    return RequestSteps(replace(SETTINGS, **changes), learner=None, **others)  # type: ignore[arg-type]


def request_with(chunks: list[bytes], *, headers: dict[str, str] | None = None, eof: bool = True):
    loop = asyncio.get_running_loop()
    payload = streams.StreamReader(mock.Mock(_reading_paused=False), 2**16, loop=loop)
    for c in chunks:
        payload.feed_data(c)
    if eof:
        payload.feed_eof()
    return make_mocked_request("POST", "/v1/chat/completions", headers=headers or {}, payload=payload)


def read(chunks: list[bytes], *, headers: dict[str, str] | None = None, eof: bool = True, **changes) -> bytes:
    async def main() -> bytes:
        return await steps(**changes).intake.read_body(request_with(chunks, headers=headers, eof=eof))

    return run_virtual(main)


def test_a_body_within_the_limits_is_read_whole_across_chunks():
    body = json.dumps({"messages": [{"role": "user", "content": "hi"}]}).encode()
    assert read([body[:7], body[7:]]) == body


def test_a_declared_length_over_the_limit_is_refused_before_reading():
    with pytest.raises(BodyTooLarge, match="max_body_bytes"):
        read([], headers={"Content-Length": "5000"}, eof=False)  # nothing arrives: never read


def test_bytes_items_and_depth_each_refuse():
    with pytest.raises(BodyTooLarge, match="max_body_bytes"):
        read([b'{"a": "' + b"x" * 5000 + b'"}'])
    with pytest.raises(BodyTooLarge, match="max_body_items"):
        read([b"[" + b",".join([b"[]"] * 60) + b"]"])  # 61 values in 245 bytes
    with pytest.raises(RequestError, match="deep"):
        read([b"[" * 200 + b"]" * 200], max_body_items=1000)


def test_an_escaped_quote_is_not_a_string():
    body = json.dumps({"content": '"' * 200}).encode()  # one string of 200 escaped quotes
    assert read([body]) == body


def test_a_body_that_stops_arriving_times_out_at_client_body():
    async def main() -> float:
        loop = asyncio.get_running_loop()
        with pytest.raises(BodyTimeout, match="30 s"):
            await steps().intake.read_body(request_with([b'{"messages": ['], eof=False))
        return loop.time()

    assert run_virtual(main) == pytest.approx(30.0)


@pytest.mark.parametrize(
    ("value", "trusted", "expected"),
    [("120", True, 120.0), ("120", False, None), (None, True, None), ("0", True, 0.0)],
)
def test_the_size_hint_counts_only_where_trusted(value, trusted, expected):
    headers = {"X-Predicted-Tokens": value} if value is not None else {}
    r = make_mocked_request("POST", "/v1/chat/completions", headers=headers)
    assert steps(trust_size_hints=trusted).intake.size_hint(r) == expected


@pytest.mark.parametrize("value", ["many", "nan", "inf", "-1"])
def test_a_size_hint_that_is_not_a_count_is_refused(value):
    r = make_mocked_request("POST", "/v1/chat/completions", headers={"X-Predicted-Tokens": value})
    with pytest.raises(RequestError, match="X-Predicted-Tokens"):
        steps().intake.size_hint(r)


@pytest.mark.parametrize(
    ("api", "stream", "apis", "keepalive", "kept"),
    [
        ("openai-chat", True, ("openai",), 5.0, True),
        ("openai-chat", False, ("openai",), 5.0, False),  # an unstreamed reply has no stream to keep
        ("anthropic-messages", True, ("openai",), 5.0, False),  # its family is not listed
        ("ollama-chat", True, ("ollama",), 5.0, True),
        ("openai-chat", True, ("openai",), 0.0, False),  # keep-alives off
        ("openai-embeddings", True, ("openai",), 5.0, False),  # one JSON body, whatever it asks
        ("ollama-embed", None, ("ollama",), 5.0, False),  # though Ollama's family streams by default
    ],
)
def test_who_gets_an_early_head(api, stream, apis, keepalive, kept):
    r = make_mocked_request("POST", APIS[api].path)
    r[LABEL] = "r1"
    body = {"model": "m", "messages": [{"role": "user", "content": "hi"}], "input": "hi"}
    if stream is not None:
        body["stream"] = stream
    info = parse_request(api, body)
    k = steps(keepalive_apis=apis, keepalive=keepalive).keeper(r, APIS[api], info, Job("j", 1, 1.0, 16))
    assert (k is not None) == kept
    assert (r.get(KEEPER) is k) if kept else KEEPER not in r


def test_an_error_before_the_head_is_a_response_and_after_it_an_event_in_the_stream():
    async def main() -> tuple[int, bytes, list[bytes]]:
        exc = QueueTimeout("waited 30 s", retry_after=12.0)
        r = make_mocked_request("POST", "/v1/chat/completions")
        r[LABEL] = "r1"
        before = await RequestSteps.answer(r, APIS["openai-chat"], exc)
        k, sent = keeper("openai-chat")  # the head after 5 s, a beat every 15 s
        k.request[KEEPER] = k
        async with k.keep():
            await asyncio.sleep(6.0)  # virtual: the head and one beat went out
        after = await RequestSteps.answer(k.request, APIS["openai-chat"], exc)
        assert after is k.response
        return before.status, before.body, [b for _, b in sent]  # type: ignore[return-value]

    status, body, sent = run_virtual(main)
    assert status == 429 or status >= 500  # a queue timeout answers as the errors module says
    assert json.loads(body)["error"]["message"] == "waited 30 s"
    assert sent[0].startswith(b": waiting") and sent[1].startswith(b"data: {") and b"waited 30 s" in sent[1]
