"""Imports run one way: game records sit above the rules and the position and move codecs.

``tavli.records`` (record files and the .mat text) may use ``tavli.notation``, ``tavli.game``
and the rest of the core; nothing in the core may use it, or the two could not change apart.
Only the command line (``tavli.cli``) and the records package itself read records.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "interpreter" / "tavli"
ABOVE_RECORDS = ("cli", "records", "web")  # packages that may read records


def _imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
    return names


def test_nothing_below_the_records_package_imports_it() -> None:
    offenders = []
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE).parts
        if parts[0] in ABOVE_RECORDS:
            continue
        bad = sorted(n for n in _imports(path) if n == "tavli.records"
                     or n.startswith("tavli.records."))
        if bad:
            offenders.append(f"{path.relative_to(PACKAGE)}: {', '.join(bad)}")
    assert offenders == []


def test_the_codecs_do_not_import_the_records() -> None:
    # The check above must see the codecs at all: they are there and import nothing above.
    codecs = sorted((PACKAGE / "notation").glob("*.py"))
    assert codecs
    assert not (PACKAGE / "notation" / "mat").exists()
    assert all(not any(n.startswith("tavli.records") or n == "tavli.record"
                       for n in _imports(p)) for p in codecs)
