"""Log formatting: plain text for a terminal, JSON lines or logfmt for collectors.

Request records (the ``record`` extra of the ``sidecar.access`` logger) are emitted whole
in the structured formats: request id, predicted and actual tokens, wait and service time.
Prompts never reach the log.
"""

from __future__ import annotations

import json
import logging
import re
import sys
import time


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        out = {"ts": round(record.created, 3), "level": record.levelname.lower(), "logger": record.name}
        rec = getattr(record, "record", None)
        if isinstance(rec, dict):
            out.update({k: v for k, v in rec.items() if k not in ("features", "messages")})
        else:
            out["msg"] = record.getMessage()
        if record.exc_info:
            out["exc"] = self.formatException(record.exc_info)
        return json.dumps(out, ensure_ascii=False, default=str)


_PLAIN = re.compile(r"[^\s\"=\\\x00-\x1f\x7f]+")


def _logfmt_value(v: object) -> str:
    """A value as logfmt: bare when it holds nothing that ends or splits a value, else a
    JSON string (quotes, backslashes and control characters escaped), so a client's
    request id or model name cannot forge a field or a line."""
    s = v if isinstance(v, str) else json.dumps(v, ensure_ascii=False, default=str)
    return s if _PLAIN.fullmatch(s) else json.dumps(s, ensure_ascii=False)


class LogfmtFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        ts = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created))
        parts = {"ts": ts, "level": record.levelname.lower(), "logger": record.name}
        rec = getattr(record, "record", None)
        if isinstance(rec, dict):
            parts.update({k: v for k, v in rec.items() if k not in ("features", "messages")})
        else:
            parts["msg"] = record.getMessage()
        if record.exc_info:
            parts["exc"] = self.formatException(record.exc_info)  # one quoted value, newlines escaped
        return " ".join(f"{k}={_logfmt_value(v)}" for k, v in parts.items() if v is not None)


class MalformedRequests(logging.Filter):
    """aiohttp logs a client's malformed HTTP (``POST *``, a bad request line or header)
    as an error with a traceback, once a request: a client's mistake, answered 400 by
    aiohttp, is one warning line here, without the traceback."""

    def filter(self, record: logging.LogRecord) -> bool:
        exc = record.exc_info[1] if record.exc_info else None
        if exc is not None and type(exc).__module__ == "aiohttp.http_exceptions":
            record.levelno, record.levelname = logging.WARNING, "WARNING"
            what = " ".join(str(exc).split())[:200]  # one line, whatever the client sent
            record.msg, record.args = "malformed request from a client, answered 400: %s", (what,)
            record.exc_info = record.exc_text = None
        return True


def setup_logging(level: str = "info", fmt: str = "text") -> None:
    handler = logging.StreamHandler(sys.stderr)
    if fmt == "json":
        handler.setFormatter(JsonFormatter())
    elif fmt == "logfmt":
        handler.setFormatter(LogfmtFormatter())
    else:
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)-7s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level.upper())
    logging.getLogger("aiohttp.access").setLevel(logging.WARNING)
    server = logging.getLogger("aiohttp.server")
    if not any(isinstance(f, MalformedRequests) for f in server.filters):
        server.addFilter(MalformedRequests())
