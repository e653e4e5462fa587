"""A text drawing of the board for any variant, as a player sitting at it sees it.

The points stand in rows as the ``board:`` statement lays them out (today's board: two rows
of twelve with the bar between the halves, BG-01), one row under another, the top half of
them hanging from their numbers and the bottom half standing on theirs; a bar stands between
two tables of a row, or beside the points where a row is one table. A round board is drawn
cut open into two rows: the first half of the ring along the bottom, the second along the top.
The drawing is oriented for one player, the *viewer*: his points are labelled in his own
numbering (the numbers he writes his plays in), his 1 to 12 along the bottom from right to
left and his 13 to 24 along the top from left to right on today's board, so his home is at
the bottom right whatever the variant's tracks are. Up to five checkers are drawn on a point;
a taller stack shows its count in the fifth place. The bar's column shows the viewer's hit
checkers in the top row and the other side's in the bottom row. Beside the board: each side's
pip count, bar, hand and off, and below it whose turn it is, the dice and the cube.
"""

from __future__ import annotations

from dataclasses import dataclass

from tavli.game.position_text import format_position
from tavli.game.score import pip_count
from tavli.model.position import Position, other
from tavli.model.variant import SIDE_NAMES, Side, Variant
from tavli.pictures.layout import drawn_at
from tavli.pictures.score_words import score_line
from tavli.pictures.stack_words import stack_lines

ROWS = 5  # checkers drawn per point before the count takes the last place


@dataclass(frozen=True)
class Line:
    """One row of points: the viewer's own numbers from left to right (None: no point), and
    whether they hang from the top."""

    owns: tuple[int | None, ...]
    hangs: bool


def draw_board(variant: Variant, position: Position, *, viewer: Side = 0) -> str:
    """The board as ``viewer`` sees it, with the game's state underneath."""
    at = drawn_at(variant, viewer)  # the board point at each place of the rows
    rows, table, side_bar = _shape(variant)
    opponent = other(viewer)
    pins = position.pinned or (0,) * variant.board.points
    many = variant.sides > 2  # each point marked with its owner's letter, numbered as the
    names = variant.side_names if many else None  # board is (no track passes every point)
    lines: list[str] = []
    for index, row in enumerate(rows):
        if index:  # between two rows: the bar is marked between the rows facing each other
            middle = rows[index - 1].hangs and not row.hangs
            blank = [" " * 3 * len(row.owns[start:start + table])
                     for start in range(0, len(row.owns), table)]
            lines.append(_join(blank, "BAR" if middle else "   ", side_bar, "|"))
        bar_side: Side | None = viewer if index == 0 else opponent
        if len(rows) == 1 or 0 < index < len(rows) - 1 or many:
            bar_side = None  # one row: each side's bar is written beside the board
        points = [None if place is None else at[place] for place in row.owns]
        cells = [_row(position, pins, points, table, side_bar, bar_side, height, names)
                 for height in range(ROWS)]
        edge = _edge(tuple(None if p is None else p if many else variant.seen_point(viewer, p)
                           for p in points), table, side_bar)
        if row.hangs:
            lines += [edge, *cells]
        else:
            if index == 0:  # a top row standing up: the frame above it
                lines.append(_edge((None,) * len(row.owns), table, side_bar))
            lines += [*reversed(cells), edge]
    if many:  # a line for each side under the board, in side order
        lines += ["   " + _side_line(variant, position, side) for side in range(variant.sides)]
    else:
        lines[0] += "   " + _side_line(variant, position, opponent)
        lines[-1] += "   " + _side_line(variant, position, viewer)
    lines.append(f" {_state(variant, position)}")
    lines += [f" {line}" for line in stack_lines(variant, position, viewer)]
    if variant.score_counters:
        lines.append(f" {score_line(variant, position)}")
    lines.append(" (points numbered as the board numbers them)" if many else
                 " (each side's points numbered as he counts them)" if variant.beyond[viewer]
                 else f" (points numbered as {SIDE_NAMES[viewer]} counts them)")
    return "\n".join(lines)


def _shape(variant: Variant) -> tuple[list[Line], int, bool]:
    """The rows from the top down, the points in a table, and whether the bar stands beside
    the rows (they are one table each) rather than between their tables."""
    board = variant.board
    if board.round:
        return _ring(board.points, board.table)
    table = board.table if board.per_row % board.table == 0 else board.per_row
    rows = []
    for row in range(board.rows):
        owns = range(row * board.per_row + 1, (row + 1) * board.per_row + 1)
        rows.append(Line(tuple(reversed(owns) if row % 2 == 0 else owns),
                         row >= board.rows / 2))
    return rows[::-1], table, table == board.per_row


def _ring(points: int, table: int) -> tuple[list[Line], int, bool]:
    """A round board pressed flat: its bottom half along the bottom row and its top half along
    the top, left to right, so each point keeps its side of the ring (the ring runs
    anticlockwise from 1 just right of the bottom)."""
    half = points // 2
    quarter = half // 2
    bottom: list[int | None] = [*range(points - quarter + 1, points + 1),
                                *range(1, half - quarter + 1)]
    top: list[int | None] = list(range(points - quarter, half - quarter, -1))
    width = max(len(bottom), len(top))
    bottom += [None] * (width - len(bottom))
    top += [None] * (width - len(top))
    if not (points % 4 == 0 and quarter % table == 0):
        table = width  # the tables do not stand alike in the two rows: the bar beside them
    return [Line(tuple(top), True), Line(tuple(bottom), False)], table, table == width


def _join(parts: list[str], bar: str, side_bar: bool, frame: str) -> str:
    """A line across the board: the tables with the bar's column between the middle two (or
    after them where the bar stands beside the rows), other bars empty."""
    marks = ["---" if frame == "+" else "   "] * (len(parts) - 1)
    if side_bar:
        pieces = [parts[0], bar]
    else:
        marks[len(marks) // 2] = bar
        pieces = [parts[0]]
        for mark, part in zip(marks, parts[1:], strict=True):
            pieces += [mark, part]
    return " " + frame + frame.join(pieces) + frame


def _edge(owns: tuple[int | None, ...], table: int, side_bar: bool) -> str:
    cells = ["---" if own is None else f"{own:-^3}" for own in owns]
    return _join(["".join(cells[start:start + table]) for start in range(0, len(cells), table)],
                 "---", side_bar, "+")


def _cell(count: int, row: int, pinned: int = 0, mark: str = "") -> str:
    """One point's mark in ``row`` (0 nearest the edge): a checker, its count, or space; a
    pinned checker (lower case) lies at the edge, under the checkers that pin it."""
    if pinned:
        if row == 0:
            return " x " if pinned > 0 else " o "
        row -= 1
    size = abs(count)
    if size == 0 or row >= size:
        return "   "
    mark = mark or ("X" if count > 0 else "O")
    if row == ROWS - 1 and size > ROWS:
        return f"{size:^3}"
    return f" {mark} "


def _row(position: Position, pins: tuple[int, ...], points: list[int | None], table: int,
         side_bar: bool, bar_side: Side | None, height: int,
         names: tuple[str, ...] | None = None) -> str:
    owners = (position.owners or (0,) * len(position.points)) if names else ()
    cells = ["   " if point is None else
             _cell(position.points[point - 1], height, pins[point - 1],
                   names[owners[point - 1]] if names else "") for point in points]
    bar = "   "
    if bar_side is not None:
        sign = 1 if bar_side == 0 else -1
        bar = _cell(sign * position.bar[bar_side], height)
    return _join(["".join(cells[start:start + table]) for start in range(0, len(cells), table)],
                 bar, side_bar, "|")


def _side_line(variant: Variant, position: Position, side: Side) -> str:
    parts = [f"{variant.side_names[side]}: pips {pip_count(variant, position, side)}"]
    for name, counts in (("bar", position.bar), ("hand", position.hand), ("off", position.off)):
        if counts[side] or name == "off":
            parts.append(f"{name} {counts[side]}")
    gone = variant.checkers - position.checkers_of(side)
    if gone:  # hit out of the game, where checkers leave it
        parts.append(f"out {gone}")
    return "  ".join(parts)


def _state(variant: Variant, position: Position) -> str:
    """Whose turn it is and what comes next, and the cube, as the native notation says it."""
    parts = format_position(variant, position).split(" | ")[variant.sides:]
    if variant.has_cube and len(parts) == 1:
        parts.append("cube 1")
    return " | ".join(parts)
