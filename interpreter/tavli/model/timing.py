"""When a turn-dependent rule applies: its turns (``in the first 3 turns``, ``from the fourth
turn on``), the first double, or the mover's stages; and the ordinals the rules files count
turns with."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Timing:
    """When a turn-dependent rule applies (langb: the turn constructs).

    Turns are numbered from 1 for each player (``game``: for both together, 1 being the
    game's first turn), so "in the first turn" is turns 1 to 1 and "from the fourth turn on"
    turns 4 onward. ``first_double``: only the first time the player rolls a double.
    ``stages``: only while the mover is in one of these stages (``in stage S or T``).
    """

    first: int = 1
    last: int | None = None
    game: bool = False
    first_double: bool = False
    stages: tuple[str, ...] = ()

    def holds(self, turns: tuple[int, ...], doubles: tuple[int, ...], side: int,
              stage: str | None = None) -> bool:
        """Whether it applies to ``side``'s turn, given the turns each player has finished
        and the doubles each has rolled before this roll, and the stage he is in (None: any
        stage timing is taken to hold)."""
        if self.stages and stage is not None and stage not in self.stages:
            return False
        if self.first_double and doubles[side]:
            return False
        number = (sum(turns) if self.game else turns[side]) + 1
        return self.first <= number and (self.last is None or number <= self.last)

    @property
    def horizon(self) -> int:
        """How many finished turns a player's count must reach to tell this timing's turns
        apart (a game count of n needs each player's count up to n)."""
        return max(self.first - 1, self.last or 0)

    def __str__(self) -> str:
        if self.stages:
            return "in stage " + " or ".join(self.stages)
        if self.first_double:
            return "the first double"
        of_game = " of the game" if self.game else ""
        if self.last is None:
            return f"from the {ordinal(self.first)} turn{of_game} on"
        if self.last == 1:
            return f"in the first turn{of_game}"
        return f"in the first {self.last} turns{of_game}"


ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
            "ninth", "tenth", "eleventh", "twelfth")


def ordinal(number: int) -> str:
    return ORDINALS[number - 1] if 1 <= number <= len(ORDINALS) else f"{number}th"
