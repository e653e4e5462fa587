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

if TYPE_CHECKING:
    from tavli.actions import (
        Action,
        Beaver,
        ChooseDouble,
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
    from tavli.errors import (
        AmbiguousPlayError,
        IllegalActionError,
        IllegalPlayError,
        NotationError,
        RulesError,
        TavliError,
        UnknownOptionError,
        UnknownVariantError,
    )
    from tavli.game import Score, may_double, new_game, pip_count, score
    from tavli.language.load import bundled_variants, check_file, load_variant
    from tavli.movegen import Step
    from tavli.notation.moves import format_play, parse_play
    from tavli.notation.native import format_position, parse_position
    from tavli.position import Pending, Position, starting_position
    from tavli.render import Board
    from tavli.turn import Play, legal_plays, start_turn
    from tavli.validation import InvalidPositionError
    from tavli.variant import Variant

# Where each name of the package's interface lives. They are imported when first used, so
# that ``import tavli`` (and every ``tavli`` command, which imports it first) loads only
# what is asked for: the oracle starts without the rules parser, a picture without the bots.
_HOMES = {
    "tavli.actions": ("Action", "Beaver", "ChooseDouble", "Double", "Drop", "Move",
                      "OpeningChoice", "OpeningRoll", "Roll", "Starts", "Take", "apply",
                      "play_from_text"),
    "tavli.errors": ("AmbiguousPlayError", "IllegalActionError", "IllegalPlayError",
                     "NotationError", "RulesError", "TavliError", "UnknownOptionError",
                     "UnknownVariantError"),
    "tavli.game": ("Score", "may_double", "new_game", "pip_count", "score"),
    "tavli.language.load": ("bundled_variants", "check_file", "load_variant"),
    "tavli.movegen": ("Step",),
    "tavli.notation.moves": ("format_play", "parse_play"),
    "tavli.notation.native": ("format_position", "parse_position"),
    "tavli.position": ("Pending", "Position", "starting_position"),
    "tavli.render": ("Board",),
    "tavli.turn": ("Play", "legal_plays", "start_turn"),
    "tavli.validation": ("InvalidPositionError",),
    "tavli.variant": ("Variant",),
}
_HOME_OF = {name: module for module, names in _HOMES.items() for name in names}


def __getattr__(name: str) -> Any:
    home = _HOME_OF.get(name)
    if home is None:  # a submodule not imported yet (tavli.oracle, ...)
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
    "Action", "AmbiguousPlayError", "Beaver", "Board", "ChooseDouble", "Double", "Drop",
    "IllegalActionError", "IllegalPlayError", "InvalidPositionError", "Move", "NotationError",
    "OpeningChoice", "OpeningRoll", "Pending",
    "Play", "Position", "Roll", "RulesError", "Score", "Starts", "Step", "Take", "TavliError",
    "UnknownOptionError", "UnknownVariantError", "Variant", "apply", "bundled_variants",
    "check_file", "format_play", "format_position", "legal_plays", "load_variant",
    "may_double", "new_game", "parse_play", "parse_position", "pip_count", "play",
    "play_from_text", "plays", "score", "start_turn", "starting_position",
]


def plays(variant: Variant, position: Position, dice: tuple[int, ...] | None = None) -> list[Play]:
    """Every distinct legal play. A position waiting for a roll is rolled ``dice`` first; one
    waiting for a play plays its own dice (``dice``, if given, must be the same)."""
    from tavli.turn import legal_plays

    return legal_plays(variant, _rolled(variant, position.validate(variant), dice))


def play(
    variant: Variant, position: Position, dice: tuple[int, ...] | None, text: str
) -> Position:
    """The position after the play ``text`` (usual notation) with ``dice``."""
    from tavli.actions import play_from_text

    return play_from_text(variant, _rolled(variant, position.validate(variant), dice),
                          text).position


def _rolled(variant: Variant, position: Position, dice: tuple[int, ...] | None) -> Position:
    from tavli.errors import IllegalActionError
    from tavli.turn import start_turn

    if position.phase == "roll" and dice is not None:
        return start_turn(variant, position, tuple(dice))
    if dice is not None and position.phase == "play" and tuple(dice) != position.dice[:len(dice)]:
        raise IllegalActionError(
            f"the position is waiting for {position.side_name} to play "
            f"{'-'.join(map(str, position.dice))}, not {'-'.join(map(str, dice))}"
        )
    return position
