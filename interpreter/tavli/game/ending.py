"""How a game ends: the variant's end rules, then bearing off the last checker.

A rules file may say ``the game ends when a player has COND: he wins`` (or ``he loses``, or
``a draw``). After every part of a turn is played the rules are tried in the order written,
each for the player who moved and then for the other; the first that holds ends the game.
Only when none holds does the usual goal apply: the player who has borne off every checker
has won. So ``the game ends when a player has all off: he loses`` turns the goal round
(Misère).
"""

from __future__ import annotations

from dataclasses import dataclass

from tavli.model.conditions import opponent_cells
from tavli.model.position import Position, other, view_of
from tavli.model.variant import EndRule, Side, Variant


@dataclass(frozen=True)
class Ending:
    """A finished game's verdict: the winner, or None for a draw, and the rule that ended it
    ('' when the last checker was borne off)."""


    winner: Side | None
    rule: str = ""


def ending(
    variant: Variant, position: Position, mover: Side, seen: tuple[int, ...] | None = None
) -> Ending | None:
    """Whether the game is over after ``mover`` played to ``position``, and how; ``seen``
    is the mover's view of it, when the caller has it already."""
    if variant.end_rules:
        if seen is None or len(seen) < opponent_cells(variant.length, variant.pins) + 2:
            seen = view_of(variant, position, mover)  # the compiled engine's views are shorter
        views = {mover: seen}
        views[other(mover)] = view_of(variant, position, other(mover))
        for rule in variant.end_rules:
            for side in (mover, other(mover)):
                if rule.when(views[side]):
                    text = f"{rule.when_text}: {_said(rule.outcome)}"
                    if rule.outcome == "draw":
                        return Ending(None, text)
                    return Ending(side if rule.outcome == "wins" else other(side), text)
    if position.off[mover] == variant.checkers:  # A18: the game ends, mid-chain or not
        return Ending(mover)
    return None


def _said(outcome: str) -> str:
    return {"wins": "he wins", "loses": "he loses", "draw": "a draw"}[outcome]
__all__ = ["EndRule", "Ending", "by_rule", "ending"]


def by_rule(variant: Variant, position: Position) -> bool:
    """Whether one of the variant's end rules holds in ``position`` for either player: for
    a finished game, whether a rule (not the last checker borne off) could have ended it."""
    return any(rule.when(view_of(variant, position, side))
               for rule in variant.end_rules for side in (0, 1))
