"""Position.validate: a position built by hand is checked before the API answers for it, and
every problem is reported at once."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

import tavli
from tavli.game.validation import every_problem
from tavli.services.oracle import handle

START = (-2, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, -5, 5, 0, 0, 0, -3, 0, -5, 0, 0, 0, 0, 2)


def test_the_starting_position_is_valid() -> None:
    game = tavli.load_variant("backgammon")
    start = tavli.starting_position(game)
    assert start.points == START
    assert tavli.position_problems(game, start) == []
    assert tavli.validate_position(game, start) is start


def test_eighteen_checkers_a_side_are_refused_with_every_other_problem() -> None:
    game = tavli.load_variant("backgammon")
    bad = tavli.Position(points=(18,) + (0,) * 22 + (-15,), cube=3, cube_owner=None,
                         hand=(1, 0), dice=(7,), phase="play")
    problems = tavli.position_problems(game, bad)
    assert problems == [
        "X has 1 checkers in hand, but in backgammon every checker starts on the board",
        "X has 19 checkers; each player has 15 in backgammon",
        "dice [7] are not faces of the variant's d6",
        "the stake 3 is not a power of two (1, 2, 4, ...)",
    ]
    with pytest.raises(tavli.InvalidPositionError) as caught:
        tavli.plays(game, bad)
    assert caught.value.code == "invalid-position" and caught.value.problems == problems
    assert "4 problems" in str(caught.value)
    with pytest.raises(tavli.InvalidPositionError):
        tavli.play(game, bad, None, "24/18")


@pytest.mark.parametrize(("variant", "change", "problem"), [
    ("backgammon", {"points": START[:23]}, "the board has 24 points, not 23"),
    ("backgammon", {"bar": (-1, 0)}, "X has -1 checkers on the bar"),
    ("backgammon", {"cube": 128}, "the cube shows 128; in backgammon it goes no higher than 64"),
    ("race-gammon", {"cube_owner": 0}, "race-gammon has no doubling cube"),
    ("backgammon", {"pinned": (1,) + (0,) * 23}, "backgammon has no pins"),
    ("backgammon", {"phase": "play"}, "X is to play, but no dice are given"),
    ("backgammon", {"phase": "over"}, "X has won, but has 15 checkers not borne off"),
])
def test_each_kind_of_problem_is_named(variant: str, change: dict[str, object],
                                       problem: str) -> None:
    game = tavli.load_variant(variant)
    start = tavli.starting_position(game)
    if variant == "race-gammon":
        assert start.hand == (15, 15)
    bad = replace(start, **change)  # type: ignore[arg-type]
    found = tavli.position_problems(game, bad)
    assert any(problem in p for p in found), found


def test_a_pin_needs_a_checker_on_top_in_a_game_that_pins() -> None:
    game = tavli.load_variant("plakoto")
    points = [0] * 24
    points[0], points[23] = 14, -15
    pinned = [0] * 24
    pinned[5] = 1  # X's checker pinned on board point 6 with no O checker on it
    bad = tavli.Position(points=tuple(points), pinned=tuple(pinned))
    assert tavli.position_problems(game, bad) == [
        "X's checker pinned on board point 6 has no checker of O's on top of it"]


def test_a_game_both_players_have_finished_is_refused() -> None:
    game = tavli.load_variant("backgammon")
    done = tavli.Position(points=(0,) * 24, off=(15, 15), phase="over")
    assert tavli.position_problems(game, done) == ["both players have borne off every checker"]
    over = tavli.Position(points=(0,) * 23 + (-15,), off=(15, 0), phase="roll", turn=1)
    assert tavli.position_problems(game, over) == [
        "X has borne off every checker, so the game is over, but the position says O is to "
        "roll"]


def test_the_oracle_refuses_an_impossible_position_with_a_clear_error() -> None:
    # the native notation reads a cube of 128 (a power of two) but backgammon's stops at 64
    reply = handle({"id": 1, "cmd": "plays", "variant": "backgammon",
                    "position": "X 6:15 | O 6:15 | X to roll | cube 128", "dice": [3, 1]})
    assert reply["ok"] is False, json.dumps(reply)
    assert reply["error"]["code"] in ("invalid-position", "bad-notation")
    assert "64" in reply["error"]["message"]
    for fmt, position in (("native", CUBE_1024), ("xgid", XGID_CUBE_512)):
        reply = handle({"id": 2, "cmd": "plays", "variant": "backgammon", "format": fmt,
                        "position": position, "dice": [3, 1]})
        assert reply["error"]["code"] == "invalid-position", json.dumps(reply)
        assert "goes no higher than 64" in reply["error"]["message"]


CUBE_1024 = "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll | cube 1024 O"
XGID_CUBE_512 = "XGID=-b----E-C---eE---c-e----B-:9:0:1:00:0:0:0:0:10"  # cube field 9: 2^9


@pytest.mark.parametrize(("position", "fmt"), [(CUBE_1024, "native"), (XGID_CUBE_512, "xgid")])
def test_every_command_refuses_a_position_that_cannot_happen(
        position: str, fmt: str, capsys: pytest.CaptureFixture[str]) -> None:
    # backgammon's rules say 'cube: up to 64': a cube of 512 or 1024 cannot happen there
    from tavli.cli import main

    for command in (["moves", "backgammon", "--format", fmt, "--position", position,
                     "--dice", "3", "1"],
                    ["board", "backgammon", "--format", fmt, "--position", position],
                    ["play", "backgammon", "--format", fmt, "--position", position,
                     "--no-colour"]):
        assert main(command) == 1
        assert "goes no higher than 64" in capsys.readouterr().err


# ---- trust: a position tavli made (or checked) for a variant is not checked again; any
# change makes a new, unchecked position (issue 27)

def test_a_position_tavli_made_is_trusted_and_a_changed_copy_is_checked_again() -> None:
    import copy
    import pickle

    from tavli.model.position import vouched

    game = tavli.load_variant("backgammon")
    start = tavli.starting_position(game)
    after = tavli.plays(game, start, (3, 1))[0].position
    assert vouched(after, game)  # made playing backgammon
    assert not vouched(after, tavli.load_variant("hypergammon"))  # and in no other game
    for changed in (replace(after, cube=1024), replace(after), copy.copy(after),
                    pickle.loads(pickle.dumps(after)), tavli.Position(after.points)):
        assert not vouched(changed, game)
    with pytest.raises(tavli.InvalidPositionError, match="goes no higher than 64"):
        tavli.plays(game, replace(after, cube=1024), (6, 5))
    checked = replace(after, cube=2)
    assert not vouched(checked, game)
    tavli.plays(game, checked, (6, 5))
    assert vouched(checked, game)  # checked once, not on every call


@pytest.mark.parametrize("name", sorted(tavli.bundled_variants()))
def test_every_position_tavli_makes_passes_the_full_check(name: str) -> None:
    """The trust is earned: a random game through the public API, every position reached
    (made by the kernel or by the interpreter) checked from scratch as a copy."""
    import random

    game = tavli.load_variant(name)
    rng = random.Random(27)
    position = tavli.new_game(game)
    for _ in range(600):
        assert every_problem(game, replace(position)) == [], tavli.format_position(game, position)
        following = _followed(game, position, rng)
        if following is None:
            return
        position = following


@pytest.mark.parametrize("name", ["backgammon", "plakoto", "nackgammon", "long-nardy",
                                  "acey-deucey", "tables-rabbatuees", "el-mundo",
                                  "ketch-dolt"])
def test_the_quick_verdict_never_passes_what_the_full_check_refuses(name: str) -> None:
    """position_problems finds the commonest positions valid in a few lines: on positions of
    a game and on each of them spoiled one field at a time, it answers what the full check
    answers, and the quick lines do serve (most positions of a game under way)."""
    import random

    from tavli.game.validation import _plainly_valid

    game = tavli.load_variant(name)
    rng = random.Random(5)
    quick = 0
    for position in _positions_of(game, rng, 40):
        spoiled = [position, *(_spoiled(position, rng) for _ in range(12))]
        for candidate in spoiled:
            full = every_problem(game, candidate)
            assert tavli.position_problems(game, candidate) == full
            if _plainly_valid(game, candidate):
                quick += 1
                assert full == [], (tavli.format_position(game, position), candidate)
    assert quick > 0 or game.sides > 2 or game.stack_states


def _positions_of(game: tavli.Variant, rng: Any, count: int) -> list[tavli.Position]:
    """Positions of a random game, those with dice to play and those waiting for a roll."""
    found: list[tavli.Position] = []
    position: tavli.Position | None = tavli.new_game(game)
    while position is not None and len(found) < count and not position.is_over:
        found.append(position)
        position = _followed(game, position, rng)
    return found


def _followed(game: tavli.Variant, position: tavli.Position,
              rng: Any) -> tavli.Position | None:
    """The position after a random action (a random legal play, random dice, a random
    double or choice); None where no one rolls or plays (a double offered, the end)."""
    action: tavli.Action
    match position.phase:
        case "play":
            return rng.choice(tavli.plays(game, position)).position
        case "opening":
            action = tavli.OpeningRoll(rng.randint(1, game.faces), rng.randint(1, game.faces))
        case "roll":
            action = tavli.Roll(tuple(rng.randint(1, game.faces) for _ in range(game.dice)))
        case "choose-double":
            action = tavli.ChooseDouble(rng.randint(1, game.faces))
        case "choose-opening":
            action = tavli.OpeningChoice(roll_again=rng.random() < 0.5)
        case _:
            return None
    return tavli.apply(game, position, action)


def _spoiled(position: tavli.Position, rng: Any) -> tavli.Position:
    """``position`` with one field changed to a value a hand might write."""
    field = rng.choice(["points", "bar", "off", "hand", "turn", "phase", "dice", "cube",
                        "cube_owner", "pinned", "counters", "all off"])
    points = list(position.points)
    match field:
        case "points":
            points[rng.randrange(len(points))] += rng.choice([-2, -1, 1, 2])
            return replace(position, points=tuple(points))
        case "bar" | "off" | "hand":
            counts = list(getattr(position, field))
            counts[rng.randrange(len(counts))] += rng.choice([-1, 1, 15])
            return replace(position, **{field: tuple(counts)})
        case "turn":
            return replace(position, turn=rng.choice([1, 2, -1, 7]))
        case "phase":
            return replace(position, phase=rng.choice(["play", "over", "dropped", "roll",
                                                       "bogus"]))
        case "dice":
            return replace(position, dice=rng.choice([(), (0, 3), (7, 1), (6, 6, 6), (2,)]))
        case "cube":
            return replace(position, cube=rng.choice([0, 3, 128, 1024, -2]))
        case "cube_owner":
            return replace(position, cube_owner=rng.choice([0, 1, 2, None]))
        case "pinned":
            return replace(position, pinned=(1,) + (0,) * (len(points) - 1))
        case "all off" if len(position.off) == 2:  # X has borne every checker off
            total = position.checkers_of(0)
            return replace(position, points=tuple(min(c, 0) for c in points),
                           bar=(0, position.bar[1]), hand=(0, position.hand[1]),
                           off=(total, position.off[1]))
    return replace(position, counters=(1, 0))
