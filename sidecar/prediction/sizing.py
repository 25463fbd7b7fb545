"""A request's size, in one place (``Sizer``): what its reply's length is expected to be,
how much of it to reserve, and what decided it. The request path sizes a job here when it
arrives, the learning step re-sizes the waiting ones here, the second stage's refinement
lands here, and ``sidecar predict`` asks the same object; nothing else puts a size together.

What sizes a request, first to last:

1. a size hint the operator trusts (``X-Predicted-Tokens``), whole;
2. embeddings and reranking: a prompt and no reply;
3. the request's own claim, where its tenant's claims are believed (``claims``): a known
   client's template (``clients``: what the shape memory would learn of the background
   tasks the most used clients send, shipped), else what its words ask for (``stated``: "a
   3-5 word title", "answer yes or no", fill in the middle);
4. else the length model's score, as far as its sizes are trusted for this backend model
   (``trust``: the typical length plus ``weight x score``);
5. joined by what the shape memory learned of this template from its own replies (it
   overrides a claim or the model as its replies agree);
6. under the client's cap and, where believed, the bound the request's form sets
   (``apis.bounds``), as the expected length of the capped reply.

The reservation follows the length model (and the client's cap), never a claim: a claim
orders a job, it does not take KV room from the others on its word.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace

from sidecar.prediction.calibration import Calibration, ModelCalibration
from sidecar.prediction.claims import FORM, WORDS, Claims
from sidecar.prediction.clients import KnownClients
from sidecar.prediction.features import Conversation
from sidecar.prediction.scorer import ServingModel, expected_capped
from sidecar.prediction.stated import END_TOKENS, FIM_LINE_TOKENS, LINE_TOKENS, Stated, read_stated
from sidecar.prediction.trust import Trust
from sidecar.scheduling.jobs import Job, size_cap

Blend = Callable[[tuple[int, ...], float, float], tuple[float, float]]

# what decided a job's size (``Sized.by``, the queue view, the traffic log)
BY_HINT, BY_PROMPT, BY_CLIENT, BY_STATED, BY_MODEL, BY_TEMPLATE = (
    "hint",
    "prompt",
    "client",
    "stated",
    "model",
    "template",
)


@dataclass(frozen=True)
class Sized:
    """One request's size."""

    predicted: float  # expected output tokens, under its cap and (believed) bound
    reserve: float  # output tokens to reserve
    by: str  # what decided it (``BY_*``)
    score: float | None = None  # the model's score, when the model alone sized it (re-sized as trust moves)
    trust: float | None = None  # the weight of the model's score in it, when the model sized it
    bound: int | None = None  # the form's bound on the reply, when believed
    claims: tuple[tuple[str, float], ...] = ()  # (kind, the length a reply may reach and keep it) of each claim made
    stated: Stated | None = None  # what its words asked for, if they asked


class Sizer:
    """Sizes jobs: see the module docstring.

    ``shapes``: the shape memory's blend (``Learner.blend``), or None; ``claims``: whose
    claims are believed; ``clients``: the known clients' templates (None: none shipped)."""

    def __init__(
        self,
        length_model: ServingModel,
        calibration: Calibration,
        *,
        shapes: Blend | None = None,
        claims: Claims | None = None,
        clients: KnownClients | None = None,
        default_cap: int = 4096,
    ) -> None:
        self.length_model = length_model
        self.calibration = calibration
        self.shapes = shapes
        self.claims = claims if claims is not None else Claims()
        self.clients = clients
        self.default_cap = default_cap

    # --- arrival ------------------------------------------------------------------------

    def size(
        self,
        conv: Conversation,
        score: float,
        *,
        model: str,
        cap: int,
        bound: int | None = None,
        tenant: str = "",
        keys: tuple[int, ...] = (),
        hint: float | None = None,
        prompt_only: bool = False,
        now: float = 0.0,
    ) -> Sized:
        """The size of a request for backend model ``model`` whose reply is capped at
        ``cap`` tokens (already within its context) and whose form bounds it to ``bound``."""
        if prompt_only:
            return Sized(0.0, 0.0, BY_PROMPT)
        form = bound is not None and self.claims.believed(tenant, keys, FORM, now=now)
        if hint is not None:
            tokens = min(hint, float(size_cap(cap, bound if form else None)))
            return Sized(tokens, tokens, BY_HINT, bound=bound if form else None, claims=_claims(bound, None))
        cal = self.calibration.of(model)
        trust = self.serving_trust(cal)
        sigma = self.length_model.predictor.sigma
        modelled = trust.log_length(cal.offset, score)
        mu, spread, by = modelled, sigma, BY_MODEL
        stated = read_stated(conv)
        if stated is not None and stated.kind == "fim" and bound is not None and bound <= LINE_TOKENS + END_TOKENS:
            # an editor's completion that stops at the line's end: the rest of one line
            stated = replace(stated, tokens=FIM_LINE_TOKENS, evidence="fill in the middle, one line")
        known = self.clients.match(conv) if self.clients is not None else None
        said = known.tokens if known is not None else stated.tokens if stated is not None else None
        if said is not None and self.claims.believed(tenant, keys, WORDS, now=now):
            if known is not None:
                mu, spread, by = math.log(known.tokens), known.sigma, BY_CLIENT
            elif stated is not None:
                mu, spread, by = math.log(stated.tokens), stated.sigma, BY_STATED
        if self.shapes is not None and keys:
            joined = self.shapes(keys, mu, spread)
            if joined != (mu, spread):
                mu, spread, by = joined[0], joined[1], BY_TEMPLATE
        sized = size_cap(cap, bound if form else None)
        predicted = expected_capped(math.exp(mu), sized, spread)
        # the reservation follows the length model and the client's cap, not a claim
        reserve = math.exp(max(mu, modelled) if by != BY_TEMPLATE else mu) * self.length_model.reserve_factor
        return Sized(
            predicted,
            reserve,
            by,
            score=score if by == BY_MODEL else None,
            trust=trust.weight if by == BY_MODEL else None,
            bound=bound if form else None,
            claims=_claims(bound, said),
            stated=stated,
        )

    # --- while it waits -----------------------------------------------------------------

    def resized(self, job: Job) -> float | None:
        """A waiting job's length at what its backend model's replies taught since it was
        sized (the offset, the trust): for a job the model alone sized, else None (it
        keeps its size)."""
        if job.score is None:
            return None
        cal = self.calibration.of(job.model)
        trust = cal.reader_trust if job.refined else cal.trust
        sigma = self.length_model.predictor.sigma
        new = expected_capped(math.exp(trust.log_length(cal.offset, job.score)), job.size_cap, sigma)
        # a move smaller than what the replies so far can tell (the offset's standard error)
        # is noise: the job keeps its size, and its place
        if job.predicted_tokens > 0 and abs(math.log(new / job.predicted_tokens)) < resize_band(
            sigma, cal.length_samples
        ):
            return None
        job.trust = trust.weight
        return new

    def refined(self, job: Job, refined: float, sigma: float) -> float:
        """A waiting job's length once the second stage read its prompt (``refined``, its
        refined score; ``sigma``, the head's spread), as far as refined sizes are trusted."""
        cal = self.calibration.of(job.model)
        return expected_capped(math.exp(cal.reader_trust.log_length(cal.offset, refined)), job.size_cap, sigma)

    # --- its end ------------------------------------------------------------------------

    def replied(
        self, tenant: str, keys: tuple[int, ...], claims: tuple[tuple[str, float], ...], output_tokens: int, now: float
    ) -> None:
        """A reply to a request that made claims ended: it kept or broke each (``claims``)."""
        if output_tokens <= 0:
            return
        for kind, limit in claims:
            self.claims.observe(tenant, keys, kind, kept=output_tokens <= limit, now=now)

    def outgrown(
        self, tenant: str, keys: tuple[int, ...], claims: tuple[tuple[str, float], ...], produced: int, now: float
    ) -> tuple[str, ...]:
        """A running reply has produced ``produced`` tokens (at least): the kinds of its
        claims it has broken already, learned at once (the tenant's and the template's next
        claims of that kind are not believed from now, not from the reply's end). The
        caller leaves those out of ``replied``."""
        broke = tuple(kind for kind, limit in claims if produced > limit)
        for kind in broke:
            self.claims.observe(tenant, keys, kind, kept=False, now=now)
        return broke

    def reach(self, score: float, cap: int) -> float:
        """The odds the length model's size (trusted whole, at the typical length it was
        shipped with) gave a reply of running to its cap: the log-normal's tail past
        ``cap``. At the shipped typical length, not the model's learned one: the first caps
        reached move that up, and would make the next ones look expected where what they
        say is that the score ranked them wrong."""
        sigma = self.length_model.predictor.sigma
        if cap <= 0 or sigma <= 0:
            return math.nan
        z = (math.log(cap) - (self.calibration.offset + score)) / sigma
        return 0.5 * math.erfc(z / math.sqrt(2.0))

    def serving_trust(self, cal: ModelCalibration) -> Trust:
        """The trust in the serving length model's sizes for one backend model; when another
        length model serves now, its window starts again from that model's held-out
        agreement (so this is not a plain getter: it may reset)."""
        p = self.length_model.predictor
        cal.trust.serving(p.version, p.agreement)
        cal.reader_trust.serving(p.version, None)
        return cal.trust


def resize_band(sigma: float, replies: int) -> float:
    """How far (in log tokens) a waiting job's size must move for a re-size to count: the
    standard error of a mean log length over ``replies`` replies of spread ``sigma``."""
    return sigma / math.sqrt(replies + 1)


def claim_limit(tokens: float) -> float:
    """How long a reply to a claim of about ``tokens`` may be and still keep it: a claim in
    words is a typical length, not a bound ("a 3-5 word title" answered in 30 tokens with a
    preamble keeps it; an essay of 600 does not)."""
    return 4.0 * tokens + 16.0


def _claims(bound: int | None, said: float | None) -> tuple[tuple[str, float], ...]:
    """The claims a request made, each with the length a reply may reach and keep it."""
    out: tuple[tuple[str, float], ...] = ()
    if bound is not None:
        out += ((FORM, float(bound)),)
    if said is not None:
        out += ((WORDS, claim_limit(said)),)
    return out
