"""The sidecar's own errors in the shape each API's clients parse: a whole body, or a broken
stream's last event."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sidecar.apis.catalog import Api
    from sidecar.apis.family import ApiFamily


def error_body(family: ApiFamily, status: int, message: str, code: str) -> bytes:
    """The sidecar's own error, in the shape the client's API uses."""
    return json.dumps(family.error(status, message, code)).encode()


def stream_error_event(api: Api, message: str, status: int = 502) -> bytes:
    """A final event that ends a broken stream in the API's own convention."""
    return api.family.framed(json.dumps(api.family.stream_error(status, message)).encode(), error=True)


def backend_error_event(api: Api, body: bytes, status: int) -> bytes:
    """The backend's error reply as the last event of a stream whose head the sidecar had
    already sent (the request waited with keep-alives): its own JSON, on one line, framed as
    the backend frames an error in a stream; a body that is not JSON becomes the API's error
    event with the backend's status."""
    try:
        obj = json.loads(body)
    except ValueError:
        obj = None
    if not isinstance(obj, dict):
        text = body.decode("utf-8", "replace").strip()[:500]
        return stream_error_event(api, f"the backend answered {status}" + (f": {text}" if text else ""), status)
    return api.family.framed(json.dumps(obj, ensure_ascii=False, separators=(",", ":")).encode(), error=True)
