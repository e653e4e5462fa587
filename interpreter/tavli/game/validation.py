"""Whether a position can happen in a variant: every problem found at once.

A ``Position`` is a plain value that anyone may build (``tavli.Position(...)``), so nothing
stops one with eighteen checkers a side, a cube of 3 or a pin in a game without pins. The
notations refuse such text while reading it; this module checks a position however it was
made, and reports every problem together (as python-chess's ``Board.status`` does), so a
caller fixes them in one go. The public entry points (``tavli.plays``, ``tavli.play``, the
oracle) call it before answering; positions tavli made itself, playing the same variant, are
known valid and pass at once (tavli.model.position.vouch).
"""

from __future__ import annotations

from typing import get_args

from tavli.game.ending import all_off
from tavli.game.stack_text import stack_problems
from tavli.model.errors import TavliError
from tavli.model.position import Phase, Position, vouch, vouched
from tavli.model.variant import SIDE_NAMES, Variant

_PHASES = frozenset(get_args(Phase))  # read once: typing's introspection is slow


class InvalidPositionError(TavliError):
    """A position that cannot happen in the variant; ``problems`` lists every reason."""

    code = "invalid-position"

    def __init__(self, variant: Variant, problems: list[str]) -> None:
        self.problems = problems
        lines = "\n".join(f"  - {problem}" for problem in problems)
        super().__init__(f"the position cannot happen in {variant.name} "
                         f"({len(problems)} problem{'s' if len(problems) > 1 else ''}):\n{lines}")


def position_problems(variant: Variant, position: Position) -> list[str]:
    """Every reason ``position`` cannot happen in ``variant``; empty if it can."""
    problems: list[str] = []
    size = variant.board.points
    if len(position.points) != size:
        return [f"the board has {size} points, not {len(position.points)}"]
    if position.turn not in (0, 1):
        problems.append(f"the side to move is 0 (X) or 1 (O), not {position.turn!r}")
    if position.phase not in _PHASES:
        problems.append(f"{position.phase!r} is not a phase of a game")
    problems += _pin_problems(variant, position)
    problems += stack_problems(variant, position)
    for side in (0, 1):
        problems += _side_problems(variant, position, side)
    problems += _dice_problems(variant, position)
    problems += _cube_problems(variant, position)
    if not problems:
        problems += _end_problems(variant, position)
    return problems


def _side_problems(variant: Variant, position: Position, side: int) -> list[str]:
    name = SIDE_NAMES[side]
    found = []
    for place, counts in (("bar", position.bar), ("hand", position.hand),
                          ("off", position.off)):
        if len(counts) != 2:
            return [f"the {place} counts are a pair (X, O), not {counts!r}"]
        if counts[side] < 0:
            found.append(f"{name} has {counts[side]} checkers {_where(place)}")
    if position.hand[side] > 0 and variant.setup_hands[side] == 0:
        found.append(f"{name} has {position.hand[side]} checkers in hand, but in "
                     f"{variant.name} every checker starts on the board")
    total = position.checkers_of(side)  # type: ignore[arg-type]
    if variant.hit_out and total < variant.checkers:  # the rest were hit out of the game
        if total < 0:
            found.append(f"{name} has {total} checkers")
    elif total != variant.checkers:
        found.append(f"{name} has {total} checkers; each player has {variant.checkers} in "
                     f"{variant.name}")
    return found


def _where(place: str) -> str:
    return {"bar": "on the bar", "hand": "in hand", "off": "borne off"}[place]


def _pin_problems(variant: Variant, position: Position) -> list[str]:
    if not position.pinned:
        return []
    if not variant.pins:
        return [f"a checker is pinned, but {variant.name} has no pins"]
    if len(position.pinned) != variant.board.points:
        return [f"the pins are one count per board point ({variant.board.points}), not "
                f"{len(position.pinned)}"]
    found = []
    for board, (pin, count) in enumerate(zip(position.pinned, position.points, strict=True)):
        if pin and pin * count >= 0:
            side = 0 if pin > 0 else 1
            found.append(f"{SIDE_NAMES[side]}'s checker pinned on board point {board + 1} has "
                         f"no checker of {SIDE_NAMES[1 - side]}'s on top of it")
        if abs(pin) > 1:
            found.append(f"board point {board + 1} has {abs(pin)} checkers pinned; a pin "
                         "holds one")
    return found


def _dice_problems(variant: Variant, position: Position) -> list[str]:
    found = []
    # a die 0 is a step on any point ('play the total on any points'), in a staged game
    lowest = 0 if variant.stages else 1
    wrong = [d for d in position.dice if not lowest <= d <= variant.faces]
    if wrong:
        found.append(f"dice {wrong} are not faces of the variant's d{variant.faces}")
    if position.phase == "play" and not position.dice:
        found.append(f"{SIDE_NAMES[position.turn & 1]} is to play, but no dice are given")
    return found


def _cube_problems(variant: Variant, position: Position) -> list[str]:
    found = []
    cube = position.cube
    if cube < 1 or cube & (cube - 1):
        found.append(f"the stake {cube} is not a power of two (1, 2, 4, ...)")
    elif variant.cube_max is not None and cube > variant.cube_max:
        found.append(f"the cube shows {cube}; in {variant.name} it goes no higher than "
                     f"{variant.cube_max}")
    if position.cube_owner is not None:
        if variant.cube_max is None:
            found.append(f"the cube has an owner, but {variant.name} has no doubling cube")
        elif position.cube_owner not in (0, 1):
            found.append(f"the cube's owner is 0 (X), 1 (O) or None, not "
                         f"{position.cube_owner!r}")
    return found


def _end_problems(variant: Variant, position: Position) -> list[str]:
    """Whether the game's being over agrees with the checkers borne off."""
    done = [side for side in (0, 1) if all_off(variant, position, side)]
    if len(done) == 2:
        return ["both players have borne off every checker"]
    if position.phase in ("over", "dropped"):
        if position.phase == "over" and position.turn not in done and \
                not variant.end_rules:
            left = position.checkers_of(position.turn) - position.off[position.turn]
            return [f"{SIDE_NAMES[position.turn]} has won, but has "
                    f"{left} checkers not borne off"]
        return []
    if done:
        return [f"{SIDE_NAMES[done[0]]} has borne off every checker, so the game is over, "
                f"but the position says {position.side_name} is to {position.phase}"]
    return []


def validate_position(variant: Variant, position: Position) -> Position:
    """``position`` itself if it can happen in ``variant``; otherwise InvalidPositionError
    listing every problem. A position tavli made playing ``variant``, or has checked for it
    before, is not checked again (it is immutable; a changed copy is a new, unchecked one)."""
    if vouched(position, variant):
        return position
    problems = position_problems(variant, position)
    if problems:
        raise InvalidPositionError(variant, problems)
    return vouch(position, variant)
