#!/usr/bin/env python3
"""Mutation testing of tavli's rules core with mutmut 3, one module at a time.

    pip install mutmut                       # 3.x; not part of the test extra (slow, not CI)
    python tools/mutation.py conditions      # mutate interpreter/tavli/model/conditions.py
    python tools/mutation.py game --max-children 2
    python tools/mutation.py movegen --results    # list the survivors of the last run
    python tools/mutation.py conditions --check tests/test_conditions_truth.py
                                             # do these tests kill the last run's survivors?

mutmut copies the code it mutates into ``mutants/`` and puts ``mutants/src`` first on the
tests' import path; tavli's package lives in ``interpreter/tavli``, so this script stages a
copy of the checkout (``src/tavli`` plus tests, features, grammar, variants) in
``.mutation/MODULE/`` and runs mutmut there, on one module and the fast tests that exercise
it (``TESTS`` below). A stage is kept between runs, so mutmut's own cache makes a second run
of the same module cheap; ``--fresh`` starts over. Survivors are justified or killed in
docs/testing.md.

The stage runs on the reference path: its copy of the package leaves the compiled kernel
out and mutmut runs with ``TAVLI_ENGINE=reference``. With the kernel on, the tests would get
their plays from C, and a mutant of movegen.py (or of turn.py's use of it) would change
nothing they see. The code only the kernel's plays reach (turn.py's reading of the plays the
kernel found) is the other way round: ``--kernel`` stages in ``.mutation/MODULE-kernel/``
with the compiled kernel copied in, runs without ``TAVLI_ENGINE=reference``, and adds the
test that compares the kernel's plays with the reference path's
(tests/test_engine_differential.py) to the module's tests:

    python tools/mutation.py turn --kernel 'tavli.game.turn.x__raw_steps*' \
        'tavli.game.turn.xǁPlayǁ_cells*'
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
from fnmatch import fnmatch
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# The rules core, and for each module the fast tests that pin its rules down. mutmut runs,
# for each mutant, only the tests that called the mutated function in a first clean run.
# conditions: the scenarios too (tests/test_features.py, every clause of every game, about
# 20 s). The other modules: tests from independent data (GNU Backgammon's and the worked
# examples' play counts) and the unit tests of their rules; the survivors of that first pass
# then meet the scenarios with ``--check tests/test_features.py`` (one run of them per
# survivor, not per mutant: on two shared cores this is what makes a module fit in an hour).
FEATURES = "tests/test_features.py"
# --kernel: the module's tests, and the kernel's plays held to the reference path's
DIFFERENTIAL = "tests/test_engine_differential.py"
TESTS: dict[str, list[str]] = {
    "conditions": [FEATURES, "tests/test_rules_meaning.py", "tests/test_pins.py",
                   "tests/test_cube.py"],
    "game": ["tests/test_rules_meaning.py", "tests/test_cube.py", "tests/test_validation.py",
             "tests/test_golden_perft.py"],
    "match": ["tests/test_match.py"],
    "turn": ["tests/test_turn_programs.py", "tests/test_golden_perft.py", "tests/test_pins.py",
             "tests/test_rules_meaning.py"],
    "movegen": ["tests/test_golden_perft.py", "tests/test_pins.py", "tests/test_rules_meaning.py",
                "tests/test_movegen.py::test_dutch_backgammon_needs_every_order",
                "tests/test_fixed_conditions.py", "tests/test_play_steps.py"],
}
#: The files each name mutates, inside interpreter/tavli ("game": the opening, the cube and
#: the score, one module before the package took its layers).
FILES: dict[str, list[str]] = {
    "conditions": ["model/conditions"], "game": ["game/opening", "game/cube", "game/score"],
    "match": ["game/match"], "turn": ["game/turn"], "movegen": ["game/movegen", "game/shortcuts"],
}


# mutmut forks each mutant's test run from a process that has already run the tests once
# without mutants, so every cache in tavli starts warm with unmutated answers: compiled
# variants, search generators, step lists. Each run (one mutant) starts with them empty, so
# the mutant is the code that computes what its tests see; within the run they fill again (a
# variant compiled afresh for every test would cost a tenth of a second each, 650 times).
# In mutmut's first run, which records the functions each test calls to choose the tests of
# each mutant, they are emptied before every test: a test that uses a variant another test
# compiled first still counts as a test of the compiler. Kept: the grammar's parser, the
# JSON schemas and the bundled files' paths, which no module of the rules core computes.
# Not reached: a variant a test module loads when it is imported (test_match.py's ``BG``).
FRESH_CACHES = """


def _empty_tavli_caches() -> None:
    import sys

    keep = {"parser", "_validator", "data_dir", "_bundled", "variations", "available"}
    for name, module in list(sys.modules.items()):
        if name == "tavli" or name.startswith("tavli."):
            for attribute, value in list(vars(module).items()):
                if attribute not in keep and callable(getattr(value, "cache_clear", None)):
                    value.cache_clear()


@pytest.fixture(autouse=True, scope="session")
def _tavli_caches_empty_for_each_mutant() -> None:
    _empty_tavli_caches()


@pytest.fixture(autouse=True)
def _tavli_caches_empty_for_each_test_while_mutmut_records() -> None:
    import os

    if os.environ.get("MUTANT_UNDER_TEST") == "stats":
        _empty_tavli_caches()
"""


def stage(module: str, fresh: bool, scenarios: bool = False, kernel: bool = False) -> Path:
    """The staged copy for ``module``'s run (``scenarios``: its second pass, on the scenarios
    alone; ``kernel``: with the compiled kernel), created or brought up to date."""
    where = ROOT / ".mutation" / (module + ("-scenarios" if scenarios else "")
                                  + ("-kernel" if kernel else ""))
    if fresh and where.exists():
        shutil.rmtree(where)
    (where / "src").mkdir(parents=True, exist_ok=True)
    # no compiled kernel in the stage (but with --kernel): the reference path generates
    # every play
    left_out = ("__pycache__",) if kernel else ("__pycache__", "*.so")
    shutil.copytree(ROOT / "interpreter" / "tavli", where / "src" / "tavli",
                    dirs_exist_ok=True, ignore=shutil.ignore_patterns(*left_out))
    if kernel and not list((where / "src" / "tavli" / "game" / "engine").glob("_kernel*.so")):
        raise SystemExit("no compiled kernel (interpreter/tavli/game/engine/_kernel*.so) to stage: "
                         "pip install -e . builds it")
    for folder in ("tests", "features", "grammar", "variants"):
        shutil.copytree(ROOT / folder, where / folder, dirs_exist_ok=True,
                        ignore=shutil.ignore_patterns("__pycache__"))
    with (where / "tests" / "conftest.py").open("a", encoding="utf-8") as conftest:
        conftest.write(FRESH_CACHES)
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    tests = [FEATURES] if scenarios else TESTS[module]
    selection = ", ".join(f'"{test}"' for test in ([*tests, DIFFERENTIAL] if kernel else tests))
    (where / "pyproject.toml").write_text(pyproject + f"""

[tool.mutmut]
source_paths = ["src/tavli"]
only_mutate = [{", ".join(f'"src/tavli/{file}.py"' for file in FILES[module])}]
also_copy = ["features/", "grammar/", "variants/"]
pytest_add_cli_args = ["-p", "no:randomly", "-q", "-x"]
pytest_add_cli_args_test_selection = [{selection}]
""", encoding="utf-8")
    return where


def statuses(where: Path, environment: dict[str, str]) -> dict[str, str]:
    """Every mutant of the stage's runs so far, with mutmut's word for its fate."""
    if not (where / "mutants").is_dir():
        return {}
    listing = subprocess.run([sys.executable, "-m", "mutmut", "results", "--all", "true"],
                             cwd=where, capture_output=True, text=True, env=environment).stdout
    return dict(line.strip().split(": ", 1) for line in listing.splitlines() if ": " in line)


def survivors(where: Path, environment: dict[str, str]) -> list[str]:
    """The mutants of the last run that no test killed (survived, or no test reached)."""
    return [name for name, status in statuses(where, environment).items()
            if status in ("survived", "no tests")]


# --check: the tests are collected once; each runs once without a mutant, recording the
# functions of the mutated module it calls (mutmut's trampolines do that when
# MUTANT_UNDER_TEST is "stats"); then each mutant runs, in a fork of that process, only the
# tests that call its function, until one fails. Collection and imports are paid once, not
# once per mutant as in a mutmut run (on two shared cores, most of the cost there).
DRIVER = """
import os, resource, sys, time
import pytest
from _pytest.runner import runtestprotocol
from mutmut.state import state
from mutmut.utils.format_utils import mangled_name_from_mutant_name

names, tests = sys.argv[1].split(","), sys.argv[2:]


def run(items, chosen):
    for k, i in enumerate(chosen):
        after = items[chosen[k + 1]] if k + 1 < len(chosen) else None
        if any(r.failed for r in runtestprotocol(items[i], nextitem=after, log=False)):
            return i
    return None


class Driver:
    def pytest_runtestloop(self, session):
        items = session.items
        os.environ["MUTANT_UNDER_TEST"] = "stats"
        reach, cost = {}, []
        for i, item in enumerate(items):
            state()._stats.clear()
            began = time.process_time()
            failed = run(items, [i])
            cost.append(time.process_time() - began)
            if failed is not None:
                print("fails without a mutant: " + item.nodeid, flush=True)
                os._exit(3)
            for function in state()._stats:
                reach.setdefault(function, []).append(i)
        for name in names:
            chosen = reach.get(mangled_name_from_mutant_name(name), [])
            if not chosen:
                print("no tests " + name, flush=True)
                continue
            limit = int(10 * sum(cost[i] for i in chosen)) + 20
            child = os.fork()
            if child == 0:
                os.environ["MUTANT_UNDER_TEST"] = name
                resource.setrlimit(resource.RLIMIT_CPU, (limit, limit + 1))
                sys.stdout = sys.stderr = open(os.devnull, "w")
                os._exit(0 if run(items, chosen) is None else 1)
            _, status = os.waitpid(child, 0)
            code = os.waitstatus_to_exitcode(status)
            word = "survived" if code == 0 else "killed" if code == 1 else "timeout"
            print(word + " " + name, flush=True)
        return True


sys.exit(pytest.main(["-q", "-p", "no:randomly", "-p", "no:cacheprovider", *tests],
                     plugins=[Driver()]))
"""


def check(where: Path, tests: list[str], chosen: list[str], environment: dict[str, str]) -> int:
    """Run ``tests`` under each mutant the last mutmut run did not kill (or those named),
    without a new mutmut run: whether new tests, or ones outside the module's selection,
    kill them. The verdicts are kept in ``checked.json`` beside the stage, per set of tests,
    and a mutant already decided for the same tests is not run again."""
    mutated = where / "mutants"
    if not (mutated / "src").is_dir():
        print(f"no mutants in {mutated}: run the module first", file=sys.stderr)
        return 2
    for test in tests:  # the tests as they are now, new scenarios included
        shutil.copy2(ROOT / test.split("::")[0], mutated / test.split("::")[0])
    shutil.copytree(ROOT / "features", mutated / "features", dirs_exist_ok=True)
    fates = statuses(where, environment)
    names = [name for name, status in fates.items() if status != "killed"]
    if chosen:  # names or globs
        names = [name for name in names if any(fnmatch(name, glob) for glob in chosen)]
    record = where / "checked.json"
    kept: dict[str, dict[str, str]] = (
        json.loads(record.read_text(encoding="utf-8")) if record.exists() else {})
    verdicts = kept.setdefault(" ".join(tests), {})
    names = [name for name in names if name not in verdicts]
    print(f"{len(names)} mutants to run under {' '.join(tests)}", flush=True)
    if not names:
        return 0
    with subprocess.Popen([sys.executable, "-c", DRIVER, ",".join(names), *tests],
                          cwd=mutated, stdout=subprocess.PIPE, text=True,
                          env={**environment, "PYTHONPATH": "src"}) as run:
        assert run.stdout is not None
        for line in run.stdout:
            print(line, end="", flush=True)
            word, _, name = line.strip().rpartition(" ")
            if name in names and word in ("killed", "survived", "timeout", "no tests"):
                verdicts[name] = word
                # read again: another --check on the same stage may have written meanwhile
                kept = json.loads(record.read_text(encoding="utf-8")) if record.exists() else {}
                kept.setdefault(" ".join(tests), {})[name] = word
                record.write_text(json.dumps(kept, indent=1, sort_keys=True), encoding="utf-8")
    alive = [name for name in names if verdicts.get(name) in ("survived", "no tests")]
    print(f"{len(names) - len(alive)} of {len(names)} killed by {' '.join(tests)}")
    return run.returncode


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("module", choices=sorted(TESTS))
    parser.add_argument("--max-children", type=int, default=2,
                        help="mutants tested at once (default 2: a 2-core machine)")
    parser.add_argument("--results", action="store_true",
                        help="only list the last run's survivors, with their diffs")
    parser.add_argument("--fresh", action="store_true", help="forget the last run's results")
    parser.add_argument("--check", nargs="+", metavar="TEST",
                        help="run these test files (new ones too) under each survivor of the "
                             "last run, or under the mutants named, and say which they kill")
    parser.add_argument("--scenarios", action="store_true",
                        help="second pass: the survivors of the first against the scenarios "
                             "(tests/test_features.py), each with the scenarios that reach it")
    parser.add_argument("--kernel", action="store_true",
                        help="with the compiled kernel on, in a stage of its own, and the "
                             "differential test (kernel against reference) added to the "
                             "module's tests: for code only the kernel's plays reach")
    parser.add_argument("mutants", nargs="*",
                        help="only these mutants (mutmut names or globs, e.g. "
                             "'tavli.game.movegen.x__bear_off*'), run again even if tested before")
    args = parser.parse_intermixed_args(argv)
    mutmut = [sys.executable, "-m", "mutmut"]
    environment = {**os.environ, "TAVLI_ENGINE": "reference"}
    if args.kernel:
        environment.pop("TAVLI_ENGINE")
    mutants = args.mutants
    if args.scenarios and not mutants and not args.results and not args.check:
        # the first pass's survivors that this pass has not decided yet (it may run while
        # the first pass goes on, and again when it is over)
        kernel = "-kernel" if args.kernel else ""
        decided = statuses(ROOT / ".mutation" / (args.module + "-scenarios" + kernel),
                           environment)
        mutants = [name for name in survivors(ROOT / ".mutation" / (args.module + kernel),
                                              environment)
                   if decided.get(name, "not checked") == "not checked"]
        if not mutants:
            print(f"no survivors of a first pass on {args.module} left", file=sys.stderr)
            return 2
    where = stage(args.module, args.fresh and not args.results, args.scenarios, args.kernel)
    if args.check:
        return check(where, args.check, mutants, environment)
    if args.results:
        for name in mutants or survivors(where, environment):
            subprocess.run([*mutmut, "show", name], cwd=where, env=environment)
        return 0
    return subprocess.run([*mutmut, "run", "--max-children", str(args.max_children),
                           *mutants], cwd=where, env=environment).returncode


if __name__ == "__main__":
    sys.exit(main())
