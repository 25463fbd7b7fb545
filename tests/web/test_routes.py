"""Every route a backend generates on is scheduled, however its path is spelled.

The backends decode the whole path before they route it (gin behind Ollama, cpp-httplib
behind llama-server): ``/api%2Fchat`` is ``/api/chat`` to them. So the sidecar must see it
so too, or such a request reaches the backend without queueing. Requests go as raw bytes
(a client library would tidy the path) to backends that route as the real ones do
(``tests.routing_fakes``).
"""

from __future__ import annotations

import pytest

from sidecar.apis.catalog import APIS, ROUTES

from ..conftest import running_sidecar
from ..fakes import run_app
from ..rawhttp import post, raw, status_of
from ..routing_fakes import LLAMA_SERVER_ROUTES, OLLAMA_ROUTES, RoutingBackend, body_for


def test_every_generation_and_embedding_route_the_backends_document_is_a_scheduled_route():
    """Proves: the documented routes of llama-server (with and without /v1) and Ollama
    (native, OpenAI and Anthropic layers) are each scheduled by some endpoint, and
    embeddings and reranking as prompt-only work."""
    missing = [p for p in LLAMA_SERVER_ROUTES + OLLAMA_ROUTES if p not in ROUTES]
    assert not missing
    for path in ("/embedding", "/embeddings", "/v1/embeddings", "/api/embed", "/rerank", "/v1/reranking"):
        assert APIS[ROUTES[path]].prompt_only, path


def spellings(path: str) -> list[str]:
    """The path as sent, each '/' after the first encoded (upper- and lower-case hex), and
    a letter encoded: every one names the same route to the backend."""
    out = [path]
    cut = path[1:]
    if "/" in cut:
        out.append("/" + cut.replace("/", "%2F"))
        head, _, tail = cut.rpartition("/")
        out.append("/" + head + "%2f" + tail)
    i = next(i for i, c in enumerate(path) if c.isalpha())
    out.append(path[:i] + f"%{ord(path[i]):02X}" + path[i + 1 :])
    return out


@pytest.mark.parametrize("kind", ["llamacpp", "ollama"])
async def test_a_generation_route_is_scheduled_however_its_path_is_spelled(predictor, kind):
    """Proves: on a llama-server and on an Ollama that decode the path before routing,
    every documented generation route, sent plain, with an encoded slash or an encoded
    letter, is queued by the sidecar (counted submitted) before the backend runs it; none
    reaches the backend unqueued."""
    backend = RoutingBackend(kind=kind)
    async with run_app(backend.app()) as url, running_sidecar(url, predictor) as (side, sc):
        sent = 0
        for path in backend.routes:
            for spelled in spellings(path):
                reply = await raw(side, post(spelled, body_for(path)))
                assert status_of(reply) == 200, (spelled, reply[:300])
                sent += 1
                assert sc.upstreams[0].scheduler.counters.submitted == sent, spelled
        assert len(backend.ran) == sent


async def test_a_management_route_spelled_with_an_encoded_slash_is_still_management(predictor):
    """Proves: ``POST /api%2Fpull`` to an exposed sidecar without the admin token is 403,
    as ``/api/pull`` is; it never reaches the backend."""
    backend = RoutingBackend(kind="ollama")
    async with (
        run_app(backend.app()) as url,
        running_sidecar(url, predictor, listen="0.0.0.0:11435") as (side, _),
    ):
        for spelled in ("/api/pull", "/api%2Fpull", "/api%2fpull"):
            assert status_of(await raw(side, post(spelled, {"model": "m"}))) == 403, spelled
    assert not backend.ran
