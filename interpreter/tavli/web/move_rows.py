"""The move list in the form players read: one numbered row a move, a column a side.

``1) 31: 8/5 6/5   52: 13/11 13/8``: each side's turn in its own column, the dice (highest
first) before the play; the opening roll's dice go with the first mover's play. A turn that
goes on (a chained turn, a double offered and taken) stays in its cell; a new row starts when
a side's turn comes and its column, or a column after it, is already written in the row.
An opening tie that doubles the stake is a note of its own: ``33: the cube turns to 2``.
"""

from __future__ import annotations

from collections.abc import Sequence

from tavli.game.actions import Action, Beaver, Double, Drop, Move, OpeningRoll, Roll, Take
from tavli.model.position import Position
from tavli.model.variant import Side, Variant

History = Sequence[tuple[Side | None, Action, Position]]


def dice_text(dice: Sequence[int], faces: int) -> str:
    """``52`` for a 5 and a 2 (the highest first); ``12-10`` where a die has two figures."""
    ordered = sorted(dice, reverse=True)
    return ("" if faces <= 9 else "-").join(map(str, ordered))


def _words(action: Action) -> str:
    match action:
        case Double():
            return "doubles"
        case Take():
            return "takes"
        case Drop():
            return "drops"
        case Beaver():
            return "beavers"
    return str(action)


def move_rows(variant: Variant, history: History) -> list[list[str]]:
    """The rows of the game so far: ``variant.sides`` cells each, empty where a side has
    not moved in that row; a row of one cell is a note between the moves (an opening tie
    that turns the cube, said where it happens)."""
    rows: list[list[str]] = []
    last: list[Side] = []  # the side whose turn the last cell written is

    def write(side: Side, piece: str) -> None:
        if not last or side != last[0]:  # a new turn: in this row if there is room
            if not rows or len(rows[-1]) < variant.sides or any(rows[-1][side:]):
                rows.append([""] * variant.sides)
            last[:] = [side]
        rows[-1][side] = f"{rows[-1][side]} {piece}".strip()

    thrown = ""  # dice waiting for their play: a roll's, or the opening roll's
    cube = 1
    for side, action, after in history:
        if side is None:  # chance: the opening roll, for whoever moves first
            if isinstance(action, OpeningRoll):
                thrown = dice_text((action.x, action.o), variant.faces)
                if after.cube > cube:  # a tie that doubles the stake (BG-07): a note row
                    rows.append([f"{thrown}: the cube turns to {after.cube}"])
                    thrown = ""
                    last.clear()
        elif isinstance(action, Roll):
            write(side, "")
            thrown = dice_text(action.dice, variant.faces)
        elif isinstance(action, Move):
            write(side, f"{thrown}: {action.play}" if thrown else action.play)
            thrown = ""
        else:
            write(side, _words(action))
        cube = after.cube
    if thrown and history:  # thrown, the play still to come: the mover's
        write(history[-1][2].deciding, f"{thrown}:")
    return rows
