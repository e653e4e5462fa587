"""The roll that starts a turn: rolls refused, the stake doubled on doubles, each player's
first double.

Found by mutation testing (tools/mutation.py turn): a roll of the wrong number of dice was
taken when its numbers were faces, the refusal could lose the roll it refused, ``double the
stake on doubles`` could double the stake on every roll but the doubles, and a double could
be counted for the other player or past what the rules count, without any test failing.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import tavli
from tavli.game.turn import legal_plays, start_turn
from tavli.model.errors import IllegalActionError


@pytest.mark.parametrize(("roll", "written"), [
    ((6,), "6"), ((6, 5, 4), "6-5-4"), ((), "nothing"), ((7, 1), "7-1"), ((0, 3), "0-3"),
])
def test_a_roll_that_is_not_two_six_sided_dice_is_refused_and_named(
        roll: tuple[int, ...], written: str) -> None:
    game = tavli.load_variant("backgammon")  # dice: 2d6
    to_roll = tavli.parse_position(game, "X 6:15 | O 6:15 | X to roll")
    with pytest.raises(IllegalActionError,
                       match=rf"^{written} is not a roll of 2 dice numbered 1 to 6$"):
        tavli.apply(game, to_roll, tavli.Roll(roll))


def _variant(tmp_path: Path, name: str, rules: str) -> tavli.Variant:
    path = tmp_path / f"{name}.rules"
    path.write_text(f'variant {name} "{name.title()}" extends backgammon\n{rules}',
                    encoding="utf-8")
    return tavli.load_variant(path)


def test_double_the_stake_on_doubles_doubles_it_on_every_double_and_no_other_roll(
        tmp_path: Path) -> None:
    # docs/writing-a-variant.md, `double the stake on`: "`doubles` means any double"
    game = _variant(tmp_path, "stakes", "double the stake on doubles\n")
    to_roll = tavli.parse_position(game, "X 6:15 | O 6:15 | X to roll")
    for number in range(1, 7):
        assert start_turn(game, to_roll, (number, number)).cube == 2
    for roll in ((6, 5), (2, 1), (1, 2), (4, 3)):
        assert start_turn(game, to_roll, roll).cube == 1


def test_a_players_first_double_is_his_own_and_a_second_is_an_ordinary_double(
        tmp_path: Path) -> None:
    # `on the first double` is for the first double a player rolls; the position keeps only
    # whether he has rolled one (docs/writing-a-variant.md, rules by turn)
    game = _variant(tmp_path, "first", "on the first double: play it 2 times\n")
    board = "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5"
    x_first = start_turn(game, tavli.parse_position(game, f"{board} | X to roll"), (3, 3))
    assert x_first.dice == (3, 3) and x_first.doubles == (1, 0)
    o_to_roll = legal_plays(game, x_first)[0].position
    o_first = start_turn(game, o_to_roll, (2, 2))
    assert o_first.dice == (2, 2) and o_first.doubles == (1, 1)
    x_to_roll = legal_plays(game, o_first)[0].position
    x_second = start_turn(game, x_to_roll, (3, 3))  # X has had his first double
    assert x_second.dice == (3, 3, 3, 3) and x_second.doubles == (1, 1)
    assert tavli.format_position(game, x_second).endswith("| doubles X 1+ O 1+")
