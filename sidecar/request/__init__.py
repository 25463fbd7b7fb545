"""One scheduled request's path, and who it belongs to.

- ``steps``: ``RequestSteps.scheduled`` runs each step once, in order: parse (``apis``) ->
  size (``prediction``, ``reader``) -> admit (``scheduling``) -> relay (``backends``) ->
  learn and record (``learning``, ``records``), and gives back what it took on every exit.
- ``keepalive``: a waiting streamed request keeps its client (head, keep-alive comments).
- ``tenants``: who a request belongs to, from its key, a header or its address.

May import every room below it; not ``web``.
"""
