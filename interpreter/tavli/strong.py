"""The strong bot: the play whose resulting position tavli.evaluation rates best.

Where the heuristic bot (tavli.bots) scores only the mover's own side of a position, the
strong bot's evaluation counts both sides alike, rates each blot by the chance of a shot
from the variant's dice, and knows what pins, primes and a closed board are worth; in the
games played on backgammon's board its weights are fitted to GNU Backgammon's judgement of
plays. It reads everything from the variant and knows no game by name; the cube, the chosen
double and the opening re-roll are the heuristic's. It costs about twice the heuristic's
time (one evaluation per legal play). A search one roll deeper (the opponent's best reply to
each of the few best plays, over all his rolls) was tried with this evaluation and with the
heuristic's: it cost 10 to 50 times as much per game, and 30 to 100 games a variant showed
no margin over this bot that a 95 % interval could tell apart.

:func:`rolls` lists a variant's distinct rolls with their chances, for anything that
averages over the dice.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations_with_replacement
from math import factorial, prod

from tavli.bots import HeuristicBot
from tavli.evaluation import judge
from tavli.position import Position
from tavli.variant import Side, Variant


class StrongBot(HeuristicBot):
    """Chooses the play that tavli.evaluation rates best for the mover; ties go to a seeded
    random pick."""

    def rate(self, variant: Variant, position: Position, side: Side) -> float:
        return judge(variant, position, side)


@cache
def rolls(variant: Variant) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Every distinct roll of the variant's dice with its probability."""
    throws = variant.faces ** variant.dice
    out = []
    for roll in combinations_with_replacement(range(variant.faces, 0, -1), variant.dice):
        orders = factorial(len(roll)) // prod(factorial(roll.count(v)) for v in set(roll))
        out.append((roll, orders / throws))
    return tuple(out)
