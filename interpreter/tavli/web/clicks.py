"""A play made one checker at a time, as a person makes it by clicking.

The interpreter finds whole plays; a person moves one checker by one die, then the next. For a
position with dice to play, :class:`Clicks` says which single steps may come next after the
steps already made: those from which some legal play can still be finished. It walks the
reference generator's own single steps (so every rule is checked on the position as it
stands, A16, with the turn's limits measured from the start of the turn) and keeps a step
only if it leads to one of the legal plays, with as many dice played as the forced-play rule
demands (BG-14, SN-07).

Places are named as the board picture names them: ``p13`` for board point 13 (as the
``track`` lines number the board), ``bar``, ``hand`` and ``off`` for the mover's own. A take
(tavli.game.taking) is the enemy checker's point clicked twice, ``p11`` to ``p11``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tavli.game.movegen import generator_for
from tavli.game.taking import TAKE
from tavli.game.turn import Play, legal_plays
from tavli.game.views import board_after, many_after, pins_after, stacking_after
from tavli.model.errors import IllegalPlayError
from tavli.model.position import ManyPosition, Position, view_of
from tavli.model.variant import Variant

View = tuple[int, ...]
BAR_CELL, HAND_CELL = -2, -1  # the generator's origins for the bar and the hand


@dataclass(frozen=True)
class Click:
    """One checker moved by one die: from a place to a place."""

    origin: str
    target: str
    die: int


class Clicks:
    """The single steps of the plays of one position waiting for a play."""

    def __init__(self, variant: Variant, position: Position) -> None:
        self.variant = variant
        self.position = position
        self.side = position.turn
        self.plays = legal_plays(variant, position)
        self.start = view_of(variant, position, self.side)
        # a play is known by the position's own cells: not the marks the search adds after
        # them (hitters stopped, tavli.game.movegen), nor, where more than two sides play,
        # the 'opponent' cells counting hits the position puts on each side's own bar
        self.width = variant.length + 3 if variant.sides > 2 else len(self.start)
        self.finals: dict[View, Play] = {
            view_of(variant, play.position, self.side)[:self.width]: play
            for play in self.plays
        }
        self.depth = len(self.plays[0].steps) if self.plays else 0
        self.generator = generator_for(variant)
        self.begin = self._root()  # the view the search starts from
        self._memo: dict[tuple[View, tuple[int, ...]], bool] = {}

    # ---- places

    def _place(self, cell: int, target: bool) -> str:
        if cell == BAR_CELL:
            return "bar"
        if cell == HAND_CELL:
            return "hand"
        if cell == self.variant.length:  # borne off, or (an origin) entered again from off
            return "off"
        return f"p{self.variant.tracks[self.side][cell]}"

    # ---- the search

    def _singles(self, view: View, dice: tuple[int, ...]) -> list[tuple[Click, View,
                                                                         tuple[int, ...]]]:
        """Every single step from ``view`` with one of ``dice``, and the dice left."""
        # the search's root too, not only its part: the pair rules read where the throw
        # began (a man leaves the corner only if two stood there), which the last search
        # of some other view would otherwise have left behind
        root = self._root()
        if view == root:
            view = root  # (the generator knows its root by identity: a trap set there)
        out = []
        for die in sorted(set(dice)):
            rest = list(dice)
            rest.remove(die)
            for after, (origin, target, _, _) in self.generator.singles(view, die):
                if origin == TAKE:  # the enemy checker's point clicked twice, as 6/6 is
                    point = f"p{self.variant.tracks[1 - self.side][target]}"
                    out.append((Click(point, point, die), after, tuple(rest)))
                    continue
                click = Click(self._place(origin, False), self._place(target, True), die)
                out.append((click, after, tuple(rest)))
        return out

    def _root(self) -> View:
        """The search rooted at the position: the turn's limits measured from it (those of
        this turn), its view as the search runs on it."""
        return self.generator.root(self.start, self.position.dice, self.side,
                                   self.position.turns)

    def _finishes(self, view: View, dice: tuple[int, ...]) -> bool:
        """Whether a legal play can be finished from ``view`` with ``dice`` left."""
        dice = tuple(sorted(dice))
        if len(self.position.dice) - len(dice) == self.depth:
            return view[:self.width] in self.finals
        key = (view, dice)
        if key not in self._memo:
            self._memo[key] = any(self._finishes(after, rest)
                                  for _, after, rest in self._singles(view, dice))
        return self._memo[key]

    def follow(self, clicks: Sequence[Click]) -> tuple[View, tuple[int, ...]]:
        """The view and the dice left after ``clicks``; an error if one of them is not a
        step toward a legal play."""
        view, dice = self.begin, tuple(self.position.dice)
        for number, click in enumerate(clicks, start=1):
            for step, after, rest in self._singles(view, dice):
                if step == click and self._finishes(after, rest):
                    view, dice = after, rest
                    break
            else:
                raise IllegalPlayError(
                    f"move {number} ({click.origin} to {click.target} with a {click.die}) "
                    "does not lead to a legal play from here")
        return view, dice

    def next_clicks(self, clicks: Sequence[Click]) -> list[Click]:
        """The single steps that may follow ``clicks``."""
        view, dice = self.follow(clicks)
        if len(clicks) >= self.depth:
            return []
        found = [step for step, after, rest in self._singles(view, dice)
                 if self._finishes(after, rest)]
        return list(dict.fromkeys(found))

    def finished(self, clicks: Sequence[Click]) -> Play | None:
        """The legal play ``clicks`` make, once they make one."""
        view, _ = self.follow(clicks)
        if len(clicks) == self.depth:
            return self.finals.get(view[:self.width])
        return None

    def bear_off_only(self) -> list[Click] | None:
        """The clicks of the play the page may make at once for a person who asks for it
        ('bear off for me'): where every legal play bears men off and does nothing else, and
        they all come to one position (or only one play is legal). None otherwise."""
        if not self.plays or len(self.finals) != 1 or any(
                not play.steps or any(step.target != "off" for step in play.steps)
                for play in self.plays):
            return None
        made: list[Click] = []
        while self.finished(made) is None:  # every single step offered leads to that play
            made.append(self.next_clicks(made)[0])
        return made

    def board(self, clicks: Sequence[Click]) -> Position:
        """The position part-way through the play: the checkers where ``clicks`` left them,
        the dice still to play."""
        view, dice = self.follow(clicks)
        owners: tuple[int, ...] = ()
        if self.variant.sides > 2:  # counts with owners: a hit blot to its own side's bar
            points, owners, bar, hand, off = many_after(self.variant, self.side, view,
                                                        self.position)
        else:
            points, bar, hand, off = board_after(self.variant, self.side, view, self.position)
        pinned = pins_after(self.variant, self.side, view)
        stacks, counters = stacking_after(self.variant, self.side, view, self.position)
        if self.variant.sides > 2:
            return ManyPosition(points, bar, hand, off, self.side, "play", dice,
                                self.position.rest, self.position.cube,
                                self.position.cube_owner, pinned, self.position.turns,
                                self.position.doubles, stacks=stacks, counters=counters,
                                owners=owners)
        return Position(points, bar, hand, off, self.side, "play", dice, self.position.rest,
                        self.position.cube, self.position.cube_owner, pinned, stacks=stacks,
                        counters=counters)
