"""Parsers for the public corpora the default model is trained and evaluated on.

Each corpus folder keeps the layout of its origin (see the data README for origin and
licence). ``CORPORA`` maps a corpus name to its parser and says whether its licence lets
a shipped model be trained on it.
"""

from __future__ import annotations

import csv
from collections.abc import Callable, Iterator
from pathlib import Path

from sidecar.prediction.features import Conversation

from .formats import (
    ReadReport,
    Sample,
    _content_text,
    _json_lines,
    _turn_samples,
    approx_tokens,
    approx_tokens_from_chars,
    read_inst_parquet,
    read_oasst_trees,
    read_prompt_csv,
    read_role_text,
)


def _questions(path: Path, report: ReadReport) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for _, q in _json_lines(path, report):
        if not isinstance(q, dict):
            continue
        turns = [t["content"] if isinstance(t, dict) else t for t in q.get("turns", [])]
        qid = q.get("question_id", q.get("uid"))
        out[str(qid)] = [t for t in turns if isinstance(t, str)]
    return out


def _length_table(folder: Path, source: str, report: ReadReport, turns_text: dict[str, list[str]]) -> Iterator[Sample]:
    """``answer_lengths.csv`` (question_id, model_id, turn, answer_chars, token_len?)."""
    path = folder / "answer_lengths.csv"
    with open(path, encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    # A model's labels must come from one rule: exact token counts only if it has them all.
    exact_models = {r["model_id"] for r in rows if r.get("token_len")}
    exact_models -= {r["model_id"] for r in rows if not r.get("token_len")}
    for n, r in enumerate(rows, 2):
        turns = turns_text.get(r["question_id"])
        if not turns or r.get("turn", "0") != "0":
            if not turns:
                report.bad(path, n, f"unknown question_id {r['question_id']}")
            continue
        try:
            if r["model_id"] in exact_models:
                tokens, exact = float(r["token_len"]), True
            else:
                tokens, exact = float(approx_tokens_from_chars(int(r["answer_chars"]))), False
        except (KeyError, ValueError):
            report.bad(path, n, "unreadable length")
            continue
        if tokens <= 0:
            report.bad(path, n, "non-positive length")
            continue
        report.count(path)
        yield Sample(
            source, f"{source}:{r['question_id']}", r["model_id"], tokens, exact, Conversation.from_prompt(turns[0])
        )


# MT-Bench and its translations are one cross-validation group: the Japanese sets number
# their prompts in another order, so a prompt cannot be matched to its original one by one,
# and a translation of a training prompt is not an unseen prompt.
MT_BENCH = "mt-bench"


def _arena_family(pid: str) -> str:
    """Arena-Hard v0.1 and its translations share the question id: one group per prompt."""
    return "arena-hard:" + pid.rpartition(":")[2]


def more_multi_folder(
    root: Path,
    folder: str,
    source: str,
    report: ReadReport,
    family: Callable[[str], str],
    keep: Callable[[str], bool] = lambda pid: True,
) -> Iterator[Sample]:
    """A ``more-multi`` folder: ``prompts.jsonl`` (id, lang, turns) and ``answer_lengths.csv``
    (id, turn, model, chars, utf8_bytes, words, think_chars). First turns only: a second
    turn's request holds the model's first answer, whose text is not kept. Lengths are
    UTF-8 bytes / 4 (``approx_tokens``); labels are centred per language, so the rate
    differing between scripts does not matter. ``family`` maps a prompt id to its group."""
    base = root / "more-multi" / folder
    prompts: dict[str, tuple[str, Conversation]] = {}
    for n, q in _json_lines(base / "prompts.jsonl", report):
        try:
            pid, lang, first = str(q["id"]), str(q["lang"]), q["turns"][0]
            if not isinstance(first, str) or not first.strip():
                raise ValueError("empty first turn")
        except (KeyError, IndexError, TypeError, ValueError) as exc:
            report.bad(base / "prompts.jsonl", n, f"unreadable prompt ({exc})")
            continue
        if keep(pid):
            prompts[pid] = (lang, Conversation.from_prompt(first))
    path = base / "answer_lengths.csv"
    with open(path, encoding="utf-8") as fh:
        for n, r in enumerate(csv.DictReader(fh), 2):
            try:
                pid, turn, nbytes = r["id"], int(r["turn"]), int(r["utf8_bytes"])
            except (KeyError, TypeError, ValueError):
                report.bad(path, n, "unreadable row")
                continue
            if turn != 1 or pid not in prompts and not keep(pid):
                continue
            if pid not in prompts:
                report.bad(path, n, f"unknown prompt id {pid}")
                continue
            if nbytes <= 0:
                report.bad(path, n, "non-positive length")
                continue
            lang, conv = prompts[pid]
            report.count(path)
            yield Sample(source, family(pid), r["model"], float(max(1, round(nbytes / 4))), False, conv, lang=lang)


def m_arena_hard(root: Path, report: ReadReport) -> Iterator[Sample]:
    yield from more_multi_folder(root, "m-arena-hard", "m-arena-hard", report, _arena_family)


def ko_arena_hard(root: Path, report: ReadReport) -> Iterator[Sample]:
    yield from more_multi_folder(root, "ko-arena-hard", "ko-arena-hard", report, _arena_family)


def el_arena_hard(root: Path, report: ReadReport) -> Iterator[Sample]:
    yield from more_multi_folder(root, "el-arena-hard", "el-arena-hard", report, _arena_family)


def ja_mt_bench(root: Path, report: ReadReport) -> Iterator[Sample]:
    yield from more_multi_folder(root, "ja-mt-bench-multi", "ja-mt-bench", report, lambda pid: MT_BENCH)


def ko_mt_bench(root: Path, report: ReadReport) -> Iterator[Sample]:
    yield from more_multi_folder(root, "ko-mt-bench", "ko-mt-bench", report, lambda pid: MT_BENCH)


def _shaberi_family(pid: str) -> str:
    return MT_BENCH if pid.startswith("jamtb:") else f"shaberi:{pid}"


def shaberi_ja(root: Path, report: ReadReport) -> Iterator[Sample]:
    """Japanese MT-Bench and Rakuda (Apache-2.0, MIT); ELYZA-tasks-100 is the ``elyza`` corpus."""
    keep = lambda pid: not pid.startswith("elyza:")  # noqa: E731
    yield from more_multi_folder(root, "shaberi-ja", "shaberi-ja", report, _shaberi_family, keep)


def elyza(root: Path, report: ReadReport) -> Iterator[Sample]:
    """ELYZA-tasks-100 (CC-BY-SA-4.0 prompts): evaluation only."""
    keep = lambda pid: pid.startswith("elyza:")  # noqa: E731
    yield from more_multi_folder(root, "shaberi-ja", "elyza", report, _shaberi_family, keep)


def just_eval(root: Path, report: ReadReport) -> Iterator[Sample]:
    """MT-Bench first turns, red-team and MaliciousInstruct prompts (the last without a
    stated licence): evaluation only."""
    yield from more_multi_folder(root, "just-eval-clean", "just-eval", report, lambda pid: f"just-eval:{pid}")


def ifeval(root: Path, report: ReadReport) -> Iterator[Sample]:
    """IFEval prompts with one GPT-4 reply each (no licence file in the copy): evaluation only."""
    yield from more_multi_folder(root, "ifeval-gpt4", "ifeval", report, lambda pid: f"ifeval:{pid}")


def arena_multi(root: Path, report: ReadReport) -> Iterator[Sample]:
    folder = root / "arena-hard-v0.1-multi"
    yield from _length_table(folder, "arena-hard", report, _questions(folder / "question.jsonl", report))
    # the three models whose full answers live in arena-hard-v0.1/ (same prompts)
    for path in sorted((root / "arena-hard-v0.1" / "model_answer").glob("*.jsonl")):
        for n, obj in _json_lines(path, report):
            read = [(m.get("role"), _content_text(m.get("content"))) for m in obj.get("messages", [])]
            msgs = [(str(role), t) for role, t in read if t is not None]
            if len(msgs) < 2 or len(msgs) < len(read):
                report.bad(path, n, "unreadable messages")
                continue
            report.count(path)
            yield from _turn_samples(msgs, "arena-hard", f"arena-hard:{obj['uid']}", str(obj.get("model")))


def ru_arena(root: Path, report: ReadReport) -> Iterator[Sample]:
    folder = root / "ru-arena-general"
    yield from _length_table(folder, "ru-arena", report, _questions(folder / "question.jsonl", report))


def arena_v2(root: Path, report: ReadReport) -> Iterator[Sample]:
    folder = root / "arena-hard-v2.0" / "model_answer"
    for path in sorted(folder.glob("*.jsonl")):
        for n, obj in _json_lines(path, report):
            if not isinstance(obj, dict):
                report.bad(path, n, "not an object")
                continue
            msgs = obj.get("messages") or []
            if len(msgs) < 2:
                report.bad(path, n, "fewer than two messages")
                continue
            prompt = _content_text(msgs[0].get("content"))
            answer = msgs[-1].get("content")
            meta = obj.get("metadata") or {}
            token_len = meta.get("token_len") if isinstance(meta, dict) else None
            text = _content_text(answer)
            if prompt is None or text is None:
                report.bad(path, n, "unreadable prompt or answer")
                continue
            tokens, exact = (
                (float(token_len), True) if isinstance(token_len, int) else (float(approx_tokens(text)), False)
            )
            report.count(path)
            yield Sample(
                "arena-v2",
                f"arena-v2:{obj.get('uid')}",
                str(obj.get("model")),
                tokens,
                exact,
                Conversation.from_prompt(prompt),
            )


def mt_bench(root: Path, report: ReadReport) -> Iterator[Sample]:
    """Two-turn prompts: turn 2's request holds the same model's turn-1 answer."""
    folder = root / "mt-bench"
    questions = _questions(folder / "question.jsonl", report)
    for path in sorted((folder / "model_answer").glob("*.jsonl")):
        for n, obj in _json_lines(path, report):
            qid = str(obj.get("question_id"))
            turns = questions.get(qid)
            try:
                answers = obj["choices"][0]["turns"]
            except (KeyError, IndexError, TypeError):
                report.bad(path, n, "no choices[0].turns")
                continue
            if not turns:
                report.bad(path, n, f"unknown question_id {qid}")
                continue
            msgs: list[tuple[str, str]] = []
            for q, a in zip(turns, answers, strict=False):
                msgs += [("user", q), ("assistant", a)]
            report.count(path)
            model = str(obj.get("model_id", path.stem))
            yield from _turn_samples(msgs, "mt-bench", MT_BENCH, model)
    # 26 more models, lengths only: turn 1 (turn 2 needs their turn-1 text, which is not kept)
    path = folder / "more_answer_lengths.csv"
    with open(path, encoding="utf-8") as fh:
        for n, r in enumerate(csv.DictReader(fh), 2):
            turns = questions.get(r["question_id"])
            if not turns:
                report.bad(path, n, f"unknown question_id {r['question_id']}")
                continue
            if r["turn"] != "0":
                continue
            report.count(path)
            yield Sample(
                "mt-bench",
                MT_BENCH,
                r["model_id"],
                float(approx_tokens_from_chars(int(r["answer_chars"]))),
                False,
                Conversation.from_prompt(turns[0]),
            )


def oasst_trees(root: Path, report: ReadReport) -> Iterator[Sample]:
    """Open-Assistant message trees: every path from the root to an assistant reply."""
    yield from read_oasst_trees(root / "oasst-en100" / "en_100_message.jsonl", report, "oasst")


def hh_rlhf(root: Path, report: ReadReport) -> Iterator[Sample]:
    for s in read_role_text(root / "hh-rlhf-harmless" / "test.jsonl.gz", report, "hh-rlhf"):
        s.answerer = "hh-assistant"
        yield s


def clairvoyant(root: Path, report: ReadReport) -> Iterator[Sample]:
    for name in ("oasst1", "dolly"):
        yield from read_prompt_csv(root / "clairvoyant-labeled" / f"{name}_labeled.csv", report, f"cv-{name}")


def guanaco(root: Path, report: ReadReport) -> Iterator[Sample]:
    """Llama-2 ``[INST]`` dialogues from a parquet file (needs pyarrow). Evaluation only:
    the copy carries no licence file, so the shipped model is not trained on it."""
    path = next((root / "guanaco-llama2-1k").glob("*.parquet"))
    for s in read_inst_parquet(path, report, "guanaco"):
        s.answerer = "guanaco-human"
        yield s


# the prompts' language, for corpora whose files do not say it per prompt ("" = mixed)
CORPUS_LANG = {
    "arena-hard": "en",
    "ru-arena": "ru",
    "mt-bench": "en",
    "oasst": "en",
    "hh-rlhf": "en",
    "clairvoyant": "en",
}

# name -> (parser, licence allows training the shipped model)
CORPORA = {
    "arena-hard": (arena_multi, True),
    "ru-arena": (ru_arena, True),
    "mt-bench": (mt_bench, True),
    "arena-v2": (arena_v2, True),
    "oasst": (oasst_trees, True),
    "hh-rlhf": (hh_rlhf, True),
    "clairvoyant": (clairvoyant, True),
    "m-arena-hard": (m_arena_hard, True),
    "ko-arena-hard": (ko_arena_hard, True),
    "el-arena-hard": (el_arena_hard, True),
    "ja-mt-bench": (ja_mt_bench, True),
    "ko-mt-bench": (ko_mt_bench, True),
    "shaberi-ja": (shaberi_ja, True),
    "guanaco": (guanaco, False),
    "elyza": (elyza, False),
    "just-eval": (just_eval, False),
    "ifeval": (ifeval, False),
}
