"""``sidecar simulate``: the real Scheduler against a modelled backend, in simulated time.

The backend model: ``slots`` sequences run at once, each taking
``prompt / prefill_rate + output / decode_rate`` seconds, with a shared KV budget. The
scheduler is the same class the proxy runs, with the simulation clock injected, so what
is measured here is the production decision code.

Workloads pair real prompts with real reply lengths: the Arena-Hard prompts answered by one
model (its token counts), scored by a real length model (``--model-dir``; the shipped one
by default, which has these prompts in its training data), so prediction errors are a
real predictor's. Arrivals: a burst (all at t=0), Poisson at a target utilisation, or the
timestamps of a real trace (Azure 2023 conversation, Mooncake) rescaled so the offered load
hits the same utilisation. Each policy runs on the identical arrival sequence; ``oracle``
is sjf-aging fed the true lengths, so its gap to sjf-aging is what prediction costs.
"""

from __future__ import annotations

import csv
import dataclasses
import heapq
import json
import math
import random
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from sidecar.config import DEFAULT_DECODE_RATE, DEFAULT_PREFILL_RATE
from sidecar.errors import Rejected, UsageError
from sidecar.scheduling.jobs import Capacity, Job, Priority, Rates, SchedulerSettings
from sidecar.scheduling.scheduler import Scheduler
from sidecar.scheduling.suspension import MIN_SIGMA

CLASS_NAMES = ("short", "medium", "long")
# an oracle's reservation over its true length: the tightest spread the suspension's estimate
# of what is left reads from it (``suspension.MIN_SIGMA`` at the 95th percentile)
ORACLE_SPREAD = math.exp(1.645 * MIN_SIGMA)


@dataclass(frozen=True)
class Request:
    prompt_tokens: int
    true_tokens: int
    predicted_tokens: float
    priority: Priority = Priority.INTERACTIVE
    max_tokens: int | None = None  # the client's output cap (None: what the context leaves)
    reserve: float | None = None  # output tokens reserved, as the sizer's quantile (None: 2x predicted)


@dataclass
class SimulatedRequest:
    """One request of a simulated run: when it arrived, started and ended, or was refused."""

    arrival: float
    admitted: float | None = None
    finished: float | None = None
    rejected: bool = False
    true_tokens: int = 0


@dataclass(frozen=True)
class BackendModel:
    slots: int = 1
    prefill_rate: float = DEFAULT_PREFILL_RATE
    decode_rate: float = DEFAULT_DECODE_RATE
    slot_context: int = 8192
    kv_budget: int | None = None

    def service(self, prompt: int, output: int) -> float:
        return prompt / self.prefill_rate + output / self.decode_rate


@dataclass
class RunResult:
    policy: str
    settings: SchedulerSettings | None = None
    outcomes: list[SimulatedRequest] = field(default_factory=list)
    counters: dict[str, Any] = field(default_factory=dict)
    max_reserved: int = 0
    resume_seconds: float = 0.0  # backend time resumes spent reading prompts and partial replies again

    def latencies(self, kind: str) -> dict[str, np.ndarray]:
        """Latencies by tercile of true reply length (shortest third, middle, longest third)."""
        lengths = [o.true_tokens for o in self.outcomes]
        t1, t2 = np.percentile(lengths, [100 / 3, 200 / 3]) if lengths else (0, 0)
        out = {}
        for name, lo, hi in (("short", -math.inf, t1), ("medium", t1, t2), ("long", t2, math.inf)):
            vals = [
                (admitted if kind == "wait" else finished) - o.arrival
                for o in self.outcomes
                if not o.rejected
                and (finished := o.finished) is not None
                and (admitted := o.admitted) is not None
                and lo <= o.true_tokens < hi
            ]
            out[name] = np.array(vals)
        return out


@dataclass(frozen=True)
class ResumeModel:
    """What resuming a suspended reply costs on the modelled backend, for runs that suspend.

    A resume is a new request whose prompt is the old prompt and the partial reply: the
    backend's prompt cache serves what it kept of it and the rest (``miss``, a share) is read
    again at the prefill rate; a cut state shorter than ``cache_min`` tokens is read again
    whole (llama-server's RAM cache was measured not to keep states under a few hundred
    tokens); each resume costs a round trip (``overhead``). Running replies report progress
    at their first token and every ``every`` after (as the relay does), and a reply asked to
    stop is cut at its next token."""

    miss: float = 0.0
    cache_min: int = 0
    overhead: float = 0.05
    every: int = 8

    def seconds(self, tokens: int, prefill_rate: float) -> float:
        share = 1.0 if tokens < self.cache_min else self.miss
        return self.overhead + share * tokens / prefill_rate


@dataclass
class _Leg:
    """A running reply's current leg: its number (a cut makes its later events stale), when
    it decodes from (its prompt read), how many tokens it produces unless cut, whether a cut
    is due."""

    n: int
    decode_at: float
    tokens: int
    cutting: bool = False


def simulate(
    requests: Sequence[Request],
    arrivals: Sequence[float],
    backend: BackendModel,
    settings: SchedulerSettings,
    oracle: bool = False,
    *,
    pods: int = 1,
    route: Callable[[Sequence[Scheduler]], int] | None = None,
    resume: ResumeModel | None = None,
) -> RunResult:
    """Run one policy over one arrival sequence on ``pods`` backends alike, each with its
    own scheduler (``route`` picks one for each arrival; the first by default); returns
    per-request outcomes. ``devtools/cluster.py`` runs pods behind a modelled picker on it.

    ``resume``: replies stream and may be suspended (``settings.preempt`` says whether they
    are): running replies report their progress, the scheduler is asked after each event
    whether one should stop (``Scheduler.preempt``), a reply asked stops at its next token
    (``Scheduler.suspend``) and resumes at ``resume``'s cost. None: replies are reported only
    at their end and never suspended."""
    now = 0.0
    rates = Rates(backend.prefill_rate, backend.decode_rate)
    cap = Capacity(backend.slots, backend.slot_context, backend.kv_budget)
    scheds = [Scheduler(cap, clock=lambda: now, settings=settings, rates=lambda job: rates) for _ in range(pods)]
    pick = route or (lambda _: 0)
    events: list[tuple[float, int, str, int, int]] = []
    for i, t in enumerate(arrivals):
        heapq.heappush(events, (t, i, "arrive", i, 0))
    outcomes = [SimulatedRequest(t, true_tokens=r.true_tokens) for t, r in zip(arrivals, requests, strict=True)]
    jobs: dict[int, tuple[Scheduler, Job]] = {}
    legs: dict[int, _Leg] = {}
    seq = len(arrivals)
    result = RunResult("oracle" if oracle else settings.policy, settings)
    per_token = 1.0 / backend.decode_rate

    def push(t: float, kind: str, i: int) -> None:
        nonlocal seq
        seq += 1
        heapq.heappush(events, (t, seq, kind, i, legs[i].n if i in legs else 0))

    def start(admitted: list[Job]) -> None:
        for job in admitted:
            i = int(job.id)
            r = requests[i]
            if outcomes[i].admitted is None:
                outcomes[i].admitted = now
            out = min(r.true_tokens - job.produced, job.max_tokens)
            if resume is None:
                legs[i] = _Leg(0, now, out)
                push(now + backend.service(r.prompt_tokens, out), "finish", i)
                continue
            if job.produced:  # a resume: the prompt and the partial reply, as the cache kept them
                prefill = resume.seconds(job.prompt_tokens, backend.prefill_rate)
                result.resume_seconds += prefill
            else:
                prefill = job.prompt_tokens / backend.prefill_rate
            leg = legs.get(i)
            legs[i] = _Leg(leg.n + 1 if leg else 0, now + prefill, out)
            push(now + prefill + min(1, out) * per_token, "progress" if out > 1 else "finish", i)
        result.max_reserved = max(result.max_reserved, *(s.reserved_tokens for s in scheds))

    def produced(leg: _Leg) -> int:
        return max(0, min(leg.tokens, int((now - leg.decode_at) * backend.decode_rate + 1e-9)))

    while events:
        now, _, kind, i, n = heapq.heappop(events)
        r = requests[i]
        if kind == "arrive":
            job = Job(
                str(i),
                prompt_tokens=r.prompt_tokens,
                predicted_tokens=float(r.true_tokens) if oracle else r.predicted_tokens,
                output_reserve=float(r.true_tokens) * ORACLE_SPREAD if oracle and r.reserve is not None else r.reserve,
                max_tokens=min(r.max_tokens or backend.slot_context, backend.slot_context - r.prompt_tokens),
                priority=r.priority,
                streams=resume is not None,
                suspendable=resume is not None,
            )
            sched = scheds[pick(scheds)]
            try:
                sched.submit(job)
            except Rejected:
                outcomes[i].rejected = True
                continue
            jobs[i] = (sched, job)
        else:
            sched, job = jobs[i]
            leg = legs[i]
            if n != leg.n:
                continue  # an event of a leg that was cut
            if kind == "finish":
                sched.grow(job, leg.tokens)
                sched.release(job)
                outcomes[i].finished = now
                del legs[i]
            elif kind == "progress":
                done = produced(leg)
                sched.grow(job, done)
                if sched.waiting:
                    sched.preempt()  # decided as replies grow
                assert resume is not None
                nxt = min(leg.tokens, done + resume.every)
                push(leg.decode_at + nxt * per_token, "finish" if nxt >= leg.tokens else "progress", i)
            else:  # "cut"
                leg.cutting = False
                sched.suspend(job, produced(leg))
                leg.n += 1  # what this leg had still scheduled is stale
        for s in scheds:
            for expired in s.expire():
                outcomes[int(expired.id)].rejected = True
            start(s.admit())
            if resume is not None and s.waiting:
                s.preempt()
        if resume is not None:
            for j in (j for s in scheds for j in s.running):
                leg = legs[int(j.id)]
                if j.suspend_asked and not leg.cutting:
                    at = leg.decode_at + (produced(leg) + 1) * per_token  # the end of its next token
                    if at < leg.decode_at + leg.tokens * per_token:  # not its last: it is cut there
                        leg.cutting = True
                        push(at, "cut", int(j.id))
    c = scheds[0].counters  # the first backend's (the only one but in a cluster)
    result.counters = {**c.__dict__, "rejected": dict(c.rejected)}
    result.outcomes = outcomes
    return result


# --- workloads -----------------------------------------------------------------------------


def read_scores(path: Path, source: str = "arena-hard") -> dict[str, float]:
    """First-turn scores by question id from ``sidecar train --oof FILE``."""
    out = {}
    with open(path, encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            if row["source"] == source and row["user_turns"] == "1":
                out[row["group"].removeprefix(f"{source}:")] = float(row["score"])
    return out


def arena_workload(
    data_root: Path,
    answerer: str | None,
    cap: int,
    model_dir: str | None = None,
    seed: int = 0,
    scores_file: Path | None = None,
    reserve_quantile: float = 0.95,
) -> list[Request]:
    """Arena-Hard prompts with one model's true reply lengths, sized by a length model's
    predictions (``model_dir``), or by out-of-fold scores from training (``scores_file``)."""
    from sidecar.prediction.features import Conversation
    from sidecar.prediction.scorer import LengthPredictor

    folder = data_root / "arena-hard-v0.1-multi"
    prompts = {}
    with open(folder / "question.jsonl", encoding="utf-8") as fh:
        for line in fh:
            q = json.loads(line)
            prompts[q["question_id"]] = q["turns"][0]["content"]
    by_model: dict[str, dict[str, int]] = {}
    with open(folder / "answer_lengths.csv", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            if row["token_len"] and row["turn"] == "0":
                by_model.setdefault(row["model_id"], {})[row["question_id"]] = int(row["token_len"])
    if answerer is None:  # the model whose median reply is the median of all models
        medians = sorted((float(np.median(list(v.values()))), k) for k, v in by_model.items() if len(v) > 400)
        answerer = medians[len(medians) // 2][1]
    lengths = by_model[answerer]
    qids = sorted(q for q in lengths if q in prompts)
    if scores_file is not None:
        known = read_scores(scores_file)
        missing = [q for q in qids if q not in known]
        if missing:
            raise UsageError(f"{scores_file}: no arena-hard score for {len(missing)} prompts (e.g. {missing[0]})")
        scores = np.array([known[q] for q in qids])
    else:
        model = LengthPredictor.load(model_dir)
        scores = np.array([model.score(model.features(Conversation.from_prompt(prompts[q]))) for q in qids])
        sigma = model.sigma
    true = np.array([min(lengths[q], cap) for q in qids])
    offset = float(np.mean(np.log(true) - scores))  # what the sidecar's online calibration converges to
    if scores_file is not None:
        sigma = float(np.std(np.log(true) - scores - offset))
    # reserved as the sizer reserves: the quantile of the log-normal error (``ServingModel``)
    factor = math.exp(statistics.NormalDist().inv_cdf(reserve_quantile) * sigma)
    reqs = [
        Request(
            max(1, len(prompts[q]) // 4),
            int(t),
            min(median := float(math.exp(s + offset)), cap),
            max_tokens=cap,
            reserve=min(median * factor, cap),
        )
        for q, t, s in zip(qids, true, scores, strict=True)
    ]
    random.Random(seed).shuffle(reqs)
    return reqs


def trace_arrivals(data_root: Path, trace: str, n: int, offset_frac: float = 0.25) -> list[float]:
    """The first ``n`` arrival times (seconds) after a point in a real trace."""
    times: list[float] = []
    if trace == "azure":
        with open(data_root / "azure-llm-2023" / "AzureLLMInferenceTrace_conv.csv", encoding="utf-8") as fh:
            from datetime import datetime

            for row in csv.DictReader(fh):
                ts = row["TIMESTAMP"]
                times.append(datetime.fromisoformat(ts[:26]).timestamp())
    elif trace == "mooncake":
        with open(data_root / "mooncake" / "conversation_trace.jsonl", encoding="utf-8") as fh:
            times.extend(json.loads(line)["timestamp"] / 1000.0 for line in fh)
    else:
        raise UsageError(f"unknown trace {trace!r}: azure | mooncake")
    times.sort()
    start = int(len(times) * offset_frac)
    sel = times[start : start + n]
    return [t - sel[0] for t in sel]


def scale_to_utilisation(
    arrivals: list[float], requests: Sequence[Request], backend: BackendModel, rho: float
) -> list[float]:
    """Stretch arrival times so offered load / capacity = rho."""
    work = sum(backend.service(r.prompt_tokens, r.true_tokens) for r in requests) / backend.slots
    span = arrivals[-1] - arrivals[0] if len(arrivals) > 1 else 1.0
    target_span = work / rho
    return [t * target_span / span for t in arrivals]


def poisson_arrivals(requests: Sequence[Request], backend: BackendModel, rho: float, seed: int = 0) -> list[float]:
    mean_service = np.mean([backend.service(r.prompt_tokens, r.true_tokens) for r in requests])
    rate = rho * backend.slots / mean_service
    rng = np.random.default_rng(seed)
    return list(np.cumsum(rng.exponential(1.0 / rate, len(requests))))


# --- reporting ----------------------------------------------------------------------------


def pct(values: Sequence[float] | np.ndarray, q: float) -> float:
    """The ``q``-th percentile (linear interpolation) of a sequence; NaN when it is empty."""
    return float(np.percentile(values, q)) if len(values) else float("nan")


def compare(
    requests: Sequence[Request],
    arrivals: Sequence[float],
    backend: BackendModel,
    base: SchedulerSettings,
    policies: Sequence[str] = ("fcfs", "sjf", "sjf-aging", "oracle"),
) -> list[RunResult]:
    out = []
    for p in policies:
        oracle = p == "oracle"
        s = dataclasses.replace(base, policy="sjf-aging" if oracle else p)
        out.append(simulate(requests, arrivals, backend, s, oracle=oracle))
    return out


def table(results: list[RunResult], kind: str = "e2e") -> str:
    fcfs = results[0].latencies(kind)
    lines = [
        "| policy | class | n | P50 | P90 | P99 | P50 vs fcfs | P99 vs fcfs |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for r in results:
        lat = r.latencies(kind)
        for name in CLASS_NAMES:
            a, f = lat[name], fcfs[name]
            if not len(a):
                continue
            lines.append(
                f"| {r.policy} | {name} | {len(a)} | {pct(a, 50):.1f} | {pct(a, 90):.1f} | {pct(a, 99):.1f} | "
                f"{ratio(pct(a, 50), pct(f, 50))} | {ratio(pct(a, 99), pct(f, 99))} |"
            )
    return "\n".join(lines)


def ratio(a: float, b: float) -> str:
    return f"{a / b - 1:+.0%}" if b > 0 else "-"


def mean_latency(r: RunResult) -> float:
    vals = [o.finished - o.arrival for o in r.outcomes if o.finished is not None]
    return float(np.mean(vals)) if vals else float("nan")
