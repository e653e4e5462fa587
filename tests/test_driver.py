"""The game loop (tavli.players.driver): seeded dice, who is asked what, and replaying what it
did."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from itertools import islice

import pytest

import tavli
from tavli.game.actions import (
    Beaver,
    Double,
    Drop,
    Move,
    OpeningChoice,
    OpeningRoll,
    Roll,
    Take,
    apply,
)
from tavli.game.turn import Play
from tavli.model.position import Position
from tavli.players.bots import RandomBot, seat_seed
from tavli.players.driver import GameTooLongError, count_turns, generate_game, play_game


class ScriptedDice(random.Random):
    """Dice that come up as the test says, in order."""

    def __init__(self, faces: Sequence[int]) -> None:
        super().__init__(0)
        self.faces: Iterator[int] = iter(faces)

    def randint(self, a: int, b: int) -> int:
        return next(self.faces)


class Recorder:
    """A player that answers from fixed choices and notes every question it was asked."""

    def __init__(self, *, double: bool = False, take: bool = True, again: bool = False,
                 number: int = 6, beaver: bool = False) -> None:
        self.double, self.take, self.again, self.number = double, take, again, number
        self.beaver = beaver
        self.asked: list[str] = []
        self.play_counts: list[int] = []

    def choose_play(self, variant: tavli.Variant, position: Position,
                    plays: Sequence[Play]) -> Play:
        self.asked.append("play")
        self.play_counts.append(len(plays))
        return plays[0]

    def will_double(self, variant: tavli.Variant, position: Position) -> bool:
        self.asked.append("double")
        return self.double

    def will_take(self, variant: tavli.Variant, position: Position) -> bool:
        self.asked.append("take")
        return self.take

    def will_beaver(self, variant: tavli.Variant, position: Position) -> bool:
        self.asked.append("beaver")
        return self.beaver

    def choose_double(self, variant: tavli.Variant, position: Position) -> int:
        self.asked.append("choose")
        return self.number

    def will_roll_again(self, variant: tavli.Variant, position: Position) -> bool:
        self.asked.append("again")
        return self.again


def bots(seed: int) -> tuple[RandomBot, RandomBot]:
    return RandomBot(seat_seed(seed, 0)), RandomBot(seat_seed(seed, 1))


def test_the_dice_are_drawn_from_random_with_the_seed() -> None:
    variant = tavli.load_variant("backgammon")
    result = play_game(variant, bots(7), seed=7)
    expected = random.Random(7)
    for action in result.actions:
        if isinstance(action, OpeningRoll):
            assert (action.x, action.o) == (expected.randint(1, 6), expected.randint(1, 6))
        elif isinstance(action, Roll):
            assert action.dice == (expected.randint(1, 6), expected.randint(1, 6))


def test_a_game_is_reproducible_from_its_seed() -> None:
    variant = tavli.load_variant("acey-deucey")
    first = play_game(variant, bots(3), seed=3)
    again = play_game(variant, bots(3), seed=3)
    assert first.actions == again.actions
    assert first.final == again.final


@pytest.mark.parametrize("name", ["backgammon", "race-gammon", "acey-deucey"])
def test_replaying_the_actions_gives_back_every_position(name: str) -> None:
    variant = tavli.load_variant(name)
    events = list(generate_game(variant, bots(11), seed=11))
    position = tavli.new_game(variant)
    for event in events:
        assert event.before == position
        position = apply(variant, position, event.action)
        assert position == event.after
    assert position.is_over
    assert tavli.score(variant, position) is not None


def test_a_play_is_asked_for_only_when_there_is_a_choice() -> None:
    variant = tavli.load_variant("hypergammon")
    x, o = Recorder(), Recorder()
    events = list(generate_game(variant, (x, o), seed=5))
    assert all(count >= 2 for count in x.play_counts + o.play_counts)
    asked = len(x.play_counts) + len(o.play_counts)
    forced = sum(event.forced for event in events)
    assert asked + forced == sum(isinstance(e.action, Move) for e in events)


def test_a_variant_without_a_cube_never_asks_about_doubles() -> None:
    variant = tavli.load_variant("race-gammon")  # RG-18: no doubling cube
    x, o = Recorder(double=True), Recorder(double=True)
    list(generate_game(variant, (x, o), seed=2))
    assert "double" not in x.asked + o.asked
    assert "take" not in x.asked + o.asked


def ties_before_the_opening(seed: int) -> int:
    """How many equal opening rolls ``random.Random(seed)`` makes before two differ."""
    dice = random.Random(seed)
    ties = 0
    while dice.randint(1, 6) == dice.randint(1, 6):
        ties += 1
    return ties


@pytest.mark.parametrize("seed", [*range(8), 13])  # seeds 0 and 2 tie once, 13 twice
def test_a_dropped_double_ends_the_game_at_the_stake_before_it(seed: int) -> None:
    # BG-07: each equal opening roll doubles the stake; BG-09: a player offered a double
    # gives up the game at the current stake or accepts. X doubles at once, O drops.
    variant = tavli.load_variant("backgammon")
    x, o = Recorder(double=True), Recorder(take=False)
    result = play_game(variant, (x, o), seed=seed)
    assert isinstance(result.actions[-2], Double)
    assert isinstance(result.actions[-1], Drop)
    assert result.score.winner == 0
    assert result.score.result == "drop"
    assert result.score.points == min(2 ** ties_before_the_opening(seed), 64)
    assert o.asked.count("take") == 1


@pytest.mark.parametrize("beavers", [False, True])
def test_a_beaver_is_offered_only_where_beavers_are_played(beavers: bool) -> None:
    # The beavers option: a player who is doubled may take and redouble at once, keeping
    # the cube. X doubles at his first chance; O takes, and beavers when he may.
    variant = tavli.load_variant("short-nardy", ["beavers"] if beavers else [])
    x, o = Recorder(double=True), Recorder(beaver=True)
    events = list(islice(generate_game(variant, (x, o), seed=1), 40))
    answer = next(i for i, e in enumerate(events) if isinstance(e.action, Double)) + 1
    assert ("beaver" in o.asked) is beavers
    answered = events[answer]
    assert isinstance(answered.action, Beaver if beavers else Take)
    assert answered.after.cube == (4 if beavers else 2)  # seed 1: no equal opening dice
    assert answered.after.cube_owner == 1


def test_short_nardy_rerolls_equal_openings_without_raising_the_stake() -> None:
    variant = tavli.load_variant("short-nardy")  # SN-02: equal numbers are rolled again
    seed = next(s for s in range(100) if ties_before_the_opening(s) > 0)
    result = play_game(variant, (Recorder(double=True), Recorder(take=False)), seed=seed)
    assert result.score.points == 1


def test_the_race_gammon_opening_re_roll_and_a_double_in_one_turn() -> None:
    # RG-04: X wins the opening (5 against 3) and chooses to roll again; RG-11, RG-13: his
    # 4-4 enters four checkers and, with checkers still in hand, no complement follows; the
    # turn passes to O, who enters 2-1.
    variant = tavli.load_variant("race-gammon")
    dice = ScriptedDice([5, 3, 4, 4, 2, 1, 6, 5])
    x, o = Recorder(again=True), Recorder()
    events = list(islice(generate_game(variant, (x, o), dice=dice), 6))
    kinds = [type(event.action) for event in events]
    assert kinds == [OpeningRoll, OpeningChoice, Roll, Move, Roll, Move]
    assert x.asked[0] == "again"
    assert tavli.format_position(variant, events[3].after) == \
        "X hand:11 21:4 | O hand:15 | O to roll"
    assert events[4].side == 1
    assert count_turns(events) == 2


def test_a_game_that_does_not_end_in_time_is_an_error() -> None:
    variant = tavli.load_variant("backgammon")
    with pytest.raises(GameTooLongError, match="had not ended after 3 actions"):
        list(generate_game(variant, bots(1), seed=1, max_actions=3))


def test_a_player_must_choose_one_of_the_plays_offered() -> None:
    variant = tavli.load_variant("backgammon")
    start = tavli.starting_position(variant)
    foreign = tavli.legal_plays(variant, tavli.start_turn(variant, start, (6, 6)))[0]

    class Cheat(Recorder):
        def choose_play(self, variant: tavli.Variant, position: Position,
                        plays: Sequence[Play]) -> Play:
            return foreign

    with pytest.raises(ValueError, match="not one of the legal plays"):
        list(generate_game(variant, (Cheat(), Cheat()), dice=ScriptedDice([3, 1] * 50)))
