"""The emulated clients (sidecar/tools/scenarios.py) against the replay backend, through the
sidecar: each client class sends what it should, the agent's Anthropic stream and the
editor's completions are read, and an editor's cancelled completion stops the backend's work."""

from __future__ import annotations

import asyncio
import json
import random

import aiohttp
import pytest

from sidecar.errors import UsageError
from sidecar.prediction.features import Conversation
from sidecar.prediction.scorer import LengthPredictor
from sidecar.tools.replay_backend import Lengths
from sidecar.tools.scenarios import (
    SCENARIOS,
    TASK_TOKENS,
    Chat,
    Content,
    Env,
    chat_user,
    chats_from,
    clients,
    developer,
    run_clients,
)
from tests.conftest import eventually, holding, running_sidecar
from tests.fakes import run_app
from tests.tools.test_replay_backend import backend

CONTENT = Content(
    chats=[Chat(("Name a fish.", "And a bird?")), Chat(("Write an essay on tides.",), "Answer at length.")],
    code=[
        "def area(r):\n    return 3.14159 * r * r\n\n\nclass Shape:\n    def __init__(self, name):\n        self.name = name\n"
    ],
    tasks=["Fix the failing test in the parser module and explain the change."],
    texts=["The soup was cold and the service slow, but the bread was excellent."] * 3,
)


async def _run(name: str, speed: float, duration: float) -> tuple[Env, dict]:
    b = backend(slots=2, ctx=8192, speed=speed)
    async with run_app(b.app()) as replay, running_sidecar(replay, LengthPredictor.load()) as (side, _):
        async with aiohttp.ClientSession() as s:
            env = Env(side, s, speed, replay, False, "replay", duration, random.Random(0))
            await asyncio.gather(*(c() for c in clients(SCENARIOS[name], env, CONTENT, [1.0, 2.0, 0.5])))
            async with s.get(replay + "/replay/stats") as r:
                return env, await r.json()


async def test_the_office_sends_every_client_class_and_reads_every_reply():
    env, stats = await _run("office", speed=100.0, duration=120.0)
    calls = env.calls
    kinds = {(c.client, c.kind) for c in calls}
    assert {("chat", "turn"), ("chat-task", "title"), ("chat-task", "tags"), ("chat-task", "follow_ups")} <= kinds
    assert {("autocomplete", "fim"), ("agent", "step"), ("batch", "item")} <= kinds
    assert not [c for c in calls if c.status.startswith("error")], [c for c in calls if c.status.startswith("error")]
    done = [c for c in calls if c.status == "ok"]
    assert all(c.alone is not None and c.latency is not None and c.latency > 0 for c in done)
    # streamed replies were read piece by piece (a first token before the end), the others whole
    assert all(c.ttft is not None and c.ttft <= c.latency for c in done if c.kind in ("turn", "step"))
    # the templated tasks got lengths in their stated ranges; the agent's steps were counted
    for c in done:
        if c.kind in ("title", "tags", "follow_ups", "item"):
            lo, hi = TASK_TOKENS[c.kind]
            assert lo <= c.tokens <= hi, c
    assert any(c.tokens for c in done if c.client == "agent")
    assert stats["requests"] >= len(done) and stats["busy_seconds"] > 0


@pytest.mark.slow  # seconds of real waiting
async def test_a_keystroke_cancels_a_completion_and_the_backend_stops_on_it():
    # completions of 16-96 tokens at 30 a second take over half a second; pauses are shorter
    b = backend(slots=1, speed=2.0)
    async with run_app(b.app()) as replay, running_sidecar(replay, LengthPredictor.load()) as (side, sc):
        async with aiohttp.ClientSession() as s:
            env = Env(side, s, 2.0, replay, False, "replay", 12.0, random.Random(1))
            await developer(env, "dev", CONTENT.code, mean_pause=0.6)
            cancelled = [c for c in env.calls if c.status == "cancelled"]
            counters = sc.upstreams[0].scheduler.counters
            await eventually(lambda: counters.cancelled_waiting + counters.cancelled_running == len(cancelled))

            async def cut() -> bool:  # each cut at the backend, not left to run to its end
                async with s.get(replay + "/replay/stats") as r:
                    stats.update(await r.json())
                return stats["cancelled"] == counters.cancelled_running

            stats: dict = {}
            await eventually(cut, timeout=5.0)
    assert cancelled and all(c.end is None for c in cancelled)
    assert stats["decoded_tokens"] < sum(TASK_TOKENS["fim_block"][1] for _ in env.calls)


@pytest.mark.slow  # seconds of real waiting
async def test_a_paced_batch_sends_its_items_at_its_rate_not_as_fast_as_replies_come():
    """``--batch-rate``: items arrive at random at the rate an hour, whatever the backend's
    speed (the load a benchmark sets); without it, the workers keep the backend busy."""
    from sidecar.tools.scenarios import batch

    b = backend(slots=2, ctx=8192, speed=200.0)
    texts = CONTENT.texts * 200
    async with run_app(b.app()) as replay, aiohttp.ClientSession() as s:
        paced = Env(replay, s, 200.0, replay, False, "replay", 600.0, random.Random(0), batch_rate=360.0)
        await batch(paced, "b", texts, 4)
        closed = Env(replay, s, 200.0, replay, False, "replay", 600.0, random.Random(0))
        await batch(closed, "b", texts, 4)
    # 360 an hour for 600 s: 60 expected (Poisson: within 35-85); a closed loop sends far more
    assert 35 <= len(paced.calls) <= 85, len(paced.calls)
    assert len(closed.calls) > 2 * len(paced.calls)
    starts = sorted(c.start for c in paced.calls)
    assert starts[0] > 0 and max(b - a for a, b in zip(starts, starts[1:], strict=False)) < 120


def test_a_sped_up_backend_gets_a_sidecar_whose_durations_are_the_scenarios():
    """At 20x, the wait bound, the express lane's long, the keep-alive's timings and the
    queue timeout are a twentieth of the defaults: the sidecar acts in scenario seconds."""
    from sidecar.config import Config, load_config
    from sidecar.tools.scenario_bench import timed_settings

    fast, real = load_config(env=timed_settings(20.0)), Config()
    assert fast.scheduler.max_wait == real.scheduler.max_wait / 20
    assert fast.scheduler.express_long_seconds == real.scheduler.express_long_seconds / 20
    assert fast.scheduler.waiting_head_after == real.scheduler.waiting_head_after / 20
    assert fast.scheduler.waiting_keepalive == real.scheduler.waiting_keepalive / 20
    assert fast.timeouts.queue == real.timeouts.queue / 20
    assert load_config(env=timed_settings(1.0)).scheduler == real.scheduler


def test_a_scenario_runs_on_conversations_of_ones_own_with_their_reply_lengths(tmp_path):
    """``--conversations``: the chat turns are the first turns of one's own conversations
    (any format training reads), with their system prompts, and the replay backend answers
    each with the length its reply had there (``lengths=sources:...``): a scenario on
    lengths held out from training."""
    rows = [
        [("system", "Be brief."), ("user", "Name a river."), ("assistant", "The Nile.")],
        [("user", "Describe how glaciers carve valleys."), ("assistant", "ice " * 400)],
        [("user", "Hi"), ("assistant", "Hello!"), ("user", "Tell me more."), ("assistant", "more " * 50)],
        [("user", "Describe how glaciers carve valleys."), ("assistant", "ice " * 300)],  # the same first turn again
    ]
    path = tmp_path / "mine.jsonl"
    path.write_text(
        "".join(
            json.dumps({"model": "mine", "messages": [{"role": r, "content": t} for r, t in m]}) + "\n" for m in rows
        )
    )
    chats = chats_from([str(path)], tmp_path)
    assert chats == [
        Chat(("Name a river.",), "Be brief."),
        Chat(("Describe how glaciers carve valleys.",)),
        Chat(("Hi",)),
    ]  # first turns only (a reply to "Tell me more." follows a turn the scenario would not send), once each
    lengths = Lengths(f"sources:{path}", {"replay": ""}, tmp_path)
    river = lengths("replay", Conversation((("system", "Be brief."), ("user", "Name a river."))))
    glaciers = lengths("replay", Conversation((("user", "Describe how glaciers carve valleys."),)))
    assert river < 10 and 250 < glaciers < 600 and lengths.found == 2 and lengths.missed == 0
    pasted = tmp_path / "pasted.jsonl"  # only a turn longer than a chat's: nothing to send
    pasted.write_text(
        json.dumps({"messages": [{"role": "user", "content": "x" * 4000}, {"role": "assistant", "content": "ok"}]})
        + "\n"
    )
    with pytest.raises(UsageError, match="no first turns"):
        chats_from([str(pasted)], tmp_path)


async def test_a_run_cut_at_its_grace_counts_what_was_on_its_way_and_the_sidecar_gives_it_all_back():
    """``--grace``: a long reply still streaming when the grace ends is cut, counted
    ``unfinished`` (not a latency), and everything it held in the sidecar comes back (the
    fixture fails otherwise)."""
    b = backend(slots=1, speed=1.0)  # the essay: 300 tokens at 30 a second, 10 s
    async with run_app(b.app()) as replay, running_sidecar(replay, LengthPredictor.load()) as (side, _):
        async with aiohttp.ClientSession() as s:
            env = Env(side, s, 1.0, replay, False, "replay", 0.5, random.Random(0))
            people = [lambda: chat_user(env, "u", [(0.0, Chat(("Write an essay on tides.",)))])]
            await asyncio.wait_for(run_clients(env, people, grace=1.0), timeout=5.0)
    assert [c.status for c in env.calls] == ["unfinished"] and env.calls[0].end is None


@pytest.mark.slow  # seconds of real waiting
async def test_the_sdks_read_timeout_sends_a_waiting_request_again_unless_the_stream_is_kept_alive():
    """The SDKs' timeout is between two reads, then the same request again (twice at most):
    an unstreamed request that waits in the queue longer than that is sent again (paying
    its prompt again, at the back); a streamed one the sidecar keeps alive is not. Here the
    timeout is 1 s against a wait of about 2.5 s behind a held slot."""
    b = backend(slots=1, speed=4.0)  # the essay holds the one slot for 300 / 30 / 4 = 2.5 s
    keep = {"waiting_head_after": 0.2, "waiting_keepalive": 0.4, "preempt": "off"}  # the essay holds the slot
    async with run_app(b.app()) as replay, running_sidecar(replay, LengthPredictor.load(), scheduler=keep) as (side, _):
        async with aiohttp.ClientSession() as s:
            env = Env(side, s, 1.0, None, False, "replay", 60.0, random.Random(0))
            essay = {"messages": [{"role": "user", "content": "Write an essay on tides."}], "stream": False}
            held = asyncio.create_task(env.send("chat", "turn", "a", "/v1/chat/completions", essay))
            await eventually(lambda: holding(s, side, 1))
            fish = {"messages": [{"role": "user", "content": "Name a fish."}]}
            (kept, _), (plain, _) = await asyncio.gather(
                env.send("agent", "step", "b", "/v1/chat/completions", {**fish, "stream": True}, read=1.0, retries=2),
                env.send("batch", "item", "c", "/v1/chat/completions", {**fish, "stream": False}, read=1.0, retries=2),
            )
            await held
    assert kept.status == "ok" and kept.retries == 0, kept
    assert plain.status == "ok" and plain.retries >= 1, plain  # timed out waiting, sent again, then served
    assert plain.latency is not None and plain.latency > 2.0
