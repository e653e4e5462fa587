"""GNU Backgammon as a bot and a hint engine (tavli.players.gnubg, tavli.players.bots.rank_plays),
and the strong bot (tavli.players.strong). Expected values come from backgammon opening theory
and from what the rules files say about each game, never from tavli's own output."""

from __future__ import annotations

import subprocess
import sys

import pytest

import tavli
from tavli.game.play_text import find_play
from tavli.players.bots import BOTS, ENGINE_GNUBG, ENGINE_STRONG, bot_for, rank_plays
from tavli.players.driver import play_game
from tavli.players.gnubg import GnubgUnavailable, gnubg_refusal
from tavli.players.strong import StrongBot, rolls

BACKGAMMON = tavli.load_variant("backgammon")


def test_gnubg_can_evaluate_backgammon_and_its_relatives_on_the_standard_board() -> None:
    for name in ("backgammon", "nackgammon", "hypergammon"):
        assert gnubg_refusal(tavli.load_variant(name)) is None, name


def test_gnubg_refuses_games_that_are_not_played_as_backgammon_with_the_reason() -> None:
    assert "start in hand" in (gnubg_refusal(tavli.load_variant("acey-deucey")) or "")
    assert "standard board" in (gnubg_refusal(tavli.load_variant("plakoto")) or "")
    assert "limits moves" in (gnubg_refusal(tavli.load_variant("dutch-backgammon")) or "")


def test_the_hint_ranks_the_standard_6_1_opening_first() -> None:
    pytest.importorskip("gnubg")
    start = tavli.start_turn(BACKGAMMON, tavli.starting_position(BACKGAMMON), (6, 1))
    plays = tavli.legal_plays(BACKGAMMON, start)
    engine, ranked = rank_plays(BACKGAMMON, start, plays)
    assert engine == ENGINE_GNUBG
    assert ranked[0][0] == find_play(plays, "13/7 8/7")  # making the bar point
    values = [value for _, value in ranked]
    assert values == sorted(values, reverse=True) and len(ranked) == len(plays) == 10


def test_the_hint_ranks_with_the_strong_bot_where_gnubg_cannot() -> None:
    plakoto = tavli.load_variant("plakoto")
    start = tavli.start_turn(plakoto, tavli.starting_position(plakoto), (6, 5))
    engine, ranked = rank_plays(plakoto, start, tavli.legal_plays(plakoto, start))
    assert engine == ENGINE_STRONG and ranked


def test_a_gnubg_bot_is_refused_for_a_game_it_cannot_play() -> None:
    with pytest.raises(GnubgUnavailable) as refusal:
        bot_for("gnubg", 1, tavli.load_variant("plakoto"))
    assert refusal.value.code == "no-gnubg"


def test_tavli_play_refuses_gnubg_for_plakoto_with_an_error_not_a_traceback() -> None:
    entry = "import sys; from tavli.cli import main; sys.exit(main())"
    run = subprocess.run([sys.executable, "-c", entry, "play", "plakoto", "--bot", "gnubg"],
                         capture_output=True, text=True, input="", timeout=60, check=False)
    assert run.returncode == 1
    assert "error[no-gnubg]" in run.stderr and "Traceback" not in run.stderr


def test_the_gnubg_bot_plays_a_whole_game_of_backgammon() -> None:
    pytest.importorskip("gnubg")
    result = play_game(BACKGAMMON, (bot_for("gnubg", 1, BACKGAMMON), bot_for("heuristic", 2)),
                       seed=5)
    assert result.score.points >= 1


def test_every_bot_is_named_in_the_registry() -> None:
    assert set(BOTS) == {"heuristic", "strong", "rollout", "random", "gnubg"}
    assert isinstance(bot_for("strong", 1), StrongBot)


def test_the_look_ahead_weighs_each_roll_by_its_chance() -> None:
    chances = dict(rolls(BACKGAMMON))
    assert len(chances) == 21
    assert chances[(6, 6)] == pytest.approx(1 / 36) and chances[(6, 5)] == pytest.approx(2 / 36)


def test_the_strong_bot_plays_a_whole_game() -> None:
    hyper = tavli.load_variant("hypergammon")
    result = play_game(hyper, (bot_for("strong", 1), bot_for("heuristic", 2)), seed=3)
    assert result.score.points >= 1


def test_the_strong_bot_plays_a_part_of_a_chained_turn() -> None:
    acey = tavli.load_variant("acey-deucey")  # 1-2: then a chosen double, then roll again
    rolled = tavli.start_turn(acey, tavli.starting_position(acey), (1, 2))
    plays = tavli.legal_plays(acey, rolled)
    assert bot_for("strong", 1).choose_play(acey, rolled, plays) in plays
