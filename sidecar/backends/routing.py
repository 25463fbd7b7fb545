"""Which backend a request goes to.

Each backend (``backends.upstream.Upstream``) has its own scheduler (its slots, KV budget
and queue), its own admission, forwarder and health. A request is routed once, when it
arrives, among the reachable backends that serve its model (``Router``):

- ``predicted_finish`` (default): the backend where it would finish first, counting the
  running work left there, the waiting work that would go before it, and its own service
  time at that backend's learned rates (``forecast.predicted_finish``);
- ``least_connections``: the fewest requests waiting and running;
- ``round_robin``: in turn.

A conversation's next turn goes back to the backend (and, on a llama-server with several
slots, the slot) that served the turn before, whose cache holds its prefix, unless it
would finish there later than elsewhere by more than the prefill the cache saves
(``PrefixMemory``; hashes of the messages only). When a backend goes down its waiting
requests are routed again among the others, and new requests avoid it until it answers.
"""

from __future__ import annotations

import hashlib
import itertools
import math
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sidecar.scheduling import forecast
from sidecar.scheduling.jobs import Job

if TYPE_CHECKING:
    from sidecar.backends.upstream import Upstream


class Router:
    """Picks a backend for each request (``config.RoutingConfig.policy``)."""

    def __init__(self, policy: str = "predicted_finish") -> None:
        self.policy = policy
        self._turn = itertools.count()

    def choose(
        self,
        job: Job,
        candidates: Sequence[Upstream],
        preferred: Upstream | None = None,
        saved_seconds: float = 0.0,
    ) -> Upstream:
        """``preferred`` holds the request's prefix in its cache, which saves it
        ``saved_seconds`` of prefill there: it wins unless the job would finish elsewhere
        more than that much sooner."""
        if len(candidates) == 1:
            return candidates[0]
        if self.policy == "round_robin":
            return candidates[next(self._turn) % len(candidates)]
        if self.policy == "least_connections":
            return min(candidates, key=lambda u: (u.load(), not u.reachable))
        finish = {u.name: forecast.predicted_finish(u.scheduler, job) for u in candidates}
        best = min(candidates, key=lambda u: finish[u.name])
        if preferred is not None and preferred.name in finish and finish[preferred.name] < math.inf:
            if finish[preferred.name] - saved_seconds <= finish[best.name]:
                return preferred
        return best


@dataclass(frozen=True)
class Placement:
    backend: str
    slot: int | None
    prompt_bytes: tuple[int, int]  # of the conversation as it was sent: the cached prefix's (ASCII, other) bytes


class PrefixMemory:
    """Where each recent conversation ran, keyed by a hash of its messages: the next turn
    (the same messages plus a reply and a new user message) looks up its prefix. Bounded,
    least recently used first out."""

    def __init__(self, size: int = 4096) -> None:
        self.size = size
        self._where: OrderedDict[bytes, Placement] = OrderedDict()

    @staticmethod
    def key(messages: Sequence[tuple[str, str]]) -> bytes:
        h = hashlib.blake2b(digest_size=16)
        for role, text in messages:
            h.update(role.encode() + b"\0" + text.encode("utf-8", "surrogatepass") + b"\0\1")
        return h.digest()

    def lookup(self, messages: Sequence[tuple[str, str]]) -> Placement | None:
        """The placement of the conversation this one continues, if remembered."""
        if len(messages) < 3:
            return None
        return self._where.get(self.key(messages[:-2]))

    def remember(self, messages: Sequence[tuple[str, str]], placement: Placement) -> None:
        k = self.key(messages)
        self._where[k] = placement
        self._where.move_to_end(k)
        while len(self._where) > self.size:
            self._where.popitem(last=False)

    def __len__(self) -> int:
        return len(self._where)
