"""Decisions made as actions (``the first player names one of q1, q2, q3, q4``): the position
waits in the ``decide`` phase, ``rest[0]`` the decision (Pending("decide")) with the dice the
player plays once it is made, and the choice is kept in Position.counters for the rest of the
game (one value per side: 0 none, else 1 + the choice's index).

Pure functions of a position: each returns the next position or raises an error that says
why the step is not allowed there."""

from __future__ import annotations

from dataclasses import replace

from tavli.game.holes import started_over
from tavli.game.turn import describe_phase, start_turn
from tavli.model.decision import HOLE_CHOICES, Decision
from tavli.model.errors import IllegalActionError
from tavli.model.position import Pending, Position
from tavli.model.variant import SIDE_NAMES, Side, Variant


def first_turn(variant: Variant, ready: Position, dice: tuple[int, ...] = ()) -> Position:
    """The first player's first turn, ``ready`` waiting for his roll (or, with ``dice``, for
    his play of them): where he has decisions to make, he makes them first."""
    undecided = tuple(Pending("decide", dice, decision=d.name) for d in variant.decisions
                      if d.kept and not chosen(variant, ready, d.name))
    if undecided:
        return replace(ready, phase="decide", dice=(), rest=(*undecided, *ready.rest))
    return _go_on(variant, ready, dice)


def choices(variant: Variant, position: Position) -> tuple[str, ...]:
    """The words the player to decide chooses from (() when no decision waits)."""
    if position.phase != "decide" or not position.rest:
        return ()
    return _decision(variant, position.rest[0].decision).choices


def decide(variant: Variant, position: Position, name: str, choice: str) -> Position:
    """The player to decide makes decision ``name`` with ``choice`` (DC-05)."""
    if position.phase != "decide":
        raise IllegalActionError(f"no decision is to be made now: the position is waiting "
                                 f"for {describe_phase(position)}")
    head, rest = position.rest[0], position.rest[1:]
    if name != head.decision:
        raise IllegalActionError(f"the decision to make is {head.decision!r}, not {name!r}")
    decision = _decision(variant, name)
    words = decision.choices
    if choice not in words:
        raise IllegalActionError(f"{choice!r} is not one of {', '.join(words)}")
    if not decision.kept:  # the scorer of a hole: go on with his throw, or start over
        if choice == HOLE_CHOICES[1]:
            return started_over(variant, position)
        if not head.dice:  # a hole of bearing off all: the men already set up (FT-23)
            return replace(position, phase="roll", rest=())
        return start_turn(variant, replace(position, phase="roll", rest=()), head.dice,
                          scored=True)
    at = variant.decision_at(name)
    counters = list(position.counters or (0,) * variant.counter_slots)
    counters[at + position.turn] = words.index(choice) + 1
    made = replace(position, counters=tuple(counters), rest=rest)
    if rest and rest[0].kind == "decide":
        return made  # the next decision waits
    return _go_on(variant, replace(made, phase="roll"), head.dice)


def chosen(variant: Variant, position: Position, name: str) -> str | None:
    """The choice made for decision ``name`` so far, by whichever player made it."""
    if not position.counters:
        return None
    at = variant.decision_at(name)
    value = max(position.counters[at:at + 2])
    return _decision(variant, name).choices[value - 1] if value else None


def chooser(variant: Variant, position: Position, name: str) -> Side | None:
    """Who made decision ``name`` (None while nobody has)."""
    if not position.counters:
        return None
    at = variant.decision_at(name)
    return 0 if position.counters[at] else 1 if position.counters[at + 1] else None


def decision_words(variant: Variant, position: Position) -> str:
    """``zone: q1, q2, q3 or q4``: the decision waiting and its choices."""
    head = position.rest[0]
    words = _decision(variant, head.decision).choices
    return f"{head.decision}: {', '.join(words[:-1])} or {words[-1]}"


def describe_decision(variant: Variant, position: Position) -> str:
    """What a ``decide`` position waits for, in describe_phase's words."""
    return f"{SIDE_NAMES[position.turn]} to decide {decision_words(variant, position)}"


def _go_on(variant: Variant, ready: Position, dice: tuple[int, ...]) -> Position:
    if not dice:
        return ready
    if variant.opening_winner == "plays-both-dice-or-rolls-again":  # RG-04
        return replace(ready, phase="choose-opening", dice=dice)
    return start_turn(variant, replace(ready, rest=()), dice)


def _decision(variant: Variant, name: str) -> Decision:
    for decision in variant.decisions:
        if decision.name == name:
            return decision
    raise IllegalActionError(f"{variant.name} has no decision {name!r}")
