"""When a player may beaver, and what a double offered at the wrong time says.

Found by mutation testing (tools/mutation.py game): ``may_beaver`` could answer yes with no
double offered, or in a game without beavers, and the reason a double is refused could lose
its player or its phase, without any test failing.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import tavli
from tavli.game.cube import may_beaver
from tavli.model.errors import IllegalActionError


def test_a_beaver_is_possible_only_against_an_offered_double_in_a_game_with_beavers() -> None:
    beavers = tavli.load_variant("backgammon", ["beavers"])
    plain = tavli.load_variant("backgammon")
    for game, allowed in ((beavers, True), (plain, False)):
        to_roll = tavli.parse_position(game, "X 6:15 | O 6:15 | X to roll")
        assert not may_beaver(game, to_roll)  # nothing has been offered
        offered = tavli.apply(game, to_roll, tavli.Double())
        assert may_beaver(game, offered) is allowed


def test_a_double_after_the_roll_says_whose_turn_and_what_it_waits_for() -> None:
    game = tavli.load_variant("backgammon")
    rolled = tavli.parse_position(game, "X 6:15 | O 6:15 | X to play 5-2")
    with pytest.raises(IllegalActionError, match=r"^X may double only before the first roll "
                       r"of a turn; the position is waiting for X to play 5-2$"):
        tavli.apply(game, rolled, tavli.Double())


def test_jacoby_counts_a_single_whichever_order_the_results_are_written_in(
        tmp_path: Path) -> None:
    # Jacoby: a gammon counts single until the cube is turned; here the scoring lists the
    # gammon before the single
    path = tmp_path / "gammon-first.rules"
    path.write_text('variant gammon-first "gammon-first" extends backgammon\n'
                    "scoring:\n    gammon 2 when none off\n    single 1\n", encoding="utf-8")
    game = tavli.load_variant(path, ["jacoby"])
    centred = tavli.score(game, tavli.parse_position(game, "X off:15 | O 6:15 | X has won"))
    assert centred == tavli.Score(0, "single", 1)
    assert str(centred) == "X wins a single: 1 point"
    turned = tavli.score(game, tavli.parse_position(
        game, "X off:15 | O 6:15 | X has won | cube 2 O"))
    assert turned == tavli.Score(0, "gammon", 4)
    assert str(turned) == "X wins a gammon: 4 points"
    assert str(tavli.Score(None, "draw", 0)) == "the game is drawn: 0 points"


def test_an_answer_with_no_double_offered_says_what_the_game_waits_for() -> None:
    game = tavli.load_variant("backgammon")
    to_roll = tavli.parse_position(game, "X 6:15 | O 6:15 | X to roll")
    for answer in (tavli.Take(), tavli.Drop()):
        with pytest.raises(IllegalActionError, match=r"^no double has been offered: the "
                           r"position is waiting for X to roll$"):
            tavli.apply(game, to_roll, answer)
