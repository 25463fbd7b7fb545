"""What the experiments share: a report printed and written where --report says."""

from __future__ import annotations

from pathlib import Path


def report(lines: list[str], where: str | None) -> int:
    """Print the report; with ``where``, also write it as ``where/report.md``. Returns 0."""
    print("\n".join(lines))
    if where:
        out = Path(where)
        out.mkdir(parents=True, exist_ok=True)
        (out / "report.md").write_text("\n".join(lines) + "\n")
    return 0
