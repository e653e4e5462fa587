"""Validated rule trees → a compiled Variant: extends resolved, options applied, meaning checked.

A variant file states only how it differs from the one it extends. Rules are merged by key:
a group (``track``, ``zone``, ``allow``, ``turn``, ``opening``, ``stake-doubles-on``,
``cube-rules``, ``hold-limit``) merges entry by entry, every other rule replaces the parent's
whole; ``cube: none`` drops the cube rules it inherits. Options are merged last, in
the order chosen. Every meaning error points at the statement that caused it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from pathlib import PurePath
from typing import Any

from tavli.language.crowd_rules import CrowdRules
from tavli.language.decision_rules import DecisionRules
from tavli.language.limit_rules import LimitRules
from tavli.language.meaning import (
    count_problems,
    grouped,
    opponent_inside_opponent,
    speaks_of,
    speaks_of_pins,
    speaks_of_place,
    zone_hint,
    zones_named,
)
from tavli.language.merge import Merged, merge_chain
from tavli.language.score_rules import ScoreRules
from tavli.language.side_rules import SideRules
from tavli.language.stack_rules import StackRules
from tavli.language.take_rules import TakeRules
from tavli.language.tree import ParsedRules, Path, parse_timing
from tavli.language.turn_rules import TurnRules
from tavli.model.conditions import Predicate, compile_condition, describe_condition
from tavli.model.errors import RulesError, RulesMeaningError
from tavli.model.position import starting_position, view_of
from tavli.model.timing import Timing
from tavli.model.variant import (
    ACTIONS,
    STANDARD_BOARD,
    Board,
    LeaveLimit,
    ScoreLevel,
    Side,
    Variant,
)

#: ``opening: X moves first`` / ``O moves first``: who begins, with no opening roll
FIRST_MOVERS: dict[str, Side] = {"X": 0, "O": 1}

REQUIRED = {
    "checkers": "how many checkers each player has (checkers: 15)",
    "dice": "which dice are rolled (dice: 2d6)",
    "setup": "where the checkers start (setup: ...)",
    "blocked-by": "how many checkers block a point (blocked by 2)",
    "single-enemy-checker": "what landing on a single enemy checker does",
    "bear-off": "how checkers are borne off (bear off: ...)",
    "scoring": "how a game is scored (scoring:)",
}


def compile_variant(
    chain: list[ParsedRules],
    options: Mapping[str, bool] | Iterable[str] = (),
) -> Variant:
    """Compile a variant from its file and its ancestors' (root first), with options chosen."""
    merged, offered, chosen = merge_chain(chain, options)
    return _Builder(merged, chain[-1], offered, chosen).build()


class _Builder(TurnRules, LimitRules, StackRules, ScoreRules, SideRules, DecisionRules,
               TakeRules, CrowdRules):
    def __init__(
        self,
        merged: Merged,
        child: ParsedRules,
        offered: Mapping[str, tuple[ParsedRules, dict[str, Any]]],
        chosen: tuple[str, ...],
    ) -> None:
        self.m = merged
        self.rules = merged.rules
        self.child = child
        self.offered = offered
        self.chosen = chosen
        self.problems: list[RulesError] = []

    def fail(self, message: str, *path: str | int, code: str = "") -> None:
        error = self.m.spot_error(message, *path, code=code)
        if error.spot is None:  # a rule never stated: the variant's header is the place
            error = RulesMeaningError(message, self.child.spot(()), code=code)
        self.problems.append(error)

    def _later(self, first: str | Path, second: str | Path) -> str | Path:
        """Of two rules, the one stated last: where a conflict between them was made (or the
        one the compiled file states, when the other comes from a file it extends)."""
        one = self.m.origins.get(first if isinstance(first, tuple) else (first,))
        two = self.m.origins.get(second if isinstance(second, tuple) else (second,))
        if one is None or two is None:
            return second if one is None else first
        if (one.parsed is self.child) != (two.parsed is self.child):
            # a file that clashes with what it extends made the clash: it is told, not the other
            return first if one.parsed is self.child else second
        one_line = one.parsed.spot(one.path).line
        two_line = two.parsed.spot(two.path).line
        return first if (one.order, one_line) > (two.order, two_line) else second

    def _where(self, rule: str | Path) -> str:
        """Where a rule was stated, for a message about another (``base.rules, line 3``)."""
        origin = self.m.origins.get(rule if isinstance(rule, tuple) else (rule,))
        if origin is None:
            return "inherited"
        spot = origin.parsed.spot(origin.path)
        if origin.parsed is self.child:
            return f"line {spot.line}"
        return f"{PurePath(spot.file).name}, line {spot.line}"

    def build(self) -> Variant:
        rules = self.rules
        names, colours, order = self._sides()
        for key, what in REQUIRED.items():
            if key == "setup" and set(rules.get("side-setup", {})) >= set(names):
                continue  # each player's own set-up stands for the common one
            if key not in rules:
                self.problems.append(
                    RulesMeaningError(
                        f"variant '{self.child.tree['variant']}' never says {what}",
                        self.child.spot(()),
                    )
                )
        if self.problems:
            raise grouped(self.problems)
        self.board = self._board()
        if self.problems:
            raise grouped(self.problems)  # every point is counted on the board
        tracks = self._tracks(names)
        if self.problems:
            raise grouped(self.problems)  # zones and set-ups are laid along the tracks
        length = len(tracks[0]) if tracks else self.board.points
        zones, zone_spans = self._zones(length)
        checkers = rules["checkers"]
        setups = self._setups(checkers, length, names)
        if any(problem.code == "rules-schema" for problem in self.problems):
            raise grouped(self.problems)  # a point off the board: the rest would only echo it
        if tracks is not None:
            self._check_setup_apart(tuple(points for points, _ in setups), tracks, names)
        condition = self._condition_compiler(length, zones, tracks)
        allow: dict[str, Predicate | None] = {}
        allow_text: dict[str, str] = {}
        for action in ACTIONS:
            tree = rules.get("allow", {}).get(action, True)
            allow[action] = None if tree is True else condition(tree, "allow", action)
            allow_text[action] = "always" if tree is True else describe_condition(tree)
        leaving: list[tuple[tuple[int, ...], Predicate | None]] = []
        for action, tree in rules.get("allow", {}).items():
            if not action.startswith("leaving:"):
                continue
            zone = action.removeprefix("leaving:")
            if zone not in zones:
                self.fail(f"'allow leaving {zone}' names a zone the variant does not define",
                          "allow", action)
                continue
            allow_text[action] = "always" if tree is True else describe_condition(tree)
            if tree is not True:
                leaving.append((zones[zone], condition(tree, "allow", action)))
        hold_limits = []
        for zone in rules.get("hold-limit", {}):
            if zone not in zones:
                self.fail(f"'never hold all of {zone}' names a zone the variant does not define",
                          "hold-limit", zone)
            else:
                hold_limits.append(zones[zone])
        dice = self._dice(rules["dice"])
        turn = self._turn(condition, dice)
        timed = self._timed_turn(condition, dice)
        self._check_turn_passes(turn, timed, dice)
        unplayed = self._unplayed(dice)
        unplayed_when, unplayed_when_text = self._unplayed_when(condition)
        scoring = self._scoring(condition)
        cube = rules.get("cube", {"up-to": 64})
        cube_max = cube.get("up-to")
        if cube_max is not None and cube_max & (cube_max - 1):
            self.fail(f"the cube goes up by doubling, so its top must be a power of 2, not "
                      f"{cube_max}", "cube")
        cube_rules = self._cube_rules(cube_max)
        leave_limit = self._leave_limit(condition, zones)
        board_zones = self._board_zones(zones)
        decisions = self._decisions(board_zones)
        end_rules = self._end_rules(condition, lambda over: self._condition_compiler(
            length, over, tracks), zones, tracks, board_zones, decisions)
        limits = self._limits(zones, checkers)
        crowding = self._crowding(condition)
        stages = self._stages(condition)
        self._check_stage_parts(stages)
        end_rules = (*end_rules, *self._stage_end_rules(stages))
        setup_stacks = self._setup_stacks()
        scores = self._scores(condition, zones, rules["dice"]["faces"])
        hole_choice = scores.pop("decisions", ())  # the scorer's, after the kept ones
        scores |= self._play_musts(condition)
        taking = self._taking(tracks) | self._puissance(zones, tracks)
        if self.problems or tracks is None:
            raise grouped(self.problems)
        opening = rules.get("opening", {})
        if opening.get("first", "roll") not in (*names, "roll"):
            self.fail(f"{opening['first']} moves first, but this game's sides are "
                      f"{', '.join(names)}", "opening", "first", code="rules-sides")
            raise grouped(self.problems)
        if opening.get("winner") == "moves-opponents-men" and (len(names) > 2 or decisions):
            # the opponent is one side, and the winner's first decision is his play
            self.fail("the opening winner can move the opponent's men only in a game of two "
                      "sides without decisions", "opening", "winner")
            raise grouped(self.problems)
        thrown = rules["dice"]["count"]
        if thrown != 2 and opening.get("winner", "plays-both-dice") != "rolls-both-dice-again" \
                and opening.get("first", "roll") == "roll":  # (no opening roll: no such dice)
            # the opening gives two dice, one each: they cannot be a roll of three
            where = self._later(("opening", "winner"), ("dice",))
            where = where if isinstance(where, tuple) else (where,)
            self.fail(f"the opening winner cannot play the two opening dice as his roll when "
                      f"{thrown} dice are rolled: say 'opening winner: rolls both dice again'",
                      *where, code="rules-opening-dice")
            raise grouped(self.problems)
        source = rules.get("source", {"title": "", "clauses": []})
        variant = Variant(
            name=self.child.tree["variant"],
            title=self.child.tree["title"],
            source=source["title"],
            clauses=tuple(source["clauses"]),
            extends=self.child.tree.get("extends"),
            # a game's other names are its own: they are not inherited
            known_as=dict(self.child.tree["rules"].get("known-as", {})),
            checkers=checkers,
            dice=rules["dice"]["count"],
            faces=rules["dice"]["faces"],
            tracks=tracks,
            zones=zones,
            zone_spans=zone_spans,
            setups=tuple(points for points, _ in setups),
            setup_hands=tuple(hand for _, hand in setups),
            blocked_by=rules["blocked-by"],
            single_enemy=rules["single-enemy-checker"],
            allow=allow,
            allow_text=allow_text,
            bear_off=rules["bear-off"],
            turn=turn,
            guards={p.when_text: p.when
                    for ps in (*turn.values(), *(t.parts for t in timed)) for p in ps if p.when},
            opening_ties=opening.get("ties", "roll-again"),
            opening_winner=opening.get("winner", "plays-both-dice"),
            first_mover=names.index(opening["first"])
            if opening.get("first", "roll") in names else None,
            cube_max=cube_max,
            stake_doubles_on=frozenset(rules.get("stake-doubles-on", {})),
            cube_rules=cube_rules,
            leave_limit=leave_limit,
            prime_limit=rules.get("prime-limit", {}).get("length"),
            leaving=tuple(leaving),
            hold_limits=tuple(hold_limits),
            end_rules=end_rules,
            **limits,
            **crowding,
            scoring=scoring,
            options={name: option["description"] for name, (_, option) in self.offered.items()},
            option_sources={name: option["source"] for name, (_, option) in self.offered.items()
                            if "source" in option},
            former_defaults=frozenset(name for name, (_, option) in self.offered.items()
                                      if option.get("formerly-default")),
            renamed_options=self._renamed_options(),
            chosen=frozenset(self.chosen),
            rule_tree=rules,
            timed_turn=timed,
            unplayed_to_opponent=unplayed,
            passed_numbers=tuple(sorted(set(rules.get("passed-dice", ())))),
            last_out=rules.get("last-out", 0),
            unplayed_when=unplayed_when,
            unplayed_when_text=unplayed_when_text,
            turn_horizon=max(
                [t.timing.horizon for t in timed]
                + [t.horizon for t in (leave_limit.timings if leave_limit else ()) if t]
                + [e.timing.horizon for e in scores.get("score_events", ()) if e.timing],
                default=0),
            double_horizon=int(any(t.timing.first_double for t in timed)),
            fixed_dice=tuple(dice.get("fixed", ())),
            chosen_die=bool(dice.get("chosen")),
            lower_die_first=bool(rules.get("lower-die-first")),
            lower_die_only=self._lower_only(),
            board=self.board,
            stack_states=tuple(rules.get("stack-states", ())),
            stages=stages,
            setup_stacks=setup_stacks,
            **scores,
            side_names=names,
            colours=colours,
            order=order,
            next_sides=tuple(order[(order.index(side) + 1) % len(order)]
                             for side in range(len(order))),
            decisions=decisions + hole_choice,
            board_zones=board_zones,
            **taking,
        )
        self._check_many_sides(variant)
        self._check_taking(variant)
        if self.problems:
            raise grouped(self.problems)
        self._check_end_rules_at_start(variant)
        self._check_stages_at_start(variant)
        if self.problems:
            raise grouped(self.problems)
        return variant

    def _renamed_options(self) -> dict[str, str]:
        """``option OLD is now option NEW`` / ``... the default``: OLD is no option offered
        now, and NEW is one."""
        renamed = dict(self.rules.get("option-renamed", {}))
        for old, new in renamed.items():
            if old in self.offered:
                self.fail(f"'{old}' is an option offered now, so it cannot be an old name of "
                          "another", "option-renamed", old, code="rules-unknown-option")
            elif new and new not in self.offered:
                self.fail(f"'option {old} is now option {new}': this game offers no option "
                          f"'{new}'", "option-renamed", old, code="rules-unknown-option")
        return renamed

    def _check_end_rules_at_start(self, variant: Variant) -> None:
        """An end rule that holds before anything is played would end the game at once."""
        start = starting_position(variant)
        for i, rule in enumerate(variant.end_rules):
            could = (1, 1) if rule.moves else ()  # 'no move': a start where nobody moves is
            if any(rule.when(view_of(variant, start, side) + could)  # no game to check
                   for side in (0, 1)):
                self.fail(f"'{rule.when_text}' already holds in the starting position, so the "
                          "game would end before it began", "game-ends", i, "when")

    def _leave_limit(
        self, condition: Callable[..., Predicate | None], zones: Mapping[str, tuple[int, ...]]
    ) -> LeaveLimit | None:
        limit = self.rules.get("leave-limit")
        if limit is None:
            return None
        cells = zones.get(limit["zone"])
        if cells is None:
            self.fail(f"the leave limit names zone '{limit['zone']}', which the variant does not "
                      "define", "leave-limit", "zone")
            return None
        if sorted(cells) != list(range(len(cells))):
            self.fail(f"zone {limit['zone']} must begin where the track begins, so that the "
                      "checkers leaving it can be counted", "leave-limit", "zone")
            return None
        exceptions = tuple(
            (item["checkers"], frozenset(item["rolls"]),
             condition(item["when"], "leave-limit", "exceptions", i, "when")
             if "when" in item else None)
            for i, item in enumerate(limit.get("exceptions", []))
        )
        timings = tuple(Timing(*parse_timing(item["turns"])) if "turns" in item else None
                        for item in limit.get("exceptions", []))
        return LeaveLimit(tuple(sorted(cells)), limit["checkers"], exceptions,
                          timings if any(timings) else ())

    def _cube_rules(self, cube_max: int | None) -> frozenset[str]:
        """The cube rules in force. ``cube: none`` withdraws the cube rules a variant inherits
        (Race Gammon has no Crawford rule); one stated beside or after it is an error."""
        stated = self.rules.get("cube-rules", {})
        if cube_max is not None:
            return frozenset(stated)
        cube = self.m.origins.get(("cube",))
        for name in stated:
            origin = self.m.origins.get(("cube-rules", name))
            if cube is not None and origin is not None and origin.order < cube.order:
                continue  # withdrawn by the 'cube: none' stated after it
            if cube is not None and origin is not None and cube.parsed is self.child \
                    and origin.parsed is not self.child and origin.path[0] == "options":
                # this file's 'cube: none' breaks an option it inherits: say so here
                option = str(origin.path[1])
                line = origin.parsed.spot(origin.path).line
                self.fail(f"the game has no cube, but the option '{option}' it inherits from "
                          f"{origin.parsed.tree['variant']} ({PurePath(origin.parsed.file).name}"
                          f":{line}) is "
                          f"a cube rule: write 'without option {option}'", "cube")
            else:
                self.fail("cube rules are given, but the game has no cube", "cube-rules", name)
        return frozenset()

    # ---- geometry
    def _board(self) -> Board:
        """``board: N points [in R rows of K | in T tables of K][, round]``; without it,
        today's board. A bare count lays its points in tables of six where it can (two
        rows facing each other from two tables on), else in one row."""
        said = self.rules.get("board")
        if said is None:
            return STANDARD_BOARD
        points = said["points"]
        if "rows" in said:
            rows, table = said["rows"], said["per-row"]
            if rows * table != points:
                self.fail(f"the board has {points} points, not {rows} rows of {table} "
                          f"({rows * table})", "board", code="rules-board")
        else:
            table = said.get("per-table", 6 if points % 6 == 0 else points)
            tables = said.get("tables", points // table)
            if tables * table != points:
                self.fail(f"the board has {points} points, not {tables} tables of {table} "
                          f"({tables * table})", "board", code="rules-board")
            rows = 2 if tables % 2 == 0 else 1
        if said.get("round"):
            if "rows" in said and rows > 1:
                self.fail("a round board is one ring of points: say 'in N tables of K, round', "
                          "not rows", "board", code="rules-board")
            rows = 1
        return Board(points=points, rows=rows, table=table, round=bool(said.get("round")))

    def _off_board(self, words: str, point: int, *path: str | int) -> None:
        """A point the board does not have, said as the schema says a point off every
        board (``rules-schema``, where it was written)."""
        self.fail(f"{words}: there is no point {point}; the board's points are numbered 1 to "
                  f"{self.board.points}", *path, code="rules-schema")

    def _zones(self, length: int) -> tuple[dict[str, tuple[int, ...]], dict[str, tuple[int, int]]]:
        zones: dict[str, tuple[int, ...]] = {}
        spans: dict[str, tuple[int, int]] = {}
        for name, span in self.rules.get("zone", {}).items():
            low, high = sorted((span["from"], span["to"]))
            if high > length:
                self._off_board(f"zone {name}", high, "zone", name,
                                "to" if span["to"] == high else "from")
                continue
            zones[name] = tuple(length - p for p in range(high, low - 1, -1))
            spans[name] = (low, high)
        if "home" not in zones and "home" not in self.rules.get("zone", {}):
            self.fail("the variant never names its home zone (zone home: 1..6)", "zone")
        return zones, spans

    # ---- conditions, the turn program, scoring
    def _condition_compiler(
        self, length: int, zones: Mapping[str, tuple[int, ...]],
        tracks: tuple[tuple[int, ...], ...] | None,
    ) -> Callable[..., Predicate | None]:
        checkers = self.rules["checkers"]
        block = self.rules["blocked-by"]
        mirror: tuple[int, ...] | None = None
        if tracks is not None and len(tracks) == 2 and set(tracks[0]) == set(tracks[1]):
            # for each track index of the opponent, the player's index of the same point;
            # one table serves both players only when each sees the other the same way
            of_x = tuple(tracks[0].index(point) for point in tracks[1])
            of_o = tuple(tracks[1].index(point) for point in tracks[0])
            mirror = of_x if of_x == of_o else None

        def compile_at(tree: Mapping[str, Any], *path: str | int) -> Predicate | None:
            for problem, at in count_problems(tree, checkers, zones, length):
                self.fail(problem, *path, *at)
                return None
            nested = opponent_inside_opponent(tree)
            if nested is not None:
                self.fail("'the opponent has' inside 'the opponent has' speaks of the player "
                          "himself: say it without either", *path, *nested)
                return None
            if many and (speaks_of(tree, "opponent") or speaks_of(tree, "behind")):
                self.fail(f"the condition speaks of the opponent, but {len(tracks or ())} "
                          "sides play, so no one side is the opponent", *path,
                          code="rules-sides")
                return None
            if mirror is None and (speaks_of(tree, "opponent") or speaks_of(tree, "behind")):
                self.fail("the condition speaks of the opponent, but the two tracks are not "
                          "mirror images of each other, so the opponent's points cannot be "
                          "read from the player's", *path, code="rules-track")
                return None
            unknown = [(name, at) for name, at in zones_named(tree) if name not in zones]
            if unknown:
                name, at = unknown[0]
                known = ", ".join(sorted(zones)) or "none"
                hint = zone_hint(name, zones)
                self.fail(f"the condition names zone '{name}', which the variant does "
                          f"not define (its zones: {known}){hint}", *path, *at,
                          code="rules-unknown-zone")
                return None
            if not pins and speaks_of_pins(tree):
                self.fail("the condition speaks of pinned checkers, but in this game a single "
                          "enemy checker is not pinned (single enemy checker: pin)", *path,
                          code="rules-no-pins")
                return None
            if speaks_of_place(tree, "out-of-game") and not goes_out:
                self.fail("the condition speaks of checkers out of the game, but in this game "
                          "none leaves it (a hit checker goes out of the game)", *path)
                return None
            if speaks_of(tree, "no-move") and path[:1] != ("game-ends",):
                self.fail("'no move' is judged only in 'the game ends when a player has ...': "
                          "elsewhere it would ask the rules for the moves it limits", *path)
                return None
            stacked = self._stacking_problem(tree)
            if stacked is not None:
                self.fail(stacked[0], *path, *stacked[1], code=stacked[2])
                return None
            return compile_condition(tree, length, zones, pins, block, mirror, checkers,
                                     self.stacking)

        many = tracks is not None and len(tracks) > 2
        pins = self.rules["single-enemy-checker"] == "pin"
        goes_out = isinstance(self.rules.get("hit-return"), dict) \
            and self.rules["single-enemy-checker"] == "hit"
        return compile_at

    def _scoring(self, condition: Callable[..., Predicate | None]) -> tuple[ScoreLevel, ...]:
        levels: list[ScoreLevel] = []
        for i, result in enumerate(self.rules["scoring"]):
            when = result.get("when")
            levels.append(ScoreLevel(
                result["name"], result["points"], result.get("per-checker"),
                condition(when, "scoring", i, "when") if when else None,
                describe_condition(when) if when else "",
            ))
        if not any(level.when is None for level in levels):
            self.fail("scoring needs one result with no 'when', for a game that meets no "
                      "other", "scoring")
        names = [level.name for level in levels]
        for i, name in enumerate(names):
            if name in names[:i]:
                self.fail(f"scoring names the result '{name}' twice", "scoring", i)
        return tuple(levels)

