"""The heuristic bot: greedy, one play ahead, scoring the position a play leads to.

It scores a position from the mover's side: the race (pip counts), checkers borne off,
points made (more for home points and for a run of them), the opponent's checkers sent to the
bar, blots the opponent could hit, in a game that keeps score during play the points each
side has scored, what each side's next throw is worth by the board (the hits it could
make, tavli.game.scoring.throw_worth) and how near each side is to an arrangement that scores
when made (tavli.players.arrangement.made_goals), and in a game of stages how far each side has come
(tavli.players.stages).
It knows nothing of any game by name: every term is
read from the variant (its tracks, home zone, how many checkers make a point, whether a single
checker can be hit). Its cube follows the race. Any randomness comes from its own
``random.Random(seed)``, so a game between bots is reproducible from the seeds.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from itertools import product

from tavli.game.decide import choices, decide
from tavli.game.score import points_scored
from tavli.game.scoring import throw_worth
from tavli.game.turn import Play, choose_double, choose_opening, legal_plays, start_turn
from tavli.model.position import Position, other, view_of
from tavli.model.variant import Side, Variant
from tavli.players.arrangement import LOST, goals, made_goals, missing_for, shortfall
from tavli.players.driver import Seed
from tavli.players.measures import (
    WIN,
    cross_index,
    has_contact,
    home_indexes,
    pips,
    race_lead,
)
from tavli.players.stages import bear_off_race, in_named_stage, stage_score

# Weights of the heuristic, in pips (one pip: one point of the race).
OFF_BONUS = 1.0  # per checker borne off, so bearing off beats moving inside for equal pips
POINT_BONUS = 1.5  # per point made (held by enough checkers to block)
HOME_POINT_BONUS = 1.5  # extra per point made in the home zone
RUN_BONUS = 1.0  # per point in the longest run of made points, beyond the first
BAR_BONUS = 3.0  # per opposing checker on the bar (a lost tempo for him)
DIRECT_SHOT = 0.3  # share of a blot's travelled pips lost when a checker can hit it directly
INDIRECT_SHOT = 0.1  # ... when the nearest hitter is more than one die away
EXPOSED_BLOT = 1.0  # a flat cost per blot within reach
ARRANGEMENT = 12.0  # per man out of place for a winning formation (tavli.players.arrangement)
AGAIN_BONUS = 8.0  # a play after which the same player moves again: about one roll's pips
SCORED_POINT = 10.0  # per point scored during play ahead of the opponent (a hole: its points)
FORMING = 1.5  # of an arrangement that scores when made: the share of its points' worth, over
# one more than the men out of place (made, it has scored: its counters count then; one man
# short is three quarters of it, so making it is still better). Piprjall: 0 gave +2.00
# points a game against random, 1.0 +2.54, 1.5 +2.88 (200 games each)

# Cube margins: the lead in the race as a share of the leader's pip count. In a race these are
# Trice's 8-9-12 rule of thumb (double at 8 %, redouble at 9 %, take up to 12 %), applied here
# to plain pip counts; with contact the race can still turn, so the margins are wider.
RACE_DOUBLE, RACE_REDOUBLE, RACE_TAKE = 0.08, 0.09, 0.12
CONTACT_DOUBLE, CONTACT_REDOUBLE, CONTACT_TAKE = 0.15, 0.16, 0.20


class HeuristicBot:
    """Greedy: the play whose resulting position scores best (see :func:`evaluate`); ties go
    to a seeded random pick. Cube decisions by the race (see the margins above)."""

    def __init__(self, seed: Seed = None) -> None:
        self.random = random.Random(seed)

    def rate(self, variant: Variant, position: Position, side: Side) -> float:
        """How good ``position`` is for ``side``: the bot plays toward the highest rating."""
        return evaluate(variant, position, side)

    def choose_play(self, variant: Variant, position: Position, plays: Sequence[Play]) -> Play:
        side = position.deciding  # the best for him (the other's men: the worst for them)
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

    def decide(self, variant: Variant, position: Position) -> str:
        """The choice whose position scores best for the decider (his best play of the dice
        waiting, if any); ties go to a seeded random pick."""
        side = position.turn
        name = position.rest[0].decision
        offered = choices(variant, position)
        scored = [best_after(variant, decide(variant, position, name, c), side)
                  for c in offered]
        best = max(scored)
        return self.random.choice([c for c, s in zip(offered, scored, strict=True)
                                   if s >= best - 1e-9])


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
        if variant.last_out:  # the last out lose: he wins who has gone out
            return WIN if position.off[side] == variant.checkers else -WIN
        return WIN if position.turn == side else -WIN
    if variant.sides > 2:
        return _among_many(variant, position, side)
    opp = other(side)
    mine = view_of(variant, position, side)
    theirs = view_of(variant, position, opp)
    length = variant.length
    score = float(pips(theirs, length, variant.pins) - pips(mine, length, variant.pins))
    score += OFF_BONUS * position.off[side] + BAR_BONUS * position.bar[opp]
    if variant.stages:  # a side in a stage whose dice name points is not racing
        return _staged(variant, position, side, mine, theirs)
    score += _points_made(variant, mine) - _blot_risk(variant, mine, theirs, side)
    if variant.decisions and goals(variant):  # a formation wins: play toward it
        score += ARRANGEMENT * (shortfall(variant, position, opp, theirs)
                                - shortfall(variant, position, side, mine))
    if position.turn == side and position.phase in ("roll", "play", "choose-double"):
        score += AGAIN_BONUS  # the turn goes on: another part or a new roll
    if position.counters and variant.score_counters:  # points scored during play
        scored = points_scored(variant, position)
        score += SCORED_POINT * (scored[side] - scored[opp])
    if variant.score_events:  # the points each side's next throw is worth by the board
        his, mine_by_him = throw_worth(variant, position, opp)
        my, his_by_me = throw_worth(variant, position, side)
        score += SCORED_POINT * (my + mine_by_him - his - his_by_me)
        if made_goals(variant):  # arrangements that score when made: play toward them
            score += _forming(variant, mine) - _forming(variant, theirs)
    return score


def _forming(variant: Variant, view: tuple[int, ...]) -> float:
    """What the nearest arrangement that scores when made is worth to the side whose
    ``view`` it is, by the men he has out of place for it (nothing where it is made, or can
    no longer be)."""
    best = 0.0
    for goal, points in made_goals(variant):
        missing = missing_for(variant, view, goal)
        if 0 < missing < LOST:
            best = max(best, SCORED_POINT * FORMING * points / (1 + missing))
    return best



def _among_many(variant: Variant, position: Position, side: Side) -> float:
    """:func:`evaluate` where more than two sides play: his race against the others' on
    average, their men hit, his points made (his view counts every other side's men as
    enemies) and his blots in reach of any of them. No side is *the* opponent (``other`` is
    two-sided)."""
    length = variant.length
    others = [s for s in range(variant.sides) if s != side]
    mine = view_of(variant, position, side)
    theirs = sum(pips(view_of(variant, position, s), length, variant.pins) for s in others)
    score = theirs / len(others) - pips(mine, length, variant.pins)
    score += OFF_BONUS * position.off[side]
    score += BAR_BONUS * sum(position.bar[s] for s in others) / len(others)
    score += _points_made(variant, mine) - _risk_among_many(variant, position, side, mine)
    if position.turn == side and position.phase in ("roll", "play", "choose-double"):
        score += AGAIN_BONUS
    return score


def _risk_among_many(variant: Variant, position: Position, side: Side,
                     mine: tuple[int, ...]) -> float:
    """:func:`_blot_risk` where more than two sides play: each blot's nearest hitter is the
    nearest man of any other side behind it along that side's own track."""
    if variant.single_enemy != "hit" or variant.blocked_by < 2:
        return 0.0
    length, reach = variant.length, 2 * variant.faces
    others = [(view_of(variant, position, s), {p: i for i, p in enumerate(variant.tracks[s])})
              for s in range(variant.sides) if s != side]
    risk = 0.0
    for index, point in enumerate(variant.tracks[side]):
        if mine[index] != 1:
            continue
        nearest = reach + 1
        for view, at in others:
            there = at.get(point)
            if there is None:
                continue
            if view[length] + view[length + 1] > 0:  # his bar and hand enter from behind
                nearest = min(nearest, there + 1)
            for behind in range(there - 1, max(-1, there - reach - 1), -1):
                if view[behind] > 0:
                    nearest = min(nearest, there - behind)
                    break
        if nearest <= reach:
            share = DIRECT_SHOT if nearest <= variant.faces else INDIRECT_SHOT
            risk += EXPOSED_BLOT + share * (index + 1)
    return risk


def _staged(variant: Variant, position: Position, side: Side, mine: tuple[int, ...],
            theirs: tuple[int, ...]) -> float:
    """:func:`evaluate` in a game of stages: each side's progress through the stages
    (tavli.players.stages) and, for a side whose dice move men, his race; the board's terms
    only while the sides can still meet (made points block no one else, and where no man
    can be hit the race is counted in the throws bearing off takes, not in pips)."""
    opp = other(side)
    score = stage_score(variant, position, side) + BAR_BONUS * position.bar[opp]
    contact = has_contact(variant, position)
    if not in_named_stage(variant, position, side):
        score -= _race(variant, position, side, mine, contact)
        if contact:
            score += _points_made(variant, mine) - _blot_risk(variant, mine, theirs, side)
    if not in_named_stage(variant, position, opp):
        score += _race(variant, position, opp, theirs, contact)
    if position.turn == side and position.phase in ("roll", "play", "choose-double"):
        score += AGAIN_BONUS
    return score


def _race(variant: Variant, position: Position, side: Side, view: tuple[int, ...],
          contact: bool) -> float:
    """What ``side`` still has to go in a stage whose dice move men, in pips."""
    if not contact and (race := bear_off_race(variant, view)) is not None:
        return race
    return pips(view, variant.length, variant.pins) - OFF_BONUS * position.off[side]


def _points_made(variant: Variant, mine: tuple[int, ...]) -> float:
    home = home_indexes(variant)
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
    cross = cross_index(variant, side)
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
