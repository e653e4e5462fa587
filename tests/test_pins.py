"""Pins (Plakoto): a pinned checker keeps its place in the notation, the pip count and the
checker count, and the standard notations, which have no place for it, refuse the game."""

from __future__ import annotations

import pytest

import tavli
from tavli.model.errors import NotationError
from tavli.notation.formats import position_to

PINNED = "X 24:14 13:pinned | O 24:14 12:1 | X to roll"  # O's 12 point is X's 13


def test_a_pinned_checker_is_counted_where_it_stands() -> None:
    game = tavli.load_variant("plakoto")
    position = tavli.parse_position(game, PINNED)
    assert position.checkers_of(0) == 15
    assert tavli.pip_count(game, position, 0) == 14 * 24 + 13
    assert tavli.format_position(game, position) == PINNED


def test_a_pinned_checker_needs_an_enemy_checker_on_top() -> None:
    game = tavli.load_variant("plakoto")
    with pytest.raises(NotationError, match="needs a checker of O's on top"):
        tavli.parse_position(game, "X 24:14 13:pinned | O 24:15 | X to roll")


def test_a_game_that_hits_has_no_pins() -> None:
    with pytest.raises(NotationError, match="has no pins"):
        tavli.parse_position(tavli.load_variant("backgammon"), PINNED)


@pytest.mark.parametrize("fmt", ["gnubg", "xgid", "fibs"])
def test_the_standard_notations_refuse_a_game_that_pins(fmt: str) -> None:
    game = tavli.load_variant("plakoto")
    with pytest.raises(NotationError, match="pin instead of hitting"):
        position_to(game, tavli.starting_position(game), fmt)
