"""Tools around the serving core: benchmarks, the simulator and its reports, the
llama-server launcher, the KV load generator and ``sidecar predict``. They may import the
core (``sidecar.*``); the core never imports them."""

from pathlib import Path

# The public corpora in a development checkout (../shared/data beside the repository).
DATA_ROOT = Path(__file__).resolve().parents[3] / "shared" / "data"
