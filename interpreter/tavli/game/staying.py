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
from typing import Protocol

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

    def whole(view: View) -> bool:
        cells = search._cell_of_opponent  # the opponent's track index -> the mover's cell
        root = search._root
        for zone, each in rules:
            points = [cells[index] for index in zone]
            if not any(view[c] > max(root[c], 0) for c in points):
                continue  # no man of his came to stay in it
            if could_still_make(view, cells, zone, each, view[bar] + view[hand]):
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
