"""Legal plays: every distinct way to play a set of dice, under the forced-play rule.

The search runs on the mover's *view* (tavli.conditions): his track laid out from entry to
bear-off, so one generator serves every geometry. It expands the dice one at a time,
keeping each layer as a set of distinct views, so two step sequences that reach the same
position are one play, and the rules' conditions are checked before every single step on the
position as it then stands (A16).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import permutations
from typing import Literal

from tavli.conditions import BAR, HAND, OFF, OPP_BAR
from tavli.position import Position, view_of
from tavli.variant import Side, Variant

Place = int | Literal["bar", "hand", "off"]

_FROM_BAR = -1
_FROM_HAND = -2


@dataclass(frozen=True, slots=True)
class Step:
    """One checker moved by one die: from a point (the mover's own numbering), the bar or the
    hand, to a point or off; ``hit`` when it lands on a single enemy checker."""

    origin: Place
    target: Place
    die: int
    hit: bool = False

    def __str__(self) -> str:
        return f"{self.origin}/{self.target}{'*' if self.hit else ''}"


# A raw step during the search: (origin index, target index, die, hit); index L is off.
_RawStep = tuple[int, int, int, bool]
_View = tuple[int, ...]


class Generator:
    """The step rules of one variant, compiled for the search."""

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        self.length = variant.length
        self.block = variant.blocked_by
        self.hits = variant.single_enemy == "hit"
        allow = variant.allow
        self.may_enter_bar = allow["entering-from-bar"]
        self.may_enter_hand = allow["entering-from-hand"]
        self.may_move = allow["moving-on-board"]
        self.may_hit = allow["hitting"]
        self.may_bear_off = allow["bearing-off"]
        self.higher_bears_off = variant.bear_off == "exact-or-higher"

    def _land(self, view: _View, target: int) -> bool | None:
        """None if the mover may not land on ``target``; else whether landing there hits."""
        count = view[target]
        if count >= 0:
            return False
        if -count >= self.block:
            return None
        if count == -1 and self.hits and (self.may_hit is None or self.may_hit(view)):
            return True
        return None

    def singles(self, view: _View, die: int) -> list[tuple[_View, _RawStep]]:
        """Every way to play one die from ``view``: the resulting view and the step."""
        length = self.length
        out: list[tuple[_View, _RawStep]] = []
        target = die - 1
        if view[length + BAR] and target < length and (
            self.may_enter_bar is None or self.may_enter_bar(view)
        ):
            self._enter(view, _FROM_BAR, length + BAR, target, die, out)
        if view[length + HAND] and target < length and (
            self.may_enter_hand is None or self.may_enter_hand(view)
        ):
            self._enter(view, _FROM_HAND, length + HAND, target, die, out)
        if self.may_move is not None and not self.may_move(view):
            return out
        furthest = -1
        bear_checked: bool | None = None
        for origin in range(length):
            if view[origin] <= 0:
                continue
            if furthest < 0:
                furthest = origin
            target = origin + die
            if target < length:
                hit = self._land(view, target)
                if hit is None:
                    continue
                cells = list(view)
                cells[origin] -= 1
                if hit:
                    cells[target] = 1
                    cells[length + OPP_BAR] += 1
                else:
                    cells[target] += 1
                out.append((tuple(cells), (origin, target, die, hit)))
                continue
            # BG-20, BG-22: exact, or a higher number from the furthest checker
            if target > length and not (self.higher_bears_off and origin == furthest):
                continue
            if bear_checked is None:
                bear_checked = self.may_bear_off is None or self.may_bear_off(view)
            if not bear_checked:
                continue
            cells = list(view)
            cells[origin] -= 1
            cells[length + OFF] += 1
            out.append((tuple(cells), (origin, length, die, False)))
        return out

    def _enter(
        self, view: _View, origin: int, source: int, target: int, die: int,
        out: list[tuple[_View, _RawStep]],
    ) -> None:
        hit = self._land(view, target)
        if hit is None:
            return
        cells = list(view)
        cells[source] -= 1
        if hit:
            cells[target] = 1
            cells[self.length + OPP_BAR] += 1
        else:
            cells[target] += 1
        out.append((tuple(cells), (origin, target, die, hit)))

    def plays(self, view: _View, dice: tuple[int, ...]) -> dict[_View, tuple[_RawStep, ...]]:
        """Distinct results of playing ``dice`` under the forced-play rule, each with one step
        sequence that reaches it. Empty steps (a single, unchanged view) when nothing plays."""
        orders = [dice] if len(set(dice)) == 1 else list(dict.fromkeys(permutations(dice)))
        best_depth = 0
        found: dict[tuple[int, ...], dict[_View, tuple[_RawStep, ...]]] = {}
        for order in orders:
            layer: dict[_View, tuple[_RawStep, ...]] = {view: ()}
            depth = 0
            for die in order:
                following: dict[_View, tuple[_RawStep, ...]] = {}
                for state, steps in layer.items():
                    for result, step in self.singles(state, die):
                        if result not in following:
                            following[result] = (*steps, step)
                if not following:
                    break
                layer = following
                depth += 1
            if depth > best_depth:
                best_depth = depth
                found = {}
            if depth == best_depth and depth:
                found[order[:depth]] = layer
        if best_depth == 0:
            return {view: ()}
        # SN-07, RG-10: when not every die can be used, the larger numbers must be
        used = max(found, key=lambda used: sorted(used, reverse=True))
        wanted = sorted(used, reverse=True)
        results: dict[_View, tuple[_RawStep, ...]] = {}
        for key, layer in found.items():
            if sorted(key, reverse=True) != wanted:
                continue
            for state, steps in layer.items():
                results.setdefault(state, steps)
        return results


@cache
def generator_for(variant: Variant) -> Generator:
    return Generator(variant)


def to_steps(variant: Variant, raw: tuple[_RawStep, ...]) -> tuple[Step, ...]:
    length = variant.length
    steps: list[Step] = []
    for origin, target, die, hit in raw:
        source: Place = (
            "bar" if origin == _FROM_BAR else "hand" if origin == _FROM_HAND else length - origin
        )
        steps.append(Step(source, "off" if target == length else length - target, die, hit))
    return tuple(steps)


def board_after(variant: Variant, position: Position, side: Side, view: _View) -> Position:
    """The position whose ``side`` view is ``view`` (the opponent's checkers unchanged but for
    the ones that were hit)."""
    from dataclasses import replace

    length = variant.length
    points = list(position.points)
    sign = 1 if side == 0 else -1
    for index, point in enumerate(variant.tracks[side]):
        points[point - 1] = sign * view[index]
    mine, opp = (side, 1 - side)
    bar = [0, 0]
    bar[mine] = view[length + BAR]
    bar[opp] = view[length + OPP_BAR]
    hand = list(position.hand)
    hand[mine] = view[length + HAND]
    off = list(position.off)
    off[mine] = view[length + OFF]
    return replace(
        position, points=tuple(points), bar=(bar[0], bar[1]), hand=(hand[0], hand[1]),
        off=(off[0], off[1]),
    )


def raw_plays(
    variant: Variant, position: Position, side: Side, dice: tuple[int, ...]
) -> dict[_View, tuple[_RawStep, ...]]:
    return generator_for(variant).plays(view_of(variant, position, side), dice)
