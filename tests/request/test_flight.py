"""A request's life as states (``request.flight``): each move the table allows, what it does
to what the request holds, and that a move it does not allow raises."""

from __future__ import annotations

import itertools
from types import SimpleNamespace

import pytest

from sidecar.apis.catalog import APIS
from sidecar.apis.parse import parse_request
from sidecar.backends.upstream import Hold
from sidecar.request.flight import MOVES, Flight, IllegalMove, Phase
from sidecar.scheduling.jobs import Job, JobState


class Admission:
    """What the flight's hold tells the scheduler, recorded."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, object]] = []

    def finish(self, job: Job, ok: bool, output_tokens: int | None = None) -> None:
        self.calls.append(("finish", ok))
        job.state = JobState.COMPLETED

    def abandon(self, job: Job) -> None:
        self.calls.append(("abandon", None))
        job.state = JobState.COMPLETED


def upstream(kind: str = "ollama") -> SimpleNamespace:
    return SimpleNamespace(name="b", info=SimpleNamespace(kind=kind), admission=Admission(), scheduler=None)


def flight() -> Flight:
    body = {"model": "m", "messages": [{"role": "user", "content": "hi"}], "stream": True}
    info = parse_request("openai-chat", body)
    job = Job("r", prompt_tokens=5, predicted_tokens=10, max_tokens=100)
    return Flight("r", "r", APIS["openai-chat"], info, None, 0.0, job, b"{}", 0.0, ())


def test_a_request_runs_is_suspended_resumes_and_ends_and_each_move_gives_back_what_it_holds():
    f, up = flight(), upstream()
    assert f.phase is Phase.WAITING
    with pytest.raises(IllegalMove):
        _ = f.hold  # nothing held before its admission
    first = Hold(up, f.job)
    f.admit(first)
    admitted = f.admitted
    assert f.phase is Phase.RUNNING and f.hold is first and admitted > 0
    f.suspend()
    assert f.phase is Phase.SUSPENDED and not first.open  # the scheduler took it back
    second = Hold(up, f.job)
    f.admit(second)
    assert f.phase is Phase.RUNNING and f.admitted == admitted  # a resume keeps its first admission
    f.requeue()
    assert f.phase is Phase.WAITING and not second.open
    third = Hold(up, f.job)
    f.admit(third)
    assert f.admitted >= admitted  # admitted again after a requeue
    f.end(Phase.DONE, ok=True, output_tokens=7)
    assert not third.open and up.admission.calls == [("finish", True)]
    assert f.history == [Phase.WAITING, Phase.RUNNING, Phase.SUSPENDED, Phase.RUNNING, Phase.WAITING, Phase.RUNNING]
    f.give_back()  # the request path's ``finally``: nothing more to give
    assert up.admission.calls == [("finish", True)]


@pytest.mark.parametrize("ending", [Phase.FAILED, Phase.CANCELLED])
@pytest.mark.parametrize("at", [Phase.RUNNING, Phase.SUSPENDED])
def test_every_ending_gives_back_what_it_holds(ending, at):
    f, up = flight(), upstream()
    f.admit(Hold(up, f.job))
    if at is Phase.SUSPENDED:
        f.suspend()
        # its wait to resume failed or was cancelled: the scheduler ended the job itself
        f.job.state = JobState.TIMED_OUT if ending is Phase.FAILED else JobState.CANCELLED
    f.end(ending, ok=False if ending is Phase.FAILED else None)
    f.give_back()
    if at is Phase.SUSPENDED:
        assert up.admission.calls == []  # its scheduler already holds it (``Admission.suspend``)
    else:
        assert up.admission.calls == ([("finish", False)] if ending is Phase.FAILED else [("abandon", None)])


def test_a_flight_that_raised_before_its_end_is_given_back_in_the_finally():
    f, up = flight(), upstream()
    f.admit(Hold(up, f.job))
    f.job.state = JobState.RUNNING
    f.give_back()  # an exception the request path did not expect: its ``finally``
    assert up.admission.calls == [("abandon", None)]


def test_a_move_the_table_does_not_allow_raises():
    legal = {(a, b) for a, outs in MOVES.items() for b in outs}
    assert (Phase.WAITING, Phase.SUSPENDED) not in legal and (Phase.SUSPENDED, Phase.WAITING) not in legal
    for a, b in itertools.product(Phase, Phase):
        f = flight()
        f.phase = a
        f._hold = Hold(upstream(), f.job)
        move = {
            Phase.RUNNING: lambda f=f: f.admit(Hold(upstream(), f.job)),
            Phase.SUSPENDED: f.suspend,
            Phase.WAITING: f.requeue,
        }.get(b, lambda f=f, b=b: f.end(b))
        if (a, b) in legal:
            move()
            assert f.phase is b
        else:
            with pytest.raises(IllegalMove):
                move()
            assert f.phase is a, (a, b)  # nothing moved
    f = flight()
    with pytest.raises(IllegalMove):
        f.end(Phase.RUNNING)  # not an end
    for final in (Phase.DONE, Phase.FAILED, Phase.CANCELLED):
        assert final.final and not MOVES[final]  # an ended request moves no more
