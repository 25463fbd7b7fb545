"""The APIs the sidecar speaks: requests in, token counts out, errors back.

One module a family: Ollama (``ollama``), OpenAI's chat, completions and Responses
(``openai``), Anthropic Messages (``anthropic``) and llama.cpp (``llamacpp``), each filling in
``family.ApiFamily``: its scheduled endpoints and the path prefix of everything else it
serves, how its replies stream, how to read a request's conversation and output cap, where
its replies report token counts and timings, and the shape of an error its clients expect.
``catalog`` names one adapter per scheduled endpoint (``APIS``) and the paths that reach it;
``parse`` reads a request body once (``parse_request``); ``usage`` reads the counts from a
reply as it is relayed (``UsageParser``); ``errorbody`` writes the sidecar's own errors in
the API's shape; ``fields`` holds the field readers they share; ``bounds`` what a request's
form (a stop at the newline, a bounded JSON schema, a forced tool call) bounds its reply to.

May import: the ground (``errors``, ``jsoncodec``), ``prediction.features`` (the conversation
a request carries) and ``scheduling.jobs`` (its priority). Nothing here does I/O.
"""

from sidecar.apis.catalog import APIS, FAMILIES, ROUTES, Api, family_of_path
from sidecar.apis.errorbody import error_body, stream_error_event
from sidecar.apis.family import ApiFamily, Usage
from sidecar.apis.fields import AdapterError
from sidecar.apis.parse import RequestInfo, parse_request
from sidecar.apis.usage import UsageParser

__all__ = [
    "APIS",
    "FAMILIES",
    "ROUTES",
    "AdapterError",
    "Api",
    "ApiFamily",
    "RequestInfo",
    "Usage",
    "UsageParser",
    "error_body",
    "family_of_path",
    "parse_request",
    "stream_error_event",
]
