"""The strong bot and its evaluation (tavli.players.strong, tavli.players.evaluation). Expected
values come from the dice (the standard table of shots at a blot), backgammon opening theory and
the rules of pinning, never from tavli's own output."""

from __future__ import annotations

import pytest

import tavli
from tavli.game.play_text import find_play
from tavli.game.turn import legal_plays, start_turn
from tavli.players.bots import bot_for, seat_seed
from tavli.players.driver import generate_game
from tavli.players.evaluation import (
    BOARD_BOUND,
    CARRIED_CONTACT,
    FEATURES,
    FITTED_CONTACT,
    FITTED_RACE,
    HAND_SET,
    HAND_SET_PINS,
    Weights,
    features,
    hit_chance,
    judge,
    weights_for,
)
from tavli.players.heuristic import HeuristicBot
from tavli.players.strong import StrongBot

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


@pytest.mark.parametrize(("name", "kind"), [
    ("backgammon", "fitted"), ("buffa-de-baldrac", "fitted"),  # opposite ways, hitting
    ("tabula", "carried"), ("race-gammon", "carried"),  # both run the same way
    ("jacquet", "carried"),  # the same way round, from opposite sides
    ("long-nardy", "carried"),  # nothing is hit
    ("plakoto", "pins"),
])
def test_the_fitted_weights_hold_on_the_teachers_board_only(name: str, kind: str) -> None:
    variant = tavli.load_variant(name)
    start = tavli.starting_position(variant)
    expected = {"fitted": FITTED_CONTACT, "carried": CARRIED_CONTACT,
                "pins": HAND_SET_PINS}[kind]
    assert weights_for(variant, start) == expected


def test_carried_weights_keep_the_hand_set_ones_bound_to_the_teachers_board() -> None:
    for name, fitted, carried, hand in zip(FEATURES, FITTED_CONTACT, CARRIED_CONTACT,
                                           HAND_SET, strict=True):
        assert carried == (hand if name in BOARD_BOUND else fitted)


def test_a_race_is_judged_by_the_race_weights() -> None:
    # no checker of either side can meet one of the other's any more
    race = tavli.parse_position(BACKGAMMON, "X 6:5 5:5 4:5 | O 6:5 5:5 4:5 | X to roll")
    assert weights_for(BACKGAMMON, race) == FITTED_RACE


def test_in_misere_a_position_is_worth_what_it_would_be_to_the_enemy() -> None:
    # Misère is Backgammon with the goal turned round (bearing off the last checker loses):
    # what the usual game rates good for one side is good for the other
    misere = tavli.load_variant("misere")
    players = (bot_for("strong", seat_seed(3, 0)), bot_for("heuristic", seat_seed(3, 1)))
    seen = 0
    for event in generate_game(misere, players, seed=3):
        after = event.after
        if after.is_over or after.phase == "opening":
            continue
        assert judge(misere, after, 0) == pytest.approx(-judge(BACKGAMMON, after, 0))
        seen += 1
        if seen > 40:
            break


def test_the_fitted_weights_choose_closer_to_gnu_backgammon_than_the_hand_set() -> None:
    # GNU Backgammon, an engine independent of tavli, rates every play of the positions of
    # a dozen games; the fitted weights' choices give up less of its equity than the
    # hand-set weights' (the fit's own held-out figures: 0.027 against 0.044 a decision)
    pytest.importorskip("gnubg")
    from tavli.players.gnubg import equity

    def rated(weights: Weights, feats: tuple[float, ...]) -> float:
        return sum(w * f for w, f in zip(weights, feats, strict=True))

    given_up = {"fitted": 0.0, "hand-set": 0.0}
    players = (bot_for("strong", seat_seed(9, 0)), bot_for("heuristic", seat_seed(9, 1)))
    for game in range(12):
        for event in generate_game(BACKGAMMON, players, seed=9000 + game):
            position = event.before
            if position.phase != "play" or event.forced:
                continue
            side = position.turn
            plays = legal_plays(BACKGAMMON, position)
            equities = [equity(BACKGAMMON, play.position, side) for play in plays]
            fitted = [rated(weights_for(BACKGAMMON, play.position),
                            features(BACKGAMMON, play.position, side)) for play in plays]
            hand_set = [rated(HAND_SET, features(BACKGAMMON, play.position, side))
                        for play in plays]
            for kind, scores in (("fitted", fitted), ("hand-set", hand_set)):
                chosen = max(range(len(plays)), key=scores.__getitem__)
                given_up[kind] += max(equities) - equities[chosen]
    assert given_up["fitted"] < 0.85 * given_up["hand-set"]
