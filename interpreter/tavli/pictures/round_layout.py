"""Where everything stands on a round board: a ring of points, their tips towards the middle.

As on a board of rows, each point stands where the viewer's own number for it stands on X's
board: from the bottom of the ring anticlockwise, 1 just right of the bottom. Where the board
is in tables a spoke of the frame stands between two of them (a round board of four tables
is marked in quarters). The middle of the ring holds each side's way round (a line beside the
tips), the bar (a strip through the middle: the viewer's half above, the other's below), the
cube on it and the dice beside it. The zone bands run round the rim outside the points and
the point numbers outside them; the hand and off trays stand at the left and right of the
ring, each beside the half of the ring (top or bottom, left or right) where its track begins
or ends, with a lane per side.
"""

from __future__ import annotations

import math

from tavli.model.variant import Side, Variant
from tavli.pictures.layout import (
    BAND,
    BAR_WIDTH,
    BORDER,
    CAPTION,
    CHECKER,
    LABELS,
    POINT_HEIGHT,
    STACK,
    TRAY_WIDTH,
    XY,
    Box,
    Geometry,
    Kind,
    Row,
    ZoneBand,
)

RADIUS = 320  # the ring's outer edge, at least
SPOKE = math.radians(2.5)  # the frame between two tables
MIDDLE = 18  # half the room between the two halves of the bar
MARGIN = 6  # the frame beyond the point numbers


class RoundLayout(Geometry):
    """The coordinates of a round board as ``viewer`` sees it."""

    round = True

    def __init__(self, variant: Variant, viewer: Side = 0) -> None:
        super().__init__(variant, viewer)
        if self.points % self.table:
            self.table = self.points
        self.tables = self.points // self.table
        self.spoke = SPOKE if self.tables > 1 else 0.0
        self.pitch = (2 * math.pi - self.tables * self.spoke) / self.points  # a point's angle
        # the innermost checker of a full stack still fits between its point's sides
        self.outer = max(RADIUS, CHECKER / 2 + (STACK - 1) * CHECKER
                         + (CHECKER / 2 + 1) / math.sin(self.pitch / 2))
        self.inner = self.outer - POINT_HEIGHT
        self.lane = self.inner - 12  # each side's way round, inside the tips
        self.numbers = self.outer + self.rim + LABELS / 2
        ring = self.outer + self.rim + LABELS
        self.cx = TRAY_WIDTH + BORDER + ring
        self.cy = MARGIN + ring
        self.width = 2 * self.cx
        self.board_top = 0
        self.board_bottom = self.cy + ring + MARGIN
        self.caption_top = self.board_bottom + MARGIN
        self.height = self.caption_top + CAPTION
        room = math.sqrt((self.lane - 8 - 6) ** 2 - (BAR_WIDTH / 2) ** 2) - MIDDLE
        self.bar_height = min(POINT_HEIGHT, int(room))
        self.bar_stack = min(STACK, self.bar_height // CHECKER)

    # ---- angles

    def slot(self, point: int) -> tuple[int, int]:
        return 0, self.places[point] - 1

    def start(self, column: int) -> float:
        """The angle (anticlockwise from the right, as in mathematics) where a column begins."""
        return (-math.pi / 2 + self.spoke / 2 + (column // self.table) * self.spoke
                + column * self.pitch)

    def angle(self, point: int) -> float:
        """The angle of the middle of a point."""
        return self.start(self.slot(point)[1]) + self.pitch / 2

    def at(self, radius: float, angle: float) -> XY:
        return self.cx + radius * math.cos(angle), self.cy - radius * math.sin(angle)

    # ---- points

    def triangle(self, point: int) -> list[XY]:
        begin = self.start(self.slot(point)[1])
        inset = 1 / self.outer
        return [self.at(self.outer, begin + inset), self.at(self.outer, begin + self.pitch - inset),
                self.at(self.inner + 8, self.angle(point))]

    def hit_area(self, point: int) -> list[XY]:
        begin = self.start(self.slot(point)[1])
        end = begin + self.pitch
        return [self.at(self.outer, begin), self.at(self.outer, end), self.at(self.inner, end),
                self.at(self.inner, begin)]

    def label_at(self, point: int) -> XY:
        x, y = self.at(self.numbers, self.angle(point))
        return x, y + 4

    def shade(self, point: int) -> int:
        return self.slot(point)[1] % 2

    def stack_centre(self, point: int, index: int, pitch: float = CHECKER) -> XY:
        return self.at(self.outer - CHECKER / 2 - index * pitch, self.angle(point))

    def anchor(self, point: int) -> XY:
        return self.at(self.outer - POINT_HEIGHT / 3, self.angle(point))

    # ---- the frame

    def spokes(self) -> list[list[XY]]:
        """The frame between two tables, from the rim to beyond the tips."""
        if self.tables < 2:
            return []
        out = []
        for table in range(self.tables):
            middle = self.start(table * self.table) - self.spoke / 2
            left, right = middle - self.spoke / 2, middle + self.spoke / 2
            out.append([self.at(self.outer + 1, left), self.at(self.outer + 1, right),
                        self.at(self.inner - 4, right), self.at(self.inner - 4, left)])
        return out

    def trays(self) -> list[Box]:
        top = self.cy - 8 - POINT_HEIGHT
        return [Box(x + 3, top, TRAY_WIDTH - 6, 2 * (POINT_HEIGHT + 8))
                for x in (0, self.width - TRAY_WIDTH)]

    def zone_arc(self, band: ZoneBand) -> tuple[str, XY, float]:
        """A zone band round the rim outside its points, in its lane outwards: the path, where
        its name is written and the name's turn (degrees) to run along the band."""
        _, _, _, columns, lane = band
        begin = self.start(columns[0]) + 0.5 / self.outer
        end = self.start(columns[-1]) + self.pitch - 0.5 / self.outer
        near, far = self.outer + 1 + BAND * lane, self.outer + BAND * (lane + 1)
        large = 1 if end - begin > math.pi else 0
        corners = [self.at(far, begin), self.at(far, end), self.at(near, end),
                   self.at(near, begin)]
        (x1, y1), (x2, y2), (x3, y3), (x4, y4) = [(_n(x), _n(y)) for x, y in corners]
        path = (f"M {x1} {y1} A {_n(far)} {_n(far)} 0 {large} 0 {x2} {y2} L {x3} {y3} "
                f"A {_n(near)} {_n(near)} 0 {large} 1 {x4} {y4} Z")
        middle = (begin + end) / 2
        x, y = self.at((near + far) / 2, middle)
        turn = -math.degrees(middle) - 90
        while turn <= -90:
            turn += 180
        while turn > 90:
            turn -= 180
        return path, (x, y), turn

    # ---- bar, trays

    def bars(self) -> list[Box]:
        return [Box(self.cx - BAR_WIDTH / 2, self.cy - MIDDLE - self.bar_height, BAR_WIDTH,
                    2 * (MIDDLE + self.bar_height))]

    def bar_box(self, side: Side) -> Box:
        top = self.bar_share(side)[0]
        y = self.cy - MIDDLE - self.bar_height if top else self.cy + MIDDLE
        return self.bar_slot(Box(self.cx - BAR_WIDTH / 2, y, BAR_WIDTH, self.bar_height), side)

    def bar_centre(self, side: Side, index: int, pitch: float = CHECKER) -> XY:
        box = self.bar_box(side)
        offset = CHECKER / 2 + index * pitch
        top = self.bar_share(side)[0]
        return box.cx, (box.y + box.height - offset if top else box.y + offset)

    def _tray_end(self, side: Side, kind: Kind) -> tuple[bool, bool]:
        """Whether the tray is on the left, and in the top half."""
        track = self.variant.tracks[side]
        angle = self.angle(track[0] if kind == "hand" else track[-1])
        return math.cos(angle) < 0, math.sin(angle) > 0

    def tray_box(self, side: Side, kind: Kind) -> Box:
        left, top = self._tray_end(side, kind)
        offset, width = self.tray_lane(side, kind)
        x = (0.0 if left else self.width - TRAY_WIDTH) + offset
        y = self.cy - 8 - POINT_HEIGHT if top else self.cy + 8
        return Box(x, y, width, POINT_HEIGHT)

    def tray_row(self, side: Side, kind: Kind) -> Row:
        return "top" if self._tray_end(side, kind)[1] else "bottom"

    def cube_at(self, owner: Side | None, size: float) -> XY:
        x = self.cx - size / 2
        if owner is None:
            return x, self.cy - size / 2
        if owner == self.viewer:
            return x, self.cy + MIDDLE + self.bar_height - size
        return x, self.cy - MIDDLE - self.bar_height

    def dice_area(self, side: Side) -> tuple[float, float, float]:
        """Beside the bar: on the right for the viewer, on the left for the other side."""
        near, far = BAR_WIDTH / 2 + 6, self.lane - 8 - 6
        middle = (near + far) / 2
        x = self.cx + middle if side == self.viewer else self.cx - middle
        return x, self.cy, far - near

    # ---- the way each side runs

    def track_path(self, side: Side) -> list[XY]:
        """Round the ring inside the tips, each side in its own lane."""
        radius = self.lane - 8 * side
        return [self.at(radius, self.angle(point)) for point in self.variant.tracks[side]]


def _n(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")
