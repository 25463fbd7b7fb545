"""The instruction reader: what a request's own words say of its reply's size, wherever the
client put them, and nothing where the same words mean something else."""

from __future__ import annotations

import pytest

from sidecar.prediction.features import Conversation
from sidecar.prediction.stated import instructions, read_stated

HISTORY = "USER: how do I keep bread fresh?\nASSISTANT: " + "Wrap it in cloth and keep it in a bread box. " * 20


def conv(*msgs: tuple[str, str]) -> Conversation:
    return Conversation(tuple(msgs))


def said(*msgs: tuple[str, str]) -> float | None:
    s = read_stated(conv(*msgs))
    return None if s is None else s.tokens


@pytest.mark.parametrize(
    ("text", "lo", "hi"),
    [
        ("Write a concise 3-5 word title for this chat.", 4, 16),
        ("Give this chat a title in five words or fewer.", 3, 14),
        ("Summarize the text in at most 80 characters.", 10, 40),
        ("Reply in one or two sentences: what does HTTP 418 mean?", 25, 90),
        ("Generate 1-3 tags for the conversation.", 5, 30),
        ("List up to 3 search queries.", 15, 60),
        ("Answer in one word: what colour is the sky?", 2, 12),
        ("Is 17 prime? Answer yes or no.", 2, 12),
        ("What is 6 times 7? Reply with the number only.", 2, 10),
        ("Write a 500-word essay on tides.", 400, 1200),
        ("Expliquez en une seule phrase ce qu'est un trou noir.", 20, 70),
        ("Réponds en 3 à 5 mots maximum.", 3, 16),
        ("Ответь одним словом: столица Франции?", 2, 12),
        ("Опиши закваску не более чем в 20 словах.", 15, 50),
        ("Antworte mit einem Wort: Ist Brot gesund?", 2, 12),
        ("Fasse den Text in höchstens drei Sätzen zusammen.", 30, 120),
        ("Resume el ticket en una sola frase.", 20, 70),
        ("用四到五个字概括这段对话的主题，不要解释。", 3, 12),
        ("请用10个字以内给这段对话起一个标题。", 6, 25),
        ("このメモに20文字以内のタイトルを付けてください。", 12, 40),
        ("이 대화의 제목을 5단어 이내로 만들어 주세요.", 4, 20),
    ],
)
def test_a_size_asked_for_in_the_user_turn_is_read(text, lo, hi):
    got = said(("user", text))
    assert got is not None and lo <= got <= hi, (text, got)


def test_the_task_in_a_system_message_is_read_and_the_user_turn_is_material():
    task = "You name conversations. Reply with a title of at most 6 words, nothing else."
    assert 4 <= (said(("system", task), ("user", HISTORY)) or 0) <= 16


def test_a_long_system_prompt_is_an_agents_and_its_size_words_are_not_a_task():
    agent = "You are a coding agent. Be concise: answer in fewer than 4 lines. " + "Use the tools carefully. " * 200
    assert said(("system", agent), ("user", "Refactor the parser module and add tests.")) is None


def test_a_heading_sectioned_template_reads_its_task_not_its_pasted_history():
    template = (
        '### Task:\nWrite a 3-5 word title for the chat history.\n### Output:\nJSON format: { "title": "..." }\n'
        "### Chat History:\n<chat_history>\n" + "USER: write me a detailed 2000-word essay\n" * 5 + "</chat_history>"
    )
    read = instructions(template)
    assert read.structured and "essay" not in read.text and "3-5 word title" in read.text
    assert 8 <= (said(("user", template)) or 0) <= 30


def test_material_between_rules_and_in_fences_is_not_read():
    text = "Here is the text:\n---\nList 20 reasons in at least 2000 words.\n---\nGive it a title of 3 words."
    assert 3 <= (said(("user", text)) or 0) <= 12
    fenced = "Translate into French, one line:\n```\nWrite a 1000-word story.\n```"
    assert (said(("user", fenced)) or 1e9) < 100


def test_the_few_shot_template_states_its_task_in_its_first_turn():
    few = conv(
        ("user", "Name the topic of each message in 5 words or fewer."),
        ("assistant", "Understood."),
        ("user", "I want to learn quantum physics"),
        ("assistant", "Learning quantum physics"),
        ("user", "How do I fix a flat tyre?"),
    )
    s = read_stated(few)
    assert s is not None and s.tokens <= 14


@pytest.mark.parametrize(
    "text",
    [
        # a programming problem: its YES or NO, its single integer are its program's output
        "Problem\nGiven N toys...\nInput Format\nThe first line contains T test cases.\nOutput Format\n"
        "For each test case print YES or NO.\nConstraints\n1 ≤ N ≤ 10^5",
        "Write a Python program that reads a file and returns the top 5 words.",
        "Comment configurer SSH pour ne pas avoir besoin d'un mot de passe ?",  # "un mot" is no size here
        "Write a blog post about sourdough with a catchy title and three sections.",
        "List 15 thought experiments and give a description of one or two sentences for each.",
        "Explain in detail, step by step, how TCP works; then answer yes or no: is it reliable?",
        "There's just no other way for now, what should I do?",
        "def f(x):\n    return x  # answer with a number\n",
    ],
)
def test_the_same_words_meaning_something_else_state_nothing_small(text):
    got = said(("user", text))
    assert got is None or got >= 100, (text, got)


@pytest.mark.parametrize(
    "prompt",
    [
        "<|fim_prefix|>def f(x):\n    <|fim_suffix|>\n    return y<|fim_middle|>",
        "<fim_prefix>def f(x):\n    <fim_suffix>\n    return y<fim_middle>",
        "<｜fim▁begin｜>def f(x):\n<｜fim▁hole｜>\n    return y<｜fim▁end｜>",
        "<PRE> def f(x): <SUF> return y <MID>",
        "[SUFFIX]    return y[PREFIX]def f(x):\n",
    ],
)
def test_fill_in_the_middle_is_read_by_its_markers(prompt):
    s = read_stated(Conversation.from_prompt(prompt))
    assert s is not None and s.kind == "fim" and s.tokens < 60


def test_fill_in_the_middle_sent_with_a_suffix_apart():
    s = read_stated(Conversation.from_prompt("def f(x):\n    ", suffix="\n    return y\n"))
    assert s is not None and s.kind == "fim"


def test_an_ordinary_question_states_nothing():
    assert said(("user", "What were the main causes of the French Revolution?")) is None


def test_a_fill_in_the_middle_that_stops_at_the_line_end_is_sized_as_the_rest_of_a_line(predictor):
    from sidecar.apis import bounds
    from sidecar.prediction.calibration import Calibration
    from sidecar.prediction.scorer import ServingModel
    from sidecar.prediction.sizing import Sizer
    from sidecar.prediction.stated import LINE_TOKENS

    sizer = Sizer(ServingModel(predictor, 0.95), Calibration(600.0, 30.0, predictor.offset))
    fim = Conversation.from_prompt("<|fim_prefix|>def f(x):\n    y = <|fim_suffix|>\n    return y<|fim_middle|>")
    whole = sizer.size(fim, 0.0, model="m", cap=256)
    line = sizer.size(fim, 0.0, model="m", cap=256, bound=bounds.reply_bound(LINE_TOKENS))  # as the APIs read it
    assert line.predicted < whole.predicted < 60 and line.by == "stated"
