"""The strong bot: the heuristic's evaluation, one roll deeper.

For the few plays the heuristic rates best, the bot averages over every roll of the
opponent (each with its probability) how well the opponent's best reply scores for him, and
keeps the play that leaves him the least. Where the
heuristic's best play leads by a clear margin, it is taken without looking deeper: the
look-ahead costs a move generation per opponent roll, so it is spent on close calls. Like
the heuristic, it reads everything from the variant and knows no game by name; the cube and
the other decisions are the heuristic's.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import combinations_with_replacement
from math import factorial, prod

from tavli.bots import HeuristicBot, evaluate
from tavli.driver import Seed
from tavli.position import Position
from tavli.turn import Play, legal_plays, start_turn
from tavli.variant import Side, Variant

#: How many of the heuristic's best plays are looked at one roll deeper.
WIDTH = 2
#: Plays scoring this many pips (the heuristic's unit) below the best are not looked at.
MARGIN = 3.0


class LookaheadBot(HeuristicBot):
    """Chooses among the heuristic's best plays by the opponent's best replies to them."""

    def __init__(self, seed: Seed = None, *, width: int = WIDTH,
                 margin: float = MARGIN) -> None:
        super().__init__(seed)
        self.width = width
        self.margin = margin

    def choose_play(self, variant: Variant, position: Position, plays: Sequence[Play]) -> Play:
        side = position.turn
        scored = sorted(((evaluate(variant, play.position, side), index)
                         for index, play in enumerate(plays)), reverse=True)
        best = scored[0][0]
        close = [index for score, index in scored[:self.width] if score >= best - self.margin]
        if len(close) == 1:
            return plays[close[0]]
        deeper = [(score + after_replies(variant, plays[index].position, side), index)
                  for score, index in scored[:self.width] if index in close]
        top = max(score for score, _ in deeper)
        tied = [index for score, index in deeper if score >= top - 1e-9]
        return plays[tied[0] if len(tied) == 1 else self.random.choice(tied)]


def after_replies(variant: Variant, position: Position, side: Side) -> float:
    """``side``'s expected score after the opponent rolls and makes his best reply: minus the
    heuristic's score of that reply for the opponent. The heuristic rates a position just
    after its side has moved, the other to roll (it counts that side's blots at risk and its
    made points), so a reply is rated from the side of the player who just made it. A
    position that is not the opponent's to roll is rated for ``side`` as it is."""
    if position.phase != "roll" or position.turn == side:
        return evaluate(variant, position, side)
    opponent = position.turn
    total = 0.0
    for roll, chance in rolls(variant):
        after = start_turn(variant, position, roll)
        if after.phase == "play" and after.turn == opponent:
            best = max(evaluate(variant, reply.position, opponent)
                       for reply in legal_plays(variant, after))
        else:
            best = evaluate(variant, after, opponent)
        total -= chance * best
    return total


@cache
def rolls(variant: Variant) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Every distinct roll of the variant's dice with its probability."""
    throws = variant.faces ** variant.dice
    out = []
    for roll in combinations_with_replacement(range(variant.faces, 0, -1), variant.dice):
        orders = factorial(len(roll)) // prod(factorial(roll.count(v)) for v in set(roll))
        out.append((roll, orders / throws))
    return tuple(out)
