"""Tools around the serving core: benchmarks, the simulator and its reports, the
llama-server launcher, the replay backend, the KV load generator and ``sidecar predict``.
They may import the core (``sidecar.*``); the core never imports them."""

import os
from pathlib import Path

# The public corpora: SIDECAR_DATA_ROOT, else ../shared/data beside a development checkout
# (an installed package has none: commands that read corpora then ask for --data-root).
_CHECKOUT_DATA = Path(__file__).resolve().parents[3] / "shared" / "data"
DATA_ROOT = Path(os.environ["SIDECAR_DATA_ROOT"]) if os.environ.get("SIDECAR_DATA_ROOT") else _CHECKOUT_DATA
