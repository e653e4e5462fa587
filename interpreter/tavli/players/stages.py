"""What the heuristic bot knows of games played in stages (stacked men): how far each side
has come through its stages, and, in a stage whose dice name points, how many throws the
work left there will take; in a last race where the sides no longer meet, how many throws
bearing off will take.

In a stage whose dice name points a die lays down, raises, bears off or enters a man on the
point of its number only, so the race in pips says nothing there: the stage lasts until the
number with the most work left has been thrown often enough, and a number that names a
point with nothing to do is a die lost (or, where unplayed dice pass, the opponent's). Both
are in the expected number of throws the work takes (:func:`throws_to_finish`): spreading a
double's steps so that the biggest piles shrink, and keeping numbers usable, shortens it.
Nothing here knows a game by name.
"""

from __future__ import annotations

from functools import cache
from math import comb

from tavli.game.stacking import on_top
from tavli.model.position import Position, other, view_of
from tavli.model.variant import Side, Variant

STEP_COST = 4.0  # per step no die can ever make (a point its number cannot name)
PASSED_COST = 4.0  # per die passed to an opponent whose dice move men (about a step)
# per stage left behind: more than any stage's work (three steps on each number of two dice
# take some 16 throws, 112 pips), so a play never prefers to stay in a stage
STAGE_BONUS = 400.0


def in_named_stage(variant: Variant, position: Position, side: Side) -> bool:
    """Whether ``side`` is in a stage whose dice name points (not one where they move men)."""
    index = position.counters[side] if position.counters else 0
    return bool(variant.stages) and variant.stages[index].step != "move"


def stage_score(variant: Variant, position: Position, side: Side) -> float:
    """The stages' part of ``side``'s score: his progress less the opponent's, the
    opponent's counted after he plays the dice ``side`` has just passed him."""
    if not variant.stages:
        return 0.0
    opp = other(side)
    passed: tuple[int, ...] = ()
    if position.phase == "play" and position.chain == "passed" and position.turn != side:
        passed = position.dice  # dice he gave the opponent, who plays them now
    score = _progress(variant, position, side) - _progress(variant, position, opp, passed)
    if passed and not in_named_stage(variant, position, opp):
        score -= PASSED_COST * len(passed)  # they move his men: about a step each
    return score


def _progress(variant: Variant, position: Position, side: Side,
              passed: tuple[int, ...] = ()) -> float:
    """``side``'s stage bonus less, in a stage whose dice name points, the pips of the
    throws its work will take (after he plays ``passed``, dice thrown for him)."""
    index = position.counters[side] if position.counters else 0
    if variant.stages[index].step == "move":
        return STAGE_BONUS * index
    work, stuck = work_by_number(variant, position, side)
    for die in passed:  # a die of 0 is a step of a double's total: on any point
        number = max(range(len(work)), key=work.__getitem__) if die == 0 else die - 1
        if number < len(work) and work[number] > 0:
            work[number] -= 1
    throw = variant.dice * (variant.faces + 1) / 2  # a throw's pips, to weigh with the race
    return (STAGE_BONUS * index - STEP_COST * stuck
            - throw * throws_to_finish(tuple(sorted(w for w in work if w)), variant.dice,
                                       variant.faces))


def work_by_number(variant: Variant, position: Position, side: Side) -> tuple[list[int], int]:
    """The steps ``side`` still has to make in his stage whose dice name points, per number
    of the dice (index n - 1 for n), and those on points no number names."""
    stage = variant.stages[position.counters[side] if position.counters else 0]
    view = view_of(variant, position, side)
    length, last = variant.length, len(variant.stack_states) - 1
    setup = dict(variant.setups[side])
    work, stuck = [0] * variant.faces, 0
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
        named = length + 1 - point if stage.start else point
        if named <= variant.faces:
            work[named - 1] += left
        else:
            stuck += left
    return work, stuck


@cache
def throws_to_finish(work: tuple[int, ...], dice: int, faces: int) -> float:
    """The expected number of throws of ``dice`` dice of ``faces`` faces until each number
    has come up as often as its work (``work``: the counts of the numbers with any), taking
    the numbers' counts as independent: the sum over t of the chance of not being done after
    t throws. Equal work on more numbers takes fewer throws than on fewer, and the number
    with the most work sets the pace."""
    chance = 1.0 / faces
    expected, throws = 0.0, 0
    while True:
        rolled = dice * throws
        done = 1.0
        for need in work:  # the chance that this number came up ``need`` times or more
            done *= 1.0 - sum(comb(rolled, k) * chance ** k * (1 - chance) ** (rolled - k)
                              for k in range(min(need, rolled + 1)))
        if 1.0 - done < 1e-6 or throws > 1000:
            return expected
        expected += 1.0 - done
        throws += 1


@cache
def dice_to_bear_off(faces: int, distance: int) -> float:
    """The expected dice a lone man ``distance`` from the end needs to bear off where any
    die at least his distance bears him off from any point: one die, and a smaller one
    first moves him on."""
    return 1.0 + sum(dice_to_bear_off(faces, distance - die)
                     for die in range(1, min(faces + 1, distance))) / faces


def bear_off_race(variant: Variant, view: tuple[int, ...]) -> float | None:
    """The race of a side whose men no longer meet the opponent's, in pips: the throws
    bearing off his men will take, at a throw's average pips. A throw is its dice, each man
    needing some (:func:`dice_to_bear_off`); and each die bears off at most one man, so a
    throw no more than its dice's count: three men near the end take two throws where a man
    on the last point of the quarter and one near the end may take one. Pips alone would
    rate moving a man on as high as bearing one off. None where a die past the end does not
    bear off from any point, or a man waits to enter."""
    length, faces, dice = variant.length, variant.faces, variant.dice
    if variant.bear_off != "exact-or-higher-anywhere" or view[length] or view[length + 1]:
        return None
    men = sum(count for count in view[:length] if count > 0)
    needed = sum(count * dice_to_bear_off(faces, length - index)
                 for index, count in enumerate(view[:length]) if count > 0)
    return max(-(-men // dice), needed / dice) * dice * (faces + 1) / 2
