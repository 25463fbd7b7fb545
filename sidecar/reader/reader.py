"""The second stage: a small language model reads the prompt of a request that waits.

The first stage (21 lexical features, compiled trees) sizes every request in microseconds,
and a request that finds a free slot is dispatched on that size at once. A request that has
to wait has time to be read better: a small language model (SmolLM2-135M, run by llama.cpp)
turns its prompt into one pooled hidden-state vector, a learned linear head turns that into a
centred log length, and the training's blend joins it with the first stage's score. The
queue is re-sorted when the refined size arrives (``Scheduler.resize_job``).

- ``reader_text``: the text the model reads, the same function in training and serving.
- ``ReaderHead``: the head and the blend, from ``reader.json`` beside the length model, tied
  to the GGUF's SHA-256 and, for a server the sidecar did not start, to a fingerprint: the
  vector of a fixed text, which a server running another model does not give back.
- ``Embedder``: an embedding client: llama.cpp's or any OpenAI-compatible ``/v1/embeddings``
  (``--embeddings --pooling mean``), or Ollama's ``/api/embed`` with a model it has.
- ``Refiner``: the worker. It reads the waiting jobs most likely to be dispatched next
  first, a few per request to the embedding server, one request at a time; it never holds
  a dispatch (it only changes the sizes of jobs that still wait) and never blocks the loop
  (HTTP is awaited; the head is one 576-term dot product). A slow or dead embedding server
  leaves the first stage's sizes in force. With ``keep`` it hands every vector it reads to
  the vector log (``sidecar.learning.vectorlog``), and when no waiting job is unread it reads, one at
  a time, the requests that were dispatched before their turn: so every reply has a vector
  for the refit to learn a head from (``training.refit``), without ever reading ahead of a
  request that waits.

A head belongs to one reader (``ReaderHead.reader``: ``gguf:<sha256>`` for a GGUF, else the
embedding server's URL and model). The shipped head serves the shipped GGUF; a head a refit
learned beside the serving model serves the reader it learned from; a reader with no head
of its own (another embedding model) runs for learning only and leaves the first stage's
sizes until a refit has learned its head.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import math
import time
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path

import aiohttp
import numpy as np

from sidecar.config import ReaderConfig
from sidecar.errors import ModelError
from sidecar.localhttp import free_port
from sidecar.prediction.engine import file_digest
from sidecar.prediction.features import Conversation, last_user_text
from sidecar.reader.server import ReaderServer, find_gguf, find_llama_server
from sidecar.scheduling.jobs import Job, JobState
from sidecar.scheduling.scheduler import Scheduler

log = logging.getLogger("sidecar.reader")


# The model reads the final user message's first READ_HEAD and last READ_TAIL characters,
# with the system prompt's first READ_SYSTEM: the instruction sits at an edge of pasted
# material ("Summarize this in one sentence: <article>", "<code> What does this do?").
READ_HEAD = 700


READ_TAIL = 300


READ_SYSTEM = 200


SCAN = 1024  # waiting jobs looked through for unread ones, per scheduler and batch


IDLE_BACKLOG = 256  # requests dispatched unread, kept to read when the reader is idle (newest)


WAITED = 0.01  # seconds in the queue past which a job counts as one that waited


FINGERPRINT_TEXT = "Write a haiku about the sea, then explain its imagery in one sentence."


def reader_text(conv: Conversation) -> str:
    """What the second stage reads of a request (training reads prompts through this too)."""
    last = last_user_text(conv)
    if len(last) > READ_HEAD + READ_TAIL:
        last = last[:READ_HEAD] + "\n...\n" + last[-READ_TAIL:]
    system = next((t for r, t in conv.messages if r == "system"), "")[:READ_SYSTEM]
    return f"{system}\n\n{last}" if system else last


@dataclass(frozen=True)
class ReaderHead:
    """The learned head over pooled hidden states, and the blend with the first stage."""

    gguf_sha256: str
    mean: np.ndarray  # per dimension, for standardising
    scale: np.ndarray
    coef: np.ndarray
    length_coef: float  # on log1p(prompt characters)
    intercept: float
    blend: tuple[float, float, float]  # intercept, first stage's weight, second stage's weight
    sigma: float  # spread of the label around the blended score
    fingerprint: np.ndarray  # the vector of FINGERPRINT_TEXT
    reader: str = ""  # which reader's vectors it reads: "gguf:<sha256>", or "<api>:<url>:<model>"

    @classmethod
    def load(cls, path: Path) -> ReaderHead:
        try:
            return cls.from_spec(json.loads(path.read_text()))
        except OSError as exc:
            raise ModelError(f"{path} is not a reader head: {exc}") from exc
        except ModelError as exc:
            raise ModelError(f"{path}: {exc}") from exc

    @classmethod
    def from_spec(cls, d: dict) -> ReaderHead:
        """A head from ``reader.json``'s content."""
        try:
            b = d["blend"]
            head = cls(
                str(d.get("gguf_sha256", "")),
                np.asarray(d["mean"], dtype=np.float64),
                np.asarray(d["scale"], dtype=np.float64),
                np.asarray(d["coef"], dtype=np.float64),
                float(d["length_coef"]),
                float(d["intercept"]),
                (float(b["intercept"]), float(b["first"]), float(b["second"])),
                float(d["sigma"]),
                np.asarray(d["fingerprint"], dtype=np.float64),
                str(d.get("reader") or f"gguf:{d['gguf_sha256']}"),
            )
        except (ValueError, KeyError, TypeError) as exc:
            raise ModelError(f"not a reader head: {exc}") from exc
        if not (len(head.mean) == len(head.scale) == len(head.coef) == len(head.fingerprint)):
            raise ModelError("the head's vectors differ in length")
        return head

    @property
    def dims(self) -> int:
        return len(self.coef)

    def second(self, vector: np.ndarray, chars: int) -> float:
        """The second stage's centred log length for one pooled vector."""
        z = (np.asarray(vector, dtype=np.float64) - self.mean) / self.scale
        return float(self.intercept + z @ self.coef + self.length_coef * math.log1p(chars))

    def refine(self, first: float, second: float) -> float:
        a, w1, w2 = self.blend
        return a + w1 * first + w2 * second

    def matches(self, vector: list[float], tolerance: float = 0.02) -> bool:
        """Whether a server's vector for FINGERPRINT_TEXT is this head's model's."""
        v = np.asarray(vector, dtype=np.float64)
        if v.shape != self.fingerprint.shape:
            return False
        cos = float(v @ self.fingerprint / (np.linalg.norm(v) * np.linalg.norm(self.fingerprint) or 1.0))
        return cos >= 1.0 - tolerance


class Embedder:
    """One vector a text from an embedding server: ``api`` "openai" (llama.cpp's or any
    OpenAI-compatible ``/v1/embeddings``) or "ollama" (``/api/embed``), with ``model`` named
    when the server serves several."""

    def __init__(
        self, session: aiohttp.ClientSession, url: str, timeout: float, api: str = "openai", model: str | None = None
    ) -> None:
        self.session = session
        self.url = url.rstrip("/")
        self.timeout = aiohttp.ClientTimeout(total=timeout)
        self.api = api
        self.model = model

    async def __call__(self, texts: list[str]) -> list[list[float]]:
        named = {"model": self.model} if self.model else {}
        path = "/api/embed" if self.api == "ollama" else "/v1/embeddings"
        async with self.session.post(self.url + path, json={**named, "input": texts}, timeout=self.timeout) as r:
            if r.status != 200:
                raise RuntimeError(f"{self.url}{path} answered {r.status}: {(await r.text())[:200]}")
            body = await r.json()
        if self.api == "ollama":
            return [list(v) for v in body["embeddings"]]
        data = sorted(body["data"], key=lambda d: d["index"])
        return [d["embedding"] for d in data]

    @property
    def identity(self) -> str:
        return f"{self.api}:{self.url}:{self.model or ''}"


async def detect_api(session: aiohttp.ClientSession, url: str) -> str:
    """ "ollama" if the server answers Ollama's ``/api/version``, else "openai"."""
    try:
        async with session.get(url.rstrip("/") + "/api/version", timeout=aiohttp.ClientTimeout(total=3)) as r:
            return "ollama" if r.status == 200 and "version" in await r.json(content_type=None) else "openai"
    except (aiohttp.ClientError, TimeoutError, ValueError):
        return "openai"


@dataclass
class ReaderStats:
    kept: int = 0  # vectors handed to the vector log
    learned_idle: int = 0  # of those, read when no waiting job needed the reader
    in_time: int = 0  # refined while the job still waited
    late: int = 0  # read, but dispatched (or gone) before its refined size came back
    unread: int = 0  # waited, but was dispatched before its turn to be read
    failed: int = 0  # embedding requests that failed or timed out
    seconds: float = 0.0  # spent waiting on the embedding server
    last_error: str = ""


@dataclass
class _Waiting:
    job: Job
    conv: Conversation  # read only if it comes to that (most requests are dispatched at once)


@dataclass
class Refiner:
    """Refines the sizes of waiting jobs (see the module docstring).

    ``schedulers()`` gives the schedulers whose queues it reads; ``refined(job, score,
    sigma)`` the length a refined score sizes a job at (``prediction.sizing``: its typical
    length plus as much of the score as the trust in refined sizes lets count). A re-sized
    job only moves in its queue: its
    KV reservation (set by the first stage with its reserve factor) stays, so a refined
    size never lets more work in than the first stage would."""

    embed: Callable[[list[str]], Awaitable[list[list[float]]]]
    head: ReaderHead | None  # None: read for learning only (no head for this reader yet)
    schedulers: Callable[[], list[Scheduler]]
    refined: Callable[[Job, float, float], float]
    batch: int = 4
    keep: Callable[[str, np.ndarray], None] | None = None  # (request id, vector) to the vector log
    stats: ReaderStats = field(default_factory=ReaderStats)
    _jobs: dict[str, _Waiting] = field(default_factory=dict)
    _idle: deque[_Waiting] = field(default_factory=lambda: deque(maxlen=IDLE_BACKLOG))
    _wake: asyncio.Event = field(default_factory=asyncio.Event)
    _failures: int = 0

    def offer(self, job: Job, conv: Conversation) -> None:
        """A job about to be queued: read it if it has to wait (and, with ``keep``, when the
        reader is idle if it did not). Jobs the first stage did not size alone (a size hint,
        the shape memory) keep their size."""
        if job.score is None and self.keep is None:
            return
        self._jobs[job.id] = _Waiting(job, conv)
        self._wake.set()

    def pending(self) -> int:
        return len(self._jobs)

    def _next(self) -> list[tuple[Scheduler | None, _Waiting]]:
        """Up to ``batch`` unread waiting jobs, those to be dispatched soonest first; with
        none, one request that left the queue unread (for learning only)."""
        for jid in [j for j, w in self._jobs.items() if w.job.state is not JobState.WAITING]:
            w = self._jobs.pop(jid)
            job = w.job
            if job.admitted_at is not None and job.admitted_at - job.arrival > WAITED:
                self.stats.unread += 1  # it waited, but was dispatched before its turn to be read
            if self.keep is not None and job.admitted_at is not None:  # it ran: its reply will be logged
                self._idle.append(w)
        picked: list[tuple[tuple, Scheduler, _Waiting]] = []
        for s in self.schedulers():
            # jobs read already stay near the front: look past them, as far as SCAN jobs
            found = 0
            for job in s.upcoming(SCAN):
                waiting = self._jobs.get(job.id)
                if waiting is not None:
                    picked.append((s.order_key(job), s, waiting))
                    found += 1
                    if found == self.batch:
                        break
        picked.sort(key=lambda x: x[0])
        if picked or not self._idle:
            return [(s, w) for _, s, w in picked[: self.batch]]
        return [(None, self._idle.popleft())]  # idle: one at a time, so a new waiter waits little

    async def run(self) -> None:
        """The worker: read, re-size, repeat; back off after failures."""
        while True:
            todo = self._next()
            if not todo:
                self._wake.clear()
                # dispatched jobs move to the idle queue at the next look: look again soon
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._wake.wait(), 1.0 if self._jobs else None)
                continue
            t0 = time.monotonic()
            try:
                vectors = await self.embed([reader_text(w.conv) for _, w in todo])
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # noqa: BLE001 - the first stage's sizes stay in force
                self.stats.failed += 1
                self.stats.last_error = str(exc) or type(exc).__name__
                self._failures += 1
                if self._failures in (1, 10) or self._failures % 100 == 0:
                    log.warning("second stage: reading failed (%s); first-stage sizes stay in force", exc)
                await asyncio.sleep(min(30.0, 0.5 * 2 ** min(self._failures, 6)))
                continue
            finally:
                self.stats.seconds += time.monotonic() - t0
            self._failures = 0
            for (s, w), vec in zip(todo, vectors, strict=True):
                self._jobs.pop(w.job.id, None)
                job = w.job
                v = np.asarray(vec, dtype=np.float64)
                if self.keep is not None:
                    self.keep(job.id, v)
                    self.stats.kept += 1
                    self.stats.learned_idle += s is None
                if s is None or self.head is None or job.score is None:
                    continue  # read for learning only
                refined = self.head.refine(job.score, self.head.second(v, w.conv.prompt_chars))
                tokens = self.refined(job, refined, self.head.sigma)
                if s.resize_job(job, tokens, score=refined):
                    self.stats.in_time += 1
                else:
                    self.stats.late += 1

    def snapshot(self) -> dict:
        st = self.stats
        return {
            "head": self.head.reader if self.head is not None else None,
            "vectors_kept": st.kept,
            "read_when_idle": st.learned_idle,
            "refined_in_time": st.in_time,
            "late": st.late,
            "unread": st.unread,
            "failed": st.failed,
            "pending": len(self._jobs),
            "seconds_reading": round(st.seconds, 3),
            "last_error": st.last_error or None,
        }


class SecondStage:
    """The reader as the sidecar runs it: the head, the embedding server (started here or
    given by URL), the refiner, and what ``/sidecar/health`` says of them. ``offer`` is a
    no-op until everything is up, and whenever it is not.

    ``heads``: where to look for a head, most specific first (a learned one beside the
    serving model, then the shipped one); the first made for this reader serves. ``keep``:
    the vector log's ``write`` (request id, reader identity, vector), or None; ``register``
    its ``register`` (identity, fingerprint)."""

    def __init__(
        self,
        settings: ReaderConfig,
        heads: Callable[[], list[Path]],
        schedulers: Callable[[], list[Scheduler]],
        refined: Callable[[Job, float, float], float],
        keep: Callable[[str, str, np.ndarray], None] | None = None,
        register: Callable[[str, list[float]], None] | None = None,
    ) -> None:
        self.settings = settings
        self.heads = heads
        self.schedulers = schedulers
        self.refined = refined
        self.keep = keep
        self.register = register
        self.state = "starting"
        self.identity = ""
        self.head_path: Path | None = None
        self.refiner: Refiner | None = None
        self.server: ReaderServer | None = None
        self._fingerprint: list[float] | None = None
        self._tasks: list[asyncio.Task[None]] = []

    def offer(self, job: Job, conv: Conversation) -> None:
        if self.refiner is not None:
            self.refiner.offer(job, conv)

    def _pick_head(self) -> tuple[ReaderHead | None, Path | None]:
        """The first head made for this reader (its identity, and its model's fingerprint)."""
        for path in self.heads():
            if not path.exists():
                continue
            try:
                head = ReaderHead.load(path)
            except ModelError as exc:
                log.warning("%s", exc)
                continue
            if head.reader == self.identity and (self._fingerprint is None or head.matches(self._fingerprint)):
                return head, path
        return None, None

    def use_model(self) -> None:
        """The serving model changed (a refit installed one, a reload): serve its head if it
        has one for this reader."""
        if self.refiner is None:
            return
        head, path = self._pick_head()
        if path != self.head_path:
            self.refiner.head, self.head_path = head, path
            log.info("second stage: %s", f"head {path}" if path else "no head for this reader: reading to learn only")

    async def start(self, session: aiohttp.ClientSession) -> None:
        """Start or find the embedding server, pick a head, then run the refiner. Any failure
        is logged once and leaves the first stage alone in charge."""
        s = self.settings
        try:
            if s.url:
                url = s.url
                api = s.api if s.api != "auto" else await detect_api(session, url)
                embed = Embedder(session, url, s.timeout, api, s.model)
                (fingerprint,) = await embed([FINGERPRINT_TEXT])
                self._fingerprint = fingerprint
                # the shipped GGUF behind a URL reads as the shipped reader (its fingerprint says so)
                shipped = [
                    h for h in map(_load_quietly, self.heads()) if h is not None and h.reader.startswith("gguf:")
                ]
                same = next((h for h in shipped if h.matches(fingerprint)), None)
                self.identity = same.reader if same is not None else embed.identity
            else:
                gguf = find_gguf(s.gguf)
                digest = await asyncio.to_thread(file_digest, gguf)
                self.identity = f"gguf:{digest}"
                self.server = ReaderServer(find_llama_server(), gguf, threads=s.threads, nice=s.nice, port=free_port())
                await self.server.start()
                self._tasks.append(asyncio.create_task(self.server.watch()))
                url = self.server.url
                embed = Embedder(session, url, s.timeout)
                (self._fingerprint,) = await embed([FINGERPRINT_TEXT])
            head, self.head_path = self._pick_head()
            if head is None and self.keep is None:
                raise ModelError(f"no head for the reader {self.identity} and no vectors kept to learn one")
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # noqa: BLE001 - the first stage serves without it
            self.state = f"unavailable: {exc}"
            log.warning("second stage unavailable (%s); requests are sized by the first stage alone", exc)
            await self.close()
            return
        identity = self.identity
        keep = None if self.keep is None else _tagged(self.keep, identity)
        if self.register is not None and self._fingerprint is not None:
            self.register(identity, list(self._fingerprint))
        self.refiner = Refiner(embed, head, self.schedulers, self.refined, batch=s.batch, keep=keep)
        self._tasks.append(asyncio.create_task(self.refiner.run()))
        self.state = "running"
        what = f"head {self.head_path}" if self.head_path else "no head for this reader yet: reading to learn one"
        log.info("second stage running: %s reads requests (%s)", url, what)

    async def close(self) -> None:
        for t in self._tasks:
            t.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        self._tasks.clear()
        if self.server is not None:
            await self.server.stop()

    def snapshot(self) -> dict:
        out: dict = {"state": self.state, "reader": self.identity or None}
        if self.refiner is not None:
            out.update(self.refiner.snapshot())
        if self.server is not None:
            out["server_restarts"] = self.server.restarts
        return out


def _load_quietly(path: Path) -> ReaderHead | None:
    try:
        return ReaderHead.load(path) if path.exists() else None
    except ModelError:
        return None


def _tagged(log: Callable[[str, str, np.ndarray], None], identity: str) -> Callable[[str, np.ndarray], None]:
    """``log`` with the reader's identity filled in: what the refiner calls per vector read."""
    return lambda rid, v: log(rid, identity, v)
