"""Who a request belongs to (``Tenants.identify``), from its key, a header or its address.

A request's tenant is, in order (``Tenants.identify``):

1. the tenant of its API key (``Authorization: Bearer <key>``, or ``x-api-key: <key>`` as
   Anthropic clients send it; keys are configured as
   SHA-256 digests, ``sha256:<hex>``, inline or in a file, so the config holds no secret);
2. the ``X-Tenant`` header (the name is configurable, ``null`` turns it off), for a tenant
   the config names with ``claim_by_header: true``; with ``header_names: any`` also for
   names the config does not know. A header never claims a tenant that has API keys or
   no ``claim_by_header``, nor an address's tenant (``addr:...``), so neither keys nor
   another client's share can be taken by saying a name;
3. the client's address, grouped (``address_group``): an IPv4 address, an IPv6 /64 (a
   client may use any address of its /64), every loopback address as one; a client cannot
   mint tenants (each with its own queue limit and share) by changing its source address.

The policies it holds are the scheduler's (``scheduling.tenancy``); key files are read once,
at start and reload (``Tenants.from_config``).
"""

from __future__ import annotations

import functools
import hashlib
import ipaddress
import re
from collections.abc import Mapping
from pathlib import Path

from sidecar.config import ADDRESS_PREFIX, TenantConfig, TenantsConfig, is_digest
from sidecar.errors import ConfigError
from sidecar.scheduling.tenancy import DEFAULT_POLICY, Policies, TenantPolicy

# a name a header may claim: it reaches logs and metric labels, so no spaces, quotes or '='
TENANT_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._@+:-]{0,63}")


@functools.lru_cache(maxsize=4096)
def address_group(remote: str | None, bits_v4: int = 32, bits_v6: int = 64) -> str:
    """The tenant name of a client address: ``loopback`` for every loopback address (the
    machine's own users), else its network of ``bits_v4`` / ``bits_v6`` leading bits
    (an IPv4-mapped IPv6 address is its IPv4 one), written without the prefix length when
    it is the whole address. Anything else (a Unix socket, no address) is ``unknown``."""
    try:
        ip = ipaddress.ip_address((remote or "").split("%", 1)[0])
    except ValueError:
        return "unknown"
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    if ip.is_loopback:
        return "loopback"
    bits = bits_v4 if ip.version == 4 else bits_v6
    if bits == ip.max_prefixlen:
        return str(ip)
    return str(ipaddress.ip_network(f"{ip}/{bits}", strict=False))


def key_digest(key: str) -> str:
    """How an API key is written in the config: ``sha256:<hex>``."""
    return "sha256:" + hashlib.sha256(key.encode()).hexdigest()


class Tenants(Policies):
    """Identifies tenants and holds their policies (``config.TenantsConfig``)."""

    def __init__(
        self,
        policies: Mapping[str, TenantPolicy] | None = None,
        keys: Mapping[str, str] | None = None,  # "sha256:<hex>" -> tenant
        *,
        default: TenantPolicy = DEFAULT_POLICY,
        header: str | None = "X-Tenant",
        claimable: frozenset[str] | None = None,
        any_name: bool = True,
        address_bits: tuple[int, int] = (32, 64),
    ) -> None:
        super().__init__(policies, default=default)
        self.header = header
        self._keys = {k.lower(): t for k, t in (keys or {}).items()}
        self._keyed = set(self._keys.values())
        # named tenants a header may claim (None: every named one without keys, as built by hand)
        self._claimable = claimable
        self._any_name = any_name  # names the config does not know may be claimed too
        self._bits = address_bits  # leading bits of an IPv4 and an IPv6 address that name a tenant

    def replace_with(self, other: Tenants) -> None:
        """Take ``other``'s policies and keys (a reload); everything holding this object
        sees them at once."""
        self.__dict__.update(other.__dict__)

    @classmethod
    def from_config(cls, cfg: TenantsConfig) -> Tenants:
        def policy(t: TenantConfig) -> TenantPolicy:
            return TenantPolicy(t.weight, t.max_queue, t.priority, t.tokens_per_minute)

        policies, keys = {}, {}
        claimable = frozenset(n for n, t in cfg.named.items() if t.claim_by_header)
        for name, t in cfg.named.items():
            policies[name] = policy(t)
            digests = list(t.api_keys)
            if t.api_keys_file:
                try:
                    digests += read_key_file(Path(t.api_keys_file))
                except (OSError, ValueError) as exc:
                    raise ConfigError(f"config key tenants.named.{name}.api_keys_file: {exc}") from None
            for d in digests:
                keys[d] = name
        return cls(
            policies,
            keys,
            default=policy(cfg.defaults),
            header=cfg.header,
            claimable=claimable,
            any_name=cfg.header_names == "any",
            address_bits=(cfg.address_bits_v4, cfg.address_bits_v6),
        )

    def identify(self, headers: Mapping[str, str], remote: str | None) -> str:
        if self._keys:
            auth = headers.get("Authorization", "")
            # OpenAI and Ollama clients send a bearer token; Anthropic's send x-api-key
            for key in (auth[7:] if auth[:7].lower() == "bearer " else None, headers.get("x-api-key")):
                tenant = self._keys.get(key_digest(key.strip())) if key else None
                if tenant is not None:
                    return tenant
        if self.header:
            name = headers.get(self.header, "").strip()
            if name and self.claimable(name):
                return name
        return ADDRESS_PREFIX + address_group(remote, *self._bits)

    def claimable(self, name: str) -> bool:
        """Whether the tenant header may name ``name``."""
        if name in self._keyed or name.startswith(ADDRESS_PREFIX) or not TENANT_NAME.fullmatch(name):
            return False
        if name in self.policies:
            return self._claimable is None or name in self._claimable
        return self._any_name


def read_key_file(path: Path) -> list[str]:
    """One ``sha256:<hex>`` digest per line; blank lines and ``#`` comments are skipped."""
    out = []
    for n, line in enumerate(path.read_text().splitlines(), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        if not is_digest(line):
            raise ValueError(f"{path}:{n}: expected sha256:<64 hex digits> (see `sidecar hash-key`)")
        out.append(line.lower())
    return out
