"""``sidecar report``: what the order saved, from a state directory's traffic log.

    sidecar report [--state-dir DIR] [--since 2026-12-01] [--until 2026-12-02T12:00] [--png waits.png]

Each logged request that held a slot (status ok, or a reply that broke or whose client left)
is replayed in arrival order on the backend that served it, with its own service time and
that backend's slots (``sidecar.records.savings``): the table compares its wait here with its wait
there, in all and by predicted size class and tenant, and says what the requests that waited
longer paid. A request's arrival is its logged end less its service time and queue wait.
With ``--png`` (matplotlib, the ``train`` extra) it also draws mean and median waits per
interval, here against arrival order. Then, per backend model, how far the sidecar trusts
its size estimates and why (``calibration.json``: ``sidecar.prediction.trust``).
"""

from __future__ import annotations

import json
import time
from datetime import datetime
from pathlib import Path
from typing import Any

from sidecar.learning.state import default_state_dir, rotated_files
from sidecar.prediction.calibration import Calibration
from sidecar.records.metrics import size_class
from sidecar.records.savings import Served, replay, served_times, summarize

HELD_A_SLOT = ("ok", "backend_status", "backend_error", "client_gone", "timeout", "cancelled")


def read_served(log: Path, since: float | None = None, until: float | None = None) -> tuple[list[Served], dict]:
    """The logged requests that held a slot, between ``since`` and ``until`` (wall clock,
    by arrival), and each backend's slots as logged (1 where the log does not say)."""
    out: list[Served] = []
    slots: dict[str, int] = {}
    for path in rotated_files(log):
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            try:
                r = json.loads(line)
                if r.get("status") not in HELD_A_SLOT or r.get("service_time") is None or r.get("while_waiting"):
                    continue
                held, queued = float(r["service_time"]), float(r["queue_wait"])
                arrival = float(r["time"]) - held - queued
                seconds = r.get("backend_seconds")
                suspended = float(r.get("suspended_seconds") or 0.0)  # as the live tally counts it
                if r.get("suspends"):
                    seconds = None  # a resumed reply's backend times are its last leg's
                service, wait = served_times(
                    arrival,
                    arrival + queued + suspended,
                    arrival + queued + held,
                    float(seconds) if seconds is not None else None,
                    float(r.get("resume_seconds") or 0.0),
                    queues_inside=bool(r.get("queues_inside")),
                )
            except (ValueError, TypeError, KeyError):
                continue  # a torn or foreign line
            if (since is not None and arrival < since) or (until is not None and arrival >= until):
                continue
            backend = str(r.get("backend") or "")
            slots[backend] = max(slots.get(backend, 1), int(r.get("slots") or 1))
            cls = size_class(float(r.get("predicted_tokens") or 0.0))
            out.append(Served(arrival, service, wait, backend, cls, str(r.get("tenant") or "")))
    return out, slots


def _when(text: str | None) -> float | None:
    if not text:
        return None
    return datetime.fromisoformat(text).timestamp()


def _row(name: str, v: dict) -> str:
    def f(x: float | None) -> str:
        return "-" if x is None else f"{x:.2f}"

    return (
        f"{name:<22}{v['requests']:>9}{f(v['mean_wait']):>10}{f(v['mean_wait_arrival_order']):>12}"
        f"{f(v['p50_wait']):>10}{f(v['p50_wait_arrival_order']):>12}{v['saved_seconds']:>11.1f}"
        f"{v['cost_seconds']:>10.1f}{v['waited_longer']:>8}"
    )


def table(summary: dict, slots: dict[str, int]) -> list[str]:
    exact = all(n == 1 for n in slots.values())
    head = f"{'':<22}{'requests':>9}{'mean wait':>10}{'in arrival':>12}{'p50 wait':>10}{'in arrival':>12}"
    head += f"{'saved s':>11}{'cost s':>10}{'longer':>8}"
    several = ", ".join(f"{name} {n}" for name, n in sorted(slots.items()))
    lines = [
        "waits here against the same requests in arrival order on the same backend"
        + (" (one slot: exact)" if exact else f" (slots: {several}; an estimate)"),
        head,
        _row("all", summary),
    ]
    # a breakdown with one row would repeat the "all" row: shown only when it splits
    if len(summary["by_class"]) > 1:
        for k, v in summary["by_class"].items():
            lines.append(_row(f"predicted {k}", v))
    if len(summary["by_tenant"]) > 1:
        for k, v in list(summary["by_tenant"].items())[:20]:
            lines.append(_row(f"tenant {k}"[:22], v))
    net = summary["net_saved_seconds"]
    lines.append(
        f"net: {net:.1f} s less waiting over {summary['requests']} requests; {summary['waited_longer']} waited "
        f"longer than in arrival order, by {summary['cost_seconds']:.1f} s in all (the cost of putting short work first)"
    )
    return lines


def plot(served: list[Served], png: Path, buckets: int = 48) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np

    served = sorted(served, key=lambda r: r.arrival)
    t0, t1 = served[0].arrival, served[-1].arrival + 1e-9
    edges = np.linspace(t0, t1, min(buckets, max(2, len(served) // 5)) + 1)
    idx = np.clip(np.searchsorted(edges, [r.arrival for r in served], side="right") - 1, 0, len(edges) - 2)
    mids, here, there, here50, there50 = [], [], [], [], []
    for b in range(len(edges) - 1):
        rs = [r for r, i in zip(served, idx, strict=True) if i == b]
        if rs:
            mids.append(datetime.fromtimestamp((edges[b] + edges[b + 1]) / 2))
            here.append(np.mean([r.wait for r in rs]))
            there.append(np.mean([r.fcfs_wait for r in rs]))
            here50.append(np.median([r.wait for r in rs]))
            there50.append(np.median([r.fcfs_wait for r in rs]))
    fig, ax = plt.subplots(figsize=(9, 4))
    times = np.array(mids, dtype="datetime64[ms]")
    # where the two orders wait alike the lines meet: the arrival order is drawn wide and
    # pale underneath, the sidecar's narrow on top, so both stay visible
    ax.plot(times, there, color="#e6a5a3", linewidth=5, label="mean, arrival order")
    ax.plot(times, here, color="#2a6f97", linewidth=1.6, marker="o", markersize=3, label="mean, through the sidecar")
    ax.plot(times, there50, color="#e6a5a3", linewidth=3, linestyle=":", label="median, arrival order")
    ax.plot(times, here50, color="#2a6f97", linewidth=1.2, linestyle=":", label="median, through the sidecar")
    ax.set_ylabel("seconds waited")
    ax.set_title("Waiting time: the sidecar's order against arrival order")
    ax.legend(loc="upper left", fontsize=8)
    fig.autofmt_xdate()
    fig.tight_layout()
    fig.savefig(png, dpi=110)
    plt.close(fig)


def trust_lines(state: Path) -> list[str]:
    """Per backend model, how far its sizes are trusted and why, from the saved calibration."""
    try:
        cal = Calibration()
        cal.load_state(json.loads((state / "calibration.json").read_text()))
    except (OSError, ValueError):
        return []
    out = ["", "How far the sizes are trusted, per backend model:"]
    for name, m in sorted(cal.models.items()):
        t = m.trust.describe()
        out.append(f"  {name or '(unnamed)'}: {t['weight']:.0%} ({t['why']})")
        if m.reader_trust.tokens:
            r = m.reader_trust.describe()
            out.append(f"    second stage's refined sizes: {r['weight']:.0%} ({r['why']})")
    return out if len(out) > 2 else []


def run_report(args: Any) -> int:
    state = Path(args.state_dir) if args.state_dir else default_state_dir()
    log = Path(args.traffic_log) if args.traffic_log else state / "traffic.jsonl"
    served, slots = read_served(log, _when(args.since), _when(args.until))
    trust = trust_lines(state)
    if not served:
        print(f"no relayed requests in {log}" + (" for that range" if args.since or args.until else ""))
        if trust:
            print("\n".join(trust))
        return 0
    replayed = replay(served, lambda b: slots.get(b, 1))
    first, last = min(r.arrival for r in served), max(r.arrival for r in served)
    print(
        f"{log}: {len(served)} requests from {time.strftime('%Y-%m-%d %H:%M', time.localtime(first))} "
        f"to {time.strftime('%Y-%m-%d %H:%M', time.localtime(last))}"
    )
    print("\n".join(table(summarize(replayed), slots)))
    if trust:
        print("\n".join(trust))
    if args.png:
        try:
            plot(replayed, Path(args.png))
        except ModuleNotFoundError:
            print("no plot: matplotlib is not installed (pip install 'sjf-sidecar[train]')")
            return 1
        print(f"plot written to {args.png}")
    return 0
