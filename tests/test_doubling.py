"""Cube decisions from played-out games (tavli.players.doubling), and the bots that make them.

Every position here is a bear-off whose chances are counted from the dice by hand (a roll of
two dice, a double moved four times: BG-11), and whose points come from the rules (a gammon
counts two, BG-26; a dropped double loses the stake, BG-09). The estimates are played out
with seeded dice; each assertion holds unless the played-out games stray far from the
counted chances (the odds against are given where they are not zero).
"""

from __future__ import annotations

import random

import pytest

import tavli
from tavli.game.cube import offer_double
from tavli.players import doubling
from tavli.players.rollout import RolloutBot
from tavli.players.strong import StrongBot

BACKGAMMON = tavli.load_variant("backgammon")
MONEY = tavli.load_variant("backgammon", ["jacoby", "beavers"])

#: X's last checker on his 1 point: any roll bears it off. O has none off: a gammon for X.
X_WINS_A_GAMMON = "X 1:1 off:14 | O 13:15 | X to roll"
#: X's checkers all on his 22 point cannot come home in one roll, and O's last checker, on
#: his 1 point and behind every one of X's, bears off with any roll: O wins a gammon.
O_WINS_A_GAMMON = "X 22:15 | O 1:1 off:14 | X to roll"
#: X bears his last checker off from the 5 point unless he rolls 1-1, 1-2, 1-3 (either way
#: round): 31 of 36. Else O bears off from his 6 point unless he rolls 1-1 or less than 6
#: with two different dice (9 of 36), and X, with at most 4 pips left, is then off for sure.
#: X wins 31/36 + 5/36 * 9/36, about 0.90, a single game (both have checkers off).
X_WINS_NINE_IN_TEN = "X 5:1 off:14 | O 6:1 off:14 | X to roll"


def _doubled(variant: tavli.Variant, text: str) -> tavli.Position:
    return offer_double(variant, tavli.parse_position(variant, text))


@pytest.mark.parametrize("seed", range(3))
def test_a_double_in_a_game_the_taker_cannot_win_is_dropped(seed: int) -> None:
    # taking loses a gammon at a stake of 2 (4 points); dropping loses 1
    position = _doubled(BACKGAMMON, X_WINS_A_GAMMON)
    assert not doubling.should_take(BACKGAMMON, position, random.Random(seed))


@pytest.mark.parametrize("seed", range(3))
def test_a_double_in_a_game_the_taker_cannot_lose_is_taken_and_beavered(seed: int) -> None:
    position = _doubled(MONEY, O_WINS_A_GAMMON)
    dice = random.Random(seed)
    assert doubling.should_take(MONEY, position, dice)
    assert doubling.should_beaver(MONEY, position, dice)


def test_nine_games_in_ten_are_estimated_from_the_dice() -> None:
    # 0.90 of single games won, as stakes stand: 2 * 0.90 - 1 = 0.80 a game; doubled and
    # taken, twice that. 400 games: a standard error of 0.03; the band is three of them.
    position = tavli.parse_position(BACKGAMMON, X_WINS_NINE_IN_TEN)
    found = doubling.estimate(BACKGAMMON, position, 0, random.Random(1), 400)
    assert found.games == 400 and found.scale == 1.0
    assert found.kept == pytest.approx(0.79, abs=0.1)
    assert found.doubled == pytest.approx(2 * found.kept)


def test_nine_games_in_ten_are_a_double_and_a_drop() -> None:
    # X's estimate (the counted chances): 0.79 a game as stakes stand, 1.58 doubled; O's,
    # taken, -1.58: worse than the 1 point a drop costs. X, cashing 1 where playing on wins
    # him 0.79, doubles.
    assert doubling.doubles(doubling.Estimate(0.79, 1.58, 1.0, 400), 1, doubling.DOUBLE_POINT)
    assert not doubling.takes(doubling.Estimate(-1.58, -3.16, 2.0, 400), 1)


@pytest.mark.parametrize(("chance", "taken"), [(0.30, True), (0.20, False)])
def test_a_taker_takes_from_a_quarter_of_the_games(chance: float, taken: bool) -> None:
    # single games at a stake of 2: 2 * (2p - 1) against the 1 point a drop costs; the two
    # are equal at p = 1/4
    kept = 2 * (2 * chance - 1)
    assert doubling.takes(doubling.Estimate(kept, 2 * kept, 2.0, 400), 1) is taken


@pytest.mark.parametrize(("chance", "doubled"), [(0.65, False), (0.72, True)])
def test_a_take_is_offered_from_the_doubling_point(chance: float, doubled: bool) -> None:
    # the taker should take below 3/4; the doubler doubles from 70 % (0.4 a game) on
    kept = 2 * chance - 1
    assert doubling.doubles(doubling.Estimate(kept, 2 * kept, 1.0, 400), 1,
                            doubling.DOUBLE_POINT) is doubled


def test_a_sure_gammon_is_played_on_not_doubled() -> None:
    # doubled, O would drop and pay 1; played on, X wins a gammon: 2 points (too good)
    position = tavli.parse_position(BACKGAMMON, X_WINS_A_GAMMON)
    assert not doubling.should_double(BACKGAMMON, position, random.Random(0))


def test_under_jacoby_a_sure_gammon_at_a_centred_cube_is_no_better_than_a_cash() -> None:
    # the gammon counts single until the cube is turned (jacoby): playing on wins 1, as
    # does the drop, so the double gains nothing and is not offered
    position = tavli.parse_position(MONEY, X_WINS_A_GAMMON)
    found = doubling.estimate(MONEY, position, 0, random.Random(0), 12)
    assert (found.kept, found.doubled, found.games) == (1.0, 4.0, 12)
    assert not doubling.should_double(MONEY, position, random.Random(0))


def test_a_player_behind_in_the_race_does_not_double() -> None:
    # O on roll with 15 checkers on his 13 point against X's one checker: no game is played
    position = tavli.parse_position(BACKGAMMON, "X 1:1 off:14 | O 13:15 | O to roll")
    assert not doubling.should_double(BACKGAMMON, position, random.Random(0))


@pytest.mark.parametrize("bot", [StrongBot(0), RolloutBot(0)], ids=["strong", "rollout"])
def test_the_strong_and_rollout_bots_make_these_cube_decisions(bot: StrongBot) -> None:
    assert not bot.will_take(BACKGAMMON, _doubled(BACKGAMMON, X_WINS_A_GAMMON))
    assert bot.will_take(MONEY, _doubled(MONEY, O_WINS_A_GAMMON))
    assert bot.will_beaver(MONEY, _doubled(MONEY, O_WINS_A_GAMMON))
    assert not bot.will_double(BACKGAMMON, tavli.parse_position(BACKGAMMON, X_WINS_A_GAMMON))


def test_the_same_dice_make_the_same_estimate() -> None:
    position = tavli.parse_position(BACKGAMMON, X_WINS_NINE_IN_TEN)
    first = doubling.estimate(BACKGAMMON, position, 0, random.Random(5), 20)
    again = doubling.estimate(BACKGAMMON, position, 0, random.Random(5), 20)
    assert first == again
