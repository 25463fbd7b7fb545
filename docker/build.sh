#!/usr/bin/env bash
# The container's build steps, runnable without Docker (tests/deploy/test_service.py runs it):
#   docker/build.sh PREFIX
# installs sjf-sidecar (with the gtil extra, pinned by constraints.txt) into the virtualenv
# PREFIX/venv, compiles the shipped model (package data) into PREFIX/cache (so the image
# needs no compiler at run time), and checks the result by scoring one request with the
# compiled engine.
set -euo pipefail
src="$(cd "$(dirname "$0")/.." && pwd)"
prefix="${1:?usage: docker/build.sh PREFIX}"
mkdir -p "$prefix"
python3 -m venv "$prefix/venv"
"$prefix/venv/bin/pip" install -q --no-cache-dir -c "$src/constraints.txt" "$src[gtil,learn]"
export SIDECAR_CACHE_DIR="$prefix/cache"
# run the installed package, not the checkout: in the source tree, sidecar/ lacks model/ and
# training/ (pyproject maps them into the package when it is built)
cd "$prefix"
"$prefix/venv/bin/python" -c "
from sidecar.prediction.scorer import LengthPredictor
p = LengthPredictor.load(engine='compiled')
print(f'compiled model {p.version} into \$SIDECAR_CACHE_DIR')"
# built as root, run as another user: readable by all, writable by root alone (a library
# others could write would not be loaded)
chmod -R u=rwX,go=rX "$prefix/cache"
echo '{"model": "m", "messages": [{"role": "user", "content": "Explain DNS briefly"}]}' \
  | "$prefix/venv/bin/sidecar" predict --api ollama-chat --engine compiled --json
