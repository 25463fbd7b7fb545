"""What the sidecar refuses before routing (``web.edge``): a table of request targets as
sent (bytes a client library would have cleaned up) and of management endpoints."""

from __future__ import annotations

import pytest

from sidecar.web.edge import is_management, path_refusal


@pytest.mark.parametrize(
    ("raw", "refused"),
    [
        ("/api/chat", None),
        ("/v1/chat/completions?x=1", None),
        ("/v1/models/org%2Fname", None),  # an encoded slash inside a segment: routed by what it decodes to
        ("/api%2Fchat", None),
        ("/x/../api/chat", "dot segment"),
        ("/x/%2e%2e/api/chat", "dot segment"),
        ("/x%2f..%2fapi/chat", "dot segment"),
        ("/./api/chat", "dot segment"),
        ("//api/chat", "empty segment"),
        ("/api//chat", "empty segment"),
        ("/api\\chat", "backslash or a control byte"),
        ("/api/chat%00", "backslash or a control byte"),
        ("/api/chat%5c", "backslash or a control byte"),
        ("/api/%0achat", "backslash or a control byte"),
        ("api/chat", "must start with '/'"),
        ("/api/chat?next=/../x", None),  # the query is the backend's to read
    ],
)
def test_paths_that_could_be_read_two_ways_are_refused(raw, refused):
    got = path_refusal(raw)
    assert (got is None) if refused is None else (got is not None and refused in got), got


@pytest.mark.parametrize(
    ("method", "path", "management"),
    [
        ("POST", "/api/pull", True),
        ("POST", "/api/create", True),
        ("DELETE", "/api/delete", True),
        ("POST", "/api/blobs/sha256:abc", True),
        ("POST", "/slots/0", True),
        ("POST", "/slots", True),
        ("POST", "/models/load", True),
        ("POST", "/lora-adapters", True),
        ("POST", "/props", True),
        ("GET", "/props", False),  # reads pass
        ("GET", "/slots", False),
        ("GET", "/api/tags", False),
        ("POST", "/api/chat", False),
        ("POST", "/api/pullx", False),
    ],
)
def test_management_endpoints(method, path, management):
    assert is_management(method, path) is management
