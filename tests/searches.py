"""Seeded random games for the tests of the move search: the positions waiting for a play
along one, and the check that two searches find the same plays there; the reference path
forced for a while, and the plays of a position as both paths are compared."""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager

import tavli
from tavli.game import engine
from tavli.game.decide import choices
from tavli.game.movegen import Generator
from tavli.game.turn import legal_plays
from tavli.model.position import view_of


def positions_to_play(
    variant: tavli.Variant, seed: int, actions: int
) -> Iterator[tavli.Position]:
    """The positions waiting for a play along a seeded random game of up to ``actions``
    actions: random dice, a random legal play each time, every double taken."""
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
            case "decide":
                made = tavli.Decide(position.rest[0].decision, choices(variant, position)[0])
                position = tavli.apply(variant, position, made)
            case "choose-double":
                position = tavli.apply(variant, position, tavli.ChooseDouble(rng.randint(1, 6)))
            case "roll":
                position = tavli.start_turn(variant, position, tuple(
                    rng.randint(1, variant.faces) for _ in range(variant.dice)))
            case "play":
                yield position
                position = rng.choice(tavli.legal_plays(variant, position)).position
            case _:
                position = tavli.apply(variant, position, tavli.Take())


def same_plays_along_a_random_game(
    variant: tavli.Variant, full: Generator, seed: int, actions: int
) -> None:
    """Along the random game of :func:`positions_to_play`, the usual search and ``full`` (a
    search with shortcuts turned off) find the same plays at every play."""
    quick = Generator(variant)
    stride = Stride()
    for position in positions_to_play(variant, seed, actions):
        if not stride.due():
            continue
        view = view_of(variant, position, position.turn)
        found = set(quick.plays(view, position.dice))
        assert found == set(full.plays(view, position.dice)), (position, position.dice)
        stride.count(len(found))


@contextmanager
def reference_path() -> Iterator[None]:
    """The reference search forced (what ``TAVLI_ENGINE=reference`` does at start-up)."""
    before = engine.use_reference(True)
    try:
        yield
    finally:
        engine.use_reference(before)


def described(variant: tavli.Variant, position: tavli.Position) -> list[tuple[object, ...]]:
    """Every legal play's steps, text and resulting position, in the order found."""
    return [(play.steps, tavli.format_play(play.steps), play.position)
            for play in legal_plays(variant, position)]


class Stride:
    """Equal work per game where a test compares every play of the positions along a game: a
    game whose rolls give many plays (three dice: hundreds) has only every k-th position
    checked, k its mean plays so far over ``plays``, so its opening, middle and bear-off are
    all still seen; a two-dice game (some 20 plays a roll) has every position checked. Keeps
    the suite's time flat as many-dice games join the family."""

    def __init__(self, plays: int = 40) -> None:
        self.plays = plays
        self.seen = self.checked = self.total = 0
        self.every = 1

    def due(self) -> bool:
        """Whether the next position is to be checked."""
        self.seen += 1
        return (self.seen - 1) % self.every == 0

    def count(self, plays: int) -> None:
        """A checked position had ``plays`` plays."""
        self.checked += 1
        self.total += plays
        self.every = max(1, round(self.total / self.checked / self.plays))
