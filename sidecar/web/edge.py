"""What the sidecar refuses before a request is routed: paths that could name two things,
and the backends' own management endpoints. Pure: strings in, a reason (or None) out.

Paths. A request is routed by its path and forwarded with the same bytes, so a path that
the sidecar and the backend could read differently must not pass: ``/x/../api/chat`` names
no scheduled route here but ``/api/chat`` once a client library or the backend collapses
the dot segments, which would let it skip the queue. Refused with 400: a dot segment once
the path is decoded (``/./``, ``/../``, ``%2e%2e``, ``%2f..%2f``), an empty segment
(``//``), a backslash, NUL or another control byte, encoded or not. No client of Ollama's,
OpenAI's, Anthropic's or llama.cpp's API sends any of them; an encoded slash inside a
segment passes (a model id like ``org%2Fname`` in ``/v1/models/...``).

Management. Ollama's ``/api/pull``, ``/push``, ``/create``, ``/copy``, ``/delete`` and
``/api/blobs/...`` and llama-server's slot save, restore and erase, model load and unload,
LoRA scales and ``POST /props`` change what the backend holds. They pass through under
the admin endpoints' rule (``sidecar.web.admin``: open while every listening socket is
loopback, else the admin token), or always for the paths listed in
``admin.open_management``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING
from urllib.parse import unquote_to_bytes

from aiohttp import web

from sidecar.apis.catalog import family_of_path
from sidecar.apis.errorbody import error_body

if TYPE_CHECKING:
    from sidecar.web.connections import ClientConnections

_CONTROL = re.compile(rb"[\x00-\x1f\x7f\\]")

# (method or "*", path pattern): what changes the backend's models, slots or settings
MANAGEMENT = (
    ("POST", re.compile(r"/api/(?:pull|push|create|copy)")),
    ("DELETE", re.compile(r"/api/delete")),
    ("POST", re.compile(r"/api/blobs/.*")),
    ("POST", re.compile(r"/slots(?:/.*)?")),
    ("POST", re.compile(r"/models/(?:load|unload)")),
    ("POST", re.compile(r"/lora-adapters")),
    ("POST", re.compile(r"/props")),
)


def path_refusal(raw_path: str) -> str | None:
    """Why a request target's path (as sent, before any decoding) may not be routed, or
    None. The query, after ``?``, is the backend's to read."""
    path = raw_path.split("?", 1)[0].split("#", 1)[0].encode("latin-1", "replace")
    if not path.startswith(b"/"):
        return "the request path must start with '/'"
    if b"//" in path:
        return "the request path has an empty segment ('//')"
    decoded = unquote_to_bytes(path)
    if _CONTROL.search(decoded):
        return "the request path holds a backslash or a control byte"
    if any(seg in (b".", b"..") for seg in decoded.split(b"/")):
        return "the request path has a dot segment ('.' or '..')"
    return None


def is_management(method: str, path: str) -> bool:
    """Whether ``method path`` changes what a backend holds (its models, slots, settings)."""
    return any(method == m and p.fullmatch(path) for m, p in MANAGEMENT)


def edge_refusal(request: web.Request, connections: ClientConnections) -> web.Response | None:
    """What a request gets before routing means anything, or None: a path that could name
    two things is refused (``path_refusal``), and past ``max_connections`` a request gets
    503 and its connection is closed (``sidecar.web.connections``)."""
    family = family_of_path(request.path)
    refused = path_refusal(request.raw_path)
    if refused is not None:
        return web.Response(
            body=error_body(family, 400, refused, "invalid_path"), status=400, content_type="application/json"
        )
    if connections.over_limit():
        connections.refused += 1
        message = f"the sidecar has {connections.open} open connections (max_connections); retry shortly"
        resp = web.Response(
            body=error_body(family, 503, message, "too_many_connections"),
            status=503,
            content_type="application/json",
            headers={"Retry-After": "1"},
        )
        resp.force_close()
        return resp
    return None
