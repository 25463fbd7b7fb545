"""Unit tests of the `sidecar.scheduling` room, one file a module."""
