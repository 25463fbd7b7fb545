"""What a reload (SIGHUP, ``POST /sidecar/reload``) may change in a running sidecar.

The whole config is read again; if it does not validate, nothing changes. What it changes
applies at once to new decisions, running and waiting requests finish as they were:

- tenants (API keys, weights, limits, priorities), the scheduler's settings (policy, aging,
  wait bound, queue limits, KV reserve), routing, timeouts, drain_grace;
- the backends: a new one is probed and joins, a removed one takes no new requests, hands
  its waiting ones to the others and finishes its running ones, a changed one is probed
  again with its new entry;
- the admin token, log level, and the length model (``predictor.model_dir``; loaded again
  even when the directory is the same, since ``sidecar train --install`` replaces its files).

``RESTART_ONLY`` cannot change in a running process (the socket, the event loop, the
files it has open, the routes it registered, parts started once); a reload that changes
them keeps the running value and names each in the log line that refuses it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from sidecar.config import Config

RESTART_ONLY = (
    "listen",
    "loop",
    "state_dir",
    "max_body_bytes",
    "log_format",
    "traffic_log",
    "learning",
    "reader",
    "admin.prefix",
    "predictor.engine",
)


def _get(c: Config, key: str) -> object:
    obj: object = c
    for part in key.split("."):
        obj = getattr(obj, part)
    return obj


def restart_only_changes(old: Config, new: Config) -> list[str]:
    """The keys ``new`` changes that need a restart."""
    return [k for k in RESTART_ONLY if _get(old, k) != _get(new, k)]


def keep_running(old: Config, new: Config, keys: Iterable[str]) -> Config:
    """``new`` with ``keys`` (from ``RESTART_ONLY``) set back to ``old``'s values."""
    top = {k: getattr(old, k) for k in keys if "." not in k}
    out = replace(new, **top)
    if "admin.prefix" in keys:
        out = replace(out, admin=replace(out.admin, prefix=old.admin.prefix))
    if "predictor.engine" in keys:
        out = replace(out, predictor=replace(out.predictor, engine=old.predictor.engine))
    return out
