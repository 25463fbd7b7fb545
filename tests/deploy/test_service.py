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
from aiohttp import web

from sidecar.localhttp import free_port
from tests import REPO
from tests.conftest import eventually, holding, running_sidecar
from tests.fakes import FakeLlama, run_app


def metric(text: str, name: str, labels: str = "") -> float:
    m = re.search(rf"^{re.escape(name)}{re.escape(labels)} ([0-9.e+-]+)$", text, re.M)
    assert m, f"{name}{labels} not in metrics"
    return float(m.group(1))


async def test_metrics_move_as_the_queue_fills_and_drains(predictor):
    gate = asyncio.Event()
    backend = FakeLlama(max_gen=8, gate=gate)  # the first holds the one slot until the gate opens
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
            await eventually(lambda: holding(s, side, 5))
            busy = await scrape()
            assert metric(busy, "vllm:num_requests_waiting", '{model_name="m"}') == 4
            assert metric(busy, "vllm:num_requests_running", '{model_name="m"}') == 1
            assert 0 < metric(busy, "vllm:kv_cache_usage_perc", '{model_name="m"}') <= 1
            assert metric(busy, "sidecar_queue_depth", '{priority="batch"}') >= 1
            gate.set()
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
            assert proc.wait(20) == 0  # what it sent before it exited is in the socket's buffer
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


async def _stream_and_queue(side: str, proc: subprocess.Popen[bytes]):
    """A 40-token stream and two small requests queued behind it; SIGTERM once all three are
    in the sidecar. Returns the queued replies (status, Retry-After, body) and the stream's bytes."""
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
        await eventually(lambda: holding(s, side, 3))
        proc.send_signal(signal.SIGTERM)
        replies = []
        for t in queued:
            r = await t
            replies.append((r.status, r.headers.get("Retry-After"), await r.json()))
        try:
            body = await streaming.read()
        except aiohttp.ClientPayloadError:
            body = b""
    return replies, body


# the drain's tests queue short requests behind a long stream: suspending it would serve them first
NON_PREEMPTIVE = {"SIDECAR_SCHEDULER_PREEMPT": "off"}


@pytest.mark.slow  # seconds of real waiting
async def test_sigterm_serves_the_queue_in_its_order_then_exits(tmp_path):
    """A restart must not fail what was accepted: the stream finishes, the queued requests
    are served after it, in order, and only then does the process exit."""
    backend = FakeLlama(delay=0.05, max_gen=40)
    async with run_app(backend.app()) as url:
        port = free_port()
        side = f"http://127.0.0.1:{port}"
        proc = serve(
            ["--backend", url, "--listen", f"127.0.0.1:{port}"], {"SIDECAR_DRAIN_GRACE": "20", **NON_PREEMPTIVE}
        )
        try:
            await wait_health(side)
            replies, body = await _stream_and_queue(side, proc)
            rc = await asyncio.get_running_loop().run_in_executor(None, proc.wait, 30)
        finally:
            if proc.poll() is None:
                proc.kill()
    assert [status for status, _, _ in replies] == [200, 200]
    assert body.endswith(b"data: [DONE]\n\n") and body.count(b"data: ") == 42  # 40 tokens, final, [DONE]
    assert rc == 0
    assert [b["messages"][0]["content"] for _, b in backend.requests][0] == "long" and len(backend.requests) == 3


async def test_what_still_waits_at_the_drain_limit_gets_503_with_retry_after(tmp_path):
    backend = FakeLlama(delay=0.05, max_gen=40)
    log = tmp_path / "sidecar.log"
    async with run_app(backend.app()) as url:
        port = free_port()
        side = f"http://127.0.0.1:{port}"
        proc = serve(
            ["--backend", url, "--listen", f"127.0.0.1:{port}"], {"SIDECAR_DRAIN_GRACE": "0.5", **NON_PREEMPTIVE}, log
        )
        try:
            await wait_health(side)
            replies, _ = await _stream_and_queue(side, proc)
            rc = await asyncio.get_running_loop().run_in_executor(None, proc.wait, 30)
        finally:
            if proc.poll() is None:
                proc.kill()
    assert [(st, ra, body["error"]["code"]) for st, ra, body in replies] == [(503, "2", "draining")] * 2
    assert rc == 0
    assert [b["messages"][0]["content"] for _, b in backend.requests] == ["long"]
    assert b"drain limit of 0.5 s reached: 2 waiting requests answered 503" in log.read_bytes()


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
        while b"SIGHUP: reloaded" not in log.read_bytes() and time.monotonic() < deadline:
            time.sleep(0.1)
        out = log.read_bytes()
        assert b"SIGHUP: reloaded" in out and b"switched length model" in out
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(20)


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="systemd-analyze not installed")
def test_unit_file_passes_systemd_analyze_verify(tmp_path):
    exe = Path(sys.executable).parent / "sidecar"
    unit = (REPO / "systemd" / "sidecar.service").read_text().replace("/opt/sjf-sidecar/bin/sidecar", str(exe))
    path = tmp_path / "sjf-sidecar.service"
    path.write_text(unit)
    sock = tmp_path / "sjf-sidecar.socket"
    sock.write_text((REPO / "systemd" / "sidecar.socket").read_text())
    r = subprocess.run(["systemd-analyze", "verify", "--man=no", str(path), str(sock)], capture_output=True, text=True)
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
    assert "sidecar/web/ui/dashboard.html" in names  # the dashboard's page
    assert "sidecar/py.typed" in names  # its types are published (PEP 561)
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)  # the licence travels with it
    # what serves, learns, trains and benchmarks; no development tool
    assert "sidecar/tools/bench.py" in names and "sidecar/tools/replay_backend.py" in names
    assert not [n for n in names if n.endswith(("chromium.py", "cluster.py", "kvload.py", "llamabuild.py"))]
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
        [*sidecar, "predict", "--api", "ollama-chat", "--second-stage", "off", "--json"],
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

    from sidecar.records.logs import JsonFormatter, LogfmtFormatter

    rec = {
        "request_id": "r1",
        "predicted_tokens": 120.0,
        "output_tokens": 95,
        "queue_wait": 1.5,
        "service_time": 2.25,
        "status": "ok",
        "features": [1.0] * 21,
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
    """`pip install .` with no extras into a clean venv, started from the source checkout: 100
    replies through `sidecar serve`, then `POST /sidecar/refit` answers 200 with the ranking before and after, and the sidecar
    serves the learned model."""
    import json
    import random

    import aiohttp

    from sidecar.localhttp import free_port
    from tests.fakes import FakeLlama, run_app

    venv = tmp_path / "venv"
    await asyncio.to_thread(subprocess.run, [sys.executable, "-m", "venv", str(venv)], check=True)
    r = await asyncio.to_thread(
        subprocess.run,
        [str(venv / "bin" / "pip"), "install", "-q", "-c", str(REPO / "constraints.txt"), str(REPO)],
        capture_output=True,
        text=True,
    )
    assert r.returncode == 0, r.stderr[-2000:]
    xgb = subprocess.run([str(venv / "bin" / "python"), "-c", "import xgboost"], capture_output=True)
    assert xgb.returncode != 0, "the plain install must not bring xgboost"
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    plain_env = {k: v for k, v in os.environ.items() if not k.startswith("SIDECAR_")}
    predicts_from_elsewhere(
        [str(venv / "bin" / "sidecar")], elsewhere, plain_env, "site-packages/sidecar/model/default"
    )

    backend = FakeLlama()
    backend._tokens = lambda body: max(3, len(json.dumps(body)) // 8)  # type: ignore[method-assign]  # replies grow with the prompt
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
            cwd=REPO,  # inside the source checkout: its sidecar/ (no training part) must not shadow the install
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


async def _steady_traffic(url: str, stop: asyncio.Event, clients: int = 4) -> list[tuple[str, object]]:
    """``clients`` clients sending one request after another on new connections, half of
    them streaming, until ``stop``; each outcome is ("ok", tokens), ("status", code),
    ("broken", reason) or ("refused", error)."""
    out: list[tuple[str, object]] = []

    async def client(k: int) -> None:
        i = 0
        async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(force_close=True)) as s:
            while not stop.is_set():
                i += 1
                stream = (i + k) % 2 == 0
                body = {"messages": [{"role": "user", "content": f"c{k} r{i}"}], "max_tokens": 8, "stream": stream}
                try:
                    async with s.post(url + "/v1/chat/completions", json=body) as r:
                        raw = await r.read()
                        if r.status != 200:
                            out.append(("status", r.status))
                        elif stream and not raw.endswith(b"data: [DONE]\n\n"):
                            out.append(("broken", raw[-60:]))
                        else:
                            out.append(("ok", i))
                except aiohttp.ClientConnectorError as exc:
                    out.append(("refused", str(exc)))
                except aiohttp.ClientError as exc:
                    out.append(("broken", str(exc)))

    tasks = [asyncio.create_task(client(k)) for k in range(clients)]
    await stop.wait()
    await asyncio.gather(*tasks)
    return out


async def _wait_exit(proc: subprocess.Popen[bytes], timeout: float = 30) -> int:
    return await asyncio.get_running_loop().run_in_executor(None, proc.wait, timeout)


def _activated(args: list[str], env: dict[str, str], sock: socket.socket, log: Path) -> subprocess.Popen[bytes]:
    """Start ``sidecar serve`` the way systemd does under socket activation: the listening
    socket as descriptor 3, LISTEN_FDS=1 and LISTEN_PID naming the process itself."""

    def child() -> None:
        os.dup2(sock.fileno(), 3)

    # the shell sets LISTEN_PID to its own pid and execs the sidecar in its place
    argv = [
        "/bin/sh",
        "-c",
        'LISTEN_PID=$$ LISTEN_FDS=1 exec "$0" "$@"',
        sys.executable,
        "-m",
        "sidecar",
        "serve",
        *args,
    ]
    with open(log, "wb") as out:
        return subprocess.Popen(
            argv,
            cwd=REPO,
            stdout=out,
            stderr=subprocess.STDOUT,
            env={**os.environ, **env},
            preexec_fn=child,
            pass_fds=(sock.fileno(), 3),
        )


def _tail(log: Path, n: int = 30) -> str:
    return "\n".join(log.read_text(errors="replace").splitlines()[-n:])


async def restarted_under_traffic(
    backend: str,
    logs: Path,
    how: str,
    *,
    restarts: int = 3,
    pause: float = 1.0,
    timeout: float = 30,
    check: bool = True,
) -> list[tuple[str, object]]:
    """Four clients' steady traffic through ``sidecar serve`` in front of ``backend`` while
    it is restarted ``restarts`` times, ``how``: "handover" (each new process started beside
    the running one takes its socket) or "socket" (a socket held here as systemd holds it;
    each process stopped, then the next started on it). Returns the clients' outcomes;
    each process's log is ``logs/{how}-K.log``, and each must have said where its socket
    came from and exited 0 after its drain, and served its share (``check``; without it
    the outcomes are returned as they are, experiments/restarts.py counts them)."""
    env = {"SIDECAR_STATE_DIR": str(logs / f"{how}-state"), "SIDECAR_DRAIN_GRACE": "60"}
    sock = socket.create_server(("127.0.0.1", 0), backlog=512) if how == "socket" else None
    port = sock.getsockname()[1] if sock is not None else free_port()
    side = f"http://127.0.0.1:{port}"
    args = ["--backend", backend, "--listen", f"127.0.0.1:{port}"]

    def start(k: int) -> subprocess.Popen[bytes]:
        log = logs / f"{how}-{k}.log"
        if sock is not None:
            return _activated(args, env, sock, log)
        return serve(args + (["--take-over"] if k else []), env, log)  # an upgrade says so

    procs = [start(0)]
    stop = asyncio.Event()
    try:
        await wait_health(side, timeout=60)
        traffic = asyncio.create_task(_steady_traffic(side, stop))
        for k in range(1, restarts + 1):
            await asyncio.sleep(pause)
            if sock is not None:
                procs[-1].send_signal(signal.SIGTERM)
                assert await _wait_exit(procs[-1], timeout) == 0, _tail(logs / f"{how}-{k - 1}.log")
                procs.append(start(k))
                # as systemd stops a unit once it said it is ready: a stop during the start
                # is kept and served out (lifecycle.keep_stops_while_starting), but then that
                # process serves nothing of the traffic, and each is to serve its share here
                await wait_health(side, timeout=60)
            else:
                procs.append(start(k))
                # the old one drained and left
                assert await _wait_exit(procs[-2], timeout) == 0, _tail(logs / f"{how}-{k - 1}.log")
        await asyncio.sleep(pause)
        stop.set()
        outcomes = await traffic
        procs[-1].send_signal(signal.SIGTERM)
        assert await _wait_exit(procs[-1], timeout) == 0, _tail(logs / f"{how}-{restarts}.log")
    finally:
        stop.set()
        for p in procs:
            if p.poll() is None:
                p.kill()
                p.wait()
        if sock is not None:
            sock.close()
    if not check:
        return outcomes
    said = b"(systemd's socket)" if sock is not None else b"the socket of the process it replaces"
    for k in range(0 if sock is not None else 1, restarts + 1):
        assert said in (logs / f"{how}-{k}.log").read_bytes(), k
    served = [(logs / f"{how}-{k}.log").read_bytes().count(b"openai-chat ok") for k in range(restarts + 1)]
    bad = [o for o in outcomes if o[0] != "ok"]
    assert all(served) and sum(served) == len(outcomes), (served, len(outcomes), bad[:5])  # each its share
    return outcomes


@pytest.mark.slow
@pytest.mark.parametrize("how", ["handover", "socket"])
async def test_three_restarts_refuse_nothing_and_fail_nothing(tmp_path, how):
    """Without systemd ("handover": each new process takes the listening socket from the
    running one, one accept queue throughout) and as under systemd's sidecar.socket
    ("socket": the socket outlives each process, connections wait in the kernel's queue):
    the new process queues at once and dispatches only once the old one has drained (the
    dispatch lock). No refused connection, every reply the backend's, every stream whole,
    and the one-slot backend never runs two requests."""
    backend = FakeLlama(delay=0.01)
    async with run_app(backend.app()) as url:
        outcomes = await restarted_under_traffic(url, tmp_path, how)
    bad = [o for o in outcomes if o[0] != "ok"]
    assert not bad, bad[:5]
    assert backend.max_busy == 1


@pytest.mark.slow
async def test_systemd_socket_activate_hands_the_sidecar_its_socket(tmp_path):
    """Debian's systemd-socket-activate binds the address and starts the sidecar on the
    first connection with the socket passed (LISTEN_FDS): that connection is served."""
    tool = shutil.which("systemd-socket-activate")
    if tool is None:
        pytest.skip("systemd-socket-activate is not installed (Debian package systemd)")
    backend = FakeLlama()
    async with run_app(backend.app()) as url:
        port = free_port()
        log = tmp_path / "s.log"
        with open(log, "wb") as out:
            proc = subprocess.Popen(
                [
                    tool,
                    "-l",
                    f"127.0.0.1:{port}",
                    "-E",
                    f"SIDECAR_STATE_DIR={tmp_path / 'state'}",
                    sys.executable,
                    "-m",
                    "sidecar",
                    "serve",
                    "--backend",
                    url,
                    "--listen",
                    f"127.0.0.1:{port}",
                ],
                cwd=REPO,
                stdout=out,
                stderr=subprocess.STDOUT,
                env={**os.environ},
            )
        try:
            body = {"messages": [{"role": "user", "content": "hi"}], "max_tokens": 3}
            deadline = time.monotonic() + 20.0  # the tool binds the address as it starts: on a loaded machine, later
            async with aiohttp.ClientSession() as s:
                while True:
                    try:
                        async with s.post(f"http://127.0.0.1:{port}/v1/chat/completions", json=body) as r:
                            assert r.status == 200
                        break
                    except aiohttp.ClientConnectorError:
                        assert proc.poll() is None, log.read_text(errors="replace")
                        assert time.monotonic() < deadline, "nothing listened: " + log.read_text(errors="replace")
                        await asyncio.sleep(0.2)
            proc.send_signal(signal.SIGTERM)
            assert await _wait_exit(proc) == 0
        finally:
            if proc.poll() is None:
                proc.kill()
    assert b"(systemd's socket)" in log.read_bytes()


@pytest.mark.slow
async def test_sighup_applies_tenants_and_backends_under_traffic_and_refuses_a_broken_config(tmp_path):
    """Steady traffic through a config change by SIGHUP: a tenant appears (its requests
    follow its new limit at once), the backend list changes (the removed one takes nothing
    new, the added one takes over), nothing fails; a config that does not validate is
    refused whole with one log line and the running one keeps serving; a new listen address
    is named as needing a restart."""
    import hashlib

    a, b = FakeLlama(delay=0.01), FakeLlama(delay=0.01)
    key = "sk-carol"
    digest = "sha256:" + hashlib.sha256(key.encode()).hexdigest()
    cfg = tmp_path / "sidecar.yaml"
    log = tmp_path / "s.log"
    async with run_app(a.app()) as url_a, run_app(b.app()) as url_b:
        port = free_port()
        side = f"http://127.0.0.1:{port}"
        first = f"listen: 127.0.0.1:{port}\nbackend: {{url: {url_a}}}\n"
        second = (
            f"listen: 127.0.0.1:{port}\nbackends: [{{url: {url_b}}}]\n"
            f"tenants: {{named: {{carol: {{tokens_per_minute: 1, api_keys: ['{digest}']}}}}}}\n"
        )
        cfg.write_text(first)
        proc = serve(["--config", str(cfg)], {"SIDECAR_STATE_DIR": str(tmp_path / "state")}, log)
        stop = asyncio.Event()
        try:
            await wait_health(side)
            traffic = asyncio.create_task(_steady_traffic(side, stop))
            await asyncio.sleep(1.0)

            async def sighup_and_wait(marker: bytes) -> None:
                n = log.read_bytes().count(marker)
                proc.send_signal(signal.SIGHUP)
                deadline = time.monotonic() + 20
                while log.read_bytes().count(marker) == n and time.monotonic() < deadline:
                    await asyncio.sleep(0.05)
                assert log.read_bytes().count(marker) > n, log.read_bytes()[-2000:]

            cfg.write_text(second)
            await sighup_and_wait(b"SIGHUP: reloaded")
            on_a = len(a.requests)
            await asyncio.sleep(1.0)
            async with aiohttp.ClientSession() as s:
                body = {"messages": [{"role": "user", "content": "hi"}], "max_tokens": 4}
                carol = []
                for _ in range(2):  # the first passes: a full bucket lets one request through
                    async with s.post(
                        side + "/v1/chat/completions", json=body, headers={"Authorization": f"Bearer {key}"}
                    ) as r:
                        carol.append((r.status, ((await r.json()).get("error") or {}).get("code")))
            cfg.write_text(second + "scheduler: {policy: nope}\n")
            await sighup_and_wait(b"SIGHUP: the config does not validate")
            await asyncio.sleep(0.5)
            cfg.write_text(second.replace(f"127.0.0.1:{port}", "127.0.0.1:1"))
            await sighup_and_wait(b"SIGHUP: reloaded")
            await asyncio.sleep(0.5)
            stop.set()
            outcomes = await traffic
            proc.send_signal(signal.SIGTERM)
            assert await _wait_exit(proc) == 0
        finally:
            stop.set()
            if proc.poll() is None:
                proc.kill()
                proc.wait()
    text = log.read_bytes()
    bad = [o for o in outcomes if o[0] != "ok"]
    assert not bad, bad[:5]
    assert carol == [(200, None), (429, "rate_limited")]
    assert len(a.requests) <= on_a + 4 and len(b.requests) > 20  # at most the 4 clients' requests in flight
    assert text.count(b"config key scheduler.policy") == 1
    assert b"reload: listen cannot change without a restart" in text


async def test_a_process_taken_over_leaves_the_handover_path_to_its_successor(tmp_path):
    """The successor unlinks the path and binds its own as soon as it accepts; the old
    process checking the inode and then unlinking could remove the successor's in between
    (seen once under load: the successor then exited). A taken-over process never unlinks;
    a process stopping on its own cleans up."""
    from sidecar.web.handover import HANDOVER, Handover

    with socket.socket() as listening:
        listening.bind(("127.0.0.1", 0))
        listening.listen()
        old = Handover(tmp_path, listening, lambda: None)
        await old.start()
        old.taken = True
        await old.close()
        assert (tmp_path / HANDOVER).exists()
        new = Handover(tmp_path, listening, lambda: None)
        await new.start()  # replaces the stale path with its own
        await new.close()
        assert not (tmp_path / HANDOVER).exists()


# --- a new user's first hour: a second instance, a busy port ---------------------------------


def _run_to_exit(args: list[str], env: dict[str, str], timeout: float = 30) -> tuple[int, str]:
    done = subprocess.run(
        [sys.executable, "-m", "sidecar", "serve", *args],
        cwd=REPO,
        env={**os.environ, **env},
        capture_output=True,
        timeout=timeout,
    )
    return done.returncode, done.stdout.decode() + done.stderr.decode()


@pytest.mark.slow
async def test_a_second_sidecar_on_the_same_state_refuses_to_start_and_the_first_keeps_serving(fake, tmp_path):
    """Proves: started by hand beside a running sidecar with the same state directory, a
    second one (same port, or another) exits at once with one error line naming the state
    directory and what to do; the first is not stopped and still serves."""
    url, _ = fake
    env = {"SIDECAR_STATE_DIR": str(tmp_path / "state")}
    port = free_port()
    first = serve(["--backend", url, "--listen", f"127.0.0.1:{port}"], env, tmp_path / "first.log")
    try:
        await wait_health(f"http://127.0.0.1:{port}")
        for listen in (f"127.0.0.1:{port}", f"127.0.0.1:{free_port()}"):
            code, out = await asyncio.to_thread(_run_to_exit, ["--backend", url, "--listen", listen], env)
            errors = [line for line in out.splitlines() if line.startswith("error:")]
            assert code != 0 and len(errors) == 1, out
            assert str(tmp_path / "state") in errors[0] and "--state-dir" in errors[0] and "--take-over" in errors[0]
            assert "Traceback" not in out
        assert first.poll() is None
        async with aiohttp.ClientSession() as s, s.get(f"http://127.0.0.1:{port}/sidecar/health") as r:
            assert r.status == 200
    finally:
        first.send_signal(signal.SIGTERM)
        assert await _wait_exit(first, 30) == 0


@pytest.mark.slow
def test_a_port_in_use_is_one_line_that_names_the_address(fake, tmp_path):
    url, _ = fake
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        listen = f"127.0.0.1:{busy.getsockname()[1]}"
        code, out = _run_to_exit(["--backend", url, "--listen", listen], {"SIDECAR_STATE_DIR": str(tmp_path / "s")})
    errors = [line for line in out.splitlines() if line.startswith("error:")]
    assert code != 0 and len(errors) == 1 and listen in errors[0] and "--listen" in errors[0], out
    assert "Traceback" not in out and "Unclosed" not in out, out


async def test_at_the_open_file_limit_the_sidecar_says_so_once_and_serves_again(fake, tmp_path):
    """A process at its open-file limit cannot accept: the event loop reports each failed
    accept. The sidecar says it in one line per ten seconds with the count, names the fix,
    and serves again once connections close."""
    import resource

    url, _ = fake
    port = free_port()
    log = tmp_path / "s.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "sidecar", "serve", "--backend", url, "--listen", f"127.0.0.1:{port}"],
            cwd=REPO,
            env={**os.environ, "SIDECAR_STATE_DIR": str(tmp_path / "state")},
            stdout=out,
            stderr=subprocess.STDOUT,
            preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (96, 96)),
        )
    side = f"http://127.0.0.1:{port}"
    held: list[socket.socket] = []
    try:
        await wait_health(side)
        for _ in range(120):  # more than the process has file descriptors left
            c = socket.create_connection(("127.0.0.1", port))
            held.append(c)
        await eventually(lambda: b"cannot accept connections" in log.read_bytes(), timeout=10.0)
        for c in held:
            c.close()
        held.clear()
        await wait_health(side)
        assert proc.poll() is None
    finally:
        for c in held:
            c.close()
        proc.send_signal(signal.SIGTERM)
        await _wait_exit(proc)
    text = log.read_text()
    assert text.count("cannot accept connections") <= 2 and "raise LimitNOFILE" in text, text[-2000:]
    assert "Traceback" not in text


@pytest.mark.slow  # seconds of real waiting
async def test_a_stop_while_the_sidecar_still_starts_is_kept_and_it_exits_cleanly(tmp_path):
    """SIGTERM before the sidecar has finished starting (here its backend is slow to answer
    the probe) is not the default action that kills it: it finishes starting, drains and
    exits 0, as systemd stopping a slow start or a restart right after one expects."""
    backend = FakeLlama()
    app = backend.app()
    probed = asyncio.Event()

    @web.middleware
    async def slow_probe(request, handler):
        if request.path == "/props":
            probed.set()
            await asyncio.sleep(2.0)
        return await handler(request)

    app.middlewares.append(slow_probe)
    async with run_app(app) as url:
        log = tmp_path / "serve.log"
        proc = serve(
            ["--backend", url, "--listen", f"127.0.0.1:{free_port()}"],
            {"SIDECAR_STATE_DIR": str(tmp_path / "state")},
            log,
        )
        try:
            await asyncio.wait_for(probed.wait(), 30)  # it is starting: probing the backend
            proc.send_signal(signal.SIGTERM)
            assert await _wait_exit(proc, 30) == 0, _tail(log)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
