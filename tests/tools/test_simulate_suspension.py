"""``sidecar simulate`` with suspension (``tools.simulate``, ``ResumeModel``): the real
scheduler cuts a running reply for a short one in simulated time, the resume costs what the
modelled cache leaves to read again, and with suspension off the run is the same run."""

from __future__ import annotations

import dataclasses

import pytest

from sidecar.scheduling.jobs import SchedulerSettings
from sidecar.tools.simreport import SUSPENSION_ARMS, suspension_cells, with_capped_questions
from sidecar.tools.simulate import BackendModel, Request, ResumeModel, simulate

BACKEND = BackendModel(slots=1, prefill_rate=300.0, decode_rate=30.0)
SETTINGS = SchedulerSettings(max_queue=1000, queue_timeout=1e9, express_lane="off")


def long_and_short() -> tuple[list[Request], list[float]]:
    """A 600-token reply, and a question capped at 16 tokens arriving 5 s into it."""
    reqs = [
        Request(30, 600, 600.0, max_tokens=2000, reserve=900.0),
        Request(30, 16, 15.0, max_tokens=16, reserve=16.0),
    ]
    return reqs, [0.0, 5.0]


def latency(run, i: int) -> float:
    o = run.outcomes[i]
    return o.finished - o.arrival


def test_a_short_question_cuts_the_long_reply_and_the_resume_costs_what_the_cache_misses():
    reqs, arrivals = long_and_short()
    off = simulate(reqs, arrivals, BACKEND, dataclasses.replace(SETTINGS, preempt="off"), resume=ResumeModel())
    assert off.counters["suspended"] == 0
    assert latency(off, 1) == pytest.approx(30 / 300 + 600 / 30 - 5 + 30 / 300 + 16 / 30)  # it waits it out
    for miss in (0.0, 1.0):
        on = simulate(reqs, arrivals, BACKEND, SETTINGS, resume=ResumeModel(miss=miss))
        assert (on.counters["suspended"], on.counters["resumed"]) == (1, 1)
        # cut at the end of its next token; the question runs at once: prompt and 16 tokens
        assert latency(on, 1) < 30 / 300 + 16 / 30 + 2 / 30
        # the long reply: its 600 tokens, the question's run and its resume (a round trip
        # and, with no cache, its prompt and the partial reply read again)
        produced = int((5.0 - 30 / 300) * 30) + 1
        resume = 0.05 + miss * (30 + produced) / 300
        assert on.resume_seconds == pytest.approx(resume)
        assert latency(on, 0) == pytest.approx(30 / 300 + 600 / 30 + latency(on, 1) + resume, abs=0.05)


def test_with_suspension_off_progress_reports_change_nothing():
    reqs = [Request(40 + i, 50 + 97 * i % 700, 60.0 + 53 * i % 500, max_tokens=1024) for i in range(40)]
    arrivals = [1.7 * i for i in range(40)]
    off = dataclasses.replace(SETTINGS, preempt="off")
    plain = simulate(reqs, arrivals, BACKEND, off)
    streamed = simulate(reqs, arrivals, BACKEND, off, resume=ResumeModel())
    times = lambda run: [t for o in run.outcomes for t in (o.admitted, o.finished)]  # noqa: E731
    assert times(plain) == pytest.approx(times(streamed))


def test_an_uncapped_head_whose_size_is_wide_does_not_cut():
    """A head predicted 15 tokens that reserves 400 (its size's spread) is weighed at 400:
    against 570 tokens left, a cut would not pay three times over."""
    reqs, arrivals = long_and_short()
    reqs[1] = Request(30, 16, 15.0, max_tokens=2000, reserve=400.0)
    on = simulate(reqs, arrivals, BACKEND, SETTINGS, resume=ResumeModel())
    assert on.counters["suspended"] == 0


def test_the_cells_put_each_order_beside_itself_with_suspension():
    reqs = [Request(40, 20 + 211 * i % 900, 40.0 + 137 * i % 800, max_tokens=1024, reserve=1024.0) for i in range(24)]
    mixed = with_capped_questions(reqs)
    assert [r.max_tokens for r in mixed[:5]] == [48, 1024, 1024, 1024, 48]
    assert all(r.true_tokens <= 48 and r.predicted_tokens <= 48 for r in mixed[::4])
    lines, rows = suspension_cells([("made up", mixed)], [1], SETTINGS, BACKEND, burst=8, n=24, rhos=[0.9], seeds=2)
    assert len(rows) == 2 * 4 and len(lines) == 2 + len(rows)  # 2 arrivals x 4 resume costs
    for row in rows:
        assert set(row["mean"]) == {arm for arm, *_ in SUSPENSION_ARMS}
        assert row["mean"]["oracle"] <= row["mean"]["fcfs"]
    assert any(row["cut"] for row in rows)  # the capped questions cut long replies somewhere
