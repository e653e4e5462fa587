"""What a throw could make, counted by its ways (``score ... for each way he could make
COND``), and what it could keep (``score ... when he could keep COND``): both judged on the
throw as rolled, before it is played (FT-12, FT-13).

The ways are counted as "Le jeu de trictrac rendu facile" (1852, § 53-56, 73) counts the
ways to fill a jan: by the smaller number, by the larger, or by both together. A way by one
number: one man moved by that number alone makes the condition hold, the other number then
played without undoing it. A way by both: one man moved by both numbers in turn, or two men,
one by each, where neither alone makes it. A throw of two dice thus makes it in at most
three ways, a double in at most two (by its number, and by both: § 56). Only the plays the
throw may be played by count (two men taking a point only together, one by each number,
make it by both): a man that makes it by one number and goes on with the other
(making it in passing, § 64) makes nothing.
"""

from __future__ import annotations

from tavli.game.movegen import Generator, generator_for, steps_to
from tavli.model.conditions import Predicate
from tavli.model.position import Position, view_of
from tavli.model.variant import Side, Variant

View = tuple[int, ...]
_BOTH = 0  # the key of the way by both numbers (a die's number is never 0)


def ways_to_make(variant: Variant, position: Position, side: Side, roll: tuple[int, ...],
                 when: Predicate) -> int:
    """How many ways ``roll``, played as its two numbers, could bring ``side`` where
    ``when`` holds, it not holding yet (0 for a throw of other than two dice)."""
    view = view_of(variant, position, side)
    search = generator_for(variant)
    cells = search.frozen_at
    if len(roll) != 2 or when(view[:cells]):
        return 0
    legal = {reached for reached, moved in reachable(variant, position, side, view, roll)
             if moved and when(reached)}
    if not legal:
        return 0
    ways: set[int] = set()
    for first in dict.fromkeys(roll):
        second = roll[1] if first == roll[0] else roll[0]
        for middle, step in _single_steps(search, view, first, side, position):
            made_now = when(middle[:cells])
            for end, then in _single_steps(search, middle, second, side, position):
                if end[:cells] not in legal:
                    continue
                if made_now:
                    ways.add(first)  # made by the first number; the second keeps it
                elif then is not None and step is not None and then[0] == step[1]:
                    ways.add(_BOTH)  # one man on by both numbers
                elif then is not None and _makes_alone(search, view, then, side, position,
                                                       when, cells):
                    ways.add(second)  # the first number played elsewhere
                else:
                    ways.add(_BOTH)  # two men, one by each number
    # a play no single move can begin (two men taking a point together, FT-05, or by
    # puissance, FT-22) is made by both numbers
    return len(ways) or 1


def could_keep(variant: Variant, position: Position, side: Side, roll: tuple[int, ...],
               when: Predicate) -> bool:
    """Whether ``when`` holds for ``side`` and some play of ``roll`` leaves it holding (a
    throw he cannot play at all keeps it too: FT-13, par impuissance)."""
    view = view_of(variant, position, side)
    if not when(view[:generator_for(variant).frozen_at]):
        return False
    return any(when(reached) for reached, _ in reachable(variant, position, side, view, roll))


def reachable(variant: Variant, position: Position, side: Side, view: View,
              roll: tuple[int, ...]) -> list[tuple[View, bool]]:
    """Each view (the part conditions read) a play of ``roll`` reaches from ``side``'s
    ``view``, and whether that play moves a man at all."""
    search = generator_for(variant)
    cells = search.frozen_at
    plays = search.plays(view, roll, side, position.turns, position.counters)
    return [(reached[:cells], bool(layers)) for reached, layers in plays.items()]


def _single_steps(search: Generator, view: View, die: int, side: Side, position: Position
                  ) -> list[tuple[View, tuple[int, int, int, bool] | None]]:
    """Each view one move of ``die`` reaches from ``view``, with its step; the view itself,
    with no step, where the die cannot be played."""
    plays = search.plays(view, (die,), side, position.turns, position.counters)
    return [(reached, steps_to(layers, reached)[0] if layers else None)
            for reached, layers in plays.items()]


def _makes_alone(search: Generator, view: View, step: tuple[int, int, int, bool], side: Side,
                 position: Position, when: Predicate, cells: int) -> bool:
    """Whether the same move (from the same point to the same point), made first from
    ``view``, would make ``when`` hold by itself."""
    return any(then is not None and then[:2] == step[:2] and when(reached[:cells])
               for reached, then in _single_steps(search, view, step[2], side, position))
