"""A choice a player makes as an action (``decide zone q3``, ``decide hole start-over``), as the
compiler leaves it for the interpreter (tavli.game.decide)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

#: The decision a hole made by a player's own throw offers him (Trictrac's "tenir" or
#: "s'en aller"): to play on from the position, or to set the men up again.
HOLE = "hole"
HOLE_CHOICES = ("go-on", "start-over")

@dataclass(frozen=True)
class Decision:
    """A choice a player makes as an action (``the first player names one of q1, q2``):
    ``name`` (as records write it: ``decide zone q3``), the words he chooses from, and who
    makes it: ``first`` is the player who moves first, before his first play, and the choice
    is kept in Position.counters; ``scorer``, the player whose throw made a hole, then and
    there (``a hole made by his own throw lets him go on or start over``), kept nowhere."""

    name: str
    choices: tuple[str, ...]
    who: Literal["first", "scorer"] = "first"

    @property
    def kept(self) -> bool:
        return self.who == "first"
