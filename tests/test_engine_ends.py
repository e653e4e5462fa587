"""The compiled kernel ends a game exactly as the reference path does (issue 27): 'no move',
an arrangement on each point or on one point, a prime with an enemy checker behind it, men
out of the game (where hit checkers leave it, the first with none left but off wins), and a
throw that leaves a die, or every die, unplayed ('cannot play all / any of his roll'),
judged in C after a play, on the positions the rules' scenarios end games in and on positions
reached by random play of the games that use them; and it hits a lone checker only where 'a
single enemy checker is hit only in ZONE' lets it (Schuster)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import tavli
from searches import described, reference_path
from tavli.game import engine
from tavli.game.turn import start_turn
from tavli.model.position import Position

pytestmark = pytest.mark.skipif(not engine.kernel_built(), reason="the kernel is not built")

#: rules files written here, each with an end rule the kernel now judges
ENDS = {
    "fives": "zone last-three: 1..3\nthe game ends when a player has exactly 5 on each point "
             "of last-three: he wins\n",
    "fifteen": "the game ends when a player has exactly 15 on point 1: he wins\n",
    "prime": "the game ends when a player has a prime of 6 with an enemy checker behind it: "
             "he wins\n",
    "wall": "the game ends when a player has a prime of 6: he wins\n",
    "own-side": "zone own-side: 13..24\na single enemy checker is hit only in own-side\n",
    "shut-in": "the game ends when a player has no move and the opponent has no move: a draw\n"
               "the game ends when a player has the opponent has no move: he wins\n",
    # both sides' 'no move' asked by the first rule, which does not hold; the second, asking
    # them again, must find what the first found (the kernel asks each side once a result)
    "shut-in-twice": "the game ends when a player has no move and the opponent has 15 off: "
                     "he wins\n"
                     "the game ends when a player has no move and the opponent has no move: "
                     "a draw\n",
    # the rules on dice left unplayed, tried in order: the first 'any' decides a throw not
    # played at all, the first 'all' one played in part; the others never decide
    "dead-throws": "the game ends when a player cannot play any of his roll: he wins\n"
                   "the game ends when a player cannot play any of his roll: he loses\n"
                   "the game ends when a player cannot play all of his roll: a draw\n"
                   "the game ends when a player cannot play all of his roll: he loses\n",
}

#: (game, position, dice): where the scenarios end a game, or nearly
CASES = [
    ("fives", "X 6:1 3:5 2:4 1:5 | O 1:15 | X to roll", (3, 1)),
    ("fifteen", "X 3:1 2:1 1:13 | O 1:15 | X to roll", (2, 1)),
    ("prime", "X 14:1 13:1 11:2 10:2 9:2 8:2 7:2 2:3 | O 24:1 off:14 | X to roll", (2, 1)),
    ("prime", "X 14:1 13:1 11:2 10:2 9:2 8:2 7:2 2:3 | O 1:1 off:14 | X to roll", (2, 1)),
    ("prime", "X 14:1 13:1 11:2 10:2 9:2 8:2 7:2 2:3 | O bar:1 off:14 | X to roll", (2, 1)),
    ("wall", "X 14:1 13:1 11:2 10:2 9:2 8:2 7:2 2:3 | O 1:1 off:14 | X to roll", (2, 1)),
    ("emperador+enter-first",
     "X bar:2 6:2 5:2 4:2 3:2 2:2 1:2 off:1 | O 6:2 5:2 4:2 3:2 2:2 1:1 off:4 | X to roll",
     (3, 2, 1)),
    ("emperador",
     "X 14:1 13:2 12:2 11:2 10:2 9:2 8:1 6:3 | O 20:1 off:14 | X to roll", (6, 2, 1)),
    ("own-side", "X 24:2 13:5 8:3 6:5 | O 24:1 13:5 8:3 6:5 3:1 | X to roll", (5, 2)),
    ("own-side", "X 24:2 13:5 8:3 6:5 | O 24:1 13:5 8:3 6:5 3:1 | X to roll", (6, 1)),
    ("medio-emperador+single-in-start",
     "X bar:2 6:2 5:2 4:2 3:2 2:2 1:2 off:1 | O 6:2 5:2 4:2 3:2 2:2 1:1 off:4 | X to roll",
     (3, 1)),
    # a mother pinned (PL-08 .. PL-10): the kernel looks at the head points' pins first, and
    # judges the rules only where one is pinned; each side pinning, each outcome
    ("plakoto", "X 4:1 6:14 | O 24:1 6:14 | X to roll", (3, 1)),  # O's mother: he loses
    ("plakoto", "X 24:1 4:1 6:13 | O 24:1 6:14 | X to roll", (3, 1)),  # won by 4/1 24/23 only
    ("plakoto", "X 24:pinned 6:13 4:1 | O 1:1 24:1 6:13 | X to roll", (3, 1)),  # both: drawn
    ("plakoto", "X 24:1 6:14 | O 4:1 6:14 | O to roll", (3, 1)),  # X's mother: he loses
    ("tapa", "X 24:pinned 6:13 4:1 | O 1:1 24:1 6:13 | X to roll", (3, 1)),
    ("mahbouseh", "X 4:1 6:14 | O 24:1 6:14 | X to roll", (3, 1)),
    # hit checkers leave the game (QT-05): the first with none left but off wins, whoever
    # moved (ending.all_off); 'no move' for either side judged with that in mind
    ("quinze-tablas", "X 1:1 off:10 out:4 | O 20:2 19:2 off:5 out:6 | X to roll", (1, 2, 4)),
    ("quinze-tablas", "X 10:2 out:13 | O 18:1 off:12 out:2 | X to roll", (1, 2, 3)),
    ("quinze-tablas", "X 10:2 off:3 out:10 | O 18:1 off:12 out:2 | X to roll", (1, 2, 3)),
    # a man hit out of the game loses (FA-05); a throw that moves nothing (FA-06), or with
    # every-die one that leaves a die unplayed (FA-10), loses: judged on the dice left
    ("fallas", "X 12:1 11:1 10:1 9:1 8:1 7:1 6:1 off:8 | O 24:7 23:7 20:1 | X to roll",
     (1, 1, 1)),
    ("fallas", "X 12:1 off:14 | O 24:9 19:2 18:2 17:2 | X to roll", (6, 5, 4)),
    ("fallas", "X 12:1 off:14 | O 24:9 20:2 19:2 18:2 | X to roll", (6, 5, 4)),
    ("fallas+every-die", "X 12:1 off:14 | O 24:9 20:2 19:2 18:2 | X to roll", (6, 5, 4)),
    ("fallas+every-die", "X 12:1 off:14 | O 24:9 19:2 18:2 17:2 | X to roll", (6, 5, 4)),
    ("fallas+every-die", "X 12:1 off:14 | O 24:5 23:2 22:2 20:2 19:2 18:2 | X to roll",
     (6, 5, 4)),
    ("dead-throws", "X bar:1 13:14 | O 6:2 5:2 4:2 3:2 2:2 1:2 13:3 | X to roll", (6, 5)),
    ("dead-throws", "X bar:1 off:14 | O 6:2 5:2 4:2 3:2 2:2 7:2 13:3 | X to roll", (1, 6)),
]


def load(spec: str, folder: Path) -> tavli.Variant:
    name, *options = spec.split("+")
    if name in ENDS:
        path = folder / f"{name}.rules"
        path.write_text(f'variant {name} "{name}" extends backgammon\n{ENDS[name]}',
                        encoding="utf-8")
        return tavli.load_variant(path, options)
    return tavli.load_variant(name, options)


def same_ends(variant: tavli.Variant, position: Position) -> None:
    fast = described(variant, position)
    with reference_path():
        slow = described(variant, position)
    assert fast == slow, tavli.format_position(variant, position)


@pytest.mark.parametrize(("spec", "text", "dice"), CASES)
def test_a_scenario_ends_the_same_on_both_paths(spec: str, text: str, dice: tuple[int, ...],
                                                tmp_path: Path) -> None:
    variant = load(spec, tmp_path)
    assert engine.path(variant) == "kernel"
    position = start_turn(variant, tavli.parse_position(variant, text), dice)
    same_ends(variant, position)


@pytest.mark.parametrize(("spec", "text", "dice", "play", "winner"), [
    # X bears off his last man left (four were hit out of the game): he has won
    ("quinze-tablas", "X 1:1 off:10 out:4 | O 20:2 19:2 off:5 out:6 | X to roll", (1, 2, 4),
     "1/off", 0),
    # X hits O's last man on the board out of the game: O, every other man off, has won
    ("quinze-tablas", "X 10:2 out:13 | O 18:1 off:12 out:2 | X to roll", (1, 2, 3),
     "10/7* 10/7", 1),
    # FA-06: no die of X's throw can be played: he loses; FA-10 (every-die): one die can
    ("fallas", "X 12:1 off:14 | O 24:9 19:2 18:2 17:2 | X to roll", (6, 5, 4), "no move", 1),
    # FA-10: 12/8 and no die after it (O holds X's 2, 3, 5, 6 and 7): he loses at once,
    # where by default (FA-06) the game goes on
    ("fallas+every-die", "X 12:1 off:14 | O 24:5 23:2 22:2 20:2 19:2 18:2 | X to roll",
     (6, 5, 4), "12/8", 1),
    ("fallas", "X 12:1 off:14 | O 24:5 23:2 22:2 20:2 19:2 18:2 | X to roll", (6, 5, 4),
     "12/8", None),
    # each side on the bar before the other's closed board: neither can move, a draw
    ("shut-in-twice", "X bar:3 6:2 5:2 4:2 3:2 2:2 1:2 | O bar:3 6:2 5:2 4:2 3:2 2:2 1:2 | "
     "X to roll", (3, 1), "no move", -1),
    # the first of each kind decides: nothing played, X wins; one die played, a draw
    ("dead-throws", "X bar:1 13:14 | O 6:2 5:2 4:2 3:2 2:2 1:2 13:3 | X to roll", (6, 5),
     "no move", 0),
    ("dead-throws", "X bar:1 off:14 | O 6:2 5:2 4:2 3:2 2:2 7:2 13:3 | X to roll", (1, 6),
     "bar/24", -1),
])
def test_the_game_ends_on_men_out_of_it_and_on_dice_left_unplayed_in_the_kernel(
        spec: str, text: str, dice: tuple[int, ...], play: str, winner: int | None,
        tmp_path: Path) -> None:  # winner: None the game goes on, -1 a draw
    variant = load(spec, tmp_path)
    assert engine.path(variant) == "kernel"
    after = tavli.play(variant, tavli.parse_position(variant, text), dice, play)
    expected = ("roll", 1) if winner is None else ("drawn", 0) if winner < 0 else ("over", winner)
    assert (after.phase, after.turn) == expected


@pytest.mark.parametrize("spec", ["fives", "prime", "shut-in", "own-side", "schuster", "emperador",
                                  "emperador+enter-first", "medio-emperador+single-in-start",
                                  "ludus-anglicorum", "cab-e-quinal", "ludus-lombardorum",
                                  "plakoto", "pin-game", "quinze-tablas", "fallas",
                                  "fallas+every-die"])
def test_random_games_end_the_same_on_both_paths(spec: str, tmp_path: Path) -> None:
    variant = load(spec, tmp_path)
    rng = random.Random(spec)
    for _ in range(3):
        position = tavli.new_game(variant)
        for _ in range(300):
            if position.is_over:
                break
            if position.phase == "play":
                same_ends(variant, position)
                position = rng.choice(tavli.legal_plays(variant, position)).position
                continue
            actions = [tavli.Roll(tuple(rng.randint(1, variant.faces)
                                        for _ in range(variant.dice)))] \
                if position.phase == "roll" else None
            if position.phase == "opening":
                first, second = rng.sample(range(1, variant.faces + 1), 2)
                actions = [tavli.OpeningRoll(first, second)]
            elif position.phase == "choose-opening":
                actions = [tavli.OpeningChoice(roll_again=False)]
            elif position.phase == "take-or-drop":
                actions = [tavli.Take()]
            if actions is None:
                break
            position = tavli.apply(variant, position, actions[0])
