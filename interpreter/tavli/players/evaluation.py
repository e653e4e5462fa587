"""The strong bot's evaluation: how good a position is for one side, in pips of the race,
with both sides' terms counted alike, so that the positions left by different replies compare
fairly.

A position is described by :data:`FEATURES`, each counted for the side and for the enemy and
taken as the difference, and every one read from the variant, never from a game's name: the
race (pip counts, with checkers waiting on the bar or in hand and pinned checkers still to go
all their way), checkers borne off, points held (more at home, and anchors in the enemy's
home), the longest run of them (more for each enemy checker that still has to pass it),
enemy checkers on the bar (more against a home board that keeps them out), pinned checkers,
blots, stacked checkers and checkers still in the first quarter, and the blots of the side
that has just moved, each rated by the chance that the next roll gives an enemy checker
behind it a shot (every roll of the variant's dice, single dice and their sums, counted with
its probability), by how far it has come, and by the enemy's home board it would re-enter.
Where the rules let a player's own checkers close his entry (at most so many on a point
there: Ludus Anglicorum's starting quarter), the ``shut`` terms count what his own add to the
chance that a checker on the bar, or a blot once hit, cannot come in.

The evaluation is the weighted sum of the features, and the weights come from one of two
places (:func:`weights_for`):

- **fitted** to a teacher, GNU Backgammon, in the games played on its board: the sides run
  opposite ways round it, a lone checker is hit, two close a point.
  ``tools/fit_evaluation.py`` plays Backgammon and Nackgammon, has GNU Backgammon's 0-ply
  net rate every legal play of every position, and fits the weights so that, within each
  position, the weighted sum ranks the plays as the net's equities do (least squares on each
  play's difference from the position's average); once for positions with contact and once
  for races. On positions held out of the fit, the plays chosen with these weights lose
  0.027 of a point per decision against the net's best, where the hand-set weights lose
  0.044.
- **carried** from those to every other game that does not pin (both sides running the
  same way, games without hitting, three dice): the fitted weights, but the hand-set ones
  for the features whose meaning is bound to the teacher's board (:data:`BOARD_BOUND`).
  Measured, these play better than the hand-set weights there (in 200 games of the strong
  bot against the heuristic: Tabula 57 % against 50 %, Pareia de Entrada 62 % against 52 %,
  Jacquet 67 % against 48 %, Long Nardy 57 % against 46 %), and the fitted weights carried
  whole play worse (Tabula 34 %, Pareia 29 %).
- **hand-set** where the game pins, where no teacher is at hand: the pips a term is worth,
  chosen by reasoning about the games.

The shut terms are 0 in the teacher's games, so no fit weighs them; their weight comes from
what the rules make of a checker shut out (:func:`_shut_weight`): nothing where the others
move meanwhile, turns lost where they wait, the game where a player with no move loses.

Where the rules make the first player to bear off every checker the loser (Misère), the
race runs backwards: a position is worth to a side what it would be worth to his enemy in
the usual game.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from functools import cache
from itertools import product
from typing import Any

from tavli.game import engine
from tavli.game.ending import ending
from tavli.model.conditions import PINS, opponent_cells
from tavli.model.position import Position, other, starting_position, view_of
from tavli.model.variant import Side, Variant
from tavli.players.measures import WIN, cross_index, has_contact, home_indexes, pips

#: What the evaluation counts, in the order of every weight table; each is the side's count
#: minus the enemy's (``tempo``: +1 when the side moves next, -1 when the enemy does).
FEATURES = (
    "tempo",        # being the next to move
    "pips",         # the race: pips still to go
    "off",          # checkers borne off
    "held",         # points held
    "home_held",    # points held in the home zone
    "prime",        # the longest run of held points, n: (n - 1) * n / 2
    "trapped",      # enemy checkers that run holds back, times (n - 1)
    "bar",          # enemy checkers on the bar
    "bar_closed",   # ... times the chance that his roll cannot enter
    "bar_home",     # ... times the points held in the home zone
    "pinned",       # own checkers pinned
    "pinned_pips",  # ... times the pips each had travelled
    "risk",         # the side that has just moved: the chance of a shot, summed over blots
    "risk_pips",    # ... times the pips each blot has travelled
    "risk_board",   # ... times the points the enemy holds in his home zone
    "anchors",      # points held in the enemy's home zone
    "blots",        # lone checkers
    "home_blots",   # lone checkers in the home zone
    "stacked",      # checkers beyond the third on a point
    "back",         # checkers still in the first quarter of the track
    "shut",         # own checkers on the bar, times the chance his own full entry points add
    #                 to his roll's failing to enter ('at most N checkers on a point')
    "shut_risk",    # the side that has just moved: each blot's chance of a shot, times that
    #                 chance were it hit
)

Weights = tuple[float, ...]

#: What a checker shut out by his own checkers costs (the ``shut`` terms), in pips, by what
#: the rules make of it (:func:`_shut_weight`): where his other checkers may move while he
#: waits, nothing (the roll is played all the same); where the rules keep them still, the
#: turns he loses until a point opens; where, besides, a player with no move loses, the game
#: (more pips than most races are won by). Neither term is ever other than 0 in the teacher's
#: games (no limit on a point there), so no fit can tell its worth; the tables hold 0.
#: Measured (strong bot against the heuristic, 200 games): weighed -8 or -30 where the others
#: move, Emperador did no better (85 % and 62 % against 88 %); -30 and -60 where they wait did
#: alike in Ludus Lombardorum, Verquere and Tourne-Case; -30 to -300 alike in Ludus Anglicorum.
SHUT_FROZEN = -60.0
SHUT_GAME = -100.0
SHUT_TERMS = ("shut", "shut_risk")

#: The hand-set weights, in pips (one pip: one point of the race). Where the game pins, a
#: blot risks being pinned (6 pips, plus half those it travelled); elsewhere being hit (the
#: pips it travelled, plus a tempo to enter again).
HAND_SET: Weights = (4.0, -1.0, 1.5, 1.5, 1.5, 1.0, 0.75, 3.0, 8.0, 0.0,
                     -6.0, -0.5, -1.0, -1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
HAND_SET_PINS: Weights = (4.0, -1.0, 1.5, 1.5, 1.5, 1.0, 0.75, 3.0, 8.0, 0.0,
                          -6.0, -0.5, -6.0, -0.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)

#: The fitted weights (tools/fit_evaluation.py), with contact and in a race. The tempo, the
#: pin and the shut terms keep their hand-set values: none varies among the plays of one
#: position of the teacher's games, so the fit cannot tell what they are worth.
FITTED_CONTACT: Weights = (4.0, -1.0, 4.31, 3.73, 6.57, 0.94, 0.21, -2.11, 11.57, 2.65,
                           -6.0, -0.5, 10.6, -0.89, -5.24, -2.61, 1.3, -0.72, -1.73, -2.21,
                           0.0, 0.0)
FITTED_RACE: Weights = (4.0, -1.0, 3.34, -1.57, 4.41, 0.07, 0.0, 0.0, 0.0, 0.0,
                        -6.0, -0.5, 0.0, 0.0, 0.0, 2.0, -0.3, 1.81, -1.2, -6.15,
                        0.0, 0.0)

#: The features whose worth depends on the enemy running the other way round the board, as
#: on the teacher's: a blot's risk (he shoots from behind it, and it enters again against his
#: home board), anchors in his home, checkers still back where he bears off.
BOARD_BOUND = ("risk", "risk_pips", "risk_board", "anchors", "back")


def _carried(fitted: Weights) -> Weights:
    """The fitted weights carried to another board: the board-bound ones set by hand."""
    return tuple(HAND_SET[index] if name in BOARD_BOUND else weight
                 for index, (name, weight) in enumerate(zip(FEATURES, fitted, strict=True)))


CARRIED_CONTACT: Weights = _carried(FITTED_CONTACT)
CARRIED_RACE: Weights = _carried(FITTED_RACE)


def judge(variant: Variant, position: Position, side: Side) -> float:
    """How good ``position`` is for ``side``; higher is better. Computed by the compiled
    kernel where it plays the variant (:func:`judging`), else by :func:`judge_in_python`;
    both give the same values (tests/test_playouts.py)."""
    if position.phase == "drawn":
        return 0.0
    if position.phase in ("over", "dropped"):
        return WIN if position.turn == side else -WIN
    table = judging(variant) if _compiled_on else None
    rules = engine.compiled_rules(variant, position) if table is not None else None
    if rules is not None:
        mover = -1 if position.phase == "opening" else position.turn
        value: float = _judge(rules, table, position, side, mover)
        return value
    return judge_in_python(variant, position, side)


_judge: Any = engine.kernel_function("judge")
_compiled_on = True


def use_compiled(on: bool) -> bool:
    """Let the kernel judge positions, and play games out (tavli.players.playouts), where it
    can (``True``, the default), or keep both in Python (``False``: benchmarks compare the
    two); the previous setting."""
    global _compiled_on
    before, _compiled_on = _compiled_on, on
    return before


def compiled_on() -> bool:
    """Whether the kernel judges and plays out where it can (:func:`use_compiled`)."""
    return _compiled_on


@cache
def judging(variant: Variant) -> tuple[Any, ...] | None:
    """What the kernel judges ``variant``'s positions by: the weights with contact and in a
    race, the home zone's cells, whether a blot can be hit, whether the rules say when a
    board checker may move, the farthest one roll goes, the dice, whether the race is lost by
    winning it, for each throw the distances one checker can go (bits), and the entry points'
    limits (:func:`entry_limits`); None where the kernel does not play the variant (or its
    throws go too far for its bits)."""
    if _judge is None or not engine.supports(variant):
        return None
    throws = _throws(variant)
    reach = max_reach(variant)
    if reach > 63 or len(throws) > 4096:
        return None
    contact, race = _tables(variant)
    risk = not (variant.single_enemy == "blocked" or variant.blocked_by < 2)
    moving = variant.allow.get("moving-on-board") is not None
    distances = tuple(sum(1 << d for d in _distances(variant, roll)) for roll in throws)
    return (contact, race, tuple(sorted(home_indexes(variant))), risk, moving, reach,
            variant.dice, _race_lost_by_winning(variant), distances, entry_limits(variant))


def judge_in_python(variant: Variant, position: Position, side: Side) -> float:
    """:func:`judge` of a position going on, worked out here."""
    weights = weights_for(variant, position)
    value = sum(w * f for w, f in zip(weights, features(variant, position, side), strict=True)
                if w)
    # where bearing off the last checker loses (Misère), the race is won by the other side:
    # a position is as good for one as it would be for his enemy in the usual game
    return -value if _race_lost_by_winning(variant) else value


@cache
def _race_lost_by_winning(variant: Variant) -> bool:
    """Whether a player who has borne off every checker, his enemy's all still on the board,
    has lost by the variant's end rules."""
    if not variant.end_rules:
        return False
    start = starting_position(variant)
    done = replace(start, points=tuple(min(0, count) for count in start.points),
                   bar=(0, start.bar[1]), hand=(0, start.hand[1]),
                   off=(variant.checkers, start.off[1]))
    verdict = ending(variant, done, 0)
    return verdict is not None and verdict.winner == 1


def weights_for(variant: Variant, position: Position) -> Weights:
    """The weights :func:`judge` uses for ``position``: where the game pins, the hand-set
    ones; else the fitted ones, split by whether the sides are still in contact, and off the
    teacher's board (:func:`_taught`) with the terms bound to it set by hand; the shut terms
    weighed by what the rules make of a checker shut out (:func:`_shut_weight`)."""
    contact, race = _tables(variant)
    if variant.pins:
        return contact
    return contact if has_contact(variant, position) else race


@cache
def _tables(variant: Variant) -> tuple[Weights, Weights]:
    """The weights with contact and in a race (:func:`weights_for`)."""
    if variant.pins:
        contact = race = HAND_SET_PINS
    elif _taught(variant):
        contact, race = FITTED_CONTACT, FITTED_RACE
    else:
        contact, race = CARRIED_CONTACT, CARRIED_RACE
    shut = _shut_weight(variant)
    if shut:
        contact, race = _shut_weighed(contact, shut), _shut_weighed(race, shut)
    return contact, race


def _shut_weighed(table: Weights, weight: float) -> Weights:
    return tuple(weight if name in SHUT_TERMS else value
                 for name, value in zip(FEATURES, table, strict=True))


def _shut_weight(variant: Variant) -> float:
    """The weight of the shut terms in ``variant`` (:data:`SHUT_FROZEN`, :data:`SHUT_GAME`):
    0 where a player's own checkers never close his entry, or his others may move while one
    waits on the bar (no rule says when a board checker may move)."""
    if not entry_limits(variant) or variant.allow.get("moving-on-board") is None:
        return 0.0
    return SHUT_GAME if _shut_loses(variant) else SHUT_FROZEN


@cache
def _shut_loses(variant: Variant) -> bool:
    """Whether a player with no move loses by an end rule (tried on the starting board, he
    unable to move and his opponent able)."""
    if not variant.end_rules:
        return False
    start = starting_position(variant)
    cells = opponent_cells(variant.length, variant.pins, variant.stacked) + 2
    view = (*view_of(variant, start, 0)[:cells], 0, 1)  # he cannot move, his opponent can
    return any(rule.moves and not rule.named and rule.outcome == "loses" and rule.when(view)
               for rule in variant.end_rules)


@cache
def _taught(variant: Variant) -> bool:
    """Whether the game is played on the teacher's board: the sides run opposite ways round
    it, as in his game, a lone checker is hit and two close a point, so that what the
    board-bound features (:data:`BOARD_BOUND`) mean is what he judged."""
    return (tuple(reversed(variant.tracks[0])) == tuple(variant.tracks[1])
            and variant.single_enemy == "hit" and variant.blocked_by == 2)


def features(variant: Variant, position: Position, side: Side) -> tuple[float, ...]:
    """:data:`FEATURES` of ``position`` for ``side``: each his count minus the enemy's."""
    opp = other(side)
    mine, theirs = view_of(variant, position, side), view_of(variant, position, opp)
    # who moves next: the side on roll (a taker's answer comes before the doubler's roll);
    # before the opening roll, no one yet
    mover = None if position.phase == "opening" else position.turn
    ours = _side_features(variant, mine, theirs, side, mover == opp)
    enemy = _side_features(variant, theirs, mine, opp, mover == side)
    tempo = 0.0 if mover is None else 1.0 if mover == side else -1.0
    return (tempo, *(a - b for a, b in zip(ours, enemy, strict=True)))


def _side_features(variant: Variant, view: tuple[int, ...], enemy: tuple[int, ...],
                   who: Side, has_moved: bool) -> tuple[float, ...]:
    """Every feature but the tempo, counted for ``who`` (``has_moved``: his blots face the
    enemy's next roll)."""
    length, need = variant.length, variant.blocked_by
    home = home_indexes(variant)
    cross = cross_index(variant, who)
    # where pins are played, a lone checker that pins holds its point too
    # (tavli.model.conditions.held, written out here: this loop runs for every play a bot weighs)
    pins = length + PINS if variant.pins else 0
    quarter = length // 4
    held = home_held = anchors = blots = home_blots = stacked = back = 0
    run = longest = last = 0
    for cell in range(length):
        count = view[cell]
        if count <= 0:
            run = 0
            continue
        at_home = cell in home
        if count >= need or (pins and view[pins + cell] < 0):
            held += 1
            home_held += at_home
            there = cross[cell]
            anchors += there is not None and there in home  # his home: the same cells of his
            run += 1
            if run > longest:
                longest, last = run, cell
        else:
            run = 0
        if count == 1:
            blots += 1
            home_blots += at_home
        stacked += max(0, count - 3)
        back += count if cell < quarter else 0
    prime = trapped = 0.0
    if longest > 1:
        behind = _enemies_before(variant, enemy, who, range(last - longest + 1, last + 1))
        prime, trapped = longest * (longest - 1) / 2, behind * (longest - 1)
    bar = bar_closed = bar_home = 0.0
    on_bar = enemy[length]
    if on_bar:
        # his entry is the first cells of his track; a point held there is closed to him
        closed = sum(1 for cell in range(min(variant.faces, length)) if enemy[cell] <= -need)
        bar, bar_closed = on_bar, on_bar * (closed / variant.faces) ** variant.dice
        bar_home = on_bar * home_held
    pinned = pinned_pips = 0.0
    if pins:
        start = length + PINS
        for cell, count in enumerate(view[start:start + length]):
            if count > 0:
                pinned += count
                pinned_pips += count * (cell + 1)
    risk = risk_pips = risk_board = shut_risk = 0.0
    if has_moved:
        risk, risk_pips, shut_risk = _blot_risk(variant, view, enemy, who)
        if risk:
            risk_board = risk * sum(1 for cell in home if enemy[cell] >= need)
    shut = view[length] * shut_chance(variant, view) if view[length] > 0 else 0.0
    return (pips(view, length, variant.pins), view[length + 2], held,
            home_held, prime, trapped, bar, bar_closed, bar_home, pinned, pinned_pips, risk,
            risk_pips, risk_board, anchors, blots, home_blots, stacked, back, shut, shut_risk)


def _enemies_before(variant: Variant, enemy: tuple[int, ...], who: Side,
                    cells: Iterable[int]) -> int:
    """How many enemy checkers the run of ``cells`` (of ``who``'s track) holds back: those
    within two rolls' dice before its first point on the enemy's track, or on the bar that
    close to it (checkers far before it, or still in hand where all start there, are not
    held back by it yet)."""
    cross = cross_index(variant, who)
    indexes = [index for index in (cross[cell] for cell in cells) if index is not None]
    if not indexes:
        return 0
    first = min(indexes)
    near = 2 * variant.faces
    on_bar = enemy[variant.length] if first < near else 0
    return on_bar + sum(count for count in enemy[max(0, first - near):first] if count > 0)


def _blot_risk(variant: Variant, view: tuple[int, ...], enemy: tuple[int, ...],
               who: Side) -> tuple[float, float, float]:
    """``who``'s blots on the enemy's next roll: the chance of a shot at each, summed, and
    summed times the pips each has travelled, and times the chance his own checkers add to
    its being shut out once hit (:func:`shut_chance`; the hitter then stands where it stood)."""
    if variant.single_enemy == "blocked" or variant.blocked_by < 2:
        return 0.0, 0.0, 0.0
    limits = entry_limits(variant)
    shut_here = shut_chance(variant, view) if limits else 0.0
    length = variant.length
    cross = cross_index(variant, who)
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
    risk = risk_pips = shut_risk = 0.0
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
        chance = hit_chance(variant, frozenset(shots))
        risk += chance
        risk_pips += chance * (cell + 1)
        if limits:
            shut = shut_here if cell >= len(limits) else shut_chance(
                variant, (*view[:cell], -1, *view[cell + 1:]))
            shut_risk += chance * shut
    return risk, risk_pips, shut_risk


@cache
def entry_limits(variant: Variant) -> tuple[int, ...]:
    """For each point a checker comes in on from the bar (the first of his track, one per
    face of a die), how many of his own checkers there close it to him: the rules' most on a
    point (``at most N checkers on a point [of ZONE]``), one where none may enter onto his
    own (or onto any checker); () where his own checkers never close his entry, as in the
    teacher's games."""
    most: dict[int, int] = {}
    for cells, count in variant.stack_limits_in:
        for cell in cells:
            most[cell] = min(count, most.get(cell, count))
    never = variant.checkers + 1
    limits = []
    for cell in range(min(variant.faces, variant.length)):
        limit = min(never, most.get(cell, never),
                    never if variant.stack_limit is None else variant.stack_limit)
        if variant.no_entry_onto_own or variant.no_entry_onto_occupied:
            limit = min(limit, 1)
        limits.append(limit)
    return tuple(limits) if min(limits, default=never) < never else ()


def shut_chance(variant: Variant, view: tuple[int, ...]) -> float:
    """How much the player's own checkers add to the chance that his next roll brings no
    checker in from the bar: every die showing a closed point, closed by the enemy's two
    (``blocked by``) or by his own checkers at their limit (:func:`entry_limits`), less the
    chance the enemy's points alone give. 0 where his own never close his entry."""
    limits = entry_limits(variant)
    if not limits:
        return 0.0
    need = variant.blocked_by
    held = sum(1 for cell in range(len(limits)) if view[cell] <= -need)
    full = sum(1 for cell, limit in enumerate(limits) if view[cell] >= limit)
    faces, dice = variant.faces, variant.dice
    return ((held + full) / faces) ** dice - (held / faces) ** dice


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
