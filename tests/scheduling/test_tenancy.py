"""Tenants: who a request belongs to, fair shares of backend time, per-tenant limits.

All on the scheduler's fake clock. Rates are the defaults (30 output tokens/s), so a job
with no prompt and ``30 * s`` predicted tokens takes ``s`` seconds.
"""

from __future__ import annotations

import asyncio
import json
import random

import aiohttp
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sidecar.config import ADDRESS_PREFIX
from sidecar.errors import Rejected
from sidecar.request.tenants import Tenants, key_digest, read_key_file
from sidecar.scheduling import queueview
from sidecar.scheduling.jobs import Capacity, Job, Priority, SchedulerSettings
from sidecar.scheduling.scheduler import Scheduler
from sidecar.scheduling.tenancy import FairShare, TenantPolicy, TokenBucket
from tests.conftest import eventually, holding, running_sidecar
from tests.fakes import FakeLlama, run_app


class Clock:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def job(name: str, tenant: str, seconds: float = 1.0, priority: Priority = Priority.INTERACTIVE) -> Job:
    return Job(
        name, prompt_tokens=0, predicted_tokens=30 * seconds, max_tokens=100_000, tenant=tenant, priority=priority
    )


def make(tenants: Tenants | None = None, **kw) -> tuple[Scheduler, Clock]:
    clock = Clock()
    kw.setdefault("max_queue", 10_000)
    s = Scheduler(
        Capacity(slots=1, slot_context=100_000), clock=clock, settings=SchedulerSettings(**kw), tenants=tenants
    )
    return s, clock


def run_all(s: Scheduler, clock: Clock, took: dict[str, float] | None = None) -> list[Job]:
    """Serve everything on one slot, each job for its predicted seconds (or ``took``)."""
    order = []
    while batch := s.admit():
        j = batch[0]
        order.append(j)
        clock.t += (took or {}).get(j.tenant, 1.0) * j.size
        s.release(j)
    return order


# --- who is who ------------------------------------------------------------------------


def test_identify_by_key_then_header_then_address():
    t = Tenants({"chat": TenantPolicy(weight=4)}, {key_digest("s3cret"): "chat"})
    assert t.identify({"Authorization": "Bearer s3cret"}, "10.0.0.2") == "chat"
    assert t.identify({"authorization": "bearer s3cret"}.__class__({"Authorization": "bearer s3cret"}), None) == "chat"
    assert t.identify({"Authorization": "Bearer other", "X-Tenant": "agent"}, "10.0.0.2") == "agent"
    assert t.identify({}, "10.0.0.2") == ADDRESS_PREFIX + "10.0.0.2"
    # a header cannot claim a tenant that has keys; nor carry control characters
    assert t.identify({"X-Tenant": "chat"}, "10.0.0.2") == ADDRESS_PREFIX + "10.0.0.2"
    assert t.identify({"X-Tenant": "a\nb"}, "10.0.0.2") == ADDRESS_PREFIX + "10.0.0.2"
    off = Tenants(header=None)
    assert off.identify({"X-Tenant": "agent"}, "10.0.0.3") == ADDRESS_PREFIX + "10.0.0.3"
    assert t.policy("chat").weight == 4 and t.policy("nobody") == TenantPolicy()


def test_key_file_holds_digests_not_keys(tmp_path):
    f = tmp_path / "keys"
    f.write_text(f"# chat UI\n{key_digest('k1')}\n\n{key_digest('k2')}  # spare\n")
    assert read_key_file(f) == [key_digest("k1"), key_digest("k2")]
    f.write_text("k1\n")
    with pytest.raises(ValueError, match="keys:1: expected sha256"):
        read_key_file(f)


# --- fair share ----------------------------------------------------------------------


@pytest.mark.parametrize("a_priority", [Priority.INTERACTIVE, Priority.BATCH])
def test_one_tenant_flooding_does_not_hold_off_another(a_priority):
    """A sends 20 short jobs at once, B one larger job right after: with fair share B waits
    for the job already running and nothing more; without, SJF puts it behind all of A's
    (unless A's are batch, which interactive work passes anyway)."""
    for fair in (True, False):
        s, clock = make(fair_share=fair)
        for i in range(20):
            s.submit(job(f"a{i}", "A", 1.0, a_priority))
        first = s.admit()[0]
        clock.t += 0.1
        s.submit(job("b", "B", 5.0))
        clock.t += 0.9
        s.release(first)
        order = [j.id for j in run_all(s, clock)]
        a_before_b = order.index("b")
        if fair or a_priority is Priority.BATCH:
            assert a_before_b == 0, order
        else:
            assert a_before_b == 19, order


def test_a_tenant_alone_gets_the_policy_order():
    """Work-conserving and invisible with one tenant: the order is exactly the policy's."""
    sizes = [5, 1, 3, 2, 8, 1.5]
    orders = []
    for fair in (True, False):
        s, clock = make(fair_share=fair)
        for i, sec in enumerate(sizes):
            s.submit(job(f"j{i}", "solo", sec))
        orders.append([j.id for j in run_all(s, clock)])
    assert orders[0] == orders[1] == ["j1", "j5", "j3", "j2", "j0", "j4"]


@settings(max_examples=60, deadline=None)
@given(
    weights=st.lists(st.sampled_from([1.0, 2.0, 3.0, 5.0]), min_size=2, max_size=4),
    seed=st.integers(0, 10_000),
)
def test_backlogged_tenants_get_their_weight_share_within_one_job(weights, seed):
    """Every tenant has work queued the whole time. Pairwise, served seconds per weight
    never differ by more than one largest job of each (start-time fair queuing's bound);
    against the total, a tenant falls short of its weight share by at most one largest job
    of its own plus its share of one of every other tenant's. The wait bound is far off
    (max_wait) so that only fair share decides."""
    rng = random.Random(seed)
    names = [f"t{i}" for i in range(len(weights))]
    w = dict(zip(names, weights, strict=True))
    tenants = Tenants({n: TenantPolicy(weight=x) for n, x in w.items()})
    s, clock = make(tenants, aging=0.0, max_wait=1e9)
    big = 8.0
    for n in names:
        for i in range(40):
            s.submit(job(f"{n}-{i}", n, rng.choice([0.2, 0.5, 1.0, 3.0, big])))
    served = dict.fromkeys(names, 0.0)
    while True:
        (j,) = s.admit()
        clock.t += j.size
        s.release(j)
        served[j.tenant] += j.size
        if any(not any(x.tenant == n for x in s.waiting) for n in names):
            break  # someone ran out of work: the promise is for tenants that have work queued
        total = sum(served.values())
        for a in names:
            share = w[a] / sum(weights)
            others = (len(names) - 1) * big
            assert served[a] >= share * total - big - share * others - 1e-9, (served, weights)
            for b in names:
                assert served[b] / w[b] - served[a] / w[a] <= big / w[a] + big / w[b] + 1e-9, (served, weights)


def test_overdue_jobs_are_shared_between_tenants_too():
    """In an overload where everything is past the wait bound, one tenant's backlog
    (submitted first) does not take the backend: overdue jobs alternate by fair share."""
    s, clock = make(max_wait=1.0)
    for i in range(5):
        s.submit(job(f"a{i}", "A", 1.0))
    for i in range(5):
        s.submit(job(f"b{i}", "B", 1.0))
    clock.t += 10.0
    order = [j.tenant for j in run_all(s, clock)]
    assert order[:4] in (["A", "B", "A", "B"], ["B", "A", "B", "A"]), order


def test_a_tenant_whose_jobs_run_long_pays_for_the_time_it_used():
    """B's jobs are predicted at 1 s but take 4 s: fair share is charged in real seconds,
    so A, predicted honestly, gets about as much backend time as B, not a quarter of it."""
    s, clock = make(aging=0.0)
    for i in range(30):
        s.submit(job(f"a{i}", "A", 1.0))
        s.submit(job(f"b{i}", "B", 1.0))
    used = {"A": 0.0, "B": 0.0}
    took = {"A": 1.0, "B": 4.0}
    for _ in range(25):
        (j,) = s.admit()
        clock.t += took[j.tenant]
        used[j.tenant] += took[j.tenant]
        s.release(j)
    assert 0.75 < used["A"] / used["B"] < 1.34, used


def test_the_wait_bound_holds_across_tenants():
    """A tenant with weight 0.01 against a flood still gets its job in by the wait bound."""
    tenants = Tenants({"big": TenantPolicy(weight=100.0), "small": TenantPolicy(weight=0.01)})
    s, clock = make(tenants, max_wait=30.0)
    for i in range(200):
        s.submit(job(f"big{i}", "big", 1.0))
    s.submit(job("small", "small", 2.0))
    waited = None
    while batch := s.admit():
        j = batch[0]
        if j.id == "small":
            waited = clock.t
            break
        clock.t += j.size
        s.release(j)
    assert waited is not None and waited <= 30.0 + 1.0


def test_batch_still_yields_to_interactive_across_tenants():
    s, clock = make()
    for i in range(3):
        s.submit(job(f"batch{i}", "A", 0.5, Priority.BATCH))
    s.submit(job("chat", "B", 4.0))
    assert [j.id for j in run_all(s, clock)][0] == "chat"


# --- per-tenant limits ---------------------------------------------------------------


def test_a_tenant_past_its_queue_limit_alone_is_refused():
    s, _ = make(Tenants({"A": TenantPolicy(max_queue=3)}))
    for i in range(3):
        s.submit(job(f"a{i}", "A"))
    with pytest.raises(Rejected) as exc:
        s.submit(job("a3", "A"))
    assert exc.value.status == 429 and exc.value.code == "tenant_queue_full"
    s.submit(job("b0", "B"))  # others are not affected
    assert s.counters.rejected == {"tenant_queue_full": 1}


def test_token_rate_limit_refuses_with_the_wait_and_refills_on_the_clock():
    s, clock = make(Tenants({"A": TenantPolicy(tokens_per_minute=600)}))  # 10 tokens/s
    s.submit(job("a0", "A", 10.0))  # 300 predicted tokens
    s.submit(job("a1", "A", 10.0))  # 600 used: the minute's burst
    with pytest.raises(Rejected) as exc:
        s.submit(job("a2", "A", 10.0))
    assert exc.value.code == "rate_limited" and exc.value.retry_after == pytest.approx(30.0)
    s.submit(job("b0", "B", 10.0))  # B has no limit
    clock.t += 30.0
    s.submit(job("a2", "A", 10.0))
    # a job cancelled while waiting gives its tokens back
    s.cancel(next(j for j in s.waiting if j.id == "a2"))
    s.submit(job("a3", "A", 10.0))


def test_token_bucket_charges_what_was_used():
    b = TokenBucket(60, now=0.0)  # 1 token/s
    assert b.take(50, 0.0) == 0.0
    b.give_back(-40, 0.0)  # the reply ran 40 tokens longer than charged
    assert b.take(20, 0.0) == pytest.approx(50.0)  # level -30: 50 s to reach 20
    assert b.take(1000, 200.0) == 0.0  # larger than the burst: passes when full


def test_per_tenant_state_stays_bounded():
    """A stream of one-off tenants (one request per client address) under constant load:
    the per-tenant state stays bounded, and an idle backend starts everyone level."""
    s, clock = make()
    s.submit(job("first", "A", 0.01))
    running = s.admit()[0]
    for i in range(2000):
        s.submit(job(f"j{i}", f"{ADDRESS_PREFIX}10.0.{i // 250}.{i % 250}", 0.01))
        clock.t += 0.01
        s.release(running)
        running = s.admit()[0]
    assert len(s.fair) <= 257
    s.release(running)
    assert len(s.fair) == 0 and s.fair.start_tag("anyone") == s.fair.vtime


def test_fair_share_forgets_idle_tenants_credit():
    f = FairShare()
    f.charge("A", 10.0, 1.0)
    f.charge("B", 1.0, 1.0)
    assert f.start_tag("C") == f.vtime  # a newcomer starts now, not at zero


def test_snapshot_says_why_each_job_is_where_it_is():
    s, clock = make(aging=0.0)
    for i in range(3):
        s.submit(job(f"a{i}", "A", 1.0))
    s.admit()  # a0 runs
    s.submit(job("b", "B", 5.0))
    s.submit(job("z", "A", 0.5, Priority.BATCH))
    snap = queueview.snapshot(s)
    rows = [(w["request_id"], w["tenant"], w["reason"]) for w in snap["waiting"]]
    assert rows == [("b", "B", "fair_share"), ("a1", "A", "shortest"), ("a2", "A", "shortest"), ("z", "A", "batch")]
    assert snap["tenants"]["A"] == {"waiting": 3, "running": 1, "weight": 1.0}
    clock.t += 200
    assert queueview.snapshot(s)["waiting"][0]["reason"] == "wait_bound"


# --- through the proxy ---------------------------------------------------------------

CHAT = "/v1/chat/completions"


def chat(text: str, max_tokens: int) -> dict:
    return {"messages": [{"role": "user", "content": text}], "max_tokens": max_tokens, "stream": False}


async def _flood_then_one(side: str, headers_a: dict, headers_b: dict, backend: FakeLlama) -> list[str]:
    """Tenant A sends 8 short requests at once, tenant B one longer one once they are in;
    the backend (gated) starts on a0 only when all nine are."""
    assert backend.gate is not None
    async with aiohttp.ClientSession() as s:
        flood = [
            asyncio.create_task(s.post(side + CHAT, json=chat(f"a{i}: say hi", 4), headers=headers_a)) for i in range(8)
        ]
        await eventually(lambda: holding(s, side, 8))  # a0 holds the slot, the rest wait
        b = asyncio.create_task(
            s.post(side + CHAT, json=chat("b: write a long detailed essay about rivers", 16), headers=headers_b)
        )
        await eventually(lambda: holding(s, side, 9))
        backend.gate.set()
        for t in [*flood, b]:
            r = await t
            assert r.status == 200, await r.text()
            r.release()
    return [body["messages"][0]["content"].split(":")[0] for _, body in backend.requests]


@pytest.mark.parametrize("fair", [True, False])
async def test_a_flooding_tenant_does_not_hold_off_another_through_the_proxy(predictor, fair):
    backend = FakeLlama(delay=0.02, gate=asyncio.Event())
    async with (
        run_app(backend.app()) as url,
        running_sidecar(url, predictor, tenants={"fair_share": fair, "header_names": "any"}) as (side, sc),
    ):
        order = await _flood_then_one(side, {"X-Tenant": "agent"}, {"X-Tenant": "chat"}, backend)
    b_at = order.index("b")
    assert b_at == 1 if fair else b_at == 8, order
    if fair:
        assert sc.upstreams[0].scheduler.counters.fair_share_admissions >= 1


async def test_api_keys_name_tenants_and_set_their_defaults(predictor, tmp_path):
    """A tenant known by its key gets its weight and default priority; a header cannot
    claim it; the key goes on to the backend untouched."""
    keys = tmp_path / "keys"
    keys.write_text(key_digest("batch-key") + "\n")
    backend = FakeLlama(delay=0.02, gate=asyncio.Event())
    tenants = {"named": {"nightly": {"api_keys_file": str(keys), "priority": "batch"}}}
    async with run_app(backend.app()) as url, running_sidecar(url, predictor, tenants=tenants) as (side, sc):
        order = await _flood_then_one(side, {"Authorization": "Bearer batch-key"}, {"X-Tenant": "nightly"}, backend)
        async with aiohttp.ClientSession() as s, s.get(side + "/sidecar/metrics") as r:
            metrics = await r.text()
    assert order.index("b") == 1, order  # B (not "nightly": the header cannot claim it) goes first
    assert 'sidecar_tenant_requests_total{outcome="ok",tenant="nightly"} 8.0' in metrics
    assert 'sidecar_tenant_service_seconds_total{tenant="addr:loopback"}' in metrics


async def test_a_tenant_over_its_queue_limit_gets_429_in_its_api_shape(predictor, tmp_path):
    backend = FakeLlama(delay=0.05, gate=asyncio.Event())
    tenants = {"named": {"agent": {"max_queue": 2, "claim_by_header": True}}}
    log = tmp_path / "traffic.jsonl"
    async with (
        run_app(backend.app()) as url,
        running_sidecar(url, predictor, tenants=tenants, traffic_log={"path": str(log)}) as (side, sc),
        aiohttp.ClientSession() as s,
    ):
        agent = {"X-Tenant": "agent"}
        tasks = [asyncio.create_task(s.post(side + CHAT, json=chat(f"q{i}", 4), headers=agent)) for i in range(3)]
        await eventually(lambda: holding(s, side, 3))  # one holds the gated slot, two wait: the agent's limit
        body = {"model": "m", "messages": [{"role": "user", "content": "over"}], "stream": False}
        async with s.post(side + "/api/chat", json=body, headers=agent) as r:
            assert r.status == 429 and "Retry-After" in r.headers
            assert "tenant 'agent'" in (await r.json())["error"]
        backend.gate.set()
        async with s.post(side + CHAT, json=chat("someone else", 4)) as r:
            assert r.status == 200
        for t in tasks:
            (await t).release()
    lines = [json.loads(x) for x in log.read_text().splitlines()]
    assert sorted({x["tenant"] for x in lines}) == ["addr:loopback", "agent"]


def test_config_keeps_digests_and_names_bad_ones(tmp_path, capsys):
    from sidecar.cli import main
    from sidecar.config import load_config
    from sidecar.errors import ConfigError

    assert main(["hash-key", "s3cret"]) == 0
    digest = capsys.readouterr().out.strip()
    assert digest == key_digest("s3cret")
    cfg = load_config(env={}, overrides={"tenants": {"named": {"chat": {"weight": 4, "api_keys": [digest]}}}})
    assert Tenants.from_config(cfg.tenants).identify({"Authorization": "Bearer s3cret"}, "x") == "chat"
    with pytest.raises(ConfigError, match="tenants.api_keys: 's3cret' is not allowed"):
        load_config(env={}, overrides={"tenants": {"named": {"chat": {"api_keys": ["s3cret"]}}}})
    with pytest.raises(ConfigError, match="tenants.weight"):
        load_config(env={}, overrides={"tenants": {"defaults": {"weight": 0}}})
    with pytest.raises(ConfigError, match="unknown config key tenants.named.chat.wieght"):
        load_config(env={}, overrides={"tenants": {"named": {"chat": {"wieght": 2}}}})
    assert load_config(env={"SIDECAR_TENANTS_FAIR_SHARE": "off"}).tenants.fair_share is False
    missing = load_config(env={}, overrides={"tenants": {"named": {"n": {"api_keys_file": str(tmp_path / "no")}}}})
    with pytest.raises(ConfigError, match="api_keys_file"):
        Tenants.from_config(missing.tenants)


def test_with_fair_share_off_all_tenants_share_one_order():
    s, clock = make(fair_share=False, aging=0.0)
    for name, tenant, secs in [("x5", "X", 5), ("y1", "Y", 1), ("x2", "X", 2), ("y4", "Y", 4), ("x3", "X", 3)]:
        s.submit(job(name, tenant, secs))
    assert [j.id for j in run_all(s, clock)] == ["y1", "x2", "x3", "y4", "x5"]
