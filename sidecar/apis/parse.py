"""From a request body, once: the conversation the predictor reads, the model, the output
cap, whether the reply streams and the scheduling priority (``parse_request``).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Any

from sidecar.apis.catalog import APIS, Api
from sidecar.apis.fields import AdapterError, need
from sidecar.prediction.features import Conversation
from sidecar.scheduling.jobs import Priority


@dataclass
class RequestInfo:
    """What one scheduled request tells the sidecar."""

    api: Api
    conversation: Conversation
    model: str
    max_tokens: int | None  # the client's output cap, if it set one
    stream: bool
    priority: Priority | None = None  # None: the request did not say (its tenant's default)
    extra_prompt_tokens: int = 0  # tokens sent as ids (Ollama ``context``, token prompts)
    body: dict[str, Any] = field(default_factory=dict)
    body_changed: bool = False  # re-serialize only when the sidecar had to change it
    strip_usage_chunk: bool = False  # the sidecar asked for usage the client did not
    bound: int | None = None  # what the request's form bounds its reply to (``apis.bounds``), beside the cap

    @functools.cached_property
    def prompt_bytes(self) -> tuple[int, int]:
        """The conversation's (ASCII, other) UTF-8 bytes, counted once per request: sizing,
        routing by prefix and learning from the reply all read it."""
        return self.conversation.prompt_bytes


def parse_request(
    api_name: str,
    body: Any,
    header_priority: str | None = None,
    inject_usage: bool = False,
    kinds: frozenset[str] = frozenset(),
    strict: bool = False,
) -> RequestInfo:
    """Read one request body. Raises ``AdapterError`` (400) only where the sidecar itself
    must read a field (the body is not an object; ``model``, ``stream``, ``priority`` or
    ``X-Priority`` cannot be read); a body whose other fields have a shape the adapter does
    not know is sized as best it can (``unread``) and goes to the backend, which judges it.
    ``strict``: that too raises (training reads logged requests: one it cannot read is not a
    sample).

    ``header_priority`` is the ``X-Priority`` header; a ``priority`` field in the body
    ("interactive" or "batch") wins over it and is removed before forwarding. ``kinds``: the
    kinds of backend the request may reach (``apis.caps``: each reads a cap its own way, and
    the cap that sizes the job is the largest reading; none known, every reading counts).
    """
    api = APIS[api_name]
    if not isinstance(body, dict):
        raise AdapterError("the request body must be a JSON object")
    fields = api.family.reading(body, kinds)  # model and stream as the backend reads them
    changed = False
    priority = None
    if header_priority:
        try:
            priority = Priority.parse(header_priority)
        except ValueError as exc:
            raise AdapterError(f"X-Priority: {exc}") from None
    if "priority" in body:
        p = body["priority"]
        if isinstance(p, str) and p.lower() in ("interactive", "batch"):
            priority = Priority.parse(p)
            body = {k: v for k, v in body.items() if k != "priority"}
            changed = True
        # any other value is the backend's business (e.g. a future native field)
    model = fields.get("model", "")
    # it names a time series and reaches the logs: bounded, and no control characters
    need(
        model is None or (isinstance(model, str) and len(model) <= 256 and model.isprintable()),
        "model",
        "a printable string of at most 256 characters",
    )
    stream = fields.get("stream", api.family.stream_default)
    need(isinstance(stream, bool), "stream", "true or false")
    # embeddings and reranking answer one JSON body, whatever the family's default (Ollama's
    # streams) or the body says: no early head, no keep-alive pieces, no usage chunk asked for
    stream = stream and not api.prompt_only
    try:
        conv, cap, extra = api.family.request(api_name, body, kinds)
    except AdapterError:
        if strict:
            raise
        # a shape this reader does not know (a newer field, a part type): the backend's to
        # accept or refuse in its own words; sized by its text, the rest counted as prompt
        conv, cap, extra = unread(body)
    strip_usage = False
    if inject_usage and api.family.wants_usage_chunk and stream:
        opts = body.get("stream_options")
        need(opts is None or isinstance(opts, dict), "stream_options", "an object")
        if not (opts or {}).get("include_usage"):
            body = {**body, "stream_options": {**(opts or {}), "include_usage": True}}
            changed = strip_usage = True
    bound = None if api_name in api.family.prompt_only else api.family.bound(api_name, body)
    return RequestInfo(api, conv, model or "", cap, stream, priority, extra, body, changed, strip_usage, bound)


MAX_UNREAD_TEXT = 1 << 16  # characters of an unknown shape's text the features read


def unread(body: dict) -> tuple[Conversation, int | None, int]:
    """A body whose shape its adapter cannot read: its strings as one prompt (up to
    ``MAX_UNREAD_TEXT`` characters; the rest about a token per four characters), no cap
    of its own (the default cap sizes it)."""
    texts: list[str] = []
    size = 0
    stack: list[Any] = [v for k, v in body.items() if k not in ("model", "stream")]
    while stack:
        v = stack.pop()
        if isinstance(v, str):
            texts.append(v)
            size += len(v)
        elif isinstance(v, dict):
            stack.extend(v.values())
        elif isinstance(v, list):
            stack.extend(v)
    text = "\n".join(reversed(texts))
    return Conversation.from_prompt(text[:MAX_UNREAD_TEXT]), None, max(0, len(text) - MAX_UNREAD_TEXT) // 4
