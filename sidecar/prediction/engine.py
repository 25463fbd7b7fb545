"""The compiled tree: built, trusted, cached and called.

A model directory ships the xgboost model and the C source that tl2cgen generated from
it. On first use the C is compiled with the system's C compiler into a cache directory
keyed by the source's hash, and later starts reuse that file. The compiled ``predict``
is called through ctypes with buffers allocated once: measured here, about 8 us a call
against ~40 us through tl2cgen's Predictor and ~200 us through xgboost. Without a C
compiler the sidecar still starts and scores through treelite's GTIL (~60 us), and
says so once in the log.

Three properties of the generated ``predict(union Entry*, int, float*)`` shape the call:
it *adds* into the result (so the result is zeroed every call), the quantized build
rewrites the input array in place (so the input is refilled every call), and a missing
value is the int -1 in the union, not a float NaN (the features never produce one).

A cached build is loaded only if it, its folder and the cache root are owned by this user
or root and writable by no one else, and a stamp beside it names the sources' digest and the
library's SHA-256 (docs/security.md); else it is built again.
"""

from __future__ import annotations

import ctypes
import hashlib
import json
import logging
import os
import shutil
import struct
import subprocess
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import sidecar.environment as environment
from sidecar.errors import ModelError
from sidecar.prediction.features import (
    NUM_FEATURES,
)

log = logging.getLogger("sidecar.prediction.scorer")


def default_cache_dir() -> Path:
    return environment.cache_dir()


def find_compiler() -> str | None:
    for name in (environment.compiler(), "cc", "gcc", "clang"):
        if name and shutil.which(name):
            return name
    return None


def source_digest(cdir: Path) -> str:
    h = hashlib.sha256()
    for p in sorted(cdir.glob("*.[ch]")):
        h.update(p.name.encode())
        h.update(p.read_bytes())
    return h.hexdigest()[:20]


def private_dir(path: Path) -> Path:
    """``path`` made (0700) or checked: it must be ours (or root's) and writable by no one
    else, since whoever can write a directory the sidecar loads code from chooses that code.
    One of ours with looser modes (an older release) is tightened. Raises ``ModelError``."""
    path.mkdir(parents=True, exist_ok=True, mode=0o700)
    st = path.stat()
    if st.st_uid == os.geteuid() and st.st_mode & 0o077:
        path.chmod(0o700)
    elif not _trusted_stat(st):
        raise ModelError(f"{path} is owned by uid {st.st_uid} or writable by others: not loading code from it")
    return path


def _trusted_stat(st: os.stat_result) -> bool:
    """Owned by this user or root, and writable by neither group nor others."""
    return st.st_uid in (os.geteuid(), 0) and not st.st_mode & 0o022


def file_digest(path: Path) -> str:
    """A file's SHA-256 (hex), read a megabyte at a time (a model file is hundreds of them)."""
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def trusted_build(so: Path, digest: str) -> bool:
    """Whether the cached library ``so`` is one this sidecar built from the sources with
    ``digest``: it, its folder and the cache root are ours (or root's) and writable by no one
    else, and the stamp written beside it at build time names the sources' digest and the
    library's own SHA-256. Anything else is built again, never loaded."""
    stamp = so.with_name(so.name + ".stamp")
    try:
        if not all(_trusted_stat(p.stat()) for p in (so, stamp, so.parent, so.parent.parent)):
            return False
        record = json.loads(stamp.read_text())
        return record.get("sources") == digest and record.get("sha256") == file_digest(so)
    except (OSError, ValueError, AttributeError):
        return False


def compile_model(cdir: Path, cache_dir: Path, compiler: str, digest: str | None = None) -> Path:
    """Compile the generated C into ``cache_dir/<digest>/predictor.so``, once (``digest``:
    the sources' ``source_digest`` when the caller has it).

    Translation units compile two at a time (the machines this runs on have few cores);
    the result is renamed into place atomically, so concurrent starts never load a
    half-written library. The cache and each build's folder are private (0700); a stamp
    beside the library records what it was built from (``trusted_build``).
    """
    digest = digest or source_digest(cdir)
    target = cache_dir / digest / "predictor.so"
    if trusted_build(target, digest):
        return target
    private_dir(cache_dir)
    private_dir(target.parent)
    t0 = time.monotonic()
    with tempfile.TemporaryDirectory(dir=target.parent) as tmp:
        sources = sorted(cdir.glob("*.c"))
        objs = [str(Path(tmp) / (src.stem + ".o")) for src in sources]

        def cc(src: Path, obj: str) -> subprocess.CompletedProcess[bytes]:
            return subprocess.run([compiler, "-O2", "-fPIC", "-c", str(src), "-o", obj], capture_output=True)

        with ThreadPoolExecutor(max_workers=2) as workers:
            results = list(workers.map(cc, sources, objs))
        for src, r in zip(sources, results, strict=True):
            if r.returncode:
                raise ModelError(f"compiling {src} failed: {r.stderr.decode(errors='replace')[:500]}")
        so = Path(tmp) / "predictor.so"
        r = subprocess.run([compiler, "-shared", "-o", str(so), *objs, "-lm"], capture_output=True)
        if r.returncode:
            raise ModelError(f"linking {cdir} failed: {r.stderr.decode(errors='replace')[:500]}")
        so.chmod(0o755)
        stamp = Path(tmp) / "predictor.so.stamp"
        stamp.write_text(json.dumps({"sources": digest, "sha256": file_digest(so)}))
        stamp.chmod(0o644)
        os.replace(so, target)  # a loader that sees the new library before its stamp rebuilds
        os.replace(stamp, target.with_name(stamp.name))
    log.info("compiled model %s in %.1f s -> %s", cdir.parent.name, time.monotonic() - t0, target)
    return target


class CompiledScorer:
    def __init__(self, so: Path) -> None:
        lib = ctypes.CDLL(str(so))
        if lib.get_num_feature() != NUM_FEATURES:
            raise ModelError(f"{so} expects {lib.get_num_feature()} features, not {NUM_FEATURES}")
        fn = lib.predict
        fn.argtypes = (ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p)
        fn.restype = None
        self._lib = lib  # keep the library mapped as long as the scorer lives
        self._fn = fn
        # union Entry is 4 bytes (int | float), so a float[19] is an Entry[19]
        self._in = (ctypes.c_float * NUM_FEATURES)()
        self._pack = struct.Struct(f"{NUM_FEATURES}f").pack_into  # 0.2 us; slice assignment 0.33
        self._out = (ctypes.c_float * 1)()
        self._in_addr = ctypes.addressof(self._in)
        self._out_addr = ctypes.addressof(self._out)

    def __call__(self, features: list[float]) -> float:
        self._pack(self._in, 0, *features)  # refilled every call: the quantized build rewrites it
        self._out[0] = 0.0  # predict() adds into the result
        self._fn(self._in_addr, 1, self._out_addr)
        return self._out[0]


class GtilScorer:
    def __init__(self, path: Path) -> None:
        import numpy as np
        import treelite

        self._np = np
        self._gtil = treelite.gtil
        self._model = treelite.frontend.load_xgboost_model(str(path))
        self._row = np.zeros((1, NUM_FEATURES), dtype=np.float32)

    def __call__(self, features: list[float]) -> float:
        self._row[0, :] = features
        return float(self._gtil.predict(self._model, self._row, nthread=1, pred_margin=True).ravel()[0])


def load_scorer(
    model_dir: Path, meta: dict, cache_dir: Path | None, engine: str
) -> tuple[str, Callable[[list[float]], float]]:
    """The scorer of a model directory: ``(engine, scorer)``.

    ``engine``: ``compiled`` (needs a C compiler or a cached build), ``gtil``, or ``auto``
    (compiled if possible, else GTIL with one log line saying why).
    """
    cdir = model_dir / "c"
    digest = source_digest(cdir) if cdir.is_dir() else None  # reads every C file: once
    if digest and meta.get("c_digest") and digest != meta["c_digest"]:
        raise ModelError(
            f"{cdir} does not match {model_dir / 'meta.json'} (c_digest): the generated C was "
            "edited or comes from another model; export the model again with `sidecar train`"
        )
    if engine in ("auto", "compiled") and digest:
        cache = cache_dir or default_cache_dir()
        cached = cache / digest / "predictor.so"
        compiler = find_compiler()
        ours = trusted_build(cached, digest)
        if not ours and cached.exists():
            log.warning("%s is not a build this sidecar made and kept private: building it again", cached)
        if ours or compiler:
            try:
                so = cached if ours else compile_model(cdir, cache, compiler or "cc", digest)
                return "compiled", CompiledScorer(so)
            except (ModelError, OSError) as exc:
                if engine == "compiled":
                    raise ModelError(f"cannot build the compiled predictor: {exc}") from exc
                log.warning("compiled predictor unavailable (%s); scoring with treelite GTIL", exc)
        elif engine == "compiled":
            raise ModelError("no C compiler found (set CC or install gcc) and no cached build")
        else:
            log.warning(
                "no C compiler on PATH and no cached build: scoring with treelite GTIL "
                "(about 60 us a request instead of about 8 us)"
            )
    elif engine not in ("auto", "gtil", "compiled"):
        raise ModelError(f"unknown predictor engine {engine!r}: use auto, compiled or gtil")
    return "gtil", GtilScorer(model_dir / "model.json")
