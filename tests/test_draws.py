"""A drawn game (an end rule's ``a draw``), as docs/writing-a-variant.md describes it: no
winner, the result ``draw`` and 0 points; the native notation writes ``drawn``; in a match
the score stays and the next game is played; a notation that cannot say it refuses it."""

from __future__ import annotations

import pytest

import tavli
from tavli.game.match import after_game, new_match
from tavli.model.errors import NotationError
from tavli.notation.xgid import format_xgid

DRAWN = "X 6:12 2:1 1:1 24:pinned | O 1:1 24:pinned off:13 | drawn"


def test_a_drawn_position_reads_and_writes_back() -> None:
    plakoto = tavli.load_variant("plakoto")
    position = tavli.parse_position(plakoto, DRAWN)
    assert position.phase == "drawn" and position.is_over
    assert tavli.format_position(plakoto, position) == DRAWN
    assert tavli.score(plakoto, position) == tavli.Score(None, "draw", 0)
    assert str(tavli.score(plakoto, position)) == "the game is drawn: 0 points"


def test_a_draw_leaves_the_match_score_and_counts_a_game() -> None:
    plakoto = tavli.load_variant("plakoto")
    match = new_match(plakoto, 5)
    after = after_game(match, tavli.Score(None, "draw", 0))
    assert after.score == match.score
    assert after.game == match.game + 1
    assert not after.is_over


def test_a_notation_that_cannot_say_a_draw_refuses_it() -> None:
    backgammon = tavli.load_variant("backgammon")
    drawn = tavli.parse_position(backgammon, "X 6:15 | O 6:15 | drawn")
    with pytest.raises(NotationError, match="cannot say that a game is drawn"):
        format_xgid(backgammon, drawn)
