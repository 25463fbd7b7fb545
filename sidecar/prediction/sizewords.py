"""The words in which a request states its reply's size, per language: the vocabulary and
the regular expressions ``prediction.stated`` reads with (kept apart so that the reader's
logic reads in one page). Lower case; compiled once, at import."""

from __future__ import annotations

import re


def _alternatives(pattern: str) -> list[str]:
    """The top-level alternatives of a regular expression (outside groups and classes)."""
    out: list[str] = []
    depth, in_class, start, i = 0, False, 0, 0
    while i < len(pattern):
        c = pattern[i]
        if c == "\\":
            i += 2
            continue
        if in_class:
            in_class = c != "]"
        elif c == "[":
            in_class = True
            i += 2 if pattern.startswith("^]", i + 1) else 1 if pattern.startswith("]", i + 1) else 0
        elif c in "()":
            depth += 1 if c == "(" else -1
        elif c == "|" and depth == 0:
            out.append(pattern[start:i])
            start = i + 1
        i += 1
    out.append(pattern[start:])
    return out


def phrase(pattern: str) -> re.Pattern[str]:
    """``pattern`` compiled with each run of alternatives that open with ``\\b`` as one
    ``\\b(?:...)``: the engine tries every alternative at every position, and where the word
    boundary fails (most positions: inside words) it fails once instead of once each (3-5x
    faster on the phrase families; the same matches, the alternatives kept in their order)."""
    runs: list[tuple[bool, list[str]]] = []
    for alt in _alternatives(pattern):
        bounded = alt.startswith("\\b")
        if bounded and runs and runs[-1][0]:
            runs[-1][1].append(alt[2:])
        else:
            runs.append((bounded, [alt[2:] if bounded else alt]))
    parts = [
        ("\\b(?:" + "|".join(alts) + ")" if len(alts) > 1 else "\\b" + alts[0]) if bounded else alts[0]
        for bounded, alts in runs
    ]
    return re.compile("|".join(parts))


# --- the vocabulary ---------------------------------------------------------------------
# verbs that ask for the reply, in the languages of the corpora (lower case)
ASK = (
    r"answer|respond|reply|return|output|give|write|generate|create|suggest|provide|produce|say|state|name|"
    r"make|propose|craft|list|extract|summari[sz]e|describe|classify|label|tag|translate|rewrite|rephrase|"
    r"choose|pick|select|come up with|keep it|limit it|use|express|condense|shorten|title|"
    r"ответь|ответьте|отвечай|напиши|напишите|дай|дайте|выдели|придумай|сформулируй|верни|перечисли|опиши|"
    r"antworte|antworten|gib|schreibe|schreib|fasse|nenne|erstelle|formuliere|"
    r"réponds|répondez|donne|donnez|écris|écrivez|résume|résumez|propose|génère|"
    r"responde|responda|contesta|conteste|da|dé|escribe|escriba|resume|resuma|genera|genere|"
    r"rispondi|risponda|dai|scrivi|riassumi|classifica|genera|"
    r"responda|responde|dê|escreva|resuma|gere|classifique|"
    r"odpowiedz|napisz|podaj|wygeneruj|cevap ver|yaz|jawab|tulis|trả lời|viết"
)
# words that keep the reply to what was asked ("only", "just", "nothing else")
ONLY_WORDS = (
    r"only|just|solely|nothing else|no other text|no additional text|no explanation|without (?:any )?(?:additional |extra |further )?"
    r"(?:text|explanation|commentary|preamble|formatting)|только|лишь|без пояснений|nur|ausschließlich|"
    r"uniquement|seulement|únicamente|solamente|solo|soltanto|apenas|somente|alleen|tylko|sadece|hanya|chỉ"
)
ONLY = phrase(rf"\b(?:{ONLY_WORDS})\b|只|仅|のみ|だけ|만 ")
# a reply that must be long whatever else it says
LONG = phrase(
    r"\b(?:explain|explanation|describe in detail|in detail|detailed|step[- ]by[- ]step|essay|article|story|"
    r"program|function|implement|code|script|solve|prove|derive|justify|elaborate|analy[sz]e|discuss|"
    r"write a (?:blog|post|report|paper|chapter|letter))\b|"
    r"объясни|подробно|напиши (?:программу|код|функцию|эссе|статью)|erkläre|ausführlich|explique|en détail|"
    r"explica|detallad|spiega|dettagliat|explique|程序|代码|函数|解释|详细|说明|プログラム|関数|コード|説明|詳しく|"
    r"分析|코드|프로그램|함수|설명|자세히"
)
SMALL_PART = 100.0  # tokens: a count this small beside a long request is a part of it ("the top 5 words")
NEGATED = re.compile(
    r"(?:\b(?:no|not|don't|do not|without|never|без|не|nicht|ohne|sans|ne|sin|no|senza|não)\s+(?:\w+\s+)?|不要|不用|别|무|しない)$"
)


# code or a programming problem in what is read: its "yes or no", "a single integer" are its program's
CODE = re.compile(r"\bdef \w+\(|\bimport \w+")
# marks of code or of a programming problem's statement: at a line's start (or the text's),
# "import ", "def ", a line ending in ";" or a brace; anywhere, an include, a diff hunk, TeX,
# "≤"; and a problem statement's section names
CODE_STARTS = (
    "import ", "from ", "def ", "class ", "function ", "const ", "let ", "var ", "public ", "private ", "@@ ",
    "input\n", "output\n", "constraints\n", "example\n", "examples\n",
)  # fmt: skip
CODE_LINE = re.compile(r"\n(?:" + "|".join(CODE_STARTS) + r")|[;{}]\n")
CODE_MARKS = ("#include", "%%", "≤")
TEX_MARKS = ("\\(", "\\frac", "\\le")
PROBLEM_MARKS = ("time limit", "test case", "input format", "sample input", "output format")

# --- units: tokens one of them takes in a reply --------------------------------------------
# (a word of English is about 1.4 tokens with its spacing and punctuation; a character of
# Latin text a third of one, of CJK text about one)
UNITS: tuple[tuple[str, float, str], ...] = (
    (
        r"words?|слов(?:[оа]|ами|ах)?|wort|wörter[n]?|mots?|palabras?|parole?|palavras?|woord(?:en)?|sł[oó]w[oa]?|kelime|từ",
        1.4,
        "count",
    ),
    (r"tokens?", 1.0, "count"),
    (r"sentences?|предложени[йяею]|sätzen?|satz|phrases?|frases?|oraciones?|zdani[ea]|cümle", 25.0, "sentence"),
    (r"lines?|строк[аи]?|zeilen?|lignes?|l[ií]neas?|righe|linhas", 14.0, "line"),
    (r"paragraphs?|абзац(?:а|ев)?|absätzen?|absatz|paragraphes?|p[aá]rrafos?|paragrafi|parágrafos", 100.0, "count"),
    (r"characters?|chars?|letters?|символ(?:а|ов)?|zeichen|caract[eè]res?|caratteri", 0.35, "count"),
    (
        r"(?:bullet[- ]?)?points?|bullets?|items?|options?|ideas?|suggestions?|tips?|reasons?|steps?|examples?|пункт(?:а|ов)?",
        40.0,
        "count",
    ),
    (
        r"tags?|keywords?|key ?phrases?|labels?|hashtags?|тег(?:а|ов)?|ключевых слов|schlagw[oö]rter|mots[- ]cl[ée]s|etiquetas",
        5.0,
        "tags",
    ),
    (r"(?:follow[- ]?up |search )?questions?|вопрос(?:а|ов)?", 18.0, "questions"),
    (r"(?:search )?quer(?:y|ies)|search terms?", 12.0, "queries"),
    (r"titles?|headlines?|names?|заголов(?:ок|ка)", 10.0, "title"),
    (r"emojis?|emoticons?", 3.0, "emoji"),
    (r"pages?", 500.0, "count"),
)
UNIT_RES = tuple(re.compile(u) for u, _, _ in UNITS)

NUMBER_WORDS = {
    "one": 1,
    "single": 1,
    "two": 2,
    "couple": 2,
    "three": 3,
    "few": 3,
    "four": 4,
    "several": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "twelve": 12,
    "fifteen": 15,
    "twenty": 20,
    "fifty": 50,
    "hundred": 100,
    "один": 1,
    "одно": 1,
    "одна": 1,
    "одним": 1,
    "одной": 1,
    "два": 2,
    "две": 2,
    "три": 3,
    "трёх": 3,
    "трех": 3,
    "четыре": 4,
    "пять": 5,
    "пяти": 5,
    "десяти": 10,
    "zwei": 2,
    "drei": 3,
    "vier": 4,
    "fünf": 5,
    "deux": 2,
    "trois": 3,
    "quatre": 4,
    "cinq": 5,
    "dos": 2,
    "tres": 3,
    "cuatro": 4,
    "cinco": 5,
    "due": 2,
    "tre": 3,
    "quattro": 4,
    "três": 3,
}
NUM = r"(\d{1,3}(?:,\d{3})+|\d{1,5}|" + "|".join(sorted(NUMBER_WORDS, key=len, reverse=True)) + r")"
RANGE_SEP = r"[ \t]*(?:-|–|—|~|to|or|and|à|a|до|bis|o|y|e)[ \t]*"
UNIT_ANY = "|".join(f"(?:{u})" for u, _, _ in UNITS)
AT_MOST_WORDS = (
    "at most",
    "no more than",
    "not more than",
    "not exceed",
    "not exceeding",
    "not to exceed",
    "up to",
    "max",
    "maximum",
    "maximum of",
    "within",
    "limit to",
    "limited to",
    "no longer than",
    "not longer than",
    "не более чем в",
    "не более чем",
    "не более",
    "не больше",
    "максимум",
    "höchstens",
    "maximal",
    "nicht mehr als",
    "bis zu",
    "au plus",
    "au maximum",
    "pas plus de",
    "como máximo",
    "máximo",
    "no más de",
    "hasta",
    "al massimo",
    "non più di",
    "no máximo",
)
AT_LEAST_WORDS = (
    "at least",
    "minimum",
    "minimum of",
    "no fewer than",
    "no less than",
    "не менее",
    "mindestens",
    "au moins",
    "al menos",
)
# these describe as often as they ask ("over 2364 tokens" in an error message): read with a verb that asks
WEAK_WORDS = (
    "under",
    "fewer than",
    "less than",
    "more than",
    "over",
    "about",
    "around",
    "roughly",
    "approximately",
    "exactly",
    "около",
    "etwa",
    "environ",
    "aproximadamente",
    "circa",
    "moins de",
    "menos de",
    "до",
    "até",
)
QUALIFIER = "|".join(re.escape(w) for w in sorted(AT_MOST_WORDS + AT_LEAST_WORDS + WEAK_WORDS, key=len, reverse=True))
LESS = ("under", "fewer than", "less than", "moins de", "menos de", "до", "até")
MORE = ("more than", "over")
# "3-5 word title", "1-3 broad tags", "one or two short sentences", "5 bullet points", "10 words max"
COUNT = re.compile(
    rf"(?<![\w.])(?:(?P<qual>{QUALIFIER})\s+)?"
    + NUM.replace("(", "(?P<a>", 1)
    + r"(?:\s*\(\d+\))?(?:"
    + RANGE_SEP
    + NUM.replace("(", "(?P<b>", 1)
    + r")?"
    r"(?:[ \t-]+(?:(?!(?:of|the|these|those|them|my|your|our|their|his|her|its|this|that|in|on|for|to|and|or|with|by|from|"
    r"a|an|is|are|was|were|be|has|have|had|will|would|can|could)\b)[a-zа-яäöüßéèàáíóúñçìòùâêîôûã]+[ \t-]+){0,2}?)"
    r"(?P<unit>" + UNIT_ANY + r")\b"
    r"(?:\s+(?P<post>or (?:fewer|less)|max(?:imum)?|at most|or under|maximal|максимум|au maximum|máximo|ou moins|o menos|"
    r"oder weniger|или меньше|или менее))?"
)

# CJK: "四到五个字", "10个字以内", "3〜5語", "10文字以内", "5단어 이내", "3个标签"
CJK_DIGITS = {
    "一": 1,
    "二": 2,
    "两": 2,
    "兩": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "六": 6,
    "七": 7,
    "八": 8,
    "九": 9,
    "十": 10,
    "한": 1,
    "두": 2,
    "세": 3,
    "네": 4,
    "다섯": 5,
}
CJK_NUM = r"(\d{1,4}|[一二两兩三四五六七八九十]{1,3}|한|두|세|네|다섯)"
CJK_COUNT = re.compile(
    CJK_NUM + r"(?:\s*(?:到|至|-|~|〜|～|－)\s*" + CJK_NUM + r")?\s*"
    r"(个字|個字|字|个词|個詞|词|語|単語|文字|文|句话|句|行|段|个标签|个標籤|个关键词|个關鍵詞|个问题|个問題|단어|글자|문장|줄)"
)
# where a CJK count can start: a numeral's character, then up to three more (every match of
# ``CJK_COUNT`` starts where this matches; it opens with a class, which the engine skips to,
# where ``CJK_COUNT`` tries its alternatives at every character: 3-4x faster on CJK text)
CJK_COUNT_AT = re.compile(
    r"[\d一二两兩三四五六七八九十한두세네다][\d一二两兩三四五六七八九十섯]{0,3}(?:\s*(?:到|至|-|~|〜|～|－)\s*"
    r"[\d一二两兩三四五六七八九十한두세네다][\d一二两兩三四五六七八九十섯]{0,3})?\s*"
    r"(?:个字|個字|字|个词|個詞|词|語|単語|文字|文|句话|句|行|段|个标签|个標籤|个关键词|个關鍵詞|个问题|个問題|단어|글자|문장|줄)"
)
CJK_UNIT = {
    "个字": (0.9, "count"),
    "個字": (0.9, "count"),
    "字": (0.9, "count"),
    "文字": (0.9, "count"),
    "글자": (0.9, "count"),
    "个词": (1.5, "count"),
    "個詞": (1.5, "count"),
    "词": (1.5, "count"),
    "語": (1.5, "count"),
    "単語": (1.5, "count"),
    "단어": (1.5, "count"),
    "文": (30.0, "sentence"),
    "句话": (25.0, "sentence"),
    "句": (25.0, "sentence"),
    "문장": (25.0, "sentence"),
    "行": (15.0, "line"),
    "줄": (15.0, "line"),
    "段": (100.0, "count"),
    "个标签": (5.0, "tags"),
    "个標籤": (5.0, "tags"),
    "个关键词": (5.0, "tags"),
    "个關鍵詞": (5.0, "tags"),
    "个问题": (20.0, "questions"),
    "个問題": (20.0, "questions"),
}
# a CJK count is a directive with these next to it (以内 "within", 以下, 이내, 不超过 "not over", 最多)
CJK_DIRECTIVE = re.compile(
    r"以内|以下|之内|不超过|最多|이내|이하|최대|で答え|で返|生成|给出|列出|输出|提供|返回|写出|用|作成|挙げ|만들|작성|제시"
)

# --- answers that are the whole reply --------------------------------------------------------
PHRASES: tuple[tuple[re.Pattern[str], float, str], ...] = tuple(
    (phrase(p), tokens, kind)
    for p, tokens, kind in (
        (
            r"\b(?:in|with|using|as) (?:a |one |1 )?(?:single[- ]|one[- ])?word\b|\b(?:single|one)[- ]word (?:answer|reply|response)\b|"
            r"\b(?:only|just) (?:the |a |one )?(?:single )?word\b|\bthe word only\b|\bone word only\b|"
            r"одним словом|одно слово|\bmit (?:einem|nur einem) (?:einzigen )?wort\b|\ben un (?:seul )?mot\b|\bun seul mot\b|"
            r"\ben una (?:sola )?palabra\b|\bcon una (?:sola )?(?:palabra|parola)\b|\bem uma (?:só |única )?palavra\b|"
            r"一个词|一個詞|一言で|한 단어로",
            3.0,
            "word",
        ),
        (
            r"\byes or no\b|\byes/no\b|\btrue or false\b|\btrue/false\b|\b(?:just|only) (?:say|answer|reply|respond)(?: with)? [\x22']?(?:yes|no)\b|"
            r"да или нет|\bja oder nein\b|\boui ou non\b|\bs[ií] o no\b|\bsim ou não\b|\bsì o no\b|\bja of nee\b|\btak lub nie\b|"
            r"\bevet veya hayır\b|\bya atau tidak\b|是或否|是还是否|はいかいいえ|예 또는 아니오",
            3.0,
            "yes-no",
        ),
        (
            r"\b(?:only|just) (?:the |a |one )?(?:final )?(?:number|numeric (?:value|answer)|integer|digit|score|rating|count|year|date)\b|"
            r"\b(?:with|as) (?:a |one )(?:single )?(?:number|integer)\b|\b(?:a |one )(?:single )?(?:number|integer) only\b|"
            r"\bnumber only\b",
            4.0,
            "number",
        ),
        (
            r"\b(?:with |only )?(?:exactly )?one of (?:the following|these|the categories|the labels|the options)\b|"
            r"\binto one of\b|\b(?:only|just) (?:the |one )?(?:category|label|class|option|letter|language|sentiment)(?: name)?\b|"
            r"одну из (?:следующих )?(?:категорий|меток)|\beine der folgenden\b|\bl'une des (?:catégories|options) suivantes\b|"
            r"\buna de las siguientes\b|\buna delle seguenti\b|\buma das seguintes\b",
            6.0,
            "label",
        ),
        (
            r"\b(?:in |as |with )(?:a |one )(?:single |short )?line\b|\bone[- ]line\b|\bsingle[- ]line\b|\bone-liner\b|"
            r"одной строкой|одну строку|\bin einer zeile\b|\ben une (?:seule )?ligne\b|\ben una (?:sola )?l[ií]nea\b",
            16.0,
            "line",
        ),
        (
            r"\b(?:in|with|as) (?:a |one )(?:single |short |brief |concise )?sentence\b|\bone-sentence\b|\bsingle sentence\b|"
            r"одним предложением|одно предложение|\bin einem satz\b|\ben une (?:seule )?phrase\b|\ben una (?:sola )?(?:frase|oración)\b|"
            r"\bin una (?:sola )?frase\b|\bem uma (?:só |única )?frase\b|一句话(?:概括|总结|回答|解释|说明|描述)|用一句话|"
            r"一文で(?:答え|説明|まとめ|回答|要約|述べ)|한 문장으로",
            25.0,
            "sentence",
        ),
        (
            r"\b(?:a |one |single |fitting |suitable |relevant )(?:single )?emoji\b|\bemoji only\b|\bonly (?:an |one |the )?emoji\b",
            3.0,
            "emoji",
        ),
        (
            r"\b(?:(?:only|just) (?:the |their |its |a )?(?:(?:author|person|city|country|file|product|company)'?s? )?name)\b",
            5.0,
            "word",
        ),
        (r"\b(?:in |with |using )(?:a few|a couple of) words\b|\bshort phrase\b|\bbrief phrase\b", 6.0, "word"),
    )
)
ANSWERS = ("yes-no", "number", "label", "word", "emoji", "line", "sentence")

# --- things to produce whose size is known -------------------------------------------------
MAKE = (
    r"(?:generate|create|suggest|give|write|provide|produce|come up with|make|propose|craft|return|output|extract|add)"
)
MOD = (
    r"(?:(?:a|an|the|one|short|concise|brief|catchy|suitable|good|descriptive|fitting|single|new|clear|relevant|simple|"
    r"appropriate|meaningful|informative|succinct|pithy|few|\d+(?:-\d+)?[- ]word|[\w-]+[- ]word)\s+){0,4}"
)
TASKS: tuple[tuple[re.Pattern[str], float, str], ...] = tuple(
    (phrase(p), tokens, kind)
    for p, tokens, kind in (
        (
            rf"\b{MAKE}\s+{MOD}(?:title|headline|subject line|topic name|conversation name|chat name|thread name)\b|"
            r"\btitle (?:generator|generation)\b|\bgenerates? (?:\w+ ){0,3}titles\b|\bname (?:this|the) (?:conversation|chat|thread)\b|"
            r"\b(?:title|name|heading|header) (?:for|of) (?:the|this) (?:conversation|chat|thread|query|message|note|discussion|exchange)\b|"
            r"\bgive (?:the|this) (?:conversation|chat|thread|discussion) an? (?:short |brief |concise )?(?:name|title)\b|"
            r"придумай (?:\w+ )?заголовок|\bgib (?:\w+ )?titel\b|\bdonne (?:\w+ ){0,2}titre\b|\bgenera (?:\w+ )?t[ií]tulo\b|"
            r"生成(?:一个)?标题|起(?:一个)?标题|タイトルを付け|제목을 (?:만들|지어)",
            10.0,
            "title",
        ),
        (
            rf"\b{MAKE}\s+{MOD}(?:\d+\s*(?:-\s*\d+\s*)?)?(?:broad |relevant |specific )?(?:tags|keywords|hashtags|categories)\b",
            15.0,
            "tags",
        ),
        (
            rf"\b(?:{MAKE}|list)\s+{MOD}(?:\d+\s*(?:-\s*\d+\s*)?)?(?:relevant )?follow[- ]?up (?:questions|prompts|suggestions)\b",
            60.0,
            "questions",
        ),
        (
            rf"\b{MAKE}\s+{MOD}(?:\d+\s*(?:-\s*\d+\s*)?)?(?:broad |relevant )?search quer(?:y|ies)\b|\bstandalone (?:search )?(?:question|query)\b|"
            r"\b(?:rephrase|rewrite|reformulate) (?:the |this )?(?:follow[- ]up |user'?s? |last )?(?:question|query)\b|"
            rf"\b{MAKE}\s+{MOD}(?:web |internet )?(?:search terms?|quer(?:y|ies) for (?:a |the )?(?:web |internet )?search)\b",
            20.0,
            "queries",
        ),
        (
            rf"\b{MAKE}\s+{MOD}(?:git |conventional )?commit messages?\b|\b(?:one-line|single-line) (?:git )?commit messages?\b",
            20.0,
            "commit",
        ),
        (
            r"\bautocomplet(?:e|ion) (?:system|engine|model)\b|\bcontinue (?:the|this) (?:text|sentence)\b|"
            r"\bcomplete the (?:text|sentence|user'?s (?:text|sentence|input))\b",
            15.0,
            "autocomplete",
        ),
    )
)
# the JSON the reply must be: an object or array literal after words that introduce the output's shape
JSON_SHAPE = re.compile(
    r"(?:json|format|output|respond|return|answer|reply|schema|shape|structure)[^{\[\n]{0,40}(\{[^{}]{2,300}\}|\[[^\[\]]{2,200}\])"
)

# FIM: the tokens of the common code models' fill-in-the-middle formats
FIM_MARKS = (
    "<fim_prefix>",
    "<fim_suffix>",
    "<fim_middle>",
    "<|fim_prefix|>",
    "<|fim_suffix|>",
    "<|fim_middle|>",
    "<｜fim▁begin｜>",
    "<｜fim▁hole｜>",
    "<｜fim▁end｜>",
    "<|fim_begin|>",
    "<|fim_hole|>",
    "<|fim_end|>",
    "<PRE>",
    "<SUF>",
    "<MID>",
    "[PREFIX]",
    "[SUFFIX]",
    "<[fim-prefix]>",
    "<[fim-suffix]>",
    "<[fim-middle]>",
    "<fim-prefix>",
    "<fim-suffix>",
    "<|code_prefix|>",
    "<|code_suffix|>",
    "<|code_middle|>",
    "<|suffix|>",
    "<|prefix|>",
)
FIM_EDGE = 200  # FIM tokens open a prompt or close it: looked for this far from its ends

# --- where the task is ------------------------------------------------------------------
HEADING = re.compile(r"^(?:#{1,6}\s*|\*\*)?\s*([^\n#*:]{1,40}?)\s*(?:\*\*)?\s*:?\s*(?:\*\*)?\s*$")
# a heading's name is a few words (no code: "+    if key in self.data:" ends in a colon too)
HEADING_NAME = re.compile(r"[^\W\d_][\w '&/()-]{0,38}")
MATERIAL_NAMES = re.compile(
    r"history|conversation|chat|messages?|context|documents?|text|article|content|input|code|diffs?|files?|"
    r"transcript|source|data|query|prompt|email|excerpt|passage|selection|snippet|thread|dialog|user message|"
    r"история|контекст|текст|verlauf|historique|historial|历史|聊天|对话|会話|履歴|대화"
)
INSTRUCTION_NAMES = re.compile(
    r"task|instruction|guideline|rule|output|format|requirement|constraint|important|note|goal|objective|role|"
    r"response|answer|reply|задача|инструкц|aufgabe|tâche|tarea|任务|要求|指示|タスク|작업"
)
EXAMPLE_NAMES = re.compile(r"example|sample|пример|beispiel|exemple|ejemplo|示例|例")
# an XML-like wrapper, <name attrs>...</name>: its opening and its closing apart (paired by
# ``stated.unwrap`` in one pass each; one expression with a back-reference would read the
# rest of the text again from every opening that has no closing)
TAG_OPEN = re.compile(r"<([A-Za-z_][\w.-]{0,40})(?:\s[^<>]{0,200})?>")
TAG_CLOSE = re.compile(r"</([A-Za-z_][\w.-]{0,40})\s*>")
TAG_INSTRUCTION = re.compile(r"instruction|task|rule|guideline|format|output|requirement|constraint|system")
# a line that could be a rule, a fence or a heading (``DELIM``, ``stated._heading`` decide),
# searched for in the text after a line break: by its opening (a line break, then a rule's,
# a fence's or a heading's first characters) and by its end (a colon). Two expressions that
# open with one character each: the engine skips to it as a string search does (one
# expression with both, or one opening with "^", tries itself at every character, 10x slower).
# The other lines are read as blocks.
MARK_OPENING = re.compile(r"\n[^\S\n]*(?:---|===|___|\*\*|\"\"\"|\'\'\'|~~~|```|#)")
MARK_COLON = re.compile(r":[^\S\n]*(?=\n|\Z)")
DELIM = re.compile(r"^\s*(?:-{3,}|={3,}|_{3,}|\*{3,}|\"{3}|'{3}|~{3,}|`{3,}.*)\s*$")
FENCES = ("```", "~~~", '"""', "'''")
SENTENCE_END = re.compile(r"[.!?。！？\n](?=\s|$)|[。！？]")

ASKED = re.compile(rf"\b(?:{ASK})\b|\b(?:in|within|into|with|using|as|under)\s*$")

EACH = re.compile(
    r"\s*\)?\s*(?:\w+\s+){0,3}?(?:for each|each|every|per|apiece|на месяц|каждо\w*|на каждый|jede[rsn]?|pro|chaque|par|cada|ogni|por|each one)\b"
)

CODE_SYMBOLS = 0.04  # a text with more than this share of code symbols is code

# a task that makes its input smaller: of several counts the smaller is the reply's
REDUCE = re.compile(r"\b(?:summar|shorten|condense|tl;?dr|title|tag|label|classif|categori|name the|extract)\w*")
REDUCE_STEMS = (
    "summar",
    "shorten",
    "condense",
    "tl",
    "title",
    "tag",
    "label",
    "classif",
    "categori",
    "name the",
    "extract",
)


# --- gates: the words without which a family's expressions cannot match ------------------
# A message is split into words once (bytes, punctuation and hyphens as spaces: C-level
# translate and split); each family's regular expressions run only where the message holds
# one of its words (a set intersection), or, for CJK text, one of its substrings.
def _keys(*words: str) -> frozenset[bytes]:
    return frozenset(w.encode() for text in words for w in text.split())


UNIT_WORDS = _keys(
    "word words token tokens sentence sentences line lines paragraph paragraphs character characters chars letters "
    "point points bullet bullets bullet-points item items option options idea ideas suggestion suggestions tip tips "
    "reason reasons step steps example examples tag tags keyword keywords label labels hashtag hashtags question "
    "questions query queries title titles headline headlines name names emoji emojis emoticon emoticons page pages "
    "слово слова слов словами словах предложение предложения предложений предложением строка строки строк абзац "
    "абзаца абзацев символ символа символов пункт пункта пунктов тег тега тегов вопрос вопроса вопросов заголовок",
    "wort wörter wörtern satz sätze sätzen zeile zeilen absatz absätze zeichen schlagwörter mot mots phrase phrases "
    "ligne lignes paragraphe paragraphes caractère caractères palabra palabras frase frases oración oraciones línea "
    "líneas linea lineas párrafo párrafos parola parole riga righe paragrafi caratteri palavra palavras linha linhas "
    "woord woorden słowo słowa słów zdanie zdania kelime cümle từ etiquetas",
)
NUMBER_TOKENS = _keys(" ".join(NUMBER_WORDS))
PHRASE_KEYS: tuple[tuple[frozenset[bytes], tuple[str, ...]], ...] = (
    (_keys("word mot palabra parola palavra wort слово словом"), ("一个词", "一個詞", "一言", "한 단어")),
    (_keys("yes true да ja oui sí si sim sì tak evet ya"), ("是或否", "是还是否", "はいかいいえ", "예 또는")),
    (_keys("number numeric integer digit score rating count year date"), ()),
    (_keys("one into only just одну eine l'une une uma una"), ()),
    (_keys("line one-liner liner строкой строку zeile ligne línea linea"), ()),
    (_keys("sentence предложением предложение satz phrase frase oración"), ("一句话", "一文で", "한 문장")),
    (_keys("emoji"), ()),
    (_keys("name"), ()),
    (_keys("words phrase"), ()),
)
TASK_KEYS: tuple[tuple[frozenset[bytes], tuple[str, ...]], ...] = (
    (_keys("title titles headline subject name заголовок titel titre título"), ("标题", "タイトル", "제목")),
    (_keys("tags keywords hashtags categories"), ()),
    (_keys("follow followup"), ()),
    (_keys("query queries question term terms"), ()),
    (_keys("commit"), ()),
    (_keys("autocomplete autocompletion continue complete"), ()),
)
ONLY_KEYS = _keys(
    "only just solely nothing no without только лишь без nur ausschließlich uniquement seulement únicamente "
    "solamente solo soltanto apenas somente alleen tylko sadece hanya chỉ"
)
ONLY_CJK = ("只", "仅", "のみ", "だけ", "만 ")
LONG_KEYS = _keys(
    "explain explanation detail detailed step essay article story program function implement code script solve "
    "prove derive justify elaborate analyze analyse discuss write объясни подробно напиши erkläre ausführlich "
    "explique expliquez détail explica detallado detallada detallad spiega dettagliato dettagliata"
)
LONG_CJK = (
    "程序",
    "代码",
    "函数",
    "解释",
    "详细",
    "说明",
    "プログラム",
    "関数",
    "コード",
    "説明",
    "詳しく",
    "分析",
    "코드",
    "프로그램",
    "함수",
    "설명",
    "자세히",
)
CODE_KEYS = _keys(
    "import def class #include function const let var public private %% @@ input output constraints examples example"
)
# ASCII punctuation and hyphens as spaces ('#' and '%' and '@' stay: "#include", "%%", "@@")
_PUNCT = bytes(c for c in b"!\"$&'()*+,-./:;<=>?[\\]^_`{|}~")
SPLIT = bytes.maketrans(_PUNCT, b" " * len(_PUNCT))
SYMBOLS_OUT = bytes(c for c in range(256) if c not in b"(){}[];=<>")
DIGIT = re.compile(r"\d")
