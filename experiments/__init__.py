"""One-off measurements behind the docs' numbers (README.md here). Run each as a module from
the repository root: ``.venv/bin/python -m experiments.NAME``."""
