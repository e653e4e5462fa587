"""What a hole does besides counting (Trictrac): ``a hole wipes the opponent's points``,
``a hole taken unanswered counts 2`` and ``a hole made by his own throw lets him go on or
start over``. A hole made by the points his own throw scores, before he plays it, offers
him the choice (the ``hole`` decision, as an action): to go on, playing the throw, or to
start over, the men set up again, every point wiped and the holes kept; the throw is then
spent and the opponent rolls. A hole the opponent's throw gives him offers nothing: he
plays on. A hole made by the points of bearing off all (scored on the play) offers the same
choice once the men are set up again."""

from __future__ import annotations

from dataclasses import replace

from tavli.game.releve import set_up_again
from tavli.model.decision import HOLE
from tavli.model.position import Pending, Position, other
from tavli.model.score_event import UNANSWERED
from tavli.model.variant import Side, Variant


def holes_made(variant: Variant, values: list[int], side: Side, before: int) -> None:
    """``side`` scored points into ``values`` (his points were ``before``): the holes they
    make, and what the hole rules do with the counts (in place)."""
    opp = other(side)
    flags = 2 * variant.score_counters.index(UNANSWERED) if variant.hole_unanswered else 0
    if variant.hole_unanswered:
        if before == 0:  # his points begin: unanswered while the opponent has none (or,
            # by either player, whatever the opponent has: FT-08, § 144)
            values[flags + side] = int(variant.hole_either or values[opp] == 0)
        values[flags + opp] = 0  # the opponent's points are answered
    holes, values[side] = divmod(values[side], variant.hole_points)
    if not holes:
        return
    if variant.hole_either:  # the first as flagged; the points past it, scored at once, are
        # unanswered (§ 147: 8 and 18 make a simple hole and a double)
        holes = (variant.hole_unanswered if values[flags + side] else 1) \
            + (holes - 1) * variant.hole_unanswered
    elif variant.hole_unanswered and values[flags + side]:
        holes *= variant.hole_unanswered
    values[2 + side] += holes
    if variant.hole_wipes:
        values[opp] = 0
    if variant.hole_unanswered:  # the points past the hole begin again
        values[flags + opp] = 0
        values[flags + side] = int(values[side] > 0 and values[opp] == 0)


def offers_choice(variant: Variant, before: Position, after: Position, side: Side) -> bool:
    """Whether ``side`` made a hole from ``before`` to ``after`` and may choose now."""
    if not any(d.name == HOLE and not d.kept for d in variant.decisions):
        return False
    held = before.counters[2 + side] if before.counters else 0
    return bool(after.counters) and after.counters[2 + side] > held


def choice_waits(position: Position, thrown: tuple[int, ...]) -> Position:
    """The position waiting for the scorer's choice, the throw to play if he goes on."""
    return replace(position, phase="decide", dice=(), rest=(Pending("decide", thrown,
                                                                    decision=HOLE),))


def set_up_after_all_off(variant: Variant, before: Position, after: Position,
                         side: Side) -> Position:
    """``side`` has borne off his last man (``before`` his play, ``after`` it, scored): the
    men set up again, he to throw (FT-16); where the points of bearing off made him a hole,
    he first stays or goes (FT-23, the 1852 book § 118, 155): either way the men are set up
    and he throws first, going wiping every point."""
    set_up = set_up_again(variant, after, side)
    return choice_waits(set_up, ()) if offers_choice(variant, before, after, side) else set_up


def started_over(variant: Variant, position: Position) -> Position:
    """The men set up again, every point (and unanswered flag) wiped, the holes kept; the
    opponent of the scorer to roll, or the scorer where he throws first (FT-17)."""
    counters = [0] * len(position.counters)
    counters[2:4] = position.counters[2:4]
    first = position.turn if variant.hole_starter_first else other(position.turn)
    return set_up_again(variant, position, first, tuple(counters) if any(counters) else ())
