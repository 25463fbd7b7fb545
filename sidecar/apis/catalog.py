"""The families the sidecar speaks (``FAMILIES``), its scheduled endpoints (``APIS``) and the
paths that reach them (``ROUTES``).
"""

from __future__ import annotations

from dataclasses import dataclass

from sidecar.apis.anthropic import Anthropic
from sidecar.apis.family import ApiFamily
from sidecar.apis.llamacpp import LlamaCpp
from sidecar.apis.ollama import Ollama
from sidecar.apis.openai import OpenAI, OpenAIResponses

# the most specific prefix first: family_of_path takes the first that matches
FAMILIES: dict[str, ApiFamily] = {f.name: f for f in (Anthropic(), OpenAIResponses(), Ollama(), OpenAI(), LlamaCpp())}


@dataclass(frozen=True)
class Api:
    """One scheduled endpoint."""

    name: str
    path: str
    family: ApiFamily

    @property
    def framing(self) -> str:
        return self.family.framing

    @property
    def prompt_only(self) -> bool:
        """Embeddings: the backend reads the prompt and writes no tokens."""
        return self.name in self.family.prompt_only


APIS: dict[str, Api] = {name: Api(name, path, fam) for fam in FAMILIES.values() for name, path in fam.endpoints.items()}


# every path a scheduled endpoint is served at: its own, and the aliases backends serve it
# under (llama-server answers most of its endpoints with and without /v1)
ROUTES: dict[str, str] = {api.path: name for name, api in APIS.items()} | {
    path: name for fam in FAMILIES.values() for path, name in fam.aliases.items()
}


def family_of_path(path: str) -> ApiFamily:
    """The family whose clients use ``path`` (for errors on pass-through paths)."""
    if path in ROUTES:
        return APIS[ROUTES[path]].family
    return next(f for f in FAMILIES.values() if path.startswith(f.prefix))
