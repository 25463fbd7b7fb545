"""A reply in several legs, seen by its client as one: what suspending and resuming a
streamed generation needs from each API (``Splice``).

The scheduler may suspend a long streamed reply so that short work runs (``scheduling.
scheduler``, ``preempt``). The sidecar cuts the backend's stream at an event's end, keeps
the text generated so far, and later sends the request again with that text as the start
of the reply: a trailing assistant message on the chat APIs (OpenAI's, Ollama's and
Anthropic's Messages; llama-server and Ollama continue it), the prompt followed by the text
on the completion APIs; its token cap lowered
by what was generated. The backend's prompt cache holds the prompt and the partial reply,
so a resume re-reads almost nothing.

What the client reads is one stream: the second leg's events are rewritten into the
first's (``event``): the same id and creation time; no second role chunk (nor, on
Anthropic's API, a second ``message_start`` and text block); the partial
text the backend echoes at the start of a continued chat reply (llama-server does) taken
off; counts summed, the prompt counted once and the tokens of every leg added. A client
that asked for one body (``stream: false``) gets one: the sidecar asks the backend for a
stream (so that it holds the partial text), and answers with the body the API would have
(``whole``) once the last leg has ended.

Only where a continuation is the same reply (``refusal``): a request of a chat or completion
API (streamed, or answered whole as above), one choice, no constrained output (grammar, JSON schema, a response format
or Ollama ``format``), no log-probabilities, no fixed seed (the sampler's state is not
carried), a prompt of text; and, as the stream shows (``unsafe``), no tool call and no
reasoning started (a continuation restarts their parsers).

What is particular to an endpoint (where its text sits, what ends its reply, what a later
leg drops, its whole body) is its family's ``Replies`` (``apis.replies``); this module names
no endpoint.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from typing import Any

import sidecar.jsoncodec as jsoncodec
from sidecar.apis.caps import go_key, go_view
from sidecar.apis.catalog import APIS
from sidecar.apis.replies import Replies, Seen

# a header a client sends to keep its reply from being suspended
OPT_OUT_HEADER = "X-Preempt"

# fields that make a reply's continuation differ from the reply itself
_CONSTRAINED = ("grammar", "json_schema", "response_format", "format", "guided_json", "guided_grammar")
_PROBS = ("logprobs", "top_logprobs", "n_probs")
_CAPS = ("max_tokens", "max_completion_tokens", "n_predict")  # lowered by what earlier legs made


def replies_of(api: str) -> Replies | None:
    """How ``api``'s reply stream reads, where its replies can be continued (its family's
    ``replies``), else None."""
    known = APIS.get(api)
    return known.family.replies.get(api) if known is not None else None


def prefill_of(api: str, body: Mapping[str, Any]) -> str:
    """The client's own start of the reply (a chat request's trailing assistant message)."""
    codec = replies_of(api)
    return codec.prefill(body) if codec is not None else ""


def refusal(
    api: str, body: Mapping[str, Any], stream: bool, opt_out: str | None = None, *, folds: bool = False
) -> str | None:
    """Why this request's reply may not be suspended, or None: it may (``stream``: the
    client reads a stream; one that does not is sent upstream as one and answered whole).
    ``folds``: a backend it may reach reads keys as Go does (Ollama: ``SEED``, ``Format``,
    ``Raw`` are its fields too): the body is judged as it reads it, and as read exactly."""
    if folds:
        return refusal(api, body, stream, opt_out) or refusal(api, go_view(body), stream, opt_out)
    if opt_out is not None and opt_out.strip().lower() in ("off", "no", "never", "false", "0"):
        return "opted out"
    codec = replies_of(api)
    if codec is None:
        return "api"
    if body.get("n", 1) not in (1, None):
        return "several choices"
    for key in _CONSTRAINED:
        value = body.get(key)
        if value in (None, "", {}, False):
            continue
        if key == "response_format" and isinstance(value, dict) and value.get("type") in (None, "text"):
            continue
        return "constrained output"
    raw = body.get("options")
    options: Mapping[str, Any] = raw if isinstance(raw, dict) else {}
    if any(body.get(k) not in (None, False, 0) for k in _PROBS):
        return "log-probabilities"
    if body.get("seed") is not None or options.get("seed") is not None:
        return "fixed seed"
    if body.get("echo") or body.get("suffix") or body.get("cache_prompt") is False:
        return "echo, suffix or no prompt cache"
    return codec.refusal(body)  # what the endpoint itself rules out


class Splice:
    """One request's reply across its legs: reads each event's text (``observe``), builds
    the request that continues it (``body``), and makes the later legs' events read as
    the first's (``rewrite``)."""

    def __init__(
        self,
        api: str,
        collect: bool = False,
        prefill: str = "",
        clock: Callable[[], float] = time.monotonic,
        *,
        folds: bool = False,
    ) -> None:
        self.api = api
        codec = replies_of(api)
        if codec is None:
            raise ValueError(f"{api}'s replies are not continued")
        self.codec = codec
        self.folds = folds  # its backend reads keys as Go does (Ollama): a cap is lowered under any spelling
        self.collect = collect  # the client wants one body: the stream is read, not relayed
        self.prefill = prefill  # the client's own start of the reply (a trailing assistant message)
        self.text = ""  # what the reply added to it so far, over every leg
        self.legs = 1
        self.carried = 0  # tokens generated in the legs before this one
        self.carried_seconds = 0.0  # the seconds those legs decoded (first piece to last, each)
        self._clock = clock
        self._leg_span: list[float] = []  # when this leg's first and last pieces came, once it made one
        self.unsafe: str | None = None  # what the stream showed that a continuation would break
        self.ending = False  # the reply said it ended (a finish reason, done, stop): nothing to resume
        self._echo = prefill  # what the backend may repeat at this leg's start (llama-server does)
        self._echo_seen = ""
        self._shown = ""  # the first leg's echo of the prefill, as the client read it
        self.seen = Seen()  # what the one body needs of the events (``Replies.note``)

    @property
    def continuable(self) -> bool:
        """Whether the reply may be cut now: nothing unsafe seen, and it has not ended."""
        return self.unsafe is None and not self.ending

    def resumed(self, tokens: int) -> None:
        """A new leg starts; ``tokens``: what the legs before it generated."""
        self.legs += 1
        self.carried = tokens
        if self._leg_span:
            self.carried_seconds += self._leg_span[-1] - self._leg_span[0]
            self._leg_span = []
        self._echo, self._echo_seen = self.prefill + self.text, ""  # what this leg was given

    def upstream(self, original: Mapping[str, Any]) -> dict[str, Any]:
        """What goes to the backend for this leg: the request (``body`` from the second leg
        on), streamed, with OpenAI's counts asked for, where the client wants one body."""
        out = self.body(original) if self.legs > 1 else dict(original)
        if self.collect:
            out["stream"] = True
            self.codec.collected(out)
        return out

    def whole(self) -> dict[str, Any]:
        """The one body a client that did not stream gets: the reply's text over every leg
        (with the prefill's echo, where the backend echoed it, as its own body would have),
        in the API's unstreamed shape, with the counts summed."""
        return self.codec.whole(self.seen, self._shown + self.text)

    def body(self, original: Mapping[str, Any]) -> dict[str, Any]:
        """The request that continues the reply: the original with the text so far as the
        reply's start, its cap lowered by what was generated."""
        out = dict(original)
        self.codec.continued(out, self.text)

        def name(key: Any) -> Any:
            return go_key(key) if self.folds and isinstance(key, str) else key

        for key in list(out):
            if name(key) in _CAPS and _positive(out[key]):
                out[key] = max(1, out[key] - self.carried)
            elif name(key) == "options" and isinstance(out[key], dict):
                options = dict(out[key])
                for k in options:
                    if name(k) == "num_predict" and _positive(options[k]):
                        options[k] = max(1, options[k] - self.carried)
                out[key] = options
        return out

    # --- events ----------------------------------------------------------------------

    def event(self, payload: bytes) -> bytes | None:
        """One event's JSON payload as the client should read it (None: drop it). Reads its
        text; on a later leg, rewrites it into the first leg's reply. A backend's event is
        read, never trusted: one of a shape it cannot read passes as it came, and the reply
        is no longer suspended (its continuation could not be made right)."""
        try:
            obj = jsoncodec.loads(payload)
        except ValueError:
            return payload
        if not isinstance(obj, dict):
            return payload
        try:
            return self._event(obj, payload)
        except Exception:  # noqa: BLE001 - any shape at all: the relay must go on
            self.unsafe = "an event of a shape it cannot read"
            return payload

    def _event(self, obj: dict[str, Any], payload: bytes) -> bytes | None:
        piece, where, unsafe = self.codec.piece(obj)
        self.unsafe = self.unsafe or unsafe  # the first thing shown that a continuation would break
        if self.codec.ends(obj):
            self.ending = True
        added = self._unecho(piece) if piece is not None else None  # what the reply added to its start
        if self.legs > 1:
            if added is not None and where is not None:
                where[0][where[1]] = added  # the client read the echo (and the text before) already
            if self.codec.drop(obj, added):
                return None
            self._as_first(obj)
        else:
            if piece is not None and added is not None:
                self._shown += piece[: len(piece) - len(added)]  # the first leg reaches the client as it came
            if self.seen.id is None:
                self.seen.id, self.seen.created = obj.get("id"), obj.get("created")
        if added:
            self.text += added
            now = self._clock()
            self._leg_span = [self._leg_span[0] if self._leg_span else now, now]
        self.codec.note(obj, self.seen)
        changed = self.legs > 1
        return jsoncodec.dumps(obj) if changed else payload

    def _unecho(self, piece: str) -> str:
        """Take off the start of this leg what repeats the text it was given (llama-server
        sends a continued chat reply's given start back as its first piece)."""
        if not self._echo:
            return piece
        want = self._echo[len(self._echo_seen) :]
        if piece.startswith(want):
            self._echo = ""
            return piece[len(want) :]
        # a backend that echoes in pieces: a long enough piece that starts the given text
        if want.startswith(piece) and (self._echo_seen or len(piece) >= min(16, len(want))):
            self._echo_seen += piece
            return ""
        self._echo = ""  # no echo: the backend sent new text only
        return piece

    def _as_first(self, obj: dict[str, Any]) -> None:
        """A later leg's event in the first leg's terms: its id, and counts over every leg
        (prompt once: the continued text the backend counted as prompt is the reply's)."""
        if self.seen.id is not None and "id" in obj:
            obj["id"] = self.seen.id
        if self.seen.created is not None and "created" in obj:
            obj["created"] = self.seen.created
        n, seconds = self.carried, self.carried_seconds
        usage = obj.get("usage")
        if isinstance(usage, dict):
            _moved(usage, "completion_tokens", "prompt_tokens", n)
            if isinstance(usage.get("prompt_tokens"), int) and isinstance(usage.get("completion_tokens"), int):
                usage["total_tokens"] = usage["prompt_tokens"] + usage["completion_tokens"]
            details = usage.get("prompt_tokens_details")
            if isinstance(details, dict) and isinstance(cached := details.get("cached_tokens"), int):
                # the partial reply came from the cache, and is not prompt: cached <= prompt
                prompt = usage.get("prompt_tokens")
                details["cached_tokens"] = max(0, min(cached - n, prompt if isinstance(prompt, int) else cached))
        # Ollama's last piece: the partial reply it read again was the reply's, and the
        # earlier legs' decoding is the reply's too
        _moved(obj, "eval_count", "prompt_eval_count", n)
        for key in ("eval_duration", "total_duration"):
            if isinstance(obj.get(key), int) and not isinstance(obj[key], bool):
                obj[key] += round(seconds * 1e9)
        if (
            obj.get("type") == "message_delta"
            and isinstance(usage, dict)
            and isinstance(usage.get("output_tokens"), int)
        ):
            usage["output_tokens"] += n  # Anthropic's counts: the output over every leg (input was the first's)
        _moved(obj, "tokens_predicted", "tokens_evaluated", n)  # llama.cpp's last event
        timings = obj.get("timings")  # llama-server's: the tokens are the reply's, the times the last leg's
        if isinstance(timings, dict):
            _moved(timings, "predicted_n", "cache_n", n)  # the partial reply came from its cache
            ms, count = timings.get("predicted_ms"), timings.get("predicted_n")
            if isinstance(ms, (int, float)) and isinstance(count, int) and not isinstance(ms, bool):
                ms += seconds * 1000.0  # every leg's decoding; the rates from the sums
                timings["predicted_ms"] = ms
                if count > 0 and ms > 0:
                    timings["predicted_per_token_ms"] = ms / count
                    timings["predicted_per_second"] = 1000.0 * count / ms


def _positive(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v > 0


def _moved(counts: dict[str, Any], out_key: str, prompt_key: str, n: int) -> None:
    """``n`` tokens the backend counted as prompt were generated by an earlier leg."""
    out, prompt = counts.get(out_key), counts.get(prompt_key)
    if isinstance(out, int) and not isinstance(out, bool):
        counts[out_key] = out + n
    if isinstance(prompt, int) and not isinstance(prompt, bool):
        counts[prompt_key] = max(0, prompt - n)
