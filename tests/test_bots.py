"""The bots: legal and reproducible, and the heuristic one plays like its description says."""

from __future__ import annotations

import pytest

import tavli
from tavli.game.play_text import find_play
from tavli.game.turn import legal_plays, start_turn
from tavli.players.bots import RandomBot, bot_for, seat_seed
from tavli.players.driver import play_game
from tavli.players.heuristic import HeuristicBot

BACKGAMMON = tavli.load_variant("backgammon")


def position(variant: tavli.Variant, text: str) -> tavli.Position:
    return tavli.parse_position(variant, text)


@pytest.mark.parametrize(("roll", "expected"), [
    # The four opening rolls that make a point; every opening table agrees on these.
    ((3, 1), "8/5 6/5"),
    ((4, 2), "8/4 6/4"),
    ((5, 3), "8/3 6/3"),
    ((6, 1), "13/7 8/7"),
])
def test_the_heuristic_makes_a_point_with_the_opening_rolls_that_can(
    roll: tuple[int, int], expected: str
) -> None:
    turn = start_turn(BACKGAMMON, tavli.starting_position(BACKGAMMON), roll)
    plays = legal_plays(BACKGAMMON, turn)
    chosen = HeuristicBot(0).choose_play(BACKGAMMON, turn, plays)
    assert chosen == find_play(plays, expected)


def test_the_heuristic_hits_a_checker_that_has_come_far() -> None:
    # O's blot on his 3 point is X's 22 point; hit, it goes back to the bar (BG-16) and must
    # come round again: 22 pips lost for O.
    turn = position(BACKGAMMON, "X 24:2 6:13 | O 13:14 3:1 | X to play 2-1")
    chosen = HeuristicBot(0).choose_play(BACKGAMMON, turn, legal_plays(BACKGAMMON, turn))
    assert any(step.hit for step in chosen.steps)


def test_the_heuristic_takes_a_winning_play() -> None:
    turn = position(BACKGAMMON, "X 2:1 1:1 off:13 | O 13:5 8:5 6:5 | X to play 2-1")
    chosen = HeuristicBot(0).choose_play(BACKGAMMON, turn, legal_plays(BACKGAMMON, turn))
    assert chosen.position.phase == "over"


# Pip counts below are each checker's own point number, summed: X 6:3 5:5 4:5 3:2 is
# 18 + 25 + 20 + 6 = 69 pips; O 6:5 5:5 4:5 is 75, a lead for X of 6/69 = 8.7 %.
CLOSE_RACE = "X 6:3 5:5 4:5 3:2 | O 6:5 5:5 4:5"


def test_the_heuristic_doubles_a_race_lead_of_eight_percent() -> None:
    bot = HeuristicBot(0)
    assert bot.will_double(BACKGAMMON, position(BACKGAMMON, f"{CLOSE_RACE} | X to roll"))


def test_the_heuristic_redoubles_only_from_nine_percent() -> None:
    bot = HeuristicBot(0)
    owned = position(BACKGAMMON, f"{CLOSE_RACE} | X to roll | cube 2 X")
    assert not bot.will_double(BACKGAMMON, owned)


def test_the_heuristic_takes_a_double_when_at_most_twelve_percent_behind() -> None:
    offered = position(BACKGAMMON, f"{CLOSE_RACE} | X doubles to 2, O to take or drop")
    assert HeuristicBot(0).will_take(BACKGAMMON, offered)


def test_the_heuristic_doubles_far_ahead_and_the_opponent_drops() -> None:
    bot = HeuristicBot(0)
    ahead = "X 3:5 2:5 1:5 | O 6:5 5:5 4:5"  # 30 pips against 75
    assert bot.will_double(BACKGAMMON, position(BACKGAMMON, f"{ahead} | X to roll"))
    assert not bot.will_take(
        BACKGAMMON, position(BACKGAMMON, f"{ahead} | X doubles to 2, O to take or drop")
    )


def test_the_heuristic_does_not_double_behind_or_at_the_start() -> None:
    bot = HeuristicBot(0)
    behind = position(BACKGAMMON, "X 6:5 5:5 4:5 | O 3:5 2:5 1:5 | X to roll")
    assert not bot.will_double(BACKGAMMON, behind)
    assert not bot.will_double(BACKGAMMON, tavli.starting_position(BACKGAMMON))


def test_the_heuristic_chooses_the_double_that_wins() -> None:
    # AD-05: after an acey-deucey the player picks a double; with four checkers on his 6
    # point, only 6-6 bears all four off (BG-20) and wins.
    variant = tavli.load_variant("acey-deucey")
    choosing = position(variant, "X 6:4 off:11 | O hand:15 | "
                                 "X to choose a double for 4 moves, then roll again")
    assert HeuristicBot(0).choose_double(variant, choosing) == 6


@pytest.mark.parametrize(("opening", "roll_again"), [("6-5", False), ("2-1", True)])
def test_the_heuristic_rolls_again_after_a_small_opening(opening: str, roll_again: bool) -> None:
    # RG-04: the opening winner may roll again. From the hand a fresh roll enters 294/36,
    # about 8.2 pips on average (a double enters four checkers and, with checkers still to
    # enter, no complement follows: RG-13): more than 2-1's 3 pips, less than 6-5's 11.
    variant = tavli.load_variant("race-gammon")
    choosing = position(variant, f"X hand:15 | O hand:15 | X to play {opening} or roll again")
    assert HeuristicBot(0).will_roll_again(variant, choosing) is roll_again


@pytest.mark.parametrize("name", ["backgammon", "acey-deucey", "race-gammon"])
def test_bots_with_the_same_seed_make_the_same_decisions(name: str) -> None:
    variant = tavli.load_variant(name)
    for kind in ("random", "heuristic"):
        games = [
            play_game(variant, (bot_for(kind, seat_seed(4, 0)), bot_for(kind, seat_seed(4, 1))),
                      seed=4).actions
            for _ in range(2)
        ]
        assert games[0] == games[1]


def test_random_bots_with_other_seeds_choose_otherwise() -> None:
    turn = start_turn(BACKGAMMON, tavli.starting_position(BACKGAMMON), (2, 2))
    plays = legal_plays(BACKGAMMON, turn)
    picks = {RandomBot(seed).choose_play(BACKGAMMON, turn, plays).position for seed in range(20)}
    assert len(picks) > 5  # 75 plays (DESIGN.md's golden count for 2-2); 20 seeds


def test_the_heuristic_beats_the_random_bot() -> None:
    wins = 0
    for seed in range(20):
        result = play_game(BACKGAMMON, (HeuristicBot(seat_seed(seed, 0)),
                                        RandomBot(seat_seed(seed, 1), double_rate=0.0)),
                           seed=seed)
        wins += result.score.winner == 0
    assert wins >= 17


def test_an_unknown_bot_is_refused() -> None:
    with pytest.raises(ValueError, match="no bot is called 'deep-blue'"):
        bot_for("deep-blue")
