"""The compiled engine and the reference generator agree, play for play (issue 9).

For every bundled game, on positions of two kinds, hypothesis-drawn and derandomized:
positions reached by random play, every play decision of a game; and random layouts of the
checkers (bars, hands, borne-off checkers, pins and bear-offs included) with every distinct
roll. Both paths must give the same plays in the same order: the same steps, the same text
and the same resulting position. The reference path is forced with ``engine.use_reference``
(what ``TAVLI_ENGINE=reference`` does at start-up).
"""

from __future__ import annotations

import random
from itertools import combinations_with_replacement
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tavli
from searches import Stride, described, reference_path
from tavli.game import engine
from tavli.game.decide import choices
from tavli.game.movegen import Generator
from tavli.game.shortcuts import fixed, order_free_when
from tavli.game.turn import legal_plays, start_turn
from tavli.model.position import Position, view_of

#: (a game of more than two sides is refused by the kernel's supports(): it has one path, the
#: reference search, and its layouts are not two-sided: tests/test_selfplay_invariants.py
#: and its feature hold it)
VARIANTS = sorted(name for name, variant in tavli.bundled_variants().items()
                  if variant.sides == 2)
#: Every bundled game, and each reading a game played by default before its sources were read
#: again ('formerly the default'): those options must still play as the old default did.
SPECS = VARIANTS + [f"{name}+{option}" for name in VARIANTS
                    for option in sorted(tavli.load_variant(name).former_defaults)]
#: An option whose rules no bundled game plays by default (bearing off from any point under a
#: limit on leaving)
SPECS += ["kotra+bear-off-any-point"]
#: Tourne-Case with its hit checker free to wait while the others move (the entering rules off)
SPECS += ["tourne-case+free-entry"]
#: The test rules file of each board layout (tests/data/boards): boards of 12, 6, 36 and 28
#: points, seven-sided dice
SPECS += sorted(str(path) for path in
                (Path(__file__).resolve().parent / "data" / "boards").glob("*.rules"))


def load(spec: str) -> tavli.Variant:
    name, *options = spec.split("+")
    return tavli.load_variant(name, options)
pytestmark = pytest.mark.skipif(not engine.kernel_built(), reason="the kernel is not built")

DERANDOMIZED = settings(derandomize=True, database=None, deadline=None,
                        suppress_health_check=[HealthCheck.too_slow])


def check(variant: tavli.Variant, position: Position) -> int:
    """Both paths' plays of ``position`` compared; how many there are."""
    fast = described(variant, position)
    with reference_path():
        reference = described(variant, position)
    assert fast == reference, tavli.format_position(variant, position)
    return len(fast)


def test_every_game_whose_rules_the_kernel_knows_runs_on_it() -> None:
    for name in VARIANTS:
        variant = tavli.load_variant(name)
        assert engine.path(variant) == ("kernel" if engine.supports(variant) else "reference")
    assert engine.path(tavli.load_variant("backgammon")) == "kernel"
    with reference_path():
        assert engine.path(tavli.load_variant("backgammon")) == "reference"


@pytest.mark.parametrize("name", SPECS)
@settings(DERANDOMIZED, max_examples=6)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_every_play_of_a_random_game_is_the_same_on_both_paths(name: str, seed: int) -> None:
    variant = load(name)
    rng = random.Random(seed)
    position = tavli.new_game(variant)
    stride = Stride()
    for _ in range(3000):
        match position.phase:
            case "opening":
                action: tavli.Action = tavli.OpeningRoll(rng.randint(1, variant.faces),
                                                         rng.randint(1, variant.faces))
            case "roll":
                action = tavli.Roll(tuple(rng.randint(1, variant.faces)
                                          for _ in range(variant.dice)))
            case "choose-double":
                action = tavli.ChooseDouble(rng.randint(1, variant.faces))
            case "choose-opening":
                action = tavli.OpeningChoice(roll_again=rng.random() < 0.5)
            case "decide":
                action = tavli.Decide(position.rest[0].decision, choices(variant, position)[0])
            case "play":
                if stride.due():
                    stride.count(check(variant, position))
                position = rng.choice(legal_plays(variant, position)).position
                continue
            case _:
                return
        position = tavli.apply(variant, position, action)


def random_layout(variant: tavli.Variant, rng: random.Random) -> str:
    """A position in the native notation: each side's checkers spread at random over points
    (all in its home at times, to bear off), the bar, the hand and off; pins where pinned."""
    length = variant.length
    home = range(1, 7)
    taken: dict[int, int] = {}  # board point -> side standing there
    parts = []
    for side in (0, 1):
        left = variant.checkers
        places: list[str] = []
        off = rng.choice([0, 0, rng.randint(0, left - 1)])
        left -= off
        bar = rng.choice([0, 0, 0, 1, 2]) if left > 2 else 0
        hand = rng.randint(0, left - bar) if variant.setup_hand and rng.random() < 0.4 else 0
        left -= bar + hand
        at_home = rng.random() < 0.3
        while left:
            own = rng.choice(home) if at_home else rng.randint(1, length)
            board = variant.point_of(side, own)  # type: ignore[arg-type]
            if taken.get(board, side) != side:
                if variant.pins and rng.random() < 0.3 and f"{own}:pinned" not in places \
                        and sum(1 for p in places if p.endswith("pinned")) < 3:
                    places.append(f"{own}:pinned")
                    left -= 1
                continue
            count = min(left, rng.randint(1, 4))
            taken[board] = side
            places.append(f"{own}:{count}")
            left -= count
        places += [f"{where}:{n}" for where, n in (("bar", bar), ("hand", hand), ("off", off))
                   if n]
        parts.append(" ".join(f"{'XO'[side]} {' '.join(_merged(places))}".split()))
    return f"{parts[0]} | {parts[1]} | {'XO'[rng.randint(0, 1)]} to roll"


def _merged(places: list[str]) -> list[str]:
    """One entry per place: counts on the same point added up, pins kept apart."""
    counts: dict[str, int] = {}
    pinned = []
    for place in places:
        where, _, n = place.partition(":")
        if n == "pinned":
            pinned.append(place)
        else:
            counts[where] = counts.get(where, 0) + int(n)
    return [f"{where}:{n}" for where, n in counts.items()] + pinned


@pytest.mark.parametrize("name", SPECS)
@settings(DERANDOMIZED, max_examples=12)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_every_roll_of_a_random_layout_is_the_same_on_both_paths(name: str, seed: int) -> None:
    variant = load(name)
    rng = random.Random(seed)
    try:
        position = tavli.parse_position(variant, random_layout(variant, rng))
    except tavli.NotationError:  # e.g. a pin with nobody on top: draw again
        position = tavli.parse_position(variant, random_layout(variant, rng))
    stride = Stride()
    for roll in combinations_with_replacement(range(1, variant.faces + 1), variant.dice):
        rolled = start_turn(variant, position, roll)
        while rolled.phase == "choose-double":
            rolled = tavli.apply(variant, rolled, tavli.ChooseDouble(rng.randint(1, 6)))
        if rolled.phase == "play" and stride.due():
            stride.count(check(variant, rolled))


# ---- the search in track order finds every play the search in every order finds

ORDER_FREE = [name for name in VARIANTS
              if order_free_when(tavli.load_variant(name)) is not None]


@pytest.mark.parametrize("name", ORDER_FREE)
@settings(DERANDOMIZED, max_examples=10)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_track_order_finds_every_result_where_order_is_free(name: str, seed: int) -> None:
    """Where ``order_free`` (for the game) or ``settled`` (for the position) lets the search
    make a play's steps in track order only, the results are those of trying every order
    (the reference generator, both ways)."""
    variant = tavli.load_variant(name)
    rng = random.Random(seed)
    in_order, every_order = Generator(variant), Generator(variant)
    every_order.in_order, every_order.unsettled = False, None
    try:
        position = tavli.parse_position(variant, random_layout(variant, rng))
    except tavli.NotationError:
        position = tavli.parse_position(variant, random_layout(variant, rng))
    for side in (0, 1):
        view = view_of(variant, position, side)  # type: ignore[arg-type]
        for roll in combinations_with_replacement(range(1, variant.faces + 1), variant.dice):
            dice = roll * 2 if len(set(roll)) == 1 and variant.dice == 2 else roll
            fast = in_order.plays(view, dice, side)  # type: ignore[arg-type]
            full = every_order.plays(view, dice, side)  # type: ignore[arg-type]
            assert set(fast) == set(full), (tavli.format_position(variant, position), dice)


@pytest.mark.parametrize(("layout", "kept"), [
    # JQ: a courier leaves the head only when all stand on it or any is home. Two are home
    # and cannot leave it (bearing off waits for all fifteen, and the thirteen on the 8
    # point need 26 pips): the condition stays true whatever 3-4 plays
    ("X 1:2 8:13 | O 24:15 | X to roll", True),
    # none home, none can get there with 7 pips, and three are off the head for good (more
    # than the two dice could bear off): it stays false
    ("X 24:12 20:3 | O 24:15 | X to roll", False),
    # the last checker outside the home can come in and the two home ones be borne off
    ("X 1:2 7:1 off:12 | O 24:15 | X to roll", None),
    # all on the head now, but the first courier to leave ends that
    ("X 24:15 | O 24:15 | X to roll", None),
])
def test_a_condition_no_play_can_change_is_fixed_for_the_search(
        layout: str, kept: bool | None) -> None:
    """Where Jacquet's leaving condition keeps its value through every play of the roll
    (tavli.game.shortcuts.fixed), the search may go in track order (checked against every order
    by the test above)."""
    variant = tavli.load_variant("jacquet")
    (condition,) = order_free_when(variant) or [None]
    position = tavli.parse_position(variant, layout)
    assert fixed(variant, condition, view_of(variant, position, 0), (3, 4)) is kept


# ---- the limits on where checkers stand and enter, in games no bundled file plays

#: Each a rules file extending a bundled game with limits in combinations no bundled game has
#: (issue 21): a zone stack limit beside the limit on every point, occupied points, entering
#: only onto empty points from the bar and from the hand.
LIMITS = {
    "zone-stacks": "variant zone-stacks \"Zone stacks\" extends backgammon\n"
                   "zone outer: 7..12\nzone back: 19..24\nat most 5 checkers on a point\n"
                   "zone middle: 10..21\nat most 1 checker on a point of outer\n"
                   "at most 2 checkers on a point of back\n"
                   "at most 3 checkers on a point of middle\n",
    "sparse": "variant sparse \"Sparse\" extends backgammon\nzone entry: 19..24\n"
              "occupy at most 3 points of home\noccupy at most 4 points of entry\n"
              "never enter onto occupied points\n",
    "hand-entry": "variant hand-entry \"Hand entry\" extends verquere\nsetup: 24:2, 13 in hand\n"
                  "never enter onto occupied points\nzone entry: 19..24\n"
                  "occupy at most 5 points of entry\nallow moving on board always\n",
}


@pytest.mark.parametrize("name", sorted(LIMITS))
@settings(DERANDOMIZED, max_examples=15)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_the_limits_are_the_same_on_both_paths(name: str, seed: int, tmp_path_factory:
                                               pytest.TempPathFactory) -> None:
    path = tmp_path_factory.mktemp("limits") / f"{name}.rules"
    path.write_text(LIMITS[name])
    variant = tavli.load_variant(path)
    assert engine.path(variant) == "kernel"
    rng = random.Random(seed)
    try:
        position = tavli.parse_position(variant, random_layout(variant, rng))
    except tavli.NotationError:
        position = tavli.parse_position(variant, random_layout(variant, rng))
    for roll in combinations_with_replacement(range(1, variant.faces + 1), variant.dice):
        rolled = start_turn(variant, position, roll)
        if rolled.phase == "play":
            check(variant, rolled)
