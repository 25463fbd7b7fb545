"""The sizer (``prediction/sizing.py``) with the bounds the API adapters read from a body: the
constants the two rooms share are one constant, so a rule keyed on a form's bound fires."""

from __future__ import annotations

import pytest

from sidecar.apis.bounds import reply_bound, stops_at_newline
from sidecar.prediction.stated import END_TOKENS, FIM_LINE_TOKENS, FIM_TOKENS, LINE_TOKENS
from sidecar.tools.predict_cli import Predictor

FIM = "<|fim_prefix|>def mean(xs):\n    total = sum(<|fim_suffix|>\n    return total / len(xs)\n<|fim_middle|>"


@pytest.fixture(scope="module")
def predictor(tmp_path_factory) -> Predictor:
    return Predictor(state_dir=tmp_path_factory.mktemp("fresh"))


def test_a_line_bound_is_the_line_and_its_end():
    assert stops_at_newline(["\n", "<|endoftext|>"])
    assert reply_bound(LINE_TOKENS) == LINE_TOKENS + END_TOKENS


@pytest.mark.parametrize(
    ("body", "api"),
    [
        ({"prompt": FIM, "stop": ["\n"], "max_tokens": 96}, "openai-completions"),
        ({"prompt": FIM, "stop": "\n"}, "openai-completions"),
        ({"input_prefix": "def mean(xs):\n    total = sum(", "input_suffix": "\n", "stop": ["\n"]}, "llamacpp-infill"),
    ],
)
def test_an_editor_completion_that_stops_at_the_line_end_is_the_rest_of_a_line(predictor, body, api):
    """An editor's fill-in-the-middle that stops at the newline is sized as the rest of one
    line, not as a completion at the cursor (which may run several lines)."""
    out = predictor.predict(body, api=api)
    assert out["sized_by"] == "stated"
    assert out["stated"]["tokens"] == FIM_LINE_TOKENS
    assert out["predicted_tokens"] < FIM_TOKENS


def test_without_the_stop_it_is_a_completion_at_the_cursor(predictor):
    out = predictor.predict({"prompt": FIM, "max_tokens": 96}, api="openai-completions")
    assert out["stated"]["tokens"] == FIM_TOKENS
