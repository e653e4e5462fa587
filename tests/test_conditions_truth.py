"""Truth tables for the conditions no bundled game pins down, each condition compiled by the
real pipeline (a rules file's scoring result ``when CONDITION``) and judged on one player's
view of a hand-written position. The expected truth values come from the language's
documented meaning (docs/writing-a-variant.md, Conditions):

- counts: ``N``/``at least N``/``at most N``/``more than N``/``fewer than N``/``exactly N``
  checkers at a place, the opponent's checkers on the same points not counted;
- held points: at least ``blocked by`` of the player's checkers, or, in a game that pins, one
  of his checkers on an enemy checker it pins;
- in a game that pins, a pinned checker still counts where it stands (so it is in its zone,
  and not off), and ``pinned``/``pinned in ZONE`` count only the pinned ones;
- ``the opponent has C``: C judged for the other player, on his own track and zones.

Found by mutation testing (tools/mutation.py conditions): each of these forms could be
broken without any test failing.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import tavli
from tavli.model.position import view_of

PIN = "single enemy checker: pin"


def judged(tmp_path: Path, conditions: list[str], rows: list[tuple[str, tuple[bool, ...]]],
           parent: str = "backgammon", extra: str = "") -> None:
    """Each condition becomes a scoring result of a rules file (seven at most to a file, the
    language's limit with ``single``); for each position (X's checkers | O's checkers), the
    condition judged on X's view must be the expected truth."""
    for first in range(0, len(conditions), 7):
        chosen = conditions[first:first + 7]
        levels = "\n".join(f"    probe{i} 2 when {c}" for i, c in enumerate(chosen))
        path = tmp_path / f"probe{first}.rules"
        path.write_text(f'variant probe{first} "probe" extends {parent}\n{extra}\n'
                        f"scoring:\n    single 1\n{levels}\n", encoding="utf-8")
        game = tavli.load_variant(path)
        predicates = [level.when for level in game.scoring[1:]]
        for text, expected in rows:
            view = view_of(game, tavli.parse_position(game, f"{text} | X to roll"), 0)
            found = tuple(bool(p(view)) for p in predicates if p is not None)
            wanted = expected[first:first + 7]
            assert found == wanted, (text, list(zip(chosen, wanted, found, strict=False)))


def test_counts_of_checkers_in_a_zone_on_the_bar_and_off(tmp_path: Path) -> None:
    # X's home is his 1..6 points, his entry zone his 19..24 (O's 1..6); O's 20 point is
    # X's 5 point, so O's checkers there stand in X's home and are not X's.
    conditions = ["at least 3 in home", "exactly 2 in home", "more than 1 in entry",
                  "fewer than 2 on bar", "at most 5 off"]
    judged(tmp_path, conditions, [
        ("X 6:2 5:1 13:12 | O 1:15",            (True, False, False, True, True)),
        ("X 6:2 13:13 | O 20:2 1:13",           (False, True, False, True, True)),
        ("X 24:2 13:7 off:6 | O 10:15",         (False, False, True, True, False)),
        ("X bar:2 24:1 13:7 off:5 | O 10:15",   (False, False, False, False, True)),
        ("X bar:1 6:3 off:11 | O 20:3 1:12",    (True, False, False, True, False)),
    ])


def test_held_points_anywhere_and_in_a_zone(tmp_path: Path) -> None:
    # blocked by 2: a point with one checker of X's is not held
    conditions = ["exactly 2 points held", "at least 1 points held in home",
                  "fewer than 1 points held in entry",
                  # the same inside and, or, not
                  "none on bar and none off and exactly 2 points held",
                  "any off or not at least 1 points held in home"]
    judged(tmp_path, conditions, [
        ("X 13:13 8:2 | O 1:15",                (True, False, True, True, True)),
        ("X 13:12 6:2 5:1 | O 1:15",            (True, True, True, True, False)),
        ("X 13:11 6:1 5:1 4:1 3:1 | O 1:15",    (False, False, True, False, True)),
        ("X 24:2 13:11 6:2 | O 10:15",          (False, True, False, False, False)),
        ("X 13:11 6:2 off:2 | O 1:15",          (True, True, True, False, True)),
    ])


def test_a_pinned_checker_counts_where_it_stands(tmp_path: Path) -> None:
    # X's checker pinned on his 5 point lies under O's checker (O's 20 point); on his 13
    # point, under O's 12.
    conditions = ["any pinned", "at least 2 pinned", "exactly 1 pinned in home",
                  "any in home", "all in home", "at least 3 in home", "all off", "any off",
                  "all pinned", "exactly 12 off"]
    judged(tmp_path, conditions, [
        ("X 5:pinned 13:14 | O 20:1 1:14",
         (True, False, True, True, False, False, False, False, False, False)),
        ("X 5:pinned 3:2 off:12 | O 20:1 1:14",
         (True, False, True, True, True, True, False, True, False, True)),
        ("X 13:pinned 3:2 off:12 | O 12:1 1:14",
         (True, False, False, True, False, False, False, True, False, True)),
        ("X 5:pinned 13:pinned 6:13 | O 20:1 12:1 1:13",
         (True, True, True, True, False, True, False, False, False, False)),
        ("X 5:pinned off:14 | O 20:1 1:14",
         (True, False, True, True, True, False, False, True, True, False)),
        ("X off:15 | O 1:15",
         (False, False, False, False, True, False, True, True, True, False)),
        ("X 6:15 | O 1:15",
         (False, False, False, True, True, True, False, False, False, False)),
    ], extra=PIN)


def test_a_single_checker_that_pins_holds_its_point(tmp_path: Path) -> None:
    # X's lone checker on his 5 point pins O's (O's 20 point): X holds it; a lone checker
    # of X's pinning nothing does not, and the point of X's pinned checker is O's.
    conditions = ["exactly 1 points held in home", "exactly 2 points held"]
    judged(tmp_path, conditions, [
        ("X 5:1 13:14 | O 20:pinned 1:14",      (True, True)),
        ("X 5:1 13:14 | O 1:15",                (False, False)),
        ("X 5:pinned 13:14 | O 20:1 1:14",      (False, False)),
        ("X 6:2 5:1 13:12 | O 20:pinned 1:14",  (False, False)),
        ("X 6:1 5:1 13:13 | O 20:pinned 1:14",  (True, True)),
    ], extra=PIN)


def test_the_opponent_has_judges_the_other_players_checkers(tmp_path: Path) -> None:
    # O's home is his 1..6 points; X's 3 point is O's 22
    conditions = ["the opponent has any on bar", "the opponent has 2 off",
                  "the opponent has any in home", "the opponent has none in entry"]
    judged(tmp_path, conditions, [
        ("X bar:1 3:2 off:12 | O 13:15",        (False, False, False, True)),
        ("X 6:15 | O bar:1 13:12 off:2",        (True, True, False, True)),
        ("X 6:15 | O bar:2 13:13",              (True, False, False, True)),
        ("X 13:15 | O 5:1 24:13 off:1",         (False, False, True, False)),
        ("X 19:15 | O 19:15",                   (False, False, False, False)),
        ("X 6:13 off:2 | O 22:15",              (False, False, False, False)),
    ])


def test_the_opponent_has_in_a_game_that_pins(tmp_path: Path) -> None:
    conditions = ["the opponent has any pinned", "the opponent has any off",
                  "the opponent has exactly 1 pinned in home"]
    judged(tmp_path, conditions, [
        ("X 20:1 13:14 | O 5:pinned 1:14",      (True, False, True)),
        ("X 5:pinned 13:14 | O 20:1 1:14",      (False, False, False)),
        ("X 13:15 | O 1:14 off:1",              (False, True, False)),
        ("X 8:1 13:14 | O 17:pinned 1:13 off:1", (True, True, False)),
    ], extra=PIN)


def test_checkers_in_hand_in_a_game_that_pins(tmp_path: Path) -> None:
    conditions = ["any in hand", "all in hand", "the opponent has any in hand",
                  "exactly 14 in hand"]
    judged(tmp_path, conditions, [
        ("X hand:15 | O hand:15",               (True, True, True, False)),
        ("X hand:14 1:1 | O 13:15",             (True, False, False, True)),
        ("X 6:15 | O hand:1 13:14",             (False, False, True, False)),
    ], parent="acey-deucey", extra=PIN)


def test_all_in_a_zone_in_the_middle_of_the_track(tmp_path: Path) -> None:
    # X's 7..12 points: the track on both sides of the zone is outside it
    conditions = ["all in middle", "any in middle", "none in middle"]
    judged(tmp_path, conditions, [
        ("X 7:5 8:5 12:5 | O 1:15",             (True, True, False)),
        ("X 7:14 6:1 | O 1:15",                 (False, True, False)),
        ("X 7:14 13:1 | O 1:15",                (False, True, False)),
        ("X 13:15 | O 1:15",                    (False, False, True)),
    ], extra="zone middle: 7..12")


@pytest.mark.parametrize(("written", "extra"), [
    ("any on bar or (none off and any in entry)", ""),
    ("the opponent has (any off and none on bar)", ""),
    ("not (all in home or any in hand) or (none off and not any on bar)", ""),
    ("any pinned or (none pinned in home and any off)", PIN),
    ("(at least 3 in home and exactly 2 off) or at most 1 on bar", ""),
    ("more than 4 points held in home or fewer than 2 points held", ""),
    ("the opponent has at least 1 pinned in home", PIN),
])
def test_a_condition_with_an_inner_group_reads_back_as_written(
        tmp_path: Path, written: str, extra: str) -> None:
    path = tmp_path / "written.rules"
    path.write_text(f'variant written "written" extends acey-deucey\n{extra}\n'
                    f"scoring:\n    single 1\n    probe 2 when {written}\n", encoding="utf-8")
    assert tavli.load_variant(path).scoring[1].when_text == written
