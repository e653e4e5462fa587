"""The move generator's shortcut where the order of moves matters (Dutch backgammon's DU-03,
Jacquet's and Mughrabieh's leaving rules): where every such condition is *settled* (holds now
and stays true whatever is played), the turn is searched in track order only. That must find
exactly what the search of every order finds, which is the definition of the legal plays.

Found by mutation testing (tools/mutation.py movegen): ``settled`` could be broken without
any test failing, since tests/test_movegen.py checks the shortcut only in the games where the
order never matters.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tavli
from searches import same_plays_along_a_random_game
from tavli.game.movegen import Generator, Step
from tavli.game.shortcuts import order_free_when

ORDER_MATTERS = [name for name, v in sorted(tavli.bundled_variants().items())
                 if order_free_when(v)]


def test_the_games_whose_order_matters_are_checked() -> None:
    assert {"dutch-backgammon", "jacquet", "mughrabieh"} <= set(ORDER_MATTERS)


def compare_along_a_random_game(variant: tavli.Variant, seed: int) -> None:
    full = Generator(variant)
    full.in_order, full.unsettled = False, None  # every order, in every position
    same_plays_along_a_random_game(variant, full, seed, 200)


@pytest.mark.parametrize("name", ORDER_MATTERS)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
@settings(max_examples=4, deadline=None, derandomize=True, database=None)
def test_the_settled_shortcut_finds_every_play(name: str, seed: int) -> None:
    compare_along_a_random_game(tavli.load_variant(name), seed)


def test_the_settled_shortcut_with_a_condition_of_several_parts(tmp_path: Path) -> None:
    # no bundled game has an 'and' among the conditions that make the order matter
    path = tmp_path / "dutch-and.rules"
    path.write_text('variant dutch-and "dutch-and" extends dutch-backgammon\n'
                    "allow hitting only when (any in home or any off) and none on bar\n",
                    encoding="utf-8")
    variant = tavli.load_variant(path)
    assert order_free_when(variant)
    for seed in range(3):
        compare_along_a_random_game(variant, seed)


def test_a_step_is_written_as_the_move_notation_writes_it() -> None:
    # from/to in the mover's own numbering, '*' for a hit (the standard move notation)
    assert str(Step(13, 7, 6)) == "13/7"
    assert str(Step("bar", 22, 3, True)) == "bar/22*"
    assert str(Step(3, "off", 5)) == "3/off"
