"""The generator's shortcut (moves searched in track order) finds exactly what a search of
every order finds, wherever the variant's conditions allow the shortcut."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tavli
from searches import same_plays_along_a_random_game
from tavli.game.movegen import Generator
from tavli.game.shortcuts import order_free

ORDERED = [name for name, v in sorted(tavli.bundled_variants().items()) if order_free(v)]


def test_dutch_backgammon_needs_every_order() -> None:
    # DU-03: a move into the home board can allow a hit by a checker further back.
    assert not order_free(tavli.load_variant("dutch-backgammon"))
    assert order_free(tavli.load_variant("backgammon"))


@pytest.mark.parametrize("name", ORDERED)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
@settings(max_examples=10, deadline=None, derandomize=True, database=None)
def test_ordered_search_finds_every_play(name: str, seed: int) -> None:
    variant = tavli.load_variant(name)
    full = Generator(variant)
    full.in_order = False
    same_plays_along_a_random_game(variant, full, seed, 150)
