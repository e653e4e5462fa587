"""The rollout bot (tavli.players.rollout). Expected values come from the rules (a gammon counts
two, BG-26), backgammon opening theory and the bot's documented contract, never from
tavli's own output."""

from __future__ import annotations

import pytest

import tavli
from tavli.game.play_text import find_play
from tavli.game.turn import legal_plays, start_turn
from tavli.players.bots import bot_for, seat_seed
from tavli.players.driver import play_game
from tavli.players.measures import WIN
from tavli.players.rollout import RolloutBot

BACKGAMMON = tavli.load_variant("backgammon")

#: X's last checker on his 1 point; all of O's on his 13 point, none off, so O cannot bear
#: off on his turn, and any roll of X's bears X's checker off: X wins a gammon (BG-26).
LAST_CHECKER = "X 1:1 off:14 | O 13:15 | O to roll"


@pytest.mark.parametrize("seed", range(4))
def test_a_try_that_reaches_the_end_counts_the_games_points(seed: int) -> None:
    position = tavli.parse_position(BACKGAMMON, LAST_CHECKER)
    bot = RolloutBot(0, turns=2)  # O's turn, then X's: the game is over by then
    assert bot.try_out(BACKGAMMON, position, 0, seed) == 2 * WIN
    assert bot.try_out(BACKGAMMON, position, 1, seed) == -2 * WIN


def test_a_try_stops_after_its_turns_and_judges_the_position() -> None:
    position = tavli.parse_position(BACKGAMMON, LAST_CHECKER)
    value = RolloutBot(0, turns=1).try_out(BACKGAMMON, position, 0, 7)  # O's turn only
    assert abs(value) < WIN  # judged, not won: X has not rolled yet


@pytest.mark.parametrize(("roll", "expected"), [((3, 1), "8/5 6/5"), ((4, 2), "8/4 6/4")])
def test_with_one_candidate_it_makes_the_strong_bots_play(
    roll: tuple[int, int], expected: str
) -> None:
    turn = start_turn(BACKGAMMON, tavli.starting_position(BACKGAMMON), roll)
    plays = legal_plays(BACKGAMMON, turn)
    assert RolloutBot(0, candidates=1).choose_play(BACKGAMMON, turn, plays) == \
        find_play(plays, expected)


def test_it_takes_the_play_that_wins_at_once() -> None:
    # X's last checkers on his 2 and 1 points, 2-1: 2/off 1/off wins (BG-20); 2/1 1/off
    # leaves a checker on the board. O has none off: a gammon.
    turn = tavli.parse_position(BACKGAMMON, "X 2:1 1:1 off:13 | O 13:15 | X to play 2-1")
    plays = legal_plays(BACKGAMMON, turn)
    assert len(plays) == 2
    chosen = RolloutBot(0).choose_play(BACKGAMMON, turn, plays)
    assert chosen.position.is_over and chosen.position.off[0] == 15


def test_the_same_seed_plays_the_same_game() -> None:
    hyper = tavli.load_variant("hypergammon")

    def game() -> tuple[object, ...]:
        players = (bot_for("rollout", seat_seed(4, 0)), bot_for("heuristic", seat_seed(4, 1)))
        return play_game(hyper, players, seed=4).actions

    assert game() == game()


def test_it_plays_a_chained_turn_to_its_end() -> None:
    acey = tavli.load_variant("acey-deucey")  # 1-2: then a chosen double, then roll again
    rolled = start_turn(acey, tavli.starting_position(acey), (1, 2))
    plays = legal_plays(acey, rolled)
    assert RolloutBot(1, samples=2).choose_play(acey, rolled, plays) in plays


@pytest.mark.parametrize("settings", [{"candidates": 0}, {"samples": 0}, {"turns": 0}])
def test_a_rollout_of_nothing_is_refused(settings: dict[str, int]) -> None:
    with pytest.raises(ValueError, match="at least one"):
        RolloutBot(0, **settings)
