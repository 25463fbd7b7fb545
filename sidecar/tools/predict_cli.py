"""``sidecar predict``: what the sidecar thinks of request bodies, and how fast it thinks.

Python entry point for one body in-process::

    from sidecar.tools.predict_cli import Predictor
    p = Predictor()                       # the model `sidecar serve` would use (learned if present)
    p.predict({"messages": [{"role": "user", "content": "Write an essay on tides"}]})
    # {'api': 'openai-chat', 'features': {...}, 'predicted_tokens': ..., 'predicted_seconds': ...}
"""

from __future__ import annotations

import json
import math
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from sidecar.apis.fields import AdapterError
from sidecar.apis.parse import parse_request
from sidecar.config import DEFAULT_DECODE_RATE, DEFAULT_PREFILL_RATE, load_config
from sidecar.learning.learner import learned_model_for
from sidecar.learning.state import StateDir, WordHasher, default_state_dir
from sidecar.prediction.calibration import Calibration
from sidecar.prediction.clients import KnownClients
from sidecar.prediction.features import Conversation, extract_features, feature_table, last_user_text, window_words
from sidecar.prediction.scorer import LengthPredictor, ServingModel, expected_capped
from sidecar.prediction.shapes import ShapeMemory, shape_keys
from sidecar.prediction.sizing import Sizer
from sidecar.prediction.stated import read_stated
from sidecar.reader.reader import FINGERPRINT_TEXT, reader_text
from sidecar.reader.server import EMBED_ARGS, embed_sync
from sidecar.scheduling.jobs import Rates


def _existing_state(path: str | Path | None = None) -> StateDir | None:
    """The state directory ``sidecar serve`` would use (or ``path``), if it exists (never
    made here)."""
    path = path or load_config().state_dir or default_state_dir()
    return StateDir(path) if Path(path).is_dir() else None


def guess_api(body: dict) -> str:
    if "messages" in body:
        return "ollama-chat" if ("options" in body or "format" in body or "keep_alive" in body) else "openai-chat"
    if "n_predict" in body:
        return "llamacpp-completion"
    if "system" in body or "options" in body or "context" in body or "keep_alive" in body:
        return "ollama-generate"
    return "openai-completions" if "max_tokens" in body else "llamacpp-completion"


class Predictor:
    """Features, predicted tokens and predicted seconds for one request body."""

    def __init__(
        self,
        model_dir: str | Path | None = None,
        engine: str = "auto",
        prefill_rate: float = DEFAULT_PREFILL_RATE,
        decode_rate: float = DEFAULT_DECODE_RATE,
        state_dir: str | Path | None = None,
    ) -> None:
        """``state_dir``: the state to predict as (default: the one ``sidecar serve``
        uses); what the sidecar learned there (its model, rates, reply lengths, the
        shape memory of repeated templates) is used, as the running sidecar uses it."""
        self.hasher: WordHasher | None = None
        self.source = "--model-dir"
        state = _existing_state(state_dir)
        self.state_path = state.path if state is not None else None
        self.shapes: ShapeMemory | None = None
        if state is not None:
            self.hasher = WordHasher(state.key)
            saved_shapes = state.read_json("shapes.json")
            if saved_shapes is not None:
                self.shapes = ShapeMemory(load_config().learning.shape_keys)
                try:
                    self.shapes.load_state(saved_shapes)
                except (ValueError, TypeError):
                    self.shapes = None
        if model_dir is None:
            self.model = LengthPredictor.load(None, engine=engine)
            self.source = "shipped"
            learned = learned_model_for(state, self.model) if state else None
            if learned is not None and state is not None:
                self.model = LengthPredictor.load(learned, engine=engine)
                self.source = f"learned, from {state.path}"
        else:
            self.model = LengthPredictor.load(model_dir, engine=engine)
        self.calibration = Calibration(prefill_rate, decode_rate, self.model.offset)
        if state is not None and (saved := state.read_json("calibration.json")) is not None:
            try:  # the rates and lengths the running sidecar has learned
                self.calibration.load_state(saved)
            except ValueError:
                pass
        config = load_config()
        self.default_cap = config.scheduler.default_max_tokens
        # the sizer `sidecar serve` uses: the same claims, the same known clients, the same
        # shape memory (what the state learned of repeated templates)
        self.sizer = Sizer(
            ServingModel(self.model, config.scheduler.reserve_quantile),
            self.calibration,
            shapes=self.shapes.blend if self.shapes is not None else None,
            clients=KnownClients.shipped(),
        )

    reader: Any = None  # (ReaderHead, embed: list[str] -> list[vector]) when the second stage is on

    def predict(self, body: dict, api: str = "auto") -> dict[str, Any]:
        api_name = guess_api(body) if api == "auto" else api
        info = parse_request(api_name, body)
        if self.hasher is not None and self.model.hashed:  # a learned model's words, by digest
            self.model.resolve({self.hasher(w): w for w in window_words(info.conversation)})
        feats = extract_features(info.conversation, self.model.words)
        score = self.model.score(feats)
        cal = self.calibration.of(info.model)
        keys: tuple[int, ...] = ()
        if self.shapes is not None and self.hasher is not None:  # a template the sidecar has seen replies to
            system = next((t for r, t in info.conversation.messages if r == "system"), "")
            keys = shape_keys(info.model, system, last_user_text(info.conversation), self.hasher)
        prompt = self.calibration.prompt_tokens(info.model, info.prompt_bytes, info.extra_prompt_tokens)
        rates: Rates = cal.rates
        # what `sidecar serve` does with an uncapped request: the default cap, within a context
        # the sidecar does not know here (so: not clipped by one)
        cap = info.max_tokens if info.max_tokens is not None else self.default_cap
        sized = self.sizer.size(
            info.conversation,
            score,
            model=info.model,
            cap=cap,
            bound=info.bound,
            keys=keys,
            prompt_only=info.api.prompt_only,
        )
        tokens = sized.predicted
        remembered = sized.by == "template"
        seconds = prompt / rates.prefill + tokens / rates.decode
        out = {
            "api": api_name,
            "features": feature_table(feats),
            "score": round(score, 5),
            "prompt_tokens": prompt,
            "predicted_tokens": round(tokens, 1),
            "predicted_seconds": round(seconds, 3),
            "shape_memory": remembered,
            "sized_by": sized.by,
            **({"stated": sized.stated.describe()} if sized.stated is not None else {}),
        }
        if self.reader is not None:
            head, embed = self.reader
            (vec,) = embed([reader_text(info.conversation)])
            second = head.second(vec, info.conversation.prompt_chars)
            refined = head.refine(score, second)
            t2 = expected_capped(math.exp(refined + cal.offset), cap, head.sigma)  # untrusted: as read
            out["second_stage"] = {
                "score": round(second, 5),
                "refined_score": round(refined, 5),
                "predicted_tokens": round(t2, 1),
                "predicted_seconds": round(prompt / rates.prefill + t2 / rates.decode, 3),
            }
        return out


def second_stage(
    model: LengthPredictor, url: str | None, head_path: str | None
) -> Any:  # (head, embed, stop), or what is missing
    """The second stage for ``sidecar predict``: the head beside the model (or ``head_path``)
    and an embedding server (``url``, or a llama-server started here on the bundled GGUF).
    Returns (head, embed, stop) or the reason it is unavailable."""
    from sidecar.errors import SidecarError
    from sidecar.prediction.engine import file_digest
    from sidecar.reader.reader import ReaderHead
    from sidecar.reader.server import find_gguf
    from sidecar.tools import llamaserver

    # what `sidecar serve` would read: the config's reader section, SIDECAR_READER_* included
    settings = load_config().reader
    url = url or settings.url
    head_path = head_path or settings.head
    path = Path(head_path) if head_path else Path(model.model_dir) / "reader.json"
    if not path.exists():
        prior = (model.learned or {}).get("prior_dir")
        path = Path(prior) / "reader.json" if prior else path
    if not path.exists():
        return f"no head at {path}"
    try:
        head = ReaderHead.load(path)
    except SidecarError as exc:
        return str(exc)
    stop = lambda: None  # noqa: E731
    if url is None:
        try:
            gguf = find_gguf(settings.gguf)
            if file_digest(gguf) != head.gguf_sha256:
                return f"{gguf.name} is not the GGUF {path} was trained on"
            server = llamaserver.start(slots=1, ctx=2048, threads=1, extra=list(EMBED_ARGS), gguf=gguf)
        except (llamaserver.NotInstalled, RuntimeError, SidecarError, OSError) as exc:
            return str(exc).splitlines()[0]
        url, stop = server.url, server.stop

    def embed(texts: list[str]) -> list[list[float]]:
        return embed_sync(url, texts, timeout=60)

    if not head.matches(embed([FINGERPRINT_TEXT])[0]):
        stop()
        return f"the model at {url} is not the one {path} was trained on"
    return head, embed, stop


def run_predict(args: Any) -> int:
    if args.benchmark:
        return run_benchmark(args.model_dir, args.engine, args.calls)
    p = Predictor(args.model_dir, args.engine, state_dir=getattr(args, "state", None))
    m = p.model
    print(f"length model {m.version} ({m.engine}, {p.source}) from {m.model_dir}", file=sys.stderr)
    print(
        f"learned state: {p.state_path} (rates, reply lengths, shape memory)"
        if p.state_path is not None
        else "learned state: none (default rates; --state DIR names one)",
        file=sys.stderr,
    )
    stop = lambda: None  # noqa: E731
    if args.second_stage != "off":
        got = second_stage(m, args.reader_url, args.reader_head)
        if isinstance(got, str):
            print(f"second stage: unavailable ({got}); first stage only", file=sys.stderr)
            if args.second_stage == "on":
                return 1
        else:
            head, embed, stop = got
            p.reader = (head, embed)
            print(
                "second stage: on (each line's second_stage: the size after SmolLM2 read the prompt)", file=sys.stderr
            )
    try:
        return _predict_lines(p, args)
    finally:
        stop()


TABLE_HEAD = f"{'line':>5}  {'api':<20}{'prompt tok':>11}{'reply tok':>11}{'seconds':>9}  {'':<6}"


def _table_row(n: int, out: dict) -> str:
    if "error" in out:
        return f"{n:>5}  error: {out['error']}"
    second = out.get("second_stage")
    row = (
        f"{n:>5}  {out['api']:<20}{out['prompt_tokens']:>11}{out['predicted_tokens']:>11.0f}"
        f"{out['predicted_seconds']:>9.2f}  {'shape' if out.get('shape_memory') else '':<6}"
    )
    if second:
        row += f" read: {second['predicted_tokens']:.0f} tok, {second['predicted_seconds']:.2f} s"
    return row


def _predict_lines(p: Predictor, args: Any) -> int:
    src = sys.stdin if args.input == "-" else open(args.input, encoding="utf-8")  # noqa: SIM115
    as_json = getattr(args, "json", False)
    bad = 0
    if not as_json:
        print(TABLE_HEAD)
    with src:
        for n, line in enumerate(src, 1):
            if not line.strip():
                continue
            try:
                out = p.predict(json.loads(line), args.api)
            except (ValueError, AdapterError) as exc:
                bad += 1
                out = {"line": n, "error": str(exc)}
            print(json.dumps(out, ensure_ascii=False) if as_json else _table_row(n, out))
    if bad:
        print(f"{bad} line(s) could not be read", file=sys.stderr)
    return 1 if bad else 0


def _bench_case(
    model: LengthPredictor, conv: Conversation, calls: int, rounds: int = 5, clients: KnownClients | None = None
) -> dict[str, float]:
    """A request's whole size per call (features, score, what it states, its known client),
    in rounds: the median over rounds of each round's p50 and p99 (one noisy round moves a
    percentile of the whole run), and the p50 spread; beside it, in the same rounds, the
    features and score alone, the score alone on a ready vector, and the stated + client read."""
    feats = extract_features(conv, model.words)
    q = lambda v, p: v[min(len(v) - 1, int(p * len(v)))] / 1000  # noqa: E731
    known = clients if clients is not None else KnownClients({})
    cols: dict[str, list[float]] = {k: [] for k in ("p50", "p99", "fs_p50", "fs_p99", "score_p50", "read_p50")}
    per_round = max(1, calls // rounds)
    clock = time.perf_counter_ns
    for _ in range(rounds):
        whole, fs, sc, rd = [], [], [], []
        for _ in range(per_round):
            t0 = clock()
            read_stated(conv)
            known.match(conv)
            model.score(extract_features(conv, model.words))
            t1 = clock()
            model.score(extract_features(conv, model.words))
            t2 = clock()
            whole.append(t1 - t0)
            fs.append(t2 - t1)
        for _ in range(min(per_round, 2000)):
            t0 = clock()
            read_stated(conv)
            known.match(conv)
            t1 = clock()
            model.score(feats)
            t2 = clock()
            rd.append(t1 - t0)
            sc.append(t2 - t1)
        for v in (whole, fs, sc, rd):
            v.sort()
        for key, v, p in (
            ("p50", whole, 0.5), ("p99", whole, 0.99), ("fs_p50", fs, 0.5), ("fs_p99", fs, 0.99),
            ("score_p50", sc, 0.5), ("read_p50", rd, 0.5),
        ):  # fmt: skip
            cols[key].append(q(v, p))
    out = {k: statistics.median(v) for k, v in cols.items()}
    out["p50_min"], out["p50_max"] = min(cols["p50"]), max(cols["p50"])
    return out


# crafted prompts for what untrusted text can make sizing cost: each a repeated near-match
# of a family the stated-size reader looks for, or a shape its line reading meets
CRAFTED = {
    "digits": "7",
    "numbers and ranges": "1-3 4 5-6 ",
    "openings never closed": "<ab x></b>",
    "wrappers closed": "<task y='1'>a</task >",
    "headings": "### Output:\n",
    "colon lines": "a:\n",
    "fences": "```\n",
    "rules": "---\n",
    "blank lines": "\n",
    "hash lines": "#\n",
    "counts": "at most 3 words ",
    "number words": "one two three four five six ",
    "phrases": "reply with only one word. ",
    "yes or no": "answer yes or no. ",
    "json shapes": 'json format: {"title": "',
    "tasks": "a 3-5 word title and 1-3 tags ",
    "cjk counts": "十五到二十个字只",
    "hangul counts": "다섯 단어 이내로 ",
    "mixed scripts": "漢字かなハングル한국어 abc 123 ",
    "code marks": "def f():\n    import os;\n{\n",
    "fim marks": "<fim_prefix>[SUFFIX]",
    "short forms": "a tag line, two tweet storms and haiku ",
}
ORDINARY = "the quick brown fox jumps over the lazy dog while the farmer counts his sheep. "


def crafted_prompt(unit: str, n: int) -> str:
    return (unit * (n // len(unit) + 1))[:n]


def benchmark_cases() -> list[tuple[str, Conversation]]:
    """Prompts of 50 to 100,000 characters built from a fixed mix of instruction words and
    2,000 made-up words (no data set text), so that a 1 kB window holds about as many
    distinct words as prose does (every distinct word costs a set insert and a lookup in
    the model's word table), plus a multi-turn conversation."""
    rng = random.Random(0)
    words = (
        "please write explain the function data model user system value error return list "
        "table step detail summary because which would should could analysis result code "
        "python request server latency queue token memory schedule"
    ).split()
    letters = "abcdefghijklmnopqrstuvwxyz"
    words += ["".join(rng.choice(letters) for _ in range(rng.randint(3, 9))) for _ in range(2000)]
    text = " ".join(rng.choice(words[:33]) if rng.random() < 0.3 else rng.choice(words) for _ in range(25000))
    # single backticks: a fenced block would be read as material and shrink the scan, and
    # these cases measure the full scan (the split is timed on its own case below)
    text = text.replace("step detail", "step by step, in detail?").replace("code", "`code`")
    cases = [(f"{n:,} chars", Conversation.from_prompt(text[:n])) for n in (50, 500, 5_000, 100_000)]
    pasted = "Summarize the text below in one sentence.\n" + text[:4_900] + "\nKeep it short."
    cases.append(("5,000 chars, material", Conversation.from_prompt(pasted)))
    turns: list[tuple[str, str]] = [("system", "You are a concise assistant.")]
    for i in range(6):
        turns += [("user", text[i * 300 : i * 300 + 300]), ("assistant", text[i * 900 : i * 900 + 900])]
    turns.append(("user", "Now summarize all of that in 3 sentences."))
    cases.append(("multi-turn (13 msgs)", Conversation(tuple(turns))))
    # scripts without spaces between words, and with: characters drawn from code point ranges
    # (600 common-range ideographs, kana, Hangul syllables), punctuation every few characters
    han = [chr(0x4E00 + rng.randrange(0x2000)) for _ in range(600)]
    kana = [chr(c) for c in range(0x3041, 0x3097)]
    hangul = [chr(0xAC00 + rng.randrange(2000)) for _ in range(800)]

    def script(pool: list[str], n: int, space: bool = False) -> str:
        out: list[str] = []
        size = 0
        while size < n:
            r = rng.random()
            piece = rng.choice(pool) + (" " if space and r < 0.3 else "，" if r < 0.05 else "。" if r < 0.07 else "")
            out.append(piece)
            size += len(piece)
        return "".join(out)[:n]

    cases += [
        ("zh 500 chars", Conversation.from_prompt(script(han, 500))),
        ("zh 5,000 chars", Conversation.from_prompt(script(han, 5_000))),
        ("ja 5,000 chars", Conversation.from_prompt(script(han[:200] + kana, 5_000))),
        ("ko 5,000 chars", Conversation.from_prompt(script(hangul, 5_000, space=True))),
        ("en + zh 5,000 chars", Conversation.from_prompt(text[:2_500] + script(han, 2_500))),
    ]
    # a chat UI's background task as it sends it: sections of instructions, the history wrapped
    history = "\n".join(
        f"USER: {text[i * 200 : i * 200 + 200]}\nASSISTANT: {text[i * 600 : i * 600 + 600]}" for i in range(3)
    )
    task = (
        "### Task:\nWrite a 3-5 word title for the chat history.\n### Guidelines:\n- Use the chat's language.\n"
        '### Output:\nJSON format: { "title": "the title" }\n### Chat History:\n<chat_history>\n'
        + history
        + "\n</chat_history>"
    )
    cases.append(("template, 2,500 chars", Conversation.from_prompt(task)))
    return cases


def run_benchmark(model_dir: str | None, engine: str, calls: int) -> int:
    model = LengthPredictor.load(model_dir, engine=engine)
    clients = KnownClients.shipped()
    print(f"engine: {model.engine}; {calls:,} calls per case in 5 rounds, one request a call;")
    print("whole: features + score + what the request states + its known client (what a request's size costs);")
    print("p50/p99: median over rounds; spread: lowest and highest round p50 of the whole")
    head = (
        f"{'prompt':<22}{'whole p50':>10}{'whole p99':>10}{'spread':>12}{'feat+score':>11}{'f+s p99':>9}"
        f"{'score':>7}{'stated+client':>14}"
    )
    print(head)
    for name, conv in benchmark_cases():
        r = _bench_case(model, conv, calls, clients=clients)
        spread = f"{r['p50_min']:.1f}-{r['p50_max']:.1f}"
        print(
            f"{name:<22}{r['p50']:>10.1f}{r['p99']:>10.1f}{spread:>12}{r['fs_p50']:>11.1f}{r['fs_p99']:>9.1f}"
            f"{r['score_p50']:>7.1f}{r['read_p50']:>14.1f}"
        )
    print("(us; score: the compiled or GTIL call alone on a ready feature vector; stated + client:")
    print(" prediction.stated and prediction.clients)")
    n = 100_000
    print(f"\ncrafted prompts of {n:,} characters: the whole size, fastest of 15 calls, and against an")
    print("ordinary prompt of the same length timed in turn with it")
    ordinary = Conversation.from_prompt(crafted_prompt(ORDINARY, n))

    def fastest(conv: Conversation) -> float:
        best = math.inf
        for _ in range(5):
            t0 = time.perf_counter_ns()
            read_stated(conv)
            clients.match(conv)
            model.score(extract_features(conv, model.words))
            best = min(best, (time.perf_counter_ns() - t0) / 1000)
        return best

    print(f"{'crafted':<26}{'us':>8}{'x ordinary':>12}")
    worst = ordinary_us = 0.0
    for name, unit in CRAFTED.items():
        conv = Conversation.from_prompt(crafted_prompt(unit, n))
        a = b = math.inf
        for _ in range(3):
            a, b = min(a, fastest(conv)), min(b, fastest(ordinary))
        worst, ordinary_us = max(worst, a), b
        print(f"{name:<26}{a:>8.0f}{a / b:>12.1f}")
    print(f"{'ordinary':<26}{ordinary_us:>8.0f}{1.0:>12.1f}")
    print(f"slowest crafted: {worst:.0f} us")
    return 0
