"""``tavli.plays`` and ``tavli.play``: the calls a user makes most, with the position
checked (or known valid: tavli.model.position.vouch), the roll started and the plays found.

Their imports are at the top (not inside each call): a loop over a game's positions calls
them tens of thousands of times a second.
"""

from __future__ import annotations

from tavli.game.actions import play_from_text
from tavli.game.turn import Play, legal_plays, start_turn
from tavli.game.validation import validate_position
from tavli.model.errors import IllegalActionError
from tavli.model.position import Position
from tavli.model.variant import Variant


def plays(variant: Variant, position: Position, dice: tuple[int, ...] | None = None) -> list[Play]:
    """Every distinct legal play. A position waiting for a roll is rolled ``dice`` first; one
    waiting for a play plays its own dice (``dice``, if given, must be the same)."""
    return legal_plays(variant, _rolled(variant, validate_position(variant, position), dice))


def play(
    variant: Variant, position: Position, dice: tuple[int, ...] | None, text: str
) -> Position:
    """The position after the play ``text`` (usual notation) with ``dice``."""
    return play_from_text(variant, _rolled(variant, validate_position(variant, position), dice),
                          text).position


def _rolled(variant: Variant, position: Position, dice: tuple[int, ...] | None) -> Position:
    if dice is None:
        return position
    if position.phase == "roll":
        return start_turn(variant, position, dice)
    if position.phase == "play" and tuple(dice) != position.dice[:len(dice)]:
        raise IllegalActionError(
            f"the position is waiting for {position.side_name} to play "
            f"{'-'.join(map(str, position.dice))}, not {'-'.join(map(str, dice))}"
        )
    return position
