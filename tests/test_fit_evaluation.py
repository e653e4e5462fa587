"""tools/fit_evaluation.py, the fit of the strong bot's weights to GNU Backgammon, runs end to
end on a few games and prints what it promises: the held-out comparison and two weight tables
in the evaluation's order, the race's weight -1 and the kept ones as set by hand."""

from __future__ import annotations

import ast
import importlib.util
import sys
from pathlib import Path

import pytest

from tavli.players.evaluation import FEATURES, HAND_SET

TOOL = Path(__file__).resolve().parents[1] / "tools" / "fit_evaluation.py"


def test_the_fit_prints_both_tables(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("gnubg")
    pytest.importorskip("numpy")
    spec = importlib.util.spec_from_file_location("fit_evaluation", TOOL)
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    sys.modules["fit_evaluation"] = tool
    spec.loader.exec_module(tool)
    assert tool.main(["--games", "backgammon=4"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert any(line.startswith("hand-set ") for line in lines)
    assert any(line.startswith("fitted ") for line in lines)
    for name in ("FITTED_CONTACT", "FITTED_RACE"):
        (line,) = [line for line in lines if line.startswith(f"{name}: Weights = ")]
        table = ast.literal_eval(line.split("= ", 1)[1])
        assert len(table) == len(FEATURES)
        assert table[FEATURES.index("pips")] == pytest.approx(-1.0)
        for kept in ("tempo", "pinned", "pinned_pips"):
            assert table[FEATURES.index(kept)] == HAND_SET[FEATURES.index(kept)]
