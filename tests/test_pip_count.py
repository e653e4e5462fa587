"""The pip count where no bundled game's test pins it down: a pinned checker still has its
way to go (docs: a pinned checker counts where it stands).

Found by mutation testing (tools/mutation.py game): the pinned checkers' share of the pip
count could be dropped or miscounted without any test failing.
"""

from __future__ import annotations

from pathlib import Path

import tavli
from tavli.game.score import pip_count


def test_a_pinned_checker_counts_its_pips_where_it_stands(tmp_path: Path) -> None:
    path = tmp_path / "pins.rules"
    path.write_text('variant pins "pins" extends backgammon\nsingle enemy checker: pin\n',
                    encoding="utf-8")
    game = tavli.load_variant(path)
    # X: pinned on his 5 point, two on his 3 point; O: one on his 20 (on top of X's
    # checker), one pinned on his 17 under X's checker on X's 8 point, thirteen on his 1
    position = tavli.parse_position(
        game, "X 5:pinned 8:1 3:2 off:11 | O 20:1 17:pinned 1:13 | X to roll")
    assert pip_count(game, position, 0) == 5 + 8 + 3 * 2
    assert pip_count(game, position, 1) == 20 + 17 + 13


def test_a_checker_on_the_bar_or_in_hand_has_the_whole_track_to_go() -> None:
    # it enters on the 24 point, after a die of at least 1: 25 pips (the usual count)
    backgammon = tavli.load_variant("backgammon")
    on_bar = tavli.parse_position(backgammon, "X bar:1 6:14 | O 6:15 | X to roll")
    assert pip_count(backgammon, on_bar, 0) == 25 + 6 * 14
    acey = tavli.load_variant("acey-deucey")
    in_hand = tavli.parse_position(acey, "X hand:14 1:1 | O hand:15 | X to roll")
    assert pip_count(acey, in_hand, 0) == 25 * 14 + 1
    assert pip_count(acey, in_hand, 1) == 25 * 15
