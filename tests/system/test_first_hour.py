"""What a new user meets in the first hour: numbers on the page that hold while work runs,
a report that reads as a table, config mistakes all at once, `sidecar predict` as the
running sidecar predicts, and one model learned once whatever a client calls it."""

from __future__ import annotations

import json
import subprocess
import sys

import aiohttp
import pytest
from aiohttp import web

from sidecar.config import load_config
from sidecar.errors import ConfigError
from sidecar.records import report
from sidecar.scheduling import forecast, queueview
from sidecar.scheduling.jobs import Capacity, Job, Rates, SchedulerSettings
from sidecar.scheduling.scheduler import Scheduler
from tests import REPO
from tests.conftest import eventually, running_sidecar
from tests.fakes import FakeLlama, run_app


class Clock:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def scheduler(slots: int = 1) -> tuple[Scheduler, Clock]:
    clock = Clock()
    rates = Rates(prefill=1000.0, decode=10.0)
    s = Scheduler(
        Capacity(slots=slots, slot_context=100_000), clock=clock, settings=SchedulerSettings(), rates=lambda job: rates
    )
    return s, clock


def test_a_job_behind_one_that_overran_its_prediction_is_not_told_it_starts_now():
    """A running job predicted at 10 s that has run 30 s: the one waiting behind it gets an
    ETA of what the running one is still expected to take, not 0; never past its cap."""
    s, clock = scheduler()
    running = Job("long", prompt_tokens=0, predicted_tokens=100, max_tokens=2000)
    s.submit(running)
    s.admit()
    s.submit(Job("next", prompt_tokens=0, predicted_tokens=10, max_tokens=2000))
    clock.t = 30.0
    (waiting,) = queueview.snapshot(s)["waiting"]
    assert waiting["eta_seconds"] == pytest.approx(15.0)  # half as long again as it has run
    clock.t = 190.0  # near its cap (2,000 tokens at 10/s: 200 s)
    assert queueview.snapshot(s)["waiting"][0]["eta_seconds"] == pytest.approx(10.0)
    assert forecast.drain_seconds(s) > 10.0


def test_a_reply_not_streamed_shows_an_estimated_count_while_it_runs():
    s, clock = scheduler()
    j = Job("plain", prompt_tokens=500, predicted_tokens=100, max_tokens=300)
    s.submit(j)
    s.admit()
    clock.t = 5.5  # 0.5 s of prefill, then 5 s at 10 tokens/s
    assert forecast.tokens_so_far(s, j, clock.t) == (pytest.approx(50.0), True)
    j.streamed_tokens = 7
    assert forecast.tokens_so_far(s, j, clock.t) == (7.0, False)


async def test_the_page_counts_the_tokens_running_replies_make(predictor):
    """While replies generate and none has finished, reply tokens/s is not 0."""
    import asyncio

    backend = FakeLlama(slots=2, delay=0.05, gate=asyncio.Event())
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, sc):
        async with aiohttp.ClientSession() as s:
            body = {"messages": [{"role": "user", "content": "hi"}], "max_tokens": 40, "stream": True}
            tasks = [asyncio.create_task(s.post(side + "/v1/chat/completions", json=body)) for _ in range(2)]
            await eventually(lambda: len(sc.upstreams[0].scheduler.running) == 2)
            backend.gate.set()  # type: ignore[union-attr]
            state: dict = {}

            async def counted() -> bool:  # the page's next build that has the tokens made so far
                nonlocal state
                async with s.get(side + "/sidecar/ui/state") as r:
                    state = await r.json()
                return all(x["tokens_so_far"] > 0 for x in state["queue"]["running"])

            await eventually(counted, timeout=10.0, every=0.1)
            for t in tasks:
                (await t).release()
    assert state["throughput_tokens_per_s"] > 0
    assert all(r["tokens_so_far"] > 0 for r in state["queue"]["running"])


def test_the_report_is_a_table_without_repeats(tmp_path):
    summary = {
        "requests": 3,
        "mean_wait": 1.0,
        "mean_wait_arrival_order": 2.0,
        "p50_wait": 1.0,
        "p50_wait_arrival_order": 2.0,
        "saved_seconds": 3.0,
        "cost_seconds": 0.0,
        "waited_longer": 0,
        "net_saved_seconds": 3.0,
    }
    one = {**summary, "by_class": {"short": dict(summary)}, "by_tenant": {"addr:1": dict(summary)}}
    lines = report.table(one, {"b0": 4, "b1": 2})
    assert sum(line.startswith(("all", "predicted", "tenant")) for line in lines) == 1  # one row: no breakdown
    assert "{" not in "\n".join(lines) and "b0 4, b1 2" in lines[0]
    assert sum(line.startswith("net:") for line in lines) == 1


def test_every_config_problem_is_reported_at_once_with_the_nearest_key(tmp_path):
    cfg = tmp_path / "c.yaml"
    cfg.write_text(
        "listen: 127.0.0.1:9\nbackend:\n  urll: http://x\nschedular:\n  max_queue: 3\ntimeouts:\n  idle: -1\n"
    )
    with pytest.raises(ConfigError) as e:
        load_config(cfg, env={})
    text = str(e.value)
    assert "3 problems" in text and "did you mean 'url'" in text and "did you mean 'scheduler'" in text
    assert "timeouts.idle" in text


async def test_one_llama_server_model_is_learned_once_whatever_a_client_calls_it(predictor):
    """A single-model llama-server serves its model whatever ``model`` says: requests that
    call it three ways are learned under the one name it reports."""
    backend = FakeLlama()
    app = backend.app()

    async def models(request: web.Request) -> web.Response:
        return web.json_response({"object": "list", "data": [{"id": "/models/SmolLM2-135M.gguf"}]})

    app.router.add_get("/v1/models", models)
    async with run_app(app) as url, running_sidecar(url, predictor) as (side, sc), aiohttp.ClientSession() as s:
        for name in ("smollm2", "", "gpt-4o"):
            body = {"model": name, "messages": [{"role": "user", "content": "hi"}], "max_tokens": 3}
            async with s.post(side + "/v1/chat/completions", json=body) as r:
                assert r.status == 200
        assert set(sc.calibration.models) == {"SmolLM2-135M.gguf"}


@pytest.mark.slow
def test_predict_uses_the_state_it_is_given_and_says_which(tmp_path):
    """`sidecar predict --state DIR` reads that sidecar's learned rates (it says so), and
    prints a table unless --json."""
    from sidecar.learning.state import StateDir
    from sidecar.prediction.calibration import Calibration

    state = StateDir(tmp_path / "state")
    cal = Calibration(300.0, 30.0)
    slow = cal.rates_at("m", "")  # the first backend's rates, which `sidecar predict` reads
    for _ in range(20):
        slow.observe(100, 1.0, 100, 50.0)  # 2 tokens/s decode
    state.write_json("calibration.json", cal.to_state())
    body = json.dumps(
        {"model": "m", "messages": [{"role": "user", "content": "Explain DNS briefly"}], "max_tokens": 50}
    )

    def run(*extra: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "sidecar", "predict", "--second-stage", "off", *extra],
            input=body + "\n",
            capture_output=True,
            text=True,
            cwd=REPO,
            timeout=120,
        )

    learned = run("--state", str(tmp_path / "state"), "--json")
    fresh = run("--state", str(tmp_path / "none"), "--json")
    assert learned.returncode == 0 and fresh.returncode == 0, learned.stderr + fresh.stderr
    assert str(tmp_path / "state") in learned.stderr and "none (default rates" in fresh.stderr
    assert json.loads(learned.stdout)["predicted_seconds"] > 2 * json.loads(fresh.stdout)["predicted_seconds"]
    table = run("--state", str(tmp_path / "state"))
    assert table.stdout.splitlines()[0].split()[:2] == ["line", "api"] and "{" not in table.stdout


def test_the_report_says_per_model_how_far_the_sizes_are_trusted_and_why(tmp_path):
    from sidecar.prediction.calibration import Calibration

    cal = Calibration()
    trust = cal.of("smol").trust
    trust.serving("v1", 0.67)
    for score, tokens in [(-2.0, 400), (-1.0, 200), (0.0, 90), (1.0, 40), (2.0, 10), (-1.5, 300), (1.5, 20)]:
        trust.observe(score, tokens, False)  # the longer it looked, the shorter it was
    cal.of("big").trust.serving("v1", 0.67)
    (tmp_path / "calibration.json").write_text(json.dumps(cal.to_state()))
    lines = report.trust_lines(tmp_path)
    smol = next(line for line in lines if line.strip().startswith("smol"))
    big = next(line for line in lines if line.strip().startswith("big"))
    assert "smol: 0% (" in smol and "ordered as they arrive" in smol
    assert "no reply pairs yet" in big and "held-out agreement 0.67" in big
    assert report.trust_lines(tmp_path / "nowhere") == []
