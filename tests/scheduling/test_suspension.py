"""The one owner of suspension (``scheduling.suspension``): what may be cut, when the relay
cuts, and what a cut reply is afterwards. The choice of which reply is cut, on a scheduler,
is tests/scheduling/test_preempt.py."""

from __future__ import annotations

import ast
import math
import re

import pytest

from sidecar.scheduling import suspension
from sidecar.scheduling.jobs import Capacity, Job, Priority, SchedulerSettings
from sidecar.scheduling.scheduler import Scheduler
from sidecar.scheduling.suspension import COLLECT_TOKENS, Verdict, verdict
from tests import REPO


@pytest.mark.parametrize(
    ("refused", "kinds", "stream", "priority", "predicted", "expected"),
    [
        (None, ["llamacpp"], True, Priority.INTERACTIVE, 20, Verdict(True)),
        (None, ["llamacpp", "ollama"], True, Priority.INTERACTIVE, 20, Verdict(True)),
        ("fixed seed", ["llamacpp"], True, Priority.INTERACTIVE, 900, Verdict(False, why_not="fixed seed")),
        (None, ["llamacpp", "openai"], True, Priority.INTERACTIVE, 900, None),  # one backend that does not continue
        (None, ["llamacpp"], False, Priority.INTERACTIVE, COLLECT_TOKENS, Verdict(True, collect=True)),
        (None, ["llamacpp"], False, Priority.BATCH, 10, Verdict(True, collect=True)),
        (None, ["llamacpp"], False, Priority.INTERACTIVE, COLLECT_TOKENS - 1, None),  # short, whole: relayed as is
    ],
)
def test_whether_a_reply_may_be_suspended_is_decided_once_from_all_it_depends_on(
    refused, kinds, stream, priority, predicted, expected
):
    got = verdict(refused, kinds, stream=stream, priority=priority, predicted=predicted)
    if expected is None:
        assert not got.may and not got.collect and got.why_not
    else:
        assert got == expected


def test_the_relay_cuts_only_when_asked_and_a_reply_that_cannot_be_continued_is_never_asked_again():
    job = Job("a", prompt_tokens=10, predicted_tokens=500, max_tokens=1000, suspendable=True)
    assert not suspension.cut_now(job, continuable=True)  # not asked
    job.suspend_asked = True
    assert suspension.cut_now(job, continuable=True)
    assert not suspension.cut_now(job, continuable=False)  # a tool call began
    assert not job.suspend_asked and not job.suspendable  # never again


def test_a_cut_reply_is_reserved_at_the_quantile_its_whole_reply_was_not_at_a_fixed_factor():
    """The reservation of what is left keeps the whole reply's ratio of reservation to size
    (the sizer's ``reserve_quantile``), not ``unsized_reserve`` times the rest."""
    clock = [0.0]
    s = Scheduler(
        Capacity(slots=1, slot_context=100_000),
        clock=lambda: clock[0],
        settings=SchedulerSettings(express_lane="off", unsized_reserve=7.0),
    )
    long = Job("long", prompt_tokens=30, predicted_tokens=600, max_tokens=4000, output_reserve=900, suspendable=True)
    s.submit(long)
    assert s.admit() == [long]
    clock[0] = 1.0
    s.grow(long, 40)
    assert s.suspend(long, produced=40)
    assert long.output_reserve == pytest.approx(long.predicted_tokens * 900 / 600)
    assert long.reservation == 70 + math.ceil(long.predicted_tokens * 900 / 600)  # 7x the rest would be far more
    unsized = Job("u", prompt_tokens=30, predicted_tokens=100, max_tokens=4000, suspendable=True)
    s.suspensions.cut(unsized, 10, now=2.0)
    assert unsized.output_reserve is None  # it had none: the scheduler's fallback holds for it alike


def test_where_a_reply_may_be_suspended_is_decided_in_one_module():
    """A grep for the decision lands in ``scheduling/suspension.py``: the flags it sets are
    written nowhere else in the package (read, yes)."""
    writers = []
    for path in sorted((REPO / "sidecar").rglob("*.py")):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            targets = node.targets if isinstance(node, ast.Assign) else []
            for t in targets:
                for leaf in ast.walk(t):
                    if isinstance(leaf, ast.Attribute) and leaf.attr in ("suspendable", "suspend_asked"):
                        writers.append(str(path.relative_to(REPO)))
    allowed = {"sidecar/scheduling/suspension.py", "sidecar/request/steps.py"}
    assert set(writers) <= allowed, writers
    steps = (REPO / "sidecar/request/steps.py").read_text()
    # the request side only copies the verdict onto its job
    assert re.findall(r"job\.suspendable = (.*)", steps) == ["verdict.may"]
    assert "suspend_asked" not in steps
