"""Make the board pictures the README and the docs show: `python docs/pictures/make_pictures.py`.

Every picture is drawn by tavli from a rules file and a position, never by hand; the test
suite checks that the committed files are what this script makes now (tests/test_pictures.py).
"""

from __future__ import annotations

import sys
from pathlib import Path

import tavli
from tavli.game.actions import play_from_text
from tavli.pictures.board import Board

HERE = Path(__file__).resolve().parent


def pictures() -> dict[str, str]:
    """Each picture's file name and its SVG text."""
    made: dict[str, str] = {}
    for name in ("backgammon", "plakoto", "fevga", "long-nardy", "tabula", "race-gammon"):
        game = tavli.load_variant(name)
        made[f"start-{name}.svg"] = Board(game, tavli.starting_position(game)).svg()

    backgammon = tavli.load_variant("backgammon")
    rolled = tavli.start_turn(backgammon, tavli.starting_position(backgammon), (3, 1))
    made["backgammon-opening-3-1.svg"] = Board.of_play(
        backgammon, rolled, play_from_text(backgammon, rolled, "8/5 6/5")).svg()

    # Plakoto: X's checker on his 13 point lies pinned under O's checker
    plakoto = tavli.load_variant("plakoto")
    pinned = tavli.parse_position(
        plakoto, "X 24:10 19:2 13:pinned 6:2 | O 24:12 12:1 9:1 2:1 | X to roll")
    made["plakoto-pinned.svg"] = Board(plakoto, pinned).svg()

    # Race Gammon's chained turn (RG-11..RG-13): 4-4 is played, then its complement 3-3,
    # then the same player rolls again
    race = tavli.load_variant("race-gammon")
    before = tavli.parse_position(race, "X 20:3 16:4 13:4 9:4 | O 22:2 18:5 15:4 11:4 | "
                                        "X to roll")
    doubles = tavli.start_turn(race, before, (4, 4))
    first = play_from_text(race, doubles, "20/16(3) 13/9")
    made["race-gammon-chain-1.svg"] = Board.of_play(race, doubles, first).svg()
    second = play_from_text(race, first.position, "16/13(3) 9/6")
    made["race-gammon-chain-2.svg"] = Board.of_play(race, first.position, second).svg()
    made["race-gammon-chain-3.svg"] = Board(race, second.position).svg()
    return made


def main() -> int:
    for name, svg in pictures().items():
        (HERE / name).write_text(svg + "\n", encoding="utf-8")
        print(f"docs/pictures/{name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
