"""The second stage: a small language model reads a waiting request's prompt and sizes it
again (``reader``), through an embedding server the sidecar starts beside the backend or
one it is given (``server``).

May import ``prediction``, ``scheduling`` and the ground.
"""

from sidecar.reader.reader import reader_text

__all__ = ["reader_text"]
