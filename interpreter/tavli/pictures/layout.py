"""Where everything stands on the drawn board: pure geometry from the variant's tracks.

The board is drawn as a player sitting at it sees it, the *viewer*: the 24 points in two rows
of twelve with the bar between the halves, his own 13 to 24 along the top from left to right
and his 12 to 1 along the bottom from left to right (so his 1 point is at the bottom right,
as on the text board). Where a side's checkers wait to enter (hand) and where they go when
borne off (off) follows its track: the hand tray sits at the end of the board where the
track begins, the off tray where it ends. A tray at each end of the board has a top and a
bottom half, each with a lane per side.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Literal

from tavli.model.variant import Side, Variant

Row = Literal["top", "bottom"]

POINT_WIDTH = 36
CHECKER = 32  # a checker's diameter; the pitch of a stack
STACK = 5  # checkers drawn on a point before a count is shown on the last one
POINT_HEIGHT = STACK * CHECKER
BAR_WIDTH = 40
TRAY_WIDTH = 48
LANE_WIDTH = 20
BORDER = 10  # the frame beside the points
RIM = 26  # the frame above and below the points: the zone bands run along it
GAP = 48  # between the two rows of points
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


ZoneBand = tuple[Side, str, Row, list[int], int]  # side, zone, row, columns, lane
BAND = 10  # the height of a zone band


class Layout:
    """The coordinates of one variant's board as ``viewer`` sees it."""

    width = TRAY_WIDTH * 2 + BORDER * 2 + POINT_WIDTH * 12 + BAR_WIDTH
    board_top = LABELS
    points_left = TRAY_WIDTH + BORDER
    bar_left = points_left + POINT_WIDTH * 6
    points_right = bar_left + BAR_WIDTH + POINT_WIDTH * 6

    def __init__(self, variant: Variant, viewer: Side = 0) -> None:
        self.variant = variant
        self.viewer = viewer
        # the rim is as deep as the zone bands need: two lanes at least
        lanes = max((band[4] + 1 for band in self.zone_bands), default=0)
        rim = max(RIM, BAND * lanes + 6)
        self.rows_top = LABELS + rim
        self.gap_top = self.rows_top + POINT_HEIGHT
        self.gap_bottom = self.gap_top + GAP
        self.rows_bottom = self.gap_bottom + POINT_HEIGHT
        self.board_bottom = self.rows_bottom + rim
        self.caption_top = self.board_bottom + LABELS
        self.height = self.caption_top + CAPTION

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

    def _runs(self, points: list[int]) -> list[tuple[Row, list[int]]]:
        """Board points as runs of neighbouring columns in one row (the bar splits a run)."""
        runs: list[tuple[Row, list[int]]] = []
        for row, column in sorted(self.slot(point) for point in points):
            if runs and runs[-1][0] == row and runs[-1][1][-1] == column - 1 and column != 6:
                runs[-1][1].append(column)
            else:
                runs.append((row, [column]))
        return runs

    # ---- points

    @cached_property
    def own_numbers(self) -> dict[int, int]:
        """The viewer's own number of each board point (as the ``track`` lines number it).

        A track that does not cover the whole board leaves the points in X's order."""
        track = self.variant.tracks[self.viewer]
        if len(track) == 24:
            return {point: self.variant.own_point(self.viewer, point) for point in range(1, 25)}
        return {point: point for point in range(1, 25)}

    def slot(self, point: int) -> tuple[Row, int]:
        """The row and column (0 at the left) of a board point."""
        own = self.own_numbers[point]
        if own >= 13:
            return "top", own - 13
        return "bottom", 12 - own

    def column_x(self, column: int) -> float:
        """The left edge of a column of points."""
        return self.points_left + column * POINT_WIDTH + (BAR_WIDTH if column >= 6 else 0)

    def point_box(self, point: int) -> Box:
        row, column = self.slot(point)
        y = self.rows_top if row == "top" else self.rows_bottom - POINT_HEIGHT
        return Box(self.column_x(column), y, POINT_WIDTH, POINT_HEIGHT)

    def stack_centre(self, point: int, index: int, pitch: float = CHECKER) -> tuple[float, float]:
        """The centre of the ``index``-th checker (0 at the edge) on a point."""
        row, _ = self.slot(point)
        box = self.point_box(point)
        offset = CHECKER / 2 + index * pitch
        return box.cx, (box.y + offset if row == "top" else box.y + box.height - offset)

    # ---- bar, trays

    def bar_box(self, side: Side) -> Box:
        """The half of the bar where ``side``'s hit checkers wait: the half nearest the points
        they enter on (the top half for the viewer, as on the text board)."""
        top = side == self.viewer
        y = self.rows_top if top else self.gap_bottom
        return Box(self.bar_left, y, BAR_WIDTH, POINT_HEIGHT)

    def bar_centre(self, side: Side, index: int, pitch: float = CHECKER) -> tuple[float, float]:
        """Hit checkers stack from the middle of the board outwards."""
        box = self.bar_box(side)
        offset = CHECKER / 2 + index * pitch
        top = side == self.viewer
        return box.cx, (box.y + box.height - offset if top else box.y + offset)

    def _end_of(self, point: int) -> tuple[Literal["left", "right"], Row]:
        row, column = self.slot(point)
        return ("left" if column < 6 else "right"), row

    def tray_box(self, side: Side, kind: Literal["hand", "off"]) -> Box:
        """``side``'s lane in the tray where its checkers wait to enter or go when borne off:
        beside the first or the last point of its track."""
        track = self.variant.tracks[side]
        end, row = self._end_of(track[0] if kind == "hand" else track[-1])
        x = 0.0 if end == "left" else self.points_right + BORDER
        x += (TRAY_WIDTH - 2 * LANE_WIDTH) / 2 + side * LANE_WIDTH
        y = self.rows_top if row == "top" else self.gap_bottom
        return Box(x, y, LANE_WIDTH, POINT_HEIGHT)

    def tray_row(self, side: Side, kind: Literal["hand", "off"]) -> Row:
        track = self.variant.tracks[side]
        return self._end_of(track[0] if kind == "hand" else track[-1])[1]

    # ---- the way each side runs

    def track_path(self, side: Side) -> list[tuple[float, float]]:
        """A line through the middle of the board that follows ``side``'s track: along the
        top row's lane, then the bottom row's (or the other way), turning at the end where
        the track changes rows. Each side has its own lanes so the two lines do not meet."""
        lanes = {"top": self.gap_top + 12 + 8 * side, "bottom": self.gap_bottom - 12 - 8 * side}
        points: list[tuple[float, float]] = []
        last_row: Row | None = None
        for point in self.variant.tracks[side]:
            row, column = self.slot(point)
            x = self.column_x(column) + POINT_WIDTH / 2
            if last_row is not None and row != last_row:
                points.append((points[-1][0], lanes[row]))  # the turn between the rows
            points.append((x, lanes[row]))
            last_row = row
        return _straighten(points)


def _straighten(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """Drop the middle of three points on one horizontal or vertical line."""
    out: list[tuple[float, float]] = []
    for point in points:
        if len(out) >= 2:
            (x1, y1), (x2, y2) = out[-2], out[-1]
            if (y1 == y2 == point[1]) or (x1 == x2 == point[0]):
                out[-1] = point
                continue
        out.append(point)
    return out
