"""Imports run one way: game records sit above the rules and the position and move codecs.

``tavli.records`` (record files and the .mat text) uses ``tavli.notation``, ``tavli.game``
and the rest of the core; nothing it uses, directly or through another module, may use it in
turn, or the two could not change apart (the cycle issue 9 asked to break: record.py used the
notation, and notation/mat used record.py). Modules above the records (the command line, the
playground, sharded self-play) may use them freely.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "interpreter" / "tavli"


def _module(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module(p): p for p in PACKAGE.rglob("*.py")}


def _imports(name: str) -> set[str]:
    """The tavli modules ``name`` imports (``from tavli.x import y``: tavli.x.y if that is
    a module, else tavli.x)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(MODULES[name].read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("tavli"):
            for alias in node.names:
                child = f"{node.module}.{alias.name}"
                found.add(child if child in MODULES else node.module)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith("tavli"))
    return {n for n in found if n in MODULES}


def _is_records(name: str) -> bool:
    return name == "tavli.records" or name.startswith("tavli.records.")


def test_nothing_the_records_use_uses_the_records() -> None:
    below: set[str] = set()
    waiting = [i for name in MODULES if _is_records(name) for i in _imports(name)
               if not _is_records(i)]
    while waiting:
        name = waiting.pop()
        if name not in below:
            below.add(name)
            waiting.extend(_imports(name))
    assert "tavli.notation.moves" in below and "tavli.game" in below  # the check sees them
    offenders = sorted(f"{name} imports {', '.join(sorted(filter(_is_records, _imports(name))))}"
                       for name in below if any(map(_is_records, _imports(name))))
    assert offenders == []


def test_the_mat_text_lives_with_the_records() -> None:
    assert not (PACKAGE / "notation" / "mat").exists()
    assert (PACKAGE / "records" / "mat" / "__init__.py").exists()
