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
    SHUT_FROZEN,
    SHUT_GAME,
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


# ---- the shut terms: a player's own checkers closing his entry (Ludus Anglicorum: never two
# of his on a point of his starting quarter, where a hit checker comes back in, LA-05, LA-07)

LUDUS = tavli.load_variant("ludus-anglicorum")
SHUT, SHUT_RISK = FEATURES.index("shut"), FEATURES.index("shut_risk")


def test_own_checkers_on_the_entry_points_shut_a_checker_on_the_bar() -> None:
    # X's own checkers stand on five of his six entry points (24..20): of the three dice,
    # only a 6 (his 19 point) brings him in; (5/6)^3 = 125/216 of the rolls shut him out,
    # none of it the enemy's doing
    position = tavli.parse_position(
        LUDUS, "X bar:1 24:1 23:1 22:1 21:1 20:1 10:9 | O 24:15 | X to roll")
    assert features(LUDUS, position, 0)[SHUT] == pytest.approx(125 / 216)
    assert features(LUDUS, position, 1)[SHUT] == pytest.approx(-125 / 216)


def test_only_the_share_his_own_checkers_add_to_the_enemys_points_counts() -> None:
    # O holds X's 19 point (O's 6): that alone shuts X out with (1/6)^3 of the rolls; with
    # four of his own on 24..21, five points are closed: (5/6)^3 - (1/6)^3 = 124/216
    position = tavli.parse_position(
        LUDUS, "X bar:1 24:1 23:1 22:1 21:1 10:10 | O 6:2 24:13 | X to roll")
    assert features(LUDUS, position, 0)[SHUT] == pytest.approx(124 / 216)


def test_a_blot_that_would_be_shut_out_once_hit_counts_its_shot_times_that_chance() -> None:
    # X has just moved (O to roll). His blot on his 2 point stands one pip before O's checker
    # on O's 24 (the same point as X's 1): O hits it with any 1 of three dice, 91/216; X's
    # blots on 24..20 are 19 to 23 pips away, beyond three dice. Hit, the blot would find
    # 24..20 closed by his own and only 19 open: shut out with (5/6)^3 of the rolls.
    position = tavli.parse_position(
        LUDUS, "X 24:1 23:1 22:1 21:1 20:1 10:9 2:1 | O 24:1 off:14 | O to roll")
    assert features(LUDUS, position, 0)[SHUT_RISK] == pytest.approx(91 / 216 * 125 / 216)


@pytest.mark.parametrize(("name", "weight"), [
    ("backgammon", 0.0),  # no limit on a point: his own never close his entry
    ("emperador", 0.0),  # never two on a point of the start, but the others move meanwhile
    ("ludus-lombardorum", SHUT_FROZEN),  # the others wait while one is on the bar
    ("verquere", SHUT_FROZEN),
    ("ludus-anglicorum", SHUT_GAME),  # ... and a player with no move loses (LA-10)
])
def test_the_shut_terms_weigh_what_the_rules_make_of_a_checker_shut_out(
    name: str, weight: float
) -> None:
    variant = tavli.load_variant(name)
    table = weights_for(variant, tavli.starting_position(variant))
    assert (table[SHUT], table[SHUT_RISK]) == (weight, weight)
