"""The sidecar's exceptions, and the one place they become HTTP statuses.

    SidecarError                    base class; ``status`` is the HTTP status to answer
    ├── ConfigError                 a config key has a bad value (names the key)
    ├── UsageError                  a command line asks for what cannot be done (exit 2)
    ├── ModelError                  a model directory cannot be used (wrong feature version...)
    ├── RequestError (400)          the client's request cannot be scheduled as sent
    │   ├── BodyTooLarge (413)
    │   ├── BodyTimeout (408)       the body did not arrive within ``timeouts.client_body``
    │   └── ModelNotServed (404)    no configured backend serves the requested model
    ├── Rejected (429/503)          admission refused: queue full, or draining
    ├── QueueTimeout (503)          waited longer than ``queue_timeout``
    └── BackendError (502)          the backend could not be reached or broke mid-reply
        ├── BackendUnreachable      no connection at all (the request never ran)
        ├── ContextExceeded         its KV pool was full before the reply began (queued again)
        └── BackendTimeout (504)    connect / first byte / total timeout

Library exceptions (aiohttp, OSError, asyncio.TimeoutError) are converted at the edge where
they happen (``raise BackendError(...) from exc``); the error body is rendered in the
client's API shape by ``apis.errorbody.error_body``.
"""

from __future__ import annotations


class SidecarError(Exception):
    status = 500
    code = "internal_error"

    def __init__(self, message: str, *, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.retry_after = retry_after


class ConfigError(SidecarError):
    code = "config_error"


class UsageError(SidecarError, ValueError):
    code = "usage_error"


class ModelError(SidecarError):
    code = "model_error"


class RequestError(SidecarError):
    status = 400
    code = "invalid_request"


class BodyTimeout(RequestError):
    status = 408
    code = "request_timeout"


class BodyTooLarge(RequestError):
    status = 413
    code = "body_too_large"


class ModelNotServed(RequestError):
    status = 404
    code = "model_not_found"


class Rejected(SidecarError):
    status = 429
    code = "queue_full"

    def __init__(
        self, message: str, *, status: int = 429, retry_after: float | None = None, code: str = "queue_full"
    ) -> None:
        super().__init__(message, retry_after=retry_after)
        self.status = status
        self.code = code


class QueueTimeout(SidecarError):
    status = 503
    code = "queue_timeout"


class BackendError(SidecarError):
    status = 502
    code = "backend_unavailable"


class BackendUnreachable(BackendError):
    """The connection was refused or could not be made: safe to retry later."""


class ContextExceeded(BackendError):
    """The backend ran out of KV room for the requests it held, before the reply began
    (the request is queued again; only if that keeps happening does the client see it)."""

    code = "backend_context_exceeded"


class BackendTimeout(BackendError):
    status = 504
    code = "backend_timeout"
