"""Parsers that turn conversation logs into training samples.

Every parser yields :class:`Sample` objects: the request as the sidecar would have seen it
(everything before one assistant turn), the length of that assistant turn in tokens, and
where it came from. Each assistant turn of a multi-turn conversation is one sample.

Bad input never aborts a run and is never dropped silently: parsers record every line
they could not use in a :class:`ReadReport` (file, line number, reason), which
``sidecar train`` prints.

Token counts: exact where the source has them (the sidecar's traffic log, ``token_len``
fields, ``actual_output_tokens`` columns); otherwise :func:`approx_tokens`, one documented
deterministic rule that needs no tokenizer download.
"""

from __future__ import annotations

import csv
import gzip
import io
import itertools
import json
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from sidecar.prediction.features import FEATURE_VERSION, NUM_FEATURES, Conversation


def approx_tokens(text: str) -> int:
    """Approximate token count: UTF-8 bytes / 4, at least 1.

    Close to BPE tokenizers on English prose (about 4 bytes a token) and a little low on
    code and Cyrillic. Labels are centred per source and answering model before training,
    so a constant error in this rate cancels; only its consistency matters.
    """
    return max(1, round(len(text.encode("utf-8", "surrogatepass")) / 4))


def approx_tokens_from_chars(chars: int) -> int:
    """The same rule when only a character count survives (4 chars a token)."""
    return max(1, round(chars / 4))


@dataclass(slots=True)
class Sample:
    """One assistant turn and the request that produced it."""

    source: str  # data set or log name; labels are centred per source
    group: str  # conversation id: a group never straddles train and test
    answerer: str  # the model (or person) that wrote the reply
    tokens: float  # reply length in tokens
    exact: bool  # True when ``tokens`` came from a tokenizer, not approx_tokens
    conv: Conversation | None = None
    features: list[float] | None = None  # precomputed (traffic log); else from conv
    lower_bound: bool = False  # reply cut at max_tokens: the full reply would be longer
    bag: object = None  # window words as ids into a text.WordIndex (set while reading)
    words_version: str | None = None  # traffic log: the word table its text_score came from
    lang: str = ""  # ISO 639-1 of the prompt where the source says it
    read: str | None = None  # what the second stage reads of the request (kept, unlike the conversation)

    def vector(self) -> list[float]:
        if self.features is not None:
            return self.features
        from sidecar.prediction.features import extract_features

        assert self.conv is not None
        return extract_features(self.conv)


@dataclass
class ReadReport:
    """Lines that could not be used, with where and why."""

    problems: list[tuple[str, int, str]] = field(default_factory=list)
    read: dict[str, int] = field(default_factory=dict)

    def bad(self, path: str | Path, line: int, reason: str) -> None:
        self.problems.append((str(path), line, reason))

    def count(self, path: str | Path, n: int = 1) -> None:
        self.read[str(path)] = self.read.get(str(path), 0) + n

    def summary(self, limit: int = 10) -> str:
        if not self.problems:
            return "no bad lines"
        lines = [f"{len(self.problems)} bad lines (first {min(limit, len(self.problems))}):"]
        lines += [f"  {p}:{n}: {why}" for p, n, why in self.problems[:limit]]
        return "\n".join(lines)


def _open_text(path: Path) -> io.TextIOBase:
    if path.suffix == ".gz":
        return io.TextIOWrapper(gzip.open(path, "rb"), encoding="utf-8", errors="replace")
    return open(path, encoding="utf-8", errors="replace")  # noqa: SIM115


def _json_lines(path: Path, report: ReadReport) -> Iterator[tuple[int, Any]]:
    """Yield (line number, parsed JSON) for a JSONL file or a JSON array file (any JSON
    value: each parser checks the shape it needs)."""
    with _open_text(path) as fh:
        head = fh.read(1)
        while head and head.isspace():
            head = fh.read(1)
        if head == "[":
            try:
                items = json.loads(head + fh.read())
            except json.JSONDecodeError as exc:
                report.bad(path, exc.lineno, f"invalid JSON array: {exc.msg}")
                return
            except RecursionError:
                report.bad(path, 1, "JSON nested too deeply")
                return
            yield from enumerate(items, 1)
            return
        for n, line in enumerate(itertools.chain([head + fh.readline()], fh), 1):
            if not line.strip():
                continue
            try:
                yield n, json.loads(line)
            except json.JSONDecodeError as exc:
                report.bad(path, n, f"invalid JSON: {exc.msg}")
            except RecursionError:
                report.bad(path, n, "JSON nested too deeply")


def _turn_samples(
    messages: list[tuple[str, str]], source: str, group: str, answerer: str, json_mode: bool = False
) -> Iterator[Sample]:
    """One sample per assistant turn that follows a user turn."""
    for i, (role, text) in enumerate(messages):
        if role == "assistant" and i > 0 and any(r == "user" for r, _ in messages[:i]):
            yield Sample(
                source,
                group,
                answerer,
                float(approx_tokens(text)),
                False,
                Conversation(tuple(messages[:i]), json_mode),
            )


_ROLE = {
    "human": "user",
    "user": "user",
    "prompter": "user",
    "gpt": "assistant",
    "assistant": "assistant",
    "bot": "assistant",
    "chatgpt": "assistant",
    "model": "assistant",
    "system": "system",
}


def _role(name: object) -> str | None:
    return _ROLE.get(str(name).lower()) if isinstance(name, str) else None


# --- generic formats ---------------------------------------------------------------------


def read_sharegpt(path: Path, report: ReadReport, source: str | None = None) -> Iterator[Sample]:
    """ShareGPT JSON or JSONL: ``{"id", "model"?, "conversations": [{"from", "value"}]}``."""
    src = source or path.stem
    for n, obj, convs in _listed(path, report, "conversations"):
        msgs = _turns(convs, "from", lambda t: v if isinstance(v := t.get("value"), str) else None)
        if msgs is None:
            report.bad(path, n, "turn without a known 'from' or a string 'value'")
        elif msgs:
            report.count(path)
            group = str(obj.get("id", f"{path.name}:{n}"))
            yield from _turn_samples(msgs, src, group, str(obj.get("model", "unknown")))


def read_openai_chat(path: Path, report: ReadReport, source: str | None = None) -> Iterator[Sample]:
    """OpenAI chat JSONL: ``{"messages": [{"role", "content"}, ...], "model"?}``."""
    src = source or path.stem
    for n, obj, raw in _listed(path, report, "messages"):
        msgs = _turns(raw, "role", lambda m: _content_text(m.get("content")))
        if msgs is None:
            report.bad(path, n, "message without a known 'role' or text 'content'")
        elif msgs and msgs[-1][0] == "assistant":
            report.count(path)
            yield from _turn_samples(msgs, src, f"{path.name}:{n}", str(obj.get("model", "unknown")))
        elif msgs:
            report.bad(path, n, "conversation does not end in an assistant turn")


def _listed(path: Path, report: ReadReport, key: str) -> Iterator[tuple[int, dict, list]]:
    """(line number, object, its ``key`` list) for each JSON line that has one; the others
    are reported bad."""
    for n, obj in _json_lines(path, report):
        items = obj.get(key) if isinstance(obj, dict) else None
        if isinstance(items, list):
            yield n, obj, items
        else:
            report.bad(path, n, f"no '{key}' list")


def _turns(items: list, role_key: str, text: Callable[[dict], str | None]) -> list[tuple[str, str]] | None:
    """A conversation's turns as (role, text); None if one is not an object with a known
    role under ``role_key`` and a text."""
    out = []
    for item in items:
        role = _role(item.get(role_key)) if isinstance(item, dict) else None
        said = text(item) if isinstance(item, dict) else None
        if role is None or said is None:
            return None
        out.append((role, said))
    return out


def _content_text(content: object) -> str | None:
    """Message content as text: a string, an Arena-style ``{"answer": ...}``, or parts."""
    if isinstance(content, str):
        return content
    if isinstance(content, dict) and isinstance(content.get("answer"), str):
        return content["answer"]
    if isinstance(content, list):
        return "".join(t for p in content if isinstance(p, dict) and isinstance(t := p.get("text"), str))
    return None


def read_ollama_pairs(path: Path, report: ReadReport, source: str | None = None) -> Iterator[Sample]:
    """Ollama request/response JSONL: ``{"request": {...}, "response": {...}}``.

    The request is an /api/chat or /api/generate body; the response is the final
    (``done: true``) object, whose ``eval_count`` is an exact token count.
    """
    from sidecar.apis import AdapterError, parse_request

    src = source or path.stem
    for n, obj in _json_lines(path, report):
        req = obj.get("request") if isinstance(obj, dict) else None
        resp = obj.get("response") if isinstance(obj, dict) else None
        if not isinstance(req, dict) or not isinstance(resp, dict):
            report.bad(path, n, "needs 'request' and 'response' objects")
            continue
        api = "ollama-chat" if "messages" in req else "ollama-generate"
        try:
            info = parse_request(api, req, strict=True)
        except AdapterError as exc:
            report.bad(path, n, f"request: {exc}")
            continue
        count = resp.get("eval_count")
        if isinstance(count, int) and count > 0:
            tokens, exact = float(count), True
        else:
            text = resp.get("response") or (resp.get("message") or {}).get("content")
            if not isinstance(text, str):
                report.bad(path, n, "response has neither eval_count nor text")
                continue
            tokens, exact = float(approx_tokens(text)), False
        report.count(path)
        yield Sample(src, f"{path.name}:{n}", info.model or "unknown", tokens, exact, info.conversation)


def read_prompt_csv(path: Path, report: ReadReport, source: str | None = None) -> Iterator[Sample]:
    """CSV with a ``prompt`` column and a ``response`` column or a token-count column
    (``output_tokens``, ``actual_output_tokens``, ``response_tokens``)."""
    src = source or path.stem
    with _open_text(path) as fh:
        reader = csv.DictReader(fh)
        fields = set(reader.fieldnames or ())
        count_col = next((c for c in ("output_tokens", "actual_output_tokens", "response_tokens") if c in fields), None)
        if "prompt" not in fields or (count_col is None and "response" not in fields):
            report.bad(path, 1, "needs a 'prompt' column and a 'response' or token-count column")
            return
        for n, row in enumerate(reader, 2):
            prompt = row.get("prompt")
            if not prompt:
                report.bad(path, n, "empty prompt")
                continue
            if count_col is not None:
                try:
                    tokens, exact = float(row[count_col]), True
                except (TypeError, ValueError):
                    report.bad(path, n, f"{count_col} is not a number")
                    continue
            else:
                tokens, exact = float(approx_tokens(row.get("response") or "")), False
            if tokens <= 0:
                report.bad(path, n, "non-positive length")
                continue
            report.count(path)
            yield Sample(
                src,
                f"{path.name}:{n}",
                str(row.get("model") or "unknown"),
                tokens,
                exact,
                Conversation.from_prompt(prompt),
            )


_MARKER = re.compile(r"^\s*(Human|User|Prompter|Assistant|AI|Bot|System)\s*:\s?", re.IGNORECASE | re.MULTILINE)
_INST = re.compile(r"\[INST\](.*?)\[/INST\]", re.DOTALL)


def split_role_text(text: str) -> list[tuple[str, str]]:
    """Split dialogue text with ``Human:``/``Assistant:`` markers or Llama-2 ``[INST]`` tags."""
    if "[INST]" in text:
        msgs: list[tuple[str, str]] = []
        pos = 0
        for m in _INST.finditer(text):
            if msgs:
                msgs.append(("assistant", _strip_tags(text[pos : m.start()])))
            msgs.append(("user", m.group(1).strip()))
            pos = m.end()
        tail = _strip_tags(text[pos:])
        if msgs and tail:
            msgs.append(("assistant", tail))
        return msgs
    parts = _MARKER.split(text)
    msgs = []
    for i in range(1, len(parts) - 1, 2):
        role = {"human": "user", "prompter": "user", "ai": "assistant", "bot": "assistant"}.get(
            parts[i].lower(), parts[i].lower()
        )
        msgs.append((role, parts[i + 1].strip()))
    return msgs


def _strip_tags(s: str) -> str:
    return s.replace("<s>", "").replace("</s>", "").strip()


def read_role_text(path: Path, report: ReadReport, source: str | None = None) -> Iterator[Sample]:
    """Dialogues with role markers: JSONL whose objects have a text field (``text``,
    ``chosen``), or a plain text file with dialogues separated by blank-line triples."""
    src = source or path.stem
    if path.suffix in (".jsonl", ".json") or path.name.endswith(".jsonl.gz"):
        items: Iterable[tuple[int, object]] = _json_lines(path, report)
    else:
        with _open_text(path) as fh:
            items = list(enumerate(fh.read().split("\n\n\n"), 1))
    for n, obj in items:
        text = (
            obj
            if isinstance(obj, str)
            else (
                next((obj[k] for k in ("text", "chosen", "dialogue") if isinstance(obj.get(k), str)), None)
                if isinstance(obj, dict)
                else None
            )
        )
        if not text:
            report.bad(path, n, "no dialogue text")
            continue
        msgs = split_role_text(text)
        if not any(r == "assistant" for r, _ in msgs):
            report.bad(path, n, "no assistant turn found")
            continue
        report.count(path)
        yield from _turn_samples(msgs, src, f"{path.name}:{n}", "unknown")


def read_traffic_log(path: Path, report: ReadReport, source: str | None = None) -> Iterator[Sample]:
    """The sidecar's own traffic log: feature values and exact counts, no prompt text needed.

    A reply cut at the client's ``max_tokens`` keeps its observed count as a lower-bound
    label: that count is the work the backend did, which is what the scheduler orders by,
    and dropping such replies would hide exactly the long jobs (a small model that runs
    to the cap on most prompts would leave almost nothing to learn from).

    Lines written with ``log_prompts: true`` carry the messages: those are read as text
    (features recomputed, so the word table behind ``text_score`` can be refitted)."""
    src = source or "traffic"
    for n, obj in _json_lines(path, report):
        if not isinstance(obj, dict):
            report.bad(path, n, "not a JSON object")
            continue
        if obj.get("status") != "ok" or obj.get("prompt_only"):
            continue  # errors, cancellations and embeddings say nothing about reply length
        if obj.get("feature_version") != FEATURE_VERSION:
            report.bad(path, n, f"feature_version {obj.get('feature_version')} != {FEATURE_VERSION}")
            continue
        feats, out = obj.get("features"), obj.get("output_tokens")
        if not (isinstance(feats, list) and len(feats) == NUM_FEATURES and isinstance(out, int)) or out <= 0:
            report.bad(path, n, "needs 21 features and a positive output_tokens")
            continue
        conv = None
        if "messages" in obj:
            msgs = obj["messages"]
            if not (
                isinstance(msgs, list)
                and all(isinstance(m, list) and len(m) == 2 and all(isinstance(x, str) for x in m) for m in msgs)
            ):
                report.bad(path, n, "messages must be [role, text] pairs")
                continue
            conv = Conversation(tuple((r, t) for r, t in msgs), bool(obj.get("json_mode")))
        report.count(path)
        yield Sample(
            src,
            str(obj.get("request_id", n)),
            str(obj.get("model", "unknown")),
            float(out),
            True,
            conv,
            None if conv else [float(x) for x in feats],
            lower_bound=bool(obj.get("truncated")),
            words_version=obj.get("words_version"),
        )


def read_oasst_trees(path: Path, report: ReadReport, source: str | None = None) -> Iterator[Sample]:
    """Open-Assistant message trees, one tree a line (``role: prompter/assistant``, nested
    ``replies``): every path from the root to an assistant reply is one sample."""
    src = source or "oasst"

    def walk(node: dict, history: list[tuple[str, str]], tree: str) -> Iterator[Sample]:
        role = "user" if node.get("role") == "prompter" else "assistant"
        text = node.get("text") or ""
        here = [*history, (role, text)]
        if role == "assistant" and history and history[-1][0] == "user":
            yield Sample(src, tree, "human", float(approx_tokens(text)), False, Conversation(tuple(history)))
        for child in node.get("replies") or []:
            if isinstance(child, dict):
                yield from walk(child, here, tree)

    for n, obj in _json_lines(path, report):
        if not isinstance(obj, dict) or not isinstance(obj.get("replies"), list):
            report.bad(path, n, "not a message tree (no replies list)")
            continue
        report.count(path)
        yield from walk(obj, [], f"{src}:{obj.get('message_id', n)}")


def read_inst_parquet(path: Path, report: ReadReport, source: str | None = None) -> Iterator[Sample]:
    """A parquet file whose ``text`` column holds dialogues with role markers or Llama-2
    ``[INST]`` tags (needs pyarrow, the ``train`` extra)."""
    import pyarrow.parquet as pq

    src = source or path.stem
    for n, text in enumerate(pq.read_table(path, columns=["text"]).column("text").to_pylist(), 1):
        msgs = split_role_text(text or "")
        if not any(r == "assistant" for r, _ in msgs):
            report.bad(path, n, "no dialogue with an assistant turn")
            continue
        report.count(path)
        yield from _turn_samples(msgs, src, f"{src}:{n}", "unknown")


class Parser(Protocol):
    def __call__(self, path: Path, report: ReadReport, source: str | None = None) -> Iterator[Sample]: ...


@dataclass(frozen=True)
class Format:
    """A conversation file format: its parser and the rule that recognises a file of it
    (from its name and the first 4 KiB of its text; None for a binary file)."""

    name: str
    read: Parser
    sniff: Callable[[Path, str | None], bool]
    looks_like: str  # for the message that lists what was tried


def _has(*keys: str) -> Callable[[Path, str | None], bool]:
    return lambda path, head: head is not None and all(f'"{k}"' in head for k in keys)


# In the order they are tried: the first whose rule matches reads the file. The more
# specific rules come first (a traffic log line also has "messages"-free objects; an
# Open-Assistant tree also has "text").
FORMATS: dict[str, Format] = {
    f.name: f
    for f in (
        Format(
            "traffic", read_traffic_log, _has("feature_version"), 'JSONL with "feature_version" (sidecar traffic log)'
        ),
        Format("sharegpt", read_sharegpt, _has("conversations"), 'JSON/JSONL with "conversations"'),
        Format("oasst", read_oasst_trees, _has("role", "replies"), 'JSONL message trees with "role" and "replies"'),
        Format("ollama", read_ollama_pairs, _has("request", "response"), 'JSONL with "request" and "response"'),
        Format("openai", read_openai_chat, _has("messages"), 'JSONL with "messages"'),
        Format("csv", read_prompt_csv, lambda path, head: path.suffix == ".csv", "a .csv file"),
        Format("parquet", read_inst_parquet, lambda path, head: path.suffix == ".parquet", "a .parquet file"),
        Format(
            "text",
            read_role_text,
            lambda path, head: (
                path.suffix == ".txt" or (head is not None and bool(_MARKER.search(head) or "[INST]" in head))
            ),
            "a .txt file, or text with role markers (User:, Assistant:, [INST])",
        ),
    )
}


def sniff_format(path: Path) -> str:
    """The name of the first format in ``FORMATS`` that recognises ``path``; a
    ``UsageError`` that lists every format tried when none does."""
    from sidecar.errors import UsageError

    head: str | None
    if path.suffix in (".parquet",):
        head = None
    else:
        with _open_text(path) as fh:
            head = fh.read(4096)
        if "\x00" in head:
            head = None
    for fmt in FORMATS.values():
        if fmt.sniff(path, head):
            return fmt.name
    tried = "; ".join(f"{f.name}: {f.looks_like}" for f in FORMATS.values())
    raise UsageError(f"{path}: not a conversation format this reads (tried {tried}); name one as FORMAT:{path}")
