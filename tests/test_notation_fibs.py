"""The FIBS board string: the protocol specification's example, a board from a live FIBS
session with the other direction, and errors."""

from __future__ import annotations

import pytest

import tavli
from tavli.game.position_text import parse_position
from tavli.notation.fibs import format_fibs, parse_fibs

BG = tavli.load_variant("backgammon")

# FIBS Client Protocol Detailed Specification (Evan McLean), the board example: "You" are O
# (colour 1), moving 24 to 1 (direction -1), on roll with 6-2, at the start of a 3-point match.
SPEC = ("board:You:someplayer:3:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:"
        "1:6:2:0:0:1:1:1:0:1:-1:0:25:0:0:0:0:2:0:0:0")

# Posted in the fibsboard.com thread "How to write a client": mpgnu is X (colour -1) moving
# 1 to 24 (direction 1, bar 0, home 25), has borne off 2, and is to play 3-6.
FORUM = ("board:mpgnu:buster:17:0:2:0:0:0:2:1:4:3:0:1:0:1:0:0:2:0:0:0:0:0:1:-2:-2:-1:-4:-4:0:"
         "-1:3:6:0:0:1:1:1:0:-1:1:25:0:2:0:0:0:2:2:0:0")


def test_the_specification_example() -> None:
    position = parse_fibs(BG, SPEC)
    assert position == parse_position(
        BG, "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | O to play 6-2")
    # Written back from O's side, as the example is; names and an unlimited match aside.
    mine = format_fibs(BG, position).split(":")
    theirs = SPEC.split(":")
    assert mine[:4] == ["board", "O", "X", "9999"]
    assert mine[4:] == theirs[4:]


def test_a_board_seen_from_the_other_direction() -> None:
    assert parse_fibs(BG, FORUM) == parse_position(
        BG, "X 5:2 4:2 3:1 2:4 1:4 off:2 | O 19:1 13:2 10:1 8:1 6:3 5:4 4:1 3:2 | "
            "X to play 3-6")


def test_doubles_cube_owner_and_game_over_round_trip() -> None:
    for text in [
        "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X doubles to 4, O to take or drop "
        "| cube 2 X",
        "X bar:2 13:5 8:3 6:5 | O bar:1 24:1 13:5 8:3 6:5 | O to play 4-4-4-4 | cube 2 O",
        "X off:15 | O 6:15 | X has won",
    ]:
        position = parse_position(BG, text)
        assert parse_fibs(BG, format_fibs(BG, position)) == position


@pytest.mark.parametrize("text", [
    SPEC.replace("board:", "bored:"),
    SPEC + ":0",
    SPEC.replace(":-2:0:0:0:0:5:", ":-2:0:0:0:0:x:"),
    SPEC.replace(":1:-1:0:25:", ":2:-1:0:25:"),  # colour 2
    SPEC.replace(":0:-2:", ":0:-9:"),  # too many X checkers for the 'on home' fields
    SPEC.replace(":2:0:1:6:2:", ":2:0:1:7:2:"),  # a die of 7
    SPEC.replace("0:0:1:1:1:0", "0:0:3:1:1:0"),  # a cube of 3
])
def test_bad_boards_are_refused(text: str) -> None:
    assert text != SPEC
    with pytest.raises(tavli.NotationError):
        parse_fibs(BG, text)


def test_what_a_fibs_board_cannot_say_is_refused() -> None:
    dropped = parse_position(BG, "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | "
                                 "X has won, O dropped")
    with pytest.raises(tavli.NotationError, match="dropped"):
        format_fibs(BG, dropped)
