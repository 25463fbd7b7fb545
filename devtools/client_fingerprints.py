"""Make the table of known clients' templates (``model/clients.json``) from a
file of their templates, read from the clients' public source by whoever runs it.

    python -m devtools.client_fingerprints TEMPLATES.json [--out model/clients.json]

TEMPLATES.json is a list of objects: ``client``, ``task``, ``source`` (repository, path and
commit the text was read at), ``role`` (``system`` or ``user``: the message the client puts
the template in), ``text`` (the template as the client holds it, its variables written as
the client writes them: ``{{MESSAGES:END:2}}``, ``{query}``, ``${prompt}``), ``tokens`` (the
reply length its own constraints imply) and ``sigma``. The templates' text stays with that
file (it is the clients', never this project's): the table holds digests of the lines that
carry no variable (``sidecar.prediction.clients.anchors``) and the numbers.
"""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

from sidecar.prediction.clients import SHIPPED, _lines, digest

VARIABLE = re.compile(r"\{\{[^}]*\}\}|\{[A-Za-z_][\w.:-]*\}|\$\{[^}]*\}|<[A-Z_]{3,}>|\[[A-Z_]{3,}\]")


def fixed_anchors(text: str) -> list[str]:
    """The fingerprints of a template that every request made from it carries: of its first
    and last two lines, where none of them holds a variable."""
    out = []
    for kind, head in (("h", True), ("t", False)):
        lines = _lines(text, head)
        raw = [x for x in text.split("\n") if x.strip()]
        edge = raw[:2] if head else raw[-2:]
        if len(lines) == 2 and not any(VARIABLE.search(x) for x in edge):
            out.append(digest(kind, lines))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    ap.add_argument("templates")
    ap.add_argument("--out", default=str(SHIPPED))
    args = ap.parse_args(argv)
    rows = json.loads(Path(args.templates).read_text())
    out = []
    for t in rows:
        anchors = fixed_anchors(t["text"])
        if not anchors:
            print(f"skipped {t['client']} {t['task']}: no line without a variable at its ends")
            continue
        out.append({k: t[k] for k in ("client", "task", "source", "role", "tokens", "sigma")} | {"anchors": anchors})
    Path(args.out).write_text(json.dumps({"version": 1, "templates": out}, indent=1, ensure_ascii=False) + "\n")
    print(f"wrote {args.out}: {len(out)} templates")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
