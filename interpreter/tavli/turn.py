"""The turn: a roll starts a turn program, whose parts are played one decision at a time.

A roll with no program of its own is one part: each die once. A part is dice to play, a
double to choose, or a new roll. A later part comes only if every die of the part before it
was played (RG-12, AD-06, AD-07, A4) and its ``when`` condition holds for the player (RG-13);
otherwise the turn passes. A roll named by ``double the stake on`` doubles the stake first
(AD-08). A game won in the middle of a chain ends there (A18), and so does one ended by the
variant's ``the game ends when`` rules (tavli.ending).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache

from tavli import engine
from tavli.ending import ending
from tavli.errors import IllegalActionError
from tavli.movegen import (
    Layers,
    Place,
    Step,
    board_after,
    cell_of,
    generator_for,
    pins_after,
    raw_plays,
    steps_to,
    to_steps,
)
from tavli.position import Pending, Position, other, view_of
from tavli.variant import Variant


class Play:
    """A legal play: its steps, in the order they are made, and the position it leads to.

    The generator finds every distinct result first; a play's steps and position are built
    from that result when first asked for, so callers that only count or filter plays do not
    pay for positions they never look at. Plays compare by steps and position.
    """

    __slots__ = ("_before", "_engine", "_layers", "_position", "_raw", "_steps", "_variant",
                 "_view")

    def __init__(
        self, variant: Variant, before: Position, view: tuple[int, ...] | bytes,
        layers: Layers | None,
        raw: tuple[tuple[int, int, int, bool], ...] | None = None,
    ) -> None:
        self._variant = variant
        self._before = before
        self._view = view
        self._layers = layers
        self._raw = raw  # the steps, when the compiled engine (which fills these slots) found it
        self._engine: object = None  # the engine's compiled rules, for a play it found
        self._steps: tuple[Step, ...] | None = None
        self._position: Position | None = None

    @property
    def steps(self) -> tuple[Step, ...]:
        if self._steps is None:
            if self._layers is None:  # the engine's steps: few distinct ones, over and over
                self._steps = _steps_of(self._variant, self._raw or ())
            else:
                self._steps = to_steps(self._variant, self._trail())
        return self._steps

    @property
    def position(self) -> Position:
        if self._position is None:
            made = engine.position_after(self) if self._engine is not None else None
            self._position = made or _after(self._variant, self._before, self._cells(),
                                            len(self._trail()))
        return self._position

    def _trail(self) -> tuple[tuple[int, int, int, bool], ...]:
        """The raw steps: the compiled engine's, or read back from the search's layers."""
        if self._layers is None:
            return self._raw or ()
        return steps_to(self._layers, self._cells())

    def _cells(self) -> tuple[int, ...]:
        """The mover's view after the play (the compiled engine keeps it as signed bytes)."""
        if isinstance(self._view, bytes):
            return tuple(memoryview(self._view).cast("b"))
        return self._view

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Play):
            return NotImplemented
        if self._before is other._before and type(self._view) is type(other._view) \
                and self._view != other._view:
            return False  # two results of one search: their positions differ, no need to build
        return (self.steps, self.position) == (other.steps, other.position)

    def __hash__(self) -> int:
        return hash((self.steps, self.position))

    def __repr__(self) -> str:
        return f"Play(steps={self.steps!r}, position={self.position!r})"


engine.bind_play(Play)


@lru_cache(maxsize=1 << 14)
def _steps_of(variant: Variant, raw: tuple[tuple[int, int, int, bool], ...]) -> tuple[Step, ...]:
    return to_steps(variant, raw)


def plays_reached(
    plays: Sequence[Play], segments: list[tuple[Place, Place, bool]]
) -> list[tuple[Play, int]]:
    """The plays whose result the written moves lead to (each written move a segment: from,
    to, marked hit), with how many hits the text's way of getting there makes."""
    if not plays:
        return []
    variant, before = plays[0]._variant, plays[0]._before
    cells = [(cell_of(variant, a), cell_of(variant, b), hit) for a, b, hit in segments]
    reached = generator_for(variant).follow(
        view_of(variant, before, before.turn), before.dice, cells, before.turn
    )
    views = [(play, play._cells()) for play in plays]
    return [(play, reached[view]) for play, view in views if view in reached]


def check_roll(variant: Variant, roll: tuple[int, ...]) -> tuple[int, ...]:
    if len(roll) != variant.dice or any(not 1 <= d <= variant.faces for d in roll):
        raise IllegalActionError(
            f"{'-'.join(map(str, roll)) or 'nothing'} is not a roll of {variant.dice} dice "
            f"numbered 1 to {variant.faces}"
        )
    return tuple(roll)


def roll_pattern(variant: Variant, roll: tuple[int, ...]) -> str:
    """Which turn program a roll starts: an exact roll, doubles, or the plain one ('')."""
    low, high = min(roll), max(roll)
    if f"{low}-{high}" in variant.turn:
        return f"{low}-{high}"
    if len(set(roll)) == 1 and "doubles" in variant.turn:
        return "doubles"
    return ""


def doubles_the_stake(variant: Variant, roll: tuple[int, ...]) -> bool:
    """Whether the variant doubles the stake on this roll (``double the stake on ...``),
    whichever turn program the roll starts."""
    stake_rolls = variant.stake_doubles_on
    if f"{min(roll)}-{max(roll)}" in stake_rolls:
        return True
    return len(set(roll)) == 1 and "doubles" in stake_rolls


def start_turn(variant: Variant, position: Position, roll: tuple[int, ...]) -> Position:
    """The player on roll has rolled ``roll``: the first part of its turn program is next."""
    if position.phase != "roll":
        raise IllegalActionError(
            f"{position.side_name} cannot roll now: the position is waiting for "
            f"{describe_phase(position)}"
        )
    roll = check_roll(variant, roll)
    pattern = roll_pattern(variant, roll)
    if doubles_the_stake(variant, roll):  # AD-08 house rule
        position = replace(position, cube=position.cube * 2)
    if not pattern:
        return replace(position, phase="play", dice=roll, rest=())
    number = roll[0]
    program: list[Pending] = []
    for part in variant.turn[pattern]:
        if part.kind == "roll":
            program.append(Pending("play", roll, when=part.when_text))
        elif part.kind == "double":
            program.append(Pending("play", (number,) * part.times, when=part.when_text))
        elif part.kind == "complement":
            value = variant.faces + 1 - number
            program.append(Pending("play", (value,) * part.times, when=part.when_text))
        elif part.kind == "chosen-double":
            program.append(Pending("choose-double", times=part.times, when=part.when_text))
        else:
            program.append(Pending("roll-again", when=part.when_text))
    return advance(variant, replace(position, dice=(), rest=tuple(program)))


def advance(variant: Variant, position: Position) -> Position:
    """Take up the next part of the turn, if its condition holds; else the turn passes."""
    if not position.rest:
        return end_turn(position)
    part, rest = position.rest[0], position.rest[1:]
    if part.when:
        holds = variant.guards[part.when]
        if not holds(view_of(variant, position, position.turn)):
            return end_turn(position)  # RG-13: e.g. no complement while checkers wait to enter
    if part.kind == "play":
        return replace(position, phase="play", dice=part.dice, rest=rest)
    if part.kind == "choose-double":
        return replace(position, phase="choose-double", dice=(), rest=position.rest)
    # roll again: the same player rolls on, in the same turn (A4), so no double is offered;
    # its condition has been met, so the marker carries none (as the notation writes it)
    return replace(position, phase="roll", dice=(), rest=(Pending("roll-again"),))


def end_turn(position: Position) -> Position:
    return replace(position, turn=other(position.turn), phase="roll", dice=(), rest=())


def choose_double(variant: Variant, position: Position, number: int) -> Position:
    """AD-05, A11: the player picks the double to play; any of them, playable or not."""
    if position.phase != "choose-double":
        raise IllegalActionError(f"no double is to be chosen now: the position is waiting "
                                 f"for {describe_phase(position)}")
    if not 1 <= number <= variant.faces:
        raise IllegalActionError(f"{number}-{number} is not a double of d{variant.faces} dice")
    part, rest = position.rest[0], position.rest[1:]
    return replace(position, phase="play", dice=(number,) * part.times, rest=rest)


def choose_opening(variant: Variant, position: Position, *, roll_again: bool) -> Position:
    """RG-04, A3: the opening winner plays the opening numbers or rolls both dice again."""
    if position.phase != "choose-opening":
        raise IllegalActionError(f"there is no opening choice now: the position is waiting "
                                 f"for {describe_phase(position)}")
    if roll_again:  # the re-roll is still the first turn: no double before it
        return replace(position, phase="roll", dice=(), rest=(Pending("roll-again"),))
    return start_turn(variant, replace(position, phase="roll", dice=()), position.dice)


def legal_plays(variant: Variant, position: Position) -> list[Play]:
    """Every distinct legal play of the dice the position says are to be played."""
    if position.phase != "play":
        raise IllegalActionError(f"there are no dice to play: the position is waiting for "
                                 f"{describe_phase(position)}")
    fast = engine.plays(variant, position)  # None: the variant runs on the reference path
    if fast is not None:
        return fast
    found = raw_plays(variant, position, position.turn, position.dice)
    return [Play(variant, position, view, layers) for view, layers in found.items()]


def _after(variant: Variant, before: Position, view: tuple[int, ...], played: int) -> Position:
    """The position after a play that left the mover's view at ``view``."""
    side = before.turn
    points, bar, hand, off = board_after(variant, side, view, before)
    pinned = pins_after(variant, side, view)
    cube, owner = before.cube, before.cube_owner
    after = Position(points, bar, hand, off, side, "play", before.dice, before.rest, cube,
                     owner, pinned)
    over = ending(variant, after, side)  # the end rules, then A18: all off, mid-chain or not
    if over is not None:
        if over.winner is None:
            return replace(after, turn=0, phase="drawn", dice=(), rest=())
        return replace(after, turn=over.winner, phase="over", dice=(), rest=())
    if played < len(before.dice) or not before.rest:
        # RG-12, AD-06, AD-07: a part not fully played ends the turn
        return Position(points, bar, hand, off, other(side), "roll", (), (), cube, owner,
                        pinned)
    return advance(variant, after)


def describe_phase(position: Position) -> str:
    side = position.side_name
    match position.phase:
        case "opening":
            return "the opening roll"
        case "roll":
            return f"{side} to roll again" if position.rest else f"{side} to roll"
        case "play":
            return f"{side} to play {'-'.join(map(str, position.dice))}"
        case "choose-double":
            return f"{side} to choose a double"
        case "choose-opening":
            return f"{side} to play the opening numbers or roll again"
        case "take-or-drop":
            return f"{'XO'[other(position.turn)]} to take or drop the double"
        case "drawn":
            return "nothing: the game is drawn"
        case _:
            return "nothing: the game is over"
