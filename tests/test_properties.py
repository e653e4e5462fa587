"""Properties of random games, for every bundled variant (hypothesis picks the seeds).

Whatever the dice and the choices: every checker is always accounted for, no point holds both
colours, the native notation round-trips every position, and every game ends with a score
the variant allows.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tavli
from searches import Stride
from tavli.game.cube import may_double
from tavli.game.decide import choices
from tavli.game.ending import all_off, by_rule
from tavli.game.scoring import winner_by_score
from tavli.model.position import Position

VARIANTS = sorted(tavli.bundled_variants())
MAX_ACTIONS = 3000


def check_position(variant: tavli.Variant, position: Position) -> None:
    for side in (0, 1):  # where hit checkers leave the game, fewer
        kept = position.checkers_of(side)  # type: ignore[arg-type]
        assert kept == variant.checkers or (variant.hit_out and kept < variant.checkers)
    assert len(position.points) == variant.board.points
    text = tavli.format_position(variant, position)
    assert tavli.parse_position(variant, text) == position, text


def random_game(variant: tavli.Variant, seed: int) -> tuple[Position, int]:
    """Play one game with random dice and random legal decisions; return the end and length."""
    rng = random.Random(seed)
    position = tavli.new_game(variant)
    for count in range(MAX_ACTIONS):
        check_position(variant, position)
        if position.is_over:
            return position, count
        action: tavli.Action
        match position.phase:
            case "opening":
                action = tavli.OpeningRoll(rng.randint(1, variant.faces),
                                           rng.randint(1, variant.faces))
            case "roll":
                if may_double(variant, position) and rng.random() < 0.05:
                    action = tavli.Double()
                else:
                    action = tavli.Roll(tuple(rng.randint(1, variant.faces)
                                              for _ in range(variant.dice)))
            case "take-or-drop":
                action = tavli.Take() if rng.random() < 0.8 else tavli.Drop()
            case "choose-double":
                action = tavli.ChooseDouble(rng.randint(1, variant.faces))
            case "choose-opening":
                action = tavli.OpeningChoice(roll_again=rng.random() < 0.5)
            case "decide":
                action = tavli.Decide(position.rest[0].decision, choices(variant, position)[0])
            case _:
                play = rng.choice(tavli.legal_plays(variant, position))
                position = play.position
                continue
        position = tavli.apply(variant, position, action)
    raise AssertionError(f"{variant.name} game with seed {seed} did not end")


@pytest.mark.parametrize("name", VARIANTS)
@settings(max_examples=8, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_random_games_keep_the_rules_invariants(name: str, seed: int) -> None:
    variant = tavli.load_variant(name)
    end, _ = random_game(variant, seed)
    result = tavli.score(variant, end)
    assert result is not None
    top = max(level.points * (variant.checkers if level.per_checker else 1)
              for level in variant.scoring)
    if end.phase == "drawn":  # only an end rule makes a draw
        assert by_rule(variant, end) and result.points == 0
        return
    # where more than two sides play, each of the others pays the winner
    assert 1 <= result.points <= top * end.cube * (variant.sides - 1)
    if end.phase == "over" and result.winner is not None:
        # an end rule, or the count the game is won on (scores kept during play)
        lost = by_rule(variant, end) or winner_by_score(variant, end.counters,
                                                        result.winner) == result.winner
        assert all_off(variant, end, result.winner) or lost
        # 'the last N out lose': the level of the worst of the last out
        level = result.result.removeprefix("last out ") if variant.last_out else result.result
        assert level in {level.name for level in variant.scoring}


@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
@settings(max_examples=60, deadline=None, derandomize=True, database=None)
def test_plays_are_distinct_by_resulting_position(seed: int) -> None:
    variant = tavli.load_variant("backgammon")
    rng = random.Random(seed)
    position = tavli.starting_position(variant)
    for _ in range(40):
        roll = (rng.randint(1, 6), rng.randint(1, 6))
        plays = tavli.plays(variant, position, roll)
        results = [p.position for p in plays]
        assert len(results) == len(set(results))
        steps_used = {len(p.steps) for p in plays}
        assert len(steps_used) == 1  # the forced-play rule: every play uses as many dice
        position = rng.choice(plays).position
        if position.is_over:
            break


@pytest.mark.parametrize("name", VARIANTS)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
@settings(max_examples=10, deadline=None, derandomize=True, database=None)
def test_every_play_reads_back_from_its_own_text(name: str, seed: int) -> None:
    """A play written in either style names exactly that play, whatever path the generator
    took to find it."""
    from tavli.game.play_text import find_play, play_text

    variant = tavli.load_variant(name)
    rng = random.Random(seed)
    position = tavli.new_game(variant)
    stride = Stride()
    for _ in range(200):
        if position.is_over:
            break
        if position.phase == "play":
            plays = tavli.legal_plays(variant, position)
            checked = plays if stride.due() else []
            if checked:
                stride.count(len(plays))
            for play in rng.sample(checked, min(len(checked), 3)):
                for expanded in (False, True):
                    text = play_text(play, expanded=expanded)
                    assert find_play(plays, text) is play, text
            position = rng.choice(plays).position
            continue
        match position.phase:
            case "opening":
                action: tavli.Action = tavli.OpeningRoll(rng.randint(1, 6), rng.randint(1, 6))
            case "choose-opening":
                action = tavli.OpeningChoice(roll_again=False)
            case "decide":
                action = tavli.Decide(position.rest[0].decision, choices(variant, position)[0])
            case "choose-double":
                action = tavli.ChooseDouble(rng.randint(1, 6))
            case "roll":
                action = tavli.Roll(tuple(rng.randint(1, variant.faces)
                                          for _ in range(variant.dice)))
            case _:
                action = tavli.Take()
        position = tavli.apply(variant, position, action)
