"""The doubling cube (BG-09..BG-11) and the optional money-play cube rules (Jacoby, beavers)."""

from __future__ import annotations

import pytest

import tavli
from tavli.model.errors import IllegalActionError

WON_BY_X = "X off:15 | O 24:15 | X has won"  # O still has all 15 checkers in X's home


def test_the_cube_goes_to_the_taker_and_only_he_redoubles() -> None:
    game = tavli.load_variant("backgammon")
    position = tavli.parse_position(game, "X 6:15 | O 6:15 | X to roll")
    position = tavli.apply(game, position, tavli.Double())
    assert tavli.format_position(game, position).endswith("X doubles to 2, O to take or drop")
    position = tavli.apply(game, position, tavli.Take())
    assert (position.cube, position.cube_owner, position.turn) == (2, 1, 0)
    with pytest.raises(IllegalActionError, match="only the player who took"):
        tavli.apply(game, position, tavli.Double())


def test_a_drop_ends_the_game_at_the_stake_before_the_double() -> None:
    game = tavli.load_variant("backgammon")
    position = tavli.parse_position(game, "X 6:15 | O 6:15 | X to roll | cube 2 X")
    position = tavli.apply(game, position, tavli.Double())
    position = tavli.apply(game, position, tavli.Drop())
    assert tavli.score(game, position) == tavli.Score(0, "drop", 2)


def test_the_cube_stops_at_64() -> None:
    game = tavli.load_variant("backgammon")
    position = tavli.parse_position(game, "X 6:15 | O 6:15 | X to roll | cube 64 X")
    assert not tavli.may_double(game, position)


def test_no_cube_in_race_gammon() -> None:  # RG-18
    game = tavli.load_variant("race-gammon")
    with pytest.raises(IllegalActionError, match="without a doubling cube"):
        tavli.apply(game, tavli.starting_position(game), tavli.Double())


def test_jacoby_counts_a_backgammon_single_on_a_centred_cube() -> None:
    plain = tavli.load_variant("backgammon")
    jacoby = tavli.load_variant("backgammon", ["jacoby"])
    assert tavli.score(plain, tavli.parse_position(plain, WON_BY_X)).points == 3
    assert tavli.score(jacoby, tavli.parse_position(jacoby, WON_BY_X)).points == 1
    turned = tavli.parse_position(jacoby, WON_BY_X + " | cube 2 O")
    assert tavli.score(jacoby, turned) == tavli.Score(0, "backgammon", 6)


def test_a_beaver_doubles_again_and_keeps_the_cube() -> None:
    game = tavli.load_variant("backgammon", ["beavers"])
    position = tavli.parse_position(game, "X 6:15 | O 6:15 | X doubles to 2, O to take or drop")
    position = tavli.apply(game, position, tavli.game.actions.Beaver())
    assert (position.cube, position.cube_owner, position.phase) == (4, 1, "roll")
    plain = tavli.load_variant("backgammon")
    offered = tavli.parse_position(plain, "X 6:15 | O 6:15 | X doubles to 2, O to take or drop")
    with pytest.raises(IllegalActionError, match="without beavers"):
        tavli.apply(plain, offered, tavli.game.actions.Beaver())
