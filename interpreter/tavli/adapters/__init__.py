"""Other engines behind tavli's oracle protocol, for ``tavli crosscheck --engine NAME``.

Each adapter is a module run as its own process (``python -m tavli.adapters.NAME``); it needs
its engine's package, installed by the extra ``pip install tavli[NAME]``. docs/adapters.md
says how to write one. Imports nothing else of tavli (the engines stay independent of it).
"""

from __future__ import annotations

import importlib.util
import shlex
import sys
from dataclasses import dataclass


@dataclass(frozen=True)
class Known:
    """A shipped adapter: its module, the package it drives and the extra that installs it."""

    module: str
    package: str
    extra: str
    games: str


ADAPTERS: dict[str, Known] = {
    "gnubg": Known("gnubg", "gnubg", "gnubg", "backgammon, nackgammon, hypergammon, "
                   "short-nardy, portes, shesh-besh"),
    "bgsage": Known("bgsage", "bgsage", "bgsage", "backgammon, nackgammon, hypergammon"),
    "openspiel": Known("openspiel", "pyspiel", "openspiel",
                       "backgammon, hypergammon (whole games only: --games)"),
    "pgx": Known("pgx", "pgx", "pgx", "backgammon"),
    "gym-backgammon": Known("gym_backgammon", "gym_backgammon", "gym-backgammon",
                            "backgammon"),
    "magmacrunch": Known("magmacrunch", "backgammon.rules", "magmacrunch", "backgammon"),
    "nard-backgammon": Known("nard_backgammon", "nard_backgammon", "nard-backgammon",
                             "long-nardy"),
}


def engine_command(engine: str) -> str:
    """The command line that runs ``engine``: a shipped adapter's name, or any command."""
    known = ADAPTERS.get(engine)
    if known is None:
        return engine
    return shlex.join([sys.executable, "-m", f"tavli.adapters.{known.module}"])


def missing(engine: str) -> str | None:
    """Why a shipped adapter cannot run here (its package is not installed), or None."""
    known = ADAPTERS.get(engine)
    if known is None:
        return None
    try:
        if importlib.util.find_spec(known.package) is not None:
            return None
    except ModuleNotFoundError:  # a dotted name whose parent package is not installed
        pass
    return (f"the {engine} adapter needs the {known.package!r} package: "
            f"pip install 'tavli[{known.extra}]'")
