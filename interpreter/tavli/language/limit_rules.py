"""The compiler's part for the limits on single moves: held and occupied points per zone,
checkers per point (on the whole board or a zone's points), entering onto one's own or any
checkers, a hitter that stops, a prime that traps, and where a hit checker goes (back to a
zone, out of the game).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tavli.language.meaning import zone_hint
from tavli.language.tree import Path
from tavli.model.variant import Board


class LimitRules:
    """The limits, compiled and checked; the compiler's builder inherits them."""

    rules: dict[str, Any]
    board: Board  # the variant's board, compiled before any limit

    def fail(self, message: str, *path: str | int, code: str = "") -> None:
        raise NotImplementedError  # the builder records the problem

    def _later(self, first: str | Path, second: str | Path) -> str | Path:
        raise NotImplementedError  # the builder knows where each rule was written

    def _limits(self, zones: Mapping[str, tuple[int, ...]], checkers: int) -> dict[str, Any]:
        """The limits on single moves: held points per zone, checkers per point, entering
        onto one's own checkers, a hitter that stops, a prime that traps every enemy."""
        rules = self.rules
        block = rules["blocked-by"]
        most_of: dict[str, list[tuple[tuple[int, ...], int]]] = {}
        for key, verb in (("hold-at-most", "hold"), ("occupy-at-most", "occupy")):
            most_of[key] = []
            for zone, most in rules.get(key, {}).items():
                if zone not in zones:
                    self.fail(f"'{verb} at most {most} points of {zone}' names a zone the "
                              "variant does not define", key, zone, code="rules-unknown-zone")
                elif most >= len(zones[zone]):
                    self.fail(f"zone {zone} has only {len(zones[zone])} points, so "
                              f"{verb}ing at most {most} of "
                              "them limits nothing", key, zone)
                else:
                    most_of[key].append((zones[zone], most))
        stack = rules.get("stack-limit")
        if stack is not None and stack < block:
            self.fail(f"with at most {stack} checker{'s' if stack > 1 else ''} on a point and "
                      f"{block} needed to block one, no point could ever be held",
                      "stack-limit")
        stacks_in = self._stacks_in(zones, stack, checkers)
        no_entry = bool(rules.get("no-entry-onto-own"))
        no_entry_occupied = bool(rules.get("no-entry-onto-occupied"))
        enters = rules["single-enemy-checker"] == "hit" or any(
            setup.get("hand") for setup in (rules.get("setup", {}),
                                            *rules.get("side-setup", {}).values()))
        for key, said in (("no-entry-onto-own", "own checkers"),
                          ("no-entry-onto-occupied", "occupied points")):
            if rules.get(key) and not enters:
                self.fail("no checker ever enters in this game (nothing is hit and none starts "
                          f"in hand), so 'never enter onto {said}' says nothing", key)
        if no_entry and no_entry_occupied:
            self.fail("'never enter onto occupied points' already keeps an entering checker off "
                      "its own checkers: 'never enter onto own checkers' says nothing more",
                      str(self._later("no-entry-onto-own", "no-entry-onto-occupied")))
        stops: set[int] = set()
        for zone, stop in rules.get("hit-stops", {}).items():
            if not stop:
                continue
            if zone not in zones:
                self.fail(f"'a checker that hits in {zone} moves no further' names a zone the "
                          "variant does not define", "hit-stops", zone,
                          code="rules-unknown-zone")
            elif rules["single-enemy-checker"] == "blocked":
                self.fail("nothing is hit in this game (single enemy checker: blocked), so no "
                          "checker that hits can stop", "hit-stops", zone)
            else:
                stops.update(zones[zone])
        hit_zone = self._hit_zone(zones)
        returns, out = self._hit_return(zones)
        facing = self._hit_facing(zones, bool(returns or out))
        trap = rules.get("trap-limit", {}).get("length")
        close = bool(rules.get("trap-limit", {}).get("right-behind"))
        if trap is not None and "prime-limit" in rules:
            self.fail("a game has one rule about primes: 'no prime of ... unless an enemy "
                      "checker is past it' or 'no prime of ... with every enemy checker behind "
                      "it', not both", str(self._later("trap-limit", "prime-limit")))
        return {"hold_most": tuple(most_of["hold-at-most"]),
                "occupy_most": tuple(most_of["occupy-at-most"]), "stack_limit": stack,
                "stack_limits_in": stacks_in, "no_entry_onto_own": no_entry,
                "no_entry_onto_occupied": no_entry_occupied, "hit_stops": tuple(sorted(stops)),
                "hit_return": returns, "hit_out": out,
                "trap_limit": trap, "trap_close": close,
                "no_passing": rules.get("no-passing"), "hit_facing": facing,
                "hit_zone": hit_zone, "lapsing": self._lapsing(zones, stops),
                **self._paired(zones, stops), "stay_forbidden": self._stays(zones, stops)}

    def _stays(self, zones: Mapping[str, tuple[int, ...]], stops: set[int]
               ) -> tuple[tuple[tuple[int, ...], int], ...]:
        """'never stay in the opponent's ZONE while he could still make at least N on each
        point of it': each zone's cells (his own numbering) with N; 0 (an option's 'men may
        stay in ...') lifts one."""
        found: list[tuple[tuple[int, ...], int]] = []
        for zone, most in self.rules.get("stay-forbidden", {}).items():
            words = f"'never stay in the opponent's {zone} ...'"
            if not most:
                continue
            if zone not in zones:
                self.fail(f"{words} names a zone the variant does not define"
                          f"{zone_hint(zone, zones)}", "stay-forbidden", zone,
                          code="rules-unknown-zone")
            elif stops or self.rules.get("stack-states") or self.rules.get("stages") \
                    or self.rules.get("lapsing-limit") or self.rules.get("take") \
                    or self.rules["single-enemy-checker"] == "pin":
                self.fail(f"{words} cannot yet go with stacked men, stages, pins, takes, a "
                          "limit that lapses or checkers that stop after a hit",
                          "stay-forbidden", zone)
            elif len(self.rules.get("sides") or "XO") > 2:
                self.fail(f"{words} is for a game of two sides", "stay-forbidden", zone,
                          code="rules-sides")
            else:
                found.append((tuple(zones[zone]), most))
        return tuple(found)

    def _paired(self, zones: Mapping[str, tuple[int, ...]], stops: set[int]
                ) -> dict[str, Any]:
        """'men take and leave ZONE two at a time' (or only 'men take ZONE two at a time')
        and 'never land in the opponent's ZONE': each zone's cells (own numbering), () where
        the game has no such rule."""
        found: dict[str, Any] = {"pair_zone": (), "closed_zone": ()}
        if self.rules.get("zone-in-pairs") and self.rules.get("zone-taken-in-pairs"):
            self.fail("a game takes one zone in pairs: 'men take and leave ZONE two at a "
                      "time' or 'men take ZONE two at a time', not both",
                      str(self._later("zone-in-pairs", "zone-taken-in-pairs")))
        for key, name, said in (
                ("zone-in-pairs", "pair_zone", "men take and leave {} two at a time"),
                ("zone-taken-in-pairs", "pair_zone", "men take {} two at a time"),
                ("closed-to-opponent", "closed_zone", "never land in the opponent's {}")):
            zone = self.rules.get(key)
            if zone is None:
                continue
            words = f"'{said.format(zone)}'"
            if zone not in zones:
                self.fail(f"{words} names a zone the variant does not define"
                          f"{zone_hint(zone, zones)}", key, code="rules-unknown-zone")
            elif stops or self.rules.get("stack-states") or self.rules.get("stages") \
                    or self.rules.get("lapsing-limit"):
                self.fail(f"{words} cannot yet go with stacked men, stages, a limit that "
                          "lapses or checkers that stop after a hit", key)
            elif len(self.rules.get("sides") or "XO") > 2:
                self.fail(f"{words} is for a game of two sides", key, code="rules-sides")
            elif not found[name]:
                found[name] = tuple(zones[zone])
                if key == "zone-taken-in-pairs":
                    found["pair_take_only"] = True
        passed = self.rules.get("zone-passed-over")
        if passed is not None:
            if passed != self.rules.get("zone-in-pairs"):
                self.fail(f"'men may go over {passed}' is for the zone taken and left two at a "
                          f"time: say 'men take and leave {passed} two at a time' too",
                          "zone-passed-over")
            found["pair_passed"] = True
        return found

    def _puissance(self, zones: Mapping[str, tuple[int, ...]],
                   tracks: tuple[tuple[int, ...], ...] | None) -> dict[str, Any]:
        """'men may take ZONE a point short of the opponent's ZONE2[, unless they can take it
        directly]' (Trictrac's corner by puissance, FT-22): (the zone's cell, the opponent's
        zone's cell in his numbering, unless-direct), or None."""
        rule = self.rules.get("zone-by-puissance")
        if rule is None:
            return {"puissance": None}
        zone, short_of = rule["zone"], rule["short-of"]
        words = f"'men may take {zone} a point short of the opponent's {short_of}'"
        paired = self.rules.get("zone-in-pairs") or self.rules.get("zone-taken-in-pairs")
        for name in (zone, short_of):
            if name not in zones:
                self.fail(f"{words} names a zone the variant does not define"
                          f"{zone_hint(name, zones)}", "zone-by-puissance",
                          code="rules-unknown-zone")
                return {"puissance": None}
            if len(zones[name]) != 1:
                self.fail(f"{words}: zone {name} must be one point", "zone-by-puissance")
                return {"puissance": None}
        if paired != zone:
            self.fail(f"{words} is for the zone taken two at a time: say 'men take and leave "
                      f"{zone} two at a time' (or 'men take {zone} two at a time') too",
                      "zone-by-puissance")
        elif self.rules.get("closed-to-opponent") != short_of:
            self.fail(f"{words} is for the opponent's zone no man of his may land on: say "
                      f"'never land in the opponent's {short_of}' too", "zone-by-puissance")
        elif self.rules["dice"]["count"] != 2:
            self.fail(f"{words} needs a throw of two dice, one number for each man",
                      "zone-by-puissance")
        elif tracks is not None and len(tracks) == 2:
            own, theirs = zones[zone][0], zones[short_of][0]
            if any(theirs >= len(tracks[1 - side]) or tracks[1 - side][theirs]
                   not in tracks[side][own + 1:own + 2] for side in (0, 1)):
                self.fail(f"{words}: the opponent's {short_of} must be the point just after "
                          f"{zone} on each side's track", "zone-by-puissance")
            else:
                return {"puissance": (own, theirs, bool(rule.get("unless-direct")))}
        return {"puissance": None}

    def _lapsing(self, zones: Mapping[str, tuple[int, ...]], stops: set[int]
                 ) -> tuple[tuple[int, ...], int, tuple[int, ...]] | None:
        """'at most N checkers on a point of ZONE until he has landed in ZONE2'."""
        rule = self.rules.get("lapsing-limit")
        if rule is None:
            return None
        for key in ("zone", "until"):
            if rule[key] not in zones:
                self.fail(f"the lapsing limit names zone '{rule[key]}', which the variant does "
                          "not define", "lapsing-limit", key, code="rules-unknown-zone")
                return None
        if stops or self.rules.get("stages") or self.rules.get("stack-states"):
            self.fail("a limit that lapses cannot yet go with stages, stacked men or "
                      "checkers that stop after a hit", "lapsing-limit")
            return None
        return zones[rule["zone"]], rule["most"], zones[rule["until"]]

    def _hit_zone(self, zones: Mapping[str, tuple[int, ...]]) -> tuple[int, ...] | None:
        """'a single enemy checker is hit only in ZONE': the zone's cells, where landing on a
        lone enemy checker hits it; elsewhere the checker holds its point."""
        zone = self.rules.get("hit-only-in")
        if zone is None:
            return None
        said = f"'a single enemy checker is hit only in {zone}'"
        if zone not in zones:
            self.fail(f"{said} names a zone the variant does not define{zone_hint(zone, zones)}",
                      "hit-only-in", code="rules-unknown-zone")
            return None
        if self.rules["single-enemy-checker"] != "hit":
            self.fail(f"{said}, but no checker is hit in this game (single enemy checker: "
                      f"{self.rules['single-enemy-checker']})", "hit-only-in")
            return None
        return tuple(zones[zone])

    def _stacks_in(self, zones: Mapping[str, tuple[int, ...]], stack: int | None,
                   checkers: int) -> tuple[tuple[tuple[int, ...], int], ...]:
        """'at most N checkers on a point of ZONE': the zone's cells and N, for each zone."""
        found: list[tuple[tuple[int, ...], int]] = []
        for zone, most in self.rules.get("stack-limit-in", {}).items():
            said = f"'at most {most} checker{'s' if most > 1 else ''} on a point of {zone}'"
            if zone not in zones:
                self.fail(f"{said} names a zone the variant does not define",
                          "stack-limit-in", zone, code="rules-unknown-zone")
            elif most >= min(stack or checkers, checkers):
                self.fail(f"{said} limits nothing: no point ever holds more than "
                          f"{min(stack or checkers, checkers)} of a player's checkers",
                          "stack-limit-in", zone)
            else:
                found.append((zones[zone], most))
        return tuple(found)

    def _hit_facing(self, zones: Mapping[str, tuple[int, ...]],
                    returns: bool) -> tuple[int, ...]:
        """'a checker that lands in ZONE hits a lone enemy checker facing it': the zone's
        cells. The hit checker goes to the bar, so the game must hit, and to the bar."""
        zone = self.rules.get("hit-facing")
        if zone is None:
            return ()
        said = f"'a checker that lands in {zone} hits a lone enemy checker facing it'"
        if zone not in zones:
            self.fail(f"{said} names a zone the variant does not define{zone_hint(zone, zones)}",
                      "hit-facing", code="rules-unknown-zone")
            return ()
        if self.rules["single-enemy-checker"] != "hit":
            self.fail(f"{said} sends the checker it hits to the bar, but no checker is hit in "
                      f"this game (single enemy checker: {self.rules['single-enemy-checker']})",
                      "hit-facing")
            return ()
        if self.board.facing(1) is None:
            self.fail(f"{said} needs two rows of points facing each other, and the board is "
                      f"{self.board.text}", "hit-facing", code="rules-board")
            return ()
        if returns:
            self.fail(f"{said} sends the checker it hits to the bar: a hit checker that goes "
                      "back to a zone or out of the game cannot be said with it",
                      str(self._later("hit-return", "hit-facing")))
            return ()
        return tuple(zones[zone])

    def _hit_return(self, zones: Mapping[str, tuple[int, ...]]) -> tuple[tuple[int, ...], bool]:
        """'a hit checker goes back to ZONE': the zone's cells, furthest along the track
        first (where the hit checker goes if it can stand there); and whether a hit checker
        that does not go back leaves the game ('goes out of the game', '... or out of the
        game')."""
        rule = self.rules.get("hit-return")
        if rule is None or rule == "bar":  # 'a hit checker goes to the bar'
            return (), False
        out = isinstance(rule, dict)
        zone = rule.get("back-to") if isinstance(rule, dict) else rule
        if self.rules["single-enemy-checker"] != "hit":
            where = "goes out of the game" if zone is None else f"goes back to {zone}"
            self.fail("no checker is hit in this game (single enemy checker: "
                      f"{self.rules['single-enemy-checker']}), so none {where}",
                      "hit-return")
            return (), False
        if zone is None:
            return (), True
        if zone not in zones:
            said = f"goes back to {zone} or out of the game" if out else f"goes back to {zone}"
            self.fail(f"'a hit checker {said}' names a zone the variant does not "
                      f"define{zone_hint(zone, zones)}", "hit-return", code="rules-unknown-zone")
            return (), False
        return tuple(sorted(zones[zone], reverse=True)), out
