"""``tavli play`` and ``tavli selfplay`` from the command line, a person's answers scripted."""

from __future__ import annotations

import io
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tavli.cli.main import main
from tavli.records import load_records, replay

RESULT = re.compile(r"^[XO] wins an? [a-z]+: \d+ points? \(you (win|lose)\)$", re.M)


class Answers:
    """A person at the terminal: reads the prompt just written to ``screen`` and answers.

    At a play prompt the ``first`` answers come first, then the first play of the hint list
    (by its number); doubles are offered if ``double``, and taken; the opening numbers are
    played; 6-6 is the chosen double."""

    def __init__(self, screen: io.StringIO, first: list[str], *, double: bool = False) -> None:
        self.screen = screen
        self.first = list(first)
        self.double = double
        self.answered = 0

    def isatty(self) -> bool:
        return False

    def readline(self) -> str:
        answer = self.answer()
        self.screen.write(answer)  # as a terminal echoes what is typed
        return answer

    def answer(self) -> str:
        self.answered += 1
        if self.answered > 20_000:
            return "quit\n"
        prompt = self.screen.getvalue().rsplit("\n", 1)[-1]
        if re.fullmatch(r"[XO] to play [\d-]+> ", prompt):
            return (self.first.pop(0) if self.first else "1") + "\n"
        if prompt.endswith("Enter to confirm, or undo> "):
            return "\n"
        if "Enter to roll" in prompt:
            return "double\n" if self.double else "\n"
        if "take or drop" in prompt:
            return "take\n"
        if "choose a double" in prompt:
            return "6\n"
        if "(play/roll)" in prompt:
            return "play\n"
        raise AssertionError(f"an unexpected prompt: {prompt!r}")


def run_play(monkeypatch: pytest.MonkeyPatch, args: list[str], first: list[str],
             *, double: bool = False) -> tuple[int, str]:
    screen = io.StringIO()
    monkeypatch.setattr(sys, "stdout", screen)
    monkeypatch.setattr(sys, "stdin", Answers(screen, first, double=double))
    status = main(["play", *args])
    return status, screen.getvalue()


@pytest.mark.parametrize(("name", "side", "decision"), [
    ("hypergammon", "X", "to play"),
    ("backgammon", "O", "Enter to roll, or double"),
    ("race-gammon", "X", "you won the opening: play"),  # RG-04: play the numbers or roll
    ("acey-deucey", "O", "choose a double to play"),  # AD-05: the chosen double
])
def test_a_whole_game_can_be_played_at_the_terminal(
    monkeypatch: pytest.MonkeyPatch, name: str, side: str, decision: str
) -> None:
    status, screen = run_play(monkeypatch, [name, "--seed", "5", "--as", side], [])
    assert status == 0
    assert RESULT.search(screen), screen[-2000:]
    assert "+13-14-15-16-17-18-+---+19-20-21-22-23-24-+" in screen  # the board was drawn
    assert decision in screen  # the person was asked (these seeds give him the decision)
    assert "the rollout bot is" in screen  # the strongest bot, unless --bot names another


def test_bad_input_gets_an_error_line_and_the_game_goes_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    answers = ["hint", "24/1", "13/11(7)", "double", "999", "help", "board"]
    status, screen = run_play(monkeypatch, ["hypergammon", "--seed", "1"], answers)
    assert status == 0
    assert "error[illegal-play]: illegal play '24/1'" in screen
    assert "error: 'double' is not possible now" in screen
    assert "error: there are" in screen  # 999 is no number on the hint list
    assert "type a play in the usual notation" in screen  # help
    assert re.search(r"^\s+1\. \S+", screen, re.M)  # the hint list
    assert RESULT.search(screen)


def test_the_cube_is_offered_and_answered(monkeypatch: pytest.MonkeyPatch) -> None:
    status, screen = run_play(monkeypatch, ["backgammon", "--seed", "2"], [], double=True)
    assert status == 0
    assert re.search(r"^X \(you\) doubles to \d+$", screen, re.M)
    assert re.search(r"^O (takes|drops)", screen, re.M)


def test_a_saved_game_replays_to_its_result(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    path = tmp_path / "game.txt"
    status, _ = run_play(monkeypatch, ["hypergammon", "--seed", "9", "--save",
                                            str(path)], [])
    assert status == 0
    (record,) = load_records(path)
    assert record.seed == 9
    steps = replay(record)  # checks the saved result against the replayed game
    assert steps[-1][1].is_over


def run_cli(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    command = "import sys; from tavli.cli import main; sys.exit(main())"
    return subprocess.run([sys.executable, "-c", command, *args], input=stdin,
                          capture_output=True, text=True, timeout=120, check=False)


def test_quit_leaves_the_game_cleanly() -> None:
    done = run_cli("play", "backgammon", "--seed", "4", stdin="nonsense\nquit\n")
    assert done.returncode == 0
    assert "game abandoned" in done.stdout
    assert "Traceback" not in done.stderr


def test_the_end_of_input_is_a_quit() -> None:
    done = run_cli("play", "race-gammon", "--seed", "4", stdin="")
    assert done.returncode == 0
    assert "game abandoned" in done.stdout


def test_an_unknown_variant_is_an_error_not_a_crash() -> None:
    done = run_cli("play", "backgamon")
    assert done.returncode == 1
    assert done.stderr.startswith("tavli: error[unknown-variant]")


def test_selfplay_prints_a_summary(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "games.txt"
    assert main(["selfplay", "short-nardy", "-n", "6", "--seed", "3", "--bot", "random",
                 "--save", str(path)]) == 0
    out, err = capsys.readouterr()
    assert "6 games in" in err  # the progress, one summary line when stderr is no terminal
    wins = [int(n) for n in re.findall(r"^[XO] wins +(\d+)", out, re.M)]
    assert sum(wins) == 6
    assert re.search(r"results: single \d+, mars \d+, koks \d+, drop \d+", out)
    assert re.search(r"average length: \d+\.\d turns", out)
    assert re.search(r"average points: \d+\.\d\d per game", out)
    records = load_records(path)
    assert [r.seed for r in records] == [3, 4, 5, 6, 7, 8]
    for record in records:
        replay(record)


def test_selfplay_counts_drawn_games_beside_the_wins(capsys: pytest.CaptureFixture[str]) -> None:
    # Medio Emperador with Emperador's limit is drawn when neither side can move (ME-09)
    assert main(["selfplay", "medio-emperador", "-o", "single-in-start", "-n", "30",
                 "--bot", "random"]) == 0
    out = capsys.readouterr().out
    wins = sum(int(n) for n in re.findall(r"^[XO] wins +(\d+)", out, re.M))
    drawn = [int(n) for n in re.findall(r"^drawn +(\d+) +\( *[\d.]+%\)$", out, re.M)]
    assert wins + sum(drawn) == 30
    assert len(drawn) <= 1 and all(drawn)  # one line, and only when a game was drawn


def test_selfplay_refuses_zero_games(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["selfplay", "backgammon", "-n", "0"])
    assert stopped.value.code == 2
    assert "is not a number of games" in capsys.readouterr().err


# ---- the board drawing (tavli.pictures.text)

def column(drawing: str, own_point: int) -> str:
    """The marks drawn on the viewer's own point: five rows in his half of the board."""
    lines = drawing.splitlines()
    index = (own_point - 13) if own_point >= 13 else (12 - own_point)
    x = 3 + 3 * index + (5 if index >= 6 else 0)  # two-space margin, "|", 3 per point, bar
    rows = lines[1:6] if own_point >= 13 else lines[7:12]
    return "".join(row[x] for row in rows).strip()


@pytest.mark.parametrize(("viewer", "me", "them"), [(0, "X", "O"), (1, "O", "X")])
def test_the_board_shows_the_start_from_either_seat(viewer: int, me: str, them: str) -> None:
    from tavli import load_variant, starting_position
    from tavli.pictures.text import draw_board

    variant = load_variant("backgammon")
    drawing = draw_board(variant, starting_position(variant), viewer=viewer)  # type: ignore[arg-type]
    # BG-05: 2 on the 24 point, 5 on the 13, 3 on the 8, 5 on the 6, for each player in his
    # own numbering; the opponent's 24 point is the viewer's 1 point, and so on (BG-04).
    assert column(drawing, 24) == me * 2
    assert column(drawing, 13) == me * 5
    assert column(drawing, 8) == me * 3
    assert column(drawing, 6) == me * 5
    assert column(drawing, 1) == them * 2
    assert column(drawing, 12) == them * 5
    assert column(drawing, 17) == them * 3
    assert column(drawing, 19) == them * 5
    assert column(drawing, 2) == ""
    assert f"points numbered as {me} counts them" in drawing
    assert "X: pips 167" in drawing and "O: pips 167" in drawing  # 2x24 + 5x13 + 3x8 + 5x6


def test_the_board_counts_a_tall_stack_and_the_bar() -> None:
    from tavli import load_variant, parse_position
    from tavli.pictures.text import draw_board

    variant = load_variant("backgammon")
    drawing = draw_board(variant, parse_position(
        variant, "X bar:2 24:2 13:11 | O 24:2 13:5 8:3 6:3 off:2 | O to play 6-5 | cube 2 X"))
    assert column(drawing, 13).startswith("XXXX")
    assert drawing.splitlines()[5][2:5].strip() == "11"  # the fifth place holds the count
    assert "X: pips 241  bar 2  off 0" in drawing  # 2x25 + 2x24 + 11x13
    assert "O to play 6-5 | cube 2 X" in drawing
    bar_column = "".join(line[22] for line in drawing.splitlines()[1:6])
    assert bar_column.strip() == "XX"


@pytest.mark.parametrize("beavers", [False, True])
def test_the_person_may_beaver_only_where_beavers_are_played(beavers: bool) -> None:
    from tavli import load_variant, parse_position
    from tavli.cli.person import Person
    from tavli.cli.screen import Screen

    variant = load_variant("backgammon", ["beavers"] if beavers else [])
    offered = parse_position(variant, "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | "
                                      "X doubles to 2, O to take or drop")
    answers = iter(["beaver", "drop"])
    screen = io.StringIO()
    person = Person(1, lambda prompt: next(answers), Screen(screen))
    assert person.will_take(variant, offered) is beavers
    assert person.will_beaver(variant, offered) is beavers
    said = screen.getvalue().splitlines()
    assert any(line.startswith("error: 'beaver'") for line in said) is not beavers


@pytest.mark.parametrize("command", ["play", "selfplay"])
def test_a_match_of_more_than_two_sides_is_refused_before_a_game(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    status = main([command, "sixe-ace", "--match", "3", "--seed", "1"])
    assert status == 1
    assert capsys.readouterr().err.strip() == \
        "tavli: error[bad-match]: a match is played between two sides; Sixe-Ace has 5"


def test_a_side_the_game_does_not_have_is_a_bad_option(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["play", "tabula", "--as", "Y"]) == 1
    assert capsys.readouterr().err.strip() == \
        "tavli: error[bad-option]: --as Y: tabula's sides are X, O"
