"""Records of more than two sides (issue 23): ``format: 2`` and a ``player`` line per side,
only where a game of more sides is written; two-sided records as before; a format this tavli
does not know refused, naming the record."""

from __future__ import annotations

import pytest

from tavli.game.actions import Move, Roll
from tavli.model.errors import RecordError
from tavli.records.record import GameRecord, format_record, parse_records, replay

# MU-09, MU-11: X's last man on his 1 (board 18) goes off with a 1; the game is his
NEAR_THE_END = "X 1:1 off:11 | O 12:12 | Y 12:12 | Z 12:12 | X to roll"


def test_a_four_sided_record_names_each_seat_and_replays() -> None:
    record = GameRecord(variant="el-mundo", seed=1, position=NEAR_THE_END,
                        actions=[Roll((1, 2, 3)), Move("1/off")],
                        players=("you", "random bot", "random bot", "random bot"),
                        result="X wins a single: 3 points")
    text = format_record(record)
    assert text.splitlines()[3:8] == ["format: 2", "player X: you", "player O: random bot",
                                      "player Y: random bot", "player Z: random bot"]
    read, = parse_records(text)
    assert read.players == record.players
    steps = replay(read)  # every action and the result line checked
    assert steps[-1][1].phase == "over"


def test_a_two_sided_record_writes_no_format() -> None:
    record = GameRecord(variant="backgammon", players=("you", "heuristic bot"))
    assert "format" not in format_record(record)
    assert format_record(record).splitlines()[2:4] == ["player X: you",
                                                       "player O: heuristic bot"]


def test_a_newer_format_is_refused_with_the_formats_this_tavli_reads() -> None:
    with pytest.raises(RecordError, match="format 3; this tavli reads 1 and 2"):
        parse_records("game 1\nvariant: backgammon\nformat: 3\nend\n")


def test_a_player_of_a_side_the_game_does_not_have_is_refused() -> None:
    with pytest.raises(RecordError, match="'player Y': backgammon's sides are X, O"):
        parse_records("game 1\nvariant: backgammon\nplayer X: a\nplayer Y: b\nend\n")


def test_a_match_header_in_a_game_of_more_sides_is_refused_naming_the_record() -> None:
    record = GameRecord(variant="el-mundo", seed=1, position=NEAR_THE_END,
                        actions=[Roll((1, 2, 3)), Move("1/off")], match_length=3,
                        result="X wins a single: 3 points")
    read, = parse_records(format_record(record))
    with pytest.raises(RecordError, match="record 1: a match is played between two sides; "
                                          "El Mundo has 4"):
        replay(read)
