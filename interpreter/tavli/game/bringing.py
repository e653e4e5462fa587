"""What a throw could bring two men onto (``score ... when he could bring a man by each
number onto A and B``): judged on the throw as rolled, before anything is played. Each
number moves one man of the thrower's straight onto a point of its zone, one of A, the other
of B, whichever number goes where. The move is imagined, not played: whatever stands on the
point (the opponent's men of his held corner, FT-19's contre-jan) and every limit on where a
man may land (the opponent's corner never taken, a corner taken two at a time) bound it not,
as the 1852 "Le jeu de trictrac rendu facile" weighs the jan of two tables (§ 124-125) and
hitting the corner (§ 45)."""

from __future__ import annotations

from itertools import permutations

from tavli.model.position import Position, view_of
from tavli.model.score_event import ScoreEvent
from tavli.model.variant import Side, Variant


def could_bring(variant: Variant, position: Position, side: Side, roll: tuple[int, ...],
                event: ScoreEvent) -> bool:
    """Whether ``side`` could bring a man by each number of ``roll`` onto the event's two
    zones: the two men from points he holds (two from one point only where it holds two),
    ``when`` holding on the board thrown on and ``leaving`` once both men are lifted."""
    if event.onto is None or len(roll) != 2:
        return False
    view = view_of(variant, position, side)
    if event.when is not None and not event.when(view):
        return False
    first, second = event.onto
    for one, two in set(permutations(roll)):
        for target in first:
            for other_target in second:
                start, other_start = target - one, other_target - two
                if _lifted(view, variant.length, start, other_start, event):
                    return True
    return False


def _lifted(view: tuple[int, ...], length: int, start: int, other_start: int,
            event: ScoreEvent) -> bool:
    """Whether men of his stand on both points ``start`` and ``other_start`` (two there
    where they are one point), leaving the event's condition holding once lifted."""
    if not (0 <= start < length and 0 <= other_start < length):
        return False
    lifted = list(view)
    lifted[start] -= 1
    lifted[other_start] -= 1
    if lifted[start] < 0 or lifted[other_start] < 0 or view[start] <= 0 \
            or view[other_start] <= 0:
        return False
    return event.leaving is None or event.leaving(tuple(lifted))
