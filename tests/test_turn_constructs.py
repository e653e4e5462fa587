"""The turn constructs outside the feature files: the turn's history and passed dice in the
native notation (exact both ways, and refused where they do not belong), what the standard
notations do with them, and what the oracle says of such positions.

The games' own rules are in features/gul-bara.feature, gioul.feature,
european-acey-deucey.feature and long-nardy.feature; the errors of the constructs in
features/rules-language.errors.feature.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

import tavli
from tavli.game.position_text import format_position, parse_position
from tavli.game.turn import legal_plays, start_turn
from tavli.model.errors import NotationError
from tavli.model.variant import Variant
from tavli.notation.fibs import format_fibs
from tavli.notation.gnubg import format_gnubg
from tavli.notation.xgid import format_xgid, parse_xgid
from tavli.services.oracle import describe

ROUND_TRIPS = [
    ("gul-bara", "X 24:15 | O 24:15 | X to roll | turns X 3+ O 1"),
    ("gul-bara", "X 24:15 | O 24:15 | X to play 5-5-5-5, then 6-6-6-6 | turns X 3+ O 3+"),
    ("gul-bara", "X 24:15 | O 24:15 | O to roll | turns X 1 O 0"),
    ("long-nardy", "X 24:13 18:2 | O 24:15 | O to roll | turns X 1+ O 0"),
    ("gioul", "X 24:15 | O 24:15 | X to play 4-4-4-4, then 5-5-5-5, then 6-6-6-6, "
              "unplayed dice to O"),
    ("gioul", "X 24:15 | O 24:15 | O to play 4-4 passed by X, then 5-5-5-5, then 6-6-6-6"),
    ("gioul", "X 24:15 | O 24:15 | O to play 6 passed by X"),
    ("european-acey-deucey", "X hand:13 24:1 23:1 | O hand:15 | X to choose a double for 4 "
                             "moves, then its complement for 4 moves, then roll again"),
]


@pytest.mark.parametrize(("name", "text"), ROUND_TRIPS)
def test_positions_with_the_turns_history_round_trip_exactly(name: str, text: str) -> None:
    variant = tavli.load_variant(name)
    position = parse_position(variant, text)
    assert format_position(variant, position) == text
    assert parse_position(variant, format_position(variant, position)) == position


@pytest.mark.parametrize(("name", "text", "says"), [
    ("backgammon", "X 24:15 | O 24:15 | X to roll | turns X 1 O 0",
     "do not depend on how many turns"),
    ("gul-bara", "X 24:15 | O 24:15 | X to roll | turns X 3 O 1", "written 3+"),
    ("gul-bara", "X 24:15 | O 24:15 | X to roll | turns X 4+ O 1", "up to 3"),
    ("gul-bara", "X 24:15 | O 24:15 | X to roll | turns X 1 O", "is not 'turns X n O n'"),
    ("gul-bara", "X 24:15 | O 24:15 | X to roll | turns X 1 O 0 | cube 2", "in this order"),
    ("gioul", "X 24:15 | O 24:15 | O to play 4-4 passed by X, then roll again",
     "played out and nothing else"),
    ("gioul", "X 24:15 | O 24:15 | X to roll, unplayed dice to O", "only dice still to play"),
])
def test_the_turns_history_is_refused_where_it_does_not_belong(
    name: str, text: str, says: str
) -> None:
    with pytest.raises(NotationError, match=says):
        parse_position(tavli.load_variant(name), text)


@pytest.fixture
def timed_backgammon(tmp_path: Path) -> Variant:
    """Backgammon whose doubles are two moves in each player's first turn: its positions
    count turns, and its geometry is the one the standard notations hold."""
    path = tmp_path / "timed.rules"
    path.write_text('variant timed "Timed" extends backgammon\n'
                    "on doubles in the first turn: play it 2 times\n", encoding="utf-8")
    return tavli.load_variant(path)


WRITERS: list[Callable[[Variant, tavli.Position], str]] = [
    format_xgid, format_fibs, lambda v, p: format_gnubg(v, p)]


@pytest.mark.parametrize("write", WRITERS, ids=["xgid", "fibs", "gnubg"])
def test_standard_notations_refuse_a_turn_count_they_cannot_hold(
    timed_backgammon: Variant, write: Callable[[Variant, tavli.Position], str]
) -> None:
    start = parse_position(timed_backgammon,
                           "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll")
    assert write(timed_backgammon, start)  # counts of 0 are what a reader gives back
    later = parse_position(timed_backgammon, "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | "
                                             "X to roll | turns X 0 O 1+")
    with pytest.raises(NotationError, match="how many turns each player has played"):
        write(timed_backgammon, later)


def test_the_first_turns_program_is_the_timed_one_then_the_usual(timed_backgammon: Variant) -> None:
    start = tavli.starting_position(timed_backgammon)
    first = start_turn(timed_backgammon, start, (3, 3))
    assert first.dice == (3, 3) and not first.rest
    played = next(p.position for p in legal_plays(timed_backgammon, first))
    assert played.turns == (1, 0) and played.turn == 1
    second = start_turn(timed_backgammon, played, (4, 4))  # O's first turn: two moves too
    assert second.dice == (4, 4)
    after = next(p.position for p in legal_plays(timed_backgammon, second))
    assert after.turns == (1, 1)
    third = start_turn(timed_backgammon, after, (3, 3))  # X's second turn: four moves
    assert third.dice == (3, 3, 3, 3)


@pytest.mark.parametrize("write", WRITERS, ids=["xgid", "fibs", "gnubg"])
def test_standard_notations_refuse_dice_passed_over(
    write: Callable[[Variant, tavli.Position], str]
) -> None:
    gioul = tavli.load_variant("gioul")
    passed = parse_position(gioul, "X 24:15 | O 24:15 | O to play 4-4 passed by X, "
                                   "then 5-5-5-5, then 6-6-6-6")
    with pytest.raises(NotationError):
        write(gioul, passed)


def test_a_fresh_cascade_goes_through_an_xgid_and_back() -> None:
    """A Gioul double just rolled is a fresh roll: the XGID holds it, and reading it back
    starts the same chain, unplayed dice going to the opponent included."""
    gioul = tavli.load_variant("gioul")
    rolled = start_turn(gioul, tavli.starting_position(gioul), (4, 4))
    assert format_position(gioul, rolled) == (
        "X 24:15 | O 24:15 | X to play 4-4-4-4, then 5-5-5-5, then 6-6-6-6, unplayed dice to O")
    assert parse_xgid(gioul, format_xgid(gioul, rolled)) == rolled


def test_the_oracle_says_who_plays_dice_passed_over() -> None:
    gioul = tavli.load_variant("gioul")
    passing = parse_position(gioul, "X 24:15 | O 24:15 | X to play 6-6-6-6, unplayed dice to O")
    reply = describe(gioul, passing, "native")
    assert (reply["turn"], reply["next"], reply["unplayed_to"]) == ("X", "play", "O")
    passed = parse_position(gioul, "X 24:15 | O 24:15 | O to play 5-5 passed by X, "
                                   "then 6-6-6-6")
    reply = describe(gioul, passed, "native")
    assert (reply["turn"], reply["next"], reply["dice"], reply["passed_by"]) == (
        "O", "play", [5, 5], "X")
    assert reply["then"] == [{"kind": "play", "dice": [6, 6, 6, 6]}]


def test_the_oracle_describes_a_chosen_doubles_complement_to_come() -> None:
    variant = tavli.load_variant("european-acey-deucey")
    position = parse_position(variant, "X hand:13 24:1 23:1 | O hand:15 | X to choose a "
                                       "double for 4 moves, then its complement for 4 moves, "
                                       "then roll again")
    reply = describe(variant, position, "native")
    assert reply["then"] == [{"kind": "chosen-complement", "moves": 4}, {"kind": "roll-again"}]


def _variant(tmp_path: Path, name: str, rules: str) -> Variant:
    path = tmp_path / f"{name}.rules"
    path.write_text(f'variant {name} "{name.title()}" extends backgammon\n{rules}',
                    encoding="utf-8")
    return tavli.load_variant(path)


def test_the_first_double_of_each_player_has_its_own_program(tmp_path: Path) -> None:
    variant = _variant(tmp_path, "first", "on the first double: play it 2 times\n")
    start = tavli.starting_position(variant)
    first = start_turn(variant, start, (6, 5))  # no double: the count stays at 0
    assert first.doubles == (0, 0)
    played = next(p.position for p in legal_plays(variant, first))
    rolled = start_turn(variant, played, (2, 2))  # O's first double: two moves
    assert rolled.dice == (2, 2) and rolled.doubles == (0, 1)
    assert format_position(variant, rolled).endswith("| doubles X 0 O 1+")
    after = next(p.position for p in legal_plays(variant, rolled))
    again = start_turn(variant, after, (3, 3))  # X's first double
    assert again.dice == (3, 3)
    later = next(p.position for p in legal_plays(variant, again))
    assert start_turn(variant, later, (4, 4)).dice == (4, 4, 4, 4)  # O's second double


def test_turns_of_the_game_count_both_players_turns(tmp_path: Path) -> None:
    variant = _variant(tmp_path, "climbing", "on doubles from the fourth turn of the game on: "
                                             "play it 4 times, then play each higher double "
                                             "4 times\n")
    board = "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5"
    third = parse_position(variant, f"{board} | X to roll | turns X 1 O 1")
    assert start_turn(variant, third, (5, 5)).rest == ()  # the game's third turn
    fourth = parse_position(variant, f"{board} | O to roll | turns X 2 O 1")
    assert [p.dice for p in start_turn(variant, fourth, (5, 5)).rest] == [(6, 6, 6, 6)]


LONG_NARDY_TURNS = [
    "X 24:15 | O 24:15 | X to roll",
    "X 24:14 13:1 | O 24:15 | O to roll | turns X 1+ O 0",
    "X 24:14 18:1 | O 24:13 18:2 | X to roll | turns X 1+ O 1+",
    "X 24:15 | O 24:14 18:1 | X to roll | turns X 1+ O 1+",
]


@pytest.mark.parametrize("text", LONG_NARDY_TURNS)
@pytest.mark.parametrize("roll", [(6, 6), (4, 4), (3, 3), (5, 4)])
def test_long_nardys_first_turn_plays_alike_on_both_paths(
    text: str, roll: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The kernel knows no turns: it plays a copy of the variant with this turn's exceptions
    of the head rule. Its plays, and the positions they lead to (the turn counted), are the
    reference generator's."""
    variant = tavli.load_variant("long-nardy")
    rolled = start_turn(variant, parse_position(variant, text), roll)

    def seen() -> set[tuple[str, str]]:
        return {(" ".join(map(str, p.steps)), format_position(variant, p.position))
                for p in legal_plays(variant, rolled)}

    either = seen()
    monkeypatch.setenv("TAVLI_ENGINE", "reference")
    assert seen() == either
