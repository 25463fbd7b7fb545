"""The backends behind the sidecar: what each one is, which one a request goes to, and
relaying to it.

- ``probe``: which backend sits behind a URL and how much it holds at once.
- ``routing``: ``Upstream`` (one backend with its scheduler) and the choice between them.
- ``forwarder``: relays a request and its reply, chunk by chunk.
- ``pool``: what a backend's KV pool really holds, learned from it saying so, and kept.
- ``supervision``: builds each backend's parts, watches them, moves work off a dead one.

May import ``reader``, ``learning``, ``apis``, ``prediction``, ``scheduling`` and the ground;
not ``records``, ``request`` or ``web``.
"""
