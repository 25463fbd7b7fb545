"""The start's open-file check (``web.serve.fd_shortfall``): it warns where the limit cannot
hold the client connections the config lets in, and only there."""

from __future__ import annotations

from sidecar.config import load_config
from sidecar.web.serve import FILES_BESIDE, fd_shortfall


def test_the_defaults_do_not_warn_on_an_ordinary_machine():
    cfg = load_config(env={})
    assert fd_shortfall(20_000, cfg) is None  # the limit the review's machine had
    assert fd_shortfall(cfg.max_connections + FILES_BESIDE, cfg) is None


def test_a_long_queue_is_not_a_need_for_files_the_connections_bound_is():
    cfg = load_config(env={}, overrides={"scheduler": {"max_queue": 100_000}})
    assert fd_shortfall(20_000, cfg) is None  # sidecar bench's arms queue up to 100,000
    low = fd_shortfall(1024, cfg)
    assert low is not None and "max_connections 2048" in low and "LimitNOFILE" in low
    assert fd_shortfall(1024, load_config(env={}, overrides={"max_connections": 512})) is None
