"""Cue words of the lexical features, per language.

``sidecar.prediction.features`` counts, for each family below, how many distinct cue words of that
family the scan window contains ("write", "explain", "briefly", "step by step", ...). The
same request asked in another language should count the same cues: a model trained mostly
on English prompts then reads a Polish or Arabic prompt with the rules it learned on
English ones, and a language the training data lacks still gets its cues. Lists are
lower-case and compared as UTF-8 bytes after ASCII punctuation is split off.

Three kinds of entries, which ``vocabulary()`` turns into the sets the features read:

- single words, one tuple of strings per family (``_CREATE``, ``_BRIEF``, ...): the
  English and Russian words first (feature version 3 had only those), then the other
  languages. A word that is common English in another sense ("come", "was", "brief",
  "die", "comment", "resume") is left out of the other language's list, and so is one
  that is common in a third language in another sense (Turkish "ile", Portuguese "ano");
- phrases (``_PHRASES_EN_RU``, ``_PHRASES_MORE``): searched in the window only when their
  gate word is present, for cues that are several words ("step by step", "paso a paso",
  "giải thích");
- substrings (``_CJK_TEXT``) for Chinese, Japanese and Korean, whose words are not
  separated by spaces (Korean attaches endings to them): searched in the window's edge,
  where ``sidecar.prediction.features`` already looks for CJK characters, only when the edge holds
  the substring's first character.

Changing any list changes what a feature means: bump ``features.FEATURE_VERSION``.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass


def _words(*texts: str) -> frozenset[bytes]:
    return frozenset(w.encode() for text in texts for w in text.split())


# Each family: a tuple of strings, the first with the English and Russian words (the
# vocabulary of feature version 3), then the other languages.


_CREATE = (
    # en, ru
    "write writing create generate implement compose draft build design develop code "
    "program script story essay poem article blog letter email song novel outline plan "
    "напиши напишите написать создай создайте сочини придумай разработай составь",
    # de, fr, es, it, pt, nl
    "schreibe schreib schreiben erstelle erstellen erzeuge generiere entwickle entwirf verfasse "
    "implementiere programmiere gedicht geschichte aufsatz",
    "écris écrivez écrire rédige rédigez crée créez génère générez implémente implémentez "
    "conçois concevez développe développez poème lettre chanson",
    "escribe escriba escribir crea genera genere implementa implemente diseña diseñe desarrolla "
    "desarrolle redacta redacte poema historia carta canción ensayo",
    "scrivi scriva scrivere genera implementa progetta sviluppa componi poesia storia lettera canzone saggio",
    "escreva escrever crie gere implemente desenvolva elabore história redação",
    "schrijf schrijven maak genereer implementeer ontwerp ontwikkel gedicht verhaal opstel",
    # pl, cs, ro, uk
    "napisz napiszcie stwórz utwórz wygeneruj zaimplementuj zaprojektuj opracuj wiersz opowiadanie esej",
    "napiš napište vytvoř vytvořte vygeneruj implementuj navrhni báseň příběh dopis",
    "scrie scrieți creează creați generează implementează proiectează dezvoltă poezie poveste scrisoare eseu",
    "напиши напишіть створи створіть згенеруй розроби розробіть склади складіть вірш есе",
    # tr, id, vi, ar, fa, he, hi, el
    "yaz yazın oluştur oluşturun üret geliştir tasarla şiir hikaye mektup makale",
    "tulis tuliskan buat buatlah buatkan rancang kembangkan karangan puisi cerita surat",
    "viết tạo soạn thơ",
    "اكتب أكتب أنشئ صمم طور قصيدة قصة رسالة مقالة",
    "بنویس بنویسید ایجاد طراحی شعر داستان نامه مقاله",
    "כתוב כתבי צור עצב שיר סיפור מכתב חיבור",
    "लिखें लिखिए लिखो बनाएं बनाइए कविता कहानी पत्र निबंध",
    "γράψε γράψτε δημιούργησε δημιουργήστε σχεδίασε ανάπτυξε ποίημα ιστορία επιστολή έκθεση",
)
_EXPLAIN = (
    "explain describe compare discuss analyze analyse elaborate why how difference "
    "differences pros cons overview guide tutorial teach "
    "объясни объясните опиши опишите расскажи расскажите сравни почему как",
    "erkläre erklären erklär erläutere beschreibe beschreiben vergleiche vergleichen warum wieso "
    "weshalb unterschied unterschiede diskutiere analysiere",
    "explique expliquez décris décrivez comparez pourquoi différence différences analysez discutez",
    "explica explique explícame describa compara cómo ¿cómo ¿por diferencia diferencias analiza",
    "spiega spieghi descrivi descriva confronta perché differenza differenze analizza",
    "descreva porquê diferença diferenças analise",
    "uitleggen beschrijf vergelijk waarom hoe verschil verschillen analyseer",
    "wyjaśnij wytłumacz opisz porównaj dlaczego jak różnica różnice przeanalizuj omów",
    "vysvětli vysvětlete popiš popište porovnej porovnejte proč jak rozdíl rozdíly analyzuj",
    "explică explicați descrie descrieți compară comparați cum diferența diferențele analizează",
    "поясни поясніть опиши опишіть розкажи розкажіть порівняй порівняйте чому як різниця різницю",
    "açıkla açıklayın anlat anlatın karşılaştır neden niçin nasıl fark farkı farklar",
    "jelaskan jelaskanlah uraikan gambarkan bandingkan mengapa kenapa bagaimana perbedaan",
    "اشرح صف قارن لماذا كيف الفرق",
    "توضیح شرح مقایسه چرا چگونه تفاوت",
    "הסבר הסבירי תאר השווה למה מדוע איך כיצד ההבדל",
    "समझाएं समझाइए वर्णन तुलना क्यों कैसे अंतर",
    "εξήγησε εξηγήστε περιέγραψε περιγράψτε σύγκρινε συγκρίνετε γιατί πώς διαφορά",
)
_TRANSFORM = (
    "summarize summarise summary translate rewrite paraphrase rephrase fix correct edit "
    "convert shorten proofread improve refactor reword tldr "
    "переведи перепиши исправь перефразируй сократи улучши",
    "übersetze übersetzen zusammenfassung umschreiben formuliere korrigiere verbessere überarbeite kürze",
    "résume résumez résumé traduis traduisez réécris réécrivez reformule reformulez corrige corrigez "
    "améliore améliorez",
    "resuma resumen traduce traduzca reescribe reescriba corrija mejora parafrasea",
    "riassumi riassunto traduci riscrivi correggi migliora parafrasa",
    "resumo traduza reescreva corrija melhore",
    "samenvatting vertaal herschrijf corrigeer verbeter herformuleer",
    "podsumuj streść przetłumacz przepisz popraw zredaguj sparafrazuj",
    "shrň shrňte přelož přeložte přepiš oprav opravte vylepši",
    "rezumă rezumați rezumat traduceți rescrie corectează reformulează",
    "підсумуй переклади перекладіть перепиши виправ виправте покращ перефразуй скороти",
    "özetle özetleyin çevir çevirin düzelt düzeltin",
    "ringkas ringkaslah ringkasan rangkum rangkumkan terjemahkan perbaiki",
    "tóm dịch sửa",
    "لخص ترجم صحح",
    "خلاصه ترجمه بازنویسی اصلاح",
    "סכם תרגם שכתב תקן",
    "सारांश अनुवाद सुधारें",
    "συνόψισε συνοψίστε περίληψη μετάφρασε μεταφράστε ξαναγράψε διόρθωσε",
)
_CLOSED = (
    "classify choose pick select calculate compute solve answer define name identify "
    "who when where which whom true false yes no is are does do did can "
    "сколько кто когда где какой какая какие верно да нет",
    "berechne wähle bestimme klassifiziere wer wann wo welche welcher welches stimmt richtig falsch nein",
    "calcule calculez choisis choisissez combien qui quand où quel quelle quels quelles vrai faux oui",
    "calcula elige cuántos cuántas ¿cuántos ¿cuántas quién ¿quién cuándo ¿cuándo dónde ¿dónde cuál ¿cuál "
    "verdadero falso",
    "calcola scegli quanti quante chi quando dove quale quali vero",
    "escolha quantos quantas quem onde qual quais verdadeiro",
    "bereken kies hoeveel wanneer waar welke welk juist onjuist nee",
    "oblicz wybierz kto kiedy gdzie który która które prawda fałsz",
    "vypočítej spočítej vyber kolik kdo kdy kde který která které pravda nepravda",
    "calculează alege câte câți cine când unde adevărat",
    "обчисли вибери скільки хто коли який яка які правда",
    "hesapla seç kaç kim nerede hangi doğru yanlış",
    "hitung pilih berapa siapa kapan dimana apakah benar salah",
    "احسب اختر كم متى أين هل صح خطأ",
    "محاسبه انتخاب چند کجا آیا درست نادرست",
    "חשב בחר כמה מי מתי איפה היכן האם נכון",
    "गणना चुनें कितने कितना कौन कब कहाँ सही गलत",
    "υπολόγισε υπολογίστε διάλεξε επίλεξε πόσα πόσοι πόσες ποιος ποια ποιο πότε πού σωστό λάθος",
)
_QUESTION = (
    "what how why who when where which is are does do did can could would should",
    "warum wie pourquoi cómo ¿cómo ¿qué qué perché dlaczego jak proč чому як hoe waarom wat "
    "neden nasıl mengapa bagaimana apakah لماذا كيف چرا چگونه למה איך क्यों कैसे क्या γιατί πώς τι",
)
_POLITE = (
    "please can could would пожалуйста",
    "bitte proszę prosím lütfen tolong silakan mohon παρακαλώ لطفا لطفاً कृपया בבקשה",
)
_BRIEF = (
    "briefly brief short shortly concise concisely succinct succinctly quick quickly "
    "only just tldr кратко коротко вкратце",
    "kurz knapp kurze kurzen prägnant",
    "bref brièvement courte concis seulement uniquement",
    "brevemente breve corto corta conciso concisa únicamente",
    "soltanto curto curta apenas somente",
    "beknopt bondig slechts",
    "krótko zwięźle krótki krótka tylko",
    "stručně krátce stručný krátký pouze",
    "scurt succint doar numai",
    "стисло лише тільки",
    "kısaca kısa",
    "singkat singkatnya",
    "ngắn",
    "باختصار مختصر مختصرا",
    "کوتاه",
    "בקצרה קצר קצרה",
    "संक्षेप संक्षिप्त",
    "σύντομα συνοπτικά σύντομη σύντομο",
)
_LONG = (
    "detailed detail details thorough thoroughly comprehensive comprehensively elaborate "
    "extensive extensively essay in-depth complete full exhaustive long "
    "подробно подробнее подробный развернуто развёрнуто",
    "ausführlich ausführliche ausführlichen ausführlicher detailliert detaillierte detaillierten umfassend umfassende "
    "umfassenden vollständig vollständige vollständigen gründlich",
    "détaillé détaillée détaillés détail détails approfondi approfondie complet complète exhaustif exhaustive",
    "detallado detallada detalladamente exhaustivo exhaustiva completo completa profundidad",
    "dettagliato dettagliata dettagliatamente approfondito approfondita esaustivo esaustiva",
    "detalhado detalhada detalhadamente aprofundado exaustivo",
    "gedetailleerd gedetailleerde uitgebreid uitgebreide uitvoerig volledig volledige grondig",
    "szczegółowo szczegółowy szczegółowa wyczerpująco obszernie",
    "podrobně podrobný podrobné detailně vyčerpávající důkladně",
    "detaliat detaliată amănunțit exhaustiv",
    "детально докладно детальний розгорнуто повністю",
    "ayrıntılı detaylı kapsamlı",
    "rinci terperinci lengkap mendalam",
    "بالتفصيل مفصل مفصلة مفصلا شامل شاملة",
    "مفصل جامع",
    "בפירוט מפורט מפורטת מקיף",
    "विस्तार विस्तृत",
    "λεπτομερώς αναλυτικά λεπτομερή λεπτομερής εκτενώς",
)
_FORMAT = (
    "list table json bullet bullets outline csv markdown yaml xml steps enumerate список таблица таблицу",
    "liste tabelle aufzählung stichpunkte tableau puces lista tabla viñetas elenco tabella tabela tópicos "
    "lijst tabel opsomming tabelę seznam tabulka tabulku listă tabel таблицю таблиця listele tablo daftar "
    "bảng قائمة جدول فهرست لیست רשימה טבלה सूची तालिका λίστα πίνακα πίνακας",
)
_CODE = (
    "def return import function const var let class public private void static int "
    "#include printf println console select from where async await lambda "
    "python javascript typescript java c++ rust golang sql html css bash regex api",
)
# Words that make a size request possible: the number scan runs only when one is present.
_SIZE_UNITS = (
    "word words sentence sentences paragraph paragraphs line lines item items point points "
    "bullet bullets example examples idea ideas tip tips step steps question questions page "
    "pages list top слов слова предложения предложений абзаца абзацев пунктов пункта",
    "wörter wörtern sätze sätzen absätze absätzen mots phrases paragraphes palabras oraciones frases "
    "párrafos parole frasi paragrafi palavras parágrafos woorden zinnen alinea słów słowa zdań zdania "
    "akapitów akapity zdaniach słowach akapitach slov vět věty odstavců odstavce cuvinte propoziții paragrafe слів речень абзаців "
    "kelime kelimelik cümle paragraf kata kalimat từ câu đoạn كلمة جمل فقرات کلمه جمله پاراگراف מילים משפטים פסקאות "
    "शब्द वाक्य अनुच्छेद λέξεις λέξεων προτάσεις παραγράφους",
)
# unit prefix -> words one unit stands for (a rough exchange rate; only the order matters);
# in each entry the English and Russian prefixes, then the others
_UNITS = (
    (
        "word слов",
        "wört mot palabra parol palavra woord słów słow slov cuvint слів kelime kata từ كلم کلم מיל शब्द λέξ 単語 단어",
        1.0,
    ),
    (
        "sentence предложени",
        "sätz satz phras oracion frase frasi zin zdań zdani vět propozi речен cümle kalimat câu جمل משפט वाक्य "
        "προτάσ 句 문장",
        20.0,
    ),
    ("line", "", 12.0),
    (
        "paragraph абзац",
        "absätz absatz párrafo paragraf parágrafo alinea akapit odstav đoạn فقر پاراگراف פסק अनुच्छेद παράγραφ 段 단락 문단",
        90.0,
    ),
    ("page", "", 400.0),
    ("question example", "", 40.0),
    ("item point bullet idea tip step пункт", "", 25.0),
    ("", "字", 0.6),  # Chinese and Japanese characters ("500字")
)
# (gate word, phrase): the phrase is searched in the window only when its gate word is there
_PHRASES_EN_RU: dict[str, tuple[tuple[str, str], ...]] = {
    "brief": (
        ("one", "one word"),
        ("one", "one sentence"),
        ("single", "single word"),
        ("yes", "yes or no"),
        ("few", "few words"),
        ("одним", "одним словом"),
    ),
    "long": (
        ("step", "step by step"),
        ("step-by-step", "step-by-step"),
        ("depth", "in depth"),
        ("much", "as much as"),
        ("least", "at least"),
        ("пошагово", "пошагово"),
    ),
}
_PHRASES_MORE: dict[str, tuple[tuple[str, str], ...]] = {
    "brief": (("scurt", "pe scurt"),),
    "long": (
        ("schritt", "schritt für schritt"),
        ("étape", "étape par étape"),
        ("paso", "paso a paso"),
        ("passo", "passo dopo passo"),
        ("passo", "passo a passo"),
        ("stap", "stap voor stap"),
        ("krok", "krok po kroku"),
        ("krok", "krok za krokem"),
        ("pas", "pas cu pas"),
        ("крок", "крок за кроком"),
        ("шаг", "шаг за шагом"),
        ("adım", "adım adım"),
        ("langkah", "langkah demi langkah"),
        ("tiết", "chi tiết"),
        ("đủ", "đầy đủ"),
        ("βήμα", "βήμα προς βήμα"),
        ("بخطوة", "خطوة بخطوة"),
    ),
    "explain": (
        ("leg", "leg uit"),
        ("qué", "por qué"),
        ("que", "por que"),
        ("thích", "giải thích"),
        ("tả", "mô tả"),
        ("sánh", "so sánh"),
        ("sao", "tại sao"),
        ("thế", "thế nào"),
    ),
    "transform": (
        ("vat", "vat samen"),
        ("fasse", "zusammen"),
        ("tắt", "tóm tắt"),
        ("lại", "viết lại"),
        ("ulang", "tulis ulang"),
    ),
    "closed": (
        ("zaman", "ne zaman"),
        ("nhiêu", "bao nhiêu"),
        ("nào", "khi nào"),
        ("đâu", "ở đâu"),
    ),
    "format": (("sách", "danh sách"),),
}

# Substrings of Chinese, Japanese and Korean instructions, by family ("|" between entries:
# a Korean cue may hold a space)
_CJK_TEXT = {
    "create": "写|编写|撰写|创作|生成|设计|实现|创建|作文|故事|诗|書いて|書け|作成|実装|作って|物語|"
    "작성|써줘|써 주세요|써주세요|만들어|생성|구현|설계",
    "explain": "解释|说明|描述|比较|为什么|如何|怎么|区别|分析|介绍|説明|解説|教えて|比較|なぜ|どうして|"
    "どのように|違い|설명|알려|비교|왜|어떻게|차이|분석|묘사",
    "transform": "总结|概括|翻译|改写|重写|修改|润色|纠正|摘要|要約|まとめ|翻訳|書き直|言い換|修正|添削|訂正|"
    "요약|번역|고쳐|교정|바꿔",
    "closed": "计算|选择|多少|是否|哪个|哪些|谁|判断|計算|選んで|選べ|いくつ|誰|どれ|どこ|"
    "계산|선택|몇|누구|언제|어디|어느",
    "brief": "简要|简短|简洁|一句话|一个词|只需|仅|簡潔|簡単に|一言|手短|短く|だけ|간단히|간략|짧게|"
    "한 단어|한 문장|간결",
    "long": "详细|详尽|全面|深入|逐步|一步一步|詳しく|詳細|丁寧に|網羅|徹底|ステップバイステップ|자세히|상세|"
    "구체적|단계별|철저",
    "format": "列表|表格|列出|清单|要点|リスト|箇条書き|表形式|一覧|목록|표로|리스트|글머리",
}


FAMILIES = ("create", "explain", "transform", "closed", "brief", "long", "format")


@dataclass(frozen=True)
class Vocabulary:
    """Every cue of every family as ``sidecar.prediction.features`` reads them."""

    create: frozenset[bytes]
    explain: frozenset[bytes]
    transform: frozenset[bytes]
    closed: frozenset[bytes]
    question: frozenset[bytes]
    polite: frozenset[bytes]
    brief: frozenset[bytes]
    long: frozenset[bytes]
    format: frozenset[bytes]
    code: frozenset[bytes]
    size_units: frozenset[bytes]
    units: dict[bytes, float]  # unit prefix -> words (CJK units follow their number directly: "500字")
    phrases: tuple[tuple[int, bytes, str], ...]  # (family index in FAMILIES, gate word, phrase)
    cjk: dict[str, tuple[tuple[str, int], ...]]  # first character -> ((substring, family index), ...)

    @property
    def gates(self) -> frozenset[bytes]:
        return frozenset(gate for _, gate, _ in self.phrases)


def vocabulary(every_language: bool = True) -> Vocabulary:
    """The cues of every language, or (``every_language=False``) of English and Russian
    only, as feature version 3 had them (to measure what the other languages add)."""

    def words(texts: tuple[str, ...]) -> frozenset[bytes]:
        return _words(*(texts if every_language else texts[:1]))

    units = {
        k.encode(): rate
        for first, more, rate in _UNITS
        for k in (first + " " + more if every_language else first).split()
    }
    phrase_sets = (_PHRASES_EN_RU, _PHRASES_MORE) if every_language else (_PHRASES_EN_RU,)
    phrases = tuple(
        (FAMILIES.index(fam), gate.encode(), phrase)
        for table in phrase_sets
        for fam, entries in table.items()
        for gate, phrase in entries
    )
    cjk: dict[str, list[tuple[str, int]]] = defaultdict(list)
    if every_language:
        for fam, text in _CJK_TEXT.items():
            for sub in dict.fromkeys(text.split("|")):
                cjk[sub[0]].append((sub, FAMILIES.index(fam)))
    return Vocabulary(
        create=words(_CREATE),
        explain=words(_EXPLAIN),
        transform=words(_TRANSFORM),
        closed=words(_CLOSED),
        question=words(_QUESTION),
        polite=words(_POLITE),
        brief=words(_BRIEF),
        long=words(_LONG),
        format=words(_FORMAT),
        code=words(_CODE),
        size_units=words(_SIZE_UNITS),
        units=units,
        phrases=phrases,
        cjk={c: tuple(v) for c, v in cjk.items()},
    )
