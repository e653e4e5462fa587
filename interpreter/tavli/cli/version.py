"""``tavli --version``: the package's version, and what it runs on."""

from __future__ import annotations

import platform


def package_version() -> str:
    from importlib.metadata import PackageNotFoundError, version  # (slow to import: asked for)

    try:
        return version("tavli")
    except PackageNotFoundError:  # run from a checkout that was never installed
        return "unknown"


def generator_path() -> str:
    """Which legal-play generator this installation runs (tavli.engine says)."""
    from tavli import engine

    return engine.describe()


def version_text() -> str:
    return "\n".join([
        f"tavli {package_version()}",
        f"generator: {generator_path()}",
        f"Python {platform.python_version()} ({platform.python_implementation()})",
    ])
