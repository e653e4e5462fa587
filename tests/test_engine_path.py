"""What tavli says about the path a game's plays are generated on is the path they take:
``engine.path`` (which ``tavli --version`` and bench/bench.py report) against whether the
compiled kernel's search runs when ``legal_plays`` is asked, on the positions of a random
game, for every bundled game."""

from __future__ import annotations

import contextlib
import random

import pytest

import tavli
from tavli.game import engine
from tavli.game.turn import legal_plays
from tavli.players.bots import RandomBot
from tavli.players.driver import GameTooLongError, generate_game

VARIANTS = sorted(tavli.bundled_variants())


@pytest.mark.parametrize("name", VARIANTS)
def test_the_path_reported_is_the_path_taken(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    searches = []
    search = engine._plays

    def counted(*args: object) -> object:
        searches.append(1)
        return search(*args)

    variant = tavli.load_variant(name)
    said = engine.path(variant)
    assert said in ("kernel", "reference")
    rolled = []
    with contextlib.suppress(GameTooLongError):
        bots = (RandomBot(1, double_rate=0.0), RandomBot(2, double_rate=0.0))
        for event in generate_game(variant, bots, seed=3, max_actions=400):
            if event.after.phase == "play":
                rolled.append(event.after)
    assert rolled
    monkeypatch.setattr(engine, "_plays", counted)
    for position in random.Random(name).sample(rolled, min(20, len(rolled))):
        searches.clear()
        legal_plays(variant, position)
        taken = "kernel" if searches else "reference"
        assert taken == said, (name, tavli.format_position(variant, position))
