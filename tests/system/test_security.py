"""The attack suite: who may reach what, and what a request can make the sidecar load.

Every case says what it proves. The routes are enumerated from the application itself, so
a route added later without a declared access fails here rather than opening quietly.
All of it runs against a fake backend on loopback; "exposed" means a sidecar configured to
listen beyond loopback (the test server itself stays on 127.0.0.1).
"""

from __future__ import annotations

import hmac
import json
import os
import shutil
import stat
from pathlib import Path

import aiohttp
import pytest

from sidecar.config import load_config
from sidecar.errors import ModelError
from sidecar.prediction.calibration import MAX_MODELS
from sidecar.prediction.engine import source_digest, trusted_build
from sidecar.prediction.scorer import DEFAULT_MODEL_DIR, LengthPredictor
from sidecar.records.logs import LogfmtFormatter
from sidecar.records.metrics import MAX_TENANT_LABELS
from sidecar.web import admin
from sidecar.web.admin import Access, is_loopback, token_matches
from sidecar.web.app import Sidecar
from tests.conftest import running_sidecar

TOKEN = "s3cret-admin-token"
EXPOSED = {"listen": "0.0.0.0:11435"}

# What the planted model does when its library is mapped: write a file. If that file ever
# appears, code a request chose ran inside the sidecar.
PLANTED_C = r"""
#include <stdio.h>
__attribute__((constructor)) static void planted(void) {
    FILE *f = fopen("%(marker)s", "w");
    if (f) { fputs("ran", f); fclose(f); }
}
int get_num_feature(void) { return %(n)d; }
void predict(void *in, int n, float *out) { out[0] += 0.0f; }
"""


def plant_model(where: Path, marker: Path, *, benign: bool = False) -> Path:
    """A model directory that passes every check the loader makes (meta.json, feature
    version, c_digest) and whose C runs code when loaded (``benign``: the same without it)."""
    from sidecar.prediction.features import NUM_FEATURES

    d = where
    d.mkdir(parents=True)
    for name in ("meta.json", "model.json", "words.json"):
        shutil.copy(DEFAULT_MODEL_DIR / name, d / name)
    (d / "c").mkdir()
    src = PLANTED_C % {"marker": marker, "n": NUM_FEATURES}
    if benign:
        src = src[src.index("int get_num_feature") :]
    (d / "c" / "main.c").write_text(src)
    meta = json.loads((d / "meta.json").read_text())
    meta["c_digest"] = source_digest(d / "c")
    (d / "meta.json").write_text(json.dumps(meta))
    return d


@pytest.fixture
def cache(tmp_path, monkeypatch) -> Path:
    """A compile cache of the test's own, so what gets built can be seen."""
    c = tmp_path / "cache"
    monkeypatch.setenv("SIDECAR_CACHE_DIR", str(c))
    return c


async def _post(url: str, headers: dict | None = None) -> tuple[int, dict]:
    async with aiohttp.ClientSession() as s, s.post(url, headers=headers or {}) as r:
        return r.status, await r.json(content_type=None)


# --- the foreign model ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("overrides", "headers", "status"),
    [
        ({}, {}, 403),  # loopback, no token: the admin endpoint answers, the directory is refused
        (EXPOSED, {}, 403),  # exposed, no token: the endpoint itself is off
        (EXPOSED | {"admin": {"token": TOKEN}}, {"Authorization": f"Bearer {TOKEN}"}, 403),  # right token
        ({"admin": {"token": TOKEN}}, {"Authorization": "Bearer wrong"}, 401),  # wrong token
    ],
    ids=["loopback-open", "exposed-no-token", "exposed-token", "wrong-token"],
)
async def test_a_request_cannot_make_the_sidecar_load_a_model_from_a_directory_it_names(
    tmp_path, cache, fake, predictor, overrides, headers, status
):
    """Proves: the reported attack (a planted model directory anywhere on the box, then one
    reload request naming it) runs no code, whoever asks and however the sidecar listens;
    nothing of the directory is compiled."""
    marker = tmp_path / "ran"
    planted = plant_model(tmp_path / "drop" / "evil", marker)
    url, _ = fake
    async with running_sidecar(url, predictor, **overrides) as (side, sc):
        got, body = await _post(f"{side}/sidecar/reload?model_dir={planted}", headers)
        assert got == status, body
        assert sc.predictor is predictor  # still the model it served
    assert not marker.exists()
    assert not (cache / source_digest(planted / "c")).exists()  # not even compiled


async def test_the_same_directory_under_an_allowed_root_is_loaded_and_its_code_runs(tmp_path, cache, fake, predictor):
    """Proves the case above can fail: the planted library does run its code when the
    operator allows its folder (``predictor.allowed_dirs``), so its absence there is the
    guard's doing, not a broken plant."""
    marker = tmp_path / "ran"
    planted = plant_model(tmp_path / "models" / "trusted", marker)
    url, _ = fake
    async with running_sidecar(url, predictor, predictor={"allowed_dirs": [str(tmp_path / "models")]}) as (side, sc):
        got, body = await _post(f"{side}/sidecar/reload?model_dir={planted}")
        assert got == 200, body
        assert sc.predictor.model_dir == planted.resolve()
    assert marker.read_text() == "ran"


@pytest.mark.parametrize(
    "trick",
    ["dotdot", "symlink-inside", "encoded-dotdot", "relative", "nul"],
)
async def test_path_tricks_on_model_dir_resolve_before_the_check(tmp_path, cache, fake, predictor, trick):
    """Proves: ``..``, a symlink planted inside an allowed root, URL-encoding and a relative
    path are resolved first, so none of them smuggles a foreign directory past the roots."""
    marker = tmp_path / "ran"
    planted = plant_model(tmp_path / "drop" / "evil", marker)
    root = tmp_path / "models"
    root.mkdir()
    (root / "link").symlink_to(planted)
    named = {
        "dotdot": f"{root}/../drop/evil",
        "symlink-inside": f"{root}/link",
        "encoded-dotdot": f"{root}/%2e%2e/drop/evil",
        "relative": os.path.relpath(planted),
        "nul": f"{root}%00/../drop/evil",
    }[trick]
    url, _ = fake
    async with running_sidecar(url, predictor, predictor={"allowed_dirs": [str(root)]}) as (side, _):
        got, body = await _post(f"{side}/sidecar/reload?model_dir={named}")
        assert got in (400, 403), body
    assert not marker.exists()


# --- the compile cache ---------------------------------------------------------------------


def test_a_library_planted_in_the_compile_cache_is_built_again_not_loaded(tmp_path, cache):
    """Proves: a ``predictor.so`` dropped under the digest of a model's sources (the cache
    is keyed by digest, so whoever can write there could choose the code) is not loaded:
    it has no stamp of ours, so the sidecar builds its own from the sources."""
    marker = tmp_path / "ran"
    model = plant_model(tmp_path / "benign", marker, benign=True)
    evil = plant_model(tmp_path / "evil", marker)
    digest = source_digest(model / "c")
    evil_so = LengthPredictor.load(evil, cache_dir=tmp_path / "other-cache", engine="compiled")._scorer._lib._name
    marker.unlink()  # it ran while we built it; from here on it must not run again
    slot = cache / digest
    slot.mkdir(parents=True, mode=0o700)
    shutil.copy(evil_so, slot / "predictor.so")
    # a forged stamp with the wrong library digest changes nothing either
    (slot / "predictor.so.stamp").write_text(json.dumps({"sources": digest, "sha256": "0" * 64}))
    assert not trusted_build(slot / "predictor.so", digest)
    p = LengthPredictor.load(model, engine="compiled")
    assert p.engine == "compiled"
    assert not marker.exists()
    assert trusted_build(slot / "predictor.so", digest)  # what is there now is our own build


def test_the_compile_cache_is_private_and_a_cache_open_to_others_is_not_trusted(tmp_path, cache):
    """Proves: the cache and each build folder are created 0700, and a library in a folder
    others may write is not taken as ours even with a valid stamp."""
    model = plant_model(tmp_path / "benign", tmp_path / "ran", benign=True)
    LengthPredictor.load(model, engine="compiled")
    digest = source_digest(model / "c")
    assert stat.S_IMODE(cache.stat().st_mode) == 0o700
    assert stat.S_IMODE((cache / digest).stat().st_mode) == 0o700
    assert trusted_build(cache / digest / "predictor.so", digest)
    (cache / digest).chmod(0o777)
    assert not trusted_build(cache / digest / "predictor.so", digest)
    # loading again tightens the folder it owns and builds afresh
    LengthPredictor.load(model, engine="compiled")
    assert stat.S_IMODE((cache / digest).stat().st_mode) == 0o700
    assert trusted_build(cache / digest / "predictor.so", digest)


def test_a_cache_owned_by_someone_else_is_refused(tmp_path, monkeypatch):
    """Proves: a cache directory this user does not own and others may write is never
    loaded from (as another user, `compiled` fails and `auto` falls back to the tree walker)."""
    from sidecar.prediction import engine as pred

    d = tmp_path / "c"
    d.mkdir()
    d.chmod(0o777)
    monkeypatch.setattr(pred.os, "geteuid", lambda: os.getuid() + 12345)
    with pytest.raises(ModelError, match="writable by others"):
        pred.private_dir(d)


def test_the_state_directory_is_created_private(tmp_path):
    """Proves: the state directory (traffic log, word key, learned models) is 0700, and one
    left looser by an older release is tightened."""
    from sidecar.learning.state import StateDir

    loose = tmp_path / "state"
    loose.mkdir(mode=0o755)
    loose.chmod(0o755)
    s = StateDir(loose)
    assert stat.S_IMODE(s.path.stat().st_mode) == 0o700
    assert stat.S_IMODE(s.models.stat().st_mode) == 0o700


# --- every route ---------------------------------------------------------------------------


def _admin_routes(app) -> list[tuple[str, str, object]]:
    """(method, a concrete path, handler) of every route under the admin prefix."""
    out = []
    for route in app.router.routes():
        info = route.resource.get_info() if route.resource is not None else {}
        path = info.get("path") or info.get("formatter", "")
        if not path.startswith("/sidecar"):
            continue
        concrete = path.replace("{rest:.*}", "no-such-endpoint").replace("{rest}", "no-such-endpoint")
        method = "GET" if route.method in ("*", "HEAD") else route.method
        out.append((method, concrete, route.handler))
    return out


def _sidecar(fake_url: str, predictor, **overrides) -> Sidecar:
    cfg = load_config(env={}, overrides={"backend": {"url": fake_url}, **overrides})
    return Sidecar(cfg, predictor=predictor)


async def _status(s: aiohttp.ClientSession, method: str, url: str, headers: dict | None = None) -> int:
    # the dashboard's event stream never ends: the status line is all that is read
    async with s.request(method, url, headers=headers or {}, timeout=aiohttp.ClientTimeout(total=10)) as r:
        return r.status


async def test_every_admin_route_declares_who_may_reach_it(fake, predictor):
    """Proves: each route under the prefix was registered through the guard with an access
    level, and only health, metrics and the 404 for unknown paths are open. A route added
    without the guard fails here."""
    url, _ = fake
    routes = _admin_routes(_sidecar(url, predictor).app())
    assert len(routes) >= 9
    open_ = {}
    for method, path, handler in routes:
        access = getattr(handler, "access", None)
        assert isinstance(access, Access), f"{method} {path} is not behind the admin guard"
        if access is not Access.ADMIN:
            open_[path] = access
    assert open_ == {
        "/sidecar/health": Access.OPEN,
        "/sidecar/metrics": Access.METRICS,
        "/sidecar/no-such-endpoint": Access.OPEN,
    }


# refit with the right token starts a refit child: its access is proved with the others,
# but the right token is not sent to it (nothing to learn from here, and seconds of CPU)
NOT_CALLED_WITH_THE_RIGHT_TOKEN = {("POST", "/sidecar/refit")}


async def test_exposed_without_a_token_every_guarded_route_answers_403_and_health_stays_open(fake, predictor):
    """Proves the issue's first target on every route the app registers: listening on
    0.0.0.0 with no token, everything but health, metrics (open by default) and unknown
    paths answers 403 with one line naming admin.token."""
    url, _ = fake
    async with running_sidecar(url, predictor, **EXPOSED) as (side, sc), aiohttp.ClientSession() as s:
        assert sc.exposed
        for method, path, handler in _admin_routes(sc.app()):
            got = await _status(s, method, side + path)
            want = {Access.OPEN: None, Access.METRICS: 200, Access.ADMIN: 403}[handler.access]
            if want is not None:
                assert got == want, f"{method} {path}: {got}"
        async with s.get(side + "/sidecar/queue") as r:
            assert "admin.token" in (await r.json())["error"]
        async with s.get(side + "/sidecar/health") as r:
            assert r.status == 200
        async with s.get(side + "/sidecar/queue", headers={"anthropic-version": "2023-06-01"}) as r:
            body = await r.json()
            assert body["type"] == "error" and body["error"]["type"] == "permission_error"


async def test_with_a_token_wrong_and_missing_tokens_are_refused_on_every_guarded_route(fake, predictor):
    """Proves: with admin.token set (exposed or not), a missing token, a wrong one, one that
    differs in one character, a prefix of it and a basic-auth header are all 401 on every
    guarded route; the right one opens each."""
    url, _ = fake
    async with (
        running_sidecar(url, predictor, admin={"token": TOKEN}, **EXPOSED) as (side, sc),
        aiohttp.ClientSession() as s,
    ):
        wrong = [
            {},
            {"Authorization": "Bearer nope"},
            {"Authorization": f"Bearer {TOKEN[:-1]}X"},
            {"Authorization": f"Bearer {TOKEN[:5]}"},
            {"Authorization": f"Basic {TOKEN}"},
            {"Authorization": TOKEN},
        ]
        for method, path, handler in _admin_routes(sc.app()):
            if handler.access is not Access.ADMIN:
                continue
            for h in wrong:
                got = await _status(s, method, side + path, h)
                assert got == 401, f"{method} {path} with {h}: {got}"
            if (method, path) not in NOT_CALLED_WITH_THE_RIGHT_TOKEN:
                got = await _status(s, method, side + path, {"Authorization": f"Bearer {TOKEN}"})
                assert got not in (401, 403), f"{method} {path}: {got}"


async def test_metrics_need_the_token_only_when_told(fake, predictor):
    """Proves: metrics stay open for scrapers unless admin.metrics_token is true."""
    url, _ = fake
    async with running_sidecar(url, predictor, admin={"token": TOKEN}, **EXPOSED) as (side, _):
        async with aiohttp.ClientSession() as s, s.get(side + "/sidecar/metrics") as r:
            assert r.status == 200
    async with running_sidecar(url, predictor, admin={"token": TOKEN, "metrics_token": True}, **EXPOSED) as (side, _):
        async with aiohttp.ClientSession() as s:
            assert await _status(s, "GET", side + "/sidecar/metrics") == 401
            assert await _status(s, "GET", side + "/sidecar/metrics", {"Authorization": f"Bearer {TOKEN}"}) == 200


async def test_on_loopback_without_a_token_the_admin_endpoints_stay_open(fake, predictor):
    """Proves: the single-user default (127.0.0.1, no token) behaves as before."""
    url, _ = fake
    async with running_sidecar(url, predictor) as (side, sc), aiohttp.ClientSession() as s:
        assert not sc.exposed
        for path in ("/sidecar/queue", "/sidecar/calibration", "/sidecar/ui/state", "/sidecar/metrics"):
            assert await _status(s, "GET", side + path) == 200, path


def test_the_token_is_compared_in_constant_time(monkeypatch):
    """Proves: the comparison goes through hmac.compare_digest on fixed-length digests, so
    neither a token's length nor its first differing byte shows in the time taken."""
    seen = []
    real = hmac.compare_digest

    def spy(a, b):
        seen.append((len(a), len(b)))
        return real(a, b)

    monkeypatch.setattr(admin.hmac, "compare_digest", spy)
    assert token_matches(TOKEN, TOKEN)
    assert not token_matches("x", TOKEN)
    assert not token_matches(TOKEN * 10, TOKEN)
    assert seen == [(32, 32)] * 3


def test_loopback_is_told_apart_from_everything_else():
    """Proves: only loopback addresses keep the admin endpoints open without a token; a
    wildcard, a LAN address or a host name that may resolve anywhere do not."""
    for host in ("127.0.0.1", "127.8.9.1", "::1", "[::1]", "localhost"):
        assert is_loopback(host), host
    for host in ("0.0.0.0", "::", "", "192.168.1.4", "10.0.0.1", "example.org", "my-host"):
        assert not is_loopback(host), host


def test_a_token_file_sets_the_token_and_an_unreadable_one_is_a_config_error(tmp_path):
    """Proves: the token can come from a file (never the command line), read at load."""
    from sidecar.errors import ConfigError

    f = tmp_path / "token"
    f.write_text(TOKEN + "\n")
    assert load_config(env={"SIDECAR_ADMIN_TOKEN_FILE": str(f)}).admin.token == TOKEN
    with pytest.raises(ConfigError, match="admin.token_file"):
        load_config(env={"SIDECAR_ADMIN_TOKEN_FILE": str(tmp_path / "missing")})


# --- path tricks on the admin prefix -------------------------------------------------------


@pytest.mark.parametrize(
    "path",
    [
        "/sidecar/ui/../queue",
        "/sidecar/ui/%2e%2e/queue",
        "/sidecar/%2e%2e/sidecar/queue",
        "/sidecar//queue",
        "/sidecar/queue/",
        "/sidecar/ui%2f..%2fqueue",
        "/x/../sidecar/queue",
        "/sidecar/ui/state%00",
        "/sidecar/ui/../../etc/passwd",
    ],
)
async def test_path_tricks_reach_no_guarded_data_and_nothing_under_the_prefix_reaches_the_backend(
    fake, predictor, path
):
    """Proves: however a path under the prefix is spelled, an exposed sidecar without a
    token gives no queue or dashboard data, and such a path is never passed to the backend
    (which might serve something there)."""
    url, backend = fake
    async with running_sidecar(url, predictor, **EXPOSED) as (side, _), aiohttp.ClientSession() as s:
        async with s.get(side + path, allow_redirects=False) as r:
            text = await r.text()
            assert r.status in (400, 403, 404), (path, r.status, text[:200])
            assert '"waiting"' not in text and '"backends"' not in text
    assert not [p for p, _ in backend.requests if "sidecar" in p or "passwd" in p]


# --- malformed and oversized input ----------------------------------------------------------

SCHEDULED = [
    "/api/chat",
    "/api/generate",
    "/v1/chat/completions",
    "/v1/completions",
    "/completion",
    "/v1/messages",
    "/v1/responses",
    "/v1/embeddings",
    "/api/embed",
]
BODIES = [
    b"",
    b"\xff\xfe\x00garbage",
    b"[]",
    b'"a string"',
    b'{"messages": "not a list"}',
    b'{"messages": [{"role": 1}]}',
    b"[" * 100_000,
    b'{"model": "' + b"m" * 10_000 + b'", "messages": []}',
    b'{"model": "m\\nforged=1", "messages": []}',
    b'{"prompt": {"nested": true}}',
]


async def test_malformed_bodies_and_headers_are_refused_cleanly_on_every_endpoint(fake, predictor):
    """Proves: garbage, wrong shapes, deep nesting, oversized model names and oversized
    headers get a 4xx (never a 5xx, never a crash) on every scheduled and admin endpoint,
    and the sidecar still serves afterwards."""
    url, _ = fake
    async with (
        running_sidecar(url, predictor, max_body_bytes=64 * 1024) as (side, sc),
        aiohttp.ClientSession() as s,
    ):
        targets = [("POST", p) for p in SCHEDULED]
        targets += [(m, p) for m, p, _ in _admin_routes(sc.app()) if not p.endswith(("/events", "/refit"))]
        for method, path in targets:
            for body in BODIES:
                async with s.request(method, side + path, data=body) as r:
                    assert r.status < 500, (method, path, body[:40], r.status)
        for path in SCHEDULED:
            async with s.post(side + path, data=b"{" + b" " * 100_000 + b"}") as r:
                assert r.status == 413, path  # over max_body_bytes
            async with s.post(side + path, data=b"{}", headers={"X-Big": "x" * 20_000}) as r:
                assert r.status in (400, 431), path
            async with s.post(side + path, data=b"{}", headers={"X-Priority": "urgent; drop table"}) as r:
                assert r.status == 400, path
        async with s.get(side + "/sidecar/health") as r:
            assert r.status == 200


# --- client identifiers are data -------------------------------------------------------------


async def test_a_flood_of_tenant_and_model_names_cannot_grow_the_metrics_or_the_state(fake, predictor):
    """Proves: 200 requests, each with a new X-Tenant and a new model name, leave at most
    MAX_TENANT_LABELS tenant label values (the rest count as ``other``) and at most
    MAX_MODELS learned model entries; names with spaces, quotes or '=' are not taken as
    tenants at all."""
    url, _ = fake
    trusting = {"tenants": {"header_names": "any"}}  # the header may name any tenant: the worst case
    async with running_sidecar(url, predictor, **trusting) as (side, sc), aiohttp.ClientSession() as s:
        for i in range(200):
            body = {"model": f"model-{i}", "messages": [{"role": "user", "content": "hi"}], "max_tokens": 2}
            async with s.post(side + "/v1/chat/completions", json=body, headers={"X-Tenant": f"t{i}"}) as r:
                assert r.status == 200
        async with s.post(
            side + "/v1/chat/completions",
            json={"model": "m", "messages": [{"role": "user", "content": "hi"}], "max_tokens": 2},
            headers={"X-Tenant": 'evil" tenant="root', "X-Request-Id": 'id" forged=1'},
        ) as r:
            assert r.status == 200
            assert "forged" not in r.headers["X-Request-Id"]
        async with s.get(side + "/sidecar/metrics") as r:
            text = await r.text()
    tenants = {
        line.split('tenant="', 1)[1].split('"', 1)[0]
        for line in text.splitlines()
        if line.startswith("sidecar_tenant_requests_total{")
    }
    assert len(tenants) <= MAX_TENANT_LABELS + 1 and "other" in tenants
    assert not any("evil" in t for t in tenants)
    assert len(sc.calibration.models) <= MAX_MODELS + 1


def test_logfmt_escapes_what_a_client_sends():
    """Proves: a request id or model name with quotes, '=', spaces or a newline stays one
    value on one line of the logfmt access log."""
    import logging

    rec = logging.LogRecord("sidecar.access", logging.INFO, "", 0, "x", (), None)
    rec.record = {"request_id": 'a" b=c\nlevel=error', "model": "m x=1"}
    line = LogfmtFormatter().format(rec)
    assert "\n" not in line
    assert " level=error" not in line
    fields = line.split(" request_id=", 1)[1]
    assert fields.startswith('"a\\" b=c\\nlevel=error"')


# --- the passthrough ---------------------------------------------------------------------------


async def test_backend_paths_pass_through_but_admin_ones_do_not(fake, predictor):
    """Proves: what is not the sidecar's is the backend's (its own API, as it decides),
    while nothing under the admin prefix is ever forwarded."""
    url, _ = fake
    async with running_sidecar(url, predictor, **EXPOSED) as (side, _), aiohttp.ClientSession() as s:
        async with s.get(side + "/echo/x") as r:
            assert r.status == 200 and (await r.json())["path"] == "/echo/x"
        async with s.get(side + "/sidecar/echo/x") as r:
            assert r.status == 404 and (await r.json())["code"] == "not_found"
