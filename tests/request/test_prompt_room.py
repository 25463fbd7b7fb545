"""A prompt that (by the sidecar's estimate) fills its context is not a one-token job."""

from __future__ import annotations

import asyncio

from ..conftest import eventually, running_sidecar
from ..fakes import run_app
from ..rawhttp import post, raw, status_of
from ..routing_fakes import RoutingBackend


async def test_an_agent_request_that_fills_ollamas_default_context_is_sized_as_what_it_asks(predictor):
    """Proves: at Ollama's default context of 4,096, an agent request of about 4,300 prompt
    tokens (estimated; Ollama cuts such a prompt and answers) is queued with its cap as
    asked and sized by its request, not clipped to a cap of 1 and sized as a one-token job
    that jumps the queue and reserves almost nothing."""
    backend = RoutingBackend(kind="ollama", uncapped=50, gate=asyncio.Event())
    tool_output = "line of a build log with a path /srv/app/module.py and a number 12345\n" * 240
    body = {
        "model": "m",
        "stream": False,
        "messages": [
            {"role": "system", "content": "You are a coding agent. Use the tools to finish the task."},
            {"role": "user", "content": "The build fails. Find out why and fix it."},
            {"role": "tool", "content": tool_output},
        ],
    }
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, sc):
        task = asyncio.create_task(raw(side, post("/api/chat", body)))
        s = sc.upstreams[0].scheduler
        await eventually(lambda: s.running)
        job = s.running[0]
        assert job.prompt_tokens >= s.capacity.slot_context - 64
        assert job.max_tokens > 1 and job.predicted_tokens > 20
        assert backend.gate is not None
        backend.gate.set()
        assert status_of(await task) == 200
