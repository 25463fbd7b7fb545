"""Request parsing and reply accounting for each API."""

from __future__ import annotations

import json

import pytest

from sidecar.apis import APIS, FAMILIES, AdapterError, UsageParser, error_body, parse_request, stream_error_event
from sidecar.scheduling.jobs import Priority


def test_ollama_chat_fields():
    info = parse_request(
        "ollama-chat",
        {
            "model": "llama3",
            "messages": [{"role": "system", "content": "be brief"}, {"role": "user", "content": "hi"}],
            "options": {"num_predict": 64},
            "format": "json",
        },
    )
    assert info.model == "llama3" and info.max_tokens == 64 and info.stream is True
    assert info.conversation.messages == (("system", "be brief"), ("user", "hi"))
    assert info.conversation.json_mode


def test_ollama_generate_counts_context_tokens_and_infinite_cap():
    info = parse_request(
        "ollama-generate",
        {
            "model": "m",
            "prompt": "go on",
            "system": "sys",
            "context": [1, 2, 3],
            "stream": False,
            "options": {"num_predict": -1},
        },
    )
    assert info.extra_prompt_tokens == 3 and info.max_tokens is None and info.stream is False
    assert info.conversation.messages == (("system", "sys"), ("user", "go on"))


def test_openai_chat_content_parts_and_caps():
    body = {
        "messages": [
            {
                "role": "user",
                "content": [
                    {"type": "text", "text": "a"},
                    {"type": "image_url", "image_url": {}},
                    {"type": "text", "text": "b"},
                ],
            }
        ],
        "max_completion_tokens": 9,
        "max_tokens": 100,
        "response_format": {"type": "json_object"},
    }
    info = parse_request("openai-chat", body, kinds=frozenset({"llamacpp"}))
    assert info.conversation.messages == (("user", "ab"),) and info.max_tokens == 9  # llama-server's order
    assert info.conversation.json_mode and info.stream is False
    # Ollama's layer reads max_tokens; a server the sidecar does not know might read either
    assert parse_request("openai-chat", body, kinds=frozenset({"ollama"})).max_tokens == 100
    assert parse_request("openai-chat", body).max_tokens == 100


def test_completion_prompts_text_and_token_ids():
    info = parse_request("llamacpp-completion", {"prompt": ["Hello", [1, 2, 3], 7], "n_predict": 5})
    assert info.conversation.messages == (("user", "Hello"),) and info.extra_prompt_tokens == 4
    assert parse_request("openai-completions", {"prompt": "x", "max_tokens": 2}).max_tokens == 2


@pytest.mark.parametrize(
    ("api", "body", "field"),
    [
        ("openai-chat", {"messages": [], "stream": "yes"}, "stream"),
        ("openai-chat", {"model": 5, "messages": []}, "model"),
    ],
)
def test_the_fields_the_sidecar_reads_itself_name_the_field(api, body, field):
    with pytest.raises(AdapterError) as exc:
        parse_request(api, body)
    assert f"'{field}'" in exc.value.message and exc.value.status == 400


@pytest.mark.parametrize(
    ("api", "body"),
    [
        ("openai-chat", {"messages": {"role": "user", "content": "tell me"}}),
        ("openai-chat", {"messages": [{"role": 3, "content": "tell me"}]}),
        ("openai-chat", {"messages": [{"role": "user", "content": "tell me"}], "max_tokens": "10"}),
        ("ollama-chat", {"messages": [{"role": "user", "content": "tell me"}], "options": []}),
        ("ollama-chat", {"messages": [{"role": "user", "content": "tell me"}], "options": {"num_predict": 1.5}}),
        ("ollama-generate", {"prompt": "tell me", "context": ["a"]}),
    ],
)
def test_a_shape_the_adapter_does_not_know_goes_to_the_backend_sized_by_its_text(api, body):
    """The backend judges what it accepts (in its own words): the sidecar sizes what it can read."""
    info = parse_request(api, body)
    assert "tell me" in info.conversation.messages[-1][1]
    assert info.body == body and not info.body_changed


def test_a_prompt_object_of_an_unknown_shape_is_counted_as_prompt():
    info = parse_request("llamacpp-completion", {"prompt": {"x": "tell me " * 100}})
    assert info.extra_prompt_tokens >= 200


def test_llama_cpp_prompt_and_content_objects_are_read():
    info = parse_request("llamacpp-completion", {"prompt": {"prompt_string": "Hello", "multimodal_data": ["AAAA"]}})
    assert info.conversation.messages == (("user", "Hello"),) and info.extra_prompt_tokens >= 1
    parts = {"content": [{"type": "text", "text": "a"}, {"type": "image_url", "image_url": {"url": "data:x"}}]}
    info = parse_request("openai-embeddings", {"input": ["x", {"prompt_string": "y"}, parts]})
    assert info.conversation.messages == (("user", "x\ny\na"),) and info.extra_prompt_tokens >= 1


def test_priority_field_is_removed_only_when_it_is_ours():
    info = parse_request("openai-chat", {"messages": [], "priority": "Batch"})
    assert info.priority is Priority.BATCH and "priority" not in info.body and info.body_changed
    other = parse_request("openai-chat", {"messages": [], "priority": 5})
    assert other.priority is None and other.body["priority"] == 5 and not other.body_changed


def test_include_usage_is_requested_only_when_the_client_did_not():
    info = parse_request("openai-chat", {"messages": [], "stream": True}, inject_usage=True)
    assert info.body["stream_options"] == {"include_usage": True} and info.strip_usage_chunk
    mine = parse_request(
        "openai-chat", {"messages": [], "stream": True, "stream_options": {"include_usage": True}}, inject_usage=True
    )
    assert not mine.strip_usage_chunk and not mine.body_changed


def feed_all(p: UsageParser, data: bytes, step: int = 7) -> bytes:
    out = b"".join(p.feed(data[i : i + step]) for i in range(0, len(data), step))
    p.finish()
    return out


def test_ollama_ndjson_final_chunk_counts():
    lines = [{"model": "m", "message": {"role": "assistant", "content": c}, "done": False} for c in ("a", "b")]
    lines.append(
        {
            "model": "m",
            "message": {"role": "assistant", "content": ""},
            "done": True,
            "done_reason": "length",
            "prompt_eval_count": 26,
            "prompt_eval_duration": 130_000_000,
            "eval_count": 259,
            "eval_duration": 4_232_710_000,
        }
    )
    data = b"".join(json.dumps(x).encode() + b"\n" for x in lines)
    p = UsageParser(APIS["ollama-chat"], stream=True)
    assert feed_all(p, data) == data
    u = p.usage
    assert (u.prompt_tokens, u.output_tokens, u.truncated, u.reported) == (26, 259, True, True)
    assert u.prompt_seconds == pytest.approx(0.13) and u.decode_seconds == pytest.approx(4.23271)


def test_llamacpp_sse_timings_and_openai_usage():
    final = {
        "choices": [{"delta": {}, "finish_reason": "stop"}],
        "timings": {"cache_n": 10, "prompt_n": 22, "prompt_ms": 200.0, "predicted_n": 40, "predicted_ms": 500.0},
    }
    data = (
        b'data: {"choices":[{"delta":{"content":"x"}}]}\n\n'
        + b"data: "
        + json.dumps(final).encode()
        + b"\n\ndata: [DONE]\n\n"
    )
    p = UsageParser(APIS["openai-chat"], stream=True)
    assert feed_all(p, data, 5) == data
    u = p.usage
    assert (u.prompt_tokens, u.prefill_tokens, u.output_tokens) == (32, 22, 40)
    assert u.prompt_seconds == pytest.approx(0.2) and not u.truncated


def test_non_streamed_body_counts():
    body = {"content": "...", "stop": True, "tokens_predicted": 12, "tokens_evaluated": 30, "stop_type": "limit"}
    p = UsageParser(APIS["llamacpp-completion"], stream=False)
    feed_all(p, json.dumps(body).encode())
    assert (p.usage.output_tokens, p.usage.prompt_tokens, p.usage.truncated) == (12, 30, True)


def test_counts_chunks_when_backend_reports_nothing():
    """Without reported counts, a token is an event that carried generated text: not the role
    chunk, an empty piece (a keep-alive), the finish chunk or the end."""
    role = b'data: {"choices":[{"delta":{"role":"assistant","content":null}}]}\n\n'
    empty = b'data: {"choices":[{"delta":{"content":""}}]}\n\n'
    tokens = b"".join(b'data: {"choices":[{"delta":{"content":"t"}}]}\n\n' for _ in range(9))
    end = b'data: {"choices":[{"delta":{},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n'
    p = UsageParser(APIS["openai-chat"], stream=True)
    feed_all(p, role + empty + tokens + empty + end)
    assert p.usage.output_tokens == 9 and not p.usage.reported


def test_an_empty_piece_is_no_generated_token_in_any_family():
    """The first generated token is the evidence that a backend runs a request (the
    parallelism probe, the prompt's end): an empty piece in any family's shape is none."""
    cases = {
        "ollama-chat": (
            b'{"message":{"role":"assistant","content":""},"done":false}\n',
            b'{"message":{"content":"hi"},"done":false}\n',
        ),
        "ollama-generate": (b'{"response":"","done":false}\n', b'{"response":"hi","done":false}\n'),
        "llamacpp-completion": (b'data: {"content":"","stop":false}\n\n', b'data: {"content":"hi","stop":false}\n\n'),
        "anthropic-messages": (
            b'event: content_block_start\ndata: {"type":"content_block_start","content_block":{"type":"text","text":""}}\n\n',
            b'event: content_block_delta\ndata: {"type":"content_block_delta","delta":{"type":"text_delta","text":"hi"}}\n\n',
        ),
        "openai-responses": (
            b'event: response.created\ndata: {"type":"response.created","response":{"text":{"format":{"type":"text"}}}}\n\n',
            b'event: response.output_text.delta\ndata: {"type":"response.output_text.delta","delta":"hi"}\n\n',
        ),
    }
    for api, (empty, token) in cases.items():
        p = UsageParser(APIS[api], stream=True)
        feed_all(p, empty * 3)
        assert p.generated == 0, api
        feed_all(p, token)
        assert p.generated == 1, api


def test_strips_only_the_usage_chunk():
    keep = b'data: {"choices":[{"delta":{"content":"t"}}]}\n\n'
    usage = b'data: {"choices":[],"usage":{"prompt_tokens":3,"completion_tokens":1}}\n\n'
    p = UsageParser(APIS["openai-chat"], stream=True, strip_usage_chunk=True)
    out = feed_all(p, keep + usage + b"data: [DONE]\n\n", 3)
    assert out == keep + b"data: [DONE]\n\n" and p.usage.output_tokens == 1


@pytest.mark.parametrize(
    ("family", "check"),
    [
        ("ollama", lambda o: o == {"error": "boom"}),
        ("openai", lambda o: o["error"] == {"message": "boom", "type": "rate_limit_error", "code": "queue_full"}),
        ("llamacpp", lambda o: o["error"] == {"code": 429, "message": "boom", "type": "rate_limit_error"}),
    ],
)
def test_error_shapes(family, check):
    assert check(json.loads(error_body(FAMILIES[family], 429, "boom", "queue_full")))


def test_stream_error_event_framing():
    assert stream_error_event(APIS["ollama-generate"], "x").endswith(b"}\n")
    assert stream_error_event(APIS["openai-chat"], "x").startswith(b"data: {")
