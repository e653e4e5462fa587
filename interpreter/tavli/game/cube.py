"""The doubling cube (BG-09 .. BG-11): who may double, take, beaver or drop, and when.

Pure functions of a position: each returns the next position or raises an error that says
why the action is not allowed there.
"""

from __future__ import annotations

from tavli.game.turn import describe_phase
from tavli.model.errors import IllegalActionError
from tavli.model.position import Position, changed, other
from tavli.model.variant import SIDE_NAMES, Variant


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
    return changed(position, phase="take-or-drop")


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
    return changed(position, phase="roll", cube=position.cube * 2,
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
    return changed(position, phase="roll", cube=position.cube * 4,
                   cube_owner=other(position.turn))


def drop(variant: Variant, position: Position) -> Position:
    """The double is refused: the game ends at the stake before the double (BG-09)."""
    _expect_answer(position)
    return changed(position, phase="dropped")


def _expect_answer(position: Position) -> None:
    if position.phase != "take-or-drop":
        raise IllegalActionError(f"no double has been offered: the position is waiting for "
                                 f"{describe_phase(position)}")
