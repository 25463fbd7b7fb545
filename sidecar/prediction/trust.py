"""How far the sidecar trusts its size estimates for one backend model, learned from that
model's replies.

A score that ranks a model's replies well is worth ordering by; one that ranks them no
better than chance (or worse: a small model that runs to its cap on the questions a large
one answers in a word) makes shortest-first cost more waiting than arrival order. The trust
is how well the predicted sizes have ranked this model's actual replies:

- **Agreement**: of the recent replies' pairs whose lengths are at least twice apart, the
  share the score ordered the same way (``ranking.concordance_2x``); a reply cut at its
  ``max_tokens`` is a lower bound (only ever the longer of a pair).
- **Prior**: before a model has replied, the serving length model's own held-out agreement
  (training's grouped cross-validation for the shipped model, the refit's held-out replies
  for a learned one), counted as ``PRIOR_REPLIES`` replies; the replies outweigh it as
  they come.
- **Evidence**: the replies, or fewer where they make few pairs (``evidence``).
- **Estimate**: the blend of the two, shown with its standard error (a Kendall-type error
  of about ``1 / (3 sqrt(replies))``).
- **Weight** ``w``: the estimate, less ``Z`` standard errors, as its distance above chance
  (0.5) in shares of the prior's: ``clamp((estimate - Z se - 0.5) / (prior - 0.5), 0, 1)``.
  ``Z`` is 0: the estimate itself. Read from a lower bound (``Z = 1``), a fresh sidecar
  would weigh its sizes 0.30 before any reply and the training sources' held-out replay
  share fell by 0.014 (up to 0.7 for single models); from the estimate it does not fall
  (`experiments/trust_heldout.py`, docs/trust-heldout.md). A score as good as chance costs
  little: ordered by chance, a burst waits as long as in arrival order.

- **Held**: the weight the order uses moves only when the measured one is more than its
  standard error away from it (``se / (prior - 0.5)`` on the weight's scale): a few
  replies' noise does not re-size the queue back and forth (a fresh sidecar's first replies
  moved it between 0.64 and 1.00 and reordered a waiting burst each time).

The size a request is ordered by uses ``w``: its log length is ``typical + w * score``
(``typical`` the model's learned mean log length). At no trust every reply counts as
typical: the order is arrival order with aging, plus what is known for sure (the prompt's
size, the client's cap). At full trust the score counts whole.

The window is the model's last ``WINDOW`` replies under the serving length model; when the
model serving changes (a refit installed one, a reload), the window starts again from the
new model's prior. Pure: no clock, no I/O; ``Calibration`` keeps one per backend model
(and one for the second stage's refined sizes) and saves it with the rest.
"""

from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass, field

import numpy as np

WINDOW = 200  # the replies the agreement is measured over
PRIOR_REPLIES = 8.0  # what the length model's held-out agreement counts as
Z = 0.0  # standard errors below the estimate the weight is read from (see above)
PAIRS_A_REPLY = 2.25  # independent pairs whose agreement errs as much as one reply's (``evidence``)
DEFAULT_PRIOR = 0.65  # a model that says nothing of its held-out agreement
# caps reached where the sizes said a reply would end well before its cap (``surprise``):
# evidence at once, before the window holds pairs to rank by
SHORT_REACH = 0.25  # a reply the sizes called short: its odds of reaching its cap below this
SURPRISE_MIN = 2  # caps reached, at least
SURPRISE_P = 0.01  # ... against the sizes' own odds of that many or more (Poisson)
SURPRISE_UNTIL = 24.0  # replies' worth of pairs from which the ranking speaks for itself


@dataclass
class Trust:
    """The trust in one kind of size (the first stage's, or the second stage's) for one
    backend model. ``observe`` each reply; ``weight`` is what the order uses."""

    prior: float = DEFAULT_PRIOR
    version: str = ""  # the length model the window was measured under
    scores: deque[float] = field(default_factory=lambda: deque(maxlen=WINDOW))
    tokens: deque[int] = field(default_factory=lambda: deque(maxlen=WINDOW))
    capped: deque[bool] = field(default_factory=lambda: deque(maxlen=WINDOW))
    # per reply, the sizes' odds that it would reach its cap (nan: it had none known)
    reach: deque[float] = field(default_factory=lambda: deque(maxlen=WINDOW))
    _cached: tuple[float, int, float, float, float] | None = None  # agreement, pairs, estimate, se, weight
    # the window's pairs >= 2x apart and twice their agreement (halves for ties), kept as
    # replies come and go: O(WINDOW) a reply where counting them again is O(WINDOW^2)
    _pairs: int = 0
    _agree2: int = 0
    # the window again as arrays (log tokens, score, capped), a ring: slot ``_next`` is the oldest once full
    _ring: np.ndarray = field(default_factory=lambda: np.zeros((3, WINDOW)))
    _next: int = 0
    _used: float | None = None  # the weight the order uses (``weight``)
    _raw: float = 1.0  # the measured weight before it is clamped to [0, 1]

    def serving(self, version: str, prior: float | None) -> None:
        """The length model now serving: a new one starts the window again from its prior."""
        if version != self.version:
            self.version = version
            self.prior = DEFAULT_PRIOR if prior is None or not math.isfinite(prior) else float(prior)
            self.scores.clear()
            self.tokens.clear()
            self.capped.clear()
            self.reach.clear()
            self._pairs = self._agree2 = self._next = 0
            self._cached = None
            self._used = None

    def observe(self, score: float, tokens: int, capped: bool, reach: float = math.nan) -> None:
        """One reply: its score, its length (at least that, ``capped``) and, where its cap
        is known, ``reach``: the odds the sizes gave it of running to its cap."""
        if tokens <= 0 or not math.isfinite(score):
            return
        n, at = len(self.tokens), self._next
        if n == WINDOW:  # the oldest leaves: its pairs with the rest go (with itself it makes none)
            self._count(self._ring[:, at], self._ring, sign=-1)
        self._ring[:, at] = (math.log(tokens), score, capped)
        self._count(self._ring[:, at], self._ring[:, : min(n + 1, WINDOW)], sign=1)
        self._next = (at + 1) % WINDOW
        self.scores.append(float(score))
        self.tokens.append(int(tokens))
        self.capped.append(bool(capped))
        self.reach.append(float(reach) if 0.0 <= reach <= 1.0 else math.nan)
        self._cached = None

    def surprise(self) -> float:
        """How likely the caps reached by the replies the sizes called short (their odds
        of reaching it below ``SHORT_REACH``) would be if the sizes were right: the Poisson
        odds of as many or more, against the sum of the odds the sizes gave those replies
        (1.0 below ``SURPRISE_MIN`` caps). A small model that runs to its cap on what the
        sizes called a line makes it small after a few replies, before they make pairs
        enough to rank by."""
        caps = expected = 0.0
        for p, c in zip(self.reach, self.capped, strict=True):
            if p < SHORT_REACH:  # (nan, no cap known, is not)
                expected += p
                caps += c
        if caps < SURPRISE_MIN:
            return 1.0
        term = below = math.exp(-expected)  # P(X = 0), then the sum of P(X = k) for k < caps
        for k in range(1, int(caps)):
            term *= expected / k
            below += term
        return max(0.0, 1.0 - below)

    def _count(self, one: np.ndarray, window: np.ndarray, sign: int) -> None:
        """Add (``sign`` 1) or take away (-1) the pairs one reply (log tokens, score,
        capped) makes with the window's replies, as ``ranking.concordance_2x`` counts them
        (with itself it makes none: its lengths are not twice apart)."""
        mine, score, capped = one
        apart = math.log(2.0) - 1e-9
        d = mine - window[0]
        ds = score - window[1]
        longer = (d >= apart) & (window[2] == 0)  # this reply the longer; the other's length exact
        ties = ds == 0
        pairs = np.count_nonzero(longer)
        agree2 = 2 * np.count_nonzero(longer & (ds > 0)) + np.count_nonzero(longer & ties)
        if not capped:  # a capped reply is never known to be the shorter
            shorter = d <= -apart
            pairs += np.count_nonzero(shorter)
            agree2 += 2 * np.count_nonzero(shorter & (ds < 0)) + np.count_nonzero(shorter & ties)
        self._pairs += sign * int(pairs)
        self._agree2 += sign * int(agree2)

    def _measure(self) -> tuple[float, int, float, float, float]:
        if self._cached is None:
            pairs = self._pairs
            agreement = (self._agree2 / 2) / pairs if pairs else math.nan
            replies = self.evidence(pairs)
            seen = 0.0 if math.isnan(agreement) else agreement
            blend = (self.prior * PRIOR_REPLIES + seen * replies) / (PRIOR_REPLIES + replies)
            se = 1.0 / (3.0 * math.sqrt(PRIOR_REPLIES + replies))
            room = max(self.prior - 0.5, 0.05)  # a prior at chance still lets evidence earn trust
            self._raw = (blend - Z * se - 0.5) / room  # unclamped: how far past 0 or 1 the evidence is
            if replies < SURPRISE_UNTIL and self.surprise() < SURPRISE_P:
                self._raw = -1.0  # the sizes are not to be followed until pairs say they rank
            weight = min(1.0, max(0.0, self._raw))
            self._cached = (agreement, pairs, blend, se, weight)
        return self._cached

    def evidence(self, pairs: int) -> float:
        """How many replies the agreement stands on: the window's, or fewer where it has few
        pairs. A concordance over ``n`` replies errs about as much as one over ``2.25 n``
        independent pairs (``1 / (3 sqrt(n))`` against ``0.5 / sqrt(k)``), so ``k`` pairs
        count as at most ``k / 2.25`` replies: one unlucky pair among three replies moves the
        weight a little, not to nothing. Replies all of one length, or all capped, tell
        nothing of the ranking."""
        return min(float(len(self.tokens)), pairs / PAIRS_A_REPLY)

    @property
    def weight(self) -> float:
        """The weight the order uses: the measured one, held until the measurement moves
        more than its standard error away from it."""
        _, _, _, se, measured = self._measure()
        noise = se / max(self.prior - 0.5, 0.05)
        # measured unclamped: evidence far below chance (or far above the prior) moves it
        # however close the clamped value looks
        if self._used is None or abs(self._raw - self._used) > noise:
            self._used = measured
        return self._used

    def log_length(self, typical: float, score: float) -> float:
        """The log length a request is ordered by: ``typical + weight * score``."""
        return typical + self.weight * score

    def describe(self) -> dict:
        """What the views show: the weight, what it stands on, and why, in words."""
        agreement, pairs, estimate, se, weight = self._measure()
        replies = len(self.tokens)
        if pairs == 0:
            why = (
                f"no reply pairs yet ({replies} replies): the length model's held-out agreement "
                f"{self.prior:.2f} stands for them"
            )
        else:
            why = (
                f"{agreement:.0%} of {pairs} reply pairs >= 2x apart ordered right over the last {replies} "
                f"replies (with the held-out {self.prior:.2f}: {estimate:.2f} +- {se:.2f})"
            )
        surprise = self.surprise()
        if self.evidence(pairs) < SURPRISE_UNTIL and surprise < SURPRISE_P:
            caps = sum(c for r, c in zip(self.reach, self.capped, strict=True) if r < SHORT_REACH)
            why += (
                f"; {caps} replies the sizes called short ran to their caps (odds {surprise:.1g} if the sizes were "
                "right): they are not followed until the replies make pairs enough to rank by"
            )
        if weight <= 0.0:
            why += "; the sizes tell nothing here: ordered as they arrive (with aging), by prompt size and caps"
        elif weight < 1.0:
            why += f"; sizes count {weight:.0%} of their difference from typical"
        return {
            "weight": round(self.weight, 3),
            "measured_weight": round(weight, 3),
            "agreement": None if math.isnan(agreement) else round(agreement, 3),
            "pairs": pairs,
            "replies": replies,
            "prior": round(self.prior, 3),
            "estimate": round(estimate, 3),
            "standard_error": round(se, 3),
            "caps_surprise": round(surprise, 6),
            "why": why,
        }

    def to_state(self) -> dict:
        return {
            "version": self.version,
            "prior": self.prior,
            "window": [
                [round(s, 4), t, int(c), None if r != r else round(r, 6)]
                for s, t, c, r in zip(self.scores, self.tokens, self.capped, self.reach, strict=True)
            ],
        }

    @classmethod
    def from_state(cls, state: object) -> Trust:
        """``to_state`` read back; raises ValueError on anything else."""
        if not isinstance(state, dict):
            raise ValueError("trust: expected a mapping")
        t = cls(prior=float(state.get("prior", DEFAULT_PRIOR)), version=str(state.get("version", "")))
        for row in state.get("window") or []:
            s, n, c, *r = row  # a window saved before reach was kept has three columns
            t.observe(float(s), int(n), bool(c), math.nan if not r or r[0] is None else float(r[0]))
        return t
