"""Steps for match play (tavli.game.match), built on the ``table`` fixture of steps.common.

The match stands beside the game on the table: the game's steps work as ever, and the steps
below say where the match stands, end a game of it, or try a cube action under its rules.

Given
    a 5-point match of "backgammon"                       0-0, before its first game
    a 5-point match of "backgammon" at 2-3                X's points, then O's
    a 5-point match of "backgammon" at 4-3 in the Crawford game
    a 5-point match of "backgammon" at 4-2 after the Crawford game

When
    X wins a game of the match for 2 points               the game's points go to X
    the opening dice of the match are 4 and 4             X's die, then O's
    X tries to double in the match                        a refusal is kept for "it is refused as"

Then
    the match score is X 4, O 3
    the next game is the Crawford game / the next game is not the Crawford game
    the match is over, won by X / the match is not over
    X may double in the match / X may not double in the match
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from pytest_bdd import given, parsers, then, when

from steps.common import SIDE, Table, side_of
from tavli.game.actions import Double, OpeningRoll
from tavli.game.cube import may_double
from tavli.game.match import MatchState, after_game, apply_in_match, doubling_allowed, new_match
from tavli.game.score import Score
from tavli.language.load import load_variant
from tavli.model.errors import TavliError


@dataclass
class MatchTable:
    """The match the game on the table belongs to."""

    state: MatchState | None = None

    @property
    def now(self) -> MatchState:
        assert self.state is not None, "the scenario must start a match first"
        return self.state


@pytest.fixture
def match() -> MatchTable:
    return MatchTable()


_MATCH = r'a (?P<length>\d+)-point match of "(?P<name>[\w-]+)"'


@given(parsers.re(rf"{_MATCH}$"))
def given_match(table: Table, match: MatchTable, length: str, name: str) -> None:
    table.variant = load_variant(name)
    match.state = new_match(table.variant, int(length))


@given(parsers.re(rf"{_MATCH} at (?P<x>\d+)-(?P<o>\d+)"
                  r"(?P<when>| in the Crawford game| after the Crawford game)$"))
def given_match_at(table: Table, match: MatchTable, length: str, name: str, x: str, o: str,
                   when: str) -> None:
    table.variant = load_variant(name)
    rule = new_match(table.variant, int(length)).crawford_rule
    match.state = MatchState(int(length), (int(x), int(o)),
                             crawford=when == " in the Crawford game",
                             crawford_done=when == " after the Crawford game",
                             crawford_rule=rule)


@when(parsers.re(rf"{SIDE} wins a game of the match for (?P<points>\d+) points?$"))
def when_wins_game(match: MatchTable, side: str, points: str) -> None:
    match.state = after_game(match.now, Score(side_of(side), "game", int(points)))


@when(parsers.re(r"the opening dice of the match are (?P<x>\d) and (?P<o>\d)$"))
def when_match_opening(table: Table, match: MatchTable, x: str, o: str) -> None:
    table.set(apply_in_match(table.rules, table.now, OpeningRoll(int(x), int(o)), match.now))


@when(parsers.re(rf"{SIDE} tries to double in the match$"))
def when_tries_to_double(table: Table, match: MatchTable, side: str) -> None:
    table.refusal = None
    table.before_refusal = table.now
    try:
        table.set(apply_in_match(table.rules, table.now, Double(), match.now))
    except TavliError as error:
        table.refusal = error


@then(parsers.re(r"the match score is X (?P<x>\d+), O (?P<o>\d+)$"))
def then_match_score(match: MatchTable, x: str, o: str) -> None:
    assert match.now.score == (int(x), int(o)), match.now


@then(parsers.re(r"the next game is (?P<negated>not )?the Crawford game$"))
def then_crawford(match: MatchTable, negated: str | None) -> None:
    assert match.now.crawford is (not negated), match.now
    assert doubling_allowed(match.now) is bool(negated), match.now


@then(parsers.re(rf"the match is over, won by {SIDE}$"))
def then_match_won(match: MatchTable, side: str) -> None:
    assert match.now.is_over and match.now.winner == side_of(side), match.now


@then("the match is not over")
def then_match_goes_on(match: MatchTable) -> None:
    assert not match.now.is_over and match.now.winner is None, match.now


@then(parsers.re(rf"{SIDE} may (?P<negated>not )?double in the match$"))
def then_may_double_in_match(table: Table, match: MatchTable, side: str,
                             negated: str | None) -> None:
    now = table.now
    assert table.rules.side_names[now.turn] == side and now.phase == "roll", table.show()
    allowed = may_double(table.rules, table.now) and doubling_allowed(match.now)
    assert allowed is (not negated), f"{table.show()} in {match.now}"
