"""Taking by naming (Ketch-Dolt): ``a die may take a checker from the point it names on the
opponent's track, to his hand``. A die of n names the opponent's n-th track point, where he
enters with an n; it may be spent taking one of his checkers from there back to his hand, a
step written ``take/2`` (the point in his own numbering, as positions write his checkers);
with ``..., and lay one of the mover's from hand on his own point it names`` the same step
also lays a man of the mover's from hand on his own n-th point.
``must`` keeps only the plays that make every take the throw owes; ``the game ends when a
player leaves a take undone`` judges a play that did not (``owed``, ``left_undone``).

The step is searched on the mover's view: the named point is a cell of his own track where
the tracks share it, else one of the cells after the rest (Variant.beyond); the taken checker
is counted in the opponent's hand cell of the view."""

from __future__ import annotations

from collections.abc import Sequence

from tavli.game.movegen import (
    _FROM_BAR,
    _TAKE,
    TAKING,
    Generator,
    Layers,
    _RawStep,
    _View,
    steps_to,
)
from tavli.model.conditions import HAND
from tavli.model.position import Position
from tavli.model.variant import Side, Variant

#: A take's origin in the search's raw steps; its target is the named point's index on the
#: opponent's track (the die less one).
TAKE = _TAKE


class TakingGenerator(Generator):
    """The reference search with the take as one more way to spend a die."""

    def __init__(self, variant: Variant) -> None:
        super().__init__(variant)
        assert variant.take is not None
        self.lone, self.must, self.lay = variant.take.lone, variant.take.must, variant.take.lay
        self.hand = variant.length + HAND
        self.taken_to = variant.beyond_at - 2  # the opponent's hand in a view
        self.named = tuple(tuple(variant.take_cell(side, n) for n in range(1, variant.faces + 1))
                           for side in (0, 1))
        self._named = self.named[0]
        self._plain = self.singles
        self.singles = self._taking_singles

    def begin_part(self, view: _View, dice: tuple[int, ...], side: Side,
                   turns: tuple[int, ...] = (0, 0)) -> None:
        super().begin_part(view, dice, side, turns)
        self._named = self.named[side]

    def _taking_singles(
        self, view: _View, die: int, lowest: int = _FROM_BAR
    ) -> list[tuple[_View, _RawStep]]:
        found = self._plain(view, die, lowest)
        cell = self._named[die - 1]
        if cell is not None and (view[cell] == -1 or (view[cell] < -1 and not self.lone)):
            cells = list(view)
            cells[cell] += 1
            cells[self.taken_to] += 1
            own = die - 1  # his own point of that number: a man laid there too ('and lay')
            if self.lay and cells[self.hand] and own < self.length and cells[own] >= 0:
                cells[self.hand] -= 1
                cells[own] += 1
            found.append((tuple(cells), (TAKE, die - 1, die, False)))
        return found

    def plays(self, view: _View, dice: tuple[int, ...], side: Side = 0,
              turns: tuple[int, ...] = (0, 0), counters: tuple[int, ...] = ()
              ) -> dict[_View, Layers]:
        found = super().plays(view, dice, side, turns, counters)
        if not self.must:
            return found
        due = self._owed(view, dice)
        if not due:
            return found
        kept = {state: layers for state, layers in found.items()
                if not _short(due, steps_to(layers, state) if layers else ())}
        return kept or found  # (a take is never blocked: some play makes them all)

    def _owed(self, view: _View, dice: tuple[int, ...]) -> dict[int, int]:
        """How many takes each number of ``dice`` owes on ``view`` (the mover's, at the
        start of the part: the cells named are those of begin_part's side)."""
        due: dict[int, int] = {}
        for number in set(dice):
            cell = self._named[number - 1]
            here = -view[cell] if cell is not None else 0
            due[number] = _due(dice.count(number), here, self.lone)
        return {n: k for n, k in due.items() if k}


def _due(times: int, here: int, lone: bool) -> int:
    """Takes owed by ``times`` dice of one number whose point holds ``here`` enemy checkers."""
    if here <= 0:
        return 0
    return min(times, 1) if lone and here == 1 else 0 if lone else min(times, here)


def _short(due: dict[int, int], steps: Sequence[_RawStep]) -> bool:
    """Whether ``steps`` make fewer takes of some number than ``due`` says."""
    made = [step[2] for step in steps if step[0] == TAKE]
    return any(made.count(number) < k for number, k in due.items())


def owed(variant: Variant, position: Position) -> dict[int, int]:
    """How many takes each number of the dice the mover is to play owes: one for each die
    whose named point holds an enemy checker, as long as there are checkers to take (under
    ``lone``, one where exactly one stands)."""
    take = variant.take
    if take is None:
        return {}
    side = position.turn
    track = variant.tracks[1 - side]
    due: dict[int, int] = {}
    for number in set(position.dice):
        if not 1 <= number <= len(track):
            continue
        count = position.points[track[number - 1] - 1]
        here = -count if side == 0 else count
        k = _due(position.dice.count(number), here, take.lone)
        if k:
            due[number] = k
    return due


def left_undone(variant: Variant, before: Position, takes: Sequence[int]) -> bool:
    """Whether a play from ``before`` whose takes spent the dice ``takes`` left a take the
    throw owed undone."""
    due = owed(variant, before)
    return any(list(takes).count(number) < k for number, k in due.items())


TAKING.append(TakingGenerator)
