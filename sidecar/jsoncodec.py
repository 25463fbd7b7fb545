"""JSON on the request path: orjson where it can, the standard library where orjson refuses.

orjson parses and writes several times faster than ``json`` and hands back bytes; it refuses
what the standard library accepts at the edges (lone surrogate escapes, NaN, nesting past
1,024 levels). Those inputs take the standard library's path, so what is accepted, and the
errors raised, are the standard library's. One difference stays: orjson reads integers past
64 bits as floats, so a client's request body is parsed with ``json`` (its numbers go back
to the backend exactly); ``loads`` reads what the sidecar only takes numbers from (usage in
a backend's reply, model files).
"""

from __future__ import annotations

import json
from typing import Any

import orjson


def loads(data: bytes | bytearray | memoryview | str) -> Any:
    try:
        return orjson.loads(data)
    except orjson.JSONDecodeError:
        return json.loads(bytes(data) if isinstance(data, memoryview) else data)


def dumps(obj: Any) -> bytes:
    """Compact UTF-8 JSON."""
    try:
        return orjson.dumps(obj)
    except TypeError:  # orjson.JSONEncodeError: a lone surrogate, a huge integer, ...
        return json.dumps(obj, ensure_ascii=False, separators=(",", ":")).encode("utf-8", "surrogatepass")
