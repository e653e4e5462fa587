"""Each game whose default changed when its sources were read again (issue 20) keeps its old
reading as an option marked 'formerly the default', and that option plays exactly as the old
rules file did.

tests/data/rules-0.1/ holds those games' rules files as tavli bundled them before the change
(0.1; Tokkadille's as 0.8.0 did, before its Hucke hit scored). The same
seeded random games are played under the old file and under today's file with the option:
every action, every position and the score must be the same.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import tavli
from tavli.players.bots import RandomBot
from tavli.players.driver import play_game

OLD = Path(__file__).parent / "data" / "rules-0.1"
GAMES = 12


def story(variant: tavli.Variant, seed: int) -> list[str]:
    result = play_game(variant, (RandomBot(seed), RandomBot(seed + 1000)), seed=seed,
                       keep_events=True)
    return [f"{event.action}: {tavli.format_position(variant, event.after)}"
            for event in result.events] + [str(result.score)]


@pytest.mark.parametrize("name", sorted(path.stem for path in OLD.glob("*.rules")))
def test_the_old_reading_plays_as_the_old_file_did(name: str) -> None:
    now = tavli.load_variant(name)
    [option] = now.former_defaults
    old = tavli.load_variant(str(OLD / f"{name}.rules"))
    kept = tavli.load_variant(name, [option])
    for seed in range(GAMES):
        assert story(kept, seed) == story(old, seed), (name, option, seed)


def test_every_game_with_an_old_reading_keeps_its_old_file_here() -> None:
    changed = {name for name in tavli.bundled_variants()
               if tavli.load_variant(name).former_defaults}
    assert changed == {path.stem for path in OLD.glob("*.rules")}
