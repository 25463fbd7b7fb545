"""The Kubernetes manifests (deploy/kubernetes): every object both overlays render is valid
against its schema (core kinds with kubernetes-validate, the Gateway API and Inference
Extension kinds against their CRDs in ../shared/k8s/crds), a broken manifest fails, and the
pieces agree with each other and with the sidecar (ports, metrics path, drain time)."""

from __future__ import annotations

import copy
import shutil
import subprocess

import pytest
import yaml

from sidecar.config import load_config
from tests import REPO

K8S = REPO / "deploy" / "kubernetes"
CRDS = REPO.parent / "shared" / "k8s" / "crds"
OVERLAYS = ("ollama", "llama-server")
KUBERNETES = "1.32.0"  # the cluster version the core kinds are checked against


def render(overlay: str) -> list[dict]:
    kubectl = shutil.which("kubectl")
    if kubectl is None:
        pytest.skip("kubectl is not installed (it renders kustomize offline)")
    out = subprocess.run(
        [kubectl, "kustomize", str(K8S / "overlays" / overlay)], capture_output=True, text=True, check=True
    )
    return [d for d in yaml.safe_load_all(out.stdout) if d]


def crd_schemas() -> dict[tuple[str, str], dict]:
    """(apiVersion, kind) -> the CRD's openAPIV3Schema, for every served version."""
    if not CRDS.is_dir():
        pytest.skip(f"the CRD schemas are not at {CRDS}")
    out = {}
    for path in CRDS.glob("*.yaml"):
        crd = yaml.safe_load(path.read_text())
        group, kind = crd["spec"]["group"], crd["spec"]["names"]["kind"]
        for v in crd["spec"]["versions"]:
            if v.get("served"):
                out[(f"{group}/{v['name']}", kind)] = v["schema"]["openAPIV3Schema"]
    return out


def problems(obj: dict, schemas: dict[tuple[str, str], dict]) -> list[str]:
    """What is wrong with one rendered object (empty: valid)."""
    import jsonschema
    import kubernetes_validate

    key = (obj.get("apiVersion"), obj.get("kind"))
    if key in schemas:
        v = jsonschema.Draft7Validator(schemas[key])
        return [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in v.iter_errors(obj)]
    try:
        kubernetes_validate.validate(obj, KUBERNETES, strict=True)
    except kubernetes_validate.ValidationError as exc:
        return [str(exc.message)]
    except kubernetes_validate.SchemaNotFoundError as exc:
        return [f"no schema for {key}: {exc}"]
    return []


@pytest.mark.parametrize("overlay", OVERLAYS)
def test_every_rendered_object_is_valid(overlay):
    objs = render(overlay)
    schemas = crd_schemas()
    kinds = sorted({o["kind"] for o in objs})
    assert {
        "StatefulSet",
        "Service",
        "PodDisruptionBudget",
        "ConfigMap",
        "Secret",
        "InferencePool",
        "Deployment",
        "HTTPRoute",
        "Gateway",
        "ServiceAccount",
        "Role",
        "RoleBinding",
    } <= set(kinds)
    for o in objs:
        assert problems(o, schemas) == [], (o["kind"], o["metadata"]["name"])


def test_a_broken_manifest_fails_validation():
    """Each kind of mistake is caught: a core object with a wrong type, an unknown field
    (strict), and a custom resource missing a required field or with a port out of range."""
    objs = render("ollama")
    schemas = crd_schemas()
    by_kind = {o["kind"]: o for o in objs}
    sts = copy.deepcopy(by_kind["StatefulSet"])
    sts["spec"]["replicas"] = "two"
    pdb = copy.deepcopy(by_kind["PodDisruptionBudget"])
    pdb["spec"]["maxUnavailabel"] = 1
    pool = copy.deepcopy(by_kind["InferencePool"])
    del pool["spec"]["selector"]
    pool2 = copy.deepcopy(by_kind["InferencePool"])
    pool2["spec"]["targetPorts"][0]["number"] = 70000
    route = copy.deepcopy(by_kind["HTTPRoute"])
    route["spec"]["rules"][0]["matches"][0]["path"]["type"] = "Glob"
    for broken in (sts, pdb, pool, pool2, route):
        assert problems(broken, schemas), broken["kind"]


@pytest.mark.parametrize("overlay", OVERLAYS)
def test_the_pieces_agree_with_each_other_and_with_the_sidecar(overlay, tmp_path):
    objs = render(overlay)
    by_kind: dict[str, list[dict]] = {}
    for o in objs:
        by_kind.setdefault(o["kind"], []).append(o)
    sts = by_kind["StatefulSet"][0]
    pod = sts["spec"]["template"]["spec"]
    sidecar = next(c for c in pod["containers"] if c["name"] == "sidecar")
    server = next(c for c in pod["containers"] if c["name"] == "model-server")
    port = sidecar["ports"][0]["containerPort"]
    config_map = next(o for o in by_kind["ConfigMap"] if o["metadata"]["name"].startswith("sidecar-config"))
    (tmp_path / "sidecar.yaml").write_text(config_map["data"]["sidecar.yaml"])
    cfg = load_config(tmp_path / "sidecar.yaml", env={})  # the sidecar reads it as it is
    assert cfg.port == port and cfg.host == "0.0.0.0"
    # the pool and the Service reach the sidecar, never the model server
    pool = by_kind["InferencePool"][0]
    assert [p["number"] for p in pool["spec"]["targetPorts"]] == [port]
    assert pool["spec"]["selector"]["matchLabels"].items() <= sts["spec"]["template"]["metadata"]["labels"].items()
    assert by_kind["Service"][0]["spec"]["ports"][0]["targetPort"] in ("http", port)
    # the model server listens on localhost only, where the sidecar's config points
    listens = " ".join(server.get("args", [])) + " " + " ".join(e.get("value", "") for e in server.get("env", []))
    assert "127.0.0.1" in listens and cfg.upstreams[0].url.startswith("http://127.0.0.1:")
    # the EPP scrapes the sidecar's metrics under the names the sidecar exports
    epp = next(d for d in by_kind["Deployment"] if "epp" in d["metadata"]["name"])
    args = epp["spec"]["template"]["spec"]["containers"][0]["args"]
    assert f"--model-server-metrics-path={cfg.admin.prefix}/metrics" in args
    assert f"--pool-name={pool['metadata']['name']}" in args
    # the pod outlives the drain; the state directory is on a volume that outlives the pod
    assert pod["terminationGracePeriodSeconds"] > cfg.drain_grace
    mounts = {m["name"]: m["mountPath"] for m in sidecar["volumeMounts"]}
    assert mounts["state"] == cfg.state_dir
    assert [t["metadata"]["name"] for t in sts["spec"]["volumeClaimTemplates"]] == ["state"]
    probe = sidecar["readinessProbe"]["httpGet"]
    assert probe["path"] == f"{cfg.admin.prefix}/health"


async def test_the_metrics_the_epp_reads_follow_the_model_server_protocol(predictor):
    """Against a running sidecar with work waiting and running (../shared/k8s/
    model-server-protocol.md): TotalQueuedRequests, TotalRunningRequests and
    KVCacheUtilization are present, gauges, and mean what the EPP takes them to mean: the
    sidecar's waiting count, its running count, and the reserved share of the KV budget as a
    fraction (vLLM's kv_cache_usage_perc, 1 = full)."""
    import asyncio

    import aiohttp
    from prometheus_client.parser import text_string_to_metric_families

    from tests.conftest import eventually, running_sidecar
    from tests.fakes import FakeLlama, run_app

    backend = FakeLlama(slots=2, n_ctx=2048, delay=0.2)
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, sc):
        async with aiohttp.ClientSession() as s:
            body = {"messages": [{"role": "user", "content": "hi"}], "max_tokens": 50}
            tasks = [asyncio.create_task(s.post(side + "/v1/chat/completions", json=body)) for _ in range(6)]
            sched = sc.upstreams[0].scheduler
            await eventually(lambda: len(sched.running) == 2 and len(sched.waiting) == 4)
            async with s.get(side + "/sidecar/metrics") as r:
                text = await r.text()
            waiting, running = len(sc.upstreams[0].scheduler.waiting), len(sc.upstreams[0].scheduler.running)
            kv = sc.upstreams[0].scheduler.reserved_tokens / sc.upstreams[0].scheduler.kv_budget
            for t in tasks:
                t.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
    families = {f.name: f for f in text_string_to_metric_families(text)}
    expected = {
        "vllm:num_requests_waiting": waiting,
        "vllm:num_requests_running": running,
        "vllm:kv_cache_usage_perc": kv,
    }
    for name, value in expected.items():
        f = families[name]
        assert f.type == "gauge", name
        (sample,) = f.samples
        assert sample.value == pytest.approx(value), name
    assert (waiting, running) == (4, 2) and 0 < kv <= 1
