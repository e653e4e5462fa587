"""Invariants over seeded self-play, for every bundled variant and each of its options.

After every action of every game: each side still has all its checkers (points, bar, hand
and off together), no count is negative, no point holds both colours, the action replays to
the same position, and the cube only ever doubles (twice over for a beaver). Every game
ends, and its score is one the variant allows: the winner has borne off every checker (or
his double was dropped), and the points are the result's points times the checkers paid for
times the cube.
(bench/soak.py runs the same kind of checks over many more games.)
"""

from __future__ import annotations

import pytest

import tavli
from tavli.game.actions import Beaver, apply
from tavli.game.ending import all_off, by_rule
from tavli.game.score import score
from tavli.game.scoring import winner_by_score
from tavli.game.validation import position_problems
from tavli.model.position import Position
from tavli.players.bots import RandomBot, seat_seed
from tavli.players.driver import Player, generate_game
from tavli.players.heuristic import HeuristicBot

GAMES = 12  # per variant and option set; a few of each kind of player below
# games of hundreds of turns on the reference search (issue 25): fewer, to keep CI cheap
FEWER = {"los-doze-canes": 3, "svensk-bradspel": 3,
         # a take the rules make compulsory: nobody is dolted, a thousand turns a game
         "ketch-dolt+forced-take": 1,
         # five and six players playing on to the last out: well over a thousand actions a
         # game, so one game of each option (the random bots without a cube)
         "sixe-ace": 1, "sixe-ace-6": 1}
# Equal work per configuration: no new game once this many actions are played, though each
# kind of player (three) always plays at least once; long games play fewer of them.
ACTIONS = 1_500
MAX_ACTIONS = 20_000

# AD-08's house rule doubles the stake on every acey-deucey, with no limit, so a long game
# reaches stakes the native notation does not yet read back (it reads at most five digits).
CONFIGURATIONS = [pytest.param(name, (), id=name) for name in sorted(tavli.bundled_variants())] + [
    pytest.param(name, (option,), id=f"{name}+{option}")
    for name, variant in sorted(tavli.bundled_variants().items())
    for option in variant.options
]


def players(seed: int, sides: int = 2) -> tuple[Player, ...]:
    """No cube, random cube, and the heuristic bot against a random one, in turn (where more
    than two sides play, the second seat's bot in every other seat)."""
    kind = seed % 3
    if kind == 0:
        first: Player = RandomBot(seat_seed(seed, 0), double_rate=0.0)
        rest = [RandomBot(seat_seed(seed, side), double_rate=0.0) for side in range(1, sides)]
    elif kind == 1:
        first = RandomBot(seat_seed(seed, 0))
        rest = [RandomBot(seat_seed(seed, side)) for side in range(1, sides)]
    else:
        first = HeuristicBot(seat_seed(seed, 0))
        rest = [RandomBot(seat_seed(seed, side), double_rate=0.0) for side in range(1, sides)]
    return (first, *rest)


def assert_sound(variant: tavli.Variant, position: Position) -> None:
    if variant.sides > 2:  # counts with owners: each side's men all there, the text exact
        assert all(position.checkers_of(side) == variant.checkers
                   for side in range(variant.sides))
        assert position_problems(variant, position) == []
        text = tavli.format_position(variant, position)
        assert tavli.parse_position(variant, text) == position, text
        return
    for side, sign in ((0, 1), (1, -1)):
        on_points = sum(count * sign for count in position.points if count * sign > 0)
        pinned = sum(count * sign for count in position.pinned if count * sign > 0)
        kept = (position.bar[side], position.hand[side], position.off[side])
        assert min(kept) >= 0
        total = on_points + pinned + sum(kept)  # fewer where hit checkers leave the game
        assert total == variant.checkers or (variant.hit_out and total < variant.checkers)
    assert len(position.points) == variant.board.points
    # Pins are consistent: a pinned checker lies under at least one enemy checker.
    for pin, count in zip(position.pinned, position.points, strict=False):
        assert not pin or count * pin < 0
    # One signed count per point cannot hold both colours; the notation's parser refuses a
    # point claimed by both sides, so a round trip shows the counts are each side's own.
    text = tavli.format_position(variant, position)
    assert tavli.parse_position(variant, text) == position, text


def assert_score_allowed(variant: tavli.Variant, final: Position) -> None:
    result = score(variant, final)
    assert result is not None
    if final.phase == "dropped":  # BG-09: the game is lost at the stake before the double
        assert (result.result, result.points) == ("drop", final.cube)
        return
    if variant.last_out:  # the last N left with men pay each side gone out (SA-10)
        left = [side for side in range(variant.sides) if not all_off(variant, final, side)]
        assert len(left) == variant.last_out and sum(result.payments) == 0
        free = variant.sides - len(left)
        assert all(result.payments[side] == -result.points * free for side in left)
        assert all(result.payments[side] == result.points * len(left)
                   for side in range(variant.sides) if side not in left)
        return
    if variant.sides > 2:  # the winner alone has borne off all; the others pay him
        assert result.winner is not None and all_off(variant, final, result.winner)
        assert not any(all_off(variant, final, side) for side in range(variant.sides)
                       if side != result.winner)
        assert sum(result.payments) == 0 and result.payments[result.winner] == result.points
        return
    # an end rule, or the count the game is won on (scores kept during play)
    lost = by_rule(variant, final) or (
        result.winner is not None
        and winner_by_score(variant, final.counters, result.winner) == result.winner)
    if result.winner is None:  # only an end rule makes a draw
        assert final.phase == "drawn" and lost and result.points == 0
        return
    loser = 1 - result.winner
    assert all_off(variant, final, result.winner) or lost
    assert not all_off(variant, final, loser) or lost
    level = {level.name: level for level in variant.scoring}[result.result]
    paid, remainder = divmod(result.points, level.points * final.cube)
    assert remainder == 0
    assert 1 <= paid <= (variant.checkers if level.per_checker else 1)


@pytest.mark.parametrize(("name", "options"), CONFIGURATIONS)
def test_self_play_keeps_the_invariants(name: str, options: tuple[str, ...]) -> None:
    variant = tavli.load_variant(name, list(options))
    played = 0
    for seed in range(FEWER.get("+".join((name, *options)), FEWER.get(name, GAMES))):
        if seed >= 3 and played >= ACTIONS:
            break
        position = tavli.new_game(variant)
        for event in generate_game(variant, players(seed, variant.sides), seed=seed,
                                   max_actions=MAX_ACTIONS):
            assert event.before == position
            position = apply(variant, position, event.action)
            assert position == event.after, f"seed {seed}: {event.action}"
            beavered = isinstance(event.action, Beaver)  # take and redouble at once
            assert position.cube in (event.before.cube, 2 * event.before.cube) or (
                beavered and position.cube == 4 * event.before.cube)
            assert_sound(variant, position)
            played += 1
        assert position.is_over
        assert_score_allowed(variant, position)


def test_a_stake_doubled_seventeen_times_round_trips_in_the_notation() -> None:
    # AD-08 (house rule): the stake doubles on every acey-deucey; nothing bounds it.
    variant = tavli.load_variant("acey-deucey", ["acey-deucey-doubles-stake"])
    position = tavli.parse_position(variant, "X hand:15 | O hand:15 | X to roll")
    from dataclasses import replace

    large = replace(position, cube=2**17)
    assert tavli.parse_position(variant, tavli.format_position(variant, large)) == large
