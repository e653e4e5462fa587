"""The benchmarks are run by people too: a game that does not exist is refused with tavli's
message and exit status 1, before any timing, and never with a traceback."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent.parent / "bench"


@pytest.mark.parametrize(("script", "arguments", "told"), [
    ("bench.py", ["--variants", "backgammon", "pareia", "--positions", "1"],
     "error[unknown-variant]: unknown variant 'pareia'"),
    ("bench.py", ["--variants", "backgammon", "pareia-de-entrada+as-tabla", "--positions", "1"],
     "error[unknown-option]: variant 'pareia-de-entrada' has no option 'as-tabla'"),
    ("oracle.py", ["--variant", "pareia"], "error[unknown-variant]: unknown variant 'pareia'"),
])
def test_an_unknown_game_is_told_not_traced(script: str, arguments: list[str], told: str) -> None:
    done = subprocess.run([sys.executable, str(BENCH / script), *arguments],
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 1
    assert done.stderr.startswith(f"{script}: {told}")
    assert "Traceback" not in done.stderr
    assert "pos-rolls/s" not in done.stdout  # refused before the table's header
