"""What a command loads before it runs (issue 9: ``tavli oracle`` starts quickly).

The command line names each command with its module and help line (tavli.cli.main.COMMANDS)
and loads only the module of the command that runs; what the user sees must be what the
whole parser says: the same help, the same errors.
"""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import tavli
from tavli.cli.main import COMMANDS, build_parser, command, main
from tavli.game import engine


def _commands(parser: object) -> dict[str, object]:
    found = parser._subparsers._group_actions[0].choices  # type: ignore[attr-defined]
    assert isinstance(found, dict)
    return found


def test_the_table_of_commands_is_what_the_modules_declare() -> None:
    parser = build_parser()  # every module
    whole = _commands(parser)
    assert list(whole) == list(COMMANDS)
    lines = {a.dest: a.help for a in parser._subparsers._group_actions[0]._choices_actions}  # type: ignore[union-attr]
    assert lines == {name: summary for name, (_, summary) in COMMANDS.items()}


@pytest.mark.parametrize("command", list(COMMANDS))
def test_a_command_line_sees_the_same_parser_as_with_every_module(command: str) -> None:
    whole = build_parser()
    lazy = build_parser([command, "--help"])
    assert lazy.format_help() == whole.format_help()  # tavli --help, and the errors' usage
    mine, theirs = _commands(lazy)[command], _commands(whole)[command]
    assert mine.format_help() == theirs.format_help()  # type: ignore[attr-defined]


def test_help_and_a_typo_load_no_command_module() -> None:
    for argv in (["--help"], ["--version"], ["orcale"], []):
        parser = build_parser(argv)
        assert parser.format_help() == build_parser().format_help()


def _loaded(tmp_path: Path, line: str) -> set[str]:
    """The modules a fresh ``tavli oracle`` has loaded after answering ``line``."""
    code = ("import sys, json; from tavli.cli.main import main; status = main(['oracle']); "
            "print(json.dumps(sorted(sys.modules)), file=sys.stderr); sys.exit(status)")
    env = {**os.environ, "TAVLI_CACHE_DIR": str(tmp_path / "cache")}
    for _ in range(2):  # the first run fills the cache of rule trees; the second uses it
        done = subprocess.run([sys.executable, "-c", code], input=line, env=env,
                              capture_output=True, text=True, check=True, timeout=120)
    assert json.loads(done.stdout)["ok"] is True
    return set(json.loads(done.stderr.splitlines()[-1]))


def test_the_oracle_starts_without_the_parser_the_bots_or_the_pictures(tmp_path: Path) -> None:
    loaded = _loaded(tmp_path, '{"id": 1, "cmd": "plays", "variant": "backgammon", '
                               '"position": "start", "dice": [6, 5]}\n')
    assert "tavli.game.turn" in loaded and "tavli.services.oracle" in loaded  # the check sees them
    heavy = {"lark", "jsonschema", "tavli.language.parse", "tavli.players.bots",
             "tavli.pictures.board", "tavli.services.crosscheck", "tavli.cli.play", "tavli.web",
             "importlib.metadata"}
    assert sorted(heavy & loaded) == []


def test_a_plays_request_in_native_notation_loads_no_other_notation_nor_the_actions(
        tmp_path: Path) -> None:
    loaded = _loaded(tmp_path, '{"id": 1, "cmd": "plays", "variant": "backgammon", '
                               '"position": "start", "dice": [6, 5]}\n')
    assert "tavli.notation.formats" in loaded and "tavli.game.match" in loaded
    assert sorted({"tavli.notation.gnubg", "tavli.notation.xgid", "tavli.notation.fibs",
                   "tavli.game.actions"} & loaded) == []
    # and asked in another notation, its module is loaded then
    assert "tavli.notation.xgid" in _loaded(
        tmp_path, '{"id": 1, "cmd": "plays", "variant": "backgammon", "position": "start", '
                  '"format": "xgid", "dice": [6, 5]}\n')


def test_main_gives_garbage_collection_back_as_it_found_it(
        capsys: pytest.CaptureFixture[str]) -> None:
    # start-up runs without collection (tavli.cli.startup); a caller in the same process
    # gets it back running, with nothing left frozen
    assert gc.isenabled() and gc.get_freeze_count() == 0
    assert main(["variants"]) == 0
    assert gc.isenabled() and gc.get_freeze_count() == 0
    assert main(["moves", "backgammon", "--dice", "6", "5"]) == 0
    assert gc.isenabled() and gc.get_freeze_count() == 0
    gc.disable()
    try:  # a caller that turned it off keeps it off
        assert main(["variants"]) == 0
        assert not gc.isenabled() and gc.get_freeze_count() == 0
    finally:
        gc.enable()
    capsys.readouterr()


def test_the_program_leaves_start_up_frozen_for_its_exit(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    # the console script's entry: the same command and status, start-up's objects kept out
    # of the interpreter's last collections
    monkeypatch.setattr(sys, "argv", ["tavli", "moves", "backgammon", "--dice", "6", "5"])
    try:
        assert command() == 0
        assert gc.isenabled() and gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()
    assert "24/13" in capsys.readouterr().out.splitlines()  # lover's leap: one checker 6 then 5


def test_the_version_names_the_games_generated_on_the_reference_path(
        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--version"])
    lines = capsys.readouterr().out.splitlines()
    if not engine.active():
        assert not any(line.startswith("bundled games") for line in lines)
        return
    said = lines[2].removeprefix("bundled games on the reference path: ")
    off = [name for name in sorted(tavli.bundled_variants())
           if engine.path(tavli.load_variant(name)) != "kernel"]
    assert said == (", ".join(off) or "none")
