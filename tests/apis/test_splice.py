"""A reply in several legs read as one (``apis.splice``): which requests may be suspended,
the request that continues a reply, and the later legs' events rewritten into the first's."""

from __future__ import annotations

import json

import pytest

from sidecar.apis.catalog import APIS
from sidecar.apis.splice import Splice, refusal
from sidecar.apis.usage import UsageParser

CHAT = {"messages": [{"role": "user", "content": "Write an essay."}], "max_tokens": 100, "stream": True}


@pytest.mark.parametrize(
    ("api", "body", "stream", "why"),
    [
        ("openai-chat", CHAT, True, None),
        ("openai-chat", {**CHAT, "response_format": {"type": "text"}}, True, None),
        ("openai-chat", {**CHAT, "logprobs": False}, True, None),
        ("openai-chat", CHAT, False, None),  # answered whole: streamed from the backend
        ("openai-chat", {**CHAT, "n": 2}, True, "several choices"),
        ("openai-chat", {**CHAT, "response_format": {"type": "json_object"}}, True, "constrained output"),
        ("openai-chat", {**CHAT, "grammar": "root ::= [a-z]+"}, True, "constrained output"),
        ("openai-chat", {**CHAT, "json_schema": {"type": "object"}}, True, "constrained output"),
        ("openai-chat", {**CHAT, "logprobs": True}, True, "log-probabilities"),
        ("llamacpp-completion", {"prompt": "x", "n_probs": 3}, True, "log-probabilities"),
        ("openai-chat", {**CHAT, "seed": 7}, True, "fixed seed"),
        ("ollama-chat", {**CHAT, "options": {"seed": 7}}, True, "fixed seed"),
        ("ollama-chat", {**CHAT, "format": "json"}, True, "constrained output"),
        ("ollama-chat", {**CHAT, "think": True}, True, "reasoning"),
        ("llamacpp-completion", {"prompt": "x", "cache_prompt": False}, True, "echo, suffix or no prompt cache"),
        ("openai-completions", {"prompt": "def f(", "suffix": ")"}, True, "echo, suffix or no prompt cache"),
        ("llamacpp-completion", {"prompt": [1, 2, 3]}, True, "prompt not text"),
        ("ollama-generate", {"prompt": "x"}, True, "templated prompt"),
        ("ollama-generate", {"prompt": "x", "raw": True}, True, None),
        ("anthropic-messages", CHAT, True, None),
        ("anthropic-messages", {**CHAT, "thinking": {"type": "enabled", "budget_tokens": 1024}}, True, "reasoning"),
        ("openai-responses", {"input": "x"}, True, "api"),
    ],
)
def test_which_replies_may_be_suspended(api, body, stream, why):
    assert refusal(api, body, stream) == why


@pytest.mark.parametrize("value", ["off", "no", "never", "0", "false"])
def test_a_client_opts_out_by_header(value):
    assert refusal("openai-chat", CHAT, True, value) == "opted out"
    assert refusal("openai-chat", CHAT, True, "on") is None


def test_a_chat_reply_continues_as_a_trailing_assistant_message_its_cap_lowered():
    sp = Splice("openai-chat")
    sp.text = "Once upon"
    sp.resumed(12)
    body = sp.body({**CHAT, "max_completion_tokens": 50, "n_predict": 80})
    assert body["messages"][-1] == {"role": "assistant", "content": "Once upon"}
    assert body["messages"][:-1] == CHAT["messages"]
    assert (body["max_tokens"], body["max_completion_tokens"], body["n_predict"]) == (88, 38, 68)
    # the client's own prefill is extended, not followed by a second assistant message
    prefilled = {**CHAT, "messages": [*CHAT["messages"], {"role": "assistant", "content": "Sure: "}]}
    body = sp.body(prefilled)
    assert len(body["messages"]) == 2 and body["messages"][-1]["content"] == "Sure: Once upon"


def test_completions_continue_as_prompt_plus_text_and_ollama_options_are_lowered():
    sp = Splice("ollama-generate")
    sp.text = " world"
    sp.resumed(3)
    body = sp.body({"prompt": "hello", "raw": True, "options": {"num_predict": 10, "temperature": 0}})
    assert body["prompt"] == "hello world" and body["options"] == {"num_predict": 7, "temperature": 0}
    assert sp.body({"prompt": "p", "n_predict": 2})["n_predict"] == 1  # never below one


def sse(obj: dict) -> bytes:
    return b"data: " + json.dumps(obj).encode() + b"\n\n"


def chunk(content: str | None = None, role: bool = False, finish: str | None = None, id_: str = "a") -> bytes:
    delta: dict = {"role": "assistant", "content": None} if role else {"content": content} if content else {}
    return sse(
        {
            "id": id_,
            "created": 1 if id_ == "a" else 2,
            "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
        }
    )


def events(out: bytes) -> list[dict]:
    return [json.loads(e[6:]) for e in out.split(b"\n\n") if e.startswith(b"data: {")]


def text_of(out: bytes) -> str:
    return "".join((c.get("delta") or {}).get("content") or "" for ev in events(out) for c in ev.get("choices") or [])


def test_two_legs_read_as_one_openai_stream():
    """The second leg's role chunk goes, the echoed start is taken off, the id is the first
    leg's, and the counts add up: prompt once, completion over both legs."""
    sp = Splice("openai-chat")
    parser = UsageParser(APIS["openai-chat"], True, splice=sp)
    first = parser.feed(chunk(role=True) + chunk("Once") + chunk(" upon") + chunk(" a"))
    parser.feed(b'data: {"id": "a", "choi')  # an event the backend had begun when the reply was cut
    parser.cut()
    assert sp.text == "Once upon a" and parser.generated == 3
    sp.resumed(3)
    second = parser.feed(
        chunk(role=True, id_="b")
        + chunk("Once upon a time", id_="b")  # the backend repeats the text it was given, then goes on
        + chunk(" there", id_="b")
        + chunk(finish="stop", id_="b")
        + sse({"id": "b", "choices": [], "usage": {"prompt_tokens": 23, "completion_tokens": 2, "total_tokens": 25}})
        + b"data: [DONE]\n\n"
    )
    assert text_of(first + second) == "Once upon a time there"
    evs = events(first + second)
    assert {e["id"] for e in evs} == {"a"} and {e["created"] for e in evs if "created" in e} == {1}
    assert sum(1 for e in evs for c in e["choices"] if "role" in c["delta"]) == 1
    assert evs[-1]["usage"] == {"prompt_tokens": 20, "completion_tokens": 5, "total_tokens": 25}
    assert second.endswith(b"data: [DONE]\n\n")
    usage = parser.finish()
    assert (usage.prompt_tokens, usage.output_tokens) == (20, 5)


def test_an_echo_in_pieces_and_a_backend_that_does_not_echo():
    sp = Splice("openai-chat")
    sp.text = "The quick brown fox jumps over"
    sp.resumed(6)
    out = b"".join(
        sp.event(p[6:-2]) or b"" for p in (chunk("The quick brown "), chunk("fox jumps over"), chunk(" the"))
    )
    assert b"The quick" not in out and b" the" in out
    sp = Splice("openai-chat")
    sp.text = "I think"
    sp.resumed(2)
    assert json.loads(sp.event(chunk(" I")[6:-2]) or b"")["choices"][0]["delta"]["content"] == " I"


def test_ollama_pieces_and_counts():
    sp = Splice("ollama-chat")
    parser = UsageParser(APIS["ollama-chat"], True, splice=sp)
    piece = {"model": "m", "message": {"role": "assistant", "content": "Hi"}, "done": False}
    parser.feed(json.dumps(piece).encode() + b"\n")
    sp.resumed(1)
    done = {
        "model": "m",
        "message": {"role": "assistant", "content": ""},
        "done": True,
        "eval_count": 4,
        "prompt_eval_count": 2,
    }
    out = parser.feed(
        json.dumps({**piece, "message": {"role": "assistant", "content": " there"}}).encode()
        + b"\n"
        + json.dumps(done).encode()
        + b"\n"
    )
    lines = [json.loads(x) for x in out.splitlines()]
    assert [x["message"]["content"] for x in lines] == [" there", ""]
    # the partial reply Ollama read again as prompt is the reply's: the prompt counted once
    assert lines[-1]["eval_count"] == 5 and lines[-1]["prompt_eval_count"] == 1


def test_durations_and_cached_counts_over_the_legs_add_up():
    """Each leg's decoding is the reply's: the earlier legs' seconds (first piece to last)
    join the last leg's durations; a cache that held the partial reply never counts more
    cached tokens than prompt."""
    clock = iter([10.0, 10.5, 11.0])  # the first leg's pieces: 1 s of decoding
    sp = Splice("ollama-chat", clock=lambda: next(clock))
    for text in ("a", "b", "c"):
        sp.event(json.dumps({"message": {"role": "assistant", "content": text}, "done": False}).encode())
    sp.resumed(3)
    done = {
        "message": {"role": "assistant", "content": ""},
        "done": True,
        "eval_count": 2,
        "prompt_eval_count": 33,
        "eval_duration": 200_000_000,
        "total_duration": 500_000_000,
    }
    out = json.loads(sp.event(json.dumps(done).encode()))
    assert (out["eval_count"], out["prompt_eval_count"]) == (5, 30)
    assert (out["eval_duration"], out["total_duration"]) == (1_200_000_000, 1_500_000_000)
    sp = Splice("openai-chat", clock=lambda: 0.0)
    sp.event(chunk("x")[6:-2])
    sp.resumed(40)
    usage = {
        "choices": [],
        "usage": {"prompt_tokens": 50, "completion_tokens": 10, "prompt_tokens_details": {"cached_tokens": 48}},
    }
    u = json.loads(sp.event(json.dumps(usage).encode()))["usage"]
    assert (u["prompt_tokens"], u["completion_tokens"], u["prompt_tokens_details"]["cached_tokens"]) == (10, 50, 8)


def test_what_a_stream_shows_can_make_it_unsafe_or_ended():
    sp = Splice("openai-chat")
    sp.event(chunk("Let me")[6:-2])
    assert sp.continuable
    call = {"id": "a", "choices": [{"index": 0, "delta": {"tool_calls": [{"index": 0, "function": {"name": "f"}}]}}]}
    sp.event(json.dumps(call).encode())
    assert not sp.continuable and sp.unsafe == "tool call"
    sp = Splice("llamacpp-completion")
    sp.event(b'{"content": "", "stop": true}')
    assert not sp.continuable  # ended: nothing to resume


def test_a_client_that_did_not_stream_gets_one_body_of_every_leg():
    sp = Splice("openai-chat", collect=True)
    body = sp.upstream({**CHAT, "stream": False})
    assert body["stream"] is True and body["stream_options"] == {"include_usage": True}
    parser = UsageParser(APIS["openai-chat"], True, splice=sp)
    parser.feed(chunk(role=True) + chunk("Once") + chunk(" upon"))
    sp.resumed(2)
    parser.feed(
        chunk("Once upon a time", id_="b")
        + chunk(finish="length", id_="b")
        + sse({"id": "b", "choices": [], "usage": {"prompt_tokens": 22, "completion_tokens": 2, "total_tokens": 24}})
    )
    whole = sp.whole()
    assert whole["id"] == "a" and whole["object"] == "chat.completion"
    assert whole["choices"] == [
        {"index": 0, "finish_reason": "length", "message": {"role": "assistant", "content": "Once upon a time"}}
    ]
    assert whole["usage"] == {"prompt_tokens": 20, "completion_tokens": 4, "total_tokens": 24}
    ollama = Splice("ollama-chat", collect=True)
    ollama.event(b'{"model": "m", "message": {"role": "assistant", "content": "Hi"}, "done": false}')
    ollama.event(b'{"model": "m", "message": {"role": "assistant", "content": ""}, "done": true, "eval_count": 1}')
    assert ollama.whole()["message"] == {"role": "assistant", "content": "Hi"} and ollama.whole()["done"] is True


def anthropic_events(*objs: dict) -> bytes:
    return b"".join(f"event: {o['type']}\ndata: {json.dumps(o)}\n\n".encode() for o in objs)


def test_anthropic_messages_legs_read_as_one_and_whole():
    sp = Splice("anthropic-messages", collect=True)
    parser = UsageParser(APIS["anthropic-messages"], True, splice=sp)
    start = {"type": "message_start", "message": {"id": "msg_1", "role": "assistant", "usage": {"input_tokens": 9}}}
    block = {"type": "content_block_start", "index": 0, "content_block": {"type": "text", "text": ""}}

    def text(t: str) -> dict:
        return {"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": t}}

    first = parser.feed(anthropic_events(start, block, text("Once"), text(" upon")))
    sp.resumed(2)
    second = parser.feed(
        anthropic_events(
            {**start, "message": {**start["message"], "id": "msg_2"}},
            block,
            {"type": "ping"},
            text(" a time"),
            {"type": "content_block_stop", "index": 0},
            {"type": "message_delta", "delta": {"stop_reason": "max_tokens"}, "usage": {"output_tokens": 3}},
            {"type": "message_stop"},
        )
    )
    kinds = [line.split(b": ", 1)[1] for line in (first + second).split(b"\n") if line.startswith(b"event: ")]
    assert kinds.count(b"message_start") == 1 and kinds.count(b"content_block_start") == 1 and b"ping" not in kinds
    whole = sp.whole()
    assert whole["id"] == "msg_1" and whole["content"] == [{"type": "text", "text": "Once upon a time"}]
    assert whole["stop_reason"] == "max_tokens" and whole["usage"]["output_tokens"] == 5
    assert parser.finish().output_tokens == 5


ODD = [
    {"choices": "x"},
    {"choices": [{"delta": [1]}]},
    {"choices": [{"delta": {"content": 5}}], "usage": [1]},
    {"message": ["not", "a", "dict"], "done": "yes"},
    {"type": "message_delta", "delta": [1], "usage": [2]},
    {"type": "content_block_delta", "delta": {"type": "text_delta", "text": {"x": 1}}},
    {"type": "content_block_start", "content_block": "text"},
    {"timings": {"predicted_n": "many"}, "usage": {"completion_tokens": "3"}},
]


@pytest.mark.parametrize(
    "api",
    sorted(
        [
            "openai-chat",
            "openai-completions",
            "llamacpp-completion",
            "ollama-chat",
            "ollama-generate",
            "anthropic-messages",
        ]
    ),
)
def test_a_backend_event_of_any_shape_passes_and_a_body_can_still_be_made(api):
    """An event of a shape the splice cannot read reaches the client as it came in the first
    leg (and as JSON in a later one, or not at all); the reply's text stays text, and the
    whole body an object."""
    for legs in (1, 2):
        sp = Splice(api, collect=True)
        if legs == 2:
            sp.text = "t0 "
            sp.resumed(1)
        for obj in ODD:
            raw = json.dumps(obj).encode()
            out = sp.event(raw)
            if legs == 1:
                assert out == raw or json.loads(out) == obj, (api, obj)
            else:
                assert out is None or isinstance(json.loads(out), dict), (api, obj)
        assert isinstance(sp.text, str) and sp.text.startswith("t0 " if legs == 2 else "")
        assert isinstance(sp.whole(), dict)


@pytest.mark.parametrize(
    ("api", "body"),
    [
        ("openai-chat", {"messages": [], "Response_Format": {"type": "json_object"}}),
        ("openai-chat", {"messages": [], "SEED": 7}),
        ("ollama-chat", {"messages": [], "FORMAT": "json"}),
        ("ollama-chat", {"messages": [], "OPTIONS": {"seed": 7}}),
        ("ollama-generate", {"prompt": "x", "raw": True, "Raw": False}),  # Go: the last wins, templated
    ],
)
def test_a_backend_that_folds_keys_is_judged_as_it_reads_them(api, body):
    assert refusal(api, body, True) is None or api == "ollama-generate"
    assert refusal(api, body, True, folds=True) is not None


def test_a_resumed_cap_is_lowered_under_any_spelling_the_backend_reads():
    sp = Splice("ollama-chat", folds=True)
    sp.resumed(50)
    out = sp.body({"messages": [], "MAX_TOKENS": 150, "Options": {"NUM_PREDICT": 150, "top_k": 5}})
    assert out["MAX_TOKENS"] == 100 and out["Options"] == {"NUM_PREDICT": 100, "top_k": 5}
    exact = Splice("openai-chat")  # llama-server reads exact keys: a key it does not read is left alone
    exact.resumed(50)
    assert exact.body({"messages": [], "MAX_TOKENS": 150, "max_tokens": 150}) == {
        "messages": [{"role": "assistant", "content": ""}],
        "MAX_TOKENS": 150,
        "max_tokens": 100,
    }
