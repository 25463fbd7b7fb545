"""A client cannot mint tenants by changing its source address."""

from __future__ import annotations

import asyncio

import pytest

from sidecar.request.tenants import Tenants, address_group

from ..conftest import eventually, running_sidecar
from ..fakes import FakeLlama, run_app
from ..rawhttp import post, status_of


@pytest.mark.parametrize(
    ("address", "group"),
    [
        ("127.0.0.1", "loopback"),
        ("127.0.0.22", "loopback"),
        ("::1", "loopback"),
        ("::ffff:127.0.0.9", "loopback"),
        ("192.0.2.7", "192.0.2.7"),
        ("::ffff:192.0.2.7", "192.0.2.7"),
        ("2001:db8:1:2::5", "2001:db8:1:2::/64"),
        ("2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"),
        ("fe80::1%eth0", "fe80::/64"),
        ("", "unknown"),
        (None, "unknown"),
        ("/run/sidecar.sock", "unknown"),
    ],
)
def test_addresses_group_into_tenants(address, group):
    assert address_group(address) == group


def test_the_group_size_is_configurable():
    t = Tenants(address_bits=(24, 48))
    assert t.identify({}, "192.0.2.7") == t.identify({}, "192.0.2.200") == "addr:192.0.2.0/24"
    assert t.identify({}, "2001:db8:1:2::5") == t.identify({}, "2001:db8:1:3::5") == "addr:2001:db8:1::/48"


async def _send_from(side: str, source: str, body: dict) -> bytes:
    host, port = side.removeprefix("http://").split(":")
    reader, writer = await asyncio.open_connection(host, int(port), local_addr=(source, 0))
    try:
        writer.write(post("/v1/chat/completions", body))
        await writer.drain()
        return await reader.read(65536)
    finally:
        writer.close()


async def test_twenty_loopback_addresses_share_one_queue_limit(predictor):
    """Proves: requests from 127.0.0.2 ... 127.0.0.21 are one tenant: with a queue limit of
    one waiting request per tenant, the second from another loopback address is refused
    429 (each address was a tenant with a limit of its own before)."""
    backend = FakeLlama(gate=asyncio.Event())
    body = {"model": "m", "messages": [{"role": "user", "content": "hi"}], "max_tokens": 2}
    async with (
        run_app(backend.app()) as url,
        running_sidecar(url, predictor, tenants={"defaults": {"max_queue": 1}}) as (side, sc),
    ):
        first = asyncio.create_task(_send_from(side, "127.0.0.2", body))  # runs (gated)
        await eventually(lambda: sc.upstreams[0].scheduler.running)
        second = asyncio.create_task(_send_from(side, "127.0.0.3", body))  # waits: the tenant's one
        await eventually(lambda: sc.upstreams[0].scheduler.waiting)
        refused = [status_of(await _send_from(side, f"127.0.0.{i}", body)) for i in range(4, 22)]
        assert refused == [429] * len(refused)
        assert backend.gate is not None
        backend.gate.set()
        assert status_of(await first) == 200 and status_of(await second) == 200
