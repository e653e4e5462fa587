"""The opening roll where no bundled game pins it down, and what an illegal opening action says.

Found by mutation testing (tools/mutation.py game): equal opening dice in a game without a
doubling cube could halve the stake, and the opening's refusals could lose their reasons,
without any test failing.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import tavli
from tavli.model.errors import IllegalActionError
from tavli.model.variant import Side


def test_equal_opening_dice_double_the_stake_without_a_cube_limit(tmp_path: Path) -> None:
    # 'opening ties: double the stake' (A6) in a game played without a cube: each tie
    # doubles the stake, and with no cube there is no cube limit to stop it
    path = tmp_path / "ties.rules"
    path.write_text('variant ties "ties" extends acey-deucey\nopening ties: double the stake\n',
                    encoding="utf-8")
    game = tavli.load_variant(path)
    assert game.cube_max is None
    position = tavli.new_game(game)
    for stake in (2, 4, 8, 16, 32, 64, 128):
        position = tavli.apply(game, position, tavli.OpeningRoll(3, 3))
        assert (position.cube, position.phase) == (stake, "opening")


def test_an_opening_roll_after_the_opening_says_what_the_game_waits_for() -> None:
    game = tavli.load_variant("backgammon")
    started = tavli.apply(game, tavli.new_game(game), tavli.OpeningRoll(5, 2))
    with pytest.raises(IllegalActionError,
                       match="the opening roll is over: the position is waiting for X to play"):
        tavli.apply(game, started, tavli.OpeningRoll(5, 2))


@pytest.mark.parametrize("dice", [(7, 1), (1, 0)])
def test_an_opening_die_off_the_die_says_so(dice: tuple[int, int]) -> None:
    game = tavli.load_variant("backgammon")
    wrong = max(dice) if max(dice) > 6 else min(dice)
    with pytest.raises(IllegalActionError, match=f"^{wrong} is not a die of d6$"):
        tavli.apply(game, tavli.new_game(game), tavli.OpeningRoll(*dice))


def test_a_game_without_an_opening_roll_starts_with_the_player_named() -> None:
    # in a match whose rules say so, the last game's winner starts: no opening roll, he
    # rolls first, and a game already begun cannot be started again
    game = tavli.load_variant("backgammon")
    sides: tuple[tuple[Side, Side, str], ...] = ((0, 1, "X"), (1, 0, "O"))
    for side, other, name in sides:
        started = tavli.apply(game, tavli.new_game(game), tavli.Starts(side))
        assert (started.turn, started.phase, started.dice, started.cube) == (side, "roll", (), 1)
        with pytest.raises(IllegalActionError, match="only a game that has not begun can be "
                           f"started: the position is waiting for {name} to roll"):
            tavli.apply(game, started, tavli.Starts(other))
