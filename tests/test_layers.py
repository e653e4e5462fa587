"""The package's layers: every import of every module runs down the stage order, never up,
and no modules import each other in a circle.

The order is written once, here and in docs/architecture.md: each layer may import the
layers below it and its own package, never a layer above it nor a sibling beside it. Every
kind of import counts: at module level, inside a function, under ``TYPE_CHECKING``, and
``import_module("tavli...")`` with a literal name (or an f-string's literal start), since a
circle likes to hide inside a function.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "interpreter" / "tavli"

#: Bottom to top; the packages of one layer are siblings that do not import each other.
#: ``tavli`` is the package's front door (its ``__init__``), beside the framework faces.
LAYERS: tuple[tuple[str, ...], ...] = (
    ("tavli.model", "tavli._moved", "tavli.adapters"),
    ("tavli.language", "tavli.game"),
    ("tavli.notation",),
    ("tavli.records", "tavli.pictures"),
    ("tavli.players",),
    ("tavli.services", "tavli.frameworks"),
    ("tavli.web", "tavli.openspiel", "tavli.pettingzoo", "tavli.gymnasium", "tavli"),
    ("tavli.cli",),
)


def _name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


SOURCES = {_name(p): p.read_text(encoding="utf-8") for p in PACKAGE.rglob("*.py")}


def home(module: str) -> tuple[int, str]:
    """The layer (its index) and the package of the layers that ``module`` belongs to."""
    found = [(len(entry), index, entry) for index, layer in enumerate(LAYERS) for entry in layer
             if module == entry or (entry != "tavli" and module.startswith(entry + "."))]
    assert found, f"{module} is in no layer: add its package to LAYERS"
    _, index, entry = max(found)
    return index, entry


def _resolved(name: str, modules: Mapping[str, str]) -> str | None:
    """The module of tavli that an import of ``name`` loads (the longest one that exists)."""
    while name and name not in modules:
        name = name.rpartition(".")[0]
    return name or None


def imports(module: str, modules: Mapping[str, str], *, literal_only: bool = False,
            ) -> Iterator[tuple[str, int]]:
    """Every module of tavli that ``module``'s source imports, with the line, by any means;
    for an f-string's name, the package it imports from (``literal_only``: f-strings left
    out, since what they load is not known: the circles are looked for in the rest)."""
    tree = ast.parse(modules[module])
    package = module if _is_package(module, modules) else module.rpartition(".")[0]
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from the package this module is in
                parts = package.split(".")
                base = ".".join(parts[:len(parts) - node.level + 1] + ([base] if base else []))
            names = [f"{base}.{alias.name}" for alias in node.names]
        elif isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.Call) and _called(node) in ("import_module", "__import__") \
                and node.args:
            literal = isinstance(node.args[0], ast.Constant)
            names = [_literal_start(node.args[0])] if literal or not literal_only else []
        for name in names:
            if name == "tavli" or name.startswith("tavli."):
                target = _resolved(name, modules)
                if target is not None and target != module:
                    yield target, node.lineno


def _is_package(module: str, modules: Mapping[str, str]) -> bool:
    return any(other.startswith(module + ".") for other in modules)


def _called(call: ast.Call) -> str:
    function = call.func
    return function.id if isinstance(function, ast.Name) else \
        function.attr if isinstance(function, ast.Attribute) else ""


def _literal_start(argument: ast.expr) -> str:
    """A literal name, or the literal start of an f-string up to its last dot."""
    if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
        return argument.value
    if isinstance(argument, ast.JoinedStr) and argument.values \
            and isinstance(argument.values[0], ast.Constant):
        return str(argument.values[0].value).rpartition(".")[0]
    return ""


def offences(modules: Mapping[str, str]) -> list[str]:
    """Every import that runs up the layers or across to a sibling."""
    found = []
    for module in sorted(modules):
        layer, package = home(module)
        for target, line in imports(module, modules):
            target_layer, target_package = home(target)
            if target_layer > layer or (target_layer == layer and target_package != package):
                found.append(f"{module}:{line} imports {target} "
                             f"({package} may not use {target_package})")
    return found


def circles(modules: Mapping[str, str]) -> list[list[str]]:
    """Every group of modules that import each other in a loop (Tarjan's strongly
    connected components of more than one module)."""
    graph = {m: sorted({t for t, _ in imports(m, modules, literal_only=True)}) for m in modules}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in graph[node]:
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in graph:
        if node not in index:
            visit(node)
    return found


def test_every_import_runs_down_the_layers() -> None:
    seen = {target for module in SOURCES for target, _ in imports(module, SOURCES)}
    # the check sees imports inside functions (the bots the registry loads when asked for)
    assert {"tavli.players.strong", "tavli.players.rollout"} <= seen
    assert offences(SOURCES) == []


def test_no_modules_import_each_other_in_a_circle() -> None:
    assert circles(SOURCES) == []


def test_every_module_is_in_a_layer() -> None:
    for module in SOURCES:
        home(module)


PLANTED = {
    "at module level": "from tavli.players.bots import bot_for\n",
    "inside a function": "def later() -> None:\n    from tavli.services import oracle\n",
    "under TYPE_CHECKING": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                           "    from tavli.notation.gnubg import format_gnubg\n",
    "by import_module": "from importlib import import_module\n"
                        "import_module('tavli.pictures.svg')\n",
    "relative": "from ..game import turn\n",
}


@pytest.mark.parametrize("how", sorted(PLANTED))
def test_a_planted_import_that_runs_up_is_found(how: str) -> None:
    planted = dict(SOURCES)
    planted["tavli.model.position"] += "\n" + PLANTED[how]
    found = offences(planted)
    assert len(found) == 1 and found[0].startswith("tavli.model.position:"), found


def test_a_planted_import_of_a_sibling_is_found() -> None:
    planted = dict(SOURCES)
    planted["tavli.language.load"] += "\nfrom tavli.game.turn import legal_plays\n"
    assert offences(planted) == [
        f"tavli.language.load:{planted['tavli.language.load'].count(chr(10))} imports "
        "tavli.game.turn (tavli.language may not use tavli.game)"]


def test_a_planted_circle_is_found() -> None:
    planted = dict(SOURCES)
    planted["tavli.game.cube"] += "\ndef later() -> None:\n    from tavli.game import opening\n"
    planted["tavli.game.opening"] += "\ndef later() -> None:\n    from tavli.game import cube\n"
    assert circles(planted) == [["tavli.game.cube", "tavli.game.opening"]]


def test_the_top_of_the_package_holds_a_handful() -> None:
    made = ("__pycache__", "py.typed", "_prebuilt")  # _prebuilt: the install's (hatch_build.py)
    top = sorted(p.name for p in PACKAGE.iterdir() if p.name not in made)
    assert top == ["__init__.py", "_moved.py", "adapters", "cli", "frameworks", "game",
                   "gymnasium.py", "language", "model", "notation", "openspiel.py", "pettingzoo.py",
                   "pictures", "players", "records", "services", "web"]


def test_no_module_is_over_600_lines() -> None:
    long = {m: text.count("\n") for m, text in SOURCES.items() if text.count("\n") > 600}
    assert long == {}


def test_each_package_says_what_it_holds_and_may_import() -> None:
    for module, text in SOURCES.items():
        if (PACKAGE.parent / module.replace(".", "/") / "__init__.py").exists() \
                and module.count(".") == 1:
            docstring = ast.get_docstring(ast.parse(text))
            assert docstring and "import" in docstring.lower(), module


def test_the_mat_text_lives_with_the_records() -> None:
    assert not (PACKAGE / "notation" / "mat").exists()
    assert (PACKAGE / "records" / "mat" / "__init__.py").exists()


def test_the_architecture_page_shows_these_layers() -> None:
    tool = PACKAGE.parent.parent / "tools" / "layers.py"
    done = subprocess.run([sys.executable, str(tool), "--check"], capture_output=True,
                          text=True, check=False)
    assert done.returncode == 0, done.stderr
