"""What a reload may change (``web.reconfigure``): the keys only a restart changes are named
and kept at their running values; everything else takes the new config's."""

from __future__ import annotations

from sidecar.config import load_config
from sidecar.web.reconfigure import RESTART_ONLY, keep_running, restart_only_changes


def test_restart_only_keys_are_named_and_kept_the_rest_applies():
    old = load_config(env={})
    new = load_config(
        env={},
        overrides={
            "listen": "127.0.0.1:9999",
            "max_body_bytes": 1234,
            "admin": {"prefix": "/other"},
            "predictor": {"engine": "gtil"},
            "scheduler": {"policy": "fcfs", "preempt": "off"},
        },
    )
    changed = restart_only_changes(old, new)
    assert changed == ["listen", "max_body_bytes", "admin.prefix", "predictor.engine"]
    kept = keep_running(old, new, changed)
    for key in changed:
        assert key in RESTART_ONLY
    assert (kept.listen, kept.max_body_bytes) == (old.listen, old.max_body_bytes)
    assert (kept.admin.prefix, kept.predictor.engine) == (old.admin.prefix, old.predictor.engine)
    assert (kept.scheduler.policy, kept.scheduler.preempt) == ("fcfs", "off")  # these apply at once
    assert restart_only_changes(old, old) == []
