"""GNU Backgammon as a bot and a hint engine, through its PyPI bindings (the ``gnubg`` extra).

GNU Backgammon evaluates positions of its own game: two six-sided dice, the standard tracks,
hitting, and nothing else (no checkers in hand, no chained turns, no pins, no rule that
limits which checkers may move). :func:`gnubg_refusal` reads that from the variant, so
Backgammon, Nackgammon and Hypergammon qualify, and so do relatives whose checkers move as in
backgammon (Portes, Tavla, Shesh Besh, Short Nardy), while every other game is refused with
the reason. A play is rated by GNU Backgammon's 0-ply neural-net evaluation of the position
it leads to (cubeless equity, from the side of the player who made it); a finished game by
its result. The bindings' ``hint`` is never called (it waits for a game of gnubg's own), and
nothing here prints.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache
from typing import Any

from tavli.game.score import score
from tavli.game.turn import Play
from tavli.model.errors import TavliError
from tavli.model.position import Position, other
from tavli.model.variant import Side, Variant
from tavli.notation.formats import formats_for, position_to
from tavli.players.driver import Seed

# Cube thresholds on GNU Backgammon's cubeless equity for the player on roll: a double is
# worth offering near the point where the opponent should pass (equity about +1 with gammons
# counted, somewhat less where the game can still turn), and a take is right while the
# taker's cubeless equity stays above -0.5 (he wins at least a quarter of the games).
DOUBLE_AT = 0.6

#: When each kind of move is allowed in GNU Backgammon's game, in the rules language's words.
GNUBG_ALLOW = {"entering-from-bar": "always", "entering-from-hand": "none on bar",
               "moving-on-board": "none on bar", "hitting": "always",
               "bearing-off": "all in home"}
TAKE_ABOVE = -0.5


class GnubgUnavailable(TavliError):
    """GNU Backgammon cannot play or rate this game (or is not installed)."""

    code = "no-gnubg"


def gnubg_refusal(variant: Variant) -> str | None:
    """Why GNU Backgammon cannot evaluate ``variant``'s positions, or None if it can."""
    reasons = []
    if "gnubg" not in formats_for(variant):
        reasons.append("it is not played on the standard board with two six-sided dice")
    if variant.setup_hand:
        reasons.append("checkers start in hand")
    if variant.pins or variant.single_enemy != "hit" or variant.blocked_by != 2:
        reasons.append("single checkers are not hit as in backgammon")
    if set(variant.turn) - {"doubles"} or any(
        part.kind != "double" or part.times != 4 for part in variant.turn.get("doubles", ())
    ):
        reasons.append("its turns are not backgammon's (a double played four times)")
    if variant.lower_die_first:
        reasons.append("the lower die must be played first")
    if variant.timed_turn or variant.unplayed_to_opponent:
        reasons.append("its turns are not backgammon's (they change with the turn or pass dice)")
    if variant.leave_limit or variant.prime_limit or variant.leaving or variant.hold_limits \
            or variant.hold_most or variant.stack_limit is not None or variant.no_entry_onto_own \
            or variant.stack_limits_in or variant.no_entry_onto_occupied or variant.occupy_most \
            or variant.hit_stops or variant.trap_limit is not None \
            or variant.no_passing or variant.hit_facing or variant.hit_point_of \
            or dict(variant.allow_text) != GNUBG_ALLOW or variant.bear_off != "exact-or-higher":
        reasons.append("it limits moves that backgammon allows")
    if variant.end_rules:
        reasons.append("its game ends otherwise than by bearing off all fifteen first")
    if not reasons:
        return None
    return f"GNU Backgammon cannot evaluate {variant.title}: " + "; ".join(reasons)


def _gnubg() -> Any:
    try:
        import gnubg  # the extra is optional
    except ImportError:
        raise GnubgUnavailable("GNU Backgammon's bindings are not installed: "
                               "pip install 'tavli[gnubg]'") from None
    return gnubg


@cache
def available() -> bool:
    try:
        _gnubg()
    except GnubgUnavailable:
        return False
    return True


def check(variant: Variant) -> None:
    """Raise :class:`GnubgUnavailable` unless GNU Backgammon can play ``variant``."""
    _gnubg()
    reason = gnubg_refusal(variant)
    if reason is not None:
        raise GnubgUnavailable(reason)


def equity(variant: Variant, position: Position, side: Side) -> float:
    """GNU Backgammon's cubeless equity of ``position`` for ``side`` (per unit of stake)."""
    result = score(variant, position)
    if result is not None:
        points = result.points / position.cube
        return points if result.winner == side else -points
    on_roll = chances(variant, position)[5]
    return on_roll if position.turn == side else -on_roll


def chances(variant: Variant, position: Position) -> tuple[float, ...]:
    """GNU Backgammon's 0-ply evaluation of ``position`` for the player on roll (about to
    roll): his chances to win, win a gammon, win a backgammon, lose a gammon, lose a
    backgammon, and his cubeless equity."""
    gnubg = _gnubg()
    board = gnubg.position_from_id(position_to(variant, position, "gnubg").split(":")[0])
    return tuple(float(x) for x in gnubg.evaluate(board, gnubg.cube_info(),
                                                  gnubg.eval_context(0, 0)))


def rate_plays(variant: Variant, position: Position,
               plays: Sequence[Play]) -> list[tuple[Play, float]]:
    """Each play with its equity for the player making it, best first."""
    check(variant)
    side = position.turn
    rated = [(play, equity(variant, play.position, side)) for play in plays]
    return sorted(rated, key=lambda pair: -pair[1])


class GnubgBot:
    """Plays GNU Backgammon's best play at 0 ply, and doubles and takes by its equity."""

    def __init__(self, seed: Seed = None) -> None:
        self.random = random.Random(seed)  # unused by gnubg's choices; kept for symmetry

    def choose_play(self, variant: Variant, position: Position, plays: Sequence[Play]) -> Play:
        return rate_plays(variant, position, plays)[0][0]

    def will_double(self, variant: Variant, position: Position) -> bool:
        check(variant)
        return equity(variant, position, position.turn) >= DOUBLE_AT

    def will_take(self, variant: Variant, position: Position) -> bool:
        check(variant)
        return equity(variant, position, other(position.turn)) > TAKE_ABOVE

    def will_beaver(self, variant: Variant, position: Position) -> bool:
        return equity(variant, position, other(position.turn)) > 0.0

    def choose_double(self, variant: Variant, position: Position) -> int:
        raise GnubgUnavailable(gnubg_refusal(variant) or "no chosen doubles in backgammon")

    def will_roll_again(self, variant: Variant, position: Position) -> bool:
        raise GnubgUnavailable(gnubg_refusal(variant) or "no opening choice in backgammon")

    def decide(self, variant: Variant, position: Position) -> str:
        raise GnubgUnavailable(gnubg_refusal(variant) or "no decisions in backgammon")
