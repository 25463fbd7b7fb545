"""A job is sized by the cap its backend will read, never by one it ignores."""

from __future__ import annotations

import asyncio

import pytest

from sidecar.apis import caps
from sidecar.apis.fields import AdapterError
from sidecar.apis.parse import parse_request

from ..conftest import eventually, running_sidecar
from ..fakes import run_app
from ..rawhttp import post, raw, status_of
from ..routing_fakes import RoutingBackend

MSGS = '"messages": [{"role": "user", "content": "Write an essay about rivers."}]'
CASES = [
    # (backend, path, body as the client wrote it, the cap the backend reads)
    (
        "ollama",
        "/api/chat",
        '{"model": "m", @M, "stream": false, "options": {"NUM_PREDICT": 5}}'.replace("@M", MSGS),
        None,
    ),
    (
        "ollama",
        "/api/chat",
        '{"model": "m", @M, "stream": false, "OPTIONS": {"num_predict": 7}}'.replace("@M", MSGS),
        7,
    ),
    (
        "ollama",
        "/v1/chat/completions",
        '{"model": "m", @M, "max_tokens": 5, "MAX_TOKENS": 4000}'.replace("@M", MSGS),
        4000,
    ),
    (
        "ollama",
        "/v1/chat/completions",
        '{"model": "m", @M, "max_to\\u212aens": 4000, "max_tokens": 5}'.replace("@M", MSGS),
        5,
    ),
    (
        "llamacpp",
        "/v1/chat/completions",
        '{"model": "m", @M, "max_tokens": 5, "n_predict": 4000}'.replace("@M", MSGS),
        4000,
    ),
    (
        "llamacpp",
        "/v1/chat/completions",
        '{"model": "m", @M, "max_tokens": 5, "MAX_TOKENS": 4000}'.replace("@M", MSGS),
        5,
    ),
    ("llamacpp", "/completion", '{"prompt": "Write an essay.", "max_tokens": 5, "n_predict": 4000}', 4000),
    (
        "llamacpp",
        "/api/chat",
        '{"model": "m", @M, "stream": false, "options": {"num_predict": 5}}'.replace("@M", MSGS),
        None,
    ),
]


@pytest.mark.parametrize(("kind", "path", "text", "read"), CASES)
async def test_the_job_is_sized_by_the_cap_the_backend_runs(predictor, kind, path, text, read):
    """Proves: whatever keys a body carries, the job the sidecar queues has the cap its
    backend reads (uncapped: the default cap, not a small one it ignores), and so reserves
    and is sized as what runs. Raw bytes: key order and duplicate keys as the client wrote them."""
    backend = RoutingBackend(kind=kind, uncapped=10_000, gate=asyncio.Event())
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, sc):
        task = asyncio.create_task(raw(side, post(path, text.encode())))
        s = sc.upstreams[0].scheduler
        await eventually(lambda: s.running)
        job = s.running[0]
        expected = read if read is not None else sc.config.scheduler.default_max_tokens
        assert job.max_tokens == min(expected, s.capacity.slot_context - job.prompt_tokens)
        assert backend.gate is not None
        backend.gate.set()
        assert status_of(await task) == 200
    assert backend.ran[-1][1] == (read if read is not None else 10_000)


def test_where_the_backend_is_not_known_the_larger_reading_sizes_the_job():
    body = {"messages": [], "max_tokens": 5, "max_completion_tokens": 50}
    assert parse_request("openai-chat", body, kinds=frozenset({"llamacpp"})).max_tokens == 50
    assert parse_request("openai-chat", body, kinds=frozenset({"ollama"})).max_tokens == 5
    assert parse_request("openai-chat", body, kinds=frozenset({"llamacpp", "ollama"})).max_tokens == 50
    assert parse_request("openai-chat", {**body, "n_predict": -1}, kinds=frozenset({"llamacpp"})).max_tokens is None
    # a sidecar in front of both: the larger, and no cap is the largest of all
    both = frozenset({"llamacpp", "ollama"})
    assert parse_request("openai-chat", {"messages": [], "n_predict": 9}, kinds=both).max_tokens is None


@pytest.mark.parametrize("value", ["5", True, 5.5, float("nan"), [5]])
def test_a_cap_no_server_reads_as_a_number_is_the_backends_to_refuse(value):
    """Read strictly (training) it names the field; served, it goes on with the default cap."""
    with pytest.raises(AdapterError, match="max_tokens"):
        parse_request("openai-chat", {"messages": [], "max_tokens": value}, strict=True)
    assert parse_request("openai-chat", {"messages": [], "max_tokens": value}).max_tokens is None


def test_go_folding_matches_the_kelvin_sign_and_the_long_s_as_go_does():
    assert caps.go_key("MAX_TO\u212aENS") == "max_tokens"
    assert caps.go_key("\u017ftream") == "stream"
    assert caps.go_view({"Stream": True, "stream": False}) == {"stream": False}
    assert parse_request("openai-chat", {"messages": [], "max_tokens": 100.0}).max_tokens == 100
