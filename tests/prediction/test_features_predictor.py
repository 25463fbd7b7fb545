"""Features are the same in training and serving; the three scoring engines agree."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys

import numpy as np
import pytest

import sidecar.prediction.features as F
from sidecar.apis import parse_request
from sidecar.errors import ModelError
from sidecar.prediction.features import NUM_FEATURES, Conversation, extract_features
from sidecar.prediction.scorer import DEFAULT_MODEL_DIR, LengthPredictor, read_words
from sidecar.training.dataset import sample_table
from sidecar.training.formats import ReadReport, read_openai_chat, read_sharegpt
from sidecar.training.pipeline import read_sources
from sidecar.training.text import TEXT, WordIndex, with_text, words_json
from tests import REPO


def test_table_in_docstring_lists_every_feature_in_order():
    rows = re.findall(r"^\| (\d+)\s+\| (\w+)", F.__doc__ or "", re.M)
    assert [name for _, name in rows] == list(F.FEATURE_NAMES)
    assert [int(i) for i, _ in rows] == list(range(NUM_FEATURES))


def test_training_and_serving_compute_identical_vectors(tmp_path):
    """The same conversation read by a training reader and by the proxy's adapter."""
    msgs = [
        {"role": "system", "content": "You are terse."},
        {"role": "user", "content": "Write a Python function that parses CSV, step by step?"},
        {"role": "assistant", "content": "def parse(path): ..."},
        {"role": "user", "content": "Напиши короче, в 3 предложениях."},
    ]
    (tmp_path / "c.jsonl").write_text(json.dumps({"messages": msgs + [{"role": "assistant", "content": "ok"}]}) + "\n")
    (tmp_path / "s.json").write_text(
        json.dumps(
            [
                {
                    "conversations": [
                        {"from": "system", "value": msgs[0]["content"]},
                        {"from": "human", "value": msgs[1]["content"]},
                        {"from": "gpt", "value": msgs[2]["content"]},
                        {"from": "human", "value": msgs[3]["content"]},
                        {"from": "gpt", "value": "ok"},
                    ]
                }
            ]
        )
    )
    rr = ReadReport()
    train_a = [s.vector() for s in read_openai_chat(tmp_path / "c.jsonl", rr)][-1]
    train_b = [s.vector() for s in read_sharegpt(tmp_path / "s.json", rr)][-1]
    serve_openai = extract_features(parse_request("openai-chat", {"messages": msgs}).conversation)
    serve_ollama = extract_features(parse_request("ollama-chat", {"model": "x", "messages": msgs}).conversation)
    assert train_a == train_b == serve_openai == serve_ollama
    assert not rr.problems

    # the learned text_score: the training route (window words -> ids -> word table) and
    # the serving route (extract_features with the model's table) give the same value
    weights = F.WordWeights({"короче".encode(): -0.25, b"3": 0.5, b"csv": 4.0, b"unused": 8.0})
    index = WordIndex()
    table = sample_table(read_sources([f"openai:{tmp_path / 'c.jsonl'}"], tmp_path, rr, index=index), index)
    trained_row, _ = with_text(table, np.zeros(len(table), dtype=bool), weights)
    conv = parse_request("openai-chat", {"messages": msgs}).conversation
    served = extract_features(conv, weights)
    assert served[TEXT] == 0.25 and trained_row.X[-1].tolist() == pytest.approx(served)


def test_feature_values_on_known_requests():
    f = F.feature_table(
        extract_features(
            Conversation.from_prompt("Please write a detailed 500 word essay about tides, step by step. Why?")
        )
    )
    assert f["requested_words"] == 500 and f["ask_long"] >= 2 and f["lead_word"] == 1
    assert f["text_score"] == 0 and f["non_ascii_ratio"] == 0
    g = F.feature_table(extract_features(Conversation.from_prompt("Кратко: почему небо голубое?")))
    assert g["ask_brief"] == 1 and g["verb_explain"] == 1 and g["non_ascii_ratio"] > 0.5
    h = F.feature_table(extract_features(Conversation.from_prompt("```python\ndef f(x): return {x: [1]}\n```")))
    assert h["code_signal"] >= 3 and h["symbol_ratio"] > 0.1 and h["line_count"] == 3


# The same three requests in many languages (written for this test): "Briefly explain why
# the sky is blue.", "Write a detailed essay step by step.", "Summarize this text in 3
# sentences as a list."
_SAME_REQUESTS = {
    "en": (
        "Briefly explain why the sky is blue.",
        "Write a detailed essay, step by step.",
        "Summarize this text in 3 sentences as a list.",
    ),
    "de": (
        "Erkläre kurz, warum der Himmel blau ist.",
        "Schreibe einen ausführlichen Aufsatz, Schritt für Schritt.",
        "Fasse diesen Text in 3 Sätzen als Liste zusammen.",
    ),
    "fr": (
        "Explique brièvement pourquoi le ciel est bleu.",
        "Rédige un essai détaillé, étape par étape.",
        "Résume ce texte en 3 phrases sous forme de liste.",
    ),
    "es": (
        "Explica brevemente por qué el cielo es azul.",
        "Escribe un ensayo detallado, paso a paso.",
        "Resuma este texto en 3 oraciones como lista.",
    ),
    "pl": (
        "Wyjaśnij krótko, dlaczego niebo jest niebieskie.",
        "Napisz szczegółowy esej krok po kroku.",
        "Podsumuj ten tekst w 3 zdaniach jako lista.",
    ),
    "tr": (
        "Gökyüzünün neden mavi olduğunu kısaca açıkla.",
        "Adım adım ayrıntılı bir makale yaz.",
        "Bu metni 3 cümle ile liste olarak özetle.",
    ),
    "ar": ("اشرح باختصار لماذا السماء زرقاء.", "اكتب مقالة مفصلة خطوة بخطوة.", "لخص هذا النص في 3 جمل على شكل قائمة."),
    "el": (
        "Εξήγησε σύντομα γιατί ο ουρανός είναι μπλε.",
        "Γράψε μια λεπτομερή έκθεση, βήμα προς βήμα.",
        "Συνόψισε αυτό το κείμενο σε 3 προτάσεις ως λίστα.",
    ),
    "vi": (
        "Giải thích ngắn gọn tại sao bầu trời màu xanh.",
        "Viết một bài luận chi tiết.",
        "Tóm tắt văn bản này trong 3 câu dưới dạng danh sách.",
    ),
    "zh": ("请简要解释为什么天空是蓝色的。", "逐步写一篇详细的文章。", "用3句把这段文字总结成列表。"),
    "ja": (
        "空が青い理由を簡潔に説明してください。",
        "詳しく作文を書いてください。",
        "この文章を3句で要約してリストにして。",
    ),
    "ko": (
        "하늘이 왜 파란지 간단히 설명해 주세요.",
        "자세히 에세이를 작성해 주세요.",
        "이 글을 3 문장으로 요약해서 목록으로 만들어 주세요.",
    ),
}


@pytest.mark.parametrize("lang", sorted(_SAME_REQUESTS))
def test_the_same_request_counts_the_same_cues_in_every_language(lang):
    brief, long_, summary = (
        F.feature_table(extract_features(Conversation.from_prompt(t))) for t in _SAME_REQUESTS[lang]
    )
    assert brief["ask_brief"] >= 1 and brief["verb_explain"] >= 1 and brief["ask_long"] == 0
    assert long_["ask_long"] >= 1 and long_["verb_create"] >= 1 and long_["ask_brief"] == 0
    assert summary["verb_transform"] >= 1 and summary["format_cues"] >= 1
    assert summary["requested_words"] == 60  # 3 sentences, whatever the script


def test_other_languages_cues_leave_english_requests_as_they_were():
    """A cue word of another language that is also an English word ("come", "comment",
    "resume") would change how English prompts are read: the lists leave those out."""
    from sidecar.prediction import cues
    from sidecar.tools.bench import DEMO_PROMPTS

    english = [p for p, _ in DEMO_PROMPTS] + [
        "Can you come up with a resume for a junior developer? Add a comment to each section.",
        "Was the brief clear? Please die-cut the poster and list 5 items, then summarize in 3 sentences.",
        "Who won the game, and when? Explain how the referee decided, in detail, step by step.",
        "Write a Python function that returns the top 10 words; just the code, no prose.",
    ]
    every = [extract_features(Conversation.from_prompt(p)) for p in english]
    try:
        F._bind(cues.vocabulary(every_language=False))
        en_ru = [extract_features(Conversation.from_prompt(p)) for p in english]
    finally:
        F._bind(cues.vocabulary())
    assert every == en_ru


def test_word_table_round_trips_any_bytes(tmp_path):
    """words.json keeps words that are not valid UTF-8 (a lone surrogate in a prompt)."""
    index = WordIndex()
    odd = "x\udc80y".encode("utf-8", "surrogatepass")
    bag = index.bag({b"plain", "слово".encode(), odd})
    coef = np.zeros(len(index.words))
    coef[bag] = [0.5, -1.25, 2.0]
    (tmp_path / "words.json").write_text(words_json(index, coef))
    words, version = read_words(tmp_path)
    assert words == {w: c for w, c in zip(index.words, coef, strict=True)} and version
    conv = Conversation.from_prompt("x\udc80y plain слово")
    assert extract_features(conv, words)[TEXT] == 1.25


# Material written for these tests: an "article" whose own words would read as cues
# (explain, detailed, step by step, essay) if the scan read it as the request.
_ARTICLE = (
    "The committee will explain its detailed plan step by step in a long essay next year. "
    "Members describe how the budget grew and why the harbour was rebuilt after the storm. "
) * 6


def _split(text: str) -> tuple[float, float, dict[str, float]]:
    f = F.feature_table(extract_features(Conversation.from_prompt(text)))
    return f["instruction_chars"], f["material_chars"], f


@pytest.mark.parametrize(
    "request_text, instruction",
    [
        # labelled: the label's colon introduces the material on the same line
        (
            "Summarize the following article in one sentence: " + _ARTICLE,
            "Summarize the following article in one sentence:",
        ),
        ("Text: " + _ARTICLE + "\nIn one sentence, what is this about?", "Text:\nIn one sentence, what is this about?"),
        # a first line that introduces a block, and a short closing line after it
        ("Classify the sentiment of this review:\n" + _ARTICLE, "Classify the sentiment of this review:"),
        (_ARTICLE + "\n\nSummarize the above in one sentence.", "Summarize the above in one sentence."),
        # fenced and quoted blocks, whatever sits inside them
        (
            "Convert to Markdown, briefly:\n```html\n" + _ARTICLE + "\n```\nThanks",
            "Convert to Markdown, briefly:\nThanks",
        ),
        ('Rewrite in the third person: """' + _ARTICLE + '"""', "Rewrite in the third person:"),
        ("Перескажи кратко:\n" + _ARTICLE, "Перескажи кратко:"),  # by shape, in any language
        ("次の文章を一文で要約してください：" + _ARTICLE, "次の文章を一文で要約してください："),
        ("\n\nSummarize in one sentence:\n" + _ARTICLE, "Summarize in one sentence:"),  # blank lines first
    ],
)
def test_material_is_told_apart_from_the_instruction(request_text, instruction):
    got, material = F.split_material(request_text)
    assert got == instruction
    n_instruction, n_material, f = _split(request_text)
    assert (n_instruction, n_material) == (len(request_text) - material, material)
    assert material >= len(_ARTICLE)
    # the article's own cue words are not the request's
    assert f["ask_long"] == 0 and f["verb_explain"] == 0


@pytest.mark.parametrize(
    "request_text",
    [
        "What if Christopher Columbus had not discovered the Americas?",
        # a long request in one paragraph, with nothing that introduces a block
        "Please write a detailed plan for my coffee shop that covers marketing, pricing, hiring, "
        "a three year forecast and the risks, and explain every step so that I can follow it "
        "without any experience in business, because I have never run a company before.",
        # the same after blank lines: they introduce nothing
        "\n\nPlease write a detailed plan for my coffee shop that covers marketing, pricing, hiring, "
        "a three year forecast and the risks, and explain every step so that I can follow it "
        "without any experience in business, because I have never run a company before. I would "
        "also like a list of the permits I need and what each of them costs.",
        # a request of several short lines is all instruction
        "Write an essay about tides.\nUse a formal tone.\nGive three examples.\nEnd with a summary.",
        # a short fenced snippet is part of the question
        "Why does this fail?\n```\nx = [1, 2\n```",
    ],
)
def test_a_request_without_material_is_all_instruction(request_text):
    assert F.split_material(request_text) == (request_text, 0)
    n_instruction, n_material, _ = _split(request_text)
    assert (n_instruction, n_material) == (len(request_text), 0)


def test_a_long_request_and_a_long_input_with_a_small_task_read_apart():
    """The pair the split is for: the same length, opposite answers."""
    long_task = "Imagine you are a time traveller from the year 3000. " * 4 + "Tell me everything you saw."
    small_task = "Give this article a title:\n" + _ARTICLE
    a, b = _split(long_task), _split(small_task)
    assert a[1] == 0 and b[1] > 10 * b[0]
    assert b[2]["verb_explain"] == 0  # "explain" and "describe" sit in the article


def test_earlier_turns_are_material_of_the_follow_up():
    conv = Conversation(
        (("system", "Be helpful."), ("user", _ARTICLE), ("assistant", "A short summary."), ("user", "Shorter?"))
    )
    f = F.feature_table(extract_features(conv))
    assert f["instruction_chars"] == len("Shorter?")
    assert f["material_chars"] == len(_ARTICLE) + len("A short summary.")
    assert f["verb_explain"] == 0


def test_the_split_costs_the_same_whatever_the_material_size():
    import timeit

    small = "Summarize:\n" + _ARTICLE
    huge = "Summarize:\n" + _ARTICLE * 200
    t_small = min(timeit.repeat(lambda: F.split_material(small), number=200, repeat=5))
    t_huge = min(timeit.repeat(lambda: F.split_material(huge), number=200, repeat=5))
    assert F.split_material(huge)[1] == len(huge) - len("Summarize:\n")
    assert t_huge < 10 * t_small + 200 * 5e-6  # bounded by the ends it reads, not the length


def test_scan_window_bounds_the_work_on_huge_prompts():
    huge = "lorem ipsum " * 20000 + "Summarize the above in 3 sentences."
    f = F.feature_table(extract_features(Conversation.from_prompt(huge)))
    assert f["last_user_chars"] == len(huge) and f["verb_transform"] == 1 and f["requested_words"] == 60


def test_compiled_gtil_and_xgboost_agree(predictor):
    xgb = pytest.importorskip("xgboost")
    if predictor.engine != "compiled":
        pytest.skip("no compiled predictor on this machine")
    gtil = LengthPredictor.load(engine="gtil")
    booster = xgb.Booster()
    booster.load_model(str(DEFAULT_MODEL_DIR / "model.json"))
    rng = np.random.default_rng(0)
    scale = np.array([4000, 3000, 4, 800, 300, 40, 5, 0.1, 2, 3, 600, 2, 2, 2, 3, 4, 3, 0.9, 5, 1500, 3000])
    X = (rng.random((2000, F.NUM_FEATURES)) * scale * rng.integers(0, 2, (2000, F.NUM_FEATURES))).astype(np.float32)
    a = np.array([predictor.score(row.tolist()) for row in X])
    b = np.array([gtil.score(row.tolist()) for row in X])
    c = booster.predict(xgb.DMatrix(X, feature_names=list(F.FEATURE_NAMES)), output_margin=True)
    assert np.abs(a - b).max() < 1e-4 and np.abs(a - c).max() < 1e-4
    # repeated calls give the same answer (the result buffer is zeroed, the input refilled)
    assert predictor.score(X[5].tolist()) == predictor.score(X[5].tolist()) == a[5]


def test_model_with_another_feature_version_is_refused(tmp_path):
    bad = tmp_path / "m"
    shutil.copytree(DEFAULT_MODEL_DIR, bad)
    meta = json.loads((bad / "meta.json").read_text())
    meta["feature_version"] = F.FEATURE_VERSION + 1
    (bad / "meta.json").write_text(json.dumps(meta))
    v = F.FEATURE_VERSION
    with pytest.raises(ModelError, match=rf"feature version {v + 1}.*computes version {v}.*sidecar train"):
        LengthPredictor.load(bad)
    with pytest.raises(ModelError, match="not a model directory"):
        LengthPredictor.load(tmp_path)


@pytest.mark.parametrize("with_compiler", [True, False])
def test_predict_cli_with_and_without_a_compiler(tmp_path, with_compiler, predictor):
    """With a compiler the CLI scores with the compiled model (the session's ``predictor``
    built it into the cache the CLI reads: building it cold is the compile cache's tests');
    without one, in an empty cache, it says it falls back to the tree walker."""
    env = dict(os.environ)
    if not with_compiler:
        env["SIDECAR_CACHE_DIR"] = str(tmp_path / "cache")
        bindir = tmp_path / "bin"
        bindir.mkdir()
        (bindir / "python").symlink_to(sys.executable)
        env.update(PATH=str(bindir), CC="")
    body = json.dumps({"model": "m", "messages": [{"role": "user", "content": "Explain DNS briefly"}]})
    r = subprocess.run(
        [sys.executable, "-m", "sidecar", "predict", "--api", "ollama-chat", "--json"],
        input=body + "\n",
        capture_output=True,
        text=True,
        env=env,
        cwd=REPO,
        timeout=120,
    )
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert set(out) >= {"features", "predicted_tokens", "predicted_seconds"} and len(out["features"]) == NUM_FEATURES
    assert ("GTIL" in r.stderr) is (not with_compiler)


def test_chinese_and_japanese_characters_are_words_of_their_own():
    from sidecar.prediction.features import CJK_HEAD, WordWeights, window_words

    zh = Conversation.from_prompt("请写一首关于秋天的诗。")
    words = window_words(zh)
    assert "写".encode() in words and "诗".encode() in words and "。".encode() not in words
    ja = Conversation.from_prompt("仕事の熱意を取り戻すためのアイデアを5つ挙げてください。")
    assert "挙".encode() in window_words(ja) and "の".encode() in window_words(ja)
    # mixed scripts: English words stay words, the CJK characters join them
    mixed = Conversation.from_prompt("Translate to English: 我喜欢猫")
    assert {b"translate", b"english", "猫".encode()} <= window_words(mixed)
    # Korean keeps its spaced words and gains its syllables
    ko = Conversation.from_prompt("민요 스타일의 멜로디를 작성해줘")
    assert {"민요".encode(), "민".encode()} <= window_words(ko)
    # text without such characters is unchanged
    en = Conversation.from_prompt("Explain TCP briefly, café style")
    assert window_words(en) == {b"explain", b"tcp", b"briefly", "café".encode(), b"style"}
    # only the head and the tail of a long message are read for characters
    long = Conversation.from_prompt("写" + "猫" * (CJK_HEAD + 500) + "诗")
    assert "写".encode() in window_words(long) and "诗".encode() in window_words(long)
    # serving weighs exactly the words training fits on
    for conv in (zh, ja, mixed, ko, en):
        table = WordWeights((w, 1.0) for w in window_words(conv))
        assert extract_features(conv, table)[15] == len(window_words(conv))


def test_scores_are_calibrated_to_spread_like_real_lengths(predictor, tmp_path):
    """Training measures how much boosting shrank its out-of-fold scores (the slope of the
    true log length on them) and the served score is stretched by it."""
    import json
    import shutil

    import numpy as np

    from sidecar.training.pipeline import score_scale

    rng = np.random.default_rng(0)
    oof = rng.normal(0, 0.3, 5000)
    y = 2.0 * oof + rng.normal(0, 0.5, 5000)  # scores shrunk to half the true effect
    assert score_scale(y, oof) == pytest.approx(2.0, abs=0.05)
    assert score_scale(-y, oof) == 1.0  # never flips or shrinks the order
    assert score_scale(10 * y, oof) == 3.0  # nor stretches past 3x
    model = tmp_path / "m"
    shutil.copytree(predictor.model_dir, model)
    meta = json.loads((model / "meta.json").read_text())
    meta["score_scale"] = 2.0
    (model / "meta.json").write_text(json.dumps(meta))
    stretched = LengthPredictor.load(model)
    feats = predictor.features(Conversation.from_prompt("Write a detailed essay on rivers"))
    raw = predictor.score(feats) / predictor.scale
    assert stretched.score(feats) == pytest.approx(2.0 * raw, rel=1e-6)
    short = predictor.features(Conversation.from_prompt("Answer yes or no: is 7 prime?"))
    gap = stretched.score(feats) - stretched.score(short)
    assert gap == pytest.approx(2.0 * (predictor.score(feats) - predictor.score(short)) / predictor.scale, rel=1e-5)
