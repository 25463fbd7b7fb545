"""Development tools: what builds and checks the test machine's llama-server
(``llamabuild``), drives headless Chromium for the dashboard's browser test (``chromium``),
loads a KV cache (``kvload``) and simulates pods behind an endpoint picker (``cluster``).
Run from the repository root (``python -m devtools.NAME``); they are not part of the
installed package."""
