"""Which backend sits behind the sidecar and how much it holds at once.

``probe`` asks the backend once: llama-server answers ``/props`` (slots and per-slot
context), Ollama answers ``/api/version`` (its parallelism is a server setting the API does
not show, so it comes from config; ``/api/ps`` gives a loaded model's context length).
Config values always win over what was discovered.

The KV pool. llama-server's API does not say whether its slots share one pool. Started
with neither ``-np`` nor ``-c`` (as most people start it) it runs 4 slots sharing one
unified pool of the model's context, and each slot reports that whole pool as its
``n_ctx``; ``-np 4`` alone gives 4 slots of that context each, reported the same way. So
where the evidence cannot tell, and with several slots it never can (``-np 3 -c 3072``
and ``-np 3 --kv-unified -c 1024`` both report three slots of 1,024), the pool is taken as
shared (``POOL_SHARED``): admitting less than fits is slower, admitting more than fits
fails every request in it. ``backend.kv_budget`` says it outright; and a backend that
answers "context size has been exceeded" teaches the budget (``sidecar.backends.learned``).

Backends that hold several models and load them on demand (``Models``): llama-server in
router mode (``--models-dir``; ``/props`` says ``"role": "router"`` and ``max_instances``,
``/v1/models`` gives each model's status, ``/props?model=`` a loaded model's slots) and
Ollama (``/api/ps`` lists the loaded models; how many it keeps is a server setting,
``OLLAMA_MAX_LOADED_MODELS``, so it comes from ``backend.max_models`` or a default the
sidecar corrects by watching what Ollama unloads). The capacity is then one model's.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

import aiohttp

from sidecar.config import BackendConfig
from sidecar.scheduling.jobs import Capacity

log = logging.getLogger("sidecar.backend")

OLLAMA_DEFAULT_CONTEXT = 4096  # Ollama's default num_ctx
OLLAMA_DEFAULT_MAX_LOADED = 3  # Ollama's default OLLAMA_MAX_LOADED_MODELS without GPUs
ROUTER_DEFAULT_SLOTS = 4  # llama-server's default --parallel, until a loaded model says
UNKNOWN_CONTEXT = 1 << 20  # an OpenAI-compatible server that says nothing: never reject
# where a backend's KV budget comes from, as the start line, /sidecar/queue and the page say
POOL_REPORTED = "reported"  # one slot, or the server's numbers leave one reading
POOL_SHARED = "assumed shared"  # several slots the server does not say are separate
POOL_CONFIGURED = "configured"  # backend.kv_budget
POOL_LEARNED = "learned"  # the backend said the context was exceeded (sidecar.backends.learned)


@dataclass(frozen=True)
class Models:
    """A backend that holds several models and loads them on demand."""

    api: str  # "router" (llama-server --models-dir) | "ollama"
    max_resident: int | None
    loaded: tuple[str, ...]
    limit_known: bool  # read from the backend or the config (else a default, corrected)
    capacity_known: bool = True  # False: a router with no model loaded yet (slots assumed)


@dataclass(frozen=True)
class BackendInfo:
    kind: str  # ollama | llamacpp | openai
    capacity: Capacity
    reachable: bool
    detail: str = ""
    models: Models | None = None  # several models, loaded on demand
    # the one model a llama-server (not a router) runs, whatever name a client sends: what
    # the sidecar learns about is keyed by it, so one model is never learned twice
    model_name: str | None = None
    pool: str = POOL_REPORTED  # where the KV budget came from (POOL_*)
    parallel_learned: bool = False  # its API does not say how many requests it runs at once


def ollama_name(model: str) -> str:
    """One name per Ollama model: a request's ``m`` is ``/api/ps``'s ``m:latest``."""
    return model.removesuffix(":latest")


async def loaded_models(session: aiohttp.ClientSession, base: str, api: str) -> list[str] | None:
    """The models a multi-model backend holds now (a loading one counts), or None if it
    did not say."""
    if api == "router":
        got = await _get_json(session, base.rstrip("/") + "/v1/models")
        if not isinstance(got, dict) or not isinstance(got.get("data"), list):
            return None
        return [
            str(m.get("id"))
            for m in got["data"]
            if isinstance(m, dict) and _object(m.get("status")).get("value") in ("loaded", "loading")
        ]
    got = await _get_json(session, base.rstrip("/") + "/api/ps")
    if not isinstance(got, dict) or not isinstance(got.get("models"), list):
        return None
    return [str(m.get("name") or m.get("model")) for m in got["models"] if isinstance(m, dict)]


async def served_model(session: aiohttp.ClientSession, base: str, props: dict) -> str | None:
    """The model a single-model llama-server runs: ``/v1/models``' one id (its alias, or
    the file's name), else the file named in ``/props``."""
    got = await _get_json(session, base + "/v1/models")
    data = got.get("data") if isinstance(got, dict) else None
    name = None
    if isinstance(data, list) and len(data) == 1 and isinstance(data[0], dict) and isinstance(data[0].get("id"), str):
        name = data[0]["id"]
    if name is None and isinstance(props.get("model_path"), str):
        name = props["model_path"]
    return (name.rsplit("/", 1)[-1][:256] or None) if name else None


MAX_SLOTS = 1024  # more requests at once than any local server runs: a number past it is garbage
MAX_CONTEXT = 1 << 24  # tokens of one sequence, likewise


def reported(value: object, what: str, default: int, most: int) -> int:
    """A count a backend reports about itself, read totally: a whole number from 1 to
    ``most``, else ``default`` with a warning naming what was wrong (a backend's bad answer
    is never a crash, a hang or a capacity of zero)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not float(value).is_integer():
        if value is not None:
            log.warning("backend reported %s = %.60r, not a whole number; assuming %d", what, value, default)
        return default
    if not 1 <= value <= most:
        log.warning("backend reported %s = %s, outside 1..%d; assuming %d", what, value, most, default)
        return default
    return int(value)


def _object(value: object) -> dict:
    return value if isinstance(value, dict) else {}


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


def probed_paths(kind: str) -> str:
    """What ``probe`` asks a backend of this configured kind, for messages."""
    asked = {"llamacpp": ["/props"], "ollama": ["/api/version"], "openai": ["/v1/models"]}
    return "GET " + ", ".join(asked.get(kind) or ["/props", "/api/version", "/v1/models"])


async def probe(session: aiohttp.ClientSession, cfg: BackendConfig) -> BackendInfo:
    """Discover the backend's kind and capacity; never raises (unreachable is a result)."""
    base = cfg.url.rstrip("/")
    kind = cfg.kind
    props = None
    reachable = router = False
    if kind in ("auto", "llamacpp"):
        props = await _get_json(session, base + "/props")
        if isinstance(props, dict) and "total_slots" in props:
            kind, reachable = "llamacpp", True
        elif isinstance(props, dict) and props.get("role") == "router":
            kind, reachable, router = "llamacpp", True, True
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
    models = None
    model_name = None
    budget: int | None = None
    pool = POOL_REPORTED
    if router and isinstance(props, dict):
        loaded = await loaded_models(session, base, "router") or []
        got = await _get_json(session, f"{base}/props?model={loaded[0]}") if loaded else None
        child = got if isinstance(got, dict) and "total_slots" in got else None  # a loaded model's slots
        limit = cfg.max_models
        if limit is None and props.get("max_instances") is not None:
            limit = reported(props["max_instances"], "max_instances", 0, MAX_SLOTS) or None
        known = child is not None
        slots = reported(child.get("total_slots"), "total_slots", 1, MAX_SLOTS) if child else ROUTER_DEFAULT_SLOTS
        gen = _object(child.get("default_generation_settings")) if child is not None else {}
        context = reported(gen.get("n_ctx"), "n_ctx", 4096, MAX_CONTEXT) if gen.get("n_ctx") else 4096
        budget, pool = llamacpp_pool(cfg.slots or slots, cfg.context or context)
        models = Models("router", limit, tuple(loaded), limit is not None, capacity_known=known or bool(cfg.slots))
        detail = (
            f"llama-server router: up to {limit or 'any number of'} models loaded at once, "
            f"{'' if known else 'assumed '}{slots} slots of {context} tokens each; loaded: {', '.join(loaded) or 'none'}"
        )
    elif kind == "llamacpp" and isinstance(props, dict):
        slots = reported(props.get("total_slots"), "total_slots", 1, MAX_SLOTS)
        gen = _object(props.get("default_generation_settings"))
        context = reported(gen.get("n_ctx"), "n_ctx", 4096, MAX_CONTEXT) if gen.get("n_ctx") is not None else 4096
        model_name = await served_model(session, base, props)
        budget, pool = llamacpp_pool(cfg.slots or slots, cfg.context or context)
        detail = f"llama-server: {slots} slots of {context} tokens" + (f", model {model_name}" if model_name else "")
    elif kind == "ollama":
        context = OLLAMA_DEFAULT_CONTEXT
        ps = await _get_json(session, base + "/api/ps")
        if isinstance(ps, dict):
            listed = ps.get("models")
            for m in listed if isinstance(listed, list) else []:
                if isinstance(m, dict) and m.get("context_length") is not None:
                    context = reported(m["context_length"], "context_length", context, MAX_CONTEXT)
        loaded = [ollama_name(m) for m in await loaded_models(session, base, "ollama") or []]
        limit = cfg.max_models or OLLAMA_DEFAULT_MAX_LOADED
        models = Models("ollama", limit, tuple(loaded), cfg.max_models is not None)
        parallel = f"{cfg.slots} at once (configured)" if cfg.slots else "requests at once learned from its replies"
        detail = (
            f"ollama: context {context}; {parallel}; "
            f"up to {limit} models loaded at once ({'configured' if cfg.max_models else 'default, learned'})"
        )
    slots = cfg.slots or slots
    context = cfg.context or context
    if budget is None:
        budget = slots * context
    if cfg.kv_budget:
        budget, pool = cfg.kv_budget, POOL_CONFIGURED
    # Ollama gives each of a model's parallel requests its own num_ctx: its pool follows
    # the parallelism, which may be learned later
    cap = Capacity(
        slots=slots, slot_context=context, kv_budget=None if kind == "ollama" and not cfg.kv_budget else budget
    )
    if not reachable:
        detail = f"backend {cfg.url} did not answer; assuming {kind} with {slots} slot(s)"
    elif kind == "llamacpp" and models is None:
        detail += f"; KV pool {budget} tokens ({pool})"
    return BackendInfo(kind, cap, reachable, detail, models, model_name, pool, kind == "ollama" and not cfg.slots)


def llamacpp_pool(slots: int, slot_context: int) -> tuple[int, str]:
    """A llama-server's KV budget and where it came from, from what its API shows: its
    slots and each slot's context (``POOL_*``)."""
    if slots <= 1:
        return slot_context, POOL_REPORTED
    return slot_context, POOL_SHARED
