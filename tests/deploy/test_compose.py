"""The docker compose example (deploy/compose): it renders, it is valid against the compose
specification's schema, a broken variant fails, and its pieces agree with the image and the
sidecar: only the sidecar's port is published, the token comes from the env file, and the
sidecar it starts keeps its admin endpoints closed until a token is set."""

from __future__ import annotations

import copy
import json
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

from sidecar.config import load_config
from sidecar.web.app import Sidecar
from tests import REPO

COMPOSE = REPO / "deploy" / "compose"
# docker-compose (Debian's package; scripts/setup installs it) carries the compose
# specification's JSON schema and renders a file without a Docker engine
SCHEMA_PATHS = [Path("/usr/lib/python3/dist-packages/compose/config/compose_spec.json")]


def docker_compose() -> str:
    exe = shutil.which("docker-compose")
    if exe is None:
        pytest.skip("docker-compose is not installed (scripts/setup installs Debian's as root)")
    return exe


def render(tmp_path: Path, env_file: str | None = None) -> dict:
    """The example as docker compose resolves it, with the env file a user would write."""
    work = tmp_path / "compose"
    shutil.copytree(COMPOSE, work)
    (work / "sidecar.env").write_text(env_file if env_file is not None else (work / "sidecar.env.example").read_text())
    # the build context ../.. is the repository: point it there from the copy
    spec = yaml.safe_load((work / "compose.yaml").read_text())
    spec["services"]["sidecar"]["build"] = str(REPO)
    (work / "compose.yaml").write_text(yaml.safe_dump(spec))
    out = subprocess.run(
        [docker_compose(), "-f", str(work / "compose.yaml"), "config"], capture_output=True, text=True, cwd=work
    )
    assert out.returncode == 0, out.stderr
    return yaml.safe_load(out.stdout)


def schema_problems(spec: dict) -> list[str]:
    import jsonschema

    path = next((p for p in SCHEMA_PATHS if p.exists()), None)
    if path is None:
        pytest.skip("the compose specification's schema is not installed (Debian's docker-compose)")
    v = jsonschema.Draft201909Validator(json.loads(path.read_text()))
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in v.iter_errors(spec)]


def image_env() -> dict[str, str]:
    """The ENV the Dockerfile sets for the runtime image (its last stage)."""
    stage = (REPO / "Dockerfile").read_text().rsplit("\nFROM ", 1)[1].replace("\\\n", " ")
    env: dict[str, str] = {}
    for line in stage.splitlines():
        if line.startswith("ENV "):
            env.update(part.split("=", 1) for part in line[4:].split() if "=" in part)
    return env


def deploy_problems(spec: dict) -> list[str]:
    """What makes a compose file unsafe or inconsistent with the sidecar (empty: fine)."""
    out = []
    services = spec.get("services", {})
    side = services.get("sidecar", {})
    for name, svc in services.items():
        if name != "sidecar" and svc.get("ports"):
            out.append(f"{name} publishes a port: clients could go around the queue")
    targets = [
        p.get("target") if isinstance(p, dict) else int(str(p).rsplit(":", 1)[-1]) for p in side.get("ports", [])
    ]
    if targets != [11435]:
        out.append(f"the sidecar should publish 11435 alone, not {targets}")
    env = side.get("environment", {})
    backend = env.get("SIDECAR_BACKEND", "")
    if not backend.startswith("http://ollama:"):
        out.append(f"SIDECAR_BACKEND {backend!r} does not name the ollama service")
    if "SIDECAR_ADMIN_TOKEN" in (spec.get("_raw_environment") or {}):
        out.append("the admin token is written in the compose file, not the env file")
    grace = str(side.get("stop_grace_period", "10s"))
    if float(grace.rstrip("s")) <= 30:
        out.append(f"stop_grace_period {grace} is not above drain_grace (30 s)")
    state = image_env().get("SIDECAR_STATE_DIR")
    if not any(str(v).split(":")[1] == state for v in side.get("volumes", [])):
        out.append(f"no volume keeps the state directory {state}")
    return out


def test_the_example_renders_and_is_valid_against_the_compose_schema(tmp_path):
    raw = yaml.safe_load((COMPOSE / "compose.yaml").read_text())
    assert schema_problems(raw) == []
    rendered = render(tmp_path)
    assert schema_problems(rendered) == []
    raw_env = raw["services"]["sidecar"].get("environment", {})
    assert deploy_problems({**rendered, "_raw_environment": raw_env}) == []


@pytest.mark.parametrize(
    "breakage",
    ["ollama-published", "token-inline", "short-grace", "no-state", "schema"],
)
def test_a_broken_variant_fails(tmp_path, breakage):
    rendered = render(tmp_path)
    spec = copy.deepcopy(rendered)
    side = spec["services"]["sidecar"]
    raw_env: dict = {}
    if breakage == "ollama-published":
        spec["services"]["ollama"]["ports"] = [{"target": 11434, "published": 11434}]
    elif breakage == "token-inline":
        raw_env = {"SIDECAR_ADMIN_TOKEN": "x"}
    elif breakage == "short-grace":
        side["stop_grace_period"] = "10s"
    elif breakage == "no-state":
        side["volumes"] = []
    if breakage == "schema":
        side["ports"] = "11435"  # a string where a list belongs
        assert schema_problems(spec)
    else:
        assert deploy_problems({**spec, "_raw_environment": raw_env})


def _sidecar(rendered: dict) -> Sidecar:
    env = {**image_env(), **{k: str(v) for k, v in rendered["services"]["sidecar"]["environment"].items()}}
    return Sidecar(load_config(REPO / "configs" / "sidecar.yaml", env=env))  # the image's config file


def test_the_sidecar_it_starts_keeps_admin_closed_until_the_env_file_sets_a_token(tmp_path):
    """With the example env file as shipped (empty token) the sidecar listens beyond
    loopback with no token, so its admin endpoints answer 403; with a token in the env
    file that token is in force."""
    sc = _sidecar(render(tmp_path))
    assert sc.exposed and not sc.config.admin.token
    assert sc.config.upstreams[0].url == "http://ollama:11434"
    sc = _sidecar(render(tmp_path / "with", "SIDECAR_ADMIN_TOKEN=abc123\n"))
    assert sc.exposed and sc.config.admin.token == "abc123"
