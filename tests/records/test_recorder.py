"""The recorder: one outcome updates the metrics, the access log, the traffic log and the
dashboard's ring together, so they cannot disagree about a request."""

from __future__ import annotations

import json
import logging

from sidecar.apis import Usage, parse_request
from sidecar.errors import Rejected
from sidecar.learning.trafficlog import TrafficLog
from sidecar.prediction.features import NUM_FEATURES
from sidecar.prediction.scorer import ServingModel
from sidecar.records.metrics import Metrics
from sidecar.records.recorder import Outcome, Outcomes, Recorder
from sidecar.scheduling.jobs import Job


def metric(text: str, line: str) -> bool:
    return any(x.startswith(line) for x in text.splitlines())


def make(predictor, tmp_path):
    traffic = TrafficLog(tmp_path / "traffic.jsonl", max_bytes=1 << 20, backups=1, log_prompts=False)
    return Recorder(Metrics(), Outcomes(), ServingModel(predictor, 0.95), traffic, None), traffic


def outcome(status: str, stream: bool = False, **how) -> Outcome:
    body = {"model": "m", "messages": [{"role": "user", "content": "Name three rivers"}], "stream": stream}
    info = parse_request("openai-chat", body)
    job = Job("r1", prompt_tokens=12, predicted_tokens=40.0, max_tokens=256, model="m", tenant="alice")
    job.admitted_at, job.finished_at = 10.0, 12.5
    return Outcome(
        "r1", "openai-chat", info, [0.0] * NUM_FEATURES, -0.25, job, "b0", 100.0, 101.0, status, done=103.0, **how
    )


def test_one_outcome_updates_metrics_access_log_traffic_log_and_dashboard_together(predictor, tmp_path, caplog):
    rec, traffic = make(predictor, tmp_path)
    usage = Usage(prompt_tokens=12, output_tokens=35, prefill_tokens=4, reported=True)
    with caplog.at_level(logging.INFO, logger="sidecar.access"):
        rec.finished(outcome("ok", usage=usage, first_byte=101.5, status_code=200, replied=True))
    traffic.close()
    text = rec.metrics.render().decode()
    assert metric(text, 'sidecar_requests_total{api="openai-chat",outcome="ok"} 1.0')
    assert metric(text, 'sidecar_tenant_requests_total{outcome="ok",tenant="alice"} 1.0')
    assert metric(text, 'sidecar_tenant_service_seconds_total{tenant="alice"} 2.5')
    assert metric(text, 'sidecar_cached_prompt_tokens_total{backend="b0"} 8.0')
    assert metric(text, "sidecar_request_seconds_count{predicted_class=") and metric(
        text, "sidecar_first_byte_seconds_count{predicted_class="
    )
    assert metric(text, "sidecar_prediction_log2_error_count 1.0")
    (record,) = [r.record for r in caplog.records if r.name == "sidecar.access"]
    (line,) = [json.loads(x) for x in (tmp_path / "traffic.jsonl").read_text().splitlines()]
    (row,) = list(rec.outcomes)
    # the same request, the same numbers, everywhere
    assert record == line
    assert line["request_id"] == "r1" and line["output_tokens"] == 35 and line["status"] == "ok"
    assert line["queue_wait"] == 1.0 and line["first_byte"] == 1.5 and line["service_time"] == 2.0
    assert line["model_version"] == predictor.version and line["backend"] == "b0"
    assert (row.actual, row.status, row.wait, row.latency, row.backend) == (35, "ok", 1.0, 3.0, "b0")


def test_a_broken_reply_and_a_cancellation_are_counted_where_they_happened(predictor, tmp_path):
    rec, traffic = make(predictor, tmp_path)
    rec.finished(outcome("backend_timeout", backend_error="backend_timeout"))
    rec.finished(outcome("cancelled", stream=True, usage=Usage(output_tokens=3)))
    rec.finished(outcome("cancelled", while_waiting=True))
    rec.finished(outcome("client_gone"))  # left while a reply that was not streamed was made
    traffic.close()
    text = rec.metrics.render().decode()
    assert metric(text, 'sidecar_backend_errors_total{kind="backend_timeout"} 1.0')
    assert metric(text, 'sidecar_cancellations_total{phase="streaming"} 1.0')
    assert metric(text, 'sidecar_cancellations_total{phase="waiting"} 1.0')
    assert metric(text, 'sidecar_cancellations_total{phase="running"} 1.0')
    assert not metric(text, "sidecar_request_seconds_count{")  # no reply ran to its end
    lines = [json.loads(x) for x in (tmp_path / "traffic.jsonl").read_text().splitlines()]
    assert (
        [x["status"] for x in lines]
        == ["backend_timeout", "cancelled", "cancelled", "client_gone"]
        == [o.status for o in rec.outcomes]
    )


def test_a_refused_request_is_counted_and_logged_but_leaves_no_traffic_line(predictor, tmp_path, caplog):
    rec, traffic = make(predictor, tmp_path)
    with caplog.at_level(logging.INFO, logger="sidecar.access"):
        rec.refused("ollama-chat", Rejected("queue full", status=429, code="queue_full"), "r9")
    traffic.close()
    text = rec.metrics.render().decode()
    assert metric(text, 'sidecar_rejections_total{reason="queue_full"} 1.0')
    assert metric(text, 'sidecar_requests_total{api="ollama-chat",outcome="queue_full"} 1.0')
    assert any("r9" in r.getMessage() and "refused 429" in r.getMessage() for r in caplog.records)
    assert not (tmp_path / "traffic.jsonl").exists() or not (tmp_path / "traffic.jsonl").read_text()
    assert len(rec.outcomes) == 0
