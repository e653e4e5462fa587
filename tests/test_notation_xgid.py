"""XGID: documented vectors, GNU Backgammon's reading of a double, errors, and GNU Backgammon
itself (when installed) reading tavli's XGIDs."""

from __future__ import annotations

import pytest

import tavli
from tavli.game.position_text import parse_position
from tavli.notation.gnubg import format_gnubg
from tavli.notation.xgid import format_xgid, parse_xgid

BG = tavli.load_variant("backgammon")
START = tavli.starting_position(BG)
START_XGID = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10"  # DESIGN.md


def test_the_standard_start() -> None:
    assert format_xgid(BG, START) == START_XGID
    assert parse_xgid(BG, START_XGID) == START
    assert parse_xgid(BG, START_XGID.removeprefix("XGID=")) == START


def test_turn_dice_cube_and_bars_read_as_the_format_describes() -> None:
    # turn -1 is the top player (tavli's O); dice 31; cube 2^1 owned by the bottom player (X);
    # character 0 is the top player's bar, character 25 the bottom player's.
    text = "XGID=aa----E-C---eE---c-e----AA:1:1:-1:31:0:0:0:0:10"
    assert parse_xgid(BG, text) == parse_position(
        BG, "X bar:1 24:1 13:5 8:3 6:5 | O bar:1 24:1 13:5 8:3 6:5 | O to play 3-1 | cube 2 X")
    assert format_xgid(BG, parse_xgid(BG, text)) == text


def test_a_double_reads_as_gnu_backgammon_reads_it() -> None:
    # GNU Backgammon's SetXGID (gnubg.c): with dice "D" the turn field is the doubler, and the
    # cube field is the cube before the double.
    position = parse_xgid(BG, "XGID=-b----E-C---eE---c-e----B-:1:1:1:D:0:0:0:0:10")
    assert position == parse_position(
        BG, "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X doubles to 4, O to take or drop "
            "| cube 2 X")


def test_a_finished_game_is_its_board() -> None:
    won = parse_position(BG, "X off:15 | O 6:15 | X has won")
    assert parse_xgid(BG, format_xgid(BG, won)) == won


def test_match_fields_are_read_and_left_aside() -> None:
    match = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:2:4:1:7:10"
    assert parse_xgid(BG, match) == START


@pytest.mark.parametrize("text", [
    "XGID=-b----E-C---eE---c-e----B:0:0:1:00:0:0:0:0:10",  # 25 cells
    "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10:7",
    "XGID=-b----E-C---eE---c-e----Bz:0:0:1:00:0:0:0:0:10",
    "XGID=Ab----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10",  # X on O's bar
    "XGID=-b----E-C---eE---c-e----B-:0:0:2:00:0:0:0:0:10",
    "XGID=-b----E-C---eE---c-e----B-:0:0:1:71:0:0:0:0:10",
    "XGID=-b----E-C---eE---c-e----B-:0:0:1:B:0:0:0:0:10",
    "XGID=-b----E-C---eE---c-e----B-:99:0:1:00:0:0:0:0:10",
    "XGID=-b----E-C---eP---c-e----B-:0:0:1:00:0:0:0:0:10",  # 25 X checkers
    "XGID=-b----E-C---eE---c-e----B-:0:0:1:60:0:0:0:0:10",  # one die
])
def test_bad_xgids_are_refused(text: str) -> None:
    with pytest.raises(tavli.NotationError):
        parse_xgid(BG, text)


def test_what_an_xgid_cannot_say_is_refused() -> None:
    with pytest.raises(tavli.NotationError, match="opening"):
        format_xgid(BG, tavli.new_game(BG))
    race = tavli.load_variant("race-gammon")
    with pytest.raises(tavli.NotationError, match="race-gammon"):
        parse_xgid(race, START_XGID)


def test_gnu_backgammon_reads_tavli_xgids_as_tavli_does() -> None:
    gnubg = pytest.importorskip("gnubg")
    texts = [
        "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll",
        "X bar:1 24:1 13:5 8:3 6:5 | O 24:1 22:1 13:5 8:3 6:5 | X to play 6-4 | cube 4 O",
        "X 20:2 13:4 8:2 6:5 5:2 | O bar:2 24:2 13:5 8:1 6:5 | X to play 2-2-2-2 | cube 2 X",
        "X 6:3 5:3 4:3 off:6 | O 1:5 2:5 12:5 | X to roll",
    ]
    for text in texts:
        position = parse_position(BG, text)
        gnubg.set_gnubg_id(format_xgid(BG, position))
        theirs = gnubg.gnubg_id()
        ours = format_gnubg(BG, position)
        assert theirs.split(":")[0] == ours.split(":")[0]
        assert tavli.notation.gnubg.parse_gnubg(BG, theirs) == position
