"""The training report: baselines, cross-distribution matrix, ablation and plots.

Everything here is measured on the table the model was trained from, with folds grouped
by conversation; numbers in ``report.md`` come from this code and nothing else.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path

import numpy as np

from sidecar.prediction.features import FEATURE_NAMES

from .dataset import Table, group_folds, training_rows
from .metrics import LONG, SHORT
from .text import with_text
from .train import Evaluation, TrainParams, fit, out_of_fold, predict_margin

Words = dict[bytes, float] | None  # a fixed word table for text_score, or None to fit one


def three_class_baseline(t: Table, params: TrainParams, fixed: Words = None) -> np.ndarray:
    """The published design: a 3-class classifier (short/medium/long on the source's
    centred scale) scored by its expected class, out of fold."""
    import xgboost as xgb

    # class edges are placed where SHORT and LONG sit relative to a typical 400-token reply
    edges = np.log([SHORT / 400.0, LONG / 400.0])
    folds = group_folds(t.group, params.folds, params.seed)
    oof = np.zeros(len(t))
    for k in range(params.folds):
        test = folds == k
        tt, _ = with_text(t, ~test, fixed, params.seed)
        rows = training_rows(tt.take(~test))
        d = xgb.DMatrix(rows.X, label=np.digitize(rows.y, edges), weight=rows.weight)
        p = {**params.xgb(), "objective": "multi:softprob", "num_class": 3}
        b = xgb.train(p, d, num_boost_round=max(30, params.n_trees // 3))
        prob = b.predict(xgb.DMatrix(tt.X[test]))
        oof[test] = prob @ np.array([0.0, 1.0, 2.0])
    return oof


def cross_distribution(t: Table, params: TrainParams, fixed: Words = None) -> tuple[list[str], np.ndarray]:
    """Train on one source, test on each other one (diagonal: grouped CV inside it). The
    text score, too, is fitted on the training source only."""
    sources = sorted(set(t.source.tolist()))
    m = np.full((len(sources), len(sources)), np.nan)
    for i, a in enumerate(sources):
        tt, _ = with_text(t, t.source == a, fixed, params.seed)
        booster = fit(tt.take(t.source == a), params)
        for j, b in enumerate(sources):
            test = tt.take(t.source == b)
            if a == b:
                score = out_of_fold(t.take(t.source == b), dataclasses.replace(params, folds=3), fixed=fixed)
            else:
                score = predict_margin(booster, test.X)
            m[i, j] = Evaluation.of(test, score).mean()
    return sources, m


MATRIX_MAX = 8  # sources up to which the report trains one model per source for the matrix


def _matrix_lines(sources: list[str], m: np.ndarray) -> list[str]:
    lines = [
        "",
        "## Cross-distribution (rows: trained on; columns: tested on)",
        "",
        "| trained on \\ tested on | " + " | ".join(sources) + " |",
        "|---" * (len(sources) + 1) + "|",
    ]
    for i, a in enumerate(sources):
        lines.append(f"| {a} | " + " | ".join(f"{v:.3f}" for v in m[i]) + " |")
    off = m[~np.eye(len(sources), dtype=bool)]
    lines.append("")
    if off.size and not np.isnan(off).all():
        lines.append(f"Off-diagonal mean {np.nanmean(off):.3f} (min {np.nanmin(off):.3f}).")
    else:
        lines.append("One source only: no cross-distribution cells.")
    return lines


def leave_one_source_out(
    t: Table, params: TrainParams, fixed: Words = None, scores: np.ndarray | None = None
) -> dict[str, float]:
    """Train on every other source, test on this one: a distribution the model never saw,
    with all the rest of the data behind it (closest to a new deployment). Rows of other
    sources in the same group (a translation of a held-out prompt) are left out of training.
    ``scores``, if given, receives each row's held-out score."""
    out = {}
    for src in sorted(set(t.source.tolist())):
        held = t.source == src
        # the held-out prompts' translations in other sources are not trained on either
        train = ~held & ~np.isin(t.group, np.unique(t.group[held]))
        tt, _ = with_text(t, train, fixed, params.seed)
        booster = fit(tt.take(train), params)
        margin = predict_margin(booster, tt.X[held])
        if scores is not None:
            scores[held] = margin
        out[src] = Evaluation.of(tt.take(held), margin).mean()
    return out


def replay_section(t: Table, held_out: np.ndarray, seed: int = 0) -> list[str]:
    """The report's lines on the score users feel: each source held out, its many-model
    prompts replayed as one-slot bursts (``training.replay``)."""
    from .replay import BURST, BURSTS, DECODE, PREFILL, beside_baselines

    shares = beside_baselines(t, held_out, seed)
    if not shares:
        return []
    lines = [
        "",
        "## The score users feel: replayed bursts, each source held out",
        "",
        f"For each answering model of a source with many answers per prompt: {BURSTS} bursts of "
        f"{BURST} of its first-turn prompts arriving at once at a one-slot server, service = prompt "
        f"tokens / {PREFILL:.0f} + answer tokens / {DECODE:.0f} s, its own answer lengths. Share of the "
        "oracle's mean-latency gain over arrival order, averaged over the models (1 = oracle, 0 = "
        "the backend alone). The model column is the held-out model above (trained without the "
        "source and without any translation of its prompts); the ceiling scores each prompt by "
        "the other models' mean length for it (`training/replay.py`).",
        "",
        "| source | models | model (held out) | prompt length only | other models' lengths (ceiling) |",
        "|---|---|---|---|---|",
    ]
    for src, v in shares.items():
        lines.append(
            f"| {src} | {v['models']:.0f} | {v['model']:.3f} | {v['prompt length']:.3f} | {v['ceiling']:.3f} |"
        )
    mean = {k: np.mean([v[k] for v in shares.values()]) for k in ("model", "prompt length", "ceiling")}
    lines.append(f"| **mean** | | **{mean['model']:.3f}** | {mean['prompt length']:.3f} | {mean['ceiling']:.3f} |")
    return lines


def prompt_ceiling(t: Table) -> dict[str, float]:
    """What any prompt-only predictor could reach, where a prompt has >= 5 answers: each
    answer scored by the mean centred length the *other* models gave the same prompt."""
    from .replay import others_mean, prompt_keys

    score = others_mean(t, prompt_keys(t), min_answers=5)
    out = {}
    for src in sorted(set(t.source.tolist())):
        m = (t.source == src) & ~np.isnan(score)
        if m.sum() >= 100:
            out[src] = Evaluation.of(t.take(m), score[m]).mean()
    return out


def learning_curve(
    t: Table,
    params: TrainParams,
    fixed: Words = None,
    fractions: tuple[float, ...] = (0.125, 0.25, 0.5),
    repeats: int = 2,
    min_groups: int = 200,
) -> list[tuple[float, int, list[float]]]:
    """Would more data help? The grouped CV rerun with each training fold cut to a share of
    its conversations (the test folds stay whole), ``repeats`` random cuts per share.
    Returns (share, training conversations per fold, mean concordance per cut); shares
    that would leave fewer than ``min_groups`` training conversations are skipped."""
    groups = np.unique(t.group)
    n_train = training_groups(t, params)
    out = []
    for frac in fractions:
        if frac * n_train < min_groups:
            continue
        means = []
        for rep in range(repeats):
            rank = np.random.default_rng(params.seed + 100 + rep).permutation(len(groups)) / len(groups)
            kept = dict(zip(groups.tolist(), (rank < frac).tolist(), strict=True))
            keep = np.array([kept[g] for g in t.group.tolist()])
            means.append(Evaluation.of(t, out_of_fold(t, params, fixed=fixed, keep=keep)).mean())
        out.append((frac, round(frac * n_train), means))
    return out


def training_groups(t: Table, params: TrainParams) -> int:
    """Conversations on the training side of one cross-validation fold (about)."""
    return len(np.unique(t.group)) * (params.folds - 1) // params.folds


def _doublings_to(target: float, curve: list[tuple[float, float]]) -> tuple[float, float] | None:
    """(doublings of the training data, gain per doubling) that a straight line through
    (log2 share, concordance) needs to reach ``target``; None when the line does not rise."""
    x = np.log2([f for f, _ in curve])
    y = np.array([v for _, v in curve])
    slope = np.polyfit(x, y, 1)[0] if len(curve) > 1 else 0.0
    if slope <= 0.002:
        return None
    return float(max(0.0, (target - y[-1]) / slope)), float(slope)


def ablation(
    t: Table, params: TrainParams, progress: Callable[[str], None], fixed: Words = None
) -> list[tuple[str, float]]:
    """Mean concordance with each feature removed in turn (3-fold, to bound the time)."""
    p = dataclasses.replace(params, folds=3)
    full = Evaluation.of(t, out_of_fold(t, p, fixed=fixed)).mean()
    out = [("(none)", full)]
    for i, name in enumerate(FEATURE_NAMES):
        progress(f"ablation {i + 1}/{len(FEATURE_NAMES)}: without {name}")
        out.append((name, Evaluation.of(t, out_of_fold(t, p, drop=i, fixed=fixed)).mean()))
    return out


def plots(out: Path, t: Table, oof: np.ndarray) -> list[str]:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    names = []
    fig, ax = plt.subplots(1, 2, figsize=(11, 4.5))
    for src in sorted(set(t.source.tolist())):
        m = t.source == src
        order = np.argsort(oof[m])
        y = t.y[m][order]
        bins = np.array_split(np.arange(len(y)), 10)
        ax[0].plot([np.mean(oof[m][order][b]) for b in bins], [np.mean(y[b]) for b in bins], "o-", label=src, ms=3)
    lim = [-1.5, 1.5]
    ax[0].plot(lim, lim, "k:", lw=1)
    ax[0].set(
        xlabel="predicted centred log length (decile mean)",
        ylabel="actual centred log length",
        title="Calibration by decile of prediction",
    )
    ax[0].legend(fontsize=7)
    sel = np.random.default_rng(0).choice(len(t), min(4000, len(t)), replace=False)
    ax[1].scatter(oof[sel], t.y[sel], s=2, alpha=0.3)
    ax[1].set(xlabel="predicted (out of fold)", ylabel="actual", title="Predicted vs actual, centred log tokens")
    fig.tight_layout()
    fig.savefig(out / "calibration.png", dpi=110)
    plt.close(fig)
    names.append("calibration.png")
    return names


def write_report(
    out: Path,
    t: Table,
    oof: np.ndarray,
    params: TrainParams,
    progress: Callable[[str], None],
    with_ablation: bool = False,
    fixed: Words = None,
    reader_threads: int = 0,
    scale: float = 1.0,
) -> None:
    """``reader_threads`` > 0: also train and measure the second stage (``training.secondstage``),
    writing ``reader.json`` beside the model."""
    progress("report: baselines")
    cv = Evaluation.of(t, oof)
    length_only = Evaluation.of(t, t.X[:, 0].astype(np.float64))
    cls3 = Evaluation.of(t, three_class_baseline(t, params, fixed))
    lines = [
        "# Training report",
        "",
        "Concordance: share of pairs with true lengths >= 2x apart ordered correctly, per "
        "answering model, averaged (0.5 = random order, i.e. FCFS). Out-of-fold, folds grouped "
        "by conversation.",
        "",
        "## Model against baselines",
        "",
        "| source | model | prompt length only | 3-class classifier | random |",
        "|---|---|---|---|---|",
    ]
    for src in cv.per_source:
        lines.append(
            f"| {src} | {cv.per_source[src]['concordance_2x']:.3f} | "
            f"{length_only.per_source[src]['concordance_2x']:.3f} | "
            f"{cls3.per_source[src]['concordance_2x']:.3f} | 0.500 |"
        )
    lines.append(f"| **mean** | **{cv.mean():.3f}** | {length_only.mean():.3f} | {cls3.mean():.3f} | 0.500 |")

    if cv.per_lang:
        lines += [
            "",
            "## Per language (cross-validated; a prompt and all its translations in one fold)",
            "",
            "| language | prompts | model | prompt length only |",
            "|---|---|---|---|",
        ]
        for lg, v in sorted(cv.per_lang.items(), key=lambda kv: -kv[1]["prompts"]):
            lines.append(
                f"| {lg} | {v['prompts']:.0f} | {v['concordance_2x']:.3f} | "
                f"{length_only.per_lang[lg]['concordance_2x']:.3f} |"
            )
        big = [v["concordance_2x"] for v in cv.per_lang.values() if v["prompts"] >= 200]
        if big:
            lines.append("")
            lines.append(f"Languages with >= 200 prompts: lowest {min(big):.3f}, mean {np.mean(big):.3f}.")

    sources = sorted(set(t.source.tolist()))
    if len(sources) > MATRIX_MAX:
        m = np.full((0, 0), np.nan)
    else:
        progress("report: cross-distribution matrix")
        sources, m = cross_distribution(t, params, fixed)
    if m.size:
        lines += _matrix_lines(sources, m)
    else:
        lines += [
            "",
            "## Cross-distribution",
            "",
            f"Not made for more than {MATRIX_MAX} sources (here {len(sources)}, {len(sources) ** 2} models): "
            "each source held out, below, answers the same question with all the other data behind it.",
        ]

    if len(sources) > 1:
        progress("report: leave one source out")
        held_out = np.full(len(t), np.nan)
        loso = leave_one_source_out(t, params, fixed, held_out)
        ceiling = prompt_ceiling(t)
        lines += [
            "",
            "## Each source held out (trained on all the others)",
            "",
            "A new deployment is a distribution the model never saw; here the model has all the "
            "other sources behind it. The ceiling is what a prompt-only predictor could reach where "
            "prompts have five or more answers: each answer scored by the mean length the other "
            "models gave the same prompt.",
            "",
            "| source | cross-validated (seen) | held out (unseen) | prompt length only | prompt-only ceiling |",
            "|---|---|---|---|---|",
        ]
        for src in sources:
            ceil = f"{ceiling[src]:.3f}" if src in ceiling else "-"
            lines.append(
                f"| {src} | {cv.per_source[src]['concordance_2x']:.3f} | {loso[src]:.3f} | "
                f"{length_only.per_source[src]['concordance_2x']:.3f} | {ceil} |"
            )
        lines.append(
            f"| **mean** | {cv.mean():.3f} | {np.mean(list(loso.values())):.3f} | {length_only.mean():.3f} | |"
        )
        lines += replay_section(t, held_out, params.seed)
        if reader_threads:
            from .secondstage import train_reader

            progress("report: the second stage")
            _, reader_lines = train_reader(
                t, held_out * scale, oof * scale, out, threads=reader_threads, progress=progress
            )
            lines += reader_lines
        if fixed is None and t.index is not None:  # the refit fits words: the table must be fitted too
            from .learnpath import learning_path, section

            lines += section(learning_path(t, params, progress, params.seed))

    progress("report: learning curve")
    curve = learning_curve(t, params, fixed)
    if curve:
        n_train = training_groups(t, params)
        lines += [
            "",
            "## Learning curve (would more data help?)",
            "",
            "The same grouped cross-validation with each training fold cut to a random share of its "
            "conversations; the test folds stay whole. Two cuts per share.",
            "",
            "| share of training data | training conversations per fold | mean concordance | cuts |",
            "|---|---|---|---|",
        ]
        for frac, n, means in curve:
            cuts = ", ".join(f"{v:.3f}" for v in means)
            lines.append(f"| {frac:g} | {n} | {np.mean(means):.3f} | {cuts} |")
        lines.append(f"| 1 | {n_train} | {cv.mean():.3f} | |")
        need = _doublings_to(0.75, [(f, float(np.mean(m))) for f, _, m in curve] + [(1.0, cv.mean())])
        lines.append("")
        if need is None:
            lines.append("The curve is flat: more data of the same kind would not move the ranking.")
        else:
            steps, slope = need
            lines.append(
                f"Each doubling of the data added {slope:+.3f} on average; the mean is already at 0.75 or above."
                if steps == 0
                else f"Each doubling of the data added {slope:+.3f} on average. If that went on, a mean of 0.75 "
                f"would need about {2**steps:.0f}x the training conversations (a straight-line extrapolation, "
                "not a promise)."
            )

    if with_ablation:
        ab = ablation(t, params, progress, fixed)
        lines += [
            "",
            "## Ablation (3-fold; mean concordance without each feature)",
            "",
            "| feature removed | concordance | change |",
            "|---|---|---|",
        ]
        all_features = ab[0][1]
        for name, without in ab:
            lines.append(f"| {name} | {without:.3f} | {without - all_features:+.3f} |")
        lines.append("")
        lines.append("Differences under about 0.01 are within fold-to-fold noise.")
    names = plots(out, t, oof)
    lines += ["", "## Plots", ""] + [f"![{n}]({n})" for n in names]
    (out / "report.md").write_text("\n".join(lines) + "\n")
