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


def test_a_kernel_built_for_other_rules_descriptors_leaves_the_pure_python_path_serving(
) -> None:
    # a checkout whose kernel was built before the descriptor changed: told by --version,
    # and every game still plays (not "malformed rules descriptor" from every command)
    code = (
        "import sys, types\n"
        "stale = types.ModuleType('tavli.game.engine._kernel')\n"
        "stale.DESCRIPTOR_VERSION = -1\n"
        "sys.modules['tavli.game.engine._kernel'] = stale\n"
        "from tavli.cli import main\n"
        "main(['--version'])\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=False)
    assert "built for another version of tavli" in done.stdout, done.stdout + done.stderr
    moves = subprocess.run(
        [sys.executable, "-c", code.replace("['--version']", "['moves', 'backgammon', "
                                            "'--dice', '6', '5']")],
        capture_output=True, text=True, check=False)
    assert moves.returncode == 0, moves.stderr
    assert len(moves.stdout.splitlines()) == 7  # DESIGN.md's golden number for 6-5


def test_the_kernel_reads_the_descriptor_this_code_writes() -> None:
    # the C kernel's layout and descriptor.py's change together (a fresh build: CI's)
    from tavli.game.engine import descriptor

    kernel = pytest.importorskip("tavli.game.engine._kernel")
    assert kernel.DESCRIPTOR_VERSION == descriptor.VERSION
