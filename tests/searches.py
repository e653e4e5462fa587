"""A seeded random game along which two move searches must find the same plays (shared by
the tests of the search's shortcuts)."""

from __future__ import annotations

import random

import tavli
from tavli.movegen import Generator
from tavli.position import view_of


def same_plays_along_a_random_game(
    variant: tavli.Variant, full: Generator, seed: int, actions: int
) -> None:
    """Play up to ``actions`` random actions of ``variant`` from seed ``seed``; at each play,
    the usual search and ``full`` (a search with shortcuts turned off) find the same plays."""
    quick = Generator(variant)
    rng = random.Random(seed)
    position = tavli.new_game(variant)
    for _ in range(actions):
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
                    full.plays(view, position.dice)), (position, position.dice)
                position = rng.choice(tavli.legal_plays(variant, position)).position
            case _:
                position = tavli.apply(variant, position, tavli.Take())
