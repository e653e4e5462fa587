"""GNU Backgammon Position ID and Match ID: documented vectors, errors, and GNU Backgammon
itself (its PyPI bindings, when installed) as an independent judge."""

from __future__ import annotations

import random

import pytest

import tavli
from tavli.game.position_text import parse_position
from tavli.notation.gnubg import (
    MatchKey,
    boards_from_position_id,
    format_gnubg,
    match_id,
    match_key,
    parse_gnubg,
)
from tavli.notation.standard import side_boards

BG = tavli.load_variant("backgammon")
START = tavli.starting_position(BG)

# The GNU Backgammon manual, "A technical description of the Match ID": score 2-4 in a
# 9-point match, player 0 holds a 2-cube, player 1 has just rolled 5-2.
MANUAL_MATCH_ID = "QYkqASAAIAAA"


def test_the_standard_start_has_the_documented_position_id() -> None:
    # DESIGN.md and the GNU Backgammon manual ("A technical description of the Position ID")
    assert format_gnubg(BG, START).split(":")[0] == "4HPwATDgc/ABMA"
    assert parse_gnubg(BG, "4HPwATDgc/ABMA") == START


def test_the_manual_match_id_encodes_and_decodes() -> None:
    # the manual's example is older than bit 66, which it leaves 0: read today, "the Jacoby
    # rule is in use" (GNU Backgammon stores the negation there); a match ignores it
    key = MatchKey(cube=2, cube_owner=0, on_roll=1, game_state=1, to_decide=1, dice=(5, 2),
                   match_length=9, score=(2, 4), jacoby=True)
    assert match_id(key) == MANUAL_MATCH_ID
    assert match_key(MANUAL_MATCH_ID) == key


def test_the_manual_match_id_as_a_tavli_position() -> None:
    # Player 1 is tavli's X: X has rolled 5-2, O (player 0) owns the 2-cube; the match score
    # is not part of a tavli position.
    position = parse_gnubg(BG, f"4HPwATDgc/ABMA:{MANUAL_MATCH_ID}")
    assert position == parse_position(
        BG, "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to play 5-2 | cube 2 O")


def test_the_player_not_on_roll_is_encoded_first() -> None:
    # X has one back checker on the bar; when X is on roll his board is the second one.
    x_on_bar = parse_position(BG, "X bar:1 24:1 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll")
    first, second = boards_from_position_id(format_gnubg(BG, x_on_bar).split(":")[0])
    assert (second[24], second[23], first[24]) == (1, 1, 0)
    o_to_roll = parse_position(BG, "X bar:1 24:1 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | O to roll")
    first, second = boards_from_position_id(format_gnubg(BG, o_to_roll).split(":")[0])
    assert (first[24], first[23], second[24]) == (1, 1, 0)


def test_a_double_and_a_finished_game() -> None:
    doubled = parse_position(BG, "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | "
                                 "X doubles to 2, O to take or drop")
    key = match_key(format_gnubg(BG, doubled).split(":")[1])
    assert (key.on_roll, key.to_decide, key.doubled, key.cube) == (1, 0, True, 1)
    assert parse_gnubg(BG, format_gnubg(BG, doubled)) == doubled
    won = parse_position(BG, "X off:15 | O 6:15 | X has won")
    assert match_key(format_gnubg(BG, won).split(":")[1]).game_state == 2
    assert parse_gnubg(BG, format_gnubg(BG, won)) == won


@pytest.mark.parametrize("text", [
    "4HPwATDgc/ABM", "4HPwATDgc/AB!A", "////////////// ", "4HPwATDgc/ABMA:QYkqASAAIAA",
    "4HPwATDgc/ABMA:QYkqASAAIA!A", "A" * 500,
])
def test_malformed_ids_are_refused(text: str) -> None:
    with pytest.raises(tavli.NotationError):
        parse_gnubg(BG, text)


def test_a_resignation_and_other_geometries_are_refused() -> None:
    resigning = match_id(MatchKey(resigned=1))
    with pytest.raises(tavli.NotationError, match="resignation"):
        parse_gnubg(BG, f"4HPwATDgc/ABMA:{resigning}")
    race = tavli.load_variant("race-gammon")
    with pytest.raises(tavli.NotationError, match="tracks"):
        format_gnubg(race, tavli.starting_position(race))
    dutch = tavli.load_variant("dutch-backgammon")
    with pytest.raises(tavli.NotationError, match="in hand"):
        format_gnubg(dutch, tavli.starting_position(dutch))
    chained = parse_position(tavli.load_variant("acey-deucey"),
                             "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | "
                             "X to play 5-5-5-5, then roll again")
    with pytest.raises(tavli.NotationError, match="chained"):
        format_gnubg(tavli.load_variant("acey-deucey"), chained)


def _random_positions(count: int, seed: int) -> list[tavli.Position]:
    rng = random.Random(seed)
    out = []
    position = START
    while len(out) < count:
        if position.phase != "roll":
            position = START
        out.append(position)
        rolled = tavli.start_turn(BG, position, (rng.randint(1, 6), rng.randint(1, 6)))
        position = rng.choice(tavli.legal_plays(BG, rolled)).position
    return out


def test_gnu_backgammon_agrees_on_position_ids() -> None:
    gnubg = pytest.importorskip("gnubg")
    for position in _random_positions(300, seed=4):
        x, o = side_boards(BG, position, "gnubg")
        boards = (x, o)
        mover = position.turn
        theirs = gnubg.position_id((boards[1 - mover], boards[mover]))
        assert format_gnubg(BG, position).split(":")[0] == theirs
        assert tuple(map(tuple, gnubg.position_from_id(theirs))) == \
            boards_from_position_id(theirs)


def test_gnu_backgammon_agrees_on_match_ids() -> None:
    gnubg = pytest.importorskip("gnubg")
    for cube, owner, mover, dice in [(1, -1, 0, (0, 0)), (2, 0, 1, (5, 2)), (8, 1, 0, (6, 6)),
                                     (64, 0, 0, (3, 1))]:
        theirs = gnubg.match_id(gnubg.cube_info(cube, owner, mover, 0, (0, 0), 0, 0),
                                gnubg.pos_info(mover, 0, 0, 1, dice))
        key = match_key(theirs)
        assert (key.cube, key.cube_owner, key.on_roll, key.dice) == \
            (cube, 3 if owner == -1 else owner, mover, dice)


# GNU Backgammon's own output (gnubg 1.x's Python bindings, gnubg.match_id of cube_info and
# pos_info): a money game with the program's default Jacoby setting (on), player 1 on roll
# after rolling 1-3 (it writes the higher die first); and a 5-point match at 2-1, player 1
# on roll after 2-1, where bit 66 is 1 (Jacoby not in use in a match).
GNUBG_MONEY_JACOBY_1_3 = "cIkFAAAAAAAA"
GNUBG_MATCH_5_2_1 = "cAmlACAACAAE"


def test_a_match_id_says_jacoby_as_gnu_backgammon_does() -> None:
    from tavli.game.match import MatchState

    jacoby = tavli.load_variant("backgammon", ["jacoby"])
    rolled = tavli.start_turn(jacoby, tavli.starting_position(jacoby), (1, 3))
    assert format_gnubg(jacoby, rolled).split(":")[1] == GNUBG_MONEY_JACOBY_1_3
    assert match_key(GNUBG_MONEY_JACOBY_1_3).jacoby and \
        match_key(GNUBG_MONEY_JACOBY_1_3).dice == (3, 1)
    # without the Jacoby rule the same position sets bit 66 (the last byte's bit 2)
    plain = format_gnubg(BG, tavli.start_turn(BG, START, (1, 3))).split(":")[1]
    assert plain == GNUBG_MONEY_JACOBY_1_3[:-1] + "E" and not match_key(plain).jacoby
    # read back: the variant as loaded must agree, never ignored
    assert parse_gnubg(jacoby, f"4HPwATDgc/ABMA:{GNUBG_MONEY_JACOBY_1_3}").dice == (3, 1)
    with pytest.raises(tavli.NotationError, match="option 'jacoby' on"):
        parse_gnubg(BG, f"4HPwATDgc/ABMA:{GNUBG_MONEY_JACOBY_1_3}")
    with pytest.raises(tavli.NotationError, match="option 'jacoby' off"):
        parse_gnubg(jacoby, f"4HPwATDgc/ABMA:{plain}")
    with pytest.raises(tavli.NotationError, match="has no option to say so"):
        parse_gnubg(tavli.load_variant("misere"), f"4HPwATDgc/ABMA:{GNUBG_MONEY_JACOBY_1_3}")
    # a match: bit 66 is 1, as GNU Backgammon writes it, and the dice higher first
    in_match = tavli.start_turn(BG, START, (1, 2))
    written = format_gnubg(BG, in_match, MatchState.at(5, (1, 2))).split(":")[1]
    assert written == GNUBG_MATCH_5_2_1


def test_gnu_backgammon_writes_these_vectors_today() -> None:
    gnubg = pytest.importorskip("gnubg")
    assert gnubg.match_id(gnubg.cube_info(1, -1, 1, 0, (0, 0), 0, 0),
                          gnubg.pos_info(1, 0, 0, 1, (1, 3))) == GNUBG_MONEY_JACOBY_1_3
    assert gnubg.match_id(gnubg.cube_info(1, -1, 1, 5, (2, 1), 0, 0),
                          gnubg.pos_info(1, 0, 0, 1, (2, 1))) == GNUBG_MATCH_5_2_1
