"""What the sidecar reads from each API: requests in, token counts out, errors back.

Each API family is one object (``FAMILIES``): Ollama, OpenAI (chat and completions), OpenAI
Responses, Anthropic Messages and llama.cpp. A family knows
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
from typing import Any, ClassVar, TypeVar

from . import jsoncodec
from .errors import RequestError
from .features import Conversation
from .scheduling.jobs import Priority

T = TypeVar("T")


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
    # events of a streamed reply that carry no generated token (the fallback count)
    framing_events: ClassVar[int] = 2
    # endpoints whose work is a prompt only (embeddings): no decode, no length to predict
    prompt_only: ClassVar[frozenset[str]] = frozenset()

    @abc.abstractmethod
    def request(self, endpoint: str, body: dict) -> tuple[Conversation, int | None, int]:
        """(conversation, output cap or None, prompt tokens sent as ids)."""

    def reading(self, body: dict) -> dict:
        """The body as the backend will read its fields (what the sidecar sizes by)."""
        return body

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
            if u.prompt_tokens is None and (prefilled := _int(timings.get("prompt_n"), None)) is not None:
                u.prompt_tokens = prefilled + (_int(timings.get("cache_n"), 0) or 0)
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
    framing_events = 1
    endpoints = {
        "ollama-chat": "/api/chat",
        "ollama-generate": "/api/generate",
        "ollama-embed": "/api/embed",
        "ollama-embeddings": "/api/embeddings",
    }
    prompt_only = frozenset({"ollama-embed", "ollama-embeddings"})

    def reading(self, body: dict) -> dict:
        """Ollama binds JSON with Go's ``encoding/json``: a key matches its field whatever
        its case. A body whose keys differ only in case could be sized one way here and run
        another way there, so it is refused; a key in another case is read as Ollama reads it."""
        folded = _fold_case(body, "")
        options = folded.get("options")
        if isinstance(options, dict):
            folded["options"] = _fold_case(options, "options.")
        return folded

    def request(self, endpoint: str, body: dict) -> tuple[Conversation, int | None, int]:
        if endpoint == "ollama-embed":
            text, ids = _prompt(body.get("input"), "input")
            return Conversation.from_prompt(text), 0, ids
        if endpoint == "ollama-embeddings":
            text, ids = _prompt(body.get("prompt"), "prompt")
            return Conversation.from_prompt(text), 0, ids
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
        if "embeddings" in obj or "embedding" in obj:  # /api/embed, /api/embeddings
            u.prompt_tokens = u.prefill_tokens = _int(obj.get("prompt_eval_count"), u.prompt_tokens)
            u.load_seconds = _ns(obj.get("load_duration"), u.load_seconds)
            u.output_tokens, u.reported = 0, True
            return
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
    endpoints = {
        "openai-chat": "/v1/chat/completions",
        "openai-completions": "/v1/completions",
        "openai-embeddings": "/v1/embeddings",
    }
    wants_usage_chunk = True
    prompt_only = frozenset({"openai-embeddings"})

    def request(self, endpoint: str, body: dict) -> tuple[Conversation, int | None, int]:
        if endpoint == "openai-embeddings":
            text, ids = _prompt(body.get("input"), "input")
            return Conversation.from_prompt(text), 0, ids
        if endpoint == "openai-chat":
            rf = body.get("response_format")
            json_mode = isinstance(rf, dict) and rf.get("type") in ("json_object", "json_schema")
            cap = _cap(_int_or_none(body.get("max_completion_tokens", body.get("max_tokens")), "max_tokens"))
            return Conversation(_messages(body.get("messages")), json_mode), cap, 0
        text, ids = _prompt(body.get("prompt"), "prompt")
        return Conversation.from_prompt(text), _cap(_int_or_none(body.get("max_tokens"), "max_tokens")), ids

    def read_usage(self, obj: dict, u: Usage) -> None:
        super().read_usage(obj, u)
        if obj.get("object") == "list" and isinstance(obj.get("data"), list):  # embeddings: no tokens out
            u.prefill_tokens = u.prompt_tokens
            u.output_tokens, u.reported = 0, True


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


class Anthropic(ApiFamily):
    """The Anthropic Messages API (``/v1/messages``), as llama-server and Ollama serve it to
    Claude Code and other Anthropic clients: the system prompt a top-level field, content as
    blocks, tool use and tool results as blocks inside the turns."""

    name = "anthropic"
    prefix = "/v1/messages"
    framing = "sse"
    stream_default = False
    endpoints = {"anthropic-messages": "/v1/messages"}
    # message_start, content_block_start and _stop, message_delta, message_stop
    framing_events = 5

    def request(self, endpoint: str, body: dict) -> tuple[Conversation, int | None, int]:
        system = body.get("system")
        msgs: list[tuple[str, str]] = []
        if system:
            msgs.append(("system", _text(system, "system")))
        raw = _must(body.get("messages"), list, "messages", "a list of messages")
        for i, m in enumerate(raw):
            _need(isinstance(m, dict), f"messages[{i}]", "an object with 'role' and 'content'")
            role = m.get("role")
            _need(isinstance(role, str), f"messages[{i}].role", "a string")
            msgs.extend(_blocks_as_turns(role, m.get("content"), f"messages[{i}].content"))
        tools = bool(body.get("tools"))
        cap = _cap(_int_or_none(body.get("max_tokens"), "max_tokens"))
        return Conversation(tuple(msgs), json_mode=tools and _forced_tool(body.get("tool_choice"))), cap, 0

    def read_usage(self, obj: dict, u: Usage) -> None:
        kind = obj.get("type")
        if kind == "message_start":  # streamed: the prompt's count comes first
            obj = obj.get("message") or {}
            kind = "message"
        usage = obj.get("usage")
        if isinstance(usage, dict):
            prompt = _int(usage.get("input_tokens"), None)
            if prompt is not None:
                cached = _int(usage.get("cache_read_input_tokens"), 0) or 0
                created = _int(usage.get("cache_creation_input_tokens"), 0) or 0
                u.prompt_tokens = prompt + cached + created
                u.prefill_tokens = prompt + created
            if kind in ("message", "message_delta") and (out := _int(usage.get("output_tokens"), None)) is not None:
                # message_start's output_tokens counts nothing generated yet (0 or 1); the count is in
                # message_delta, or in a whole message (which has its stop_reason)
                if kind == "message_delta" or obj.get("stop_reason") is not None:
                    u.output_tokens, u.reported = out, True
        stop = (obj.get("delta") or {}).get("stop_reason") if kind == "message_delta" else obj.get("stop_reason")
        if stop == "max_tokens":
            u.truncated = True
        super().read_usage({"timings": obj["timings"]} if isinstance(obj.get("timings"), dict) else {}, u)

    def error(self, status: int, message: str, code: str) -> dict[str, Any]:
        return {"type": "error", "error": {"type": _anthropic_error_type(status), "message": message}}


class OpenAIResponses(OpenAI):
    """The OpenAI Responses API (``/v1/responses``): ``input`` as a string or items
    (messages, function calls and their outputs), ``instructions``, ``max_output_tokens``,
    ``response.*`` events when streamed, the final ``usage`` in ``response.completed``."""

    name = "openai-responses"
    prefix = "/v1/responses"
    endpoints = {"openai-responses": "/v1/responses"}
    wants_usage_chunk = False
    prompt_only = frozenset()
    # created, in_progress, output_item.added/.done, content_part.added/.done,
    # output_text.done, completed
    framing_events = 8

    def request(self, endpoint: str, body: dict) -> tuple[Conversation, int | None, int]:
        msgs: list[tuple[str, str]] = []
        if body.get("instructions"):
            msgs.append(("system", _text(body["instructions"], "instructions")))
        raw = body.get("input")
        if isinstance(raw, str):
            msgs.append(("user", raw))
        else:
            for i, item in enumerate(_must(raw, list, "input", "a string or a list of input items")):
                _need(isinstance(item, dict), f"input[{i}]", "an input item object")
                msgs.extend(_response_item(item, f"input[{i}]"))
        fmt = (body.get("text") or {}).get("format") if isinstance(body.get("text"), dict) else None
        json_mode = isinstance(fmt, dict) and fmt.get("type") in ("json_object", "json_schema")
        cap = _cap(_int_or_none(body.get("max_output_tokens"), "max_output_tokens"))
        return Conversation(tuple(_merge_turns(msgs)), json_mode), cap, 0

    def read_usage(self, obj: dict, u: Usage) -> None:
        if isinstance(obj.get("response"), dict):  # response.completed / .incomplete / .failed
            obj = obj["response"]
        if obj.get("object") != "response":
            return
        usage = obj.get("usage")
        if isinstance(usage, dict):
            u.prompt_tokens = _int(usage.get("input_tokens"), u.prompt_tokens)
            cached = _int((usage.get("input_tokens_details") or {}).get("cached_tokens"), None)
            if u.prompt_tokens is not None and cached is not None:
                u.prefill_tokens = u.prompt_tokens - cached
            u.output_tokens = _int(usage.get("output_tokens"), u.output_tokens)
            u.reported = u.output_tokens is not None
        details = obj.get("incomplete_details")
        if obj.get("status") == "incomplete" and isinstance(details, dict) and details.get("reason") == "max_output_tokens":
            u.truncated = True
        if isinstance(obj.get("timings"), dict):
            ApiFamily.read_usage(self, {"timings": obj["timings"]}, u)


# the most specific prefix first: family_of_path takes the first that matches
FAMILIES: dict[str, ApiFamily] = {
    f.name: f for f in (Anthropic(), OpenAIResponses(), Ollama(), OpenAI(), LlamaCpp())
}


@dataclass(frozen=True)
class Api:
    """One scheduled endpoint."""

    name: str
    path: str
    family: ApiFamily

    @property
    def framing(self) -> str:
        return self.family.framing

    @property
    def prompt_only(self) -> bool:
        """Embeddings: the backend reads the prompt and writes no tokens."""
        return self.name in self.family.prompt_only


APIS: dict[str, Api] = {name: Api(name, path, fam) for fam in FAMILIES.values() for name, path in fam.endpoints.items()}
ROUTES: dict[str, str] = {api.path: name for name, api in APIS.items()}
ROUTES["/completions"] = "llamacpp-completion"  # llama-server's alias
ROUTES["/chat/completions"] = "openai-chat"  # llama-server serves both with and without /v1
ROUTES["/embeddings"] = "openai-embeddings"


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
    fields = api.family.reading(body)  # what is read; ``body`` is what is forwarded
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
    _need(
        model is None or (isinstance(model, str) and len(model) <= 256 and model.isprintable()),
        "model",
        "a printable string of at most 256 characters",
    )
    stream = fields.get("stream", api.family.stream_default)
    _need(isinstance(stream, bool), "stream", "true or false")
    conv, cap, extra = api.family.request(api_name, fields)
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


def _must(value: object, kind: type[T], field_name: str, what: str) -> T:
    """``value`` if it is a ``kind``, else the client's error naming the field."""
    if not isinstance(value, kind):
        raise AdapterError(f"'{field_name}' must be {what}")
    return value


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
        text = _text(m.get("content"), f"{where}[{i}].content")
        calls = m.get("tool_calls")
        if isinstance(calls, list):  # the calls an assistant turn made, as the Messages API reads them
            fns = [c.get("function") for c in calls if isinstance(c, dict)]
            text = "\n".join([text] * bool(text) + [_call(f.get("name"), f.get("arguments")) for f in fns if isinstance(f, dict)])
        out.append((role, text))
    return tuple(out)


def _blocks_as_turns(role: str, content: Any, where: str) -> list[tuple[str, str]]:
    """One Anthropic message as the chat turns it stands for: its text under its role, the
    tool calls it makes as the assistant's text (``name(arguments)``), and the tool results
    it carries as one ``tool`` turn, before any text the user adds (what the chat API sends
    as ``tool`` messages)."""
    if content is None or isinstance(content, str):
        return [(role, content or "")]
    _need(isinstance(content, list), where, "a string or a list of content blocks")
    text, calls, results = [], [], []
    for j, b in enumerate(content):
        _need(isinstance(b, dict), f"{where}[{j}]", "a content block object")
        kind = b.get("type")
        if kind == "text" and isinstance(b.get("text"), str):
            text.append(b["text"])
        elif kind in ("tool_use", "server_tool_use"):
            calls.append(_call(b.get("name"), b.get("input")))
        elif kind == "tool_result":
            c = b.get("content")
            results.append(c if isinstance(c, str) else _text([x for x in c or () if isinstance(x, dict)], where))
        elif kind == "thinking" and isinstance(b.get("thinking"), str):
            text.append(b["thinking"])
        # images, documents and redacted thinking add no text the features read
    turns = []
    if results:
        turns.append(("tool", "\n".join(results)))
    if text or calls or not results:
        turns.append((role, "\n".join(text + calls)))
    return turns


def _response_item(item: dict, where: str) -> list[tuple[str, str]]:
    """One Responses input item as a chat turn (``_merge_turns`` joins neighbours)."""
    kind = item.get("type", "message")
    if kind == "message" or ("role" in item and kind not in ("function_call", "function_call_output")):
        role = _must(item.get("role"), str, f"{where}.role", "a string")
        role = "system" if role == "developer" else role
        content = item.get("content")
        if isinstance(content, list):  # input_text / output_text parts
            content = [p for p in content if isinstance(p, dict)]
        return [(role, _text(content, f"{where}.content"))]
    if kind in ("function_call", "custom_tool_call"):
        return [("assistant", _call(item.get("name"), item.get("arguments", item.get("input"))))]
    if kind in ("function_call_output", "custom_tool_call_output"):
        out = item.get("output")
        return [("tool", out if isinstance(out, str) else json.dumps(out, ensure_ascii=False))]
    return []  # reasoning, item references: nothing the features read


def _merge_turns(msgs: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Neighbouring turns of one role as one (a reply's text and its calls; the outputs of
    parallel calls), as the chat API carries them in one message."""
    out: list[tuple[str, str]] = []
    for role, text in msgs:
        if out and out[-1][0] == role and role in ("assistant", "tool"):
            out[-1] = (role, out[-1][1] + "\n" + text if out[-1][1] else text)
        else:
            out.append((role, text))
    return out


def _call(name: Any, arguments: Any) -> str:
    args = arguments if isinstance(arguments, str) else json.dumps(arguments, ensure_ascii=False)
    return f"{name if isinstance(name, str) else 'tool'}({args})"


def _forced_tool(choice: Any) -> bool:
    """A forced tool call answers in JSON (Anthropic ``tool_choice`` any or a named tool)."""
    return isinstance(choice, dict) and choice.get("type") in ("any", "tool")


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


def _fold_case(obj: dict, where: str) -> dict:
    out: dict = {}
    for k, v in obj.items():
        low = k.lower() if isinstance(k, str) else k
        if low in out:
            raise AdapterError(f"'{where}{k}' is given twice in different case; the backend would read only one")
        out[low] = v
    return out


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
        self.unreadable = 0  # events whose counts could not be read

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
            at = 0 if stripped.startswith(b"data:") else stripped.find(b"\ndata:") + 1  # after "event: ..."
            if at == 0 and not stripped.startswith(b"data:") or stripped.endswith(b"[DONE]"):
                return True
            payload = stripped[at + 5 :]
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
            or b'"stop_reason"' in payload
        ):
            return True
        try:
            obj = jsoncodec.loads(payload)
        except ValueError:
            return True
        if not isinstance(obj, dict):
            return True
        self._read(obj)
        if self._strip and obj.get("choices") == [] and "usage" in obj:
            return False
        return True

    def _read(self, obj: dict) -> None:
        """Counts from one event. A backend's reply is read, never trusted: a field of an
        unexpected type or size leaves the counts as they were (the reply still streams)."""
        try:
            self.api.family.read_usage(obj, self.usage)
        except Exception:  # noqa: BLE001 - any shape at all: the relay must go on
            self.unreadable += 1

    def finish(self) -> Usage:
        """Call once the reply has ended: parses a non-streamed body, fills fallbacks."""
        if not self.stream and self._pending:
            try:
                obj = jsoncodec.loads(self._pending)
            except ValueError:
                obj = None
            if isinstance(obj, dict):
                self._read(obj)
            self._pending.clear()
        elif self._pending:
            self._event(bytes(self._pending))
            self._pending.clear()
        u = self.usage
        if u.output_tokens is None and self.stream:
            # no reported count: one content event is about one token; minus framing events
            u.output_tokens = max(0, self.events - self.api.family.framing_events)
        return u


MAX_COUNT = 1 << 31  # a token count past this is garbage, not a count
MAX_SECONDS = 30 * 86400.0  # likewise a duration past 30 days


def _int(v: Any, default: int | None) -> int | None:
    return v if isinstance(v, int) and not isinstance(v, bool) and 0 <= v < MAX_COUNT else default


def _seconds(v: Any, scale: float, default: float | None) -> float | None:
    if not isinstance(v, (int, float)) or isinstance(v, bool) or not 0 < v < MAX_SECONDS * scale:
        return default
    return v / scale


def _ns(v: Any, default: float | None) -> float | None:
    return _seconds(v, 1e9, default)


def _ms(v: Any, default: float | None) -> float | None:
    return _seconds(v, 1e3, default)


# --- errors ------------------------------------------------------------------------------


def _error_type(status: int) -> str:
    if status == 429:
        return "rate_limit_error"
    return "invalid_request_error" if 400 <= status < 500 else "server_error"


def _anthropic_error_type(status: int) -> str:
    return {
        400: "invalid_request_error",
        401: "authentication_error",
        403: "permission_error",
        404: "not_found_error",
        413: "request_too_large",
        429: "rate_limit_error",
        503: "overloaded_error",
        504: "timeout_error",
    }.get(status, "invalid_request_error" if 400 <= status < 500 else "api_error")


def error_body(family: ApiFamily | str, status: int, message: str, code: str) -> bytes:
    """The sidecar's own error, in the shape the client's API uses."""
    fam = FAMILIES[family] if isinstance(family, str) else family
    return json.dumps(fam.error(status, message, code)).encode()


def stream_error_event(api: Api, message: str, status: int = 502) -> bytes:
    """A final event that ends a broken stream in the API's own convention."""
    body = error_body(api.family, status, message, "backend_error")
    if api.framing == "ndjson":
        return body + b"\n"
    if api.family.name == "anthropic":
        return b"event: error\ndata: " + body + b"\n\n"
    if api.family.name == "openai-responses":
        return b"event: error\ndata: " + json.dumps({"type": "error", "message": message, "code": "backend_error"}).encode() + b"\n\n"
    return b"data: " + body + b"\n\n"
