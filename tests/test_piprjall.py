"""Piprjall's wholes, beyond its scenarios (features/piprjall.feature): the match file plays
to its end, and a game keeps its running score and the more throws in the records it writes."""

from __future__ import annotations

import pytest

import tavli
from tavli.cli import main

PIPRJALL = tavli.load_variant("piprjall")


def test_the_match_to_31_plays_to_its_end(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "piprjall-31", "-n", "2", "-q", "--bot", "random"]) == 0
    said = capsys.readouterr().out
    won = [int(line.split()[2]) for line in said.splitlines()
           if line.startswith(("X wins", "O wins"))]
    assert "2 matches to 31 points" in said and sum(won) == 2, said


def test_the_more_throws_and_the_score_read_back_from_the_position_line() -> None:
    # PJ-18, PJ-10: O, throwing on after X bore off, has made Meistari
    text = "X off:15 | O 1:15 | O to roll | points X 0 O 13 | throws X 0 O 12"
    position = tavli.parse_position(PIPRJALL, text)
    assert tavli.format_position(PIPRJALL, position) == text
    assert position.counters == (0, 13, 0, 12)


def test_games_between_bots_end_won_by_the_first_off_or_by_a_shut_out() -> None:
    # PJ-16, PJ-18: a game won by bearing off all ends with its throws spent or ended by a
    # man borne off, for two points; PJ-21: or it ends at once, for fifteen, with the loser
    # having more men on the bar than entry points free of his own men
    from tavli.model.position import view_of
    from tavli.players.driver import play_game
    from tavli.players.heuristic import HeuristicBot
    entry = PIPRJALL.zones["entry"]
    for seed in range(4):
        result = play_game(PIPRJALL, (HeuristicBot(seed), HeuristicBot(seed + 100)), seed=seed)
        final = result.final
        winner = final.turn
        assert final.phase == "over" and result.score.winner == winner
        loser = view_of(PIPRJALL, final, 1 - winner)
        shut_out = loser[PIPRJALL.length] > sum(1 for cell in entry if loser[cell] <= 0)
        if result.score.points == 15:
            assert shut_out and final.off[winner] < 15
        else:
            assert not shut_out and final.off[winner] == 15 and result.score.points == 2
            assert not final.counters or final.counters[2:] == (0, 0)
