"""The layout rules of docs/architecture.md that are not import contracts.

The import rules themselves (the serving core imports neither ``sidecar.tools`` nor
``sidecar.training``; training does not import the tools; no cycles between the modules
of a package) are import-linter contracts in pyproject.toml, checked by ``scripts/static``
over the package as it installs (``devtools/packageview.py``)."""

from __future__ import annotations

import ast
import functools
import itertools
import re
from pathlib import Path

from devtools.packageview import build, package_dirs
from tests import REPO


def test_the_static_checks_read_the_package_as_it_installs(tmp_path):
    view = build(tmp_path)
    assert package_dirs() == {
        "sidecar": REPO / "sidecar",
        "sidecar.model": REPO / "model",
        "sidecar.training": REPO / "training",
    }
    for copy, source in [
        ("sidecar/training/refit.py", "training/refit.py"),
        ("sidecar/model/__init__.py", "model/__init__.py"),
        ("sidecar/tools/bench.py", "sidecar/tools/bench.py"),
        ("experiments/refit_guard.py", "experiments/refit_guard.py"),
    ]:
        assert (view / copy).read_bytes() == (REPO / source).read_bytes(), copy
    placed = {p.relative_to(view) for p in (view / "sidecar").rglob("*.py")}
    every = {
        Path(*name.split("."), p.relative_to(folder))
        for name, folder in package_dirs().items()
        for p in folder.rglob("*.py")
        if "__pycache__" not in p.parts
        and not any(p.is_relative_to(o) for o in package_dirs().values() if o != folder and o.is_relative_to(folder))
    }
    assert placed == every  # each module once, none left out
    for beside in ("experiments", "devtools", "tests"):  # checked as the package's users
        assert {p.name for p in (view / beside).glob("*.py")} == {p.name for p in (REPO / beside).glob("*.py")}


def test_the_package_offers_a_small_face_and_importing_it_stays_cheap():
    import subprocess
    import sys

    import sidecar

    assert sidecar.__all__ == [
        "__version__",
        "load_config",
        "Config",
        "Conversation",
        "extract_features",
        "FEATURE_NAMES",
        "LengthPredictor",
        "Scheduler",
        "Job",
        "Capacity",
        "Priority",
    ]
    assert sidecar.__all__[1:] == list(sidecar._FACE)  # each name offered is found where it lives
    for name in sidecar.__all__[1:]:
        value = getattr(sidecar, name)
        assert (
            getattr(value, "__module__", sidecar._FACE[name]).startswith(sidecar._FACE[name]) or name == "FEATURE_NAMES"
        )
    assert sidecar.Scheduler(sidecar.Capacity(slots=1), clock=lambda: 0.0).slots == 1
    try:
        sidecar.no_such_name  # noqa: B018
    except AttributeError:
        pass
    else:
        raise AssertionError("an unknown name must raise AttributeError")
    loaded = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sidecar, sys; print(sorted(m for m in sys.modules if m.split('.')[0] in ('numpy', 'aiohttp') or m.startswith('sidecar.')))",
        ],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    assert loaded == "[]"  # the command line pays only for what it uses


def test_only_the_proxy_and_its_entry_points_name_the_sidecar_object():
    """The request path, the admin endpoints, the dashboard and everything below them get
    the parts they use; none of them names ``Sidecar``, not even for typing."""
    allowed = {"web/app.py", "web/serve.py", "web/__init__.py", "cli.py"}  # __init__: its map
    naming = sorted(
        str(p.relative_to(REPO / "sidecar"))
        for p in (REPO / "sidecar").rglob("*.py")
        if "tools" not in p.parts
        and str(p.relative_to(REPO / "sidecar")) not in allowed
        and re.search(r"\bSidecar\b", p.read_text())
    )
    assert naming == []


def _run_time_imports(path: Path, module: str, modules: dict[str, Path]) -> set[str]:
    """The modules of the package that importing ``module`` imports at once: its top-level
    imports, not those under ``if TYPE_CHECKING:`` and not those inside functions."""
    tree = ast.parse(path.read_text())
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    nodes = []
    for node in tree.body:
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            continue
        if isinstance(node, (ast.If, ast.Try)):  # optional imports at the top
            nodes += [n for n in ast.walk(node) if isinstance(n, (ast.Import, ast.ImportFrom))]
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            nodes.append(node)
    out = set()
    for node in nodes:
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names if a.name in modules}
            continue
        base = node.module or ""
        if node.level:
            parts = package.split(".")
            base = ".".join(parts[: len(parts) - node.level + 1] + ([node.module] if node.module else []))
        for a in node.names:
            target = f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base
            if target in modules and target != module:
                out.add(target)
    return out


def test_the_longest_chain_of_run_time_imports_inside_the_serving_package_is_at_most_ten():
    """A newcomer follows a request through rooms, not through 17 levels of imports."""
    root = REPO / "sidecar"
    modules = {}
    for p in root.rglob("*.py"):
        parts = ["sidecar", *p.relative_to(root).with_suffix("").parts]
        if "tools" in parts or "__pycache__" in parts:
            continue
        modules[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = p
    graph = {m: _run_time_imports(p, m, modules) for m, p in modules.items()}

    @functools.cache
    def longest(m: str) -> tuple[str, ...]:
        return (m, *max((longest(d) for d in graph[m]), key=len, default=()))  # acyclic: a contract

    chain = max((longest(m) for m in graph), key=len)
    assert len(chain) <= 10, " -> ".join(chain)
    assert len(chain) >= 5  # the graph was read: the app does reach the scheduler's parts
    # docs/architecture.md names a longest chain: each step a run-time import, as long as any
    text = " ".join((REPO / "docs" / "architecture.md").read_text().split())
    shown = re.search(r"ten today, `([a-z_. ->]+)`", text)
    assert shown is not None, "docs/architecture.md no longer names the chain"
    named = ["sidecar." + m.strip() for m in shown.group(1).split("->")]
    assert all(b in graph[a] for a, b in itertools.pairwise(named)) and len(named) == len(chain), named


def test_the_apis_room_offers_its_face():
    import sidecar.apis as apis

    assert set(apis.__all__) == {
        "APIS",
        "FAMILIES",
        "ROUTES",
        "AdapterError",
        "Api",
        "ApiFamily",
        "RequestInfo",
        "Usage",
        "UsageParser",
        "error_body",
        "family_of_path",
        "parse_request",
        "stream_error_event",
    }
    assert all(getattr(apis, n) is not None for n in apis.__all__)


def test_every_room_says_what_it_holds_and_what_it_may_import():
    for init in sorted((REPO / "sidecar").glob("*/__init__.py")):
        doc = ast.get_docstring(ast.parse(init.read_text())) or ""
        if init.parent.name in ("tools",):
            continue
        assert "May import" in doc or "may import" in doc, init


def test_the_architecture_page_counts_the_request_paths_settings_right():
    from dataclasses import fields

    from sidecar.request.steps import RequestSettings

    words = {"seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12}
    text = " ".join((REPO / "docs" / "architecture.md").read_text().split())
    said = re.search(r"`RequestSettings` \((\w+) config values\)", text)
    assert said is not None and words[said.group(1)] == len(fields(RequestSettings))


def test_the_architecture_page_names_each_rooms_modules_as_they_are():
    """Every module the rooms' table names (``module`` or ``module.Name``) is a module (or
    a folder) of that room: a rename that leaves the map behind fails here."""
    rooms = ("web", "request", "records", "backends", "reader", "learning", "apis", "prediction", "scheduling")
    stale = []
    for line in (REPO / "docs" / "architecture.md").read_text().splitlines():
        row = re.match(r"\| `sidecar\.([a-z]+)` \| (.*?) \|", line)
        if row is None or row.group(1) not in rooms:
            continue
        room = REPO / "sidecar" / row.group(1)
        for name in re.findall(r"`([a-z_]+)(?:\.[A-Za-z_]+)?`", row.group(2)):
            if not ((room / f"{name}.py").exists() or (room / name).is_dir()):
                stale.append(f"sidecar.{row.group(1)}.{name}")
    assert not stale, stale


def test_tests_sit_in_the_folder_of_the_room_they_test():
    """A test file sits in the folder named for its room (``tests/scheduling/`` for
    ``sidecar/scheduling/``, ``tests/ground/`` for the package's top modules, ``tests/training/``
    for training/) or in one of the three for what spans rooms; only the virtual clock's own
    test sits at the top, beside it."""
    rooms = {p.name for p in (REPO / "sidecar").iterdir() if (p / "__init__.py").exists()}
    allowed = rooms | {"ground", "training", "system", "deploy", "layout"}
    misplaced = []
    for path in (REPO / "tests").rglob("test_*.py"):
        parts = path.relative_to(REPO / "tests").parts
        if parts == ("test_virtualtime.py",):
            continue
        if len(parts) != 2 or parts[0] not in allowed:
            misplaced.append("/".join(parts))
    assert not misplaced, misplaced
    folders = {p.name for p in (REPO / "tests").iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    assert folders <= allowed, folders - allowed


def _package_modules() -> dict[str, Path]:
    """Every module the package installs, by name (training/ as sidecar.training, model/ as
    sidecar.model)."""
    modules = {}
    for name, folder in package_dirs().items():
        nested = [o for o in package_dirs().values() if o != folder and o.is_relative_to(folder)]
        for p in folder.rglob("*.py"):
            if "__pycache__" in p.parts or any(p.is_relative_to(n) for n in nested):
                continue
            parts = [*name.split("."), *p.relative_to(folder).with_suffix("").parts]
            modules[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = p
    return modules


def _every_import(path: Path, module: str, modules: dict[str, Path]) -> set[str]:
    """The package's modules ``module`` names anywhere: at its top, inside functions, under
    ``if TYPE_CHECKING:``; ``from P import x`` names the package ``P`` (its face runs) and,
    where ``x`` is a module, ``P.x``."""
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    out = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names if a.name in modules}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([node.module] if node.module else []))
            out |= {base} & modules.keys()
            out |= {f"{base}.{a.name}" for a in node.names} & modules.keys()
    return out - {module}


def test_no_module_of_the_package_imports_itself_back_however_it_imports():
    """No cycle in the package's imports, counting those inside functions and those for
    types only: each module can be read, and changed, after what it imports."""
    modules = _package_modules()
    graph = {m: _every_import(p, m, modules) for m, p in modules.items()}
    assert sum(len(v) for v in graph.values()) > 300  # the graph was read
    assert "sidecar.scheduling.forecast" in graph["sidecar.scheduling.scheduler"]
    state: dict[str, int] = {}  # 1: on the path being walked, 2: done
    path: list[str] = []

    def walk(m: str) -> list[str] | None:
        state[m] = 1
        path.append(m)
        for d in sorted(graph[m]):
            if state.get(d) == 1:
                return [*path[path.index(d) :], d]
            if d not in state and (found := walk(d)) is not None:
                return found
        path.pop()
        state[m] = 2
        return None

    for m in sorted(graph):
        if m not in state and (cycle := walk(m)) is not None:
            raise AssertionError(" -> ".join(cycle))


def test_a_cycle_is_found_where_there_is_one(tmp_path):
    """The cycle test's reading of imports, on a package made to have one through its face."""
    (tmp_path / "__init__.py").write_text("from p.a import A\n")
    (tmp_path / "a.py").write_text("from p import b\nA = 1\n")
    (tmp_path / "b.py").write_text("def f():\n    from p.a import A\n")
    modules = {"p": tmp_path / "__init__.py", "p.a": tmp_path / "a.py", "p.b": tmp_path / "b.py"}
    assert _every_import(modules["p.a"], "p.a", modules) == {"p", "p.b"}
    assert _every_import(modules["p.b"], "p.b", modules) == {"p.a"}  # inside a function, counted


LONGEST_MODULE = 650  # lines


def test_no_module_is_over_650_lines():
    """A module is read in one sitting; past this, it holds more than one thing."""
    long = {m: n for m, p in _package_modules().items() if (n := len(p.read_text().splitlines())) > LONGEST_MODULE}
    assert not long, long


SLOW_TO_IMPORT = frozenset({"anthropic", "openai", "ollama"})  # seconds between them


def slow_top_imports(source: str) -> list[str]:
    """The slow-to-import clients a module imports at its top (where a collecting worker pays
    for them), not inside the tests that use them or under TYPE_CHECKING."""
    names = []
    for node in ast.parse(source).body:
        if isinstance(node, ast.Import):
            names += [a.name.split(".")[0] for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append(node.module.split(".")[0])
    return sorted(SLOW_TO_IMPORT.intersection(names))


def test_the_tests_import_the_official_clients_only_where_they_use_them():
    assert slow_top_imports("import openai\nfrom anthropic import types\n") == ["anthropic", "openai"]
    assert slow_top_imports("if TYPE_CHECKING:\n    import openai\ndef f():\n    import ollama\n") == []
    found = {
        str(p.relative_to(REPO)): got
        for p in sorted((REPO / "tests").rglob("*.py"))
        if (got := slow_top_imports(p.read_text(encoding="utf-8")))
    }
    assert found == {}, found
