"""Every tavli game as an OpenSpiel game: ``import tavli.openspiel`` registers ``"tavli"``.

    >>> import pyspiel, tavli.openspiel
    >>> game = pyspiel.load_game("tavli", {"variant": "plakoto"})

The name a framework user types; the code is tavli.frameworks.openspiel's (docs/rl.md).
Needs the ``openspiel`` extra.
"""

from tavli.frameworks.openspiel import (
    MAX_GAME_LENGTH,
    TavliGame,
    TavliObserver,
    TavliState,
    variant_of,
)

__all__ = ["MAX_GAME_LENGTH", "TavliGame", "TavliObserver", "TavliState", "variant_of"]
