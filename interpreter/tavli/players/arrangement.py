"""How far a side stands from an arrangement that wins (``exactly 2 on each point of the
named zone``): the men missing from, or standing over, the counts its points ask. The
heuristic bot weighs it so that it plays toward the formation, not only along the race."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from tavli.game.decide import chosen
from tavli.model.conditions import OFF
from tavli.model.position import Position
from tavli.model.variant import Side, Variant

#: The zone an end rule reads as 'the named zone' (tavli.language.decision_statements).
NAMED = "named-zone"

#: (zone name, count, exact) of each 'COUNT on each point of ZONE' a winning rule asks, per
#: rule; a rule that asks anything else is left out.
Goal = tuple[tuple[str, int, bool], ...]

#: Men out of place counted for a formation that can no longer be made.
LOST = 24


@cache
def goals(variant: Variant) -> tuple[Goal, ...]:
    """The arrangements that win in ``variant`` and speak of the named zone."""
    found: list[Goal] = []
    for rule in variant.rule_tree.get("game-ends", []):
        if rule.get("result") != "wins" or "when" not in rule:
            continue
        atoms = _atoms(rule["when"])
        if atoms and any(zone == NAMED for zone, _, _ in atoms):
            found.append(atoms)
    return tuple(found)


@cache
def made_goals(variant: Variant) -> tuple[tuple[Goal, int], ...]:
    """The arrangements that score for the mover when made ('score N points when he makes
    COUNT on each point of ZONE ...', or 'for each way he could make' it), each with its
    points."""
    found: list[tuple[Goal, int]] = []
    for event in variant.rule_tree.get("score-events", []):
        if event.get("event") not in ("made", "could-make-ways") or event.get("to") == "opponent":
            continue
        atoms = _atoms(event["when"])
        if atoms and all(zone != NAMED for zone, _, _ in atoms):
            found.append((atoms, event["points"]))
    return tuple(found)


def missing_for(variant: Variant, view: tuple[int, ...], goal: Goal) -> int:
    """The men out of place for ``goal`` on ``view`` (a player's own), LOST more where it can
    no longer be made: men past its points, or fewer men left on the board than it asks."""
    missing = 0
    demand: dict[int, int] = {}
    for zone, number, exact in goal:
        for cell in variant.zones.get(zone, ()):
            mine = max(view[cell], 0)
            missing += max(0, number - mine) + (max(0, mine - number) if exact else 0)
            demand[cell] = number if exact else variant.checkers
    on_board = variant.checkers - view[variant.length + OFF]  # his men not borne off
    if _lost(view, variant.length, demand) or sum(
            number for zone, number, exact in goal
            for _ in variant.zones.get(zone, ())) > on_board:
        missing += LOST
    return missing


def _atoms(tree: Mapping[str, Any]) -> Goal | None:
    parts = tree.get("and", [tree])
    atoms = []
    for part in parts:
        count = part.get("count") if isinstance(part, Mapping) else None
        if not isinstance(count, Mapping):
            return None
        place = count.get("of")
        if not isinstance(place, Mapping) or "each-point-of" not in place \
                or count["compare"] not in ("exactly", "at-least"):
            return None
        atoms.append((place["each-point-of"], count["number"], count["compare"] == "exactly"))
    return tuple(atoms)


def shortfall(variant: Variant, position: Position, side: Side, view: tuple[int, ...]) -> int:
    """The fewest men out of place for ``side`` over the winning arrangements (0: none
    asked, or one made); ``view`` is his view of ``position``. Before the zone is named,
    the nearest of the zones it may be."""
    best: int | None = None
    for goal in goals(variant):
        decision = variant.decisions[0]
        named = chosen(variant, position, decision.name)
        for choice in (named,) if named else decision.choices:
            missing = 0
            demand: dict[int, int] = {}
            for zone, number, exact in goal:
                points = variant.board_zones[choice] if zone == NAMED else ()
                cells = [variant.tracks[side].index(p) for p in points] if points \
                    else list(variant.zones.get(zone, ()))
                for cell in cells:
                    mine = max(view[cell], 0)
                    missing += max(0, number - mine) + (max(0, mine - number) if exact else 0)
                    demand[cell] = number if exact else variant.checkers
            if _lost(view, variant.length, demand):
                missing += LOST
            best = missing if best is None else min(best, missing)
    return best or 0


def _lost(view: tuple[int, ...], length: int, demand: Mapping[int, int]) -> bool:
    """Whether the men already along the track make the formation impossible: a man moves
    only forward, so from any point on the men standing there or further along may never be
    more than the formation asks of those points."""
    men = asked = 0
    for cell in range(length - 1, -1, -1):
        men += max(view[cell], 0)
        asked += demand.get(cell, 0)
        if men > asked:
            return True
    return False
