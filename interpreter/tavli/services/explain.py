"""Which rule an engine's disagreement breaks, worked out from the rules themselves.

An engine that offers a play tavli does not (an *extra* play) ignores some rule: tavli finds
it by lifting the game's rules one at a time (a condition on an action, a limit, the way
checkers bear off, the forced-play rule that as many dice as possible, and the larger, must be
played) and asking which one, lifted, lets the play through. An engine that lacks a play tavli
offers (a *missing* play) keeps a rule the game does not have: tavli finds the statement that
allows the play by making it stricter (bearing off by the exact number only, no hitting, a
single checker holding a point) and asking which one, made so, forbids it. Each rule is named
as the rules file writes it, with its file and line and the register points its comment
cites, for whichever game is checked: nothing here knows a game by name.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from itertools import combinations
from pathlib import Path, PurePath
from typing import Any

from tavli.game.movegen import raw_plays
from tavli.game.views import board_after, pins_after
from tavli.language.load import rules_chain
from tavli.language.resources import bundled_variant_files
from tavli.language.tree import ParsedRules
from tavli.model.position import Position
from tavli.model.variant import Variant

#: A resulting position as compared: points, bar, hand, off, pins.
Board = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...],
              tuple[int, ...]]
#: The register points a comment cites: BG-12, LN-05, A13 (an ambiguity of the seeds).
_CLAUSE = re.compile(r"\b(?:[A-Z]{2}-\d{2}|A\d{1,2})\b")


@dataclass(frozen=True)
class Rule:
    """A rule of the game, as its rules file states it."""

    statement: str  # the line as written, comment aside
    where: str  # file:line, or "" for a rule of every game
    clauses: tuple[str, ...] = ()  # the register points its comment cites
    path: tuple[str | int, ...] = ()  # the statement's place in the rule tree
    verdict: str = "breaks"  # what the engine does to it: "breaks" it, or "lacks" it

    def render(self) -> str:
        cited = f", {', '.join(self.clauses)}" if self.clauses else ""
        text = f"{self.statement} ({self.where}{cited})" if self.where else self.statement
        return f"{self.verdict} {text}"


def board_of(position: Position) -> Board:
    return position.points, position.bar, position.hand, position.off, position.pinned


def _boards(variant: Variant, rolled: Position, views: Iterator[tuple[int, ...]]) -> set[Board]:
    side = rolled.turn
    found = set()
    for view in views:
        points, bar, hand, off = board_after(variant, side, view, rolled)
        found.add((points, bar, hand, off, pins_after(variant, side, view)))
    return found


def _results(variant: Variant, rolled: Position) -> set[Board]:
    """Where the legal plays of the rolled position lead, under ``variant``'s rules (the
    reference search: the rules may be a changed copy the kernel never compiled)."""
    return _boards(variant, rolled, iter(raw_plays(variant, rolled, rolled.turn, rolled.dice)))


def _free(variant: Variant, rolled: Position) -> set[Board]:
    """Where any of the dice lead, in any order, however few are played: the plays of every
    part of the roll (each part's plays use as many of its dice as can be played; fewer are
    a smaller part's)."""
    parts = {tuple(sorted(combo)) for size in range(1, len(rolled.dice) + 1)
             for combo in combinations(rolled.dice, size)}
    return {board for part in parts
            for board in _boards(variant, rolled, iter(raw_plays(variant, rolled, rolled.turn,
                                                                 part)))}


def unfinished_results(variant: Variant, rolled: Position) -> set[Board]:
    """The positions a legal play passes through on its way: some of the dice played, and
    the rest then playable to one of the legal plays' results. What an engine that declares
    it lists unfinished plays may offer beyond tavli's; a part of the roll that leads
    nowhere legal (the smaller die where only the larger can be played, a stop that leaves
    a die unplayable) is no unfinished play but a broken rule."""
    legal = _results(variant, rolled)
    dice = rolled.dice
    parts = {tuple(sorted(combo)) for size in range(1, len(dice))
             for combo in combinations(dice, size)}
    passed: set[Board] = set()
    for part in parts:
        rest = list(dice)
        for die in part:
            rest.remove(die)
        for board in _boards(variant, rolled, iter(raw_plays(variant, rolled, rolled.turn,
                                                             part))):
            if board in passed or board in legal:
                continue
            points, bar, hand, off, pinned = board
            midway = replace(rolled, points=points, bar=bar, hand=hand, off=off,
                             pinned=pinned, dice=tuple(rest))
            ahead = raw_plays(variant, midway, rolled.turn, tuple(rest))
            if _boards(variant, midway, iter(ahead)) & legal:
                passed.add(board)
    return passed


# ---- the rules, each lifted (extra plays) or tightened (missing plays)

Changed = list[tuple[tuple[str | int, ...], Variant]]


def _lifted(v: Variant) -> Changed:
    """(the statement's path in the rule tree, the rules without it), for each rule that
    could forbid a play."""
    found: Changed = [(("allow", action), replace(v, allow={**v.allow, action: None}))
                      for action, when in v.allow.items() if when is not None]
    if v.leaving:
        found.append((("allow",), replace(v, leaving=())))
    found.append((("blocked-by",), replace(v, blocked_by=v.blocked_by + 1)))
    if v.single_enemy == "blocked":
        found.append((("single-enemy-checker",), replace(v, single_enemy="hit")))
    if v.hit_zone is not None:
        found.append((("hit-only-in",), replace(v, hit_zone=None)))
    lighter = {"exact-only": "exact-or-higher", "exact-or-higher": "exact-or-higher-anywhere"}
    if v.bear_off in lighter:
        found.append((("bear-off",), replace(v, bear_off=lighter[v.bear_off])))
    limits: tuple[tuple[str, str, Any], ...] = (
            ("leave-limit", "leave_limit", None), ("prime-limit", "prime_limit", None),
            ("hold-limit", "hold_limits", ()), ("hold-at-most", "hold_most", ()),
            ("occupy-at-most", "occupy_most", ()), ("stack-limit", "stack_limit", None),
            ("stack-limit-in", "stack_limits_in", ()), ("trap-limit", "trap_limit", None),
            ("no-entry-onto-own", "no_entry_onto_own", False),
            ("no-entry-onto-occupied", "no_entry_onto_occupied", False),
            ("no-passing", "no_passing", None), ("lower-die-first", "lower_die_first", False),
            ("zone-taken-in-pairs" if v.pair_take_only else "zone-in-pairs", "pair_zone", ()),
            ("closed-to-opponent", "closed_zone", ()),
            ("stay-forbidden", "stay_forbidden", ()),
            ("zone-by-puissance", "puissance", None),
            ("lower-die-only", "lower_die_only", False))
    for key, name, empty in limits:
        if getattr(v, name) not in (None, (), False):
            without: dict[str, Any] = {name: empty}
            if name == "no_entry_onto_occupied":  # its exception goes with it
                without["entry_onto_enemy"] = None
            found.append(((key,), replace(v, **without)))
    return found


def _tightened(v: Variant) -> Changed:
    """(the statement's path, the rules made stricter), for each rule that could allow a
    play an engine refuses."""
    found: Changed = []
    stricter = {"exact-or-higher": "exact-only", "exact-or-higher-anywhere": "exact-or-higher"}
    if v.bear_off in stricter:
        found.append((("bear-off",), replace(v, bear_off=stricter[v.bear_off])))
    if v.single_enemy == "hit":
        found.append((("single-enemy-checker",), replace(v, single_enemy="blocked")))
    if v.blocked_by > 1:
        found.append((("blocked-by",), replace(v, blocked_by=v.blocked_by - 1)))
    return found


class Explainer:
    """The rules of one game, and where each is written."""

    def __init__(self, variant: Variant, source: str | Path | None = None) -> None:
        self.variant = variant
        self.chain = _chain_of(variant, source)
        # each rule lifted or tightened once: a changed copy of the rules, kept
        self.lifted = _lifted(variant)
        self.tightened = _tightened(variant)
        self._rolled: Position | None = None  # the position _results has kept results of
        self._seen: dict[int, set[Board]] = {}

    def rule(self, path: tuple[str | int, ...]) -> Rule:
        """The statement at ``path`` in the most derived file that states it."""
        for parsed in reversed(self.chain):
            spot = parsed.spans.get(("rules", *path))
            if spot is None:
                continue
            line = parsed.text.splitlines()[spot[0] - 1]
            text, _, comment = line.partition("#")
            return Rule(" ".join(text.split()), f"{PurePath(parsed.file).name}:{spot[0]}",
                        tuple(_CLAUSE.findall(comment)), path=path)
        return Rule(f"the rules' default for {path[0]}", "", path=path)

    def forced_play(self) -> Rule:
        """The forced-play rule of every game: the dice statement is where it is cited."""
        dice = self.rule(("dice",))
        return Rule("as many dice as can be played must be, and the larger when only one can",
                    dice.where, dice.clauses)

    def extra(self, rolled: Position, board: Board,
              lacking: tuple[tuple[str | int, ...], ...] = ()) -> Rule | None:
        """The rule an engine broke to reach ``board``, which tavli's plays do not;
        ``lacking``: the rules the same answer's missing plays showed it lacks, preferred
        where one of them, kept stricter, lets ``board`` through."""
        for path, changed in self.lifted:
            if board in self._results(changed, rolled):
                return self.rule(path)
        found = self.stricter(rolled, board, lacking) if lacking else None
        if found is None and board in _free(self.variant, rolled):
            found = self.forced_play()  # the dice get there, but not all of them
        return found or self.stricter(rolled, board)

    def stricter(self, rolled: Position, board: Board,
                 among: tuple[tuple[str | int, ...], ...] | None = None) -> Rule | None:
        """A rule whose stricter form lets ``board`` through: an engine that keeps it so
        stops short where tavli plays on (it cannot bear off by a higher number, say), so it
        offers plays of fewer dice. Reported as the rule the engine lacks."""
        for path, changed in self.tightened:
            if among is not None and path not in among:
                continue
            if board in self._results(changed, rolled):
                return replace(self.rule(path), verdict="lacks")
        return None

    def missing(self, rolled: Position, board: Board,
                offered: set[Board] | None = None) -> Rule | None:
        """The rule that lets tavli reach ``board``, which the engine refuses: one that,
        made stricter, forbids it (the engine keeps a stricter rule), or one that, lifted,
        leaves it behind (the engine ignores a rule that stops the dice short, so it plays
        more of them). With ``offered`` (where all the engine's plays of the roll lead), a
        rule is named only where the engine's answer bears it out: kept stricter, every play
        it shares with tavli stays; ignored, it offers a play only that rule forbids.
        Otherwise no rule of the game forbids the play: the refusal is the engine's own."""
        legal = self._results(self.variant, rolled)
        for path, changed in self.tightened:
            results = self._results(changed, rolled)
            if board not in results and (offered is None or offered & legal <= results):
                return replace(self.rule(path), verdict="lacks")
        for path, changed in self.lifted:
            results = self._results(changed, rolled)
            if board not in results and (offered is None or offered & (results - legal)):
                return replace(self.rule(path), verdict="lacks")
        return None

    def results(self, rolled: Position) -> set[Board]:
        """Where tavli's plays of ``rolled`` lead, under the game's own rules."""
        return self._results(self.variant, rolled)

    def _results(self, rules: Variant, rolled: Position) -> set[Board]:
        """``_results``, kept for the position being explained: each of its plays is put to
        the same changed rules."""
        if self._rolled != rolled:
            self._rolled, self._seen = rolled, {}
        found = self._seen.get(id(rules))
        if found is None:
            found = self._seen[id(rules)] = _results(rules, rolled)
        return found


def _chain_of(variant: Variant, source: str | Path | None) -> list[ParsedRules]:
    """The rules files behind ``variant``: its ``source`` (a path or a bundled name)."""
    if source is not None and (isinstance(source, Path) or str(source).endswith(".rules")):
        return rules_chain(Path(source))
    path = bundled_variant_files().get(str(source or variant.name))
    return rules_chain(Path(path)) if path is not None else []
