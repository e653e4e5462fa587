"""Two step rules of the reference search (tavli.game.movegen) that look past the point a
step lands on: a step may not pass over checkers ('never pass over own checkers', '... over
occupied points'), and a checker that lands in a zone hits a lone enemy checker on the point
across the board ('a checker that lands in ZONE hits a lone enemy checker facing it').
Tourne-Case has both.
"""

from __future__ import annotations

from collections.abc import Mapping

from tavli.model.conditions import OPP_BAR

# A raw step of the search: (origin index, target index, die, hit); origin < 0 is the bar or
# the hand, target == the track's length is off.
_RawStep = tuple[int, int, int, bool]
_View = tuple[int, ...]


def passes(view: _View, step: _RawStep, any_checker: bool) -> bool:
    """Whether ``step`` goes over a point it may not pass, on ``view`` before the step: one
    holding the mover's own checkers, or (``any_checker``) any checker. From the bar or the
    hand the way starts before the track's first point; the points passed are those strictly
    between where the checker stands and where it lands (or the end, bearing off)."""
    start = max(step[0], -1) + 1
    if any_checker:
        return any(view[c] != 0 for c in range(start, step[1]))
    return any(view[c] > 0 for c in range(start, step[1]))


def hit_across(after: _View, step: _RawStep, facing: Mapping[int, int],
               length: int) -> tuple[_View, _RawStep]:
    """``after`` and ``step`` once a checker landing on a cell of the hit-facing zone has hit
    a lone enemy checker on the point across the board (``facing``: the zone's cells with the
    cell of the point facing each): that checker goes to the bar, and the step is marked as a
    hit. Unchanged where the step lands elsewhere or no lone enemy checker faces it."""
    across = facing.get(step[1])
    if across is None or after[across] != -1:
        return after, step
    cells = list(after)
    cells[across] = 0
    cells[length + OPP_BAR] += 1
    return tuple(cells), (step[0], step[1], step[2], True)
