"""Match files: games of several variants played in turn, to a number of points (Tavli).

    match tavli "Tavli"
    source "Tavli (Wikipedia)"
    games: portes, plakoto, fevga        # game 1 Portes, game 2 Plakoto, game 3 Fevga, 4 Portes ...
    points: 5                            # the match length unless the player asks for another
    next game: the winner starts         # or: opening roll (the default)

The same pipeline as a variant's: Lark parses (the grammar's ``match_file`` rule), the tree
is validated against grammar/match.schema.json, and each game names a variant, found beside
the file first and then among the bundled ones. Errors name file:line:column.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema
from lark import Token, Transformer
from lark.exceptions import UnexpectedInput, VisitError

from tavli.language.grammar import LayoutError, meta_args, parser, spot_at
from tavli.language.load import load_variant, read_text
from tavli.language.resources import bundled_match_files, bundled_variant_files, match_schema_text
from tavli.language.syntax_errors import syntax_error
from tavli.model.errors import RulesError, RulesMeaningError, RulesSchemaError, UnknownVariantError
from tavli.model.variant import Variant


@dataclass(frozen=True, eq=False)
class Rotation:
    """A match of several variants in turn: game i is ``games[i % len(games)]``."""

    name: str
    title: str
    source: str
    games: tuple[Variant, ...]
    points: int
    winner_starts: bool

    def game(self, number: int) -> Variant:
        """The variant of game ``number`` (1, 2, ...)."""
        return self.games[(number - 1) % len(self.games)]


@meta_args
class _ToTree(Transformer[Token, Any]):
    def match_file(self, meta: Any, children: list[Any]) -> dict[str, Any]:
        header, *statements = children
        tree: dict[str, Any] = dict(header)
        spots: dict[str, tuple[int, int]] = {}
        for key, value, where in statements:
            if key in tree:
                raise _Problem(f"'{key}' is stated twice", where)
            tree[key] = value
            spots[key] = where
        tree["_spots"] = spots
        return tree

    def match_header(self, meta: Any, children: list[Token]) -> dict[str, Any]:
        return {"match": str(children[0]), "title": str(children[1])[1:-1]}

    def source(self, meta: Any, children: list[Any]) -> tuple[str, Any, tuple[int, int]]:
        return "source", str(children[0])[1:-1], (meta.line, meta.column)

    def clause_range(self, meta: Any, children: list[Token]) -> str:
        return "..".join(map(str, children))

    def games(self, meta: Any, children: list[Token]) -> tuple[str, Any, tuple[int, int]]:
        return "games", [str(c) for c in children], (meta.line, meta.column)

    def match_points(self, meta: Any, children: list[Token]) -> tuple[str, Any, tuple[int, int]]:
        text = str(children[0])
        return "points", int(text) if len(text) <= 6 else 10**6, (meta.line, meta.column)

    def next_game(self, meta: Any, children: list[str]) -> tuple[str, Any, tuple[int, int]]:
        return "next-game", children[0], (meta.line, meta.column)

    def opening_starts(self, meta: Any, children: list[Any]) -> str:
        return "opening-roll"

    def winner_starts(self, meta: Any, children: list[Any]) -> str:
        return "winner-starts"


class _Problem(Exception):
    def __init__(self, message: str, where: tuple[int, int]) -> None:
        super().__init__(message)
        self.message = message
        self.where = where


@cache
def _validator() -> jsonschema.Draft202012Validator:
    return jsonschema.Draft202012Validator(json.loads(match_schema_text()))


def parse_match(text: str, file: str = "<match>") -> dict[str, Any]:
    """A match file's tree (validated), with ``_spots``: where each statement was written."""
    source = text.removeprefix("\ufeff")
    try:
        parsed = parser("match_file").parse(source if source.endswith("\n") else source + "\n")
        tree: dict[str, Any] = _ToTree().transform(parsed)
    except UnexpectedInput as error:
        raise syntax_error(error, source, file, "match_file") from None
    except LayoutError as error:
        raise RulesError(error.message, spot_at(file, source, error.line, error.column)) \
            from None
    except VisitError as error:  # a statement stated twice, found by the transformer
        inner = error.orig_exc
        if isinstance(inner, _Problem):
            raise RulesMeaningError(inner.message, spot_at(file, source, *inner.where)) \
                from None
        raise
    spots = tree.pop("_spots")
    for problem in _validator().iter_errors(tree):
        key = str(problem.absolute_path[0]) if problem.absolute_path else ""
        line, column = spots.get(key, (1, 1))
        raise RulesSchemaError(f"{key or 'the match'}: {problem.message}",
                               spot_at(file, source, line, column))
    tree["_spots"] = spots
    return tree


def load_rotation(name: str | Path) -> Rotation:
    """A match file by bundled name or path, its games compiled."""
    path = _find(name)
    return _load(path.resolve(), path.stat().st_mtime_ns)


def _find(name: str | Path) -> Path:
    if isinstance(name, Path) or str(name).endswith(".match") or "/" in str(name):
        return Path(name)
    bundled = bundled_match_files()
    if str(name) not in bundled:
        raise UnknownVariantError(
            f"unknown match '{name}' (bundled: {', '.join(sorted(bundled)) or 'none'})"
        )
    return bundled[str(name)]


@cache
def _load(path: Path, _mtime: int) -> Rotation:
    text = read_text(path, str(path))
    tree = parse_match(text, str(path))
    spots = tree["_spots"]
    games: list[Variant] = []
    for name in tree["games"]:
        beside = path.parent / f"{name}.rules"
        if beside.is_file():
            games.append(load_variant(beside))
        elif name in bundled_variant_files():
            games.append(load_variant(name))
        else:
            raise RulesMeaningError(f"'games' names an unknown variant '{name}'",
                                    spot_at(str(path), text, *spots["games"]),
                                    code="unknown-variant")
    return Rotation(tree["match"], tree["title"], tree.get("source", ""), tuple(games),
                    tree.get("points", 1), tree.get("next-game") == "winner-starts")


def bundled_rotations() -> dict[str, Rotation]:
    return {name: load_rotation(name) for name in bundled_match_files()}


def check_match_file(path: Path) -> list[RulesError]:
    """Every problem with a match file (an empty list: it is a valid match)."""
    try:
        load_rotation(path)
    except RulesError as error:
        return [error]
    except UnknownVariantError as error:
        return [RulesError(str(error), code=error.code)]
    return []
