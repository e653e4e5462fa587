"""The module paths of tavli 0.1, kept working after the package took its layers (0.2).

A finder on ``sys.meta_path`` answers an old path with the module at its new place: one
module object under both names, so a class or a function is the same whichever path
imported it. An old path warns (DeprecationWarning) with the new one, except
``tavli.engine``, which stays a public name of the compiled kernel's package.
"""

from __future__ import annotations

import sys
import warnings
from collections.abc import Sequence
from importlib import import_module
from importlib.machinery import ModuleSpec
from types import ModuleType
from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:
    from importlib.abc import Loader

#: Old path → new path. A package's old path carries its modules along (``tavli.engine.x``).
MOVED = {
    "tavli.errors": "tavli.model.errors",
    "tavli.variant": "tavli.model.variant",
    "tavli.conditions": "tavli.model.conditions",
    "tavli.position": "tavli.model.position",
    "tavli.resources": "tavli.language.resources",
    "tavli.validation": "tavli.game.validation",
    "tavli.movegen": "tavli.game.movegen",
    "tavli.engine": "tavli.game.engine",
    "tavli.ending": "tavli.game.ending",
    "tavli.turn": "tavli.game.turn",
    "tavli.actions": "tavli.game.actions",
    "tavli.match": "tavli.game.match",
    "tavli.resign": "tavli.game.resign",
    "tavli.notation.native": "tavli.game.position_text",
    "tavli.notation.moves": "tavli.game.play_text",
    "tavli.board": "tavli.pictures.text",
    "tavli.render": "tavli.pictures.board",
    "tavli.rulebook": "tavli.pictures.rulebook",
    "tavli.bots": "tavli.players.bots",
    "tavli.evaluation": "tavli.players.evaluation",
    "tavli.doubling": "tavli.players.doubling",
    "tavli.strong": "tavli.players.strong",
    "tavli.rollout": "tavli.players.rollout",
    "tavli.driver": "tavli.players.driver",
    "tavli.gnubg_bot": "tavli.players.gnubg",
    "tavli.oracle": "tavli.services.oracle",
    "tavli.crosscheck": "tavli.services.crosscheck",
    "tavli.shards": "tavli.services.shards",
    "tavli.sharded_selfplay": "tavli.services.selfplay",
    "tavli.encoding": "tavli.frameworks.encoding",
}
#: Old paths that stay public names: no warning.
KEPT = frozenset({"tavli.engine"})


def new_path(name: str) -> str | None:
    """Where the module of tavli 0.1 called ``name`` lives now; None if it did not move."""
    if not name.startswith("tavli."):  # asked of every import once tavli is loaded: be quick
        return None
    head = name
    while head != "tavli":
        new = MOVED.get(head)
        if new is not None:
            return new + name[len(head):]
        head = head.rpartition(".")[0]
    return None


class OldPaths:
    """Finds an old path's module at its new place (a meta path finder and its loader, by
    their methods: importlib.abc would cost every start-up 10 ms of imports)."""

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> ModuleSpec | None:
        if new_path(fullname) is None:
            return None
        return ModuleSpec(fullname, cast("Loader", self))

    def create_module(self, spec: ModuleSpec) -> ModuleType:
        new = new_path(spec.name)
        assert new is not None
        if not any(spec.name == kept or spec.name.startswith(kept + ".") for kept in KEPT):
            warnings.warn(f"{spec.name} is now {new} (tavli 0.2); the old path will go",
                          DeprecationWarning, stacklevel=2)
        return import_module(new)

    def exec_module(self, module: ModuleType) -> None:
        pass  # the module at the new path is already run


def install() -> None:
    """Put the finder first on ``sys.meta_path``, once."""
    if not any(isinstance(finder, OldPaths) for finder in sys.meta_path):
        sys.meta_path.insert(0, OldPaths())
