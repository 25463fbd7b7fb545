"""Which backend sits behind the sidecar and how much it holds at once.

``probe`` asks the backend once: llama-server answers ``/props`` (slots and per-slot
context), Ollama answers ``/api/version`` (its parallelism is a server setting the API does
not show, so it comes from config; ``/api/ps`` gives a loaded model's context length).
Config values always win over what was discovered.

llama-server's API does not say whether it runs with ``--kv-unified``. Without it (the
default) every slot owns ``n_ctx / slots`` tokens of cache and the budget is
``slots * n_ctx_slot``; with it the slots share one pool and each reports the whole pool as
its ``n_ctx``, so set ``backend.kv_budget`` to the server's ``-c`` value.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

import aiohttp

from .config import BackendConfig
from .scheduler import Capacity

log = logging.getLogger("sidecar.backend")

OLLAMA_DEFAULT_CONTEXT = 4096  # Ollama's default num_ctx
UNKNOWN_CONTEXT = 1 << 20  # an OpenAI-compatible server that says nothing: never reject


@dataclass(frozen=True)
class BackendInfo:
    kind: str  # ollama | llamacpp | openai
    capacity: Capacity
    reachable: bool
    detail: str = ""


async def _get_json(session: aiohttp.ClientSession, url: str) -> object | None:
    try:
        async with session.get(url, timeout=aiohttp.ClientTimeout(total=3)) as r:
            if r.status != 200:
                return None
            return await r.json(content_type=None)
    except (TimeoutError, aiohttp.ClientError, ValueError):
        return None


async def _answers(session: aiohttp.ClientSession, url: str) -> bool:
    """Whether anything answers HTTP there (any status: a 404 still means it is up)."""
    try:
        async with session.get(url, timeout=aiohttp.ClientTimeout(total=3)):
            return True
    except (aiohttp.ClientError, TimeoutError):
        return False


async def probe(session: aiohttp.ClientSession, cfg: BackendConfig) -> BackendInfo:
    """Discover the backend's kind and capacity; never raises (unreachable is a result)."""
    base = cfg.url.rstrip("/")
    kind = cfg.kind
    props = None
    reachable = False
    if kind in ("auto", "llamacpp"):
        props = await _get_json(session, base + "/props")
        if isinstance(props, dict) and "total_slots" in props:
            kind, reachable = "llamacpp", True
    if kind in ("auto", "ollama"):
        version = await _get_json(session, base + "/api/version")
        if isinstance(version, dict) and "version" in version:
            kind, reachable = "ollama", True
    if kind in ("auto", "openai"):
        kind = "openai"
        reachable = await _answers(session, base + "/v1/models")
    elif not reachable:  # a configured kind whose probe endpoint failed: is anything there?
        reachable = await _answers(session, base + "/")

    slots, context, detail = 1, UNKNOWN_CONTEXT, ""
    if kind == "llamacpp" and isinstance(props, dict):
        slots = int(props.get("total_slots") or 1)
        gen = props.get("default_generation_settings") or {}
        context = int(gen.get("n_ctx") or 4096)
        detail = f"llama-server: {slots} slots of {context} tokens"
    elif kind == "ollama":
        context = OLLAMA_DEFAULT_CONTEXT
        ps = await _get_json(session, base + "/api/ps")
        if isinstance(ps, dict):
            for m in ps.get("models") or []:
                if isinstance(m, dict) and isinstance(m.get("context_length"), int):
                    context = m["context_length"]
        detail = f"ollama: context {context}; parallelism from config (OLLAMA_NUM_PARALLEL)"
    slots = cfg.slots or slots
    context = cfg.context or context
    budget = cfg.kv_budget or slots * context
    cap = Capacity(slots=slots, slot_context=context, kv_budget=budget)
    if not reachable:
        detail = f"backend {cfg.url} did not answer; assuming {kind} with {slots} slot(s)"
    return BackendInfo(kind, cap, reachable, detail)
