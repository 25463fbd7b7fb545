"""Running as a service: metrics, systemd notify and watchdog, SIGTERM drain, unit file, image build."""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import aiohttp
import pytest

from .conftest import running_sidecar
from .fakes import FakeLlama, free_port, run_app

REPO = Path(__file__).resolve().parent.parent


def metric(text: str, name: str, labels: str = "") -> float:
    m = re.search(rf"^{re.escape(name)}{re.escape(labels)} ([0-9.e+-]+)$", text, re.M)
    assert m, f"{name}{labels} not in metrics"
    return float(m.group(1))


async def test_metrics_move_as_the_queue_fills_and_drains(predictor):
    backend = FakeLlama(delay=0.03, max_gen=8)
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, _):
        async with aiohttp.ClientSession() as s:

            async def scrape() -> str:
                async with s.get(side + "/sidecar/metrics") as r:
                    assert r.headers["Content-Type"].startswith("text/plain")
                    return await r.text()

            idle = await scrape()
            assert metric(idle, "vllm:num_requests_waiting", '{model_name=""}') == 0
            tasks = [
                asyncio.create_task(
                    s.post(
                        side + "/v1/chat/completions",
                        json={
                            "model": "m",
                            "messages": [{"role": "user", "content": f"q{i}"}],
                            "max_tokens": 8,
                            "priority": "batch" if i % 2 else "interactive",
                        },
                    )
                )
                for i in range(5)
            ]
            await asyncio.sleep(0.1)
            busy = await scrape()
            assert metric(busy, "vllm:num_requests_waiting", '{model_name="m"}') == 4
            assert metric(busy, "vllm:num_requests_running", '{model_name="m"}') == 1
            assert 0 < metric(busy, "vllm:kv_cache_usage_perc", '{model_name="m"}') <= 1
            assert metric(busy, "sidecar_queue_depth", '{priority="batch"}') >= 1
            for t in tasks:
                (await t).release()
            done = await scrape()
    assert metric(done, "vllm:num_requests_waiting", '{model_name="m"}') == 0
    assert metric(done, "vllm:kv_cache_usage_perc", '{model_name="m"}') == 0
    assert metric(done, "sidecar_requests_total", '{api="openai-chat",outcome="ok"}') == 5
    admitted = re.findall(r'^sidecar_admissions_total\{kind="\w+"\} ([0-9.]+)$', done, re.M)
    assert sum(map(float, admitted)) == 5
    assert metric(done, "sidecar_queue_wait_seconds_count", '{predicted_class="short"}') >= 1
    assert metric(done, "sidecar_prediction_log2_error_count") == 0  # all hit the cap: no length label
    assert "sidecar_model_info{dir=" in done


def serve(args: list[str], env: dict[str, str], log: Path | None = None) -> subprocess.Popen[bytes]:
    """``sidecar serve`` in its own process; its log goes to ``log`` (or nowhere)."""
    with open(log or os.devnull, "wb") as out:
        return subprocess.Popen(
            [sys.executable, "-m", "sidecar", "serve", *args],
            cwd=REPO,
            env={**os.environ, **env},
            stdout=out,
            stderr=subprocess.STDOUT,
        )


async def wait_health(url: str, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    async with aiohttp.ClientSession() as s:
        while time.monotonic() < deadline:
            try:
                async with s.get(url + "/sidecar/health") as r:
                    if r.status == 200:
                        return
            except aiohttp.ClientError:
                pass
            await asyncio.sleep(0.1)
    raise AssertionError("sidecar did not become healthy")


async def test_notify_socket_gets_ready_status_and_watchdog(tmp_path):
    backend = FakeLlama()
    path = str(tmp_path / "notify.sock")
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    sock.bind(path)
    sock.setblocking(False)
    async with run_app(backend.app()) as url, contextlib.AsyncExitStack() as stack:
        stack.callback(sock.close)
        port = free_port()
        proc = serve(
            ["--backend", url, "--listen", f"127.0.0.1:{port}"], {"NOTIFY_SOCKET": path, "WATCHDOG_USEC": "400000"}
        )
        try:
            await wait_health(f"http://127.0.0.1:{port}")
            got: list[str] = []
            deadline = time.monotonic() + 5
            while time.monotonic() < deadline and sum("WATCHDOG=1" in m for m in got) < 2:
                try:
                    got.append(sock.recv(4096).decode())
                except BlockingIOError:
                    await asyncio.sleep(0.05)
            proc.send_signal(signal.SIGTERM)
            assert proc.wait(20) == 0
            await asyncio.sleep(0.1)
            while True:
                try:
                    got.append(sock.recv(4096).decode())
                except BlockingIOError:
                    break
        finally:
            if proc.poll() is None:
                proc.kill()
    assert got[0].startswith("READY=1")
    assert sum("WATCHDOG=1" in m for m in got) >= 2
    assert any("STATUS=serving: 0 waiting, 0 running" in m for m in got)
    assert any(m.startswith("STOPPING=1") for m in got)


async def test_sigterm_lets_the_stream_finish_and_answers_the_queue_503():
    backend = FakeLlama(delay=0.05, max_gen=40)
    async with run_app(backend.app()) as url:
        port = free_port()
        side = f"http://127.0.0.1:{port}"
        proc = serve(["--backend", url, "--listen", f"127.0.0.1:{port}"], {"SIDECAR_DRAIN_GRACE": "20"})
        try:
            await wait_health(side)
            async with aiohttp.ClientSession() as s:
                streaming = await s.post(
                    side + "/v1/chat/completions",
                    json={"messages": [{"role": "user", "content": "long"}], "max_tokens": 40, "stream": True},
                )
                queued = [
                    asyncio.create_task(
                        s.post(
                            side + "/v1/chat/completions",
                            json={"messages": [{"role": "user", "content": f"q{i}"}], "max_tokens": 2},
                        )
                    )
                    for i in range(2)
                ]
                await asyncio.sleep(0.3)
                proc.send_signal(signal.SIGTERM)
                statuses = []
                for t in queued:
                    r = await t
                    statuses.append((r.status, r.headers.get("Retry-After"), (await r.json())["error"]["code"]))
                body = await streaming.read()
            rc = await asyncio.get_running_loop().run_in_executor(None, proc.wait, 30)
        finally:
            if proc.poll() is None:
                proc.kill()
    assert statuses == [(503, "5", "draining")] * 2
    assert body.endswith(b"data: [DONE]\n\n") and body.count(b"data: ") == 42  # 40 tokens, final, [DONE]
    assert rc == 0
    assert [b["messages"][0]["content"] for _, b in backend.requests] == ["long"]


def test_sighup_reloads_the_model(tmp_path):
    backend_port = free_port()
    port = free_port()
    # no backend needed to reload: the sidecar starts and keeps probing
    log = tmp_path / "sidecar.log"
    proc = serve(["--backend", f"http://127.0.0.1:{backend_port}", "--listen", f"127.0.0.1:{port}"], {}, log)
    try:
        deadline = time.monotonic() + 30
        while b"listening on" not in log.read_bytes() and time.monotonic() < deadline:
            time.sleep(0.1)
        proc.send_signal(signal.SIGHUP)
        while b"SIGHUP: model reloaded" not in log.read_bytes() and time.monotonic() < deadline:
            time.sleep(0.1)
        out = log.read_bytes()
        assert b"SIGHUP: model reloaded" in out and b"switched length model" in out
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(20)


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="systemd-analyze not installed")
def test_unit_file_passes_systemd_analyze_verify(tmp_path):
    exe = Path(sys.executable).parent / "sidecar"
    unit = (REPO / "systemd" / "sidecar.service").read_text().replace("/opt/sjf-sidecar/bin/sidecar", str(exe))
    path = tmp_path / "sjf-sidecar.service"
    path.write_text(unit)
    r = subprocess.run(["systemd-analyze", "verify", "--man=no", str(path)], capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    for key in (
        "Type=notify",
        "WatchdogSec=",
        "Restart=on-failure",
        "NoNewPrivileges=yes",
        "ProtectSystem=strict",
        "ProtectHome=yes",
        "PrivateTmp=yes",
        "ReadWritePaths=",
        "User=sjf-sidecar",
    ):
        assert key in unit


@pytest.mark.slow
@pytest.mark.timeout(900)
def test_docker_build_steps_produce_a_working_install(tmp_path):
    """The steps the Dockerfile runs (docker/build.sh), without Docker."""
    r = subprocess.run(
        ["bash", str(REPO / "docker" / "build.sh"), str(tmp_path / "opt")], capture_output=True, text=True, timeout=600
    )
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    assert '"predicted_tokens"' in r.stdout
    assert list((tmp_path / "opt" / "cache").glob("*/predictor.so"))
    venv = tmp_path / "opt" / "venv" / "bin"
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith("SIDECAR_")}

    def predicts_with_the_shipped_model() -> None:
        predicts_from_elsewhere([str(venv / "sidecar")], elsewhere, env, "site-packages/sidecar/model/default")

    predicts_with_the_shipped_model()  # `pip install <repo>`, not editable
    wheels = tmp_path / "wheels"
    r = subprocess.run(
        [str(venv / "pip"), "wheel", "-q", "--no-deps", "-w", str(wheels), str(REPO)], capture_output=True, text=True
    )
    assert r.returncode == 0, r.stderr[-2000:]
    (wheel,) = wheels.glob("sjf_sidecar-*.whl")
    import zipfile

    names = set(zipfile.ZipFile(wheel).namelist())
    for f in ("model.json", "words.json", "meta.json", "card.md", "c/main.c", "c/header.h"):
        assert f"sidecar/model/default/{f}" in names
    assert "sidecar/ui/dashboard.html" in names  # the dashboard's page
    r = subprocess.run(
        [str(venv / "pip"), "install", "-q", "--no-deps", "--force-reinstall", str(wheel)],
        capture_output=True,
        text=True,
    )
    assert r.returncode == 0, r.stderr[-2000:]
    predicts_with_the_shipped_model()  # `pip install <wheel>`
    dockerfile = (REPO / "Dockerfile").read_text()
    assert "RUN docker/build.sh /opt/sjf-sidecar" in dockerfile and "USER sidecar" in dockerfile
    assert "HEALTHCHECK" in dockerfile and "/sidecar/health" in dockerfile


def predicts_from_elsewhere(sidecar: list[str], cwd: Path, env: dict[str, str], model_dir: str) -> None:
    """``sidecar predict`` (first stage only) and ``sidecar train --help`` run from ``cwd``
    with the model in ``model_dir``."""
    body = '{"model": "m", "messages": [{"role": "user", "content": "Explain DNS briefly"}]}'
    r = subprocess.run(
        [*sidecar, "predict", "--api", "ollama-chat", "--second-stage", "off"],
        input=body,
        capture_output=True,
        text=True,
        cwd=cwd,
        env=env,
        timeout=120,
    )
    assert r.returncode == 0, r.stderr[-2000:]
    assert '"predicted_tokens"' in r.stdout and model_dir in r.stderr + r.stdout
    r = subprocess.run([*sidecar, "train", "--help"], capture_output=True, text=True, cwd=cwd, env=env)
    assert r.returncode == 0 and "--out" in r.stdout, r.stderr[-2000:]


def test_the_editable_install_finds_the_model_and_the_training_pipeline_from_anywhere(tmp_path):
    """The development environment is an editable install: model/ and training/ at the
    top level are sidecar.model and sidecar.training wherever the command runs."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("SIDECAR_")}
    predicts_from_elsewhere([sys.executable, "-m", "sidecar"], tmp_path, env, str(REPO / "model" / "default"))


def test_structured_logs_carry_the_request_record_but_never_the_prompt():
    import json
    import logging

    from sidecar.logs import JsonFormatter, LogfmtFormatter

    rec = {
        "request_id": "r1",
        "predicted_tokens": 120.0,
        "output_tokens": 95,
        "queue_wait": 1.5,
        "service_time": 2.25,
        "status": "ok",
        "features": [1.0] * 19,
        "messages": [["user", "secret"]],
    }
    record = logging.LogRecord("sidecar.access", logging.INFO, __file__, 1, "request %s", ("r1",), None)
    record.record = rec
    line = JsonFormatter().format(record)
    obj = json.loads(line)
    assert obj["request_id"] == "r1" and obj["output_tokens"] == 95 and obj["queue_wait"] == 1.5
    assert "secret" not in line and "features" not in obj
    lf = LogfmtFormatter().format(record)
    assert "request_id=r1" in lf and "status=ok" in lf and "queue_wait=1.5" in lf and "secret" not in lf
    plain = logging.LogRecord("sidecar", logging.INFO, __file__, 1, "state %s", ("serving",), None)
    assert json.loads(JsonFormatter().format(plain))["msg"] == "state serving"


@pytest.mark.slow
@pytest.mark.timeout(600)
async def test_a_plain_install_learns_its_deployment(tmp_path):
    """`pip install .` with no extras into a clean venv: 100 replies through `sidecar serve`,
    then `POST /sidecar/refit` answers 200 with the ranking before and after, and the sidecar
    serves the learned model."""
    import json
    import random

    import aiohttp

    from sidecar.tools.llamaserver import free_port

    from .fakes import FakeLlama, run_app

    venv = tmp_path / "venv"
    await asyncio.to_thread(subprocess.run, [sys.executable, "-m", "venv", str(venv)], check=True)
    r = await asyncio.to_thread(
        subprocess.run,
        [str(venv / "bin" / "pip"), "install", "-q", "-c", str(REPO / "constraints.txt"), str(REPO)],
        capture_output=True,
        text=True,
    )
    assert r.returncode == 0, r.stderr[-2000:]
    r = subprocess.run([str(venv / "bin" / "python"), "-c", "import xgboost"], capture_output=True)
    assert r.returncode != 0, "the plain install must not bring xgboost"
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    plain_env = {k: v for k, v in os.environ.items() if not k.startswith("SIDECAR_")}
    predicts_from_elsewhere(
        [str(venv / "bin" / "sidecar")], elsewhere, plain_env, "site-packages/sidecar/model/default"
    )

    backend = FakeLlama()
    backend._tokens = lambda body: max(3, len(json.dumps(body)) // 8)  # replies grow with the prompt
    rng = random.Random(5)
    words = ["moss", "jazz", "orbits", "bread", "rivers", "tax", "chess", "volcano"]
    async with run_app(backend.app()) as url:
        port = free_port()
        env = {k: v for k, v in os.environ.items() if not k.startswith("SIDECAR_")}
        env.update(SIDECAR_STATE_DIR=str(tmp_path / "state"), SIDECAR_CACHE_DIR=str(tmp_path / "cache"))
        proc = await asyncio.create_subprocess_exec(
            str(venv / "bin" / "sidecar"),
            "serve",
            "--backend",
            url,
            "--listen",
            f"127.0.0.1:{port}",
            env=env,
            cwd=tmp_path,
            stderr=asyncio.subprocess.PIPE,
        )
        side = f"http://127.0.0.1:{port}"
        try:
            async with aiohttp.ClientSession() as s:
                for _ in range(300):
                    with contextlib.suppress(aiohttp.ClientError):
                        async with s.get(side + "/sidecar/health") as h:
                            if h.status == 200:
                                break
                    await asyncio.sleep(0.1)
                for i in range(100):
                    text = " ".join(rng.choice(words) for _ in range(rng.randint(2, 150)))
                    prompt = f"Notes {i}: {text}. Thoughts?"
                    body = {"model": "m", "messages": [{"role": "user", "content": prompt}], "max_tokens": 2000}
                    async with s.post(side + "/v1/chat/completions", json=body) as resp:
                        assert resp.status == 200
                        await resp.read()
                async with s.post(side + "/sidecar/refit") as resp:
                    result = await resp.json()
                    assert resp.status == 200, result
                assert result["installed"] is True, json.dumps(result)
                assert isinstance(result["before"], float) and result["after"] >= result["before"]
                assert result["kind"] == "layer" and "words" in result["skipped"]
                async with s.get(side + "/sidecar/calibration") as resp:
                    learning = (await resp.json())["learning"]
                assert learning["model"]["learned"] and learning["model"]["version"] == result["model"]
        finally:
            proc.terminate()
            await proc.wait()
