#!/usr/bin/env python3
"""Mutation testing of tavli's rules core with mutmut 3, one module at a time.

    pip install mutmut                       # 3.x; not part of the test extra (slow, not CI)
    python tools/mutation.py conditions      # mutate interpreter/tavli/conditions.py
    python tools/mutation.py game --max-children 2
    python tools/mutation.py movegen --results    # list the survivors of the last run

mutmut copies the code it mutates into ``mutants/`` and puts ``mutants/src`` first on the
tests' import path; tavli's package lives in ``interpreter/tavli``, so this script stages a
copy of the checkout (``src/tavli`` plus tests, features, grammar, variants) in
``.mutation/MODULE/`` and runs mutmut there, on one module and the fast tests that exercise
it (``TESTS`` below). A stage is kept between runs, so mutmut's own cache makes a second run
of the same module cheap; ``--fresh`` starts over. Survivors are justified or killed in
docs/testing.md.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# The rules core, and for each module the tests that pin its rules down quickly.
TESTS: dict[str, list[str]] = {
    "conditions": ["tests/test_rules_meaning.py", "tests/test_pins.py",
                   "tests/test_movegen.py", "tests/test_cube.py"],
    "game": ["tests/test_rules_meaning.py", "tests/test_cube.py", "tests/test_validation.py",
             "tests/test_golden_perft.py"],
    "match": ["tests/test_match.py"],
    "turn": ["tests/test_turn_programs.py", "tests/test_movegen.py", "tests/test_pins.py",
             "tests/test_golden_perft.py"],
    "movegen": ["tests/test_movegen.py", "tests/test_pins.py", "tests/test_rules_meaning.py",
                "tests/test_golden_perft.py"],
}


FRESH_VARIANTS = """


@pytest.fixture(autouse=True)
def _compile_variants_afresh() -> None:
    from tavli.language import load

    load._load.cache_clear()
"""


def stage(module: str, fresh: bool) -> Path:
    where = ROOT / ".mutation" / module
    if fresh and where.exists():
        shutil.rmtree(where)
    (where / "src").mkdir(parents=True, exist_ok=True)
    shutil.copytree(ROOT / "interpreter" / "tavli", where / "src" / "tavli",
                    dirs_exist_ok=True, ignore=shutil.ignore_patterns("__pycache__"))
    for folder in ("tests", "features", "grammar", "variants"):
        shutil.copytree(ROOT / folder, where / folder, dirs_exist_ok=True,
                        ignore=shutil.ignore_patterns("__pycache__"))
    # Variants are compiled once and cached, often while the tests are collected, before
    # mutmut switches a mutant on; each test starts with an empty cache here, so a mutant in
    # the compiler (conditions, the scoring levels) is the code that compiles its variants.
    with (where / "tests" / "conftest.py").open("a", encoding="utf-8") as conftest:
        conftest.write(FRESH_VARIANTS)
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    selection = ", ".join(f'"{test}"' for test in TESTS[module])
    (where / "pyproject.toml").write_text(pyproject + f"""

[tool.mutmut]
source_paths = ["src/tavli"]
only_mutate = ["src/tavli/{module}.py"]
also_copy = ["features/", "grammar/", "variants/"]
pytest_add_cli_args = ["-p", "no:randomly", "-q", "-x"]
pytest_add_cli_args_test_selection = [{selection}]
""", encoding="utf-8")
    return where


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("module", choices=sorted(TESTS))
    parser.add_argument("--max-children", type=int, default=2,
                        help="mutants tested at once (default 2: a 2-core machine)")
    parser.add_argument("--results", action="store_true",
                        help="only list the last run's survivors, with their diffs")
    parser.add_argument("--fresh", action="store_true", help="forget the last run's results")
    args = parser.parse_args(argv)
    where = stage(args.module, args.fresh and not args.results)
    mutmut = [sys.executable, "-m", "mutmut"]
    if args.results:
        listing = subprocess.run([*mutmut, "results"], cwd=where, capture_output=True,
                                 text=True)
        print(listing.stdout, end="")
        for line in listing.stdout.splitlines():
            name = line.strip().split(":")[0]
            if name and "__mutmut_" in name:
                subprocess.run([*mutmut, "show", name], cwd=where)
        return listing.returncode
    return subprocess.run([*mutmut, "run", "--max-children", str(args.max_children)],
                          cwd=where).returncode


if __name__ == "__main__":
    sys.exit(main())
