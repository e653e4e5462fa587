"""The words for what a position is waiting for (tavli.game.turn.describe_phase, its docstring):
whose decision it is and what it is, as every refusal and the web page say it.

Found by mutation testing (tools/mutation.py turn): most of these words could change, lose
the player or name the wrong one, and a phase could be described as another, without any
test failing.
"""

from __future__ import annotations

import pytest

import tavli
from tavli.game.turn import describe_phase

BOARD = "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5"


@pytest.mark.parametrize(("game", "position", "words"), [
    ("backgammon", f"{BOARD} | X to roll", "X to roll"),
    ("backgammon", f"{BOARD} | O to roll", "O to roll"),
    ("shesh-besh", f"{BOARD} | X to roll again", "X to roll again"),
    ("backgammon", f"{BOARD} | O to play 6-5", "O to play 6-5"),
    ("gioul", "X 24:14 18:1 | O 24:14 19:1 | X to play 5-5 passed by O, then 6-6-6-6",
     "X to play 5-5 passed over by O"),
    ("gioul", "X 24:14 18:1 | O 24:14 19:1 | O to play 5-5 passed by X, then 6-6-6-6",
     "O to play 5-5 passed over by X"),
    ("acey-deucey", "X 10:1 off:14 | O 21:2 off:13 | X to choose a double for 4 moves, "
                    "then roll again", "X to choose a double"),
    ("race-gammon", "X hand:15 | O hand:15 | O to play 6-3 or roll again",
     "O to play the opening numbers or roll again"),
    ("backgammon", f"{BOARD} | X doubles to 2, O to take or drop", "O to take or drop the double"),
    ("backgammon", f"{BOARD} | O doubles to 2, X to take or drop", "X to take or drop the double"),
    ("plakoto", "X 6:12 2:1 1:1 24:pinned | O 1:1 24:pinned off:13 | drawn",
     "nothing: the game is drawn"),
    ("backgammon", "X off:15 | O 6:15 | X has won", "nothing: the game is over"),
])
def test_each_phase_is_described_by_whose_decision_it_is_and_what_it_is(
        game: str, position: str, words: str) -> None:
    variant = tavli.load_variant(game)
    assert describe_phase(tavli.parse_position(variant, position)) == words


def test_a_new_game_waits_for_the_opening_roll() -> None:
    backgammon = tavli.load_variant("backgammon")
    assert describe_phase(tavli.new_game(backgammon)) == "the opening roll"
