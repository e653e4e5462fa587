"""The strong bot: the play whose resulting position tavli.players.evaluation rates best.

Where the heuristic bot (tavli.players.bots) scores only the mover's own side of a position, the
strong bot's evaluation counts both sides alike, rates each blot by the chance of a shot
from the variant's dice, and knows what pins, primes and a closed board are worth; in the
games played on backgammon's board its weights are fitted to GNU Backgammon's judgement of
plays. Its cube decisions play the game out to its end (tavli.players.doubling), where the
heuristic's go by the race alone. It reads everything from the variant and knows no game by
name; the chosen double and the opening re-roll are the heuristic's. Its plays cost about
twice the heuristic's time (one evaluation per legal play); a cube decision plays out 12 to
48 games. A search one roll deeper (the opponent's best reply to each of the few best plays,
over all his rolls) was tried with this evaluation and with the heuristic's: it cost 10 to
50 times as much per game, and 30 to 100 games a variant showed no margin over this bot that
a 95 % interval could tell apart.

:func:`rolls` lists a variant's distinct rolls with their chances, for anything that
averages over the dice.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations_with_replacement
from math import factorial, prod

from tavli.model.position import Position
from tavli.model.variant import Side, Variant
from tavli.players import doubling
from tavli.players.evaluation import judge
from tavli.players.heuristic import HeuristicBot


class StrongBot(HeuristicBot):
    """Chooses the play that tavli.players.evaluation rates best for the mover, ties going to a
    seeded random pick; doubles, takes and beavers by games played out (tavli.players.doubling)."""

    def rate(self, variant: Variant, position: Position, side: Side) -> float:
        return judge(variant, position, side)

    def will_double(self, variant: Variant, position: Position) -> bool:
        return doubling.should_double(variant, position, self.random)

    def will_take(self, variant: Variant, position: Position) -> bool:
        return doubling.should_take(variant, position, self.random)

    def will_beaver(self, variant: Variant, position: Position) -> bool:
        return doubling.should_beaver(variant, position, self.random)


@cache
def rolls(variant: Variant) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Every distinct roll of the variant's dice with its probability."""
    throws = variant.faces ** variant.dice
    out = []
    for roll in combinations_with_replacement(range(variant.faces, 0, -1), variant.dice):
        orders = factorial(len(roll)) // prod(factorial(roll.count(v)) for v in set(roll))
        out.append((roll, orders / throws))
    return tuple(out)
