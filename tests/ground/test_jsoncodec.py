"""JSON on the request path: orjson's speed, the standard library's acceptance."""

from __future__ import annotations

import json

import pytest

from sidecar import jsoncodec


@pytest.mark.parametrize(
    "text",
    [
        '{"messages":[{"role":"user","content":"hi \\u00e9"}],"max_tokens":5}',
        '{"content":"\\ud800 a lone surrogate"}',  # orjson refuses, json takes it
        '{"x":NaN}',
    ],
)
def test_loads_accepts_what_the_standard_library_accepts(text):
    assert repr(jsoncodec.loads(text.encode())) == repr(json.loads(text))
    assert repr(jsoncodec.loads(bytearray(text.encode()))) == repr(json.loads(text))


def test_loads_fails_as_the_standard_library_fails():
    with pytest.raises(json.JSONDecodeError):
        jsoncodec.loads(b'{"a": ')
    with pytest.raises(RecursionError):
        jsoncodec.loads(b"[" * 100_000 + b"]" * 100_000)


@pytest.mark.parametrize("obj", [{"a": "é", "b": [1, 2.5, None, True]}, {"s": "\ud800"}, {"n": 2**70}])
def test_dumps_round_trips_through_the_standard_parser(obj):
    out = jsoncodec.dumps(obj)
    assert isinstance(out, bytes)
    assert json.loads(out.decode("utf-8", "surrogatepass")) == obj
