"""Learning the deployment: the state directory, the private traffic log, the request-shape
memory, and the background refit (in front of the scripted backend)."""

from __future__ import annotations

import asyncio
import json
import math
import random
from pathlib import Path

import aiohttp
import numpy as np
import pytest

from sidecar.learning.state import StateDir, WordHasher
from sidecar.prediction.features import FEATURE_VERSION, Conversation, extract_features
from sidecar.prediction.shapes import ShapeMemory, shape_keys
from tests.conftest import eventually, running_sidecar

CHAT = "/v1/chat/completions"
SECRET = "zebracorn quixotic marmalade"


def chat(content: str, **kw) -> dict:
    return {"model": "m", "messages": [{"role": "user", "content": content}], **kw}


async def _send(side: str, bodies: list[dict], concurrency: int = 4) -> None:
    sem = asyncio.Semaphore(concurrency)
    async with aiohttp.ClientSession() as s:

        async def one(b: dict) -> None:
            async with sem, s.post(side + CHAT, json=b) as r:
                assert r.status == 200
                await r.read()

        await asyncio.gather(*(one(b) for b in bodies))


async def test_the_traffic_log_is_on_by_default_and_holds_no_prompt_text(fake, predictor, tmp_path):
    url, _ = fake
    state = tmp_path / "state"
    async with running_sidecar(url, predictor, state_dir=str(state)) as (side, sc):
        await _send(side, [chat(f"Please explain {SECRET} in detail", max_tokens=4)] * 3)
    raw = (state / "traffic.jsonl").read_bytes()
    lines = [json.loads(x) for x in raw.splitlines()]
    assert len(lines) == 3 and all(r["output_tokens"] == 4 for r in lines)
    for word in SECRET.split() + ["explain", "detail"]:
        assert word.encode() not in raw
    ids = lines[0]["words"]
    assert ids == sorted(ids) and len(ids) == 7  # the window's distinct words
    # the ids are keyed: without the key, hashing a dictionary does not find them
    assert WordHasher(b"\0" * 32)(b"zebracorn") not in ids
    assert WordHasher(StateDir(state).key)(b"zebracorn") in ids


async def test_calibration_shapes_and_learned_model_survive_a_restart(fake, predictor, tmp_path):
    url, backend = fake
    state = tmp_path / "state"
    async with running_sidecar(url, predictor, state_dir=str(state)) as (side, sc):
        await _send(side, [chat(f"Summarize item {i}", max_tokens=9) for i in range(6)])
        learned = sc.calibration.to_state()
        assert learned["m"]["rate_samples"] == 6
        assert len(sc.learner.shapes) > 0
    async with running_sidecar(url, predictor, state_dir=str(state)) as (side, sc):
        assert sc.calibration.to_state() == learned
        assert len(sc.learner.shapes) > 0
        async with aiohttp.ClientSession() as s, s.get(side + "/sidecar/calibration") as r:
            body = await r.json()
        assert body["models"]["m"]["replies_seen"] == 6
        assert body["learning"]["state_dir"] == str(state)


@pytest.mark.parametrize(
    ("damage", "warns"),
    [
        (lambda d: (d / "state.json").write_text("{not json"), True),
        (lambda d: (d / "state.json").write_text('{"app": "something-else", "format": 1}'), True),
        (lambda d: (d / "state.json").write_text('{"app": "sjf-sidecar", "format": 99}'), True),
        (lambda d: (d / "state.json").unlink(), True),  # our files, but no marker
        (lambda d: (d / "calibration.json").write_bytes(b"\x00\xff garbage"), True),
        (lambda d: (d / "calibration.json").write_text('{"m": {"prefill": -1}}'), True),
        (lambda d: (d / "shapes.json").write_text('{"a": 1}'), True),
        (lambda d: (d / "secret.key").write_bytes(b"short"), True),
        (lambda d: (d / "models" / "current").write_text("learned-gone"), False),  # simply no learned model
    ],
    ids=[
        "marker-garbage",
        "marker-foreign",
        "marker-format",
        "no-marker",
        "cal-bytes",
        "cal-values",
        "shapes",
        "key",
        "current",
    ],
)
async def test_a_damaged_state_directory_means_a_warning_and_a_fresh_start(
    fake, predictor, tmp_path, damage, warns, caplog
):
    url, _ = fake
    state = tmp_path / "state"
    async with running_sidecar(url, predictor, state_dir=str(state)) as (side, _):
        await _send(side, [chat("Say hi", max_tokens=3)])
    damage(state)
    caplog.clear()
    async with running_sidecar(url, predictor, state_dir=str(state)) as (side, sc):
        await _send(side, [chat("Say hi", max_tokens=3)])
        assert sc.predictor.version == predictor.version
    assert len(StateDir(state).key) == 32
    warned = [r.getMessage() for r in caplog.records if r.levelname == "WARNING" and r.name == "sidecar.state"]
    assert bool(warned) == warns, warned


def test_the_shape_memory_ranks_a_templated_workload():
    """Four templates whose replies differ by template far more than within one: after 20
    requests per template the memory's predictions order them (target >= 0.85), while the
    model alone (here: no signal at all) cannot."""
    from sidecar.training.metrics import concordance_2x

    rng = random.Random(0)
    typical = {"classify": 3, "translate": 40, "summary": 25, "essay": 600}
    mem = ShapeMemory()
    digest = WordHasher(b"k" * 32)
    seen = dict.fromkeys(typical, 0)
    preds, actual = [], []
    jobs = [t for t in typical for _ in range(40)]
    rng.shuffle(jobs)
    for t in jobs:
        text = f"{t.upper()} INSTRUCTION, always the same words here: {rng.random()}"
        keys = shape_keys("m", "", text, digest)
        mu, _ = mem.blend(keys, math.log(100), 0.85)
        tokens = typical[t] * math.exp(rng.gauss(0, 0.3))
        seen[t] += 1
        if seen[t] > 20:
            preds.append(mu)
            actual.append(tokens)
        mem.observe(keys, tokens)
    score, pairs = concordance_2x(np.array(actual), np.array(preds))
    assert pairs > 1000 and score >= 0.85


def test_the_shape_memory_stays_bounded_and_generic_openings_move_little():
    mem = ShapeMemory(max_keys=50)
    for i in range(500):
        mem.observe((i,), 10.0)
    assert len(mem) == 50
    rng = random.Random(1)
    for _ in range(30):  # an opening whose replies vary widely
        mem.observe((7,), math.exp(rng.gauss(4, 1.5)))
    mu, sigma = mem.blend((7,), 6.0, 0.85)
    assert 5.0 < mu < 6.0 and sigma < 0.85


def test_hashed_word_weights_join_the_table_as_words_are_met(predictor, tmp_path):
    import shutil

    from sidecar.learning.state import word_id
    from sidecar.prediction.features import extract_features
    from sidecar.prediction.scorer import LengthPredictor

    key = b"s" * 32
    model = tmp_path / "m"
    shutil.copytree(predictor.model_dir, model)
    (model / "words.hashed.json").write_text(json.dumps({"weights": {str(word_id(key, b"zebracorn")): 2.5}}))
    p = LengthPredictor.load(model)
    conv = Conversation.from_prompt("tell me about zebracorn")
    before = extract_features(conv, p.words)[15]
    hasher = WordHasher(key)
    hasher.many([b"tell", b"me", b"about", b"zebracorn"])
    assert p.resolve(hasher.known()) == 1
    assert extract_features(conv, p.words)[15] == pytest.approx(before + 2.5)
    assert p.resolve(hasher.known()) == 0  # once


def _lengths_by_keyword(backend) -> None:
    """The scripted backend answers 'essay' prompts long and 'word' prompts short, whatever
    max_tokens asks, as a real model's replies follow their prompt."""
    original = backend._tokens

    def tokens(body: dict) -> int:
        text = json.dumps(body)
        return 120 if "kumquat" in text else 6 if "persimmon" in text else original(body)

    backend._tokens = tokens


@pytest.mark.slow
@pytest.mark.timeout(300)
async def test_refit_installs_a_better_model_under_load_without_stalling_streams(
    fake, predictor, tmp_path, monkeypatch
):
    """Replies follow two words the shipped model has never seen. After 120 replies a refit
    (a child process) learns them, ranks the held-out slice better, is installed and swapped
    in while a stream is relayed (no chunk waits 50 ms), and predictions then follow the words."""
    url, backend = fake
    _lengths_by_keyword(backend)
    state = tmp_path / "state"
    rng = random.Random(0)
    fillers = ["a story", "the weather", "my garden", "a plan", "this list", "the news"]

    def body(i: int) -> dict:
        word = "kumquat" if i % 2 else "persimmon"
        return chat(f"Tell me about {rng.choice(fillers)} and {word} number {i}", max_tokens=200)

    async with running_sidecar(
        url, predictor, state_dir=str(state), learning={"refit_every": 0, "min_samples": 50}
    ) as (side, sc):
        await _send(side, [body(i) for i in range(120)], concurrency=8)
        backend.delay = 0.01
        gaps: list[float] = []

        async def stream() -> None:
            async with (
                aiohttp.ClientSession() as s,
                s.post(side + CHAT, json=chat("go on", stream=True, max_tokens=400)) as r,
            ):
                loop = asyncio.get_running_loop()
                last = loop.time()
                async for _ in r.content.iter_any():
                    now = loop.time()
                    gaps.append(now - last)
                    last = now

        streaming = asyncio.create_task(stream())
        async with aiohttp.ClientSession() as s, s.post(side + "/sidecar/refit") as r:
            result = await r.json()
        await streaming
        backend.delay = 0.0
        assert result["installed"] is True, json.dumps(result)
        assert result["after"] > result["before"] and result["samples"] + result["test"] == 120
        assert sc.predictor.learned and sc.predictor.version == result["model"]
        assert max(gaps[1:]) < 0.05, f"a chunk waited {max(gaps[1:]) * 1000:.0f} ms during the refit"
        long = _sized(sc, "Tell me about a plan and kumquat number 999")
        short = _sized(sc, "Tell me about a plan and persimmon number 999")
        assert long.predicted_tokens > 2 * short.predicted_tokens
        async with aiohttp.ClientSession() as s, s.get(side + "/sidecar/metrics") as r:
            assert 'sidecar_refits_total{outcome="installed"} 1.0' in await r.text()
    # the learned model serves again after a restart
    async with running_sidecar(url, None, state_dir=str(state)) as (side, sc):
        assert sc.predictor.version == result["model"]
    # and `sidecar predict` uses it too, with the words it learned by digest
    from sidecar.tools.predict_cli import Predictor

    monkeypatch.setenv("SIDECAR_STATE_DIR", str(state))
    p = Predictor()
    assert p.source.startswith("learned") and p.model.version == result["model"]
    body = chat("Tell me about a plan and kumquat number 999", max_tokens=200)
    long_tokens = p.predict(body)["predicted_tokens"]
    body["messages"][0]["content"] = body["messages"][0]["content"].replace("kumquat", "persimmon")
    assert long_tokens > 2 * p.predict(body)["predicted_tokens"]
    monkeypatch.delenv("SIDECAR_STATE_DIR")
    assert Predictor().source == "shipped"


def _sized(sc, text: str):
    """The job the sidecar would queue for this prompt, sized by its serving model."""
    from sidecar.apis import parse_request
    from sidecar.scheduling.jobs import Priority

    info = parse_request("openai-chat", chat(text, max_tokens=200), None, inject_usage=False)
    _, score = sc.requests.intake.predict(info)
    return sc.requests.intake.job("x", info, score, Priority.INTERACTIVE)


def _log_line(i: int, conv: Conversation, tokens: int, predictor, hasher: WordHasher) -> str:
    """One traffic-log line as the sidecar writes it, for a reply of ``tokens``."""
    from sidecar.prediction.features import window_words

    rec = {
        "time": 1000.0 + i,
        "status": "ok",
        "feature_version": FEATURE_VERSION,
        "features": extract_features(conv, predictor.words),
        "words": hasher.many(window_words(conv)),
        "output_tokens": tokens,
        "truncated": False,
    }
    return json.dumps(rec) + "\n"


def test_refit_refuses_a_model_that_ranks_the_newest_replies_worse(predictor, tmp_path):
    """The log's older replies say one word means long; the newest say the opposite. The
    candidate learns the old rule, ranks the held-out newest slice worse than the serving
    model, and is not installed."""
    from sidecar.training.refit import refit

    state = StateDir(tmp_path / "state")
    hasher = WordHasher(state.key)
    rng = random.Random(0)
    with open(state.traffic_log, "w") as fh:
        for i in range(200):
            word = "kumquat" if i % 2 else "persimmon"
            conv = Conversation.from_prompt(f"Tell me about {word} number {rng.randint(0, 99)}")
            flip = i >= 160  # the newest fifth: the opposite rule
            long = (word == "kumquat") != flip
            tokens = int(200 * math.exp(rng.gauss(0, 0.2))) if long else int(8 * math.exp(rng.gauss(0, 0.2)))
            fh.write(_log_line(i, conv, tokens, predictor, hasher))
    d = predictor.model_dir
    result = refit(state, d, d, trees=20, depth=3, min_samples=50)
    assert result["installed"] is False and result["after"] < result["before"], result
    assert not list(state.models.glob("learned-*"))


def test_the_traffic_log_rotates_by_size(tmp_path):
    from sidecar.learning.trafficlog import TrafficLog

    log = TrafficLog(tmp_path / "t.jsonl", max_bytes=200, backups=2, log_prompts=False)
    for i in range(12):
        log.write({"i": i, "pad": "x" * 40})
    log.close()
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == ["t.jsonl", "t.jsonl.1", "t.jsonl.2"]
    lines = [
        json.loads(x) for f in ("t.jsonl.2", "t.jsonl.1", "t.jsonl") for x in (tmp_path / f).read_text().splitlines()
    ]
    assert [r["i"] for r in lines] == list(range(12))[-len(lines) :]  # oldest dropped, order kept
    assert all((tmp_path / f).stat().st_size <= 200 for f in files)


def test_without_backups_the_traffic_log_starts_over(tmp_path):
    from sidecar.learning.trafficlog import TrafficLog

    (tmp_path / "t.jsonl").write_text('{"i": -1, "pad": "from an earlier run"}\n')
    log = TrafficLog(tmp_path / "t.jsonl", max_bytes=200, backups=0, log_prompts=False)
    for i in range(12):
        log.write({"i": i, "pad": "x" * 40})
    log.close()
    assert [p.name for p in tmp_path.iterdir()] == ["t.jsonl"]
    assert (tmp_path / "t.jsonl").stat().st_size <= 200  # the standard handler alone grows without bound
    kept = [json.loads(x)["i"] for x in (tmp_path / "t.jsonl").read_text().splitlines()]
    assert kept[-1] == 11 and kept == sorted(kept) and -1 not in kept  # the newest lines, nothing from before


def test_without_scipy_or_xgboost_a_refit_still_learns_the_layer(predictor, tmp_path, monkeypatch):
    """A plain install (no ``learn`` extra) refits: the layer needs only numpy and the
    serving predictor; the words and trees it skips are named in the result."""
    from sidecar.training import refit as refit_module

    monkeypatch.setattr(refit_module, "have", lambda *modules: False)
    state = StateDir(tmp_path / "state")
    hasher = WordHasher(state.key)
    rng = random.Random(2)
    with open(state.traffic_log, "w") as fh:
        for i in range(2900):  # 2,030 training rows, past TREES_FROM: trees would be tried with xgboost
            detail = " ".join(rng.choice(["moss", "jazz", "orbits", "bread"]) for _ in range(rng.randint(1, 60)))
            conv = Conversation.from_prompt(f"Notes {detail}. What next?")
            tokens = max(2, int(2.0 * len(detail) * math.exp(rng.gauss(0, 0.3))))
            fh.write(_log_line(i, conv, tokens, predictor, hasher))
    d = predictor.model_dir
    result = refit_module.refit(state, d, d, trees=20, depth=3, min_samples=50)
    assert result["installed"] and result["kind"] == "layer", json.dumps(result)
    assert set(result["skipped"]) == {"words", "trees"} and "sjf-sidecar[learn]" in result["skipped"]["trees"]
    assert result["after"] > result["before"] + 0.1, result


async def test_a_refit_that_cannot_run_here_answers_503_saying_what_to_install(fake, predictor, monkeypatch, tmp_path):
    """A known missing capability is never a 500: the refit child's missing module becomes
    503 with the install command, and serving goes on."""
    import sidecar.learning.learner

    broken = tmp_path / "broken_refit.py"
    broken.write_text("import tl2cgen.not_a_module_here\n")  # a module of the learn extra
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setenv("PYTHONPATH", str(tmp_path))
    monkeypatch.setattr(sidecar.learning.learner, "REFIT_MODULE", "broken_refit")
    url, _ = fake
    async with running_sidecar(url, predictor, state_dir=str(tmp_path / "state")) as (side, sc):
        await _send(side, [chat("Say hi", max_tokens=3)])
        async with aiohttp.ClientSession() as s, s.post(side + "/sidecar/refit") as r:
            body = await r.json()
            assert r.status == 503, body
        assert "not_a_module_here" in body["error"] and "pip install 'sjf-sidecar[learn]'" in body["error"]
        await _send(side, [chat("Say hi again", max_tokens=3)])  # still serving
        assert sc.learner is not None and sc.learner.settings.refit_every > 0  # refits stay on


def test_an_unavailable_refit_names_the_real_cause():
    from sidecar.learning.learner import unavailable_because

    assert "pip install 'sjf-sidecar[learn]'" in unavailable_because("scipy.sparse")
    assert "no training part" in unavailable_because("sidecar.training")
    assert "learn" not in unavailable_because("yaml")


async def test_a_learned_word_met_in_traffic_joins_the_serving_table_off_the_loop(fake, predictor, tmp_path):
    import shutil

    from sidecar.learning.state import word_id

    url, _ = fake
    state = tmp_path / "state"
    key = StateDir(state).key
    model = tmp_path / "m"
    shutil.copytree(predictor.model_dir, model)
    (model / "words.hashed.json").write_text(json.dumps({"weights": {str(word_id(key, b"zebracorn")): 3.0}}))
    from sidecar.prediction.scorer import LengthPredictor

    async with running_sidecar(url, LengthPredictor.load(model), state_dir=str(state)) as (side, sc):
        assert sc.predictor.hashed and not sc.predictor.resolved  # never met since start
        conv = Conversation.from_prompt("Describe the zebracorn")
        before = extract_features(conv, sc.predictor.words)[15]  # text_score
        await _send(side, [chat("Describe the zebracorn", max_tokens=3)])
        await eventually(lambda: sc.predictor.resolved)
        assert sc.predictor.resolved == {b"zebracorn": 3.0}
        assert extract_features(conv, sc.predictor.words)[15] == pytest.approx(before + 3.0)


def test_a_deployment_whose_replies_grow_with_the_prompt_gets_a_layer_that_ranks_it(predictor, tmp_path):
    """A backend model whose reply length follows the prompt's length (where the prior reads
    long prompts as short replies) is what a layer over the prior's features learns from a
    few hundred replies: the refit installs it, the sidecar's scoring of one request equals
    the refit's scoring of the matrix, and the prior's trees and words are reused as they are."""
    from sidecar.prediction.scorer import LengthPredictor
    from sidecar.training.layer import apply_layer
    from sidecar.training.refit import refit
    from sidecar.training.train import load_base, predict_margin

    state = StateDir(tmp_path / "state")
    hasher = WordHasher(state.key)
    rng = random.Random(1)
    topics = ["rivers", "tax law", "chess openings", "bread", "volcanoes", "jazz", "orbits", "moss"]
    convs = []
    with open(state.traffic_log, "w") as fh:
        for i in range(300):
            detail = " ".join(rng.choice(topics) for _ in range(rng.randint(1, 60)))
            conv = Conversation.from_prompt(f"Notes {detail}. What do you make of {rng.choice(topics)}?")
            convs.append(conv)
            tokens = max(2, int(2.0 * len(detail) * math.exp(rng.gauss(0, 0.3))))
            fh.write(_log_line(i, conv, tokens, predictor, hasher))
    d = predictor.model_dir
    result = refit(state, d, d, trees=20, depth=3, min_samples=50)
    assert result["installed"] and result["kind"] in ("layer", "words+layer"), json.dumps(result)
    assert result["after"] > result["before"] + 0.1, result
    learned = LengthPredictor.load(result["model_dir"])
    assert learned.layer is not None and learned.meta["learned"]["kind"] == result["kind"]
    assert learned.version != predictor.version
    assert (Path(result["model_dir"]) / "c").is_dir()  # the prior's compiled trees, reused
    X = np.array([learned.features(c) for c in convs[:40]], dtype=np.float32)
    one_by_one = np.array([learned.score([float(v) for v in row]) for row in X])
    matrix = apply_layer(learned.meta["layer"], predict_margin(load_base(result["model_dir"]), X), X)
    assert np.allclose(one_by_one, matrix, atol=1e-4)
    lengths = [len(c.messages[0][1]) for c in convs[:40]]
    assert np.corrcoef(one_by_one, lengths)[0, 1] > 0.5  # longer prompt, longer predicted reply


def test_a_malformed_layer_is_a_model_error(tmp_path, predictor):
    from sidecar.errors import ModelError
    from sidecar.prediction.scorer import Layer

    with pytest.raises(ModelError, match="layer"):
        Layer({"intercept": 0.0, "margin": 1.0, "weights": [[99, 1.0]]})
    with pytest.raises(ModelError, match="layer"):
        Layer({"margin": 1.0, "weights": []})


def test_a_fresh_install_refits_once_it_has_enough_replies_then_every_refit_every(tmp_path, predictor):
    from sidecar.config import LearningConfig
    from sidecar.learning.learner import Learner
    from sidecar.prediction.calibration import Calibration
    from sidecar.records.metrics import Metrics

    state = StateDir(tmp_path / "state")
    learner = Learner(
        state,
        LearningConfig(refit_every=200, min_samples=100),
        Calibration(),
        Metrics(),
        predictor.model_dir,
        None,
        current=lambda: predictor,
        install=None,  # type: ignore[arg-type]
    )
    assert learner.refit_due() == 100
    learner.refits.append({"installed": False})
    assert learner.refit_due() == 200


def test_capped_replies_raise_the_length_offset_but_never_lower_it():
    from sidecar.prediction.calibration import Calibration

    cal = Calibration().of("m")
    start = cal.offset
    cal.observe_length(0.0, 20)
    low = cal.offset
    assert low < start
    cal.observe_length(0.0, 256, capped=True)  # at least 256: the offset was too low
    assert cal.offset > low
    high = cal.offset
    cal.observe_length(0.0, 8, capped=True)  # cut at 8 tokens: says nothing about a longer median
    assert cal.offset == high


def test_the_layer_shrinks_toward_the_prior_where_the_replies_say_little():
    """Forty noisy replies that the prior ranks about as well as they can be ranked: the
    layer stays the prior's score (margin near 1, sizes in its order), not a flat guess (a
    ridge shrunk toward zero gave margin 0.09 here); a layer whose sizes bunch together is
    stretched back around its mean."""
    from sidecar.prediction.features import NUM_FEATURES
    from sidecar.training.layer import apply_layer, fit_layer, stretch_layer

    rng = np.random.default_rng(0)
    n = 40
    margin = rng.normal(0, 0.4, n)
    X = np.abs(rng.normal(0, 1, (n, NUM_FEATURES))) * 50
    label = margin + rng.normal(0, 1.0, n)
    layer = fit_layer(margin, X, label)
    assert layer["margin"] == pytest.approx(1.0, abs=0.25)
    pred = apply_layer(layer, margin, X)
    assert np.corrcoef(pred, margin)[0, 1] > 0.85
    flat = {"intercept": 0.2, "margin": 0.1, "weights": []}
    wide = stretch_layer(flat, float(np.mean(apply_layer(flat, margin, X))), 4.0)
    got = apply_layer(wide, margin, X)
    assert np.std(got) == pytest.approx(4 * np.std(apply_layer(flat, margin, X)))
    assert np.mean(got) == pytest.approx(np.mean(apply_layer(flat, margin, X)))


def test_a_refit_is_judged_on_earlier_traffic_and_on_the_reference_prompts():
    from sidecar.training.refit import REFERENCE_SLACK, held_out, reference_holds

    test = held_out(100)
    assert test[80:].all() and test[:80].sum() == 10  # the newest fifth and every 8th earlier reply
    check = {"prior": 0.90, "candidate": 0.80, "slack": REFERENCE_SLACK, "prompts": 1000, "replies": 400}
    assert not reference_holds(check, gain=0.5)  # fewer replies than the reference holds never overrule it
    assert reference_holds({**check, "candidate": 0.88}, gain=0.0)  # within the stated bound
    many = {**check, "replies": 1000}
    assert not reference_holds(many, gain=0.05)  # a loss of 0.10 the deployment does not pay for
    assert reference_holds(many, gain=0.12)


def test_the_shipped_model_carries_its_reference_prompts(predictor):
    """The reference (features and consensus labels, no text) matches the shipped word table
    and features; one made for another word table is not used."""
    from sidecar.training import reference

    ref = reference.load(predictor.model_dir, predictor.words_version)
    assert ref is not None and len(ref["label"]) >= 1000 and len(set(ref["source"].tolist())) >= 8
    assert reference.load(predictor.model_dir, "another-table") is None
    scores = np.array([predictor.tree_score([float(v) for v in row]) for row in ref["X"][:300]])
    assert np.corrcoef(scores, ref["label"][:300])[0, 1] > 0.5


def test_a_refit_on_capped_replies_keeps_the_order_of_requests_unlike_them(predictor, tmp_path):
    """Most replies run to the cap whatever was asked, the rest are short: what SmolLM2 does
    at 256 tokens. The layer must neither squeeze the sizes together nor reorder requests
    unlike the logged ones (the reference prompts): installed or not, the candidate ranks
    those about as the prior does (the layer before its guards: rank correlation with the
    prior 0.25 there, spread a quarter of the prior's)."""
    from sidecar.prediction.scorer import LengthPredictor
    from sidecar.training import reference
    from sidecar.training.layer import apply_layer
    from sidecar.training.refit import SPREAD_FLOOR, refit

    state = StateDir(tmp_path / "state")
    hasher = WordHasher(state.key)
    rng = random.Random(3)
    asks = [
        "Write a detailed essay on",
        "Answer yes or no: is",
        "List ten facts about",
        "In one word, name",
        "Explain step by step",
        "Translate into French:",
        "Summarize in one sentence:",
    ]
    topics = ["rivers", "tax law", "chess", "bread", "volcanoes", "jazz", "orbits", "moss", "trains"]
    with open(state.traffic_log, "w") as fh:
        for i in range(150):
            conv = Conversation.from_prompt(f"{rng.choice(asks)} {rng.choice(topics)} " * rng.randint(1, 4))
            capped = rng.random() < 0.75
            line = json.loads(_log_line(i, conv, 256 if capped else rng.randint(5, 30), predictor, hasher))
            line["truncated"] = capped
            fh.write(json.dumps(line) + "\n")
    d = predictor.model_dir
    result = refit(state, d, d, trees=20, depth=3, min_samples=50)
    spread = result["spread"]
    # the result rounds the spreads to 4 decimals and the stretch to 3: compare within that
    assert spread["layer"] * spread["stretched"] >= SPREAD_FLOOR * spread["prior"] * (1 - 2e-3), result
    assert result["reference"]["candidate"] >= result["reference"]["prior"] - 0.05, result
    if result["installed"]:
        layer = LengthPredictor.load(result["model_dir"]).meta["layer"]
        ref = reference.load(d, predictor.words_version)
        prior = np.array([predictor.tree_score([float(v) for v in row]) for row in ref["X"]])
        learned = apply_layer(layer, prior, ref["X"])
        rank = lambda v: np.argsort(np.argsort(v))  # noqa: E731
        assert np.corrcoef(rank(prior), rank(learned))[0, 1] > 0.8, result
        assert np.std(learned) >= 0.5 * np.std(prior), result
    else:
        assert result["reason"], result


# --- the refit's judge: the score users feel, with a margin for noise ----------------------


def _replay(n: int = 60, seed: int = 0):
    from sidecar.training.judge import Replay

    rng = np.random.default_rng(seed)
    tokens = np.exp(rng.normal(5.0, 1.0, n))
    return Replay(np.full(n, 100.0), tokens, np.full(n, 1e9), np.full(n, np.nan), 0.0, 0.5), np.log(tokens), rng


def test_the_judge_installs_a_real_gain_and_not_noise():
    """A candidate that knows the lengths beats one that guesses, with a lower bound above
    zero; a candidate no better than the serving model (the same scores, or other noise) is
    not above zero at its lower bound."""
    from sidecar.training.judge import judge

    replay, truth, rng = _replay()
    guess = rng.normal(0, 1, len(truth))
    good = judge(replay, truth, guess)
    assert good["candidate"] > 0.9 and good["gain_low"] > 0.3
    assert judge(replay, guess, guess)["gain_low"] <= 0
    lucky = [judge(replay, rng.normal(0, 1, len(truth)), guess, seed=s)["gain_low"] for s in range(10)]
    assert sum(lo > 0 for lo in lucky) <= 1  # a one-sided 90% bound: noise passes about one time in ten


def test_capped_replies_are_censored_labels_not_squeezed_at_the_cap():
    """Replies whose log length follows x with slope 1, 70% cut at a cap: the censored fit
    keeps the slope near 1 where taking the cap as the label halves it."""
    from sidecar.training.judge import censored_fit

    rng = np.random.default_rng(3)
    x = rng.normal(0, 1, 2000)
    y_true = x + rng.normal(0, 0.5, len(x))
    cap = np.quantile(y_true, 0.3)
    capped = y_true > cap
    y = np.where(capped, cap, y_true)

    def slope(labels: np.ndarray) -> np.ndarray:
        b, a = np.polyfit(x, labels, 1)
        return a + b * x

    naive = np.polyfit(x, y, 1)[0]
    label, sigma = censored_fit(slope, y, capped)
    assert naive < 0.45
    assert 0.85 < np.polyfit(x, label, 1)[0] < 1.15 and 0.35 < sigma < 0.7
    assert (label[capped] >= cap).all()


def test_a_refit_declines_noise_and_says_why(predictor, tmp_path):
    """A log whose replies say nothing the prompt tells: the refit declines, with the
    replayed shares and the gain's lower bound in its reason (the line the sidecar logs, and
    what /sidecar/calibration lists under refits)."""
    from sidecar.training.refit import refit

    state = StateDir(tmp_path / "state")
    hasher = WordHasher(state.key)
    rng = np.random.default_rng(1)
    with open(state.traffic_log, "w") as fh:
        for i in range(150):  # reply lengths that nothing in the prompt tells
            text = " ".join(rng.choice(["moss", "jazz", "orbit", "bread"], size=int(rng.integers(2, 40))))
            conv = Conversation.from_prompt(f"Note {i}: {text}")
            fh.write(_log_line(i, conv, int(rng.integers(20, 200)), predictor, hasher))
    result = refit(state, predictor.model_dir, predictor.model_dir, trees=5, depth=2, min_samples=100)
    assert not result["installed"]
    assert "lower bound" in result["reason"] and result["replay"]["gain_low"] <= 0


@pytest.mark.parametrize("vectors_tell", [True, False])
def test_a_head_is_judged_on_every_reply_by_heads_that_did_not_see_it(predictor, tmp_path, vectors_tell):
    """Reply lengths follow one coordinate of the reader's vector, which nothing lexical
    tells: the layer is declined, and a head fitted to the replies is judged over all of
    them, each sized by a head fitted without it (cross-fitted), then installed alone with
    the serving model. Vectors of noise teach nothing: the refit declines and says so."""
    from sidecar.learning.vectorlog import VectorLog
    from sidecar.training.refit import refit

    state = StateDir(tmp_path / "state")
    hasher = WordHasher(state.key)
    rng = np.random.default_rng(3)
    vectors = VectorLog(state.path / "vectors.f16", max_bytes=0, backups=0)
    vectors.register("test-reader", [0.0] * 16)
    with open(state.traffic_log, "w") as fh:
        for i in range(200):
            text = " ".join(rng.choice(["moss", "jazz", "orbit", "bread"], size=int(rng.integers(3, 12))))
            conv = Conversation.from_prompt(f"Note {i}: {text}")
            long = bool(rng.integers(0, 2))
            rec = json.loads(
                _log_line(i, conv, int(rng.integers(150, 250) if long else rng.integers(5, 20)), predictor, hasher)
            )
            fh.write(json.dumps({**rec, "request_id": f"r{i}"}) + "\n")
            v = rng.normal(size=16)
            if vectors_tell:
                v[0] = 3.0 if long else -3.0
            vectors.write(f"r{i}", "test-reader", v)
    vectors.close()
    result = refit(state, predictor.model_dir, predictor.model_dir, trees=5, depth=2, min_samples=100)
    head = result["second_stage"]["replay"]
    if vectors_tell:
        assert result["installed"] and result["kind"] == "head", json.dumps(result)
        assert head["gain_low"] > 0.3 and not result["replay"]["gain_low"] > 0
        learned = Path(result["model_dir"])
        assert json.loads((learned / "reader.json").read_text())["reader"] == "test-reader"
        assert json.loads((learned / "meta.json").read_text())["learned"]["kind"] == "head"
    else:
        assert not result["installed"] and head["gain_low"] <= 0
        assert "cross-fitted over the 200 with vectors" in result["reason"]


def test_a_refit_candidate_that_orders_worse_than_arrival_order_is_never_installed():
    from sidecar.training.refit import passes

    better = {"candidate": 0.30, "serving": 0.10, "gain": 0.20, "gain_low": 0.05}
    assert passes(better)
    # far better than a serving model that inverts the order, and still worse than arrival order
    assert not passes({"candidate": -0.10, "serving": -0.60, "gain": 0.50, "gain_low": 0.30})
    assert not passes({**better, "candidate": 0.0})
    assert not passes({**better, "gain_low": 0.0})  # better by luck only
