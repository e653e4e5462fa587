"""The compiled playouts (tavli.players.playouts): the kernel's evaluation equals the
heuristic's (tavli.players.heuristic.evaluate) over the positions along seeded random games of
every bundled game it weighs, and a compiled playout is a game played by the rules and by
that evaluation, reproducible from its seed."""

from __future__ import annotations

import random
from itertools import product

import pytest

import tavli
from searches import Stride, positions_to_play
from tavli import bundled_variants
from tavli.game import engine
from tavli.game.turn import legal_plays
from tavli.model.position import Position
from tavli.players import evaluation, heuristic, playouts
from tavli.players.rollout import RolloutBot

pytestmark = pytest.mark.skipif(not engine.active(), reason="the compiled kernel is not active")

WEIGHED = [name for name in bundled_variants()
           if playouts.evaluation_refusal(tavli.load_variant(name)) is None]


def test_the_kernel_weighs_the_bundled_games_it_plays() -> None:
    # every game of two sides on the kernel without stages, counters or points scored in play
    assert {"backgammon", "plakoto", "fevga", "nackgammon", "hypergammon"} <= set(WEIGHED)
    staged = [name for name in bundled_variants() if tavli.load_variant(name).stages]
    assert staged and not set(staged) & set(WEIGHED)


def _checked(variant: tavli.Variant, position: Position) -> int:
    """Both evaluations of ``position`` and of some plays' results, for both sides."""
    plays = legal_plays(variant, position)
    some = plays[::max(1, len(plays) // 8)]  # a few of many: the cost stays flat
    for after in (position, *(play.position for play in some)):
        for side in (0, 1):
            want = heuristic.evaluate(variant, after, side)
            got = playouts.evaluate(variant, after, side)
            assert got is not None and abs(got - want) <= 1e-9, (after, side, got, want)
    return len(plays)


@pytest.mark.parametrize("name", WEIGHED)
def test_the_compiled_evaluation_is_the_heuristics(name: str) -> None:
    variant = tavli.load_variant(name)
    stride = Stride(plays=60)
    for position in positions_to_play(variant, seed=28, actions=120):
        if stride.due():
            stride.count(_checked(variant, position))
    assert stride.checked > 3


def _ready(variant: tavli.Variant, seed: int) -> Position:
    """A position about to roll, some way into a seeded random game."""
    rng = random.Random(seed)
    for number, position in enumerate(positions_to_play(variant, seed, 60)):
        if number >= 8:
            return rng.choice(legal_plays(variant, position)).position
    raise AssertionError("the game ended early")


PLAYED = [name for name in ("backgammon", "plakoto", "fevga", "tabula")
          if playouts.supported(tavli.load_variant(name))]


@pytest.mark.parametrize("name", PLAYED)
def test_a_playout_is_a_game_by_the_rules_reproducible_from_its_seed(name: str) -> None:
    variant = tavli.load_variant(name)
    start = _ready(variant, 5)
    assert start.phase == "roll"
    ended = playouts.play_on(variant, start, 11)
    assert ended is not None and ended.phase in ("over", "drawn")
    assert playouts.play_on(variant, start, 11) == ended
    # one turn on: the position the heuristic's best play of some roll leads to
    after = playouts.play_on(variant, start, 3, turns=1)
    assert after is not None and after.phase == "roll" and after.turn != start.turn
    assert any(_best_of(variant, tavli.start_turn(variant, start, roll), after)
               for roll in product(range(1, variant.faces + 1), repeat=variant.dice))


def _best_of(variant: tavli.Variant, rolled: Position, after: Position) -> bool:
    """Whether a play of ``rolled`` leads to ``after``'s board, and no play scores better
    for the mover."""
    mover = rolled.turn
    values = {play.position.points: heuristic.evaluate(variant, play.position, mover)
              for play in legal_plays(variant, rolled)
              if (play.position.bar, play.position.off) == (after.bar, after.off)
              or play.position.points != after.points}
    top = max(values.values())
    return after.points in values and values[after.points] >= top - 1e-9


def test_variants_the_kernel_cannot_play_out_say_why() -> None:
    for name in bundled_variants():
        variant = tavli.load_variant(name)
        reason = playouts.refusal(variant)
        assert (reason is None) == playouts.supported(variant)
        if variant.stages or variant.score_counters:
            assert reason is not None
    assert playouts.refusal(tavli.load_variant("backgammon")) is None


def test_the_rollout_bot_plays_the_same_on_the_same_seed() -> None:
    variant = tavli.load_variant("backgammon")
    start = _ready(variant, 9)
    position = tavli.start_turn(variant, start, (6, 2))
    plays = legal_plays(variant, position)
    first = RolloutBot(4).choose_play(variant, position, plays)
    assert RolloutBot(4).choose_play(variant, position, plays) == first


JUDGED = [name for name in bundled_variants()
          if evaluation.judging(tavli.load_variant(name)) is not None]


def test_the_kernel_judges_every_bundled_game_it_plays() -> None:
    on_kernel = [name for name in bundled_variants()
                 if engine.supports(tavli.load_variant(name))]
    assert JUDGED and set(JUDGED) <= set(on_kernel)
    assert {"backgammon", "plakoto", "fevga", "tabula", "long-nardy"} <= set(JUDGED)


@pytest.mark.parametrize("name", JUDGED)
def test_the_compiled_judgement_is_the_strong_bots(name: str) -> None:
    variant = tavli.load_variant(name)
    stride = Stride(plays=60)
    for position in positions_to_play(variant, seed=82, actions=120):
        if not stride.due():
            continue
        plays = legal_plays(variant, position)
        stride.count(len(plays))
        for after in (position, *(play.position for play in plays[::max(1, len(plays) // 8)])):
            for side in (0, 1):
                want = evaluation.judge_in_python(variant, after, side) \
                    if after.phase not in ("over", "dropped", "drawn") else None
                got = evaluation.judge(variant, after, side)
                assert want is None or abs(got - want) <= 1e-9, (after, side, got, want)
    assert stride.checked > 3
