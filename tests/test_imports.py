"""The import rules of docs/architecture.md, read from the source (imports inside
functions count; imports under ``if TYPE_CHECKING:`` do not run and do not count).

- The serving core (``sidecar/*.py`` but the ``cli`` entry point) never imports the tools
  (``sidecar.tools``) or the training pipeline (``sidecar.training``).
- No module of the package takes part in an import cycle.
"""

from __future__ import annotations

import ast
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
# the folders of the repository and the packages they install as (pyproject.toml's package-dir)
FOLDERS = {"sidecar": REPO / "sidecar", "sidecar.model": REPO / "model", "sidecar.training": REPO / "training"}
ENTRY_POINTS = {"sidecar.cli", "sidecar.__main__"}


def _module_name(path: Path) -> str:
    package, folder = max(((k, v) for k, v in FOLDERS.items() if path.is_relative_to(v)), key=lambda kv: len(kv[0]))
    parts = (*package.split("."), *path.relative_to(folder).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _modules() -> dict[str, Path]:
    return {_module_name(p): p for folder in FOLDERS.values() for p in folder.rglob("*.py")}


def _is_type_checking(node: ast.If) -> bool:
    t = node.test
    return (isinstance(t, ast.Name) and t.id == "TYPE_CHECKING") or (
        isinstance(t, ast.Attribute) and t.attr == "TYPE_CHECKING"
    )


def _imports(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """Every module of the package that ``name`` imports, at any depth of its code."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join(anchor + ([base] if base else []))
            found.add(base)
            found.update(f"{base}.{a.name}" for a in node.names)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(path.read_text()))
    out = set()
    for target in found:
        # importing a.b.c runs a and a.b too, but those only matter when they import back
        if target in modules and target != name:
            out.add(target)
    return out


def _graph() -> dict[str, set[str]]:
    modules = _modules()
    return {name: _imports(name, path, modules) for name, path in modules.items()}


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def strong(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            strong(v)
    return out


def test_no_import_cycles():
    graph = _graph()
    assert "sidecar.training.refit" in graph and "sidecar.model" in graph  # the mapped folders are read
    assert _cycles(graph) == []


def test_the_packages_pyproject_installs_are_the_folders_read_here():
    import tomllib

    setup = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"]
    assert {k: REPO / v for k, v in setup["package-dir"].items() if k in FOLDERS} == FOLDERS


def test_the_core_imports_neither_tools_nor_training():
    graph = _graph()
    core = [m for m in graph if m.count(".") == 1 and m not in ENTRY_POINTS]
    assert "sidecar.proxy" in core and "sidecar.scheduler" in core
    offending = {m: sorted(t for t in graph[m] if t.startswith(("sidecar.tools", "sidecar.training"))) for m in core}
    assert {m: t for m, t in offending.items() if t} == {}


def test_the_checker_sees_imports_inside_functions(tmp_path):
    # the rule must not be met by hiding an import in a function body
    path = tmp_path / "m.py"
    path.write_text("def f():\n    from .b import x\n\nif TYPE_CHECKING:\n    from .c import y\n")
    mods = {"p.m": path, "p.b": path, "p.c": path}
    assert _imports("p.m", path, mods) == {"p.b"}
    assert _cycles({"a": {"b"}, "b": {"a"}, "c": set()}) == [["a", "b"]]


def test_only_the_proxy_and_its_entry_points_name_the_sidecar_object():
    """The request path, the admin endpoints, the dashboard and everything below them get
    the parts they use; none of them names ``Sidecar``, not even for typing."""
    import re

    allowed = {"proxy.py", "serve.py", "cli.py"}
    naming = sorted(
        p.name
        for p in (REPO / "sidecar").glob("*.py")
        if p.name not in allowed and re.search(r"\bSidecar\b", p.read_text())
    )
    assert naming == []
