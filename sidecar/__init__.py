"""sjf-sidecar: shortest-job-first admission control in front of a local LLM server."""

__version__ = "0.1.0"
