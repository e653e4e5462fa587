"""The ``tavli`` command: one module per group of subcommands, each with ``register``."""

from tavli.cli.main import main

__all__ = ["main"]
