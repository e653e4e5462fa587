"""Plays compare by what they do: their steps and the position they lead to (tavli.game.turn.Play,
its docstring).

Found by mutation testing (tools/mutation.py turn): ``Play.__eq__`` was reached by no test of
the module's, so plays found twice could compare unequal, or two plays equal, without any
test failing.
"""

from __future__ import annotations

from itertools import combinations

import pytest

import tavli
from tavli.game import engine
from tavli.game.play_text import find_play
from tavli.game.turn import Play, legal_plays

GAME = tavli.load_variant("backgammon")
OPENING = "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to play 6-5"


def test_a_play_equals_the_same_play_found_again_and_no_other() -> None:
    position = tavli.parse_position(GAME, OPENING)
    first, again = legal_plays(GAME, position), legal_plays(GAME, position)
    elsewhere = legal_plays(GAME, tavli.parse_position(GAME, OPENING))  # an equal position
    assert len(first) > 1
    for play, same, equal in zip(first, again, elsewhere, strict=True):
        assert play == play and play == same and play == equal
        assert hash(play) == hash(same) == hash(equal)
    for one, other in combinations(first, 2):
        assert one != other
    assert len(set(first)) == len(first)
    assert set(first) == set(elsewhere)


def test_a_play_is_not_equal_to_what_is_not_a_play() -> None:
    play = legal_plays(GAME, tavli.parse_position(GAME, OPENING))[0]
    assert play != play.steps and play != play.position and play != tavli.format_play(play.steps)
    assert play != None  # noqa: E711  (the comparison itself is under test)
    assert play.__eq__(object()) is NotImplemented


def test_the_same_steps_from_other_positions_are_other_plays() -> None:
    here = tavli.parse_position(GAME, OPENING)
    there = tavli.parse_position(GAME, "X 24:2 13:5 8:3 6:5 | O 24:2 13:4 8:4 6:5 | X to play 6-5")
    mine = find_play(legal_plays(GAME, here), "24/13")
    theirs = find_play(legal_plays(GAME, there), "24/13")
    assert mine.steps == theirs.steps and mine.position != theirs.position
    assert mine != theirs


@pytest.mark.skipif(not engine.kernel_built(), reason="the kernel is not built")
def test_the_kernels_plays_equal_the_reference_paths() -> None:
    # the same position object, its plays found by both paths: equal play for play
    position = tavli.parse_position(GAME, OPENING)
    before = engine.use_reference(False)
    try:
        assert engine.path(GAME) == "kernel"
        fast = legal_plays(GAME, position)
        engine.use_reference(True)
        reference = legal_plays(GAME, position)
    finally:
        engine.use_reference(before)
    assert all(isinstance(play, Play) for play in fast)
    assert fast == reference
    assert [hash(play) for play in fast] == [hash(play) for play in reference]

