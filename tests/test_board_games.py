"""Games on the test boards of issue 22 (tests/data/boards): the foreign notations describe
one board of 24 points in two rows of twelve and refuse another with its reason, both ways,
never approximated; each board plays to its end in selfplay, and its records replay."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import tavli
from tavli.cli.main import main
from tavli.model.errors import NotationError
from tavli.notation.formats import formats_for, position_from, position_to
from tavli.records import load_records, replay

BOARDS = Path(__file__).parent / "data" / "boards"
FOREIGN = ("gnubg", "xgid", "fibs")

#: A position of standard backgammon in each notation, to be read on another board.
BACKGAMMON_START = {
    "gnubg": "4HPwATDgc/ABMA",
    "xgid": "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10",
}

#: Each test board and the reasons its board statement gives (its dice where they differ too).
REASONS = {
    "half-board": ["its board has 12 points, not 24"],
    "one-table": ["its board has 6 points, not 24"],
    "three-rows": ["its board has 36 points, not 24", "it plays 3d6, not two six-sided dice"],
    "seven-point-tables": ["its board has 28 points, not 24",
                           "it plays 2d7, not two six-sided dice"],
    "round-board": ["its board is 24 points in 4 tables of 6, round, not 24 points in 4 "
                    "tables of 6", "it plays 3d7, not two six-sided dice"],
}


def board_game(name: str) -> tavli.Variant:
    return tavli.load_variant(BOARDS / f"{name}.rules")


@pytest.mark.parametrize("fmt", FOREIGN)
@pytest.mark.parametrize("name", sorted(REASONS))
def test_writing_a_position_on_another_board_is_refused(name: str, fmt: str) -> None:
    variant = board_game(name)
    with pytest.raises(NotationError) as refused:
        position_to(variant, tavli.starting_position(variant), fmt)
    assert str(refused.value) == (f"the {fmt} notation cannot describe {name}: "
                                  + "; ".join(REASONS[name]))


@pytest.mark.parametrize("fmt", sorted(BACKGAMMON_START))
def test_reading_onto_another_board_is_refused(fmt: str) -> None:
    variant = board_game("half-board")
    with pytest.raises(NotationError, match="its board has 12 points, not 24"):
        position_from(variant, BACKGAMMON_START[fmt], fmt)


def test_a_fibs_board_is_not_read_onto_another_board() -> None:
    backgammon = tavli.load_variant("backgammon")
    text = position_to(backgammon, tavli.starting_position(backgammon), "fibs")
    with pytest.raises(NotationError, match="its board has 36 points, not 24"):
        position_from(board_game("three-rows"), text, "fibs")


@pytest.mark.parametrize("name", sorted(REASONS))
def test_only_the_native_notation_is_offered(name: str) -> None:
    assert formats_for(board_game(name)) == ("native",)


@pytest.mark.parametrize("name", sorted(REASONS))
def test_each_test_board_plays_to_its_end_in_selfplay_and_replays(
        name: str, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    saved = tmp_path / "games.txt"
    assert main(["selfplay", str(BOARDS / f"{name}.rules"), "-n", "3", "--seed", "5",
                 "--bot", "random", "--save", str(saved)]) == 0
    out = capsys.readouterr().out
    assert sum(int(n) for n in re.findall(r"^[XO] wins +(\d+)", out, re.M)) \
        + sum(int(n) for n in re.findall(r"^drawn +(\d+)", out, re.M)) == 3
    records = load_records(saved)
    assert len(records) == 3
    for record in records:  # every action checked again, the result line too
        steps = replay(record)
        assert len(steps[-1][1].points) == board_game(name).board.points
