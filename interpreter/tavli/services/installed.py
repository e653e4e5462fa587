"""The installed tavli's version, for the oracle's ``hello``, found quickly."""

from __future__ import annotations

import contextlib
import sys
from pathlib import Path


def installed_version() -> str:
    """tavli's version as ``importlib.metadata.version`` finds it (the first entry of sys.path
    with its metadata), read from a plain ``tavli-*.dist-info`` there without importing
    importlib.metadata, which took most of a first ``hello``'s start-up; asked where it is
    anything else."""
    for entry in sys.path:
        found = list(Path(entry or ".").glob("tavli[.-]*-info"))
        if not found:
            continue
        if len(found) == 1 and found[0].suffix == ".dist-info":
            with contextlib.suppress(OSError, UnicodeDecodeError):
                for line in (found[0] / "METADATA").read_text(encoding="utf-8").splitlines():
                    if line.startswith("Version: "):
                        return line.removeprefix("Version: ").strip()
        break
    from importlib import metadata

    try:
        return metadata.version("tavli")
    except metadata.PackageNotFoundError:  # pragma: no cover - a checkout without install
        return "unknown"
