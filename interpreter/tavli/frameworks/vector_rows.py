"""The observation of tavli.frameworks.encoding, made quickly for the batched environment
(tavli.frameworks.vector): the same numbers as ``Encoding.observation``, as float32 bytes.

A play is chosen one checker move at a time, and while it is being chosen the position does
not change: only the ``chosen`` field does. So a row is made once per decision from the
position, and the batched environment writes the chosen moves into it as they come
(``chosen_at``, ``chosen_values``). The fields beside the board (checkers, cube, turn, phase,
dice, pending parts, turns, counters) but the checkers repeat from game to game: they are
worked out by ``Encoding.observation`` itself the first time and kept, keyed by everything
they read. In a game of two sides without pins, the board is made from a table of each
point's four numbers and the checkers field packed from the position; any other game's row
(pins, more sides) is ``Encoding.observation``'s.
"""

from __future__ import annotations

from operator import itemgetter
from struct import pack
from typing import Any

from tavli.frameworks.encoding import Encoding, Node
from tavli.model.position import Position
from tavli.model.variant import Side

#: The most kept rows of the fields beside the board, before they are all dropped.
KEPT = 1 << 14
#: The most kept boards (a turn's decisions are a few steps apart in the batch).
BOARDS = 1 << 12


class Rows:
    """Observation rows of one encoding, as bytes of float32."""

    def __init__(self, encoding: Encoding) -> None:
        self.encoding = encoding
        variant = encoding.variant
        offsets: dict[str, tuple[int, int]] = {}
        start = 0
        for name, size in encoding.fields:
            offsets[name] = (start, size)
            start += size
        self.size = start
        self.board_size = offsets["board"][1]
        self.chosen_at, chosen_size = offsets["chosen"]
        # the fields kept: cube .. pending, then turns and counters (the board and the
        # checkers field are made each time: they change with every play)
        self._head = slice(offsets["cube"][0] * 4, self.chosen_at * 4)
        self._tail = slice((self.chosen_at + chosen_size) * 4, None)  # turns, counters
        self._zeros = bytes(chosen_size * 4)
        self._kept: dict[tuple[Any, ...], tuple[bytes, bytes]] = {}
        # a two-sided board without pins: per point, his men, the opponent's, 0, 0
        self.quick_board = variant.sides == 2 and not variant.pins
        # per side, the four numbers of a point by its count (X's positive, O's negative; O
        # sees them negated), in a list a count indexes directly (a negative one from the end)
        most = variant.checkers * variant.sides
        self._cells = tuple(
            [pack("4f", max(mine, 0), max(-mine, 0), 0.0, 0.0)
             for count in (*range(most + 1), *range(-most, 0))
             for mine in (count if side == 0 else -count,)]
            for side in (0, 1))
        self._along = tuple(itemgetter(*(point - 1 for point in variant.tracks[side]))
                            for side in range(min(variant.sides, 2)))
        self._die_slots = encoding.die_slots
        # boards kept by their points (the tuple itself kept too, so its id is not reused)
        self._boards: dict[tuple[int, Side], tuple[tuple[int, ...], bytes]] = {}

    def row(self, position: Position, side: Side, rolling: bool = False) -> bytes:
        """``Encoding.observation(Node(position, (), rolling), side)``, as bytes."""
        if not self.quick_board:
            return self.encoding.observation(Node(position, (), rolling), side).tobytes()
        key = (side, rolling, position.turn, position.phase, position.dice, position.cube,
               position.cube_owner, position.rest, position.turns, position.doubles,
               position.chain, position.counters)
        kept = self._kept.get(key)
        if kept is None:
            whole = self.encoding.observation(Node(position, (), rolling), side).tobytes()
            if len(self._kept) >= KEPT:  # bounded: positions are many over a long run
                self._kept.clear()
            kept = self._kept[key] = (whole[self._head], whole[self._tail])
        points = position.points
        board = self._boards.get((id(points), side))  # a turn's decisions share the board
        if board is None or board[0] is not points:
            cells = self._cells[side]
            if len(self._boards) >= BOARDS:
                self._boards.clear()
            board = self._boards[id(points), side] = (
                points, b"".join(map(cells.__getitem__, self._along[side](points))))
        opp = 1 - side  # the checkers field: his bar, hand, off, then the opponent's
        checkers = pack("6f", position.bar[side], position.hand[side], position.off[side],
                        position.bar[opp], position.hand[opp], position.off[opp])
        return board[1] + checkers + kept[0] + self._zeros + kept[1]

    def chosen_values(self, action: int) -> tuple[float, float]:
        """The two numbers the ``chosen`` field holds for a chosen checker move: 1 + its
        start, 1 + its die slot (as Encoding.observation writes them)."""
        origin, die = divmod(action, self._die_slots)
        return float(origin + 1), float(die + 1)

