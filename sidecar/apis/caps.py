"""A request's output cap as the backend in front of which it goes reads it.

The same body can carry a different cap for each server: llama-server's OpenAI parser lets
``n_predict`` override ``max_tokens`` (and ``max_completion_tokens`` comes before
``max_tokens``); Ollama binds JSON with Go's ``encoding/json``, which matches a key to its
field whatever its case (``MAX_TOKENS`` is ``max_tokens``) and keeps the last one it meets,
while Ollama's ``options`` map is read by exact key (``NUM_PREDICT`` is nothing to it). A cap
the backend does not read must not size a job: a request sized 5 tokens that runs 4,000
jumps the queue and reserves almost no KV room. So each family asks this module for the
cap as each kind of backend it may reach reads it, and takes the largest reading
(``larger``): where the sidecar cannot know which backend runs it, it sizes by the reading
that costs most. No cap at all (None) is the largest.

Numbers are read as the servers read them: an integer, or a float with no fraction (100.0:
Ollama's options and nlohmann's ``get<int>`` both take it); a negative cap is none
(llama.cpp's -1 "until the end", Ollama's -2 "fill the context"). Any other value is the
client's error (400): one server would cut a fraction off, another refuse it, a third ignore
a string and run uncapped.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from sidecar.apis.fields import AdapterError

OLLAMA = "ollama"
LLAMACPP = "llamacpp"
OPENAI = "openai"  # another OpenAI-compatible server (vLLM, LM Studio, ...)

# Go's encoding/json folds keys with Unicode simple folding: besides ASCII case, the Kelvin
# sign folds to "k" and the long s to "s" (``max_to\u212aens`` is ``max_tokens`` to Ollama)
_GO_FOLD = {"\u212a": "k", "\u017f": "s"}


def go_key(key: str) -> str:
    """``key`` as Go's ``encoding/json`` compares it with a field name."""
    low = key.lower()
    return low if low.isascii() else "".join(_GO_FOLD.get(c, c) for c in low)


def go_view(body: Mapping[str, Any]) -> dict[str, Any]:
    """The object's fields as a Go struct sees them: keys folded (``go_key``), the last of
    the keys that fold alike winning (JSON's order, which ``json.loads`` keeps)."""
    out: dict[str, Any] = {}
    for k, v in body.items():
        out[go_key(k) if isinstance(k, str) else k] = v
    return out


def number(value: Any, where: str) -> int | None:
    """A cap's value as the servers read it (None: no cap)."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise AdapterError(f"'{where}' must be an integer")
    if isinstance(value, float):
        if not value.is_integer():  # NaN and infinities too
            raise AdapterError(f"'{where}' must be an integer")
        value = int(value)
    return value if value >= 0 else None


def first(body: Mapping[str, Any], keys: Iterable[str], where: str = "") -> int | None:
    """The cap of the first of ``keys`` the body has (exact keys, as nlohmann reads them);
    None if it has none of them."""
    for k in keys:
        if k in body:
            return number(body[k], where + k)
    return None


def larger(readings: Iterable[int | None]) -> int | None:
    """The largest of several readings of one cap (at least one); None (no cap) is larger
    than any."""
    best = 0
    for r in readings:
        if r is None:
            return None
        best = max(best, r)
    return best


def reading(kinds: frozenset[str], by_kind: Mapping[str, Callable[[], int | None]], native: str) -> int | None:
    """The cap as the backends of ``kinds`` read it, the largest reading: ``by_kind[kind]()``
    for each (a kind not listed reads it as ``native``, the API's own server, does; no kind
    known, the native reading alone)."""
    return larger(by_kind.get(k, by_kind[native])() for k in sorted(kinds or {native}))
