"""What running several sequences at once does on a backend, measured from the replies the
sidecar relays. Pure: the scheduler feeds it times from its own clock.

- ``DecodeMeter``: how many tokens a second a backend decodes with k sequences decoding at
  once (the express lane's cost is what one slot fewer takes from that). A sample is one
  sequence's tokens between two progress reports, counted only where the set of running
  sequences did not change in between and none of them was still reading its prompt (a
  prefill beside a decode slows it, and would blur the measurement).
- ``ParallelismLearner``: how many requests a backend runs at once, where its API does not say
  (Ollama's ``OLLAMA_NUM_PARALLEL``). It starts from what it knows (1, Ollama's default)
  and lets one request more than that start while others run: if its first generated token
  comes while every request it started beside still streams, the backend ran it beside
  them and the learner knows one more; if it comes just after one of them ended, much later
  than its prompt could take, the backend queued it and the limit is found. Only a token
  counts: an empty first piece (a keep-alive, another sidecar's early head) is no evidence
  that the backend runs the request. A limit found is tried again after a while.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sidecar.scheduling.jobs import Job


WINDOW = 120.0  # sequence-seconds of evidence kept per concurrency: older evidence fades
MIN_SECONDS = 3.0  # sequence-seconds at a concurrency before its rate counts
MOST_AT_ONCE = 8  # the learner never assumes more requests at once than this
RETRY_SECONDS = 600.0  # a limit found is tried again this long after: it may have risen
SLACK = 0.1  # seconds of timing noise the learner allows (event loop, network)


class DecodeMeter:
    """Decode tokens a second by the number of sequences decoding at once."""

    def __init__(self) -> None:
        self._tokens: dict[int, float] = {}
        self._seconds: dict[int, float] = {}

    def add(self, k: int, tokens: float, seconds: float) -> None:
        """One sequence decoded ``tokens`` in ``seconds`` while ``k`` decoded (itself included)."""
        if k < 1 or tokens <= 0 or seconds <= 0:
            return
        t, s = self._tokens.get(k, 0.0) + tokens, self._seconds.get(k, 0.0) + seconds
        if s > WINDOW:
            t, s = t * WINDOW / s, WINDOW
        self._tokens[k], self._seconds[k] = t, s

    def per_sequence(self, k: int) -> float | None:
        """Tokens a second one sequence decodes beside ``k - 1`` others, once measured."""
        s = self._seconds.get(k, 0.0)
        return self._tokens[k] / s if s >= MIN_SECONDS else None

    def throughput(self, k: int) -> float | None:
        """Tokens a second the backend decodes with ``k`` sequences at once, once measured."""
        r = self.per_sequence(k)
        return None if r is None else k * r

    def gain(self, k: int) -> float | None:
        """Throughput with ``k`` sequences over that with ``k - 1``, once both are measured."""
        if k < 2:
            return None
        more, fewer = self.throughput(k), self.throughput(k - 1)
        return more / fewer if more is not None and fewer else None

    def seconds(self, k: int) -> float:
        return self._seconds.get(k, 0.0)

    def saved(self) -> dict[str, list[float]]:
        """What it measured, to keep across restarts: {k: [tokens, sequence-seconds]}."""
        return {str(k): [self._tokens[k], s] for k, s in self._seconds.items()}

    def load(self, saved: object) -> None:
        """Take back what ``saved`` gave (anything malformed is left out)."""
        if not isinstance(saved, dict):
            return
        for k, v in saved.items():
            if str(k).isdigit() and isinstance(v, list) and len(v) == 2 and all(isinstance(x, int | float) for x in v):
                self.add(int(k), float(v[0]), float(v[1]))


@dataclass
class _Trial:
    job: str
    peers: set[str]  # the same model's requests that ran when it started
    started: float
    expected: float  # seconds its prompt should take alone
    ended: list[float] = field(default_factory=list)  # when peers ended before its first byte


class ParallelismLearner:
    """Requests a backend runs at once, learned from when their first bytes come."""

    def __init__(self, known: int = 1, *, found: bool = False, most: int = MOST_AT_ONCE) -> None:
        self.known = max(1, known)
        self.found = found or self.known >= most
        self.most = most
        self._trial: _Trial | None = None
        self._found_at: float | None = None  # when a limit was found (None: at start, from the state)

    def revisit(self, now: float) -> bool:
        """Try one more again once a limit found has stood ``RETRY_SECONDS`` (the backend
        may have been restarted with more, or one slow moment looked like a queue): True
        when the requests at once the scheduler may run changed."""
        if not self.found or self.known >= self.most:
            return False
        if self._found_at is None:
            self._found_at = now
            return False
        if now - self._found_at < RETRY_SECONDS:
            return False
        self.found, self._found_at = False, None
        return True

    @property
    def slots(self) -> int:
        """Requests the scheduler may run at once: what is known, one more while trying it."""
        return self.known if self.found else self.known + 1

    def started(self, job: str, peers: set[str], now: float, expected: float) -> None:
        """``job`` started with ``peers`` (the same model's running requests) beside it: if
        it is the one more than is known, it is the trial."""
        if not self.found and self._trial is None and len(peers) >= self.known:
            self._trial = _Trial(job, set(peers), now, expected)

    def ended(self, job: str, now: float) -> None:
        """``job`` left the backend (done, failed, cancelled)."""
        t = self._trial
        if t is None:
            return
        if job == t.job:
            self._trial = None  # it ended before its first byte was seen: it tells nothing
        elif job in t.peers:
            t.ended.append(now)

    def first_byte(self, job: str, now: float) -> str | None:
        """``job``'s first reply byte came: returns ``"beside"`` or ``"queued"`` when that
        settles something, else None."""
        t = self._trial
        if t is None or job != t.job:
            return None
        self._trial = None
        if not t.ended:
            self.known = max(self.known, len(t.peers) + 1)
            self.found = self.known >= self.most
            return "beside"
        waited = now - t.started
        after_end = now - t.ended[0]
        # queued: it waited far longer than its prompt takes, and began just after a peer ended
        if waited > 2.0 * t.expected + 2 * SLACK and after_end <= 0.25 * waited + SLACK:
            self.known = max(1, len(t.peers))
            self.found, self._found_at = True, now
            return "queued"
        return None

    def describe(self) -> str:
        if self.found and self.known >= self.most:
            return f"at least {self.known} at once (learned; the most the sidecar tries)"
        if self.found:
            return f"{self.known} at once (learned: one more waited for a running reply to end)"
        if self.known > 1:
            return f"at least {self.known} at once (learned; trying {self.known + 1})"
        return "1 at once until more are seen to run together (trying 2)"


WHOLE_SHARE = 0.8  # an unstreamed reply is a decode sample if this share of its time had one concurrency


def tally(running: Iterable[Job], dt: float) -> None:
    """``dt`` seconds passed with ``running`` the running set: each unstreamed job counts them
    in its ``beside`` (seconds with k jobs running; a stream is measured from its progress)."""
    jobs = list(running)
    if dt > 0:
        for j in jobs:
            if not j.streams:
                j.beside[len(jobs)] = j.beside.get(len(jobs), 0.0) + dt


def whole_sample(job: Job, output_tokens: int, decode: float) -> tuple[int, int, float] | None:
    """An unstreamed reply ended with ``output_tokens`` after ``decode`` seconds past its
    prompt: (k, tokens, seconds) for the decode meter, if it ran at least ``WHOLE_SHARE`` of
    its time beside the same number of jobs (a batch job's replies are all a sidecar in front
    of a batch ever sees; without them the express lane's cost would never be measured)."""
    if job.streams or output_tokens < 8 or not job.beside:
        return None
    k, most = max(job.beside.items(), key=lambda kv: kv[1])
    if most >= WHOLE_SHARE * sum(job.beside.values()) and decode > 0:
        return k, output_tokens, decode
    return None
