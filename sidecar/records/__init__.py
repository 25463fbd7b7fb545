"""What the sidecar writes down and shows: each finished request (``recorder``), what the
order saved against arrival order (``savings``), Prometheus metrics (``metrics``), log
formats (``logs``) and ``sidecar report`` (``report``).

May import ``learning``, ``apis``, ``prediction``, ``scheduling`` and the ground.
"""
