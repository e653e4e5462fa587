"""Taking by naming and tracks over part of the board where two play (Ketch-Dolt): the
rules into Variant.take and Variant.beyond, with what they cannot be played with yet."""

from __future__ import annotations

from typing import Any

from tavli.model.variant import Take, Variant


class TakeRules:
    """The compiler's part for ``a die may|must take ...``, ``the game ends when a player
    leaves a take undone`` and two tracks that each pass part of the board."""

    rules: dict[str, Any]

    def fail(self, message: str, *path: str | int, code: str = "") -> None:
        raise NotImplementedError  # the builder records the problem

    def _taking(self, tracks: tuple[tuple[int, ...], ...] | None) -> dict[str, Any]:
        """The take (None where no die takes) and, where two tracks each pass part of the
        board, per side the points of the opponent's track off his own."""
        rule = self.rules.get("take")
        take = None if rule is None else Take(must=rule["force"] == "must", lone=rule["lone"],
                                              lay=bool(rule.get("lay")))
        for i, end in enumerate(self.rules.get("game-ends", [])):
            if "take-undone" not in end:
                continue
            if take is None:
                self.fail("the game ends when a take is left undone, but no die takes (say "
                          "'a die may take a checker from the point it names on the "
                          "opponent's track, to his hand')", "game-ends", i)
        # (under 'a die must take', no legal play leaves a take undone: the rule stands idle)
        beyond: tuple[tuple[int, ...], ...] = ((), ())
        if tracks is not None and len(tracks) == 2:
            beyond = tuple(tuple(p for p in tracks[1 - side] if p not in tracks[side])
                           for side in (0, 1))
        return {"take": take, "beyond": beyond}

    def _check_taking(self, variant: Variant) -> None:
        """What a take, or tracks over part of the board where two play, cannot be played
        with yet, each refused with its reason (their views and steps are the reference
        search's: tavli.game.taking)."""
        if variant.take is not None and variant.sides > 2:
            self.fail(f"a take: tavli plays this only between two sides, and {variant.name} "
                      f"has {variant.sides}", "take", code="rules-sides")
            return
        rules = [
            ("single-enemy-checker", variant.pins, "pins"),
            ("stack-states", variant.stacked, "stacked men and stages"),
            ("lapsing-limit", variant.lapsing is not None, "a limit that lapses"),
            ("hit-stops", bool(variant.hit_stops), "checkers that stop after a hit"),
        ]
        if any(variant.beyond):
            rules += [
                ("hit-return", bool(variant.hit_return or variant.hit_out),
                 "a hit checker that goes back to a zone or out of the game"),
                ("hit-facing", bool(variant.hit_facing), "hitting across the board"),
                ("prime-limit", variant.prime_limit is not None, "a prime limit"),
                ("trap-limit", variant.trap_limit is not None, "a trapping prime"),
                ("decisions", bool(variant.decisions), "a player's decision"),
            ]
        for what, construct, at in (("a take", variant.take is not None, "take"),
                                    ("tracks over part of the board", any(variant.beyond),
                                     "track")):
            if not construct:
                continue
            for key, present, other in rules:
                if present:
                    self.fail(f"{what} and {other} ('{key}' is stated too): tavli plays no "
                              "game with both yet", at)
