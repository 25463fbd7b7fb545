"""The process environment is read in one place (``sidecar.environment``); the rest of the
package and the training pipeline receive what they use."""

from __future__ import annotations

import ast
import os
from pathlib import Path

from sidecar import environment
from tests import REPO


def _reads_environment(path: Path) -> list[int]:
    tree = ast.parse(path.read_text(), str(path))
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in ("environ", "getenv", "environb", "putenv"):
            lines.append(node.lineno)
        elif isinstance(node, ast.ImportFrom) and node.module == "os":
            lines += [node.lineno for a in node.names if a.name in ("environ", "getenv", "environb")]
    return lines


def test_nothing_but_the_environment_module_reads_the_environment():
    files = [*(REPO / "sidecar").rglob("*.py"), *(REPO / "training").rglob("*.py")]
    found = {
        str(p.relative_to(REPO)): lines
        for p in files
        if p.name != "environment.py" or p.parent.name != "sidecar"
        if (lines := _reads_environment(p))
    }
    assert found == {}
    assert _reads_environment(REPO / "sidecar" / "environment.py")  # the scan does see a read


def test_the_cache_honours_its_own_variable_then_xdg_then_home(monkeypatch, tmp_path):
    monkeypatch.delenv("SIDECAR_CACHE_DIR", raising=False)
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    assert environment.cache_dir() == tmp_path / ".cache" / "sjf-sidecar"
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert environment.cache_dir() == tmp_path / "xdg" / "sjf-sidecar"
    monkeypatch.setenv("SIDECAR_CACHE_DIR", str(tmp_path / "own"))
    assert environment.cache_dir() == tmp_path / "own"
    # every cache the package keeps is under it: the compiled models, the embeddings
    from sidecar.prediction.engine import default_cache_dir
    from sidecar.training.secondstage import default_cache_root

    assert default_cache_dir() == tmp_path / "own"
    assert default_cache_root() == tmp_path / "own" / "embeddings"


def test_state_follows_systemd_then_xdg(monkeypatch, tmp_path):
    monkeypatch.setenv("STATE_DIRECTORY", f"{tmp_path}/a:{tmp_path}/b")
    assert environment.state_dir() == tmp_path / "a"
    monkeypatch.delenv("STATE_DIRECTORY")
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "xdg"))
    assert environment.state_dir() == tmp_path / "xdg" / "sjf-sidecar"


def test_the_watchdog_is_ours_only_when_systemd_names_this_process(monkeypatch):
    monkeypatch.setenv("WATCHDOG_USEC", "4000000")
    monkeypatch.setenv("WATCHDOG_PID", str(os.getpid() + 1))
    assert environment.watchdog_usec() is None
    monkeypatch.setenv("WATCHDOG_PID", str(os.getpid()))
    assert environment.watchdog_usec() == "4000000"
    monkeypatch.delenv("WATCHDOG_PID")
    assert environment.watchdog_usec() == "4000000"


def test_a_child_gets_the_environment_with_what_is_added(monkeypatch):
    monkeypatch.setenv("SIDECAR_SOMETHING", "1")
    monkeypatch.delenv("OMP_NUM_THREADS", raising=False)
    child = environment.for_child(OMP_NUM_THREADS="1")
    assert child["SIDECAR_SOMETHING"] == "1" and child["OMP_NUM_THREADS"] == "1"
    assert "OMP_NUM_THREADS" not in os.environ  # this process's own is left as it was
