from __future__ import annotations

import pytest

from sidecar.config import Config, load_config
from sidecar.errors import ConfigError
from tests import REPO


def test_shipped_config_file_loads_and_matches_the_defaults():
    assert load_config(REPO / "configs" / "sidecar.yaml", env={}) == Config()


def test_precedence_file_env_flags(tmp_path):
    f = tmp_path / "c.yaml"
    f.write_text("listen: 127.0.0.1:9000\nscheduler:\n  policy: fcfs\n  max_queue: 10\n")
    env = {
        "SIDECAR_SCHEDULER_MAX_QUEUE": "20",
        "SIDECAR_BACKEND": "http://10.0.0.1:8080",
        "SIDECAR_TRAFFIC_LOG_LOG_PROMPTS": "true",
        "SIDECAR_CACHE_DIR": "/x",
    }
    cfg = load_config(f, env=env, overrides={"scheduler": {"policy": "sjf"}})
    assert cfg.listen == "127.0.0.1:9000" and cfg.port == 9000
    assert cfg.scheduler.max_queue == 20 and cfg.scheduler.policy == "sjf"
    assert cfg.backend.url == "http://10.0.0.1:8080" and cfg.traffic_log.log_prompts is True


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"scheduler": {"policy": "lifo"}}, "scheduler.policy: 'lifo' is not allowed; expected fcfs | sjf | sjf-aging"),
        ({"listen": "nope"}, "listen: 'nope' is not allowed; expected HOST:PORT"),
        ({"backend": {"url": "localhost:11434"}}, "backend.url"),
        ({"scheduler": {"max_queue": "many"}}, "scheduler.max_queue: 'many' is not a valid int"),
        ({"timeouts": {"connect": 0}}, "timeouts.connect: 0.0 is not allowed"),
        ({"schedular": {}}, "unknown config key schedular"),
        ({"scheduler": {"aged_share": 1.5}}, "scheduler.aged_share"),
    ],
)
def test_errors_name_the_key(data, message):
    with pytest.raises(ConfigError) as exc:
        load_config(env={}, overrides=data)
    assert message in str(exc.value)


def test_bad_yaml_and_missing_file(tmp_path):
    with pytest.raises(ConfigError, match="does not exist"):
        load_config(tmp_path / "none.yaml", env={})
    (tmp_path / "b.yaml").write_text("listen: [\n")
    with pytest.raises(ConfigError, match="not valid YAML"):
        load_config(tmp_path / "b.yaml", env={})


def test_config_is_frozen():
    with pytest.raises(AttributeError):
        Config().listen = "x"  # type: ignore[misc]


def test_cli_refuses_abbreviated_and_unknown_options_in_one_line(capsys):
    import pytest

    from sidecar.cli import main

    for argv in (["train", "--data", "x.jsonl", "--out", "m"], ["serve", "--bogus"], ["predict", "--bench"]):
        with pytest.raises(SystemExit) as exc:
            main(argv)
        assert exc.value.code == 2
        err = capsys.readouterr().err
        assert err.startswith("error: ") and err.count("\n") == 1, err


def test_cli_names_the_missing_extra_in_one_line(monkeypatch, capsys, tmp_path):
    import sys

    from sidecar.cli import main

    monkeypatch.setitem(sys.modules, "xgboost", None)  # as if the train extra were not installed
    assert main(["train", str(tmp_path / "none.jsonl"), "--out", str(tmp_path / "m")]) == 1
    err = capsys.readouterr().err
    assert err == "error: `sidecar train` needs xgboost, which is not installed: pip install 'sjf-sidecar[train]'\n"


@pytest.mark.parametrize("name", ["one-box.yaml", "two-boxes.yaml"])
def test_the_example_configs_load(name):

    cfg = load_config(REPO / "configs" / "examples" / name, env={})
    assert cfg.tenants.named and cfg.upstreams


def test_event_loop_choice(monkeypatch):
    import sys

    from sidecar.errors import ConfigError
    from sidecar.web.serve import loop_factory

    assert loop_factory("asyncio") is None
    monkeypatch.setitem(sys.modules, "uvloop", None)  # not installed
    assert loop_factory("auto") is None
    with pytest.raises(ConfigError, match="uvloop is not installed"):
        loop_factory("uvloop")
    with pytest.raises(ConfigError, match="loop"):
        load_config(env={"SIDECAR_LOOP": "trio"})


def test_demo_sets_every_option_bench_reads():
    """`sidecar demo` runs the bench code with fixed settings: it must set every option
    `sidecar bench` has (a new bench option once broke the demo)."""
    from sidecar.cli import build_parser

    parser = build_parser()
    bench = vars(parser.parse_args(["bench"]))
    demo = vars(parser.parse_args(["demo"]))
    assert set(bench) - {"command"} <= set(demo)


def test_the_command_line_loads_no_subcommand_module_it_does_not_run():
    """`import sidecar.cli` (what `sidecar serve` starts with) loads neither the benchmark,
    the simulator nor numpy; each is imported when its command runs."""
    import subprocess
    import sys

    code = "import sidecar.cli, sys; print([m for m in ('sidecar.tools.bench', 'sidecar.tools.simreport', 'numpy') if m in sys.modules])"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_sidecar_train_without_corpora_says_where_they_come_from(tmp_path, monkeypatch, capsys):
    from sidecar.cli import main

    monkeypatch.setenv("SIDECAR_DATA_ROOT", str(tmp_path / "none"))
    assert main(["train", "--out", str(tmp_path / "m"), "--data-root", str(tmp_path / "none")]) == 2
    err = capsys.readouterr().err
    assert "--data-root" in err and "docs/training.md" in err


def test_the_scheduler_settings_come_from_the_config_in_one_place_with_the_same_defaults():
    from dataclasses import fields

    from sidecar.config import SchedulerConfig
    from sidecar.scheduling.jobs import SchedulerSettings

    settings, section = SchedulerSettings(), SchedulerConfig()
    shared = {f.name for f in fields(SchedulerSettings)} & {f.name for f in fields(SchedulerConfig)}
    assert len(shared) >= 12
    assert {n: getattr(settings, n) for n in shared} == {n: getattr(section, n) for n in shared}
    c = load_config(
        None,
        env={"SIDECAR_SCHEDULER_AGING": "0.3", "SIDECAR_TIMEOUTS_QUEUE": "42", "SIDECAR_TENANTS_FAIR_SHARE": "false"},
    )
    built = SchedulerSettings.from_config(c)
    assert (built.aging, built.queue_timeout, built.fair_share) == (0.3, 42.0, False)
