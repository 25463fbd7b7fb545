"""The second stage: a waiting request is read again and the queue re-sorts; it never holds
a dispatch, and a slow or dead reader leaves the first stage's sizes in force (fake clock,
fake embedding server)."""

from __future__ import annotations

import asyncio
import json
import math
import random
from pathlib import Path

import numpy as np
import pytest

from sidecar.errors import ModelError
from sidecar.prediction.features import Conversation
from sidecar.reader.reader import FINGERPRINT_TEXT, ReaderHead, Refiner, reader_text
from sidecar.scheduling.jobs import Capacity, Job
from sidecar.scheduling.scheduler import Scheduler
from tests.conftest import eventually


def head(tmp_path, **over) -> ReaderHead:
    """A head whose refined score is the vector's first number."""
    d = {
        "gguf_sha256": "ab" * 32,
        "mean": [0.0] * 4,
        "scale": [1.0] * 4,
        "coef": [1.0, 0.0, 0.0, 0.0],
        "length_coef": 0.0,
        "intercept": 0.0,
        "blend": {"intercept": 0.0, "first": 0.0, "second": 1.0},
        "sigma": 0.1,
        "fingerprint": [1.0, 0.0, 0.0, 0.0],
        **over,
    }
    path = tmp_path / "reader.json"
    path.write_text(json.dumps(d))
    return ReaderHead.load(path)


class Clock:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def job(jid: str, tokens: float, score: float) -> Job:
    return Job(jid, prompt_tokens=10, predicted_tokens=tokens, max_tokens=4096, model="m", score=score)


def busy_scheduler(clock: Clock) -> Scheduler:
    s = Scheduler(Capacity(slots=1), clock=clock)
    s.submit(job("running", 500, 1.0))
    assert [j.id for j in s.admit()] == ["running"]
    return s


def conv(text: str) -> Conversation:
    return Conversation.from_prompt(text)


async def settle(refiner: Refiner, task: asyncio.Task) -> None:
    for _ in range(50):
        await asyncio.sleep(0)
        if not refiner.pending():
            break


async def test_a_refined_size_re_sorts_the_queue(tmp_path):
    clock = Clock()
    s = busy_scheduler(clock)
    # the first stage sizes the article-to-summarise long and the open question short
    long_first, short_first = job("summarise", 900, 1.2), job("what-if", 60, -1.5)
    texts = {"summarise": "Summarise in one sentence:\n" + "article text " * 200, "what-if": "What if Rome never fell?"}
    reads = {"summarise": -2.0, "what-if": 1.5}  # the reader knows better

    async def embed(batch: list[str]) -> list[list[float]]:
        return [[reads["summarise" if t.startswith("Summarise") else "what-if"], 0, 0, 0] for t in batch]

    refiner = Refiner(embed, head(tmp_path), lambda: [s], refined=lambda job, score, sigma: math.exp(5.0 + score))
    for j in (long_first, short_first):
        s.submit(j)
        refiner.offer(j, conv(texts[j.id]))
    assert [j.id for j in s.upcoming(2)] == ["what-if", "summarise"]
    task = asyncio.create_task(refiner.run())
    await settle(refiner, task)
    task.cancel()
    assert [j.id for j in s.upcoming(2)] == ["summarise", "what-if"]
    assert long_first.predicted_tokens < 25 < 600 < short_first.predicted_tokens  # about exp(-2 + 5), exp(1.5 + 5)
    assert long_first.score == -2.0  # later re-sizes at newly learned rates keep the refined score
    assert refiner.stats.in_time == 2 and s.counters.refined == 2
    # the re-sorted queue is what admission follows
    s.release(s.running[0])
    assert [j.id for j in s.admit()] == ["summarise"]


async def test_every_waiting_job_is_read_though_the_read_ones_stay_in_front(tmp_path):
    """Read jobs that come out short stay at the front of the queue; the reader looks past
    them and reads the rest, next in line first, until none is left unread."""
    clock = Clock()
    s = busy_scheduler(clock)
    order: list[str] = []

    async def embed(batch: list[str]) -> list[list[float]]:
        order.extend(batch)
        return [[-3.0, 0, 0, 0] for _ in batch]  # every prompt reads short

    refiner = Refiner(
        embed, head(tmp_path), lambda: [s], refined=lambda job, score, sigma: math.exp(5.0 + score), batch=4
    )
    jobs = [job(f"j{i:02d}", 100 + 10 * i, 0.0) for i in range(12)]
    for j in jobs:
        s.submit(j)
        refiner.offer(j, conv(j.id))
    task = asyncio.create_task(refiner.run())
    await settle(refiner, task)
    task.cancel()
    assert refiner.stats.in_time == 12 and refiner.pending() == 0
    assert order[:4] == ["j00", "j01", "j02", "j03"]  # the next in line first


async def test_the_reader_never_holds_an_idle_dispatch(tmp_path):
    clock = Clock()
    s = Scheduler(Capacity(slots=1), clock=clock)
    never = asyncio.Event()

    async def stuck(batch: list[str]) -> list[list[float]]:
        await never.wait()  # a reader that never answers
        return []

    refiner = Refiner(stuck, head(tmp_path), lambda: [s], refined=lambda job, score, sigma: math.exp(5.0 + score))
    task = asyncio.create_task(refiner.run())
    j = job("alone", 300, 0.5)
    refiner.offer(j, conv("Explain TCP"))
    s.submit(j)
    assert [x.id for x in s.admit()] == ["alone"]  # dispatched at once on the first stage's size
    await asyncio.sleep(0)
    assert j.predicted_tokens == 300
    task.cancel()


async def test_a_dead_or_slow_reader_leaves_the_first_stage_sizes(tmp_path):
    clock = Clock()
    s = busy_scheduler(clock)

    async def dead(batch: list[str]) -> list[list[float]]:
        raise ConnectionRefusedError("reader down")

    refiner = Refiner(dead, head(tmp_path), lambda: [s], refined=lambda job, score, sigma: math.exp(5.0 + score))
    a, b = job("a", 900, 1.2), job("b", 60, -1.5)
    for j in (a, b):
        s.submit(j)
        refiner.offer(j, conv(j.id))
    task = asyncio.create_task(refiner.run())
    await eventually(lambda: refiner.stats.failed >= 1)
    task.cancel()
    assert (a.predicted_tokens, b.predicted_tokens) == (900, 60)
    assert refiner.stats.failed >= 1 and "reader down" in refiner.stats.last_error
    assert [j.id for j in s.upcoming(2)] == ["b", "a"]

    # slow: the job is dispatched while it is being read; its late size changes nothing
    gate = asyncio.Event()

    async def slow(batch: list[str]) -> list[list[float]]:
        await gate.wait()
        return [[-3.0, 0, 0, 0] for _ in batch]

    s2 = busy_scheduler(clock)
    refiner = Refiner(slow, head(tmp_path), lambda: [s2], refined=lambda job, score, sigma: math.exp(5.0 + score))
    c = job("c", 400, 0.3)
    s2.submit(c)
    refiner.offer(c, conv("c"))
    task = asyncio.create_task(refiner.run())
    await asyncio.sleep(0)
    s2.release(s2.running[0])
    assert [x.id for x in s2.admit()] == ["c"]
    gate.set()
    await eventually(lambda: refiner.stats.late == 1)
    task.cancel()
    assert c.predicted_tokens == 400 and refiner.stats.late == 1 and refiner.stats.in_time == 0


def test_jobs_the_first_stage_did_not_size_alone_are_not_read(tmp_path):
    async def embed(batch):  # pragma: no cover - never called
        raise AssertionError

    refiner = Refiner(embed, head(tmp_path), lambda: [], refined=lambda job, score, sigma: math.exp(5.0 + score))
    hinted = job("hinted", 100, 0.0)
    hinted.score = None  # a size hint or the shape memory sized it
    refiner.offer(hinted, conv("x"))
    assert refiner.pending() == 0


def test_the_head_is_checked_when_loaded_and_by_its_fingerprint(tmp_path):
    h = head(tmp_path)
    assert h.matches([2.0, 0.0, 0.0, 0.0]) and not h.matches([0.0, 1.0, 0.0, 0.0]) and not h.matches([1.0, 0.0])
    assert h.refine(first=3.0, second=h.second(np.array([0.7, 5, 5, 5]), chars=100)) == pytest.approx(0.7)
    with pytest.raises(ModelError, match="differ in length"):
        head(tmp_path, coef=[1.0, 0.0])
    (tmp_path / "bad.json").write_text("{}")
    with pytest.raises(ModelError, match="not a reader head"):
        ReaderHead.load(tmp_path / "bad.json")
    assert FINGERPRINT_TEXT


def test_serving_and_training_read_prompts_through_one_function():
    from sidecar.training import secondstage as training_reader

    assert training_reader.reader_text is reader_text
    long = "Summarise this in one sentence:\n" + "word " * 1000 + "\nKeep it under 20 words."
    text = reader_text(Conversation((("system", "You are terse."), ("user", long))))
    assert text.startswith("You are terse.") and "Summarise" in text and text.endswith("under 20 words.")
    assert len(text) < 1300


def test_the_trained_head_scores_as_the_serving_head_does(tmp_path):
    """training.secondstage.fit_head writes what sidecar.reader.ReaderHead reads: the same score
    for the same vector, whichever side computes it."""
    from sidecar.training.secondstage import fit_blend, fit_head, head_scores

    rng = np.random.default_rng(0)
    E = rng.normal(0, 1, (300, 16)) * rng.uniform(0.1, 3, 16) + rng.normal(0, 2, 16)
    chars = rng.integers(20, 3000, 300).astype(float)
    y = E[:, 3] * 0.5 - 0.2 * np.log1p(chars) + rng.normal(0, 0.1, 300)
    spec = fit_head(E, chars, y, alpha=1.0)
    first = y + rng.normal(0, 0.5, 300)
    blend = fit_blend(first, head_scores(spec, E, chars), y)
    spec.update(
        gguf_sha256="cd" * 32,
        blend={k: blend[k] for k in ("intercept", "first", "second")},
        sigma=blend["sigma"],
        fingerprint=E[0].tolist(),
    )
    (tmp_path / "reader.json").write_text(json.dumps(spec))
    h = ReaderHead.load(tmp_path / "reader.json")
    served = np.array([h.second(E[i], int(chars[i])) for i in range(20)])
    assert np.allclose(served, head_scores(spec, E[:20], chars[:20]))
    assert np.corrcoef(served, y[:20])[0, 1] > 0.95  # it learned the planted signal
    assert blend["second"] > blend["first"] > 0  # the better reader gets the larger weight


def test_a_source_and_its_translations_are_held_out_together():
    from sidecar.training.secondstage import families

    class P:
        source = np.array(["arena-hard", "m-arena-hard", "ru-arena", "ko-arena-hard", "mt-bench", "ja-mt-bench"])
        group = np.array(["arena-hard:1", "arena-hard:1", "ru-arena:9", "arena-hard:2", "mt-bench", "mt-bench"])

    # ko-arena-hard shares no prompt with the first two here, so it is a family of its own
    fam = families(P())  # type: ignore[arg-type]
    assert fam[0] == fam[1] and fam[4] == fam[5]
    assert len({fam[0], fam[2], fam[3], fam[4]}) == 4


async def test_the_deployment_teaches_a_head_to_a_reader_that_had_none(predictor, tmp_path):
    """An embedding model behind Ollama's /api/embed, which no shipped head reads: the
    sidecar reads every request anyway (all were dispatched at once: read when the reader
    is idle) and keeps the vectors; reply lengths follow something only the vectors carry.
    A refit learns a head for this reader (judged cross-fitted over every reply with a
    vector), installs it with the serving model, and the second stage serves it from then on."""
    import aiohttp

    from tests.conftest import running_sidecar
    from tests.fakes import FakeLlama, FakeOllamaEmbed, run_app, secret_bit

    backend, embedder = FakeLlama(), FakeOllamaEmbed()
    backend._tokens = lambda body: 240 if secret_bit(body["messages"][-1]["content"]) else 12  # type: ignore[method-assign]
    rng = random.Random(4)
    words = ["moss", "jazz", "orbit", "bread", "river", "tax", "chess", "kiln", "dune", "fern"]
    async with run_app(backend.app()) as url, run_app(embedder.app()) as embed_url:
        cfg = {
            "state_dir": str(tmp_path / "state"),
            "reader": {"enabled": True, "url": embed_url, "model": embedder.model},
            "learning": {"refit_every": 0},
        }
        async with running_sidecar(url, predictor, **cfg) as (side, sc), aiohttp.ClientSession() as s:

            async def reader_state() -> dict:
                async with s.get(side + "/sidecar/health") as r:
                    return (await r.json())["reader"]

            await eventually(lambda: reader_state_is(reader_state, "running"))
            assert (await reader_state())["head"] is None  # no head reads this model: learning only
            for i in range(240):
                text = f"Task {i}: " + " ".join(rng.choice(words) for _ in range(rng.randint(3, 12)))
                body = {"model": "m", "messages": [{"role": "user", "content": text}], "max_tokens": 400}
                async with s.post(side + "/v1/chat/completions", json=body) as r:
                    assert r.status == 200
                    await r.read()
            await eventually(lambda: kept_at_least(reader_state, 230))
            async with s.post(side + "/sidecar/refit") as r:
                result = await r.json()
            assert result["installed"], result
            # the vectors carry the bit: the head is installed (alone, or beside a layer that passed too)
            assert result["kind"] == "head" or result["kind"].endswith("+head"), result
            assert result["second_stage"]["replay"]["gain_low"] > 0
            learned = Path(result["model_dir"]) / "reader.json"
            assert json.loads(learned.read_text())["reader"] == f"ollama:{embed_url}:{embedder.model}"
            state = await reader_state()
            assert state["head"] == f"ollama:{embed_url}:{embedder.model}"
            assert state["read_when_idle"] >= 230
    assert (tmp_path / "state" / "vectors.f16").stat().st_mode & 0o077 == 0


async def reader_state_is(get, want: str) -> bool:  # type: ignore[no-untyped-def]
    return (await get())["state"] == want


async def kept_at_least(get, n: int) -> bool:  # type: ignore[no-untyped-def]
    return (await get()).get("vectors_kept", 0) >= n
