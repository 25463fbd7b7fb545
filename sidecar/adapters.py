"""What the sidecar reads from each API: requests in, token counts out, errors back.

Each API family is one object (``FAMILIES``): Ollama, OpenAI and llama.cpp. A family knows
its scheduled endpoints and the path prefix of everything else it serves, how its replies
stream, how to read a request's conversation and output cap, where its replies report
token counts and timings, and the shape of an error its clients expect. One adapter per
scheduled endpoint (``APIS``) names its family.

From a request body ``parse_request`` extracts, once, the conversation the predictor
reads, the model name, the output cap, whether the reply streams, and the scheduling
priority (a ``priority`` field, removed before forwarding). ``UsageParser`` reads the counts
from the reply as it is relayed.
"""

from __future__ import annotations

import abc
import functools
import json
from dataclasses import dataclass, field
from typing import Any, ClassVar

from . import jsoncodec
from .errors import RequestError
from .features import Conversation
from .scheduler import Priority


class AdapterError(RequestError):
    """The request body does not have the shape its API documents."""


@dataclass
class Usage:
    """Counts and timings of one reply, as the backend reported them (or as counted)."""

    prompt_tokens: int | None = None
    output_tokens: int | None = None
    prefill_tokens: int | None = None  # prompt tokens actually computed (cache hits excluded)
    prompt_seconds: float | None = None
    decode_seconds: float | None = None
    truncated: bool = False  # stopped by the output cap
    reported: bool = False  # counts came from the backend, not from counting chunks
    load_seconds: float | None = None  # time spent loading the model (Ollama's load_duration)


# --- the three families ------------------------------------------------------------------


class ApiFamily(abc.ABC):
    """One API family's rules. Subclasses fill in the class attributes and ``request``."""

    name: ClassVar[str]
    prefix: ClassVar[str]  # path prefix of its other endpoints ("" matches anything)
    framing: ClassVar[str]  # "ndjson" or "sse" when streaming
    stream_default: ClassVar[bool]
    endpoints: ClassVar[dict[str, str]]  # endpoint name -> path
    # asks a streamed reply for its usage chunk (and hides it from a client that did not)
    wants_usage_chunk: ClassVar[bool] = False

    @abc.abstractmethod
    def request(self, endpoint: str, body: dict) -> tuple[Conversation, int | None, int]:
        """(conversation, output cap or None, prompt tokens sent as ids)."""

    def read_usage(self, obj: dict, u: Usage) -> None:
        """Fold one reply object's counts into ``u``: OpenAI's ``usage``, llama-server's
        ``timings`` (it adds them to its OpenAI endpoints too), and a cap hit."""
        usage = obj.get("usage")
        if isinstance(usage, dict):
            u.prompt_tokens = _int(usage.get("prompt_tokens"), u.prompt_tokens)
            u.output_tokens = _int(usage.get("completion_tokens"), u.output_tokens)
            u.reported = u.output_tokens is not None
        timings = obj.get("timings")
        if isinstance(timings, dict):
            if u.prompt_tokens is None and isinstance(timings.get("prompt_n"), int):
                u.prompt_tokens = timings["prompt_n"] + _int(timings.get("cache_n"), 0)
            if u.output_tokens is None:
                u.output_tokens = _int(timings.get("predicted_n"), None)
            u.prefill_tokens = _int(timings.get("prompt_n"), u.prefill_tokens)
            u.prompt_seconds = _ms(timings.get("prompt_ms"), u.prompt_seconds)
            u.decode_seconds = _ms(timings.get("predicted_ms"), u.decode_seconds)
            u.reported = u.output_tokens is not None
        for ch in obj.get("choices") or ():
            if isinstance(ch, dict) and ch.get("finish_reason") == "length":
                u.truncated = True

    def error(self, status: int, message: str, code: str) -> dict[str, Any]:
        return {"error": {"message": message, "type": _error_type(status), "code": code}}


class Ollama(ApiFamily):
    name = "ollama"
    prefix = "/api/"
    framing = "ndjson"
    stream_default = True
    endpoints = {"ollama-chat": "/api/chat", "ollama-generate": "/api/generate"}

    def request(self, endpoint: str, body: dict) -> tuple[Conversation, int | None, int]:
        json_mode = _json_mode(body.get("format"))
        cap = _cap(_int_or_none(_options(body).get("num_predict"), "options.num_predict"))
        if endpoint == "ollama-chat":
            return Conversation(_messages(body.get("messages")), json_mode), cap, 0
        prompt = body.get("prompt", "")
        _need(isinstance(prompt, str), "prompt", "a string")
        system = body.get("system") or ""
        _need(isinstance(system, str), "system", "a string")
        ctx = body.get("context")
        _need(
            ctx is None or (isinstance(ctx, list) and all(isinstance(t, int) for t in ctx)),
            "context",
            "a list of token ids",
        )
        return Conversation.from_prompt(prompt, system, json_mode), cap, len(ctx or ())

    def read_usage(self, obj: dict, u: Usage) -> None:
        if obj.get("done"):
            u.prompt_tokens = _int(obj.get("prompt_eval_count"), u.prompt_tokens)
            u.prefill_tokens = u.prompt_tokens
            u.output_tokens = _int(obj.get("eval_count"), u.output_tokens)
            u.prompt_seconds = _ns(obj.get("prompt_eval_duration"), u.prompt_seconds)
            u.decode_seconds = _ns(obj.get("eval_duration"), u.decode_seconds)
            u.load_seconds = _ns(obj.get("load_duration"), u.load_seconds)
            u.truncated = obj.get("done_reason") == "length"
            u.reported = u.output_tokens is not None

    def error(self, status: int, message: str, code: str) -> dict[str, Any]:
        return {"error": message}


class OpenAI(ApiFamily):
    name = "openai"
    prefix = "/v1/"
    framing = "sse"
    stream_default = False
    # llama-server serves its OpenAI endpoints with and without /v1
    endpoints = {"openai-chat": "/v1/chat/completions", "openai-completions": "/v1/completions"}
    wants_usage_chunk = True

    def request(self, endpoint: str, body: dict) -> tuple[Conversation, int | None, int]:
        if endpoint == "openai-chat":
            rf = body.get("response_format")
            json_mode = isinstance(rf, dict) and rf.get("type") in ("json_object", "json_schema")
            cap = _cap(_int_or_none(body.get("max_completion_tokens", body.get("max_tokens")), "max_tokens"))
            return Conversation(_messages(body.get("messages")), json_mode), cap, 0
        text, ids = _prompt(body.get("prompt"), "prompt")
        return Conversation.from_prompt(text), _cap(_int_or_none(body.get("max_tokens"), "max_tokens")), ids


class LlamaCpp(ApiFamily):
    name = "llamacpp"
    prefix = ""
    framing = "sse"
    stream_default = False
    endpoints = {"llamacpp-completion": "/completion"}

    def request(self, endpoint: str, body: dict) -> tuple[Conversation, int | None, int]:
        text, ids = _prompt(body.get("prompt"), "prompt")
        json_mode = bool(body.get("json_schema") or body.get("grammar"))
        cap = _cap(_int_or_none(body.get("n_predict", body.get("max_tokens")), "n_predict"))
        return Conversation.from_prompt(text, json_mode=json_mode), cap, ids

    def read_usage(self, obj: dict, u: Usage) -> None:
        super().read_usage(obj, u)
        if obj.get("stop"):
            u.output_tokens = _int(obj.get("tokens_predicted"), u.output_tokens)
            u.prompt_tokens = _int(obj.get("tokens_evaluated"), u.prompt_tokens)
            u.truncated = obj.get("stop_type") == "limit"
            u.reported = u.output_tokens is not None

    def error(self, status: int, message: str, code: str) -> dict[str, Any]:
        return {"error": {"code": status, "message": message, "type": _error_type(status)}}


FAMILIES: dict[str, ApiFamily] = {f.name: f for f in (Ollama(), OpenAI(), LlamaCpp())}


@dataclass(frozen=True)
class Api:
    """One scheduled endpoint."""

    name: str
    path: str
    family: ApiFamily

    @property
    def framing(self) -> str:
        return self.family.framing


APIS: dict[str, Api] = {name: Api(name, path, fam) for fam in FAMILIES.values() for name, path in fam.endpoints.items()}
ROUTES: dict[str, str] = {api.path: name for name, api in APIS.items()}
ROUTES["/completions"] = "llamacpp-completion"  # llama-server's alias
ROUTES["/chat/completions"] = "openai-chat"  # llama-server serves both with and without /v1


def family_of_path(path: str) -> ApiFamily:
    """The family whose clients use ``path`` (for errors on pass-through paths)."""
    return next(f for f in FAMILIES.values() if path.startswith(f.prefix))


# --- requests ----------------------------------------------------------------------------


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

    @functools.cached_property
    def prompt_bytes(self) -> tuple[int, int]:
        """The conversation's (ASCII, other) UTF-8 bytes, counted once per request: sizing,
        routing by prefix and learning from the reply all read it."""
        return self.conversation.prompt_bytes


def parse_request(
    api_name: str, body: Any, header_priority: str | None = None, inject_usage: bool = False
) -> RequestInfo:
    """Read one request body. Raises ``AdapterError`` (400) naming the bad field.

    ``header_priority`` is the ``X-Priority`` header; a ``priority`` field in the body
    ("interactive" or "batch") wins over it and is removed before forwarding.
    """
    api = APIS[api_name]
    if not isinstance(body, dict):
        raise AdapterError("the request body must be a JSON object")
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
    model = body.get("model", "")
    # it names a time series and reaches the logs: bounded, and no control characters
    _need(
        model is None or (isinstance(model, str) and len(model) <= 256 and model.isprintable()),
        "model",
        "a printable string of at most 256 characters",
    )
    stream = body.get("stream", api.family.stream_default)
    _need(isinstance(stream, bool), "stream", "true or false")
    conv, cap, extra = api.family.request(api_name, body)
    strip_usage = False
    if inject_usage and api.family.wants_usage_chunk and stream:
        opts = body.get("stream_options")
        _need(opts is None or isinstance(opts, dict), "stream_options", "an object")
        if not (opts or {}).get("include_usage"):
            body = {**body, "stream_options": {**(opts or {}), "include_usage": True}}
            changed = strip_usage = True
    return RequestInfo(api, conv, model or "", cap, stream, priority, extra, body, changed, strip_usage)


def _need(cond: bool, field_name: str, what: str) -> None:
    if not cond:
        raise AdapterError(f"'{field_name}' must be {what}")


def _text(content: Any, where: str) -> str:
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):  # OpenAI content parts
        parts = []
        for p in content:
            _need(isinstance(p, dict), where, "a string or a list of content parts")
            if isinstance(p.get("text"), str):
                parts.append(p["text"])
        return "".join(parts)
    raise AdapterError(f"'{where}' must be a string or a list of content parts")


def _messages(raw: Any, where: str = "messages") -> tuple[tuple[str, str], ...]:
    _need(isinstance(raw, list), where, "a list of messages")
    out = []
    for i, m in enumerate(raw):
        _need(isinstance(m, dict), f"{where}[{i}]", "an object with 'role' and 'content'")
        role = m.get("role")
        _need(isinstance(role, str), f"{where}[{i}].role", "a string")
        out.append((role, _text(m.get("content"), f"{where}[{i}].content")))
    return tuple(out)


def _int_or_none(v: Any, where: str) -> int | None:
    if v is None:
        return None
    _need(isinstance(v, int) and not isinstance(v, bool), where, "an integer")
    return v


def _cap(v: int | None) -> int | None:
    """Negative caps (-1 infinite, -2 fill context) mean 'no cap'."""
    return v if v is not None and v >= 0 else None


def _prompt(v: Any, where: str) -> tuple[str, int]:
    """A completion prompt: text, token ids, or a list mixing both. Returns (text, ids)."""
    if isinstance(v, str):
        return v, 0
    if isinstance(v, list):
        texts, ids = [], 0
        for item in v:
            if isinstance(item, str):
                texts.append(item)
            elif isinstance(item, int) and not isinstance(item, bool):
                ids += 1
            elif isinstance(item, list) and all(isinstance(t, int) for t in item):
                ids += len(item)
            elif isinstance(item, dict) and isinstance(item.get("prompt_string"), str):
                texts.append(item["prompt_string"])
            else:
                raise AdapterError(f"'{where}' must be a string, token ids, or a list of them")
        return "\n".join(texts), ids
    if v is None:
        return "", 0
    raise AdapterError(f"'{where}' must be a string, token ids, or a list of them")


def _options(body: dict) -> dict:
    opts = body.get("options")
    _need(opts is None or isinstance(opts, dict), "options", "an object")
    return opts or {}


def _json_mode(fmt: Any) -> bool:
    return fmt == "json" or isinstance(fmt, dict)


# --- replies -----------------------------------------------------------------------------


class UsageParser:
    """Reads counts from a reply as it is relayed, without holding the reply.

    Streams are split into events (SSE ``\\n\\n``, NDJSON ``\\n``); an event is parsed as
    JSON only when it can carry counts (a cheap substring test first), so relaying stays
    cheap. Content events are counted too: that count is the fallback when a backend
    reports nothing, and the running estimate that grows a job's KV reservation.
    """

    MAX_PENDING = 1 << 20  # an event larger than this is not parsed for counts

    def __init__(self, api: Api, stream: bool, strip_usage_chunk: bool = False) -> None:
        self.api = api
        self.stream = stream
        self.usage = Usage()
        self.events = 0
        self._sep = b"\n" if api.framing == "ndjson" else b"\n\n"
        self._pending = bytearray()
        self._strip = strip_usage_chunk

    def feed(self, chunk: bytes) -> bytes:
        """Take bytes from the backend; return the bytes to send to the client.

        They are the same bytes unless the sidecar itself asked for a usage chunk that
        the client did not (``strip_usage_chunk``); then that one event is removed.
        """
        if not self.stream:
            if len(self._pending) + len(chunk) <= self.MAX_PENDING:
                self._pending += chunk
            return chunk
        self._pending += chunk
        out = bytearray() if self._strip else None
        start = 0
        while (end := self._pending.find(self._sep, start)) >= 0:
            ev = bytes(self._pending[start : end + len(self._sep)])
            start = end + len(self._sep)
            if self._event(ev) and out is not None:
                out += ev
        del self._pending[:start]
        if len(self._pending) > self.MAX_PENDING:
            if out is not None:  # cannot hold it back: pass it on as it is
                out += self._pending
            self._pending.clear()
        return chunk if out is None else bytes(out)

    def _event(self, ev: bytes) -> bool:
        """Account one event; return False if it must not reach the client."""
        stripped = ev.strip()
        if not stripped:
            return True
        self.events += 1
        if self.api.framing == "sse":
            if not stripped.startswith(b"data:") or stripped.endswith(b"[DONE]"):
                return True
            payload = stripped[5:]
        else:
            payload = stripped
        if not (
            b'"usage"' in payload
            or b'"timings"' in payload
            or b'"done":true' in payload
            or b'"done": true' in payload
            or b'"stop":true' in payload
            or b'"error"' in payload
            or b'"finish_reason":"length"' in payload
        ):
            return True
        try:
            obj = jsoncodec.loads(payload)
        except ValueError:
            return True
        if not isinstance(obj, dict):
            return True
        self.api.family.read_usage(obj, self.usage)
        if self._strip and obj.get("choices") == [] and "usage" in obj:
            return False
        return True

    def finish(self) -> Usage:
        """Call once the reply has ended: parses a non-streamed body, fills fallbacks."""
        if not self.stream and self._pending:
            try:
                obj = jsoncodec.loads(self._pending)
            except ValueError:
                obj = None
            if isinstance(obj, dict):
                self.api.family.read_usage(obj, self.usage)
            self._pending.clear()
        elif self._pending:
            self._event(bytes(self._pending))
            self._pending.clear()
        u = self.usage
        if u.output_tokens is None and self.stream:
            # no reported count: one content event is about one token; minus framing events
            overhead = 2 if self.api.framing == "sse" else 1
            u.output_tokens = max(0, self.events - overhead)
        return u


def _int(v: Any, default: int | None) -> int | None:
    return v if isinstance(v, int) and not isinstance(v, bool) and v >= 0 else default


def _ns(v: Any, default: float | None) -> float | None:
    return v / 1e9 if isinstance(v, (int, float)) and v > 0 else default


def _ms(v: Any, default: float | None) -> float | None:
    return v / 1e3 if isinstance(v, (int, float)) and v > 0 else default


# --- errors ------------------------------------------------------------------------------


def _error_type(status: int) -> str:
    if status == 429:
        return "rate_limit_error"
    return "invalid_request_error" if 400 <= status < 500 else "server_error"


def error_body(family: ApiFamily | str, status: int, message: str, code: str) -> bytes:
    """The sidecar's own error, in the shape the client's API uses."""
    fam = FAMILIES[family] if isinstance(family, str) else family
    return json.dumps(fam.error(status, message, code)).encode()


def stream_error_event(api: Api, message: str, status: int = 502) -> bytes:
    """A final event that ends a broken stream in the API's own convention."""
    body = error_body(api.family, status, message, "backend_error")
    return body + b"\n" if api.framing == "ndjson" else b"data: " + body + b"\n\n"
