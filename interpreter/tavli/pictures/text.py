"""A text drawing of the board for any variant, as a player sitting at it sees it.

The 24 points stand in two rows of twelve with the bar between the halves (BG-01). The
drawing is oriented for one player, the *viewer*: his points are labelled in his own
numbering (the numbers he writes his plays in), his 1 to 12 along the bottom from right to
left and his 13 to 24 along the top from left to right, so his home is at the bottom right
whatever the variant's tracks are. Up to five checkers are drawn on a point; a taller stack
shows its count in the fifth place. Beside the board: each side's pip count, bar, hand and
off, and below it whose turn it is, the dice and the cube.
"""

from __future__ import annotations

from tavli.game.position_text import format_position
from tavli.game.score import pip_count
from tavli.model.position import Position, other
from tavli.model.variant import SIDE_NAMES, Side, Variant

ROWS = 5  # checkers drawn per point before the count takes the last place


def draw_board(variant: Variant, position: Position, *, viewer: Side = 0) -> str:
    """The board as ``viewer`` sees it, with the game's state underneath."""
    labels = _labels(variant, viewer)
    top = [labels[own] for own in range(13, 25)]  # left to right
    bottom = [labels[own] for own in range(12, 0, -1)]
    opponent = other(viewer)
    lines = [
        _edge([own for own in range(13, 25)]) + "   " + _side_line(variant, position, opponent),
    ]
    for row in range(ROWS):
        lines.append(_row(position, top, row, bar_side=viewer, bar=position.bar[viewer]))
    lines.append(_middle())
    for row in reversed(range(ROWS)):
        lines.append(_row(position, bottom, row, bar_side=opponent, bar=position.bar[opponent]))
    lines.append(_edge([own for own in range(12, 0, -1)]) + "   "
                 + _side_line(variant, position, viewer))
    lines.append(f" {_state(variant, position)}")
    lines.append(f" (points numbered as {SIDE_NAMES[viewer]} counts them)")
    return "\n".join(lines)


def _labels(variant: Variant, viewer: Side) -> dict[int, int]:
    """The board point (as the ``track`` lines number it) under each of the viewer's own
    numbers 1..24.

    A track that does not cover the whole board leaves the other points in X's order."""
    track = variant.tracks[viewer]
    if len(track) == 24:
        return {own: variant.point_of(viewer, own) for own in range(1, 25)}
    return {own: own for own in range(1, 25)}


def _edge(owns: list[int]) -> str:
    cells = [f"{own:-^3}" for own in owns]
    return " +" + "".join(cells[:6]) + "+---+" + "".join(cells[6:]) + "+"


def _cell(count: int, row: int, pinned: int = 0) -> str:
    """One point's mark in ``row`` (0 nearest the edge): a checker, its count, or space; a
    pinned checker (lower case) lies at the edge, under the checkers that pin it."""
    if pinned:
        if row == 0:
            return " x " if pinned > 0 else " o "
        row -= 1
    size = abs(count)
    if size == 0 or row >= size:
        return "   "
    mark = "X" if count > 0 else "O"
    if row == ROWS - 1 and size > ROWS:
        return f"{size:^3}"
    return f" {mark} "


def _row(position: Position, points: list[int], row: int, *, bar_side: Side, bar: int) -> str:
    pins = position.pinned or (0,) * 24
    cells = [_cell(position.points[point - 1], row, pins[point - 1]) for point in points]
    sign = 1 if bar_side == 0 else -1
    middle = _cell(sign * bar, row)
    return " |" + "".join(cells[:6]) + "|" + middle + "|" + "".join(cells[6:]) + "|"


def _middle() -> str:
    return " |" + " " * 18 + "|BAR|" + " " * 18 + "|"


def _side_line(variant: Variant, position: Position, side: Side) -> str:
    parts = [f"{SIDE_NAMES[side]}: pips {pip_count(variant, position, side)}"]
    for name, counts in (("bar", position.bar), ("hand", position.hand), ("off", position.off)):
        if counts[side] or name == "off":
            parts.append(f"{name} {counts[side]}")
    gone = variant.checkers - position.checkers_of(side)
    if gone:  # hit out of the game, where checkers leave it
        parts.append(f"out {gone}")
    return "  ".join(parts)


def _state(variant: Variant, position: Position) -> str:
    """Whose turn it is and what comes next, and the cube, as the native notation says it."""
    parts = format_position(variant, position).split(" | ")[2:]
    if variant.has_cube and len(parts) == 1:
        parts.append("cube 1")
    return " | ".join(parts)
