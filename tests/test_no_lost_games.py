"""No command loses a finished game (issue 12 section 1).

Every output path is checked before any game is played or any file read, and refused with
one line; records are written as games are played, so a run that fails, is interrupted or is
killed keeps every game it finished, and ``tavli replay`` of a file cut short replays what
is whole and says where it stops. The faults are real ones: a missing folder, a path under a
file, folders nobody may create files in (/proc, /sys: the tests run as root, whom
permission bits do not stop), a full device (/dev/full), a file size limit reached mid-run
(RLIMIT_FSIZE), and signals (SIGINT, SIGHUP, SIGKILL) sent to a real process.
"""

from __future__ import annotations

import re
import resource
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tavli.cli.main import main
from tavli.model.errors import RecordError
from tavli.records import GameRecord, final_score, load_records, read_records, replay
from tavli.records.files import replace_text
from tavli.records.stream import RecordFile

DATA = Path(__file__).resolve().parent / "data"
MAT = DATA / "hand-written.mat"


def unwritable(tmp_path: Path) -> list[Path]:
    """Paths no file can be written at, each for its own reason."""
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder\n")
    paths = [tmp_path / "missing" / "games.txt", blocker / "games.txt", tmp_path]
    paths += [Path(p) for p in ("/proc/games.txt", "/sys/games.txt", "/dev/full")
              if Path(p).parent.exists()]
    return paths


def commands(out: Path, tmp_path: Path) -> list[list[str]]:
    records = tmp_path / "records.txt"
    if not records.exists():
        main(["import-mat", str(MAT), "-o", str(records), "--quiet"])
    return [
        ["selfplay", "hypergammon", "-n", "3", "--bot", "random", "--save", str(out)],
        ["selfplay", "hypergammon", "--match", "3", "-n", "1", "--save", str(out)],
        ["play", "hypergammon", "--seed", "1", "--save", str(out)],
        ["export-mat", str(records), "-o", str(out)],
        ["import-mat", str(MAT), "-o", str(out)],
    ]


def test_every_command_refuses_an_unwritable_path_before_any_work(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(sys, "stdin", _NoAnswers())
    for out in unwritable(tmp_path):
        for argv in commands(out, tmp_path):
            capsys.readouterr()
            assert main(argv) == 1, argv
            written, error = capsys.readouterr()
            assert written == "", argv  # no board drawn, no game played, no summary
            lines = error.strip().splitlines()
            assert len(lines) == 1 and lines[0].startswith("tavli: error[cannot-write]: "), \
                (argv, error)
            assert str(out) in lines[0]


class _NoAnswers:
    """A person who never answers: ``play`` must not even ask."""

    def isatty(self) -> bool:
        return False

    def readline(self) -> str:
        raise AssertionError("the game began although its record cannot be saved")


def test_the_input_is_not_read_before_the_output_is_checked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    # A missing input and a bad output: the output is refused first, no file was opened.
    assert main(["export-mat", str(tmp_path / "none.txt"), "-o", "/proc/x.mat"]) == 1
    assert "cannot-write" in capsys.readouterr().err


def test_a_whole_file_is_replaced_at_once_or_left_as_it_was(tmp_path: Path) -> None:
    out = tmp_path / "match.mat"
    out.write_text("the old match\n")
    mixed = tmp_path / "mixed.txt"
    main(["import-mat", str(MAT), "-o", str(mixed), "-q"])
    text = mixed.read_text().replace("variant: backgammon", "variant: plakoto", 1)
    mixed.write_text(text)  # a plakoto game cannot be written as .mat
    assert main(["export-mat", str(mixed), "-o", str(out)]) == 1
    assert out.read_text() == "the old match\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["match.mat", "mixed.txt"]  # no scratch
    replace_text(out, "new\n")
    assert out.read_text() == "new\n"


def test_games_at_the_terminal_are_added_to_the_file_not_replacing_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
) -> None:
    saved = tmp_path / "games.txt"
    for seed in ("1", "2"):
        monkeypatch.setattr(sys, "stdin", _Quits())
        assert main(["play", "hypergammon", "--seed", seed, "--save", str(saved)]) == 0
    assert [r.seed for r in load_records(saved)] == [1, 2]
    assert "game 1\n" in saved.read_text() and "game 2\n" in saved.read_text()
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes, not games\n")
    capsys.readouterr()
    assert main(["play", "hypergammon", "--save", str(notes)]) == 1
    assert "games cannot be added to it" in capsys.readouterr().err
    assert notes.read_text() == "my notes, not games\n"


class _Quits:
    def isatty(self) -> bool:
        return False

    def readline(self) -> str:
        return "quit\n"


def test_a_record_file_on_a_full_device_fails_before_the_first_game() -> None:
    with pytest.raises(Exception, match="No space left on device"):
        RecordFile("/dev/full")


# ---- faults in the middle of a run, in a real process

def tavli(*args: str, limit: int | None = None, **popen: object) -> subprocess.Popen[str]:
    """``tavli ARGS`` as its own process; ``limit``: the largest file it may write."""
    def limited() -> None:
        # the child starts as from a shell: a signal its parent (a test worker, after
        # libraries it ran) ignores or blocks is inherited across exec, and Python leaves an
        # ignored SIGINT ignored, so Ctrl-C would never reach the command under test
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT, signal.SIGHUP})
        if limit is not None:
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    code = "import sys; from tavli.cli.main import main; sys.exit(main())"
    return subprocess.Popen([sys.executable, "-c", code, *args], text=True,
                            preexec_fn=limited, **popen)  # type: ignore[call-overload]


def finished_games(path: Path) -> int:
    return sum(1 for line in path.read_text().splitlines() if line == "end")


def assert_every_whole_game_replays(path: Path, at_least: int) -> list[GameRecord]:
    read = read_records(path)
    assert len(read.records) >= at_least
    for record in read.records:
        replay(record)  # refuses a record whose actions or result do not follow
        assert record.result is not None
    return read.records


def test_a_file_that_becomes_unwritable_keeps_the_games_before(tmp_path: Path) -> None:
    out = tmp_path / "games.txt"
    run = tavli("selfplay", "hypergammon", "-n", "40", "--bot", "random", "--save", str(out),
                limit=4000, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    _, error = run.communicate(timeout=120)
    assert run.returncode == 1
    assert "Traceback" not in error
    (line,) = [x for x in error.splitlines() if "error" in x]
    assert "cannot write the record: File too large; it holds" in line
    kept = int(line.split("it holds ")[1].split()[0])
    records = assert_every_whole_game_replays(out, at_least=1)
    assert len(records) == kept
    assert [r.seed for r in records] == list(range(kept))


def test_a_killed_run_keeps_every_finished_game(tmp_path: Path) -> None:
    out = tmp_path / "games.txt"
    run = tavli("selfplay", "backgammon", "-n", "100000", "--bot", "random", "--save",
                str(out), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        _wait_for(lambda: out.exists() and finished_games(out) >= 3)
    finally:
        run.send_signal(signal.SIGKILL)
        run.wait(timeout=30)
    records = assert_every_whole_game_replays(out, at_least=3)
    assert finished_games(out) == len(records)


def test_an_interrupted_selfplay_says_what_it_kept(tmp_path: Path) -> None:
    out = tmp_path / "games.txt"
    run = tavli("selfplay", "backgammon", "-n", "100000", "--bot", "random", "--save",
                str(out), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    _wait_for(lambda: out.exists() and finished_games(out) >= 2)
    run.send_signal(signal.SIGINT)
    written, error = run.communicate(timeout=60)
    assert run.returncode == 130
    assert "Traceback" not in error
    kept = len(load_records(out))
    said = re.search(r"interrupted after (\d+) games; (\d+) games saved to ", error)
    assert said is not None, error
    played, saved = int(said.group(1)), int(said.group(2))
    assert saved == kept and played in (kept, kept - 1)  # a game may be saved, not yet counted
    assert f"backgammon: {played} games" in written  # the summary of the games played


def test_a_game_at_the_terminal_survives_the_terminal_closing(tmp_path: Path) -> None:
    out = tmp_path / "game.txt"
    run = tavli("play", "plakoto", "--seed", "3", "--save", str(out), "--no-confirm",
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert run.stdin is not None
    run.stdin.write("1\n" * 3)  # three plays, each the first of the list
    run.stdin.flush()
    _wait_for(lambda: out.exists() and out.read_text().count("\nplay ") >= 4)
    run.send_signal(signal.SIGHUP)
    run.communicate(timeout=60)
    assert run.returncode == 128 + signal.SIGHUP
    (record,) = load_records(out)  # a whole record: closed with 'end', no result
    assert record.result is None
    steps = replay(record)
    assert sum(1 for action, _ in steps if str(action).startswith("play ")) >= 4
    assert final_score(record, steps) is None


def test_a_killed_game_at_the_terminal_keeps_its_moves(tmp_path: Path) -> None:
    out = tmp_path / "game.txt"
    run = tavli("play", "plakoto", "--seed", "3", "--save", str(out), "--no-confirm",
                stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    assert run.stdin is not None
    run.stdin.write("1\n" * 2)
    run.stdin.flush()
    _wait_for(lambda: out.exists() and out.read_text().count("\nplay ") >= 3)
    run.kill()
    run.wait(timeout=30)
    read = read_records(out)
    assert read.records == []
    assert isinstance(read.stopped, RecordError)
    assert "record 1 (from line 3) is truncated" in str(read.stopped)


def test_replay_of_a_file_cut_short_replays_what_is_whole(
    tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    whole = tmp_path / "games.txt"
    assert main(["selfplay", "hypergammon", "-n", "3", "--bot", "random", "--save",
                 str(whole), "-q"]) == 0
    text = whole.read_text()
    cut = text[: text.index("game 3") + len("game 3\nvariant: hyper")]  # mid-line, as a kill
    partial = tmp_path / "cut.txt"
    partial.write_text(cut)
    capsys.readouterr()
    assert main(["replay", str(partial), "--variant-check"]) == 1
    out, err = capsys.readouterr()
    assert [line.split(":")[0] for line in out.splitlines()] == ["game 1", "game 2"]
    assert "stops being whole after game 2" in err
    assert "record 3 (from line" in err and "is truncated" in err


def _wait_for(condition: object, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while not condition():  # type: ignore[operator]
        if time.monotonic() > deadline:
            raise AssertionError("the run did not get that far in time")
        time.sleep(0.05)


def test_an_interruption_right_after_a_game_is_written_still_counts_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Ctrl-C may land between a game's last byte reaching the file and the count going up;
    what the file holds whole is what ``saved`` says."""
    out = tmp_path / "games.txt"
    record = GameRecord(variant="backgammon", seed=1, actions=[], result=None)
    with RecordFile(out) as records:
        records.write(record)
        written = RecordFile._write

        def interrupted_after(self: RecordFile, lines: list[str]) -> None:
            written(self, lines)
            raise KeyboardInterrupt

        monkeypatch.setattr(RecordFile, "_write", interrupted_after)
        with pytest.raises(KeyboardInterrupt):
            records.write(record)
        assert records.saved() == "2 games" == f"{finished_games(out)} games"


def test_an_interruption_in_the_middle_of_a_game_does_not_count_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "games.txt"
    record = GameRecord(variant="backgammon", seed=1, actions=[], result=None)
    with RecordFile(out) as records:
        records.write(record)

        def cut_short(self: RecordFile, lines: list[str]) -> None:
            self.file.write("\n".join(lines[:2]).encode())
            raise KeyboardInterrupt

        monkeypatch.setattr(RecordFile, "_write", cut_short)
        with pytest.raises(KeyboardInterrupt):
            records.write(record)
        assert records.saved() == "1 game" == f"{finished_games(out)} game"
