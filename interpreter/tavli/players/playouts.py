"""Playouts in compiled code: the heuristic's evaluation, and games played on by it, in the
kernel (tavli.game.engine) rather than in Python.

The rollout bot plays each candidate on for a few turns, and the strong bot's cube
decisions play positions out to the end, both sides choosing by the heuristic's evaluation
(tavli.players.heuristic.evaluate). Here the kernel does both: it rolls the dice from a
seeded generator of its own (so a playout is reproducible from its seed, though its dice are
not the Python path's), finds each roll's plays with the compiled search, weighs every one by
the same terms as :func:`tavli.players.heuristic.evaluate`, with the weights handed over from
that module (one source of truth), and makes the best. tests/test_playouts.py holds the
compiled evaluation equal to Python's.

A variant is played out in C where the kernel plays it and every term and turn is one it
knows; else :func:`play_on` answers None and the caller keeps its Python loop.
:func:`refusal` names the reason (the descriptor's refusal, tavli.game.engine.unsupported, first).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import product
from typing import Any

from tavli.game import engine
from tavli.game.turn import start_turn
from tavli.model.position import Position, changed, starting_position
from tavli.model.variant import Side, Variant
from tavli.players import evaluation, heuristic
from tavli.players.measures import WIN, home_indexes

#: The parts of a turn the kernel plays on its own: dice, fixed by the roll.
DICE_PARTS = frozenset({"roll", "double", "complement", "pair", "pair-and-odd"})
#: The parts it plays after the first: a new roll, a double the mover chooses (the heuristic's
#: choice) and that double's complement.
LATER_PARTS = frozenset({"roll-again", "chosen-double", "chosen-complement"})
#: The kernel's numbers of the kinds of parts (tavli.model.position.Pending's kinds).
PART_KINDS = {"play": 0, "roll-again": 1, "choose-double": 2, "chosen-complement": 3}
#: The phases a compiled playout ends in (its first answer): stopped, won, drawn, unfinished.
OUTCOMES = ("roll", "over", "drawn", "roll")

_evaluate: Any = engine.kernel_function("evaluate")
_playout: Any = engine.kernel_function("playout")


def evaluation_refusal(variant: Variant) -> str | None:
    """Why the kernel cannot weigh ``variant``'s positions as the heuristic does (None: it
    can): the terms it does not compute."""
    if _evaluate is None:
        return "the compiled kernel is not active"
    missing = engine.unsupported(variant)
    if missing is not None:
        return f"the kernel does not play {missing}"
    if variant.stages:
        return "stages (the heuristic's stage terms)"
    if variant.counter_slots:
        return "counters kept during play (decisions, stages, a lapsing limit)"
    if variant.score_counters:
        return "points scored during play"
    return None


@cache
def refusal(variant: Variant) -> str | None:
    """Why ``variant`` is not played out in the kernel (None: it is): a term of the
    evaluation, or a turn it does not play alone (a choice beyond a double's, a condition it
    does not judge, dice that depend on the turn or pass over, a stake or a score changed by a
    roll)."""
    found = evaluation_refusal(variant)
    if found is not None:
        return found
    if variant.timed_turn or variant.double_horizon or engine.compiled_rules(variant) is None:
        return "a turn program or rules that depend on the turn"
    if variant.fixed_dice or variant.chosen_die or variant.lower_die_only:
        return "dice that are not the roll's"
    if variant.stake_doubles_on or variant.score_events or variant.unplayed_to_opponent:
        return "a roll that changes the stake or the score, or passes dice over"
    judged = set(engine.guard_texts(variant))
    for parts in variant.turn.values():
        for number, part in enumerate(parts):
            known = part.kind in DICE_PARTS or (part.kind in LATER_PARTS and number > 0)
            if part.kind == "chosen-complement":  # the complement of the double just chosen
                known = known and parts[number - 1].kind == "chosen-double"
            if not known:
                return f"a turn part ({part.kind})"
            if part.when_text and (number == 0 or part.when_text not in judged):
                return f"a turn part's condition ({part.when_text})"
    if not engine.ends_in_kernel(variant) or variant.hit_out:
        return "an end of the game the kernel does not judge"
    if any(rule.roll for rule in variant.end_rules):  # its playouts judge positions alone
        return "an end of the game on dice left unplayed"
    return None


#: Switch the compiled judgement and playouts on or off (tavli.players.evaluation's switch).
use_compiled = evaluation.use_compiled


def supported(variant: Variant) -> bool:
    """Whether ``variant`` is played out in the kernel (and that is not switched off)."""
    return evaluation.compiled_on() and refusal(variant) is None


@cache
def weighing(variant: Variant) -> tuple[tuple[float, ...], tuple[int, ...], bool]:
    """What the kernel weighs a position by: the heuristic's weights (in the kernel's order),
    the home zone's cells, and whether a blot can be hit."""
    h = heuristic
    weights = (h.OFF_BONUS, h.POINT_BONUS, h.HOME_POINT_BONUS, h.RUN_BONUS, h.BAR_BONUS,
               h.DIRECT_SHOT, h.INDIRECT_SHOT, h.EXPOSED_BLOT, h.AGAIN_BONUS)
    risk = variant.single_enemy == "hit" and variant.blocked_by >= 2
    return weights, tuple(sorted(home_indexes(variant))), risk


@cache
def turn_table(variant: Variant) -> tuple[tuple[tuple[int, tuple[int, ...], str, int], ...], ...]:
    """For each roll of the dice (in itertools.product's order), the parts of the turn it
    starts, as tavli.game.turn.start_turn lays them out: each (its kind: :data:`PART_KINDS`;
    the dice; the text of the condition it comes under, or ''; how many moves of a chosen
    double or its complement)."""
    ready = changed(starting_position(variant), phase="roll", dice=(), rest=(), chain="")
    table = []
    for roll in product(range(1, variant.faces + 1), repeat=variant.dice):
        started = start_turn(variant, ready, roll)  # (the first part has no condition)
        parts = [(0, started.dice, "", 0), *((PART_KINDS[part.kind], part.dice, part.when,
                                              part.times) for part in started.rest)]
        table.append(tuple(parts))
    return tuple(table)


def evaluate(variant: Variant, position: Position, side: Side) -> float | None:
    """tavli.players.heuristic.evaluate computed by the kernel; None where it cannot
    (:func:`evaluation_refusal`)."""
    if evaluation_refusal(variant) is not None:
        return None
    if position.phase == "drawn":
        return 0.0
    if position.phase in ("over", "dropped"):
        return WIN if position.turn == side else -WIN
    rules = engine.compiled_rules(variant, position)
    if rules is None:  # the reference path forced since
        return None
    again = position.turn == side and position.phase in ("roll", "play", "choose-double")
    value: float = _evaluate(rules, weighing(variant), position, side, again)
    return value


def play_on(variant: Variant, position: Position, seed: int, *, turns: int | None = None,
            random_ties: bool = False, most: int = 2_500,
            rolls: Sequence[tuple[int, ...]] = ()) -> Position | None:
    """The game played on from ``position`` (a player about to roll) by the heuristic for
    both sides, on the kernel's dice from ``seed``: for ``turns`` turns, or to its end (at
    most ``most`` turns: a position still going is answered then). Ties between plays go to
    the first found, as ``max`` keeps it, or with ``random_ties`` to a random one. None where
    the kernel does not play it out (:func:`refusal`), or the position is not about to roll.
    Tests may give the ``rolls`` instead of the seed's (it stops where they run out)."""
    if position.phase != "roll" or position.rest or position.chain or not supported(variant):
        return None
    rules = engine.compiled_rules(variant)
    if rules is None:  # the reference path forced since
        return None
    outcome, points, pinned, bar, hand, off, turn, counted = _playout(
        rules, weighing(variant), position, turn_table(variant),
        variant.dice, -1 if turns is None else turns, seed & (1 << 64) - 1, random_ties, most,
        *((tuple(die for roll in rolls for die in roll),) if rolls else ()))
    return changed(position, points=points, pinned=pinned, bar=bar, hand=hand, off=off,
                   turn=turn, phase=OUTCOMES[outcome], dice=(), rest=(), turns=counted,
                   chain="")
