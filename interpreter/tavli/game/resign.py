"""Resigning: a player gives up the game, offering the opponent one of its results.

As GNU Backgammon and FIBS players know it: the player offers a single, a gammon or a
backgammon (in any variant: one of the results its ``scoring`` block names, lowest first),
and the opponent accepts or declines. An accepted offer ends the game with that result, its
points times the stake; a declined one changes nothing and the game goes on. The offer is an
agreement between the players, not a move of the game, so the position never holds it; a
game record keeps an accepted one in its ``resigned:`` line (tavli.records).
"""

from __future__ import annotations

from dataclasses import replace

from tavli.game.score import Score, score
from tavli.model.errors import IllegalActionError
from tavli.model.position import Position, other
from tavli.model.variant import ScoreLevel, Side, Variant

# The words GNU Backgammon accepts for the three results (``resign normal|gammon|backgammon``,
# or 1, 2, 3) name the variant's first, second and third result.
_BY_RANK = {"normal": 0, "n": 0, "s": 0, "1": 0, "g": 1, "2": 1, "b": 2, "3": 2}


def level_named(variant: Variant, word: str) -> ScoreLevel:
    """The variant's result ``word`` names (its own name, or normal/gammon/backgammon as
    first/second/third); no word is the lowest result."""
    levels = variant.scoring
    lowered = word.strip().lower()
    if not lowered:
        return levels[0]
    for level in levels:
        if level.name == lowered:
            return level
    rank = _BY_RANK.get(lowered)
    if rank is None and lowered in ("single", "gammon", "backgammon"):
        rank = ("single", "gammon", "backgammon").index(lowered)
    if rank is not None and rank < len(levels):
        return levels[rank]
    names = ", ".join(level.name for level in levels)
    raise IllegalActionError(f"{word!r} is not a result of {variant.title}: resign one of "
                             f"{names}")


def resignation_score(variant: Variant, position: Position, side: Side,
                      level: ScoreLevel) -> Score:
    """The score of ``side`` resigning ``position`` at ``level``, if the offer is accepted."""
    if position.is_over:
        raise IllegalActionError("the game is over: there is nothing to resign")
    if variant.sides > 2:  # an offer to the one opponent: no rules say who would take it
        raise IllegalActionError(f"{variant.title} is played by {variant.sides} sides: a "
                                 "resignation is offered to the one opponent of a game of "
                                 "two, so this game is played to its end")
    return Score(other(side), level.name, level.points * _paid(variant, position, side, level)
                 * position.cube)


def _paid(variant: Variant, position: Position, loser: Side, level: ScoreLevel) -> int:
    """Checkers a per-checker result is paid for, counted now (as tavli.game counts them at
    the end: AD-09, A10)."""
    if level.per_checker is None:
        return 1
    if level.per_checker == "on-points":
        return position.checkers_of(loser) - position.bar[loser] - position.hand[loser] \
            - position.off[loser]
    return variant.checkers - position.off[loser]


def worth_now(variant: Variant, position: Position, winner: Side) -> Score:
    """What ``winner`` would score if the game ended now with his win: the highest result
    whose condition the loser's checkers meet in ``position``, cube and Jacoby counted."""
    ended = score(variant, replace(position, phase="over", turn=winner))
    assert ended is not None  # an ended position always scores
    return ended


def accepts(variant: Variant, position: Position, side: Side, level: ScoreLevel) -> bool:
    """A plain answer to ``side``'s offer: accept when it gives at least what the position
    would give if the game ended now (the most the loser's checkers could still pay)."""
    offered = resignation_score(variant, position, side, level)
    return offered.points >= worth_now(variant, position, other(side)).points
