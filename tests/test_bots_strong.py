"""The strong bot and its evaluation (tavli.strong, tavli.evaluation). Expected values come
from the dice (the standard table of shots at a blot), backgammon opening theory and the
rules of pinning, never from tavli's own output."""

from __future__ import annotations

import pytest

import tavli
from tavli.bots import HeuristicBot, bot_for, seat_seed
from tavli.driver import generate_game
from tavli.evaluation import hit_chance, judge
from tavli.notation.moves import find_play
from tavli.strong import StrongBot
from tavli.turn import legal_plays, start_turn

BACKGAMMON = tavli.load_variant("backgammon")

#: Rolls of 36 that hit a blot this many pips away with nothing in between: every
#: backgammon book's table (a double moves four times: BG-11).
SHOTS = {1: 11, 2: 12, 3: 14, 4: 15, 5: 15, 6: 17, 7: 6, 8: 6, 9: 5, 10: 3, 11: 2, 12: 3,
         13: 0, 14: 0, 15: 1, 16: 1, 17: 0, 18: 1, 20: 1, 24: 1}


@pytest.mark.parametrize(("distance", "shots"), sorted(SHOTS.items()))
def test_the_chance_of_a_shot_is_the_books_count_of_36(distance: int, shots: int) -> None:
    assert hit_chance(BACKGAMMON, frozenset([distance])) == pytest.approx(shots / 36)


def test_two_shooters_hit_with_the_rolls_that_reach_either() -> None:
    # 1 and 6 away: the 11 rolls with a 1, and those reaching 6 without one: a 6 with
    # another number than 1 (9), 4-2 (2), 3-3 and 2-2; 24 in all.
    assert hit_chance(BACKGAMMON, frozenset([1, 6])) == pytest.approx(24 / 36)


def test_three_dice_hit_a_blot_next_to_them_unless_no_die_shows_one() -> None:
    tabula = tavli.load_variant("tabula")  # three dice (TB-01)
    assert hit_chance(tabula, frozenset([1])) == pytest.approx(1 - (5 / 6) ** 3)


@pytest.mark.parametrize(("roll", "expected"), [
    ((3, 1), "8/5 6/5"), ((4, 2), "8/4 6/4"), ((5, 3), "8/3 6/3"), ((6, 1), "13/7 8/7"),
])
def test_the_strong_bot_makes_a_point_with_the_opening_rolls_that_can(
    roll: tuple[int, int], expected: str
) -> None:
    turn = start_turn(BACKGAMMON, tavli.starting_position(BACKGAMMON), roll)
    plays = legal_plays(BACKGAMMON, turn)
    assert StrongBot(0).choose_play(BACKGAMMON, turn, plays) == find_play(plays, expected)


def test_the_strong_bot_pins_a_blot_in_its_home_where_the_heuristic_does_not() -> None:
    # Plakoto: a checker landing on a single enemy checker pins it, which then cannot move
    # (PL rules); O's blot on his 20 point stands on X's 5 point, in X's home.
    plakoto = tavli.load_variant("plakoto")
    turn = tavli.parse_position(plakoto, "X 24:13 10:2 | O 24:14 20:1 | X to play 5-4")
    plays = legal_plays(plakoto, turn)
    assert StrongBot(0).choose_play(plakoto, turn, plays).position.pinned
    assert not HeuristicBot(0).choose_play(plakoto, turn, plays).position.pinned


@pytest.mark.parametrize("name", ["backgammon", "plakoto", "fevga", "acey-deucey", "tabula"])
def test_the_evaluation_counts_both_sides_alike(name: str) -> None:
    # What one side gains the other loses: every position of a game between bots is worth
    # to X exactly what it costs O.
    variant = tavli.load_variant(name)
    players = (bot_for("strong", seat_seed(2, 0)), bot_for("heuristic", seat_seed(2, 1)))
    for count, event in enumerate(generate_game(variant, players, seed=2)):
        after = event.after
        assert judge(variant, after, 0) == pytest.approx(-judge(variant, after, 1))
        if count > 60:
            break
