"""The layout rules of docs/architecture.md that are not import contracts.

The import rules themselves (the serving core imports neither ``sidecar.tools`` nor
``sidecar.training``; training does not import the tools; no cycles between the modules
of a package) are import-linter contracts in pyproject.toml, checked by ``scripts/static``
over the package as it installs (``devtools/packageview.py``)."""

from __future__ import annotations

import re
from pathlib import Path

from devtools.packageview import build, package_dirs

REPO = Path(__file__).resolve().parent.parent


def test_the_static_checks_read_the_package_as_it_installs(tmp_path):
    view = build(tmp_path)
    assert package_dirs() == {"sidecar": REPO / "sidecar", "sidecar.model": REPO / "model", "sidecar.training": REPO / "training"}
    assert (view / "sidecar/training/refit.py").resolve() == REPO / "training/refit.py"
    assert (view / "sidecar/model/__init__.py").resolve() == REPO / "model/__init__.py"
    assert (view / "sidecar/tools/bench.py").resolve() == REPO / "sidecar/tools/bench.py"
    linked = {p.resolve() for p in view.rglob("*.py")}
    every = {p for folder in package_dirs().values() for p in folder.rglob("*.py") if "__pycache__" not in p.parts}
    assert linked == every  # each module once, none left out


def test_only_the_proxy_and_its_entry_points_name_the_sidecar_object():
    """The request path, the admin endpoints, the dashboard and everything below them get
    the parts they use; none of them names ``Sidecar``, not even for typing."""
    allowed = {"proxy.py", "serve.py", "cli.py"}
    naming = sorted(
        p.name
        for p in (REPO / "sidecar").glob("*.py")
        if p.name not in allowed and re.search(r"\bSidecar\b", p.read_text())
    )
    assert naming == []
