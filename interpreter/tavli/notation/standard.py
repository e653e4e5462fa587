"""What the standard backgammon notations (GNU Backgammon IDs, XGID, FIBS) share.

They all describe one board of 24 points in two rows of twelve, two dice, a doubling cube and
each player's bar and borne-off checkers, with the players running in opposite directions. A
tavli variant fits them when its geometry is that one (two tracks, X's 24..1 and O's 1..24, two
six-sided dice, at most 15 checkers each) and a single enemy checker is hit, not pinned; a
position fits when it has no checkers in hand and its turn is no more than "roll", "play this
fresh roll", "answer a double" or "over". Everything else is refused with a NotationError that
says why, never approximated.

A board here is each side's 25 counts in its *own* numbering: index i is the side's point i+1,
index 24 its bar, the layout GNU Backgammon uses.
"""

from __future__ import annotations

from dataclasses import dataclass

from tavli.game.turn import start_turn
from tavli.model import position as position_module
from tavli.model.errors import NotationError
from tavli.model.position import Position, changed, other
from tavli.model.variant import SIDE_NAMES, Side, Variant

SideBoard = tuple[int, ...]  # 25 counts: own points 1..24, then the bar

_X_TRACK = tuple(range(24, 0, -1))
_O_TRACK = tuple(range(1, 25))


def check_variant(variant: Variant, fmt: str) -> None:
    """Refuse a variant whose geometry the standard notations cannot describe."""
    problems = []
    board = variant.board
    if variant.sides > 2:  # each holds two players
        problems.append(f"it has {variant.sides} sides ({', '.join(variant.side_names)}), "
                        "not two")
    if board.points != 24:
        problems.append(f"its board has {board.points} points, not 24")
    elif not board.standard:
        problems.append(f"its board is {board.text}, not 24 points in 4 tables of 6")
    elif variant.tracks != (_X_TRACK, _O_TRACK):
        problems.append("its players do not run the standard tracks (X 24..1, O 1..24)")
    if variant.dice != 2 or variant.faces != 6 or variant.fixed_dice or variant.chosen_die:
        problems.append(f"it plays {variant.dice_text}, not two six-sided dice")
    if variant.checkers > 15:
        problems.append(f"it has {variant.checkers} checkers a side, more than 15")
    if variant.pins:
        problems.append("its checkers pin instead of hitting")
    if variant.stack_states:
        problems.append("it has stacked men")
    if variant.stages:
        problems.append("it is played in stages")
    if variant.score_counters:
        problems.append("it keeps score during play")
    if problems:
        raise NotationError(
            f"the {fmt} notation cannot describe {variant.name}: " + "; ".join(problems)
        )


_FITS: dict[int, tuple[Variant, bool]] = {}


def fits(variant: Variant) -> bool:
    """Whether the standard notations can describe ``variant`` (``check_variant`` passes);
    worked out once per variant (a writer asks for every position)."""
    known = _FITS.get(id(variant))
    if known is None or known[0] is not variant:
        try:
            check_variant(variant, "")
            answer = True
        except NotationError:
            answer = False
        if len(_FITS) > 256:  # variants are few; loaded and dropped ones must not pile up
            _FITS.clear()
        known = _FITS[id(variant)] = (variant, answer)
    return known[1]


def side_boards(variant: Variant, position: Position, fmt: str) -> tuple[SideBoard, SideBoard]:
    """X's and O's boards, each in its own numbering; refuses checkers in hand."""
    check_variant(variant, fmt)
    if position.hand != (0, 0):
        raise NotationError(
            f"the {fmt} notation has no place for checkers in hand (X {position.hand[0]}, "
            f"O {position.hand[1]}): every checker must be on a point, on the bar or off"
        )
    points = position.points
    x = (*[count if count > 0 else 0 for count in points], position.bar[0])
    # O's own point 25-p is board point p: his board is the board read backwards
    o = (*[-count if count < 0 else 0 for count in reversed(points)], position.bar[1])
    return x, o


def from_side_boards(
    variant: Variant, x: SideBoard, o: SideBoard, fmt: str, text: str
) -> Position:
    """A position (X to roll, cube centred) from the two boards; the checkers not on the
    board are off. Errors say what is inconsistent."""
    if not fits(variant):
        check_variant(variant, fmt)
    theirs = o[23::-1]  # O's own point 25-p is board point p
    points = tuple([a - b for a, b in zip(x[:24], theirs, strict=True)])
    totals = (sum(x), sum(o))
    # counts are never negative: |a - b| falls short of a + b just where both are there
    if sum(map(abs, points)) != totals[0] - x[24] + totals[1] - o[24]:
        point = next(p for p in range(1, 25) if x[p - 1] and theirs[p - 1])
        raise NotationError(f"{text!r}: board point {point} holds checkers of both players")
    return from_points(variant, points, (x[24], o[24]), fmt, text, totals)


def from_points(variant: Variant, points: tuple[int, ...], bar: tuple[int, int], fmt: str,
                text: str, totals: tuple[int, int] | None = None) -> Position:
    """A position (X to roll, cube centred) from the board's points (X's counts positive,
    O's negative) and the bars; the checkers not there are off (``totals``: each side's
    count on the board and bar, if known)."""
    if not fits(variant):
        check_variant(variant, fmt)
    if totals is None:
        totals = (sum([c for c in points if c > 0]) + bar[0],
                  -sum([c for c in points if c < 0]) + bar[1])
    for side, total in enumerate(totals):
        if total > variant.checkers:
            raise NotationError(
                f"{text!r}: {SIDE_NAMES[side]} has {total} checkers on the board and bar; "
                f"{variant.name} has {variant.checkers} a side"
            )
    off = (variant.checkers - totals[0], variant.checkers - totals[1])
    return position_module.make_position(points, bar, (0, 0), off, 0, "roll", (), (), 1, None,
                                         (), (0, 0), (0, 0), "", (), (), None)


def winner_by_checkers(variant: Variant, position: Position) -> Side | None:
    """The side that has borne off every checker, if one has."""
    for side in (0, 1):
        if position.off[side] == variant.checkers:
            return 0 if side == 0 else 1
    return None


def fresh_turn(variant: Variant, base: Position, dice: tuple[int, int]) -> Position:
    """``base`` (a position waiting for a roll) after ``dice`` are rolled, the stake as
    written: the standard notations carry the stake in their cube field."""
    rolled = start_turn(variant, changed(base, phase="roll", dice=(), rest=()), dice)
    return changed(rolled, cube=base.cube, cube_owner=base.cube_owner)


@dataclass(frozen=True)
class TurnState:
    """Whose turn a standard notation writes, and what that player must do.

    ``mover`` is the side on roll (or who rolled, doubled, or won); ``dice`` (0, 0) when the
    dice are not rolled; ``doubled`` when ``mover`` has offered a double; ``state`` one of
    "opening", "playing", "over", "dropped".
    """

    mover: Side
    dice: tuple[int, int]
    doubled: bool
    state: str


def turn_state(variant: Variant, position: Position, fmt: str) -> TurnState:
    """The turn as the standard notations see it; refuses what they cannot say.

    They have no place for the turn's history (the turns each player has played, the
    doubles he has rolled), so a position whose counts are not 0 is refused: read back, it
    would be a different position wherever the rules depend on the turn. Counts that are
    0 are what reading gives back, and a variant whose rules do not depend on the turn
    keeps them at 0. Nor can they say that a player plays dice his opponent passed over."""
    if any(position.turns) or any(position.doubles):
        raise NotationError(
            f"the {fmt} notation has no place for how many turns each player has played "
            f"or how many doubles he has rolled, on which {variant.name}'s rules depend "
            f"(turns X {position.turns[0]}, O {position.turns[1]}; doubles X "
            f"{position.doubles[0]}, O {position.doubles[1]})"
        )
    if position.chain in ("passed", "moved"):
        how = "passed over" if position.chain == "passed" else "played for him"
        raise NotationError(
            f"the {fmt} notation cannot say that {position.side_name} is to play dice "
            f"{how} by {SIDE_NAMES[other(position.turn)]}: only tavli's native "
            "notation can"
        )
    match position.phase:
        case "opening":
            return TurnState(0, (0, 0), False, "opening")
        case "roll" if not position.rest:
            return TurnState(position.turn, (0, 0), False, "playing")
        case "take-or-drop":
            return TurnState(position.turn, (0, 0), True, "playing")
        case "over":
            return TurnState(position.turn, (0, 0), False, "over")
        case "dropped":
            return TurnState(position.turn, (0, 0), False, "dropped")
        case "drawn":
            raise NotationError(f"the {fmt} notation cannot say that a game is drawn: only "
                                "tavli's native notation can")
        case "play":
            roll = (position.dice[0], position.dice[1]) if len(position.dice) >= 2 else None
            if roll is None or fresh_turn(variant, position, roll) != position:
                raise NotationError(
                    f"the {fmt} notation can only say that {position.side_name} has just "
                    f"rolled two dice; it cannot say that {position.side_name} is to play "
                    f"{'-'.join(map(str, position.dice))}"
                    + (" as part of a chained turn" if position.rest else "")
                )
            return TurnState(position.turn, roll, False, "playing")
    doing = "roll again in the same turn" if position.phase == "roll" else \
        position.phase.replace("-", " ")
    raise NotationError(
        f"the {fmt} notation cannot say that {position.side_name} is to {doing}: only "
        "tavli's native notation can"
    )


def with_turn_state(
    variant: Variant, position: Position, turn: TurnState, fmt: str, text: str
) -> Position:
    """Put the turn a standard notation wrote onto a board read from it."""
    mover = turn.mover
    if turn.state == "opening":
        return changed(position, phase="opening", turn=0)
    if turn.state == "over":
        winner = winner_by_checkers(variant, position)
        if winner is None:
            raise NotationError(f"{text!r} says the game is over, but neither player has "
                                "borne off every checker")
        return changed(position, phase="over", turn=winner)
    if turn.state == "dropped":
        return changed(position, phase="dropped", turn=mover)
    winner = winner_by_checkers(variant, position)
    if winner is not None:  # a board with every checker off is a finished game
        return changed(position, phase="over", turn=winner)
    base = changed(position, turn=mover, phase="roll")
    if turn.doubled:
        if turn.dice != (0, 0):
            raise NotationError(f"{text!r}: a double is offered before the dice are rolled, "
                                "so the dice cannot show a roll")
        if not variant.has_cube:
            raise NotationError(f"{text!r}: {variant.title} has no doubling cube")
        if position.cube_owner == other(mover):
            raise NotationError(f"{text!r}: {SIDE_NAMES[mover]} doubles a cube that "
                                f"{SIDE_NAMES[other(mover)]} owns")
        return changed(base, phase="take-or-drop")
    if turn.dice == (0, 0):
        return base
    if not all(1 <= d <= 6 for d in turn.dice):
        raise NotationError(f"{text!r}: the dice must both be 1 to 6, or both 0 (not rolled)")
    return fresh_turn(variant, base, turn.dice)
