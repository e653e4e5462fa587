"""The generator's shortcut (moves searched in track order) finds exactly what a search of
every order finds, wherever the variant's conditions allow the shortcut."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tavli
from tavli.movegen import Generator, order_free
from tavli.position import view_of

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
    quick = Generator(variant)
    full = Generator(variant)
    full.in_order = False
    rng = random.Random(seed)
    position = tavli.new_game(variant)
    for _ in range(150):
        if position.is_over:
            break
        match position.phase:
            case "opening":
                position = tavli.apply(variant, position, tavli.OpeningRoll(
                    rng.randint(1, 6), rng.randint(1, 6)))
            case "choose-opening":
                position = tavli.apply(variant, position, tavli.OpeningChoice(False))
            case "choose-double":
                position = tavli.apply(variant, position, tavli.ChooseDouble(rng.randint(1, 6)))
            case "roll":
                position = tavli.start_turn(variant, position, tuple(
                    rng.randint(1, variant.faces) for _ in range(variant.dice)))
            case "play":
                view = view_of(variant, position, position.turn)
                assert set(quick.plays(view, position.dice)) == set(
                    full.plays(view, position.dice))
                position = rng.choice(tavli.legal_plays(variant, position)).position
            case _:
                position = tavli.apply(variant, position, tavli.Take())
