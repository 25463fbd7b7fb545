"""Unit tests of the `sidecar.prediction` room, one file a module."""
