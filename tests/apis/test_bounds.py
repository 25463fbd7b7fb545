"""apis.bounds and each family's ``bound``: what a request's own form says of its reply's size."""

from __future__ import annotations

import json

import pytest

from sidecar.apis.bounds import INTEGER_CHARS, STEP, grammar_tokens, schema_tokens, stops_at_newline
from sidecar.apis.parse import parse_request
from sidecar.prediction.stated import END_TOKENS, LINE_TOKENS

LABEL = {
    "type": "object",
    "properties": {"label": {"enum": ["positive", "negative", "neutral"]}},
    "required": ["label"],
}
TITLE = {"type": "object", "properties": {"title": {"type": "string", "maxLength": 60}}}
FREE = {"type": "object", "properties": {"summary": {"type": "string"}}}
MSGS = [{"role": "user", "content": "Classify: the soup was cold."}]


def test_the_longest_value_a_schema_admits_bounds_its_tokens():
    # every character of the longest admitted text is at most one token
    longest = json.dumps({"label": "negative"})
    assert len(longest) <= schema_tokens(LABEL) <= 3 * len(longest)
    assert schema_tokens(TITLE) >= 60
    assert schema_tokens({"type": "boolean"}) < schema_tokens({"type": "integer"}) < schema_tokens({"type": "number"})
    assert schema_tokens({"type": "integer", "minimum": 1, "maximum": 5}) < schema_tokens({"type": "integer"})
    assert schema_tokens({"type": "array", "items": {"type": "boolean"}, "maxItems": 10}) > 10
    assert schema_tokens({"type": "string", "format": "date"}) >= 10
    assert schema_tokens({"anyOf": [{"type": "null"}, TITLE]}) == schema_tokens(TITLE)
    refs = {"$defs": {"t": TITLE}, "type": "object", "properties": {"a": {"$ref": "#/$defs/t"}}}
    assert schema_tokens(refs) > schema_tokens(TITLE)


@pytest.mark.parametrize(
    "schema",
    [
        FREE,  # a free string
        {"type": "array", "items": {"type": "boolean"}},  # no maxItems
        {"type": "object", "properties": {"a": {"type": "boolean"}}, "additionalProperties": True},
        {"type": "object", "additionalProperties": {"type": "integer"}},
        {},  # any JSON
        {"type": "string", "pattern": "^[a-z]+$"},
        {"$ref": "https://example.com/schema.json"},
        {
            "$defs": {"n": {"type": "array", "maxItems": 2, "items": {"$ref": "#/$defs/n"}}},
            "$ref": "#/$defs/n",
        },  # a cycle
    ],
)
def test_a_schema_that_admits_values_of_any_length_has_no_bound(schema):
    assert schema_tokens(schema) is None


def test_only_a_bare_newline_stop_means_one_line():
    assert stops_at_newline("\n") and stops_at_newline(["###", "\n"]) and stops_at_newline(["\r\n"])
    assert not stops_at_newline("\n\n") and not stops_at_newline(["\nUser:"]) and not stops_at_newline(None)
    assert not stops_at_newline(["x", 3])


def _bound(api: str, body: dict) -> int | None:
    return parse_request(api, {"model": "m", **body}).bound


def test_each_api_reads_the_bounds_it_documents():
    line = LINE_TOKENS + END_TOKENS
    assert _bound("openai-chat", {"messages": MSGS, "stop": ["\n"]}) == line
    assert _bound("openai-completions", {"prompt": "def f(", "stop": "\n"}) == line
    assert _bound("llamacpp-completion", {"prompt": "x", "stop": ["\n"]}) == line
    assert _bound("ollama-generate", {"prompt": "x", "options": {"stop": ["\n"]}}) == line
    assert _bound("anthropic-messages", {"messages": MSGS, "max_tokens": 500, "stop_sequences": ["\n"]}) == line
    label = grammar_tokens(LABEL) + END_TOKENS
    assert label >= 28  # what llama-server (defaults, SmolLM2) spent on {"label":"yes"} under this schema
    rf = {"type": "json_schema", "json_schema": {"name": "label", "schema": LABEL}}
    assert _bound("openai-chat", {"messages": MSGS, "response_format": rf}) == label
    assert _bound("openai-chat", {"messages": MSGS, "json_schema": LABEL}) == label  # llama-server's own field
    assert _bound("llamacpp-completion", {"prompt": "x", "json_schema": LABEL}) == label
    assert _bound("ollama-chat", {"messages": MSGS, "format": LABEL}) == label
    text = {"format": {"type": "json_schema", "name": "label", "schema": LABEL}}
    assert _bound("openai-responses", {"input": "Classify it", "text": text}) == label
    # the tighter of two
    assert _bound("openai-chat", {"messages": MSGS, "response_format": rf, "stop": "\n"}) == label
    # what says nothing of the size
    for body in (
        {"messages": MSGS},
        {"messages": MSGS, "response_format": {"type": "json_object"}},
        {"messages": MSGS, "response_format": {"type": "json_schema", "json_schema": {"name": "s", "schema": FREE}}},
        {"messages": MSGS, "stop": ["\n\n"]},
    ):
        assert _bound("openai-chat", body) is None
    assert _bound("ollama-chat", {"messages": MSGS, "format": "json"}) is None


def test_a_forced_call_of_bounded_tools_is_bounded_one_call_at_a_time():
    fn = {"name": "set_label", "parameters": LABEL}
    tools = [{"type": "function", "function": fn}]
    chat = {"messages": MSGS, "tools": tools}
    one = _bound("openai-chat", {**chat, "tool_choice": "required"})
    assert one is not None and one > grammar_tokens(LABEL)
    assert (
        _bound("openai-chat", {**chat, "tool_choice": {"type": "function", "function": {"name": "set_label"}}}) == one
    )
    assert _bound("openai-chat", {**chat, "tool_choice": "auto"}) is None  # it may answer in prose
    assert _bound("openai-chat", {**chat, "tool_choice": "required", "parallel_tool_calls": True}) is None
    free = [*tools, {"type": "function", "function": {"name": "write", "parameters": FREE}}]
    assert _bound("openai-chat", {"messages": MSGS, "tools": free, "tool_choice": "required"}) is None
    assert (
        _bound(
            "openai-chat",
            {"messages": MSGS, "tools": free, "tool_choice": {"type": "function", "function": {"name": "set_label"}}},
        )
        == one
    )
    resp = {"input": "Classify it", "tools": [{"type": "function", **fn}], "tool_choice": "required"}
    assert _bound("openai-responses", resp) == one
    msgs = {"messages": MSGS, "max_tokens": 300, "tools": [{"name": "set_label", "input_schema": LABEL}]}
    forced = {"type": "tool", "name": "set_label", "disable_parallel_tool_use": True}
    assert _bound("anthropic-messages", {**msgs, "tool_choice": forced}) == one
    assert _bound("anthropic-messages", {**msgs, "tool_choice": {"type": "any"}}) is None  # several calls allowed


def test_embeddings_have_no_reply_to_bound():
    assert _bound("openai-embeddings", {"input": "x", "stop": "\n"}) is None


@pytest.mark.parametrize(
    ("schema", "bound"),
    [
        ({"type": "array", "maxItems": True, "items": {"type": "boolean"}}, None),  # a bool is no count
        ({"type": "object", "properties": [1, 2]}, None),
        ({"type": {"not": "a type"}}, None),
        ({"type": "integer", "minimum": -1e308, "maximum": 1e308}, INTEGER_CHARS + STEP),  # the digits' cap
        ({"enum": []}, None),
        ({"anyOf": "no"}, None),
        ({"$ref": "#/$defs/missing"}, None),
        ({"$ref": "#/a~1b/~0c", "a/b": {"~c": {"type": "boolean"}}}, 1 + STEP),  # JSON pointer escapes
        ({"type": "array", "prefixItems": [{"type": "boolean"}], "items": False, "maxItems": -1}, None),
    ],
)
def test_odd_schemas_give_a_number_or_none_never_an_error(schema, bound):
    """An odd schema is read as admitting any length (None: no bound from it), except where
    what can be read still bounds it."""
    assert schema_tokens(schema) == bound


def test_a_deep_schema_is_unbounded_not_a_recursion_error():
    deep: dict = {"type": "boolean"}
    for _ in range(200):
        deep = {"type": "object", "properties": {"a": deep}}
    assert schema_tokens(deep) is None
