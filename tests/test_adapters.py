"""The shipped adapters (tavli.adapters) and what the crosscheck does with them: GNU
Backgammon and bgsage agree with tavli on a small sample (both are in the ``dev`` extra); the
other engines' adapters run where their extras are installed and show the disagreement
docs/engine-findings.md reports, worked out by hand below; an engine that declares it lists
unfinished plays is compared by containment; whole games against GNU Backgammon agree."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

import tavli
from tavli.adapters import ADAPTERS, engine_command, missing
from tavli.adapters.protocol import Board, Refusal, read_native, write_native
from tavli.cli.main import main
from tavli.game.score import Score
from tavli.services.crosscheck import Engine, EngineError, crosscheck
from tavli.services.explain import unfinished_results
from tavli.services.wholegames import GamesReport, check_game, check_games, play_game

PLANTED = Path(__file__).resolve().parent / "data" / "engines" / "planted.py"


def needs(engine: str) -> pytest.MarkDecorator:
    return pytest.mark.skipif(missing(engine) is not None, reason=str(missing(engine)))


def ask(engine: str, request: dict[str, object]) -> dict[str, object]:
    """One request to a shipped adapter, answered."""
    lines = json.dumps(request) + "\n" + json.dumps({"cmd": "quit"}) + "\n"
    done = subprocess.run([sys.executable, "-m", f"tavli.adapters.{ADAPTERS[engine].module}"],
                          input=lines, capture_output=True, text=True, timeout=300, check=True)
    reply: dict[str, object] = json.loads(done.stdout.splitlines()[0])
    return reply


# ---- the shared native text

def test_the_native_text_is_read_in_each_sides_numbering() -> None:
    board = read_native("X bar:1 13:2 off:12 | O 24:2 6:13 | O to roll | cube 2 X")
    assert board.side == "O" and board.checkers == 15 and board.cube == "cube 2 X"
    assert board.mover[24] == 2 and board.mover[6] == 13  # O's own numbering
    assert board.opponent[25] == 1 and board.opponent[13] == 2 and board.opponent[0] == 12


def test_the_native_text_is_written_after_the_movers_play() -> None:
    board = read_native("X 2:1 1:1 off:13 | O 6:15 | X to roll")
    # X bears off both: he has won, the count off is worked out from the checkers left
    assert write_native(board, [0] * 26, board.opponent) == "X off:15 | O 6:15 | X has won"
    counts = [0] * 26
    counts[1] = 2
    assert write_native(board, counts, board.opponent) == "X 1:2 off:13 | O 6:15 | O to roll"


def test_the_turn_count_goes_up_to_its_horizon() -> None:
    board = read_native("X 24:15 | O 24:15 | X to roll")
    mover = [0] * 26
    mover[24], mover[13] = 14, 1
    assert write_native(board, mover, board.opponent, turn_horizon=1) == \
        "X 24:14 13:1 | O 24:15 | O to roll | turns X 1+ O 0"


@pytest.mark.parametrize("text", ["X 24:2 | O 24:2 | X to play 6-5", "X 24:2 | O 24:2",
                                  "X hand:2 | O 24:2 | X to roll", "X 30:2 | O 24:2 | X to roll",
                                  "X 24:2 | O 24:1 | X to roll"])
def test_what_the_native_reader_cannot_take_is_refused(text: str) -> None:
    with pytest.raises(Refusal, match=r"roll|place|point|unequal"):
        read_native(text)


def test_an_engine_is_named_or_given_as_a_command() -> None:
    assert engine_command("python my_adapter.py") == "python my_adapter.py"
    assert engine_command("bgsage").endswith("-m tavli.adapters.bgsage")
    assert missing("python my_adapter.py") is None
    assert isinstance(Board([0] * 26, [0] * 26, "X", 15), Board)


# ---- the declared mode: unfinished plays

def test_an_engine_that_declares_unfinished_plays_is_compared_by_containment() -> None:
    game = tavli.load_variant("backgammon")
    free = f"{sys.executable} {PLANTED} free-play"
    undeclared = crosscheck(game, free, 1, seed=4)
    declared = crosscheck(game, f"{free} unfinished", 1, seed=4)
    assert undeclared.disagreements and not undeclared.unfinished
    # the same extra plays: those on the way to a legal play now reported as their own kind,
    # the rest still breaking the forced-play rule, and nothing tavli allows is missing
    extra = sum(len(d.only_engine) for d in undeclared.disagreements)
    still = sum(len(d.only_engine) for d in declared.disagreements)
    assert declared.unfinished and len(declared.unfinished) + still == extra
    assert not any(d.only_tavli for d in declared.disagreements)
    assert all(rule.startswith("breaks as many dice as can be played")
               for rule in declared.by_rule())
    assert "unfinished plays (as it declares)" in declared.render()


def test_an_unfinished_play_is_one_a_legal_play_passes_through() -> None:
    # the position of pgx's early stop (test_pgx_lets_a_player_stop_after_one_die): O's 5
    # played 20/15 is on the way to the one legal play, 20/15/14; 22/17* leads nowhere legal
    game = tavli.load_variant("backgammon")
    before = "X 9:3 8:1 7:3 6:2 4:2 2:3 1:1 | O 22:9 20:6 | O to roll"
    rolled = tavli.start_turn(game, tavli.parse_position(game, before), (1, 5))
    passed = {tavli.format_position(game, replace(rolled, points=b[0], bar=b[1]))
              .split(" | O to")[0] for b in unfinished_results(game, rolled)}
    assert "X 9:3 8:1 7:3 6:2 4:2 2:3 1:1 | O 22:9 20:5 15:1" in passed
    assert not any("17:1" in text for text in passed)


def test_containment_still_catches_a_missing_play() -> None:
    report = crosscheck(tavli.load_variant("hypergammon"),
                        f"{sys.executable} {PLANTED} exact-bear-off unfinished", 20, seed=4)
    assert report.disagreements and all(d.only_tavli for d in report.disagreements)


# ---- the engines

@pytest.mark.parametrize(("engine", "variant"), [
    pytest.param("gnubg", "backgammon", marks=needs("gnubg")),
    pytest.param("bgsage", "backgammon", marks=needs("bgsage")),
    pytest.param("bgsage", "hypergammon", marks=needs("bgsage"))])
def test_gnu_backgammon_and_bgsage_agree_with_tavli(engine: str, variant: str) -> None:
    report = crosscheck(tavli.load_variant(variant), engine, 10, seed=26)
    assert report.checked == 210 and not report.disagreements, report.render()


@needs("bgsage")
def test_the_command_runs_a_shipped_adapter_by_name(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["crosscheck", "--engine", "bgsage", "-n", "2"]) == 0
    assert "42 agree, 0 disagree" in capsys.readouterr().out


def test_an_adapter_whose_package_is_missing_says_how_to_install_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None)
    with pytest.raises(EngineError, match=r"pip install 'tavli\[pgx\]'"):
        crosscheck(tavli.load_variant("backgammon"), "pgx", 1, seed=1)


@needs("pgx")
def test_pgx_lets_a_player_stop_after_one_die() -> None:
    # O to roll 1-5: O's 22 and 20 are X's 3 and 5, so a 1 from either lands on X's 4 or 6,
    # both held. 22/17* (hitting X's 8) leaves a 1 from 17 onto X's 9, held; 20/15 leaves
    # 15/14 free: 20/15/14 is the one play of both dice. pgx also offers 22/17* alone.
    reply = ask("pgx", {"cmd": "plays", "position": "X 9:3 8:1 7:3 6:2 4:2 2:3 1:1 | "
                        "O 22:9 20:6 | O to roll", "dice": [1, 5]})
    positions = {play["position"] for play in reply["plays"]}  # type: ignore[attr-defined]
    assert "X 9:3 8:1 7:3 6:2 4:2 2:3 1:1 | O 22:9 20:5 14:1 | X to roll" in positions
    assert "X bar:1 9:3 7:3 6:2 4:2 2:3 1:1 | O 22:8 20:6 17:1 | X to roll" in positions


@needs("nard-backgammon")
def test_nard_backgammon_takes_two_from_the_head_on_an_ordinary_first_roll() -> None:
    # Long Nardy's head rule: one checker leaves the head per turn (two on 6-6, 4-4, 3-3 in
    # the first turn), so 6-5 from the start plays one checker 24/13 only
    reply = ask("nard-backgammon", {"cmd": "plays", "variant": "long-nardy",
                                    "position": "X 24:15 | O 24:15 | X to roll",
                                    "dice": [6, 5]})
    positions = {play["position"] for play in reply["plays"]}  # type: ignore[attr-defined]
    assert "X 24:14 13:1 | O 24:15 | O to roll | turns X 1+ O 0" in positions
    assert "X 24:13 19:1 18:1 | O 24:15 | O to roll | turns X 1+ O 0" in positions


# ---- whole games against GNU Backgammon

@needs("gnubg")
def test_whole_games_agree_with_gnu_backgammon() -> None:
    report = check_games(tavli.load_variant("backgammon"), "gnubg", 3, seed=1)
    assert report.games == 3 and report.compared > 100
    assert not report.differences, report.render()
    assert sum(report.results.values()) == 3


@needs("gnubg")
def test_a_wrong_end_is_reported() -> None:
    game_rules = tavli.load_variant("backgammon")
    game = play_game(game_rules, 1)
    assert game.end is not None and game.end.winner is not None
    game.end = Score(game.end.winner, "single", game.end.points + 1)  # a planted mistake
    report = GamesReport()
    with Engine("gnubg") as engine:
        check_game(game_rules, engine, game, report)
    assert len(report.differences) == 1 and "the engine says" in report.differences[0]


def test_the_adapter_shown_in_the_docs_is_the_shipped_one() -> None:
    root = Path(__file__).resolve().parent.parent
    page = (root / "docs" / "adapters.md").read_text(encoding="utf-8")
    shown = page.split("```python\n", 1)[1].split("```", 1)[0]
    source = (root / "interpreter" / "tavli" / "adapters" / "bgsage.py").read_text("utf-8")
    body = source.split('"""', 2)[2].replace("from __future__ import annotations\n\n", "")
    assert shown.strip() == body.strip()


@needs("openspiel")
def test_whole_games_agree_with_openspiel_play_by_play() -> None:
    report = check_games(tavli.load_variant("backgammon"), "openspiel", 1, seed=3)
    assert report.rolls > 20 and report.compared > 20
    assert not report.differences, report.render()


@needs("openspiel")
def test_openspiel_names_no_winner_of_a_finished_hypergammon_game() -> None:
    # OpenSpiel's plays and positions agree, but its returns at the end of a hypergammon game
    # are 0 for both players: it awards the win only to 15 checkers off
    # (docs/engine-findings.md)
    report = check_games(tavli.load_variant("hypergammon"), "openspiel", 3, seed=1)
    assert report.rolls > 20 and len(report.differences) == 3
    assert all(d.endswith("the engine says no winner") for d in report.differences)


@needs("gnubg")
def test_the_command_plays_whole_games(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["crosscheck", "--games", "1", "--seed", "5"]) == 0
    assert "1 whole games against gnubg" in capsys.readouterr().out
    assert main(["crosscheck", "--games", "1", "--seed", "5", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)  # --json is the report's JSON, not its text
    assert report["games"] == 1 and report["differences"] == [] and report["actions"] > 3
    assert main(["crosscheck"]) == 1  # neither an engine nor games
    assert "--engine NAME or COMMAND" in capsys.readouterr().err


@needs("gym-backgammon")
def test_gym_backgammon_agrees_with_tavli() -> None:
    report = crosscheck(tavli.load_variant("backgammon"), "gym-backgammon", 5, seed=26)
    assert report.checked == 105 and not report.disagreements, report.render()


@needs("magmacrunch")
def test_magmacrunch_lists_only_its_declared_unfinished_plays() -> None:
    report = crosscheck(tavli.load_variant("backgammon"), "magmacrunch", 2, seed=26)
    assert report.checked == 42 and not report.disagreements, report.render()
    assert report.unfinished  # e.g. a double played fewer than four times
