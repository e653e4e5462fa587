"""The heuristic bot in the games of stacked men and stages (issue 25): positions worked out
by hand where the evaluation before December 2026 rated a worse play as high as or higher
than the better one."""

from __future__ import annotations

import tavli
from tavli.game.turn import legal_plays
from tavli.players.heuristic import HeuristicBot


def ratings(name: str, text: str) -> dict[str, float]:
    """Each distinct result of the plays of the position ``text``, by its mover's men (the
    first part of the notation), with the heuristic's rating of it for the mover."""
    variant = tavli.load_variant(name)
    turn = tavli.parse_position(variant, text)
    bot = HeuristicBot(0)
    return {tavli.format_position(variant, play.position).split(" | ")[0]:
            bot.rate(variant, play.position, turn.turn)
            for play in legal_plays(variant, turn)}


def test_the_last_race_bears_off_two_men_rather_than_keep_a_point() -> None:
    # Yahoudieh's last stage: X's dice move his last four men, and any die at least a man's
    # point bears him off from any point (YA-05). With 6-5, X can bear off a man from the 6
    # and one from the 1 (left: 6:1 1:1), or bear off a 6 and move the other 6 to the 1
    # (left: 1:3, one man fewer off, a point kept). Three men take two throws for sure,
    # each die bearing off one man; the 6 and the 1 go in one throw with a 6 (11 in 36),
    # else the 1 goes off and the 6 moves on, and a lone man on the 5 point or lower
    # fails to come off only with 1-1, 1-2, 2-1, 1-3, 3-1 or 2-2: about 1 + 25/36 +
    # 25/36 * 6/36 = 1.81 throws. The old evaluation counted pips, a point made and a
    # bonus per man off, and rated 1:3 higher.
    rated = ratings("yahoudieh", "X 6:2 1:2 off:11 | O 6:2:stacked 5:2:stacked "
                    "4:2:stacked 3:2:stacked 2:2:stacked 1:2:stacked off:3 | X to play 6-5 "
                    "| stage X bearing O unstacking")
    assert rated["X 6:1 1:1 off:13"] > rated["X 1:3 off:12"]
    assert max(rated, key=rated.__getitem__) == "X 6:1 1:1 off:13"


def test_a_doubles_total_goes_to_the_biggest_piles() -> None:
    # Dubblets, X bearing off (each die bears off a man from its own point, DB-09) with
    # three men on the 6 and three on the 5; 1-1 is a total of 2 on any points (DB-07).
    # Leaving 6:2 5:2 is better than 6:3 5:1 or 6:1 5:3: the stage lasts until the number
    # with the most men left has come up often enough, and balanced counts come up
    # sooner: after two throws (four dice) two 6s and two 5s have the chance 6/1296
    # (4!/(2!2!) orders), three of one and one of the other only 4/1296. The old
    # evaluation counted the men left (four each way) and the numbers still usable (two
    # each way): it rated all three alike.
    rated = ratings("dubblets", "X 6:3 5:3 off:9 | O 6:3:stacked 5:3:stacked 4:3:stacked "
                    "3:2:stacked 2:2:stacked 1:2:stacked | X to play 2 on any points, unplayed "
                    "dice to O | stage X bearing O unstacking")
    assert rated["X 6:2 5:2 off:11"] > rated["X 6:3 5:1 off:11"]
    assert rated["X 6:2 5:2 off:11"] > rated["X 6:1 5:3 off:11"]
