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

from dataclasses import replace
from typing import get_args

from tavli.game.decision_text import decision_problems
from tavli.game.ending import all_off
from tavli.game.extra_throws import throws_left
from tavli.game.score_text import score_problems
from tavli.game.stack_text import stack_problems
from tavli.model.errors import TavliError
from tavli.model.position import Phase, Position, other, vouch, vouched
from tavli.model.variant import SIDE_NAMES, Side, Variant

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
    return [] if _plainly_valid(variant, position) else every_problem(variant, position)


def every_problem(variant: Variant, position: Position) -> list[str]:
    """``position_problems`` with every check made, none taken as read."""
    problems: list[str] = []
    size = variant.board.points
    if len(position.points) != size:
        return [f"the board has {size} points, not {len(position.points)}"]
    if position.turn not in range(variant.sides):
        sides = ", ".join(f"{i} ({name})" for i, name in enumerate(variant.side_names))
        problems.append(f"the side to move is one of {sides}, not {position.turn!r}")
    if position.phase not in _PHASES:
        problems.append(f"{position.phase!r} is not a phase of a game")
    problems += _pin_problems(variant, position)
    # a scoring game's counters are its scores (its stacks, if any, checked alone)
    scores = variant.score_counters
    problems += stack_problems(variant, replace(position, counters=()) if scores else position)
    problems += score_problems(variant, position)
    problems += decision_problems(variant, position)
    problems += _owner_problems(variant, position)
    if problems:
        return problems
    for side in range(variant.sides):
        problems += _side_problems(variant, position, side)
    problems += _dice_problems(variant, position)
    problems += _cube_problems(variant, position)
    if not problems:
        problems += _end_problems(variant, position)
    return problems


def _plainly_valid(variant: Variant, position: Position) -> bool:
    """The commonest positions (two sides, a game under way, no pins, stacks or counters)
    found valid at once, every check below in a few lines; False sends the position through
    them all (tests/test_validation.py holds the two to the same verdicts)."""
    if type(position) is not Position or variant.sides != 2 or variant.hit_out \
            or position.phase not in _UNDER_WAY or position.pinned or position.stacks \
            or position.counters or position.turn not in (0, 1) \
            or len(position.points) != variant.board.points:
        return False
    bar, hand, off = position.bar, position.hand, position.off
    if len(bar) != 2 or len(hand) != 2 or len(off) != 2 or min(*bar, *hand, *off) < 0:
        return False
    if (hand[0] and not variant.setup_hands[0]) or (hand[1] and not variant.setup_hands[1]):
        return False
    checkers, points = variant.checkers, position.points
    if sum([c for c in points if c > 0]) + bar[0] + hand[0] + off[0] != checkers \
            or -sum([c for c in points if c < 0]) + bar[1] + hand[1] + off[1] != checkers \
            or off[0] >= checkers or off[1] >= checkers:  # (all off: the game is over)
        return False
    dice, lowest = position.dice, 0 if variant.stages else 1
    if (dice and not lowest <= min(dice) <= max(dice) <= variant.faces) \
            or (position.phase == "play" and not dice):
        return False
    cube, owner, most = position.cube, position.cube_owner, variant.cube_max
    return type(cube) is int and cube >= 1 and not cube & (cube - 1) \
        and (most is None or cube <= most) and (owner is None or (most is not None
                                                                  and owner in (0, 1)))


_UNDER_WAY = frozenset({"roll", "play", "take-or-drop"})


def _owner_problems(variant: Variant, position: Position) -> list[str]:
    """With two sides the sign says whose checkers stand on a point (no owners); with more,
    the counts are never negative and ``owners`` names a side for each point, 0 where
    empty, and the side's track passes the point."""
    if variant.sides == 2:
        return [] if type(position) is Position else [
            "a position of more than two sides (ManyPosition) in a game of two"]
    if type(position) is Position:
        return ["a position of more than two sides is a ManyPosition (compared with its "
                "owners), not a Position"]
    if any(count < 0 for count in position.points):
        return ["with more than two sides a point's count is never negative: owners says "
                "whose checkers they are"]
    owners = position.owners or (0,) * len(position.points)
    if len(owners) != len(position.points):
        return [f"owners has one side per board point ({len(position.points)}), not "
                f"{len(owners)}"]
    if position.owners and not any(position.owners):
        return ["owners is () when every point is X's or empty"]
    found = []
    for board, (count, owner) in enumerate(zip(position.points, owners, strict=True)):
        if owner not in range(variant.sides):
            found.append(f"board point {board + 1} belongs to side {owner}, which "
                         f"{variant.name} does not have")
        elif not count and owner:
            found.append(f"board point {board + 1} is empty, so its owner is 0, not {owner}")
        elif count and board + 1 not in variant.tracks[owner]:
            found.append(f"{variant.side_names[owner]}'s checkers stand on board point "
                         f"{board + 1}, which {variant.side_names[owner]}'s track never "
                         "passes")
    return found


def _side_problems(variant: Variant, position: Position, side: int) -> list[str]:
    name = variant.side_names[side]
    found = []
    for place, counts in (("bar", position.bar), ("hand", position.hand),
                          ("off", position.off)):
        if len(counts) != variant.sides:
            return [f"the {place} counts are one per side ({', '.join(variant.side_names)}), "
                    f"not {counts!r}"]
        if counts[side] < 0:
            found.append(f"{name} has {counts[side]} checkers {_where(place)}")
    if position.hand[side] > 0 and variant.setup_hands[side] == 0:
        found.append(f"{name} has {position.hand[side]} checkers in hand, but in "
                     f"{variant.name} every checker starts on the board")
    total = position.checkers_of(side)
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
        name = variant.side_names[position.turn] if position.turn in range(variant.sides) \
            else "the side"
        found.append(f"{name} is to play, but no dice are given")
    if position.chain == "moved" and variant.opening_winner != "moves-opponents-men":
        found.append(f"in {variant.name} no player moves the other's men (only an opening "
                     "winner who moves the opponent's men does)")
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


def _last_out_problems(variant: Variant, position: Position, done: list[Side]) -> list[str]:
    """'the last N out lose': the game is over once only N are left with men, won by one
    gone out, and goes on until then."""
    left = variant.sides - len(done)
    names = variant.side_names
    if position.phase == "over":
        if left != variant.last_out or position.turn not in done:
            return [f"the game is over when the last {variant.last_out} are left and one gone "
                    f"out has won; here {left} are left and {names[position.turn]} won"]
        return []
    if left <= variant.last_out:
        return [f"only {left} players have men left, so the game is over, but the position "
                f"says {names[position.turn]} is to {position.phase}"]
    return []  # (one gone out may still throw again: a double took his last man off)


def _end_problems(variant: Variant, position: Position) -> list[str]:
    """Whether the game's being over agrees with the checkers borne off."""
    done = [side for side in range(variant.sides) if all_off(variant, position, side)]
    if variant.last_out:  # play goes on until only the last N are left with men
        return _last_out_problems(variant, position, done)
    if len(done) >= 2:
        return ["two players have borne off every checker" if variant.sides > 2 else
                "both players have borne off every checker"]
    if position.phase in ("over", "dropped"):
        if position.phase == "over" and position.turn not in done and \
                not variant.end_rules and not _won_on_count(variant, position, position.turn):
            left = position.checkers_of(position.turn) - position.off[position.turn]
            return [f"{variant.side_names[position.turn]} has won, but has "
                    f"{left} checkers not borne off"]
        return []
    if variant.extra_throws:  # the other throws on, while he has throws left (PJ-17)
        throwing = [side for side in (0, 1) if throws_left(variant, position, side)]
        if throwing and (done != [other(throwing[0])] or position.turn != throwing[0]):
            return [f"{variant.side_names[throwing[0]]} has more throws left only while he is "
                    "to play them, the other having borne off every checker"]
        if throwing:
            return []
    if done:
        return [f"{variant.side_names[done[0]]} has borne off every checker, so the game is "
                f"over, but the position says {variant.side_names[position.turn]} is to "
                f"{position.phase}"]
    reached = [side for side in (0, 1) if _won_on_count(variant, position, side)]
    if reached:
        counter, goal = variant.score_goal or (0, 0)
        return [f"{SIDE_NAMES[reached[0]]} has {goal} {variant.score_counters[counter]}, so "
                f"the game is over, but the position says {position.side_name} is to "
                f"{position.phase}"]
    return []


def _won_on_count(variant: Variant, position: Position, side: Side) -> bool:
    """Whether ``side`` has reached the count that wins the game (``score_goal``)."""
    if variant.score_goal is None or not position.counters:
        return False
    counter, goal = variant.score_goal
    return position.counters[2 * counter + side] >= goal


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
