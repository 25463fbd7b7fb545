"""lifecycle: only the four forward moves; optional: one table of what each extra brings."""

from __future__ import annotations

import pytest

from sidecar import optional
from sidecar.lifecycle import Lifecycle, State


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
    from pathlib import Path

    extras = tomllib.loads((Path(__file__).resolve().parents[2] / "pyproject.toml").read_text())["project"][
        "optional-dependencies"
    ]
    for module, extra in optional.MODULES.items():
        wanted = {"sklearn": "scikit-learn", "xgboost": "xgboost-cpu"}.get(module, module)
        assert any(req.split(">")[0].split("[")[0] == wanted for req in extras[extra]), (module, extra)
    assert optional.extra_for("xgboost.core") == "learn" and optional.extra_for(None) is None
    assert optional.have("json") and not optional.have("json", "no_such_module_here")
    assert optional.missing(("json", "no_such_module_here")) == ["no_such_module_here"]
