"""The 21 lexical features the length predictor reads.

This module is the only feature implementation: the proxy calls it for every scheduled
request and the training pipeline calls it for every training sample, so the two cannot
drift apart. Any change to what a feature means must bump ``FEATURE_VERSION``; models and
traffic-log lines carry the version they were made with, and a model built for another
version is refused at load time.

| #  | name              | type  | meaning                                                        |
|----|-------------------|-------|----------------------------------------------------------------|
| 0  | prompt_chars      | int   | characters in all messages, system prompt included             |
| 1  | last_user_chars   | int   | characters in the final user message                           |
| 2  | user_turns        | int   | number of user messages in the conversation                    |
| 3  | prev_reply_chars  | int   | characters of the assistant reply before the final user turn   |
| 4  | system_chars      | int   | characters of the system prompt(s)                             |
| 5  | line_count        | int   | lines in the final user message (estimated past 2 kB)          |
| 6  | code_signal       | int   | code fences plus distinct code keywords in the scan window     |
| 7  | symbol_ratio      | float | share of ``{}()[];=<>`` characters in the scan window          |
| 8  | ask_brief         | int   | distinct brevity cues ("briefly", "one word", "kurz", "简要")   |
| 9  | ask_long          | int   | distinct long-form cues ("detailed", "step by step", "essay")  |
| 10 | requested_words   | float | size asked for in numbers ("500 words", "3 sentences"), words  |
| 11 | verb_create       | int   | distinct creation verbs (write, implement, napisz, 作成)        |
| 12 | verb_explain      | int   | distinct explanation verbs (explain, describe, compare, why)   |
| 13 | verb_transform    | int   | distinct transformation verbs (summarize, translate, rewrite)  |
| 14 | closed_cues       | int   | distinct short-answer cues (classify, calculate, yes/no, who)  |
| 15 | text_score        | float | sum of the model's learned word weights over the distinct      |
|    |                   |       | words of the scan window, CJK characters counted as words      |
|    |                   |       | (0 without a word list; see below)                             |
| 16 | format_cues       | int   | list/table/JSON/outline cues, plus 2 when JSON output is forced |
| 17 | non_ascii_ratio   | float | extra UTF-8 bytes per character in the window (script proxy)   |
| 18 | lead_word         | int   | class of the message's first word: 0 other, 1 create,          |
|    |                   |       | 2 explain, 3 transform, 4 closed, 5 question word              |
| 19 | instruction_chars | int   | characters of the final user message outside its material      |
| 20 | material_chars    | int   | characters of pasted material: in the final user message (see  |
|    |                   |       | ``split_material``) plus the earlier turns' text               |

Instruction apart from material: "Summarize this in one sentence" above a long article
asks for little, "What if Columbus had not sailed?" for much. The final user message is
split into its instruction and the material it hands over (``split_material``: fenced
blocks, the text after an introducing line or label, the body between a first line and a
short last one), and the lexical scans read the instruction only: a cue
word inside the article is the article's, not the request's. The earlier turns' text is
material too (the follow-up "and shorter?" asks about it).

Cost is bounded whatever the prompt size: lengths and the line count come from C-level
``len()``/``count()``, the split from a few ``find`` calls near the message's ends, and
every lexical scan reads a window of the instruction (its first ``HEAD`` and last ``TAIL``
characters). The cue words (``sidecar.prediction.cues``) cover 23 languages, so that a request
counts the same cues whichever language it is asked in. They are found by one
``bytes.translate`` + ``split``, one set intersection with all cue words, then one small
intersection per cue family, all running in C; multi-word phrases are searched only when
one of their words is present; Chinese, Japanese and Korean cues are substrings looked
for in the window's edge only when it holds their first character; numbers are found
without a regex.

``text_score`` is the one learned feature: a linear model over which words the window
contains, fitted by the training pipeline (out of fold, so the trees never see a score
that knew the row's label) and shipped with the model as ``words.json``. It reuses the
window's word set: one set intersection with the table's words, then a lookup per word
found. The same word set (``window_words``) is what training fits on, so serving and
training cannot differ.
"""

from __future__ import annotations

import math
import string
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from sidecar.prediction import cues

FEATURE_VERSION = 5

FEATURE_NAMES: tuple[str, ...] = (
    "prompt_chars",
    "last_user_chars",
    "user_turns",
    "prev_reply_chars",
    "system_chars",
    "line_count",
    "code_signal",
    "symbol_ratio",
    "ask_brief",
    "ask_long",
    "requested_words",
    "verb_create",
    "verb_explain",
    "verb_transform",
    "closed_cues",
    "text_score",
    "format_cues",
    "non_ascii_ratio",
    "lead_word",
    "instruction_chars",
    "material_chars",
)
NUM_FEATURES = len(FEATURE_NAMES)
assert NUM_FEATURES == 21

HEAD = 768
TAIL = 256


class WordWeights(dict[bytes, float]):
    """A model's word table for ``text_score``: word -> weight, plus the words as a
    frozenset, so that finding a window's weighted words is one C-level set intersection
    (a lookup per word through ``map`` costs about four times as much). Single CJK
    characters are kept apart as ``str`` (``chars``, ``char_vocab``): they are looked up in
    the window's text, not among its split words (see ``_edge``)."""

    __slots__ = ("vocab", "chars", "char_vocab")

    def __init__(self, items: Iterable[tuple[bytes, float]] | dict[bytes, float] = ()) -> None:
        super().__init__(items)
        chars = [w for w in self if _is_cjk_char(w)]
        self.chars = {w.decode("utf-8", "surrogatepass"): self[w] for w in chars}
        self.vocab = frozenset(self).difference(chars)
        self.char_vocab = frozenset(self.chars)


@dataclass(frozen=True, slots=True)
class Conversation:
    """What the predictor sees of a request: its messages and any forced output format.

    ``messages`` is a sequence of ``(role, text)`` pairs with roles ``system``, ``user``
    and ``assistant`` (tool and other roles count towards the prompt only).
    """

    messages: tuple[tuple[str, str], ...]
    json_mode: bool = False

    @classmethod
    def from_prompt(cls, prompt: str, system: str = "", json_mode: bool = False, suffix: str = "") -> Conversation:
        """A completion prompt; ``suffix``, the text after the gap a fill-in-the-middle
        request asks to fill (a ``suffix`` turn: prompt the model reads, no instruction)."""
        msgs: tuple[tuple[str, str], ...] = ((("system", system),) if system else ()) + (("user", prompt),)
        return cls(msgs + ((("suffix", suffix),) if suffix else ()), json_mode)

    @property
    def fim(self) -> bool:
        """Whether it asks to fill the gap between its prompt and a suffix (an editor's
        completion at the cursor, sent with the suffix apart)."""
        return bool(self.messages) and self.messages[-1][0] == "suffix"

    @property
    def prompt_chars(self) -> int:
        return sum(len(text) for _, text in self.messages)

    @property
    def prompt_bytes(self) -> tuple[int, int]:
        """UTF-8 bytes in all messages, (ASCII, other): what the prompt-token estimate
        counts. Tokenizers spend a token on about four bytes of English and on one to three
        bytes of other scripts (a Japanese character: three bytes, one or two tokens), so
        the two are counted apart (``calibration``)."""
        ascii_bytes = other = 0
        for _, text in self.messages:
            raw = text.encode("utf-8", "surrogatepass")
            high = len(raw.translate(None, _ASCII))
            ascii_bytes += len(raw) - high
            other += high
        return ascii_bytes, other


_ASCII = bytes(range(128))


# --- cue vocabularies (sidecar.prediction.cues: every language in one set per family) ----------
# Compared as UTF-8 bytes: one bytes.translate + split + set turns the window into words
# in C, and each cue family is then one set intersection. Measured on this machine at
# 1.5 kB: str.translate with a dict table 98 us, the bytes path 15 us. Module globals
# (bound by _bind) rather than attributes: the hot path reads them on every request.
_CREATE: frozenset[bytes]
_EXPLAIN: frozenset[bytes]
_TRANSFORM: frozenset[bytes]
_CLOSED: frozenset[bytes]
_QUESTION: frozenset[bytes]
_POLITE: frozenset[bytes]
_BRIEF: frozenset[bytes]
_LONG: frozenset[bytes]
_FORMAT: frozenset[bytes]
_CODE: frozenset[bytes]
_SIZE_UNITS: frozenset[bytes]
_GATES: frozenset[bytes]
_ALL_CUES: frozenset[bytes]
_UNITS: dict[bytes, float]
_UNIT_PREFIXES: tuple[bytes, ...]
_PHRASES: tuple[tuple[int, bytes, str], ...]
_CJK: dict[str, tuple[tuple[str, int], ...]]
_CJK_FIRST: frozenset[str]


def _bind(v: cues.Vocabulary) -> None:
    """Serve ``v``'s cues (the variants script binds others to measure them)."""
    global _CREATE, _EXPLAIN, _TRANSFORM, _CLOSED, _QUESTION, _POLITE, _BRIEF, _LONG, _FORMAT, _CODE
    global _SIZE_UNITS, _GATES, _ALL_CUES, _UNITS, _UNIT_PREFIXES, _PHRASES, _CJK, _CJK_FIRST
    _CREATE, _EXPLAIN, _TRANSFORM, _CLOSED, _QUESTION = v.create, v.explain, v.transform, v.closed, v.question
    _POLITE, _BRIEF, _LONG, _FORMAT, _CODE, _SIZE_UNITS = v.polite, v.brief, v.long, v.format, v.code, v.size_units
    _GATES = v.gates
    _ALL_CUES = frozenset().union(
        _CREATE, _EXPLAIN, _TRANSFORM, _CLOSED, _BRIEF, _LONG, _FORMAT, _CODE, _GATES, _SIZE_UNITS
    )
    _UNITS, _UNIT_PREFIXES = v.units, tuple(v.units)
    _PHRASES, _CJK, _CJK_FIRST = v.phrases, v.cjk, frozenset(v.cjk)


_bind(cues.vocabulary())

# Punctuation (ASCII) becomes a space; '#', '+' and '-' stay inside words because they
# belong to cues such as "#include", "c++" and "step-by-step".
_PUNCT = bytes(c for c in string.punctuation.encode() if c not in b"#+-")
_SPLIT_TABLE = bytes.maketrans(_PUNCT, b" " * len(_PUNCT))
_CODE_SYMBOLS = b"{}()[];=<>"

# "500 words", "3-4 sentences", "10 bullet points", "list 10", "5 абзацев". Numbers are
# found without a regex: one bytes.translate turns every non-digit into a space and split()
# yields the numbers in order (about 1.5 us at 1 kB, where any regex scan cost 7-18 us);
# the bytes after each are tested against all unit prefixes in one ``startswith`` call.
_DIGITS_ONLY = bytes(c if 48 <= c <= 57 else 32 for c in range(256))
_MAX_NUMBERS = 24


def _requested_words(raw: bytes) -> float:
    best, pos = 0.0, 0
    for num in raw.translate(_DIGITS_ONLY).split()[:_MAX_NUMBERS]:
        start = raw.find(num, pos)
        end = pos = start + len(num)
        if len(num) > 5:
            continue
        rest = raw[end : end + 24].lstrip(b" -")
        if rest[:1].isdigit():  # a range such as "3-4 sentences": use its first number
            rest = rest.lstrip(b"0123456789").lstrip(b" ")
        if rest.startswith(_UNIT_PREFIXES):
            per = next(v for k, v in _UNITS.items() if rest.startswith(k))
        elif raw[max(0, start - 5) : start].endswith((b"list ", b"top ")):
            per = 25.0
        else:
            continue
        best = max(best, min(float(num) * per, 20000.0))
    return best


def _lead_word_class(words: list[bytes]) -> int:
    if not words:
        return 0
    w = words[0]
    if w in _POLITE and len(words) > 1:
        # "please write ...", "can you explain ...": the verb that follows decides
        w = words[2] if words[1] == b"you" and len(words) > 2 else words[1]
        if w in _CLOSED or w in _QUESTION:
            return 5
    if w in _CREATE:
        return 1
    if w in _EXPLAIN:
        return 2
    if w in _TRANSFORM:
        return 3
    if w in _CLOSED:
        return 4
    if w in _QUESTION:
        return 5
    return 0


EXACT_LINES = 2048  # past this many characters the line count is estimated from the window


def _line_count(text: str, window: str) -> float:
    if not text:
        return 0.0
    if len(text) <= EXACT_LINES:
        return float(text.count("\n") + 1)
    # str.count costs about 0.5 ns a character: 50 us at 100 kB, past the latency budget
    return float(round(window.count("\n") * len(text) / len(window)) + 1)


def _window(text: str) -> str:
    """The scanned part of a text: all of it, or its head and tail."""
    if len(text) <= HEAD + TAIL:
        return text
    return text[:HEAD] + "\n" + text[-TAIL:]


# --- instruction apart from material -------------------------------------------------
MATERIAL_MIN = 200  # fewer characters than this are not told apart: all instruction
LEAD_MAX = 400  # an instruction before the material: its first line, at most this long
TRAIL_MAX = 300  # an instruction after it: its last line, at most this long
_FENCES = ("```", "~~~")


def split_material(text: str) -> tuple[str, int]:
    r"""``text`` (a user message) as its instruction and the number of characters of the
    material it hands over, found by shape, in any language:

    - fenced blocks: everything from a fence opened within the first ``HEAD``
      characters to the last one within the last ``HEAD`` is material, the text around
      them the instruction;
    - an introducing line: when the message is long enough, its first line (at most
      ``LEAD_MAX`` characters) is the instruction; without a line break in reach, the
      text up to a colon within ``LEAD_MAX`` ("Summarize the following article: ...",
      "Text: ...", "Rewrite this: \"...\"");
    - a closing line: a short last line (at most ``TRAIL_MAX``) after a line break is
      instruction too ("<article>\n\nSummarize the above in one sentence.");
    - what lies between is material if it is at least ``MATERIAL_MIN`` characters and at
      least as long as the instruction: a request of a few short lines stays instruction.

    A few searches near the ends (a fence is looked for only where its character occurs:
    one ``memchr``): the cost does not grow with the material.

    >>> split_material("Translate to French:\n" + "The cat sat on the mat. " * 20)
    ('Translate to French:', 480)
    """
    n = len(text)
    if n < MATERIAL_MIN:
        return text, 0
    for fence in _FENCES:  # opened near the start, closed near the end
        if text.find(fence[0], 0, HEAD) < 0:
            continue
        a = text.find(fence, 0, HEAD)
        if a >= 0:
            b = text.rfind(fence, max(a + 3, n - HEAD))
            if b > a and b + 3 - a >= MATERIAL_MIN:
                lead, rest = text[:a].rstrip(), text[b + 3 :].strip()
                return (f"{lead}\n{rest}" if lead and rest else lead or rest), b + 3 - a
            break
    start = 0  # blank lines before the first word are not an introducing line
    while start < min(n, LEAD_MAX) and text[start] in " \t\r\n":
        start += 1
    first = text.find("\n", start, start + LEAD_MAX + 1)
    if first >= 0:
        lead_end = body = first
        body += 1
    else:
        colon = text.find(":", start, start + LEAD_MAX)
        if colon < 0:
            colon = text.find("\uff1a", start, start + LEAD_MAX)  # full-width
        lead_end = body = colon + 1 if colon >= 0 else start
    last = text.rfind("\n", max(body, n - TRAIL_MAX - 1))
    tail = last + 1 if last >= body else n
    material = tail - body
    if body == start and tail == n or material < MATERIAL_MIN or material < lead_end - start + (n - tail):
        return text, 0  # nothing introduces or closes it, or too little to be material
    lead = text[start:lead_end].rstrip()
    return (lead if tail == n else f"{lead}\n{text[tail:]}" if lead else text[tail:]), material


def last_user_text(conv: Conversation) -> str:
    """The final user message ("" without one)."""
    return next((text for role, text in reversed(conv.messages) if role == "user"), "")


def instruction_text(conv: Conversation) -> str:
    """The final user message's instruction (``split_material``): what every lexical scan
    reads (through ``_window``), here and in training."""
    return split_material(last_user_text(conv))[0]


def words_of(text: str) -> list[bytes]:
    """``text``'s words in order, split and lower-cased the way every lexical feature sees them."""
    return text.lower().encode("utf-8", "surrogatepass").translate(_SPLIT_TABLE).split()


# Chinese and Japanese do not separate words with spaces: split() leaves a clause as one
# "word". Their characters (from U+3040: kana, CJK ideographs, Hangul, full-width forms)
# are words of their own, taken from the window's first CJK_HEAD and last CJK_TAIL
# characters, where instructions sit (32 + 16 ranked as well as 96 + 48 in training, and
# iterating a non-ASCII string costs about 65 ns a character); a lone such character that
# split() finds elsewhere is not a word, so the two sides below see exactly the same words.
# At serving, a word table keeps its single characters apart as ``str``
# (``WordWeights.chars``), found with one set() of the edge and one intersection; text
# without such characters pays one bytes.translate, ASCII text nothing.
CJK_HEAD = 32
CJK_TAIL = 16
_CJK_FROM = "\u3040"
# UTF-8 lead bytes below 0xE3 start no character from U+3040 up: deleting them (and all
# ASCII and continuation bytes) leaves something only in text that has such characters
_NOT_CJK_LEAD = bytes(range(0xE3))


def _edge(low: str) -> str:
    return low if len(low) <= CJK_HEAD + CJK_TAIL else low[:CJK_HEAD] + low[-CJK_TAIL:]


def _is_cjk_char(word: bytes) -> bool:
    """One character from U+3040 up, as a UTF-8 word."""
    if not 3 <= len(word) <= 4:
        return False
    s = word.decode("utf-8", "surrogatepass")
    return len(s) == 1 and s >= _CJK_FROM


def window_words(conv: Conversation) -> set[bytes]:
    """The distinct words of the scan window: what ``text_score`` weighs (for training)."""
    low = _window(instruction_text(conv)).lower()
    words = {w for w in words_of(low) if not _is_cjk_char(w)}
    return words | {c.encode("utf-8", "surrogatepass") for c in set(_edge(low)) if c >= _CJK_FROM}


def _phrases(hits: frozenset[bytes] | set[bytes], low: str) -> list[int]:
    """Per family, the phrases found in the window whose gate word is among ``hits``."""
    out = [0] * len(cues.FAMILIES)
    for fam, gate, phrase in _PHRASES:
        if gate in hits and phrase in low:
            out[fam] += 1
    return out


def _cjk_cues(edge: str, chars: set[str], out: list[int]) -> None:
    """Add the CJK cue substrings found in ``edge`` (whose characters are ``chars``) to ``out``."""
    for c in chars & _CJK_FIRST:
        for sub, fam in _CJK[c]:
            if sub in edge:
                out[fam] += 1


def extract_features(conv: Conversation, weights: WordWeights | None = None) -> list[float]:
    """Return the 21 feature values of a conversation, in ``FEATURE_NAMES`` order.

    ``weights`` is the model's word-weight table (``LengthPredictor.words``); without it
    ``text_score`` is 0.

    >>> extract_features(Conversation.from_prompt("Explain TCP briefly?"))[8]  # ask_brief
    1.0
    """
    prompt_chars = 0
    system_chars = 0
    user_turns = 0
    last_user = ""
    prev_reply = 0
    last_assistant = 0
    for role, text in conv.messages:
        n = len(text)
        prompt_chars += n
        if role == "user":
            user_turns += 1
            last_user = text
            prev_reply = last_assistant
        elif role == "assistant":
            last_assistant = n
        elif role == "system":
            system_chars += n

    n_last = len(last_user)
    instruction, material = split_material(last_user)
    window = _window(instruction)
    wn = len(window) or 1
    low = window.lower()
    raw = low.encode("utf-8", "surrogatepass")
    words = raw.translate(_SPLIT_TABLE).split()
    wordset = set(words)  # window_words(conv) but its CJK characters, computed on the way
    # fsum: the same value whatever order the set iterates in (bytes hashes vary per process)
    word_score = math.fsum(map(weights.__getitem__, wordset & weights.vocab)) if weights else 0.0
    # One pass over the window's words finds every cue word; each family is then
    # intersected with these few hits instead of with the whole window.
    hits = wordset & _ALL_CUES
    # phrases and CJK substrings, per family (create, explain, transform, closed, brief, long, format)
    extra = _phrases(hits, low) if hits & _GATES else [0] * len(cues.FAMILIES)
    sized = bool(hits & _SIZE_UNITS)
    if not raw.isascii() and raw.translate(None, _NOT_CJK_LEAD):  # characters from U+3040 up
        edge = _edge(low)
        chars = set(edge)
        if weights and weights.chars:
            word_score += math.fsum(map(weights.chars.__getitem__, chars & weights.char_vocab))
        if chars & _CJK_FIRST:
            _cjk_cues(edge, chars, extra)
        # units follow their number without a space ("500字"): scan the numbers (about 3 us
        # at 1 kB; one substring search per unit cost 17 us)
        sized = True

    fmt = len(hits & _FORMAT) + extra[6] + (2 if conv.json_mode else 0)
    code = (raw.count(b"```") if b"`" in raw else 0) + len(hits & _CODE)
    symbols = len(raw) - len(raw.translate(None, _CODE_SYMBOLS))
    requested = _requested_words(raw) if sized else 0.0

    return [
        float(prompt_chars),
        float(n_last),
        float(user_turns),
        float(prev_reply),
        float(system_chars),
        float(_line_count(last_user, window if not material else _window(last_user))),
        float(code),
        symbols / wn,
        float(len(hits & _BRIEF) + extra[4]),
        float(len(hits & _LONG) + extra[5]),
        requested,
        float(len(hits & _CREATE) + extra[0]),
        float(len(hits & _EXPLAIN) + extra[1]),
        float(len(hits & _TRANSFORM) + extra[2]),
        float(len(hits & _CLOSED) + extra[3]),
        word_score,
        float(fmt),
        (len(raw) - wn) / wn,
        float(_lead_word_class(words)),
        float(n_last - material),
        float(material + prompt_chars - n_last - system_chars),
    ]


def feature_table(values: Sequence[float]) -> dict[str, float]:
    """Name the values of one feature vector (for logs and ``sidecar predict``)."""
    return dict(zip(FEATURE_NAMES, values, strict=True))
