"""Cube decisions from played-out games: what a double is worth, measured rather than guessed.

The heuristic bot doubles and takes on the race alone (tavli.players.bots), which misjudges nearly
every position with contact: it drops positions that win a third of the time and takes ones
that win a sixth. Here a position is played out to the end ``games`` times by the heuristic
for both sides, no one doubling, and each finished game is scored twice: at the stake as it
stands, and as if the double had been offered and taken (the stake doubled, the cube the
taker's, so that a gammon counts where the Jacoby rule would not count it at a centred cube).
The averages are the points the game is worth either way, in the game's own points (a
payment per checker included), and the decisions follow from them:

- take when the doubled game is worth more to the taker than the stake he would give up by
  dropping; beaver when he is the favourite in it;
- double when the taker should drop and the doubler gains by that (he is not too good: he
  would not win more by playing on), or when the taker should take and the doubler's lead is
  past the doubling point: his points per game at least ``DOUBLE_POINT`` (``REDOUBLE_POINT``
  with the cube his) of what a game is worth on average, which in a game without gammons
  is a 70 % (75 %) chance of winning, the margin that keeps the cube's value for later.

Where the kernel plays the game out (tavli.players.playouts), the games are played there, the
heuristic's evaluation compiled, on the kernel's dice from seeds drawn from the caller's
generator. The played-out games are few, so an estimate near a threshold is made more
precise before the decision (up to ``MOST_GAMES``); the dice come from the caller's seeded
generator, so a bot using this stays reproducible. Nothing here knows a game by name: the
stake, the scoring and the Jacoby rule are the variant's (tavli.game.score).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from statistics import fmean

from tavli.game.cube import take
from tavli.game.score import score
from tavli.model.position import Position, changed, other
from tavli.model.variant import Side, Variant
from tavli.players import playouts
from tavli.players.driver import GameTooLongError, generate_game
from tavli.players.heuristic import HeuristicBot
from tavli.players.measures import has_contact, race_lead

#: The doubler's points per game, as a share of what a game is worth on average, from which
#: a double the taker should take is offered (first double; with the cube already his).
DOUBLE_POINT, REDOUBLE_POINT = 0.4, 0.5
#: Below this lead in the race no double is considered (and no game played out): the
#: positions that are doubles with less are too rare to pay for the played-out games.
CONTACT_LEAD, RACE_LEAD = 0.05, 0.04
#: Games played out for an estimate: at first, and at most when it lies near a threshold.
FIRST_GAMES, MOST_GAMES = 12, 48
#: A game still going after this many actions is left out of the estimate.
MAX_ACTIONS = 5_000


@dataclass(frozen=True)
class Estimate:
    """Points per game for one side: as the stake stands (``kept``), if the double is taken
    (``doubled``), and the average size of a game's result as the stake stands (``scale``)."""

    kept: float
    doubled: float
    scale: float
    games: int


class _NoCube(HeuristicBot):
    """The heuristic, never doubling: a played-out game is cubeless. The heuristic, not the
    strong bot, plays it out: measured, estimates played out by the strong bot made a game
    of Backgammon between the rollout bot and the heuristic take nine times as long."""

    def will_double(self, variant: Variant, position: Position) -> bool:
        return False


def estimate(variant: Variant, position: Position, side: Side, dice: random.Random,
             games: int) -> Estimate:
    """``side``'s points per game from ``position`` (a player about to roll), over
    ``games`` games played out by the heuristic with the dice of ``dice``."""
    taker = other(position.turn)
    kept: list[float] = []
    doubled: list[float] = []
    # a game's points are the stake times its result's: doubled, twice as many, unless the
    # Jacoby rule counts a gammon only once the cube has been turned (then scored again)
    jacoby = "jacoby" in variant.cube_rules and position.cube_owner is None
    for last in _played_games(variant, position, dice, games):
        points = _points(variant, last, side)
        kept.append(points)
        doubled.append(_points(variant, changed(last, cube=position.cube * 2, cube_owner=taker),
                               side) if jacoby else 2 * points)
    if not kept:
        return Estimate(0.0, 0.0, 0.0, 0)
    return Estimate(fmean(kept), fmean(doubled), fmean(abs(points) for points in kept),
                    len(kept))


def chances(variant: Variant, position: Position, side: Side, dice: random.Random,
            games: int) -> tuple[float, float, float]:
    """``side``'s chance to win from ``position`` (a player about to roll) and the average
    size of a game he wins and of one he loses, in stakes, over ``games`` games played out
    by the heuristic (a drawn game left out; 1 where no game went that way)."""
    won: list[float] = []
    lost: list[float] = []
    for last in _played_games(variant, position, dice, games):
        points = _points(variant, last, side) / position.cube
        if points:
            (won if points > 0 else lost).append(abs(points))
    if not won and not lost:
        return 0.5, 1.0, 1.0
    return (len(won) / (len(won) + len(lost)), fmean(won) if won else 1.0,
            fmean(lost) if lost else 1.0)


def _points(variant: Variant, final: Position, side: Side) -> float:
    """``side``'s points in the finished game ``final`` (negative: lost; 0: drawn)."""
    result = score(variant, final)
    if result is None or result.winner is None:
        return 0.0
    return result.points if result.winner == side else -result.points


def _played_games(variant: Variant, position: Position, dice: random.Random,
                  games: int) -> Iterator[Position]:
    """Where ``games`` games played out from ``position`` by the heuristic ended (a game that
    does not end tells nothing of its points: left out); in the kernel where it plays them
    (tavli.players.playouts), on its dice from seeds drawn from ``dice``."""
    if playouts.supported(variant) and position.phase == "roll" and not position.rest:
        for _ in range(games):
            last = playouts.play_on(variant, position, dice.getrandbits(64), random_ties=True,
                                    most=MAX_ACTIONS // 2)
            if last is not None and last.phase in ("over", "drawn"):
                yield last
        return
    bots = (_NoCube(dice.getrandbits(32)), _NoCube(dice.getrandbits(32)))
    for _ in range(games):
        last = position
        try:
            for event in generate_game(variant, bots, dice=dice, start=position,
                                       max_actions=MAX_ACTIONS):
                last = event.after
        except GameTooLongError:
            continue
        yield last


def _merge(first: Estimate, second: Estimate) -> Estimate:
    games = first.games + second.games
    if not games:
        return first

    def mean(a: float, b: float) -> float:
        return (a * first.games + b * second.games) / games

    return Estimate(mean(first.kept, second.kept), mean(first.doubled, second.doubled),
                    mean(first.scale, second.scale), games)


def _played_out(variant: Variant, position: Position, side: Side, dice: random.Random,
                margins: Callable[[Estimate], tuple[float, ...]]) -> Estimate:
    """An estimate for ``side`` from ``position``, made more precise while one of its
    ``margins`` (its distances from the decision's thresholds) is within about two standard
    errors: a game's result varies by about its average size."""
    found = estimate(variant, position, side, dice, FIRST_GAMES)
    while found.games and found.games < MOST_GAMES:
        error = 2 * max(found.scale, 1e-9) / math.sqrt(found.games)
        if all(abs(margin) > error for margin in margins(found)):
            break
        found = _merge(found, estimate(variant, position, side, dice, found.games))
    return found


def should_double(variant: Variant, position: Position, dice: random.Random) -> bool:
    """Whether the player on roll in ``position`` should double (see the module's text)."""
    side = position.turn
    lead = race_lead(variant, position, side)
    if lead < (CONTACT_LEAD if has_contact(variant, position) else RACE_LEAD):
        return False
    stake = position.cube
    point = REDOUBLE_POINT if position.cube_owner == side else DOUBLE_POINT

    def margins(found: Estimate) -> tuple[float, float, float]:
        # the taker's drop; the doubler too good to double; the doubling point
        return (found.doubled - stake, stake - found.kept, found.kept - point * found.scale)

    found = _played_out(variant, position, side, dice, margins)
    return found.games > 0 and doubles(found, stake, point)


def doubles(found: Estimate, stake: int, point: float) -> bool:
    """The doubler's decision on his estimate: where the taker should drop (the doubled game
    is worth more to the doubler than the stake), double unless playing on wins more than
    the stake (too good); else double from the doubling point on."""
    if found.doubled > stake:
        return found.kept < stake
    return found.kept >= point * found.scale


def should_take(variant: Variant, position: Position, dice: random.Random) -> bool:
    """Whether the player offered the double in ``position`` should take it: the doubled
    game is worth more to him than the stake a drop gives up."""
    taker = other(position.turn)
    stake = position.cube

    def margins(found: Estimate) -> tuple[float]:
        return (found.kept + stake,)

    found = _played_out(variant, take(variant, position), taker, dice, margins)
    return not found.games or takes(found, stake)


def takes(found: Estimate, stake: int) -> bool:
    """The taker's decision on his estimate of the doubled game: take when it is worth more
    to him than the ``stake`` a drop gives up."""
    return found.kept >= -stake


def should_beaver(variant: Variant, position: Position, dice: random.Random) -> bool:
    """Whether the player offered the double should beaver it: he is the favourite in the
    doubled game."""
    taker = other(position.turn)

    def margins(found: Estimate) -> tuple[float]:
        return (found.kept,)

    found = _played_out(variant, take(variant, position), taker, dice, margins)
    return found.games > 0 and found.kept > 0
