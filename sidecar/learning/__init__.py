"""Learning the deployment: what the sidecar keeps of each reply and the background refit.

- ``learner``: shape memory, saved calibrations and the refit child.
- ``state``: the state directory, kept across restarts.
- ``trafficlog``, ``vectorlog``: one line per finished request; the reader's vectors.

May import ``prediction``, ``scheduling`` and the ground.
"""
