"""The board as an SVG picture, for any variant: drawn from the compiled variant and a position.

What is drawn: the points (numbered as the viewer counts them), each side's zones as bands
along the frame, the way each side runs as a line through the middle of the board, the
checkers (a pinned checker lies at the edge under the checkers that pin it, ringed), the bar,
the hand and off trays at the ends of each side's track, the cube with its owner, the dice,
and a play as arrows. Every place a checker can be is a group with ``data-place`` (``p13``
for board point 13, ``bar:X``, ``hand:O``, ``off:X``), so a page can make it clickable.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Sequence

from tavli.game.movegen import Place, Step
from tavli.game.position_text import format_position
from tavli.game.score import pip_count
from tavli.model.position import Position
from tavli.model.variant import SIDE_NAMES, SIDES, Side, Variant
from tavli.pictures.layout import (
    BAND,
    CHECKER,
    STACK,
    XY,
    Box,
    Geometry,
    Layout,
)
from tavli.pictures.round_layout import RoundLayout
from tavli.pictures.stack_words import stack_lines

COLOURS = {
    "frame": "#6b4a2b", "felt": "#efe3c4", "tray": "#9b7b52",
    "point-a": "#b4573e", "point-b": "#d9c08c", "label": "#333333",
    "X": "#fbf7ea", "X-edge": "#2b2b2b", "O": "#2f2a26", "O-edge": "#000000",
    "arrow": "#1f5fbf", "die": "#ffffff",
}
FONT = "DejaVu Sans, Verdana, sans-serif"
WAY = ("#a07a10", "#2f2a26")  # the colour of each side's way round the board
SLAB = 9  # the pitch of a checker seen edge-on in a tray


def board_svg(
    variant: Variant,
    position: Position,
    *,
    viewer: Side = 0,
    arrows: Sequence[Step] = (),
    arrows_side: Side | None = None,
    caption: bool = True,
) -> str:
    """The board as an SVG document (text). ``arrows`` are steps of ``arrows_side`` (default:
    the side to play, or the side that just played when the position waits for a roll)."""
    layout = layout_for(variant, viewer)
    lines = _caption_lines(layout, variant, position)
    height = layout.height + 17 * (len(lines) - 2) if caption else layout.caption_top
    root = ET.Element("svg", {
        "xmlns": "http://www.w3.org/2000/svg",
        "viewBox": f"0 0 {layout.width} {height}",
        "width": str(layout.width), "height": str(height),
        "class": "tavli-board", "role": "img",
        "aria-label": f"{variant.title}: {format_position(variant, position)}",
        "font-family": FONT,
    })
    ET.SubElement(root, "title").text = f"{variant.title}: {format_position(variant, position)}"
    _defs(root)
    _frame(root, layout)
    _zones(root, layout)
    inks = _inks(variant)
    _points(root, layout, position, inks)
    if position.stacks and variant.stack_states:
        _piles(root, layout, variant, position)
    _directions(root, layout)
    _bar(root, layout, position, inks)
    _trays(root, layout, variant, position, inks)
    _cube(root, layout, variant, position)
    _dice(root, layout, position, inks)
    if arrows:
        side = arrows_side if arrows_side is not None else _mover(position, variant)
        _arrows(root, layout, arrows, side, inks)
    if caption:
        _caption(root, layout, lines)
    return ET.tostring(root, encoding="unicode")


def layout_for(variant: Variant, viewer: Side = 0) -> Layout | RoundLayout:
    """The geometry of the variant's board: a ring of points, or rows of them."""
    return RoundLayout(variant, viewer) if variant.board.round else Layout(variant, viewer)


def _mover(position: Position, variant: Variant) -> Side:
    if position.phase in ("roll", "over", "dropped") and not position.rest:
        return variant.next_sides.index(position.turn)  # the side before, in turn order
    return position.turn


def _el(parent: ET.Element, tag: str, **attributes: object) -> ET.Element:
    return ET.SubElement(parent, tag, {k.rstrip("_").replace("_", "-"): _fmt(v)
                                      for k, v in attributes.items()})


def _fmt(value: object) -> str:
    if isinstance(value, float):
        return f"{value:.1f}".rstrip("0").rstrip(".")
    return str(value)


def _text(parent: ET.Element, x: float, y: float, text: str, **attributes: object) -> None:
    attributes.setdefault("text_anchor", "middle")
    attributes.setdefault("font_size", 11)
    _el(parent, "text", x=x, y=y, **attributes).text = text


def _defs(root: ET.Element) -> None:
    defs = _el(root, "defs")
    marker = _el(defs, "marker", id="tavli-arrowhead", viewBox="0 0 10 10", refX=8, refY=5,
                 markerWidth=5, markerHeight=5, orient="auto-start-reverse")
    _el(marker, "path", d="M 0 0 L 10 5 L 0 10 z", fill=COLOURS["arrow"])
    for side in SIDES:
        name = SIDE_NAMES[side]
        head = _el(defs, "marker", id=f"tavli-way-{name}", viewBox="0 0 10 10", refX=5,
                   refY=5, markerWidth=4, markerHeight=4, orient="auto")
        _el(head, "path", d="M 0 0 L 10 5 L 0 10 z", fill=WAY[side])


def _points_text(points: list[XY]) -> str:
    return " ".join(f"{_fmt(x)},{_fmt(y)}" for x, y in points)


def _frame(root: ET.Element, layout: Layout | RoundLayout) -> None:
    _el(root, "rect", x=0, y=layout.board_top, width=layout.width,
        height=layout.board_bottom - layout.board_top, rx=6, fill=COLOURS["frame"],
        class_="frame")
    if isinstance(layout, RoundLayout):
        _el(root, "circle", cx=layout.cx, cy=layout.cy, r=layout.outer, fill=COLOURS["felt"],
            class_="felt")
        for spoke in layout.spokes():  # the frame between two tables: the quarters
            _el(root, "polygon", points=_points_text(spoke), fill=COLOURS["frame"],
                class_="table-mark")
    else:
        for felt in layout.felts():
            _el(root, "rect", x=felt.x, y=felt.y, width=felt.width, height=felt.height,
                fill=COLOURS["felt"])
    for tray in layout.trays():
        _el(root, "rect", x=tray.x, y=tray.y, width=tray.width, height=tray.height, rx=3,
            fill=COLOURS["tray"], class_="tray")


def _zones(root: ET.Element, layout: Layout | RoundLayout) -> None:
    """Each side's zones as bands along the rim, in lanes outwards from the points. A zone
    that turns a corner of the board (or crosses a bar) is drawn in pieces."""
    group = _el(root, "g", class_="zones")
    variant = layout.variant
    for band in layout.zone_bands:
        side, name = band[0], band[1]
        span = variant.zone_spans.get(name)
        label = f"{SIDE_NAMES[side]} {name}"
        zone = _el(group, "g", class_=f"zone side-{SIDE_NAMES[side]}", data_zone=name,
                   data_side=SIDE_NAMES[side])
        _el(zone, "title").text = label if span is None else f"{label}: {span[0]} to {span[1]}"
        ink = COLOURS["O"] if side == 0 else COLOURS["X"]
        if isinstance(layout, RoundLayout):
            path, (x, y), turn = layout.zone_arc(band)
            _el(zone, "path", d=path, fill=COLOURS[SIDE_NAMES[side]], stroke=COLOURS["X-edge"],
                stroke_width=0.5, opacity=0.85)
            _text(zone, x, y + 2.5, label, font_size=7.5, fill=ink,
                  transform=f"rotate({_fmt(turn)} {_fmt(x)} {_fmt(y)})")
            continue
        box = layout.zone_box(band)
        left, right, y = box.x, box.x + box.width, box.y
        _el(zone, "rect", x=left + 1, y=y, width=right - left - 2, height=BAND - 1, rx=2,
            fill=COLOURS[SIDE_NAMES[side]], stroke=COLOURS["X-edge"], stroke_width=0.5,
            opacity=0.85)
        _text(zone, (left + right) / 2, y + BAND - 2.5, label, font_size=7.5, fill=ink)


#: Each side's letter, fill and edge colour (tavli.pictures.svg._inks).
Inks = tuple[tuple[str, str, str], ...]
_TWO: Inks = (("X", COLOURS["X"], COLOURS["X-edge"]), ("O", COLOURS["O"], COLOURS["O-edge"]))


def _inks(variant: Variant) -> Inks:
    """X's and O's colours as ever; where more sides play, each side's declared colour (an
    SVG colour name: El Mundo's green, red, black and white)."""
    if variant.sides == 2:
        return _TWO
    colours = variant.colours or ("#fbf7ea", "#2f2a26", "#3b7d3b", "#b03a2e", "#2e5fa8",
                                  "#d4a017")[:variant.sides]
    return tuple((name, colour or "#888888", "#000000")
                 for name, colour in zip(variant.side_names, colours, strict=True))


def _points(root: ET.Element, layout: Layout | RoundLayout, position: Position,
            inks: Inks = _TWO) -> None:
    group = _el(root, "g", class_="points")
    pins = position.pinned or (0,) * layout.points
    ink = COLOURS["felt"] if layout.round else COLOURS["label"]  # round: written on the frame
    for point in range(1, layout.points + 1):
        own = layout.own_numbers[point]
        place = _el(group, "g", class_="place point", data_place=f"p{point}",
                    data_own=own)
        colour = COLOURS["point-a"] if layout.shade(point) else COLOURS["point-b"]
        # a transparent box first: the whole column is the click target, not just the triangle
        area = layout.hit_area(point)
        if isinstance(area, Box):
            _el(place, "rect", x=area.x, y=area.y, width=area.width, height=area.height,
                fill="transparent", class_="hit-area")
        else:
            _el(place, "polygon", points=_points_text(area), fill="transparent",
                class_="hit-area")
        _el(place, "polygon", class_="triangle", fill=colour,
            points=_points_text(layout.triangle(point)))
        x, y = layout.label_at(point)
        _text(root, x, y, str(own), font_size=11, fill=ink, class_="point-number")
        count = position.points[point - 1]
        pinned = pins[point - 1]
        start = 0
        if pinned:
            side: Side = 0 if pinned > 0 else 1
            x, y = layout.stack_centre(point, 0)
            _checker(place, x, y, side, pinned=True)
            start = 1
        if count:
            side = (0 if count > 0 else 1) if type(position) is Position \
                else (position.owners or (0,) * layout.points)[point - 1]
            _stack(place, layout, point, side, abs(count), start, inks)


def _stack(place: ET.Element, layout: Geometry, point: int, side: Side, count: int,
           start: int, inks: Inks = _TWO) -> None:
    room = STACK - start
    for index in range(min(count, room)):
        x, y = layout.stack_centre(point, start + index)
        label = str(count) if count > room and index == room - 1 else ""
        _checker(place, x, y, side, label=label, inks=inks)


def _piles(root: ET.Element, layout: Geometry, variant: Variant, position: Position) -> None:
    """Each point whose men lie stacked: a band joining its checkers into one pile, and the
    state word beside the pile's top."""
    group = _el(root, "g", class_="piles")
    for board, state in enumerate(position.stacks):
        count = abs(position.points[board])
        if not state or not count:
            continue
        word = variant.stack_states[state]
        top = min(count, STACK) - 1
        (x1, y1), (x2, y2) = layout.stack_centre(board + 1, 0), layout.stack_centre(board + 1, top)
        pile = _el(group, "g", class_=f"pile stack-{word}", data_pile=f"p{board + 1}")
        _el(pile, "title").text = f"point {board + 1}: {count} men, {word}"
        _el(pile, "line", x1=x1, y1=y1, x2=x2, y2=y2, stroke="#c0392b", stroke_width=4,
            stroke_linecap="round", opacity=0.8)
        _text(pile, x2, y2 + 4, word[:1].upper(), font_size=12, font_weight="bold",
              fill="#c0392b", class_="stack-state")


def _checker(parent: ET.Element, x: float, y: float, side: Side, *, label: str = "",
             pinned: bool = False, inks: Inks = _TWO) -> None:
    name, fill, edge = inks[side]
    classes = f"checker side-{name}" + (" pinned" if pinned else "")
    group = _el(parent, "g", class_=classes, data_side=name)
    if pinned:
        _el(group, "title").text = f"{name}'s checker, pinned"
    _el(group, "circle", cx=x, cy=y, r=CHECKER / 2 - 1, fill=fill, stroke=edge,
        stroke_width=1.5)
    _el(group, "circle", cx=x, cy=y, r=CHECKER / 2 - 6, fill="none",
        stroke=COLOURS["O-edge"] if side == 0 else "#6d655c", stroke_width=0.8)
    if pinned:
        _el(group, "circle", cx=x, cy=y, r=CHECKER / 2 + 1, fill="none", stroke="#c0392b",
            stroke_width=2.5, stroke_dasharray="4 2", class_="pin-ring")
    if label and inks is _TWO:
        _text(group, x, y + 4, label, font_size=12, font_weight="bold",
              fill=COLOURS["O"] if side == 0 else COLOURS["X"])
    elif label:  # any side's colour: a light figure outlined in black reads on each
        _text(group, x, y + 4, label, font_size=12, font_weight="bold", fill="#fbf7ea",
              stroke="#000000", stroke_width=2.5, paint_order="stroke")


def _directions(root: ET.Element, layout: Geometry) -> None:
    group = _el(root, "g", class_="directions")
    for side in SIDES:
        name = SIDE_NAMES[side]
        path = layout.track_path(side)
        d = " ".join(f"{'M' if i == 0 else 'L'} {_fmt(x)} {_fmt(y)}"
                     for i, (x, y) in enumerate(path))
        way = _el(group, "path", d=d, fill="none", class_=f"direction side-{name}",
                  stroke=WAY[side], stroke_width=1.8,
                  stroke_dasharray="6 3", marker_end=f"url(#tavli-way-{name})",
                  opacity=0.8)
        _el(way, "title").text = f"the way {name}'s checkers run"
        x, y = path[0]
        _el(group, "circle", cx=x, cy=y, r=3.5, fill=WAY[side])


def _bar(root: ET.Element, layout: Geometry, position: Position, inks: Inks = _TWO) -> None:
    for bar in layout.bars():
        _el(root, "rect", x=bar.x, y=bar.y, width=bar.width, height=bar.height,
            fill=COLOURS["frame"], class_="bar")
    for side in range(layout.variant.sides):
        box = layout.bar_box(side)
        place = _el(root, "g", class_="place bar",
                    data_place=f"bar:{layout.variant.side_names[side]}")
        _el(place, "rect", x=box.x, y=box.y, width=box.width, height=box.height,
            fill="transparent", class_="hit-area")
        count = position.bar[side]
        room = min(layout.bar_stack, max(1, int(box.height // CHECKER)))  # a shared bar
        for index in range(min(count, room)):
            x, y = layout.bar_centre(side, index)
            label = str(count) if count > room and index == room - 1 else ""
            _checker(place, x, y, side, label=label, inks=inks)


def _trays(root: ET.Element, layout: Geometry, variant: Variant, position: Position,
           inks: Inks = _TWO) -> None:
    for side in range(variant.sides):
        name = variant.side_names[side]
        shows_hand = variant.setup_hands[side] > 0 or position.hand[side] > 0
        for kind, count in (("off", position.off[side]), ("hand", position.hand[side])):
            if kind == "hand" and not shows_hand:
                continue
            box = layout.tray_box(side, kind)  # type: ignore[arg-type]
            row = layout.tray_row(side, kind)  # type: ignore[arg-type]
            place = _el(root, "g", class_=f"place {kind}", data_place=f"{kind}:{name}")
            _el(place, "title").text = f"{name} {kind}: {count}"
            _el(place, "rect", x=box.x, y=box.y, width=box.width, height=box.height,
                fill="transparent", class_="hit-area")
            pitch = min(SLAB, (box.height - 16) / max(count, 1))
            for index in range(count):
                offset = 2 + index * pitch
                y = box.y + offset if row == "top" else box.y + box.height - offset - SLAB + 1
                _el(place, "rect", x=box.x + 1, y=y, width=box.width - 2, height=SLAB - 1,
                    rx=2, fill=inks[side][1], stroke=inks[side][2],
                    stroke_width=0.8, class_=f"slab side-{name}")
            if count:
                label_y = box.y + box.height - 2 if row == "top" else box.y + 10
                _text(place, box.cx, label_y, str(count), font_size=9, fill="#f5efe0",
                      class_="tray-count")


def _cube(root: ET.Element, layout: Geometry, variant: Variant, position: Position) -> None:
    if not variant.has_cube and position.cube == 1:
        return
    size = 28
    x, y = layout.cube_at(position.cube_owner, size)
    owner = "centred" if position.cube_owner is None else \
        f"owned by {SIDE_NAMES[position.cube_owner]}"
    shown = 64 if variant.has_cube and position.cube == 1 and position.cube_owner is None \
        and (variant.cube_max or 0) >= 64 else position.cube
    group = _el(root, "g", class_="cube", data_value=position.cube,
                data_owner="" if position.cube_owner is None else
                SIDE_NAMES[position.cube_owner])
    what = "the doubling cube" if variant.has_cube else "the stake"
    _el(group, "title").text = f"{what}: {position.cube}, {owner}"
    _el(group, "rect", x=x, y=y, width=size, height=size, rx=4, fill="#ffffff",
        stroke="#222222", stroke_width=1.2)
    _text(group, x + size / 2, y + size / 2 + 5, str(shown), font_size=14, font_weight="bold")


def _dice(root: ET.Element, layout: Geometry, position: Position, inks: Inks = _TWO) -> None:
    """The dice to play, on the right half of the board for the viewer, the left for the
    other side (where each would have rolled them), in the colour of the side to play."""
    if not position.dice or position.phase in ("over", "dropped"):
        return
    size = 26
    dice = position.dice
    spacing: float = size + 6
    centre, middle, room = layout.dice_area(position.turn)
    if len(dice) > 4 or (len(dice) > 1 and spacing * (len(dice) - 1) + size > room):
        spacing = (room - size) / (len(dice) - 1)
    start = centre - (spacing * (len(dice) - 1) + size) / 2
    y = middle - size / 2
    name, face, _ = inks[position.turn]
    # X's dice in X's colour with O's pips, and O's the other way round; where more sides
    # play, a side's colour with pips that stand out on it
    ink = inks[1 - position.turn][1] if inks is _TWO else "#ffffff" if _dark(face) else "#000000"
    group = _el(root, "g", class_=f"dice side-{name}")
    _el(group, "title").text = f"{name} to play " + "-".join(map(str, dice))
    for index, die in enumerate(dice):
        _die(group, start + index * spacing, y, size, die, face, ink)


def _dark(colour: str) -> bool:
    """Whether a colour (#rrggbb, or one of the SVG names the bundled games declare) is
    dark enough for white pips."""
    named = {"black": "#000000", "white": "#ffffff", "green": "#008000", "red": "#ff0000",
             "blue": "#0000ff", "yellow": "#ffff00"}
    code = named.get(colour.lower(), colour)
    if not (code.startswith("#") and len(code) == 7):
        return False
    red, green, blue = (int(code[i:i + 2], 16) for i in (1, 3, 5))
    return 0.299 * red + 0.587 * green + 0.114 * blue < 128


_PIPS = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)],
         4: [(0, 0), (0, 2), (2, 0), (2, 2)], 5: [(0, 0), (0, 2), (1, 1), (2, 0), (2, 2)],
         6: [(0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2)]}


def _die(parent: ET.Element, x: float, y: float, size: float, value: int, face: str,
         ink: str) -> None:
    group = _el(parent, "g", class_="die", data_value=value)
    _el(group, "rect", x=x, y=y, width=size, height=size, rx=5, fill=face, stroke="#222222",
        stroke_width=1.2)
    if value in _PIPS:
        step = size / 4
        for column, row in _PIPS[value]:
            _el(group, "circle", cx=x + step * (column + 1), cy=y + step * (row + 1), r=2.6,
                fill=ink)
    else:  # a die of more than six faces shows its number
        _text(group, x + size / 2, y + size / 2 + 5, str(value), font_size=13, fill=ink,
              font_weight="bold")


def place_centre(layout: Geometry, side: Side, place: Place) -> tuple[float, float]:
    """Where an arrow starts or ends: the middle of a point, ``side``'s bar, hand or off."""
    if place == "bar":
        box: Box = layout.bar_box(side)
    elif place in ("hand", "off"):
        box = layout.tray_box(side, place)
    else:
        return layout.anchor(layout.variant.point_of(side, int(place)))
    return box.cx, box.cy


def _arrows(root: ET.Element, layout: Geometry, steps: Sequence[Step], side: Side,
            inks: Inks = _TWO) -> None:
    group = _el(root, "g", class_="arrows", data_side=inks[side][0])
    seen: dict[tuple[Place, Place], int] = {}
    for step in steps:
        if step.origin == "take":  # the opponent's man, from his point to his hand
            (x1, y1), (x2, y2) = (place_centre(layout, 1 - side, step.target),
                                  place_centre(layout, 1 - side, "hand"))
        else:
            (x1, y1), (x2, y2) = (place_centre(layout, side, step.origin),
                                  place_centre(layout, side, step.target))
        repeat = seen.get((step.origin, step.target), 0)
        seen[(step.origin, step.target)] = repeat + 1
        # a curve, bent further for each repeat of the same move so they stay apart
        bend = 18 + 14 * repeat
        mx, my = (x1 + x2) / 2, (y1 + y2) / 2
        dx, dy = x2 - x1, y2 - y1
        length = max((dx * dx + dy * dy) ** 0.5, 1.0)
        cx, cy = mx - dy / length * bend, my + dx / length * bend
        arrow = _el(group, "path", d=f"M {_fmt(x1)} {_fmt(y1)} Q {_fmt(cx)} {_fmt(cy)} "
                    f"{_fmt(x2)} {_fmt(y2)}", fill="none", stroke=COLOURS["arrow"],
                    stroke_width=3, opacity=0.85, marker_end="url(#tavli-arrowhead)",
                    class_="arrow", data_from=str(step.origin), data_to=str(step.target))
        _el(arrow, "title").text = f"{inks[side][0]} {step}"
        if step.hit:
            _el(group, "circle", cx=x2, cy=y2, r=6, fill="none", stroke="#c0392b",
                stroke_width=2, class_="hit-mark")


def _caption_lines(layout: Geometry, variant: Variant, position: Position) -> list[str]:
    """Pip counts, and what comes next as the native notation says it: the two sides on one
    line, or on a line each where a small board is too narrow for them."""
    sides = []
    for side in range(variant.sides):
        words = [f"{variant.side_names[side]}: pips {pip_count(variant, position, side)}"]
        for name, counts in (("bar", position.bar), ("hand", position.hand),
                             ("off", position.off)):
            if counts[side] or name == "off":
                words.append(f"{name} {counts[side]}")
        gone = variant.checkers - position.checkers_of(side)
        if gone:  # hit out of the game, where checkers leave it
            words.append(f"out {gone}")
        sides.append(", ".join(words))
    state = " | ".join(format_position(variant, position).split(" | ")[variant.sides:])
    piled = [line for line in stack_lines(variant, position, 0) if line.startswith("piled")]
    both = "   ·   ".join(sides)
    if variant.sides > 2 or (not variant.board.standard and len(both) * 7 > layout.width - 16):
        return [*sides, state, *piled]
    return [both, state, *piled]


def _caption(root: ET.Element, layout: Geometry, lines: list[str]) -> None:
    group = _el(root, "g", class_="caption")
    for index, line in enumerate(lines[:-1]):
        _text(group, layout.width / 2, layout.caption_top + 14 + 17 * index, line,
              font_size=12, fill=COLOURS["label"])
    _text(group, layout.width / 2, layout.caption_top + 14 + 17 * (len(lines) - 1), lines[-1],
          font_size=12, fill=COLOURS["label"], class_="state")
