"""The position: a value that says everything about a game at one moment.

Checkers on the 24 board points (numbered as the variant's ``track`` lines number them: X's
own numbering wherever X's track is 24..1, as in every bundled variant), pinned under enemy
checkers where a game pins, on the bar, in hand and off; whose turn it is and what that
player must do next (roll, play these dice, choose, answer a double); what is left of a
chained turn; and the stake with the cube's owner. Where the variant's rules depend on the
turn ("in the first turn", "from the fourth turn on", "on the first double"), how many turns
each player has played and how many doubles he has rolled, counted no further than the rules
need; and, where unplayed dice pass to the opponent, whose dice are being played.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cache
from operator import attrgetter, itemgetter, neg
from typing import Any, Literal

from tavli.model.variant import SIDE_NAMES, SIDES, Side, Variant

Phase = Literal["opening", "roll", "play", "choose-double", "choose-opening", "take-or-drop",
                "over", "dropped", "drawn", "decide"]


# "pass": dice of the numbers passed to the next side, his to play when this turn ends
PendingKind = Literal["play", "choose-double", "roll-again", "chosen-complement", "decide",
                      "pass"]

#: What becomes of a chained turn's dice: "" the usual (what cannot be played is lost, then
#: the other player's turn); "passing" (what the mover cannot play passes to the opponent);
#: "passed" (the dice were passed over by the opponent: this player plays what he can of
#: them, then rolls for his own turn); "moved" (the opponent plays this player's men with his
#: opening numbers, ``opening winner: moves the opponent's men``; then this player rolls).
Chain = Literal["", "passing", "passed", "moved"]


@dataclass(frozen=True, slots=True)
class Pending:
    """A part of a chained turn still to come: dice to play, a double to choose (for
    ``times`` moves), the complement of the double about to be chosen (``times`` moves) or a
    new roll; ``when`` is the condition (as the rules file words it)
    that must hold for the player when its turn comes. A ``decide`` part is a decision the
    player makes before he plays (``decision``: its name in Variant.decisions), with the
    dice he plays once it is made (none: he is to roll)."""

    kind: PendingKind
    dice: tuple[int, ...] = ()
    times: int = 0
    when: str = ""
    decision: str = ""


class _Vouched:
    """A slot outside the dataclass's fields: the variant a position is known to be valid
    in (tavli made it playing that variant, or checked it). ``dataclasses.replace``,
    ``Position(...)``, copies and pickles start without it, so the trust never survives a
    change (the fields are frozen)."""

    __slots__ = ("_valid_in",)


def vouch(position: Position, variant: Variant) -> Position:
    """Note that ``position`` can happen in ``variant``; returns it."""
    object.__setattr__(position, "_valid_in", variant)
    return position


def vouched(position: Position, variant: Variant) -> bool:
    """Whether ``position`` is known to be valid in ``variant`` (see ``vouch``)."""
    return getattr(position, "_valid_in", None) is variant


@dataclass(frozen=True, slots=True)
class Position(_Vouched):
    """An immutable game position. ``points[i]`` is board point i+1: with two sides,
    positive for X's checkers, negative for O's; with more, a count and ``owners[i]`` the
    side whose checkers they are. Per-side tuples are indexed by side (0 is X, 1 is O, then
    the variant's other letters), one entry a side."""

    points: tuple[int, ...]
    bar: tuple[int, ...] = (0, 0)
    hand: tuple[int, ...] = (0, 0)
    off: tuple[int, ...] = (0, 0)
    turn: Side = 0
    phase: Phase = "roll"
    dice: tuple[int, ...] = ()
    rest: tuple[Pending, ...] = ()
    cube: int = 1
    cube_owner: Side | None = None
    pinned: tuple[int, ...] = ()  # per board point, where pins are played: +n X, -n O pinned
    # ---- the turn's history, only where the rules depend on it (langb: turn constructs)
    turns: tuple[int, ...] = (0, 0)  # turns each player has finished, up to Variant.turn_horizon
    doubles: tuple[int, ...] = (0, 0)  # doubles each has rolled, up to Variant.double_horizon
    chain: Chain = ""  # whose dice are being played: see Chain
    # ---- stacked men and stages (issue 25), only where the variant declares them
    stacks: tuple[int, ...] = ()  # per board point, an index into Variant.stack_states; () plain
    # each side's stage (an index into Variant.stages), then for each of Variant.decisions
    # each side's choice (0 none, else 1 + its index); () all 0 (Variant.counter_slots)
    counters: tuple[int, ...] = ()

    @property
    def owners(self) -> tuple[int, ...]:
        """Per board point, the side whose checkers stand there: () with two sides, where
        the sign says it (ManyPosition keeps them where more sides play)."""
        return ()

    @property
    def side_name(self) -> str:
        """The letter of the side to play, for sides 0 and 1 (others: variant.side_names)."""
        return SIDE_NAMES[self.turn] if self.turn < 2 else f"side {self.turn + 1}"

    @property
    def deciding(self) -> Side:
        """Who chooses the play of the dice: the side to play (whose men move), or, where
        his opponent plays his men for him (chain "moved", two sides only), that opponent."""
        return 1 - self.turn if self.chain == "moved" else self.turn

    @property
    def passing(self) -> tuple[int, ...]:
        """The dice set aside this turn for the next side ('dice of 1: passed to the next
        side'): those of the waiting ``pass`` parts."""
        return tuple(d for p in self.rest if p.kind == "pass" for d in p.dice)

    @property
    def is_over(self) -> bool:
        return self.phase in ("over", "dropped", "drawn")

    def checkers_of(self, side: Side) -> int:
        """Every checker of ``side``: on points, bar, hand and off."""
        if type(self) is not Position:  # more than two sides: the counts with their owners
            owners = self.owners or (0,) * len(self.points)
            on_points = sum([c for c, o in zip(self.points, owners, strict=True) if o == side])
            return on_points + self.bar[side] + self.hand[side] + self.off[side]
        if side == 0:  # X's counts are positive, O's negative (two plain sums: this is hot)
            on_points = sum([c for c in self.points if c > 0])
            pinned = sum([c for c in self.pinned if c > 0]) if self.pinned else 0
        else:
            on_points = -sum([c for c in self.points if c < 0])
            pinned = -sum([c for c in self.pinned if c < 0]) if self.pinned else 0
        return on_points + pinned + self.bar[side] + self.hand[side] + self.off[side]

    def to_play(
        self, dice: tuple[int, ...], rest: tuple[Pending, ...] = (), chain: Chain = "",
        valid_in: Variant | None = None,
    ) -> Position:
        """This position with ``dice`` to play (then ``rest``), known valid in ``valid_in``:
        made directly, as this is done once for every roll (dataclasses.replace is slower)."""
        if type(self) is not Position:  # more sides: the kernel's maker knows no owners
            made = replace(self, phase="play", dice=dice, rest=rest, chain=chain)
            return made if valid_in is None else vouch(made, valid_in)
        return make_position(self.points, self.bar, self.hand, self.off, self.turn, "play",
                             dice, rest, self.cube, self.cube_owner, self.pinned, self.turns,
                             self.doubles, chain, self.stacks, self.counters, valid_in)

    def with_turn(self, turn: Side, phase: Phase = "roll") -> Position:
        return replace(self, turn=turn, phase=phase, dice=(), rest=(), chain="")

    def __str__(self) -> str:  # pragma: no cover - a readable default; notation has the real one
        return f"Position({self.side_name} to {self.phase})"


@dataclass(frozen=True, slots=True, eq=False)
class ManyPosition(Position):
    """A position of a game of more than two sides: ``points`` are counts, and ``owners``
    says whose (per board point, 0 where empty; () while every man is X's); compared and
    hashed with its owners. A field of its own, not Position's: the compiled kernel makes
    two-sided positions slot by slot, and Position's fields are the 16 it sets."""

    owners: tuple[int, ...] = ()

    def __eq__(self, other: object) -> bool:
        if type(other) is not ManyPosition:
            return NotImplemented
        return Position.__eq__(self, other) and self.owners == other.owners

    def __hash__(self) -> int:
        return hash((Position.__hash__(self), self.owners))


def _made(
    points: tuple[int, ...], bar: tuple[int, ...], hand: tuple[int, ...], off: tuple[int, ...],
    turn: Side, phase: Phase, dice: tuple[int, ...], rest: tuple[Pending, ...], cube: int,
    cube_owner: Side | None, pinned: tuple[int, ...], turns: tuple[int, ...],
    doubles: tuple[int, ...], chain: Chain, stacks: tuple[int, ...],
    counters: tuple[int, ...], valid_in: Variant | None,
) -> Position:
    made = Position(points, bar, hand, off, turn, phase, dice, rest, cube, cube_owner, pinned,
                    turns, doubles, chain, stacks, counters)
    return made if valid_in is None else vouch(made, valid_in)


#: Makes a Position from every field in order, then the variant it is known valid in (or
#: None). Where the compiled kernel is built it puts its own maker here (tavli.game.engine),
#: which skips the frozen dataclass's field-by-field __init__.
make_position: Callable[..., Position] = _made

_FIELDS = ("points", "bar", "hand", "off", "turn", "phase", "dice", "rest", "cube", "cube_owner",
           "pinned", "turns", "doubles", "chain", "stacks", "counters")
_INDEX = {name: index for index, name in enumerate(_FIELDS)}
_values = attrgetter(*_FIELDS)


def changed(position: Position, **fields: Any) -> Position:
    """``dataclasses.replace(position, **fields)``, made directly (the notations' readers
    change a field or two of every position they read; replace is slow). Not vouched: a
    changed copy is checked afresh."""
    values = list(_values(position))
    for name, value in fields.items():
        values[_INDEX[name]] = value  # (an unknown field: KeyError)
    return make_position(*values, None)


def other(side: Side) -> Side:
    return 1 if side == 0 else 0


def starting_position(variant: Variant) -> Position:
    """The variant's setup, X to roll first (the opening roll decides who really starts)."""
    if variant.sides > 2:
        return _many_start(variant)
    points = [0] * variant.board.points
    for side in (0, 1):
        sign = 1 if side == 0 else -1
        for own_point, count in variant.setups[side]:
            points[variant.point_of(side, own_point) - 1] += sign * count
    stacks = [0] * variant.board.points
    for side in SIDES:
        for own_point, state in variant.setup_stacks[side]:
            stacks[variant.point_of(side, own_point) - 1] = state
    return Position(tuple(points), hand=variant.setup_hands,
                    stacks=tuple(stacks) if any(stacks) else ())


def _many_start(variant: Variant) -> Position:
    """The set-up of a game of more than two sides: counts with their owners."""
    points = [0] * variant.board.points
    owners = [0] * variant.board.points
    for side in range(variant.sides):
        for own_point, count in variant.setups[side]:
            board = variant.point_of(side, own_point) - 1
            points[board] += count
            owners[board] = side
    zeros = (0,) * variant.sides
    return ManyPosition(tuple(points), zeros, variant.setup_hands, zeros, turns=zeros,
                        doubles=zeros, owners=tuple(owners) if any(owners) else ())


def view_of(variant: Variant, position: Position, side: Side) -> tuple[int, ...]:
    """``side``'s view: counts along his own track (his positive, the opponent's negative),
    then his bar, hand and off, and the opponent's bar, where pins are played the pins
    along his track, in a game of stacked men or stages the stack states along his track
    and his and the opponent's stage, then the opponent's hand and off (see
    tavli.model.conditions)."""
    along = _along_track(variant, side)
    if variant.sides > 2:
        return _many_view(variant, position, side, along)
    track = along(position.points)
    if side == 1:
        track = tuple(map(neg, track))
    opp = other(side)
    view = (*track, position.bar[side], position.hand[side], position.off[side],
            position.bar[opp])
    theirs: tuple[int, ...] = (position.hand[opp], position.off[opp])  # 'the opponent has'
    if variant.stacked:
        return view + _stacking(variant, position, side) + theirs
    if variant.lapsing is not None:  # then his flag and the opponent's (tavli.game.lapsing)
        at = variant.landed_at
        flags = position.counters[at:at + 2] if position.counters else (0, 0)
        theirs += (flags[side], flags[opp])
    if variant.beyond[side]:  # his track passes part of the board: the opponent's
        # checkers off it, last (the point a die names may be one: tavli.game.taking)
        points = position.points
        sign = 1 if side == 0 else -1
        theirs += tuple(sign * points[p - 1] for p in variant.beyond[side])
    if not variant.pins:
        return view + theirs
    return view + _pinned(variant, position, side) + theirs


def _many_view(
    variant: Variant, position: Position, side: Side,
    along: Callable[[tuple[int, ...]], tuple[int, ...]],
) -> tuple[int, ...]:
    """``side``'s view where more than two sides play: his checkers positive, every other
    side's negative (any other side's blot is his to hit, any other side's point blocks
    him); the cells of 'the opponent' (bar, hand, off) are 0, as no rule of these games
    speaks of one opponent (the compiler refuses it). A hit adds to the opponent's bar cell,
    and tavli.game.views finds whose checker it was."""
    owners = position.owners or (0,) * len(position.points)
    signed = tuple(c if o == side else -c for c, o in zip(position.points, owners, strict=True))
    return (*along(signed), position.bar[side], position.hand[side], position.off[side], 0,
            0, 0)


def _pinned(variant: Variant, position: Position, side: Side) -> tuple[int, ...]:
    pinned = _along_track(variant, side)(position.pinned) if position.pinned \
        else (0,) * variant.length
    return tuple(map(neg, pinned)) if side == 1 else pinned


def _stacking(variant: Variant, position: Position, side: Side) -> tuple[int, ...]:
    """The pins where played, then the stack states along ``side``'s track, then his stage
    and the opponent's (tavli.model.conditions.stack_cells)."""
    pinned = _pinned(variant, position, side) if variant.pins else ()
    states = _along_track(variant, side)(position.stacks) if position.stacks \
        else (0,) * variant.length
    stages = position.counters or (0, 0)
    return (*pinned, *states, stages[side], stages[other(side)])


@cache
def _along_track(variant: Variant, side: Side) -> Callable[[tuple[int, ...]], tuple[int, ...]]:
    """Picks the board's points in the order of ``side``'s track."""
    return itemgetter(*(point - 1 for point in variant.tracks[side]))
