"""The strong bot's evaluation: how good a position is for one side, in pips, with both
sides' terms counted alike, so that the positions left by different replies compare fairly.

Every term is read from the variant, never from a game's name: the race (pip counts, with
checkers waiting on the bar or in hand and pinned checkers still to go all their way),
checkers borne off, points held (more at home), the longest run of them (more for each enemy
checker that still has to pass it), enemy checkers on the bar (more against a home board
that keeps them out), checkers pinned where the game pins, and the blots of the side that
has just moved: each rated by the chance that the next roll gives an enemy checker behind it
a shot (every roll of the variant's dice, single dice and their sums, counted with its
probability) times what being hit or pinned there costs.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from itertools import product

from tavli.bots import WIN, _cross_index, _home_indexes, _pips
from tavli.conditions import PINS
from tavli.position import Position, other, view_of
from tavli.variant import Side, Variant

# Weights, in pips (one pip: one point of the race).
OFF = 1.5  # per checker borne off, so bearing off beats moving inside
POINT = 1.5  # per point held
HOME_POINT = 1.5  # extra per point held in the home zone
PRIME = 1.0  # the longest run of held points: this times (n - 1) * n / 2 for a run of n
TRAPPED = 0.75  # per enemy checker held back by that run, per point of it beyond one
ON_BAR = 3.0  # per enemy checker on the bar: a lost tempo
CLOSED = 8.0  # per enemy checker on the bar, times the chance that his roll cannot enter
PINNED = 6.0  # per checker pinned, plus half the pips it had travelled
ENTRY = 1.0  # what a hit costs beyond the pips travelled: entering again takes a tempo
TEMPO = 4.0  # being the next to move: about half a roll's pips


def judge(variant: Variant, position: Position, side: Side) -> float:
    """How good ``position`` is for ``side``; higher is better."""
    if position.phase == "drawn":
        return 0.0
    if position.phase in ("over", "dropped"):
        return WIN if position.turn == side else -WIN
    opp = other(side)
    views = {side: view_of(variant, position, side), opp: view_of(variant, position, opp)}
    # who moves next: the side on roll (a taker's answer comes before the doubler's roll);
    # before the opening roll, no one yet
    mover = None if position.phase == "opening" else position.turn
    score = 0.0 if mover is None else TEMPO if mover == side else -TEMPO
    length, pins = variant.length, variant.pins
    for who, sign in ((side, 1.0), (opp, -1.0)):
        view, enemy = views[who], views[other(who)]
        value = OFF * position.off[who] - _pips(view, length, pins)
        value += _holding(variant, view, enemy, who) + _bar(variant, view, enemy)
        if pins:
            value -= _pinned(variant, view)
        if mover is not None and who != mover:
            value -= _blot_risk(variant, view, enemy, who)
        score += sign * value
    return score


def _holding(variant: Variant, view: tuple[int, ...], enemy: tuple[int, ...],
             who: Side) -> float:
    """Points held, and the longest run of them with the enemy checkers it holds back."""
    home = _home_indexes(variant)
    length, need = variant.length, variant.blocked_by
    # where pins are played, a lone checker that pins holds its point too
    # (tavli.conditions.held, written out here: this loop runs for every play a bot weighs)
    pins = length + PINS if variant.pins else 0
    score = 0.0
    run = longest = last = 0
    for cell in range(length):
        count = view[cell]
        if count >= need or (pins and count > 0 and view[pins + cell] < 0):
            score += POINT + (HOME_POINT if cell in home else 0.0)
            run += 1
            if run > longest:
                longest, last = run, cell
        else:
            run = 0
    if longest > 1:
        cells = range(last - longest + 1, last + 1)
        behind = _enemies_before(variant, enemy, who, cells)
        score += (PRIME * longest / 2 + TRAPPED * behind) * (longest - 1)
    return score


def _enemies_before(variant: Variant, enemy: tuple[int, ...], who: Side,
                    cells: Iterable[int]) -> int:
    """How many enemy checkers the run of ``cells`` (of ``who``'s track) holds back: those
    within two rolls' dice before its first point on the enemy's track, or on the bar that
    close to it (checkers far before it, or still in hand where all start there, are not
    held back by it yet)."""
    cross = _cross_index(variant, who)
    indexes = [index for index in (cross[cell] for cell in cells) if index is not None]
    if not indexes:
        return 0
    first = min(indexes)
    near = 2 * variant.faces
    on_bar = enemy[variant.length] if first < near else 0
    return on_bar + sum(count for count in enemy[max(0, first - near):first] if count > 0)


def _bar(variant: Variant, view: tuple[int, ...], enemy: tuple[int, ...]) -> float:
    """Enemy checkers on the bar: a tempo each, more when few of his entering numbers are
    open (his entry is the first cells of his track; a held one is closed to him)."""
    on_bar = enemy[variant.length]
    if not on_bar:
        return 0.0
    entry = [cell for cell in range(min(variant.faces, variant.length))]
    closed = sum(1 for cell in entry if enemy[cell] <= -variant.blocked_by)
    fails = (closed / variant.faces) ** variant.dice
    return on_bar * (ON_BAR + CLOSED * fails)


def _pinned(variant: Variant, view: tuple[int, ...]) -> float:
    """What the viewer's pinned checkers cost him beyond the race."""
    start = variant.length + PINS
    return sum(count * (PINNED + 0.5 * (cell + 1))
               for cell, count in enumerate(view[start:start + variant.length]) if count > 0)


def _blot_risk(variant: Variant, view: tuple[int, ...], enemy: tuple[int, ...],
               who: Side) -> float:
    """What ``who``'s blots stand to lose on the enemy's next roll."""
    if variant.single_enemy == "blocked" or variant.blocked_by < 2:
        return 0.0
    length = variant.length
    cross = _cross_index(variant, who)
    waiting = enemy[length] + enemy[length + 1] > 0
    reach = max_reach(variant)
    # an enemy whose checkers on the board may not move yet (where the rules make him enter
    # his checkers on the bar, or in hand, first) shoots with an entering checker, and with
    # the rest of his roll once one is in; with two or more to enter, with one die each
    moving = variant.allow.get("moving-on-board")
    stuck = moving is not None and not moving(enemy)
    many = stuck and enemy[length] + enemy[length + 1] > 1
    far = variant.faces if stuck else reach  # how far a board checker may shoot
    pins = variant.pins
    risk = 0.0
    for cell in range(length):
        if view[cell] != 1 or (pins and view[length + PINS + cell] < 0):
            continue
        there = cross[cell]
        if there is None:
            continue
        shots = [] if many else [there - behind
                                 for behind in range(max(0, there - far), there)
                                 if enemy[behind] > 0]
        if waiting and there + 1 <= (variant.faces if many else reach):
            shots.append(there + 1)
        if not shots:
            continue
        loss = (PINNED + 0.5 * (cell + 1)) if pins else (cell + 1 + ENTRY)
        risk += hit_chance(variant, frozenset(shots)) * loss
    return risk


@cache
def max_reach(variant: Variant) -> int:
    """The farthest a checker can go in one roll: all the dice, doubles as often as played."""
    return max(max(_distances(variant, roll)) for roll in _throws(variant))


@cache
def hit_chance(variant: Variant, shots: frozenset[int]) -> float:
    """The chance that a roll lets some checker cover one of the distances ``shots``."""
    throws = _throws(variant)
    return sum(1 for roll in throws if shots & _distances(variant, roll)) / len(throws)


@cache
def _throws(variant: Variant) -> tuple[tuple[int, ...], ...]:
    return tuple(product(range(1, variant.faces + 1), repeat=variant.dice))


@cache
def _distances(variant: Variant, roll: tuple[int, ...]) -> frozenset[int]:
    """How far one checker can go with ``roll``: each die and each sum of dice; a double,
    where the turn plays it several times, each multiple up to that many."""
    if len(set(roll)) == 1 and variant.dice > 1:
        times = max((part.times for part in variant.turn.get("doubles", ())
                     if part.kind == "double"), default=variant.dice)
        return frozenset(roll[0] * k for k in range(1, max(times, variant.dice) + 1))
    sums: set[int] = set()
    for mask in range(1, 1 << len(roll)):
        sums.add(sum(die for bit, die in enumerate(roll) if mask >> bit & 1))
    return frozenset(sums)
