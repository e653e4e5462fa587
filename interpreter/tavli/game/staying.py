"""The opponent's zones a man may not stay in while the opponent could still make them
(``never stay in the opponent's ZONE while he could still make at least N on each point of
it``): Trictrac's forbidden jans (FT-21; the laws § XIV, the 1852 book § 61).

"Could still make" is counted, not searched: the zone's points taken in the order the
opponent's men reach them, his men on its first k points or not yet come to them (on the
points before it, on the bar, in hand) number at least N times k, for every k. Men only go
forward, so that many are needed to put N on each of those points, and are enough whatever
the dice (the sources give no other test; the men of the mover already standing there are
not counted against it). A man may rest on such a point between two numbers, going on with
the second ("emprunter le passage", the Traité ch. III): only where the play ends is judged,
so the rule is a filter on whole plays (``Generator.complete``), weighed before the
forced-play rule: a number that could only be played into such a zone is not playable.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from tavli.model.conditions import OPP_BAR, OPP_HAND, opponent_cells
from tavli.model.variant import Variant

View = tuple[int, ...]


class _Search(Protocol):
    """What the rule reads of the search (tavli.game.movegen.Generator)."""

    variant: Variant
    length: int
    _root: View
    _cell_of_opponent: tuple[int, ...]


def staying(search: _Search) -> Callable[[View], bool] | None:
    """Whether a view at the end of a play leaves no man of the mover newly on a point of an
    opponent's zone he could still make; None where the game has no such rule."""
    rules = search.variant.stay_forbidden
    if not rules:
        return None
    length = search.length
    hand = opponent_cells(length, False) + OPP_HAND  # no pins: refused with them
    bar = length + OPP_BAR

    # each zone's points as the mover's cells, with how many of his men stood there when the
    # search began: the same for every view of one search, so made once for its root
    made: list[Any] = [None, None, ()]

    def zones() -> tuple[tuple[tuple[tuple[int, int], ...], tuple[int, ...], int], ...]:
        cells, root = search._cell_of_opponent, search._root
        if made[0] is not cells or made[1] is not root:  # (held: never another's address)
            made[:] = [cells, root, tuple(
                (tuple((cells[index], max(root[cells[index]], 0)) for index in zone), zone,
                 each) for zone, each in rules)]
        found: tuple[tuple[tuple[tuple[int, int], ...], tuple[int, ...], int], ...] = made[2]
        return found

    def whole(view: View) -> bool:
        for points, zone, each in zones():
            if not any(view[cell] > stood for cell, stood in points):
                continue  # no man of his came to stay in it
            if could_still_make(view, search._cell_of_opponent, zone, each,
                                view[bar] + view[hand]):
                return False
        return True

    return whole


def could_still_make(view: View, cells: tuple[int, ...], zone: tuple[int, ...], each: int,
                     waiting: int) -> bool:
    """Whether the opponent's men (negative in the mover's ``view``; ``waiting`` of them on
    the bar or in hand) could still put ``each`` on every point of ``zone`` (his track
    indexes): for its first k points, at least ``each`` times k of them on or before them."""
    ordered = sorted(zone)
    behind = waiting
    index = 0
    for k, point in enumerate(ordered, 1):
        while index <= point:
            behind += max(-view[cells[index]], 0)
            index += 1
        if behind < each * k:
            return False
    return True
