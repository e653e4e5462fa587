"""A position made by a play (``score N points [or M by one die] when he makes COND``): the
condition did not hold for the mover before the play and holds at its end or after its first
die. Holding at the end, it was made with the play's dice (by one die where only one was
played); holding only after the first die, it was made by one die, whatever the other dice
then did to it (Piprjall's half value, PJ-14).

A play is one result, which several orders of its dice may reach: it was made by one die
when some first step the mover could take holds the condition and the rest of the dice lead
from there to that result (the mover chooses the order, and would choose that one).
"""

from __future__ import annotations

from functools import lru_cache

from tavli.game.movegen import generator_for
from tavli.model.conditions import Predicate
from tavli.model.position import Position, view_of
from tavli.model.variant import Side, Variant

View = tuple[int, ...]


def made(variant: Variant, before: Position, after: Position, when: Predicate, played: int
         ) -> tuple[View, bool] | None:
    """Where the play from ``before`` to ``after`` (``played`` dice) made ``when`` hold for
    the mover: the view it holds on, and whether it was made by one die; None where the play
    did not make it. Holding at the end it was made with the play's dice, unless only one
    was played; else by one die where some way of playing the result passes through it after
    the first die."""
    mover = before.turn
    start = view_of(variant, before, mover)
    if when(start):
        return None  # it held already: nothing is made
    end = view_of(variant, after, mover)
    if when(end):
        return end, played == 1
    for view, rest in _first_steps(variant, start, before.dice, mover, before.turns,
                                   before.counters, when):
        if _reaches(variant, view, rest, mover, before, end):
            return view, True
    return None


@lru_cache(maxsize=1 << 12)
def _first_steps(variant: Variant, start: View, dice: tuple[int, ...], side: Side,
                 turns: tuple[int, ...], counters: tuple[int, ...], when: Predicate,
                 ) -> tuple[tuple[View, tuple[int, ...]], ...]:
    """Each view one die from ``start`` on which ``when`` holds, with the dice left: worked
    out once for the position, not for each of its plays."""
    search = generator_for(variant)
    cells = search.frozen_at
    found: list[tuple[View, tuple[int, ...]]] = []
    for die in dict.fromkeys(dice):
        left = list(dice)
        left.remove(die)
        for view, layers in search.plays(start, (die,), side, turns, counters).items():
            if layers and when(view[:cells]):
                found.append((view, tuple(left)))
    return tuple(found)


def _reaches(variant: Variant, view: View, rest: tuple[int, ...], side: Side,
             before: Position, end: View) -> bool:
    """Whether the dice left, played from ``view``, can end the play at ``end`` (nothing
    more played, where no more can be)."""
    search = generator_for(variant)
    cells = search.frozen_at
    results = search.plays(view, rest, side, before.turns, before.counters) if rest \
        else {view: []}
    return any(result[:cells] == end[:cells] for result in results)
