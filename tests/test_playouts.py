"""The bots' evaluations and playouts in the kernel (tavli.players.playouts, and
tavli.players.evaluation.judge): the kernel's values equal Python's over the positions along
seeded random games of every bundled game it weighs, and a playout in the kernel plays as the
rollout bot's Python loop does on the same dice (Python's loop, written plainly here, is the
reference), reproducible from its seed."""

from __future__ import annotations

import random

import pytest

import tavli
from searches import Stride, positions_to_play
from tavli import bundled_variants
from tavli.game import engine
from tavli.game.turn import choose_double, legal_plays
from tavli.model.position import Position
from tavli.players import evaluation, heuristic, playouts
from tavli.players.bots import bot_for, seat_seed
from tavli.players.driver import generate_game
from tavli.players.heuristic import HeuristicBot
from tavli.players.rollout import RolloutBot

pytestmark = pytest.mark.skipif(not engine.active(), reason="the compiled kernel is not active")

#: The games whose positions the kernel weighs as the heuristic does, and judges as the
#: strong bot does (every game on the kernel; the heuristic's but for stages and counters).
WEIGHED = [name for name in bundled_variants()
           if playouts.evaluation_refusal(tavli.load_variant(name)) is None]
JUDGED = [name for name in bundled_variants()
          if evaluation.judging(tavli.load_variant(name)) is not None]


def test_the_kernel_weighs_and_judges_the_bundled_games_it_plays() -> None:
    on_kernel = {name for name in bundled_variants() if engine.supports(tavli.load_variant(name))}
    assert set(WEIGHED) <= set(JUDGED) == on_kernel
    assert {"backgammon", "plakoto", "fevga", "nackgammon", "long-nardy"} <= set(WEIGHED)
    staged = [name for name in bundled_variants() if tavli.load_variant(name).stages]
    assert staged and not set(staged) & set(WEIGHED)


def _both_agree(variant: tavli.Variant, position: Position, weighed: bool) -> None:
    """The kernel's values of ``position`` for both sides are Python's: the strong bot's
    judgement, and where ``weighed`` the heuristic's evaluation."""
    for side in (0, 1):
        if position.phase not in ("over", "dropped", "drawn"):
            want = evaluation.judge_in_python(variant, position, side)
            got = evaluation.judge(variant, position, side)
            assert abs(got - want) <= 1e-9, ("judge", position, side, got, want)
        if weighed:
            want = heuristic.evaluate(variant, position, side)
            found = playouts.evaluate(variant, position, side)
            assert found is not None and abs(found - want) <= 1e-9, (position, side, found, want)


@pytest.mark.parametrize("name", JUDGED)
def test_the_compiled_evaluations_are_pythons(name: str) -> None:
    # the positions along a seeded random game, and some of each one's plays' results
    variant = tavli.load_variant(name)
    weighed = name in WEIGHED
    stride = Stride(plays=40)
    for position in positions_to_play(variant, seed=28, actions=70):
        if not stride.due():
            continue
        plays = legal_plays(variant, position)
        stride.count(len(plays))
        for after in (position, *(play.position for play in plays[::max(1, len(plays) // 4)])):
            _both_agree(variant, after, weighed)
    assert stride.checked > 3


def _ready(variant: tavli.Variant, seed: int) -> Position:
    """A position about to roll, a new turn, some way into a seeded random game."""
    rng = random.Random(seed)
    for number, position in enumerate(positions_to_play(variant, seed, 80)):
        after = rng.choice(legal_plays(variant, position)).position
        if number >= 8 and after.phase == "roll" and not after.rest:
            return after
    raise AssertionError("the game ended early")


#: Games of every kind of turn the kernel plays out: two dice, three, doubles played four
#: times, a complement under a condition then a new roll (Race-gammon), a new roll on
#: doubles (Pareia de Entrada), a chosen double (Acey-deucey) and its complement (European
#: Acey-deucey), pins, one track for both sides.
PLAYED = ["backgammon", "plakoto", "fevga", "tabula", "race-gammon", "pareia-de-entrada",
          "hypergammon", "jacquet", "acey-deucey", "european-acey-deucey"]


def _played_in_python(variant: tavli.Variant, position: Position,
                      rolls: list[tuple[int, ...]], turns: int | None) -> Position:
    """The rollout bot's loop written plainly (tavli.players.rollout before the kernel played
    it): the heuristic's best play each time, the first of equal ones, on the given rolls."""
    dice = iter(rolls)
    counted, roller = 0, None
    while True:
        if position.phase in ("over", "drawn"):
            return position
        if position.phase == "roll":
            if position.turn != roller:  # a part rolled again is the same turn
                if counted == turns:
                    return position
                counted, roller = counted + 1, position.turn
            roll = next(dice, None)
            if roll is None:
                return position
            position = tavli.start_turn(variant, position, roll)
            continue
        if position.phase == "choose-double":  # the heuristic's choice
            number = HeuristicBot().choose_double(variant, position)
            position = choose_double(variant, position, number)
            continue
        mover = position.turn
        plays = legal_plays(variant, position)
        position = max(plays, key=lambda play: heuristic.evaluate(variant, play.position,
                                                                 mover)).position


@pytest.mark.parametrize("name", PLAYED)
def test_a_playout_in_the_kernel_plays_as_the_python_loop_on_the_same_dice(name: str) -> None:
    variant = tavli.load_variant(name)
    assert playouts.supported(variant), playouts.refusal(variant)
    rng = random.Random(name)
    for seed, turns in ((5, 3), (6, None)):
        start = _ready(variant, seed)
        rolls = [tuple(rng.randint(1, variant.faces) for _ in range(variant.dice))
                 for _ in range(60 if turns is None else 12)]
        want = _played_in_python(variant, start, rolls, turns)
        got = playouts.play_on(variant, start, 0, turns=turns, rolls=rolls)
        assert got is not None
        fields = ("points", "pinned", "bar", "hand", "off", "turn", "phase")
        assert [getattr(got, f) or None for f in fields] == \
            [getattr(want, f) or None for f in fields], (start, rolls)


def test_a_playout_is_reproducible_from_its_seed_and_ends_the_game() -> None:
    variant = tavli.load_variant("backgammon")
    start = _ready(variant, 5)
    ended = playouts.play_on(variant, start, 11, random_ties=True)
    assert ended is not None and ended.phase == "over"
    assert playouts.play_on(variant, start, 11, random_ties=True) == ended
    after = playouts.play_on(variant, start, 11, turns=1)
    assert after is not None and after.phase == "roll" and after.turn != start.turn


def test_variants_the_kernel_cannot_play_out_say_why() -> None:
    for name in bundled_variants():
        variant = tavli.load_variant(name)
        reason = playouts.refusal(variant)
        assert (reason is None) == playouts.supported(variant)
        if variant.stages or variant.score_counters:
            assert reason is not None
    assert playouts.refusal(tavli.load_variant("backgammon")) is None


def test_the_rollout_bot_plays_the_same_on_the_same_seed() -> None:
    variant = tavli.load_variant("backgammon")
    start = _ready(variant, 9)
    position = tavli.start_turn(variant, start, (6, 2))
    plays = legal_plays(variant, position)
    first = RolloutBot(4).choose_play(variant, position, plays)
    assert RolloutBot(4).choose_play(variant, position, plays) == first


#: The games where a player's own checkers can close his entry (a limit on a point there),
#: whose shut terms the kernel computes.
SHUT = [name for name in JUDGED if evaluation.entry_limits(tavli.load_variant(name))]


@pytest.mark.parametrize("name", SHUT)
def test_the_kernels_shut_terms_are_pythons(name: str) -> None:
    # each shut term alone (weight 1, every other 0), along games of the strong bot against
    # the heuristic, where checkers are hit and shut out; some of the values are not 0
    variant = tavli.load_variant(name)
    table = evaluation.judging(variant)
    assert table is not None
    players = (bot_for("strong", seat_seed(4, 0)), bot_for("heuristic", seat_seed(4, 1)))
    positions = []
    for game in range(3):
        for count, event in enumerate(generate_game(variant, players, seed=40 + game)):
            if event.after.phase in ("roll", "play"):
                positions.append(event.after)
            if count > 300:
                break
    seen = 0
    for term in evaluation.SHUT_TERMS:
        index = evaluation.FEATURES.index(term)
        unit = tuple(float(i == index) for i in range(len(evaluation.FEATURES)))
        alone = (unit, unit, *table[2:7], False, *table[8:])
        for position in positions:
            rules = engine.compiled_rules(variant, position)
            assert rules is not None
            for side in (0, 1):
                want = evaluation.features(variant, position, side)[index]
                got = evaluation._judge(rules, alone, position, side, position.turn)
                assert abs(got - want) <= 1e-9, (term, position, side, got, want)
                seen += want != 0
    assert seen > 0
