"""The compiled kernel is optional (issue 9): without a C compiler tavli still installs and
plays on its pure-Python path, and ``tavli --version`` says which path is active."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def install(target: Path, **env: str) -> None:
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-build-isolation",
         "--no-index", "--target", str(target), str(ROOT)],
        check=True, cwd=target.parent,
        env={**os.environ, "PIP_DISABLE_PIP_VERSION_CHECK": "1", **env},
    )


def tavli(target: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(target / "bin" / "tavli"), *args], capture_output=True, text=True,
        cwd=target.parent, env={**os.environ, "PYTHONPATH": str(target)}, check=False,
    )


def test_without_a_compiler_tavli_installs_and_plays_in_pure_python(
    tmp_path: Path,
) -> None:
    target = tmp_path / "site"
    install(target, CC=str(ROOT / "no-such-compiler"))
    assert not list((target / "tavli" / "game" / "engine").glob("_kernel*.so"))
    version = tavli(target, "--version")
    assert version.returncode == 0, version.stderr
    assert "pure-Python" in version.stdout
    moves = tavli(target, "moves", "backgammon", "--dice", "6", "5")
    assert moves.returncode == 0, moves.stderr
    assert len(moves.stdout.splitlines()) == 7  # DESIGN.md's golden number for 6-5


@pytest.mark.skipif(sys.platform == "win32", reason="the build hook compiles with cc")
def test_with_a_compiler_the_wheel_carries_the_kernel(tmp_path: Path) -> None:
    target = tmp_path / "site"
    install(target)
    if not list((target / "tavli" / "game" / "engine").glob("_kernel*.so")):
        pytest.skip("no C compiler on this machine")
    version = tavli(target, "--version")
    assert "compiled move generation" in version.stdout
