"""Plays a player is obliged to make where he can (``a play must make COND where he can``,
``a play must keep COND where he can``): the legal plays narrowed, rule by rule in the order
written, to those that bring him where the condition holds (it not holding before the play),
or that leave it holding (it holding before), wherever some play of the throw does. Trictrac's
laws: he must fill a jan when he can, and keep it as long as he can (FT-12, FT-13).
"""

from __future__ import annotations

from typing import TypeVar

from tavli.model.variant import Variant

Found = TypeVar("Found")


def obliged(variant: Variant, start: tuple[int, ...], found: dict[tuple[int, ...], Found],
            cells: int) -> dict[tuple[int, ...], Found]:
    """``found`` (each play's view, the mover's, from ``start``) narrowed by the variant's
    obligations; ``cells``: the part of a view the conditions read."""
    for verb, when in variant.play_musts:
        if when(start[:cells]) != (verb == "keep"):
            continue  # nothing to keep, or already made
        meeting = {view: how for view, how in found.items() if when(view[:cells])}
        if meeting:
            found = meeting
    return found
