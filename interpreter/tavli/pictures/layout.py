"""Where everything stands on the drawn board: pure geometry from the variant's board and tracks.

The board is drawn as a player sitting at it sees it, the *viewer*: each point stands where
his own number for it (as the ``track`` lines number it) stands on X's board (the ``board:``
statement's numbering, :class:`tavli.model.variant.Board`). On a board of rows the numbering
snakes from the bottom right: the bottom row right to left, the next row left to right, and
so on; today's board has his 13 to 24 along the top from left to right and his 12 to 1 along
the bottom from left to right (so his 1 point is at the bottom right, as on the text board),
with the bar between the halves. The bottom half of the rows point up, the top half hang
down; a bar stands between two tables of a row, or beside the points where a row is one
table. Where a side's checkers wait to enter (hand) and where they go when borne off (off)
follows its track: the hand tray sits at the end of the board where the track begins, the
off tray where it ends, beside the row of that point, with a lane per side.

A round board is drawn by :mod:`tavli.pictures.round_layout`; both answer the same questions
(:class:`Geometry`), so the picture is drawn the same way for both.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from functools import cached_property
from typing import Literal

from tavli.model.variant import Side, Variant

Row = Literal["top", "bottom"]
Kind = Literal["hand", "off"]
XY = tuple[float, float]

POINT_WIDTH = 36
CHECKER = 32  # a checker's diameter; the pitch of a stack
STACK = 5  # checkers drawn on a point before a count is shown on the last one
POINT_HEIGHT = STACK * CHECKER
BAR_WIDTH = 40
TRAY_WIDTH = 48
LANE_WIDTH = 20
BORDER = 10  # the frame beside the points
RIM = 26  # the frame above and below the points: the zone bands run along it
GAP = 48  # between two rows of points
LABELS = 18  # the point numbers outside the frame
CAPTION = 40  # the lines under the board


@dataclass(frozen=True)
class Box:
    x: float
    y: float
    width: float
    height: float

    @property
    def cx(self) -> float:
        return self.x + self.width / 2

    @property
    def cy(self) -> float:
        return self.y + self.height / 2


ZoneBand = tuple[Side, str, int, list[int], int]  # side, zone, row, columns, lane
BAND = 10  # the height of a zone band


def drawn_at(variant: Variant, viewer: Side) -> dict[int, int]:
    """The board point drawn at each place (1..N) of the drawing's run of points, 1 at the
    bottom right as ``viewer`` sees the board.

    Where X's track runs along the board's numbering (``track X: N..1``, as on today's board),
    each viewer sees his own numbering laid out as X sees the board's, so each player finds his
    own 1 point in the same place. Otherwise (XII Scripta's routes through three rows) the
    points stand where the board statement puts them: as numbered from X's seat, turned round
    from O's."""
    points = variant.board.points
    if variant.board.standard or variant.tracks[0] == tuple(range(points, 0, -1)):
        return {own: variant.point_of(viewer, own) for own in range(1, points + 1)}
    if viewer == 0:
        return {place: place for place in range(1, points + 1)}
    return {place: points + 1 - place for place in range(1, points + 1)}


class Geometry(ABC):
    """What the picture asks of a board's shape, as ``viewer`` sees it. Points stand in
    *slots*: a row (0 at the bottom; a round board has one) and a column in it (0 at the left;
    round: counted anticlockwise from the bottom)."""

    round = False
    width: float
    height: float
    board_top: float
    board_bottom: float
    caption_top: float
    bar_stack: int  # checkers drawn on the bar before a count is shown on the last one

    def __init__(self, variant: Variant, viewer: Side = 0) -> None:
        self.variant = variant
        self.viewer = viewer
        self.points = variant.board.points
        self.table = variant.board.table

    @cached_property
    def own_numbers(self) -> dict[int, int]:
        """The viewer's own number of each board point (as the ``track`` lines number it).

        Where two play each over part of the board, a point off the viewer's track has its
        owner's number; where more play, a track that does not cover the whole board leaves
        the points in X's order."""
        track = self.variant.tracks[self.viewer]
        if len(track) == self.points or self.variant.sides == 2:
            return {point: self.variant.seen_point(self.viewer, point)
                    for point in range(1, self.points + 1)}
        return {point: point for point in range(1, self.points + 1)}

    @cached_property
    def places(self) -> dict[int, int]:
        """Where each board point is drawn: its place (1..N) along the drawing's run of
        points, 1 at the bottom right (``drawn_at`` turned round)."""
        return {point: place for place, point in drawn_at(self.variant, self.viewer).items()}

    @abstractmethod
    def slot(self, point: int) -> tuple[int, int]:
        """The row and column of a board point."""

    @cached_property
    def zone_bands(self) -> list[ZoneBand]:
        """Each side's zones as runs of neighbouring columns in one row, each given the first
        lane (0 next to the points) where it overlaps no band already placed in that row."""
        placed: list[ZoneBand] = []
        for side in (0, 1):
            for name, cells in self.variant.zones.items():
                points = [self.variant.tracks[side][cell] for cell in cells]
                for row, columns in self._runs(points):
                    lane = 0
                    while any(b[2] == row and b[4] == lane and set(b[3]) & set(columns)
                              for b in placed):
                        lane += 1
                    placed.append((side, name, row, columns, lane))
        return placed

    def _runs(self, points: list[int]) -> list[tuple[int, list[int]]]:
        """Board points as runs of neighbouring columns in one row (a bar splits a run)."""
        runs: list[tuple[int, list[int]]] = []
        for row, column in sorted(self.slot(point) for point in points):
            if (runs and runs[-1][0] == row and runs[-1][1][-1] == column - 1
                    and column % self.table):
                runs[-1][1].append(column)
            else:
                runs.append((row, [column]))
        return runs

    @cached_property
    def rim(self) -> float:
        """The frame beside the points is as deep as the zone bands need: two lanes at least."""
        lanes = max((band[4] + 1 for band in self.zone_bands), default=0)
        return max(RIM, BAND * lanes + 6)

    # ---- points

    @abstractmethod
    def triangle(self, point: int) -> list[XY]:
        """The point drawn: two corners of its base, then its tip."""

    @abstractmethod
    def hit_area(self, point: int) -> Box | list[XY]:
        """Where a click picks the point: the whole of its place, not just the triangle."""

    @abstractmethod
    def label_at(self, point: int) -> XY:
        """Where the point's number is written."""

    @abstractmethod
    def shade(self, point: int) -> int:
        """0 or 1: neighbouring points have different colours."""

    @abstractmethod
    def stack_centre(self, point: int, index: int, pitch: float = CHECKER) -> XY:
        """The centre of the ``index``-th checker (0 at the base) on a point."""

    @abstractmethod
    def anchor(self, point: int) -> XY:
        """Where an arrow starts or ends on a point: a third of the way from its base."""

    # ---- bar, trays, cube, dice

    @abstractmethod
    def bars(self) -> list[Box]:
        """The bars drawn (the frame between tables)."""

    @abstractmethod
    def bar_box(self, side: Side) -> Box:
        """Where ``side``'s hit checkers wait."""

    @abstractmethod
    def bar_centre(self, side: Side, index: int, pitch: float = CHECKER) -> XY:
        """Hit checkers stack from the middle of the board outwards."""

    def bar_share(self, side: Side) -> tuple[bool, int, int]:
        """Where ``side``'s hit checkers wait on the bar: whether in the top half (the
        viewer's), and its place in that half counted from the middle, of how many. Two
        sides have a half each; where more play, the viewer and the sides after him take the
        top half, the rest the bottom, each half shared."""
        sides = self.variant.sides
        if sides == 2:
            return side == self.viewer, 0, 1
        turn = (side - self.viewer) % sides
        upper = (sides + 1) // 2
        return (True, turn, upper) if turn < upper else (False, turn - upper, sides - upper)

    def bar_slot(self, half: Box, side: Side) -> Box:
        """``side``'s share of ``half`` of the bar (see :meth:`bar_share`)."""
        top, slot, slots = self.bar_share(side)
        height = half.height / slots
        y = half.y + (slots - 1 - slot) * height if top else half.y + slot * height
        return Box(half.x, y, half.width, height)

    @abstractmethod
    def tray_box(self, side: Side, kind: Kind) -> Box:
        """``side``'s lane in the tray where its checkers wait to enter or go when borne off."""

    @abstractmethod
    def tray_row(self, side: Side, kind: Kind) -> Row:
        """The edge of the tray its checkers stack from."""

    @abstractmethod
    def _tray_end(self, side: Side, kind: Kind) -> tuple[object, object]:
        """Which tray (end of the board, and row or half) holds ``side``'s ``kind``."""

    def tray_lane(self, side: Side, kind: Kind) -> tuple[float, float]:
        """``side``'s lane in its tray: the offset from the tray's left edge and the width.
        Two sides have a lane each, X's then O's; where more play, the sides that wait or
        go off at that tray share it, in turn order."""
        if self.variant.sides == 2:
            return (TRAY_WIDTH - 2 * LANE_WIDTH) / 2 + side * LANE_WIDTH, LANE_WIDTH
        end = self._tray_end(side, kind)
        sharing = [s for s in range(self.variant.sides)
                   if any(self._tray_end(s, k) == end for k in ("hand", "off"))]
        width = min(LANE_WIDTH, (TRAY_WIDTH - 4) / len(sharing))
        return (TRAY_WIDTH - len(sharing) * width) / 2 + sharing.index(side) * width, width

    @abstractmethod
    def cube_at(self, owner: Side | None, size: float) -> XY:
        """The top left corner of the cube: in the middle, or beside its owner."""

    @abstractmethod
    def dice_area(self, side: Side) -> tuple[float, float, float]:
        """Where ``side``'s dice lie: the middle x, the middle y and the room across."""

    @abstractmethod
    def track_path(self, side: Side) -> list[XY]:
        """A line through the board that follows ``side``'s track."""


class Layout(Geometry):
    """The coordinates of a board of rows as ``viewer`` sees it."""

    def __init__(self, variant: Variant, viewer: Side = 0) -> None:
        super().__init__(variant, viewer)
        board = variant.board
        self.rows = board.rows
        self.per_row = board.per_row
        if self.per_row % self.table:
            self.table = self.per_row
        self.splits = list(range(self.table, self.per_row, self.table))  # a bar before each
        self.points_left = TRAY_WIDTH + BORDER
        self.points_right = (self.points_left + POINT_WIDTH * self.per_row
                             + BAR_WIDTH * len(self.splits))
        if self.splits:  # the bar between the middle tables holds the hit checkers
            self.bar_left = self.column_x(self.splits[len(self.splits) // 2]) - BAR_WIDTH
            self.edge_right = self.points_right
        else:  # a row of one table: the bar beside it
            self.bar_left = self.points_right
            self.edge_right = self.points_right + BAR_WIDTH
        self.width = self.edge_right + BORDER + TRAY_WIDTH
        self.board_top = LABELS
        rim = self.rim
        self.rows_top = LABELS + rim
        y = self.rows_top + (GAP if self.rows == 1 else 0)  # one row: room above it
        self.row_y: dict[int, float] = {}
        for row in reversed(range(self.rows)):
            self.row_y[row] = y
            y += POINT_HEIGHT
            if row:  # a middle row's numbers and zones take room in the gap beside its base
                facing = (not self.hangs(row)) + self.hangs(row - 1)
                y += GAP + (LABELS + rim) * facing
        self.rows_bottom = y
        if self.rows == 1:
            self.gap_top, self.gap_bottom = self.rows_top, self.rows_top + GAP
        else:  # between the rows whose tips face each other, in the middle
            first_hanging = (self.rows + 1) // 2
            self.gap_top = self.row_y[first_hanging] + POINT_HEIGHT
            self.gap_bottom = self.row_y[first_hanging - 1]
        self.board_bottom = self.rows_bottom + rim
        self.caption_top = self.board_bottom + LABELS
        self.height = self.caption_top + CAPTION
        self.bar_height = min(POINT_HEIGHT, (self.rows_bottom - self.rows_top - 8) // 2)
        self.bar_stack = min(STACK, int(self.bar_height // CHECKER))

    def hangs(self, row: int) -> bool:
        """The top half of the rows hang from the top edge; the others point up."""
        return row >= self.rows / 2

    def base(self, row: int) -> Row:
        return "top" if self.hangs(row) else "bottom"

    # ---- points

    def slot(self, point: int) -> tuple[int, int]:
        place = self.places[point] - 1
        row, index = divmod(place, self.per_row)
        return row, (self.per_row - 1 - index if row % 2 == 0 else index)

    def column_x(self, column: int) -> float:
        """The left edge of a column of points."""
        bars = sum(1 for split in self.splits if column >= split)
        return self.points_left + column * POINT_WIDTH + BAR_WIDTH * bars

    def point_box(self, point: int) -> Box:
        row, column = self.slot(point)
        return Box(self.column_x(column), self.row_y[row], POINT_WIDTH, POINT_HEIGHT)

    def triangle(self, point: int) -> list[XY]:
        row, _ = self.slot(point)
        box = self.point_box(point)
        top = self.hangs(row)
        tip = box.y + box.height - 8 if top else box.y + 8
        base = box.y if top else box.y + box.height
        return [(box.x + 1, base), (box.x + box.width - 1, base), (box.cx, tip)]

    def hit_area(self, point: int) -> Box:
        return self.point_box(point)

    def label_at(self, point: int) -> XY:
        row, _ = self.slot(point)
        box = self.point_box(point)
        if self.hangs(row):
            return box.cx, box.y - self.rim - 5
        return box.cx, box.y + box.height + self.rim + LABELS - 5

    def shade(self, point: int) -> int:
        row, column = self.slot(point)
        return (column + row) % 2

    def stack_centre(self, point: int, index: int, pitch: float = CHECKER) -> XY:
        row, _ = self.slot(point)
        box = self.point_box(point)
        offset = CHECKER / 2 + index * pitch
        return box.cx, (box.y + offset if self.hangs(row) else box.y + box.height - offset)

    def anchor(self, point: int) -> XY:
        row, _ = self.slot(point)
        box = self.point_box(point)
        third = box.height / 3
        return box.cx, (box.y + third if self.hangs(row) else box.y + box.height - third)

    # ---- the frame

    def felts(self) -> list[Box]:
        """The cloth under each table of points."""
        return [Box(self.column_x(start), self.rows_top, POINT_WIDTH * self.table,
                    self.rows_bottom - self.rows_top)
                for start in range(0, self.per_row, self.table)]

    def trays(self) -> list[Box]:
        """The trays at the two ends of the board."""
        return [Box(x + 3, self.rows_top, TRAY_WIDTH - 6, self.rows_bottom - self.rows_top)
                for x in (0, self.edge_right + BORDER)]

    def zone_box(self, band: ZoneBand) -> Box:
        """A zone band along the rim beside a row's base, in its lane outwards."""
        _, _, row, columns, lane = band
        left = self.column_x(columns[0])
        right = self.column_x(columns[-1]) + POINT_WIDTH
        if self.hangs(row):
            y = self.row_y[row] - BAND * (lane + 1) - 1
        else:
            y = self.row_y[row] + POINT_HEIGHT + 1 + BAND * lane
        return Box(left, y, right - left, BAND)

    # ---- bar, trays

    def bars(self) -> list[Box]:
        lefts = [self.column_x(split) - BAR_WIDTH for split in self.splits] or [self.bar_left]
        return [Box(x, self.board_top, BAR_WIDTH, self.board_bottom - self.board_top)
                for x in lefts]

    def bar_box(self, side: Side) -> Box:
        """The half of the bar where ``side``'s hit checkers wait: the top half for the
        viewer (as on the text board), the bottom half for the other side."""
        top = self.bar_share(side)[0]
        y = self.rows_top if top else self.rows_bottom - self.bar_height
        return self.bar_slot(Box(self.bar_left, y, BAR_WIDTH, self.bar_height), side)

    def bar_centre(self, side: Side, index: int, pitch: float = CHECKER) -> XY:
        box = self.bar_box(side)
        offset = CHECKER / 2 + index * pitch
        top = self.bar_share(side)[0]
        return box.cx, (box.y + box.height - offset if top else box.y + offset)

    def _end_of(self, point: int) -> tuple[Literal["left", "right"], int]:
        row, column = self.slot(point)
        return ("left" if column < self.per_row / 2 else "right"), row

    def _tray_end(self, side: Side, kind: Kind) -> tuple[Literal["left", "right"], int]:
        track = self.variant.tracks[side]
        return self._end_of(track[0] if kind == "hand" else track[-1])

    def tray_box(self, side: Side, kind: Kind) -> Box:
        """Beside the first or the last point of ``side``'s track."""
        end, row = self._tray_end(side, kind)
        offset, width = self.tray_lane(side, kind)
        x = (0.0 if end == "left" else self.edge_right + BORDER) + offset
        return Box(x, self.row_y[row], width, POINT_HEIGHT)

    def tray_row(self, side: Side, kind: Kind) -> Row:
        return self.base(self._tray_end(side, kind)[1])

    def cube_at(self, owner: Side | None, size: float) -> XY:
        x = self.bar_left + (BAR_WIDTH - size) / 2
        if owner is None:
            return x, (self.gap_top + self.gap_bottom - size) / 2
        return x, (self.rows_bottom - size if owner == self.viewer else self.rows_top)

    def dice_area(self, side: Side) -> tuple[float, float, float]:
        """The right half of the board for the viewer, the left for the other side (where
        each would have rolled them)."""
        if self.splits:
            halves = ((self.points_left, self.bar_left),
                      (self.bar_left + BAR_WIDTH, self.points_right))
        else:
            middle = (self.points_left + self.points_right) / 2
            halves = ((self.points_left, middle), (middle, self.points_right))
        left, right = halves[1] if side == self.viewer else halves[0]
        if right - left < 3 * CHECKER:  # a half too narrow for the dice: the whole width
            left, right = self.points_left, self.points_right
        return (left + right) / 2, (self.gap_top + self.gap_bottom) / 2, right - left

    # ---- the way each side runs

    def track_path(self, side: Side) -> list[XY]:
        """Along each row's lane beside the tips of its points, turning at the end where the
        track changes rows. Each side has its own lanes so the two lines do not meet."""
        points: list[XY] = []
        last_row: int | None = None
        for point in self.variant.tracks[side]:
            row, column = self.slot(point)
            if self.hangs(row):
                lane = self.row_y[row] + POINT_HEIGHT + 12 + 8 * side
            else:
                lane = self.row_y[row] - 12 - 8 * side
            x = self.column_x(column) + POINT_WIDTH / 2
            if last_row is not None and row != last_row:  # the turn between the rows
                low, high = sorted((row, last_row))
                if high - low == 1 and self.hangs(high) and not self.hangs(low):
                    points.append((points[-1][0], lane))  # across the gap between their tips
                else:  # round the end of the rows between them, beside the points
                    edge = (self.points_left + 2 + 5 * side if column < self.per_row / 2
                            else self.points_right - 2 - 5 * side)
                    points += [(edge, points[-1][1]), (edge, lane)]
            points.append((x, lane))
            last_row = row
        return straighten(points)


def straighten(points: list[XY]) -> list[XY]:
    """Drop the middle of three points on one horizontal or vertical line."""
    out: list[XY] = []
    for point in points:
        if len(out) >= 2:
            (x1, y1), (x2, y2) = out[-2], out[-1]
            if (y1 == y2 == point[1]) or (x1 == x2 == point[0]):
                out[-1] = point
                continue
        out.append(point)
    return out
