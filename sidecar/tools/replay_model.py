"""What the replay backend replays (``replay_backend``): its settings, the reply lengths it
serves for a prompt (``Lengths``: real models' answers from the corpora, or a log-normal),
a served model's state, and the start of a reply a request gives to be continued."""

from __future__ import annotations

import hashlib
import math
import random
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sidecar.prediction.features import Conversation
from sidecar.reader.reader import reader_text


@dataclass
class Settings:
    api: str = "llama"  # llama | ollama
    models: dict[str, str] = field(default_factory=lambda: {"replay": ""})  # served name -> answering model ("": mean)
    slots: int = 1
    ctx: int = 4096
    kv: int | None = None  # tokens across a model's slots (default slots * ctx)
    prefill: float = 600.0  # prompt tokens a second
    decode: float = 30.0  # reply tokens a second, one slot alone
    batching: float = 0.7  # aggregate decode with k running: decode * k ** batching
    max_loaded: int = 1
    load_seconds: float = 3.0
    speed: float = 1.0
    lengths: str = "data"  # data | lognormal:MU,SIGMA
    data_root: str | None = None
    prompt_cache: int = 64  # replies whose prompt and decoded tokens stay cached (0: none)


class Lengths:
    """Reply tokens for (served model, prompt text)."""

    def __init__(self, spec: str, models: dict[str, str], data_root: Path | None) -> None:
        self.models = models
        self.found = self.missed = 0
        self.mu, self.sigma = 5.3, 1.0
        self.table: dict[str, dict[str, float]] = {}  # read text -> answering model -> tokens
        kind, _, arg = spec.partition(":")
        if kind == "lognormal":
            self.mu, self.sigma = (float(x) for x in arg.split(","))
        elif kind == "data":
            self._load(data_root)
        elif kind == "sources" and arg:
            self._load(data_root, arg.split(","))
        else:
            raise SystemExit(f"unknown lengths {spec!r}: data | sources:SPEC,SPEC | lognormal:MU,SIGMA")

    def _load(self, data_root: Path | None, specs: list[str] | None = None) -> None:
        from sidecar.tools import corpora_dir
        from sidecar.training.dataset import sample_table
        from sidecar.training.formats import ReadReport
        from sidecar.training.pipeline import DEFAULT_SOURCES, read_sources
        from sidecar.training.text import WordIndex

        index = WordIndex()
        read = read_sources(specs or DEFAULT_SOURCES, data_root or corpora_dir(), ReadReport(), None, index)
        t = sample_table(read, index)
        for i in range(len(t)):
            if t.X[i, 2] == 1 and t.read[i] is not None:  # first turns: what a burst's requests are
                self.table.setdefault(t.read[i], {})[str(t.answerer[i])] = float(t.tokens[i])

    def __call__(self, model: str, conv: Conversation) -> int:
        answers = self.table.get(reader_text(conv))
        if answers:
            self.found += 1
            who = self.models.get(model, "")
            if who in answers:
                return max(1, round(answers[who]))
            return max(1, round(math.exp(sum(math.log(v) for v in answers.values()) / len(answers))))
        self.missed += 1
        seed = hashlib.sha256(f"{model}\n{reader_text(conv)}".encode()).digest()
        return max(1, round(random.Random(seed).lognormvariate(self.mu, self.sigma)))


@dataclass
class Model:
    name: str
    running: int = 0
    kv_used: int = 0
    loaded_at: float = 0.0
    used_at: float = 0.0


PIECES = re.compile(r"(?:t\d+ )+$")  # a replayed reply's text, as the end of what a request gives


@dataclass(frozen=True)
class Start:
    """The start of a reply a request gives to be continued: its text and its pieces."""

    text: str = ""
    count: int = 0


@dataclass(frozen=True)
class Sized:
    model: str
    info: Any  # apis.parse.RequestInfo
    prompt: int  # tokens of the original prompt (without a given start)
    n: int  # tokens this request replies
    truncated: bool
    start: Start  # a reply it continues
    key: bytes  # the original request's, for the prompt cache


def continued(path: str, body: dict) -> tuple[Start, dict]:
    """The start of a reply ``body`` gives to be continued (a chat's trailing assistant
    message, a completion prompt's trailing pieces), and the body without it."""
    msgs = body.get("messages")
    if isinstance(msgs, list) and msgs and isinstance(msgs[-1], dict) and msgs[-1].get("role") == "assistant":
        text = msgs[-1].get("content")
        if isinstance(text, str) and PIECES.fullmatch(text):
            return Start(text, text.count(" ")), {**body, "messages": msgs[:-1]}
    prompt = body.get("prompt")
    if path not in ("/api/chat", "/v1/chat/completions") and isinstance(prompt, str):
        m = PIECES.search(prompt)
        if m is not None and m.start() > 0:
            return Start(m.group(0), m.group(0).count(" ")), {**body, "prompt": prompt[: m.start()]}
    return Start(), body
