"""The native notation's commonest text read at once (tavli.game.position_text reads the rest).

The oracle reads a new position with every request, nearly always in the form tavli writes:
each side's points in falling order, a side to roll, perhaps the cube.
"""

from __future__ import annotations

import re

from tavli.game.engine import kernel_function
from tavli.model import position as position_module
from tavli.model.position import Position
from tavli.model.variant import Variant

# The commonest text, as tavli writes it: each side's points in falling order, a side to roll,
# perhaps the cube (the oracle reads a new one with every request). Read here at once;
# anything else, or anything wrong (the general reader words the error), goes the general way.
_QUICK = re.compile(r"X((?: bar:\d{1,2})?(?: \d{1,2}:\d{1,2})*(?: off:\d{1,2})?) \| "
                    r"O((?: bar:\d{1,2})?(?: \d{1,2}:\d{1,2})*(?: off:\d{1,2})?) \| "
                    r"([XO]) to roll(?: \| cube (\d{1,5})(?: ([XO]))?)?")
_PAIR = re.compile(r"(\w+):(\d+)")


def quick_position(variant: Variant, text: str) -> Position | None:
    """``text`` read, where it is in the commonest form and describes what ``parse_position``
    would read without an error; else None. The compiled kernel reads it where it is built
    (the same fields: tests/test_notation_roundtrip.py)."""
    if _kernel_quick is None or variant.stacked:
        return python_quick_position(variant, text)
    found = _kernel_quick(text, variant.tracks, variant.checkers, variant.board.points)
    if found is None:
        return None
    points, bar, off, turn, cube, owner = found
    return position_module.make_position(points, bar, (0, 0), off, turn, "roll", (), (), cube,
                                         owner, (), (0, 0), (0, 0), "", (), (), None)


_kernel_quick = kernel_function("quick_native")


def python_quick_position(variant: Variant, text: str) -> Position | None:
    """:func:`quick_position` in Python."""
    found = _QUICK.fullmatch(text)
    if found is None or variant.stacked:
        return None
    cube = 1 if found[4] is None else int(found[4])
    if cube < 1 or cube & (cube - 1):  # the cube shows a power of two
        return None
    checkers, length = variant.checkers, variant.length
    points = [0] * variant.board.points
    bar, off = [0, 0], [0, 0]
    for side in (0, 1):
        sign, track = 1 - 2 * side, variant.tracks[side]
        total, last = 0, length + 1
        for place, count_text in _PAIR.findall(found[side + 1]):
            count = int(count_text)
            if not 1 <= count <= checkers:
                return None
            total += count
            if place == "bar":
                bar[side] = count
            elif place == "off":
                off[side] = count
            else:
                own = int(place)
                if not 1 <= own < last:  # each point once, in falling order
                    return None
                last = own
                board = track[length - own] - 1
                if points[board]:
                    return None
                points[board] = sign * count
        if total != checkers:
            return None
    return position_module.make_position(
        tuple(points), (bar[0], bar[1]), (0, 0), (off[0], off[1]), 0 if found[3] == "X" else 1,
        "roll", (), (), cube, None if found[5] is None else 0 if found[5] == "X" else 1, (),
        (0, 0), (0, 0), "", (), (), None)
