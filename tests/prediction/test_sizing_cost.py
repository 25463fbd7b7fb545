"""What untrusted text can make sizing cost: the whole size of a request (features, score,
what it states, its known client) for crafted prompts of 100,000 characters, against an
ordinary prompt of the same length timed beside it (a ratio: the machine's speed and load
cancel). The bound the reader keeps: its windows are bounded in characters, in the lines it
reads as marks (``stated.MARKS_READ``) and in the task texts it reads a request; every
expression runs on them in one pass (wrappers are paired by name, not by a back-reference)."""

from __future__ import annotations

import random
import re
import time

import pytest

from sidecar.prediction.clients import KnownClients, _lines, fold
from sidecar.prediction.features import Conversation, extract_features
from sidecar.prediction.stated import MARKS_READ, instructions, read_stated, unwrap
from sidecar.tools.predict_cli import CRAFTED, ORDINARY, crafted_prompt

N = 100_000


@pytest.fixture(scope="module")
def size(predictor):
    clients = KnownClients.shipped()

    def whole(conv: Conversation) -> None:
        read_stated(conv)
        clients.match(conv)
        predictor.score(extract_features(conv, predictor.words))

    return whole


def fastest(size, conv: Conversation, n: int = 5) -> float:
    best = float("inf")
    for _ in range(n):
        t0 = time.perf_counter()
        size(conv)
        best = min(best, time.perf_counter() - t0)
    return best


def ratio(size, crafted: Conversation, ordinary: Conversation) -> float:
    """Crafted over ordinary, each the fastest of rounds taken in turn (noise only slows)."""
    a = b = float("inf")
    for _ in range(3):
        a = min(a, fastest(size, crafted))
        b = min(b, fastest(size, ordinary))
    return a / b


@pytest.mark.parametrize("name", list(CRAFTED))
def test_a_crafted_prompt_costs_a_few_times_an_ordinary_one_of_its_length(size, name):
    text = crafted_prompt(CRAFTED[name], N)
    ordinary = Conversation.from_prompt(crafted_prompt(ORDINARY, N))
    # measured 0.5-3.6x; before the reader was bounded, openings never closed cost 116x and
    # blank or colon lines 30-40x
    assert ratio(size, Conversation.from_prompt(text), ordinary) < 8.0


def test_many_messages_and_many_system_messages_are_read_a_bounded_number_of_times(size):
    ordinary = Conversation.from_prompt(crafted_prompt(ORDINARY, N))
    systems = Conversation(tuple([("system", ("answer in 3 words. " * 210)[:3990])] * 25 + [("user", "hi")]))
    turns = Conversation(tuple(("user", "in 3 words?") if i % 2 == 0 else ("assistant", "ok") for i in range(4000)))
    assert ratio(size, systems, ordinary) < 8.0
    assert ratio(size, turns, ordinary) < 8.0


TAG = re.compile(r"<([A-Za-z_][\w.-]{0,40})(?:\s[^<>]{0,200})?>(.*?)</\1\s*>", re.S)
TAG_INSTRUCTION = re.compile(r"instruction|task|rule|guideline|format|output|requirement|constraint|system")


def by_backreference(text: str) -> tuple[str, list[str]]:
    """Unwrapping as one expression with a back-reference does it (quadratic where openings
    stay unclosed): what ``unwrap`` must equal."""
    kept: list[str] = []

    def one(m: re.Match[str]) -> str:
        if TAG_INSTRUCTION.search(m.group(1).lower()):
            kept.append(m.group(2))
        return "\n"

    return TAG.sub(one, text), kept


PIECES = [
    "<a>", "</a>", "<a x='1'>", "</a >", "<task>", "</task>", "<Task>", "</TASK>", "<b.c-d>", "</b.c-d>",
    "<instructions>", "</instructions>", "<chat_history>", "</chat_history>", "<" + "n" * 45 + ">",
    "</" + "n" * 45 + ">", "< a>", "</a\n>", "<a\n" + "z" * 210 + ">", "text", "\n", " ", "<", "</", ">",
]  # fmt: skip


def test_unwrapping_in_one_pass_reads_what_a_back_reference_reads():
    rng = random.Random(7)
    for _ in range(20_000):
        text = "".join(rng.choice(PIECES) for _ in range(rng.randint(0, 30)))
        got = unwrap(text)
        want = by_backreference(text)
        assert (got[0], got[1]) == want, text


def test_marks_past_the_bound_are_read_as_the_lines_around_them():
    # headings within the bound open their sections; past it, a line that looks like one is
    # text of the section it is in (here the task's: the history past it is read)
    def template(marks: int) -> str:
        return "### Task:\nWrite a title.\n" + "a:\n" * marks + "### Chat History:\nUSER: hello"

    assert "user: hello" not in instructions(template(MARKS_READ - 3)).text
    read = instructions(template(MARKS_READ))
    assert read.structured and "write a title." in read.text and "user: hello" in read.text


def test_the_edge_lines_of_a_message_are_found_without_folding_every_line():
    def every_line(text: str, head: bool) -> list[str]:
        part = text[:1000] if head else text[-1000:]
        lines = [x for x in (fold(x) for x in part.split("\n")) if x]
        if len(text) > 1000 and lines:
            lines = lines[:-1] if head else lines[1:]
        return lines[:2] if head else lines[-2:]

    rng = random.Random(3)
    bits = ["\n", " ", "\t", "a", "Bc d", "\n\n", " \n", "x" * 50, "y" * 300, "\r", "\u3000"]
    for _ in range(20_000):
        text = "".join(rng.choice(bits) for _ in range(rng.randint(0, 40)))
        for head in (True, False):
            assert _lines(text, head) == every_line(text, head), text


def test_cjk_counts_found_where_they_can_start_are_the_expressions_own():
    from sidecar.prediction.sizewords import CJK_COUNT
    from sidecar.prediction.stated import _cjk_counts

    rng = random.Random(5)
    bits = list("一二两三四五十个字词文句行段到至-~ 　1234") + [
        "다섯",
        "한",
        "두",
        "단어",
        "글자",
        "문장",
        "줄",
        "个标签",
        "個詞",
        "単語",
        "以内",
    ]
    for _ in range(20_000):
        text = "".join(rng.choice(bits) for _ in range(rng.randint(0, 25)))
        assert [m.span() for m in _cjk_counts(text)] == [m.span() for m in CJK_COUNT.finditer(text)], text


def test_a_phrase_compiled_with_its_word_boundaries_factored_matches_as_written():
    from sidecar.prediction.sizewords import phrase

    patterns = [
        r"\bin (?:a |one )?word\b|\bone[- ]word (?:answer|reply)\b|одним словом|\bonly (?:the )?word\b|一个词",
        r"\byes or no\b|\byes/no\b|да или нет|\bja oder nein\b|是或否",
        r"\b(?:a|b)c|[|(]x\b|\bab|\b(c)|d\|e|\ba[]|]b|\b[^]a]c",
    ]
    rng = random.Random(11)
    bits = ["in ", "a ", "one ", "word", "one-word ", "answer", "одним словом", "only ", "the ", "一个词", "yes or no",
            "yes/no", "да или нет", "ja oder nein", "是或否", "ab", "c", "x", "|", "(", "d|e", "]", "b", " ", "."]  # fmt: skip
    for p in patterns:
        plain, fast = re.compile(p), phrase(p)
        assert fast.pattern != p
        for _ in range(5_000):
            text = "".join(rng.choice(bits) for _ in range(rng.randint(0, 20)))
            assert [m.group(0) for m in fast.finditer(text)] == [m.group(0) for m in plain.finditer(text)], (p, text)
