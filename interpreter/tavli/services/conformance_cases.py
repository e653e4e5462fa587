"""Which cases a conformance suite holds: the categories a case can carry, the ones a game's
rules can give rise to, and the seeded draw that reaches a minimum of each (docs/conformance.md).

Cases come from position-rolls of positions reached by random play and by the heuristic bot
playing itself; when a category the rules allow is still short, more rounds of random play
from other seeds are searched for it alone, with, in games that hit, each position *thinned*:
the side to roll keeps only its rearmost checkers and has borne the rest off (a late game
against a standing board, where a blocked checker, a forced play or the larger die are common);
then as many rounds of the heuristic bot's games, which build primes random play seldom does.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace

from tavli.game.position_text import format_position, parse_position
from tavli.game.turn import Play, legal_plays, start_turn
from tavli.model.errors import TavliError
from tavli.model.position import Position, view_of
from tavli.model.variant import Variant
from tavli.players.heuristic import HeuristicBot
from tavli.services.crosscheck import all_rolls, sample_positions

#: Every category a case can carry, with what it means (docs/conformance.md says the same).
CATEGORIES = {
    "double": "the dice show a double",
    "bar": "the mover has checkers on the bar",
    "hand": "the mover has checkers in hand",
    "forced": "exactly one play, and it moves",
    "no-move": "nothing can be played",
    "partial": "not every die can be played",
    "larger-die": "two dice, only one playable, and the play must use the larger",
    "hit": "some play hits",
    "pin": "some play pins",
    "bear-off": "some play bears a checker off",
    "bear-off-higher": "some play bears off by a number higher than the point",
    "prime": "six or more points in a row held against the mover",
    "chained": "after some play the same player still has to play, choose or roll",
}
PRIME = 6
#: categories told from the rolled position alone, before its plays are worked out
_BEFORE_PLAYS = frozenset({"double", "bar", "hand", "prime"})
ROUNDS = 4  # further rounds of random play (then of the bot's) searched for a category short
KEEP = 3  # a thinned position keeps at most this many of the mover's checkers


def applies(variant: Variant) -> frozenset[str]:
    """The categories the game's rules can give rise to (each then has a minimum)."""
    found = {"forced", "no-move", "partial"}
    if not variant.lower_die_only:  # 'play only the lower die': a roll is one number
        found.add("double")
    if not any(most == 0 and variant.length - 1 in cells for cells, most in variant.occupy_most):
        found.add("bear-off")  # unless no checker may ever stand on the track's last point
    if variant.checkers >= PRIME * variant.blocked_by:
        found.add("prime")  # enough checkers to hold six points
    if variant.dice == 2 and not variant.fixed_dice and not variant.chosen_die \
            and not variant.lower_die_first and not variant.lower_die_only:
        found.add("larger-die")  # two free dice, neither of which the rules put first
    if variant.single_enemy == "hit":
        found.add("hit")
        if not variant.hit_return and not variant.hit_out:
            found.add("bar")
    if variant.pins:
        found.add("pin")
    if any(variant.setup_hands):
        found.add("hand")
    if variant.bear_off.startswith("exact-or-higher") and "bear-off" in found:
        found.add("bear-off-higher")
    if variant.timed_turn or any(len(parts) > 1 for parts in variant.turn.values()):
        found.add("chained")  # (dice passed to the opponent are his to play: not chained)
    return frozenset(found)


def categories(variant: Variant, rolled: Position, plays: Sequence[Play]) -> list[str]:
    """The categories of one position with its dice to play, and its legal plays."""
    side = rolled.turn
    steps = [step for play in plays for step in play.steps]
    before = _before_plays(variant, rolled)
    found: list[str] = [name for name in ("double", "bar", "hand") if name in before]
    if len(plays) == 1:
        found.append("forced" if plays[0].steps else "no-move")
    most = max(len(play.steps) for play in plays)
    if most < len(rolled.dice):
        found.append("partial")
        if len(rolled.dice) == 2 and rolled.dice[0] != rolled.dice[1] and most == 1 \
                and _larger_decides(variant, rolled, plays):
            found.append("larger-die")
    if any(step.hit for step in steps):
        found.append("pin" if variant.pins else "hit")
    off = [step for step in steps if step.target == "off"]
    if off:
        found.append("bear-off")
    if any(isinstance(step.origin, int) and step.die > step.origin for step in off):
        found.append("bear-off-higher")
    if _faces_prime(variant, rolled):
        found.append("prime")
    if any(play.position.turn == side and not play.position.is_over for play in plays):
        found.append("chained")
    return found


def _before_plays(variant: Variant, rolled: Position) -> set[str]:
    side = rolled.turn
    found = set()
    if len(rolled.dice) > 1 and len(set(rolled.dice)) == 1:
        found.add("double")
    if rolled.bar[side]:
        found.add("bar")
    if rolled.hand[side]:
        found.add("hand")
    return found


def _larger_decides(variant: Variant, rolled: Position, plays: Sequence[Play]) -> bool:
    """Whether the smaller die alone could have been played somewhere the legal plays do not
    go: the rule that the larger die is played when only one can be cut it."""
    alone = rolled.to_play((min(rolled.dice),), rolled.rest, rolled.chain)
    kept = {play.position for play in plays}
    return any(play.steps and play.position not in kept
               for play in legal_plays(variant, alone))


def _faces_prime(variant: Variant, position: Position) -> bool:
    view = view_of(variant, position, position.turn)
    run = 0
    for cell in range(variant.length):
        run = run + 1 if -view[cell] >= variant.blocked_by else 0
        if run >= PRIME:
            return True
    return False


def thinned(variant: Variant, position: Position, keep: int) -> Position | None:
    """``position`` with the side to roll keeping only its ``keep`` rearmost checkers (the bar
    first), the rest borne off; None where that is no position of the game. Only games that hit
    are thinned: there a checker borne off early and one sent back can stand so."""
    side = position.turn
    if variant.single_enemy != "hit" or variant.stack_states or variant.stages \
            or position.hand[side]:
        return None
    sign = 1 if side == 0 else -1
    points = list(position.points)
    left = keep - position.bar[side]
    removed = 0
    for own in range(variant.length, 0, -1):
        board = variant.point_of(side, own) - 1
        mine = max(sign * points[board], 0)
        stays = max(min(mine, left), 0)
        left -= stays
        removed += mine - stays
        if mine:
            points[board] = sign * stays
    if not removed:
        return None
    off = list(position.off)
    off[side] += removed
    candidate = replace(position, points=tuple(points), off=(off[0], off[1]))
    try:  # the parser checks it as it checks any position it is given
        return parse_position(variant, format_position(variant, candidate))
    except TavliError:
        return None


def _pool(variant: Variant, positions: int, seed: int, round_: int, rounds: int
          ) -> list[Position]:
    if round_ == 0:  # random play, and the heuristic bot playing itself: random play seldom
        # builds what good play does (a prime, a closed board, a bear-off race)
        played = sample_positions(variant, positions, seed,
                                  choose=HeuristicBot(seed).choose_play)
        return list({format_position(variant, p): p
                     for p in (*sample_positions(variant, positions, seed), *played)}.values())
    again = seed * 7919 + round_
    if round_ > rounds:  # random play has not found it: the bot's games, from other seeds
        return sample_positions(variant, positions, again,
                                choose=HeuristicBot(again).choose_play)
    found = sample_positions(variant, positions, again)
    rng = random.Random(again)
    thin = [thinned(variant, p, rng.randint(1, KEEP)) for p in found]
    return found + [p for p in thin if p is not None]


#: a position, its roll, the position with the roll to play, its plays and its categories
Drawn = tuple[Position, tuple[int, ...], Position, list[Play], list[str]]


def draw(variant: Variant, count: int, minimum: int, positions: int, seed: int,
         rounds: int = ROUNDS) -> tuple[list[Drawn], Counter[str]]:
    """``count`` cases at random from the position-rolls of ``positions`` positions reached
    by seeded play, then more wherever a category the rules allow has fewer than
    ``minimum``, searching up to ``rounds`` further rounds of random play for it, then as
    many of the heuristic bot's; the same seed draws the same."""
    rng = random.Random(seed)
    wanted = applies(variant)
    counts: Counter[str] = Counter()
    chosen: list[Drawn] = []
    seen: set[tuple[Position, tuple[int, ...]]] = set()
    for round_ in range(2 * rounds + 1):
        pairs = [(p, roll) for p in _pool(variant, positions, seed, round_, rounds)
                 for roll in all_rolls(variant)]
        rng.shuffle(pairs)
        for position, roll in pairs:
            short = {c for c in wanted if counts[c] < minimum}
            filling = len(chosen) < count
            if not filling and not short:
                return chosen, counts
            if (position, roll) in seen:
                continue
            seen.add((position, roll))
            rolled = start_turn(variant, position, roll)
            if rolled.phase != "play":
                continue
            if not filling and short <= _BEFORE_PLAYS and not short & (
                    _before_plays(variant, rolled)
                    | ({"prime"} if _faces_prime(variant, rolled) else set())):
                continue  # cannot be wanted: skip working out its plays
            plays = legal_plays(variant, rolled)
            found = categories(variant, rolled, plays)
            if filling or short & set(found):
                chosen.append((position, roll, rolled, plays, found))
                counts.update(found)
    return chosen, counts
