"""The end of a game and its score: who won, which result, how many points; and pip counts.

A finished game is scored from the loser's position by the variant's ``scoring`` block, the
cube and any per-checker payment included.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from tavli.model.conditions import PINS
from tavli.model.position import Position, other, view_of
from tavli.model.variant import SIDE_NAMES, Side, Variant


@dataclass(frozen=True)
class Score:
    """How a game ended: who won, which result (single, gammon, mars, ...), and the points,
    cube and per-checker payment included. A drawn game (an end rule's ``a draw``) has no
    winner, the result ``draw`` and no points."""

    winner: Side | None
    result: str
    points: int
    # what each side gains (+) or pays (-), in side order: the winner is paid by every
    # other side ('who pays whom'); () for a score made by hand
    payments: tuple[int, ...] = field(default=(), compare=False)
    # the sides' letters, where more than two play (for the words of __str__)
    side_names: tuple[str, ...] = field(default=SIDE_NAMES, compare=False, repr=False)
    # each side's points scored during play, a hole its points (games that keep score), ()
    # in other games; a match adds them to its score besides the winner's points
    scored: tuple[int, ...] = ()

    @property
    def drawn(self) -> bool:
        return self.winner is None

    def __str__(self) -> str:
        if self.winner is None:
            return "the game is drawn: 0 points"
        if self.result.startswith("last out"):  # 'the last N out lose': who pays
            losers = [n for n, paid in zip(self.side_names, self.payments, strict=True)
                      if paid < 0]
            return (f"{' and '.join(losers)} last out: a {self.result.removeprefix('last out ')}"
                    f", {self.points} point{'s' if self.points != 1 else ''} to each of the "
                    "others")
        name = self.side_names[self.winner]
        article = "an" if self.result[:1] in ("a", "e", "i", "o", "u") else "a"
        return f"{name} wins {article} {self.result}: {self.points} point" + (
            "s" if self.points != 1 else ""
        )


DRAW = Score(None, "draw", 0)


def score(variant: Variant, position: Position) -> Score | None:
    """The score of a finished game, or None while it goes on; in a game that keeps score
    during play, with each side's points scored (``scored``)."""
    found = _result(variant, position)
    if found is None or not position.counters or not variant.score_counters:
        return found
    return replace(found, scored=points_scored(variant, position))


def _result(variant: Variant, position: Position) -> Score | None:
    if position.phase == "dropped":
        return _paid(variant, Score(position.turn, "drop", position.cube))
    if position.phase == "drawn":
        return Score(None, "draw", 0, (0,) * variant.sides)
    if position.phase != "over":
        return None
    winner = position.turn
    if variant.last_out:
        return _last_out(variant, position, winner)
    if variant.sides > 2:
        return _many(variant, position, winner)
    return _paid(variant, _level(variant, position, winner, other(winner)))


def _paid(variant: Variant, score: Score) -> Score:
    """A two-sided score with its payments: the loser pays the winner the points."""
    payments = tuple(score.points if side == score.winner else -score.points
                     for side in range(variant.sides))
    return Score(score.winner, score.result, score.points, payments)


def _many(variant: Variant, position: Position, winner: Side) -> Score:
    """Where more than two sides play, every other side pays the winner the points of the
    result his own position meets (a gammon for one, a single for another)."""
    paid = [_level(variant, position, winner, loser) for loser in range(variant.sides)
            if loser != winner]
    payments = [0] * variant.sides
    for loser, level in zip((s for s in range(variant.sides) if s != winner), paid,
                            strict=True):
        payments[loser] = -level.points
        payments[winner] += level.points
    best = max(paid, key=lambda level: level.points)
    return Score(winner, best.result, payments[winner], tuple(payments), variant.side_names)


def _last_out(variant: Variant, position: Position, ended: Side) -> Score:
    """'The last N out lose': each side left with men pays every side gone out the points
    of the result his own position meets (Cotton: the rest go free). ``winner`` is the side
    whose going out ended the game; ``points``, what the worst loser pays each."""
    left = [s for s in range(variant.sides) if position.off[s] < variant.checkers]
    free = [s for s in range(variant.sides) if s not in left]
    payments = [0] * variant.sides
    levels = [_level(variant, position, ended, loser) for loser in left]
    for loser, level in zip(left, levels, strict=True):
        payments[loser] -= level.points * len(free)
        for side in free:
            payments[side] += level.points
    worst = max(levels, key=lambda level: level.points)
    return Score(ended, f"last out {worst.result}", worst.points, tuple(payments),
                 variant.side_names)


def _level(variant: Variant, position: Position, winner: Side, loser: Side) -> Score:
    """The result ``loser``'s position meets, and its points."""
    view = view_of(variant, position, loser)
    # Jacoby: while the cube has not been turned, a gammon or backgammon counts as a single
    jacoby = "jacoby" in variant.cube_rules and position.cube_owner is None
    best = None
    for level in variant.scoring:
        if jacoby and level.when is not None:
            continue
        if level.when is None or level.when(view):
            points = level.points * _checkers_paid(variant, position, loser, level.per_checker)
            if best is None or points > best[1]:
                best = (level.name, points)
    assert best is not None  # the compiler requires a level with no condition
    return Score(winner, best[0], best[1] * position.cube)


def points_scored(variant: Variant, position: Position) -> tuple[int, int]:
    """Each side's points scored during play so far, a hole counting its points (games that
    keep score; (0, 0) before anything is scored)."""
    counters, hole = position.counters, variant.hole_points
    if not counters or not variant.score_counters:
        return (0, 0)
    return (counters[0] + (hole * counters[2] if hole else 0),
            counters[1] + (hole * counters[3] if hole else 0))


def _checkers_paid(variant: Variant, position: Position, loser: Side, rule: str | None) -> int:
    if rule is None:
        return 1
    on_points = position.checkers_of(loser) - position.bar[loser] - position.hand[loser] \
        - position.off[loser]
    if rule == "on-points":  # A10 option
        return on_points
    # AD-09, A10: every checker not borne off (of those still in the game, where hit
    # checkers leave it)
    return position.checkers_of(loser) - position.off[loser]


def pip_count(variant: Variant, position: Position, side: Side) -> int:
    """Pips ``side`` still has to travel: own point number per checker, a full track for
    checkers on the bar or in hand."""
    view = view_of(variant, position, side)
    length = variant.length
    total = sum((length - i) * c for i, c in enumerate(view[:length]) if c > 0)
    if variant.pins:  # a pinned checker still has its way to go
        pinned = view[length + PINS:length + PINS + length]
        total += sum((length - i) * c for i, c in enumerate(pinned) if c > 0)
    return total + (length + 1) * (position.bar[side] + position.hand[side])
