"""gym-backgammon (a Gym environment: ``pip install tavli[gym-backgammon]``) behind the
oracle protocol: its ``Backgammon.get_valid_plays`` lists whole plays, each played with its
own ``execute_play``. The mover is always the package's white, who runs from slot 23 to 0
and whose dice the package writes negative.

    tavli crosscheck --engine gym-backgammon -n 100
"""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Iterator
from functools import cache
from importlib.metadata import version
from pathlib import Path
from types import ModuleType

from tavli.adapters.protocol import BAR, OFF, Adapter, Board, Result, serve


@cache
def _rules() -> ModuleType:
    """The package's rules module, loaded alone: its package's ``__init__`` also loads the
    Gym environment and its renderer, which need pyglet and gym, not the rules."""
    package = importlib.util.find_spec("gym_backgammon")
    assert package is not None and package.submodule_search_locations is not None
    path = Path(next(iter(package.submodule_search_locations))) / "envs" / "backgammon.py"
    spec = importlib.util.spec_from_file_location("gym_backgammon_rules", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def plays(board: Board, dice: tuple[int, ...], variant: str) -> Iterator[Result]:
    rules = _rules()
    black, white = rules.BLACK, rules.WHITE

    game = rules.Backgammon()
    # slots 0..23 of (checkers, owner): white's (the mover's) point p is slot p - 1, black's
    # point q is slot 24 - q
    slots: list[tuple[int, int | None]] = [(0, None)] * 24
    for point in range(1, 25):
        if board.mover[point]:
            slots[point - 1] = (board.mover[point], white)
        if board.opponent[point]:
            slots[24 - point] = (board.opponent[point], black)
    game.board = slots
    game.bar = [board.mover[BAR], board.opponent[BAR]]
    game.off = [board.mover[OFF], board.opponent[OFF]]
    game.players_positions = game.get_players_positions()
    start = game.save_state()
    found = game.get_valid_plays(white, (-dice[0], -dice[1])) or {()}
    for play in found:
        game.restore_state(start)
        game.execute_play(white, play)
        mover, opponent = [0] * 26, [0] * 26
        for slot, (count, owner) in enumerate(game.board):
            if owner == white:
                mover[slot + 1] = count
            elif owner == black:
                opponent[24 - slot] = count
        mover[BAR], opponent[BAR] = game.bar[white], game.bar[black]
        yield mover, opponent, " ".join(f"{a}/{b}" for a, b in play) or "no move"


def main() -> int:
    return serve(Adapter("gym-backgammon", version("gym-backgammon"),
                         frozenset({"backgammon"}), plays))


if __name__ == "__main__":
    sys.exit(main())
