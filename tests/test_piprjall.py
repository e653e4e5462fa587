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


def test_games_between_bots_end_won_by_the_first_off_with_no_throws_left() -> None:
    # PJ-16, PJ-18: whoever throws on, the game ends won by the first to bear off all, its
    # throws spent or ended by a man borne off
    from tavli.players.bots import RandomBot
    from tavli.players.driver import play_game
    from tavli.players.heuristic import HeuristicBot
    for seed in range(4):
        result = play_game(PIPRJALL, (HeuristicBot(seed), RandomBot(seed)), seed=seed)
        final = result.final
        winner = final.turn
        assert final.phase == "over" and final.off[winner] == 15
        assert not final.counters or final.counters[2:] == (0, 0)
        assert result.score.winner == winner and result.score.points == 2
