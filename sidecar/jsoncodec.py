"""JSON on the request path: orjson where it can, the standard library where orjson refuses.

orjson parses and writes several times faster than ``json`` and hands back bytes; it refuses
what the standard library accepts at the edges (lone surrogate escapes, NaN, nesting past
1,024 levels). Those inputs take the standard library's path, so what is accepted, and the
errors raised, are the standard library's. One difference stays: orjson reads integers past
64 bits as floats, so a client's request body is parsed with ``json`` (its numbers go back
to the backend exactly); ``loads`` reads what the sidecar only takes numbers from (usage in
a backend's reply, model files).

A client's body is measured as it arrives (``BodyMeter``), in one pass of C-level byte
operations a chunk, for what parsing it costs: its elements (values in arrays and
objects: strings, numbers, literals, arrays, objects) and how deep it nests. Only what lies
outside strings counts (an escaped quote is not a string's end, a comma or a bracket inside
a string is text), so a long document costs what its few elements cost, while a body of
ten million empty arrays or a hundred thousand nests is refused as it arrives, before it
is parsed. Refused past ``MAX_DEPTH`` levels: no API the sidecar serves needs more (a JSON
schema in a structured-output request nests a few dozen levels), and a body it reads must
be one it can write again (the standard library's writer recurses once a level).
"""

from __future__ import annotations

import json
from itertools import accumulate
from typing import Any, TypeAlias

import orjson

from sidecar.errors import RequestError

MAX_DEPTH = 128  # levels of arrays and objects a client's body may nest


# What JSON holds once parsed: the type of every value that crosses the sidecar's edges (a
# client's body, a backend's reply, the state files), read with isinstance where it is used.
JSONValue: TypeAlias = "None | bool | int | float | str | list[JSONValue] | dict[str, JSONValue]"
JSONObject: TypeAlias = "dict[str, JSONValue]"


def too_deep(depth: int) -> RequestError:
    return RequestError(f"the request body's JSON nests {depth} levels deep; the limit is {MAX_DEPTH}")


def loads_request(raw: bytes, *, measured: bool = False) -> Any:
    """A client's request body: exact numbers, at most ``MAX_DEPTH`` levels deep; raises
    ``RequestError`` (400) otherwise. ``measured``: its depth was checked as it arrived
    (``BodyMeter``, ``RequestSteps.read_body``); else it is measured here."""
    if not measured and (depth := nesting(raw)) > MAX_DEPTH:
        raise too_deep(depth)
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


_STRUCTURE = b",[]{}"
_NOT_STRUCTURE = bytes(b for b in range(256) if b not in _STRUCTURE)
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
_STEP = tuple(1 if c in b"[{" else -1 if c in b"]}" else 0 for c in range(256))


class BodyMeter:
    """What parsing a JSON body will cost, measured chunk by chunk as it arrives:
    ``elements`` (an upper bound on its values: every value but a container's first follows
    a comma, and every container opens with a bracket) and ``depth`` (the deepest nesting
    so far). Strings are skipped: their quotes are found once escaped backslashes and
    escaped quotes are set aside (a chunk that ends inside an escape keeps its backslashes
    for the next), and only the bytes between strings are counted. Each chunk costs a few
    C-level passes over its bytes and one step per bracket outside strings.

    >>> m = BodyMeter(); m.feed(b'{"a": [1, 2, "x,]"], "b": {}}'); (m.elements, m.depth)
    (6, 2)
    """

    __slots__ = ("elements", "depth", "_level", "_in_string", "_carry")

    def __init__(self) -> None:
        self.elements = 0
        self.depth = 0
        self._level = 0
        self._in_string = False
        self._carry = b""

    def feed(self, chunk: bytes) -> None:
        data = self._carry + chunk
        cut = len(data) - len(data.rstrip(b"\\"))
        self._carry = data[len(data) - cut :] if cut else b""
        if cut:
            data = data[: len(data) - cut]
        if b"\\" in data:
            data = data.replace(b"\\\\", b"").replace(b'\\"', b"")
        pieces = data.split(b'"')
        outside = pieces[1::2] if self._in_string else pieces[::2]
        if len(pieces) % 2 == 0:  # an odd number of quotes: a string opened or closed
            self._in_string = not self._in_string
        marks = b"".join(outside).translate(None, _NOT_STRUCTURE)
        if not marks:
            return
        commas = marks.count(b",")
        self.elements += commas + marks.count(b"[") + marks.count(b"{")
        brackets = marks.translate(None, _NOT_BRACKETS) if commas else marks
        if brackets:
            levels = list(accumulate(map(_STEP.__getitem__, brackets), initial=self._level))
            self._level, self.depth = levels[-1], max(self.depth, max(levels))


def nesting(raw: bytes) -> int:
    """How deep the arrays and objects in ``raw`` nest (``BodyMeter``)."""
    meter = BodyMeter()
    meter.feed(raw)
    return meter.depth


def loads(data: bytes | bytearray | memoryview | str) -> JSONValue:
    try:
        return orjson.loads(data)
    except orjson.JSONDecodeError:
        return json.loads(bytes(data) if isinstance(data, memoryview) else data)


def dumps(obj: object) -> bytes:
    """Compact UTF-8 JSON."""
    try:
        return orjson.dumps(obj)
    except TypeError:  # orjson.JSONEncodeError: a lone surrogate, a huge integer, ...
        return json.dumps(obj, ensure_ascii=False, separators=(",", ":")).encode("utf-8", "surrogatepass")
