"""The compiler's part for stacked men and stages: ``stack states:``, the state words of the
set-up, ``stages:``, what a die does in each stage and when each ends, and the conditions'
state words and stage atoms, each checked against what the file declares."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

from tavli.language.tree import Path
from tavli.model.conditions import Predicate, Stacking, describe_condition
from tavli.model.position import starting_position, view_of
from tavli.model.variant import EndRule, Stage, Variant

STEP_WORDS = {"unstack": "unstacks", "restack": "restacks", "bear-off": "bears off a man from",
              "enter": "enters a borne-off man on"}


def stacking_named(tree: Any, at: Path = ()) -> list[tuple[str, str, Path]]:
    """Every stack state word ("state") and stage ("stage") a condition names, with its path
    inside the condition, in written order."""
    if isinstance(tree, dict):
        if isinstance(tree.get("state"), str):
            return [("state", tree["state"], at)]
        if isinstance(tree.get("stage"), str):
            return [("stage", tree["stage"], (*at, "stage"))]
        return [found for key, value in tree.items()
                for found in stacking_named(value, (*at, key))]
    if isinstance(tree, list):
        return [found for i, value in enumerate(tree) for found in stacking_named(value, (*at, i))]
    return []


class StackRules:
    """Stacked men and stages, compiled and checked; the compiler's builder inherits them."""

    rules: dict[str, Any]

    def fail(self, message: str, *path: str | int, code: str = "") -> None:
        raise NotImplementedError  # the builder records the problem

    @property
    def stacking(self) -> Stacking | None:
        """The declared stack states and stage names, or None in a game with neither."""
        states = tuple(self.rules.get("stack-states", ()))
        stages = tuple(self.rules.get("stages", ()))
        return (states, stages) if states or stages else None

    def _stacking_problem(self, tree: Any) -> tuple[str, Path, str] | None:
        """A condition's state word or stage the file does not declare: the message, where
        in the condition, and the code."""
        states, stages = self.stacking or ((), ())
        for kind, word, at in stacking_named(tree):
            if kind == "state" and not states:  # as the language reads without stacked men
                return (f"expected 'in', 'off', 'on', 'out' or 'pinned', found '{word}'", at,
                        "rules-syntax")
            if kind == "state" and word not in states:
                return (f"the condition names the stack state '{word}', which the game does "
                        f"not declare (its stack states: {', '.join(states)})", at,
                        "rules-unknown-state")
            if kind == "stage" and word not in stages:
                known = ", ".join(stages) or "none: say 'stages: ...'"
                return (f"the condition names the stage '{word}', which the game does not "
                        f"declare (its stages: {known})", at, "rules-unknown-stage")
        return None

    def _setup_stacks(self) -> tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]]:
        """Per side, (own point, state index) of each set-up point that is not plain."""
        states = tuple(self.rules.get("stack-states", ()))
        found: list[tuple[tuple[int, int], ...]] = []
        for side in ("X", "O"):
            own = self.rules.get("side-setup", {}).get(side)
            if side == "O" and own is None and "X" not in self.rules.get("side-setup", {}):
                found.append(found[0])  # the common set-up, checked once
                continue
            where: tuple[str, ...] = ("setup",) if own is None else ("side-setup", side)
            setup = self.rules.get("setup", {"points": []}) if own is None else own
            piles: list[tuple[int, int]] = []
            for i, item in enumerate(setup["points"]):
                word = item.get("state")
                if word is None:
                    continue
                at: tuple[str | int, ...] = (*where, "points", i, "state")
                if not states:
                    self.fail(f"the set-up's point {item['point']} is '{word}', but this game "
                              "has no stacked men (stack states: ...)", *at,
                              code="rules-no-stacks")
                elif word not in states:
                    self.fail(f"the set-up names the stack state '{word}', which the game "
                              f"does not declare (its stack states: {', '.join(states)})", *at,
                              code="rules-unknown-state")
                elif states.index(word) and item["count"] < 2:
                    self.fail(f"a point of one man cannot be '{word}'", *at,
                              code="rules-stack-states")
                elif states.index(word) and item["count"] > len(states):
                    self.fail(f"a point of {item['count']} '{word}' men needs {item['count']} "
                              f"stack states, and the game declares {len(states)}", *at,
                              code="rules-stack-states")
                elif 0 < states.index(word) < len(states) - 1 <= item["count"] - 1 or (
                        0 < states.index(word) == item["count"] - 1 < len(states) - 1):
                    self.fail(f"a point of {item['count']} men with {states.index(word)} lying "
                              f"on others is '{states[-1]}' (all but the bottom one)", *at,
                              code="rules-stack-states")
                elif states.index(word):
                    piles.append((item["point"], states.index(word)))
            found.append(tuple(sorted(piles, reverse=True)))
        return found[0], found[1]

    def _stages(self, condition: Callable[..., Predicate | None]) -> tuple[Stage, ...]:
        """The stages in order, each with what a die does there and when it ends."""
        names = tuple(self.rules.get("stages", ()))
        states = tuple(self.rules.get("stack-states", ()))
        steps = self.rules.get("stage-steps", {})
        ends = self.rules.get("stage-ends", {})
        for key, said in (("stage-steps", "in stage {}:"), ("stage-ends", "stage {} ends when")):
            for name in self.rules.get(key, {}):
                if name not in names:
                    known = ", ".join(names) or "none: say 'stages: ...'"
                    self.fail(f"'{said.format(name)}' names a stage the game does not declare "
                              f"(its stages: {known})", key, name, code="rules-unknown-stage")
        found: list[Stage] = []
        for i, name in enumerate(names):
            step = steps.get(name, {"step": "move"})
            if step["step"] in ("unstack", "restack") and not states:
                self.fail(f"in stage {name} a die {STEP_WORDS[step['step']]} a point, but this "
                          "game has no stacked men (stack states: ...)", "stage-steps", name,
                          code="rules-no-stacks")
            end = ends.get(name)
            if end is None and i < len(names) - 1:
                self.fail(f"stage {name} never ends: say 'stage {name} ends when ...' (only the "
                          "last stage may go on to the end of the game)", "stages", i)
            outcome: Literal["", "wins", "loses"] = end.get("result", "") if end else ""
            if end is not None and i == len(names) - 1 and not outcome:
                self.fail(f"stage {name} is the last, so it cannot end (it has no stage after "
                          "it) unless the game ends with it (': he wins')", "stage-ends", name)
            when = condition(end["when"], "stage-ends", name, "when") if end else None
            if outcome and when is not None:  # the game's end: only in this stage
                when = condition({"and": [{"stage": name}, end["when"]]},
                                 "stage-ends", name, "when")
            found.append(Stage(name, step["step"], step.get("from") == "start", when,
                               describe_condition(end["when"]) if end else "",
                               bool(end and end.get("unstacking-all")), outcome))
        return tuple(found)

    def _stage_end_rules(self, stages: tuple[Stage, ...]) -> tuple[EndRule, ...]:
        """``stage S ends when C: he wins``: the game's end while the player is in S."""
        return tuple(EndRule(stage.outcome, stage.ends, f"stage {stage.name} and "
                             f"{stage.ends_text}")
                     for stage in stages if stage.outcome and stage.ends is not None)

    def _check_stages_at_start(self, variant: Variant) -> None:
        """The first stage's end already met before anything is played would skip it."""
        first = variant.stages[0] if variant.stages else None
        if first is None or first.ends is None:
            return
        start = starting_position(variant)
        if any(first.ends(view_of(variant, start, side)) for side in (0, 1)):
            self.fail(f"'stage {first.name} ends when {first.ends_text}' already holds in the "
                      "starting position, so the stage would never be played",
                      "stage-ends", first.name, "when")

    def _check_stage_parts(self, stages: tuple[Stage, ...]) -> None:
        """A stage timing names declared stages; 'play the total on any points' and 'clear
        the point it names' make steps on points, so they apply only in stages whose dice
        name points (not where dice move men)."""
        names = {stage.name: stage for stage in stages}
        programs: list[tuple[Path, tuple[str, ...] | None, Any]] = [
            (("turn", pattern), None, parts)
                    for pattern, parts in self.rules.get("turn", {}).items()]
        for key, parts in self.rules.get("timed-turn", {}).items():
            timing = key.split(" ")[1]
            during = tuple(timing.removeprefix("stage:").split(",")) \
                if timing.startswith("stage:") else None
            for name in during or ():
                if name not in names:
                    known = ", ".join(names) or "none: say 'stages: ...'"
                    self.fail(f"'in stage {name}' names a stage the game does not declare (its "
                              f"stages: {known})", "timed-turn", key,
                              code="rules-unknown-stage")
            programs.append((("timed-turn", key), during, parts))
        for path, during, parts in programs:
            for i, part in enumerate(parts):
                said = PART_WORDS.get(part.get("play", ""))
                if said is None:
                    continue
                if not stages:
                    self.fail(f"'{said}' makes steps on points, so it needs stages whose dice "
                              "name them (stages: ..., in stage S: a die of n ...)", *path, i)
                    continue
                moving = [name for name in during or names
                          if name in names and names[name].step == "move"]
                if moving:
                    self.fail(f"'{said}' makes steps on points, but in stage {moving[0]} dice "
                              f"move men: say 'on ... in stage S:' for the stages whose dice "
                              "name points", *path, i)


#: The turn parts of stacked games, as the file words them.
PART_WORDS = {"total": "play the total on any points", "clear": "clear the point it names"}
