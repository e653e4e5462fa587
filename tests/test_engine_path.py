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
from tavli.game.turn import legal_plays, start_turn
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
        # a part of more dice than the kernel plays (Garanguet's nine 3s) is the reference's
        assert taken == engine.path(variant, position), (
            name, tavli.format_position(variant, position))
        assert taken == said or len(position.dice) > 4


def test_a_part_of_more_moves_than_the_kernel_plays_runs_on_the_reference_path(
        tmp_path: Path) -> None:
    # The language allows a part of many moves (Jacquet de Versailles plays 6-6 six times;
    # 'play the roll 4 times' under 2-1 is eight dice of two numbers). The kernel searches up
    # to 12 dice alike, and up to 6 not all alike with at most 24 orders; a larger part is
    # the reference path's, and the game's other parts stay on the kernel.
    path = tmp_path / "six.rules"
    path.write_text('variant six "Six sixes" extends jacquet\non 6-6: play it 6 times\n'
                    'on 2-1: play the roll 4 times\n', encoding="utf-8")
    variant = tavli.load_variant(str(path))
    kernel = "kernel" if engine.active() else "reference"
    assert engine.path(variant) == kernel
    assert engine.unsupported(variant) is None
    # X's courier (13) runs home by two sixes (13/7/1), and then four men leave the talon by
    # one six each (their second six would land on O's talon, X's 12): all six moves played
    position = tavli.parse_position(variant, "X 24:14 13:1 | O 24:15 | X to roll")
    assert engine.path(variant, start_turn(variant, position, (6, 6))) == kernel
    assert [tavli.format_play(p.steps) for p in tavli.plays(variant, position, (6, 6))] == [
        "24/18(4) 13/1"]
    mixed = start_turn(variant, position, (2, 1))
    assert mixed.dice == (1, 2) * 4 or sorted(mixed.dice) == [1] * 4 + [2] * 4
    assert engine.path(variant, mixed) == "reference"
    assert tavli.plays(variant, position, (2, 1))  # the reference search plays it


@pytest.mark.parametrize(("rules", "named"), [
    ("unplayed dice: passed to the opponent when all in home", "passed to the opponent when"),
    ("", "stack-states"),
])
def test_the_kernel_refuses_the_stacked_games_turn_by_name(
        tmp_path: Path, rules: str, named: str) -> None:
    # A condition on passing is judged by the interpreter's turn; a game of stages (Dubblets'
    # total on any points, its timings by stage) plays on the reference path altogether.
    base = "gioul" if rules else "dubblets"
    path = tmp_path / "refused.rules"
    path.write_text(f'variant refused "Refused" extends {base}\n{rules}\n', encoding="utf-8")
    variant = tavli.load_variant(str(path))
    refusal = engine.unsupported(variant)
    assert refusal is not None and named in refusal
    assert engine.path(variant) == "reference"
