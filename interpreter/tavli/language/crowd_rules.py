"""The compiler's part for the rules that open a point while a condition holds for the mover:
an entering checker onto enemy checkers (``never enter onto occupied points, but onto enemy
checkers when ...``) and a closed point of N enemy checkers, all of them hit (``a point of N
enemy checkers is hit when ...``). The search that plays them is tavli.game.crowding.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tavli.model.conditions import Predicate

# rules whose games have a search of their own (tavli.game.movegen.generator_for)
_OWN_SEARCHES = ("stack-states", "stages", "zone-in-pairs", "zone-taken-in-pairs",
                 "closed-to-opponent", "take", "lapsing-limit")


class CrowdRules:
    """The two rules, compiled and checked; the compiler's builder inherits them."""

    rules: dict[str, Any]

    def fail(self, message: str, *path: str | int, code: str = "") -> None:
        raise NotImplementedError  # the builder records the problem

    def _crowding(self, condition: Callable[..., Predicate | None]) -> dict[str, Any]:
        """Variant's entry_onto_enemy, hit_point_of and hit_point_when."""
        rules = self.rules
        found: dict[str, Any] = {}
        entry = rules.get("no-entry-onto-occupied")
        said = "'never enter onto occupied points, but onto enemy checkers when ...'"
        if isinstance(entry, dict) and rules["single-enemy-checker"] != "hit":
            self.fail(f"{said} hits the checkers it lands on, but in this game nothing is hit "
                      "(single enemy checker: hit)", "no-entry-onto-occupied")
        elif isinstance(entry, dict) and any(key in rules for key in (
                "hit-return", "hit-only-in", "hit-facing", *_OWN_SEARCHES)):
            self.fail(f"{said} is played only where a hit checker goes to the bar and moves are "
                      "plain steps (no 'a hit checker goes back to', hit only in a zone, facing "
                      "hit, stacks, pairs, takes or lapsing limit)", "no-entry-onto-occupied")
        elif isinstance(entry, dict):
            found["entry_onto_enemy"] = condition(entry["but-onto-enemy-when"],
                                                  "no-entry-onto-occupied",
                                                  "but-onto-enemy-when")
        point = rules.get("hit-point-of")
        if point is None:
            return found
        checkers, block = point["checkers"], rules["blocked-by"]
        words = f"'a point of {checkers} enemy checkers is hit when ...'"
        if rules["single-enemy-checker"] != "hit":
            self.fail(f"{words} sends the checkers to the bar, but in this game nothing is "
                      "hit (single enemy checker: hit)", "hit-point-of")
        elif checkers < block:
            self.fail(f"{words} says nothing: a point of {checkers} enemy checkers is not "
                      f"closed when {block} block one", "hit-point-of", "checkers")
        elif any(key in rules for key in ("hit-return", "hit-only-in", "hit-facing",
                                          *_OWN_SEARCHES)):
            self.fail(f"{words} is played only where a hit checker goes to the bar and moves "
                      "are plain steps (no 'a hit checker goes back to', hit only in a zone, "
                      "facing hit, stacks, pairs, takes or lapsing limit)", "hit-point-of")
        else:
            found["hit_point_of"] = checkers
            found["hit_point_when"] = condition(point["when"], "hit-point-of", "when")
        return found
