"""bgsage (Open Sage, a C++ backgammon engine: ``pip install tavli[bgsage]``) behind the
oracle protocol: its ``possible_moves`` lists every resulting board of a roll.

    tavli crosscheck --engine bgsage -n 100
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from importlib.metadata import version

from tavli.adapters.protocol import BAR, Adapter, Board, Result, serve

VARIANTS = frozenset({"backgammon", "nackgammon", "hypergammon"})


def plays(board: Board, dice: tuple[int, ...], variant: str) -> Iterator[Result]:
    import bgsage

    theirs = [0] * 26
    for point in range(1, 25):  # the opponent's point 25 - p is the mover's p
        theirs[point] = board.mover[point] - board.opponent[25 - point]
    theirs[25], theirs[0] = board.mover[BAR], board.opponent[BAR]
    results = bgsage.possible_moves(theirs, dice[0], dice[1]) or [theirs]  # none: no move
    for after in results:
        mover = [0] * 26
        opponent = [0] * 26
        for point in range(1, 25):
            mover[point] = max(after[point], 0)
            opponent[25 - point] = max(-after[point], 0)
        mover[BAR], opponent[BAR] = after[25], abs(after[0])
        yield mover, opponent  # the counts off are worked out from the checkers left


def main() -> int:
    return serve(Adapter("bgsage", version("bgsage"), VARIANTS, plays))


if __name__ == "__main__":
    sys.exit(main())
