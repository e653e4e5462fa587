"""Where the grammar, the schema and the bundled variants live.

In an installed wheel they are package data under ``tavli/_data``; in a checkout (an editable
install, or the tests) they are the top-level ``grammar/`` and ``variants/`` folders.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent.parent  # tavli/


@cache
def data_dir(name: str) -> Path:
    """The folder ``grammar`` or ``variants``: installed package data first, then the checkout."""
    for candidate in (_PACKAGE / "_data" / name, _PACKAGE.parent.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"tavli's {name}/ folder is missing from this installation")


def grammar_text() -> str:
    return (data_dir("grammar") / "tavli.lark").read_text(encoding="utf-8")


def schema_text() -> str:
    return (data_dir("grammar") / "rule-tree.schema.json").read_text(encoding="utf-8")


def bundled_variant_files() -> dict[str, Path]:
    """Every bundled rules file, by variant name (its file name)."""
    return dict(_bundled("*.rules"))


@cache
def _bundled(pattern: str) -> tuple[tuple[str, Path], ...]:
    """The bundled files, looked up once: the installed data does not change under a running
    process (the oracle asks for every request)."""
    # by name ('jacquet' before 'jacquet-de-versailles', which a sort of file names turns round)
    return tuple(sorted((path.stem, path) for path in data_dir("variants").glob(pattern)))


def bundled_match_files() -> dict[str, Path]:
    """Every bundled match file (games of several variants in turn), by name."""
    return dict(_bundled("*.match"))


def match_schema_text() -> str:
    return (data_dir("grammar") / "match.schema.json").read_text(encoding="utf-8")
