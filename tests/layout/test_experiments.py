"""experiments/ and devtools/ use the package as its users do: a move inside ``sidecar/`` that
breaks one of them fails here (and in ``scripts/static``, which type-checks them), not the
next time someone reruns a measurement.

Each module imports, says what it is in its docstring, and its ``main`` answers ``--help``
(its arguments parse before it starts any work).
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import sys

import pytest

import devtools
import experiments

# helpers shared by experiments or tests, no command of their own
SHARED = {"experiments.common", "devtools.chromium"}


def _modules() -> list[str]:
    return [f"{pkg.__name__}.{m.name}" for pkg in (experiments, devtools) for m in pkgutil.iter_modules(pkg.__path__)]


def test_every_experiment_and_devtool_is_seen():
    names = _modules()
    assert len(names) >= 30 and "experiments.same_work" in names and "devtools.kvload" in names


@pytest.mark.parametrize("name", _modules())
def test_it_imports_says_what_it_is_and_answers_help(name, monkeypatch, capsys):
    module = importlib.import_module(name)
    assert (module.__doc__ or "").strip(), f"{name} has no docstring"
    if name in SHARED:
        return
    main = getattr(module, "main", None)
    assert callable(main), f"{name} has no main()"
    monkeypatch.setattr(sys, "argv", [name, "--help"])
    with pytest.raises(SystemExit) as stop:
        main(["--help"]) if inspect.signature(main).parameters else main()
    assert stop.value.code == 0
    assert "usage:" in capsys.readouterr().out
