"""nard-backgammon (Long Nardy in Python: ``pip install tavli[nard-backgammon]``) behind the
oracle protocol.

The package plays a turn one die at a time (``Nard.get_valid_moves``, ``Nard.play_move``) and
ends it when the dice are used up or nothing can be played; this adapter follows every such
sequence from the position, with the package's own game object, and answers where each leads.
The mover is always the package's white, whose checkers start on slot 0 and run to 23.

    tavli crosscheck --engine nard-backgammon -v long-nardy -n 100
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from importlib.metadata import version
from typing import Any

from tavli.adapters.protocol import Adapter, Board, Result, serve


def _game(slots: tuple[int, ...], offs: tuple[int, int], dice: tuple[int, ...]) -> Any:
    from nard_backgammon.board import Board as NardBoard
    from nard_backgammon.nard import Nard, NardState
    from nard_backgammon.player import Player

    board = NardBoard()
    board.slots = slots
    board._white_off, board._black_off = offs
    game = Nard(board, NardState.PLAYING, Player.WHITE)
    game.dice_nums = dice
    return game


def plays(board: Board, dice: tuple[int, ...], variant: str) -> Iterator[Result]:
    from nard_backgammon.player import Player

    # slots: global 0..23, white's (the mover's) checkers positive from his 24 (slot 0) to
    # his 1 (slot 23); black's negative, his own slot j (his 24 at j = 0) at global j + 12
    slots = [0] * 24
    for point in range(1, 25):
        slots[24 - point] += board.mover[point]
        slots[(24 - point + 12) % 24] -= board.opponent[point]
    start = (tuple(slots), (board.checkers - sum(board.mover[1:]),
                            board.checkers - sum(board.opponent[1:])))
    rolled = dice * 2 if dice[0] == dice[1] else dice
    ends: set[tuple[tuple[int, ...], tuple[int, int]]] = set()
    seen: set[tuple[tuple[int, ...], tuple[int, int], tuple[int, ...]]] = set()

    def follow(slots: tuple[int, ...], offs: tuple[int, int], left: tuple[int, ...]) -> None:
        if (slots, offs, left) in seen:
            return
        seen.add((slots, offs, left))
        game = _game(slots, offs, left)
        moves = game.get_valid_moves(Player.WHITE) if left else []
        if not moves:
            ends.add((slots, offs))  # the dice are used up, or the package skips the rest
            return
        for move in moves:
            game = _game(slots, offs, left)
            game.play_move(move)
            after = (game.board.slots, (game.board.white_off, game.board.black_off))
            if game.player_turn != Player.WHITE or game.outcome is not None:
                ends.add(after)
            else:
                follow(*after, tuple(game.dice_nums))

    follow(*start, rolled)
    for end_slots, _ in ends:
        mover, opponent = [0] * 26, [0] * 26
        for point in range(1, 25):
            mover[point] = max(end_slots[24 - point], 0)
            opponent[point] = max(-end_slots[(24 - point + 12) % 24], 0)
        yield mover, opponent


def main() -> int:
    return serve(Adapter("nard-backgammon", version("nard-backgammon"),
                         frozenset({"long-nardy"}), plays, turn_horizon=1))


if __name__ == "__main__":
    sys.exit(main())
