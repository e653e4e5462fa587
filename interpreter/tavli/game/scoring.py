"""Scoring during play (``keep score:``, ``score ...``): each player's counters kept in the
position, scored on a throw, for a play's hits, for the position a play reaches and for
dice a player cannot play; holes made of points; the game won on a count.

A position's ``counters`` hold, counter by counter as ``keep score:`` names them, X's count
then O's, and are ``()`` while all are 0 (one spelling). Points scored past a hole's worth
make holes, the rest carried over. Throws score when rolled, before anything is played; the
other events when the play is made, judged on the mover's view of the position it reaches.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from tavli.game.bringing import could_bring
from tavli.game.filling import could_keep, reachable, ways_to_make
from tavli.game.holes import holes_made
from tavli.game.made import made
from tavli.model.position import Position, other, view_of
from tavli.model.score_event import ScoreEvent
from tavli.model.variant import Side, Variant


def scored(variant: Variant, counters: tuple[int, ...], side: Side, counter: int,
           points: int) -> tuple[int, ...]:
    """The counters after ``side`` scored ``points`` into ``counter``; with holes, every
    hole's worth of points makes a hole and the points past it are carried over."""
    if not points:
        return counters
    values = list(counters or (0,) * (2 * len(variant.score_counters)))
    before = values[2 * counter + side]
    values[2 * counter + side] += points
    if variant.hole_points and counter == 0 and len(values) > 2:
        holes_made(variant, values, side, before)
    return tuple(values) if any(values) else ()


def winner_by_score(variant: Variant, counters: tuple[int, ...], first: Side) -> Side | None:
    """The player whose count reached the game's goal ('the game ends when a player reaches
    N NAME'), ``first`` asked first; None while neither has."""
    if variant.score_goal is None or not counters:
        return None
    counter, goal = variant.score_goal
    for side in (first, other(first)):
        if counters[2 * counter + side] >= goal:
            return side
    return None


def _paid(variant: Variant, counters: tuple[int, ...], mover: Side, event: ScoreEvent,
          times: int, double: bool) -> tuple[int, ...]:
    points = (event.doubles if double else event.points) * times
    return scored(variant, counters, _scorer(mover, event), event.counter, points)


def _scorer(mover: Side, event: ScoreEvent) -> Side:
    """Who scores the event's points: the mover, or his opponent ('to the opponent')."""
    return other(mover) if event.to_opponent else mover


def _is_double(roll: tuple[int, ...]) -> bool:
    return len(roll) > 1 and len(set(roll)) == 1


def score_throw(variant: Variant, position: Position, roll: tuple[int, ...]) -> Position:
    """The position once the player on roll has scored what his throw ``roll`` gives
    ('score ... on ROLL', '... for each hit he could make'), before he plays it."""
    counters = position.counters
    mover = position.turn
    pattern = f"{min(roll)}-{max(roll)}"
    double = _is_double(roll)
    for event in variant.score_events:
        if event.event == "roll":
            times = int(event.roll == pattern or (event.roll == "doubles" and double)
                        or event.showing in roll)
            if times and event.when is not None:  # '... when he has C': on the board thrown on
                times = int(event.when(view_of(variant, position, mover)))
        elif event.event == "could-make":
            times = int(could_make(variant, position, mover, roll, event))
        elif event.event == "could-make-ways" and event.when is not None:
            times = ways_to_make(variant, position, mover, roll, event.when)
        elif event.event == "could-keep" and event.when is not None:
            times = int(could_keep(variant, position, mover, roll, event.when))
        elif event.event == "could-bring":  # FT-19, FT-20: two men, one by each number
            times = int(could_bring(variant, position, mover, roll, event))
        elif event.event in ("possible-hits", "false-hits"):
            times = possible_hits(variant, position, mover, roll, event.zone,
                                  event.one_number, event.event == "false-hits")
        else:
            continue
        counters = _paid(variant, counters, mover, event, times, double)
    if counters == position.counters:
        return position
    return replace(position, counters=counters)


def could_make(variant: Variant, position: Position, side: Side, roll: tuple[int, ...],
               event: ScoreEvent) -> bool:
    """Whether some play of ``roll``, its numbers as thrown, would bring ``side`` where the
    event's condition holds, it not holding yet ('when he could make C'), in a turn its
    timing allows (Trictrac's jan of six tables, on the third throw)."""
    if event.when is None or (event.timing is not None and not event.timing.holds(
            position.turns, position.doubles, side)):
        return False
    view = view_of(variant, position, side)
    if event.when(view):
        return False
    return any(moved and event.when(reached)
               for reached, moved in reachable(variant, position, side, view, roll))


def score_play(variant: Variant, before: Position, after: Position, hits: tuple[int, ...],
               played: int) -> tuple[int, ...]:
    """The counters once the mover of ``before`` made the play that reached ``after``:
    ``hits``, the track cells where it hit; ``played``, how many of the dice it used."""
    counters = after.counters
    mover = before.turn
    double = _is_double(before.dice)
    unplayed = len(before.dice) - played
    seen: tuple[int, ...] | None = None
    for event in variant.score_events:
        times = 0
        if event.event == "hits":
            times = sum(1 for cell in hits if event.zone is None or cell in event.zone)
        elif event.event == "reached" and event.when is not None:
            seen = seen or view_of(variant, after, mover)
            times = int(event.when(seen))
            if times and event.plus_when is not None:  # PJ-15: more where this holds too
                counters = _plus(variant, counters, mover, event, seen)
        elif event.event == "kept" and event.when is not None:  # FT-13: held, and still
            seen = seen or view_of(variant, after, mover)
            times = int(event.when(view_of(variant, before, mover)) and event.when(seen))
        elif event.event == "made" and event.when is not None:
            found = made(variant, before, after, event.when, played)
            if found is not None:
                counters = _paid_made(variant, counters, mover, event, double, *found)
            continue
        elif event.event == "cannot" and before.chain not in ("passed", "moved"):  # his own
            times = int(unplayed > 0 and (event.share == "all" or played == 0))
        elif event.event == "unplayed" and before.chain not in ("passed", "moved"):
            times = unplayed
        counters = _paid(variant, counters, mover, event, times, double)
    return counters


def _paid_made(variant: Variant, counters: tuple[int, ...], mover: Side, event: ScoreEvent,
               double: bool, seen: tuple[int, ...], one_die: bool) -> tuple[int, ...]:
    """A position made, on the view ``seen``: its points (those 'by one die' where it was
    made after the play's first die: PJ-14), and the more points where the added condition
    holds there too (PJ-15)."""
    if one_die and event.one_die:
        counters = scored(variant, counters, _scorer(mover, event), event.counter,
                          event.one_die)
    else:
        counters = _paid(variant, counters, mover, event, 1, double)
    return _plus(variant, counters, mover, event, seen)


def _plus(variant: Variant, counters: tuple[int, ...], mover: Side, event: ScoreEvent,
          seen: tuple[int, ...]) -> tuple[int, ...]:
    """The more points of '..., plus N when COND', where COND holds on ``seen``."""
    if event.plus_when is None or not event.plus_when(seen):
        return counters
    return scored(variant, counters, _scorer(mover, event), event.counter, event.plus)


def possible_hits(variant: Variant, position: Position, side: Side, roll: tuple[int, ...],
                  zone: tuple[int, ...] | None, one_number: bool = False,
                  falsely: bool = False) -> int:
    """How many ways ``roll`` could bring a man of ``side`` from a point he holds onto a
    lone enemy man (in ``zone``, where given): by each number thrown, and, on a throw of
    two, by both in turn through a point he could stop on (one way whichever is first),
    unless ``one_number``. Limits on where his men may stand or go (at most N a point, no
    man beyond a zone) bound no such way: only the enemy's points and the zones taken in
    pairs or closed to him do. ``falsely``: the false hits instead (FT-11)."""
    return _hits_in_view(variant, view_of(variant, position, side), side, roll, zone,
                         one_number, falsely)


def throw_worth(variant: Variant, position: Position, side: Side) -> tuple[float, float]:
    """What ``side``'s next throw of two dice scores on average, for him and for his
    opponent, by the events that depend on the board ('for each hit he could make'): each
    throw weighted by its chance. (0, 0) where no such event is scored or more dice are
    thrown."""
    events = [e for e in variant.score_events if e.event in ("possible-hits", "false-hits")]
    if not events or variant.dice != 2:
        return (0.0, 0.0)
    view = view_of(variant, position, side)
    faces = variant.faces
    worth = [0.0, 0.0]
    for low in range(1, faces + 1):
        for high in range(low, faces + 1):
            chance = (1 if low == high else 2) / faces ** 2
            for event in events:
                ways = _hits_in_view(variant, view, side, (high, low), event.zone,
                                     event.one_number, event.event == "false-hits")
                points = event.doubles if low == high else event.points
                worth[int(event.to_opponent)] += chance * ways * points
    return (worth[0], worth[1])


def _hits_in_view(variant: Variant, view: tuple[int, ...], side: Side, roll: tuple[int, ...],
                  zone: tuple[int, ...] | None, one_number: bool = False,
                  falsely: bool = False) -> int:
    """The true ways (or, ``falsely``, the false ones) ``roll`` could hit a lone enemy man
    in ``zone`` from ``view``. A game that scores false hits rests a way by both numbers on a
    lone enemy man too (FT-10: that man is hit as well), only a point of two closing it."""
    length = variant.length
    targets = [t for t in range(length) if view[t] == -1 and (zone is None or t in zone)]
    if not targets:
        return 0
    numbers = sorted(set(roll))
    paired, closed = _zone_limits(variant, side)
    low, high = (min(paired), max(paired)) if paired else (0, 0)
    blots_rest = _scores_false_hits(variant)

    def open_cell(cell: int) -> bool:
        return cell < length and (view[cell] > -variant.blocked_by
                                  or (blots_rest and view[cell] == -1))

    def alone(start: int, end: int) -> bool:
        """Whether a man could go this way on his own: not over a zone taken and left in
        pairs nor out of a point of it not taken, nor onto the opponent's closed zone; where
        the zone is only taken in pairs, not onto a point of it he does not hold."""
        if end in closed:
            return False
        if variant.pair_take_only:
            return end not in paired or view[end] > 0
        if not paired or end < low or start > high or (
                variant.pair_passed and start < low and end > high):
            return True
        return (start in paired and view[start] >= 2) or end in paired

    def true_ways(target: int) -> int:
        ways = 0
        for number in numbers:
            start = target - number
            if start >= 0 and view[start] > 0 and alone(start, target):
                ways += 1
        start = target - sum(roll)
        if len(roll) == 2 and not one_number and start >= 0 and view[start] > 0 and any(
                open_cell(start + number) and alone(start, start + number)
                and alone(start + number, target) for number in numbers):
            ways += 1
        return ways

    def false_way(target: int) -> bool:
        """FT-11: reached only by both numbers, every resting point held by the opponent
        (two or more men), and not hit truly otherwise."""
        start = target - sum(roll)
        return (len(roll) == 2 and start >= 0 and view[start] > 0
                and all(view[start + number] <= -2 for number in numbers)
                and not true_ways(target))

    if falsely:
        return sum(1 for target in targets if false_way(target))
    return sum(true_ways(target) for target in targets)


@cache
def _scores_false_hits(variant: Variant) -> bool:
    return any(event.event == "false-hits" for event in variant.score_events)


@cache
def _zone_limits(variant: Variant, side: Side) -> tuple[frozenset[int], frozenset[int]]:
    """The cells of the zone taken and left in pairs, and ``side``'s cells of the
    opponent's closed zone (both empty in most games)."""
    closed = frozenset(variant.tracks[side].index(variant.tracks[1 - side][c])
                       for c in variant.closed_zone)
    return frozenset(variant.pair_zone), closed
