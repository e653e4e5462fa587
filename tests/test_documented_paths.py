"""Every ``tavli.x.y`` path that README.md and docs/ named before the package took its layers
(0.1, commit f1c853b) still imports, and is the very object at its new place.

The list was read from those pages once, by hand, and is kept here: it is what users may have
typed. A path that moved warns (DeprecationWarning) and names its new place; ``tavli.engine``
and the names of ``import tavli`` do not warn.
"""

from __future__ import annotations

import sys
import warnings
from importlib import import_module
from typing import Any

import pytest

from tavli._moved import new_path

#: Names of ``import tavli`` (the front door), as the pages used them.
API = [
    "tavli.Board", "tavli.Board.of_play", "tavli.ChooseDouble", "tavli.Double",
    "tavli.IllegalActionError", "tavli.IllegalPlayError", "tavli.InvalidPositionError",
    "tavli.Move", "tavli.NotationError", "tavli.OpeningRoll", "tavli.Play.steps",
    "tavli.Position", "tavli.Roll", "tavli.RulesError", "tavli.Take", "tavli.TavliError",
    "tavli.apply", "tavli.bundled_variants", "tavli.check_file", "tavli.format_play",
    "tavli.format_position", "tavli.load_variant", "tavli.new_game", "tavli.parse_position",
    "tavli.play", "tavli.play_from_text", "tavli.plays", "tavli.score", "tavli.start_turn",
    "tavli.starting_position", "tavli.engine.supports", "tavli.language.cache",
    "tavli.notation.formats", "tavli.notation.formats.position_from",
    "tavli.notation.formats.position_to", "tavli.records", "tavli.records.mat",
    "tavli.records.read_records", "tavli.records.stream.RecordFile",
]
#: Paths of modules that moved, and where each is now.
MOVED = {
    "tavli.conditions": "tavli.model.conditions",
    "tavli.crosscheck.crosscheck": "tavli.services.crosscheck.crosscheck",
    "tavli.doubling": "tavli.players.doubling",
    "tavli.driver.play_game": "tavli.players.driver.play_game",
    "tavli.encoding.Encoding": "tavli.frameworks.encoding.Encoding",
    "tavli.ending": "tavli.game.ending",
    "tavli.evaluation": "tavli.players.evaluation",
    "tavli.match": "tavli.game.match",
    "tavli.match.MatchState": "tavli.game.match.MatchState",
    "tavli.movegen": "tavli.game.movegen",
    "tavli.notation.moves.find_play": "tavli.game.play_text.find_play",
    "tavli.notation.moves.format_play": "tavli.game.play_text.format_play",
    "tavli.oracle.handle": "tavli.services.oracle.handle",
    "tavli.resign.accepts": "tavli.game.resign.accepts",
    "tavli.rollout": "tavli.players.rollout",
    "tavli.rulebook.rulebook": "tavli.pictures.rulebook.rulebook",
    "tavli.strong": "tavli.players.strong",
    "tavli.turn": "tavli.game.turn",
}
#: The framework modules (each needs its extra).
FRAMEWORKS = {"tavli.openspiel": "pyspiel", "tavli.pettingzoo.env": "pettingzoo",
              "tavli.gymnasium": "gymnasium"}


def resolve(path: str) -> Any:
    """The object ``path`` names, imported as a user would: the longest importable module,
    then attributes."""
    parts = path.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            found: Any = import_module(".".join(parts[:cut]))
        except ModuleNotFoundError:
            continue
        for name in parts[cut:]:
            found = getattr(found, name)
        return found
    raise ModuleNotFoundError(path)


@pytest.mark.parametrize("path", API)
def test_a_name_of_the_api_still_imports_without_a_warning(path: str) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)
        assert resolve(path) is not None


@pytest.mark.parametrize("old", sorted(MOVED))
def test_a_moved_path_still_imports_as_its_new_place(old: str) -> None:
    new = resolve(MOVED[old])
    for name in [name for name in sys.modules if new_path(name) is not None]:
        del sys.modules[name]  # an old name imported before: look it up afresh, as a user would
    with pytest.warns(DeprecationWarning, match=r"is now tavli\.") as caught:
        found = resolve(old)
    assert found is new, old
    assert any(MOVED[old].startswith(str(w.message).split(" is now ")[1].split(" ")[0])
               for w in caught), [str(w.message) for w in caught]


@pytest.mark.parametrize("path", sorted(FRAMEWORKS))
def test_a_framework_module_keeps_its_name(path: str) -> None:
    pytest.importorskip(FRAMEWORKS[path])
    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)
        assert resolve(path) is not None


def test_the_old_engine_path_is_the_engine_itself() -> None:
    import tavli.engine

    import tavli.game.engine

    assert tavli.engine is tavli.game.engine
    assert import_module("tavli.engine.descriptor") is import_module("tavli.game.engine.descriptor")
