"""What a request's own words say of its reply's length (``read_stated``).

The background tasks that chat UIs, editors and agents send (a chat's title, its tags,
follow-up suggestions, a search query, an autocompletion, a commit message, a label) say
how long their reply is: "a concise, 3-5 word title", "1-3 tags as JSON", "reply with the
one-line commit message only", "answer yes or no". The length model, trained on chat
questions, reads them as the long answers their pasted conversations look like. This
module reads what they ask for, wherever the client put it:

- **Where the task is.** In the system message (a short one: a long system prompt is an
  agent's or a persona's, whose "be concise" is no size), in the final user message read
  apart from the material it hands over (markdown sections under a heading that names
  material, "### Chat History:", "# Diffs:", "Context:"; XML-like wrappers,
  ``<chat_history>...</chat_history>``; fenced blocks; text between rules; and otherwise
  the split the length model makes, ``features.split_material``), and, in a few-shot
  template (the task in the first turn, short examples after it), the first user message.
- **What size it asks for, as a directive.** A statement counts only where it governs the
  reply: after a verb that asks for output ("answer", "reply", "return", "generate",
  "write"), with a size preposition ("in one word", "within 10 characters", "at most 80
  characters", "5 words or fewer"), as a range ("3-5 word title", "1-3 tags") or in a
  few words' instruction. Kinds: counts of units (words, sentences, lines, paragraphs,
  characters, items, tags, questions, queries; "四到五个字", "не более 10 слов", "3 à 5
  mots"), a single word, yes or no, a number, a label out of a list, one line, one
  sentence, an emoji, and things to produce whose size is known (a title, tags, follow-up
  questions, search queries, an autocompletion, a commit message), and the JSON shape the
  output must take (``{ "title": "..." }``: the example is the reply's size).
- **Not where it is something else.** The same words inside a programming problem ("print
  YES or NO", "output a single integer"), beside code, or inside a long request that also
  asks for an explanation or a program describe the program's output or a part of a long
  answer: they are not read.
- **Replies short by what is asked** (``prediction.brief``): a short form asked for by name
  in the final instruction (a haiku, a limerick, a tweet, a slogan, times how many), and a
  whole message that only thanks or greets or asks one short factual question.
- **Fill-in-the-middle.** A suffix sent apart (Ollama's and OpenAI's ``suffix``,
  llama-server's ``/infill``) or the FIM tokens of the common code models at the prompt's
  ends: an editor's completion at the cursor, a few tokens to a few lines.

A size read here is a claim (``prediction.claims``): it sizes the request only while its
tenant's replies keep their claims. How replies compare with what was stated is measured on
the corpora (``experiments/stated_replay.py``). Cost: one C-level search of the message for
anything that could state a size; the regular expressions run only on the instruction's
bounded window when it could.
"""

from __future__ import annotations

import bisect
import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass

import sidecar.prediction.brief as brief
from sidecar.prediction.features import Conversation, split_material
from sidecar.prediction.sizewords import (
    ANSWERS,
    ASKED,
    AT_LEAST_WORDS,
    AT_MOST_WORDS,
    CJK_COUNT,
    CJK_COUNT_AT,
    CJK_DIGITS,
    CJK_DIRECTIVE,
    CJK_UNIT,
    CODE,
    CODE_KEYS,
    CODE_LINE,
    CODE_MARKS,
    CODE_STARTS,
    CODE_SYMBOLS,
    COUNT,
    DELIM,
    DIGIT,
    EACH,
    EXAMPLE_NAMES,
    FENCES,
    FIM_EDGE,
    FIM_MARKS,
    HEADING,
    HEADING_NAME,
    INSTRUCTION_NAMES,
    JSON_SHAPE,
    LESS,
    LONG,
    LONG_CJK,
    LONG_KEYS,
    MARK_COLON,
    MARK_OPENING,
    MATERIAL_NAMES,
    MORE,
    NEGATED,
    NUMBER_TOKENS,
    NUMBER_WORDS,
    ONLY,
    ONLY_CJK,
    ONLY_KEYS,
    PHRASE_KEYS,
    PHRASES,
    PROBLEM_MARKS,
    REDUCE,
    REDUCE_STEMS,
    SENTENCE_END,
    SMALL_PART,
    SPLIT,
    SYMBOLS_OUT,
    TAG_CLOSE,
    TAG_INSTRUCTION,
    TAG_OPEN,
    TASK_KEYS,
    TASKS,
    TEX_MARKS,
    UNIT_RES,
    UNIT_WORDS,
    UNITS,
    WEAK_WORDS,
)

SYSTEM_TASK_MAX = 4000  # a longer system message is an agent's or a persona's: its size words are no task's
WINDOW = 3000  # characters of one instruction read (its head; and its last TAIL)
TAIL = 800
ANSWER_MAX = 700  # an answer kind (yes/no, a number, a word) is read in an instruction at most this long
SHORT_TURN = 300  # characters: earlier replies this short make a conversation a few-shot template


@dataclass(frozen=True)
class Stated:
    """A reply's length as the request states it."""

    tokens: float  # the reply's typical length, tokens
    sigma: float  # log spread of replies around it (per kind)
    kind: str  # what stated it (``SIGMA``'s keys)
    evidence: str  # the words that stated it, shortened (``sidecar predict``, the queue view)

    def describe(self) -> dict[str, object]:
        return {"tokens": round(self.tokens, 1), "kind": self.kind, "evidence": self.evidence}


# Log spread of replies around what each kind states: measured on the corpora's replies to
# prompts that state one, sources held out (experiments/stated_replay.py: count 1.16, line
# 1.33, sentence 1.25 there, where chat models often write past what was asked), capped at
# 1.2; kinds the corpora hardly hold (client templates' titles, tags, queries) at 0.8
SIGMA = {
    "fim": 0.9,
    "count": 1.1,
    "line": 1.2,
    "sentence": 1.2,
    "word": 0.8,
    "yes-no": 0.8,
    "number": 0.8,
    "label": 0.8,
    "title": 0.8,
    "emoji": 0.8,
    "tags": 0.8,
    "questions": 0.8,
    "queries": 0.8,
    "commit": 0.8,
    "json": 0.8,
    "autocomplete": 0.8,
    "haiku": 0.8,
    "limerick": 0.8,
    "tweet": 0.8,
    "slogan": 0.8,
    "pleasantry": 0.8,
    "factoid": 1.2,
}

FIM_TOKENS = 24.0  # what editors receive for a completion at the cursor (5-60 tokens)
FIM_LINE_TOKENS = 8.0  # ... and for one that stops at the line's end: the rest of a line of code
JSON_OVERHEAD = 8.0  # braces, quotes and a key around a short value

# A one-line reply (a stop at "\n"): about the 95th percentile of the first lines of the
# MT-Bench answers of ../shared/data (characters / 4), rounded up to a power of two; the
# APIs' bounds (``apis.bounds``) add the end token to it
LINE_TOKENS = 128
END_TOKENS = 2  # the end-of-reply token, and a newline a model may emit before it


@dataclass(frozen=True)
class _Read:
    """One instruction as read: its text (lower case), and whether its material was told
    apart by its shape (a template: headings, wrappers, fences, rules)."""

    text: str
    structured: bool


MARKS_READ = 64  # lines that could be a rule, a fence or a heading, read as such at most (then text)


def unwrap(text: str) -> tuple[str, list[str]]:
    """``text`` with each XML-like wrapper (``<name ...>...</name>``, the first closing of its
    name after it) replaced by a line break, and the contents of those that wrap
    instructions ("<instructions>", "<task>", "<format>"). One pass over the openings and one
    over the closings, paired by name: linear in the text, where one expression with a
    back-reference reads the rest of the text again from each opening left unclosed."""
    closings: dict[str, list[tuple[int, int]]] = {}
    for m in TAG_CLOSE.finditer(text):
        closings.setdefault(m.group(1), []).append((m.start(), m.end()))
    if not closings:
        return text, []
    out: list[str] = []
    kept: list[str] = []
    at = 0
    for m in TAG_OPEN.finditer(text):
        ends = closings.get(m.group(1))
        if ends is None or m.start() < at:
            continue
        i = bisect.bisect_left(ends, (m.end(), 0))
        if i == len(ends):
            continue
        close, after = ends[i]
        out += (text[at : m.start()], "\n")
        if TAG_INSTRUCTION.search(m.group(1).lower()):
            kept.append(text[m.end() : close])
        at = after
    if not out:
        return text, []
    out.append(text[at:])
    return "".join(out), kept


def instructions(text: str) -> _Read:
    """The parts of a message that ask for something, the material it hands over left out
    (see the module docstring). Bounded: at most ``WINDOW`` characters of its head and
    ``TAIL`` of its end are looked at, and in them ``MARKS_READ`` lines that could be rules,
    fences or headings; the lines between those are read as blocks."""
    if len(text) > WINDOW + TAIL:
        text = text[:WINDOW] + "\n" + text[-TAIL:]
    # wrappers: <chat_history>...</chat_history> is material, <instructions>...</instructions> is not
    wrapped = False
    if "</" in text:
        unwrapped, kept = unwrap(text)
        wrapped = unwrapped != text
        text = "\n".join([unwrapped, *kept])
    if text.count("\n") < 2 and not wrapped:
        return _Read(split_material(text)[0].lower(), False)
    out: list[str] = []
    section: str | None = None  # None: no heading yet; "instruction", "material", "example"
    fenced = ruled = False
    structured = wrapped  # material was told apart by its shape: what is left is read whole
    line_at = 0  # where the lines not yet read start
    marks = 0
    lined = "\n" + text  # (positions in it are one past the text's)
    # the first MARKS_READ lines of each kind hold the first MARKS_READ lines of both
    found = [
        (m.start(), m.end())
        for rx in (MARK_OPENING, MARK_COLON)
        for m in itertools.islice(rx.finditer(lined), MARKS_READ + 1)
    ]
    found.sort()
    for at, after in found:
        start = at if lined[at] == "\n" else lined.rfind("\n", 0, at)
        if start < line_at:
            continue  # a second mark on a line already read
        if marks == MARKS_READ:
            break
        marks += 1
        if start > line_at and not (fenced or ruled) and section not in ("material", "example"):
            out.append(text[line_at : start - 1])  # the plain lines before it, as they are
        end = text.find("\n", after - 1)
        end = len(text) if end < 0 else end
        line, line_at = text[start:end], end + 1
        stripped = line.strip()
        if DELIM.match(line):
            structured = True
            if stripped.startswith(FENCES):
                fenced = not fenced
            else:  # ---- text ----: the text between two rules is material; after them, the task
                ruled = not ruled
            section = None
            continue
        if fenced or ruled:
            continue
        if stripped and len(stripped) <= 48 and (stripped.startswith(("#", "**")) or stripped.endswith(":")):
            kind = _heading(stripped)
            if kind is not None:
                structured = True
                section = kind
                out.append(stripped)  # a heading is read: "Output:" or "JSON format:" says something
                continue
        if section not in ("material", "example"):
            out.append(line)
    if line_at <= len(text) and not (fenced or ruled) and section not in ("material", "example"):
        out.append(text[line_at:])
    joined = "\n".join(out)
    return _Read((joined if structured else split_material(joined)[0]).lower(), structured)


def _heading(line: str) -> str | None:
    """What a heading line ("### Chat History:", "**Rules:**", "Context:") opens: a section
    of material, of examples or of instructions; None when it names none of them (a line of
    code ending in a colon is no heading)."""
    m = HEADING.match(line)
    if m is None or HEADING_NAME.fullmatch(m.group(1)) is None:
        return None
    name = m.group(1).lower()
    if EXAMPLE_NAMES.search(name):
        return "example"
    if INSTRUCTION_NAMES.search(name):
        return "instruction"
    if MATERIAL_NAMES.search(name):
        return "material"
    return None


# the sentence a match sits in: what lies between it and the last sentence end before it


def _directive(text: str, start: int) -> bool:
    """Whether the words before ``start``, in its sentence (at most 80 characters back), ask
    for the reply: a verb that asks for output, or a size preposition right before it."""
    lo = max(0, start - 80)
    before = text[lo:start]
    ends = [m.end() for m in SENTENCE_END.finditer(before)]
    if ends:
        before = before[ends[-1] :]
    return ASKED.search(before) is not None or before.strip() == ""


def _count(m: re.Match[str], text: str) -> tuple[float, str, str] | None:
    """Tokens the count a match states asks for (a typical reply), its kind and its words;
    None when it is no directive (a count that describes something else, or one item of
    many: "two sentences each")."""
    qual, a, b, unit, post = m.group("qual"), m.group("a"), m.group("b"), m.group("unit"), m.group("post")
    lo = _number(a)
    hi = _number(b) if b else lo
    if lo is None or hi is None or hi < lo or hi > 20000:
        return None
    strong = (qual is not None and qual not in WEAK_WORDS) or post or b
    if not (strong or _directive(text, m.start() + (len(qual) + 1 if qual else 0))):
        return None
    if EACH.match(text, m.end()):
        return None
    found = next((u for rx, u in zip(UNIT_RES, UNITS, strict=True) if rx.fullmatch(unit)), None)
    if found is None:
        return None
    _, per, kind = found
    if per < 1.0 and (not a[0].isdigit() or hi < 5):  # "one character", "a few letters": not a size
        return None
    if b:
        n = (lo + hi) / 2.0
    elif qual in AT_LEAST_WORDS or qual in MORE:
        n = lo * 1.3
    elif qual in AT_MOST_WORDS or qual in LESS or post:
        n = lo * 0.7
    else:
        n = float(lo)
    return max(1.0, n * per), kind, m.group(0).strip()[:60]


def _number(word: str | None) -> int | None:
    if word is None:
        return None
    digits = word.replace(",", "")
    if digits.isdigit():
        return int(digits)
    return NUMBER_WORDS.get(word)


def _cjk_number(word: str | None) -> int | None:
    if word is None:
        return None
    if word.isdigit():
        return int(word)
    if word in CJK_DIGITS:
        return CJK_DIGITS[word]
    if word.startswith("十"):  # 十, 十五
        return 10 + (CJK_DIGITS.get(word[1:], 0) if len(word) > 1 else 0)
    if len(word) == 2 and word[1] == "十":  # 二十
        return CJK_DIGITS.get(word[0], 1) * 10
    return None


# characters of one instruction the expressions read, head and tail: where a task says its
# size (a template's task sections, its material set aside, fit the first; a message of
# unmarked text says what it wants at its start or its end)
READ_HEAD, READ_TAIL = 1200, 500
PLAIN_HEAD, PLAIN_TAIL = 400, 300


@dataclass(frozen=True)
class _Scan:
    """One text as the expressions read it: bounded, lower case, with its words (bytes, split
    on punctuation and hyphens) for the gates, and whether it holds CJK characters."""

    low: str
    words: frozenset[bytes]
    cjk: bool

    @classmethod
    def of(cls, low: str, structured: bool = True) -> _Scan:
        head, tail = (READ_HEAD, READ_TAIL) if structured else (PLAIN_HEAD, PLAIN_TAIL)
        if len(low) > head + tail:
            low = low[:head] + "\n" + low[-tail:]
        raw = low.encode("utf-8", "surrogatepass")
        return cls(low, frozenset(raw.translate(SPLIT).split()), not raw.isascii())

    def has(self, keys: frozenset[bytes], cjk: tuple[str, ...] = ()) -> bool:
        """Whether it holds one of ``keys``, or (CJK text) one of the substrings ``cjk``."""
        return not self.words.isdisjoint(keys) or (self.cjk and any(c in self.low for c in cjk))

    def near(
        self, keys: frozenset[bytes], cjk: tuple[str, ...] = (), before: int = 90, after: int = 60
    ) -> list[tuple[int, int]]:
        """The spans of the text around its words of ``keys`` (and CJK substrings of
        ``cjk``), merged: where an expression gated by them can match (each reads less than
        ``before`` characters before its word and ``after`` after it). Expressions search
        these spans (``Pattern.search(text, lo, hi)``: positions, word boundaries and look-
        behinds as in the whole text) instead of the whole text."""
        found = [w.decode("utf-8", "surrogatepass") for w in self.words & keys]
        if self.cjk:
            found += [c for c in cjk if c in self.low]
        spans = []
        for w in found:
            at = self.low.find(w)
            for _ in range(4):  # a word met more often says nothing more
                if at < 0:
                    break
                spans.append((max(0, at - before), min(len(self.low), at + len(w) + after)))
                at = self.low.find(w, at + len(w))
        spans.sort()
        merged: list[tuple[int, int]] = []
        for lo, hi in spans:
            if merged and lo <= merged[-1][1]:
                merged[-1] = (merged[-1][0], max(merged[-1][1], hi))
            else:
                merged.append((lo, hi))
        return merged

    def search(self, rx: re.Pattern[str], spans: list[tuple[int, int]]) -> re.Match[str] | None:
        for lo, hi in spans:
            m = rx.search(self.low, lo, hi)
            if m is not None:
                return m
        return None


def _long(s: _Scan) -> bool:
    """Whether the text asks for something long (an explanation, a program), not merely says
    not to ("no explanation", "不要解释")."""
    for lo, hi in s.near(LONG_KEYS, LONG_CJK, before=4, after=30):
        for m in LONG.finditer(s.low, lo, hi):
            if NEGATED.search(s.low[max(0, m.start() - 16) : m.start()]) is None:
                return True
    return False


def _only(s: _Scan) -> bool:
    return s.search(ONLY, s.near(ONLY_KEYS, ONLY_CJK, before=4, after=40)) is not None


def _read(s: _Scan, answers_ok: bool, parts_ok: bool, shape_ok: bool) -> list[tuple[float, str, str]]:
    """What a scanned instruction states: (tokens, kind, words) each. ``answers_ok``:
    whether an answer kind (yes/no, a number, a word) may be read here; ``parts_ok``:
    whether a small count may (not beside a long request: a part of it); ``shape_ok``:
    whether the reply's shape may ("in one sentence", "in one line": not where code or a
    problem statement is handed over)."""
    text = s.low
    found: list[tuple[float, str, str]] = []
    if not s.words.isdisjoint(NUMBER_TOKENS) or DIGIT.search(text):
        seen: set[int] = set()
        for lo, hi in s.near(UNIT_WORDS, before=70, after=40):
            for m in COUNT.finditer(text, lo, hi):
                if m.start() in seen:
                    continue
                seen.add(m.start())
                got = _count(m, text)
                if got is not None and (answers_ok or got[1] not in ANSWERS) and (parts_ok or got[0] >= SMALL_PART):
                    found.append(got)
    if s.cjk:
        for c in _cjk_counts(text):
            near = text[max(0, c.start() - 6) : c.end() + 6]
            first, last = _cjk_number(c.group(1)), _cjk_number(c.group(2))
            if first is None or not (c.group(2) or CJK_DIRECTIVE.search(near)):
                continue
            per, kind = CJK_UNIT[c.group(3)]
            n = (first + last) / 2.0 if last is not None and last >= first else float(first)
            if parts_ok or n * per >= SMALL_PART:
                found.append((max(1.0, n * per), kind, c.group(0)[:60]))
    for (rx, tokens, kind), (keys, cjk) in zip(PHRASES, PHRASE_KEYS, strict=True):
        shape = kind in ("sentence", "line")
        if not (answers_ok or (shape and shape_ok)):
            continue
        hit = s.search(rx, s.near(keys, cjk))
        if hit is None or EACH.match(text, hit.end()):  # "one line per month": one part of many
            continue
        if shape or kind == "emoji" or _directive(text, hit.start()) or ONLY.search(hit.group(0)):
            found.append((tokens, kind, hit.group(0).strip()[:60]))
    return found


def _cjk_counts(text: str) -> Iterator[re.Match[str]]:
    """``CJK_COUNT.finditer(text)``, tried only where ``CJK_COUNT_AT`` says one can start."""
    at = 0
    while (c := CJK_COUNT_AT.search(text, at)) is not None:
        m = CJK_COUNT.match(text, c.start())
        if m is None:
            at = c.start() + 1
        else:
            yield m
            at = m.end()


def _tasks(s: _Scan) -> list[tuple[float, str, str]]:
    out = []
    for (rx, tokens, kind), (keys, cjk) in zip(TASKS, TASK_KEYS, strict=True):
        m = s.search(rx, s.near(keys, cjk, before=130, after=40))
        if m is not None:
            out.append((tokens, kind, m.group(0).strip()[:60]))
    return out


def _coded(s: _Scan) -> bool:
    """Whether the text is or holds code, or a programming problem's statement: code symbols
    past ``CODE_SYMBOLS`` of it, or a line that starts as code does, a formula, the sections
    of a problem statement."""
    raw = s.low.encode("utf-8", "surrogatepass")
    if len(raw.translate(None, SYMBOLS_OUT)) > CODE_SYMBOLS * max(1, len(s.low)):  # only the symbols are left
        return True
    if s.words.isdisjoint(CODE_KEYS) and "\\" not in s.low and "≤" not in s.low and "test case" not in s.low:
        return False
    low = s.low  # (an expression runs only where a character it needs is there: a search by
    # the string's own method costs a fraction of the expression's)
    if low.startswith(CODE_STARTS) or any(m in low for m in CODE_MARKS):
        return True
    if ("\\" in low and any(m in low for m in TEX_MARKS)) or any(m in low for m in PROBLEM_MARKS):
        return True
    if ("\n" in low or ";" in low or "{" in low or "}" in low) and CODE_LINE.search(low) is not None:
        return True
    return ("def " in s.low or "import " in s.low) and CODE.search(s.low) is not None


def fim(conv: Conversation) -> bool:
    """Whether the request asks to fill in the middle: a suffix sent apart, or a prompt that
    opens or closes with a code model's FIM tokens."""
    if conv.fim:
        return True
    text = next((t for r, t in reversed(conv.messages) if r == "user"), "")
    if "<" not in text and "[" not in text:
        return False
    edges = text[:FIM_EDGE] + "\n" + text[-FIM_EDGE:] if len(text) > 2 * FIM_EDGE else text
    return any(mark in edges for mark in FIM_MARKS)


def _task_texts(conv: Conversation) -> list[_Read]:
    """Where the task can be: short system messages (the first and the last: a task text is
    read at most four times a request), the final user message's instruction, and, in a
    conversation whose earlier replies are all short (a few-shot template: the task in the
    first turn, examples after it), the first user message."""
    msgs = conv.messages
    systems = [t for r, t in msgs if r == "system" and len(t) <= SYSTEM_TASK_MAX]
    if len(systems) > 2:  # the first (a client's task) and the last (the one nearest the turn)
        systems = [systems[0], systems[-1]]
    out = [_Read(t.lower(), True) for t in systems]
    users = [t for r, t in msgs if r == "user"]
    replies = [t for r, t in msgs if r == "assistant"]
    if len(users) >= 2 and replies and all(len(t) <= SHORT_TURN for t in replies):
        out.append(_Read(users[0][: WINDOW + TAIL].lower(), True))
    if users:
        out.append(instructions(users[-1]))
    return out


def read_stated(conv: Conversation) -> Stated | None:
    """What the request's words say of its reply's length, or None when they say nothing."""
    if fim(conv):
        return Stated(FIM_TOKENS, SIGMA["fim"], "fim", "fill in the middle")
    counts: list[tuple[float, str, str]] = []
    tasks: list[tuple[float, str, str]] = []
    shape: re.Match[str] | None = None
    only = reduce = False
    message = next((t for r, t in reversed(conv.messages) if r == "user"), "")
    # code or a problem statement handed over: its "yes or no" is its program's
    coded = bool(message) and _coded(
        _Scan.of(
            message.lower() if len(message) <= 2 * READ_HEAD else (message[:READ_HEAD] + message[-READ_TAIL:]).lower()
        )
    )
    parts = _task_texts(conv)
    for i, part in enumerate(parts):
        scan = _Scan.of(part.text, part.structured)
        text = scan.low
        code = _coded(scan)
        if not part.structured and code:
            continue  # the instruction itself is code or a programming problem
        is_only = _only(scan)
        long = _long(scan)
        # an answer kind governs the reply in a short instruction, or with "only", and not
        # beside a long request (an explanation, a program) or a problem statement
        plain = not ((coded and not part.structured) or code)
        answers_ok = (is_only or (len(text) <= ANSWER_MAX and not long)) and plain
        counts += _read(scan, answers_ok, is_only or not long, plain)
        tasks += _tasks(scan)
        if i == len(parts) - 1 and message and not long and plain and scan.has(brief.FORM_KEYS, brief.FORM_CJK):
            tasks += brief.forms(text, scan.near(brief.FORM_KEYS, brief.FORM_CJK, before=0, after=24))
        if shape is None and b"json" in scan.words and ("{" in text or "[" in text) and not coded:
            shape = JSON_SHAPE.search(text)
        only = only or is_only
        reduce = reduce or (any(w in text for w in REDUCE_STEMS) and REDUCE.search(text) is not None)
    if message and not coded and not tasks:
        if brief.pleasantry(message):
            tasks.append((brief.PLEASANTRY_TOKENS, "pleasantry", message.strip()[:60]))
        elif brief.factoid(message):
            tasks.append((brief.FACTOID_TOKENS, "factoid", message.strip()[:60]))
    if not counts and not tasks and shape is None:
        return None
    answers = [c for c in counts if c[1] in ANSWERS]
    if answers:  # the reply is the answer asked for: the smallest such
        tokens, kind, words = min(answers, key=lambda c: c[0])
    elif counts:  # a count about the task's own unit wins over the task ("3-5 word title": the words)
        tokens, kind, words = (min if reduce else max)(counts, key=lambda c: c[0])
    elif tasks:
        tokens, kind, words = max(tasks, key=lambda c: c[0])
    else:
        tokens, kind, words = 0.0, "json", ""
    if shape is not None:
        literal = shape.group(1)
        example = len(literal) / 3.0
        tokens = max(example, tokens + JSON_OVERHEAD) if tokens else example
        words = words or literal[:60]
    sigma = SIGMA.get(kind, 0.7)
    if not only and shape is None and kind in ("count", "sentence", "line", "word", "number", "label", "yes-no"):
        # no "only": a model may add a sentence or two around what was asked
        tokens, sigma = tokens * 1.3 + 4.0, sigma + 0.1
    return Stated(max(1.0, tokens), sigma, kind, words)
