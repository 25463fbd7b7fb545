"""Unit tests of the ground modules (`sidecar/*.py`: config aside, which has its own file)."""
