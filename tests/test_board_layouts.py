"""Boards of any size and shape (issue 22) in pictures: the SVG board and the text board draw
every point of the board once, numbered as the viewer counts them, without two points on one
spot, every checker on its own place, and the places named for clicks as on today's board.

What each board should show comes from its ``board:`` statement (tests/data/boards), read
here by eye, never from a drawing."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import replace
from functools import cache
from itertools import combinations
from pathlib import Path

import pytest

import tavli
from tavli.model.position import Position
from tavli.model.variant import SIDE_NAMES, Variant
from tavli.pictures.board import Board
from tavli.pictures.text import draw_board
from tavli.web.clicks import Clicks

BOARDS = Path(__file__).resolve().parent / "data" / "boards"
SVG = "{http://www.w3.org/2000/svg}"

#: name: (points, rows (a round board: 0), points in a table), as each board statement says
SHAPES = {
    "backgammon": (24, 2, 6),  # no board statement: today's board
    "half-board": (12, 2, 6),  # board: 12 points
    "one-table": (6, 1, 6),  # board: 6 points
    "three-rows": (36, 3, 12),  # board: 36 points in 3 rows of 12
    "seven-point-tables": (28, 2, 7),  # board: 28 points in 4 tables of 7
    "round-board": (24, 0, 6),  # board: 24 points in 4 tables of 6, round
    # one-table.rules on other boards: a row of three tables, rows of three, one table round
    # (no quarters), an odd ring, the largest ring, the smallest board
    "board: 18 points": (18, 1, 6),
    "board: 36 points in 6 tables of 6": (36, 2, 6),
    "board: 28 points, round": (28, 0, 28),
    "board: 25 points, round": (25, 0, 25),
    "board: 60 points in 10 tables of 6, round": (60, 0, 6),
    "board: 2 points": (2, 1, 2),
}

Polygon = list[tuple[float, float]]


FOLDER: list[Path] = []  # where the other boards' rules files are written


@pytest.fixture(scope="module", autouse=True)
def _folder(tmp_path_factory: pytest.TempPathFactory) -> None:
    FOLDER[:] = [tmp_path_factory.mktemp("boards")]


@cache
def load(name: str) -> Variant:
    if name.startswith("board: "):  # the one-table game on another board
        count = SHAPES[name][0]
        text = (BOARDS / "one-table.rules").read_text(encoding="utf-8")
        for old, new in (("board: 6 points", name), ("track X: 6..1", f"track X: {count}..1"),
                         ("track O: 1..6", f"track O: 1..{count}"),
                         ("zone home: 1..6", "zone home: 1..2")):
            assert old in text
            text = text.replace(old, new)
        path = FOLDER[0] / f"{re.sub(r'[^a-z0-9]+', '-', name)}.rules"
        path.write_text(text, encoding="utf-8")
        return tavli.load_variant(path)
    path = BOARDS / f"{name}.rules"
    return tavli.load_variant(path if path.is_file() else name)


def busy(variant: Variant) -> Position:
    """Checkers everywhere a checker can be: on the bar, off, in hand (where the game has a
    hand), two on each side's own 1 point and the rest stacked on its own 3 point (its 5th
    where that is taken), with dice to play and the cube owned."""
    size = variant.board.points
    points = [0] * size
    hand, off = [0, 0], [1, 1]
    for side in (0, 1):
        sign = 1 if side == 0 else -1
        hand[side] = 1 if variant.setup_hand else 0
        rest = variant.checkers - 2 - hand[side]  # one on the bar, one off
        first = min(2, rest)
        points[variant.point_of(side, 1) - 1] = sign * first
        spots = [variant.point_of(side, own) for own in (3, 5) if own <= size]
        spot = next((p for p in spots if points[p - 1] == 0), None)
        if spot is None:  # a board too small: the rest borne off
            off[side] += rest - first
        else:
            points[spot - 1] = sign * (rest - first)
    position = tavli.starting_position(variant)
    return replace(position, points=tuple(points), bar=(1, 1), hand=(hand[0], hand[1]),
                   off=(off[0], off[1]), phase="play", dice=(1, 2), cube=2, cube_owner=1)


def cases() -> list[tuple[str, str, int]]:
    return [(name, which, viewer) for name in SHAPES for which in ("start", "busy")
            for viewer in (0, 1)]


def position_of(variant: Variant, which: str) -> Position:
    return tavli.starting_position(variant) if which == "start" else busy(variant)


# ---- reading the picture back

def _classes(element: ET.Element) -> set[str]:
    return set(element.get("class", "").split())


def _numbers(text: str | None) -> list[float]:
    return [float(n) for n in re.findall(r"-?\d+(?:\.\d+)?", text or "")]


def _polygon(element: ET.Element) -> Polygon:
    if element.tag == f"{SVG}rect":
        x, y, w, h = (float(element.get(k, "0")) for k in ("x", "y", "width", "height"))
        return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
    flat = _numbers(element.get("points"))
    return list(zip(flat[::2], flat[1::2], strict=True))


def _hit_area(place: ET.Element) -> Polygon:
    areas = [e for e in place if "hit-area" in _classes(e)]
    assert len(areas) == 1
    return _polygon(areas[0])


def _overlap(a: Polygon, b: Polygon, slack: float = 0.5) -> bool:
    """Whether two convex polygons share more than an edge (separating axes)."""
    for shape in (a, b):
        for (x1, y1), (x2, y2) in zip(shape, shape[1:] + shape[:1], strict=True):
            nx, ny = y2 - y1, x1 - x2
            length = (nx * nx + ny * ny) ** 0.5 or 1.0
            pa = [(x * nx + y * ny) / length for x, y in a]
            pb = [(x * nx + y * ny) / length for x, y in b]
            if min(max(pa), max(pb)) - max(min(pa), min(pb)) <= slack:
                return False
    return True


def _inside(point: tuple[float, float], shape: Polygon, slack: float = 0.5) -> bool:
    """Whether a point lies in a convex polygon (either winding)."""
    signs = set()
    for (x1, y1), (x2, y2) in zip(shape, shape[1:] + shape[:1], strict=True):
        cross = (x2 - x1) * (point[1] - y1) - (y2 - y1) * (point[0] - x1)
        length = ((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5 or 1.0
        if abs(cross / length) > slack:
            signs.add(cross > 0)
    return len(signs) <= 1


def _centroid(shape: Polygon) -> tuple[float, float]:
    return sum(x for x, _ in shape) / len(shape), sum(y for _, y in shape) / len(shape)


def places(svg: str) -> dict[str, ET.Element]:
    root = ET.fromstring(svg)
    found: dict[str, ET.Element] = {}
    for group in root.iter(f"{SVG}g"):
        name = group.get("data-place")
        if name is not None:
            assert name not in found, f"{name} is drawn twice"
            found[name] = group
    return found


def shown(place: ET.Element, side: str) -> int:
    """The checkers of one side a place shows: checkers (a count label read as the stack's
    size) and slabs in a tray."""
    slabs = [e for e in place if "slab" in _classes(e) and f"side-{side}" in _classes(e)]
    checkers = [e for e in place if "checker" in _classes(e) and e.get("data-side") == side]
    labels = [t.text for c in checkers for t in c.iter(f"{SVG}text")]
    return len(slabs) + (int(labels[0]) if labels and labels[0] else len(checkers))


# ---- the board statements

@pytest.mark.parametrize("name", SHAPES)
def test_the_boards_are_as_their_statements_say(name: str) -> None:
    board = load(name).board
    points, rows, table = SHAPES[name]
    assert (board.points, board.table) == (points, table)
    assert board.round is (rows == 0)
    if rows:
        assert board.rows == rows


# ---- the SVG board

@pytest.mark.parametrize(("name", "which", "viewer"), cases())
def test_every_point_is_drawn_once_and_numbered_once(name: str, which: str,
                                                     viewer: int) -> None:
    variant = load(name)
    count = SHAPES[name][0]
    svg = Board(variant, position_of(variant, which), viewer).svg()  # type: ignore[arg-type]
    root = ET.fromstring(svg)
    found = places(svg)
    points = [g for g in root.iter(f"{SVG}g") if {"place", "point"} <= _classes(g)]
    assert len(points) == count
    assert sorted(g.get("data-place", "") for g in points) == sorted(
        f"p{n}" for n in range(1, count + 1))
    assert sorted(int(g.get("data-own", "0")) for g in points) == list(range(1, count + 1))
    triangles = [e for g in points for e in g if "triangle" in _classes(e)]
    assert len(triangles) == count
    numbers = [t.text for t in root.iter(f"{SVG}text") if "point-number" in _classes(t)]
    assert sorted(int(n or 0) for n in numbers) == list(range(1, count + 1))
    # each number is written beside its own point: nearer to it than to any other point
    centres = {int(g.get("data-own", "0")): _centroid(_hit_area(g)) for g in points}
    for text in root.iter(f"{SVG}text"):
        if "point-number" in _classes(text):
            x, y = float(text.get("x", "0")), float(text.get("y", "0"))
            nearest = min(centres, key=lambda own: (centres[own][0] - x) ** 2
                          + (centres[own][1] - y) ** 2)
            assert nearest == int(text.text or 0)
    # the viewer's side of the board names the places for clicks as before
    assert {"bar:X", "bar:O", "off:X", "off:O"} <= set(found)


@pytest.mark.parametrize(("name", "which", "viewer"), cases())
def test_no_two_places_overlap_and_every_checker_is_on_its_place(name: str, which: str,
                                                                 viewer: int) -> None:
    variant = load(name)
    position = position_of(variant, which)
    svg = Board(variant, position, viewer).svg()  # type: ignore[arg-type]
    root = ET.fromstring(svg)
    width, height = _numbers(root.get("viewBox"))[2:]
    found = places(svg)
    areas = {name: _hit_area(place) for name, place in found.items()}
    for (first, a), (second, b) in combinations(areas.items(), 2):
        if first.startswith("p") or second.startswith("p"):  # trays share a tray's frame
            assert not _overlap(a, b), f"{first} and {second} overlap"
    for place_name, place in found.items():
        area = areas[place_name]
        assert all(0 <= x <= width and 0 <= y <= height for x, y in area)
        for triangle in (e for e in place if "triangle" in _classes(e)):
            assert all(_inside(corner, area) for corner in _polygon(triangle))
        for checker in (e for e in place if "checker" in _classes(e)):
            circle = checker.find(f"{SVG}circle")
            assert circle is not None
            centre = (float(circle.get("cx", "0")), float(circle.get("cy", "0")))
            assert _inside(centre, area), f"a checker off {place_name}"
        for slab in (e for e in place if "slab" in _classes(e)):
            assert all(_inside(corner, area) for corner in _polygon(slab))
    # and the checkers shown are the position's
    for point in range(1, variant.board.points + 1):
        count = position.points[point - 1]
        assert shown(found[f"p{point}"], "X") == max(count, 0)
        assert shown(found[f"p{point}"], "O") == max(-count, 0)
    for side, letter in enumerate(SIDE_NAMES):
        assert shown(found[f"bar:{letter}"], letter) == position.bar[side]
        assert shown(found[f"off:{letter}"], letter) == position.off[side]
        if position.hand[side]:
            assert shown(found[f"hand:{letter}"], letter) == position.hand[side]


@pytest.mark.parametrize("name", SHAPES)
def test_each_own_number_stands_in_one_spot_whoever_looks(name: str) -> None:
    """The viewer's own point 1 is where X's own point 1 is when X looks, and so on: for O the
    board turns round (today's board: 180 degrees)."""
    variant = load(name)
    position = busy(variant)
    spots = []
    for viewer in (0, 1):
        found = places(Board(variant, position, viewer).svg())
        spots.append({int(g.get("data-own", "0")): _centroid(_hit_area(g))
                      for n, g in found.items() if n.startswith("p")})
    assert spots[0] == spots[1]


@pytest.mark.parametrize("name", [n for n in SHAPES if n != "backgammon"])
def test_every_offered_click_names_a_place_in_the_picture(name: str) -> None:
    variant = load(name)
    position = tavli.starting_position(variant)
    for side in (0, 1):
        ready = replace(position, turn=side, phase="play", dice=(1, 2))
        found = places(Board(variant, ready, side).svg())
        clicks = Clicks(variant, ready).next_clicks([])
        assert clicks, "a first click is offered"
        for click in clicks:
            for place in (click.origin, click.target):
                assert (place if place.startswith("p") else f"{place}:{SIDE_NAMES[side]}") \
                    in found


def test_a_round_board_is_a_ring_in_quarters() -> None:
    variant = load("round-board")
    svg = Board(variant, tavli.starting_position(variant)).svg()
    root = ET.fromstring(svg)
    assert len([e for e in root.iter() if "table-mark" in _classes(e)]) == 4
    found = places(svg)
    centres = [_centroid(_hit_area(found[f"p{n}"])) for n in range(1, 25)]
    middle = (sum(x for x, _ in centres) / 24, sum(y for _, y in centres) / 24)
    distances = [((x - middle[0]) ** 2 + (y - middle[1]) ** 2) ** 0.5 for x, y in centres]
    assert max(distances) - min(distances) < 1  # every point as far from the middle
    # X's own 1 just right of the bottom, then anticlockwise: 7 on the right, 13 at the top
    assert centres[0][0] > middle[0] and centres[0][1] > middle[1] + 0.9 * distances[0]
    assert centres[6][0] > middle[0] + 0.9 * distances[0]
    assert centres[12][1] < middle[1] - 0.9 * distances[0]


def test_a_row_of_seven_point_tables_has_a_bar_in_its_middle() -> None:
    variant = load("seven-point-tables")
    found = places(Board(variant, tavli.starting_position(variant)).svg())
    x = {n: _centroid(_hit_area(found[f"p{n}"]))[0] for n in range(1, 29)}
    steps = sorted({round(x[n] - x[n + 1]) for n in range(1, 14)})
    assert len(steps) == 2 and steps[1] > steps[0]  # one step across the bar
    assert x[7] - x[8] == steps[1]  # between X's 7 and 8: two tables of seven


# ---- the text board

def _listed(drawing: str) -> list[int]:
    return [int(n) for line in drawing.splitlines() if line.startswith(" +")
            for n in re.findall(r"\d+", re.split(r"   [XO]: pips", line)[0])]


@pytest.mark.parametrize(("name", "which", "viewer"), cases())
def test_the_text_board_lists_every_point_once(name: str, which: str, viewer: int) -> None:
    variant = load(name)
    position = position_of(variant, which)
    drawing = draw_board(variant, position, viewer=viewer)  # type: ignore[arg-type]
    assert sorted(_listed(drawing)) == list(range(1, SHAPES[name][0] + 1))
    board = [re.split(r"   [XO]: pips", line)[0] for line in drawing.splitlines()
             if line.startswith((" |", " +"))]
    assert len({len(line) for line in board}) == 1  # a straight frame
    marks = "".join(board)
    shown = sum(min(abs(c), 5) for c in position.points)
    tall = sum(1 for c in position.points if abs(c) > 5)
    on_bar = sum(min(n, 5) for n in position.bar) if SHAPES[name][1] != 1 else 0
    assert marks.count("X") + marks.count("O") == shown - tall + on_bar


def test_the_text_board_draws_three_rows_one_under_another() -> None:
    variant = load("three-rows")
    drawing = draw_board(variant, busy(variant))
    edges = [line for line in drawing.splitlines() if line.startswith(" +")]
    assert [re.findall(r"\d+", edge)[0] for edge in edges] == [
        "36", "13", "12"]  # the top row 36 to 25, the middle 13 to 24, the bottom 12 to 1


#: The games of other boards (issue 22), with the points their board statements give.
GAMES = {"xii-scripta": 36, "ludus-lombardorum": 12, "medio-emperador": 12, "paumecary": 6}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_each_game_starts_on_a_picture_of_its_own_board(name: str) -> None:
    variant = tavli.load_variant(name)
    svg = Board(variant, tavli.starting_position(variant), 0).svg()
    points = [g for g in ET.fromstring(svg).iter(f"{SVG}g") if {"place", "point"} <= _classes(g)]
    assert len(points) == GAMES[name]
    shown_x = sum(shown(g, "X") for g in points) + sum(
        shown(place, "X") for key, place in places(svg).items() if key in ("hand:X", "off:X"))
    assert shown_x == variant.checkers
