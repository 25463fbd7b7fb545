"""The arguments of ``sidecar bench``, ``demo`` and ``simulate``: light to import, so that the
command line parses without loading the benchmark or the simulator (they are imported only
when their command runs)."""

from __future__ import annotations

import argparse

from sidecar.config import DEFAULT_DECODE_RATE, DEFAULT_PREFILL_RATE
from sidecar.scheduling.jobs import SchedulerSettings

# one backend: the arms compared; several backends: the routing policies compared
ARMS = ("direct", "fcfs", "sjf", "sjf-aging", "reader", "oracle")
ROUTING_ARMS = ("round_robin", "least_connections", "predicted_finish")
# with several backends, no sidecar: the client spreads requests in turn (a plain load balancer)
DIRECT_SPREAD = "direct_round_robin"


def add_bench(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("bench", help="compare FCFS and SJF on a real backend")
    p.add_argument(
        "--backend",
        help="an already running backend URL, or replay:KEY=VALUE,... to start a replay backend with real models' "
        "reply lengths (sidecar/tools/replay_backend.py; e.g. replay:slots=1,speed=10,lengths=data) "
        "(default: start llama-server; with --scenario the default is the replay backend, and `llama` starts "
        "llama-server with --slots/--ctx or --llama-defaults)",
    )
    p.add_argument("--slots", type=int, default=1, help="llama-server -np (when started here)")
    p.add_argument("--backends", type=int, default=1, help="llama-servers to start; >1 compares routing policies")
    p.add_argument(
        "--kill-after", type=float, default=None, help="with --backends: kill the last server this many s into each arm"
    )
    p.add_argument("--ctx", type=int, default=4096, help="llama-server -c (when started here)")
    p.add_argument(
        "--llama-defaults",
        action="store_true",
        help="start llama-server as most people do, with neither -np nor -c (4 slots sharing one KV pool "
        "of the model's context); --slots and --ctx are then not used",
    )
    p.add_argument(
        "--workload",
        default="dolly",
        help="demo | ui (a chat UI's and an editor's requests) | dolly | oasst1 | arena | mtbench | oasst, or prompts no shipped model was trained on: "
        "guanaco | elyza | ifeval | just-eval; or a FILE; comma-separated to mix",
    )
    p.add_argument("--n", type=int, default=40, help="requests per arm")
    p.add_argument(
        "--arrivals",
        default="burst",
        choices=["burst", "demo", "poisson", "azure", "mooncake"],
        help="demo: the first request alone, the rest 0.1 s apart in their order (the demo's)",
    )
    p.add_argument("--rho", type=float, default=0.75, help="target utilisation (poisson and traces)")
    p.add_argument("--cap", type=int, default=256, help="max_tokens of every request")
    p.add_argument(
        "--arms",
        default=None,
        help=f"comma-separated subset of {', '.join(ARMS)} (one backend) or {', '.join(ROUTING_ARMS)} (several)",
    )
    p.add_argument("--repeats", type=int, default=3)
    p.add_argument("--short", type=int, default=64, help="true length below this is 'short'")
    p.add_argument("--long", type=int, default=200, help="true length from this up is 'long'")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--timeout", type=float, default=1800.0, help="per request, seconds")
    p.add_argument("--data-root", default=None)
    p.add_argument("--report", help="directory for report.md, results.json and plots")
    p.add_argument(
        "--scenario",
        default=None,
        help="run the clients people run instead of a burst: office | agents | batch-night "
        "(sidecar/tools/scenarios.py; on the replay backend unless --backend names a live one)",
    )
    p.add_argument("--duration", type=float, default=600.0, help="--scenario: scenario seconds an arm")
    p.add_argument("--speed", type=float, default=10.0, help="--scenario: the replay backend's speed-up")
    p.add_argument("--batch-unmarked", action="store_true", help="--scenario: the batch sends no X-Priority: batch")
    p.add_argument(
        "--batch-rate",
        type=float,
        default=0.0,
        help="--scenario: the batch's items arrive at random, this many an hour (0: closed loop): sets the load",
    )
    p.add_argument(
        "--grace",
        type=float,
        default=None,
        help="--scenario: cut what is still on its way this many scenario seconds after the end, counted unfinished "
        "(default: wait for every reply; a live model that writes to its context's end can hold an arm for minutes)",
    )
    p.add_argument(
        "--conversations",
        default=None,
        help="--scenario: the chat turns and, on the replay backend, their reply lengths from conversations of "
        "your own (comma-separated; anything `sidecar train` reads: files, folders, corpus:NAME), such as a "
        "held-out set; default: the public corpora's",
    )


def add_demo(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("demo", help="a two-to-three-minute look at the sidecar in front of llama-server")
    p.set_defaults(
        backend=None,
        slots=1,
        ctx=4096,
        llama_defaults=False,
        workload="ui",
        n=10,
        arrivals="demo",
        rho=0.75,
        cap=96,
        arms="direct,sjf-aging,oracle",
        backends=1,
        kill_after=None,
        repeats=3,
        short=40,
        long=80,
        seed=0,
        timeout=600.0,
        data_root=None,
        report=None,
        scenario=None,
        duration=600.0,
        speed=10.0,
        batch_unmarked=False,
        batch_rate=0.0,
        conversations=None,
        grace=None,
    )


def add_simulate(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("simulate", help="run the scheduler against a modelled backend")
    p.add_argument("--arrivals", default="all", help="burst | poisson | azure | mooncake | all")
    p.add_argument("--rho", type=float, nargs="+", default=[0.5, 0.75, 0.9], help="target utilisations")
    p.add_argument("--burst", type=int, default=100, help="requests in the burst case")
    p.add_argument("--n", type=int, default=500, help="requests per run (poisson / traces)")
    p.add_argument("--slots", type=int, default=1)
    p.add_argument("--prefill-rate", type=float, default=DEFAULT_PREFILL_RATE)
    p.add_argument("--decode-rate", type=float, default=DEFAULT_DECODE_RATE)
    p.add_argument("--cap", type=int, default=1024, help="output cap (max_tokens) of every request")
    p.add_argument("--answerer", help="whose reply lengths to use (default: the median model)")
    p.add_argument("--data-root", default=None)
    p.add_argument("--report", help="write a markdown report with plots to this directory")
    p.add_argument("--sweep", action="store_true", help="also sweep aging and max_wait")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument(
        "--model-dir",
        help="length model that sizes the requests (default: the shipped one, which has seen these prompts)",
    )
    p.add_argument(
        "--scores",
        metavar="FILE",
        help="size the requests by out-of-fold scores from `sidecar train --oof FILE` instead: "
        "each prompt scored by a model trained on the other folds, which saw prompts of its kind but not it",
    )
    p.add_argument(
        "--suspension",
        action="store_true",
        help="judge suspension: the same order with and without it, in every cell of answering model x slots "
        "x arrivals (a burst, Poisson at each --rho) x resume cost (what the backend's cache keeps)",
    )
    p.add_argument("--answerers", nargs="+", metavar="MODEL", help="--suspension: whose reply lengths, one each")
    p.add_argument(
        "--suspension-slots", type=int, nargs="+", default=[1, 4], metavar="N", help="--suspension: slots swept"
    )
    p.add_argument("--seeds", type=int, default=3, help="--suspension: Poisson arrival sequences a cell averages")
    p.add_argument(
        "--preempt-ratios",
        type=float,
        nargs="+",
        default=[SchedulerSettings.preempt_ratio],
        metavar="R",
        help="--suspension: preempt_ratio values swept (a summary line each; the last one's table in full)",
    )
    p.add_argument("--check", action="store_true", help="--suspension: exit 1 if suspending is worse in any cell")
