"""The benchmark's arithmetic: what an order of service is worth, with the machine's speed held still."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from sidecar.tools.benchreport import same_work_shares


def _completions(order: list[int], service: dict[int, float], speed: float = 1.0) -> dict[int, float]:
    """Completion times when one slot serves ``order`` back to back, ``speed`` times slower."""
    return dict(zip(order, itertools.accumulate(service[i] * speed for i in order), strict=True))


def test_same_work_share_is_the_orders_worth_whatever_the_speed_of_each_arm():
    service = {0: 5.0, 1: 1.0, 2: 3.0, 3: 0.5}
    arrival = [0, 1, 2, 3]
    shortest = sorted(service, key=service.__getitem__)
    middle = [1, 0, 3, 2]
    shares = same_work_shares(
        {
            "direct": _completions(arrival, service, speed=1.3),  # this arm ran on a slow machine
            "sjf": _completions(shortest, service),
            "other": _completions(middle, service, speed=0.8),
            "worst": _completions(list(reversed(shortest)), service),
        }
    )
    assert shares["direct"] == 0 and shares["sjf"] == pytest.approx(1.0)
    # the replay uses one set of service times: the arms' speeds cancel out
    mean = lambda order: sum(itertools.accumulate(service[i] for i in order)) / 4  # noqa: E731
    expected = (mean(arrival) - mean(middle)) / (mean(arrival) - mean(shortest))
    assert shares["other"] == pytest.approx(expected)
    assert shares["worst"] < 0


def test_same_work_share_is_undefined_when_arrival_order_is_already_shortest_first():
    service = {0: 1.0, 1: 2.0, 2: 3.0}
    shares = same_work_shares({"direct": _completions([0, 1, 2], service), "sjf": _completions([0, 1, 2], service)})
    assert all(v != v for v in shares.values())  # NaN: there is no gain to share


async def test_the_ui_workload_sends_what_the_clients_send():
    """The demo's requests: chat turns and a UI's tasks on /v1/chat/completions, the editor's
    fill-in-the-middle on /v1/completions stopping at the line's end; nothing before them (a
    fresh sidecar meets the UI's templates for the first time)."""
    from sidecar.tools.bench import Ask, fire, load_workload
    from tests.fakes import FakeLlama, run_app

    backend = FakeLlama()
    asks = load_workload("ui", 0, 0, Path("."))
    async with run_app(backend.app()) as url:
        results, _ = await fire(url, asks, [0.0] * len(asks), 8, "direct", None, 30.0, False)
    assert all(r.ok for r in results), results
    fim = [b for p, b in backend.requests if p == "/v1/completions"]
    assert len(fim) == 1 and fim[0]["stop"][0] == "\n" and "<|fim_middle|>" in fim[0]["prompt"]
    assert all(b["max_tokens"] == 8 and b["stream"] for _, b in backend.requests)
    assert sum(isinstance(a, Ask) for a in asks) == 1
