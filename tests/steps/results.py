"""Steps for how a game ends (drawn games: an end rule's ``a draw``), and for playing a
variant written in the scenario itself (features/rules-language.constructs.feature).

Given
    the variant in the rules file "name.rules"    (written by 'a rules file "name.rules":')
Then
    the game is drawn
    the score is a draw
"""

from __future__ import annotations

from pytest_bdd import given, parsers, then

import tavli
from steps.common import Table
from steps.language import RulesDesk


@then("the game is drawn")
def then_drawn(table: Table) -> None:
    assert table.now.phase == "drawn", f"the game is not drawn: {table.show()}"


@then("the score is a draw")
def then_score_draw(table: Table) -> None:
    got = tavli.score(table.rules, table.now)
    assert got is not None, f"the game is not over: {table.show()}"
    assert (got.winner, got.result, got.points) == (None, "draw", 0), f"{got} in {table.show()}"


@given(parsers.re(r'the variant in the rules file "(?P<text>[^"]*)"$'))
def given_variant_in_file(table: Table, rules_desk: RulesDesk, text: str) -> None:
    table.variant = tavli.load_variant(rules_desk.folder / text)
