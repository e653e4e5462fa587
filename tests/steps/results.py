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


@then(parsers.re(r"the payments are (?P<text>(?:[A-Z] [+-]?\d+(?:, )?)+)$"))
def then_payments(table: Table, text: str) -> None:
    """``X -1, O 3, Y -1, Z -1``: what each side gains or pays, in side order."""
    got = tavli.score(table.rules, table.now)
    assert got is not None, f"the game is not over: {table.show()}"
    wanted = tuple(int(item.split()[1]) for item in text.split(", "))
    names = tuple(item.split()[0] for item in text.split(", "))
    assert names == table.rules.side_names, f"name every side in side order: {text}"
    assert got.payments == wanted, f"{got.payments} in {table.show()}"


@then(parsers.re(r"the turn order is (?P<text>[A-Z](?:, [A-Z])+)$"))
def then_turn_order(table: Table, text: str) -> None:
    names = table.rules.side_names
    order = [names[side] for side in table.rules.order]
    assert ", ".join(order) == text, f"the turn order is {', '.join(order)}"


