"""What the clients people run send by default, sized on first sight by a fresh sidecar
(``sidecar predict`` with an empty state): short work is seen as short, long work stays long.
The set, its sources and its expected lengths: ``client_requests.py``."""

from __future__ import annotations

import itertools
import json
import re

import pytest

from sidecar.prediction.clients import SHIPPED
from sidecar.tools.predict_cli import Predictor

from .client_requests import ALL, LATER, TASKS, TURNS, Case


@pytest.fixture(scope="module")
def sized(tmp_path_factory) -> list[tuple[Case, float]]:
    p = Predictor(state_dir=tmp_path_factory.mktemp("fresh"))
    return [(c, p.predict(c.body, api=c.api)["predicted_tokens"]) for c in ALL]


def ordered(rows: list[tuple[Case, float]]) -> float:
    """Of the pairs whose expected lengths are at least 4x apart, the share sized in that order."""
    right = total = 0
    for (a, pa), (b, pb) in itertools.combinations(rows, 2):
        if max(a.mid, b.mid) >= 4 * min(a.mid, b.mid):
            total += 1
            right += (pa < pb) == (a.mid < b.mid)
    return right / total


def test_the_set_is_what_the_issue_measures():
    assert len(TASKS) >= 40 and len(TURNS) >= 20 and len(LATER) >= 20
    assert len({c.name for c in ALL}) == len(ALL)


def test_pairs_four_times_apart_are_ordered(sized):
    assert ordered(sized) >= 0.90


def test_short_work_is_sized_within_three_times_what_it_asks_for(sized):
    short = [(c, t) for c, t in sized if c.short]
    within = [c.name for c, t in short if c.expected[0] / 3 <= t <= c.expected[1] * 3]
    assert len(within) >= 0.8 * len(short), sorted({c.name for c, _ in short} - set(within))


def test_long_work_stays_long(sized):
    long = [(c, t) for c, t in sized if c.expected[0] >= 200]
    kept = [c.name for c, t in long if t >= 0.5 * c.expected[0]]
    assert len(kept) >= 0.8 * len(long), sorted({c.name for c, _ in long} - set(kept))


def test_the_shipped_client_table_holds_fingerprints_and_numbers_never_prompt_text():
    """The known clients' table (model/clients.json) carries digests, numbers and where each
    template was read: no template's words."""
    obj = json.loads(SHIPPED.read_text())
    assert obj["templates"]
    for t in obj["templates"]:
        assert set(t) == {"client", "task", "source", "role", "tokens", "sigma", "anchors"}
        assert all(re.fullmatch(r"[0-9a-f]{16}", a) for a in t["anchors"])
        assert isinstance(t["tokens"], (int, float)) and isinstance(t["sigma"], (int, float))
        for field in ("client", "task", "source", "role"):
            assert len(t[field]) <= 120 and "\n" not in t[field]
    words = {w for c in TASKS for w in re.findall(r"[a-z]{5,}", json.dumps(c.body).lower())}
    text = " ".join(f"{t['client']} {t['task']} {t['source']}" for t in obj["templates"]).lower()
    assert len(words & set(re.findall(r"[a-z]{5,}", text))) <= 12  # names and paths, not sentences
