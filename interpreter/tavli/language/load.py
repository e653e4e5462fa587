"""Finding, reading and validating rules files: the front half of the pipeline.

rules file → parse → rule tree → validate against grammar/rule-tree.schema.json → resolve
``extends`` → compile. Bundled variants are found by name; any other file by its path, and
its ``extends`` looks beside it first, then among the bundled variants.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema

from tavli.errors import (
    RulesError,
    RulesMeaningError,
    RulesSchemaError,
    UnknownVariantError,
)
from tavli.language.compile import RulesErrors, compile_variant
from tavli.language.parse import ParsedRules, parse_rules
from tavli.resources import bundled_variant_files, schema_text
from tavli.variant import Variant

MAX_RULES_BYTES = 1_000_000
MAX_EXTENDS_DEPTH = 16


@cache
def _validator() -> jsonschema.Draft202012Validator:
    schema = json.loads(schema_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def validate(parsed: ParsedRules) -> None:
    """Check a rule tree against the schema; every problem is reported, at its source spot."""
    problems: list[RulesError] = []
    for error in sorted(_validator().iter_errors(parsed.tree), key=lambda e: list(map(str, e.path))):
        path = tuple(error.absolute_path)
        problems.append(RulesSchemaError(_schema_message(error), parsed.spot(path)))
    if problems:
        raise problems[0] if len(problems) == 1 else RulesErrors(problems)


def _schema_message(error: jsonschema.ValidationError) -> str:
    where = "/".join(str(p) for p in error.absolute_path) or "the variant"
    best = jsonschema.exceptions.best_match([error])
    if best.validator in ("maximum", "minimum"):
        bound = "at most" if best.validator == "maximum" else "at least"
        return f"{where}: {best.instance!r} is out of range; it must be {bound} {best.validator_value}"
    if best.validator == "enum":
        return f"{where}: {best.instance!r} is not one of {best.validator_value}"
    return f"{where}: {best.message}"


def read_rules(path: Path, display: str | None = None) -> ParsedRules:
    """Read and parse one rules file (no extends, no schema)."""
    name = display or str(path)
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise RulesError(f"{name}: cannot read the rules file ({error.strerror})",
                         code="rules-unreadable") from None
    if len(raw) > MAX_RULES_BYTES:
        raise RulesError(f"{name}: a rules file may be at most {MAX_RULES_BYTES} bytes",
                         code="rules-too-large")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        column = error.start - (raw.rfind(b"\n", 0, error.start) + 1) + 1
        raise RulesError(f"{name}:{line}:{column}: a rules file must be UTF-8 text "
                         f"(byte 0x{raw[error.start]:02x} is not)", code="rules-encoding") from None
    return parse_rules(text, name)


def _resolve(reference: str, near: Path | None) -> Path:
    if near is not None:
        candidate = near / f"{reference}.rules"
        if candidate.is_file():
            return candidate
    bundled = bundled_variant_files()
    if reference in bundled:
        return bundled[reference]
    raise UnknownVariantError(
        f"unknown variant '{reference}' (bundled: {', '.join(sorted(bundled))})"
    )


def rules_chain(path: Path) -> list[ParsedRules]:
    """A rules file and every file it extends, root first, each validated."""
    chain: list[ParsedRules] = []
    seen: list[str] = []
    current: Path | None = path
    while current is not None:
        parsed = read_rules(current, _display(current))
        validate(parsed)
        name = parsed.tree["variant"]
        if name in seen:
            cycle = " → ".join([*seen, name])
            raise RulesMeaningError(f"'extends' goes round in a circle: {cycle}",
                                    parsed.spot(("extends",)), code="rules-extends-cycle")
        seen.append(name)
        chain.append(parsed)
        parent = parsed.tree.get("extends")
        if parent is None:
            break
        if len(chain) >= MAX_EXTENDS_DEPTH:
            raise RulesMeaningError(f"'extends' chains more than {MAX_EXTENDS_DEPTH} files",
                                    parsed.spot(("extends",)))
        try:
            current = _resolve(parent, current.parent)
        except UnknownVariantError as error:
            raise RulesMeaningError(f"'extends' names an unknown variant '{parent}'",
                                    parsed.spot(("extends",)), code="unknown-variant") from error
    chain.reverse()
    return chain


def _display(path: Path) -> str:
    try:
        return str(path.relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def load_variant(
    variant: str | Path, options: Mapping[str, bool] | Iterable[str] = ()
) -> Variant:
    """A compiled variant, by bundled name or by the path of a rules file.

    >>> load_variant("backgammon").checkers
    15
    """
    path = Path(variant) if _looks_like_path(variant) else _resolve(str(variant), None)
    wanted = (
        tuple(sorted(name for name, on in options.items() if on)) if isinstance(options, Mapping)
        else tuple(options)
    )
    return _load(path.resolve(), path.stat().st_mtime_ns if path.exists() else 0, wanted)


def _looks_like_path(variant: str | Path) -> bool:
    return isinstance(variant, Path) or variant.endswith(".rules") or "/" in variant


@cache
def _load(path: Path, _mtime: int, options: tuple[str, ...]) -> Variant:
    return compile_variant(rules_chain(path), options)


def check_file(path: Path) -> list[RulesError]:
    """Every problem with one rules file (an empty list: it is a valid variant)."""
    try:
        compile_variant(rules_chain(path))
    except RulesErrors as errors:
        return list(errors.problems)
    except (RulesError, UnknownVariantError) as error:
        return [error if isinstance(error, RulesError) else RulesError(str(error))]
    return []


def bundled_variants() -> dict[str, Variant]:
    return {name: load_variant(name) for name in bundled_variant_files()}


def describe_tree(variant: Variant) -> dict[str, Any]:
    """The merged rules of a compiled variant, as data."""
    return dict(variant.rule_tree)
