"""Learning the deployment: what the sidecar keeps from each reply, and the background refit.

After every reply ``Learner.observe`` feeds the request-shape memory and counts the reply.
Once ``learning.min_samples`` replies have come in on a fresh install, then every
``learning.refit_every`` replies (and on ``POST /sidecar/refit``), a refit runs in a
separate process (``python -m sidecar.training.refit``: one thread, ``nice`` 10), which
reads the traffic log, fits a layer (and, with enough replies, word weights or new trees)
on top of the prior model, and installs the result only if it ranks the newest held-out slice of the log at least as well
as the serving model. The sidecar then loads the new model in a worker thread and swaps it
in; the event loop only waits on the child process's pipe.

Calibration and the shape memory are saved to the state directory every ``SAVE_EVERY``
replies, at most every ``SAVE_SECONDS`` (a busy server would write them several times a
second, on the event loop), and at shutdown, and come back at start.
"""

from __future__ import annotations

import asyncio
import importlib.util
import json
import logging
import re
import sys
import time
from collections import deque
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import sidecar.environment as environment
from sidecar import optional as extras
from sidecar.config import LearningConfig
from sidecar.learning.state import StateDir, WordHasher
from sidecar.optional import extra_for
from sidecar.prediction.calibration import Calibration
from sidecar.prediction.features import Conversation, last_user_text, window_words
from sidecar.prediction.scorer import LengthPredictor
from sidecar.prediction.shapes import ShapeMemory, shape_keys

if TYPE_CHECKING:  # handed in by the app
    from sidecar.records.metrics import Metrics


log = logging.getLogger("sidecar.learning")

SAVE_EVERY = 25  # replies between saves of calibration and shape memory
SAVE_SECONDS = 5.0  # ... and seconds at least
RESOLVE_BATCH = 16  # learned words met before the serving table is rebuilt with them
RESOLVE_SECONDS = 10.0  # ... or after this long
REFIT_MODULE = "sidecar.training.refit"


MISSING_MODULE = re.compile(r"ModuleNotFoundError: No module named '([\w.]+)'")


def unavailable_because(module: str) -> str:
    """The real cause of a refit child that could not import ``module``."""
    top = module.split(".")[0]
    if extra_for(top) is not None or top == "numpy":
        extra = extra_for(top) or "learn"
        return (
            f"the refit needs the Python module {module}, which this install lacks: pip install 'sjf-sidecar[{extra}]'"
        )
    if top == "sidecar":
        where = importlib.util.find_spec("sidecar")
        origin = where.origin if where is not None else "nowhere"
        return (
            f"the refit child could not import {module}: the sidecar package it found ({origin}) has no "
            "training part; install the project (pip install -e . or a wheel) instead of running its source folder"
        )
    return f"the refit child could not import {module} ({sys.executable})"


def learned_model_for(state: StateDir, prior: LengthPredictor) -> Path | None:
    """The learned model to serve at start: the current one, if it was learned on top of
    this prior (a new shipped model makes older learned ones stale)."""
    path = state.current_model()
    if path is None:
        return None
    try:
        meta = json.loads((path / "meta.json").read_text())
    except (OSError, ValueError):
        return None
    base = (meta.get("learned") or {}).get("base")
    if base != prior.version:
        log.info("learned model %s was built on %s, not on %s: serving the prior", path.name, base, prior.version)
        return None
    return path


class RefitUnavailable(RuntimeError):
    """This install cannot run the refit (a module it needs is missing)."""


class Learner:
    """Everything the sidecar learns about its deployment, and where it keeps it."""

    def __init__(
        self,
        state: StateDir,
        settings: LearningConfig,
        calibration: Calibration,
        metrics: Metrics,
        prior_dir: Path,
        traffic_log: Path | None,
        current: Callable[[], LengthPredictor],
        install: Callable[[Path], Awaitable[LengthPredictor]],
    ) -> None:
        self.state = state
        self.settings = settings
        self.calibration = calibration
        self.metrics = metrics
        self.prior_dir = prior_dir
        self.traffic_log = traffic_log
        self._current = current
        self._install = install
        self.hasher = WordHasher(state.key)
        self.shapes = ShapeMemory(settings.shape_keys)
        self.since_refit = 0
        self.since_save = 0
        self._saved_at = time.monotonic()
        self.refits: deque[dict] = deque(maxlen=20)
        self._refit: asyncio.Task[dict] | None = None
        self._pending: dict[int, bytes] = {}  # learned words met, not yet in the serving table
        self._resolving: asyncio.Task[int] | None = None
        self._resolved_at = 0.0
        self._load()
        missing = extras.missing()
        if settings.refit_every and missing:
            log.info(
                "refits learn the layer over the prior; without %s they skip learned words and new trees "
                "(pip install 'sjf-sidecar[learn]' for those)",
                ", ".join(missing),
            )

    # --- state ---------------------------------------------------------------------------

    def _load(self) -> None:
        cal = self.state.read_json("calibration.json")
        if cal is not None:
            try:
                self.calibration.load_state(cal)
                log.info("calibration for %d backend model(s) restored from %s", len(cal), self.state.path)
            except ValueError as exc:
                self.state.set_aside(self.state.path / "calibration.json", f"is not a calibration ({exc})")
        shapes = self.state.read_json("shapes.json")
        if shapes is not None and self.settings.shape_memory:
            try:
                self.shapes.load_state(shapes)
            except (ValueError, TypeError) as exc:
                self.state.set_aside(self.state.path / "shapes.json", f"is not a shape memory ({exc})")

    def reload_state(self) -> None:
        """Read what the process before this one saved at its stop (a restart)."""
        self._load()

    def save(self) -> None:
        try:
            self.state.write_json("calibration.json", self.calibration.to_state())
            if self.settings.shape_memory:
                self.state.write_json("shapes.json", self.shapes.to_state())
        except OSError as exc:
            log.warning("cannot save learned state to %s: %s", self.state.path, exc)
        self.since_save = 0
        self._saved_at = time.monotonic()

    # --- the request path ----------------------------------------------------------------

    def keys(self, model: str, conv: Conversation) -> tuple[int, ...]:
        if not self.settings.shape_memory:
            return ()
        system = next((t for r, t in conv.messages if r == "system"), "")
        return shape_keys(model, system, last_user_text(conv), self.hasher)

    def blend(self, keys: tuple[int, ...], mu: float, sigma: float) -> tuple[float, float]:
        if not keys:
            return mu, sigma
        hits = self.shapes.hits
        out = self.shapes.blend(keys, mu, sigma)
        if self.shapes.hits != hits:
            self.metrics.shape_hits.inc()
        return out

    def word_ids(self, conv: Conversation) -> list[int]:
        """The keyed digests of the scan window's words, for the traffic log. Words the
        serving model weighs by digest join its table as they are met: collected here, and
        merged in a worker thread once RESOLVE_BATCH are waiting (or RESOLVE_SECONDS passed)."""
        words = window_words(conv)
        ids = self.hasher.many(words)
        p = self._current()
        if p.hashed:
            self._pending.update((h, w) for w in words if (h := self.hasher(w)) in p.hashed and w not in p.resolved)
            due = len(self._pending) >= RESOLVE_BATCH or time.monotonic() - self._resolved_at >= RESOLVE_SECONDS
            if self._pending and due and self._resolving is None:
                batch, self._pending = self._pending, {}
                self._resolved_at = time.monotonic()
                self._resolving = asyncio.create_task(asyncio.to_thread(p.resolve, batch))
                self._resolving.add_done_callback(lambda _: setattr(self, "_resolving", None))
        return ids

    def observe(self, keys: tuple[int, ...], output_tokens: int | None) -> None:
        """One finished reply (capped ones too: their token count is the work done)."""
        if output_tokens:
            self.shapes.observe(keys, output_tokens)
        self.since_refit += 1
        self.since_save += 1
        if self.since_save >= SAVE_EVERY and time.monotonic() - self._saved_at >= SAVE_SECONDS:
            self.save()
        if self.settings.refit_every and self.since_refit >= self.refit_due() and self._refit is None:
            self.start_refit()

    def refit_due(self) -> int:
        """Replies before the next refit: the first once there are enough to learn a layer
        from (``min_samples``), then every ``refit_every``."""
        try:
            first = not self.refits and self.state.current_model() is None
        except OSError:  # the state cannot be read now (no file descriptor left): not the first
            first = False
        return min(self.settings.min_samples, self.settings.refit_every) if first else self.settings.refit_every

    # --- refits --------------------------------------------------------------------------

    def start_refit(self) -> asyncio.Task[dict]:
        """Start a refit unless one runs; the task of the one that runs."""
        if self._refit is None:
            self.since_refit = 0
            self._refit = asyncio.create_task(self._run_refit())
            self._refit.add_done_callback(lambda _: setattr(self, "_refit", None))
        return self._refit

    async def _run_refit(self) -> dict:
        t0 = time.monotonic()
        serving = self._current()
        cmd = [
            sys.executable,
            "-P",  # not the current directory first: a source checkout's sidecar/ has no training part
            "-m",
            REFIT_MODULE,
            "--state-dir",
            str(self.state.path),
            "--prior",
            str(self.prior_dir),
            "--serving",
            str(serving.model_dir),
            "--trees",
            str(self.settings.trees),
            "--depth",
            str(self.settings.depth),
            "--min-samples",
            str(self.settings.min_samples),
            *(["--log", str(self.traffic_log)] if self.traffic_log else []),
        ]
        env = environment.for_child(OMP_NUM_THREADS="1", OPENBLAS_NUM_THREADS="1")
        result: dict[str, Any]
        try:
            proc = await asyncio.create_subprocess_exec(
                *cmd, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE, env=env, cwd=self.state.path
            )
            try:
                out, err = await proc.communicate()
            except asyncio.CancelledError:
                proc.kill()
                await proc.wait()
                raise
            if proc.returncode != 0:
                tail = err.decode(errors="replace").strip().splitlines()[-1:] or ["no output"]
                missing = MISSING_MODULE.search(tail[0])
                if missing:
                    raise RefitUnavailable(unavailable_because(missing.group(1)))
                raise RuntimeError(f"refit exited with {proc.returncode}: {tail[0]}")
            result = json.loads(out.decode().strip().splitlines()[-1])
            if result.get("installed"):
                new = await self._install(Path(result["model_dir"]))
                await asyncio.to_thread(new.resolve, dict(self.hasher.known()))
                self.state.set_current_model(Path(result["model_dir"]))
                result["model"] = new.version
            outcome = "installed" if result.get("installed") else "kept"
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # noqa: BLE001 - a failed refit must never cost serving
            log.warning("refit failed, keeping model %s: %s", serving.version, exc)
            result = {"installed": False, "error": str(exc)}
            if isinstance(exc, RefitUnavailable):
                result["unavailable"] = True
            outcome = "failed"
        result["seconds"] = round(time.monotonic() - t0, 2)
        result["finished"] = round(time.time(), 3)
        self.metrics.refits.labels(outcome).inc()
        self.metrics.refit_seconds.set(result["seconds"])
        for k in ("before", "after"):
            if isinstance(result.get(k), (int, float)):
                self.metrics.refit_ranking.labels("serving" if k == "before" else "candidate").set(result[k])
        self.refits.append(result)
        replay = result.get("replay") or {}
        log.info(
            "refit %s in %.1f s: %s samples, replayed share %s -> %s (gain's lower bound %s), ranking %s -> %s%s",
            outcome,
            result["seconds"],
            result.get("samples"),
            replay.get("serving"),
            replay.get("candidate"),
            replay.get("gain_low"),
            result.get("before"),
            result.get("after"),
            f": {result['reason']}" if result.get("reason") else "",
        )
        return result

    async def close(self) -> None:
        for task in (self._refit, self._resolving):
            if task is not None:
                task.cancel()
                await asyncio.gather(task, return_exceptions=True)
        self.save()

    def snapshot(self) -> dict:
        p = self._current()
        return {
            "state_dir": str(self.state.path),
            "model": {"version": p.version, "dir": str(p.model_dir), "learned": p.learned},
            "replies_since_refit": self.since_refit,
            "refit_every": self.settings.refit_every,
            "refit_running": self._refit is not None,
            "refits": list(self.refits),
            "shape_memory": {"keys": len(self.shapes), "hits": self.shapes.hits},
        }
