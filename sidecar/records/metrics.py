"""Prometheus metrics, on the admin endpoint ``{prefix}/metrics``.

Two families:

- ``sidecar_*``: the sidecar's own view (queue by priority and by tenant, admissions,
  rejections by reason, waits and latencies by predicted class, prediction error,
  predictor latency, backend seconds used by tenant).
- The model-server gauges the Gateway API Inference Extension's endpoint picker scrapes,
  under the vLLM names its defaults expect (``vllm:num_requests_waiting``,
  ``vllm:num_requests_running``, ``vllm:kv_cache_usage_perc``, label ``model_name``), so
  an InferencePool of sidecar-fronted Ollama or llama.cpp pods is routable with no EPP flags.
  The waiting count is the sidecar's queue; KV usage is reserved / budget as a fraction.

Gauges are read from the scheduler at scrape time (no bookkeeping on the request path).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING

from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Gauge, Histogram, Info, generate_latest
from prometheus_client.core import CounterMetricFamily, GaugeMetricFamily, Metric
from prometheus_client.registry import Collector

from sidecar.records.savings import Served
from sidecar.scheduling import queueview
from sidecar.scheduling.jobs import Priority

if TYPE_CHECKING:
    from sidecar.backends.upstream import Upstream

__all__ = ["CONTENT_TYPE_LATEST", "Metrics", "size_class"]

MAX_TENANT_LABELS = 50
MAX_MODEL_LABELS = 32
_LATENCY_BUCKETS = (0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300, 600, 1800)


def size_class(predicted_tokens: float) -> str:
    """The class a prediction falls in (short < 200 <= medium < 800 <= long tokens)."""
    return "short" if predicted_tokens < 200 else "long" if predicted_tokens >= 800 else "medium"


class _SchedulerCollector(Collector):
    """Gauges read from the backends' schedulers at scrape time: totals over all backends
    (what the Gateway API Inference Extension reads of a sidecar pod), and per backend."""

    def __init__(
        self, upstreams: Callable[[], Sequence[Upstream]], model_name: Callable[[], str], label: Callable[[str], str]
    ) -> None:
        self._upstreams = upstreams
        self._model = model_name
        self._label = label

    def collect(self) -> Iterator[Metric]:
        ups = self._upstreams()
        if not ups:
            return
        model = self._model()
        waiting = [j for u in ups for j in u.scheduler.waiting]
        running = [j for u in ups for j in u.scheduler.running]
        reserved = sum(u.scheduler.reserved_tokens for u in ups)
        budget = sum(u.scheduler.kv_budget for u in ups)
        q = GaugeMetricFamily("sidecar_queue_depth", "Requests waiting for admission", labels=["priority"])
        for p in Priority:
            q.add_metric([p.name.lower()], sum(1 for j in waiting if j.priority is p))
        yield q
        yield GaugeMetricFamily("sidecar_running", "Requests admitted and not finished", value=len(running))
        tq = GaugeMetricFamily("sidecar_tenant_queue_depth", "Requests waiting, by tenant", labels=["tenant"])
        tr = GaugeMetricFamily("sidecar_tenant_running", "Requests running, by tenant", labels=["tenant"])
        by_tenant: dict[str, list[int]] = {}
        for j in waiting:
            by_tenant.setdefault(self._label(j.tenant), [0, 0])[0] += 1
        for j in running:
            by_tenant.setdefault(self._label(j.tenant), [0, 0])[1] += 1
        for t, (w, r) in by_tenant.items():
            tq.add_metric([t], w)
            tr.add_metric([t], r)
        yield tq
        yield tr
        yield GaugeMetricFamily(
            "sidecar_slots", "Requests the backends run at once", value=sum(u.scheduler.slots for u in ups)
        )
        yield GaugeMetricFamily("sidecar_kv_reserved_tokens", "KV cache tokens reserved", value=reserved)
        yield GaugeMetricFamily("sidecar_kv_budget_tokens", "KV cache tokens the backends hold", value=budget)
        per = {
            "sidecar_backend_up": ("Whether the backend answers (1) or not (0)", lambda u: float(u.reachable)),
            "sidecar_backend_queue_depth": ("Requests waiting for this backend", lambda u: len(u.scheduler.waiting)),
            "sidecar_backend_running": ("Requests running on this backend", lambda u: len(u.scheduler.running)),
            "sidecar_backend_kv_usage": (
                "KV cache reserved / budget on this backend, 0..1",
                lambda u: u.scheduler.reserved_tokens / max(1, u.scheduler.kv_budget),
            ),
        }
        for name, (doc, value) in per.items():
            g = GaugeMetricFamily(name, doc, labels=["backend"])
            for u in ups:
                g.add_metric([u.name], value(u))
            yield g
        yield from self._models(ups)
        for name, doc, amount in (
            ("vllm:num_requests_waiting", "Requests waiting (GIE TotalQueuedRequests)", float(len(waiting))),
            ("vllm:num_requests_running", "Requests running (GIE TotalRunningRequests)", float(len(running))),
            ("vllm:kv_cache_usage_perc", "KV cache usage, 0..1 (GIE KVCacheUtilization)", reserved / max(1, budget)),
        ):
            g = GaugeMetricFamily(name, doc, labels=["model_name"])
            g.add_metric([model], amount)
            yield g

    @staticmethod
    def _models(ups: Sequence[Upstream]) -> Iterator[Metric]:
        """Backends that hold several models and load them on demand: which models are
        loaded, how many loads the sidecar's admissions caused, what a load costs, and
        each model's queue."""
        multi = [u for u in ups if u.scheduler.residency is not None]
        if not multi:
            return
        loads = CounterMetricFamily(
            "sidecar_model_loads", "Model loads the sidecar's admissions caused", labels=["backend", "model"]
        )
        cost = GaugeMetricFamily(
            "sidecar_model_load_seconds", "What loading the model costs, as learned", labels=["backend", "model"]
        )
        loaded = GaugeMetricFamily(
            "sidecar_model_loaded", "Whether the model is loaded (1) or not", labels=["backend", "model"]
        )
        queue = GaugeMetricFamily(
            "sidecar_model_queue_depth", "Requests waiting, by model", labels=["backend", "model"]
        )
        for u in multi:
            for m, v in _busiest(queueview.models_view(u.scheduler)["by_model"]).items():
                loads.add_metric([u.name, m], v["loads"])
                cost.add_metric([u.name, m], v["load_seconds"])
                loaded.add_metric([u.name, m], float(v["loaded"]))
                queue.add_metric([u.name, m], v["waiting"])
        yield from (loads, cost, loaded, queue)


def _busiest(by_model: dict[str, dict]) -> dict[str, dict]:
    """At most ``MAX_MODEL_LABELS`` models (loaded, then busiest), the rest summed as
    ``other``: model names come from clients, and a label value is a time series."""
    if len(by_model) <= MAX_MODEL_LABELS:
        return by_model
    ranked = sorted(
        by_model.items(),
        key=lambda kv: (kv[1]["loaded"], kv[1]["waiting"] + kv[1]["running"], kv[1]["loads"]),
        reverse=True,
    )
    out = dict(ranked[: MAX_MODEL_LABELS - 1])
    rest = [v for _, v in ranked[MAX_MODEL_LABELS - 1 :]]
    out["other"] = {
        "loads": sum(v["loads"] for v in rest),
        "load_seconds": max(v["load_seconds"] for v in rest),
        "loaded": any(v["loaded"] for v in rest),
        "waiting": sum(v["waiting"] for v in rest),
        "running": sum(v["running"] for v in rest),
    }
    return out


class Metrics:
    def __init__(self) -> None:
        r = self.registry = CollectorRegistry()
        self.requests = Counter(
            "sidecar_requests", "Scheduled requests by API and outcome", ["api", "outcome"], registry=r
        )
        self.admissions = Counter("sidecar_admissions", "Admissions by kind", ["kind"], registry=r)
        self.rejections = Counter(
            "sidecar_rejections", "Requests refused before queueing, by reason", ["reason"], registry=r
        )
        self.cancellations = Counter("sidecar_cancellations", "Client disconnects", ["phase"], registry=r)
        self.backend_errors = Counter("sidecar_backend_errors", "Backend failures", ["kind"], registry=r)
        self.prediction_fallbacks = Counter(
            "sidecar_prediction_fallbacks", "Requests scheduled with a neutral size after a predictor error", registry=r
        )
        self.wait = Histogram(
            "sidecar_queue_wait_seconds",
            "Time from arrival to admission",
            ["predicted_class"],
            buckets=_LATENCY_BUCKETS,
            registry=r,
        )
        self.latency = Histogram(
            "sidecar_request_seconds",
            "Time from arrival to the reply's end",
            ["predicted_class"],
            buckets=_LATENCY_BUCKETS,
            registry=r,
        )
        self.ttfb = Histogram(
            "sidecar_first_byte_seconds",
            "Time from arrival to the reply's first byte",
            ["predicted_class"],
            buckets=_LATENCY_BUCKETS,
            registry=r,
        )
        self.prediction_error = Histogram(
            "sidecar_prediction_log2_error",
            "log2(actual / predicted) output tokens",
            buckets=(-4, -3, -2, -1, -0.5, 0, 0.5, 1, 2, 3, 4),
            registry=r,
        )
        self.predictor_seconds = Histogram(
            "sidecar_predictor_seconds",
            "Feature extraction and scoring time",
            buckets=(5e-6, 1e-5, 2e-5, 5e-5, 1e-4, 2e-4, 5e-4, 1e-3, 5e-3),
            registry=r,
        )
        self.model_info = Info("sidecar_model", "The length model in use", registry=r)
        self.refits = Counter(
            "sidecar_refits",
            "Background refits of the length model by outcome (installed, kept, failed)",
            ["outcome"],
            registry=r,
        )
        self.refit_seconds = Gauge("sidecar_refit_seconds", "Duration of the last refit", registry=r)
        self.refit_ranking = Gauge(
            "sidecar_refit_ranking",
            "Ranking (pairs >= 2x apart) on the log's newest held-out slice at the last refit",
            ["model"],
            registry=r,
        )
        self.tenant_seconds = Counter(
            "sidecar_tenant_service_seconds",
            "Backend time used by each tenant's replies (fair share is in these seconds)",
            ["tenant"],
            registry=r,
        )
        self.tenant_requests = Counter(
            "sidecar_tenant_requests", "Scheduled requests by tenant and outcome", ["tenant", "outcome"], registry=r
        )
        self._tenant_labels: set[str] = set()
        self.wait_seconds = Counter(
            "sidecar_wait_seconds",
            "Seconds requests waited: here (order=actual), and replayed in arrival order on the same backend, "
            "slots and service times (order=arrival; exact for one slot, an estimate for several)",
            ["order", "class"],
            registry=r,
        )
        self.wait_saved = Counter(
            "sidecar_wait_saved_seconds",
            "Seconds of waiting saved against arrival order, over the requests that waited less here",
            ["class"],
            registry=r,
        )
        self.wait_cost = Counter(
            "sidecar_wait_cost_seconds",
            "Seconds of waiting added against arrival order, over the requests that waited longer here",
            ["class"],
            registry=r,
        )
        self.affinity = Counter(
            "sidecar_affinity",
            "Follow-up turns routed to the backend holding their prefix (kept) or elsewhere (moved)",
            ["decision"],
            registry=r,
        )
        self.takeovers = Counter(
            "sidecar_takeovers",
            "Waiting requests an idle backend took over from a busy one (predicted_finish routing)",
            registry=r,
        )
        self.cached_prompt_tokens = Counter(
            "sidecar_cached_prompt_tokens",
            "Prompt tokens the backend took from its cache instead of computing (llama-server reports them)",
            ["backend"],
            registry=r,
        )
        self.suspends = Counter(
            "sidecar_suspends",
            "Streamed replies suspended so that shorter work ran (scheduler.preempt)",
            ["backend"],
            registry=r,
        )
        self.resumes = Counter(
            "sidecar_resumes", "Suspended replies that ran to their end after resuming", ["backend"], registry=r
        )
        self.resume_prefill_seconds = Counter(
            "sidecar_resume_prefill_seconds",
            "Seconds the backend spent reading resumed replies' prompts again (their last leg's prompt time)",
            ["backend"],
            registry=r,
        )
        self.resume_recomputed_tokens = Counter(
            "sidecar_resume_recomputed_tokens",
            "Prompt tokens of resumed replies the backend computed again (its prompt cache missed them)",
            ["backend"],
            registry=r,
        )
        self.shape_hits = Counter(
            "sidecar_shape_memory_hits", "Predictions the request-shape memory took part in", registry=r
        )

    def attach(self, upstreams: Callable[[], Sequence[Upstream]], model_name: Callable[[], str]) -> None:
        self.registry.register(_SchedulerCollector(upstreams, model_name, self.tenant_label))

    def replayed(self, r: Served) -> None:
        """One request's wait beside its wait in arrival order (``sidecar.records.savings``)."""
        self.wait_seconds.labels("actual", r.cls).inc(r.wait)
        self.wait_seconds.labels("arrival", r.cls).inc(r.fcfs_wait)
        d = r.fcfs_wait - r.wait
        (self.wait_saved if d >= 0 else self.wait_cost).labels(r.cls).inc(abs(d))

    def tenant_label(self, tenant: str) -> str:
        """The tenant as a label value: the first ``MAX_TENANT_LABELS`` tenants seen keep
        their names, later ones (one per client address, say) count as ``other``."""
        if tenant in self._tenant_labels:
            return tenant
        if len(self._tenant_labels) < MAX_TENANT_LABELS:
            self._tenant_labels.add(tenant)
            return tenant
        return "other"

    def render(self) -> bytes:
        return generate_latest(self.registry)
