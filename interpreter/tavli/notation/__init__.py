"""Other engines' notations of a position: GNU Backgammon's Position ID and Match ID, XGID,
FIBS, and the registry of every format (tavli's own line among them). Imports tavli.model and
tavli.game.
"""

from __future__ import annotations

from importlib import import_module
from types import ModuleType


def __getattr__(name: str) -> ModuleType:
    # tavli.notation.native and .moves are tavli.game's since 0.2 (tavli._moved): reached as
    # attributes too, as they were when another import had loaded them
    if name in ("native", "moves"):
        return import_module(f"tavli.notation.{name}")
    raise AttributeError(f"module 'tavli.notation' has no attribute {name!r}")
