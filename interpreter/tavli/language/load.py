"""Finding, reading and validating rules files: the front half of the pipeline.

rules file → parse → rule tree → validate against grammar/rule-tree.schema.json → resolve
``extends`` → compile. Bundled variants are found by name; any other file by its path, and
its ``extends`` looks beside it first, then among the bundled variants.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from difflib import get_close_matches
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from tavli.language.cache import cached_rules, store_prebuilt, store_rules
from tavli.language.compile import compile_variant
from tavli.language.meaning import RulesErrors
from tavli.language.resources import bundled_variant_files, schema_text
from tavli.language.tree import ParsedRules
from tavli.model.errors import (
    RulesError,
    RulesMeaningError,
    RulesSchemaError,
    RulesSyntaxError,
    SourceSpot,
    UnknownVariantError,
)
from tavli.model.variant import Variant

if TYPE_CHECKING:  # the parser and the validator are loaded when a file is not in the cache
    import jsonschema

MAX_RULES_BYTES = 1_000_000
MAX_EXTENDS_DEPTH = 16


@cache
def _validator() -> jsonschema.Draft202012Validator:
    import jsonschema

    # the schema itself is checked by the tests (test_startup.py), not at every start-up
    return jsonschema.Draft202012Validator(json.loads(schema_text()))


def validate(parsed: ParsedRules) -> None:
    """Check a rule tree against the schema; every problem is reported, at its source spot."""
    problems: list[RulesError] = []
    errors = _validator().iter_errors(parsed.tree)
    for error in sorted(errors, key=lambda e: list(map(str, e.path))):
        path = tuple(_deepest(error).absolute_path)  # the very value at fault
        problems.append(RulesSchemaError(_schema_message(error), parsed.spot(path)))
    if problems:
        raise problems[0] if len(problems) == 1 else RulesErrors(problems)


def _schema_message(error: jsonschema.ValidationError) -> str:
    """The schema's complaint in the rules file's own words: the rule, then what is wrong."""
    best = _deepest(error)
    path = tuple(best.absolute_path)
    words = _rule_words(path)
    value, limit = best.instance, best.validator_value
    match best.validator:
        case "maximum" | "minimum" if path[-1:] in (("from",), ("to",), ("point",)):
            why = "points are numbered from 1" if best.validator == "minimum" else \
                f"a board has at most {limit} points"
            return f"{words}: there is no point {value}; {why}"
        case "maximum" if path[-1:] == ("times",):
            return f"{words}: {value} times is too many; at most {limit}"
        case "maximum":
            return f"{words}: {value} is too large; it must be at most {limit}"
        case "minimum":
            return f"{words}: {value} is too small; it must be at least {limit}"
        case "maxItems":
            count = len(value) if isinstance(value, list) else value
            return f"{words}: {count} {_items(path)} are too many; at most {limit}"
        case "minLength":
            return f"{words} must not be empty"
        case "maxLength":
            return f"{words}: '{value}' is longer than {limit} characters"
        case "pattern" if path[-1:] in (("turn",), ("stake-doubles-on",)):
            said = "on" if path[-1] == "turn" else "double the stake on"
            return (f"{said} {value}: there is no such roll; each die shows a number from 1 "
                    "up, so write a roll such as 1-2, or doubles")
    return f"{words}: {best.message}"


_QUIET = frozenset({"const", "enum", "required", "additionalProperties", "oneOf", "type"})


def _deepest(error: jsonschema.ValidationError) -> jsonschema.ValidationError:
    """For a value that fits none of several shapes, the complaint that got furthest in.

    ``cube: up to 1`` fits neither ``none`` nor ``up to N``; the useful complaint is the one
    about the number, not that ``none`` is missing."""
    leaves: list[jsonschema.ValidationError] = []
    pending = [error]
    while pending:
        current = pending.pop()
        if current.context:
            pending.extend(current.context)
        else:
            leaves.append(current)
    return max(leaves, key=lambda e: (len(e.absolute_path), e.validator not in _QUIET))


def _items(path: tuple[str | int, ...]) -> str:
    kind = next((p for p in reversed(path) if isinstance(p, str)), "")
    return {"track": "points", "X": "points", "O": "points", "scoring": "results",
            "points": "points", "and": "parts", "or": "parts"}.get(kind, "parts")


def _rule_words(path: tuple[str | int, ...]) -> str:
    """A JSON path of the rule tree, said as the rules file says it: ``zone home``."""
    head, rest = (path[0], path[1:]) if path else ("", ())
    if head == "options" and len(rest) >= 2:
        name, part, inner = rest[0], rest[1], rest[2:]
        if part == "description":
            return f"option {name}: its description"
        return f"option {name}: {_rule_words(('rules', *inner))}"
    if head in ("variant", "title", "extends"):
        return {"variant": "the variant's name", "title": "the title", "extends": "extends"}[head]
    if head != "rules" or not rest:
        return "the variant"
    rule, sub = str(rest[0]), rest[1:]
    if rule in ("track", "zone") and sub:
        return f"{rule} {sub[0]}"
    if rule == "dice" and sub:
        return {"count": "dice: the number of dice",
                "faces": "dice: the number of faces"}.get(str(sub[0]), "dice")
    if rule == "turn" and sub:
        return f"on {sub[0]}"
    if rule == "stake-doubles-on" and sub:
        return f"double the stake on {sub[0]}"
    if rule == "allow" and sub:
        return f"allow {str(sub[0]).replace('-', ' ')}"
    if rule == "setup" and len(sub) >= 3:
        return "setup" if sub[2] == "point" else "setup: a point's count of checkers"
    if rule == "stack-limit-in" and sub:
        return f"at most ... checkers on a point of {sub[0]}"
    if rule == "scoring" and len(sub) >= 2:
        return f"scoring: result {int(sub[0]) + 1}"
    return {"blocked-by": "blocked by", "single-enemy-checker": "single enemy checker",
            "bear-off": "bear off", "without-option": "without option",
            "known-as": "known as", "cube-rules": "cube rule"}.get(rule, rule)


def read_rules(path: Path, display: str | None = None) -> ParsedRules:
    """Read and parse one rules file (no extends, no schema)."""
    from tavli.language.parse import parse_rules

    name = display or str(path)
    return parse_rules(read_text(path, name), name)


def read_valid_rules(path: Path, display: str | None = None) -> ParsedRules:
    """Read, parse and validate one rules file (no extends): from the cache of validated
    rule trees (tavli.language.cache) when this very file was read before."""
    name = display or str(path)
    raw = _read_bytes(path, name)
    text = _decoded(raw, name)
    parsed = cached_rules(raw, name, text.removeprefix("\ufeff"))  # as parse_rules keeps it
    if parsed is None:
        from tavli.language.parse import parse_rules

        parsed = parse_rules(text, name)
        validate(parsed)
        store_rules(raw, parsed)
    return parsed


def prebuild(folder: Path) -> int:
    """Parse and validate every bundled variant and write its entry into ``folder`` (the
    build hook's ``tavli/_prebuilt/rules``: tavli.language.cache), and the parsers of rules
    and match files beside them (tavli.language.grammar); how many were written."""
    from tavli.language.grammar import store_parser

    folder.mkdir(parents=True, exist_ok=True)
    written = sum(store_parser(folder, start) for start in ("start", "match_file"))
    for path in bundled_variant_files().values():
        parsed = read_rules(path, path.name)
        validate(parsed)
        written += store_prebuilt(folder, path.read_bytes(), parsed)
    return written


def read_text(path: Path, name: str) -> str:
    """A rules or match file's text; unreadable, oversized and non-UTF-8 files are errors."""
    return _decoded(_read_bytes(path, name), name)


def _read_bytes(path: Path, name: str) -> bytes:
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise RulesError(f"{name}: cannot read the rules file ({error.strerror})",
                         code="rules-unreadable") from None
    if len(raw) > MAX_RULES_BYTES:
        raise RulesError(f"{name}: a rules file may be at most {MAX_RULES_BYTES} bytes",
                         code="rules-too-large")
    return raw


def _decoded(raw: bytes, name: str) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise _encoding_error(raw, error.start, name) from None


def _encoding_error(raw: bytes, start: int, name: str) -> RulesError:
    """Where a file stops being UTF-8: the line, the column (in characters) and the byte."""
    line_start = raw.rfind(b"\n", 0, start) + 1
    line_end = raw.find(b"\n", start)
    line = raw[:start].count(b"\n") + 1
    column = len(raw[line_start:start].decode("utf-8", "replace")) + 1
    source = raw[line_start:None if line_end < 0 else line_end].decode("utf-8", "replace")
    hint = ""
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        hint = "; this file looks like UTF-16, save it as UTF-8"
    return RulesError(
        f"a rules file must be UTF-8 text, and byte 0x{raw[start]:02x} is not{hint}",
        SourceSpot(name, line, column, source.rstrip("\r")), code="rules-encoding",
    )


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
    """A rules file and every file it extends, root first, each validated. A problem with
    the chain itself is placed in the file asked for, where its ``extends`` starts it."""
    chain: list[ParsedRules] = []
    seen: list[str] = []
    current: Path | None = path
    while current is not None:
        parsed = read_valid_rules(current, _display(current))
        seen.append(parsed.tree["variant"])
        chain.append(parsed)
        parent = parsed.tree.get("extends")
        if parent is None:
            break
        here = chain[0].spot(("extends",))
        if parent in seen:
            raise RulesMeaningError(_circle(seen, parent, chain), here,
                                    code="rules-extends-cycle")
        if len(chain) >= MAX_EXTENDS_DEPTH:
            raise RulesMeaningError(f"'extends' chains more than {MAX_EXTENDS_DEPTH} files",
                                    here)
        try:
            current = _resolve(parent, current.parent)
        except UnknownVariantError as error:
            where = "" if len(chain) == 1 else f" ({parsed.file} extends it)"
            raise RulesMeaningError(
                f"'extends' names an unknown variant '{parent}'{where}"
                f"{_variant_hint(parent, current.parent)}", parsed.spot(("extends",))
                if len(chain) == 1 else here, code="unknown-variant") from error
    chain.reverse()
    return chain


def _circle(seen: list[str], parent: str, chain: list[ParsedRules]) -> str:
    if len(seen) == 1:  # the file extends a variant of its own name (a bundled one, say)
        return (f"the variant '{parent}' cannot extend '{parent}', itself: give it a name of "
                "its own")
    closes = f"{Path(chain[-1].file).name}:{chain[-1].spot(('extends',)).line}"
    return (f"'extends' goes round in a circle: {' → '.join([*seen, parent])} (closed at "
            f"{closes})")


def _variant_hint(name: str, near: Path) -> str:
    """A likely meaning of a variant name that is none: a bundled name or a file's nearby."""
    known = [*bundled_variant_files(), *(p.stem for p in near.glob("*.rules"))]
    close = get_close_matches(name, known, n=1, cutoff=0.75)
    return f"; did you mean '{close[0]}'?" if close else ""


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
    """Every problem with one rules file, at once (an empty list: it is a valid variant).

    Each option is compiled too, one at a time: an option that breaks the variant when chosen
    is a problem of the file, found here rather than at the table. Every problem is placed in
    this file: one the compiler finds in a file it extends is put at this file's ``extends``,
    with the other file's line beside the message. A line the parser cannot read does not hide
    the others: each is set aside in turn and the rest read again."""
    try:
        chain = rules_chain(path)
        variant = compile_variant(chain)
    except RulesErrors as errors:
        return _placed(errors.problems, path)
    except RulesSyntaxError as error:
        if error.spot is None or error.spot.file != _display(path):
            return [error]
        return _every_line_problem(path, error)
    except (RulesError, UnknownVariantError) as error:
        return _placed([error if isinstance(error, RulesError) else RulesError(str(error))],
                       path)
    problems: list[RulesError] = []
    for option in variant.options:
        try:
            compile_variant(chain, [option])
        except RulesErrors as errors:
            problems.extend(errors.problems)
        except RulesError as error:
            problems.append(error)
    unique = {str(problem): problem for problem in _placed(problems, path)}
    return list(unique.values())


def _placed(problems: Iterable[RulesError], path: Path) -> list[RulesError]:
    """Each problem in the file asked for: one found in a file it extends goes to its
    ``extends``, the other file's line named beside the message."""
    name = _display(path)
    placed = []
    here: SourceSpot | None = None
    for problem in problems:
        spot = problem.spot
        if spot is None or spot.file == name:
            placed.append(problem)
            continue
        if here is None:  # read once, and only where a problem needs it
            here = read_valid_rules(path, name).spot(("extends",))
        note = f" (by {Path(spot.file).name}:{spot.line}: {spot.text.strip()})"
        placed.append(type(problem)(problem.reason + note, here, code=problem.code))
    return placed


MAX_REPORTED = 20  # problems one check reports at the most


def _every_line_problem(path: Path, first: RulesSyntaxError) -> list[RulesError]:
    """The first syntax error and those after it: a rules file says one rule a line, so each
    line the parser stops at is blanked and the file read again; once it reads, its schema
    problems come too (on lines as written). Meaning is judged only on a file that reads."""
    from tavli.language.parse import parse_rules

    name = _display(path)
    lines = read_text(path, name).split("\n")
    problems: list[RulesError] = [first]
    # the header's line: never blanked (only lines after it are), so found once
    header = next((i for i, line in enumerate(lines, 1)
                   if line.strip() and not line.lstrip().startswith("#")), 0)
    while len(problems) < MAX_REPORTED:
        spot = problems[-1].spot
        if spot is None or not header < spot.line <= len(lines) \
                or not lines[spot.line - 1].strip():
            break  # nothing left to set aside (without its header the file says nothing)
        lines[spot.line - 1] = ""
        try:
            parsed = parse_rules("\n".join(lines), name)
        except RulesError as error:
            if error.spot is None or not error.spot.text.strip():
                break  # where a blanked line was (a block left empty): not the author's
            problems.append(error)
            continue
        try:
            validate(parsed)
        except RulesErrors as errors:
            problems.extend(errors.problems)
        except RulesError as error:
            problems.append(error)
        break
    return sorted(problems[:MAX_REPORTED], key=lambda p: (p.spot.line, p.spot.column)
                  if p.spot else (0, 0))


def bundled_variants() -> dict[str, Variant]:
    return {name: load_variant(name) for name in bundled_variant_files()}

