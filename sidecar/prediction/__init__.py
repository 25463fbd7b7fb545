"""Sizing a request before it runs, from its text alone.

- ``features``, ``cues``: the 21 lexical features (one implementation for training and
  serving) and the cue words they count.
- ``scorer``: ``LengthPredictor`` scores them with the shipped tree; ``engine`` builds,
  trusts, caches and calls its compiled form.
- ``calibration``: what is learned per backend model (its typical length, its speeds).
- ``shapes``: recent reply lengths of near-duplicate prompts; ``ranking``: how well sizes rank.

May import ``scheduling`` (its job types) and the ground. No sockets, no event loop.
"""
