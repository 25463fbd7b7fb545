"""llama.cpp's own server tests through the sidecar (``devtools/llamatests.py``): the ones
that found where it was not transparent, run in front of llama-server as that suite starts
it, each a fresh sidecar with no config. Each also passes directly (the script's report);
here the sidecar arm alone must pass them all. The whole suite, both arms side by side:
``python -m devtools.llamatests``."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from devtools import llamatests
from sidecar.tools import llamaserver

pytestmark = pytest.mark.real

FOUND = [
    # a streamed and an unstreamed prompt over the context: the backend's 400, in its words
    "unit/test_chat_completion.py::test_context_size_exceeded",
    "unit/test_chat_completion.py::test_context_size_exceeded_stream",
    # the client's id_slot on a two-slot server, asked twice at once
    "unit/test_chat_completion.py::test_chat_completions_multiple_choices",
    # a client that leaves an unstreamed reply after 0.1 s: the slot idle 2 s later
    "unit/test_completion.py::test_cancel_request",
    # llama.cpp's content objects for embeddings, and its own refusals of bad ones
    "unit/test_embedding.py::test_embedding_content_text_same_as_string",
    "unit/test_embedding.py::test_embedding_invalid_input",
    # llama-server's own slot choice, which restores a slot from its RAM cache
    "unit/test_kv_keep_only_active.py::test_clear_and_restore",
    # a 204 with a stray chunked terminator
    "unit/test_proxy.py::test_mcp_proxy_no_content",
]


def test_llama_cpps_own_tests_pass_through_the_sidecar(tmp_path: Path):
    try:
        llamaserver.find()
        llamatests.suite()
    except (llamaserver.NotInstalled, OSError) as exc:
        pytest.fail(f"needs llama-server and llama.cpp's server tests (scripts/setup): {exc}")
    run = subprocess.run(
        [sys.executable, "-m", "devtools.llamatests", "--arms", "sidecar", "--out", str(tmp_path), "--", *FOUND],
        cwd=llamatests.ROOT,
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )
    report = run.stdout + run.stderr
    got = llamatests.results(tmp_path / "sidecar.xml")
    assert len(got) >= len(FOUND), report
    failed = sorted(t for t, v in got.items() if v != "passed")
    assert not failed, f"{failed}\n{report}\n(log: {tmp_path / 'sidecar.log'})"
