"""How much of the backend each tenant may have: its policy, fair share and intake limits.

Pure: no sockets, no event loop, no files; the scheduler and the tests drive it with their clock.

Between tenants the scheduler shares backend time by weight with start-time fair queuing
(``FairShare``) over predicted service seconds, corrected by the seconds a job really took
when it ends, so a tenant whose jobs run longer than predicted pays for it. A tenant alone
gets the whole backend: only tenants with work waiting compete.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sidecar.errors import Rejected, SidecarError

if TYPE_CHECKING:
    from sidecar.scheduling.jobs import Job, SchedulerSettings


@dataclass(frozen=True)
class TenantPolicy:
    """What the scheduler reads of a tenant."""

    weight: float = 1.0
    max_queue: int | None = None  # this tenant alone gets 429 past it
    priority: str = "interactive"  # for requests that do not say
    tokens_per_minute: float | None = None  # prompt + predicted reply tokens admitted per minute


DEFAULT_POLICY = TenantPolicy()


class Policies:
    """Each tenant's policy, and the default for the ones not named: what the scheduler
    reads of tenants (``request.tenants.Tenants`` adds who a request belongs to)."""

    def __init__(
        self, policies: Mapping[str, TenantPolicy] | None = None, *, default: TenantPolicy = DEFAULT_POLICY
    ) -> None:
        self.policies = dict(policies or {})
        self.default = default

    def policy(self, tenant: str) -> TenantPolicy:
        return self.policies.get(tenant, self.default)


class FairShare:
    """Weighted start-time fair queuing over service seconds.

    Each tenant carries a virtual finish time. A job of tenant ``t`` starts at virtual time
    ``max(V, finish[t])`` and moves ``finish[t]`` on by ``seconds / weight``; ``V`` is the
    start tag of the latest admission. The next tenant served is the one with the smallest
    start tag, so over any stretch where two tenants both have work waiting their served
    seconds per weight differ by at most one job each. A tenant that was idle starts at
    ``V``: it cannot bank credit while away.
    """

    def __init__(self) -> None:
        self.vtime = 0.0
        self._finish: dict[str, float] = {}

    def start_tag(self, tenant: str) -> float:
        return max(self.vtime, self._finish.get(tenant, 0.0))

    def charge(self, tenant: str, seconds: float, weight: float) -> None:
        """A job of ``tenant`` predicted to take ``seconds`` was admitted."""
        start = self.start_tag(tenant)
        self.vtime = start
        self._finish[tenant] = start + seconds / weight

    def correct(self, tenant: str, seconds: float, weight: float) -> None:
        """The job took ``seconds`` more (or, negative, less) than was charged."""
        if tenant in self._finish:
            self._finish[tenant] = max(self.vtime, self._finish[tenant] + seconds / weight)

    def forget(self, keep: Callable[[str], bool]) -> None:
        """Drop every tenant but those ``keep`` names (the ones with work waiting or running).
        A dropped tenant starts at ``V`` when it returns: what it forgoes is at most the
        debt of its last jobs."""
        for t in [t for t in self._finish if not keep(t)]:
            del self._finish[t]

    def idle(self) -> None:
        """Nothing waits and nothing runs: a new busy period starts level for everyone."""
        if self._finish:
            self.vtime = max(self.vtime, *self._finish.values())
            self._finish.clear()

    def __len__(self) -> int:
        return len(self._finish)


class TokenBucket:
    """At most ``per_minute`` tokens a minute, with a burst of one minute's worth."""

    def __init__(self, per_minute: float, now: float) -> None:
        self.rate = per_minute / 60.0
        self.capacity = per_minute
        self.level = per_minute
        self.stamp = now

    def _refill(self, now: float) -> None:
        self.level = min(self.capacity, self.level + (now - self.stamp) * self.rate)
        self.stamp = now

    def take(self, tokens: float, now: float) -> float:
        """Take ``tokens`` and return 0.0, or take nothing and return the seconds until they
        would be there. A request larger than the burst passes when the bucket is full."""
        self._refill(now)
        need = min(tokens, self.capacity)
        if self.level >= need:
            self.level -= tokens
            return 0.0
        return (need - self.level) / self.rate if self.rate > 0 else math.inf

    def give_back(self, tokens: float, now: float) -> None:
        """Return tokens charged but not used (negative: charge more; the level may go below 0)."""
        self._refill(now)
        self.level = min(self.capacity, self.level + tokens)


class Quotas:
    """Each tenant's intake limits: how many of its requests may wait (``max_queue``) and
    how many tokens a minute it may submit (``tokens_per_minute``, a ``TokenBucket`` a
    tenant, charged the prompt and the predicted reply, refunded what a reply did not use)."""

    def __init__(self, tenants: Policies) -> None:
        self.tenants = tenants
        self._buckets: dict[str, TokenBucket] = {}

    def check(self, tenant: str, waiting: int, tokens: float, now: float) -> tuple[str, str, float] | None:
        """Whether a request of ``tenant`` (``waiting`` of its requests wait already, it asks
        ``tokens``) may queue: None, having charged its tokens, or ``(code, message,
        retry_after)``."""
        policy = self.tenants.policy(tenant)
        if policy.max_queue is not None and waiting >= policy.max_queue:
            return "tenant_queue_full", f"tenant {tenant!r} has {waiting} requests waiting, its limit; retry later", 0.0
        if policy.tokens_per_minute:
            bucket = self._buckets.get(tenant)
            if bucket is None:
                bucket = self._buckets[tenant] = TokenBucket(policy.tokens_per_minute, now)
            wait = bucket.take(tokens, now)
            if wait > 0:
                return (
                    "rate_limited",
                    f"tenant {tenant!r} is over its {policy.tokens_per_minute:g} tokens a minute; retry in {wait:.0f} s",
                    wait,
                )
        return None

    def charges(self, tenant: str) -> bool:
        """Whether the tenant's requests are charged tokens (it has a rate)."""
        return bool(self.tenants.policy(tenant).tokens_per_minute)

    def refund(self, tenant: str, tokens: float, now: float) -> None:
        bucket = self._buckets.get(tenant)
        if bucket is not None and tokens:
            bucket.give_back(tokens, now)

    def forget(self, keep: Callable[[str], bool], now: float) -> None:
        """Drop the buckets of tenants ``keep`` does not name once they are full again."""
        for t, b in list(self._buckets.items()):
            if not keep(t) and b.level + (now - b.stamp) * b.rate >= b.capacity:
                del self._buckets[t]

    def __len__(self) -> int:
        return len(self._buckets)


def intake_refusal(
    job: Job,
    now: float,
    s: SchedulerSettings,
    waiting: Collection[Job],
    quotas: Quotas,
    *,
    waiting_tokens: Callable[[], int],
    drain: Callable[[], float],
) -> tuple[str, SidecarError] | None:
    """Why ``job`` may not queue (the reason counted, the error answered), or None: it may,
    and a tenant with a token rate has been charged its tokens. ``drain``: the queue's
    drain time, the Retry-After of a full queue."""
    # a prompt the estimate says cannot fit is queued like any other: the backend answers
    # it in its own words (llama-server's exceed_context_size_error with its counts;
    # Ollama keeps the prompt's end and replies), and its reservation is one slot's context
    full = None
    if len(waiting) >= s.max_queue:
        full = "queue_full", f"the queue is full ({s.max_queue} requests waiting); retry later"
    elif s.max_queue_tokens is not None and waiting_tokens() + job.prompt_tokens > s.max_queue_tokens:
        full = "queue_tokens", f"the queue holds more than {s.max_queue_tokens} prompt tokens; retry later"
    if full is not None:
        return full[0], Rejected(full[1], status=s.overload_status, retry_after=drain())
    tokens = job.prompt_tokens + min(job.predicted_tokens, job.max_tokens)
    mine = sum(1 for j in waiting if j.tenant == job.tenant)
    over = quotas.check(job.tenant, mine, tokens, now)
    if over is not None:
        code, message, wait = over
        status = 429 if code == "rate_limited" else s.overload_status
        return code, Rejected(message, status=status, retry_after=wait or drain(), code=code)
    if quotas.charges(job.tenant):
        job.charged_tokens = tokens
    return None
