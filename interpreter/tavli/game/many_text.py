"""The position line of a game of more than two sides: one part per side, in side order,
each beginning with its letter, then whose turn it is::

    X 18:1 hand:11 | O hand:12 | Y 16:2 hand:10 | Z hand:12 | Y to play 7-3-1

Each side's items are those of the two-sided line (``13:5``, ``hand:N``, ``bar:N``,
``off:N``, in its own numbering); the turn is ``Y to roll``, ``Y to play 7-3-1`` or ``Y has
won``. A text with another count of side parts is refused with the variant's sides.

Where dice pass to the next side (``dice of 1: passed to the next side``) the turn says what
waits and for whom, and the dice the next side plays before his own roll::

    O to play 6-4, then roll again, passing 1 to Y     O to roll again, passing 1-1 to Y
    Y to play 1-1 passed to him

(the next side still playing, where those who have borne off all are out of the turn).
"""

from __future__ import annotations

import re
from dataclasses import replace

from tavli.model.errors import NotationError
from tavli.model.position import ManyPosition, Pending, Position
from tavli.model.variant import Side, Variant

_ITEM = re.compile(r"^(?:(hand|bar|off)|(\d{1,2})):(\d{1,3})$")


def format_many(variant: Variant, position: Position) -> str:
    parts = [side_part(variant, position, side) for side in range(variant.sides)]
    return " | ".join([*parts, _turn(variant, position)])


def side_part(variant: Variant, position: Position, side: Side) -> str:
    """One side's part: ``Y 16:2 hand:10``."""
    items = [variant.side_names[side]]
    if position.hand[side]:
        items.append(f"hand:{position.hand[side]}")
    if position.bar[side]:
        items.append(f"bar:{position.bar[side]}")
    owners = position.owners or (0,) * len(position.points)
    length = variant.length
    for index, point in enumerate(variant.tracks[side]):
        count = position.points[point - 1]
        if count and owners[point - 1] == side:
            items.append(f"{length - index}:{count}")
    if position.off[side]:
        items.append(f"off:{position.off[side]}")
    return " ".join(items)


def _turn(variant: Variant, position: Position) -> str:
    names, turn = variant.side_names, position.turn
    name = names[turn]
    passing = position.passing
    parts = [p for p in position.rest if p.kind != "pass"]
    to = names[variant.next_playing(turn, position.off)]
    tail = f", passing {_dice(passing)} to {to}" if passing else ""
    if any(p.kind not in ("play", "roll-again") or p.when for p in parts):
        parts = [Pending("decide")]  # refused below: no other part is written yet
    then = "".join(f", then {_dice(p.dice) if p.dice else 'roll again'}" for p in parts)
    if position.phase == "roll" and not parts:
        return f"{name} to roll"
    if position.phase == "roll" and parts == [Pending("roll-again")]:
        return f"{name} to roll again{tail}"
    if position.phase == "play" and not position.chain:
        return f"{name} to play {_dice(position.dice)}{then}{tail}"
    if position.phase == "play" and position.chain == "passed" and not position.rest:
        return f"{name} to play {_dice(position.dice)} passed to him"
    if position.phase == "over":
        return f"{name} has won"
    raise NotationError(f"a game of {variant.sides} sides has no {position.phase!r} of this "
                        "kind yet")


def _dice(dice: tuple[int, ...] | list[int]) -> str:
    return "-".join(map(str, dice))


def parse_many(variant: Variant, text: str) -> Position:
    """Read a position of a game of more than two sides; errors say what was wrong."""
    names = variant.side_names
    sections = [s.strip() for s in text.strip().split("|")]
    if len(sections) != variant.sides + 1:
        raise NotationError(
            f"{variant.name} has the sides {', '.join(names)}; this text has "
            f"{len(sections) - 1}: one part per side, then whose turn it is (in {text!r})")
    size = variant.board.points
    points, owners = [0] * size, [0] * size
    bar, hand, off = [0] * variant.sides, [0] * variant.sides, [0] * variant.sides
    for side, section in enumerate(sections[:-1]):
        words = section.split()
        if not words or words[0] != names[side]:
            raise NotationError(f"part {side + 1} must begin with {names[side]}: {section!r}")
        seen: set[str] = set()
        for word in words[1:]:
            _read(variant, side, word, text, seen, points, owners, (bar, hand, off))
        total = sum(c for c, o in zip(points, owners, strict=True) if o == side and c)
        total += bar[side] + hand[side] + off[side]
        if total != variant.checkers:
            raise NotationError(f"{names[side]} has {total} checkers in {text!r}; each player "
                                f"has {variant.checkers} in {variant.name}")
    zeros = (0,) * variant.sides
    position = ManyPosition(tuple(points), tuple(bar), tuple(hand), tuple(off), turns=zeros,
                            doubles=zeros, owners=tuple(owners) if any(owners) else ())
    return _parse_turn(variant, sections[-1], position, text)


def _read(
    variant: Variant, side: Side, word: str, text: str, seen: set[str], points: list[int],
    owners: list[int], places: tuple[list[int], list[int], list[int]],
) -> None:
    name = variant.side_names[side]
    match = _ITEM.match(word)
    if match is None:
        raise NotationError(f"{word!r} is not a point count such as 13:5, hand:2, bar:1 or "
                            f"off:3 (in {text!r})")
    place, point, count_text = match.groups()
    key = place or point
    if key in seen:
        raise NotationError(f"{name} names {key} twice in {text!r}")
    seen.add(key)
    count = int(count_text)
    if count == 0 or count > variant.checkers:
        raise NotationError(f"{word!r}: a count must be 1 to {variant.checkers}")
    if place is not None:
        places[("bar", "hand", "off").index(place)][side] = count
        return
    own = int(point)
    if not 1 <= own <= variant.length:
        raise NotationError(f"{word!r}: there is no point {own} (1 to {variant.length})")
    board = variant.point_of(side, own) - 1
    if points[board]:
        holder = variant.side_names[owners[board]]
        raise NotationError(f"{name}'s point {own} is board point {board + 1}, which already "
                            f"holds {holder}'s checkers (in {text!r})")
    points[board] = count
    owners[board] = side


def _parse_turn(variant: Variant, section: str, position: Position, whole: str) -> Position:
    words = section.split(" ", 1)
    names = variant.side_names
    if words[0] not in names or len(words) < 2:
        raise NotationError(f"the last part must say whose turn it is, e.g. '{names[-1]} to "
                            f"roll', not {section!r}")
    side = names.index(words[0])
    said = words[1]
    if said == "to roll":
        return replace(position, turn=side, phase="roll")
    if said == "has won":
        return replace(position, turn=side, phase="over")
    rest: tuple[Pending, ...] = ()
    if m := re.fullmatch(r"(.*), passing ([\d-]+) to ([A-Z])", said):
        if not variant.passed_numbers or m[3] != names[variant.next_playing(side, position.off)]:
            raise NotationError(f"in {variant.name} no dice pass from {names[side]} to {m[3]} "
                                f"(in {whole!r})")
        said, rest = m[1], (Pending("pass", _read_dice(variant, m[2], whole)),)
    head, *later = said.split(", then ")
    parts = tuple(Pending("roll-again") if t == "roll again"
                  else Pending("play", _read_dice(variant, t, whole)) for t in later)
    if head == "to roll again" and not later:
        return replace(position, turn=side, phase="roll", rest=(Pending("roll-again"), *rest))
    if m := re.fullmatch(r"to play ([\d-]+) passed to him", head):
        if not variant.passed_numbers or later or rest:
            raise NotationError(f"{section!r}: dice passed to a side are played out and "
                                f"nothing else, in a game that passes them (in {whole!r})")
        return replace(position, turn=side, phase="play", chain="passed",
                       dice=_read_dice(variant, m[1], whole))
    m = re.fullmatch(r"to play ([\d-]+)", head)
    if m is None:
        raise NotationError(f"cannot read whose turn it is from {section!r}: say e.g. "
                            f"'{names[2]} to roll' or '{names[2]} to play 7-3-1'")
    return replace(position, turn=side, phase="play", dice=_read_dice(variant, m[1], whole),
                   rest=parts + rest)


def _read_dice(variant: Variant, text: str, whole: str) -> tuple[int, ...]:
    dice = tuple(int(d) for d in text.split("-") if d.isdigit())
    if len(dice) != len(text.split("-")) or any(not 1 <= d <= variant.faces for d in dice) \
            or not 0 < len(dice) <= 32:
        raise NotationError(f"{text!r} are not dice of {variant.name} (in {whole!r})")
    return dice
