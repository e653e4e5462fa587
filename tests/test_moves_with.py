"""'no move' on the reference path asks the search's first layer alone
(tavli.game.ending.moves_with): it must say what the whole search says, whether some play of
the one die has a step, for either side, in every bundled game."""

from __future__ import annotations

from itertools import islice

import pytest

import tavli
from searches import positions_to_play
from tavli.game.ending import moves_with
from tavli.game.movegen import raw_plays


@pytest.mark.parametrize("name", sorted(tavli.bundled_variants()))
def test_the_first_layer_says_what_the_whole_search_says(name: str) -> None:
    variant = tavli.load_variant(name)
    asked = 0
    for position in islice(positions_to_play(variant, seed=11, actions=60), 0, None, 3):
        for side in range(variant.sides):
            for die in range(1, variant.faces + 1):
                whole = any(raw_plays(variant, position, side, (die,)).values())
                assert moves_with(variant, position, side, die) == whole, (
                    tavli.format_position(variant, position), side, die)
                asked += 1
    assert asked  # (every game reaches a play within its first actions)
