"""The pages say where things are, and a newcomer follows them: every file of the repository
the README and docs/ name is there, and every test they name is there by that name.

(docs/bench/ holds the benchmark scripts' reports as they wrote them, and CHANGELOG.md what was
once there: neither is read.)"""

from __future__ import annotations

import re
from pathlib import Path

from tests import REPO

TOP = "sidecar|tests|scripts|training|model|configs|experiments|docs|deploy|systemd|devtools|\\.ci"
# a path of the repository: a top-level folder and at least one more part; uppercase parts
# are placeholders (`seed-N`), and sidecar/model, sidecar/training are the installed names
# of model/ and training/ (pyproject's package-dir)
PATH = re.compile(rf"(?<![\w/.-])((?:{TOP})/[\w./-]*\w)")
INSTALLED = {"sidecar/model/": "model/", "sidecar/training/": "training/"}
# a test by name: `file.py::test_name`, or `::test_name` after one, or a test module `test_x.py`
NAMED_TEST = re.compile(r"::(test_\w+)")
TEST_MODULE = re.compile(r"\b(test_\w+)\.py\b")


def pages() -> list[Path]:
    docs = [p for p in (REPO / "docs").rglob("*.md") if p.is_file() and "bench" not in p.relative_to(REPO).parts[1:2]]
    return [REPO / "README.md", *sorted(docs)]


def missing_paths(text: str) -> set[str]:
    out = set()
    for m in PATH.finditer(text):
        path = m.group(1)
        for installed, source in INSTALLED.items():
            if path.startswith(installed):
                path = source + path[len(installed) :]
        if re.search(r"(^|[/-])[A-Z]$|[/-][A-Z][/-]", path):  # seed-N, the N-th of a series
            continue
        if not (REPO / path).exists():
            out.add(m.group(1))
    return out


def test_every_file_the_pages_name_is_there():
    gone = {p.name: sorted(missing_paths(p.read_text())) for p in pages()}
    assert {k: v for k, v in gone.items() if v} == {}


def test_every_test_the_pages_name_is_there():
    modules = {p.stem for p in (REPO / "tests").rglob("test_*.py")}
    names = {n for p in (REPO / "tests").rglob("*.py") for n in re.findall(r"def (test_\w+)", p.read_text())}
    gone = {}
    for page in pages():
        text = page.read_text()
        unknown = {n for n in NAMED_TEST.findall(text) if n not in names}
        unknown |= {m for m in TEST_MODULE.findall(text) if m not in modules}
        if unknown:
            gone[page.name] = sorted(unknown)
    assert gone == {}


def test_the_checks_see_a_name_that_is_not_there():
    assert missing_paths("see `sidecar/backends/routing.py` and `sidecar/backends/gone.py`") == {
        "sidecar/backends/gone.py"
    }
    assert missing_paths("the wheel's `sidecar/model/default/` and `docs/bench/x/seed-N`") == set()
