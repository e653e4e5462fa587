"""`tavli variants`, `tavli check` and `tavli moves`: output, exit status, and errors that are
messages, never tracebacks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tavli.cli.main import main

ROOT = Path(__file__).resolve().parent.parent


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def test_variants_lists_names_and_options(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "variants")
    assert status == 0
    assert "race-gammon" in out and "--option free-entry" in out
    status, out, _ = run(capsys, "variants", "--json")
    listed = {v["name"]: v for v in json.loads(out)}
    assert "checkers-on-points" in listed["acey-deucey"]["options"]


def test_check_accepts_every_bundled_file(capsys: pytest.CaptureFixture[str]) -> None:
    files = sorted(str(p) for p in (ROOT / "variants").glob("*.rules"))
    status, out, err = run(capsys, "check", *files)
    assert status == 0, err
    assert out.count(": ok") == len(files)


def test_check_reports_a_bad_file_with_its_place(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    bad = tmp_path / "bad.rules"
    bad.write_text('variant bad "Bad" extends backgammon\ncheckers: 15\ncube: up to 65\n')
    status, _, err = run(capsys, "check", str(bad))
    assert status == 1
    assert "bad.rules:3:1" in err and "power of 2" in err
    assert "Traceback" not in err


def test_moves_from_the_start(capsys: pytest.CaptureFixture[str]) -> None:
    # DESIGN.md's golden numbers: 6-5 has 7 plays, 2-1 has 15, 1-1 has 42.
    for dice, count in ((("6", "5"), 7), (("2", "1"), 15), (("1", "1"), 42)):
        status, out, _ = run(capsys, "moves", "backgammon", "--dice", *dice)
        assert status == 0
        assert len(out.splitlines()) == count


def test_moves_as_json_carry_the_resulting_position(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "moves", "backgammon", "--dice", "6", "5", "--json")
    assert status == 0
    plays = json.loads(out)
    # 24/13 is the run: one back checker goes to the midpoint, O to roll next.
    run_play = next(p for p in plays if p["play"] == "24/13")
    assert run_play["position"] == "X 24:1 13:6 8:3 6:5 | O 24:2 13:5 8:3 6:5 | O to roll"


@pytest.mark.parametrize(
    ("args", "code"),
    [
        (("moves", "backgamon", "--dice", "6", "5"), "unknown-variant"),
        (("moves", "backgammon", "--dice", "7", "5"), "illegal-action"),
        (("moves", "backgammon", "--position", "X 24:3 | O 24:15 | X to roll", "--dice", "6", "5"),
         "bad-notation"),
        (("moves", "race-gammon", "--option", "no-such-option", "--dice", "6", "5"),
         "unknown-option"),
        (("moves", "backgammon"), "illegal-action"),
    ],
)
def test_bad_input_is_an_error_message(
    capsys: pytest.CaptureFixture[str], args: tuple[str, ...], code: str
) -> None:
    status, _, err = run(capsys, *args)
    assert status == 1
    assert f"error[{code}]" in err
    assert "Traceback" not in err


def test_moves_read_and_write_another_engines_notation(capsys: pytest.CaptureFixture[str]) -> None:
    # DESIGN.md: the standard start as an XGID; 6-5 from it has 7 distinct plays.
    start = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10"
    status, out, _ = run(capsys, "moves", "backgammon", "--format", "xgid", "--position", start,
                         "--dice", "6", "5", "--json")
    assert status == 0
    plays = json.loads(out)
    assert len(plays) == 7
    assert all(p["position"].startswith("XGID=") for p in plays)
