"""Request-shape memory: recent reply lengths of near-duplicate prompts.

Agents and batch jobs repeat templates: the same system prompt, or the same instruction
with a different input pasted before or after it. A template's replies are far more alike
than the length model can tell from one prompt, so the sidecar remembers, per backend
model and per *shape key*, the log length of the replies it relayed:

- ``system``: the system prompt, whole;
- ``head``: the first ``EDGE`` characters of the final user message (an instruction
  followed by its input);
- ``tail``: its last ``EDGE`` characters (an input followed by the instruction).

Keys are keyed digests (``state.word_id``), never text. Each key keeps an exponentially
weighted mean and variance of log reply tokens over its last ~``HORIZON`` replies; the
memory holds at most ``max_keys`` keys, least recently used out first.

A prediction is the model's log length combined with the tightest key's estimate, each
weighted by its precision: the model's by its out-of-fold spread ``sigma``; a key's by its
replies' own spread, shrunk towards ``PRIOR_SD`` while it has few replies. A template whose
replies agree takes over the prediction after a handful of them; a generic opening ("Can
you help me") whose replies vary moves it little.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

EDGE = 48  # characters of the final user message's head and tail that name a template
HORIZON = 32  # replies a key's mean and spread follow
MIN_REPLIES = 2  # a key speaks only after this many replies
PRIOR_SD = 1.0  # log-length spread a key is assumed to have before its replies say otherwise
PRIOR_WEIGHT = 2.0  # ... worth this many replies


@dataclass(slots=True)
class _Stats:
    n: float = 0.0
    mean: float = 0.0
    var: float = 0.0

    def add(self, x: float) -> None:
        self.n = min(self.n + 1.0, float(HORIZON))
        a = 1.0 / self.n
        d = x - self.mean
        self.mean += a * d
        self.var = (1.0 - a) * (self.var + a * d * d)

    def spread2(self) -> float:
        """The squared log-spread of one more reply of this shape, shrunk towards the prior."""
        s2 = (self.n * self.var + PRIOR_WEIGHT * PRIOR_SD**2) / (self.n + PRIOR_WEIGHT)
        return s2 * (1.0 + 1.0 / self.n)


def shape_keys(model: str, system: str, last_user: str, digest: Callable[[bytes], int]) -> tuple[int, ...]:
    """The shape keys of one request (1-3 of them)."""
    keys = []
    if system:
        keys.append(digest(f"s\0{model}\0{system}".encode("utf-8", "surrogatepass")))
    if last_user:
        keys.append(digest(f"h\0{model}\0{last_user[:EDGE]}".encode("utf-8", "surrogatepass")))
        if len(last_user) > EDGE:
            keys.append(digest(f"t\0{model}\0{last_user[-EDGE:]}".encode("utf-8", "surrogatepass")))
    return tuple(keys)


class ShapeMemory:
    def __init__(self, max_keys: int = 4096) -> None:
        self.max_keys = max_keys
        self._keys: OrderedDict[int, _Stats] = OrderedDict()
        self.hits = 0

    def __len__(self) -> int:
        return len(self._keys)

    def estimate(self, keys: tuple[int, ...]) -> tuple[float, float] | None:
        """(mean log tokens, squared spread) of the tightest key that has spoken, or None."""
        best = None
        for k in keys:
            s = self._keys.get(k)
            if s is not None and s.n >= MIN_REPLIES:
                cand = (s.mean, s.spread2())
                if best is None or cand[1] < best[1]:
                    best = cand
        return best

    def blend(self, keys: tuple[int, ...], mu: float, sigma: float) -> tuple[float, float]:
        """The model's log-median ``mu`` (spread ``sigma``) combined with what the memory
        knows of these keys: (log-median, spread)."""
        est = self.estimate(keys)
        if est is None:
            return mu, sigma
        self.hits += 1
        m, s2 = est
        pm, pk = 1.0 / (sigma * sigma), 1.0 / s2
        return (pm * mu + pk * m) / (pm + pk), math.sqrt(1.0 / (pm + pk))

    def observe(self, keys: tuple[int, ...], tokens: float) -> None:
        if tokens <= 0:
            return
        x = math.log(tokens)
        for k in keys:
            s = self._keys.get(k)
            if s is None:
                s = self._keys[k] = _Stats()
                if len(self._keys) > self.max_keys:
                    self._keys.popitem(last=False)
            else:
                self._keys.move_to_end(k)
            s.add(x)

    def to_state(self) -> list[list[float]]:
        return [[k, round(s.n, 3), round(s.mean, 5), round(s.var, 5)] for k, s in self._keys.items()]

    def load_state(self, rows: object) -> None:
        """Restore from ``to_state`` output; raises ValueError on anything else."""
        if not isinstance(rows, list):
            raise ValueError("expected a list of [key, n, mean, var]")
        keys: OrderedDict[int, _Stats] = OrderedDict()
        for row in rows[-self.max_keys :]:
            k, n, mean, var = row
            keys[int(k)] = _Stats(float(n), float(mean), float(var))
        self._keys = keys
