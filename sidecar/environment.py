"""The one place that reads the process environment. Everything else receives what it uses.

Variables the sidecar reads (besides ``SIDECAR_<SECTION>_<KEY>``, which override the config
file key by key: ``config.load_config`` reads them through ``config_overrides``):

==============================  ==============================================================
``SIDECAR_CACHE_DIR``           compiled length models, embeddings, kept llama-server wheels;
                                else ``$XDG_CACHE_HOME/sjf-sidecar``, else ``~/.cache/sjf-sidecar``
``STATE_DIRECTORY``             systemd's ``StateDirectory=``: where the state lives (the
                                first entry); else ``$XDG_STATE_HOME/sjf-sidecar``, else
                                ``~/.local/state/sjf-sidecar``
``SIDECAR_PREDICTOR_MODEL_DIR`` the length model to load when the config names none
``SIDECAR_LLAMA_SERVER``        the llama-server binary (the reader, the tools)
``SIDECAR_DATA_ROOT``           the public corpora (training, ``sidecar bench``)
``SIDECAR_ADMIN_TOKEN``         the admin token a command line client sends
``CC``                          the C compiler that builds the compiled length model
``NOTIFY_SOCKET``,              systemd's readiness and watchdog protocol
``WATCHDOG_USEC``,
``WATCHDOG_PID``
``LISTEN_PID``, ``LISTEN_FDS``  systemd's socket activation (``web.handover``; removed once
                                read, so that children do not inherit them)
``TMPDIR``                      where the tools write the logs of servers they start
==============================  ==============================================================

Each function reads the environment when called (never at import), so a test or a child
process that sets a variable is seen.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, MutableMapping
from pathlib import Path

APP = "sjf-sidecar"


def _get(name: str) -> str | None:
    return os.environ.get(name) or None


def cache_dir() -> Path:
    """Where the sidecar keeps what it can rebuild."""
    given = _get("SIDECAR_CACHE_DIR")
    if given:
        return Path(given)
    return Path(_get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache")) / APP


def state_dir() -> Path:
    """Where the sidecar keeps what it learned, when the config names no state directory."""
    systemd = _get("STATE_DIRECTORY")
    if systemd:
        return Path(systemd.split(":")[0])
    return Path(_get("XDG_STATE_HOME") or os.path.expanduser("~/.local/state")) / APP


def model_dir() -> Path | None:
    given = _get("SIDECAR_PREDICTOR_MODEL_DIR")
    return Path(given) if given else None


def llama_server() -> Path | None:
    given = _get("SIDECAR_LLAMA_SERVER")
    return Path(given) if given else None


def data_root() -> Path | None:
    given = _get("SIDECAR_DATA_ROOT")
    return Path(given) if given else None


def admin_token() -> str | None:
    return _get("SIDECAR_ADMIN_TOKEN")


def compiler() -> str | None:
    return _get("CC")


def notify_socket() -> str | None:
    return _get("NOTIFY_SOCKET")


def watchdog_usec() -> str | None:
    """systemd's watchdog interval in microseconds, if it watches this process."""
    usec = _get("WATCHDOG_USEC")
    pid = _get("WATCHDOG_PID")
    return usec if usec and pid in (None, str(os.getpid())) else None


def temp_dir() -> Path:
    return Path(_get("TMPDIR") or "/tmp")


def activation() -> MutableMapping[str, str]:
    """The environment itself, for socket activation: its variables are read, then removed."""
    return os.environ


def config_overrides() -> Mapping[str, str]:
    """The variables ``config.load_config`` reads its ``SIDECAR_<SECTION>_<KEY>`` from."""
    return os.environ


def for_child(**extra: str) -> dict[str, str]:
    """This process's environment with ``extra`` set: what a child process starts with."""
    return {**os.environ, **extra}
