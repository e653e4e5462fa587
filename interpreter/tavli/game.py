"""The game as a state machine: the opening, the cube, the end and its score.

Every function here is pure: it takes a position and an action and returns the next position,
or raises an error that says why the action is not allowed there. Chance enters only as
explicit dice, so a game replays exactly from its rolls and decisions.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from tavli.conditions import PINS
from tavli.errors import IllegalActionError
from tavli.position import Pending, Position, other, starting_position, view_of
from tavli.turn import describe_phase, start_turn
from tavli.variant import SIDE_NAMES, Side, Variant


def new_game(variant: Variant) -> Position:
    """The setup, waiting for the opening roll."""
    return replace(starting_position(variant), phase="opening")


def opening_roll(
    variant: Variant, position: Position, x_die: int, o_die: int, *,
    automatic_doubles: bool = True,
) -> Position:
    """Each player rolls one die (BG-07, SN-02, RG-04): the higher starts; equal dice are
    rolled again, doubling the stake first where the variant says so (automatic doubles).
    ``automatic_doubles=False`` is match play: there equal dice are only rolled again.

    What the winner does next is the variant's ``opening winner`` rule: play the two dice
    (BG-08), choose between that and a new roll (RG-04), or roll both dice again for his
    first move (Tavla, Portes): then he is "to roll again", so no double comes before it."""
    if position.phase != "opening":
        raise IllegalActionError(f"the opening roll is over: the position is waiting for "
                                 f"{describe_phase(position)}")
    for die in (x_die, o_die):
        if not 1 <= die <= variant.faces:
            raise IllegalActionError(f"{die} is not a die of d{variant.faces}")
    if x_die == o_die:
        if variant.opening_ties == "double-the-stake" and automatic_doubles:  # BG-07, A6
            top = variant.cube_max or position.cube * 2
            return replace(position, cube=min(position.cube * 2, top))
        return position  # SN-02: just roll again
    starter: Side = 0 if x_die > o_die else 1
    dice = (x_die, o_die) if starter == 0 else (o_die, x_die)
    ready = replace(position, turn=starter, phase="roll", dice=())
    if variant.opening_winner == "plays-both-dice-or-rolls-again":  # RG-04
        return replace(ready, phase="choose-opening", dice=dice)
    if variant.opening_winner == "rolls-both-dice-again":
        return replace(ready, rest=(Pending("roll-again"),))
    return start_turn(variant, ready, dice)  # BG-08, SN-02


def starts(variant: Variant, position: Position, side: Side) -> Position:
    """A game with no opening roll: ``side`` rolls first (in a match, the last game's winner,
    where the match's rules say so)."""
    if position.phase != "opening":
        raise IllegalActionError(f"only a game that has not begun can be started: the "
                                 f"position is waiting for {describe_phase(position)}")
    return replace(position, turn=side, phase="roll")


# ---- the cube (BG-09 .. BG-11)

def may_double(variant: Variant, position: Position) -> bool:
    """Whether the player on roll may offer a double now, before rolling."""
    if variant.cube_max is None or position.phase != "roll" or position.rest:
        return False  # only before the first roll of a turn, not before a roll again (A4)
    if position.cube_owner not in (None, position.turn):  # BG-10: only the taker redoubles
        return False
    return position.cube * 2 <= variant.cube_max


def offer_double(variant: Variant, position: Position) -> Position:
    if not may_double(variant, position):
        raise IllegalActionError(_why_no_double(variant, position))
    return replace(position, phase="take-or-drop")


def _why_no_double(variant: Variant, position: Position) -> str:
    side = position.side_name
    if variant.cube_max is None:
        return f"{variant.title} is played without a doubling cube"
    if position.phase != "roll" or position.rest:
        return f"{side} may double only before the first roll of a turn; the position is " \
               f"waiting for {describe_phase(position)}"
    if position.cube_owner not in (None, position.turn):
        return f"the cube belongs to {SIDE_NAMES[position.cube_owner]}: only the player " \
               "who took the last double may double next"
    return f"the cube is at {position.cube}, and goes no higher than {variant.cube_max}"


def take(variant: Variant, position: Position) -> Position:
    """The double is accepted: the stake doubles and the taker owns the cube (BG-10)."""
    _expect_answer(position)
    return replace(position, phase="roll", cube=position.cube * 2,
                   cube_owner=other(position.turn))


def may_beaver(variant: Variant, position: Position) -> bool:
    """Whether the player offered a double may beaver it: take it and redouble at once."""
    if "beavers" not in variant.cube_rules or position.phase != "take-or-drop":
        return False
    return variant.cube_max is None or position.cube * 4 <= variant.cube_max


def beaver(variant: Variant, position: Position) -> Position:
    """Beavers: the taker redoubles at once and keeps the cube (the stake goes up fourfold)."""
    _expect_answer(position)
    if "beavers" not in variant.cube_rules:
        raise IllegalActionError(f"{variant.title} is played without beavers")
    if not may_beaver(variant, position):
        raise IllegalActionError(f"a beaver would take the cube past {variant.cube_max}")
    return replace(position, phase="roll", cube=position.cube * 4,
                   cube_owner=other(position.turn))


def drop(variant: Variant, position: Position) -> Position:
    """The double is refused: the game ends at the stake before the double (BG-09)."""
    _expect_answer(position)
    return replace(position, phase="dropped")


def _expect_answer(position: Position) -> None:
    if position.phase != "take-or-drop":
        raise IllegalActionError(f"no double has been offered: the position is waiting for "
                                 f"{describe_phase(position)}")


# ---- the end

@dataclass(frozen=True)
class Score:
    """How a game ended: who won, which result (single, gammon, mars, ...), and the points,
    cube and per-checker payment included. A drawn game (an end rule's ``a draw``) has no
    winner, the result ``draw`` and no points."""

    winner: Side | None
    result: str
    points: int

    @property
    def drawn(self) -> bool:
        return self.winner is None

    def __str__(self) -> str:
        if self.winner is None:
            return "the game is drawn: 0 points"
        return f"{SIDE_NAMES[self.winner]} wins a {self.result}: {self.points} point" + (
            "s" if self.points != 1 else ""
        )


DRAW = Score(None, "draw", 0)


def score(variant: Variant, position: Position) -> Score | None:
    """The score of a finished game, or None while it goes on."""
    if position.phase == "dropped":
        return Score(position.turn, "drop", position.cube)
    if position.phase == "drawn":
        return DRAW
    if position.phase != "over":
        return None
    winner = position.turn
    loser = other(winner)
    view = view_of(variant, position, loser)
    # Jacoby: while the cube has not been turned, a gammon or backgammon counts as a single
    jacoby = "jacoby" in variant.cube_rules and position.cube_owner is None
    best = None
    for level in variant.scoring:
        if jacoby and level.when is not None:
            continue
        if level.when is None or level.when(view):
            points = level.points * _checkers_paid(variant, position, loser, level.per_checker)
            if best is None or points > best[1]:
                best = (level.name, points)
    assert best is not None  # the compiler requires a level with no condition
    return Score(winner, best[0], best[1] * position.cube)


def _checkers_paid(variant: Variant, position: Position, loser: Side, rule: str | None) -> int:
    if rule is None:
        return 1
    on_points = position.checkers_of(loser) - position.bar[loser] - position.hand[loser] \
        - position.off[loser]
    if rule == "on-points":  # A10 option
        return on_points
    return variant.checkers - position.off[loser]  # AD-09, A10: every checker not borne off


def pip_count(variant: Variant, position: Position, side: Side) -> int:
    """Pips ``side`` still has to travel: own point number per checker, a full track for
    checkers on the bar or in hand."""
    view = view_of(variant, position, side)
    length = variant.length
    total = sum((length - i) * c for i, c in enumerate(view[:length]) if c > 0)
    if variant.pins:  # a pinned checker still has its way to go
        pinned = view[length + PINS:length + PINS + length]
        total += sum((length - i) * c for i, c in enumerate(pinned) if c > 0)
    return total + (length + 1) * (position.bar[side] + position.hand[side])
