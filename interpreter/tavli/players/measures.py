"""What every bot measures of a position, read from the variant: the pips still to go, the
home points, where a point stands on the opponent's track, the race and whether there is
contact. The bots of this package build on these; nothing here knows a bot.
"""

from __future__ import annotations

from functools import cache

from tavli.model.conditions import PINS
from tavli.model.position import Position, other, view_of
from tavli.model.variant import Side, Variant

#: Score of a won game: beats every other consideration.
WIN = 10_000.0


def pips(view: tuple[int, ...], length: int, pins: bool) -> int:
    """Pips still to go: each checker on the track, a whole track for one on the bar or in
    hand, and, where pins are played, each pinned checker from where it is pinned (a pinned
    checker has all its way still to go: being pinned is no progress)."""
    on_track = sum((length - index) * count for index, count in enumerate(view[:length])
                   if count > 0)
    pinned = 0 if not pins else sum(  # pins stand after the track only where pins are played
        (length - index) * count
        for index, count in enumerate(view[length + PINS:length + PINS + length]) if count > 0)
    return on_track + pinned + (length + 1) * (view[length] + view[length + 1])



@cache
def home_indexes(variant: Variant) -> frozenset[int]:
    return frozenset(variant.zones.get("home", ()))


@cache
def cross_index(variant: Variant, side: Side) -> tuple[int | None, ...]:
    """For each index of ``side``'s track, the index of the same point on the opponent's."""
    theirs = {point: index for index, point in enumerate(variant.tracks[other(side)])}
    return tuple(theirs.get(point) for point in variant.tracks[side])


# ---- the race, for the cube

def race_lead(variant: Variant, position: Position, side: Side) -> float:
    """``side``'s lead in the race as a share of his own pip count (negative: behind)."""
    mine = pips(view_of(variant, position, side), variant.length, variant.pins)
    theirs = pips(view_of(variant, position, other(side)), variant.length, variant.pins)
    return (theirs - mine) / max(mine, 1)


def has_contact(variant: Variant, position: Position) -> bool:
    """Whether some checker can still meet an opposing one: a checker waiting on the bar or
    in hand, or one standing behind an opposing checker on its owner's track."""
    if any(position.bar) or any(position.hand):
        return True
    for side in (0, 1):
        sign = 1 if side == 0 else -1
        own = [index for index, point in enumerate(variant.tracks[side])
               if position.points[point - 1] * sign > 0]
        enemy = [index for index, point in enumerate(variant.tracks[side])
                 if position.points[point - 1] * sign < 0]
        if own and enemy and min(own) < max(enemy):
            return True
    return False
