"""The Jellyfish / GNU Backgammon ``.mat`` match text: reading, writing and refusing.

tests/data/hand-written.mat was typed by hand following GNU Backgammon's match export
(``ExportGameJF`` in its export.c: the dice as two digits and a colon, one ``from/to`` per die
in the mover's numbering, hits starred, the left turn written ``%3d) %-27s `` so the right one
starts at column 33, ``Doubles => N``, ``Takes``, ``Drops``, ``Wins N point(s)`` in the
winner's column). Its positions and results were worked out by hand from Backgammon's rules.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tavli import load_variant
from tavli.cli.main import main
from tavli.game.actions import Double, Drop, Move, OpeningRoll, Roll, Take
from tavli.game.position_text import parse_position
from tavli.game.score import score
from tavli.model.errors import RecordError
from tavli.records import GameRecord, load_records, replay
from tavli.records.mat import format_mat, load_mat, parse_mat, save_mat
from test_records import EDITS, mangle, random_game

HAND = Path(__file__).parent / "data" / "hand-written.mat"
HAND_TEXT = HAND.read_text(encoding="utf-8")


def test_the_hand_written_match_reads_as_two_games() -> None:
    first, second = load_mat(HAND)
    assert first.players == second.players == ("Alice", "Bob")
    assert (first.match_length, first.match_score, second.match_score) == (3, (0, 0), (1, 0))
    assert first.date == "2024-05-01"
    assert first.tags == {"event": "tavli hand-written example"}
    assert first.variant == "backgammon" and first.options == {"plain-reroll": True}
    assert first.actions == [
        OpeningRoll(3, 1), Move("8/5 6/5"), Roll((6, 4)), Move("24/18 13/9"),
        Roll((6, 2)), Move("13/11 13/7*"), Roll((5, 5)), Move("no move"), Double(), Drop(),
    ]
    # O won the opening with the 5 (BG-08): O's die is the higher one
    assert second.actions[:2] == [OpeningRoll(2, 5), Move("13/11 13/8")]


def test_the_hand_written_match_ends_where_the_rules_say() -> None:
    variant = load_variant("backgammon", {"plain-reroll": True})
    first, second = load_mat(HAND)
    end_one = replay(first)[-1][1]
    end_two = replay(second)[-1][1]
    # game 1: X hit O's blot on X's 7 and O danced on 5-5; X doubled and O dropped
    assert end_one == parse_position(variant, "X 24:2 13:3 11:1 8:2 7:1 6:4 5:2 | O bar:1 24:1 "
                                              "13:4 9:1 8:3 6:5 | X has won, O dropped")
    # game 2: X doubled, O took and redoubled to 4, X dropped: O wins the 2 (BG-09, BG-10)
    assert end_two == parse_position(variant, "X 18:2 13:1 10:1 9:1 8:3 7:2 6:5 | O 24:2 13:3 "
                                              "11:1 8:4 6:3 5:1 4:1 | O has won, X dropped "
                                              "| cube 2 O")
    one, two = score(variant, end_one), score(variant, end_two)
    assert one is not None and (one.winner, one.points) == (0, 1)
    assert two is not None and (two.winner, two.points) == (1, 2)


def test_writing_the_match_gives_back_the_hand_written_text() -> None:
    assert format_mat(load_mat(HAND)) == HAND_TEXT


def test_a_record_typed_by_hand_is_written_in_the_mat_layout() -> None:
    record = GameRecord(
        variant="backgammon", players=("Ann", "Ben"),
        actions=[OpeningRoll(1, 4), Move("24/23 13/9"), Roll((2, 2)), Move("6/4(2) 8/6(2)"),
                 Double(), Take(), Roll((6, 5)), Move("24/18 23/18")],
    )
    assert format_mat([record]).splitlines() == [
        " 0 point match",
        "",
        " Game 1",
        " Ann : 0                        Ben : 0",
        "  1)                             41: 24/23 13/9",
        "  2) 22: 8/6 8/6 6/4 6/4          Doubles => 2",
        "  3)  Takes                      65: 24/18 23/18",
        "",
    ]


def test_other_exporters_spacing_and_notation_are_read() -> None:
    # Wider columns, 'bar' and 'off' words and the (2) shorthand, as other programs write.
    text = """
 1 point match

 Game 1
 Ann : 0                                Ben : 0
   1)                                      52: 13/8 13/11
   2) 62: 24/18 13/11                      66: 24/18(2) 13/7*(2)
   3) 63: bar/22 11/5                      55: 8/3*(2) 6/1*(2)
"""
    [record] = parse_mat(text + "   4)  Doubles => 2                        Drops\n"
                         "       Wins 1 point and the match\n")
    assert record.players == ("Ann", "Ben")
    assert record.actions[-2:] == [Double(), Drop()]
    assert record.result == "X wins a drop: 1 point"


def test_a_variation_line_picks_nackgammon() -> None:
    text = """; [Variation "NackGammon"]
 0 point match

 Game 1
 A : 0                          B : 0
  1) 31: 8/5 6/5                  Doubles => 2
  2)  Drops
                                  Wins 1 point
"""
    [record] = parse_mat(text)
    assert record.variant == "nackgammon"
    assert record.match_length is None
    # Nackgammon's setup has four on the 6 point, so 6/5 leaves three (its rules file)
    assert replay(record)[1][1].points[5] == 3


@pytest.mark.parametrize("name", ["backgammon", "nackgammon", "hypergammon"])
def test_games_round_trip_through_the_mat_text(name: str, tmp_path: Path) -> None:
    records = [random_game(name, seed, {"plain-reroll": True}) for seed in range(4)]
    path = tmp_path / "match.mat"
    save_mat(path, records)
    back = load_mat(path)
    assert len(back) == len(records)
    for original, again in zip(records, back, strict=True):
        # equal opening dice leave no trace in the .mat text (A6 plain re-roll): skip them
        kept = [position for action, position in replay(original)
                if not (isinstance(action, OpeningRoll) and action.x == action.o)]
        assert [position for _, position in replay(again)] == kept
        assert again.result == original.result


def test_exporting_no_games_is_refused(tmp_path: Path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    empty = tmp_path / "empty.tvr"
    empty.write_text("# no games\n", encoding="utf-8")
    assert main(["export-mat", str(empty), "-o", str(tmp_path / "out.mat")]) == 1
    assert "there is no game to export" in capsys.readouterr().err
    assert not (tmp_path / "out.mat").exists()


def test_the_command_line_converts_both_ways(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    records = tmp_path / "games.tvr"
    again = tmp_path / "again.mat"
    assert main(["import-mat", str(HAND), "-o", str(records)]) == 0
    assert main(["export-mat", str(records), "-o", str(again)]) == 0
    assert again.read_text(encoding="utf-8") == HAND_TEXT
    assert len(load_records(records)) == 2
    assert "2 games written" in capsys.readouterr().out


# ---- refusing what cannot be exported


def test_a_variant_the_mat_text_cannot_hold_is_refused() -> None:
    with pytest.raises(RecordError, match=r"game 1 is acey-deucey: the \.mat text holds"):
        format_mat([random_game("acey-deucey", 1)])


def test_an_opening_tie_that_doubled_the_stake_is_refused() -> None:
    record = GameRecord(variant="backgammon", actions=[OpeningRoll(4, 4), OpeningRoll(3, 1)])
    with pytest.raises(RecordError, match="game 1, action 1: equal opening dice doubled the "
                                          "stake"):
        format_mat([record])
    plain = GameRecord(variant="backgammon", options={"plain-reroll": True},
                       actions=[OpeningRoll(4, 4), OpeningRoll(3, 1), Move("8/5 6/5")])
    assert "  1) 31: 8/5 6/5" in format_mat([plain]).splitlines()


def test_a_resignation_survives_as_a_tag() -> None:
    text = HAND_TEXT.replace("  3)  Doubles => 2                Drops\n", "")
    first, _ = parse_mat(text)
    assert first.result is None
    assert first.tags["resigned"] == "X wins 1 point"
    assert "      Wins 1 point" in format_mat([first]).splitlines()


# ---- corrupted and truncated .mat text


def _line(text: str, part: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if part in line)


@pytest.mark.parametrize(("old", "new", "message"), [
    ("64: 24/18 13/9", "64: 24/18 13/7",
     r":8: game 1, move 1: O cannot play '24/18 13/7'"),
    ("  2) 62: 13/11 13/7*", "  2) 62: 13/11 13/8*",
     r":9: game 1, move 2: X cannot play '13/11 13/8\*'"),
    ("Doubles => 4", "Doubles => 8",
     r":18: game 2, move 4: 'Doubles => 8', but the cube is at 2, so a double goes to 4"),
    ("  4) 43:", "  5) 43:", r":18: game 2: expected move 4\), found 5\)"),
    (" Game 2", " Game 3", r":13: expected Game 2, found Game 3"),
    (" 3 point match", " three point match", r":4: expected the match header"),
    ("Alice : 1", "Alice : 2",
     r":13: game 2 begins 2-0, but after game 1 the score is 1-0"),
    ("      Wins 1 point", "      Wins 2 points",
     r":11: game 1: the file says X wins 2, but the moves end with X wins a drop: 1 point"),
    ("      Wins 1 point", "                                  Wins 1 point",
     r":11: game 1: the file says O wins 1"),
    ("31: 8/5 6/5", "33: 8/5 6/5 13/10 13/10",
     r":8: game 1, move 1: the first roll 33 is a double"),
    ("31: 8/5 6/5", "31: 8/5 6/5 lol",
     r":8: game 1, column 18: cannot read 'lol'"),
    ("Doubles => 2                Takes", "Doubles => 2                Drops",
     r":18: game 2, move 4: 'roll 4-3' is not allowed: X cannot roll now"),
    (" Alice : 1                      Bob : 0", " Alice 1 Bob 0",
     r":14: game 2: expected the players and their scores"),
])
def test_a_corrupted_match_is_refused_with_its_line(old: str, new: str, message: str,
                                                    tmp_path: Path) -> None:
    assert old in HAND_TEXT
    path = tmp_path / "match.mat"
    path.write_text(HAND_TEXT.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(RecordError, match=message):
        load_mat(path)


def test_a_turn_in_the_wrong_column_is_refused() -> None:
    text = HAND_TEXT.replace("  2) 62: 13/11 13/7*             55:",
                             "  2)                             62: 13/11 13/7*")
    with pytest.raises(RecordError, match=r":9: game 1, move 2: the right column has O "
                                          r"\(Bob\) acting, but it is X's turn"):
        parse_mat(text, "m.mat")


@pytest.mark.parametrize("keep", [9, 14, 18])
def test_a_truncated_match_is_refused(keep: int, tmp_path: Path) -> None:
    path = tmp_path / "match.mat"
    path.write_text("\n".join(HAND_TEXT.splitlines()[:keep]) + "\n", encoding="utf-8")
    with pytest.raises(RecordError, match=r"is truncated: it ends after move \d+ with no "
                                          "winner"):
        load_mat(path)


def test_a_file_that_is_no_match_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "match.mat"
    path.write_text("; only a comment\n", encoding="utf-8")
    with pytest.raises(RecordError, match="no ' N point match' header"):
        load_mat(path)
    path.write_text(" 5 point match\n", encoding="utf-8")
    with pytest.raises(RecordError, match="the match has no games"):
        load_mat(path)
    with pytest.raises(RecordError, match=r"cannot read the \.mat file"):
        load_mat(tmp_path / "missing.mat")


# ---- anything at all: games or a RecordError, never another exception

_NOISE = st.sampled_from(["", " Game 1", " Game 2", "  1)", "  9) 66:", "Wins", "Wins 9 points",
                          " Doubles => ", " Takes", " Drops", "25/0*", "²/1", "13/7(0)", ":",
                          " 0 point match", "; [Variation \"HyperGammon (3)\"]", "\x00"])


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 30), st.integers(0, 3), _NOISE), max_size=4) | EDITS)
def test_a_mangled_match_is_read_or_refused_cleanly(edits: list[tuple[int, int, str]]) -> None:
    with contextlib.suppress(RecordError):
        parse_mat(mangle(HAND_TEXT, edits), "fuzz.mat")
