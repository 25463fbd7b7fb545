"""Tools around the serving core: ``sidecar bench`` (``bench`` runs the arms, ``benchreport``
reads them), the simulator and its reports, the llama-server launcher, the replay backend
and ``sidecar predict``. (The KV load generator is a development tool: ``devtools/kvload.py``.)
They may import the core (``sidecar.*``); the core never imports them."""

from pathlib import Path

import sidecar.environment as environment

_CHECKOUT_DATA = Path(__file__).resolve().parents[3] / "shared" / "data"


def corpora_dir() -> Path:
    """The public corpora: SIDECAR_DATA_ROOT, else ../shared/data beside a development checkout
    (an installed package has none: commands that read corpora then ask for --data-root)."""
    return environment.data_root() or _CHECKOUT_DATA
