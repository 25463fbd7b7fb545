"""lifecycle: only the four forward moves; optional: one table of what each extra brings."""

from __future__ import annotations

import pytest

from sidecar import optional
from sidecar.lifecycle import Lifecycle, State
from tests import REPO


def test_the_lifecycle_moves_forward_only():
    life = Lifecycle()
    assert life.state is State.STARTING
    with pytest.raises(RuntimeError, match="cannot go from starting to draining"):
        life.move(State.DRAINING)
    life.move(State.SERVING)
    life.move(State.DRAINING)
    with pytest.raises(RuntimeError, match="draining to serving"):
        life.move(State.SERVING)
    life.move(State.STOPPED)
    for state in State:
        with pytest.raises(RuntimeError):
            life.move(state)  # a shutdown that runs twice cannot move it again


def test_each_optional_module_names_its_extra_and_the_table_matches_pyproject():
    import tomllib

    extras = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    for module, extra in optional.MODULES.items():
        wanted = {"sklearn": "scikit-learn", "xgboost": "xgboost-cpu"}.get(module, module)
        assert any(req.split(">")[0].split("[")[0] == wanted for req in extras[extra]), (module, extra)
    assert optional.extra_for("xgboost.core") == "learn" and optional.extra_for(None) is None
    assert optional.have("json") and not optional.have("json", "no_such_module_here")
    assert optional.missing(("json", "no_such_module_here")) == ["no_such_module_here"]


def test_a_stop_while_the_command_line_still_imports_is_kept_not_obeyed():
    import os
    import signal

    from sidecar import lifecycle

    before = {s: signal.getsignal(s) for s in (signal.SIGTERM, signal.SIGINT)}
    try:
        lifecycle.keep_stops_while_starting()
        assert not lifecycle.stop_asked_while_starting()
        os.kill(os.getpid(), signal.SIGTERM)  # default action: this process would be gone
        assert lifecycle.stop_asked_while_starting()
    finally:
        for s, h in before.items():
            signal.signal(s, h)
        lifecycle._asked.clear()


def test_the_command_line_imports_nothing_heavy_before_it_keeps_stops():
    import subprocess
    import sys

    out = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sidecar.cli, sys; print(sorted(m for m in sys.modules if m.split('.')[0] in ('numpy', 'aiohttp', 'orjson') or m.startswith(('sidecar.web', 'sidecar.apis', 'sidecar.prediction'))))",
        ],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    assert out == "[]"
