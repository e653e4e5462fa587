"""The steps of a legal play say what happened: each names its origin and target in the
mover's own numbering ('bar', 'hand', 'off' too), the die that moved it, and whether it hit.

Found by mutation testing (tools/mutation.py movegen): the scenarios follow a play's text to
where it leads, so nothing read the steps themselves (the die of an entering step, the names
of the bar, the hand and off could all be wrong).
"""

from __future__ import annotations

from collections import Counter

import pytest

import tavli
from searches import positions_to_play
from tavli.game.movegen import Place
from tavli.game.turn import Play

# a bar (backgammon), a hand (acey-deucey), pins (plakoto), hitters that stop (portes)
GAMES = ["backgammon", "acey-deucey", "plakoto", "portes"]


def plays_along_a_random_game(name: str, seed: int) -> list[tuple[tavli.Position, Play]]:
    """Every legal play of every position waiting for one along a seeded random game."""
    variant = tavli.load_variant(name)
    return [(position, play) for position in positions_to_play(variant, seed, 300)
            for play in tavli.legal_plays(variant, position)]


def pips(origin: Place, target: Place, die: int) -> bool:
    """Whether a step from ``origin`` to ``target`` (own numbering: the bar and the hand are
    25 away from off, which is 0) is a move of ``die`` pips; off may take a higher die."""
    start = 25 if origin in ("bar", "hand") else origin
    if target == "off":
        assert isinstance(start, int)
        return die >= start
    assert isinstance(start, int) and isinstance(target, int)
    return start - target == die


@pytest.mark.parametrize("name", GAMES)
def test_each_step_names_its_points_and_its_die(name: str) -> None:
    for before, play in plays_along_a_random_game(name, 3):
        steps = play.steps
        side = before.turn
        for step in steps:
            assert step.origin in ("bar", "hand", *range(1, 25)), step
            assert step.target in ("off", *range(1, 25)), step
            assert step.origin != "off" and step.target not in ("bar", "hand"), step
            assert pips(step.origin, step.target, step.die), (before, step)
            assert step.hit in (True, False)
        # the dice the steps used are dice of the roll
        assert not Counter(s.die for s in steps) - Counter(before.dice), (before, steps)
        after = play.position
        entered = sum(1 for s in steps if s.origin == "bar")
        assert before.bar[side] - after.bar[side] == entered, (before, steps)
        from_hand = sum(1 for s in steps if s.origin == "hand")
        assert before.hand[side] - after.hand[side] == from_hand, (before, steps)
        off = sum(1 for s in steps if s.target == "off")
        assert after.off[side] - before.off[side] == off, (before, steps)
        if name != "plakoto":  # a hit sends the checker to the bar
            assert after.bar[1 - side] - before.bar[1 - side] == sum(s.hit for s in steps)


def test_a_star_says_which_way_a_move_went_past_a_blot() -> None:
    # 24/13 with 6-5 goes by the 18 point (an O blot: hit) or by the 19 (open): the same
    # text reaches two positions, and the move notation's '*' marks the one that hit
    variant = tavli.load_variant("backgammon")
    before = tavli.parse_position(variant, "X 24:2 13:5 8:3 6:5 | O 7:1 24:1 13:5 8:3 5:5 | "
                                           "X to roll")
    hit = tavli.play(variant, before, (6, 5), "24/13*")
    quiet = tavli.play(variant, before, (6, 5), "24/13")
    assert (hit.bar[1], quiet.bar[1]) == (1, 0)
