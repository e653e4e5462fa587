"""Bots for any variant: one that plays at random, one greedy heuristic, and the registry of
every bot by name (the strong bot is tavli.strong's, GNU Backgammon tavli.gnubg_bot's).

Both make every decision the driver asks for (tavli.driver.Player): the play, the cube, the
chosen double of a chained turn and the opening winner's re-roll. Each draws any randomness
from its own ``random.Random(seed)``, so a game between bots is reproducible from the seeds.

The heuristic bot looks one play ahead and scores the position it leads to from the mover's
side: the race (pip counts), checkers borne off, points made (more for home points and for a
run of them), the opponent's checkers sent to the bar, and blots the opponent could hit. It
knows nothing of any game by name: every term is read from the variant (its tracks, home
zone, how many checkers make a point, whether a single checker can be hit).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from functools import cache
from itertools import product
from typing import Final

from tavli.conditions import PINS
from tavli.driver import Player, Seed
from tavli.position import Position, other, view_of
from tavli.turn import Play, choose_double, choose_opening, legal_plays, start_turn
from tavli.variant import Side, Variant

#: Score of a won game: beats every other consideration.
WIN = 10_000.0

# Weights of the heuristic, in pips (one pip: one point of the race).
OFF_BONUS = 1.0  # per checker borne off, so bearing off beats moving inside for equal pips
POINT_BONUS = 1.5  # per point made (held by enough checkers to block)
HOME_POINT_BONUS = 1.5  # extra per point made in the home zone
RUN_BONUS = 1.0  # per point in the longest run of made points, beyond the first
BAR_BONUS = 3.0  # per opposing checker on the bar (a lost tempo for him)
DIRECT_SHOT = 0.3  # share of a blot's travelled pips lost when a checker can hit it directly
INDIRECT_SHOT = 0.1  # ... when the nearest hitter is more than one die away
EXPOSED_BLOT = 1.0  # a flat cost per blot within reach
AGAIN_BONUS = 8.0  # a play after which the same player moves again: about one roll's pips

# Cube margins: the lead in the race as a share of the leader's pip count. In a race these are
# Trice's 8-9-12 rule of thumb (double at 8 %, redouble at 9 %, take up to 12 %), applied here
# to plain pip counts; with contact the race can still turn, so the margins are wider.
RACE_DOUBLE, RACE_REDOUBLE, RACE_TAKE = 0.08, 0.09, 0.12
CONTACT_DOUBLE, CONTACT_REDOUBLE, CONTACT_TAKE = 0.15, 0.16, 0.20


class RandomBot:
    """Plays a legal play picked uniformly at random; offers a double with probability
    ``double_rate`` when allowed, takes half of the doubles offered (beavering one in five
    of those where beavers are played), picks a random double and rolls the opening again
    half of the time."""

    def __init__(self, seed: Seed = None, *, double_rate: float = 0.1) -> None:
        self.random = random.Random(seed)
        self.double_rate = double_rate

    def choose_play(self, variant: Variant, position: Position, plays: Sequence[Play]) -> Play:
        return self.random.choice(plays)

    def will_double(self, variant: Variant, position: Position) -> bool:
        return self.random.random() < self.double_rate

    def will_take(self, variant: Variant, position: Position) -> bool:
        return self.random.random() < 0.5

    def will_beaver(self, variant: Variant, position: Position) -> bool:
        return self.random.random() < 0.2

    def choose_double(self, variant: Variant, position: Position) -> int:
        return self.random.randint(1, variant.faces)

    def will_roll_again(self, variant: Variant, position: Position) -> bool:
        return self.random.random() < 0.5


class HeuristicBot:
    """Greedy: the play whose resulting position scores best (see :func:`evaluate`); ties go
    to a seeded random pick. Cube decisions by the race (see the margins above)."""

    def __init__(self, seed: Seed = None) -> None:
        self.random = random.Random(seed)

    def rate(self, variant: Variant, position: Position, side: Side) -> float:
        """How good ``position`` is for ``side``: the bot plays toward the highest rating."""
        return evaluate(variant, position, side)

    def choose_play(self, variant: Variant, position: Position, plays: Sequence[Play]) -> Play:
        side = position.turn
        scored = [(self.rate(variant, play.position, side), index)
                  for index, play in enumerate(plays)]
        best = max(score for score, _ in scored)
        tied = [index for score, index in scored if score >= best - 1e-9]
        return plays[tied[0] if len(tied) == 1 else self.random.choice(tied)]

    def will_double(self, variant: Variant, position: Position) -> bool:
        side = position.turn
        lead = race_lead(variant, position, side)
        redouble = position.cube_owner == side
        if has_contact(variant, position):
            return lead >= (CONTACT_REDOUBLE if redouble else CONTACT_DOUBLE)
        return lead >= (RACE_REDOUBLE if redouble else RACE_DOUBLE)

    def will_take(self, variant: Variant, position: Position) -> bool:
        doubler = position.turn
        lead = race_lead(variant, position, doubler)
        return lead <= (CONTACT_TAKE if has_contact(variant, position) else RACE_TAKE)

    def will_beaver(self, variant: Variant, position: Position) -> bool:
        """Beaver a double that was a mistake: when the doubler is not ahead in the race."""
        return race_lead(variant, position, position.turn) < 0

    def choose_double(self, variant: Variant, position: Position) -> int:
        """The double whose best play scores best; the higher number on a tie."""
        side = position.turn
        best_number, best_score = variant.faces, -WIN * 2
        for number in range(variant.faces, 0, -1):
            score = best_after(variant, choose_double(variant, position, number), side)
            if score > best_score + 1e-9:
                best_number, best_score = number, score
        return best_number

    def will_roll_again(self, variant: Variant, position: Position) -> bool:
        """Roll again when an average fresh roll's best play scores better than the best
        play of the opening numbers."""
        side = position.turn
        keep = best_after(variant, choose_opening(variant, position, roll_again=False), side)
        ready = replace(position, phase="roll", dice=())
        rolls = list(product(range(1, variant.faces + 1), repeat=variant.dice))
        fresh = sum(best_after(variant, start_turn(variant, ready, roll), side)
                    for roll in rolls) / len(rolls)
        return fresh > keep


#: Every bot by its name, as ``--bot`` and the frameworks take it (docs: README, Bots).
BOTS = ("heuristic", "strong", "rollout", "random", "gnubg")
#: The bot a person plays unless he picks another (``tavli play``, the playground): the one
#: measured ahead of the heuristic in every bundled game (README, Bots). Self-play and the
#: frameworks keep the heuristic, which is many times faster.
OPPONENT: Final = "rollout"


def bot_for(name: str, seed: Seed = None, variant: Variant | None = None) -> Player:
    """A bot by its name: ``heuristic``, ``strong`` (tavli.strong), ``rollout``
    (tavli.rollout), ``random`` or ``gnubg``
    (GNU Backgammon, tavli.gnubg_bot). With ``variant``, a bot that cannot play it is refused
    here, with the reason."""
    if name == "heuristic":
        return HeuristicBot(seed)
    if name == "random":
        return RandomBot(seed)
    if name == "strong":
        from tavli.strong import StrongBot  # it builds on this module

        return StrongBot(seed)
    if name == "rollout":
        from tavli.rollout import RolloutBot  # it builds on this module

        return RolloutBot(seed)
    if name == "gnubg":
        from tavli.gnubg_bot import GnubgBot, check  # an optional extra

        if variant is not None:
            check(variant)
        return GnubgBot(seed)
    raise ValueError(f"no bot is called {name!r}: choose {', '.join(BOTS)}")


#: What ``rank_plays``'s values are, for the person who reads them.
ENGINE_GNUBG = ("GNU Backgammon's equity (0-ply, cubeless, points per unit of stake won on "
                "average; 1 is a sure single game)")
ENGINE_STRONG = ("the strong bot's evaluation (pips of the race it is worth to you, with the "
                 "points held, the blots at risk and the checkers off; higher is better)")


def rank_plays(
    variant: Variant, position: Position, plays: Sequence[Play]
) -> tuple[str, list[tuple[Play, float]]]:
    """The plays ranked best first, each with its value for the player making it: GNU
    Backgammon's equity where it can evaluate the game (and is installed), else the strong
    bot's evaluation (tavli.evaluation) in pips. The first item says which, in words a
    person at the terminal reads above the list."""
    from tavli.evaluation import judge  # it builds on this module
    from tavli.gnubg_bot import available, gnubg_refusal, rate_plays

    if available() and gnubg_refusal(variant) is None:
        return (ENGINE_GNUBG, rate_plays(variant, position, plays))
    side = position.turn
    rated = [(play, judge(variant, play.position, side)) for play in plays]
    return ENGINE_STRONG, sorted(rated, key=lambda pair: -pair[1])


def seat_seed(game_seed: Seed, side: Side) -> str:
    """The seed of the bot playing ``side`` in the game of ``game_seed``: its own, so the
    bot's choices and the dice do not draw from one stream."""
    return f"{game_seed}/{'XO'[side]}"


# ---- the heuristic

def best_after(variant: Variant, position: Position, side: Side) -> float:
    """The score for ``side`` of the best play ``position`` offers him now, or of the
    position itself when it waits for no play of his."""
    if position.phase != "play" or position.turn != side:
        return evaluate(variant, position, side)
    return max(evaluate(variant, play.position, side) for play in legal_plays(variant, position))


def evaluate(variant: Variant, position: Position, side: Side) -> float:
    """How good ``position`` is for ``side``, in pips; higher is better."""
    if position.phase == "drawn":
        return 0.0
    if position.phase in ("over", "dropped"):
        return WIN if position.turn == side else -WIN
    opp = other(side)
    mine = view_of(variant, position, side)
    theirs = view_of(variant, position, opp)
    length = variant.length
    score = float(_pips(theirs, length, variant.pins) - _pips(mine, length, variant.pins))
    score += OFF_BONUS * position.off[side] + BAR_BONUS * position.bar[opp]
    score += _points_made(variant, mine) - _blot_risk(variant, mine, theirs, side)
    if position.turn == side and position.phase in ("roll", "play", "choose-double"):
        score += AGAIN_BONUS  # the turn goes on: another part or a new roll
    return score


def _pips(view: tuple[int, ...], length: int, pins: bool) -> int:
    """Pips still to go: each checker on the track, a whole track for one on the bar or in
    hand, and, where pins are played, each pinned checker from where it is pinned (a pinned
    checker has all its way still to go: being pinned is no progress)."""
    on_track = sum((length - index) * count for index, count in enumerate(view[:length])
                   if count > 0)
    pinned = 0 if not pins else sum(  # pins stand after the track only where pins are played
        (length - index) * count
        for index, count in enumerate(view[length + PINS:length + PINS + length]) if count > 0)
    return on_track + pinned + (length + 1) * (view[length] + view[length + 1])


def _points_made(variant: Variant, mine: tuple[int, ...]) -> float:
    home = _home_indexes(variant)
    score = 0.0
    run = longest = 0
    for index in range(variant.length):
        if mine[index] >= variant.blocked_by:
            score += POINT_BONUS + (HOME_POINT_BONUS if index in home else 0.0)
            run += 1
            longest = max(longest, run)
        else:
            run = 0
    return score + RUN_BONUS * max(0, longest - 1)


def _blot_risk(
    variant: Variant, mine: tuple[int, ...], theirs: tuple[int, ...], side: Side
) -> float:
    """Pips the blots of ``side`` stand to lose: each blot's travelled distance, times a
    share that grows with how close the nearest opposing checker behind it stands."""
    if variant.single_enemy != "hit" or variant.blocked_by < 2:
        return 0.0
    length = variant.length
    faces = variant.faces
    waiting = theirs[length] + theirs[length + 1] > 0  # his bar and hand enter from behind
    cross = _cross_index(variant, side)
    risk = 0.0
    for index in range(length):
        if mine[index] != 1:
            continue
        there = cross[index]
        if there is None:
            continue
        nearest = there + 1 if waiting else None
        for behind in range(there - 1, max(-1, there - 2 * faces - 1), -1):
            if theirs[behind] > 0:
                nearest = there - behind
                break
        if nearest is None or nearest > 2 * faces:
            continue
        share = DIRECT_SHOT if nearest <= faces else INDIRECT_SHOT
        risk += EXPOSED_BLOT + share * (index + 1)
    return risk


@cache
def _home_indexes(variant: Variant) -> frozenset[int]:
    return frozenset(variant.zones.get("home", ()))


@cache
def _cross_index(variant: Variant, side: Side) -> tuple[int | None, ...]:
    """For each index of ``side``'s track, the index of the same point on the opponent's."""
    theirs = {point: index for index, point in enumerate(variant.tracks[other(side)])}
    return tuple(theirs.get(point) for point in variant.tracks[side])


# ---- the race, for the cube

def race_lead(variant: Variant, position: Position, side: Side) -> float:
    """``side``'s lead in the race as a share of his own pip count (negative: behind)."""
    mine = _pips(view_of(variant, position, side), variant.length, variant.pins)
    theirs = _pips(view_of(variant, position, other(side)), variant.length, variant.pins)
    return (theirs - mine) / max(mine, 1)


def has_contact(variant: Variant, position: Position) -> bool:
    """Whether some checker can still meet an opposing one: a checker waiting on the bar or
    in hand, or one standing behind an opposing checker on its owner's track."""
    if any(position.bar) or any(position.hand):
        return True
    for side in (0, 1):
        sign = 1 if side == 0 else -1
        own = [index for index, point in enumerate(variant.tracks[side])
               if position.points[point - 1] * sign > 0]
        enemy = [index for index, point in enumerate(variant.tracks[side])
                 if position.points[point - 1] * sign < 0]
        if own and enemy and min(own) < max(enemy):
            return True
    return False
