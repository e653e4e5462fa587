"""End rules tried 'at any step' (``the game ends when a player has COND at any step: ...``):
besides after every part of a turn (tavli.game.ending), after every single step of a play.
The search ends a play at the step after which one holds for the mover, whatever dice are
left: the game is over there (tavli.game.movegen). Ludii judges its arrangement wins so,
after every die."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from tavli.model.variant import EndRule, Side, Variant


def ends_at_any_step(variant: Variant, side: Side, counters: tuple[int, ...], cells: int
                     ) -> Callable[[tuple[int, ...]], bool] | None:
    """Whether an end rule tried at any step holds for ``side`` on his view after a step
    (its first ``cells``, as tavli.game.ending judges a position); None where the variant
    has no such rule. ``counters``: the position's, for a rule on the named zone."""
    rules = _step_rules(variant)
    if not rules:
        return None
    return lambda view: any(rule.holds(view[:cells], side, counters, at)
                            for rule, at in rules)


@cache
def _step_rules(variant: Variant) -> tuple[tuple[EndRule, int], ...]:
    """The variant's end rules tried at any step, each with where its decision's values
    stand in the counters: found once, not at every search."""
    return tuple((rule, variant.decision_at(rule.decision) if rule.decision else 0)
                 for rule in variant.end_rules if rule.any_step)
