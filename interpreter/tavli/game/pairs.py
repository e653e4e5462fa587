"""A zone taken and left by two men at once (``men take and leave ZONE two at a time``:
Tokkadille's Hucke, read as the corner of Trictrac), and a zone closed to the other side
(``never land in the opponent's ZONE``).

``men take ZONE two at a time`` keeps only the taking (Grand Trictrac's corner): a point of
the zone empty when the throw began is left with none of the mover's men or two or more,
never one, and no man that came onto it in the throw goes on; men go over the zone, and leave
a point of it singly, as on any other point.

No step goes over the paired zone: a man stops in it on his way (unless ``men may go over
ZONE``: Trictrac's corner, gone over as any point). A man leaves a point of it
only if two or more of his men stood there when the throw began (the point was taken), and no
throw ends with exactly one of his men on such a point (``Generator.complete``): so an empty
point is taken by two men at once and its last two leave it together, and the forced-play rule
weighs only plays that keep the rule.
"""

from __future__ import annotations

from tavli.game.movegen import _FROM_BAR, PAIRED, Generator, Layers, _RawStep, _View
from tavli.game.puissance import with_puissance
from tavli.model.variant import Variant


class PairedGenerator(Generator):
    """The reference search with the paired zone and the opponent's closed zone."""

    def __init__(self, variant: Variant) -> None:
        super().__init__(variant)
        self.pair_cells = frozenset(variant.pair_zone)
        self.pair_low = min(variant.pair_zone, default=0)
        self.pair_high = max(variant.pair_zone, default=0)
        # for each side, his cells of the points of the opponent's closed zone
        self.closed = tuple(frozenset(cells[c] for c in variant.closed_zone)
                            for cells in self.cell_of_opponent)
        self._closed = self.closed[0]
        self._plain = self.singles
        self.singles = self._paired_singles
        self.take_only = variant.pair_take_only
        self.passed = variant.pair_passed  # 'men may go over ZONE'
        if self.pair_cells:
            cells = tuple(sorted(self.pair_cells))
            if self.take_only:  # only a point taken in the throw may not keep one man
                def paired(view: _View) -> bool:
                    return all(view[c] != 1 or self._root[c] > 0 for c in cells)
            else:
                def paired(view: _View) -> bool:
                    return all(view[c] != 1 for c in cells)
            stays = self.complete  # (tavli.game.staying: a zone of the opponent's not stayed in)
            self.complete = paired if stays is None else (
                lambda view: paired(view) and stays(view))

    def begin_part(self, view: _View, dice: tuple[int, ...], side: int,
                   turns: tuple[int, ...] = (0, 0)) -> None:
        super().begin_part(view, dice, side, turns)
        self._closed = self.closed[side]

    def plays(self, view: _View, dice: tuple[int, ...], side: int = 0,
              turns: tuple[int, ...] = (0, 0), counters: tuple[int, ...] = ()
              ) -> dict[_View, Layers]:
        found = super().plays(view, dice, side, turns, counters)
        if self.variant.puissance is None:
            return found
        return with_puissance(self, self._root, dice, side, found)  # FT-22

    def _paired_singles(
        self, view: _View, die: int, lowest: int = _FROM_BAR
    ) -> list[tuple[_View, _RawStep]]:
        cells, closed, root = self.pair_cells, self._closed, self._root
        kept: list[tuple[_View, _RawStep]] = []
        for after, step in self._plain(view, die, lowest):
            origin, target = step[0], step[1]
            if target in closed:
                continue  # the opponent's zone: no man of his lands there
            if self.take_only:
                if origin in cells and root[origin] <= 0:
                    continue  # a man that came onto an empty point of it stays: taken by one
            elif origin in cells:
                if target not in cells and root[origin] < 2:
                    continue  # a point not taken when the throw began is left by no man
            elif target not in cells and origin < self.pair_low and target > self.pair_high \
                    and not self.passed:
                continue  # over the zone: a man stops in it on his way
            kept.append((after, step))
        return kept


PAIRED.append(PairedGenerator)
