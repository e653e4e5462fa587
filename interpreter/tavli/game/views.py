"""A mover's view back to the board: the points, bar, hand, off and pins of the position a
view (tavli.model.conditions.View) describes."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from operator import itemgetter, neg

from tavli.model.conditions import (
    BAR,
    HAND,
    OFF,
    OPP_BAR,
    PINS,
    View,
    opponent_cells,
    stack_cells,
)
from tavli.model.position import Position
from tavli.model.variant import Side, Variant


def pins_after(variant: Variant, side: Side, view: View) -> tuple[int, ...]:
    """The board's pins (per board point, +X / -O pinned) from ``side``'s view; () for none."""
    if not variant.pins:
        return ()
    cells = view[variant.length + PINS:variant.length + PINS + variant.length]
    pinned = _board_order(variant, side)(cells)
    if not any(pinned):
        return ()
    return pinned if side == 0 else tuple(map(neg, pinned))


def board_after(variant: Variant, side: Side, view: View, position: Position) -> tuple[
    tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]
]:
    """Points, bar, hand and off of the position whose ``side`` view is ``view``."""
    length = variant.length
    # a take (tavli.game.taking) sends an enemy checker to his hand: read it from the view
    theirs = view[variant.beyond_at - 2] if variant.take else position.hand[1 - side]
    if side == 0:
        points = _board_order(variant, 0)(view)
        bar = (view[length + BAR], view[length + OPP_BAR])
        hand = (view[length + HAND], theirs)
        off = (view[length + OFF], position.off[1])
    else:
        points = tuple(map(neg, _board_order(variant, 1)(view)))
        bar = (view[length + OPP_BAR], view[length + BAR])
        hand = (theirs, view[length + HAND])
        off = (position.off[0], view[length + OFF])
    return points, bar, hand, off


@cache
def _board_order(variant: Variant, side: Side) -> Callable[[View], tuple[int, ...]]:
    """Picks, for each board point 1..N, the cell of ``side``'s view that holds it (a point
    off his track among the cells after the rest: Variant.beyond)."""
    track, beyond = variant.tracks[side], variant.beyond[side]
    return itemgetter(*(track.index(point) if point in track
                        else variant.beyond_at + beyond.index(point)
                        for point in range(1, variant.board.points + 1)))


def stacking_after(variant: Variant, side: Side, view: View, position: Position) -> tuple[
    tuple[int, ...], tuple[int, ...]
]:
    """The board's stack states (per board point, () when all plain) and each side's stage
    (() while both are in the first) from ``side``'s view; the position's own where the
    variant has neither."""
    if not variant.stacked:
        if variant.lapsing is not None:  # whether he has landed (tavli.game.lapsing)
            return position.stacks, _landed_after(variant, side, view, position)
        return position.stacks, position.counters
    at = stack_cells(variant.length, variant.pins)
    stacks = _board_order(variant, side)(view[at:at + variant.length])
    mine, theirs = view[at + variant.length], view[at + variant.length + 1]
    counters = (mine, theirs) if side == 0 else (theirs, mine)
    return (stacks if any(stacks) else ()), (counters if any(counters) else ())


def many_after(variant: Variant, side: Side, view: View, position: Position) -> tuple[
    tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]
]:
    """Points, owners, bar, hand and off after ``side`` played to ``view``, where more than
    two sides play: a point of his track that held another side's checker and holds none of
    it now was hit (a checker that hit may have moved on), and the hit checker goes to its
    own side's bar."""
    length = variant.length
    points = list(position.points)
    owners = list(position.owners or (0,) * len(points))
    bar = list(position.bar)
    for cell, point in enumerate(variant.tracks[side]):
        board = point - 1
        count = view[cell]
        mine = owners[board] == side
        if count == (points[board] if mine else -points[board]):
            continue
        if count >= 0 and not mine and points[board]:
            bar[owners[board]] += points[board]  # a hit: the blot goes to its side's bar
        points[board] = max(count, 0)
        owners[board] = side if count > 0 else 0
    hand = list(position.hand)
    off = list(position.off)
    bar[side] = view[length + BAR]
    hand[side] = view[length + HAND]
    off[side] = view[length + OFF]
    return (tuple(points), tuple(owners) if any(owners) else (), tuple(bar), tuple(hand),
            tuple(off))


def _landed_after(variant: Variant, side: Side, view: View,
                  position: Position) -> tuple[int, ...]:
    """The position's counters with ``side``'s lapsing-limit flag as his view says it (the
    cell after the opponent's hand and off: tavli.game.lapsing)."""
    at = variant.landed_at
    counters = list(position.counters or (0,) * variant.counter_slots)
    counters[at + side] = view[opponent_cells(variant.length, variant.pins) + 2]
    return tuple(counters) if any(counters) else ()
