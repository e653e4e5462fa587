"""Match play: games to N points, and the Crawford rule.

A match is a sequence of games; each game's points (``tavli.game.score``, cube included) go
to its winner, and the first player to reach the match length wins the match. None of the
source documents defines match play; tavli plays it as it is commonly played:

* The Crawford rule (``cube rule: crawford``, Backgammon's): when a player first reaches one
  point short of the match, the next game, the Crawford game, is played without the cube.
  From the game after it (the post-Crawford games) the cube is back.
* Automatic doubles are money play: in a match equal opening dice are only rolled again.
* The cube may go past what a player needs to win the match: tavli does not treat a "dead"
  cube specially; the winner simply scores more than he needed.

The match state is a value beside the game's ``Position``, never inside it: the game's own
``tavli.game.may_double`` stays about the game, and the layers that run games (the driver,
records, the oracle) ask :func:`doubling_allowed` as well and refuse a double in the Crawford
game. :func:`apply_in_match` is ``tavli.game.actions.apply`` with both match rules applied.

>>> import tavli
>>> match = new_match(tavli.load_variant("backgammon"), 3)
>>> match = after_game(match, tavli.Score(0, "gammon", 2))
>>> match.score, match.crawford, doubling_allowed(match)
((2, 0), True, False)
>>> match = after_game(match, tavli.Score(1, "single", 1))
>>> match.score, match.crawford, match.crawford_done, doubling_allowed(match)
((2, 1), False, True, True)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from tavli.game.opening import opening_roll
from tavli.game.score import Score
from tavli.model.errors import IllegalActionError, TavliError
from tavli.model.position import Position
from tavli.model.variant import SIDE_NAMES, Side, Variant

if TYPE_CHECKING:  # the actions are imported when a match applies one, not with the module
    from tavli.game.actions import Action

#: The longest match tavli plays (GNU Backgammon's Match ID holds lengths below 2**15).
MAX_LENGTH = 32767


class MatchError(TavliError):
    """A match state that cannot be: a score past the end, a Crawford game where no player
    is one point short, a length of 0."""

    code = "bad-match"


@dataclass(frozen=True)
class MatchState:
    """Where a match stands before a game: its length, each side's points (X's, O's),
    whether this game is the Crawford game, whether the Crawford game has been played
    (so this is a post-Crawford game), the game's number, and whether the Crawford rule is
    played at all. Checked when made: an impossible state is a :class:`MatchError`."""

    length: int
    score: tuple[int, int] = (0, 0)
    crawford: bool = False
    crawford_done: bool = False
    game: int = 1
    crawford_rule: bool = True

    def __post_init__(self) -> None:
        problem = _problem(self)
        if problem:
            raise MatchError(f"{describe_match(self)}: {problem}")

    @classmethod
    def at(cls, length: int, score: tuple[int, int], *, crawford: bool = False,
           crawford_rule: bool = True, game: int = 1) -> MatchState:
        """The match at a given score. Whether the Crawford game is behind follows from the
        score: once a player is one point short, he stays so until the match ends, so a
        game at such a score that is not the Crawford game comes after it (in a 1-point
        match both start one point short, and no game is the Crawford game)."""
        done = (crawford_rule and not crawford and length > 1 and length - 1 in score
                and max(score) < length)
        return cls(length, score, crawford, done, game, crawford_rule)

    @property
    def is_over(self) -> bool:
        return max(self.score) >= self.length

    @property
    def winner(self) -> Side | None:
        """Who has won the match, or None while it goes on."""
        if not self.is_over:
            return None
        return 0 if self.score[0] >= self.length else 1


def _problem(match: MatchState) -> str:
    if not 1 <= match.length <= MAX_LENGTH:
        return f"a match is 1 to {MAX_LENGTH} points long"
    if min(match.score) < 0 or match.game < 1:
        return "scores are never negative and games are numbered from 1"
    short = [side for side in (0, 1) if match.score[side] == match.length - 1]
    if match.crawford or match.crawford_done:
        if not match.crawford_rule:
            return "the Crawford rule is not played in this match"
        if match.crawford and match.crawford_done:
            return "a game cannot be the Crawford game and come after it"
        if not short and not match.is_over:
            return (f"the Crawford game comes only once a player is one point short "
                    f"({match.length - 1} points)")
    if match.crawford and len(short) == 2:
        return "with both players one point short the Crawford game is already behind"
    if match.crawford_rule and len(short) == 1 and not match.is_over and not (
            match.crawford or match.crawford_done):
        return ("a player is one point short, so this game is the Crawford game or comes "
                "after it")
    return ""


def describe_match(match: MatchState) -> str:
    """``5-point match, X 4 O 2, Crawford game``."""
    note = ", Crawford game" if match.crawford else \
        ", post-Crawford" if match.crawford_done else ""
    return f"{match.length}-point match, X {match.score[0]} O {match.score[1]}{note}"


def crawford_rule_of(variant: Variant) -> bool:
    """Whether a match of ``variant`` is played with the Crawford rule: its rules say
    ``cube rule: crawford`` and there is a cube."""
    return variant.has_cube and "crawford" in variant.cube_rules


def check_two_sides(variant: Variant) -> None:
    """A match keeps two players' scores: refused for a game of more sides."""
    if variant.sides != 2:
        raise MatchError(f"a match is played between two sides; {variant.title} has "
                         f"{variant.sides}")


def new_match(variant: Variant, length: int) -> MatchState:
    """A match of ``variant`` to ``length`` points, 0-0, before its first game."""
    check_two_sides(variant)
    if isinstance(length, bool) or not isinstance(length, int):
        raise MatchError(f"a match length is a whole number, not {length!r}")
    return MatchState(length, crawford_rule=crawford_rule_of(variant))


def after_game(match: MatchState, result: Score) -> MatchState:
    """The match after a game ended with ``result``: the winner's points added, and the
    next game the Crawford game if this one brought a player one point short for the first
    time (and the other is not so too)."""
    if match.is_over:
        raise MatchError(f"the match is over ({describe_match(match)}): no game comes after")
    score = list(match.score)
    if result.winner is not None:  # a drawn game scores nothing; the next game is played
        score[result.winner] += result.points
    for side, paid in enumerate(result.scored):  # points scored during play
        score[side] += paid
    x, o = score
    done = match.crawford_done or match.crawford
    # Only the winner's score moves, so before the Crawford game nobody was one point short
    # and at most one player is now; GNU Backgammon's import makes the same test.
    crawford = (match.crawford_rule and not done and max(score) < match.length
                and (x == match.length - 1) != (o == match.length - 1))
    return replace(match, score=(x, o), crawford=crawford, crawford_done=done,
                   game=match.game + 1)


def doubling_allowed(match: MatchState | None) -> bool:
    """Whether the match lets the cube be used in its current game: not in the Crawford
    game. ``None`` (a money game) always does; the game's own rules are asked separately
    (``tavli.game.may_double``)."""
    return match is None or not match.crawford


def apply_in_match(
    variant: Variant, position: Position, action: Action, match: MatchState | None
) -> Position:
    """``tavli.game.actions.apply`` for a game of ``match`` (None: a money game): no double in the
    Crawford game, and no automatic doubles on equal opening dice."""
    from tavli.game.actions import Double, OpeningRoll, apply

    if match is None:
        return apply(variant, position, action)
    if isinstance(action, Double) and not doubling_allowed(match):
        raise IllegalActionError(
            f"no double in the Crawford game ({describe_match(match)}): the cube comes back "
            "in the game after it")
    if isinstance(action, OpeningRoll):
        return opening_roll(variant, position, action.x, action.o, automatic_doubles=False)
    return apply(variant, position, action)


def match_summary(match: MatchState) -> str:
    """One line: the score, and who won when the match is over."""
    text = f"match to {match.length}: X {match.score[0]}, O {match.score[1]}"
    winner = match.winner
    if winner is not None:
        return f"{text}: {SIDE_NAMES[winner]} wins the match"
    if match.crawford:
        return f"{text}; the next game is the Crawford game (no doubling)"
    return text
