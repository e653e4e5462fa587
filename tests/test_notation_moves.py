"""Reading plays in the styles other engines write: separators, bar and off as numbers, the
expanded style, places in pairs."""

from __future__ import annotations

import pytest

import tavli
from tavli.game.play_text import find_play, format_play, parse_play

GAME = tavli.load_variant("backgammon")
START = tavli.starting_position(GAME)


@pytest.mark.parametrize(("dice", "texts", "short", "expanded"), [
    ((6, 5), ["24/13", "24-13", "24/18/13", "24-18-13", "24/18 18/13", "24 18 18 13"],
     "24/13", "24/18 18/13"),
    ((3, 1), ["8/5 6/5", "8-5 6-5", "8 5 6 5", "6/5 8/5", "8/5, 6/5"], "8/5 6/5",
     "8/5 6/5"),
    ((4, 4), ["13/9(2) 24/20(2)", "24-20 24-20 13-9 13-9", "24 20 24 20 13 9 13 9"],
     "24/20(2) 13/9(2)", "24/20 24/20 13/9 13/9"),
])
def test_one_play_read_in_every_style(dice: tuple[int, int], texts: list[str], short: str,
                                      expanded: str) -> None:
    plays = tavli.plays(GAME, START, dice)
    found = {find_play(plays, text).position for text in texts}
    assert len(found) == 1
    play = find_play(plays, texts[0])
    assert format_play(play.steps) == short
    assert format_play(play.steps, expanded=True) == expanded


def test_bar_and_off_as_numbers() -> None:
    on_bar = tavli.parse_position(
        GAME, "X bar:1 24:1 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll")
    plays = tavli.plays(GAME, on_bar, (3, 1))
    assert find_play(plays, "25/22 24/23").position == find_play(plays, "bar/22 24/23").position
    home = tavli.parse_position(GAME, "X 6:2 5:13 | O 24:2 13:5 8:3 6:5 | X to roll")
    plays = tavli.plays(GAME, home, (6, 5))
    assert find_play(plays, "6/0 5/0").position == find_play(plays, "6/off 5/off").position


@pytest.mark.parametrize("text", ["8/5 6", "8 5 6", "24/26", "x/5", "8//5", "*8/5"])
def test_texts_that_are_no_play_are_refused(text: str) -> None:
    with pytest.raises(tavli.NotationError):
        parse_play(text)
