"""A non-editable install carries grammar/ and variants/: `tavli` works away from the checkout."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BUNDLED = sorted(p.stem for p in (ROOT / "variants").glob("*.rules")) + sorted(
    p.stem for p in (ROOT / "variants").glob("*.match")
)


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """tavli installed from its built wheel (not editable) into a folder of its own."""
    target = tmp_path_factory.mktemp("install") / "site"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-build-isolation",
         "--no-index", "--target", str(target), str(ROOT)],
        check=True, cwd=target.parent, env={**os.environ, "PIP_DISABLE_PIP_VERSION_CHECK": "1"},
    )
    return target


def _env(target: Path) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(target)}


def run(target: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(target / "bin" / "tavli"), *args], capture_output=True, text=True,
        cwd=target.parent, env=_env(target), check=False,
    )


def test_the_installed_package_is_not_the_checkout(installed: Path) -> None:
    where = subprocess.run(
        [sys.executable, "-c", "import tavli; print(tavli.__file__)"],
        capture_output=True, text=True, check=True, cwd=installed.parent, env=_env(installed),
    ).stdout.strip()
    assert str(installed) in where
    assert str(ROOT / "interpreter") not in where


def test_every_bundled_variant_is_installed(installed: Path) -> None:
    listed = run(installed, "variants")
    assert listed.returncode == 0, listed.stderr
    names = [line.split()[0] for line in listed.stdout.splitlines() if not line.startswith(" ")]
    assert names == BUNDLED


def test_the_installed_command_generates_plays(installed: Path) -> None:
    # DESIGN.md's golden number: 6-5 from the standard start has 7 distinct plays.
    moves = run(installed, "moves", "backgammon", "--dice", "6", "5")
    assert moves.returncode == 0, moves.stderr
    assert len(moves.stdout.splitlines()) == 7


def test_a_first_run_loads_every_bundled_game_without_the_parser(installed: Path) -> None:
    # the install prebuilt the bundled rule trees (hatch_build.py): with no user cache at
    # all, loading every bundled game needs neither Lark nor jsonschema (issue 27)
    code = ("import sys, tavli\n"
            "for name in tavli.bundled_variants(): tavli.load_variant(name)\n"
            "print('lark' in sys.modules, 'jsonschema' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=installed.parent, env={**_env(installed), "TAVLI_CACHE_DIR": ""},
                          check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False", "False"]
    assert len(list((installed / "tavli" / "_prebuilt" / "rules").glob("*.json"))) == len(
        [name for name in BUNDLED if (ROOT / "variants" / f"{name}.rules").exists()])


def test_the_install_carries_the_parser_made_at_its_build(installed: Path,
                                                          tmp_path: Path) -> None:
    # a user's own rules file is parsed by the parser pickled at the build (issue 27's
    # start-up): the installed tavli finds it, and reads the file with it
    own = tmp_path / "own.rules"
    own.write_text('variant own "Own" extends backgammon\ncheckers: 15\n', encoding="utf-8")
    code = ("import sys, tavli\n"
            "from tavli.language import grammar\n"
            "print(grammar._prebuilt('start') is not None, "
            "tavli.load_variant(sys.argv[1]).checkers)")
    done = subprocess.run([sys.executable, "-c", code, str(own)], capture_output=True,
                          text=True, cwd=installed.parent,
                          env={**_env(installed), "TAVLI_CACHE_DIR": ""}, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["True", "15"]
    assert len(list((installed / "tavli" / "_prebuilt" / "rules").glob("parser-*.pickle"))) == 2


def test_the_build_prebuilds_beside_a_sitecustomize_that_fails(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # pip's isolated build puts a folder on sys.path whose sitecustomize fails in a child
    # interpreter and drops the source tree from its path: the hook's child must not see it
    # (it did, and every isolated install went without its prebuilt rule trees and parser)
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(
        "import sys\nsys.path[:] = [p for p in sys.path if not p.endswith('interpreter')]\n"
        "raise AssertionError('a check of the build environment')\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(site))
    monkeypatch.syspath_prepend(str(ROOT))
    from hatch_build import prebuild_rules

    target = tmp_path / "prebuilt" / "rules"
    assert prebuild_rules(ROOT, target) is None
    assert len(list(target.glob("*.json"))) == len(list((ROOT / "variants").glob("*.rules")))
    assert len(list(target.glob("parser-*.pickle"))) == 2


def test_python_is_3_11_or_newer() -> None:
    assert sys.version_info >= (3, 11)
