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
    body = error_body(api.family, status, message, "backend_error")
    if api.framing == "ndjson":
        return body + b"\n"
    if api.family.name == "anthropic":
        return b"event: error\ndata: " + body + b"\n\n"
    if api.family.name == "openai-responses":
        return (
            b"event: error\ndata: "
            + json.dumps({"type": "error", "message": message, "code": "backend_error"}).encode()
            + b"\n\n"
        )
    return b"data: " + body + b"\n\n"
