"""The compiler's part for decisions: zones fixed on the board (``zone q1: board 19..24``),
the choice the first player makes among them (``the first player names one of q1, q2``),
and the end rules that speak of ``the named zone``, compiled once per choice and player
(a board zone is other cells of each player's track)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from tavli.language.meaning import speaks_of, zones_named
from tavli.language.tree import NAMED_ZONE
from tavli.model.conditions import Predicate, describe_condition
from tavli.model.decision import Decision
from tavli.model.variant import Board, EndRule

Tracks = tuple[tuple[int, ...], ...]  # one per side
#: Makes a condition compiler over the given zones (the builder's _condition_compiler).
CompilerOver = Callable[[Mapping[str, tuple[int, ...]]], Callable[..., Predicate | None]]


def names_the_zone(tree: Any) -> bool:
    """Whether a condition speaks of 'the named zone'."""
    return any(name == NAMED_ZONE for name, _ in zones_named(tree))


class DecisionRules:
    """Decisions and board zones, compiled and checked; the compiler's builder inherits them."""

    rules: dict[str, Any]
    board: Board

    def fail(self, message: str, *path: str | int, code: str = "") -> None:
        raise NotImplementedError  # the builder records the problem

    def _board_zones(self, zones: Mapping[str, tuple[int, ...]]) -> dict[str, tuple[int, ...]]:
        """Each board zone's board points, in the board's numbering."""
        found: dict[str, tuple[int, ...]] = {}
        for name, span in self.rules.get("board-zone", {}).items():
            low, high = sorted((span["from"], span["to"]))
            if name in zones or name == NAMED_ZONE:
                self.fail(f"zone {name} is declared twice: once on the board, once along the "
                          "tracks" if name in zones else
                          f"'{NAMED_ZONE}' is kept for 'the named zone'", "board-zone", name)
            elif low < 1 or high > self.board.points:
                self.fail(f"zone {name}: the board has no point {high if high > 1 else low} "
                          f"(its points are 1..{self.board.points})", "board-zone", name)
            else:
                found[name] = tuple(range(low, high + 1))
        return found

    def _decisions(self, board_zones: Mapping[str, tuple[int, ...]]) -> tuple[Decision, ...]:
        found: list[Decision] = []
        if self.rules.get("decisions") and self.rules.get("stages"):
            # both are kept in Position.counters; no game has both yet, so none is written
            self.fail("a game played in stages cannot have decisions yet", "decisions")
            return ()
        for name, decision in self.rules.get("decisions", {}).items():
            unknown = [c for c in decision["of"] if c not in board_zones]
            if unknown:
                known = ", ".join(board_zones) or "none"
                self.fail(f"the first player names one of zones the board does not fix: "
                          f"{', '.join(unknown)} (its board zones: {known}; say 'zone "
                          f"{unknown[0]}: board A..B')", "decisions", name, "of",
                          decision["of"].index(unknown[0]))
                continue
            found.append(Decision(name, tuple(decision["of"])))
        return tuple(found)

    def _end_rules(
        self, condition: Callable[..., Predicate | None], over: CompilerOver,
        zones: Mapping[str, tuple[int, ...]], tracks: Tracks | None,
        board_zones: Mapping[str, tuple[int, ...]], decisions: tuple[Decision, ...],
    ) -> tuple[EndRule, ...]:
        """``the game ends when a player has ...: ...``, in the order written."""
        found: list[EndRule] = []
        for i, rule in enumerate(self.rules.get("game-ends", [])):
            if "when" in rule and names_the_zone(rule["when"]) and tracks is not None:
                named = self._named_end_rule(rule, i, over, zones, tracks, board_zones,
                                             decisions)
                found.extend([named] if named else [])
                continue
            if "take-undone" in rule:  # judged on the throw once played (tavli.game.taking)
                found.append(EndRule(rule["result"], _never, "leaves a take undone",
                                     roll="take"))
                continue
            if "roll" in rule:  # judged on the throw once played, not on a position
                found.append(EndRule(rule["result"], _never,
                                     f"cannot play {rule['roll']} of his roll",
                                     roll=rule["roll"]))
                continue
            if rule.get("at-any-step") and speaks_of(rule["when"], "no-move"):
                self.fail("'at any step' is judged on the mover's men after each step, but "
                          "'no move' speaks of the whole throw: leave 'at any step' out",
                          "game-ends", i, "at-any-step")
                continue
            if rule["result"] == "higher-score" and "keep-score" not in self.rules:
                self.fail("'the higher score wins' needs a score: say 'keep score: points' "
                          "first", "game-ends", i, "result", code="rules-no-score")
            when = condition(rule["when"], "game-ends", i, "when")
            if when is not None:
                found.append(EndRule(rule["result"], when, describe_condition(rule["when"]),
                                     speaks_of(rule["when"], "no-move"),
                                     any_step=bool(rule.get("at-any-step"))))
        return tuple(found)

    def _named_end_rule(
        self, rule: Mapping[str, Any], i: int, over: CompilerOver,
        zones: Mapping[str, tuple[int, ...]], tracks: Tracks,
        board_zones: Mapping[str, tuple[int, ...]], decisions: tuple[Decision, ...],
    ) -> EndRule | None:
        """An end rule on 'the named zone': its condition for each choice and player."""
        if not decisions:
            self.fail("the condition speaks of the named zone, but nobody names one (say "
                      "'the first player names one of ...')", "game-ends", i, "when")
            return None
        decision = decisions[0]
        named: list[tuple[Predicate, Predicate]] = []
        for choice in decision.choices:
            pair: list[Predicate] = []
            for track in tracks:
                cells = tuple(sorted(track.index(p) for p in board_zones[choice]))
                when = over({**zones, NAMED_ZONE: cells})(rule["when"], "game-ends", i, "when")
                if when is None:
                    return None
                pair.append(when)
            named.append((pair[0], pair[1]))
        return EndRule(rule["result"], _never, describe_condition(rule["when"]),
                       named=tuple(named), decision=decision.name,
                       any_step=bool(rule.get("at-any-step")))


def _never(view: tuple[int, ...]) -> bool:
    return False
