"""JSON on the request path: orjson where it can, the standard library where orjson refuses.

orjson parses and writes several times faster than ``json`` and hands back bytes; it refuses
what the standard library accepts at the edges (lone surrogate escapes, NaN, nesting past
1,024 levels). Those inputs take the standard library's path, so what is accepted, and the
errors raised, are the standard library's. One difference stays: orjson reads integers past
64 bits as floats, so a client's request body is parsed with ``json`` (its numbers go back
to the backend exactly); ``loads`` reads what the sidecar only takes numbers from (usage in
a backend's reply, model files).

A client's body is refused when it nests deeper than ``MAX_DEPTH``: no API the sidecar
serves needs more (a JSON schema in a structured-output request nests a few dozen levels),
and a body it reads must be one it can write again (the standard library's writer recurses
once a level, so a body near the parser's limit would raise on the way out).
"""

from __future__ import annotations

import json
from typing import Any

import orjson

from sidecar.errors import RequestError

MAX_DEPTH = 128  # levels of arrays and objects a client's body may nest


def loads_request(raw: bytes) -> Any:
    """A client's request body: exact numbers, at most ``MAX_DEPTH`` levels deep; raises
    ``RequestError`` (400) otherwise. How many strings and objects it may hold (what
    parsing it costs: the parser runs on the event loop and holds the interpreter lock
    for the whole call, so a worker thread would stall the loop just the same) is counted
    as it arrives (``RequestPath.read_body``, ``max_body_items``)."""
    depth = nesting(raw)
    if depth > MAX_DEPTH:
        raise RequestError(f"the request body's JSON nests {depth} levels deep; the limit is {MAX_DEPTH}")
    try:
        # not orjson: it reads integers past 64 bits as floats; and NaN or Infinity, which
        # are not JSON, are refused here rather than written on as null
        return json.loads(raw, parse_constant=_not_json)
    except ValueError as exc:
        raise RequestError(f"the request body is not valid JSON: {exc}") from None
    except RecursionError:  # not reached below MAX_DEPTH; kept so no body can escape as a 500
        raise RequestError("the request body's JSON is nested too deeply") from None


def _not_json(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON value")


_NOT_STRUCTURE = bytes(b for b in range(256) if b not in b'[]{}"')
_AS_BRACKETS = bytes.maketrans(b"{}", b"[]")  # for depth, an object is an array


def nesting(raw: bytes) -> int:
    """How deep the arrays and objects in ``raw`` nest, counted up to ``MAX_DEPTH + 1``
    (malformed JSON is the parser's to refuse). In passes at C speed: escaped backslashes
    and quotes are dropped, then everything but brackets (objects' as arrays') and quotes, then what lay inside
    strings; each pass after that removes the innermost pairs, so the passes are the depth."""
    if raw.count(b"[") + raw.count(b"{") <= MAX_DEPTH:
        return 0  # cannot nest deeper than the brackets it has
    marks = raw.replace(b"\\\\", b"").replace(b'\\"', b"").translate(_AS_BRACKETS, _NOT_STRUCTURE)
    brackets = b"".join(marks.split(b'"')[::2])  # the even pieces lie outside strings
    depth = 0
    while brackets and depth <= MAX_DEPTH:
        shorter = brackets.replace(b"[]", b"")  # one level: replace does not look again
        if len(shorter) == len(brackets):
            break  # unbalanced: the parser will say so
        brackets, depth = shorter, depth + 1
    return depth


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
