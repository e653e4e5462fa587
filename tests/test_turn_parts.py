"""The parts of a turn program: a part's condition, of every kind of part, and dice passed to
the opponent.

Found by mutation testing (tools/mutation.py turn): the ``when`` of a part could be dropped
for every kind of part but a complement of a double; a turn that passed on a failed
condition, on dice passed over or on a cascade with no higher double could go uncounted; a
roll of no program of its own lost ``unplayed dice: passed to the opponent``; and a new roll
after a chain whose dice pass over could keep that chain; without any test failing.
Expectations: docs/writing-a-variant.md, ``on`` (turn programs), rules by turn, ``unplayed
dice``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import tavli
from tavli.game.turn import choose_double, legal_plays, start_turn

START = "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5"  # X not all in home
HOME = "X 6:5 5:5 4:5 | O 24:2 13:5 8:3 6:5"  # X all in home


def _variant(tmp_path: Path, rules: str) -> tavli.Variant:
    path = tmp_path / "parts.rules"
    path.write_text(f'variant parts "Parts" extends backgammon\n{rules}', encoding="utf-8")
    return tavli.load_variant(path)


def _all_played(game: tavli.Variant, position: tavli.Position) -> tavli.Position:
    """The position after a play of every die of the part to play."""
    return next(play.position for play in legal_plays(game, position)
                if len(play.steps) == len(position.dice))


@pytest.mark.parametrize(("rules", "roll", "awaited"), [
    ("on 2-1: play the roll when all in home\n", (2, 1), "X to play 2-1"),
    ("on doubles: play it 4 times when all in home\n", (3, 3), "X to play 3-3-3-3"),
    ("on 2-1: play a chosen double 4 times when all in home\n", (2, 1),
     "X to choose a double for 4 moves"),
])
def test_a_first_part_comes_only_if_its_condition_holds(
        tmp_path: Path, rules: str, roll: tuple[int, int], awaited: str) -> None:
    # a turn that passes on the condition is a turn of the player's all the same: the rules
    # count turns (from the fourth turn on), so it is counted
    game = _variant(tmp_path, rules + "on 6-5 from the fourth turn on: play the roll\n")
    passed = start_turn(game, tavli.parse_position(
        game, f"{START} | X to roll | turns X 1 O 1"), roll)
    assert tavli.format_position(game, passed) == f"{START} | O to roll | turns X 2 O 1"
    comes = start_turn(game, tavli.parse_position(
        game, f"{HOME} | X to roll | turns X 1 O 1"), roll)
    assert tavli.format_position(game, comes).startswith(f"{HOME} | {awaited}")


def test_each_higher_double_comes_only_if_its_condition_holds(tmp_path: Path) -> None:
    game = _variant(tmp_path, "on doubles: play it 4 times, "
                              "then play each higher double 4 times when all in home\n")
    fives = start_turn(game, tavli.parse_position(game, f"{START} | X to roll"), (5, 5))
    after = _all_played(game, fives)
    assert (after.turn, after.phase) == (1, "roll")  # X is not all in home: no 6-6-6-6
    fives = start_turn(game, tavli.parse_position(game, f"{HOME} | X to roll"), (5, 5))
    after = _all_played(game, fives)  # four 5s bear off four checkers: still all in home
    assert (after.turn, after.phase, after.dice) == (0, "play", (6, 6, 6, 6))


def test_a_cascade_from_the_highest_double_has_nothing_to_play(tmp_path: Path) -> None:
    # `play each higher double`: d+1 up to the highest face; after 6-6 there is none, so the
    # turn is over at once, and counted where the rules count turns
    game = _variant(tmp_path, "on doubles: play each higher double 4 times\n"
                              "on 6-5 from the fourth turn on: play the roll\n")
    to_roll = tavli.parse_position(game, f"{START} | X to roll | turns X 1 O 1")
    assert tavli.format_position(game, start_turn(game, to_roll, (6, 6))) == \
        f"{START} | O to roll | turns X 2 O 1"
    assert start_turn(game, to_roll, (5, 5)).dice == (6, 6, 6, 6)


def test_a_chosen_doubles_complement_comes_only_if_its_condition_holds(tmp_path: Path) -> None:
    game = _variant(tmp_path, "on 2-1: play a chosen double 4 times, "
                              "then play its complement 4 times when all in home\n")
    for board, comes in ((START, False), (HOME, True)):
        chosen = choose_double(game, start_turn(
            game, tavli.parse_position(game, f"{board} | X to roll"), (2, 1)), 1)
        assert chosen.dice == (1, 1, 1, 1)
        after = _all_played(game, chosen)
        if comes:  # 1-1's complement: 6-6
            assert (after.turn, after.phase, after.dice) == (0, "play", (6, 6, 6, 6))
        else:
            assert (after.turn, after.phase) == (1, "roll")


# X's 7 and 8 points (O's 18 and 17) are closed: from the 13 point X can play neither a 6
# nor a 5
BLOCKED = "X 13:15 | O 18:2 17:2 6:11"


def test_a_roll_of_no_program_passes_what_the_mover_cannot_play(tmp_path: Path) -> None:
    # `unplayed dice: passed to the opponent` without `of`: every roll; the mover's turn ends
    # where he got stuck, and it counts as his turn where the rules count turns
    game = _variant(tmp_path, "unplayed dice: passed to the opponent\n"
                              "on 6-5 from the fourth turn on: play the roll\n")
    rolled = start_turn(game, tavli.parse_position(
        game, f"{BLOCKED} | X to roll | turns X 1 O 1"), (6, 5))
    stuck = legal_plays(game, rolled)
    assert [play.steps for play in stuck] == [()]
    assert tavli.format_position(game, stuck[0].position) == \
        f"{BLOCKED} | O to play 6-5 passed by X | turns X 2 O 1"


def test_a_new_roll_is_the_movers_own_and_starts_no_chain(tmp_path: Path) -> None:
    game = _variant(tmp_path, "on doubles: play it 4 times, then roll again\n"
                              "unplayed dice: passed to the opponent\n")
    # X cannot play a 6: the four 6s pass to O, the new roll is lost with X's turn
    sixes = start_turn(game, tavli.parse_position(game, f"{BLOCKED} | X to roll"), (6, 6))
    stuck = legal_plays(game, sixes)
    assert [play.steps for play in stuck] == [()]
    assert tavli.format_position(game, stuck[0].position) == \
        f"{BLOCKED} | O to play 6-6-6-6 passed by X"
    # X plays his four 1s: he rolls again, a roll like any other (nothing passes over yet)
    ones = start_turn(game, tavli.parse_position(game, f"{BLOCKED} | X to roll"), (1, 1))
    again = _all_played(game, ones)
    board = tavli.format_position(game, again).rpartition(" | ")[0]
    assert again == tavli.parse_position(game, f"{board} | X to roll again")
