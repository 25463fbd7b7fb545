"""What the clients people run send by default, as test cases: each one a request in the
structure its client sends (where the task sits, what wraps the material, the parameters
it sets), in this project's own words (the clients' prompt text is theirs: never copied),
with the reply length its own constraints imply and where the structure was read.

``TASKS``: background tasks (titles, tags, follow-ups, queries, autocompletion, emoji,
commit messages, fill-in-the-middle, labels); ``TURNS``: ordinary chat turns, short and
long. Expected lengths are tokens, (low, high).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

HISTORY = (
    "USER: My sourdough starter stopped rising after I moved it to the fridge. What should I do?\n"
    "ASSISTANT: A starter slows down in the cold. Take it out, feed it equal weights of flour and water "
    "twice a day at room temperature, and it should double again within two or three days. If it smells "
    "of acetone, discard most of it before feeding. Whole rye flour in the feed also helps it recover.\n"
)
LONG_HISTORY = HISTORY * 4
DIFF = (
    "diff --git a/app/cache.py b/app/cache.py\n--- a/app/cache.py\n+++ b/app/cache.py\n@@ -10,7 +10,9 @@\n"
    " class Cache:\n-    def get(self, key):\n-        return self.data[key]\n+    def get(self, key, default=None):\n"
    "+        if key not in self.data:\n+            return default\n+        return self.data[key]\n"
) * 3
CODE_PREFIX = "import os\n\n\ndef read_config(path):\n    with open(path) as f:\n        data = "
CODE_SUFFIX = "\n    return parse(data)\n\n\ndef main():\n    cfg = read_config(os.environ['CFG'])\n"


@dataclass(frozen=True)
class Case:
    name: str
    source: str  # where the structure was read: repository and path
    api: str
    body: dict[str, Any]
    expected: tuple[float, float]  # tokens the reply's own constraints imply

    @property
    def short(self) -> bool:
        return self.expected[1] <= 60

    @property
    def mid(self) -> float:
        return (self.expected[0] * self.expected[1]) ** 0.5


def chat(*msgs: tuple[str, str], **extra: Any) -> dict[str, Any]:
    return {"model": "m", "messages": [{"role": r, "content": c} for r, c in msgs], **extra}


TASKS: list[Case] = [
    # --- chat UIs: a heading-sectioned task in the user turn, the history wrapped ---------
    Case(
        "owui-title",
        "open-webui/open-webui backend/open_webui/config.py (title)",
        "openai-chat",
        chat(
            (
                "user",
                "### Task:\nWrite a short title of 3-5 words, with an emoji in front, that sums up the chat history.\n"
                "### Guidelines:\n- Name the main theme of the conversation.\n- No quotation marks or special formatting.\n"
                '- Use the language the chat is in.\n### Output:\nJSON format: { "title": "the short title" }\n'
                '### Examples:\n- { "title": "🌍 Trip Planning For Spain" }\n- { "title": "Fixing A Leaky Tap" }\n'
                "### Chat History:\n<chat_history>\n" + HISTORY + "</chat_history>",
            )
        ),
        (10, 24),
    ),
    Case(
        "owui-tags",
        "open-webui/open-webui backend/open_webui/config.py (tags)",
        "openai-chat",
        chat(
            (
                "user",
                "### Task:\nGenerate 1-3 broad tags for the main themes of the chat history, and 1-3 narrower subtopic tags.\n"
                "### Guidelines:\n- Begin with general domains such as Science, Technology, Arts or Health\n"
                '- If the chat has fewer than 3 messages, use only ["General"]\n- Use the chat\'s main language\n'
                '### Output:\nJSON format: { "tags": ["tag1", "tag2", "tag3"] }\n\n### Chat History:\n<chat_history>\n'
                + LONG_HISTORY
                + "</chat_history>",
            )
        ),
        (10, 35),
    ),
    Case(
        "owui-follow-ups",
        "open-webui/open-webui backend/open_webui/config.py (follow-ups)",
        "openai-chat",
        chat(
            (
                "user",
                "### Task:\nSuggest 3-5 follow-up questions the user might ask next, based on the chat history.\n"
                "### Guidelines:\n- Write each from the user's point of view.\n- Keep them short and specific.\n"
                '- Don\'t repeat what was already asked.\n### Output:\nJSON format: { "follow_ups": ["Question 1?", "Question 2?"] }\n'
                "### Chat History:\n<chat_history>\n" + LONG_HISTORY + "</chat_history>",
            )
        ),
        (40, 120),
    ),
    Case(
        "owui-queries",
        "open-webui/open-webui backend/open_webui/config.py (query generation)",
        "openai-chat",
        chat(
            (
                "user",
                "### Task:\nDecide whether a web search would help, and if so generate 1-3 search queries.\n"
                "### Guidelines:\n- Return an empty list only when no search could help.\n- Queries should be concise.\n"
                '### Output:\nStrictly return in JSON format: { "queries": ["query1", "query2"] }\n'
                "### Chat History:\n<chat_history>\n" + HISTORY + "</chat_history>",
            )
        ),
        (10, 40),
    ),
    Case(
        "owui-autocomplete",
        "open-webui/open-webui backend/open_webui/config.py (autocomplete)",
        "openai-chat",
        chat(
            (
                "user",
                "### Task:\nYou are an autocompletion system. Continue the text in <text> for the completion type in <type>.\n"
                '### Output Rules:\n- Respond only in JSON format: { "text": "<completion>" }\n### Context:\n<chat_history>\n'
                + HISTORY
                + "</chat_history>\n<type>General</type>\n<text>How long should I let the dough</text>\n#### Output:\n",
            )
        ),
        (6, 30),
    ),
    Case(
        "owui-emoji",
        "open-webui/open-webui backend/open_webui/config.py (emoji)",
        "ollama-chat",
        chat(
            (
                "user",
                "Show the likely facial expression of whoever wrote this message with one fitting emoji.\n\n"
                "Message: ```I finally got the bread to rise, it looks amazing!```",
            ),
            stream=False,
        ),
        (1, 6),
    ),
    Case(
        "pageassist-title",
        "n4ze3m/page-assist src/services/title.ts",
        "ollama-chat",
        chat(
            (
                "user",
                "Here is the query:\n\n--------------\n\nCan you explain how a sourdough starter works and why it needs feeding?\n\n"
                "--------------\n\nCreate a 3-5 word phrase as a title for the query above. No quotation marks or formatting. "
                "REPLY ONLY WITH THE TITLE. Use the same language as the query.",
            ),
            stream=False,
        ),
        (4, 14),
    ),
    Case(
        "librechat-title",
        "danny-avila/LibreChat api/app/clients/prompts/titlePrompts.js",
        "openai-chat",
        chat(
            (
                "system",
                "Name this conversation in the language it is written in. The title is 5 words or fewer, with no punctuation or quotes.",
            ),
            (
                "user",
                "User: how do I keep my starter alive while on holiday\nAssistant: Feed it, then put it in the fridge.",
            ),
            max_tokens=20,
        ),
        (3, 12),
    ),
    Case(
        "nextchat-topic-zh",
        "ChatGPTNextWeb/NextChat app/locales/cn.ts (topic)",
        "openai-chat",
        chat(
            ("user", "我的酵母面包为什么发不起来？"),
            ("assistant", "可能是酵母活性不够或者温度太低。"),
            ("user", "用四到五个字概括这段对话的主题，不要解释，不要标点，直接返回主题。"),
        ),
        (3, 12),
    ),
    Case(
        "nextchat-summary",
        "ChatGPTNextWeb/NextChat app/locales/en.ts (summarize)",
        "openai-chat",
        chat(
            ("user", "What flour is best for sourdough?"),
            ("assistant", "Bread flour with some whole wheat or rye. " * 20),
            ("user", "Briefly summarize our discussion in 200 words or less, to be used as context later."),
        ),
        (80, 300),
    ),
    Case(
        "chatbox-name",
        "Bin-Huang/chatbox src/renderer/packages/prompts.ts (name conversation)",
        "openai-chat",
        chat(
            (
                "user",
                "Give this conversation a name from the chat records below. The name should be concise, within 10 "
                "characters, without quotation marks, in the records' language.\n\n```\n" + HISTORY + "```",
            )
        ),
        (2, 12),
    ),
    Case(
        "zed-title",
        "zed-industries/zed crates/agent (summarize thread title)",
        "openai-chat",
        chat(
            ("user", "How do I revive a cold sourdough starter?"),
            ("assistant", "Warm it up and feed it twice a day. " * 8),
            (
                "user",
                "Generate a concise 3-7 word title for this conversation, without punctuation. Give only the title, "
                "with no preamble such as 'Title:'.",
            ),
        ),
        (4, 14),
    ),
    Case(
        "jan-title",
        "janhq/jan web-app (thread title)",
        "openai-chat",
        chat(
            (
                "system",
                "You generate titles. Summarize the user's message in a title of at most 10 words. Reply with the title only.",
            ),
            ("user", "I'm trying to understand why my bread is dense and gummy in the middle, any idea?"),
        ),
        (5, 16),
    ),
    Case(
        "bigagi-title",
        "enricoros/big-AGI src/modules/aifn/autotitle",
        "openai-chat",
        chat(
            ("system", "You are a helpful assistant that names conversations."),
            (
                "user",
                "Read the chat below and write a short title (3-5 words) for it. Answer with the title alone.\n\n"
                + HISTORY,
            ),
        ),
        (4, 12),
    ),
    Case(
        "lobe-topic",
        "lobehub/lobe-chat src/chains/summaryTitle.ts",
        "openai-chat",
        chat(
            (
                "system",
                "You name conversation topics. Given the messages, produce a topic title of at most 10 characters, "
                "no punctuation, in the user's language.",
            ),
            ("user", HISTORY),
        ),
        (2, 10),
    ),
    Case(
        "fewshot-name",
        "a chat UI's few-shot naming prompt (instructions in the first turn)",
        "openai-chat",
        chat(
            (
                "user",
                "Your task is to name the conversation topic in 5 words or fewer, starting with a verb.\nRules:\n1. Maximum 5 words\n"
                "2. Do not answer the message, only name it.",
            ),
            ("assistant", "Understood. Send the first message."),
            ("user", "I want to learn the basics of quantum physics"),
            ("assistant", "Exploring quantum physics basics"),
            ("user", "How do I fix a flat bicycle tire on the road?"),
        ),
        (3, 12),
    ),
    Case(
        "copilot-title",
        "microsoft/vscode-copilot-chat (chat title)",
        "openai-chat",
        chat(
            (
                "system",
                "You write pithy titles for chat conversations.\nRules:\n- The title is 3-6 words.\n- No quotes.\n"
                "- Respond with the title and nothing else.",
            ),
            ("user", "Please write a title for this request: how can I make my pytest suite run in parallel?"),
        ),
        (4, 12),
    ),
    Case(
        "claude-topic",
        "anthropics/claude-code (new topic detection)",
        "anthropic-messages",
        {
            "model": "m",
            "max_tokens": 512,
            "system": [
                {
                    "type": "text",
                    "text": "Decide whether this message starts a new conversation topic. If it does, give a "
                    "2-3 word title for it. Answer as a JSON object with two fields: 'isNewTopic' (boolean) and 'title' "
                    "(string, or null when isNewTopic is false). Include only these fields.",
                }
            ],
            "messages": [{"role": "user", "content": "now let's add retries to the http client"}],
        },
        (8, 25),
    ),
    Case(
        "claude-summary-title",
        "anthropics/claude-code (session summary)",
        "anthropic-messages",
        {
            "model": "m",
            "max_tokens": 512,
            "messages": [
                {
                    "role": "user",
                    "content": "Summarize this coding session in under 50 characters: main task and files.\n\n"
                    "<session>\n" + DIFF + "</session>",
                }
            ],
        },
        (5, 20),
    ),
    # --- editors and coding tools ----------------------------------------------------------
    Case(
        "aider-commit",
        "Aider-AI/aider aider/prompts.py (commit message)",
        "openai-chat",
        chat(
            (
                "system",
                "You are an expert engineer who writes concise, one-line Git commit messages from the diffs given.\n"
                "Use the form <type>: <description>, with type one of fix, feat, refactor, docs, test, chore.\n"
                "Use the imperative mood. Do not exceed 72 characters.\nReply only with the one-line commit message, "
                "with no explanation.",
            ),
            ("user", "# Diffs:\n" + DIFF),
        ),
        (8, 25),
    ),
    Case(
        "continue-commit",
        "continuedev/continue (generate commit message)",
        "openai-chat",
        chat(
            (
                "user",
                DIFF
                + "\n\nWrite a commit message for the diff above. Use no more than 10 words, and reply with only the message.",
            )
        ),
        (5, 20),
    ),
    Case(
        "continue-fim-generate",
        "continuedev/continue core/autocomplete (Ollama suffix)",
        "ollama-generate",
        {
            "model": "qwen2.5-coder",
            "prompt": CODE_PREFIX,
            "suffix": CODE_SUFFIX,
            "raw": True,
            "stream": True,
            "options": {"num_predict": 256, "temperature": 0.01, "stop": ["\n\n", "```"]},
        },
        (3, 60),
    ),
    Case(
        "fim-tokens-qwen",
        "Qwen2.5-Coder FIM format, as editors send it raw",
        "openai-completions",
        {
            "model": "m",
            "prompt": "<|fim_prefix|>" + CODE_PREFIX + "<|fim_suffix|>" + CODE_SUFFIX + "<|fim_middle|>",
            "max_tokens": 128,
            "stream": True,
        },
        (3, 60),
    ),
    Case(
        "fim-tokens-starcoder",
        "StarCoder FIM format (Tabby, Twinny)",
        "ollama-generate",
        {
            "model": "starcoder2",
            "prompt": "<fim_prefix>" + CODE_PREFIX + "<fim_suffix>" + CODE_SUFFIX + "<fim_middle>",
            "raw": True,
            "options": {"num_predict": 128},
        },
        (3, 60),
    ),
    Case(
        "fim-tokens-deepseek",
        "DeepSeek-Coder FIM format",
        "openai-completions",
        {
            "model": "m",
            "prompt": "<｜fim▁begin｜>" + CODE_PREFIX + "<｜fim▁hole｜>" + CODE_SUFFIX + "<｜fim▁end｜>",
            "max_tokens": 64,
        },
        (3, 60),
    ),
    Case(
        "fim-codellama",
        "CodeLlama FIM format",
        "llamacpp-completion",
        {"prompt": "<PRE> " + CODE_PREFIX + " <SUF>" + CODE_SUFFIX + " <MID>", "n_predict": 128},
        (3, 60),
    ),
    Case(
        "openai-suffix",
        "OpenAI completions with suffix (Cody, Copilot-style)",
        "openai-completions",
        {"model": "m", "prompt": CODE_PREFIX, "suffix": CODE_SUFFIX, "max_tokens": 200},
        (3, 60),
    ),
    Case(
        "llama-infill",
        "ggml-org/llama.vscode (llama-server /infill)",
        "llamacpp-infill",
        {
            "input_prefix": CODE_PREFIX,
            "input_suffix": CODE_SUFFIX,
            "input_extra": [{"filename": "util.py", "text": "def parse(x): ..."}],
            "n_predict": 128,
            "stream": True,
        },
        (3, 60),
    ),
    Case(
        "cline-condense",
        "an agent's task label (one line)",
        "openai-chat",
        chat(
            ("system", "Label the user's coding task in one short line for a task list. Output only the line."),
            ("user", "The build fails on CI because the lockfile is stale and the node version differs from local."),
        ),
        (5, 20),
    ),
    # --- assistants and RAG tools ------------------------------------------------------------
    Case(
        "perplexica-rephrase",
        "ItzCrazyKns/Perplexica (rephrase follow-up as standalone question)",
        "openai-chat",
        chat(
            (
                "system",
                "Rewrite the follow-up question so that it stands alone without the conversation. Return only the "
                "rewritten question.",
            ),
            (
                "user",
                "Conversation:\n" + HISTORY + "\nFollow up question: and how often after that?\nRephrased question:",
            ),
        ),
        (6, 30),
    ),
    Case(
        "rag-yesno",
        "a RAG relevance grader (LangChain-style)",
        "openai-chat",
        chat(
            (
                "system",
                "You grade whether a retrieved document is relevant to a user question. Give a binary score 'yes' or "
                "'no'. Answer yes or no only.",
            ),
            ("user", "Document:\n" + HISTORY * 2 + "\nQuestion: How do I store a starter?"),
        ),
        (1, 6),
    ),
    Case(
        "classify-label",
        "a support inbox router",
        "openai-chat",
        chat(
            (
                "system",
                "Classify the customer email into one of the following categories: billing, bug, feature_request, other. "
                "Respond with only the category name.",
            ),
            ("user", "Hi, I was charged twice for my subscription this month, can you refund one of them?"),
        ),
        (1, 6),
    ),
    Case(
        "sentiment-number",
        "a review scorer",
        "ollama-generate",
        {
            "model": "m",
            "stream": False,
            "prompt": "Rate the sentiment of this review on a scale of 1 to 10. Output only the number.\n\nReview: The bread "
            "machine is loud but the loaves come out great every time.",
        },
        (1, 5),
    ),
    Case(
        "one-word-de",
        "a German deployment's classifier",
        "openai-chat",
        chat(
            (
                "user",
                "Antworte mit einem Wort: Ist der folgende Satz positiv oder negativ? 'Das Brot war leider verbrannt.'",
            )
        ),
        (1, 6),
    ),
    Case(
        "ru-keywords",
        "a Russian CMS's keyword extractor",
        "openai-chat",
        chat(
            (
                "system",
                "Выдели из текста не более 5 ключевых слов через запятую. Только ключевые слова, без пояснений.",
            ),
            ("user", "Закваска для хлеба требует регулярной подкормки мукой и водой. " * 10),
        ),
        (5, 25),
    ),
    Case(
        "fr-title",
        "a French note app's title",
        "openai-chat",
        chat(
            (
                "user",
                "Donne un titre de 3 à 5 mots à cette note. Réponds uniquement avec le titre.\n\n---\n"
                "Recette du pain au levain : farine, eau, sel, levain. Pétrir, laisser lever douze heures.\n---",
            )
        ),
        (4, 14),
    ),
    Case(
        "ja-title",
        "a Japanese chat UI's title",
        "openai-chat",
        chat(("user", "次の会話に10文字以内のタイトルを付けてください。タイトルのみを返してください。\n\n" + HISTORY)),
        (4, 16),
    ),
    Case(
        "es-summary-sentence",
        "a Spanish helpdesk summary",
        "openai-chat",
        chat(
            (
                "user",
                "Resume el siguiente ticket en una sola frase.\n\n"
                + "El cliente no puede iniciar sesión desde ayer. " * 8,
            )
        ),
        (10, 45),
    ),
    Case(
        "tweet-length",
        "a social scheduler",
        "openai-chat",
        chat(
            ("user", "Write a tweet of at most 25 words announcing our new bakery opening on Saturday. Only the tweet.")
        ),
        (15, 45),
    ),
    Case(
        "json-extract",
        "an invoice extractor (JSON fields)",
        "openai-chat",
        chat(
            (
                "system",
                'Extract the fields from the invoice. Respond with JSON only: {"vendor": "...", "total": 0.0, "date": "YYYY-MM-DD"}',
            ),
            (
                "user",
                "INVOICE\nAcme Flour Mills\nDate: 2026-03-04\nItems: 20 kg bread flour ... 36.40\nTotal due: 36.40 EUR",
            ),
        ),
        (12, 40),
    ),
]

TURNS: list[Case] = [
    # short questions: one fact, one word, a number
    Case(
        "capital",
        "chat turn",
        "openai-chat",
        chat(("user", "What is the capital of Australia? One word please.")),
        (1, 8),
    ),
    Case("yes-no-prime", "chat turn", "openai-chat", chat(("user", "Is 97 a prime number? Answer yes or no.")), (1, 8)),
    Case(
        "arith",
        "chat turn",
        "ollama-chat",
        chat(("user", "What is 17 times 23? Just the number."), stream=False),
        (1, 8),
    ),
    Case(
        "translate-word",
        "chat turn",
        "openai-chat",
        chat(("user", "Translate 'bread' into Italian. Only the word.")),
        (1, 6),
    ),
    Case("synonym", "chat turn", "openai-chat", chat(("user", "Give me a single-word synonym for 'happy'.")), (1, 8)),
    Case(
        "date", "chat turn", "openai-chat", chat(("user", "In one sentence, when did the Berlin Wall fall?")), (8, 40)
    ),
    Case(
        "rewrite-line",
        "chat turn",
        "openai-chat",
        chat(
            (
                "user",
                "Rewrite this as one short line: 'We would like to "
                "inform you that the meeting has been moved to Thursday.'",
            )
        ),
        (6, 30),
    ),
    Case(
        "ru-short", "chat turn", "openai-chat", chat(("user", "Ответь одним словом: какого цвета небо днём?")), (1, 8)
    ),
    Case("zh-short", "chat turn", "openai-chat", chat(("user", "用一句话解释什么是光合作用。")), (15, 60)),
    # long asks: essays, programs, explanations
    Case(
        "essay",
        "chat turn",
        "openai-chat",
        chat(
            ("user", "Write an essay on the history of bread making, from ancient Egypt to modern industrial bakeries.")
        ),
        (500, 1200),
    ),
    Case(
        "essay-words",
        "chat turn",
        "openai-chat",
        chat(("user", "Write a 1000-word short story about a baker who discovers a magical starter.")),
        (1000, 1800),
    ),
    Case(
        "program",
        "chat turn",
        "openai-chat",
        chat(
            ("user", "Implement a thread-safe LRU cache in Python with TTL expiry, unit tests and a command-line demo.")
        ),
        (500, 1500),
    ),
    Case(
        "explain",
        "chat turn",
        "ollama-chat",
        chat(
            (
                "user",
                "Explain in detail how TCP congestion control works, step "
                "by step, with examples of slow start and fast recovery.",
            ),
            stream=False,
        ),
        (500, 1300),
    ),
    Case(
        "compare",
        "chat turn",
        "openai-chat",
        chat(
            (
                "user",
                "Compare PostgreSQL, MySQL and SQLite for a small web "
                "app: performance, features, operations. Use a table and explain.",
            )
        ),
        (400, 1000),
    ),
    Case(
        "plan",
        "chat turn",
        "openai-chat",
        chat(
            ("system", "You are a helpful assistant."),
            ("user", "Make me a detailed two-week training plan to run my first half marathon, day by day."),
        ),
        (500, 1300),
    ),
    Case(
        "guide-ru",
        "chat turn",
        "openai-chat",
        chat(
            (
                "user",
                "Напиши подробное руководство по выпечке хлеба на закваске "
                "для начинающих: ингредиенты, этапы, типичные ошибки.",
            )
        ),
        (500, 1300),
    ),
    Case(
        "refactor",
        "chat turn",
        "openai-chat",
        chat(
            (
                "user",
                "Refactor this module into classes with type hints and add "
                "docstrings and tests:\n```python\n" + CODE_PREFIX * 8 + "\n```",
            )
        ),
        (300, 1200),
    ),
    Case(
        "list-ideas",
        "chat turn",
        "openai-chat",
        chat(("user", "List 10 business ideas for a small bakery, with a short explanation of each.")),
        (250, 700),
    ),
    Case(
        "summary-long",
        "chat turn",
        "openai-chat",
        chat(
            (
                "user",
                "Summarize the key arguments of this article in detail, section by section:\n\n" + LONG_HISTORY * 3,
            )
        ),
        (200, 700),
    ),
    Case(
        "letter",
        "chat turn",
        "openai-chat",
        chat(
            (
                "user",
                "Write a formal letter to my landlord asking to repair the "
                "heating, mentioning the previous three requests.",
            )
        ),
        (200, 500),
    ),
]


# Written after the reader was built on the cases above, and measured once before any change
# (docs/predictor.md gives both sets' numbers): other clients, other phrasings, other languages.
LATER: list[Case] = [
    Case(
        "anythingllm-thread-name",
        "Mintplex-Labs/anything-llm (thread rename)",
        "openai-chat",
        chat(
            (
                "system",
                "Create a very short name for the chat thread from the user's first message. Keep it under 6 words. "
                "Do not use quotes.",
            ),
            ("user", "What's the best way to learn Rust if I already know Go?"),
        ),
        (3, 12),
    ),
    Case(
        "msty-title-ollama",
        "a desktop chat app's title (Ollama native)",
        "ollama-chat",
        chat(
            (
                "user",
                'Conversation:\n"""\n' + HISTORY + '"""\nSuggest a title for the conversation above in a few words. '
                "Output the title and nothing more.",
            ),
            stream=False,
            options={"temperature": 0.2},
        ),
        (3, 14),
    ),
    Case(
        "enchanted-title-generate",
        "an iOS client's title via /api/generate",
        "ollama-generate",
        {
            "model": "m",
            "stream": False,
            "prompt": "Summarize the following question as a title of up to four words:\n"
            + "How do I change a bike chain?",
        },
        (3, 10),
    ),
    Case(
        "dify-conversation-name",
        "langgenius/dify (conversation name as JSON)",
        "openai-chat",
        chat(
            (
                "system",
                "You name conversations. Detect the language of the user input and answer in the JSON shape "
                '{"Language Type": "...", "Your Reasoning": "...", "Your Output": "..."}. '
                "The output is a title of at most 20 words.",
            ),
            ("user", "input: please help me plan a vegetarian dinner party for eight people"),
        ),
        (25, 70),
    ),
    Case(
        "sillytavern-summary",
        "SillyTavern summarize extension",
        "openai-chat",
        chat(
            ("system", "You are a roleplay narrator."),
            ("user", "The knight enters the tavern. " * 20),
            ("assistant", "The innkeeper looks up from the bar. " * 10),
            (
                "user",
                "[Pause the roleplay. Summarize the most important facts and events of the story so far in no more "
                "than 150 words.]",
            ),
        ),
        (60, 220),
    ),
    Case(
        "khoj-search-queries",
        "khoj-ai/khoj (extract search questions)",
        "openai-chat",
        chat(
            (
                "system",
                "Given the user's message, list up to 3 search questions to look up in their notes. "
                "Respond with a JSON list of strings, nothing else.",
            ),
            ("user", "What did I decide about the kitchen renovation budget last spring?"),
        ),
        (12, 45),
    ),
    Case(
        "gptme-name",
        "a terminal agent's conversation name",
        "openai-chat",
        chat(
            (
                "system",
                "Generate a name for this conversation. The name should be 2-4 words, lowercase, separated by dashes, "
                "for example 'fix-login-bug'. Respond with the name only.",
            ),
            ("user", "add dark mode support to the settings page"),
        ),
        (3, 12),
    ),
    Case(
        "goose-summary-title",
        "an agent's session description",
        "openai-chat",
        chat(
            (
                "user",
                "Based on the conversation so far, provide a description of the session in four words or less. "
                "Reply with only the description.\n\n" + HISTORY,
            )
        ),
        (3, 10),
    ),
    Case(
        "openhands-title",
        "an agent's conversation title",
        "openai-chat",
        chat(
            (
                "user",
                "Give a concise title (maximum 50 characters) for a conversation that starts with this message:\n\n"
                "The unit tests for the payment module fail after upgrading the SDK. Please investigate.",
            )
        ),
        (5, 18),
    ),
    Case(
        "cody-commit-ja",
        "a Japanese commit message request",
        "openai-chat",
        chat(
            (
                "user",
                "以下の差分から、50文字以内のコミットメッセージを1行で書いてください。メッセージのみを出力してください。\n\n"
                + DIFF,
            )
        ),
        (10, 50),
    ),
    Case(
        "zh-tags",
        "a Chinese note app's tags",
        "openai-chat",
        chat(
            ("system", "为用户的笔记生成3个标签，用逗号分隔，只输出标签。"),
            ("user", "今天学习了如何用酸面团做面包，关键是发酵温度和时间。"),
        ),
        (3, 20),
    ),
    Case(
        "ko-title",
        "a Korean chat app's title",
        "openai-chat",
        chat(("user", "다음 대화의 제목을 5단어 이내로 만들어 주세요. 제목만 답하세요.\n\n" + HISTORY)),
        (3, 14),
    ),
    Case(
        "pt-yes-no",
        "a Portuguese moderation check",
        "openai-chat",
        chat(
            ("system", "Responda apenas com sim ou não."),
            ("user", "Esta mensagem contém um endereço de e-mail? 'me escreve em ana@exemplo.com'"),
        ),
        (1, 5),
    ),
    Case(
        "it-category",
        "an Italian ticket router",
        "openai-chat",
        chat(
            (
                "user",
                "Classifica questo messaggio in una delle seguenti categorie: ordine, reso, reclamo, altro. "
                "Rispondi solo con la categoria.\n\nMessaggio: Vorrei restituire le scarpe, sono troppo piccole.",
            )
        ),
        (1, 6),
    ),
    Case(
        "ru-title",
        "a Russian chat UI's title",
        "openai-chat",
        chat(
            (
                "user",
                "Придумай короткий заголовок из 3-5 слов для этого диалога. Ответь только заголовком.\n\n" + HISTORY,
            )
        ),
        (4, 16),
    ),
    Case(
        "de-summary-sentences",
        "a German meeting-notes summary",
        "openai-chat",
        chat(
            (
                "user",
                "Fasse das folgende Protokoll in höchstens drei Sätzen zusammen.\n\n"
                + "Wir haben das Budget besprochen. " * 20,
            )
        ),
        (25, 90),
    ),
    Case(
        "tool-router-json",
        "an agent's tool router",
        "openai-chat",
        chat(
            (
                "system",
                'Decide which tool answers the user\'s request. Reply with a JSON object {"tool": "<name>", "confidence": <0-1>} '
                "and no other text. Tools: web_search, calculator, calendar, none.",
            ),
            ("user", "What's 15% of 240?"),
        ),
        (8, 30),
    ),
    Case(
        "email-subject",
        "a mail client's subject line",
        "openai-chat",
        chat(
            (
                "user",
                "Write a subject line for this email, at most 8 words, no quotes:\n\nHi team, the release is moved to "
                "Friday because the payment provider needs one more day to whitelist our IPs. Thanks!",
            )
        ),
        (4, 14),
    ),
    Case(
        "fim-codegemma",
        "CodeGemma FIM format",
        "ollama-generate",
        {
            "model": "codegemma",
            "raw": True,
            "prompt": "<|fim_prefix|>" + CODE_PREFIX + "<|fim_suffix|>" + CODE_SUFFIX + "<|fim_middle|>",
            "options": {"num_predict": 64},
        },
        (3, 60),
    ),
    Case(
        "fim-mistral",
        "Codestral FIM format",
        "openai-completions",
        {"model": "m", "prompt": "[SUFFIX]" + CODE_SUFFIX + "[PREFIX]" + CODE_PREFIX, "max_tokens": 64},
        (3, 60),
    ),
    # turns written after
    Case(
        "who-wrote",
        "chat turn",
        "openai-chat",
        chat(("user", "Who wrote Pride and Prejudice? Just the author's name.")),
        (2, 8),
    ),
    Case(
        "how-many",
        "chat turn",
        "openai-chat",
        chat(("user", "How many legs does a spider have? Reply with a number only.")),
        (1, 5),
    ),
    Case(
        "bullet-3",
        "chat turn",
        "openai-chat",
        chat(("user", "Give me 3 bullet points on why sleep matters, one short sentence each.")),
        (30, 90),
    ),
    Case(
        "novel-chapter",
        "chat turn",
        "openai-chat",
        chat(("user", "Write the first chapter of a mystery novel set in a lighthouse, about 2000 words.")),
        (1800, 3500),
    ),
    Case(
        "api-design",
        "chat turn",
        "openai-chat",
        chat(
            (
                "user",
                "Design a REST API for a library system: endpoints, "
                "request and response schemas, error codes, and an example "
                "implementation in FastAPI.",
            )
        ),
        (700, 2000),
    ),
    Case(
        "ja-explain",
        "chat turn",
        "openai-chat",
        chat(("user", "量子コンピュータの仕組みを初心者向けに詳しく説明してください。")),
        (400, 1200),
    ),
]

ALL = TASKS + TURNS + LATER
