"""The installed package's layout, built of copies of the repository's files.

The repository keeps the product's three parts at its top level (``sidecar/``, ``model/``,
``training/``) and pyproject.toml's ``package-dir`` installs them as one package
(``sidecar``, ``sidecar.model``, ``sidecar.training``). Static checkers find a package by
walking folders and do not follow setuptools' editable finder, so they are run over this
view: real folders, each ``.py`` file a copy of the one in the repository (an error names
``sidecar/training/x.py`` for ``training/x.py``).

    python -m devtools.packageview DIR     # builds DIR/sidecar/..., DIR/experiments/..., DIR/devtools/...
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
# Checked beside the package, as its users: they import it as installed. (Copies, not links:
# a checker that resolves a link finds the repository's folders and loses the layout.)
BESIDE = ("experiments", "devtools", "tests")


def package_dirs(repo: Path = REPO) -> dict[str, Path]:
    """Package name -> its folder in the repository, as pyproject.toml installs them."""
    setup = tomllib.loads((repo / "pyproject.toml").read_text())["tool"]["setuptools"]
    return {name: repo / folder for name, folder in setup["package-dir"].items()}


def build(dest: Path, repo: Path = REPO) -> Path:
    """Link every module of the package under ``dest``; returns ``dest``."""
    dirs = package_dirs(repo)
    for name, folder in dirs.items():
        nested = [other for other in dirs.values() if other != folder and other.is_relative_to(folder)]
        for src in folder.rglob("*.py"):
            if any(src.is_relative_to(n) for n in nested) or "__pycache__" in src.parts:
                continue
            target = dest.joinpath(*name.split("."), src.relative_to(folder))
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(src, target)
    for tree in BESIDE:
        for src in (repo / tree).rglob("*.py"):
            if "__pycache__" in src.parts:
                continue
            target = dest / tree / src.relative_to(repo / tree)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(src, target)
    return dest


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        description="Build the installed package's layout (and its users beside it) under DIR."
    )
    ap.add_argument("dir", type=Path)
    build(ap.parse_args(argv).dir)
    return 0


if __name__ == "__main__":
    sys.exit(main())
