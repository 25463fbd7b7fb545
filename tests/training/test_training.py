"""Readers, leakage-free splits, safe installation and hot reload."""

from __future__ import annotations

import csv
import json
import random
from pathlib import Path

import aiohttp
import numpy as np
import pytest

from sidecar.prediction.features import FEATURE_VERSION, NUM_FEATURES, Conversation, extract_features
from sidecar.training.dataset import group_folds, sample_table
from sidecar.training.formats import (
    ReadReport,
    Sample,
    read_ollama_pairs,
    read_openai_chat,
    read_prompt_csv,
    read_role_text,
    read_sharegpt,
    read_traffic_log,
    sniff_format,
    split_role_text,
)
from sidecar.training.train import Evaluation
from tests import REPO
from tests.conftest import running_sidecar
from tests.fakes import FakeLlama, run_app


def write_lines(path: Path, lines: list[str]) -> Path:
    path.write_text("\n".join(lines) + "\n")
    return path


def test_sharegpt_turns_and_bad_lines(tmp_path):
    good = {
        "id": "c1",
        "model": "m",
        "conversations": [
            {"from": "human", "value": "hi"},
            {"from": "gpt", "value": "hello there"},
            {"from": "human", "value": "more"},
            {"from": "gpt", "value": "x" * 40},
        ],
    }
    p = write_lines(
        tmp_path / "s.jsonl",
        [
            json.dumps(good),
            "{broken",
            json.dumps({"nope": 1}),
            json.dumps({"conversations": [{"from": "alien", "value": "?"}]}),
        ],
    )
    rr = ReadReport()
    samples = list(read_sharegpt(p, rr))
    assert [s.tokens for s in samples] == [3.0, 10.0]  # one sample per assistant turn
    assert samples[1].conv.messages[-1] == ("user", "more") and samples[1].group == "c1"
    assert [(line, why.split(":")[0]) for _, line, why in rr.problems] == [
        (2, "invalid JSON"),
        (3, "no 'conversations' list"),
        (4, "turn without a known 'from' or a string 'value'"),
    ]
    assert sniff_format(p) == "sharegpt"


def test_openai_chat_requires_a_final_assistant_turn(tmp_path):
    p = write_lines(
        tmp_path / "o.jsonl",
        [
            json.dumps({"messages": [{"role": "user", "content": "q"}, {"role": "assistant", "content": "a" * 8}]}),
            json.dumps({"messages": [{"role": "user", "content": "q"}]}),
            json.dumps({"messages": [{"role": "user", "content": 5}]}),
        ],
    )
    rr = ReadReport()
    assert [s.tokens for s in read_openai_chat(p, rr)] == [2.0]
    assert [n for _, n, _ in rr.problems] == [2, 3]


def test_ollama_pairs_use_exact_counts(tmp_path):
    p = write_lines(
        tmp_path / "ol.jsonl",
        [
            json.dumps(
                {
                    "request": {"model": "llama3", "messages": [{"role": "user", "content": "hi"}]},
                    "response": {"done": True, "eval_count": 77},
                }
            ),
            json.dumps(
                {"request": {"model": "llama3", "prompt": "hi"}, "response": {"done": True, "response": "abcdefgh"}}
            ),
            json.dumps({"request": {"model": "llama3", "messages": "bad"}, "response": {"done": True}}),
        ],
    )
    rr = ReadReport()
    samples = list(read_ollama_pairs(p, rr))
    assert [(s.tokens, s.exact, s.answerer) for s in samples] == [(77.0, True, "llama3"), (2.0, False, "llama3")]
    assert rr.problems[0][1] == 3 and "'messages'" in rr.problems[0][2]


def test_prompt_csv_with_counts_or_responses(tmp_path):
    p = tmp_path / "c.csv"
    with open(p, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["prompt", "output_tokens"])
        w.writerows([["Explain tides", "321"], ["", "4"], ["Hi", "lots"]])
    rr = ReadReport()
    assert [(s.tokens, s.exact) for s in read_prompt_csv(p, rr)] == [(321.0, True)]
    assert [n for _, n, _ in rr.problems] == [3, 4]
    q = tmp_path / "d.csv"
    q.write_text("prompt,response\nhello,abcdefgh\n")
    assert [s.tokens for s in read_prompt_csv(q, ReadReport())] == [2.0]


def test_role_marker_text_and_llama2_tags(tmp_path):
    assert split_role_text("\n\nHuman: hi\n\nAssistant: yo\n\nHuman: and?\n\nAssistant: done") == [
        ("user", "hi"),
        ("assistant", "yo"),
        ("user", "and?"),
        ("assistant", "done"),
    ]
    assert split_role_text("<s>[INST] q1 [/INST] a1 </s><s>[INST] q2 [/INST] a2 </s>") == [
        ("user", "q1"),
        ("assistant", "a1"),
        ("user", "q2"),
        ("assistant", "a2"),
    ]
    p = tmp_path / "d.txt"
    p.write_text("User: one\nAssistant: two\n\n\nno markers here")
    rr = ReadReport()
    assert len(list(read_role_text(p, rr))) == 1 and rr.problems[0][1] == 2


def test_traffic_log_needs_no_text_and_keeps_capped_replies_as_lower_bounds(tmp_path):
    feats = [1.0] * NUM_FEATURES
    rows = [
        {
            "request_id": "a",
            "model": "m",
            "feature_version": FEATURE_VERSION,
            "features": feats,
            "output_tokens": 50,
            "status": "ok",
        },
        {
            "request_id": "b",
            "model": "m",
            "feature_version": FEATURE_VERSION,
            "features": feats,
            "output_tokens": 9,
            "status": "ok",
            "truncated": True,
        },
        {
            "request_id": "c",
            "model": "m",
            "feature_version": FEATURE_VERSION - 1,
            "features": feats,
            "output_tokens": 5,
            "status": "ok",
        },
        {"request_id": "d", "status": "cancelled"},
    ]
    ok = {"model": "m", "feature_version": FEATURE_VERSION, "features": feats, "output_tokens": 7, "status": "ok"}
    # log_prompts: true lines carry the messages; they are read as text (features recomputed)
    rows.append({**ok, "request_id": "e", "messages": [["user", "Name one fish"]], "json_mode": False})
    rows.append({**ok, "request_id": "f", "messages": [["user"]]})
    p = write_lines(tmp_path / "t.jsonl", [json.dumps(r) for r in rows])
    rr = ReadReport()
    samples = list(read_traffic_log(p, rr))
    assert [(s.group, s.tokens, s.exact, s.lower_bound) for s in samples] == [
        ("a", 50.0, True, False),
        ("b", 9.0, True, True),
        ("e", 7.0, True, False),
    ]
    assert samples[0].vector() == samples[1].vector() == feats
    assert samples[2].vector() == extract_features(Conversation.from_prompt("Name one fish"))
    assert [(line, "feature_version" in why or "messages" in why) for _, line, why in rr.problems] == [
        (3, True),
        (6, True),
    ]
    assert sniff_format(p) == "traffic"


def table_of(X, y, groups, answerers=None, bags=None, index=None):
    """A training Table on one source "s" with labels ``y`` (centred log lengths)."""
    from sidecar.training.dataset import Table

    n = len(y)
    if bags is None:
        bags = np.empty(n, dtype=object)
    answerers = np.array(["m"] * n) if answerers is None else np.asarray(answerers)
    return Table(X, y, np.exp(y + 5), np.array(["s"] * n), answerers, np.asarray(groups), np.ones(n), bags, index)


def test_text_score_of_a_training_row_never_saw_its_label():
    """Random words, random labels: a ridge fitted on the rows it scores finds a pattern
    (it memorises), the out-of-fold column the trees train on does not."""
    from sidecar.training.text import TEXT, WordIndex, _design, _prompts, _ridge, text_column

    rng = np.random.default_rng(0)
    index = WordIndex()
    n = 400
    bags = np.empty(n, dtype=object)
    bags[:] = [index.bag({f"w{j}".encode() for j in rng.choice(300, 6, replace=False)}) for _ in range(n)]
    y = rng.normal(size=n)
    t = table_of(np.zeros((n, NUM_FEATURES), dtype=np.float32), y, [f"g{i}" for i in range(n)], bags=bags, index=index)
    col, coef = text_column(t, np.ones(n, dtype=bool))
    members, ym, w, _, first = _prompts(t, np.arange(n))
    in_sample = _design(t, first, len(index.words)) @ _ridge(_design(t, first, len(index.words)), ym, w)
    assert np.corrcoef(in_sample, ym)[0, 1] > 0.3
    assert abs(np.corrcoef(col, y)[0, 1]) < 0.2
    assert coef is not None and len(coef) == len(index.words) and TEXT == 15


def test_traffic_rows_scored_with_another_word_table_are_reported(tmp_path, monkeypatch):
    from sidecar.training.formats import Sample
    from sidecar.training.pipeline import _same_word_table

    rows = [
        Sample("traffic", f"r{i}", "m", 10.0, True, None, [0.0] * NUM_FEATURES, words_version=v)
        for i, v in enumerate("aab")
    ]
    rr = ReadReport()
    kept = _same_word_table(rows, "a", rr)
    assert [s.group for s in kept] == ["r0", "r1"]
    assert len(rr.problems) == 1 and "r2" in rr.problems[0][2] and "--base" in rr.problems[0][2]


def test_folds_never_split_a_conversation():
    groups = np.array([f"g{i // 3}" for i in range(300)])  # three turns per conversation
    folds = group_folds(groups, 5)
    for g in np.unique(groups):
        assert len(set(folds[groups == g])) == 1
    assert set(folds) == set(range(5))


KINDS = {
    "Write a detailed essay about {}": 600,
    "Answer yes or no: is {} real?": 8,
    "Explain {} step by step": 250,
    "Name one {}": 15,
    "List 10 facts about {}": 200,
}


def synthetic_chats(path: Path, n: int, seed: int, shuffle_labels: bool = False, kinds: dict[str, int] = KINDS) -> Path:
    """Replies whose length follows the prompt's wording (the signal a model can learn)."""
    rng = random.Random(seed)
    kinds = list(kinds.items())
    rows = []
    for i in range(n):
        template, length = rng.choice(kinds)
        rows.append((template.format(f"topic{i}"), int(length * rng.uniform(0.6, 1.6))))
    lengths = [r[1] for r in rows]
    if shuffle_labels:
        rng.shuffle(lengths)
    lines = [
        json.dumps(
            {
                "model": "m",
                "messages": [{"role": "user", "content": p}, {"role": "assistant", "content": "w " * (2 * t)}],
            }
        )
        for (p, _), t in zip(rows, lengths, strict=True)
    ]
    return write_lines(path, lines)


@pytest.fixture(scope="module")
def trained(tmp_path_factory):
    pytest.importorskip("xgboost")
    pytest.importorskip("tl2cgen")
    from sidecar.training.pipeline import train
    from sidecar.training.train import TrainParams

    root = tmp_path_factory.mktemp("train")
    params = TrainParams(n_trees=30, max_depth=3, folds=3)
    good = train(
        [f"openai:{synthetic_chats(root / 'good.jsonl', 400, 1)}"],
        root / "good",
        data_root=root,
        params=params,
        report_extras=False,
        progress=lambda m: None,
    )
    bad = train(
        [f"openai:{synthetic_chats(root / 'bad.jsonl', 400, 2, shuffle_labels=True)}"],
        root / "bad",
        data_root=root,
        params=params,
        report_extras=False,
        progress=lambda m: None,
    )
    return root, good, bad


def test_training_learns_the_signal_and_writes_a_model_dir(trained):
    root, good, bad = trained
    assert good.cv.mean() > 0.9 and bad.cv.mean() < 0.6
    assert {p.name for p in (root / "good").iterdir()} >= {"model.json", "c", "meta.json", "card.md"}


def test_continuing_from_a_base_model_learns_this_deployments_lengths(trained):
    """A deployment whose model answers "Name one" prompts at length: a few trees on top
    of the base fix that part of the order and keep the rest."""
    from sidecar.prediction.scorer import LengthPredictor
    from sidecar.training.pipeline import train
    from sidecar.training.train import TrainParams

    root, good, _ = trained
    verbose = {**KINDS, "Name one {}": 900}
    data = f"openai:{synthetic_chats(root / 'verbose.jsonl', 200, 5, kinds=verbose)}"
    tuned = train(
        [data],
        root / "tuned",
        data_root=root,
        params=TrainParams(n_trees=20, max_depth=3, folds=3, base=str(root / "good")),
        report_extras=False,
        progress=lambda m: None,
    )
    assert tuned.meta["num_trees"] == good.meta["num_trees"] + 20
    base_model = LengthPredictor.load(root / "good")
    base_scores = np.array([base_model.score(row.tolist()) for row in tuned.table.X])
    before = Evaluation.of(tuned.table, base_scores).mean()
    assert before < 0.8 < tuned.cv.mean()  # out-of-fold: each row scored by trees that never saw it
    # the base's word table comes along unchanged: logs it scored stay usable
    assert (root / "tuned" / "words.json").read_bytes() == (root / "good" / "words.json").read_bytes()
    card = (root / "tuned" / "card.md").read_text()
    assert f"--base {root / 'good'}" in card and "--trees 20 --depth 3" in card


def test_install_refuses_a_worse_model(trained, tmp_path):
    from sidecar.training.cli import install_if_better

    root, good, bad = trained
    target = tmp_path / "serving"
    assert install_if_better(root / "good", target, good.table, good.oof) == 0  # nothing installed yet
    version = json.loads((target / "meta.json").read_text())["model_sha"]
    # the shuffled-label model, judged on the good model's data, ranks worse: refused
    from sidecar.prediction.scorer import LengthPredictor

    bad_model = LengthPredictor.load(root / "bad")
    bad_scores = np.array([bad_model.score(row.tolist()) for row in good.table.X])
    assert install_if_better(root / "bad", target, good.table, bad_scores) == 1
    assert json.loads((target / "meta.json").read_text())["model_sha"] == version


async def test_hot_reload_in_a_running_sidecar(trained, predictor):
    root, good, _ = trained
    backend = FakeLlama()
    allowed = {"allowed_dirs": [str(root)]}  # a model directory the operator allows (docs/security.md)
    async with run_app(backend.app()) as url, running_sidecar(url, predictor, predictor=allowed) as (side, sc):
        async with aiohttp.ClientSession() as s:
            async with s.post(side + f"/sidecar/reload?model_dir={root / 'good'}") as r:
                assert r.status == 200
                assert (await r.json())["model"] == good.meta["model_sha"]
            async with s.get(side + "/sidecar/health") as r:
                assert (await r.json())["model"]["version"] == good.meta["model_sha"]
            async with s.post(
                side + "/v1/chat/completions",
                json={"messages": [{"role": "user", "content": "Name one fish"}], "max_tokens": 3},
            ) as r:
                assert r.status == 200
            async with s.post(side + f"/sidecar/reload?model_dir={root / 'missing'}") as r:
                assert r.status == 403  # not a directory under a root: refused before anything is read
        assert sc.predictor.version == good.meta["model_sha"]  # a failed reload keeps the model


def test_sample_table_centres_per_source_and_answerer(tmp_path):
    from sidecar.prediction.features import Conversation
    from sidecar.training.formats import Sample

    conv = Conversation.from_prompt("x")
    samples = [Sample("a", f"g{i}", "m1", float(10 * (i + 1)), True, conv) for i in range(25)]
    samples += [Sample("a", f"h{i}", "m2", float(1000 * (i + 1)), True, conv) for i in range(25)]
    t = sample_table(samples)
    assert abs(t.y[:25].mean()) < 1e-9 and abs(t.y[25:].mean()) < 1e-9
    assert np.allclose(t.y[:25], t.y[25:])  # the verbose model's habit is gone


@pytest.mark.slow
@pytest.mark.timeout(600)
def test_training_on_a_local_dask_cluster(tmp_path):
    import subprocess
    import sys

    data = synthetic_chats(tmp_path / "chats.jsonl", 300, 3)
    r = subprocess.run(
        [
            sys.executable,
            "-m",
            "sidecar",
            "train",
            f"openai:{data}",
            "--out",
            str(tmp_path / "m"),
            "--dask",
            "--trees",
            "20",
            "--depth",
            "3",
        ],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=REPO,
    )
    assert r.returncode == 0, r.stderr[-2000:]
    assert "training on Dask" in r.stderr
    meta = json.loads((tmp_path / "m" / "meta.json").read_text())
    assert meta["num_trees"] == 20 and meta["cv_concordance_2x"] > 0.9


def test_prompt_ceiling_uses_the_other_answers_to_the_same_prompt():
    from sidecar.training.report import prompt_ceiling

    rng = np.random.default_rng(1)
    n_prompts, n_models = 200, 6
    effect = rng.normal(size=n_prompts)  # how long a prompt's replies run
    rows = [(p, m) for p in range(n_prompts) for m in range(n_models)]
    y = np.array([effect[p] + 0.1 * rng.normal() for p, _ in rows])
    X = np.zeros((len(rows), NUM_FEATURES), dtype=np.float32)
    X[:, 0] = [p for p, _ in rows]  # one prompt, one prompt_chars value
    t = table_of(X, y, [f"g{p}" for p, _ in rows], answerers=[f"m{m}" for _, m in rows])
    assert prompt_ceiling(t)["s"] > 0.95
    t.y = rng.normal(size=len(rows))  # replies unrelated to the prompt: nothing to reach
    t.tokens = np.exp(t.y + 5)
    assert abs(prompt_ceiling(t)["s"] - 0.5) < 0.1


def _feature_table(n_prompts: int, signal: float, seed: int = 1):
    """One answer per prompt; the centred length is ``signal`` * feature 1 plus noise."""
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n_prompts, NUM_FEATURES)).astype(np.float32)
    y = signal * X[:, 1] + rng.normal(size=n_prompts)
    return table_of(X, y, [f"g{i}" for i in range(n_prompts)])


def test_learning_curve_cuts_only_the_training_folds():
    pytest.importorskip("xgboost")
    from sidecar.training.report import learning_curve
    from sidecar.training.train import TrainParams

    params = TrainParams(n_trees=20, max_depth=2, folds=3)
    learnable = learning_curve(_feature_table(1200, 3.0), params, fractions=(0.1, 0.25, 0.5), min_groups=100)
    # 0.1 of 800 training prompts is under min_groups: skipped, not reported as a point
    assert [(f, n) for f, n, _ in learnable] == [(0.25, 200), (0.5, 400)]
    assert all(len(cuts) == 2 and min(cuts) > 0.85 for _, _, cuts in learnable)
    noise = learning_curve(_feature_table(1200, 0.0), params, fractions=(0.25,), min_groups=100)
    assert abs(noise[0][2][0] - 0.5) < 0.06


def test_doublings_to_a_target_follow_the_fitted_slope():
    from sidecar.training.report import _doublings_to

    steps, slope = _doublings_to(0.75, [(0.125, 0.60), (0.25, 0.63), (0.5, 0.66), (1.0, 0.69)])
    assert slope == pytest.approx(0.03) and 2**steps == pytest.approx(4.0)
    assert _doublings_to(0.75, [(0.25, 0.66), (0.5, 0.66), (1.0, 0.66)]) is None
    assert _doublings_to(0.75, [(0.5, 0.70), (1.0, 0.80)])[0] == 0.0


# How far a retraining on another CPU may move the model. BLAS and NumPy pick their kernels
# by instruction set (AVX2, AVX-512, ...), so sums round differently in the last bits; the
# words' ridge moves a little, and a near-tie between two splits of a tree can go the other
# way. Measured between two CPUs (the shipped model's and an AVX-512 test machine's):
# per-source CV ranking within 0.0052, check-set scores (centred log length) mean |change|
# 0.016 and 99th percentile 0.096. The bounds sit above those with room to spare; on the
# CPU that trained the model the bytes come out the same.
REPRO_CV_TOLERANCE = 0.01
REPRO_SCORE_MEAN = 0.03
REPRO_SCORE_P99 = 0.15


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_sidecar_train_reproduces_the_shipped_model(tmp_path):
    """The card's command rebuilds the shipped model from the public data: its cross-validated
    ranking per source within REPRO_CV_TOLERANCE and its scores on a fixed set of requests (the
    first turns of mt-bench and ja-mt-bench) within the REPRO_SCORE_* bounds. On the CPU it was
    trained on, model.json and words.json also come out byte for byte (reported, not required:
    see the card)."""
    import os
    import subprocess
    import sys

    from sidecar.prediction.scorer import LengthPredictor, read_meta
    from sidecar.tools import corpora_dir
    from sidecar.training.corpora import CORPORA
    from sidecar.training.formats import ReadReport

    if not Path(corpora_dir(), "mt-bench").is_dir():
        pytest.skip(f"the public corpora are not at {corpora_dir()}")
    shipped = REPO / "model" / "default"
    r = subprocess.run(
        [sys.executable, "-m", "sidecar", "train", "--out", str(tmp_path / "m"), "--no-report"],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONHASHSEED": "12345"},  # another hash seed than the shipped run's
    )
    assert r.returncode == 0, r.stderr[-2000:]
    new_dir = tmp_path / "m"
    old_cv, new_cv = read_meta(shipped)["cv"], read_meta(new_dir)["cv"]
    assert set(new_cv) == set(old_cv)
    for src, v in old_cv.items():
        assert abs(new_cv[src]["concordance_2x"] - v["concordance_2x"]) <= REPRO_CV_TOLERANCE, src

    convs = []
    for name in ("mt-bench", "ja-mt-bench"):
        reader, _ = CORPORA[name]
        seen = set()
        for sample in reader(Path(corpora_dir()), ReadReport()):
            if sample.conv is not None and len(sample.conv.messages) == 1 and sample.conv.messages[0] not in seen:
                seen.add(sample.conv.messages[0])
                convs.append(sample.conv)
    assert len(convs) >= 100
    old, new = LengthPredictor.load(shipped, engine="gtil"), LengthPredictor.load(new_dir, engine="gtil")
    diffs = np.array([abs(new.score(new.features(c)) - old.score(old.features(c))) for c in convs])
    identical = all((new_dir / n).read_bytes() == (shipped / n).read_bytes() for n in ("model.json", "words.json"))
    mean, p99 = float(diffs.mean()), float(np.percentile(diffs, 99))
    print(
        f"check set: {len(convs)} requests, |score change| mean {mean:.4f}, p99 {p99:.4f}; byte for byte: {identical}"
    )
    assert mean <= REPRO_SCORE_MEAN and p99 <= REPRO_SCORE_P99


def test_out_of_fold_scores_feed_the_simulator(tmp_path):
    """``sidecar train --oof`` writes one score per request of a conversation; the
    simulator reads the first-turn ones of its corpus and refuses a file that lacks some."""
    from sidecar.tools.simulate import arena_workload, read_scores
    from sidecar.training.cli import write_oof

    X = np.zeros((5, NUM_FEATURES), dtype=np.float32)
    X[:, 2] = [1, 1, 2, 1, 1]  # user_turns: q1 has two answers to turn 1 and a second turn
    t = table_of(X, np.zeros(5), ["arena-hard:q1", "arena-hard:q1", "arena-hard:q1", "arena-hard:q2", "other:q3"])
    t.source = np.array(["arena-hard"] * 4 + ["other"])
    path = tmp_path / "oof.csv"
    assert write_oof(path, t, np.array([0.5, 0.5, 0.9, -1.25, 2.0])) == 4
    assert read_scores(path) == {"q1": 0.5, "q2": -1.25}
    root = tmp_path / "data"
    folder = root / "arena-hard-v0.1-multi"
    folder.mkdir(parents=True)
    write_lines(
        folder / "question.jsonl",
        [json.dumps({"question_id": q, "turns": [{"content": f"prompt {q}"}]}) for q in ("q1", "q2", "q3")],
    )
    write_lines(
        folder / "answer_lengths.csv",
        ["question_id,model_id,turn,answer_chars,token_len"]
        + [f"{q},m,0,400,{n}" for q, n in (("q1", 300), ("q2", 40), ("q3", 90))],
    )
    with pytest.raises(ValueError, match="no arena-hard score for 1 prompts"):
        arena_workload(root, "m", 1024, scores_file=path)
    with open(path, "a", encoding="utf-8") as fh:
        fh.write("arena-hard,arena-hard:q3,1,0.0\n")
    reqs = sorted(arena_workload(root, "m", 1024, scores_file=path), key=lambda r: r.true_tokens)
    # sized by the scores: q2 (-1.25) smallest, then q3 (0.0), then q1 (0.5)
    assert [r.true_tokens for r in reqs] == [40, 90, 300]
    assert reqs[0].predicted_tokens < reqs[1].predicted_tokens < reqs[2].predicted_tokens


def _more_multi(root, folder: str, prompts: list[str], rows: list[str]) -> None:
    d = root / "more-multi" / folder
    d.mkdir(parents=True)
    (d / "prompts.jsonl").write_text("\n".join(prompts) + "\n")
    (d / "answer_lengths.csv").write_text("id,turn,model,chars,utf8_bytes,words,think_chars\n" + "\n".join(rows) + "\n")


def test_more_multi_reader_groups_translations_and_reports_bad_lines(tmp_path):
    from sidecar.training.corpora import elyza, m_arena_hard, shaberi_ja

    _more_multi(
        tmp_path,
        "m-arena-hard",
        [
            '{"id": "en:q1", "lang": "en", "turns": ["Write a poem"]}',
            '{"id": "zh:q1", "lang": "zh", "turns": ["写一首诗"]}',
            '{"id": "de:q2", "lang": "de", "turns": []}',  # no turn
            "not json",
        ],
        [
            "en:q1,1,m1,400,400,80,0",
            "zh:q1,1,m1,100,300,1,0",
            "zh:q1,2,m1,100,300,1,0",  # second turns are not read
            "xx:q9,1,m1,10,10,2,0",  # unknown prompt
            "en:q1,1,m2,1,zero,1,0",  # unreadable length
            "en:q1,1,m3,0,0,0,0",  # empty reply
        ],
    )
    rr = ReadReport()
    got = list(m_arena_hard(tmp_path, rr))
    assert [(s.group, s.lang, s.tokens, s.answerer) for s in got] == [
        ("arena-hard:q1", "en", 100.0, "m1"),
        ("arena-hard:q1", "zh", 75.0, "m1"),
    ]
    assert [(Path(f).name, n, why.split(" (")[0].split(":")[0]) for f, n, why in rr.problems] == [
        ("prompts.jsonl", 3, "unreadable prompt"),
        ("prompts.jsonl", 4, "invalid JSON"),
        ("answer_lengths.csv", 5, "unknown prompt id xx"),
        ("answer_lengths.csv", 6, "unreadable row"),
        ("answer_lengths.csv", 7, "non-positive length"),
    ]

    _more_multi(
        tmp_path,
        "shaberi-ja",
        [
            '{"id": "elyza:1", "lang": "ja", "turns": ["アイデアを5つ挙げてください。"]}',
            '{"id": "jamtb:1", "lang": "ja", "turns": ["説明してください。"]}',
        ],
        ["elyza:1,1,m1,90,270,5,0", "jamtb:1,1,m1,30,90,2,0"],
    )
    rr = ReadReport()
    assert [s.group for s in shaberi_ja(tmp_path, rr)] == ["mt-bench"]  # ELYZA is not trained on
    assert [s.source for s in elyza(tmp_path, rr)] == ["elyza"]
    assert not rr.problems


def test_labels_are_centred_per_language_so_scripts_do_not_become_lengths():
    from sidecar.training.formats import Sample

    rows = [
        Sample("s", f"g{i}", "m", 100.0 * (1 + i % 2), False, features=[0.0] * NUM_FEATURES, lang="en")
        for i in range(30)
    ] + [
        Sample("s", f"g{i}", "m", 30.0 * (1 + i % 2), False, features=[0.0] * NUM_FEATURES, lang="zh")
        for i in range(30)
    ]
    t = sample_table(rows)
    assert abs(t.y[t.lang == "en"].mean()) < 1e-9 and abs(t.y[t.lang == "zh"].mean()) < 1e-9


def _format_files(tmp_path: Path) -> dict[str, Path]:
    """One small file of every format ``sidecar train FILE`` reads, each with a final reply."""
    user, reply = "Explain how tides work", "The moon pulls the oceans " * 6
    msgs = [{"role": "user", "content": user}, {"role": "assistant", "content": reply}]
    files = {
        "sharegpt": write_lines(
            tmp_path / "a.jsonl",
            [
                json.dumps(
                    {"id": "c1", "conversations": [{"from": "human", "value": user}, {"from": "gpt", "value": reply}]}
                )
            ],
        ),
        "oasst": write_lines(
            tmp_path / "b.jsonl",
            [
                json.dumps(
                    {
                        "message_id": "t1",
                        "role": "prompter",
                        "text": user,
                        "replies": [{"message_id": "t2", "role": "assistant", "text": reply, "replies": []}],
                    }
                )
            ],
        ),
        "ollama": write_lines(
            tmp_path / "c.jsonl",
            [
                json.dumps(
                    {
                        "request": {"model": "m", "messages": msgs[:1]},
                        "response": {"message": msgs[1], "eval_count": 40},
                    }
                )
            ],
        ),
        "openai": write_lines(tmp_path / "d.jsonl", [json.dumps({"messages": msgs})]),
        "text": write_lines(tmp_path / "e.log", [f"User: {user}", f"Assistant: {reply}"]),
    }
    files["csv"] = tmp_path / "f.csv"
    with open(files["csv"], "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["prompt", "response"])
        w.writerow([user, reply])
    pq = pytest.importorskip("pyarrow.parquet")
    import pyarrow as pa

    files["parquet"] = tmp_path / "g.parquet"
    pq.write_table(pa.table({"text": [f"<s>[INST] {user} [/INST] {reply} </s>"]}), files["parquet"])
    return files


def test_every_format_is_detected_from_a_file_and_read(tmp_path):
    from sidecar.training.formats import FORMATS
    from sidecar.training.pipeline import read_sources

    files = _format_files(tmp_path)
    assert set(files) | {"traffic"} == set(FORMATS)  # traffic logs: test_traffic_log_* above
    for name, path in files.items():
        assert sniff_format(path) == name, path
        rr = ReadReport()
        got = read_sources([str(path)], tmp_path, rr)
        assert len(got) == 1 and not rr.problems, (name, rr.summary())
        assert got[0].tokens >= 30 and got[0].features[1] == len("Explain how tides work"), name  # last_user_chars


def test_an_unknown_format_says_which_formats_it_tried(tmp_path):
    from sidecar.errors import UsageError
    from sidecar.training.formats import FORMATS

    p = write_lines(tmp_path / "x.jsonl", [json.dumps({"prompt_text": "hi", "answer_text": "hello"})])
    with pytest.raises(UsageError) as err:
        sniff_format(p)
    assert all(name in str(err.value) for name in FORMATS) and "FORMAT:" in str(err.value)


def test_the_open_assistant_export_trains_from_a_file(tmp_path):
    """`sidecar train FILE` on an Open-Assistant message-tree export (as ../shared/data holds)
    reads the same samples as its corpus parser."""
    from sidecar.tools import corpora_dir
    from sidecar.training.corpora import oasst_trees
    from sidecar.training.pipeline import read_sources

    path = Path(corpora_dir()) / "oasst-en100" / "en_100_message.jsonl"
    if not path.exists():
        pytest.skip(f"the public corpora are not at {corpora_dir()}")
    assert sniff_format(path) == "oasst"
    got = read_sources([str(path)], tmp_path, ReadReport())
    corpus = list(oasst_trees(Path(corpora_dir()), ReadReport()))
    assert len(got) == len(corpus) > 100
    assert [s.tokens for s in got] == [s.tokens for s in corpus]


def test_the_replay_share_is_one_for_true_lengths_and_near_zero_for_noise():
    from sidecar.training.replay import others_mean, prompt_keys, replay_shares

    rng = np.random.default_rng(3)
    n_prompts, models = 120, ["a", "b", "c"]
    true_log = rng.normal(5.0, 1.0, n_prompts)  # what the prompt asks for
    X = np.zeros((n_prompts * len(models), NUM_FEATURES), dtype=np.float32)
    X[:, 0] = np.tile(rng.integers(20, 2000, n_prompts), len(models))  # prompt chars
    X[:, 1] = X[:, 0]
    X[:, 2] = 1
    tokens = np.exp(np.tile(true_log, len(models)) + rng.normal(0, 0.3, len(X)))
    answerer = np.repeat(models, n_prompts)
    group = np.tile([f"q{i}" for i in range(n_prompts)], len(models))
    t = table_of(X, np.zeros(len(X)), list(group))
    t.tokens, t.answerer, t.source = tokens, answerer, np.array(["s"] * len(X))
    t.y = np.log(tokens) - np.array([np.log(tokens[answerer == m]).mean() for m in answerer])
    ceiling = others_mean(t, prompt_keys(t))
    shares = replay_shares(t, {"true": t.y, "noise": rng.normal(0, 1, len(X)), "ceiling": ceiling})["s"]
    assert shares["models"] == 3
    assert shares["true"] == pytest.approx(1.0)
    assert abs(shares["noise"]) < 0.15
    assert 0.6 < shares["ceiling"] < 1.0  # the prompt carries most of it, the answer's own noise the rest


def test_prompts_of_one_group_with_the_same_length_stay_apart():
    """MT-Bench's prompts share one cross-validation group: two of the same length are still
    two prompts to the replay and the ceiling (their text tells them apart)."""
    from sidecar.training.replay import others_mean, prompt_keys

    X = np.zeros((4, NUM_FEATURES), dtype=np.float32)
    X[:, 0] = X[:, 1] = 30.0
    X[:, 2] = 1
    t = table_of(X, np.array([1.0, 1.2, -1.0, -1.2]), ["mt-bench"] * 4, answerers=["a", "b", "a", "b"])
    t.read = np.array(
        ["Write a poem about rain.", "Write a poem about rain.", "List three primes now.", "List three primes now."],
        dtype=object,
    )
    keys = prompt_keys(t)
    assert keys[0] == keys[1] != keys[2] == keys[3]
    assert others_mean(t, keys) == pytest.approx([1.2, 1.0, -1.2, -1.0])


def _many_answer_samples(source: str, n: int, answerers: dict[str, dict[str, int]], seed: int) -> list:
    """``n`` prompts of ``source``, each answered by every model in ``answerers`` at the
    length its own table gives the prompt's kind (one group per prompt: its answers)."""
    rng = random.Random(seed)
    kinds = list(KINDS)
    out = []
    for i in range(n):
        template = rng.choice(kinds)
        conv = Conversation.from_prompt(template.format(f"{source} topic{i}"))
        for name, lengths in answerers.items():
            tokens = lengths[template] * rng.uniform(0.6, 1.6)
            out.append(Sample(source, f"{source}-{i}", name, tokens, True, conv))
    return out


@pytest.mark.slow
def test_the_learning_path_refits_on_a_held_out_models_replies_and_replays_the_rest():
    """A held-out model that answers one kind of request at length where every other model
    is brief: the prior (trained without its source) sizes that kind short; the refit on
    400 of its replies, run as a sidecar runs it, learns the difference, and the replay of
    its other prompts shows it."""
    pytest.importorskip("xgboost")
    pytest.importorskip("tl2cgen")
    from sidecar.training import learnpath
    from sidecar.training.dataset import sample_table
    from sidecar.training.pipeline import _featurized
    from sidecar.training.text import WordIndex
    from sidecar.training.train import TrainParams

    verbose = {**KINDS, "List 10 facts about {}": 900, "Explain {} step by step": 60}
    samples = _many_answer_samples("seen", 600, {"a": KINDS, "b": KINDS}, 1)
    samples += _many_answer_samples("new", 560, {"odd": verbose, "usual": KINDS}, 2)
    index = WordIndex()
    table = sample_table(list(_featurized(samples, None, index)), index)
    progress: list[str] = []
    records = learnpath.learning_path(table, TrainParams(n_trees=30, max_depth=3, folds=3), progress.append)
    by = {(r["source"], r["model"]): r for r in records}
    odd, usual = by[("new", "odd")], by[("new", "usual")]
    assert odd["learned_from"] == learnpath.LEARN and odd["replayed"] == 160
    assert odd["installed"] and odd["learned"] > odd["prior"] + 0.1, {
        k: odd[k] for k in ("prior", "learned", "reason", "kind")
    }
    # the usual model answers as the prior expects: the refit has little to add
    assert usual["learned"] > usual["prior"] - 0.1 and usual["prior"] > 0.5, usual
    lines = learnpath.section(records)
    assert any(line.startswith("| new | odd | 160 |") for line in lines)


def test_eval_replays_bursts_beside_prompt_length_and_the_other_models():
    """``sidecar eval``'s replay: a score that knows how long each prompt's answers run
    earns most of the oracle's gain, a score that knows nothing about none of it, and the
    other models' lengths are the ceiling beside them."""
    from sidecar.training.replay import share_table

    rng = np.random.default_rng(2)
    n_prompts, n_models = 150, 4
    effect = rng.normal(size=n_prompts)
    rows = [(p, m) for p in range(n_prompts) for m in range(n_models)]
    y = np.array([effect[p] + 0.2 * rng.normal() for p, _ in rows])
    X = np.zeros((len(rows), NUM_FEATURES), dtype=np.float32)
    X[:, 0] = 400.0  # every prompt the same length: prompt length orders nothing
    X[:, 2] = 1  # first turns
    t = table_of(X, y, [f"g{p}" for p, _ in rows], answerers=[f"m{m}" for _, m in rows])
    knows = share_table(t, np.array([effect[p] for p, _ in rows]))
    blind = share_table(t, rng.normal(size=len(rows)))
    model_k, length_k, ceiling_k = (float(v) for v in knows[2].split()[2:5])
    model_b = float(blind[2].split()[2])
    assert knows[2].split()[:2] == ["s", "4"]
    assert model_k > 0.8 and ceiling_k > 0.8 and abs(length_k) < 0.1
    assert abs(model_b) < 0.2
    assert share_table(t.take(np.array([m == 0 for _, m in rows])), np.zeros(n_prompts)) == []  # one answer each
