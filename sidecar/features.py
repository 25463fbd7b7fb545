"""The 19 lexical features the length predictor reads.

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
| 5  | line_count        | int   | lines in the final user message                                |
| 6  | code_signal       | int   | code fences plus distinct code keywords in the scan window     |
| 7  | symbol_ratio      | float | share of ``{}()[];=<>`` characters in the scan window          |
| 8  | ask_brief         | int   | distinct brevity cues ("briefly", "one word", "кратко", ...)   |
| 9  | ask_long          | int   | distinct long-form cues ("detailed", "step by step", "essay")  |
| 10 | requested_words   | float | size asked for in numbers ("500 words", "3 sentences"), words  |
| 11 | verb_create       | int   | distinct creation verbs (write, implement, compose, напиши)    |
| 12 | verb_explain      | int   | distinct explanation verbs (explain, describe, compare, why)   |
| 13 | verb_transform    | int   | distinct transformation verbs (summarize, translate, rewrite)  |
| 14 | closed_cues       | int   | distinct short-answer cues (classify, calculate, yes/no, who)  |
| 15 | question_marks    | int   | '?' characters in the scan window                              |
| 16 | format_cues       | int   | list/table/JSON/outline cues, plus 2 when JSON output is forced |
| 17 | non_ascii_ratio   | float | extra UTF-8 bytes per character in the window (script proxy)   |
| 18 | lead_word         | int   | class of the message's first word: 0 other, 1 create,          |
|    |                   |       | 2 explain, 3 transform, 4 closed, 5 question word              |

Cost is bounded whatever the prompt size: lengths come from ``len()``, and every lexical
scan reads a window of the final user message (its first ``HEAD`` and last ``TAIL``
characters, where instructions sit; pasted material sits in between). Word cues are
found by one ``str.translate`` + ``split`` and a set intersection per cue family, all
running in C; the only regex is digit-anchored and so fails fast on ordinary text.
"""

from __future__ import annotations

import re
import string
from collections.abc import Sequence
from dataclasses import dataclass

FEATURE_VERSION = 1

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
    "question_marks",
    "format_cues",
    "non_ascii_ratio",
    "lead_word",
)
NUM_FEATURES = len(FEATURE_NAMES)
assert NUM_FEATURES == 19

HEAD = 1024
TAIL = 512


@dataclass(frozen=True, slots=True)
class Conversation:
    """What the predictor sees of a request: its messages and any forced output format.

    ``messages`` is a sequence of ``(role, text)`` pairs with roles ``system``, ``user``
    and ``assistant`` (tool and other roles count towards the prompt only).
    """

    messages: tuple[tuple[str, str], ...]
    json_mode: bool = False

    @classmethod
    def from_prompt(cls, prompt: str, system: str = "", json_mode: bool = False) -> Conversation:
        msgs: tuple[tuple[str, str], ...] = ((("system", system),) if system else ()) + (("user", prompt),)
        return cls(msgs, json_mode)

    @property
    def prompt_chars(self) -> int:
        return sum(len(text) for _, text in self.messages)


# --- cue vocabularies ---------------------------------------------------------------
# Lower-case words, compared as UTF-8 bytes: one bytes.translate + split + set turns the
# window into words in C, and each cue family is then one set intersection. Measured on
# this machine at 1.5 kB: str.translate with a dict table 98 us, the bytes path 15 us.
def _words(text: str) -> frozenset[bytes]:
    return frozenset(w.encode() for w in text.split())


_CREATE = _words(
    "write writing create generate implement compose draft build design develop code "
    "program script story essay poem article blog letter email song novel outline plan "
    "напиши напишите написать создай создайте сочини придумай разработай составь"
)
_EXPLAIN = _words(
    "explain describe compare discuss analyze analyse elaborate why how difference "
    "differences pros cons overview guide tutorial teach "
    "объясни объясните опиши опишите расскажи расскажите сравни почему как"
)
_TRANSFORM = _words(
    "summarize summarise summary translate rewrite paraphrase rephrase fix correct edit "
    "convert shorten proofread improve refactor reword tldr "
    "переведи перепиши исправь перефразируй сократи улучши"
)
_CLOSED = _words(
    "classify choose pick select calculate compute solve answer define name identify "
    "who when where which whom true false yes no is are does do did can "
    "сколько кто когда где какой какая какие верно да нет"
)
_QUESTION = _words("what how why who when where which is are does do did can could would should")
_POLITE = _words("please can could would пожалуйста")
_BRIEF = _words(
    "briefly brief short shortly concise concisely succinct succinctly quick quickly "
    "only just tldr кратко коротко вкратце"
)
_BRIEF_PHRASES = ("one word", "one sentence", "single word", "yes or no", "few words", "одним словом")
_LONG = _words(
    "detailed detail details thorough thoroughly comprehensive comprehensively elaborate "
    "extensive extensively essay in-depth complete full exhaustive long "
    "подробно подробнее подробный развернуто развёрнуто"
)
_LONG_PHRASES = ("step by step", "step-by-step", "in depth", "as much as", "at least", "пошагово")
_FORMAT = _words("list table json bullet bullets outline csv markdown yaml xml steps enumerate список таблица таблицу")
_CODE = _words(
    "def return import function const var let class public private void static int "
    "#include printf println console select from where async await lambda "
    "python javascript typescript java c++ rust golang sql html css bash regex api"
)
# Words that make a size request possible: the regex below runs only when one is present.
_SIZE_UNITS = _words(
    "word words sentence sentences paragraph paragraphs line lines item items point points "
    "bullet bullets example examples idea ideas tip tips step steps question questions page "
    "pages list top слов слова предложения предложений абзаца абзацев пунктов пункта"
)

# Punctuation (ASCII) becomes a space; '#', '+' and '-' stay inside words because they
# belong to cues such as "#include", "c++" and "step-by-step".
_PUNCT = bytes(c for c in string.punctuation.encode() if c not in b"#+-")
_SPLIT_TABLE = bytes.maketrans(_PUNCT, b" " * len(_PUNCT))
_CODE_SYMBOLS = b"{}()[];=<>"

# "500 words", "3-4 sentences", "10 bullet points", "list 10", "5 абзацев"
_SIZE_RE = re.compile(
    r"(\d{1,5}) ?(?:- ?\d{1,5} ?)?"
    r"(words?|sentences?|paragraphs?|lines?|items?|points?|bullets?|examples?|ideas?|tips?|"
    r"steps?|questions?|pages?|слов|предложени|абзац|пункт)"
    r"|(?:list|top) (\d{1,3})"
)
# Words one unit stands for: a rough exchange rate, used only to rank requests.
_UNIT_WORDS = {
    "word": 1.0,
    "слов": 1.0,
    "sentence": 20.0,
    "предложени": 20.0,
    "line": 12.0,
    "paragraph": 90.0,
    "абзац": 90.0,
    "page": 400.0,
    "question": 40.0,
    "example": 40.0,
}
_UNIT_DEFAULT = 25.0  # items, points, bullets, ideas, tips, steps, пункты


def _requested_words(low: str) -> float:
    best = 0.0
    for m in _SIZE_RE.finditer(low):
        if m.group(1) is not None:
            unit = m.group(2).rstrip("s")
            words = float(m.group(1)) * _UNIT_WORDS.get(unit, _UNIT_DEFAULT)
        else:
            words = float(m.group(3)) * _UNIT_DEFAULT
        best = max(best, min(words, 20000.0))
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


def extract_features(conv: Conversation) -> list[float]:
    """Return the 19 feature values of a conversation, in ``FEATURE_NAMES`` order.

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
    window = last_user if n_last <= HEAD + TAIL else last_user[:HEAD] + "\n" + last_user[-TAIL:]
    wn = len(window) or 1
    low = window.lower()
    raw = low.encode("utf-8", "surrogatepass")
    words = raw.translate(_SPLIT_TABLE).split()
    wordset = set(words)

    brief = len(wordset & _BRIEF) + sum(p in low for p in _BRIEF_PHRASES)
    long_ = len(wordset & _LONG) + sum(p in low for p in _LONG_PHRASES)
    fmt = len(wordset & _FORMAT) + (2 if conv.json_mode else 0)
    code = raw.count(b"```") + len(wordset & _CODE)
    symbols = len(raw) - len(raw.translate(None, _CODE_SYMBOLS))
    requested = _requested_words(low) if wordset & _SIZE_UNITS else 0.0

    return [
        float(prompt_chars),
        float(n_last),
        float(user_turns),
        float(prev_reply),
        float(system_chars),
        float(last_user.count("\n") + 1 if last_user else 0),
        float(code),
        symbols / wn,
        float(brief),
        float(long_),
        requested,
        float(len(wordset & _CREATE)),
        float(len(wordset & _EXPLAIN)),
        float(len(wordset & _TRANSFORM)),
        float(len(wordset & _CLOSED)),
        float(raw.count(b"?")),
        float(fmt),
        (len(raw) - wn) / wn,
        float(_lead_word_class(words)),
    ]


def feature_table(values: Sequence[float]) -> dict[str, float]:
    """Name the values of one feature vector (for logs and ``sidecar predict``)."""
    return dict(zip(FEATURE_NAMES, values, strict=True))
