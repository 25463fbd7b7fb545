"""The background tasks of the most used clients, known on first sight (``KnownClients``).

A chat UI sends its title, tags and follow-up tasks after every chat, an editor its commit
messages; the shape memory (``prediction.shapes``) learns each template's reply length
from its first replies. What it would learn of the most used clients' default templates is
shipped here, as data: each template's fixed parts as fingerprints, with the reply length
its own constraints imply and where it was read (repository, path, commit). What a
deployment learns overrides it (the shape memory's estimate joins on top), and a template
whose replies break what it claims stops being believed (``prediction.claims``).

Fingerprints are digests, never text: of a message's first two and last two non-empty
lines (folded: lower case, runs of white space as one), ``h:`` and ``t:`` before them, a
BLAKE2b of 8 bytes in hex. A client fills its template's variables (the pasted history, the
user's text) into some lines; the lines without one are the same in every request it sends,
and those are the fingerprints (``devtools/client_fingerprints.py`` computes them from a
template file; the shipped table, ``model/clients.json``, holds digests and numbers only). Looked
up for the system message and the final user message: four digests of at most a few
hundred characters each, whatever the prompt's size.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

import sidecar.model as model
from sidecar.errors import ModelError
from sidecar.prediction.features import Conversation

SHIPPED = Path(model.__file__).with_name("clients.json")  # package data, beside the length model
EDGE_CHARS = 1000  # of a message's head and tail: where its first and last two lines are looked for


@dataclass(frozen=True)
class Known:
    """A known client's template: the reply length it implies."""

    tokens: float
    sigma: float
    source: str  # "client task: repository path @ commit"


def fold(line: str) -> str:
    return " ".join(line.lower().split())


def _lines(text: str, head: bool) -> list[str]:
    """The first (``head``) or last two non-empty lines of ``text``, folded; of its edge
    window, the last non-empty line dropped when the window cuts the text (it may not be
    whole). Lines are folded only until three are found: blank runs cost a split."""
    part = text[:EDGE_CHARS] if head else text[-EDGE_CHARS:]
    pieces = part.split("\n")
    if not head:
        pieces.reverse()
    found: list[str] = []
    for x in pieces:
        if x and not x.isspace():
            found.append(fold(x))
            if len(found) == 3:
                break
    if len(text) > EDGE_CHARS and len(found) < 3:
        found = found[:-1]  # the line nearest the edge is the last non-empty one
    found = found[:2]
    return found if head else found[::-1]


def digest(kind: str, lines: list[str]) -> str:
    return hashlib.blake2b(f"{kind}:{chr(10).join(lines)}".encode(), digest_size=8).hexdigest()


def anchors(text: str) -> list[str]:
    """A message's fingerprints: of its first two lines and of its last two."""
    out = []
    for kind, head in (("h", True), ("t", False)):
        lines = _lines(text, head)
        if len(lines) == 2:
            out.append(digest(kind, lines))
    return out


class KnownClients:
    """The shipped table of known templates: fingerprint -> what it implies."""

    def __init__(self, table: dict[str, Known]) -> None:
        self.table = table

    @classmethod
    def load(cls, path: Path) -> KnownClients:
        try:
            obj = json.loads(path.read_text())
            table = {}
            for t in obj["templates"]:
                known = Known(float(t["tokens"]), float(t["sigma"]), f"{t['client']} {t['task']}: {t['source']}")
                for a in t["anchors"]:
                    table[str(a)] = known
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise ModelError(f"{path} is not a table of known clients: {exc}") from exc
        return cls(table)

    @classmethod
    def shipped(cls) -> KnownClients:
        return cls.load(SHIPPED)

    def match(self, conv: Conversation) -> Known | None:
        """The known template a request was made from, if its system message or its final
        user message carries one's fingerprint."""
        if not self.table:
            return None
        system = next((t for r, t in conv.messages if r == "system"), "")
        user = next((t for r, t in reversed(conv.messages) if r == "user"), "")
        for text in (system, user):
            if text:
                for a in anchors(text):
                    known = self.table.get(a)
                    if known is not None:
                        return known
        return None
