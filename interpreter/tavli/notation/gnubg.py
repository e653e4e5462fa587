"""GNU Backgammon's Position ID and Match ID, read and written.

As the GNU Backgammon manual describes them ("A technical description of the Position ID",
"... of the Match ID"):

* The Position ID is 10 bytes in Base64 (14 characters). For each player in turn, and for
  each of his 25 places (his own points 1..24, then the bar), as many 1 bits as checkers
  there, then a 0 bit; the bits are packed least significant first. The player *not* on roll
  is encoded first, the player on roll second, each in his own numbering.
* The Match ID is 9 bytes in Base64 (12 characters), a little-endian bit field: cube (log2),
  cube owner, player on roll, Crawford, game state, player to decide, doubled, resigned, the
  two dice, match length and the two scores (and, in newer versions, a Jacoby flag).

tavli's X is GNU Backgammon's player 1 (the bottom player, who moves 24 to 1 in tavli's board
numbering) and O is player 0. The match length, the two scores and the Crawford flag are a
match state (tavli.game.match), beside the position: ``format_gnubg(..., match=...)`` writes them
and ``parse_gnubg_match`` reads them back (a match length of 0 is a money game: no match).
The Jacoby flag is left aside. A pending resignation has no place in tavli and is refused.
"""

from __future__ import annotations

import base64
import binascii
import re
from dataclasses import dataclass, replace
from functools import lru_cache

from tavli.game.engine import kernel_function
from tavli.game.match import MatchState, crawford_rule_of
from tavli.model.errors import NotationError, TavliError
from tavli.model.position import Position, changed, other
from tavli.model.variant import Side, Variant
from tavli.notation.standard import (
    SideBoard,
    TurnState,
    fits,
    from_side_boards,
    side_boards,
    turn_state,
    with_turn_state,
)

FORMAT = "gnubg"
_B64 = re.compile(r"^[A-Za-z0-9+/]+$")


def _unbase64(text: str, size: int, what: str) -> bytes:
    length = (size * 8 + 5) // 6
    if len(text) != length or not _B64.match(text):
        raise NotationError(f"{text!r} is not a {what}: that is {length} Base64 characters "
                            "(A-Z, a-z, 0-9, + and /)")
    try:
        raw = base64.b64decode(text + "=" * (-len(text) % 4), validate=True)
    except binascii.Error:
        raise NotationError(f"{text!r} is not a {what}: it is not valid Base64") from None
    return raw[:size]


def _base64(raw: bytes) -> str:
    return base64.b64encode(raw).decode("ascii").rstrip("=")


# ---- the Position ID

def position_id(not_on_roll: SideBoard, on_roll: SideBoard) -> str:
    """The Position ID of two boards, each 25 counts in its owner's numbering (bar last)."""
    # each count is that many 1 bits, then a 0 bit, from the lowest bit up: written out as
    # text in that order, the text reversed is the key in binary
    try:
        bits = "".join([_BITS[count] for count in not_on_roll]
                       + [_BITS[count] for count in on_roll])
    except KeyError:
        if min(*not_on_roll, *on_roll) < 0:
            raise ValueError("a board count cannot be negative") from None
        bits = "1" * 81  # more checkers than any Position ID holds
    if len(bits) > 80:
        raise NotationError("a Position ID holds at most 15 checkers a side")
    return _base64(int(bits[::-1], 2).to_bytes(10, "little"))


_BITS = {count: "1" * count + "0" for count in range(81)}  # a count's bits, lowest first


def boards_from_position_id(text: str) -> tuple[SideBoard, SideBoard]:
    """(player not on roll, player on roll), as written in a Position ID."""
    key = int.from_bytes(_unbase64(text, 10, "Position ID"), "little")
    # each count is that many 1 bits and a 0, lowest bit first: the runs between the 0s
    runs = format(key, "080b")[::-1].split("0")
    if len(runs) < 51:
        raise NotationError(f"{text!r} is not a Position ID: its bits run out before "
                            "both players' 25 places are read")
    boards = [[len(run) for run in runs[:25]], [len(run) for run in runs[25:50]]]
    bit = sum(boards[0]) + sum(boards[1]) + 50
    if key >> bit:
        raise NotationError(f"{text!r} is not a Position ID: it has bits after both boards")
    for board in boards:
        if sum(board) > 15:
            raise NotationError(f"{text!r} is not a Position ID: it gives a player "
                                f"{sum(board)} checkers, more than 15")
    return tuple(boards[0]), tuple(boards[1])


# ---- the Match ID

GAME_STATES = ("none", "playing", "over", "resigned", "dropped")


@dataclass(frozen=True)
class MatchKey:
    """Every field of a Match ID; players are GNU Backgammon's 0 and 1, a centred cube's
    owner is 3, a die not rolled is 0."""

    cube: int = 1
    cube_owner: int = 3
    on_roll: int = 1
    crawford: bool = False
    game_state: int = 1
    to_decide: int = 1
    doubled: bool = False
    resigned: int = 0
    dice: tuple[int, int] = (0, 0)
    match_length: int = 0
    score: tuple[int, int] = (0, 0)
    jacoby: bool = False  # the Jacoby rule is in use (bit 66 holds the opposite)


# (field, offset, width) of the little-endian bit field, as the manual lays it out
_LAYOUT = (
    ("cube", 0, 4), ("cube_owner", 4, 2), ("on_roll", 6, 1), ("crawford", 7, 1),
    ("game_state", 8, 3), ("to_decide", 11, 1), ("doubled", 12, 1), ("resigned", 13, 2),
    ("die1", 15, 3), ("die2", 18, 3), ("match_length", 21, 15), ("score0", 36, 15),
    ("score1", 51, 15), ("no_jacoby", 66, 1),
)
# Bit 66 says the Jacoby rule is NOT in use: GNU Backgammon's matchid.c writes the negation of
# its fJacoby flag there and reads it back inverted (its manual's table names the bit
# "Jacoby" without saying so); a match game never plays it, so a match's bit is 1.


def match_id(key: MatchKey) -> str:
    cube_log = key.cube.bit_length() - 1
    if key.cube < 1 or key.cube != 1 << cube_log or cube_log > 15:
        raise NotationError(f"a Match ID holds a cube of 1 to 32768, a power of two, "
                            f"not {key.cube}")
    values = {
        "cube": cube_log, "cube_owner": key.cube_owner, "on_roll": key.on_roll,
        "crawford": int(key.crawford), "game_state": key.game_state,
        "to_decide": key.to_decide, "doubled": int(key.doubled), "resigned": key.resigned,
        "die1": key.dice[0], "die2": key.dice[1], "match_length": key.match_length,
        "score0": key.score[0], "score1": key.score[1], "no_jacoby": int(not key.jacoby),
    }
    bits = 0
    for name, offset, width in _LAYOUT:
        value = values[name]
        if not 0 <= value < 1 << width:
            raise NotationError(f"{name.replace('_', ' ')} {value} does not fit a Match ID")
        bits |= value << offset
    return _base64(bits.to_bytes(9, "little"))


def match_key(text: str) -> MatchKey:
    bits = int.from_bytes(_unbase64(text, 9, "Match ID"), "little")
    v = {name: bits >> offset & ((1 << width) - 1) for name, offset, width in _LAYOUT}
    if v["cube_owner"] == 2:
        raise NotationError(f"{text!r} is not a Match ID: its cube owner is 2 (0, 1 or 3 "
                            "for a centred cube)")
    if v["game_state"] > 4:
        raise NotationError(f"{text!r} is not a Match ID: game state {v['game_state']}")
    for die in ("die1", "die2"):
        if v[die] > 6:
            raise NotationError(f"{text!r} is not a Match ID: a die shows {v[die]}")
    return MatchKey(
        cube=1 << v["cube"], cube_owner=v["cube_owner"], on_roll=v["on_roll"],
        crawford=bool(v["crawford"]), game_state=v["game_state"], to_decide=v["to_decide"],
        doubled=bool(v["doubled"]), resigned=v["resigned"], dice=(v["die1"], v["die2"]),
        match_length=v["match_length"], score=(v["score0"], v["score1"]),
        jacoby=not v["no_jacoby"],
    )


# ---- tavli positions

def _player(side: Side) -> int:
    return 1 if side == 0 else 0  # X is GNU Backgammon's player 1, O its player 0


def _side(player: int) -> Side:
    return 0 if player == 1 else 1


_STATES = {"opening": 0, "playing": 1, "over": 2, "dropped": 4}
_fast_position_id = kernel_function("gnubg_position_id")


def format_gnubg(variant: Variant, position: Position, match: MatchState | None = None) -> str:
    """``PositionID:MatchID`` for a position of a variant with the standard geometry, in a
    game of ``match`` (None: a money game)."""
    pid = None
    if _fast_position_id is not None and position.hand == (0, 0) and fits(variant):
        # the compiled kernel's writer (the same text: tests/test_notation_gnubg.py)
        turn = turn_state(variant, position, FORMAT)
        pid = _fast_position_id(position.points, position.bar, turn.mover)
    if pid is None:  # here every refusal is worded
        x, o = side_boards(variant, position, FORMAT)
        turn = turn_state(variant, position, FORMAT)
        boards = (x, o)
        pid = position_id(boards[other(turn.mover)], boards[turn.mover])
    owner = 3 if position.cube_owner is None else _player(position.cube_owner)
    decides = other(turn.mover) if turn.doubled or turn.state == "dropped" else turn.mover
    mid = _match_text(position.cube, owner, turn.mover, turn.state, decides, turn.doubled,
                      turn.dice, match, match is None and "jacoby" in variant.cube_rules)
    return f"{pid}:{mid}"


@lru_cache(maxsize=4096)
def _match_text(cube: int, owner: int, mover: Side, state: str, decides: Side, doubled: bool,
                dice: tuple[int, int], match: MatchState | None, jacoby: bool) -> str:
    """The Match ID of a position with these fields (the positions of a game share a few,
    so each is worked out once); the higher die first, as GNU Backgammon writes them."""
    key = MatchKey(
        cube=cube, cube_owner=owner, on_roll=_player(mover), game_state=_STATES[state],
        to_decide=_player(decides), doubled=doubled, dice=(max(dice), min(dice)),
        jacoby=jacoby,
    )
    if match is not None:  # X is player 1, so the Match ID's scores are (O's, X's)
        key = replace(key, match_length=match.length, crawford=match.crawford,
                      score=(match.score[1], match.score[0]))
    return match_id(key)


def parse_gnubg(variant: Variant, text: str) -> Position:
    """Read ``PositionID:MatchID`` (or a Position ID alone: X on roll, cube centred)."""
    return parse_gnubg_match(variant, text)[0]


# The texts read lately: the oracle reads a request's position and then its match from the
# same text. Values, kept with their variant (so an id is never another's); bounded.
_READ: dict[tuple[int, str], tuple[Variant, tuple[Position, MatchState | None]]] = {}


def parse_gnubg_match(variant: Variant, text: str) -> tuple[Position, MatchState | None]:
    """Read ``PositionID:MatchID`` with the match it is a game of (None: a money game).
    The match fields must make sense: a score short of the length, and the Crawford flag
    only where the variant plays the Crawford rule and a player is one point short."""
    hit = _READ.get((id(variant), text))
    if hit is not None and hit[0] is variant:
        return hit[1]
    read = _read_gnubg_match(variant, text)
    if len(_READ) >= 64:
        _READ.clear()
    _READ[id(variant), text] = (variant, read)
    return read


def _read_gnubg_match(variant: Variant, text: str) -> tuple[Position, MatchState | None]:
    cleaned = text.strip()
    if len(cleaned) > 100:
        raise NotationError("a GNU Backgammon ID is 27 characters long (PositionID:MatchID)")
    pid, _, mid = cleaned.partition(":")
    not_on_roll, on_roll = boards_from_position_id(pid.strip())
    mid = mid.strip()
    known = _MATCH_IDS.get((id(variant), mid))
    if known is None or known[0] is not variant:
        known = (variant, _match_fields(variant, mid, text))
        if len(_MATCH_IDS) >= 256:
            _MATCH_IDS.clear()
        _MATCH_IDS[id(variant), mid] = known
    turn, cube, owner, match = known[1]
    x, o = (on_roll, not_on_roll) if turn.mover == 0 else (not_on_roll, on_roll)
    position = from_side_boards(variant, x, o, FORMAT, text)
    position = changed(position, cube=cube, cube_owner=owner)
    return with_turn_state(variant, position, turn, FORMAT, text), match


MatchFields = tuple[TurnState, int, Side | None, MatchState | None]
# What a Match ID says, by its text (positions of a game share a few): its fields read and
# checked once. Kept with the variant (so an id is never another's); bounded.
_MATCH_IDS: dict[tuple[int, str], tuple[Variant, MatchFields]] = {}


def _match_fields(variant: Variant, mid: str, text: str) -> MatchFields:
    """The turn, the cube, its owner and the match a Match ID (``mid``, "" for none) says."""
    key = match_key(mid) if mid else MatchKey()
    if key.resigned:
        raise NotationError(f"{text!r}: a resignation is offered; tavli has no resignations")
    if key.game_state == 3:
        raise NotationError(f"{text!r}: the game was resigned; tavli has no resignations")
    if key.cube_owner != 3 and not variant.has_cube:
        raise NotationError(f"{text!r}: the cube has an owner, but {variant.title} has no "
                            "doubling cube")
    owner = None if key.cube_owner == 3 else _side(key.cube_owner)
    state = {0: "opening", 1: "playing", 2: "over", 4: "dropped"}[key.game_state]
    turn = TurnState(_side(key.on_roll), key.dice, key.doubled, state)
    if mid:
        _check_jacoby(variant, key, text)
    return turn, key.cube, owner, _match(variant, key, text)


def _check_jacoby(variant: Variant, key: MatchKey, text: str) -> None:
    """A money game's Match ID says whether the Jacoby rule is in use; the variant as
    loaded must agree (never ignored: it changes what a gammon scores). A match game never
    plays it, whatever the bit says (GNU Backgammon writes 1 there; its manual's example,
    older than the bit, has 0)."""
    if key.match_length or key.jacoby == ("jacoby" in variant.cube_rules):
        return
    said = "is in use" if key.jacoby else "is not in use"
    if "jacoby" in variant.options:
        switch = "on" if key.jacoby else "off"
        raise NotationError(
            f"{text!r}: the Match ID says the Jacoby rule {said}; turn {variant.title}'s "
            f"option 'jacoby' {switch} to read it (the command line's --option jacoby, the "
            "oracle's \"options\": [\"jacoby\"])")
    raise NotationError(f"{text!r}: the Match ID says the Jacoby rule {said}, and "
                        f"{variant.title} has no option to say so")


def _match(variant: Variant, key: MatchKey, text: str) -> MatchState | None:
    if key.match_length == 0:
        if key.crawford or key.score != (0, 0):
            raise NotationError(f"{text!r}: a money game (match length 0) has no match score "
                                "and no Crawford game")
        return None
    score = (key.score[1], key.score[0])
    if max(score) >= key.match_length:
        raise NotationError(f"{text!r}: the score {score[0]}-{score[1]} (X-O) has already "
                            f"ended the {key.match_length}-point match")
    try:
        return MatchState.at(key.match_length, score, crawford=key.crawford,
                             crawford_rule=crawford_rule_of(variant))
    except TavliError as error:
        raise NotationError(f"{text!r}: {error}") from None
