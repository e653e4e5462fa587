"""The reference search for games of stacked men and stages (Yahoudieh, Ofanfelling, Kiz
Tavlasi): each die's step is the one the mover's current stage says.

A stage whose dice name points (``in stage S: a die of n unstacks | restacks | bears off a
man from the n-th point from the end | start``) plays each die on that one point: unstacking
lays one man of a pile down, restacking raises one, bearing off takes one man off it. In a
stage where dice move men, the ordinary steps are searched (tavli.game.movegen), less those
of men on a point that is not plain. After every single step the stage's end is judged for
the mover (``stage S ends when ...``): if it holds he is in the next stage, where the rest of
the throw is played (``unstacking all`` sets his points plain as he leaves). The forced-play
rule is the search's own: as many dice as possible, else the larger.

A point's stack state is an index into ``stack states`` (k + 1 words): 0 is plain, the last
word k has every man but the bottom one lying on another, a middle word i exactly i of them.
"""

from __future__ import annotations

from tavli.game.movegen import _FROM_BAR, STACKED, Generator, _RawStep, _View
from tavli.model.conditions import OFF, stack_cells
from tavli.model.variant import Variant


def on_top(state: int, count: int, last: int) -> int:
    """How many of a point's ``count`` men lie on others in stack state ``state``."""
    if state == 0 or count < 2:
        return 0
    return count - 1 if state == last else state


def spelled(top: int, count: int, last: int) -> int | None:
    """The stack state of ``count`` men with ``top`` lying on others (one spelling: all but
    the bottom one is the last word), or None where the declared words cannot say it."""
    if top <= 0 or count < 2:
        return 0
    if top == count - 1:
        return last
    return top if top < last else None


class StackedGenerator(Generator):
    """The step rules of a variant with stacked men or stages, compiled for the search."""

    def __init__(self, variant: Variant) -> None:
        super().__init__(variant)
        self.in_order = False  # a stage that ends mid-throw makes the order of the dice count
        self.unsettled = None
        self.last = len(variant.stack_states) - 1
        self.states_at = stack_cells(self.length, self.pins)
        self.stage_at = self.states_at + self.length
        self.stages = variant.stages
        self._moving = self.singles
        self.singles = self._stage_singles

    def _stage_singles(
        self, view: _View, die: int, lowest: int = _FROM_BAR
    ) -> list[tuple[_View, _RawStep]]:
        """The steps one die makes in the mover's stage, each followed by his stage's end."""
        stage = self.stages[view[self.stage_at]] if self.stages else None
        kind = stage.step if stage is not None else "move"
        if kind == "move":
            found = [(self._landed(view, after, step), step)
                     for after, step in self._moving(view, die, lowest)
                     if not (0 <= step[0] < self.length and view[self.states_at + step[0]])]
            steps = [(after, step) for after, step in found if after is not None]
        else:
            assert stage is not None
            cell = die - 1 if stage.start else self.length - die
            made = self._named(view, kind, cell) if 0 <= cell < self.length else None
            steps = [] if made is None else [(made, (cell, self.length if kind == "bear-off"
                                                     else cell, die, False))]
        return [(self._staged(after), step) for after, step in steps]

    def _named(self, view: _View, kind: str, cell: int) -> _View | None:
        """The view after the die unstacks, restacks or bears off a man at ``cell``, or None
        where it cannot."""
        count, at = view[cell], self.states_at + cell
        if count <= 0:
            return None
        top = on_top(view[at], count, self.last)
        cells = list(view)
        if kind == "unstack":
            if not top:
                return None
            state = spelled(top - 1, count, self.last)
        elif kind == "restack":
            if top >= count - 1:
                return None
            state = spelled(top + 1, count, self.last)
        else:  # a man taken off the point (off its top, where it is a pile)
            cells[cell] = count - 1
            cells[self.length + OFF] += 1
            state = spelled(min(top, count - 2), count - 1, self.last)
        if state is None:
            return None
        cells[at] = state
        return tuple(cells)

    def _landed(self, view: _View, after: _View, step: _RawStep) -> _View | None:
        """An ordinary step's view with the stack state of the point it lands on kept (the
        men lying on others stay so), or None where the declared words cannot say it."""
        target = step[1]
        if not 0 <= target < self.length or not view[self.states_at + target] or step[3]:
            return after
        count = view[target]
        state = spelled(on_top(view[self.states_at + target], count, self.last), count + 1,
                        self.last)
        if state is None:
            return None
        cells = list(after)
        cells[self.states_at + target] = state
        return tuple(cells)

    def _staged(self, view: _View) -> _View:
        """The view after a step, the mover moved on through every stage whose end holds
        (his points set plain as he leaves a stage 'unstacking all')."""
        index = view[self.stage_at]
        while index < len(self.stages) - 1:
            stage = self.stages[index]
            if stage.ends is None or not stage.ends(view):
                break
            cells = list(view)
            index += 1
            cells[self.stage_at] = index
            if stage.unstacking_all:
                for cell in range(self.length):
                    if cells[cell] > 0:
                        cells[self.states_at + cell] = 0
            view = tuple(cells)
        return view


STACKED.append(StackedGenerator)
