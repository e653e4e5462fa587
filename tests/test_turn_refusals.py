"""What tavli.game.turn says when it is asked for a decision the position is not waiting for.

Found by mutation testing (tools/mutation.py turn): these refusals could lose their words (or
fail with a Python error instead) without any test failing. Bad input gets a clear error
that says why and in which position: the player, and what the position waits for.
"""

from __future__ import annotations

import pytest

import tavli
from tavli.game.turn import choose_double, choose_opening, legal_plays, start_turn
from tavli.model.errors import IllegalActionError

GAME = tavli.load_variant("backgammon")
TO_PLAY = tavli.parse_position(GAME, "X 6:15 | O 6:15 | X to play 6-5")


def test_a_roll_while_dice_wait_to_be_played_is_refused() -> None:
    with pytest.raises(IllegalActionError, match=r"^X cannot roll now: the position is "
                                                 r"waiting for X to play 6-5$"):
        start_turn(GAME, TO_PLAY, (3, 1))


def test_a_double_chosen_where_none_is_to_be_chosen_is_refused() -> None:
    with pytest.raises(IllegalActionError, match=r"^no double is to be chosen now: the "
                                                 r"position is waiting for X to play 6-5$"):
        choose_double(GAME, TO_PLAY, 3)


@pytest.mark.parametrize("number", [0, 7])
def test_a_chosen_double_off_the_dice_is_refused(number: int) -> None:
    # Acey Deucey: after 1-2, a double of six-sided dice is chosen (AD-05)
    game = tavli.load_variant("acey-deucey")
    choosing = tavli.parse_position(
        game, "X 10:1 off:14 | O 21:2 off:13 | X to choose a double for 4 moves, then roll again")
    with pytest.raises(IllegalActionError,
                       match=rf"^{number}-{number} is not a double of d6 dice$"):
        choose_double(game, choosing, number)


def test_an_opening_choice_where_there_is_none_is_refused() -> None:
    for roll_again in (True, False):
        with pytest.raises(IllegalActionError, match=r"^there is no opening choice now: the "
                                                     r"position is waiting for X to play 6-5$"):
            choose_opening(GAME, TO_PLAY, roll_again=roll_again)


def test_plays_asked_of_a_position_waiting_for_a_roll_are_refused() -> None:
    to_roll = tavli.parse_position(GAME, "X 6:15 | O 6:15 | O to roll")
    with pytest.raises(IllegalActionError, match=r"^there are no dice to play: the position "
                                                 r"is waiting for O to roll$"):
        legal_plays(GAME, to_roll)
