"""Points opened while a condition holds for the mover: the reference search's steps for
``never enter onto occupied points, but onto enemy checkers when ...`` (an entering checker
may then land on a point of enemy checkers, however many, and hits them all) and ``a point of
N enemy checkers is hit when ...`` (a closed point of exactly N enemy checkers may then be
landed on, and all N go to the bar). Both conditions are judged on the position before the
step, as ``allow`` rules are (Piprjall, PJ-19 and PJ-20)."""

from __future__ import annotations

from tavli.game.movegen import _FROM_BAR, _FROM_HAND, CROWDED, Generator, _RawStep, _View
from tavli.model.conditions import BAR, HAND, OPP_BAR
from tavli.model.variant import Variant


class CrowdGenerator(Generator):
    """The reference search with the two openings added to its steps."""

    def __init__(self, variant: Variant) -> None:
        super().__init__(variant)
        self.enemy_entry = variant.entry_onto_enemy
        if self.enemy_entry is not None:
            # the search's own entry filter keeps him off his own checkers only; enemy
            # checkers are kept off below while the condition does not hold
            self.no_entry_onto_occupied = False
            self.no_entry_onto_own = True
        self.point_of = variant.hit_point_of
        self.point_when = variant.hit_point_when

    def _limited_singles(
        self, view: _View, die: int, lowest: int = _FROM_BAR
    ) -> list[tuple[_View, _RawStep]]:
        steps = super()._limited_singles(view, die, lowest)
        if self.enemy_entry is not None and not self.enemy_entry(view):
            steps = [(after, step) for after, step in steps
                     if step[0] >= 0 or view[step[1]] == 0]
        return steps

    def _free_singles(
        self, view: _View, die: int, lowest: int = _FROM_BAR
    ) -> list[tuple[_View, _RawStep]]:
        out = super()._free_singles(view, die, lowest)
        if self.may_hit is not None and not self.may_hit(view):
            return out
        entry = die - 1
        # PJ-19: onto a point the plain search leaves out as closed, coming in, all hit
        entering = (self.enemy_entry is not None and entry < self.length
                    and view[entry] <= -self.block and self.enemy_entry(view))
        if entering:
            self._entries(view, die, lowest, out)
        if self.point_of and self.point_when is not None and self.point_when(view):
            self._onto_points(view, die, lowest, out, with_entry=not entering)
        return out

    def _entries(
        self, view: _View, die: int, lowest: int, out: list[tuple[_View, _RawStep]]
    ) -> None:
        """Every entering checker's step onto the point a die of ``die`` enters on, hitting
        what stands there."""
        length, entry = self.length, die - 1
        if view[length + BAR] and lowest <= _FROM_BAR and (
                self.may_enter_bar is None or self.may_enter_bar(view)):
            out.append(self._taken(view, _FROM_BAR, length + BAR, entry, die))
        if view[length + HAND] and lowest <= _FROM_HAND and (
                self.may_enter_hand is None or self.may_enter_hand(view)):
            out.append(self._taken(view, _FROM_HAND, length + HAND, entry, die))

    def _onto_points(
        self, view: _View, die: int, lowest: int, out: list[tuple[_View, _RawStep]],
        with_entry: bool,
    ) -> None:
        """The steps onto a point of exactly ``point_of`` enemy checkers, which the plain
        search leaves out as closed: every one of them is hit."""
        length, closed = self.length, -self.point_of
        entry = die - 1
        if with_entry and entry < length and view[entry] == closed:
            self._entries(view, die, lowest, out)  # (the entry rules filter these after)
        if self.may_move is not None and not self.may_move(view):
            return
        for origin in range(max(lowest, 0), length - die):
            if view[origin] > 0 and view[origin + die] == closed:
                out.append(self._taken(view, origin, origin, origin + die, die))

    def _taken(
        self, view: _View, origin: int, source: int, target: int, die: int
    ) -> tuple[_View, _RawStep]:
        cells = list(view)
        cells[source] -= 1
        cells[target] = 1
        cells[self.length + OPP_BAR] -= view[target]  # every one of them is hit
        return tuple(cells), (origin, target, die, True)


CROWDED.append(CrowdGenerator)
