"""The FIBS board string ("rawboard"), read and written.

As the FIBS Client Protocol Detailed Specification (Evan McLean) and the FIBS ``rawboard``
help describe it: 53 fields separated by ``:`` -- ``board``, the player's and the opponent's
names, match length (9999 for unlimited), both scores, 26 numbers for the board, whose turn
(-1 X, +1 O, 0 game over), the player's and the opponent's dice, the cube, whether each may
double, whether the player was just doubled, the player's colour (-1 X, +1 O), direction (-1:
the player moves from 24 to 1), home and bar (0 or 25), checkers borne off and on the bar for
each, how many checkers the player can move, and three fields clients ignore.

On the board positive numbers are O's checkers and negative X's; with direction -1 point i is
the player's own point i. tavli's X and O are FIBS's X and O. tavli writes the board from the
side of the player who must act (the one on roll, or the one answering a double; the winner
once the game is over), as the specification's example does, with that player's side name as
his name, direction -1 and an unlimited match; it reads any colour and direction.
"""

from __future__ import annotations

import re

from tavli.game.turn import legal_plays
from tavli.model.errors import NotationError
from tavli.model.position import Position, changed, other
from tavli.model.variant import SIDE_NAMES, Side, Variant
from tavli.notation.standard import (
    TurnState,
    from_points,
    side_boards,
    turn_state,
    with_turn_state,
)

FORMAT = "fibs"
_FIELDS = 53
_INT = re.compile(r"^-?\d{1,5}$")
_NUMBERS = re.compile(rf"(?:\s*-?\d{{1,5}}\s*:){{{_FIELDS - 4}}}\s*-?\d{{1,5}}\s*")


def _sign(side: Side) -> int:
    return -1 if side == 0 else 1  # FIBS: X's checkers negative, O's positive


def format_fibs(variant: Variant, position: Position) -> str:
    boards = side_boards(variant, position, FORMAT)
    turn = turn_state(variant, position, FORMAT)
    if turn.state in ("opening", "dropped"):
        word = "the opening roll" if turn.state == "opening" else "a dropped double"
        raise NotationError(f"a FIBS board cannot describe {word}")
    you: Side = other(turn.mover) if turn.doubled else turn.mover
    opp = other(you)
    mine, theirs = boards[you], boards[opp]
    cells = [0] * 26
    for point in range(1, 25):  # direction -1: index i is the player's own point i
        if mine[point - 1]:
            cells[point] = _sign(you) * mine[point - 1]
        elif theirs[24 - point]:
            cells[point] = _sign(opp) * theirs[24 - point]
    cells[25] = _sign(you) * mine[24]
    cells[0] = _sign(opp) * theirs[24]
    whose = 0 if turn.state == "over" else (-1 if you == 0 else 1)
    dice = [0, 0, 0, 0]
    if turn.dice != (0, 0):
        dice[:2] = turn.dice
    owner = position.cube_owner
    may = (int(variant.has_cube and owner in (None, you)),
           int(variant.has_cube and owner in (None, opp)))
    can_move = 0
    if position.phase == "play":
        can_move = max(len(p.steps) for p in legal_plays(variant, position))
    fields: list[object] = [
        "board", SIDE_NAMES[you], SIDE_NAMES[opp], 9999, 0, 0, *cells, whose, *dice,
        position.cube, *may, int(turn.doubled), -1 if you == 0 else 1, -1, 0, 25,
        position.off[you], position.off[opp], position.bar[you], position.bar[opp],
        can_move, 0, 0, 0,
    ]
    return ":".join(map(str, fields))


def parse_fibs(variant: Variant, text: str) -> Position:
    cleaned = text.strip()
    if len(cleaned) > 1000:
        raise NotationError("a FIBS board is a line of about 150 characters, not "
                            f"{len(cleaned)}")
    fields = cleaned.split(":")
    if fields[0] != "board" or len(fields) != _FIELDS:
        raise NotationError(f"{text!r} is not a FIBS board: that is 'board:' and {_FIELDS - 1} "
                            f"more fields separated by ':' (this has {len(fields)})")
    if not _NUMBERS.fullmatch(cleaned, len(fields[0]) + len(fields[1]) + len(fields[2]) + 3):
        for index, word in enumerate(fields[3:], start=3):
            if not _INT.match(word.strip()):
                raise NotationError(f"{text!r}: field {index + 1} must be a whole number, "
                                    f"not {word!r}")
    key = (id(variant), *fields[32:45])  # whose turn .. bar: what a game's positions share
    known = _TURNS.get(key)
    if known is None or known[0] is not variant:
        known = (variant, _turn_fields(variant, [int(word) for word in fields[32:45]], text))
        if len(_TURNS) >= 256:
            _TURNS.clear()
        _TURNS[key] = known
    you, direction, cube, cube_owner, turn = known[1]
    opp = other(you)
    cells = [int(word) for word in fields[6:32]]
    my_off, opp_off, my_bar, opp_bar = [int(word) for word in fields[45:49]]
    # the cells in the player's own numbering (direction -1: cell i is his point i), X's
    # checkers negative: X's own point p is board point p, O's own point p board point 25-p
    own = cells[1:25] if direction == -1 else cells[24:0:-1]
    points = tuple([-count for count in (own if you == 0 else reversed(own))])
    your_bar_cell = cells[25] if direction == -1 else cells[0]
    opp_bar_cell = cells[0] if direction == -1 else cells[25]
    for name, cell, count in (("player", your_bar_cell, my_bar), ("opponent", opp_bar_cell,
                                                                   opp_bar)):
        if count < 0 or (cell and abs(cell) != count):
            raise NotationError(f"{text!r}: the {name}'s bar shows {cell} on the board but "
                                f"{count} in the 'on bar' field")
    bar = (my_bar, opp_bar) if you == 0 else (opp_bar, my_bar)
    position = from_points(variant, points, bar, FORMAT, text)
    if (position.off[you], position.off[opp]) != (my_off, opp_off):
        raise NotationError(f"{text!r}: the board leaves {position.off[you]} and "
                            f"{position.off[opp]} checkers off, but the 'on home' fields say "
                            f"{my_off} and {opp_off}")
    position = changed(position, cube=cube, cube_owner=cube_owner)
    return with_turn_state(variant, position, turn, FORMAT, text)


TurnFields = tuple[Side, int, int, Side | None, TurnState]
# What the fields from whose turn to the bar say, by their text (the positions of a game
# share a few): read and checked once. Kept with the variant (so an id is never another's).
_TURNS: dict[tuple[object, ...], tuple[Variant, TurnFields]] = {}


def _turn_fields(variant: Variant, numbers: list[int], text: str) -> TurnFields:
    """The player (``you``), the direction, the cube, its owner and the turn that the
    fields from whose turn to the bar say."""
    (whose, my1, my2, op1, op2, cube, i_may, opp_may, doubled, colour, direction,
     _home, _bar) = numbers
    if colour not in (-1, 1) or direction not in (-1, 1) or whose not in (-1, 0, 1):
        raise NotationError(f"{text!r}: colour, direction and turn must be -1 or 1 (turn also "
                            "0 when the game is over)")
    you: Side = 0 if colour == -1 else 1
    opp = other(you)
    if cube < 1 or cube & (cube - 1) or cube > 1 << 15:
        raise NotationError(f"{text!r}: the cube shows a power of two, not {cube}")
    cube_owner: Side | None = None
    if i_may and not opp_may:
        cube_owner = you
    elif opp_may and not i_may:
        cube_owner = opp
    if cube_owner is not None and not variant.has_cube:
        raise NotationError(f"{text!r}: only one player may double, but {variant.title} has "
                            "no doubling cube")
    if whose == 0:
        turn = TurnState(you, (0, 0), False, "over")
    elif doubled:
        turn = TurnState(opp, (0, 0), True, "playing")
    else:
        mover: Side = 0 if whose == -1 else 1
        dice = (my1, my2) if mover == you else (op1, op2)
        turn = TurnState(mover, dice, False, "playing")
    return you, direction, cube, cube_owner, turn
