"""Readings of a rule tree that the compiler's meaning checks share: what a condition speaks
of, counts it can never reach, the zones it names, a hint for a misspelt zone; and the error
that reports several problems of one file at once.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from difflib import get_close_matches
from typing import Any

from tavli.language.tree import Path
from tavli.model.errors import RulesError, RulesMeaningError


def speaks_of_pins(tree: Any) -> bool:
    if tree == "pinned":
        return True
    if isinstance(tree, dict):
        return "pinned-in" in tree or any(speaks_of_pins(v) for v in tree.values())
    if isinstance(tree, list):
        return any(speaks_of_pins(v) for v in tree)
    return False


def speaks_of_place(tree: Any, place: str) -> bool:
    """Whether a condition names the place (``out-of-game``) anywhere in it."""
    if tree == place:
        return True
    if isinstance(tree, dict):  # (a zone of that name is a zone)
        return any(speaks_of_place(v, place) for k, v in tree.items()
                   if k not in ("zone", "pinned-in", "held-in", "each-point-of",
                                 "empty-in", "without-own-in"))
    if isinstance(tree, list):
        return any(speaks_of_place(v, place) for v in tree)
    return False


def speaks_of(tree: Any, key: str) -> bool:
    if isinstance(tree, dict):
        return key in tree or any(speaks_of(v, key) for v in tree.values())
    if isinstance(tree, list):
        return any(speaks_of(v, key) for v in tree)
    return False


def opponent_inside_opponent(tree: Any, at: Path = (), inside: bool = False) -> Path | None:
    """Where 'the opponent has' stands inside another one, if it does."""
    if isinstance(tree, dict):
        for key, value in tree.items():
            if key == "opponent" and inside:
                return at
            found = opponent_inside_opponent(value, (*at, key), inside or key == "opponent")
            if found is not None:
                return found
    if isinstance(tree, list):
        for i, value in enumerate(tree):
            found = opponent_inside_opponent(value, (*at, i), inside)
            if found is not None:
                return found
    return None


def count_problems(
    tree: Any, checkers: int, zones: Mapping[str, tuple[int, ...]], length: int,
    at: Path = (),
) -> list[tuple[str, Path]]:
    """Counts that can never be reached: more checkers than a player has, more held points
    than a zone has."""
    if isinstance(tree, list):
        return [p for i, v in enumerate(tree) for p in count_problems(v, checkers, zones,
                                                                       length, (*at, i))]
    if not isinstance(tree, dict):
        return []
    if "prime" in tree and tree["prime"]["length"] > length:
        return [(f"the condition asks for a prime of {tree['prime']['length']} points, but the "
                 f"track has only {length}", (*at, "prime", "length"))]
    if "count" not in tree:
        return [p for k, v in tree.items() for p in count_problems(v, checkers, zones,
                                                                    length, (*at, k))]
    count = tree["count"]
    place = count["of"]
    least = count["number"] + (1 if count["compare"] == "more-than" else 0)
    if count["compare"] in ("at-most", "fewer-than"):
        return []
    if place == "held" or (isinstance(place, dict) and "held-in" in place):
        zone = place["held-in"] if isinstance(place, dict) else None
        most = length if zone is None else len(zones.get(zone, ()))
        if zone is not None and zone not in zones:
            return []  # the unknown zone is reported on its own
        where = "on the track" if zone is None else f"in zone {zone}"
        if least > most:
            return [(f"the condition asks for {least} points held {where}, but there are "
                     f"only {most}", (*at, "count", "number"))]
        return []
    if isinstance(place, dict) and "point" in place and place["point"] > length:
        return [(f"the condition names point {place['point']}, off a track of {length} "
                 "points", (*at, "count", "of", "point"))]
    if isinstance(place, dict) and "each-point-of" in place:
        points = len(zones.get(place["each-point-of"], ()))
        if least * points > checkers:
            return [(f"the condition asks for {least} checkers on each of {points} points "
                     f"({least * points}), but each player has only {checkers}",
                     (*at, "count", "number"))]
        return []
    if least > checkers:
        return [(f"the condition asks for {least} checkers, but each player has only "
                 f"{checkers}", (*at, "count", "number"))]
    return []


def zones_named(tree: Any, at: Path = ()) -> list[tuple[str, Path]]:
    """Every zone a condition names, with its path inside the condition, in written order."""
    if isinstance(tree, dict):
        for key in ("zone", "pinned-in", "held-in", "each-point-of", "empty-in",
                    "without-own-in"):
            if isinstance(tree.get(key), str):
                return [(tree[key], at)]
        return [found for key, value in tree.items() for found in zones_named(value, (*at, key))]
    if isinstance(tree, list):
        return [found for i, value in enumerate(tree) for found in zones_named(value, (*at, i))]
    return []


def zone_hint(name: str, zones: Iterable[str]) -> str:
    """A likely meaning of a zone name that is not one: the bar, or a near spelling."""
    if name == "bar":
        return "; the bar is no zone: write 'on bar'"
    close = get_close_matches(name, list(zones), n=1, cutoff=0.75)
    return f"; did you mean '{close[0]}'?" if close else ""


class RulesErrors(RulesMeaningError):
    """Several problems in one rules file, reported at once."""

    def __init__(self, problems: list[RulesError]) -> None:
        self.problems = problems
        first = problems[0]
        super().__init__(first.reason, first.spot, code=first.code)
        self.args = ("\n".join(str(p) for p in problems),)
        self.message = self.args[0]


def grouped(problems: list[RulesError]) -> RulesError:
    return problems[0] if len(problems) == 1 else RulesErrors(problems)
