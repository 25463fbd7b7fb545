"""What a request's own form says of its reply's size, whatever the length model thinks.

A client that stops its reply at the first newline asks for one line; one that constrains it
to a JSON schema whose every value is bounded (an enum, a boolean, a number, a string with a
``maxLength``, an array with ``maxItems``, an object with fixed properties) or forces a call
of tools whose arguments are so bounded gets a reply no longer than the schema allows. Those
bounds size the request (``sidecar.request.steps``: the expected length under the length
model, capped by the bound) at any trust in the length model; they never reserve less KV
room than the client's cap does, since a one-line reply may still be long.

Counts are in tokens, from characters: a token of a BPE vocabulary is at least one character,
so the characters of the longest text a schema admits bound its tokens (escapes and a model's
special tokens aside). Every structural step may carry a whitespace token (llama.cpp's
grammar from a schema allows a space or a newline and indentation between values), and
objects take no properties beyond those listed, as llama.cpp reads a schema that does not
say (and as OpenAI's strict schemas must say).
"""

from __future__ import annotations

import json
from typing import Any

from sidecar.prediction.stated import END_TOKENS

STEP = 2  # tokens one structural step may take: its punctuation and a whitespace token
TRAIL = 22  # the whitespace llama.cpp's grammar allows after a value: tokens a model may spend there
TOOL_CALL = 24  # what a chat template wraps a tool call in (``<tool_call>{"name": ...``)
MAX_DEPTH = 24  # deeper schemas (or $ref cycles) are treated as unbounded
UNBOUNDED = None

# formats whose strings have a fixed longest length (RFC 3339 dates and times, UUIDs)
FORMAT_CHARS = {"date": 10, "time": 21, "date-time": 35, "uuid": 36}
INTEGER_CHARS = 17  # llama.cpp's grammar: an optional sign and at most 16 digits
NUMBER_CHARS = 52  # the same integral part, a fraction of 16 digits, an exponent


def stops_at_newline(stop: Any) -> bool:
    """A stop sequence of a bare newline (a string or one of a list): the reply is one line."""
    stops = [stop] if isinstance(stop, str) else stop if isinstance(stop, list) else []
    return any(s in ("\n", "\r\n") for s in stops if isinstance(s, str))


def schema_tokens(schema: Any, root: Any = None, depth: int = 0) -> int | None:
    """Tokens the longest JSON value ``schema`` admits can take, or None when it admits
    values of any length (a free string, an array without ``maxItems``, any JSON at all)."""
    root = schema if root is None else root
    if depth > MAX_DEPTH or not isinstance(schema, dict):
        return UNBOUNDED if schema is not False else 0
    if "const" in schema:
        return _literal(schema["const"])
    if isinstance(schema.get("enum"), list) and schema["enum"]:
        return max(_literal(v) for v in schema["enum"])
    ref = schema.get("$ref")
    if isinstance(ref, str):
        return schema_tokens(_resolve(ref, root), root, depth + 1)
    for key in ("anyOf", "oneOf"):
        if isinstance(schema.get(key), list) and schema[key]:
            return _most([schema_tokens(s, root, depth + 1) for s in schema[key]])
    if isinstance(schema.get("allOf"), list) and schema["allOf"]:
        known = [b for b in (schema_tokens(s, root, depth + 1) for s in schema["allOf"]) if b is not None]
        return min(known) if known else UNBOUNDED
    kind = schema.get("type")
    if isinstance(kind, list) and kind:
        return _most([schema_tokens({**schema, "type": k}, root, depth + 1) for k in kind])
    if kind == "boolean":
        return 1 + STEP
    if kind == "null":
        return 1 + STEP
    if kind == "integer":
        return _digits(schema, INTEGER_CHARS) + STEP
    if kind == "number":
        return NUMBER_CHARS + STEP
    if kind == "string":
        return _string(schema)
    if kind == "array":
        return _array(schema, root, depth)
    if kind == "object" or (kind is None and isinstance(schema.get("properties"), dict)):
        return _object(schema, root, depth)
    return UNBOUNDED


def grammar_tokens(schema: Any) -> int | None:
    """``schema_tokens`` of a whole reply held to ``schema`` by a grammar: llama.cpp's grammar
    lets it end in whitespace (up to two newlines and 20 spaces), which a model may emit token
    by token before its end (llama-server on its defaults, SmolLM2: ``{"label":"yes"}`` took
    28 tokens)."""
    n = schema_tokens(schema)
    return None if n is None else n + TRAIL


def tools_tokens(schemas: list[Any], names: list[str]) -> int | None:
    """The longest call of one of these tools (``schemas[i]`` the arguments of ``names[i]``):
    its name, its arguments and the template's wrapping; None if any call is unbounded."""
    if not schemas:
        return UNBOUNDED
    calls = [grammar_tokens(s) for s in schemas]
    if any(c is None for c in calls):
        return UNBOUNDED
    return max(TOOL_CALL + len(n) + c for n, c in zip(names, calls, strict=True) if c is not None)


def reply_bound(*bounds: int | None) -> int | None:
    """The tightest of several bounds (None where none is known), with the end token."""
    known = [b for b in bounds if b is not None]
    return min(known) + END_TOKENS if known else None


def _literal(value: Any) -> int:
    return len(json.dumps(value, ensure_ascii=False)) + STEP


def _most(bounds: list[int | None]) -> int | None:
    return UNBOUNDED if any(b is None for b in bounds) else max(b for b in bounds if b is not None)


def _digits(schema: dict, default: int) -> int:
    ends = [schema.get("minimum"), schema.get("maximum")]
    nums = [v for v in ends if isinstance(v, (int, float)) and not isinstance(v, bool)]
    if len(nums) == 2:
        return min(default, max(len(str(int(v))) for v in nums))
    return default


def _string(schema: dict) -> int | None:
    n = schema.get("maxLength")
    if isinstance(n, int) and not isinstance(n, bool) and n >= 0:
        return n + 2 + STEP  # its characters and its quotes
    if schema.get("format") in FORMAT_CHARS:
        return FORMAT_CHARS[schema["format"]] + 2 + STEP
    return UNBOUNDED


def _array(schema: dict, root: Any, depth: int) -> int | None:
    given = schema.get("prefixItems")
    prefix: list[Any] = given if isinstance(given, list) else []
    items = schema.get("items")
    most = schema.get("maxItems")
    if items is False:
        most = len(prefix) if most is None else min(most, len(prefix))
    if not isinstance(most, int) or isinstance(most, bool) or most < 0:
        return UNBOUNDED
    each = [schema_tokens(s, root, depth + 1) for s in prefix[:most]]
    if most > len(prefix):
        each += [schema_tokens(items, root, depth + 1)] * (most - len(prefix))
    if any(b is None for b in each):
        return UNBOUNDED
    return 2 * STEP + sum(b + STEP for b in each if b is not None)


def _object(schema: dict, root: Any, depth: int) -> int | None:
    extra = schema.get("additionalProperties")
    if extra not in (None, False) or schema.get("patternProperties"):
        return UNBOUNDED  # keys the schema does not name, as many as the model likes
    props = schema.get("properties") or {}
    if not isinstance(props, dict):
        return UNBOUNDED
    total = 2 * STEP
    for key, sub in props.items():
        value = schema_tokens(sub, root, depth + 1)
        if value is None:
            return UNBOUNDED
        total += len(str(key)) + 2 + 2 * STEP + value  # "key": value,
    return total


def _resolve(ref: str, root: Any) -> Any:
    """A local reference (``#/$defs/name``); anything else is unknown (unbounded)."""
    if not ref.startswith("#"):
        return None
    node = root
    for part in ref.lstrip("#").split("/"):
        if not part:
            continue
        part = part.replace("~1", "/").replace("~0", "~")
        if not isinstance(node, dict) or part not in node:
            return None
        node = node[part]
    return node
