"""tavli: the backgammon family, played from rules written as data.

>>> import tavli
>>> game = tavli.load_variant("backgammon")
>>> start = tavli.starting_position(game)
>>> tavli.format_position(game, start)
'X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll'
>>> len(tavli.plays(game, start, (3, 1)))
16
>>> after = tavli.play(game, start, (3, 1), "8/5 6/5")
>>> tavli.format_position(game, after)
'X 24:2 13:5 8:2 6:4 5:2 | O 24:2 13:5 8:3 6:5 | O to roll'
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from tavli import _moved

_moved.install()  # the module paths of tavli 0.1 (tavli.match, tavli.oracle, ...) still import

if TYPE_CHECKING:
    from tavli.game.actions import (
        Action,
        Beaver,
        ChooseDouble,
        Decide,
        Double,
        Drop,
        Move,
        OpeningChoice,
        OpeningRoll,
        Roll,
        Starts,
        Take,
        apply,
        play_from_text,
    )
    from tavli.game.calls import play, plays
    from tavli.game.cube import may_double
    from tavli.game.movegen import Step
    from tavli.game.opening import new_game
    from tavli.game.play_text import format_play, parse_play, play_text
    from tavli.game.position_text import format_position, parse_position
    from tavli.game.score import Score, pip_count, score
    from tavli.game.turn import Play, legal_plays, start_turn
    from tavli.game.validation import InvalidPositionError, position_problems, validate_position
    from tavli.language.load import bundled_variants, check_file, load_variant
    from tavli.model.errors import (
        AmbiguousPlayError,
        IllegalActionError,
        IllegalPlayError,
        NotationError,
        RulesError,
        TavliError,
        UnknownOptionError,
        UnknownVariantError,
    )
    from tavli.model.position import Pending, Position, starting_position
    from tavli.model.variant import Variant
    from tavli.pictures.board import Board

# Where each name of the package's interface lives. They are imported when first used, so
# that ``import tavli`` (and every ``tavli`` command, which imports it first) loads only
# what is asked for: the oracle starts without the rules parser, a picture without the bots.
_HOMES = {
    "tavli.game.calls": ("play", "plays"),
    "tavli.game.actions": ("Action", "Beaver", "ChooseDouble", "Decide", "Double", "Drop",
                           "Move",
                           "OpeningChoice", "OpeningRoll", "Roll", "Starts", "Take", "apply",
                           "play_from_text"),
    "tavli.game.cube": ("may_double",),
    "tavli.game.movegen": ("Step",),
    "tavli.game.opening": ("new_game",),
    "tavli.game.play_text": ("format_play", "parse_play", "play_text"),
    "tavli.game.position_text": ("format_position", "parse_position"),
    "tavli.game.score": ("Score", "pip_count", "score"),
    "tavli.game.turn": ("Play", "legal_plays", "start_turn"),
    "tavli.game.validation": ("InvalidPositionError", "position_problems", "validate_position"),
    "tavli.language.load": ("bundled_variants", "check_file", "load_variant"),
    "tavli.model.errors": ("AmbiguousPlayError", "IllegalActionError", "IllegalPlayError",
                           "NotationError", "RulesError", "TavliError", "UnknownOptionError",
                           "UnknownVariantError"),
    "tavli.model.position": ("Pending", "Position", "starting_position"),
    "tavli.model.variant": ("Variant",),
    "tavli.pictures.board": ("Board",),
}
_HOME_OF = {name: module for module, names in _HOMES.items() for name in names}


def __getattr__(name: str) -> Any:
    home = _HOME_OF.get(name)
    if home is None:  # a module not imported yet (tavli.openspiel, tavli.game, ...)
        try:
            return import_module(f"tavli.{name}")
        except ModuleNotFoundError as error:
            if error.name != f"tavli.{name}":
                raise
            raise AttributeError(f"module 'tavli' has no attribute {name!r}") from None
    value = getattr(import_module(home), name)
    globals()[name] = value  # asked once
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_HOME_OF})


__all__ = [
    "Action", "AmbiguousPlayError", "Beaver", "Board", "ChooseDouble", "Decide", "Double",
    "Drop",
    "IllegalActionError", "IllegalPlayError", "InvalidPositionError", "Move", "NotationError",
    "OpeningChoice", "OpeningRoll", "Pending",
    "Play", "Position", "Roll", "RulesError", "Score", "Starts", "Step", "Take", "TavliError",
    "UnknownOptionError", "UnknownVariantError", "Variant", "apply", "bundled_variants",
    "check_file", "format_play", "format_position", "legal_plays", "load_variant",
    "may_double", "new_game", "parse_play", "parse_position", "pip_count", "play",
    "play_from_text", "play_text", "plays", "position_problems", "score", "start_turn",
    "starting_position", "validate_position",
]
