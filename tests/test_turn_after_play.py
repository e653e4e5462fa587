"""What a play leaves behind: the cube as it was, and a game that ends in the middle of a
chained turn ended for good.

Found by mutation testing (tools/mutation.py turn): the cube's owner could be lost by a
play, and a game drawn or won in the middle of a chain could keep the drawing player's turn,
the chain's later parts or its dice passing over, without any test failing.
"""

from __future__ import annotations

from pathlib import Path

import tavli
from tavli.game.turn import legal_plays, start_turn

BOARD = "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5"


def _variant(tmp_path: Path, extends: str, rules: str) -> tavli.Variant:
    path = tmp_path / "after.rules"
    path.write_text(f'variant after "After" extends {extends}\n{rules}', encoding="utf-8")
    return tavli.load_variant(path)


def test_a_play_leaves_the_cube_and_its_owner_as_they_were(tmp_path: Path) -> None:
    # only a double taken turns the cube over (docs/writing-a-variant.md, `cube`)
    game = tavli.load_variant("backgammon")
    rolled = tavli.parse_position(game, f"{BOARD} | X to play 6-5 | cube 2 O")
    for play in legal_plays(game, rolled):
        assert (play.position.cube, play.position.cube_owner) == (2, 1)
    # the same where the rules count turns, and after a new roll of a chained turn
    counted = _variant(tmp_path, "backgammon", "on doubles: play it 4 times, then roll again\n"
                                               "on 6-5 from the fourth turn on: play the roll\n")
    for dice in ((6, 5), (1, 1)):
        rolled = start_turn(counted, tavli.parse_position(
            counted, f"{BOARD} | X to roll | cube 4 X | turns X 1 O 1"), dice)
        for play in legal_plays(counted, rolled):
            assert (play.position.cube, play.position.cube_owner) == (4, 0)


CHAINED = "on doubles: play it 4 times, then roll again\n" \
          "unplayed dice of doubles: passed to the opponent\n"


def test_a_game_drawn_in_the_middle_of_a_chain_is_drawn_and_nothing_more(
        tmp_path: Path) -> None:
    # Plakoto's end rule: each player's head checker pinned is a draw; O pins X's head
    # checker with the first 1 of his 1-1, whose chain would roll again and pass what O
    # cannot play to X: the game ends there (tavli.game.turn, tavli.game.ending)
    game = _variant(tmp_path, "plakoto", CHAINED)
    rolled = start_turn(game, tavli.parse_position(
        game, "X 6:12 2:1 1:1 24:1 | O 2:1 24:pinned off:13 | O to roll"), (1, 1))
    [pin] = legal_plays(game, rolled)
    drawn = "X 6:12 2:1 1:1 24:pinned | O 1:1 24:pinned off:13 | drawn"
    assert pin.position == tavli.parse_position(game, drawn)
    assert tavli.format_position(game, pin.position) == drawn


def test_a_game_won_in_the_middle_of_a_chain_is_won_and_nothing_more(tmp_path: Path) -> None:
    # A18: the last checker borne off wins, mid-chain or not
    game = _variant(tmp_path, "backgammon", CHAINED)
    rolled = start_turn(game, tavli.parse_position(
        game, "X 1:1 off:14 | O 13:15 | X to roll"), (1, 1))
    [last] = legal_plays(game, rolled)
    assert last.position == tavli.parse_position(game, "X off:15 | O 13:15 | X has won")
