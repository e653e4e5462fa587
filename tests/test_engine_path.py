"""What tavli says about the path a game's plays are generated on is the path they take:
``engine.path`` (which ``tavli --version`` and bench/bench.py report) against whether the
compiled kernel's search runs when ``legal_plays`` is asked, on the positions of a random
game, for every bundled game."""

from __future__ import annotations

import contextlib
import random
from pathlib import Path

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


def test_a_part_of_more_moves_than_the_kernel_plays_runs_on_the_reference_path(
        tmp_path: Path) -> None:
    # The language allows a double played up to 8 times (Jacquet de Versailles plays 6-6 six
    # times); the kernel plays at most 4 dice a part, so such a game is the reference path's.
    path = tmp_path / "six.rules"
    path.write_text('variant six "Six sixes" extends jacquet\non 6-6: play it 6 times\n',
                    encoding="utf-8")
    variant = tavli.load_variant(str(path))
    assert engine.path(variant) == "reference"
    assert "6 moves" in (engine.unsupported(variant) or "")
    # X's courier (13) runs home by two sixes (13/7/1), and then four men leave the talon by
    # one six each (their second six would land on O's talon, X's 12): all six moves played
    position = tavli.parse_position(variant, "X 24:14 13:1 | O 24:15 | X to roll")
    assert [tavli.format_play(p.steps) for p in tavli.plays(variant, position, (6, 6))] == [
        "24/18(4) 13/1"]
