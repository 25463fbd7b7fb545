"""A backend that replays real models' reply lengths with a real server's timing, for judging
the scheduler where a small local model's capped replies make the judgement meaningless.

    python -m sidecar.tools.replay_backend --api llama --port 8080 --lengths data
    python -m sidecar.tools.replay_backend --api ollama --models a=gpt-4-0613,b=claude-3-opus-20240229 \\
        --max-loaded 1 --load-seconds 4 --speed 10
    sidecar bench --backend replay:api=llama,slots=1,speed=10,lengths=data

What it speaks: llama-server's API (``/health``, ``/props``, ``/slots``, ``/v1/models``,
``/v1/chat/completions``, ``/v1/completions``, ``/completion``, SSE when streamed, with
``usage`` and ``timings``), in router mode when it serves several models (``/props`` with
``"role": "router"``, ``/props?model=``, ``/v1/models`` with statuses); or Ollama's
(``/api/version``, ``/api/tags``, ``/api/ps``, ``/api/chat``, ``/api/generate``, NDJSON
when streamed, with ``prompt_eval_count``, ``eval_count``, ``load_duration`` and the other
durations in nanoseconds).

How it behaves:

- a request's prompt takes ``prompt tokens / prefill`` seconds, then its reply streams at
  ``decode`` tokens a second per slot, slower when several slots decode at once (aggregate
  throughput ``decode * k ** batching`` for ``k`` running);
- each loaded model runs ``slots`` requests at once within a KV budget (``kv`` tokens:
  prompt plus reply of the running requests); more wait, in arrival order;
- several models: at most ``max_loaded`` at once; a request for another model loads it
  (``load_seconds``), unloading the least recently used idle one; while every loaded model
  is busy and no place is free, it waits (as the router and Ollama do);
- reply length: ``lengths=data``: the length the answering model behind the served model
  name gave this prompt in ../shared/data (the prompt found by the text the second stage
  reads, ``sidecar.reader.reader_text``; a model without an answer to it: the geometric mean
  of those that answered); ``lengths=sources:SPEC|SPEC``: the same from conversations of
  one's own (anything ``sidecar train`` reads: a file, a folder, ``corpus:NAME``), such as
  lengths held out from training; else ``lengths=lognormal:MU,SIGMA`` drawn from the prompt's
  hash (the same prompt, the same length); capped by the request's ``max_tokens``;
- ``speed``: every duration divided by it (a clock that runs faster than real time); the
  durations it reports are the ones it slept, so a sidecar in front learns rates that match.

- a reply to continue (a chat request whose last message is the assistant's text, a
  completion whose prompt ends with reply pieces ``t0 t1 ...``: a reply the sidecar suspended)
  goes on from where that text ends, as llama-server continues it: the pieces numbered on,
  the given text back at the start of a chat reply's first piece (llama-server's echo; not on
  Ollama's API), its length the rest of the original's; a prompt cache of the ``prompt_cache``
  most recent replies (prompt and what was decoded, also of a reply cut off) serves what it
  holds of a continuation's prompt, and only the rest is read again (``cache_n`` says how much);

Anthropic's ``/v1/messages`` too (llama-server serves it). A request with an
``X-Replay-Tokens`` header gets that many tokens (a scenario's templated task, whose length the
data does not have). Counts loads, the most requests run at once, replies whose client left
(and the tokens decoded for them), the seconds it was busy and the slot-seconds held
(occupancy); ``GET /replay/stats`` shows
them, ``POST /replay/reset`` brings it back to one model loaded and the counts at zero, and
``POST /replay/length`` tells what a body would get (an oracle's size, its idle latency).
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import math
import sys
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from aiohttp import web

from sidecar.apis.catalog import ROUTES
from sidecar.apis.parse import parse_request
from sidecar.localhttp import get_json
from sidecar.reader.reader import reader_text
from sidecar.tools.replay_model import Lengths, Model, Settings, Sized, continued

__all__ = ["Lengths", "ReplayBackend", "Running", "Settings", "continued", "main", "parse_spec", "settings_from"]

CHARS_PER_TOKEN = 4.0


class ReplayBackend:
    def __init__(self, s: Settings, lengths: Lengths) -> None:
        self.s = s
        self.lengths = lengths
        self.loaded: OrderedDict[str, Model] = OrderedDict()  # least recently used first
        self.loading: set[str] = set()
        self.cond = asyncio.Condition()
        self.loads = 0
        self.most_running = 0
        self.requests = 0
        self.kv = s.kv or s.slots * s.ctx
        self.cancelled = 0  # replies whose client left before their end
        self.wasted = 0  # tokens decoded for those
        self.decoded = 0
        self.busy = 0.0  # wall seconds with a request running
        self._busy_since: float | None = None
        self.slot_seconds = 0.0  # wall seconds of each slot held, summed (occupancy: / slots and time)
        self._counted_at = time.monotonic()
        self.cache: OrderedDict[bytes, int] = OrderedDict()  # a reply's key -> its tokens cached
        self.continued = 0  # replies that continued a given start
        self.recomputed = 0  # prompt tokens of those read again (the cache missed them)

    # --- the model's time ------------------------------------------------------------------

    async def sleep(self, seconds: float) -> float:
        """Sleep ``seconds`` of backend time; returns the wall seconds slept."""
        t0 = time.monotonic()
        await asyncio.sleep(max(0.0, seconds) / self.s.speed)
        return time.monotonic() - t0

    def running(self) -> int:
        return sum(m.running for m in self.loaded.values())

    async def acquire(self, name: str, need: int) -> tuple[Model, float]:
        """Wait for a slot of ``name`` (loading it if it must); returns the model and the wall
        seconds spent loading it."""
        loaded_for = 0.0
        async with self.cond:
            while True:
                m = self.loaded.get(name)
                if m is not None and name not in self.loading:
                    if m.running < self.s.slots and m.kv_used + need <= self.kv:
                        self._count_slots()
                        if self.running() == 0:
                            self._busy_since = time.monotonic()
                        m.running += 1
                        m.kv_used += need
                        m.used_at = time.monotonic()
                        self.loaded.move_to_end(name)
                        self.most_running = max(self.most_running, self.running())
                        return m, loaded_for
                elif m is None and name not in self.loading:
                    idle = [k for k, v in self.loaded.items() if v.running == 0 and k not in self.loading]
                    if len(self.loaded) < self.s.max_loaded or idle:
                        if len(self.loaded) >= self.s.max_loaded:
                            del self.loaded[idle[0]]  # the least recently used idle model
                        self.loaded[name] = Model(name)
                        self.loading.add(name)
                        self.loads += 1
                        self.cond.release()
                        try:
                            loaded_for = await self.sleep(self.s.load_seconds)
                        finally:
                            await self.cond.acquire()
                            self.loading.discard(name)
                            self.loaded[name].loaded_at = time.monotonic()
                            self.cond.notify_all()
                        continue
                await self.cond.wait()

    async def release(self, m: Model, need: int) -> None:
        async with self.cond:
            self._count_slots()
            m.running -= 1
            m.kv_used -= need
            if self.running() == 0 and self._busy_since is not None:
                self.busy += time.monotonic() - self._busy_since
                self._busy_since = None
            self.cond.notify_all()

    def _count_slots(self) -> None:
        """Add the slots held since the last change (call before ``running`` changes)."""
        now = time.monotonic()
        self.slot_seconds += self.running() * (now - self._counted_at)
        self._counted_at = now

    def per_token(self) -> float:
        k = max(1, self.running())
        return 1.0 / (self.s.decode * k**self.s.batching / k)

    # --- requests ----------------------------------------------------------------------------

    def model_of(self, body: dict) -> str:
        name = str(body.get("model") or "")
        if ":" in name and self.s.api == "ollama" and name.endswith(":latest"):
            name = name[: -len(":latest")]
        return name if name in self.s.models else next(iter(self.s.models))

    def sized(self, path: str, body: dict, headers: Any) -> Sized:
        """What one request is: its model, its info, prompt tokens, reply tokens, cut at the
        cap, and, continuing a reply, the start it was given. ``X-Replay-Tokens`` sets the
        reply's length where the client knows what the real one's task produces (a title, an
        autocompletion: the scenarios' templated tasks)."""
        start, original = continued(path, body)
        info = parse_request(ROUTES[path], body)  # the cap (and stream) as the sidecar reads them
        conv = parse_request(ROUTES[path], original).conversation if start else info.conversation
        cap = info.max_tokens
        model = self.model_of(body)
        asked = headers.get("X-Replay-Tokens", "")
        want = int(asked) if asked.isdigit() and 0 < int(asked) < 1 << 20 else self.lengths(model, conv)
        left = max(1, want - start.count)
        n = min(left, cap) if cap is not None else left
        prompt = max(1, math.ceil(sum(len(t) for _, t in conv.messages) / CHARS_PER_TOKEN))
        key = hashlib.blake2b(f"{model}\n{reader_text(conv)}".encode(), digest_size=16).digest()
        return Sized(model, info, prompt, n, cap is not None and left > cap, start, key)

    def cached(self, sized: Sized) -> int:
        """Prompt tokens of ``sized`` its cache holds: a continuation's prompt and given start,
        as far as the reply it continues got."""
        have = self.cache.get(sized.key, 0) if sized.start.count else 0
        return min(have, sized.prompt + sized.start.count)

    def remember(self, sized: Sized, decoded: int) -> None:
        """A reply ended or was cut after ``decoded`` tokens: its prompt and tokens stay cached."""
        if self.s.prompt_cache <= 0:
            return
        self.cache[sized.key] = sized.prompt + sized.start.count + decoded
        self.cache.move_to_end(sized.key)
        while len(self.cache) > self.s.prompt_cache:
            self.cache.popitem(last=False)

    async def length(self, request: web.Request) -> web.Response:
        """``POST /replay/length?path=P`` with a request's body: the reply tokens it would get
        and its seconds on an idle backend (an oracle's size; the idle latency a scenario
        compares with). Counts nothing."""
        path = request.query.get("path", "/v1/chat/completions")
        if path not in ROUTES:
            return web.json_response({"error": f"unknown path {path!r}"}, status=400)
        z = self.sized(path, await request.json(), request.headers)
        alone = z.prompt / self.s.prefill + z.n / self.s.decode
        return web.json_response({"tokens": z.n, "prompt_tokens": z.prompt, "alone_seconds": alone})

    async def generate(self, request: web.Request) -> web.StreamResponse:
        body = await request.json()
        self.requests += 1
        path = request.path
        z = self.sized(path, body, request.headers)
        need = z.prompt + z.start.count + z.n
        try:
            m, load_s = await self.acquire(z.model, need)
        except asyncio.CancelledError:  # the client left while its model loaded or it waited for a slot
            self.cancelled += 1
            raise
        decoded = [0]
        try:
            return await self._reply(request, z, load_s, decoded)
        except (asyncio.CancelledError, ConnectionResetError) as exc:  # the client left
            self.cancelled += 1
            if isinstance(exc, ConnectionResetError):
                return web.Response(status=499)
            raise
        finally:
            self.remember(z, decoded[0])
            await self.release(m, need)

    async def _reply(self, request: web.Request, z: Sized, load_s: float, decoded: list[int]) -> web.StreamResponse:
        path, model, n, truncated, stream = request.path, z.model, z.n, z.truncated, z.info.stream
        ollama = path.startswith("/api/")
        chat = path.endswith("chat") or path.endswith("chat/completions")
        if path == "/v1/messages":
            return await self._messages(request, stream, model, z.prompt, n, truncated)
        first, prompt = z.start.count, z.prompt + z.start.count  # a continuation's given start is prompt now
        cached = self.cached(z)
        if first:
            self.continued += 1
            self.recomputed += prompt - cached
        prompt_s = await self.sleep((prompt - cached) / self.s.prefill)
        resp: web.StreamResponse | None = None
        if stream:
            ctype = "application/x-ndjson" if ollama else "text/event-stream"
            resp = web.StreamResponse(headers={"Content-Type": ctype})
            await resp.prepare(request)
        echo = z.start.text if chat and not ollama else ""  # llama-server's chat sends the given start back

        def piece(i: int) -> Awaitable[None] | None:
            decoded[0] = i + 1
            text = ("" if i else echo) + f"t{first + i} "
            return resp.write(self._piece(ollama, chat, model, text)) if resp else None

        t0 = time.monotonic()
        await self._decode(n, piece)
        decode_s = time.monotonic() - t0
        timings = {
            "prompt_n": prompt - cached,
            "prompt_ms": prompt_s * 1e3,
            "predicted_n": n,
            "predicted_ms": decode_s * 1e3,
            "cache_n": cached,
        }
        final = self._final(ollama, chat, model, prompt, n, truncated, timings, load_s, stream)
        if resp is None:
            text = echo + "".join(f"t{first + i} " for i in range(n))
            if not ollama and not chat:
                final["content"] = text
            elif chat and not ollama:
                final["choices"][0]["message"] = {"role": "assistant", "content": text}
            return web.json_response(final)
        if ollama:
            await resp.write(json.dumps(final).encode() + b"\n")
        else:
            await resp.write(b"data: " + json.dumps(final).encode() + b"\n\n")
            if chat:
                await resp.write(b"data: [DONE]\n\n")
        await resp.write_eof()
        return resp

    async def _decode(self, n: int, write: Callable[[int], Awaitable[None] | None]) -> None:
        """``n`` tokens at the backend's pace, each written as it comes; a client that leaves
        stops the reply (counted, with the tokens decoded for it)."""
        due = time.monotonic()
        i = 0
        try:
            for i in range(n):  # to a running deadline: a late wake-up is made up on the next token
                due += self.per_token() / self.s.speed
                await asyncio.sleep(max(0.0, due - time.monotonic()))
                self.decoded += 1
                pending = write(i)
                if pending is not None:
                    await pending
        except (asyncio.CancelledError, ConnectionResetError):
            self.wasted += i + 1
            raise

    async def _messages(
        self, request: web.Request, stream: bool, model: str, prompt: int, n: int, truncated: bool
    ) -> web.StreamResponse:
        """Anthropic's Messages API as llama-server serves it: text blocks, usage split over
        ``message_start`` and ``message_delta`` when streamed."""
        prompt_s = await self.sleep(prompt / self.s.prefill)
        stop = "max_tokens" if truncated else "end_turn"
        head: dict[str, Any] = {
            "id": "msg_replay",
            "type": "message",
            "role": "assistant",
            "model": model,
            "content": [],
            "stop_reason": None,
            "usage": {"input_tokens": prompt, "output_tokens": 0},
        }
        timings = {"prompt_n": prompt, "prompt_ms": prompt_s * 1e3, "predicted_n": n, "cache_n": 0}
        if not stream:
            await self._decode(n, lambda i: None)
            text = "".join(f"t{i} " for i in range(n))
            return web.json_response(
                {
                    **head,
                    "content": [{"type": "text", "text": text}],
                    "stop_reason": stop,
                    "usage": {"input_tokens": prompt, "output_tokens": n},
                }
            )

        def event(kind: str, obj: dict) -> bytes:
            return f"event: {kind}\ndata: {json.dumps({'type': kind, **obj})}\n\n".encode()

        resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await resp.prepare(request)
        await resp.write(event("message_start", {"message": head}))
        await resp.write(event("content_block_start", {"index": 0, "content_block": {"type": "text", "text": ""}}))

        def delta(i: int) -> Awaitable[None]:
            return resp.write(
                event("content_block_delta", {"index": 0, "delta": {"type": "text_delta", "text": f"t{i} "}})
            )

        await self._decode(n, delta)
        await resp.write(event("content_block_stop", {"index": 0}))
        await resp.write(
            event("message_delta", {"delta": {"stop_reason": stop}, "usage": {"output_tokens": n}, "timings": timings})
        )
        await resp.write(event("message_stop", {}))
        await resp.write_eof()
        return resp

    def _piece(self, ollama: bool, chat: bool, model: str, text: str) -> bytes:
        if ollama:
            obj: dict = {"model": model, "created_at": _now(), "done": False}
            obj.update({"message": {"role": "assistant", "content": text}} if chat else {"response": text})
            return json.dumps(obj).encode() + b"\n"
        piece = (
            {"choices": [{"index": 0, "delta": {"content": text}, "finish_reason": None}]}
            if chat
            else {"content": text, "stop": False}
        )
        return b"data: " + json.dumps(piece).encode() + b"\n\n"

    def _final(
        self,
        ollama: bool,
        chat: bool,
        model: str,
        prompt: int,
        n: int,
        truncated: bool,
        timings: dict,
        load_s: float,
        stream: bool,
    ) -> dict:
        if ollama:
            obj: dict = {
                "model": model,
                "created_at": _now(),
                "done": True,
                "done_reason": "length" if truncated else "stop",
                "total_duration": int((load_s + (timings["prompt_ms"] + timings["predicted_ms"]) / 1e3) * 1e9),
                "load_duration": int(load_s * 1e9),
                "prompt_eval_count": prompt,
                "prompt_eval_duration": int(timings["prompt_ms"] * 1e6),
                "eval_count": n,
                "eval_duration": int(timings["predicted_ms"] * 1e6),
            }
            obj.update({"message": {"role": "assistant", "content": ""}} if chat else {"response": ""})
            return obj
        if chat:
            usage = {"prompt_tokens": prompt, "completion_tokens": n, "total_tokens": prompt + n}
            choice: dict[str, object] = {"index": 0, "finish_reason": "length" if truncated else "stop"}
            choice.update({"delta": {}} if stream else {})
            return {"model": model, "choices": [choice], "usage": usage, "timings": timings}
        return {
            "content": "",
            "stop": True,
            "model": model,
            "tokens_predicted": n,
            "tokens_evaluated": prompt,
            "stop_type": "limit" if truncated else "eos",
            "timings": timings,
        }

    # --- what the backend tells about itself --------------------------------------------------

    async def props(self, request: web.Request) -> web.Response:
        several = len(self.s.models) > 1
        model = request.query.get("model")
        if several and model is None:
            return web.json_response({"role": "router", "max_instances": self.s.max_loaded, "model_path": "none"})
        return web.json_response({"total_slots": self.s.slots, "default_generation_settings": {"n_ctx": self.s.ctx}})

    async def v1_models(self, request: web.Request) -> web.Response:
        data = [
            {
                "id": m,
                "object": "model",
                "status": {"value": "loaded" if m in self.loaded and m not in self.loading else "unloaded"},
            }
            for m in self.s.models
        ]
        return web.json_response({"object": "list", "data": data})

    async def slots_view(self, request: web.Request) -> web.Response:
        return web.json_response([{"id": i, "n_ctx": self.s.ctx} for i in range(self.s.slots)])

    async def tags(self, request: web.Request) -> web.Response:
        return web.json_response({"models": [{"name": f"{m}:latest", "model": f"{m}:latest"} for m in self.s.models]})

    async def ps(self, request: web.Request) -> web.Response:
        return web.json_response(
            {
                "models": [
                    {"name": f"{m}:latest", "model": f"{m}:latest", "context_length": self.s.ctx} for m in self.loaded
                ]
            }
        )

    async def stats(self, request: web.Request) -> web.Response:
        return web.json_response(
            {
                "loads": self.loads,
                "most_running": self.most_running,
                "requests": self.requests,
                "lengths_found": self.lengths.found,
                "lengths_drawn": self.lengths.missed,
                "loaded": list(self.loaded),
                "cancelled": self.cancelled,
                "wasted_tokens": self.wasted,
                "decoded_tokens": self.decoded,
                "busy_seconds": round(self.busy, 3),
                "slot_seconds": round(self.slot_seconds, 3),
                "slots": self.s.slots,
                "continued": self.continued,
                "recomputed_prompt_tokens": self.recomputed,
            }
        )

    async def reset(self, request: web.Request) -> web.Response:
        """Back to a known state between benchmark arms: ``?loaded=NAME`` (default the first
        model) loaded and idle, the rest unloaded, the counters at zero."""
        async with self.cond:
            if self.running() or self.loading:
                return web.json_response({"error": "requests are running"}, status=409)
            name = request.query.get("loaded", next(iter(self.s.models)))
            self.loaded = OrderedDict({name: Model(name)}) if name else OrderedDict()
            self.loads = self.most_running = self.requests = self.cancelled = self.wasted = self.decoded = 0
            self.continued = self.recomputed = 0
            self.cache.clear()
            self.busy = self.slot_seconds = 0.0
            self._counted_at = time.monotonic()
        return web.json_response({"loaded": list(self.loaded)})

    async def version(self, request: web.Request) -> web.Response:
        return web.json_response({"version": "0.0.0-replay"})

    async def health(self, request: web.Request) -> web.Response:
        return web.json_response({"status": "ok"})

    def app(self) -> web.Application:
        app = web.Application()
        if self.s.api == "ollama":
            app.router.add_get("/api/version", self.version)
            app.router.add_get("/api/tags", self.tags)
            app.router.add_get("/api/ps", self.ps)
            for p in ("/api/chat", "/api/generate", "/v1/chat/completions"):  # Ollama serves OpenAI's chat too
                app.router.add_post(p, self.generate)
        else:
            app.router.add_get("/health", self.health)
            app.router.add_get("/props", self.props)
            app.router.add_get("/slots", self.slots_view)
            app.router.add_get("/v1/models", self.v1_models)
            for p in (
                "/v1/chat/completions",
                "/chat/completions",
                "/v1/completions",
                "/completion",
                "/completions",
                "/v1/messages",
            ):
                app.router.add_post(p, self.generate)
        app.router.add_get("/replay/stats", self.stats)
        app.router.add_post("/replay/reset", self.reset)
        app.router.add_post("/replay/length", self.length)
        return app


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def parse_spec(spec: str) -> list[str]:
    """``replay:api=ollama,slots=2,models=a=gpt-4|b=claude`` as command-line arguments."""
    out: list[str] = []
    for part in filter(None, spec.split(",")):
        key, _, value = part.partition("=")
        out += [f"--{key.replace('_', '-')}", value.replace("|", ",")]
    return out


def settings_from(argv: list[str] | None = None) -> tuple[Settings, int]:
    ap = argparse.ArgumentParser(prog="python -m sidecar.tools.replay_backend", allow_abbrev=False)
    ap.add_argument("--port", type=int, default=0)
    ap.add_argument("--api", choices=["llama", "ollama"], default="llama")
    ap.add_argument(
        "--models", default="replay", help="served names, each =ANSWERING_MODEL of the data (or none: the mean)"
    )
    for name, kind, default in (
        ("slots", int, 1),
        ("ctx", int, 4096),
        ("kv", int, None),
        ("prefill", float, 600.0),
        ("decode", float, 30.0),
        ("batching", float, 0.7),
        ("max-loaded", int, 1),
        ("load-seconds", float, 3.0),
        ("speed", float, 1.0),
        ("prompt-cache", int, 64),
    ):
        ap.add_argument(f"--{name}", type=kind, default=default)
    ap.add_argument("--lengths", default="data")
    ap.add_argument("--data-root")
    a = ap.parse_args(argv)
    models = {}
    for item in a.models.split(","):
        served, _, who = item.partition("=")
        models[served] = who
    s = Settings(
        a.api,
        models,
        a.slots,
        a.ctx,
        a.kv,
        a.prefill,
        a.decode,
        a.batching,
        a.max_loaded,
        a.load_seconds,
        a.speed,
        a.lengths,
        a.data_root,
        a.prompt_cache,
    )
    return s, a.port


async def serve(s: Settings, port: int) -> None:
    lengths = await asyncio.to_thread(Lengths, s.lengths, s.models, Path(s.data_root) if s.data_root else None)
    backend = ReplayBackend(s, lengths)
    runner = web.AppRunner(backend.app(), access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", port)
    await site.start()
    bound = runner.addresses[0][1]
    print(f"replay backend ({s.api}) on http://127.0.0.1:{bound}", flush=True)
    await asyncio.Event().wait()


class Running:
    """A replay backend in a child process (``start``), stopped by ``stop``."""

    def __init__(self, argv: list[str], timeout: float = 120.0) -> None:
        import subprocess

        self.proc = subprocess.Popen(
            [sys.executable, "-m", "sidecar.tools.replay_backend", *argv], stdout=subprocess.PIPE, text=True
        )
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()  # printed once it listens (after the lengths are read)
        if "http://" not in line:
            self.stop()
            raise RuntimeError(f"the replay backend did not start (exit {self.proc.poll()})")
        self.url = line.strip().rsplit(" ", 1)[-1]

    def stats(self) -> dict:
        return get_json(self.url + "/replay/stats", timeout=10)

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(timeout=10)


def main(argv: list[str] | None = None) -> int:
    s, port = settings_from(argv)
    try:
        asyncio.run(serve(s, port))
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
