"""ledger.Ledger: what the running jobs hold of a backend, and that giving back returns it."""

from __future__ import annotations

from sidecar.scheduling.jobs import Capacity, Job
from sidecar.scheduling.ledger import Ledger


def _job(i: str, prompt: int, predicted: float, cap: int = 1000, reserve: float | None = None) -> Job:
    return Job(i, prompt_tokens=prompt, predicted_tokens=predicted, max_tokens=cap, output_reserve=reserve)


def test_a_reservation_is_the_prompt_and_the_reply_expected_capped_by_context_and_budget():
    ledger = Ledger(Capacity(slots=2, slot_context=1000, kv_budget=1500), None)
    assert ledger.reservation(_job("a", 100, 50), unsized_reserve=2.0) == 200  # 100 + 2 x 50
    assert ledger.reservation(_job("b", 100, 50, reserve=300), unsized_reserve=2.0) == 400  # the quantile given
    assert ledger.reservation(_job("c", 100, 50, cap=20), unsized_reserve=2.0) == 120  # never past the cap
    assert ledger.reservation(_job("d", 900, 500), unsized_reserve=2.0) == 1000  # one slot's context at most
    small = Ledger(Capacity(slots=1, slot_context=4096, kv_budget=600), None)
    assert small.reservation(_job("e", 500, 500), unsized_reserve=2.0) == 600  # nor the whole budget


def test_what_is_taken_is_given_back_whole_even_after_it_grew_past_the_budget():
    ledger = Ledger(Capacity(slots=2, slot_context=1000, kv_budget=1000), None)
    a, b = _job("a", 100, 100), _job("b", 100, 100)
    for j in (a, b):
        j.reservation = ledger.reservation(j, 2.0)
        assert ledger.fits(j)
        ledger.take(j)
    assert ledger.reserved == 600 and ledger.free() == 400
    assert ledger.grow(a, 900) == 200  # 600 more wanted, 400 free: 200 overcommitted
    assert ledger.free() == 0 and ledger.overcommit == {"a": 200}
    c = _job("c", 10, 1)
    c.reservation = ledger.reservation(c, 2.0)
    assert not ledger.fits(c)  # overcommit outstanding blocks new admissions
    ledger.give_back(a)
    assert ledger.overcommit == {} and ledger.reserved == b.reservation
    ledger.give_back(b)
    assert ledger.reserved == 0 and ledger.free() == 1000 and ledger.fits(c)


def test_growing_within_the_reservation_takes_nothing():
    ledger = Ledger(Capacity(slots=1, slot_context=1000), None)
    j = _job("a", 100, 100)
    j.reservation = ledger.reservation(j, 2.0)
    ledger.take(j)
    assert ledger.grow(j, j.reservation - 1) == 0 and ledger.reserved == 300
