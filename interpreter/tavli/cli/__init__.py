"""The ``tavli`` command: one module per group of subcommands, each with ``register``. A front
end: it may import every layer of the package.
"""

from tavli.cli.main import command, main

__all__ = ["command", "main"]
