"""Adding an API family is one module and its registration: a made-up family, defined here
and registered in the catalog for the test, is parsed, suspended and resumed, answered
whole, and given its error events, with no other module of the sidecar changed."""

from __future__ import annotations

import json
from typing import Any

import pytest

from sidecar.apis import catalog
from sidecar.apis.errorbody import backend_error_event, stream_error_event
from sidecar.apis.family import ApiFamily
from sidecar.apis.fields import need
from sidecar.apis.parse import parse_request
from sidecar.apis.replies import Replies, Seen, Where
from sidecar.apis.splice import Splice, prefill_of, refusal
from sidecar.prediction.features import Conversation


class SayReplies(Replies):
    """Its stream: ``{"say": text}`` pieces, ``{"over": true}`` at the end."""

    text_key = "say"

    def piece(self, obj: dict[str, Any]) -> tuple[str | None, Where | None, str | None]:
        if obj.get("over"):
            return None, None, None
        return super().piece(obj)

    def ends(self, obj: dict[str, Any]) -> bool:
        return obj.get("over") is True

    def drop(self, obj: dict[str, Any], piece: str | None) -> bool:
        return piece == "" and not obj.get("over")

    def whole(self, seen: Seen, text: str) -> dict[str, Any]:
        return {"say": text, "over": True}


class Say(ApiFamily):
    """A family that exists only here."""

    name = "say"
    prefix = "/say/"
    framing = "ndjson"
    stream_default = True
    endpoints = {"say-prompt": "/say/prompt"}
    replies = {"say-prompt": SayReplies()}

    def request(self, endpoint: str, body: dict, kinds: frozenset[str] = frozenset()):
        need(isinstance(body.get("prompt"), str), "prompt", "a string")
        return Conversation.from_prompt(body["prompt"]), body.get("max_tokens"), 0

    def error(self, status: int, message: str, code: str) -> dict[str, Any]:
        return {"problem": message, "status": status}


@pytest.fixture
def registered(monkeypatch):
    family = Say()
    api = catalog.Api("say-prompt", "/say/prompt", family)
    monkeypatch.setattr(catalog, "FAMILIES", {family.name: family, **catalog.FAMILIES})  # the most specific first
    monkeypatch.setitem(catalog.APIS, api.name, api)
    monkeypatch.setitem(catalog.ROUTES, api.path, api.name)
    return api


def test_a_family_defined_in_one_module_is_read_suspended_resumed_and_answered_whole(registered):
    body = {"model": "m", "prompt": "Tell a story", "max_tokens": 40}
    info = parse_request("say-prompt", body)
    assert (info.max_tokens, info.stream) == (40, True) and info.conversation.messages[-1][1] == "Tell a story"
    assert refusal("say-prompt", body, True) is None and prefill_of("say-prompt", body) == ""

    sp = Splice("say-prompt", collect=True)
    for piece in ("Once", " upon"):
        assert sp.event(json.dumps({"say": piece}).encode()) is not None
    sp.resumed(2)
    again = sp.body(body)
    assert again["prompt"] == "Tell a storyOnce upon" and again["max_tokens"] == 38
    assert sp.upstream(body)["stream"] is True
    assert sp.event(json.dumps({"say": ""}).encode()) is None  # a later leg's empty piece says nothing new
    sp.event(json.dumps({"say": " a time"}).encode())
    sp.event(json.dumps({"over": True}).encode())
    assert sp.whole() == {"say": "Once upon a time", "over": True} and not sp.continuable


def test_a_new_familys_errors_are_framed_as_its_streams_are(registered):
    assert stream_error_event(registered, "down", 502) == b'{"problem": "down", "status": 502}\n'
    assert backend_error_event(registered, b'{"problem": "full"}', 503) == b'{"problem":"full"}\n'
    assert catalog.family_of_path("/say/other") is registered.family
