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
from tavli.model.variant import Side, Variant


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
        # per side, the set-up's (count, piled) on each of its cells ('enters ... up to its
        # set-up count')
        self.setups = tuple(
            {self.length - point: (count, any(p == point for p, _ in variant.setup_stacks[side]))
             for point, count in variant.setups[side]} for side in (0, 1))
        self._setup = self.setups[0]
        self._moving = self.singles
        self.singles = self._stage_singles

    def _stage_singles(
        self, view: _View, die: int, lowest: int = _FROM_BAR
    ) -> list[tuple[_View, _RawStep]]:
        """The steps one die makes in the mover's stage, each followed by his stage's end."""
        stage = self.stages[view[self.stage_at]] if self.stages else None
        kind = stage.step if stage is not None else "move"
        if kind == "move":  # (a step on any point, die 0, is none where men move)
            found = [(self._landed(view, after, step), step)
                     for after, step in (self._moving(view, die, lowest) if die else ())
                     if not (0 <= step[0] < self.length and view[self.states_at + step[0]])]
            steps = [(after, step) for after, step in found if after is not None]
        elif die == 0:  # 'play the total on any points': a step on each point that takes it
            steps = [(made, self._raw(kind, cell, die)) for cell in range(self.length)
                     if (made := self._named(view, kind, cell)) is not None]
        else:
            assert stage is not None
            cell = self._cell(stage.start, die)
            made = self._named(view, kind, cell) if 0 <= cell < self.length else None
            steps = [] if made is None else [(made, self._raw(kind, cell, die))]
        return [(self._staged(after), step) for after, step in steps]

    def _raw(self, kind: str, cell: int, die: int) -> _RawStep:
        """A named step as the search writes it: off the board (``6/off``), back from off
        onto the point (``off/6``), or on the point itself (``6/6``)."""
        if kind == "bear-off":
            return (cell, self.length, die, False)
        if kind == "enter":
            return (self.length, cell, die, False)
        return (cell, cell, die, False)

    def begin_part(self, view: _View, dice: tuple[int, ...], side: Side,
                   turns: tuple[int, ...] = (0, 0)) -> None:
        super().begin_part(view, dice, side, turns)
        self._setup = self.setups[side]

    def _cell(self, start: bool, die: int) -> int:
        """The cell of the point a die of ``die`` names: the n-th from the start of the
        track, or from its end."""
        return die - 1 if start else self.length - die

    def clearing(self, view: _View, die: int) -> int:
        """How many steps of the mover's stage the point ``die`` names takes to be plain (or
        empty, bearing off): 'clear the point it names'. 0 where dice move men there."""
        stage = self.stages[view[self.stage_at]] if self.stages else None
        if stage is None or stage.step == "move":
            return 0
        cell = self._cell(stage.start, die)
        if not 0 <= cell < self.length or view[cell] <= 0:
            return 0
        top = on_top(view[self.states_at + cell], view[cell], self.last)
        if stage.step == "unstack":
            return top
        if stage.step == "restack":
            return view[cell] - 1 - top
        return view[cell]

    def _named(self, view: _View, kind: str, cell: int) -> _View | None:
        """The view after the die unstacks, restacks or bears off a man at ``cell``, or None
        where it cannot."""
        count, at = view[cell], self.states_at + cell
        if kind == "enter":  # a borne-off man back, up to the set-up's count
            wanted, piled = self._setup.get(cell, (0, False))
            if count < 0 or count >= wanted or not view[self.length + OFF]:
                return None
            top = on_top(view[at], count, self.last)
            # where the set-up piles its men, each man entered lies on those there
            state = spelled(top + 1 if piled and count else top, count + 1, self.last)
            if state is None:
                return None
            cells = list(view)
            cells[cell], cells[self.length + OFF] = count + 1, view[self.length + OFF] - 1
            cells[at] = state
            return tuple(cells)
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
            if stage.ends is None or stage.outcome or not stage.ends(view):
                break  # (a stage whose end is the game's: an end rule, tavli.game.ending)
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
