"""The terminal as GNU Backgammon and FIBS players expect it (issue 11 section 3).

A person's answers are fed to ``tavli play`` line by line (each echoed, as a terminal would);
games start from set positions (``--position``) so the dice and the legal plays are known
from the rules: from backgammon's start (BG-05) 3-1 is played 8/5 6/5 or 24/21 24/23 among
others, both sides have 167 pips (2x24 + 5x13 + 3x8 + 5x6), and GNU Backgammon's manual
gives the start's Position ID 4HPwATDgc/ABMA.
"""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tavli import Position, load_variant, parse_position
from tavli.cli.common import parse_dice
from tavli.cli.main import build_parser, main
from tavli.cli.progress import RunProgress
from tavli.cli.screen import Screen, coloured
from tavli.records import final_score, load_records, replay

DATA = Path(__file__).resolve().parent / "data"
START = "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5"
START_31 = f"{START} | X to play 3-1"
PLAY = re.compile(r"^X to play 3-1> ", re.M)


class Typed:
    """Standard input: these lines, then the end of input (which abandons the game)."""

    def __init__(self, screen: io.StringIO, lines: list[str]) -> None:
        self.screen = screen
        self.lines = list(lines)

    def isatty(self) -> bool:
        return False

    def readline(self) -> str:
        if not self.lines:
            return ""
        line = self.lines.pop(0) + "\n"
        self.screen.write(line)
        return line


def play(monkeypatch: pytest.MonkeyPatch, args: list[str], lines: list[str]) -> tuple[int, str]:
    screen = io.StringIO()
    monkeypatch.setattr(sys, "stdout", screen)
    monkeypatch.setattr(sys, "stdin", Typed(screen, lines))
    status = main(["play", *args])
    return status, screen.getvalue()


def test_move_and_m_are_plays_and_undo_takes_one_back(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
) -> None:
    saved = tmp_path / "game.txt"
    status, screen = play(monkeypatch, ["backgammon", "--position", START_31, "--seed", "1",
                                        "--save", str(saved)],
                          ["move 8/5 6/5", "undo", "m 24/21 24/23", ""])
    assert status == 0
    assert "X plays 8/5 6/5: Enter to confirm, or undo> " in screen
    assert "8/5 6/5 taken back" in screen
    assert re.search(r"^X \(you\) plays 24/2[13] 24/2[13]$", screen, re.M)
    assert "X (you) plays 8/5 6/5" not in screen
    (record,) = load_records(saved)
    assert record.position == START_31
    first, after = replay(record)[0]
    assert str(first) in ("play 24/21 24/23", "play 24/23 24/21")
    assert after.points[23] == 0 and after.points[20] == 1 and after.points[22] == 1


def test_show_board_pip_and_hint(monkeypatch: pytest.MonkeyPatch) -> None:
    status, screen = play(monkeypatch, ["backgammon", "--position", START_31],
                          ["show board", "pip", "hint", "quit"])
    assert status == 0
    assert screen.count("+13-14-15-16-17-18-+") == 2  # drawn, then drawn again
    assert "pip counts: X 167 (you), O 167" in screen
    hints = re.findall(r"^\s+\d+\. (.+?)\s+[+-]\d+\.\d+$", screen, re.M)
    assert "8/5 6/5" in hints
    assert "24/21 24/23" in hints or "24/23 24/21" in hints
    assert len(hints) == len(set(hints)) == 16  # 3-1 from the start: 16 distinct plays


def test_the_board_shows_the_position_id_and_the_xgid(monkeypatch: pytest.MonkeyPatch) -> None:
    _, screen = play(monkeypatch, ["backgammon", "--position", START_31], ["quit"])
    assert "Position ID: 4HPwATDgc/ABMA  Match ID: " in screen
    assert "XGID=-b----E-C---eE---c-e----B-:0:0:1:31:0:0:0:0:10" in screen
    assert "\x1b[" not in screen  # no colour: the output is no terminal


def test_a_position_is_read_in_every_notation(monkeypatch: pytest.MonkeyPatch) -> None:
    for given in ("4HPwATDgc/ABMA:cAkAAAAAAAAE",
                  "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10"):
        _, screen = play(monkeypatch, ["backgammon", "--position", given], ["pip", "quit"])
        assert "pip counts: X 167 (you), O 167" in screen, given
        assert "opening roll" not in screen  # the game begins there, not with a new game


def test_a_resignation_is_declined_when_more_could_be_won(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # At the start X still has checkers in O's home: O could still win a backgammon
    # (BG-27), so the bot declines a single and accepts only a backgammon.
    status, screen = play(monkeypatch, ["backgammon", "--position", START_31],
                          ["resign", "resign gammon", "resign backgammon"])
    assert status == 0
    assert screen.count("declines: the game goes on") == 2
    assert "X offers to resign a backgammon (3 points)" in screen
    assert "accepts" in screen
    assert "O wins a backgammon: 3 points (you lose)" in screen


def test_an_accepted_resignation_is_saved_and_replays(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
) -> None:
    # X has borne off a checker: no gammon is possible any more (BG-26), so a single is
    # all O could win and the bot accepts it. The heuristic redoubles on its race lead,
    # which asks X to answer, and X resigns there (a stronger bot, too good to double,
    # would simply roll and win).
    saved = tmp_path / "game.txt"
    position = "X 3:14 off:1 | O 1:1 off:14 | X to play 6-5 | cube 2 O"
    status, screen = play(monkeypatch, ["backgammon", "--position", position, "--save",
                                        str(saved), "--bot", "heuristic"], ["resign"])
    assert status == 0
    assert "X offers to resign a single (2 points)" in screen  # the cube is at 2
    assert "O wins a single: 2 points (you lose)" in screen
    (record,) = load_records(saved)
    assert record.resigned == (0, "single")
    assert str(final_score(record, replay(record))) == "O wins a single: 2 points"
    assert "resigned: X single\nresult: O wins a single: 2 points\nend" in saved.read_text()


def test_a_resignation_names_one_of_the_games_results(monkeypatch: pytest.MonkeyPatch) -> None:
    _, screen = play(monkeypatch, ["backgammon", "--position", START_31], ["resign mars"])
    assert "'mars' is not a result of Backgammon: resign one of single, gammon, backgammon" \
        in screen


def test_a_resignation_is_refused_where_more_than_two_play(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # an offer to the one opponent: among five players nobody is it, and no rules say more
    status, screen = play(monkeypatch, ["sixe-ace", "--seed", "1", "--bot", "random"],
                          ["resign"])
    assert "error[illegal-action]: Sixe-Ace is played by 5 sides: a resignation is offered " \
        "to the one opponent of a game of two" in screen
    assert "offers to resign" not in screen
    assert status == 0 and "game abandoned" in screen  # it went on, to the end of input


def test_dice_of_more_than_nine_faces(monkeypatch: pytest.MonkeyPatch,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    twelve = str(DATA / "twelve.rules")
    variant = load_variant(twelve)
    assert parse_dice(variant, ["11", "10"]) == (11, 10)
    assert parse_dice(variant, ["11-10"]) == (11, 10)
    assert main(["moves", twelve, "--dice", "1110"]) == 1
    assert "is not a roll of 2 dice, e.g. 12 11" in capsys.readouterr().err
    assert main(["moves", twelve, "--dice", "11", "10"]) == 0
    # From the start X's 11s are 24/13 and 13/2, his 10s 24/14 and 13/3 (O holds his 1,
    # 12, 17 and 19 points); the distinct results are these four.
    assert sorted(capsys.readouterr().out.split("\n")[:-1]) == sorted(
        ["24/3", "24/14 24/13", "24/14 13/2", "13/3 13/2"])
    status, screen = play(monkeypatch, [twelve, "--position", f"{START} | X to play 11-10"],
                          ["24/3", ""])
    assert status == 0
    assert "X to play 11-10> " in screen and "X (you) plays 24/3" in screen


def test_a_misspelt_variant_gets_a_suggestion(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "backgamon"]) == 1
    assert capsys.readouterr().err.rstrip().endswith("did you mean 'backgammon'?")
    assert main(["selfplay", "plakotto", "-n", "1"]) == 1
    assert "did you mean 'plakoto'?" in capsys.readouterr().err


def test_every_command_has_an_example_and_quiet() -> None:
    parser = build_parser()
    commands = parser._subparsers._group_actions[0].choices  # type: ignore[union-attr]
    assert isinstance(commands, dict) and len(commands) >= 11
    for name, command in commands.items():
        text = command.format_help()
        assert re.search(r"^examples?:\s+(echo .*\| )?tavli ", text, re.M), name
        assert "--quiet" in text, name


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--version"])
    lines = capsys.readouterr().out.splitlines()
    assert re.fullmatch(r"tavli \S+", lines[0])
    assert lines[1].startswith("generator: ")


@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
def test_completion_scripts(shell: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["completion", shell]) == 0
    script = capsys.readouterr().out
    assert "tavli" in script and "_ARGCOMPLETE" in script


def test_completion_answers_with_variant_names(tmp_path: Path) -> None:
    answer = tmp_path / "answer"
    line = "tavli play backg"
    code = "import sys; from tavli.cli.main import main; sys.exit(main())"
    env = {**os.environ, "_ARGCOMPLETE": "1", "COMP_LINE": line, "COMP_POINT": str(len(line)),
           "_ARGCOMPLETE_STDOUT_FILENAME": str(answer), "_ARGCOMPLETE_IFS": "\n"}
    subprocess.run([sys.executable, "-c", code], env=env, check=False, timeout=60,
                   capture_output=True)
    assert answer.read_text().split() == ["backgammon"]


def test_progress_is_one_line_in_a_log_and_nothing_when_quiet(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["selfplay", "hypergammon", "-n", "3", "--bot", "random"]) == 0
    err = capsys.readouterr().err
    assert "\r" not in err and "\x1b" not in err
    assert re.fullmatch(r"3 games in \d+\.\d s \(\d+\.\d games per second\)\n", err)
    assert main(["selfplay", "hypergammon", "-n", "3", "--bot", "random", "--quiet"]) == 0
    out, err = capsys.readouterr()
    assert err == "" and "hypergammon: 3 games" in out


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_is_a_live_bar_on_a_terminal() -> None:
    stream = _Terminal()
    with RunProgress(4, "games", stream=stream) as progress:
        for _ in range(4):
            progress.advance()
    drawn = stream.getvalue()
    assert "4/4" in drawn and "\x1b[" in drawn  # rich redraws the line in place
    assert re.search(r"4 games in \d+\.\d s .*\n$", drawn)  # the summary stays after it


def test_colour_marks_the_checkers_on_a_terminal() -> None:
    text = coloured(" | X  O |\n X: pips 5")
    styled = {text.plain[span.start:span.end]: str(span.style) for span in text.spans}
    assert styled == {"X": "bold red", "O": "bold cyan"}  # not the X of "X: pips"
    out = _Terminal()
    Screen(out, colour=True).board(load_variant("backgammon"), _start(), 0)
    assert "\x1b[" in out.getvalue()


def _start() -> Position:
    return parse_position(load_variant("backgammon"), START_31)
