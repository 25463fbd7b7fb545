"""Which model directories a request may make the sidecar load.

Loading a model directory compiles its C and maps the result into this process, so a
directory named by a request (``POST {prefix}/reload?model_dir=DIR``) is code the requester
chooses. It is loaded only when it lies under one of the model roots: the shipped model,
``predictor.model_dir`` from the config (``SIDECAR_PREDICTOR_MODEL_DIR`` too), the state
directory's learned models, and ``predictor.allowed_dirs``. The path is resolved first
(``..`` and symlinks, all of them), and nothing inside a refused directory is read.

What the config names is trusted as it is: the config is the operator's word.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import sidecar.environment as environment
from sidecar.errors import SidecarError


class ModelDirRefused(SidecarError):
    status = 403
    code = "model_dir_refused"


class ModelRoots:
    def __init__(self, roots: Iterable[str | Path | None]) -> None:
        self.roots: list[Path] = []
        for r in roots:
            if r:
                try:
                    self.roots.append(Path(r).resolve(strict=True))
                except OSError:
                    continue  # a root that does not exist holds nothing to load

    def check(self, requested: str) -> Path:
        """The resolved directory, if it lies under a root; else ``ModelDirRefused``."""
        if not requested or "\x00" in requested:
            raise ModelDirRefused("model_dir must name a directory")
        try:
            path = Path(requested).resolve(strict=True)
        except (OSError, RuntimeError):  # missing, or a symlink loop
            raise ModelDirRefused(f"model_dir {requested!r} is not a directory under a model root") from None
        if path.is_dir() and any(path == root or path.is_relative_to(root) for root in self.roots):
            return path
        raise ModelDirRefused(
            f"model_dir {requested!r} is not under a model root (the shipped model, predictor.model_dir, "
            "the state directory's models, predictor.allowed_dirs): not loaded"
        )


def default_roots(
    shipped: Path, configured: str | None, state_models: Path | None, allowed: Iterable[str]
) -> ModelRoots:
    return ModelRoots([shipped, configured, environment.model_dir(), state_models, *allowed])
