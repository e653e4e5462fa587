"""Round trips: every position reached by random play, written in each notation that can
describe it and read back, is the same position."""

from __future__ import annotations

import contextlib
import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tavli
from tavli.notation.formats import FORMATS, formats_for, position_from, position_to

STANDARD = ["backgammon", "nackgammon", "hypergammon", "short-nardy", "dutch-backgammon",
            "acey-deucey"]


def _walk(variant: tavli.Variant, seed: int, steps: int) -> list[tavli.Position]:
    """Positions of one seeded random game (restarted when over), every phase included."""
    rng = random.Random(seed)
    position = tavli.new_game(variant)
    seen = [position]
    for _ in range(steps):
        match position.phase:
            case "opening":
                position = tavli.apply(variant, position,
                                       tavli.OpeningRoll(rng.randint(1, 6), rng.randint(1, 6)))
            case "roll":
                if tavli.may_double(variant, position) and rng.random() < 0.1:
                    position = tavli.apply(variant, position, tavli.Double())
                else:
                    roll = (rng.randint(1, 6), rng.randint(1, 6))
                    position = tavli.start_turn(variant, position, roll)
            case "take-or-drop":
                position = tavli.apply(variant, position,
                                       tavli.Take() if rng.random() < 0.9 else tavli.Drop())
            case "play":
                position = rng.choice(tavli.legal_plays(variant, position)).position
            case "choose-double":
                position = tavli.apply(variant, position, tavli.ChooseDouble(rng.randint(1, 6)))
            case _:
                position = tavli.new_game(variant)
        seen.append(position)
    return seen


@settings(max_examples=40, deadline=None, derandomize=True, database=None)
@given(name=st.sampled_from(STANDARD), seed=st.integers(0, 10**6))
def test_every_reached_position_round_trips(name: str, seed: int) -> None:
    variant = tavli.load_variant(name)
    for position in _walk(variant, seed, 120):
        for fmt in formats_for(variant):
            try:
                text = position_to(variant, position, fmt)
            except tavli.NotationError:
                # Only what these formats cannot say: checkers in hand, the opening roll,
                # a dropped double, a chained turn's later parts.
                assert fmt != "native"
                assert (position.hand != (0, 0) or position.rest
                        or position.phase in ("opening", "dropped", "choose-double"))
                continue
            expected = position
            if fmt == "gnubg" and len(position.dice) == 2:
                # GNU Backgammon writes the higher die first: a roll's order is no part of
                # the game (the same plays either way), so it is not kept
                expected = replace(position, dice=tuple(sorted(position.dice, reverse=True)))
            assert position_from(variant, text, fmt) == expected, (fmt, text)
            assert position_to(variant, position_from(variant, text, fmt), fmt) == text


def test_the_standard_formats_refuse_what_only_native_can_say() -> None:
    race = tavli.load_variant("race-gammon")
    assert formats_for(race) == ("native",)
    assert set(formats_for(tavli.load_variant("backgammon"))) == set(FORMATS)
    with pytest.raises(tavli.NotationError):
        position_to(race, tavli.starting_position(race), "gnubg")


def test_start_is_understood_in_every_format() -> None:
    game = tavli.load_variant("backgammon")
    for fmt in FORMATS:
        assert position_from(game, "start", fmt) == tavli.starting_position(game)


def test_unknown_formats_are_refused() -> None:
    game = tavli.load_variant("backgammon")
    with pytest.raises(tavli.NotationError, match="unknown position format"):
        position_to(game, tavli.starting_position(game), "sgf")
    with pytest.raises(tavli.NotationError):
        position_from(game, "start", "sgf")


def test_stakes_above_the_cube_survive() -> None:
    game = tavli.load_variant("backgammon")
    position = replace(tavli.starting_position(game), cube=16, cube_owner=1)
    for fmt in FORMATS:
        assert position_from(game, position_to(game, position, fmt), fmt) == position


def test_one_die_to_play_reads_back() -> None:
    # Jacquet de Versailles plays 1-1 once: the turn is one die, "O to play 1"
    variant = tavli.load_variant("jacquet-de-versailles")
    text = "X 24:14 13:1 | O 24:15 | O to play 1"
    position = tavli.parse_position(variant, text)
    assert (position.phase, position.turn, position.dice) == ("play", 1, (1,))
    assert tavli.format_position(variant, position) == text


def test_a_roll_with_its_fixed_die_and_nine_moves_of_three_alike_read_back() -> None:
    # Myles: two dice thrown and a fixed 6; Garanguet: three alike played three times over
    for name, text, dice in (
        ("myles", "X 18:4 17:4 13:5 2:2 | O 12:3 11:3 10:3 9:3 8:3 | X to play 5-3-6",
         (5, 3, 6)),
        ("garanguet", "X 24:15 | O 24:15 | X to play 3-3-3-3-3-3-3-3-3", (3,) * 9),
        ("garanguet", "X 24:15 | O 24:15 | X to play 5-5-5-5-2", (5, 5, 5, 5, 2)),
    ):
        variant = tavli.load_variant(name)
        position = tavli.parse_position(variant, text)
        assert position.dice == dice
        assert tavli.format_position(variant, position) == text
        assert formats_for(variant) == ("native",)  # no foreign notation holds such dice


@pytest.mark.parametrize("name", sorted(tavli.bundled_variants()))
def test_the_quick_native_reader_reads_what_the_general_one_reads(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The native reader's shortcut for the commonest text (a side to roll, points in falling
    order) gives the very position the general reader gives, and leaves every text it
    cannot read whole, wrong ones included, to the general reader and its error."""
    from tavli.game import position_text, quick_text
    from tavli.players.bots import RandomBot
    from tavli.players.driver import GameTooLongError, generate_game

    variant = tavli.load_variant(name)
    reached = []
    with contextlib.suppress(GameTooLongError):
        for event in generate_game(variant, (RandomBot(3), RandomBot(4)), seed=3,
                                   max_actions=90):
            reached.append(event.after)
    texts = [position_to(variant, p, "native") for p in reached[::3]]
    texts += ["X 24:2 | O 24:2 | X to roll", "X 24:2 24:13 | O 24:15 | O to roll",
              "X 6:15 | O 19:15 | X to roll", "X 25:15 | O 1:15 | O to roll",
              "X 6:15 | O 6:15 | X to roll | cube 4 O", "X 6:15 | O 6:15 | O to roll | cube 3",
              "X 6:15 | O 6:15 | O to roll | cube 0"]
    read = []
    for text in texts:
        try:
            read.append(position_text.parse_position(variant, text))
        except tavli.TavliError as error:
            read.append(str(error))
    monkeypatch.setattr(position_text, "quick_position", lambda variant, text: None)
    for text, quick in zip(texts, read, strict=True):
        try:
            general: object = position_text.parse_position(variant, text)
        except tavli.TavliError as error:
            general = str(error)
        assert quick == general, text
    assert sum(quick_text._QUICK.fullmatch(t) is not None for t in texts) >= 4


@pytest.mark.parametrize("name", ["backgammon", "plakoto", "long-nardy", "el-mundo",
                                  "ketch-dolt", "hypergammon", "xii-scripta"])
def test_the_kernels_quick_reader_reads_as_the_python_one(name: str) -> None:
    """The compiled kernel's reading of the commonest native text gives the fields the
    Python shortcut gives, on texts of a game and on each of them spoiled a character at a
    time (a digit, a space, a letter, a bar: either answers None, or both the same)."""
    import random

    from tavli.game import engine, quick_text
    from tavli.players.bots import RandomBot
    from tavli.players.driver import GameTooLongError, generate_game

    if quick_text._kernel_quick is None or not engine.active():
        pytest.skip("the compiled kernel is not built")
    variant = tavli.load_variant(name)
    texts = []
    with contextlib.suppress(GameTooLongError):
        for event in generate_game(variant, (RandomBot(5), RandomBot(6)), seed=5,
                                   max_actions=120):
            texts.append(position_to(variant, event.after, "native"))
    texts += ["X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | O to roll | cube 64 O",
              "X bar:2 6:13 | O off:15 | X to roll", "X 6:15 | O 6:15 | X to roll | cube 3",
              "X 06:15 | O 6:15 | X to roll", "X 6:15 | O 6:15 | X to roll | cube 2 Y"]
    rng = random.Random(9)
    spoiled = []
    for text in texts:
        for _ in range(6):
            at = rng.randrange(len(text))
            spoiled.append(text[:at] + rng.choice("0123456789 :|XOoffbar-") + text[at + 1:])
    both = 0
    for text in texts + spoiled:
        fast = quick_text.quick_position(variant, text)
        slow = quick_text.python_quick_position(variant, text)
        assert fast == slow, text
        both += fast is not None
    assert both > 0 or variant.sides > 2 or variant.stacked  # (the shortcut is taken)
