"""Replies that are short by what is asked, though no size is stated (``stated`` reads them).

Three families the length model, trained on questions whose answers are paragraphs, sizes
like essays:

- **A short form asked for by name**: a haiku, a limerick, a tweet, a slogan (or a
  tagline, a motto). The form fixes the reply's length; "two limericks" doubles it.
  Read where its sentence asks for it, not about it ("what is a haiku?"), nor as a part of
  something larger ("a launch plan with a slogan"); not beside a request for something
  long (``stated`` passes whether it is one): "a haiku, then explain its imagery" is the
  explanation's length.
- **A pleasantry**: a whole message that thanks, greets or acknowledges ("thanks!", "ok
  great", "hello there"). Its reply is a line.
- **A short factual question**: one question of one line that asks who did a thing, when,
  where, which place or how many ("Who wrote ...?", "How many legs does ...?"); not who
  someone is (a description: "who is ...?" is answered at length). Not where it
  holds digits or symbols (arithmetic is worked, not recalled), asks why or how to, or
  joins a second question on. Read in English, German, French, Spanish and Russian.

Per-item sizes are tokens of a typical reply (a haiku's three lines and the line break
between them, a limerick's five); their spread is ``stated.SIGMA``. Cost: a set
intersection of the message's words (or, for the pleasantry and the question, one
anchored match of a message under ``SHORT_MESSAGE`` characters) before any expression runs.
"""

from __future__ import annotations

import re

FORMS: tuple[tuple[str, float, re.Pattern[str]], ...] = tuple(
    (kind, tokens, re.compile(noun))
    for kind, tokens, noun in (
        ("haiku", 26.0, r"\bhaikus?\b|\bha[iï]kus?\b|хайку|俳句|하이쿠"),
        ("limerick", 50.0, r"\blimericks?\b|лимерик"),
        ("tweet", 55.0, r"\btweets?\b(?!\s*(?:storm|thread))|твит|推文|ツイート|트윗"),
        (
            "slogan",
            15.0,
            r"\b(?:slogans?|taglines?|tag lines?|mottos?|mottoes|catchphrases?)\b|слоган|口号|标语|スローガン|슬로건",
        ),
    )
)
FORM_KEYS = frozenset(
    w.encode()
    for w in (
        "haiku haikus haïku haïkus limerick limericks tweet tweets slogan slogans tagline taglines tag "
        "motto mottos mottoes catchphrase catchphrases"
    ).split()
)
FORM_CJK = (
    "хайку",
    "лимерик",
    "твит",
    "слоган",
    "俳句",
    "하이쿠",
    "推文",
    "ツイート",
    "트윗",
    "口号",
    "标语",
    "スローガン",
    "슬로건",
)
# how many are asked for: a number just before the noun, past at most three words that are
# not a conjunction ("two short funny limericks"; not "3 paragraphs and a haiku")
NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
NUMBERS.update({"eight": 8, "nine": 9, "ten": 10, "a couple of": 2, "a few": 3, "some": 3, "several": 3})
_HOW_MANY = re.compile(
    r"(?:^|[^\w-])(\d{1,2}|" + "|".join(sorted(NUMBERS, key=len, reverse=True)) + r")\s+"
    r"(?:(?!and\b|or\b|then\b)[a-z'-]+\s+){0,3}$"
)
# a form named as a part of something larger ("a marketing plan with a slogan", "a post and
# a tweet") is not the reply; otherwise it is read where its sentence asks for it
PART_OF = re.compile(
    r"\b(?:and|including|includes|include|(?<!up )(?<!me )with|plus|also|as well as|along with|besides)\b"
)
ASKED_FOR = re.compile(
    r"\b(?:write|compose|create|make|generate|give|suggest|draft|craft|come up with|produce|propose|need|want|"
    r"rephrase|rewrite|turn|(?:answer|reply|respond)(?: only)? (?:as|in|with)|as an?|in the form of|"
    r"напиши|придумай|сочини)\b|写|作|を(?:書|作)|써|만들"
)
# or nothing before the noun but a few words that do not ask about the form ("a haiku about
# rain, please"; not "what is a haiku")
BARE = re.compile(r"(?:(?!(?:what|how|why|who|is|are|does|do|define|explain)\b)[\w'-]+[\s,:]+){0,3}")
SHORT_INSTRUCTION = 200  # characters
LEAD = 160  # characters of the form's sentence read before it
MAX_ITEMS = 20
UNNUMBERED_PLURAL = 3  # "write haikus about autumn"

PLEASANTRY_TOKENS = 20.0  # "You're welcome! ...", "Hello! How can I help?"
FACTOID_TOKENS = 30.0  # the fact and a clause around it
SHORT_MESSAGE = 60  # characters: a pleasantry or a factual question is a message this short
_ACK = (
    r"thanks?|thank you|thank u|thx|ty|cheers|ok|okay|k|great|cool|nice|perfect|awesome|got it|sounds good|"
    r"that (?:helped|helps|was helpful|works|worked)|that's (?:great|helpful|perfect|it)|appreciate it|much appreciated|"
    r"hi|hello|hey|yo|good (?:morning|afternoon|evening|night)|bye|goodbye|see you|"
    r"спасибо(?: большое)?|привет|danke(?: schön| sehr)?|vielen dank|hallo|merci(?: beaucoup)?|bonjour|salut|"
    r"(?:muchas )?gracias|hola|grazie(?: mille)?|ciao|obrigad[oa]|olá|"
    r"谢谢|你好|ありがとう(?:ございます)?|こんにちは|감사합니다|고마워|안녕하세요"
)
PLEASANTRY = re.compile(
    rf"(?:(?:{_ACK})(?: (?:so much|very much|a lot|again|there|everyone|all|man|mate|buddy|you))?[\s!.,;:)~]*)+"
)
FACTOID = re.compile(
    r"(?:who (?:wrote|painted|invented|discovered|founded|won|directed|composed|sang|built)|"
    r"when (?:was|did|is|were)|where (?:is|was|are|were|did)|what year|in what year|in which (?:year|country|city)|"
    r"which (?:country|city|planet|ocean|river|element|continent|language|mountain)|"
    r"what (?:is|was|'s) the (?:capital|population|currency|largest|smallest|tallest|longest|highest|deepest|"
    r"chemical symbol|boiling point|freezing point|atomic number|speed of)|at what temperature|"
    r"how many|how tall|how far|how old|how deep|how long is|"
    r"wer (?:hat|schrieb|malte|erfand)|wann (?:war|wurde|ist|hat)|wo (?:ist|liegt|war)|wie viele|"
    r"qui a|quand (?:a|est|était)|où (?:est|se trouve)|combien de|quelle est la capitale|"
    r"quién (?:escribió|pintó|inventó|descubrió)|cuándo (?:fue|es)|dónde (?:está|queda)|cuántos|cuántas|"
    r"кто (?:написал|изобрёл|изобрел|открыл)|когда (?:был|была|было)|где (?:находится|был)|сколько)"
    r"\b[^\n?]{2,60}\?"
)
NOT_RECALLED = re.compile(
    r"\d|[=+*/^<>|%]|\b(?:why|explain|describe|how to|and (?:what|why|how|when|where|who|which)|"
    r"best|greatest|better|worst|favou?rite|should|would|could|you think|"
    r"warum|wieso|erkläre|pourquoi|explique|por qué|explica|почему|объясни)\b"
)


def forms(low: str, spans: list[tuple[int, int]]) -> list[tuple[float, str, str]]:
    """The short forms ``low`` (lower case) asks for within ``spans`` (around their nouns):
    (tokens, kind, words) each, tokens for as many as it asks."""
    out = []
    for kind, tokens, rx in FORMS:
        for lo, hi in spans:
            m = rx.search(low, lo, hi)
            if m is not None:
                start = max(m.start() - LEAD, *(low.rfind(c, 0, m.start()) + 1 for c in ".!?\n"))
                lead = low[start : m.start()]
                asked = ASKED_FOR.search(lead) is not None
                if PART_OF.search(lead) or not (asked or (len(low) <= SHORT_INSTRUCTION and BARE.fullmatch(lead))):
                    break
                before = _HOW_MANY.search(low[max(0, m.start() - 60) : m.start()])
                if before is not None:
                    n = min(MAX_ITEMS, _count(before.group(1)))
                else:
                    n = UNNUMBERED_PLURAL if m.group(0).endswith("s") else 1
                words = low[m.start() - (0 if before is None else len(before.group(0))) : m.end()].strip()
                out.append((tokens * n, kind, words[:60]))
                break
    return out


def _count(word: str) -> int:
    return int(word) if word.isdigit() else NUMBERS[word]


def _short(message: str, limit: int) -> str | None:
    """The message stripped and in lower case, if it is at most ``limit`` characters; a
    long message is not copied (both readers run on every request's final message)."""
    if len(message) > 4 * limit:
        return None
    text = message.strip().lstrip("¡¿").lower()
    return text if 0 < len(text) <= limit else None


def pleasantry(message: str) -> bool:
    """Whether the whole message only thanks, greets or acknowledges."""
    text = _short(message, SHORT_MESSAGE)
    return text is not None and PLEASANTRY.fullmatch(text) is not None


def factoid(message: str) -> bool:
    """Whether the whole message is one short question of a fact recalled, not worked out."""
    text = _short(message, SHORT_MESSAGE + 30)
    if text is None or "\n" in text:
        return False
    return FACTOID.fullmatch(text) is not None and NOT_RECALLED.search(text) is None
