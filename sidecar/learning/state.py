"""The state directory: what the sidecar learns about its deployment, kept across restarts.

    <state_dir>/state.json        format marker: {"app": "sjf-sidecar", "format": 1}
    <state_dir>/secret.key        32 random bytes (0600): the key word ids are hashed with
    <state_dir>/traffic.jsonl     the traffic log (rotated: .1, .2, ...)
    <state_dir>/calibration.json  learned rates, length offsets and prompt-token rates
    <state_dir>/shapes.json       the request-shape memory (hashes and numbers only)
    <state_dir>/models/<version>/ learned models; models/current names the serving one

Where it is: ``state_dir`` in the config (``SIDECAR_STATE_DIR``), else
``$XDG_STATE_HOME/sjf-sidecar`` (``~/.local/state/sjf-sidecar``); systemd's
``StateDirectory=`` sets ``STATE_DIRECTORY``, which is used when nothing else is said.

Nothing here may stop the sidecar from serving: a file that cannot be read is moved aside
(``name.corrupt-<time>``) with one warning and the sidecar starts that part afresh; a
directory written by something else (a ``state.json`` that is not ours, or another format)
has our files moved into ``stale-<time>/`` and starts fresh.

Privacy: the traffic log holds no prompt text unless ``log_prompts`` is on. The words of
a prompt's scan window are logged as 52-bit keyed BLAKE2b digests under ``secret.key``:
enough to refit the word score, but a log copied elsewhere does not give the words back
by hashing a dictionary, because the key stays here.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import secrets
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import sidecar.environment as environment

log = logging.getLogger("sidecar.state")

APP = "sjf-sidecar"
FORMAT = 1
OURS = ("secret.key", "traffic.jsonl", "calibration.json", "shapes.json", "models")


def default_state_dir() -> Path:
    return environment.state_dir()


def atomic_write(path: Path, data: bytes, mode: int = 0o644) -> None:
    """Write ``path`` whole or not at all (a crash leaves the old file)."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, mode)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    os.replace(tmp, path)


def _keep_private(path: Path) -> None:
    """The state holds the traffic log, the word key and learned models (native code is
    compiled from them): 0700. One of ours left looser by an older release is tightened;
    one owned by another user is used as it is, with a warning."""
    st = path.stat()
    if st.st_mode & 0o077:
        if st.st_uid == os.geteuid():
            path.chmod(0o700)
        else:
            log.warning(
                "%s belongs to uid %d and is open to others: anyone who can write it chooses the "
                "models this sidecar loads",
                path,
                st.st_uid,
            )


def rotated_files(base: Path) -> list[Path]:
    """A log that rotates by size (``base``, ``base.1`` ... ``base.99``) as its files that
    exist, oldest first: the traffic log and the vector log."""
    files = [base.with_name(f"{base.name}.{i}") for i in range(99, 0, -1)] + [base]
    return [p for p in files if p.exists()]


class StateDir:
    """One sidecar's state directory, checked and made ready at construction."""

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path) if path else default_state_dir()
        self.path.mkdir(parents=True, exist_ok=True, mode=0o700)
        _keep_private(self.path)
        self._check_marker()
        self.models = self.path / "models"
        self.models.mkdir(exist_ok=True, mode=0o700)
        _keep_private(self.models)
        self.key = self._secret()

    def _check_marker(self) -> None:
        marker = self.path / "state.json"
        want = {"app": APP, "format": FORMAT}
        problem = None
        if marker.exists():
            try:
                got = json.loads(marker.read_text())
                if not isinstance(got, dict) or got.get("app") != APP:
                    problem = f"{marker} was not written by {APP}"
                elif got.get("format") != FORMAT:
                    problem = f"{marker} has state format {got.get('format')!r}, this sidecar writes {FORMAT}"
            except (ValueError, OSError) as exc:
                problem = f"{marker} cannot be read ({exc})"
        elif any((self.path / n).exists() for n in OURS):
            problem = f"{self.path} has sidecar files but no state.json"
        if problem:
            aside = self.path / f"stale-{time.strftime('%Y%m%dT%H%M%S')}"
            aside.mkdir(exist_ok=True)
            for name in (*OURS, "state.json"):
                if (self.path / name).exists():
                    os.replace(self.path / name, aside / name)
            log.warning("%s: starting with fresh state; the old files are in %s", problem, aside)
        if not marker.exists():
            atomic_write(marker, json.dumps(want).encode())

    def _secret(self) -> bytes:
        path = self.path / "secret.key"
        try:
            key = path.read_bytes()
            if len(key) == 32:
                return key
            self.set_aside(path, f"is {len(key)} bytes, not 32")
        except FileNotFoundError:
            pass
        key = secrets.token_bytes(32)
        atomic_write(path, key, mode=0o600)
        return key

    def set_aside(self, path: Path, why: str) -> None:
        """Move an unreadable file out of the way, saying so once."""
        dest = path.with_name(f"{path.name}.corrupt-{time.strftime('%Y%m%dT%H%M%S')}")
        try:
            os.replace(path, dest)
        except OSError:
            dest = path
        log.warning("%s %s: starting that part afresh (the file is now %s)", path, why, dest.name)

    def read_json(self, name: str) -> Any | None:
        """A JSON file of the state, or None when absent or unreadable (then set aside)."""
        path = self.path / name
        try:
            return json.loads(path.read_bytes())
        except FileNotFoundError:
            return None
        except (ValueError, OSError) as exc:
            self.set_aside(path, f"cannot be read ({exc})")
            return None

    def write_json(self, name: str, obj: Any) -> None:
        atomic_write(self.path / name, json.dumps(obj, separators=(",", ":")).encode())

    @property
    def traffic_log(self) -> Path:
        return self.path / "traffic.jsonl"

    def current_model(self) -> Path | None:
        """The learned model that served last, if any."""
        try:
            name = (self.models / "current").read_text().strip()
        except FileNotFoundError:
            return None
        path = self.models / name
        return path if name and (path / "meta.json").exists() else None

    def set_current_model(self, path: Path) -> None:
        atomic_write(self.models / "current", path.name.encode())


class WordHasher:
    """Keyed 52-bit digests of words (JSON-safe integers), memoised in memory.

    The memo (digest -> word, bounded) is also how a learned word table, which is stored
    by digest only, finds the words it weighs: any word the sidecar has hashed since it
    started can be resolved; none is ever written to disk.
    """

    def __init__(self, key: bytes, max_words: int = 50_000) -> None:
        self.key = key
        self.max_words = max_words
        self.ids: dict[bytes, int] = {}
        self.words: dict[int, bytes] = {}  # the reverse: digest -> word

    def __call__(self, word: bytes) -> int:
        h = self.ids.get(word)
        if h is None:
            if len(self.ids) >= self.max_words:  # forget all at once: cheaper than an LRU per call
                self.ids.clear()
                self.words.clear()
            h = self.ids[word] = word_id(self.key, word)
            self.words[h] = word
        return h

    def many(self, words: Iterable[bytes]) -> list[int]:
        return sorted(map(self, words))

    def known(self) -> dict[int, bytes]:
        """Digest -> word for every word hashed since the memo was last cleared."""
        return self.words


def word_id(key: bytes, word: bytes) -> int:
    return int.from_bytes(hashlib.blake2b(word, key=key, digest_size=8).digest(), "big") >> 12
