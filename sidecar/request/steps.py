"""A scheduled request's path, one step a method, in the order they run (``scheduled``):

    adapter (parse body) -> features -> predictor (+ shape memory) -> scheduler (``wait_turn``)
        -> forwarder (``relay``) -> usage -> calibration and learning (``learn``)
        -> metrics, access log, traffic log and dashboard (``Recorder.finished``)

``RequestSteps`` holds no state of its own. It gets the parts it uses, each named: the
backends (``Backends``, each with its scheduler, admission and forwarder), the router and the
prefix memory, the tenants, the calibration, the serving model, the learner and the
recorder. It decides; the recorder writes down what happened.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import math
import time
from collections.abc import Awaitable
from typing import Any

import aiohttp
from aiohttp import web

import sidecar.jsoncodec as jsoncodec
from sidecar.apis.catalog import Api
from sidecar.apis.errorbody import error_body, stream_error_event
from sidecar.apis.family import ApiFamily, Usage
from sidecar.apis.parse import RequestInfo, parse_request
from sidecar.apis.splice import OPT_OUT_HEADER, Splice, prefill_of, refusal
from sidecar.apis.usage import UsageParser
from sidecar.backends.forwarder import Ending, HeldReply, Relayed
from sidecar.backends.routing import Placement, PrefixMemory, Router
from sidecar.backends.upstream import Backends, Hold, Upstream
from sidecar.errors import (
    BackendUnreachable,
    ContextExceeded,
    Rejected,
    SidecarError,
)
from sidecar.learning.learner import Learner
from sidecar.lifecycle import Lifecycle, State
from sidecar.prediction.calibration import Calibration
from sidecar.prediction.scorer import ServingModel
from sidecar.prediction.sizing import Sizer
from sidecar.reader.reader import SecondStage
from sidecar.records.recorder import Outcome, Recorder
from sidecar.request.flight import Flight, Phase
from sidecar.request.intake import Intake, RequestSettings
from sidecar.request.keepalive import Keeper
from sidecar.request.tenants import Tenants
from sidecar.scheduling import suspension
from sidecar.scheduling.admission import Admission, Moved
from sidecar.scheduling.jobs import Job, Priority

RID = web.RequestKey("request_id", str)  # the sidecar's own id: unique, keys the job
LABEL = web.RequestKey("request_label", str)  # the client's X-Request-Id (else RID): echoed, logged
KEEPER = web.RequestKey("request_keeper", Keeper)  # a streamed request's early head, while it waits

log = logging.getLogger("sidecar")

# Waiting jobs are sized again after each of a backend model's first RESIZE_WHILE replies
# (what they teach moves its rates and length offset most) and after every RESIZE_EVERY-th.
RESIZE_WHILE = 8
RESIZE_EVERY = 50
# ... and whenever the trust in a model's sizes moved this much since the last reply
TRUST_STEP = 0.02
# times a request is queued again because the backend had no KV room before its reply began
MAX_REQUEUES = 3
PARSE_YIELD_BYTES = 64 * 1024  # bytes: a body this large takes milliseconds to parse


def error_response(family: ApiFamily, exc: SidecarError, rid: str) -> web.Response:
    """An error the sidecar itself answers, in the client's API shape."""
    headers = {"X-Request-Id": rid}
    if exc.retry_after is not None:
        headers["Retry-After"] = str(max(1, math.ceil(exc.retry_after)))
    return web.Response(
        body=error_body(family, exc.status, exc.message, exc.code),
        status=exc.status,
        content_type="application/json",
        headers=headers,
    )


class RequestSteps:
    """The steps of one scheduled request."""

    def __init__(
        self,
        settings: RequestSettings,
        *,
        lifecycle: Lifecycle,
        backends: Backends,
        router: Router,
        prefixes: PrefixMemory,
        tenants: Tenants,
        calibration: Calibration,
        length_model: ServingModel,
        sizer: Sizer,
        learner: Learner | None,
        recorder: Recorder,
        reader: SecondStage | None = None,
    ) -> None:
        self.settings = settings
        self.lifecycle = lifecycle
        self.backends = backends
        self.router = router
        self.prefixes = prefixes
        self.tenants = tenants
        self.calibration = calibration
        self.length_model = length_model
        self.sizer = sizer
        self.learner = learner
        self.recorder = recorder
        self.reader = reader
        self.intake = Intake(
            settings,
            calibration=calibration,
            length_model=length_model,
            sizer=sizer,
            recorder=recorder,
            default_context=lambda: self.backends.upstreams[0].admission.slot_context,
        )

    async def scheduled(self, request: web.Request, api: Api) -> web.StreamResponse:
        """A scheduled request, in order: adapter -> features -> predictor -> scheduler
        (``wait_turn``), then forwarder -> usage -> calibration and traffic log (``relay``).
        What it holds of a backend (``Hold``) is given back in the ``finally``, on every
        exit; ``relay`` gives it back earlier on the exits it knows."""
        rid = request[RID]
        try:
            flight = await self.wait_turn(request, api)
        except SidecarError as exc:
            self.recorder.refused(api.name, exc, rid)
            return await self.answer(request, api, exc)
        except asyncio.CancelledError:
            self.recorder.cancelled_waiting(api.name, rid)
            raise
        try:
            return await self.relay(request, flight)
        finally:
            flight.give_back()

    async def wait_turn(self, request: web.Request, api: Api) -> Flight:
        """Read and size the request, and wait until the scheduler lets it run."""
        arrived = time.monotonic()
        rid = request[RID]
        self.recorder.arrived(rid, arrived)  # what it saved is replayed from arrivals
        if self.lifecycle.state not in (State.SERVING, State.DRAINING):
            # draining, a request on a connection accepted before is still served (with
            # "Connection: close", so that the client's next one reaches the new process)
            raise Rejected("the sidecar is shutting down; retry shortly", status=503, retry_after=5.0, code="draining")
        raw = await self.intake.read_body(request)
        obj = jsoncodec.loads_request(raw, measured=True)  # its values and depth were measured as it was read
        if len(raw) > PARSE_YIELD_BYTES:
            await asyncio.sleep(0)  # between parsing and reading it, the loop's other work gets a turn
        info = parse_request(
            api.name,
            obj,
            request.headers.get("X-Priority"),
            inject_usage=self.backends.asks_for_usage,
            kinds=self.backends.kinds,
        )
        tenant = self.tenants.identify(request.headers, request.remote)
        priority = info.priority if info.priority is not None else Priority.parse(self.tenants.policy(tenant).priority)
        # an embedding's size is its prompt: there is no reply length to predict
        feats, score = self.intake.predict(info) if not api.prompt_only else (None, 0.0)
        candidates = self.backends.candidates(info.model)
        model = self.backends.model_key(info.model, candidates)  # what the backend runs
        keys = self.learner.keys(model, info.conversation) if self.learner else ()
        context = max(u.admission.slot_context for u in candidates)
        job = self.intake.job(rid, info, score, priority, self.intake.size_hint(request), keys, context, model, tenant)
        folds = any(u.info.kind == "ollama" for u in candidates)  # Go's reading of keys (``caps.go_view``)
        verdict = suspension.verdict(
            refusal(api.name, info.body, info.stream, request.headers.get(OPT_OUT_HEADER), folds=folds),
            (u.info.kind for u in candidates),
            stream=info.stream,
            priority=job.priority,
            predicted=job.predicted_tokens,
        )
        job.suspendable = verdict.may
        job.streams = info.stream or verdict.collect  # asked for whole, it may be read as a stream
        if self.reader is not None:
            self.reader.offer(job, info.conversation)  # read again if it has to wait
        flight = Flight(rid, request[LABEL], api, info, feats, score, job, raw, arrived, keys)
        if verdict.may:
            flight.splice = Splice(
                api.name, collect=verdict.collect, prefill=prefill_of(api.name, info.body), folds=folds
            )
        keeper = self.keeper(request, api, info, job)
        try:
            if keeper is None:
                hold = await self.place(job, info, candidates)
            else:
                async with keeper.keep():
                    hold = await self.place(job, info, candidates)
        except asyncio.CancelledError:
            flight.end(Phase.CANCELLED)
            raise
        except BaseException:
            flight.end(Phase.FAILED)
            raise
        flight.admit(hold)
        return flight

    def keeper(
        self, request: web.Request, api: Api, info: RequestInfo, job: Job, *, register: bool = True
    ) -> Keeper | None:
        """A streamed request's early head and keep-alives while it waits (``keepalive``);
        ``register``: it is the request's (its errors go into its stream)."""
        if self.settings.keepalive <= 0 or api.family.name not in self.settings.keepalive_apis:
            return None
        if not Keeper.applies(api, info.stream):
            return None

        def place() -> tuple[int, float] | None:
            for up in self.backends.upstreams:
                if up.scheduler.has_waiting(job):
                    return up.admission.place_of(job)
            return None

        keeper = Keeper(
            request,
            api,
            {"X-Request-Id": request[LABEL]},
            head_after=self.settings.head_after,
            every=self.settings.keepalive,
            place=place,
            model=info.model or "",
        )
        if register:
            request[KEEPER] = keeper
        return keeper

    @staticmethod
    async def answer(
        request: web.Request, api: Api, exc: SidecarError, begun: web.StreamResponse | None = None
    ) -> web.StreamResponse:
        """The one way the sidecar's own error reaches a client. Into the stream it already
        reads (``begun``, a suspended reply's, or a waiting stream's early head): one error
        event in the API's terms, then the end, never a second status line; else a response
        in the API's shape (a client that wants one body gets that)."""
        keeper = request.get(KEEPER)
        if keeper is not None and keeper.response is not None:
            return await keeper.fail(exc.message, exc.status)
        if begun is not None and not isinstance(begun, HeldReply):
            with contextlib.suppress(ConnectionResetError, aiohttp.ClientConnectionResetError):
                await begun.write(stream_error_event(api, exc.message, exc.status))
                await begun.write_eof()
            return begun
        return error_response(api.family, exc, request[LABEL])

    async def place(self, job: Job, info: RequestInfo, candidates: list[Upstream], *, moved: bool = False) -> Hold:
        """Route the job to a backend and wait there until it is admitted; returns what it
        holds there. It may leave a queue while it waits (``Moved``): taken over by an idle
        backend, it waits there; its backend gone down, it is routed again. ``moved``: it
        was queued elsewhere before."""
        msgs = info.conversation.messages
        affinity = self.settings.affinity and self.backends.affinity_matters
        prior = self.prefixes.lookup(msgs) if affinity else None
        up: Upstream | None = None
        while up is None:
            preferred = next((u for u in candidates if prior and u.name == prior.backend), None)
            saved = 0.0
            if preferred is not None and prior is not None:
                cached = self.calibration.prompt_tokens(job.model, prior.prompt_bytes)
                saved = cached / self.calibration.rates_at(job.model, preferred.name).prefill
            up = self.router.choose(job, candidates, preferred, saved)
            while up is not None:
                try:
                    await up.admission.wait(job, moved=moved)
                    break
                except Moved as exc:
                    moved = True
                    up = exc.to if isinstance(exc.to, Upstream) and exc.to.reachable else None
            if up is None:
                candidates = self.backends.candidates(info.model)
        same = prior is not None and up.name == prior.backend
        hold = Hold(up, job)
        if affinity:
            self.prefixes.remember(msgs, Placement(up.name, hold.slot, info.prompt_bytes))
        self.recorder.placed(same if prior is not None else None)
        return hold

    async def relay(self, request: web.Request, f: Flight) -> web.StreamResponse:
        """Forward an admitted request and stream its reply; then learn and record."""
        self.recorder.admitted(f.job, f.admitted - f.arrived)
        keeper = request.get(KEEPER)
        if keeper is not None:
            await keeper.admitted(f.admitted - f.arrived)
        begun = keeper.response if keeper is not None else None  # the client's stream, once its head went out
        collect = f.splice is not None and f.splice.collect  # the client wants one body: read the stream here
        if collect:
            begun = HeldReply()
        parser = UsageParser(f.api, f.info.stream or collect, f.info.strip_usage_chunk and not collect, f.splice)
        while True:
            up = f.upstream
            before = parser.generated  # this leg's progress counts from here
            try:
                response, relayed = await up.forwarder.relay(
                    request,
                    f.forwarded_body(),
                    parser=parser,
                    extra_headers={"X-Request-Id": f.label, "X-Queue-Seconds": f"{f.admitted - f.arrived:.3f}"},
                    on_progress=functools.partial(self._progress, f, before),
                    response=begun,
                    suspend=f.cut_now if f.splice is not None else None,
                )
                if relayed.outcome is not Ending.SUSPENDED:
                    break
                begun = response
                parser.cut()  # a piece of an event the backend had begun is not the client's
                refused = await self._suspended(request, f, response, parser.generated - before)
                if refused is not None:
                    return refused
            except BackendUnreachable:
                # the request never reached the backend: queue it again, elsewhere if another is up
                self.backends.mark_unreachable(up)
                refused = await self._again(request, f, self._elsewhere(f, up), begun)
                if refused is not None:
                    return refused
            except ContextExceeded as exc:
                # nothing reached the client: learn the pool, and queue the request again
                learned = up.admission.context_exceeded(f.job)
                if learned is not None:
                    log.warning(
                        "backend %s ran out of KV room: its budget is now %d tokens (learned)", up.name, learned
                    )
                refused = await self._again(request, f, self._once_more(f, up, exc), begun)
                if refused is not None:
                    return refused
            except SidecarError as exc:
                f.end(Phase.FAILED, ok=False)
                self.recorder.finished(outcome(f, exc.code, backend_error=exc.code))
                return await self.answer(request, f.api, exc, begun)
            except asyncio.CancelledError:  # the client left: the backend may still be at work for it
                f.end(Phase.CANCELLED)
                self.recorder.finished(outcome(f, "cancelled", usage=parser.finish()))
                raise

        usage = parser.finish()
        if collect:
            response = self._whole(f, relayed, begun)
        status: str = relayed.outcome
        if status == Ending.OK and relayed.status >= 400:
            status = "backend_status"
        whole = usage.output_tokens if status == Ending.OK and not f.info.stream else None
        gone = status == Ending.CLIENT_GONE
        ended = Phase.CANCELLED if gone else Phase.DONE if status in (Ending.OK, "backend_status") else Phase.FAILED
        f.end(ended, ok=None if gone else status == Ending.OK, output_tokens=whole)
        if status == Ending.OK:
            try:
                self.learn(f, usage, relayed.first_byte_at)
            except Exception:  # noqa: BLE001 - what a reply teaches must never cost its record
                log.exception("learning from request %s failed; its record is kept", f.rid)
        failed = status not in (Ending.OK, Ending.CLIENT_GONE)
        self.recorder.finished(
            outcome(
                f,
                status,
                usage=usage,
                first_byte=relayed.first_byte_at,
                status_code=relayed.status,
                backend_error=(str(relayed.status) if status == "backend_status" else status) if failed else None,
                replied=True,
            )
        )
        return response

    @staticmethod
    def _whole(f: Flight, relayed: Relayed, collected: web.StreamResponse | None) -> web.Response:
        """The one body a client that did not stream gets (``Splice.whole``); an error the
        backend answered, or a reply that broke, as the API's error body."""
        assert f.splice is not None
        headers = {"X-Request-Id": f.label, "X-Queue-Seconds": f"{f.admitted - f.arrived:.3f}"}
        if relayed.outcome is Ending.OK and relayed.status < 400:
            body = jsoncodec.dumps(f.splice.whole())
            return web.Response(body=body, content_type="application/json", headers=headers)
        assert isinstance(collected, HeldReply)
        error = collected.error()
        if collected.status_of is not None:  # the backend's error reply: its status, headers and body
            out = web.Response(body=error, status=collected.status_of, headers=collected.headers_of)
            out.headers.update(headers)
            return out
        status = relayed.status if relayed.status >= 400 else 504 if relayed.outcome is Ending.TIMEOUT else 502
        return web.Response(body=error, status=status, content_type="application/json", headers=headers)

    def _progress(self, f: Flight, before: int, generated: int) -> None:
        """The reply streamed ``generated`` pieces in all (each at least a token), ``before``
        of them in earlier legs. A claim of its size that it has outgrown is learned now
        (``Sizer.outgrown``): the claimant's next claims lose their credit at once."""
        f.upstream.admission.progress(f.job, generated - before)
        claims = f.job.claims
        if claims and len(f.broke) < len(claims) and generated > min(limit for _, limit in claims):
            left = tuple(c for c in claims if c[0] not in f.broke)
            f.broke += self.sizer.outgrown(f.job.tenant, f.keys, left, generated, time.monotonic())

    async def _suspended(
        self, request: web.Request, f: Flight, response: web.StreamResponse, produced: int
    ) -> web.StreamResponse | None:
        """The reply was cut after ``produced`` more tokens so that shorter work runs: what it
        held is given back (``Admission.suspend``), it waits to resume (its client kept with
        keep-alives that say so), then continues from its text (``Splice``). Returns the
        response to end with if it cannot resume (the wait failed), else None."""
        assert f.splice is not None
        up = f.upstream
        f.suspend()  # its slot, reservation and slot id go back with ``Admission.suspend``
        self.recorder.suspended(f.job, up.name, produced)
        keeper = request.get(KEEPER) or self.keeper(request, f.api, f.info, f.job, register=False)
        try:
            if keeper is None:
                await self._resume_wait(up.admission, f, produced)
            else:
                keeper.response, keeper.suspended = response, True
                async with keeper.keep():
                    await self._resume_wait(up.admission, f, produced)
                keeper.suspended = False
        except Moved as exc:  # its backend went down (or another took its queue): on there
            to = exc.to if isinstance(exc.to, Upstream) and exc.to.reachable else None
            others = [to] if to is not None else self.backends.candidates(f.info.model)
            try:
                f.admit(await self.place(f.job, f.info, others, moved=True))
            except SidecarError as err:
                f.end(Phase.FAILED)
                self.recorder.finished(outcome(f, err.code, backend_error=err.code))
                return await self.answer(request, f.api, err, response)
        except SidecarError as exc:
            f.end(Phase.FAILED)
            self.recorder.finished(outcome(f, exc.code, backend_error=exc.code))
            return await self.answer(request, f.api, exc, response)
        except asyncio.CancelledError:
            f.end(Phase.CANCELLED)
            self.recorder.finished(outcome(f, "cancelled", while_waiting=True))
            raise
        else:
            f.admit(Hold(up, f.job))  # llama-server finds its cache (prompt and text) by likeness
        if f.upstream.info.kind == "llamacpp":
            # an event may carry several tokens (a character of several): what the earlier
            # legs made, as the model's tokens, lowers the cap and moves the counts
            counted = await f.upstream.forwarder.count_tokens(f.splice.text)
            if counted is not None:
                f.job.produced = counted
        f.splice.resumed(f.job.produced)
        return None

    @staticmethod
    async def _resume_wait(admission: Admission, f: Flight, produced: int) -> None:
        await admission.suspend(f.job, produced)

    async def _again(
        self, request: web.Request, f: Flight, placed: Awaitable[Hold], begun: web.StreamResponse | None
    ) -> web.StreamResponse | None:
        """The request goes back to a queue before this leg's reply began: what it held is
        let go, it waits again (``placed``: its new hold; a waiting stream's client kept
        meanwhile), and is sent once more. Returns the response to end with if it cannot be
        (the wait failed: ``answer``, into ``begun`` if a suspended reply's stream had
        begun), else None."""
        f.requeue()
        keeper = request.get(KEEPER)
        try:
            if keeper is None:
                f.admit(await placed)
            else:
                async with keeper.keep():
                    f.admit(await placed)
        except SidecarError as exc:
            f.end(Phase.FAILED)
            self.recorder.finished(outcome(f, exc.code, backend_error=exc.code))
            return await self.answer(request, f.api, exc, begun)
        except asyncio.CancelledError:
            f.end(Phase.CANCELLED)
            self.recorder.finished(outcome(f, "cancelled", while_waiting=True))
            raise
        return None

    async def _elsewhere(self, f: Flight, up: Upstream) -> Hold:
        """``f``'s backend refused the connection: another reachable one, or this one once
        it is back; a backend that never answered fails the request at once."""
        others = [u for u in self.backends.candidates(f.info.model) if u is not up and u.reachable]
        if others:
            up.admission.withdraw(f.job)
            return await self.place(f.job, f.info, others, moved=True)
        if not up.admission.reached:
            # never answered since the sidecar started: a wrong URL, most likely; say so
            # now rather than wait out a restart's grace
            up.admission.finish(f.job, ok=False)
            raise up.admission.never_answered()
        await up.admission.retry(f.job)
        return Hold(up, f.job)

    async def _once_more(self, f: Flight, up: Upstream, exc: ContextExceeded) -> Hold:
        """``f``'s backend ran out of KV room before its reply began: its place in the queue
        again, at most ``MAX_REQUEUES`` times."""
        f.requeued += 1
        if f.requeued > MAX_REQUEUES:
            up.admission.finish(f.job, ok=False)
            raise exc
        await up.admission.requeue(f.job)
        return Hold(up, f.job)

    def learn(self, f: Flight, usage: Usage, first_byte: float | None = None) -> None:
        """What a reply teaches: shape memory, prompt-token rate, speeds, length offset,
        what loading its model took (when its admission loaded it); while a backend model's
        rates are young, the jobs that wait are sized again."""
        if self.learner is not None and not f.api.prompt_only:
            self.learner.observe(f.keys, usage.output_tokens)
        if usage.output_tokens is not None:
            kept = tuple(c for c in f.job.claims if c[0] not in f.broke)  # the broken ones are learned
            self.sizer.replied(f.job.tenant, f.keys, kept, usage.output_tokens, time.monotonic())
        cal = self.calibration.of(f.job.model)
        if usage.prompt_tokens:
            cal.observe_prompt(f.info.prompt_bytes, usage.prompt_tokens)
        rates = self.calibration.rates_at(f.job.model, f.upstream.name)
        # a resumed reply's timings are its last leg's: its decode measured over that leg's tokens
        last_leg = max(0, (usage.output_tokens or 0) - f.job.produced)
        rates.observe(usage.prefill_tokens or 0, usage.prompt_seconds, last_leg, usage.decode_seconds)
        if f.job.caused_load:
            seconds = usage.load_seconds  # Ollama reports it
            if seconds is None and first_byte is not None:
                # the wait for the first byte beyond the prefill (and, unstreamed, the decode)
                seconds = first_byte - f.admitted - (usage.prompt_seconds or 0.0)
                if not f.info.stream:
                    seconds -= usage.decode_seconds or 0.0
            if seconds is not None:
                f.upstream.admission.load_took(f.job, seconds)
        trusted = self.sizer.serving_trust(cal).weight
        if usage.output_tokens and not f.api.prompt_only:
            cap = f.job.max_tokens
            if f.features is not None:  # the length model scored it (whatever then sized it)
                cal.trust.observe(f.score, usage.output_tokens, usage.truncated, self.sizer.reach(f.score, cap))
            if f.job.refined and f.job.score is not None:
                reach = self.sizer.reach(f.job.score, cap)
                cal.reader_trust.observe(f.job.score, usage.output_tokens, usage.truncated, reach)
            cal.observe_length(f.score, usage.output_tokens, capped=usage.truncated)
        moved = abs(cal.trust.weight - trusted) >= TRUST_STEP
        if rates.samples <= RESIZE_WHILE or rates.samples % RESIZE_EVERY == 0 or moved:
            # what the first replies taught (rates, length offset, trust) re-sizes the jobs that wait
            f.upstream.admission.resize(f.job.model, self.sizer.resized)


def outcome(f: Flight, status: str, **how: Any) -> Outcome:
    """How request ``f`` ended, for the recorder (``how``: ``Outcome``'s other fields)."""
    return Outcome(
        f.rid,
        f.api.name,
        f.info,
        f.features,
        f.score,
        f.job,
        f.upstream.name,
        f.arrived,
        f.admitted,
        status,
        label=f.label,
        **how,
    )
