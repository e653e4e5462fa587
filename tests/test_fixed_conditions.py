"""The move generator's per-position shortcut (tavli.game.movegen ``fixed``, built on ``settled``,
``stays_held`` and ``stays_false``): where a condition that could make the order of a play's
steps matter keeps one value through every play of the roll, track order is searched alone.

``fixed`` promises a value the condition keeps on every position any play of the dice passes
through (True, False), or None. Two kinds of test, both found by mutation testing
(tools/mutation.py movegen): the promise is checked against every position the steps of the
roll reach, in any order, with the condition evaluated on each; and in the positions its
documentation names (none on the bar, some off, all home, a checker that cannot get home in
time...) it does promise, since a shortcut that is never taken finds the plays only slowly.
"""

from __future__ import annotations

import random
from itertools import product
from pathlib import Path
from typing import Any

import pytest

import tavli
from searches import positions_to_play
from tavli.game.movegen import Generator
from tavli.game.shortcuts import fixed, order_free_when, settled, stays_false, stays_held
from tavli.model.conditions import compile_condition
from tavli.model.position import view_of

View = tuple[int, ...]


def views_reached(
    variant: tavli.Variant, view: View, dice: tuple[int, ...], side: int
) -> set[View]:
    """Every view a play of ``dice`` (any order, any part of it) passes through, the first
    included: the single steps the rules allow, one die at a time."""
    search = Generator(variant)
    search.begin_part(view, dice, side)  # type: ignore[arg-type]
    start = search._extend(view)
    search._mark_root(start)
    seen: set[tuple[View, tuple[int, ...]]] = set()
    frontier = [(start, tuple(sorted(dice)))]
    reached = {start}
    while frontier:
        here, left = frontier.pop()
        for die in set(left):
            rest = list(left)
            rest.remove(die)
            for after, _ in search.singles(here, die):
                if (after, tuple(rest)) not in seen:
                    seen.add((after, tuple(rest)))
                    reached.add(after)
                    frontier.append((after, tuple(rest)))
    return reached


def load_rules(tmp_path: Path, name: str, text: str) -> tavli.Variant:
    """The variant of a rules file with ``text``, written as ``name``.rules in tmp_path."""
    path = tmp_path / f"{name}.rules"
    path.write_text(text, encoding="utf-8")
    return tavli.load_variant(path)


def atoms(variant: tavli.Variant) -> list[Any]:
    """Every one-part condition of the language but counts, in the variant's zones."""
    places: list[Any] = ["bar", "hand", "off", *({"zone": z} for z in variant.zones)]
    if variant.pins:
        places += ["pinned", *({"pinned-in": z} for z in variant.zones)]
    return [{q: p} for q, p in product(("none", "any", "all"), places)] + [
        {"count": {"compare": "at-least", "number": 2, "of": "off"}}]


def conditions(variant: tavli.Variant, rng: random.Random) -> list[Any]:
    """The atoms, each negated, and a few of them joined by 'and' and 'or'."""
    parts = atoms(variant)
    joined = [{key: rng.sample(parts, rng.randint(2, 3))} for key in ("and", "or") * 12]
    return parts + [{"not": p} for p in parts] + joined + [{"not": j} for j in joined[:6]]


def is_true(variant: tavli.Variant, tree: Any) -> Any:
    return compile_condition(tree, variant.length, variant.zones, variant.pins,
                             variant.blocked_by)


def where(variant: tavli.Variant, text: str) -> View:
    position = tavli.parse_position(variant, text)
    return view_of(variant, position, position.turn)


BG = "backgammon"


def test_none_on_the_bar_and_some_off_only_become_truer() -> None:
    variant = tavli.load_variant(BG)
    view = where(variant, "X 6:5 5:5 4:3 off:2 | O 24:15 | X to roll")
    assert settled(variant, {"none": "bar"}, view, 4)
    assert settled(variant, {"none": "hand"}, view, 4)
    assert settled(variant, {"any": "off"}, view, 4)
    assert fixed(variant, {"any": "off"}, view, (6, 6, 6, 6)) is True
    assert settled(variant, {"any": "off"}, where(
        variant, "X 6:5 5:5 4:4 off:1 | O 24:15 | X to roll"), 4)  # one off is enough
    on_bar = where(variant, "X bar:1 6:5 5:5 4:4 | O 24:15 | X to roll")
    assert not settled(variant, {"none": "bar"}, on_bar, 2)  # it may enter: not yet true
    assert not settled(variant, {"any": "off"}, on_bar, 2)


def test_all_home_only_becomes_truer_at_the_end_of_the_track() -> None:
    variant = tavli.load_variant(BG)
    home = where(variant, "X 6:5 5:5 4:5 | O 24:15 | X to roll")
    assert settled(variant, {"all": {"zone": "home"}}, home, 2)
    assert fixed(variant, {"all": {"zone": "home"}}, home, (6, 5)) is True
    # the entry zone is not at the end of the track: a step may leave it
    entry = where(variant, "X 24:5 23:5 22:5 | O 24:15 | X to roll")
    assert not settled(variant, {"all": {"zone": "entry"}}, entry, 2)
    # not all home yet: not settled, though it may become true
    almost = where(variant, "X 7:1 6:5 5:5 4:4 | O 24:15 | X to roll")
    assert not settled(variant, {"all": {"zone": "home"}}, almost, 2)


def test_some_in_a_zone_stays_while_more_stand_there_than_moves_are_left() -> None:
    variant = tavli.load_variant(BG)
    view = where(variant, "X 24:2 13:13 | O 24:15 | X to roll")
    assert settled(variant, {"any": {"zone": "entry"}}, view, 1)
    assert not settled(variant, {"any": {"zone": "entry"}}, view, 2)  # both may leave
    three = where(variant, "X 24:2 19:1 13:12 | O 24:15 | X to roll")
    assert settled(variant, {"any": {"zone": "entry"}}, three, 2)
    assert fixed(variant, {"any": {"zone": "entry"}}, three, (6, 5)) is True


def test_the_parts_of_and_or_and_not() -> None:
    variant = tavli.load_variant(BG)
    view = where(variant, "X 6:5 5:5 4:3 off:2 | O 24:15 | X to roll")
    bar, off = {"none": "bar"}, {"any": "off"}
    entry = {"any": {"zone": "entry"}}  # false, and no play can make it true (never back)
    assert settled(variant, {"and": [bar, off]}, view, 2)
    assert not settled(variant, {"and": [bar, entry]}, view, 2)
    assert settled(variant, {"or": [entry, off]}, view, 2)
    assert not settled(variant, {"or": [entry, {"any": "hand"}]}, view, 2)
    dice = (6, 5)
    assert fixed(variant, {"and": [bar, off]}, view, dice) is True
    assert fixed(variant, {"and": [bar, entry]}, view, dice) is False
    assert fixed(variant, {"or": [entry, off]}, view, dice) is True
    assert fixed(variant, {"or": [entry, {"not": bar}]}, view, dice) is False
    assert fixed(variant, {"not": off}, view, dice) is False
    assert fixed(variant, {"not": entry}, view, dice) is True
    assert fixed(variant, True, view, dice) is True
    # a part that may change makes the whole undecided unless another part decides it
    race = where(variant, "X 8:1 6:5 5:5 4:4 | O 24:15 | X to roll")
    home = {"all": {"zone": "home"}}
    assert fixed(variant, home, race, dice) is None
    assert fixed(variant, {"and": [home, bar]}, race, dice) is None
    assert fixed(variant, {"or": [home, bar]}, race, dice) is True
    assert fixed(variant, {"and": [home, entry]}, race, dice) is False
    assert fixed(variant, {"not": home}, race, dice) is None


def test_a_count_is_never_taken_as_settled() -> None:
    variant = tavli.load_variant(BG)
    view = where(variant, "X 6:5 5:5 4:3 off:2 | O 24:15 | X to roll")
    count = {"count": {"compare": "at-least", "number": 1, "of": "off"}}
    assert not settled(variant, count, view, 2)
    assert not settled(variant, {"none": "bar", "any": "off"}, view, 2)


def test_all_in_a_zone_stays_false_while_more_stand_past_it_than_dice() -> None:
    variant = tavli.load_variant(BG)
    entry = {"all": {"zone": "entry"}}  # the 24 to 19 points: 13 checkers stand past it
    view = where(variant, "X 24:2 13:13 | O 24:15 | X to roll")
    assert stays_false(variant, entry, view, (6, 5))
    assert fixed(variant, entry, view, (6, 5)) is False
    two_past = where(variant, "X 24:13 13:2 | O 24:15 | X to roll")
    assert stays_false(variant, entry, two_past, (6,))
    assert not stays_false(variant, entry, two_past, (6, 5))  # as many as the dice
    assert stays_false(variant, entry, where(
        variant, "X 24:12 18:3 | O 24:15 | X to roll"), (6, 5))  # just past it
    # nothing stands past the home board, the end of the track
    assert not stays_false(variant, {"all": {"zone": "home"}}, view, (6, 5))


def test_some_in_a_zone_or_off_stays_false_when_no_checker_can_reach_it() -> None:
    variant = tavli.load_variant(BG)
    view = where(variant, "X 24:2 13:13 | O 24:15 | X to roll")
    home = {"any": {"zone": "home"}}
    assert stays_false(variant, home, view, (2, 1))  # 13 needs 7 pips to reach the 6 point
    assert fixed(variant, home, view, (2, 1)) is False
    assert not stays_false(variant, home, view, (6, 1))  # 13/7/6
    assert not stays_false(variant, home, view, (4, 4, 4, 4))
    assert stays_false(variant, {"any": "off"}, view, (2, 1))
    assert not stays_false(variant, {"any": "off"}, view, (6, 6, 6, 6))  # 13 pips to go
    assert not stays_false(variant, {"any": "off"}, where(
        variant, "X 6:15 | O 1:15 | X to roll"), (6, 5))
    assert not stays_false(variant, {"any": "off"}, where(
        variant, "X 6:14 off:1 | O 1:15 | X to roll"), (1, 1))  # true already
    assert not stays_false(variant, home, where(variant, "X 6:1 13:14 | O 24:15 | X to roll"),
                           (2, 1))  # true already
    # from the bar a checker enters one pip before the track: the 19 point with a 6
    bar = where(variant, "X bar:1 20:14 | O 24:15 | X to roll")
    assert stays_false(variant, {"any": {"zone": "entry"}}, where(
        variant, "X 13:15 | O 24:15 | X to roll"), (6, 6, 6, 6))
    assert not stays_false(variant, {"any": {"zone": "entry"}}, where(
        variant, "X bar:1 13:14 | O 24:15 | X to roll"), (6, 5))
    assert not stays_false(variant, {"any": {"zone": "entry"}}, where(
        variant, "X bar:1 13:14 | O 24:15 | X to roll"), (1, 2))  # the 24 point with a 1
    assert stays_false(variant, home, bar, (6, 5))
    assert not stays_false(variant, home, bar, (6, 6, 6, 6))  # 20/14/8/2
    assert not stays_false(variant, {"any": {"zone": "entry"}}, where(
        variant, "X 19:1 6:14 | O 1:15 | X to roll"), (2, 1))  # one there already
    in_hand = tavli.load_variant("acey-deucey")
    assert not stays_false(in_hand, {"any": {"zone": "entry"}}, where(
        in_hand, "X hand:1 6:14 | O hand:15 | X to roll"), (6, 5))  # it enters there
    # the other conditions: never said to stay false
    assert not stays_false(variant, {"none": "bar"}, bar, (2, 1))
    assert not stays_false(variant, {"any": "bar"}, view, (2, 1))
    assert not stays_false(variant, {"and": [home, home]}, view, (2, 1))


def test_some_home_stays_while_bearing_off_waits_for_checkers_too_far_out() -> None:
    variant = tavli.load_variant(BG)  # bearing off only when all in home
    home = {"any": {"zone": "home"}}
    # 13 needs 7 pips to reach the 6 point: with 2-1 nothing is borne off
    far = where(variant, "X 13:1 6:2 5:12 | O 1:15 | X to roll")
    assert stays_held(variant, home, far, (2, 1))
    assert not stays_held(variant, home, far, (6, 1))  # 13/7/6: then all are home
    assert stays_held(variant, home, where(
        variant, "X 13:13 6:1 5:1 | O 1:15 | X to roll"), (2, 1))  # one on each of two points
    few = where(variant, "X 13:13 6:2 | O 1:15 | X to roll")  # two home, two dice
    assert not settled(variant, home, few, 2)
    assert fixed(variant, home, few, (6, 5)) is True
    assert not stays_held(variant, home, where(
        variant, "X 13:15 | O 1:15 | X to roll"), (2, 1))  # none home: false now
    on_bar = where(variant, "X bar:1 6:14 | O 1:15 | X to roll")
    assert stays_held(variant, home, on_bar, (6, 6, 6))  # 19 pips from the bar to home
    assert not stays_held(variant, home, on_bar, (6, 6, 6, 6))
    in_hand = tavli.load_variant("acey-deucey")  # a checker in hand is as far out as the bar
    waiting = where(in_hand, "X hand:1 6:14 | O hand:15 | X to roll")
    assert stays_held(in_hand, home, waiting, (6, 6, 6))
    assert not stays_held(in_hand, home, waiting, (6, 6, 6, 6))
    # only 'any in ZONE' for a zone at the end of the track
    assert not stays_held(variant, {"any": {"zone": "entry"}}, far, (2, 1))
    assert not stays_held(variant, {"all": {"zone": "home"}}, far, (2, 1))
    assert not stays_held(variant, {"any": "off"}, far, (2, 1))


@pytest.mark.parametrize("gate", ["allow bearing off always",
                                  "allow bearing off only when all in entry",
                                  "allow bearing off only when all in home and none on bar",
                                  "allow bearing off only when any in home"])
def test_some_home_may_empty_unless_bearing_off_waits_for_all_home(
        tmp_path: Path, gate: str) -> None:
    variant = load_rules(tmp_path, "gate", f'variant gate "gate" extends backgammon\n{gate}\n')
    # stays_held judges only a gate 'all in ZONE' for a zone at the end of the track
    last_two = where(variant, "X 6:1 5:1 off:13 | O 1:15 | X to roll")
    assert not stays_held(variant, {"any": {"zone": "home"}}, last_two, (6, 5))


def test_some_home_may_empty_in_a_game_with_no_allow_rule(tmp_path: Path) -> None:
    variant = load_rules(tmp_path, "free", (
        'variant free "free"\ncheckers: 15\ndice: 2d6\ntrack X: 24..1\n'
        "track O: 1..24\nzone home: 1..6\nsetup: 24:2, 13:5, 8:3, 6:5\n"
        "blocked by 2\nsingle enemy checker: hit\n"
        "bear off: exact or higher from the highest\nopening ties: roll again\n"
        "opening winner: plays both dice\ncube: none\nscoring:\n    single 1\n"))
    last_two = where(variant, "X 6:1 5:1 off:13 | O 1:15 | X to roll")  # 6/off 5/off
    assert not stays_held(variant, {"any": {"zone": "home"}}, last_two, (6, 5))


def test_some_home_may_empty_where_bearing_off_waits_for_pinned_checkers(
        tmp_path: Path) -> None:
    variant = load_rules(tmp_path, "pinned-gate", (
        'variant pinned-gate "pinned-gate" extends plakoto\n'
        "allow bearing off only when all pinned in home\n"))
    last_two = where(variant, "X 6:1 5:1 off:13 | O 24:15 | X to roll")  # 6/off 5/off
    assert not stays_held(variant, {"any": {"zone": "home"}}, last_two, (6, 5))


def test_from_the_bar_a_checker_reaches_the_points_of_its_dice(tmp_path: Path) -> None:
    variant = load_rules(tmp_path, "zones", (
        'variant zones "zones" extends backgammon\nzone back: 23..24\n'
        "zone middle: 13..18\n"))
    view = where(variant, "X bar:1 6:14 | O 1:15 | X to roll")
    assert not stays_false(variant, {"any": {"zone": "back"}}, view, (1, 2))  # bar/24
    assert not stays_false(variant, {"any": {"zone": "middle"}}, view, (4, 3))  # bar/18
    assert stays_false(variant, {"any": {"zone": "middle"}}, view, (4, 2))


def test_all_home_counts_the_checkers_on_the_bar_in_hand_and_pinned() -> None:
    home = {"all": {"zone": "home"}}
    variant = tavli.load_variant(BG)
    assert not settled(variant, home, where(
        variant, "X bar:1 7:1 6:13 | O 1:15 | X to roll"), 2)
    in_hand = tavli.load_variant("acey-deucey")
    assert not settled(in_hand, home, where(
        in_hand, "X hand:1 7:1 6:13 | O hand:15 | X to roll"), 2)
    pins = tavli.load_variant("plakoto")
    assert settled(pins, home, where(
        pins, "X 3:pinned 6:7 5:7 | O 22:1 24:14 | X to roll"), 2)


def test_a_condition_on_the_players_own_pins_keeps_the_order_free(tmp_path: Path) -> None:
    # his pins do not change during his turn (order_free_when): no search of every order
    for quantifier in ("none", "any", "all"):
        variant = load_rules(tmp_path, quantifier, (
            f'variant p "p" extends plakoto\nallow hitting only when {quantifier} '
            "pinned\nallow bearing off only when all in home\n"))
        assert order_free_when(variant) == []


def test_some_in_a_zone_stays_only_where_bearing_off_waits_for_a_zone_at_the_end(
        tmp_path: Path) -> None:
    variant = load_rules(tmp_path, "inner", (
        'variant inner "inner" extends backgammon\nzone inner: 1..3\n'
        "allow bearing off only when all in inner\n"))
    far = where(variant, "X 13:1 3:14 | O 1:15 | X to roll")
    inner = {"any": {"zone": "inner"}}
    assert stays_held(variant, inner, far, (5, 4))  # 13 needs 10 pips to reach the 3 point
    assert not stays_held(variant, inner, far, (6, 4))
    assert stays_held(variant, {"any": {"zone": "home"}}, far, (5, 4))


def test_pins_stay_as_they_are_through_the_pinned_players_turn() -> None:
    variant = tavli.load_variant("plakoto")
    view = where(variant, "X 24:1 20:pinned 6:13 | O 5:1 24:14 | X to roll")
    assert settled(variant, {"any": "pinned"}, view, 2)
    assert not settled(variant, {"none": "pinned"}, view, 2)
    assert not settled(variant, {"any": {"pinned-in": "home"}}, view, 2)
    assert settled(variant, {"none": {"pinned-in": "home"}}, view, 2)
    assert not settled(variant, {"all": "pinned"}, view, 2)
    free = where(variant, "X 24:2 6:13 | O 24:15 | X to roll")
    assert settled(variant, {"none": "pinned"}, free, 2)
    assert not settled(variant, {"any": "pinned"}, free, 2)
    # a pinned checker counts in its zone
    home = {"any": {"zone": "home"}}
    three = where(variant, "X 3:pinned 6:2 13:12 | O 22:1 24:14 | X to roll")
    assert settled(variant, home, three, 2)
    assert not settled(variant, home, three, 3)
    assert not settled(variant, {"all": {"zone": "home"}}, three, 2)
    all_home = where(variant, "X 3:pinned 6:14 | O 22:1 24:14 | X to roll")
    assert settled(variant, {"all": {"zone": "home"}}, all_home, 2)
    assert not stays_false(variant, home, three, (6, 5))
    # and past a zone: 'all in head' stays false
    head = {"all": {"zone": "head"}}
    past = where(variant, "X 24:12 20:pinned 6:1 5:1 | O 5:1 24:14 | X to roll")
    assert stays_false(variant, head, past, (6, 5))
    assert stays_false(variant, head, where(
        variant, "X 24:12 3:pinned 6:1 5:1 | O 22:1 24:14 | X to roll"), (6, 5))
    assert not stays_false(variant, head, where(
        variant, "X 24:13 6:1 5:1 | O 24:15 | X to roll"), (6, 5))


def test_a_pinned_checker_short_of_home_holds_bearing_off_back() -> None:
    variant = tavli.load_variant("plakoto", ["bear-off-past-pins"])  # all in home, pins aside
    home = {"any": {"zone": "home"}}
    held_back = where(variant, "X 20:pinned 6:1 5:13 | O 5:1 1:14 | X to roll")
    assert stays_held(variant, home, held_back, (6, 6, 6, 6))
    only_pinned = where(variant, "X 3:pinned 13:14 | O 22:1 1:14 | X to roll")
    assert stays_held(variant, home, only_pinned, (2, 1))  # the pinned one is home for good
    free = where(variant, "X 7:1 6:1 5:13 | O 1:15 | X to roll")
    assert not stays_held(variant, home, free, (6, 6, 6, 6))


# a game of each kind of board the shortcut meets: backgammon, a hand, pins, a head
GAMES = ["backgammon", "acey-deucey", "plakoto", "jacquet"]


@pytest.mark.parametrize("name", GAMES)
def test_a_fixed_value_is_kept_through_every_play(name: str) -> None:
    variant = tavli.load_variant(name)
    rng = random.Random(name)
    trees = conditions(variant, rng)
    for position in list(positions_to_play(variant, 7, 160))[::4]:
        side = position.turn
        view = view_of(variant, position, side)
        dice = position.dice
        views = views_reached(variant, view, dice, side)
        for tree in trees:
            value = fixed(variant, tree, view, dice)
            if value is not None:
                truth = is_true(variant, tree)
                assert {truth(v) for v in views} == {value}, (tree, position, dice)
