"""The men set up again once a player has borne off all (``after a player bears off all:
the men are set up again``): Trictrac's relevé (FT-16). The game goes on from the setup,
every count kept as it stands (the points the last play scored included), and the player who
bore off throws first. A hole's start-over (tavli.game.holes) sets the men up the same way.
"""

from __future__ import annotations

from dataclasses import replace

from tavli.model.position import Position, starting_position
from tavli.model.variant import Side, Variant


def set_up_again(variant: Variant, after: Position, side: Side,
                 counters: tuple[int, ...] | None = None) -> Position:
    """``side`` has just borne off his last man, reaching ``after``: the men of both sides
    set up again, the counters kept (or ``counters``: a hole's start-over wipes the points),
    the cube as it stands, ``side`` to roll."""
    fresh = starting_position(variant)
    return replace(fresh, turn=side, phase="roll", cube=after.cube,
                   cube_owner=after.cube_owner,
                   counters=after.counters if counters is None else counters)
