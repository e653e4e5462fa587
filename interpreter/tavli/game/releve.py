"""The men set up again once a player has borne off all (``after a player bears off all:
the men are set up again``): Trictrac's relevé (FT-16). The game goes on from the setup,
every count kept as it stands (the points the last play scored included), and the player who
bore off throws first."""

from __future__ import annotations

from dataclasses import replace

from tavli.model.position import Position, starting_position
from tavli.model.variant import Side, Variant


def set_up_again(variant: Variant, after: Position, side: Side) -> Position:
    """``side`` has just borne off his last man, reaching ``after``: the men of both sides
    set up again, the counters kept, ``side`` to roll."""
    fresh = starting_position(variant)
    return replace(fresh, turn=side, phase="roll", cube=after.cube,
                   cube_owner=after.cube_owner, counters=after.counters)
