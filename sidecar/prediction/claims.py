"""Whether what a request claims about its reply's size is believed (``Claims``).

A request can say how long its reply will be: by its form (a stop at the first newline, a
JSON schema whose values are bounded, a forced call of bounded tools: ``apis.bounds``) or in
its words ("answer in one word", "a 3-5 word title": ``prediction.stated``). Believed, a
claim puts the request near the front of the queue. The backend does not always hold a
reply to it: a model writes a one-paragraph essay without a newline, ignores a schema's
``maxLength``, or writes 300 words where five were asked. So a claim is believed only while
the claimant's replies keep theirs:

- a reply longer than its claim allows (``sizing.claim_limit``) is learned at once (a stream
  as soon as it has outgrown it, ``Sizer.outgrown``, not at its end): its tenant's claims of that
  kind, and every claim of the same template (its shape keys), are not believed from then
  on. The kinds are kept apart: a form the backend enforces (``FORM``: a grammar, a stop)
  and words a model may not heed (``WORDS``); a model that writes a paragraph where one
  word was asked does not make a JSON schema's bound unbelievable;
- a tenant is believed again once it has kept ``RECOVER_KEPT`` claims in a row since (its
  replies are observed whether or not they were believed), or ``FORGIVE_SECONDS`` after its
  last broken claim; a template that broke one stays distrusted while it is remembered.

Nothing here is sent anywhere: tenants and template keys (keyed digests) in memory, bounded.
Pure: the caller gives the time.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

FORM, WORDS = "form", "words"  # the kinds of claim (see above)
RECOVER_KEPT = 10  # claims a tenant keeps in a row, after breaking one, before it is believed again
FORGIVE_SECONDS = 900.0  # ... or this long after the last one it broke
MAX_TEMPLATES = 4096  # template keys remembered (least recently used out first)
MAX_TENANTS = 4096


@dataclass(slots=True)
class _Record:
    broken_at: float
    kept: int = 0  # claims kept since the last broken one


class Claims:
    """Which claimants' size claims are believed.

    >>> c = Claims()
    >>> c.believed("t", (1,), WORDS, now=0.0)
    True
    >>> c.observe("t", (1,), WORDS, kept=False, now=1.0)
    >>> c.believed("t", (2,), WORDS, now=2.0), c.believed("t", (2,), FORM, now=2.0)
    (False, True)
    """

    def __init__(self) -> None:
        self._tenants: OrderedDict[tuple[str, str], _Record] = OrderedDict()  # (tenant, kind) -> record
        self._templates: OrderedDict[tuple[int, str], bool] = OrderedDict()  # (key, kind) -> broke a claim
        self.broken = 0  # claims broken so far (a counter for the metrics)

    def believed(self, tenant: str, keys: tuple[int, ...], kind: str, *, now: float) -> bool:
        """Whether a claim of ``kind`` of ``tenant``'s, made by a request of these template
        keys, is believed now."""
        if any(self._templates.get((k, kind)) for k in keys):
            return False
        r = self._tenants.get((tenant, kind))
        if r is None:
            return True
        if r.kept >= RECOVER_KEPT or now - r.broken_at >= FORGIVE_SECONDS:
            del self._tenants[(tenant, kind)]
            return True
        return False

    def observe(self, tenant: str, keys: tuple[int, ...], kind: str, *, kept: bool, now: float) -> None:
        """A reply to a request that made a claim of ``kind`` (believed or not) kept it or
        broke it."""
        if kept:
            r = self._tenants.get((tenant, kind))
            if r is not None:
                r.kept += 1
            return
        self.broken += 1
        self._tenants[(tenant, kind)] = _Record(now)
        self._tenants.move_to_end((tenant, kind))
        while len(self._tenants) > MAX_TENANTS:
            self._tenants.popitem(last=False)
        for k in keys:
            self._templates[(k, kind)] = True
            self._templates.move_to_end((k, kind))
        while len(self._templates) > MAX_TEMPLATES:
            self._templates.popitem(last=False)
