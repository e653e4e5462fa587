"""What the heuristic bot knows of games played in stages (stacked men): how far each side
has come through its stages, and, in a stage whose dice name points, how much work is left
and how many of the dice's numbers still name a point with work to do.

In such a stage a die lays down, raises, bears off or enters a man on the point of its number
only, so the race in pips says nothing there: what counts is the steps still to make, and
keeping as many numbers usable as one can (a number that names a point with nothing to do is
lost, or, where unplayed dice pass, the opponent's). Nothing here knows a game by name.
"""

from __future__ import annotations

from tavli.game.stacking import on_top
from tavli.model.position import Position, other, view_of
from tavli.model.variant import Side, Variant

STAGE_BONUS = 40.0  # per stage left behind: a stage is worth more than any play inside one
STEP_COST = 4.0  # per step still to make in a stage whose dice name points
USABLE_BONUS = 2.0  # per number of the dice that names a point with work to do
PASSED_COST = 4.0  # per die the opponent plays for himself, passed by the mover


def in_named_stage(variant: Variant, position: Position, side: Side) -> bool:
    """Whether ``side`` is in a stage whose dice name points (not one where they move men)."""
    index = position.counters[side] if position.counters else 0
    return bool(variant.stages) and variant.stages[index].step != "move"


def stage_score(variant: Variant, position: Position, side: Side) -> float:
    """The stages' part of ``side``'s score: his progress less the opponent's, less what the
    dice he has just passed give the opponent."""
    if not variant.stages:
        return 0.0
    score = _progress(variant, position, side) - _progress(variant, position, other(side))
    if position.phase == "play" and position.chain == "passed" and position.turn != side:
        score -= PASSED_COST * len(position.dice)  # dice he gave the opponent
    return score


def _progress(variant: Variant, position: Position, side: Side) -> float:
    index = position.counters[side] if position.counters else 0
    stage = variant.stages[index]
    score = STAGE_BONUS * index
    if stage.step == "move":
        return score
    view = view_of(variant, position, side)
    length, last = variant.length, len(variant.stack_states) - 1
    setup = dict(variant.setups[side])
    work = usable = 0
    for point in range(1, length + 1):
        count = max(0, view[length - point])
        board = variant.point_of(side, point) - 1
        state = position.stacks[board] if position.stacks else 0
        top = on_top(state, count, last)
        if stage.step == "unstack":
            left = top
        elif stage.step == "restack":
            left = count - 1 - top if count > 1 else 0
        elif stage.step == "bear-off":
            left = count
        else:  # entering borne-off men, up to the set-up's count
            left = min(max(0, setup.get(point, 0) - count), position.off[side])
        work += left
        named = length + 1 - point if stage.start else point
        usable += bool(left) and named <= variant.faces
    return score - STEP_COST * work + USABLE_BONUS * usable
