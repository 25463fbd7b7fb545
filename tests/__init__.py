from pathlib import Path

REPO = Path(__file__).resolve().parent.parent  # the repository's root, wherever a test file sits
