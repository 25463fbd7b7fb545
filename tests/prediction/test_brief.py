"""Replies short by what is asked, with no size stated: a short form asked for by name, a
pleasantry, a short factual question. Each read where it is meant, and nothing where the
same words ask for something longer."""

from __future__ import annotations

import pytest

from sidecar.prediction import brief
from sidecar.prediction.features import Conversation
from sidecar.prediction.stated import read_stated


def said(text: str, *before: tuple[str, str]) -> tuple[float, set[str]] | None:
    s = read_stated(Conversation((*before, ("user", text))))
    return None if s is None else (s.tokens, {s.kind})


@pytest.mark.parametrize(
    ("text", "kind", "lo", "hi"),
    [
        ("Write a haiku about autumn rain.", "haiku", 12, 60),
        ("a haiku about my cat, please", "haiku", 12, 60),
        ("Write two limericks about a forgetful wizard.", "limerick", 60, 200),
        ("Write limericks about cheese.", "limerick", 90, 300),
        ("Come up with a slogan for a vegan bakery.", "slogan", 5, 40),
        ("Suggest a catchy tagline for my plumbing business.", "slogan", 5, 40),
        ("Draft a tweet announcing our 2.0 release.", "tweet", 25, 110),
        ("Answer as a haiku: what is love?", "haiku", 12, 60),
        ("Напиши хайку про осень.", "haiku", 12, 60),
        ("写一首关于秋天的俳句。", "haiku", 12, 60),
        ("Thanks!", "pleasantry", 5, 40),
        ("ok great, thank you so much", "pleasantry", 5, 40),
        ("hello there", "pleasantry", 5, 40),
        ("merci !", "pleasantry", 5, 40),
        ("Who wrote Pride and Prejudice?", "factoid", 10, 80),
        ("What is the capital of Australia?", "factoid", 10, 80),
        ("How many legs does a spider have?", "factoid", 10, 80),
        ("Which planet is closest to the sun?", "factoid", 10, 80),
    ],
)
def test_a_short_reply_asked_for_is_sized_short(text, kind, lo, hi):
    got = said(text)
    assert got is not None and kind in got[1] and lo <= got[0] <= hi, (text, got)


@pytest.mark.parametrize(
    "text",
    [
        "What is a haiku?",
        "Explain the history of the haiku and how its rules changed.",
        "Write a launch plan for our bakery with a slogan, a budget and a timeline.",
        "Write a blog post about our release and a tweet to go with it.",
        "Write a tweet storm about the election.",
        "Thanks! Now explain how DNS resolution works, step by step.",
        "Why is the sky blue?",
        "Who is the greatest painter of all time and why?",
        "How many ways can 12 people sit at a round table?",
        "When was the Eiffel Tower built and what was it built for?",
        "How to make sourdough bread?",
        "Who is Ada Lovelace?",
        "Кто такой Шерлок Холмс?",
    ],
)
def test_the_same_words_asking_for_more_are_not_sized_short(text):
    got = said(text)
    assert got is None or got[0] > 60 or not got[1] & {*brief_kinds()}, (text, got)


def brief_kinds() -> set[str]:
    return {kind for kind, _, _ in brief.FORMS} | {"pleasantry", "factoid"}


def test_a_form_beside_a_long_request_is_the_long_requests_size():
    got = said("Write a haiku about the sea, then explain its imagery line by line in detail.")
    assert got is None or not got[1] & brief_kinds(), got


def test_how_many_are_asked_for_multiplies_and_is_bounded():
    one = said("Write a limerick about a cat.")
    three = said("Write three short funny limericks about a cat.")
    many = said("Write 99 haikus about the sea.")
    assert one is not None and three is not None and many is not None
    assert three[0] == pytest.approx(3 * one[0])
    assert many[0] <= brief.MAX_ITEMS * brief.FORMS[0][1] + 1


def test_a_number_behind_a_conjunction_is_not_the_forms_count():
    got = said("Write 3 paragraphs and a haiku.")
    assert got is None or "haiku" not in got[1], got


def test_a_pleasantry_or_question_after_a_conversation_is_read_from_the_last_turn():
    history = (("user", "How do I keep bread fresh?"), ("assistant", "Wrap it in cloth. " * 40))
    got = said("thanks, that helped", *history)
    assert got is not None and "pleasantry" in got[1], got


def test_a_long_instruction_reads_a_form_only_where_it_is_asked_for():
    preamble = "Our shop sells bread, cakes and coffee in a small town by the sea. " * 4
    asked = said(preamble + "Write a slogan for it.")
    named = said(preamble + "Last year our slogan was printed on every bag. Tell me how to grow the shop.")
    assert asked is not None and "slogan" in asked[1], asked
    assert named is None or "slogan" not in named[1], named


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Vielen Dank!", "pleasantry"),
        ("Wer hat den Zauberberg geschrieben?", "factoid"),
        ("Quelle est la capitale du Portugal ?", "factoid"),
        ("¿Quién pintó Las Meninas?", "factoid"),
        ("Кто написал «Войну и мир»?", "factoid"),
    ],
)
def test_pleasantries_and_factual_questions_in_other_languages(text, kind):
    got = said(text)
    assert got is not None and kind in got[1], (text, got)


@pytest.mark.parametrize("text", ["Warum ist der Himmel blau?", "¿Por qué se extinguieron los dinosaurios?"])
def test_why_in_other_languages_is_not_a_factoid(text):
    got = said(text)
    assert got is None or "factoid" not in got[1], (text, got)
