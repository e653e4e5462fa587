"""A limit that lapses: ``at most 1 checker on a point of ZONE until he has landed in ZONE2``
(Svensk Bradspel). Whether a player has landed is a flag kept in the position
(Position.counters, at Variant.landed_at) and carried by his view after the opponent's hand
and off; the reference search sets it when a step ends in ZONE2, so the steps after it in the
same throw are free, and it never clears (a checker hit afterwards changes nothing)."""

from __future__ import annotations

from tavli.game.movegen import _FROM_BAR, LAPSING, Generator, _RawStep, _View
from tavli.model.conditions import opponent_cells
from tavli.model.variant import Variant


def flag_cell(variant: Variant) -> int:
    """Where the mover's flag stands in his view (the opponent's in the cell after)."""
    return opponent_cells(variant.length, variant.pins) + 2


class LapsingGenerator(Generator):
    """The reference search with the lapsing limit judged on each step."""

    def __init__(self, variant: Variant) -> None:
        super().__init__(variant)
        assert variant.lapsing is not None
        cells, self.lapse_most, landed = variant.lapsing
        self.lapse_cells, self.landed = frozenset(cells), frozenset(landed)
        self.flag = flag_cell(variant)
        self._plain = self.singles
        self.singles = self._lapsing_singles

    def _lapsing_singles(
        self, view: _View, die: int, lowest: int = _FROM_BAR
    ) -> list[tuple[_View, _RawStep]]:
        at = self.flag
        kept: list[tuple[_View, _RawStep]] = []
        for after, step in self._plain(view, die, lowest):
            target = step[1]
            if not after[at]:
                if target in self.landed:  # he has landed: the limit lapses for good
                    after = (*after[:at], 1, *after[at + 1:])
                elif target in self.lapse_cells and after[target] > self.lapse_most:
                    continue
            kept.append((after, step))
        return kept


LAPSING.append(LapsingGenerator)
