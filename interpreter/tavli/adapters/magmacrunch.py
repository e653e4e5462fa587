"""magmacrunch-backgammon (a terminal backgammon: ``pip install tavli[magmacrunch]``) behind
the oracle protocol: its ``backgammon.rules.legal_moves`` lists every whole move, each played
with its ``apply_move``.

Its documentation says it offers plays that stop before the dice are used up (a double played
one to four times, one die where only the other could be played), so this adapter declares
them (``unfinished``): tavli compares containment and reports those plays on their own.

    tavli crosscheck --engine magmacrunch -n 100
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from importlib.metadata import version

from tavli.adapters.protocol import BAR, Adapter, Board, Result, serve


def plays(board: Board, dice: tuple[int, ...], variant: str) -> Iterator[Result]:
    from backgammon import rules

    # its board of 28 from the mover's side ("player", moving down to 0): [1..24] the points,
    # the mover's checkers positive, the opponent's negative; [0] the mover's bar, [25] the
    # opponent's (negative); [26], [27] the checkers off
    theirs = [0] * 28
    for point in range(1, 25):
        theirs[point] = board.mover[point] - board.opponent[25 - point]
    theirs[0], theirs[25] = board.mover[BAR], -board.opponent[BAR]
    theirs[26] = board.checkers - sum(board.mover[1:])
    theirs[27] = -(board.checkers - sum(board.opponent[1:]))
    for move in rules.legal_moves(theirs, rules.PLAYER, dice[0], dice[1]) or [[]]:
        after = theirs[:]
        rules.apply_move(after, move)
        mover, opponent = [0] * 26, [0] * 26
        for point in range(1, 25):
            mover[point] = max(after[point], 0)
            opponent[25 - point] = max(-after[point], 0)
        mover[BAR], opponent[BAR] = after[0], -after[25]
        text = " ".join(f"{step.frm}/{step.to}" for step in move) or "no move"
        yield mover, opponent, text


def main() -> int:
    return serve(Adapter("magmacrunch", version("magmacrunch-backgammon"),
                         frozenset({"backgammon"}), plays, unfinished=True))


if __name__ == "__main__":
    sys.exit(main())
