"""``tavli crosscheck``: tavli's own oracle must agree with tavli, a deliberately broken engine
must be caught, and GNU Backgammon (when its bindings are installed) must agree on at least
2,000 position-rolls."""

from __future__ import annotations

import importlib.util
import json
import shlex
import sys
from pathlib import Path

import pytest

import tavli
from tavli.cli.main import main
from tavli.services.crosscheck import EngineError, all_rolls, crosscheck, sample_positions

ROOT = Path(__file__).resolve().parent.parent
ORACLE = shlex.join([sys.executable, "-c",
                     "import sys; from tavli.cli.main import main; sys.exit(main())", "oracle"])

# An engine that is tavli's oracle with one mistake: it forgets that a blot can be hit when
# the hitting checker lands there with a double (it drops every such play).
BROKEN = '''
import json, sys
from tavli.services.oracle import handle
for line in sys.stdin:
    reply = handle(json.loads(line))
    if reply.get("ok") and "plays" in reply and len(set(reply["dice"])) == 1:
        reply["plays"] = [p for p in reply["plays"] if "*" not in p["play"]]
    print(json.dumps(reply), flush=True)
    if reply.get("bye"):
        break
'''


def test_rolls_and_positions_are_reproducible() -> None:
    game = tavli.load_variant("backgammon")
    assert len(all_rolls(game)) == 21
    first = sample_positions(game, 20, seed=5)
    assert first == sample_positions(game, 20, seed=5)
    assert len(set(first)) == 20 and all(p.phase == "roll" for p in first)
    assert first != sample_positions(game, 20, seed=6)


@pytest.mark.parametrize(("variant", "fmt"), [("backgammon", None), ("backgammon", "fibs"),
                                              ("race-gammon", None), ("acey-deucey", None)])
def test_tavli_agrees_with_its_own_oracle(variant: str, fmt: str | None) -> None:
    report = crosscheck(tavli.load_variant(variant), ORACLE, 8, seed=3, fmt=fmt)
    assert report.fmt == (fmt or "native")
    assert report.checked == 8 * 21 and report.agreed == report.checked
    assert not report.disagreements


def test_a_broken_engine_is_caught(tmp_path: Path) -> None:
    script = tmp_path / "broken.py"
    script.write_text(BROKEN)
    report = crosscheck(tavli.load_variant("backgammon"), f"{sys.executable} {script}", 30,
                        seed=11)
    assert report.disagreements
    for found in report.disagreements:
        assert found.roll[0] == found.roll[1]
        assert found.only_tavli and not found.only_engine
        assert all("*" in play.split(" => ")[0] for play in found.only_tavli)
    assert "disagree" in report.render()


def test_the_command_reports_and_sets_its_exit_status(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]
                                                      ) -> None:
    script = tmp_path / "broken.py"
    script.write_text(BROKEN)
    assert main(["crosscheck", "--engine", ORACLE, "-n", "3", "--seed", "2"]) == 0
    assert "63 agree, 0 disagree" in capsys.readouterr().out
    status = main(["crosscheck", "--engine", f"{sys.executable} {script}", "-n", "30",
                   "--json"])
    report = json.loads(capsys.readouterr().out)
    assert status == 1 and report["disagreements"]
    assert report["checked"] == report["agreed"] + len(report["disagreements"])


def test_an_engine_that_is_not_one_is_reported(capsys: pytest.CaptureFixture[str]) -> None:
    game = tavli.load_variant("backgammon")
    with pytest.raises(EngineError, match="closed its output"):
        crosscheck(game, f"{sys.executable} -c pass", 2, seed=1)
    with pytest.raises(EngineError, match="cannot start"):
        crosscheck(game, "/no/such/engine", 2, seed=1)
    with pytest.raises(EngineError, match="not JSON"):
        crosscheck(game, f"{sys.executable} -c \"print('hello')\"", 2, seed=1)
    assert main(["crosscheck", "--engine", "/no/such/engine"]) == 1
    assert "engine-error" in capsys.readouterr().err


@pytest.mark.skipif(importlib.util.find_spec("gnubg") is None,
                    reason="GNU Backgammon's bindings are not installed (pip install gnubg)")
@pytest.mark.parametrize("variant", ["backgammon", "hypergammon"])
def test_gnu_backgammon_agrees(variant: str) -> None:
    adapter = shlex.join([sys.executable, str(ROOT / "adapters" / "gnubg_adapter.py")])
    report = crosscheck(tavli.load_variant(variant), adapter, 100, seed=2024)
    assert report.fmt == "gnubg"
    assert report.checked >= 2000
    assert not report.disagreements, report.render()
