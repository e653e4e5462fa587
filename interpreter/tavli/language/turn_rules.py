"""The compiler's part for the turn: programs of the dice (``on doubles: ...``), timed
programs (``in the first turn``, ``from the fourth turn on``, ``on the first double``), dice
that pass to the opponent, and the checks that every roll named can be thrown and that a turn
can end.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from itertools import combinations_with_replacement
from typing import Any

from tavli.language.tree import parse_timing, timing_words
from tavli.model.conditions import Predicate, describe_condition
from tavli.model.timing import Timing
from tavli.model.variant import Part, TimedProgram, program_for_roll


class TurnRules:
    """The turn's rules, compiled and checked; the compiler's builder inherits them."""

    rules: dict[str, Any]

    def fail(self, message: str, *path: str | int, code: str = "") -> None:
        raise NotImplementedError  # the builder records the problem

    def _turn(
        self, condition: Callable[..., Predicate | None], dice: Mapping[str, Any]
    ) -> dict[str, tuple[Part, ...]]:
        program: dict[str, tuple[Part, ...]] = {}
        for pattern, parts in self.rules.get("turn", {}).items():
            self._check_roll(pattern, dice, "turn", pattern)
            program[pattern] = self._parts(condition, pattern, parts, "turn", pattern)
        self._check_stake_doubles(dice)
        return program

    def _dice(self, dice: Mapping[str, int]) -> dict[str, Any]:
        """The dice of a roll: those thrown and the fixed one ('2d6 and a 6'), which counts
        among the roll's dice wherever a rule names a roll (as a third die does)."""
        fixed = dice.get("fixed")
        if dice.get("chosen"):  # no rule can name a roll whose last number is not thrown
            for key in ("turn", "timed-turn", "unplayed-dice", "stake-doubles-on"):
                for pattern in self.rules.get(key, {}):
                    if key != "unplayed-dice" or pattern != "any":
                        self.fail(f"with a chosen number in every roll ('dice: {dice['count']}d"
                                  f"{dice['faces']} and a chosen number'), no rule can name a "
                                  "roll", key, pattern, code="rules-impossible-roll")
            return {"count": dice["count"] + 1, "faces": dice["faces"], "thrown": dice["count"],
                    "chosen": True}
        if fixed is None:
            return {"count": dice["count"], "faces": dice["faces"], "thrown": dice["count"]}
        if fixed > dice["faces"]:
            self.fail(f"the fixed die counts {fixed}, but the dice have {dice['faces']} faces",
                      "dice", "fixed", code="rules-impossible-roll")
        return {"count": dice["count"] + 1, "faces": dice["faces"], "thrown": dice["count"],
                "fixed": (fixed,),
                "text": f"{dice['count']}d{dice['faces']} and a {fixed}"}

    def _lower_only(self) -> bool:
        """'play only the lower die': one move, so no order of the dice to set."""
        only = bool(self.rules.get("lower-die-only"))
        if only and self.rules.get("lower-die-first"):
            self.fail("with only the lower die played there is no other die to play after it: "
                      "'play the lower die first' says nothing", "lower-die-first")
        return only

    def _check_roll(self, pattern: str, dice: Mapping[str, Any], *path: str) -> None:
        """A roll named by a rule is one the dice can show."""
        if pattern in ("doubles", "any"):
            return
        rolled = f"a roll of {dice['text']} is {dice['count']} dice" if "text" in dice \
            else f"{dice['count']} are rolled"
        if pattern in PAIRS:
            if dice["count"] != 3:
                self.fail(f"'on {PAIRS[pattern]}' needs three dice, but {rolled}", *path,
                          code="rules-impossible-roll")
            return
        low, high = (int(n) for n in pattern.split("-"))
        if max(low, high) > dice["faces"] or min(low, high) < 1:
            self.fail(f"the roll {pattern} cannot be thrown with d{dice['faces']} dice",
                      *path, code="rules-impossible-roll")
        if dice["count"] != 2:
            self.fail(f"the roll {pattern} names two dice, but {rolled}", *path,
                      code="rules-impossible-roll")

    def _parts(
        self, condition: Callable[..., Predicate | None], pattern: str,
        parts: list[dict[str, Any]], *path: str,
    ) -> tuple[Part, ...]:
        """One program's parts, each checked where it stands in the chain."""
        compiled: list[Part] = []
        played = False
        double = pattern == "doubles" or len(set(pattern.split("-"))) == 1
        for i, part in enumerate(parts):
            when = part.get("when")
            predicate = condition(when, *path, i, "when") if when else None
            if "roll-again" in part:
                kind = "roll-again"
                if not played:
                    self.fail("'roll again' comes before anything is played, so the turn "
                              "could go on for ever", *path, i, code="rules-endless-turn")
                if i != len(parts) - 1:
                    self.fail("'roll again' must be the last part of a turn", *path, i)
            else:
                kind = part["play"]
                played = True
                after_choice = bool(compiled) and compiled[-1].kind == "chosen-double"
                if kind == "complement" and after_choice:
                    kind = "chosen-complement"  # the complement of the double just chosen
                elif kind in ("double", "complement") and not double:
                    self.fail(f"'play {'it' if kind == 'double' else 'its complement'}' "
                              "needs a double; say it under 'on doubles'", *path, i)
                elif kind in ("pair", "pair-and-odd") and pattern not in PAIRS:
                    self.fail("'play the paired number' needs a pair; say it under 'on a pair "
                              "and a lower die' or 'on a pair and a higher die'", *path, i)
                elif kind in ("higher-doubles", "lower-doubles") and not double:
                    way = kind.removesuffix("-doubles")
                    self.fail(f"'play each {way} double' needs a double to "
                              f"{'climb' if way == 'higher' else 'step down'} from; say it "
                              "under 'on doubles'", *path, i)
                elif kind == "clear" and not double:
                    self.fail("'clear the point it names' needs a double, whose number names "
                              "one point; say it under 'on doubles'", *path, i)
                elif kind == "clear" and i:  # its steps are counted on the board it starts on
                    self.fail("'clear the point it names' must be the first part of its turn",
                              *path, i)
            compiled.append(Part(
                kind, part.get("times", 1), predicate,
                describe_condition(when) if when else "",
            ))
        return tuple(compiled)

    def _timed_turn(
        self, condition: Callable[..., Predicate | None], dice: Mapping[str, Any]
    ) -> tuple[TimedProgram, ...]:
        """The programs of ``on ROLL in the first turn:``, ``on ROLL from the fourth turn
        on:`` and ``on the first double:``. Two for one roll may not apply to one turn."""
        found: list[TimedProgram] = []
        for key, parts in self.rules.get("timed-turn", {}).items():
            pattern, text = key.split(" ")
            self._check_roll(pattern, dice, "timed-turn", key)
            timing = Timing(*parse_timing(text))
            for other in found:
                if other.pattern == pattern and _overlap(other.timing, timing):
                    first = next(k for k in self.rules["timed-turn"]
                                 if k.startswith(f"{pattern} ") and
                                 Timing(*parse_timing(k.split(" ")[1])) == other.timing)
                    self.fail(f"'on {timing_words(pattern, text)}' and "
                              f"'on {timing_words(*first.split(' '))}' can both apply to one "
                              "turn: say which turns each is for, without overlap",
                              "timed-turn", key)
            found.append(TimedProgram(
                pattern, timing, self._parts(condition, pattern, parts, "timed-turn", key)))
        # an exact roll before doubles, as for the usual programs
        return tuple(sorted(found, key=lambda t: t.pattern == "doubles"))

    def _unplayed(self, dice: Mapping[str, Any]) -> frozenset[str]:
        """The rolls whose unplayed dice pass to the opponent."""
        rules = self.rules.get("unplayed-dice", {})
        for pattern in rules:
            self._check_roll(pattern, dice, "unplayed-dice", pattern)
        return frozenset(p for p, fate in rules.items() if fate != "lost")

    def _unplayed_when(
        self, condition: Callable[..., Predicate | None]
    ) -> tuple[Predicate | None, str]:
        """``unplayed dice: passed to the opponent when C``: C, judged for the mover once he
        has played what he could, and its text; (None, "") where dice pass always."""
        fate = self.rules.get("unplayed-dice", {}).get("any")
        if not isinstance(fate, dict):
            return None, ""
        tree = fate["opponent-when"]
        return (condition(tree, "unplayed-dice", "any", "opponent-when"),
                describe_condition(tree))

    def _check_turn_passes(
        self, program: Mapping[str, tuple[Part, ...]], timed: tuple[TimedProgram, ...],
        dice: Mapping[str, Any],
    ) -> None:
        """A turn must be able to end: some roll must not lead, unconditionally, to another
        (in the first turns, in the later ones, at the first double and after it)."""
        if not program and not timed:
            return
        horizon = max([t.timing.horizon for t in timed], default=0)
        for turns, doubles in {(0, 0), (0, 1), (horizon, 0), (horizon, 1)}:
            in_force = [t for t in timed if t.timing.holds((turns, turns), (doubles, 0), 0)]
            endless = True
            for thrown in combinations_with_replacement(range(1, dice["faces"] + 1),
                                                        dice["thrown"]):
                roll = (*thrown, *dice.get("fixed", ()))
                parts = program_for_roll(roll, program, in_force) or ()
                endless = (bool(parts) and parts[-1].kind == "roll-again"
                           and all(part.when is None for part in parts))
                if not endless:
                    break
            if endless:
                first = next(iter(program), None)
                path = ("turn", first) if first else \
                    ("timed-turn", next(iter(self.rules["timed-turn"])))
                self.fail("every roll the dice can show ends in 'roll again', so the turn "
                          "would never pass to the other player", *path,
                          code="rules-endless-turn")
                return

    def _check_stake_doubles(self, dice: Mapping[str, Any]) -> None:
        """``double the stake on A-B`` names a roll the dice can show."""
        for pattern in self.rules.get("stake-doubles-on", {}):
            if pattern == "doubles":
                continue
            low, high = (int(n) for n in pattern.split("-"))
            if max(low, high) > dice["faces"] or dice["count"] != 2:
                thrown = dice.get("text", f"{dice['count']}d{dice['faces']}")
                self.fail(f"'double the stake on {pattern}': the roll {pattern} cannot be "
                          f"thrown with {thrown}", "stake-doubles-on", pattern,
                          code="rules-impossible-roll")


#: The turn programs of three dice two of which are alike, as the file words them.
PAIRS = {"pair-low": "a pair and a lower die", "pair-high": "a pair and a higher die"}


def _overlap(one: Timing, two: Timing) -> bool:
    """Whether two timings can hold in one turn (a first double can come in any turn; a
    stage timing with another only if both name one stage)."""
    if one.stages and two.stages:
        return bool(set(one.stages) & set(two.stages))
    if one.first_double or two.first_double or one.game != two.game:
        return True
    last_one = one.last if one.last is not None else 10**6
    last_two = two.last if two.last is not None else 10**6
    return max(one.first, two.first) <= min(last_one, last_two)
