"""The sidecar as a network service: the aiohttp application and its process.

- ``app``: ``Sidecar``, which builds the parts, wires the routes (scheduled endpoints,
  pass-through, admin) and drains, reloads and stops them.
- ``serve``: ``sidecar serve``: sockets (also systemd's and a handover's), signals, the loop.
- ``admin``, ``dashboard``: the endpoints under ``admin.prefix`` and the live page (``ui/``).
- ``edge``, ``connections``, ``modelroots``: what is refused before a request is routed,
  the clients' connections, which model directories a reload may load.
- ``handover``, ``reconfigure``, ``runtime``: restarts without a refused connection, what a
  reload may change, the view of the running parts the admin side reads.

The top room: it may import every other room; none imports it.
"""
