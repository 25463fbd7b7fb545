"""trust.Trust: how far sizes are trusted for a backend model, from how they ranked its replies."""

from __future__ import annotations

import math

import numpy as np

from sidecar.prediction.trust import DEFAULT_PRIOR, Trust


def _fed(pairs: list[tuple[float, int]], prior: float = 0.67, capped: bool = False) -> Trust:
    t = Trust()
    t.serving("m1", prior)
    for s, n in pairs:
        t.observe(s, n, capped)
    return t


def test_a_fresh_model_starts_from_the_held_out_agreement_trusted_whole():
    t = _fed([])
    assert t.weight == 1.0  # the held-out measurement stands until replies say otherwise
    assert t.describe()["pairs"] == 0 and "held-out agreement 0.67" in t.describe()["why"]
    assert t.log_length(5.0, 1.0) == 5.0 + t.weight


def test_sizes_that_invert_the_replies_lose_all_trust_within_ten_and_ones_that_follow_earn_it_whole():
    rng = np.random.default_rng(0)
    scores = rng.normal(0, 1, 40)
    inverted = _fed([(s, int(np.exp(4 - s))) for s in scores[:10]])
    assert inverted.weight == 0.0  # ten replies that say the opposite: ordered as they arrive
    assert inverted.log_length(5.0, 2.0) == 5.0
    assert "ordered as they arrive" in inverted.describe()["why"]
    following = _fed([(s, int(np.exp(4 + s))) for s in scores])
    assert following.weight == 1.0
    many = rng.normal(0, 1, 200)
    noise = _fed([(s, int(np.exp(4 + z))) for s, z in zip(many, rng.normal(0, 1, 200), strict=True)])
    assert noise.weight < 0.15  # over a window, a score unrelated to the lengths earns (almost) nothing
    assert _fed([(s, int(np.exp(4 + z))) for s, z in zip(many[:20], rng.normal(0, 1, 20), strict=True)]).weight < 0.9


def test_one_unlucky_pair_among_a_few_replies_moves_the_weight_a_little():
    # three replies, one pair >= 2x apart, ordered wrong: about two replies' worth of evidence
    t = _fed([(0.0, 10), (0.5, 7), (1.0, 4)])
    assert t.describe()["pairs"] == 1
    assert 0.6 < t.weight < 0.95


def test_capped_replies_count_only_as_the_longer_of_a_pair():
    # every reply ran to its cap: no pair is known, the prior stands
    t = _fed([(s, 100) for s in np.linspace(-1, 1, 20)], capped=True)
    assert t.describe()["pairs"] == 0 and t.weight == _fed([]).weight


def test_another_length_model_starts_the_window_again_from_its_own_prior():
    t = _fed([(s, int(np.exp(4 - s))) for s in np.linspace(-2, 2, 10)])
    assert t.weight == 0.0
    t.serving("m2", 0.8)
    assert len(t.tokens) == 0
    assert t.weight > 0.3 and t.prior == 0.8
    t.serving("m3", None)
    assert t.prior == DEFAULT_PRIOR


def test_it_survives_a_restart():
    t = _fed([(s, int(np.exp(4 + s))) for s in np.linspace(-2, 2, 30)])
    back = Trust.from_state(t.to_state())
    assert back.version == "m1" and len(back.tokens) == 30 and back.weight == t.weight


def test_the_weight_the_order_uses_moves_only_on_more_than_its_noise():
    """Read after every reply, as the request path does: a few replies' wobble leaves the
    weight where it was (the queue is not re-sized back and forth); evidence that lasts moves it."""
    rng = np.random.default_rng(0)
    t = _fed([])
    used, measured = [], []
    for s, z in zip(rng.normal(0, 1, 12), rng.normal(0, 1, 12), strict=True):
        t.observe(s, int(np.exp(4 + 0.5 * s + z)), False)  # a score that partly follows the lengths
        used.append(t.weight)
        measured.append(t.describe()["measured_weight"])
    assert max(measured) - min(measured) > 0.4  # what a dozen replies measure wobbles (1.0 to 0.5 and back)
    assert set(used) == {1.0}  # the weight used stays
    for s in rng.normal(0, 1, 30):  # then thirty replies the score orders backwards
        t.observe(s, int(np.exp(4 - s)), False)
        assert t.weight <= 1.0  # read after each reply, as the request path does
    assert t.weight == 0.0


def test_the_window_kept_as_replies_come_and_go_agrees_with_counting_it_again():
    import random

    from sidecar.prediction.ranking import concordance_2x
    from sidecar.prediction.trust import WINDOW

    rng = random.Random(0)
    for _ in range(40):
        t = Trust()
        for i in range(rng.randint(2, 3 * WINDOW)):
            tokens = rng.choice([1, 2, 5, 10, 20, 40, 256, rng.randint(1, 2000)])
            score = rng.choice([0.0, 1.0, -1.0, rng.gauss(0, 1)])
            t.observe(score, tokens, rng.random() < 0.2)
            if i % 37 == 0 or len(t.tokens) in (2, WINDOW):
                want = concordance_2x(
                    np.array(t.tokens, float), np.array(t.scores, float), lower_bound=np.array(t.capped, bool)
                )
                agreement, pairs = t._measure()[:2]
                assert pairs == want[1]
                assert (pairs == 0 and np.isnan(agreement)) or agreement == want[0]


def test_caps_reached_where_the_sizes_said_short_take_the_trust_at_once():
    from sidecar.prediction.trust import SURPRISE_UNTIL

    t = _fed([])
    t.observe(-2.0, 256, True, reach=0.02)
    assert t.weight == 1.0  # one cap reached at 2% odds: it happens
    t.observe(-1.8, 256, True, reach=0.03)
    assert t.weight == 0.0 and t.surprise() < 0.01  # two: not if the sizes were right
    assert "called short ran to their caps" in t.describe()["why"]
    expected = _fed([])
    for _ in range(6):  # caps the sizes gave even odds of say nothing
        expected.observe(0.5, 256, True, reach=0.5)
    assert expected.surprise() == 1.0 and expected.weight == 1.0
    # once the replies make pairs enough, the ranking speaks for itself again
    for i in range(40):
        n = 8 if i % 2 else 200
        t.observe(math.log(n / 40), n, False, reach=0.0 if n == 8 else 0.3)
    assert t.evidence(t.describe()["pairs"]) >= SURPRISE_UNTIL and t.weight > 0.5


def test_what_the_sizes_gave_each_reply_is_kept_across_a_restart_and_an_old_window_still_reads():
    t = _fed([])
    t.observe(-2.0, 256, True, reach=0.02)
    t.observe(-1.8, 256, True, reach=0.03)
    back = Trust.from_state(t.to_state())
    assert back.weight == 0.0 and list(back.reach) == [0.02, 0.03]
    old = Trust.from_state({"prior": 0.67, "version": "v", "window": [[-2.0, 256, 1], [-1.8, 256, 1]]})
    assert old.weight == 1.0 and all(r != r for r in old.reach)
