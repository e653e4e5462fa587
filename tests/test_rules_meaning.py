"""Rules no bundled game pins down, each checked through a small rules file compiled by the real
pipeline, with expectations from the language's documented meaning (docs/writing-a-variant.md):

- the conditions ``all on bar``, ``all in hand`` and ``all off`` ("all": every checker not yet
  borne off stands there; ``all off``: every checker borne off);
- a higher number bears off from the highest point only when no checker, pinned or free,
  stands higher (the ``pin`` section);
- Jacoby: a gammon counts single "until the cube has been turned", and an automatic double on
  the opening roll turns nothing: the cube stays in the middle;
- the cube's upper limit (``cube: up to N``) holds for automatic doubles and beavers too.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

import tavli
from tavli.model.errors import IllegalActionError
from tavli.model.position import view_of


def rules(tmp_path: Path, name: str, text: str, parent: str = "backgammon") -> tavli.Variant:
    path = tmp_path / f"{name}.rules"
    path.write_text(f'variant {name} "{name}" extends {parent}\n{text}\n', encoding="utf-8")
    return tavli.load_variant(path)


def results(game: tavli.Variant, position: tavli.Position, roll: tuple[int, ...]) -> set[str]:
    """The positions the legal plays lead to, written as the tests write them (read, then
    written again, so the order of a side's items does not matter)."""
    return {tavli.format_position(game, p.position) for p in tavli.plays(game, position, roll)}


def same(game: tavli.Variant, *texts: str) -> set[str]:
    return {tavli.format_position(game, tavli.parse_position(game, t)) for t in texts}


# ---- all on bar, all in hand, all off

# X's checkers, and whether each condition holds for X there (by the documented meaning).
TRUTH = [
    # position of X                 all on bar, all in hand, all off
    ("X bar:2 off:13",              (True,  False, False)),
    ("X bar:1 6:1 off:13",          (False, False, False)),
    ("X bar:2 hand:1 off:12",       (False, False, False)),
    ("X hand:3 off:12",             (False, True,  False)),
    ("X hand:2 19:1 off:12",        (False, False, False)),
    ("X 6:1 off:14",                (False, False, False)),
    ("X 24:2 13:5 8:3 6:5",         (False, False, False)),
    # nothing left to stand anywhere: "every checker not yet borne off" is vacuously there
    ("X off:15",                    (True,  True,  True)),
]


@pytest.mark.parametrize("which", [0, 1, 2], ids=["all on bar", "all in hand", "all off"])
def test_all_on_bar_in_hand_and_off_mean_every_checker_not_borne_off(
        tmp_path: Path, which: int) -> None:
    condition = ("all on bar", "all in hand", "all off")[which]
    # a scoring result's condition is the compiled predicate, judged on one player's view
    probe = rules(tmp_path, "probe", f"scoring:\n    single 1\n    probe 2 when {condition}",
                  parent="acey-deucey")
    inverse = rules(tmp_path, "inverse",
                    f"scoring:\n    single 1\n    probe 2 when not {condition}",
                    parent="acey-deucey")
    holds, fails = probe.scoring[1].when, inverse.scoring[1].when
    assert holds is not None and fails is not None
    for x, expected in TRUTH:
        position = tavli.parse_position(probe, f"{x} | O hand:15 | O to roll")
        view = view_of(probe, position, 0)
        assert holds(view) is expected[which], (condition, x)
        assert fails(view) is not expected[which], (condition, x)


def test_all_in_hand_lets_only_the_first_checker_in(tmp_path: Path) -> None:
    # Entering from hand only while every checker is still in hand: one checker comes in,
    # then the other number must move it.
    game = rules(tmp_path, "first-in", "allow entering from hand only when all in hand",
                 parent="acey-deucey")
    start = tavli.parse_position(game, "X hand:15 | O hand:15 | X to roll")
    assert results(game, start, (6, 5)) == same(game, "X 14:1 hand:14 | O hand:15 | O to roll")


def test_all_on_bar_lets_a_checker_enter_only_with_nothing_else_left(tmp_path: Path) -> None:
    game = rules(tmp_path, "bar-last", "allow entering from bar only when all on bar")
    # a checker on the bar with others on points: it may not enter, and nothing else may move
    # while it is there (Backgammon's 'moving on board only when none on bar')
    stuck = tavli.parse_position(game, "X bar:1 6:14 | O 6:15 | X to roll")
    assert [p.steps for p in tavli.plays(game, stuck, (3, 1))] == [()]
    # the bar holds every checker not borne off: one may enter; then the other is no longer
    # 'all on bar', and the entered one may not move while a checker is on the bar, so only
    # one number is played, the larger (BG-14's forced play: the larger of two)
    free = tavli.parse_position(game, "X bar:2 off:13 | O 6:15 | X to roll")
    assert results(game, free, (3, 1)) == same(game, "X 22:1 bar:1 off:13 | O 6:15 | O to roll")


def test_scoring_with_all_in_hand_pays_for_a_loser_who_never_entered(tmp_path: Path) -> None:
    game = rules(tmp_path, "stranded", "scoring:\n    single 1\n    stranded 4 when all in hand",
                 parent="acey-deucey")
    never = tavli.parse_position(game, "X off:15 | O hand:15 | X has won")
    assert tavli.score(game, never) == tavli.Score(0, "stranded", 4)
    entered = tavli.parse_position(game, "X off:15 | O hand:14 1:1 | X has won")
    assert tavli.score(game, entered) == tavli.Score(0, "single", 1)


# ---- a higher number and a pinned checker further back

def test_a_higher_number_bears_off_only_from_the_furthest_checker_pinned_included(
        tmp_path: Path) -> None:
    # Backgammon with pins and nothing more: a pinned checker in the home board leaves
    # 'all in home' true, so bearing off goes on; but it stands on the 5 point, higher
    # than the free checkers on the 3, so a 6 may not bear off from the 3 (the 6 has no
    # other move), while the 3 bears off exactly.
    game = rules(tmp_path, "pinning", "single enemy checker: pin")
    pinned = tavli.parse_position(game, "X 5:pinned 3:2 off:12 | O 20:1 1:14 | X to roll")
    assert results(game, pinned, (6, 3)) == same(
        game, "X 5:pinned 3:1 off:13 | O 20:1 1:14 | O to roll")
    # the same position with the checker on the 5 free: the 6 bears it off (or the 3 moves
    # it down first and the 6 then bears off from the 3, now the highest)
    free = tavli.parse_position(game, "X 5:1 3:2 off:12 | O 1:15 | X to roll")
    assert results(game, free, (6, 3)) == same(game, "X 3:1 off:14 | O 1:15 | O to roll",
                                               "X 3:1 2:1 off:13 | O 1:15 | O to roll")
    # pinned on the 2 point instead, below the 3: the 6 bears off from the 3, the highest
    low = tavli.parse_position(game, "X 3:2 2:pinned off:12 | O 23:1 1:14 | X to roll")
    assert results(game, low, (6, 3)) == same(
        game, "X 2:pinned off:14 | O 23:1 1:14 | O to roll")


# ---- Jacoby after an automatic double

def test_jacoby_still_counts_a_gammon_single_after_an_automatic_double() -> None:
    game = tavli.load_variant("backgammon", ["jacoby"])
    opened = tavli.apply(game, tavli.new_game(game), tavli.OpeningRoll(4, 4))
    assert (opened.cube, opened.cube_owner) == (2, None)  # BG-07: doubled, still centred
    won = tavli.parse_position(game, "X off:15 | O 6:15 | X has won | cube 2")
    assert won.cube == 2 and won.cube_owner is None
    assert tavli.score(game, won) == tavli.Score(0, "single", 2)  # a gammon, counted single
    turned = tavli.parse_position(game, "X off:15 | O 6:15 | X has won | cube 2 O")
    assert tavli.score(game, turned) == tavli.Score(0, "gammon", 4)


# ---- the cube's upper limit

def test_automatic_doubles_stop_at_the_cube_limit(tmp_path: Path) -> None:
    small = rules(tmp_path, "small-cube", "cube: up to 4")
    position = tavli.new_game(small)
    for expected in (2, 4, 4, 4):
        position = tavli.apply(small, position, tavli.OpeningRoll(3, 3))
        assert position.cube == expected
    game = tavli.load_variant("backgammon")
    position = tavli.new_game(game)
    for _ in range(8):
        position = tavli.apply(game, position, tavli.OpeningRoll(2, 2))
    assert position.cube == 64  # BG-02: the cube's faces end at 64


def test_a_beaver_may_not_take_the_cube_past_its_limit(tmp_path: Path) -> None:
    game = rules(tmp_path, "beaver-8", "cube: up to 8\ncube rule: beavers")
    for cube, owner, may in ((1, "", True), (2, " X", True), (4, " X", False)):
        position = tavli.parse_position(game, f"X 6:15 | O 6:15 | X to roll | cube {cube}{owner}")
        offered = tavli.apply(game, position, tavli.Double())
        if may:
            assert tavli.apply(game, offered, tavli.Beaver()).cube == 4 * cube
        else:
            with pytest.raises(IllegalActionError, match="past 8"):
                tavli.apply(game, offered, tavli.Beaver())
            taken = tavli.apply(game, offered, tavli.Take())
            assert taken.cube == 8 and not tavli.may_double(game, replace(taken, turn=1))
    standard = tavli.load_variant("backgammon", ["beavers"])
    at_32 = tavli.parse_position(standard, "X 6:15 | O 6:15 | X to roll | cube 32 X")
    with pytest.raises(IllegalActionError, match="past 64"):
        tavli.apply(standard, tavli.apply(standard, at_32, tavli.Double()), tavli.Beaver())
    at_16 = tavli.parse_position(standard, "X 6:15 | O 6:15 | X to roll | cube 16 X")
    assert tavli.apply(standard, tavli.apply(standard, at_16, tavli.Double()),
                       tavli.Beaver()).cube == 64


# ---- conditions written back as the rules language writes them

WRITTEN = ["none off and (any on bar or any in entry)",
           "not (any in hand or any on bar) and any in home",
           "all on bar or all in hand or all off",
           "any in home and not all in home",
           "(any on bar or none off) and (all in entry or any in hand)"]


def test_a_condition_reads_back_as_it_was_written(tmp_path: Path) -> None:
    levels = "\n".join(f"    level{i} {i + 2} when {text}" for i, text in enumerate(WRITTEN))
    game = rules(tmp_path, "written", f"scoring:\n    single 1\n{levels}", parent="acey-deucey")
    assert [level.when_text for level in game.scoring[1:]] == WRITTEN
