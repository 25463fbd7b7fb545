"""The clients people run in front of one local backend, emulated as they behave.

Each client sends what the real one sends, when it sends it (its public source is the
reference; the prompts are this project's own words, the conversations come from
../shared/data):

- **chat** (a chat UI such as Open WebUI): a person opens a chat at times drawn from the
  Azure conversation trace's gaps (open arrivals), sends a turn (streamed), reads the reply,
  maybe sends another. When a reply ends the UI sends its background tasks on the same model,
  one after another, each a single user message holding a task template and the last
  messages, unstreamed: follow-up suggestions after every reply, and after the first a title
  (with ``max_completion_tokens`` 1000) and tags. Its HTTP client gives up after 300 s.
- **autocomplete** (an editor assistant such as Continue): on every pause in typing longer
  than the debounce (350 ms) a fill-in-the-middle completion (``/v1/completions``,
  streamed, temperature 0.01, one line or, where the cursor ends a block, several: stops at
  ``"\\n"`` or a blank line); the next keystroke cancels it if it has not finished (the
  editor aborts the request); a completion that lands after it is of no use.
- **agent** (a coding agent over the Anthropic Messages API, such as Claude Code): a closed
  loop of tool steps on one task, a long system prompt and tool list on every request,
  streamed; each tool runs 0.3-3 s and its result is appended; the next task starts when
  one ends. Its client (the SDK) gives up when nothing comes for 600 s and sends the request
  again, twice at most.
- **batch** (a script): ``concurrency`` workers, each sending the next item as soon as its
  last one came back: one template, JSON output (``response_format`` json_object),
  unstreamed, the OpenAI SDK's timeout (600 s without a byte, two retries); ``X-Priority:
  batch`` unless told not to (what a sidecar's user
  sets for a batch job; a backend reached directly ignores the header).

Reply lengths: on the replay backend a chat turn's length is a real model's answer to that
prompt (``lengths=data``); the templated tasks' lengths are drawn from stated ranges
(``TASK_TOKENS``: what the tasks ask for, not measured) and sent as ``X-Replay-Tokens``; on a
live backend the model decides every length and the header is not sent.

Time: the scenario runs ``speed`` times faster than real time, as the replay backend does:
every client's waits are divided by it and every duration recorded is multiplied back
(``Env``), so a report reads in the scenario's seconds.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import random
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp

# reply tokens of the templated tasks on the replay backend (uniform ranges, inclusive)
TASK_TOKENS = {
    "title": (8, 16),
    "tags": (16, 40),
    "follow_ups": (40, 90),
    "fim_line": (4, 24),
    "fim_block": (16, 96),
    "tool_call": (40, 200),
    "item": (40, 160),
}
CHAT_TIMEOUT = 300.0  # a chat UI's HTTP client: the whole request
SDK_TIMEOUT = 600.0  # the OpenAI and Anthropic SDKs' default: between two reads, not the whole request
SDK_RETRIES = 2  # the SDKs retry a request that timed out this many times
SDK_BACKOFF = (0.5, 8.0)  # their wait before a retry: 0.5 s doubling, at most 8 s
DEBOUNCE = 0.35  # an editor's pause before it asks for a completion
FIM_TIMEOUT = 10.0  # an editor stops waiting for a completion


@dataclass
class Call:
    """One request a client made, in the scenario's seconds."""

    client: str  # the client class: chat, chat-task, autocomplete, agent, batch
    kind: str  # turn, title, tags, follow_ups, fim, step, item
    who: str
    start: float
    first: float | None = None  # first content
    end: float | None = None
    status: str = "ok"  # ok | timeout | cancelled | unfinished | error:<what>
    retries: int = 0  # times its client timed out and sent it again (the SDKs)
    tokens: int | None = None
    alone: float | None = None  # its seconds on an idle backend (the replay backend says)
    queue: float | None = None  # the sidecar's queue wait, when it says

    @property
    def latency(self) -> float | None:
        return None if self.end is None else self.end - self.start

    @property
    def ttft(self) -> float | None:
        return None if self.first is None else self.first - self.start


@dataclass
class Env:
    """What every client shares: where to send, the clock, the replay backend (lengths,
    oracle sizes), the record of calls."""

    url: str
    session: aiohttp.ClientSession
    speed: float
    replay: str | None  # the replay backend's URL (direct), for lengths and idle latency
    oracle: bool  # send each request's true length as X-Predicted-Tokens
    model: str
    until: float  # scenario seconds
    rng: random.Random
    batch_priority: bool = True  # the batch says so (X-Priority: batch), as a sidecar's user would set it
    batch_rate: float = 0.0  # the batch's items an hour, arriving at random (0: each worker sends its next at once)
    calls: list[Call] = field(default_factory=list)
    t0: float = field(default_factory=time.monotonic)
    _base: int = field(init=False)  # the seed of every client's own stream (``own``)

    def __post_init__(self) -> None:
        self._base = self.rng.getrandbits(64)

    def now(self) -> float:
        return (time.monotonic() - self.t0) * self.speed

    async def sleep(self, seconds: float) -> None:
        await asyncio.sleep(max(0.0, seconds) / self.speed)

    async def sleep_until(self, at: float) -> None:
        await self.sleep(at - self.now())

    def over(self) -> bool:
        return self.now() >= self.until

    def own(self, name: str) -> random.Random:
        """A random stream of one client's own (``name``): what it does draws from it alone,
        so the same client does the same in every arm whatever the others' timing."""
        return random.Random(f"{self._base}:{name}")

    def task_tokens(self, kind: str, rng: random.Random) -> int | None:
        if self.replay is None:
            return None
        lo, hi = TASK_TOKENS[kind]
        return rng.randint(lo, hi)

    async def send(
        self,
        client: str,
        kind: str,
        who: str,
        path: str,
        body: dict,
        *,
        timeout: float | None = None,
        read: float | None = None,
        retries: int = 0,
        tokens: int | None = None,
        cancel: asyncio.Event | None = None,
        priority: str | None = None,
    ) -> tuple[Call, str]:
        """One request as the client sends it; returns its record and the text it got. Its
        client's timeouts: ``timeout`` for the whole request (a chat UI's), ``read`` between
        two reads with ``retries`` (the SDKs': a request whose reply sends nothing for that
        long is sent again after a back-off, paying its prompt again at the back of the queue;
        the record's times span every try)."""
        body = {"model": self.model, **body}
        headers = {} if tokens is None else {"X-Replay-Tokens": str(tokens)}
        if priority:
            headers["X-Priority"] = priority  # the sidecar's; a backend reached directly ignores it
        call = Call(client, kind, who, self.now())
        self.calls.append(call)
        if self.replay is not None:
            known = await self.known(path, body, headers)
            call.alone = known["alone_seconds"]
            if self.oracle:
                headers["X-Predicted-Tokens"] = str(known["tokens"])
        text: list[str] = []
        deadline = None if timeout is None else call.start + timeout
        while True:
            text.clear()
            work = asyncio.ensure_future(self._exchange(call, path, body, headers, text, read))
            waits: list[asyncio.Future[Any]] = [work]
            if cancel is not None:
                waits.append(asyncio.ensure_future(cancel.wait()))
            left = None if deadline is None else max(0.0, deadline - self.now()) / self.speed
            try:
                done, _ = await asyncio.wait(waits, timeout=left, return_when=asyncio.FIRST_COMPLETED)
            except asyncio.CancelledError:  # the run ends (its grace is over): the request goes with it
                for w in waits:
                    w.cancel()
                raise
            for w in waits[1:]:
                w.cancel()
            if work not in done:
                work.cancel()
                with contextlib.suppress(asyncio.CancelledError, TimeoutError, aiohttp.ClientError):
                    await work
                call.status = "timeout" if not done else "cancelled"
                call.end = None
            elif isinstance(exc := work.exception(), TimeoutError):  # nothing read for ``read`` seconds
                call.status, call.end = "timeout", None
                if call.retries < retries:
                    await self.sleep(min(SDK_BACKOFF[1], SDK_BACKOFF[0] * 2**call.retries))
                    call.retries += 1
                    call.status = "ok"
                    continue
            elif exc is not None:
                call.status = f"error:{type(exc).__name__}"
            return call, "".join(text)

    async def known(self, path: str, body: dict, headers: dict | None = None) -> dict:
        """What the replay backend would give ``body``: its tokens and idle seconds."""
        async with self.session.post(f"{self.replay}/replay/length?path={path}", json=body, headers=headers or {}) as r:
            return dict(await r.json())

    async def _exchange(
        self, call: Call, path: str, body: dict, headers: dict, text: list[str], read: float | None = None
    ) -> None:
        between = aiohttp.ClientTimeout(total=None, sock_read=None if read is None else read / self.speed)
        async with self.session.post(self.url + path, json=body, headers=headers, timeout=between) as r:
            q = r.headers.get("X-Queue-Seconds")
            call.queue = float(q) * self.speed if q else None
            if r.status != 200:
                call.status = f"error:{r.status}"
                await r.read()
                call.end = self.now()
                return
            if not body.get("stream"):
                obj = await r.json()
                call.first = call.end = self.now()
                text.append(_reply_text(obj))
                call.tokens = _tokens(obj)
                return
            async for line in r.content:
                if not line.startswith(b"data: ") or line.startswith(b"data: [DONE]"):
                    continue  # event names, keep-alive comments, blank lines
                obj = json.loads(line[6:])
                piece = _piece_text(obj)
                if piece:
                    call.first = call.first or self.now()
                    text.append(piece)
                if obj.get("error") or obj.get("type") == "error":
                    call.status = "error:stream"
                call.tokens = _tokens(obj) or call.tokens
            call.end = self.now()


def _piece_text(obj: dict) -> str:
    if obj.get("type") == "content_block_delta":
        return str((obj.get("delta") or {}).get("text") or "")
    if isinstance(obj.get("content"), str):  # llama.cpp's own completion pieces
        return obj["content"]
    out = []
    for c in obj.get("choices") or ():
        out.append(str((c.get("delta") or {}).get("content") or c.get("text") or ""))
    return "".join(out)


def _reply_text(obj: dict) -> str:
    if obj.get("type") == "message":
        return "".join(b.get("text", "") for b in obj.get("content") or () if isinstance(b, dict))
    return "".join(
        str((c.get("message") or {}).get("content") or c.get("text") or "") for c in obj.get("choices") or ()
    )


def _tokens(obj: dict) -> int | None:
    usage = obj.get("usage") or {}
    n = usage.get("completion_tokens", usage.get("output_tokens"))
    if n is None and isinstance(obj.get("timings"), dict):
        n = obj["timings"].get("predicted_n")
    return n if isinstance(n, int) else None


# --- what the clients send ---------------------------------------------------------------------

TITLE = (
    "## Job\nName the conversation below in three to five words, in the language it is written in. "
    'No quotes, no formatting.\n## Answer\nJSON only: {{"title": "..."}}\n## Conversation\n<chat>\n{history}\n</chat>'
)
TAGS = (
    "## Job\nGive the conversation below one to three broad topic tags and up to three narrower ones.\n"
    '## Answer\nJSON only: {{"tags": ["..."]}}\n## Conversation\n<chat>\n{history}\n</chat>'
)
FOLLOW_UPS = (
    "## Job\nSuggest three to five short questions the user might ask next, in the user's voice and language.\n"
    '## Answer\nJSON only: {{"follow_ups": ["..."]}}\n## Conversation\n<chat>\n{history}\n</chat>'
)
AGENT_SYSTEM = (
    "You are a coding agent working in the user's repository through tools. Read before you edit; keep "
    "changes small and explain them briefly. Tools: read_file(path) returns a file; search(pattern) lists "
    "matching lines; edit_file(path, old, new) replaces text; run(command) runs a shell command and returns "
    "its output. Call one tool at a time and wait for its result. When the task is done, answer with a short "
    "summary of what changed and why. "
)
BATCH_SYSTEM = "You turn text into JSON records. Answer with one JSON object and nothing else."
BATCH_TEMPLATE = (
    'From the text below, give a JSON object with the keys "topic" (two to four words), "kind" '
    '(question, request or statement) and "summary" (one sentence).\n\nText:\n'
)
TOOLS = [
    {"name": n, "description": d, "input_schema": {"type": "object", "properties": p, "required": list(p)}}
    for n, d, p in (
        ("read_file", "Read a file of the repository.", {"path": {"type": "string"}}),
        ("search", "Search the repository for a pattern.", {"pattern": {"type": "string"}}),
        (
            "edit_file",
            "Replace text in a file.",
            {"path": {"type": "string"}, "old": {"type": "string"}, "new": {"type": "string"}},
        ),
        ("run", "Run a shell command.", {"command": {"type": "string"}}),
    )
]


def _history(messages: list[dict], last: int) -> str:
    said = [m for m in messages if m["role"] != "system"]
    return "\n".join(f"{m['role'].upper()}: {m['content']}" for m in said[-last:])


async def chat_user(env: Env, who: str, sessions: list[tuple[float, Chat]], client: str = "chat") -> None:
    """One person's chats: each starts at its time (open arrivals), turns follow the replies."""

    async def one(start: float, chat: Chat, rng: random.Random) -> None:
        await env.sleep_until(start)
        messages: list[dict] = [{"role": "system", "content": chat.system}] if chat.system else []
        turns = chat.turns
        for k, text in enumerate(turns):
            if env.over():
                return
            messages.append({"role": "user", "content": text})
            call, reply = await env.send(
                client,
                "turn",
                who,
                "/v1/chat/completions",
                {"messages": list(messages), "stream": True},
                timeout=CHAT_TIMEOUT,
            )
            if call.status != "ok":
                return
            messages.append({"role": "assistant", "content": reply})
            # the UI's background tasks, one after another, when the reply has ended
            tasks: list[tuple[str, str, int, dict[str, int]]] = [("follow_ups", FOLLOW_UPS, 6, {})]
            if k == 0:
                tasks += [("title", TITLE, 2, {"max_completion_tokens": 1000}), ("tags", TAGS, 6, {})]
            for kind, template, last, extra in tasks:
                prompt = template.format(history=_history(messages, last))
                await env.send(
                    "chat-task",
                    kind,
                    who,
                    "/v1/chat/completions",
                    {"messages": [{"role": "user", "content": prompt}], "stream": False, **extra},
                    timeout=CHAT_TIMEOUT,
                    tokens=env.task_tokens(kind, rng),
                )
            if k + 1 < len(turns):
                await env.sleep(rng.uniform(10.0, 40.0))  # reading the reply, writing the next

    await asyncio.gather(*(one(t, turns, env.own(f"{client}:{who}:{t}")) for t, turns in sessions))


async def developer(env: Env, who: str, code: list[str], mean_pause: float = 3.0) -> None:
    """Typing with pauses; each pause past the debounce asks for a completion, the next
    keystroke cancels it if it is still running."""
    inflight: list[asyncio.Task[Any]] = []
    rng = env.own(f"autocomplete:{who}")
    while not env.over():
        await env.sleep(rng.uniform(0.5, 4.0))  # typing
        pause = rng.expovariate(1.0 / mean_pause)
        if pause <= DEBOUNCE:
            continue
        await env.sleep(DEBOUNCE)
        src = rng.choice(code)
        cut = rng.randrange(1, max(2, len(src)))
        prefix, suffix = src[max(0, cut - 1500) : cut], src[cut : cut + 300]
        block = rng.random() < 0.4  # the cursor ends a block: several lines
        body = {
            "prompt": f"<|fim_prefix|>{prefix}<|fim_suffix|>{suffix}<|fim_middle|>",
            "max_tokens": 256,
            "temperature": 0.01,
            "stream": True,
            "stop": ["\n\n", "<|endoftext|>"] if block else ["\n", "<|endoftext|>"],
        }
        keystroke = asyncio.Event()
        inflight.append(
            asyncio.ensure_future(
                env.send(
                    "autocomplete",
                    "fim",
                    who,
                    "/v1/completions",
                    body,
                    timeout=FIM_TIMEOUT,
                    tokens=env.task_tokens("fim_block" if block else "fim_line", rng),
                    cancel=keystroke,
                )
            )
        )
        await env.sleep(pause - DEBOUNCE)
        keystroke.set()  # typing again: a completion still on its way is of no use
    await asyncio.gather(*inflight, return_exceptions=True)


async def agent(env: Env, who: str, tasks: list[str], results: list[str]) -> None:
    """Tool loops, one task after another (a closed loop)."""
    rng = env.own(f"agent:{who}")
    system = AGENT_SYSTEM * 4  # a long system prompt, as agents send (about 1,500 characters a copy)
    while not env.over():
        task = rng.choice(tasks)
        messages: list[dict] = [{"role": "user", "content": task}]
        steps = rng.randint(3, 8)
        for step in range(steps):
            final = step == steps - 1
            body = {"system": system, "tools": TOOLS, "messages": list(messages), "max_tokens": 4096, "stream": True}
            tokens = None if final else env.task_tokens("tool_call", rng)
            if final and env.replay is not None:  # the answer a real model gave the task
                first = {"model": env.model, "messages": [{"role": "user", "content": task}]}
                tokens = int((await env.known("/v1/chat/completions", first))["tokens"])
            call, _ = await env.send(
                "agent", "step", who, "/v1/messages", body, read=SDK_TIMEOUT, retries=SDK_RETRIES, tokens=tokens
            )
            if call.status != "ok" or final or env.over():
                break
            tool = rng.choice(TOOLS)["name"]
            messages.append(
                {
                    "role": "assistant",
                    "content": [
                        {
                            "type": "tool_use",
                            "id": f"call_{step}",
                            "name": tool,
                            "input": {"path": f"src/module_{step}.py"},
                        }
                    ],
                }
            )
            await env.sleep(rng.uniform(0.3, 3.0))  # the tool runs
            out = rng.choice(results)[: rng.randint(300, 1500)]
            messages.append(
                {"role": "user", "content": [{"type": "tool_result", "tool_use_id": f"call_{step}", "content": out}]}
            )


async def batch(env: Env, who: str, items: list[str], concurrency: int) -> None:
    """``concurrency`` workers through the items, each as soon as its last came back; or,
    with ``env.batch_rate``, items that arrive at random at that rate an hour (a queue fed
    by other work), each taken by the first free worker."""
    rng = env.own(f"batch:{who}")
    queue = list(items)
    rng.shuffle(queue)
    arrives = [rng.expovariate(env.batch_rate / 3600.0) if env.batch_rate > 0 else 0.0]

    async def worker() -> None:
        while queue and not env.over():
            if env.batch_rate > 0:
                at = arrives[0]
                arrives[0] += rng.expovariate(env.batch_rate / 3600.0)
                await env.sleep_until(at)
                if env.over():
                    break
            item = queue.pop()
            body = {
                "messages": [
                    {"role": "system", "content": BATCH_SYSTEM},
                    {"role": "user", "content": BATCH_TEMPLATE + item},
                ],
                "response_format": {"type": "json_object"},
                "stream": False,
            }
            await env.send(
                "batch",
                "item",
                who,
                "/v1/chat/completions",
                body,
                read=SDK_TIMEOUT,
                retries=SDK_RETRIES,
                tokens=env.task_tokens("item", rng),
                priority="batch" if env.batch_priority else None,
            )

    await asyncio.gather(*(worker() for _ in range(concurrency)))


# --- the scenarios -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Scenario:
    """Who is at the backend: chat users, a developer (autocomplete and chat), agents, a batch."""

    name: str
    chat_users: int
    developer: bool
    agents: int
    batch: int  # the batch's concurrency (0: none)
    chat_every: float  # mean seconds between one person's chats
    about: str


SCENARIOS = {
    "office": Scenario(
        "office",
        3,
        True,
        1,
        4,
        90.0,
        "three chat users with their UI's background tasks, a developer's autocomplete and chat, "
        "one agent, one batch job at concurrency 4",
    ),
    "agents": Scenario("agents", 0, False, 4, 0, 90.0, "four agents' tool loops"),
    "batch-night": Scenario("batch-night", 1, False, 0, 8, 60.0, "a batch job at concurrency 8 while a person chats"),
}


@dataclass(frozen=True)
class Chat:
    """A conversation a person has: the turns they type, and the system prompt their UI sets."""

    turns: tuple[str, ...]
    system: str = ""


MAX_TURN_CHARS = 3000  # longer turns are left out of the chats (pasted documents: not what this measures)


@dataclass
class Content:
    """What the clients say, from ../shared/data: chats (MT-Bench's two-turn questions and
    the OASST prompts, or the first turns of conversations of one's own: ``chats_from``),
    code to complete and tasks for agents (Arena-Hard's prompts with code), texts for the
    batch (Dolly's prompts)."""

    chats: list[Chat]
    code: list[str]
    tasks: list[str]
    texts: list[str]

    @classmethod
    def load(cls, data_root: Path, conversations: list[str] | None = None) -> Content:
        import csv

        chats: list[Chat] = []
        with open(data_root / "mt-bench" / "question.jsonl", encoding="utf-8") as fh:
            chats += [Chat(tuple(json.loads(line)["turns"])) for line in fh]
        with open(data_root / "oasst-en100" / "en_100_message.jsonl", encoding="utf-8") as fh:
            chats += [Chat((json.loads(line)["text"],)) for line in fh]
        if conversations:
            chats = chats_from(conversations, data_root)
        with open(data_root / "arena-hard-v0.1-multi" / "question.jsonl", encoding="utf-8") as fh:
            arena = [json.loads(line)["turns"][0]["content"] for line in fh]
        code = [p for p in arena if "```" in p or "def " in p or "{" in p]
        with open(data_root / "clairvoyant-labeled" / "dolly_labeled.csv", encoding="utf-8") as fh:
            texts = [row["prompt"] for row in csv.DictReader(fh)]
        chats = [c for c in chats if all(len(t) <= MAX_TURN_CHARS for t in c.turns)]
        return cls(chats, code, [p for p in arena if len(p) <= MAX_TURN_CHARS], texts)


def chats_from(specs: list[str], data_root: Path) -> list[Chat]:
    """The first turns of conversations of one's own (anything ``sidecar train`` reads), each a
    one-turn chat with its system prompt: the requests whose real reply lengths the replay
    backend has (``lengths=sources:...``), so a scenario can run on lengths held out from training."""
    from sidecar.errors import UsageError
    from sidecar.training.formats import ReadReport
    from sidecar.training.pipeline import source_samples

    seen: set[tuple[str, str]] = set()
    out: list[Chat] = []
    for spec in specs:
        for sample in source_samples(spec, data_root, ReadReport()):
            msgs = sample.conv.messages if sample.conv is not None else ()
            users = [text for role, text in msgs if role == "user"]
            if len(users) != 1 or any(role == "assistant" for role, _ in msgs) or len(users[0]) > MAX_TURN_CHARS:
                continue
            chat = Chat((users[0],), next((text for role, text in msgs if role == "system"), ""))
            if (chat.system, users[0]) not in seen:
                seen.add((chat.system, users[0]))
                out.append(chat)
    if not out:
        raise UsageError(f"no first turns of a conversation in {', '.join(specs)}")
    return out


def chat_sessions(
    gaps: list[float], rng: random.Random, every: float, until: float, chats: list[Chat]
) -> list[tuple[float, Chat]]:
    """One person's chats: start times from the trace's gaps (rescaled to ``every`` on
    average, from a random point), each a conversation from the data."""
    mean = sum(gaps) / len(gaps)
    t, out = rng.uniform(0, every), []
    i = rng.randrange(len(gaps))
    while t < until:
        out.append((t, rng.choice(chats)))
        t += gaps[i % len(gaps)] * every / mean
        i += 1
    return out


def trace_gaps(data_root: Path, n: int = 2000) -> list[float]:
    """Gaps between arrivals in the Azure conversation trace (seconds), zero gaps dropped."""
    from sidecar.tools.simulate import trace_arrivals

    times = trace_arrivals(data_root, "azure", n)
    return [b - a for a, b in zip(times, times[1:], strict=False) if b > a] or [1.0]


async def run_clients(env: Env, runs: list[Callable[[], Awaitable[None]]], grace: float | None = None) -> None:
    """Run the clients to their end, or (``grace``) until that many scenario seconds past the
    scenario's: then what is still on its way is cut (its connection closed, as a client
    that gives up closes it) and counted ``unfinished``."""
    tasks = [asyncio.ensure_future(run()) for run in runs]
    _, late = await asyncio.wait(
        tasks, timeout=None if grace is None else max(0.0, env.until + grace - env.now()) / env.speed
    )
    for task in late:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    for call in env.calls:
        if call.status == "ok" and call.end is None:
            call.status = "unfinished"


def clients(scenario: Scenario, env: Env, content: Content, gaps: list[float]) -> list[Callable[[], Awaitable[None]]]:
    """The scenario's clients, each a coroutine to run for the scenario's length."""
    rng = env.rng
    out: list[Callable[[], Awaitable[None]]] = []
    for u in range(scenario.chat_users):
        s = chat_sessions(gaps, rng, scenario.chat_every, env.until, content.chats)
        out.append(functools.partial(chat_user, env, f"user-{u}", s))
    if scenario.developer:
        s = chat_sessions(gaps, rng, scenario.chat_every * 2, env.until, content.chats)
        out.append(functools.partial(developer, env, "developer", content.code))
        out.append(functools.partial(chat_user, env, "developer", s))
    for a in range(scenario.agents):
        out.append(functools.partial(agent, env, f"agent-{a}", content.tasks, content.code + content.texts))
    if scenario.batch:
        out.append(functools.partial(batch, env, "batch", content.texts, scenario.batch))
    return out
