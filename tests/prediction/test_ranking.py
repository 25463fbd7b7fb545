"""ranking.concordance_2x: the share of pairs >= 2x apart a score orders right, with replies
cut at their cap counted only as the longer of a pair."""

from __future__ import annotations

import math

import numpy as np

from sidecar.prediction.ranking import concordance_2x


def test_a_score_that_follows_the_lengths_ranks_every_pair_and_one_that_inverts_ranks_none():
    tokens = np.array([10, 20, 40, 80, 160])
    assert concordance_2x(tokens, np.log(tokens)) == (1.0, 10)
    assert concordance_2x(tokens, -np.log(tokens)) == (0.0, 10)
    assert concordance_2x(tokens, np.zeros(5)) == (0.5, 10)  # ties count half


def test_only_pairs_at_least_twice_apart_count():
    share, pairs = concordance_2x(np.array([100, 150, 190]), np.array([3.0, 2.0, 1.0]))
    assert math.isnan(share) and pairs == 0


def test_a_capped_reply_is_never_known_to_be_the_shorter_one():
    tokens = np.array([10, 100])
    score = np.array([5.0, 1.0])  # says the first is longer
    assert concordance_2x(tokens, score) == (0.0, 1)
    capped_first = np.array([True, False])  # the first may have gone on past 10: the pair says nothing
    share, pairs = concordance_2x(tokens, score, lower_bound=capped_first)
    assert math.isnan(share) and pairs == 0
    capped_second = np.array([False, True])  # at least 100: still the longer one
    assert concordance_2x(tokens, score, lower_bound=capped_second) == (0.0, 1)
