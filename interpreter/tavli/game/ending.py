"""How a game ends: the variant's end rules, then bearing off the last checker.

A rules file may say ``the game ends when a player has COND: he wins`` (or ``he loses``, or
``a draw``). After every part of a turn is played the rules are tried in the order written,
each for the player who moved and then for the other; the first that holds ends the game.
Only when none holds does the usual goal apply: the player who has borne off every checker
has won (where hit checkers leave the game, every checker he still has: the first with none
left on the board, the bar or in hand). So ``the game ends when a player has all off: he
loses`` turns the goal round (Misère).

A rule that says ``no move`` is judged on views that also say whether each player could move
with some number of the dice, were it his turn (``could_move``): ``the game ends when a
player has no move and the opponent has no move: a draw`` is the draw of a game where both
sides are blocked.
"""

from __future__ import annotations

from dataclasses import dataclass

from tavli.game import crowding, engine, lapsing, pairs, stacking, taking  # noqa: F401  (searches)
from tavli.game.movegen import Generator, generator_for, raw_plays
from tavli.game.score import points_scored
from tavli.model import position as positions
from tavli.model.conditions import opponent_cells
from tavli.model.position import Position, other, view_of
from tavli.model.variant import EndRule, Side, Variant


@dataclass(frozen=True)
class Ending:
    """A finished game's verdict: the winner, or None for a draw, and the rule that ended it
    ('' when the last checker was borne off)."""


    winner: Side | None
    rule: str = ""


def ending(
    variant: Variant, position: Position, mover: Side, seen: tuple[int, ...] | None = None
) -> Ending | None:
    """Whether the game is over after ``mover`` played to ``position``, and how; ``seen``
    is the mover's view of it, when the caller has it already."""
    if variant.end_rules:
        cells = opponent_cells(variant.length, variant.pins, variant.stacked) + 2
        if seen is None or len(seen) < cells:
            seen = view_of(variant, position, mover)  # the compiled engine's views are shorter
        views = {mover: seen[:cells]}
        views[other(mover)] = view_of(variant, position, other(mover))[:cells]
        moved: dict[int, tuple[int, ...]] = {}
        named = _decided_at(variant)
        for rule in variant.end_rules:
            for side in (mover, other(mover)):
                view = views[side]
                if rule.moves:  # 'no move': whether each could move, after the view
                    if not moved:
                        could = {s: int(_not_blocked(variant, position, s)) for s in (0, 1)}
                        moved = {s: (*views[s], could[s], could[other(s)]) for s in (0, 1)}
                    view = moved[side]
                if rule.holds(view, side, position.counters, named):
                    text = f"{rule.when_text}: {_said(rule.outcome)}"
                    if rule.outcome == "higher-score":
                        return Ending(higher_score(variant, position), text)
                    if rule.outcome == "draw":
                        return Ending(None, text)
                    return Ending(side if rule.outcome == "wins" else other(side), text)
    if variant.last_out:  # play goes on while more than the last N have men left
        left = sum(not all_off(variant, position, side) for side in range(variant.sides))
        return Ending(mover) if left <= variant.last_out else None
    if variant.extra_throws:  # the first off wins when the other's more throws end, PJ-18
        return None  # (tavli.game.extra_throws), not as soon as his end rules are judged
    for side in (mover, other(mover)) if variant.sides == 2 else variant.round_from(mover):
        if all_off(variant, position, side) and (  # A18: the game ends, mid-chain or not
                not variant.stages  # (in a game of stages, only in the last, and not
                or ((position.counters or (0, 0))[side] == len(variant.stages) - 1
                    and not any(stage.outcome for stage in variant.stages))):  # where a
            # stage's end is the game's: 'stage S ends when C: he wins')
            return Ending(side)
    return None


def all_off(variant: Variant, position: Position, side: Side) -> bool:
    """Whether ``side`` has borne off every checker; where hit checkers leave the game, every
    one he still has (none left on the board, the bar or in hand)."""
    if not variant.hit_out:
        return position.off[side] == variant.checkers
    return position.checkers_of(side) == position.off[side]


def _not_blocked(variant: Variant, position: Position, side: Side) -> bool:
    """What ``no move`` denies: a player who has finished (every checker he still has borne
    off) is not blocked, though nothing of his can move."""
    return all_off(variant, position, side) or could_move(variant, position, side)


def could_move(variant: Variant, position: Position, side: Side) -> bool:
    """Whether some number of the dice would move one of ``side``'s checkers, were it his
    turn to play it (``no move`` is its negation)."""
    fast = engine.could_move(variant, position, side)
    if fast is not None:
        return fast
    if variant.pair_zone and variant.dice > 1:  # a man of a pair moves only with the other:
        faces = range(1, variant.faces + 1)  # one die, or else a whole throw
        return any(any(raw_plays(variant, position, side, (face,)).values()) for face in faces) \
            or any(any(raw_plays(variant, position, side, (low, high)).values())
                   for low in faces for high in faces if low <= high)
    p = position
    for face in range(1, variant.faces + 1):
        # the position with this one die to play, made directly (this is asked after every
        # play a search finds; dataclasses.replace is slower)
        asked = positions.make_position(p.points, p.bar, p.hand, p.off, side, "play", (face,),
                                        (), p.cube, p.cube_owner, p.pinned, p.turns,
                                        p.doubles, "", p.stacks, p.counters, None)
        found = engine.plays(variant, asked)
        if found is None:  # the variant plays on the reference path
            if moves_with(variant, position, side, face):
                return True
        elif len(found) > 1 or found[0].steps:  # (no move: one play, of no steps)
            return True
    return False


def moves_with(variant: Variant, position: Position, side: Side, die: int) -> bool:
    """Whether a die of ``die`` would move one of ``side``'s checkers, were it his turn: some
    play of ``raw_plays(variant, position, side, (die,))`` has a step. Where the search is the
    plain one, with no rule that keeps only some of its plays (``play_musts``) or counts a
    layer only whole (``complete``), that is its first layer's having any step, and the
    rest of the search (every step's result, kept in order) is not made."""
    search = generator_for(variant)
    if (variant.play_musts or search.complete is not None
            or type(search).plays is not Generator.plays):
        return any(raw_plays(variant, position, side, (die,)).values())
    view = search.root(view_of(variant, position, side), (die,), side, position.turns)
    return bool(search.singles(view, die))  # (every origin: from the bar on)


def higher_score(variant: Variant, position: Position) -> Side | None:
    """The player with the higher score ('the higher score wins'): more holes, then more
    points (each hole counting its points); None (a draw) where they are equal. Flags kept
    as counters (whose points are unanswered, the throws left) weigh nothing."""
    x, o = points_scored(variant, position)
    return None if x == o else 0 if x > o else 1


def _said(outcome: str) -> str:
    return {"wins": "he wins", "loses": "he loses", "draw": "a draw",
            "higher-score": "the higher score wins"}[outcome]
__all__ = ["EndRule", "Ending", "all_off", "by_rule", "could_move", "ending", "moves_with"]


def by_rule(variant: Variant, position: Position) -> bool:
    """Whether one of the variant's end rules holds in ``position`` for either player: for
    a finished game, whether a rule (not the last checker borne off) could have ended it."""
    if any(rule.roll for rule in variant.end_rules) and position.is_over \
            and not any(all_off(variant, position, side) for side in (0, 1)):
        return True  # a throw that could not be played may have ended it
    could = {s: int(_not_blocked(variant, position, s)) for s in (0, 1)} \
        if any(rule.moves for rule in variant.end_rules) else {}
    named = _decided_at(variant)
    return any(rule.holds(view_of(variant, position, side)
                          + ((could[side], could[other(side)]) if rule.moves else ()),
                          side, position.counters, named)
               for rule in variant.end_rules for side in (0, 1))


def _decided_at(variant: Variant) -> int:
    """Where the decision the end rules name stands in Position.counters (0: none)."""
    names = {rule.decision for rule in variant.end_rules if rule.decision}
    return variant.decision_at(names.pop()) if names else 0
