"""More throws after the end (``after a player bears off all: the opponent gets N more
throws [until he has COND]``): the game goes on when one player has borne off all, the
other throwing N more times to score (Piprjall's extra throws, PJ-17), the first passing;
then, or as soon as the condition holds for the one throwing, the first to bear off has won.

What is left of the throws is the position's last counter, ``throws`` (``| throws X 0 O 5``),
held for the side that throws them; a throw is one turn, every part of it.
"""

from __future__ import annotations

from dataclasses import replace

from tavli.model.position import Position, other, view_of
from tavli.model.score_event import THROWS
from tavli.model.variant import Side, Variant


def throws_left(variant: Variant, position: Position, side: Side) -> int:
    """The more throws ``side`` has left (0 where he has none)."""
    if not variant.extra_throws or not position.counters:
        return 0
    return position.counters[2 * variant.score_counters.index(THROWS) + side]


def _with_throws(variant: Variant, position: Position, side: Side, left: int) -> Position:
    at = 2 * variant.score_counters.index(THROWS) + side
    values = list(position.counters or (0,) * (2 * len(variant.score_counters)))
    values[at] = left
    return replace(position, counters=tuple(values) if any(values) else ())


def _over(variant: Variant, position: Position, winner: Side) -> Position:
    """The game over, won by ``winner``, with no throws left."""
    ended = _with_throws(variant, position, other(winner), 0)
    return replace(ended, turn=winner, phase="over", dice=(), rest=(), chain="")


def _done(variant: Variant, position: Position, side: Side) -> bool:
    """Whether ``side`` can throw no more: the condition that ends his throws holds."""
    until = variant.extra_until
    return until is not None and until(view_of(variant, position, side))


def all_off(variant: Variant, after: Position, mover: Side, ended: Position) -> Position:
    """``mover`` has just borne off his last man, reaching ``after``: the game is over unless
    his opponent now throws more (``ended``: ``after`` with the mover's turn over, the
    opponent to roll). One who bears off all while throwing more has not won: the other,
    first off, has."""
    opponent = other(mover)
    if throws_left(variant, after, mover):
        return _over(variant, after, opponent)
    if after.off[opponent] == variant.checkers or _done(variant, after, opponent):
        return _over(variant, after, mover)
    return _with_throws(variant, ended, opponent, variant.extra_throws)


def turn_over(variant: Variant, before: Position, ended: Position) -> Position:
    """The turn of ``before``'s player is over (``ended``, as the turn order has it): one
    of his more throws, if he is throwing them, is spent; with none left, or the condition
    holding for him, the first to bear off has won, else he throws again."""
    side = before.turn
    left = throws_left(variant, before, side)
    if not left:
        return ended
    if left == 1 or _done(variant, ended, side):
        return _over(variant, ended, other(side))
    return replace(_with_throws(variant, ended, side, left - 1), turn=side)
