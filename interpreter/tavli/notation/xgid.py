"""eXtreme Gammon's XGID, read and written.

``XGID=position:cube:owner:turn:dice:score-bottom:score-top:rules:match-length:max-cube``

* position: 26 characters, the board as the bottom player sees it: character 0 is the top
  player's bar, 1..24 the points 1..24, 25 the bottom player's bar; ``A``..``P`` are 1..16
  of the bottom player's checkers, ``a``..``p`` the top player's, ``-`` an empty point.
* cube: log2 of the cube; owner: 1 bottom, -1 top, 0 centred; turn: 1 bottom, -1 top.
* dice: two digits, ``00`` for not rolled, ``D`` when the player whose turn it is has just
  doubled (GNU Backgammon reads it so: the turn is the doubler's, the cube still shows its
  value before the double).
* scores, Crawford/Jacoby rules and match length (0 for money) are one game's context; tavli
  reads and leaves them aside, and writes a money game. The last field is a maximum cube
  (XG writes 10); tavli writes 10 and keeps its own variant's limit.

tavli's X is the bottom player (upper-case letters, moving 24 to 1), O the top player. A
finished game is written as its board with the loser to roll; reading a board where a player
has borne off every checker gives the finished game.
"""

from __future__ import annotations

import re

from tavli.model.errors import NotationError
from tavli.model.position import Position, changed, other
from tavli.model.variant import Side, Variant
from tavli.notation.standard import (
    TurnState,
    fits,
    from_side_boards,
    side_boards,
    turn_state,
    with_turn_state,
)

FORMAT = "xgid"
_CELL = re.compile(r"^[-A-Pa-p]{26}$")
_INT = re.compile(r"^-?\d{1,5}$")


def _cell(count: int, upper: bool) -> str:
    if not count:
        return "-"
    return chr((ord("A") if upper else ord("a")) + count - 1)


def format_xgid(variant: Variant, position: Position) -> str:
    if position.hand == (0, 0) and fits(variant) and max(position.bar) <= 15 \
            and max(map(abs, position.points)) <= 15:
        # the standard board read straight from the points (the oracle writes one per
        # result): board point p is cell p, X's checkers upper case, O's lower case
        points, bar = position.points, position.bar
        board = "".join([_UPPER[c] if c >= 0 else _LOWER[-c] for c in points])
        return f"XGID={_LOWER[bar[1]]}{board}{_UPPER[bar[0]]}:{_state(variant, position)}"
    x, o = side_boards(variant, position, FORMAT)  # here every refusal is worded
    cells = [_cell(o[24], upper=False)]
    for point in range(1, 25):
        cells.append(_cell(x[point - 1], upper=True) if x[point - 1]
                     else _cell(o[24 - point], upper=False))
    cells.append(_cell(x[24], upper=True))
    return f"XGID={''.join(cells)}:{_state(variant, position)}"


_UPPER = "-ABCDEFGHIJKLMNO"  # a count of 0 to 15 as a cell, X's
_LOWER = "-abcdefghijklmno"  # and O's


def _state(variant: Variant, position: Position) -> str:
    """The fields after the board: cube, owner, turn, dice and the fixed rest."""
    turn = turn_state(variant, position, FORMAT)
    if turn.state in ("opening", "dropped"):
        word = "the opening roll" if turn.state == "opening" else "a dropped double"
        raise NotationError(f"an XGID cannot describe {word}: it has no game state")
    mover = other(turn.mover) if turn.state == "over" else turn.mover  # the loser to roll
    owner = {None: 0, 0: 1, 1: -1}[position.cube_owner]
    dice = "D" if turn.doubled else f"{turn.dice[0]}{turn.dice[1]}"
    cube_log = position.cube.bit_length() - 1
    return f"{cube_log}:{owner}:{1 if mover == 0 else -1}:{dice}:0:0:0:0:10"


def _number(word: str, name: str, text: str, low: int, high: int) -> int:
    if not _INT.match(word) or not low <= int(word) <= high:
        raise NotationError(f"{text!r}: the {name} field must be a whole number from {low} to "
                            f"{high}, not {word!r}")
    return int(word)


def parse_xgid(variant: Variant, text: str) -> Position:
    cleaned = text.strip()
    if len(cleaned) > 200:
        raise NotationError("an XGID is a few dozen characters long, not "
                            f"{len(cleaned)}")
    if cleaned.upper().startswith("XGID="):
        cleaned = cleaned[5:]
    cells, _, rest = cleaned.partition(":")
    known = _RESTS.get((id(variant), rest))
    if known is None or known[0] is not variant:
        known = (variant, _rest_fields(variant, rest, ":" in cleaned, text))
        if len(_RESTS) >= 256:
            _RESTS.clear()
        _RESTS[id(variant), rest] = known
    if not _CELL.match(cells):
        raise NotationError(f"{text!r}: the XGID position is 26 characters of '-', A-P and "
                            f"a-p, not {cells!r}")
    if cells[0].isupper() or cells[25].islower():
        raise NotationError(f"{text!r}: the first character is the top player's bar "
                            "(lower case) and the last the bottom player's (upper case)")
    # cell p is board point p: X's own point p, O's own point 25 - p
    x = [_X_COUNTS[c] for c in cells[1:25]]
    x.append(_COUNTS[cells[25]])
    o = [_O_COUNTS[c] for c in cells[24:0:-1]]
    o.append(_COUNTS[cells[0]])
    cube, owner, turn = known[1]
    position = from_side_boards(variant, tuple(x), tuple(o), FORMAT, text)
    position = changed(position, cube=cube, cube_owner=owner)
    return with_turn_state(variant, position, turn, FORMAT, text)


_LETTERS = "ABCDEFGHIJKLMNOP"
_COUNTS = {"-": 0, **{c: n for n, c in enumerate(_LETTERS, 1)},
           **{c.lower(): n for n, c in enumerate(_LETTERS, 1)}}
_X_COUNTS = {c: n if c.isupper() else 0 for c, n in _COUNTS.items()}
_O_COUNTS = {c: n if c.islower() else 0 for c, n in _COUNTS.items()}

RestFields = tuple[int, Side | None, TurnState]
# What the fields after the board say, by their text (the positions of a game share a
# few): read and checked once. Kept with the variant (so an id is never another's); bounded.
_RESTS: dict[tuple[int, str], tuple[Variant, RestFields]] = {}


def _rest_fields(variant: Variant, rest: str, any_rest: bool, text: str) -> RestFields:
    """The cube, its owner and the turn the fields after the board (``rest``, if there
    are ``any_rest``) say."""
    fields = ["", *rest.split(":")] if any_rest else [""]
    if len(fields) not in (9, 10):
        raise NotationError(f"{text!r} is not an XGID: it has {len(fields)} fields separated by "
                            "':', not 10 (position:cube:owner:turn:dice:score:score:rules:"
                            "match length:max cube)")
    cube_log = _number(fields[1], "cube", text, 0, 15)
    owner_word = _number(fields[2], "cube owner", text, -1, 1)
    turn_word = fields[3]
    if turn_word not in ("1", "-1"):
        raise NotationError(f"{text!r}: the turn field is 1 (bottom, X) or -1 (top, O), "
                            f"not {turn_word!r}")
    for index, name in ((5, "bottom score"), (6, "top score")):
        _number(fields[index], name, text, 0, 99999)
    _number(fields[7], "Crawford/Jacoby", text, 0, 3)
    _number(fields[8], "match length", text, 0, 99999)
    if len(fields) == 10:
        _number(fields[9], "maximum cube", text, 0, 99999)
    if owner_word and not variant.has_cube:
        raise NotationError(f"{text!r}: the cube has an owner, but {variant.title} has no "
                            "doubling cube")
    owner: Side | None = None if owner_word == 0 else 0 if owner_word == 1 else 1
    mover: Side = 0 if turn_word == "1" else 1
    dice_word = fields[4]
    if dice_word == "D":
        return 1 << cube_log, owner, TurnState(mover, (0, 0), True, "playing")
    if re.fullmatch(r"[0-6]{2}", dice_word):
        dice = (int(dice_word[0]), int(dice_word[1]))
        return 1 << cube_log, owner, TurnState(mover, dice, False, "playing")
    if dice_word in ("B", "R"):
        raise NotationError(f"{text!r}: a beaver or raccoon is pending; tavli's cube has "
                            "neither")
    raise NotationError(f"{text!r}: the dice field is two digits (00 if not rolled) or D, "
                        f"not {dice_word!r}")
