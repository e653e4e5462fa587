"""Rules file text → rule tree: Lark parses, a transformer builds plain dicts and lists.

The rule tree is JSON data (validated by grammar/rule-tree.schema.json). Beside it the parser
keeps a table of source spots keyed by JSON path, so later stages can point an error at the
line and column the offending value came from.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from lark import Lark, Token, Transformer, v_args
from lark.exceptions import (
    UnexpectedCharacters,
    UnexpectedEOF,
    UnexpectedInput,
    UnexpectedToken,
    VisitError,
)
from lark.indenter import DedentError, Indenter

from tavli.errors import RulesError, RulesMeaningError, RulesSyntaxError, SourceSpot
from tavli.resources import grammar_text

Path = tuple[str | int, ...]
RuleTree = dict[str, Any]


class _RulesIndenter(Indenter):
    NL_type = "_NL"
    OPEN_PAREN_types = ["LPAR"]  # noqa: RUF012 - Lark reads these as class attributes
    CLOSE_PAREN_types = ["RPAR"]  # noqa: RUF012
    INDENT_type = "_INDENT"
    DEDENT_type = "_DEDENT"
    tab_len = 8


@cache
def _parser() -> Lark:
    return Lark(
        grammar_text(),
        parser="lalr",
        postlex=_RulesIndenter(),
        propagate_positions=True,
        maybe_placeholders=False,
    )


@dataclass(frozen=True)
class ParsedRules:
    """A rules file as a rule tree, with where each part of it was written."""

    tree: RuleTree
    spans: dict[Path, tuple[int, int]]
    file: str
    text: str

    def spot(self, path: Path) -> SourceSpot:
        """The source spot of the deepest part of ``path`` that has one."""
        for cut in range(len(path), -1, -1):
            found = self.spans.get(path[:cut])
            if found is not None:
                return spot_at(self.file, self.text, *found)
        return spot_at(self.file, self.text, 1, 1)


def spot_at(file: str, text: str, line: int, column: int) -> SourceSpot:
    lines = text.splitlines()
    source_line = lines[line - 1] if 0 < line <= len(lines) else ""
    return SourceSpot(file, line, column, source_line)


@dataclass(frozen=True)
class _At:
    """A value with the place it was written; stripped once the tree is built."""

    value: Any
    line: int
    column: int


def _at(meta: Any, value: Any, fallback: Token | None = None) -> _At:
    if not getattr(meta, "empty", True):
        return _At(value, meta.line, meta.column)
    if fallback is not None:
        return _At(value, fallback.line or 1, fallback.column or 1)
    return _At(value, 0, 0)


def _token_at(token: Token, value: Any) -> _At:
    return _At(value, token.line or 1, token.column or 1)


def _string(token: Token) -> str:
    return str(token)[1:-1]


@v_args(meta=True)
class _ToRuleTree(Transformer[Token, Any]):
    """Each statement becomes (key path, value); values keep their spot in _At wrappers."""

    # ---- header and source
    def header(self, meta: Any, children: list[Token]) -> _At:
        value: dict[str, Any] = {
            "variant": _token_at(children[0], str(children[0])),
            "title": _token_at(children[1], _string(children[1])),
        }
        if len(children) > 2:
            value["extends"] = _token_at(children[2], str(children[2]))
        return _at(meta, value)

    def source(self, meta: Any, children: list[Any]) -> _At:
        value = {"title": _string(children[0]), "clauses": list(children[1:])}
        return _at(meta, (("source",), value))

    def clause_range(self, meta: Any, children: list[Token]) -> _At:
        return _at(meta, "..".join(str(c) for c in children))

    # ---- equipment and geometry
    def checkers(self, meta: Any, children: list[Token]) -> _At:
        return _at(meta, (("checkers",), _token_at(children[0], int(children[0]))))

    def dice(self, meta: Any, children: list[Token]) -> _At:
        value = {
            "count": _token_at(children[0], int(children[0])),
            "faces": _token_at(children[1], int(children[1])),
        }
        return _at(meta, (("dice",), value))

    def track(self, meta: Any, children: list[Any]) -> _At:
        points: list[_At] = []
        for span in children[1:]:
            first, last = span.value
            step = 1 if last >= first else -1
            points.extend(_At(p, span.line, span.column) for p in range(first, last + step, step))
        return _at(meta, (("track", str(children[0])), points))

    def zone(self, meta: Any, children: list[Any]) -> _At:
        first, last = children[1].value
        value = {"from": _At(first, children[1].line, children[1].column),
                 "to": _At(last, children[1].line, children[1].column)}
        return _at(meta, (("zone", str(children[0])), value))

    def span(self, meta: Any, children: list[Token]) -> _At:
        first = int(children[0])
        last = int(children[-1])
        return _at(meta, (first, last))

    def setup(self, meta: Any, children: list[_At]) -> _At:
        points: list[_At] = []
        hand: _At | None = None
        for item in children:
            kind, value = item.value
            if kind == "point":
                points.append(_At(value, item.line, item.column))
            elif hand is not None:
                raise _StatementError("the setup says twice how many checkers are in hand", item)
            else:
                hand = _At(value, item.line, item.column)
        value: dict[str, Any] = {"points": points}
        if hand is not None:
            value["hand"] = hand
        return _at(meta, (("setup",), value))

    def on_point(self, meta: Any, children: list[Token]) -> _At:
        value = {
            "point": _token_at(children[0], int(children[0])),
            "count": _token_at(children[1], int(children[1])),
        }
        return _at(meta, ("point", value), children[0])

    def all_in_hand(self, meta: Any, children: list[Token]) -> _At:
        return _at(meta, ("hand", "all"))

    def in_hand(self, meta: Any, children: list[Token]) -> _At:
        return _at(meta, ("hand", int(children[0])), children[0])

    # ---- landing, moving, hitting
    def blocking(self, meta: Any, children: list[Token]) -> _At:
        return _at(meta, (("blocked-by",), _token_at(children[0], int(children[0]))))

    def single_enemy(self, meta: Any, children: list[str]) -> _At:
        return _at(meta, (("single-enemy-checker",), children[0]))

    def hit(self, meta: Any, children: list[Any]) -> str:
        return "hit"

    def block(self, meta: Any, children: list[Any]) -> str:
        return "blocked"

    def allow_when(self, meta: Any, children: list[Any]) -> _At:
        return _at(meta, (("allow", children[0]), children[1]))

    def allow_always(self, meta: Any, children: list[Any]) -> _At:
        return _at(meta, (("allow", children[0]), True))

    def entering_from_bar(self, meta: Any, children: list[Any]) -> str:
        return "entering-from-bar"

    def entering_from_hand(self, meta: Any, children: list[Any]) -> str:
        return "entering-from-hand"

    def moving_on_board(self, meta: Any, children: list[Any]) -> str:
        return "moving-on-board"

    def hitting(self, meta: Any, children: list[Any]) -> str:
        return "hitting"

    def bearing_off(self, meta: Any, children: list[Any]) -> str:
        return "bearing-off"

    def bear_off(self, meta: Any, children: list[str]) -> _At:
        return _at(meta, (("bear-off",), children[0]))

    def exact_or_higher(self, meta: Any, children: list[Any]) -> str:
        return "exact-or-higher"

    def exact_only(self, meta: Any, children: list[Any]) -> str:
        return "exact-only"

    # ---- conditions
    def any_of(self, meta: Any, children: list[Any]) -> _At:
        return _at(meta, {"or": _flatten("or", children)})

    def all_of(self, meta: Any, children: list[Any]) -> _At:
        return _at(meta, {"and": _flatten("and", children)})

    def negation(self, meta: Any, children: list[Any]) -> _At:
        return _at(meta, {"not": children[0]})

    def none_at(self, meta: Any, children: list[Any]) -> _At:
        return _at(meta, {"none": children[0]})

    def any_at(self, meta: Any, children: list[Any]) -> _At:
        return _at(meta, {"any": children[0]})

    def all_at(self, meta: Any, children: list[Any]) -> _At:
        return _at(meta, {"all": children[0]})

    def on_bar(self, meta: Any, children: list[Any]) -> str:
        return "bar"

    def in_hand_place(self, meta: Any, children: list[Any]) -> str:
        return "hand"

    def off_place(self, meta: Any, children: list[Any]) -> str:
        return "off"

    def in_zone(self, meta: Any, children: list[Token]) -> _At:
        return _token_at(children[0], {"zone": str(children[0])})

    # ---- dice and the turn
    def turn_rule(self, meta: Any, children: list[Any]) -> _At:
        return _at(meta, (("turn", children[0]), list(children[1:])))

    def doubles(self, meta: Any, children: list[Any]) -> str:
        return "doubles"

    def exact_roll(self, meta: Any, children: list[Token]) -> str:
        return f"{int(children[0])}-{int(children[1])}"

    def part(self, meta: Any, children: list[Any]) -> _At:
        value = dict(children[0])
        if len(children) > 1:
            value["when"] = children[1]
        return _at(meta, value)

    def play_roll(self, meta: Any, children: list[Any]) -> dict[str, Any]:
        return {"play": "roll"}

    def play_double(self, meta: Any, children: list[Token]) -> dict[str, Any]:
        return {"play": "double", "times": _token_at(children[0], int(children[0]))}

    def play_complement(self, meta: Any, children: list[Token]) -> dict[str, Any]:
        return {"play": "complement", "times": _token_at(children[0], int(children[0]))}

    def play_chosen_double(self, meta: Any, children: list[Token]) -> dict[str, Any]:
        return {"play": "chosen-double", "times": _token_at(children[0], int(children[0]))}

    def roll_again(self, meta: Any, children: list[Any]) -> dict[str, Any]:
        return {"roll-again": True}

    def opening_ties(self, meta: Any, children: list[str]) -> _At:
        return _at(meta, (("opening", "ties"), children[0]))

    def ties_roll_again(self, meta: Any, children: list[Any]) -> str:
        return "roll-again"

    def ties_double_stake(self, meta: Any, children: list[Any]) -> str:
        return "double-the-stake"

    def opening_winner(self, meta: Any, children: list[str]) -> _At:
        return _at(meta, (("opening", "winner"), children[0]))

    def winner_plays(self, meta: Any, children: list[Any]) -> str:
        return "plays-both-dice"

    def winner_chooses(self, meta: Any, children: list[Any]) -> str:
        return "plays-both-dice-or-rolls-again"

    def cube(self, meta: Any, children: list[Any]) -> _At:
        return _at(meta, (("cube",), children[0]))

    def no_cube(self, meta: Any, children: list[Any]) -> dict[str, Any]:
        return {"none": True}

    def cube_up_to(self, meta: Any, children: list[Token]) -> dict[str, Any]:
        return {"up-to": _token_at(children[0], int(children[0]))}

    def stake_doubles(self, meta: Any, children: list[str]) -> _At:
        return _at(meta, (("stake-doubles-on", children[0]), True))

    # ---- scoring and options
    def scoring(self, meta: Any, children: list[_At]) -> _At:
        return _at(meta, (("scoring",), list(children)))

    def result(self, meta: Any, children: list[Any]) -> _At:
        value: dict[str, Any] = {
            "name": _token_at(children[0], str(children[0])),
            "points": _token_at(children[1], int(children[1])),
        }
        for extra in children[2:]:
            if isinstance(extra, str):
                value["per-checker"] = extra
            else:
                value["when"] = extra
        return _at(meta, value, children[0])

    def per_checker_not_off(self, meta: Any, children: list[Any]) -> str:
        return "not-off"

    def per_checker_on_points(self, meta: Any, children: list[Any]) -> str:
        return "on-points"

    def without_option(self, meta: Any, children: list[Token]) -> _At:
        return _at(meta, (("without-option", str(children[0])), True))

    def option(self, meta: Any, children: list[Any]) -> _At:
        name, description, *statements = children
        rules = _collect(statements)
        value = {"description": _string(description), "rules": rules}
        return _at(meta, (("option", str(name)), value), name)

    def start(self, meta: Any, children: list[Any]) -> _At:
        header, *statements = children
        tree = dict(header.value)
        options: dict[str, Any] = {}
        plain: list[_At] = []
        for statement in statements:
            key, value = statement.value
            if key[0] == "option":
                if key[1] in options:
                    raise _StatementError(f"option '{key[1]}' is declared twice", statement)
                options[key[1]] = _At(value, statement.line, statement.column)
            else:
                plain.append(statement)
        tree["rules"] = _collect(plain)
        tree["options"] = options
        return _At(tree, header.line, header.column)


class _StatementError(Exception):
    def __init__(self, message: str, where: _At) -> None:
        super().__init__(message)
        self.message = message
        self.where = where


def _flatten(kind: str, children: list[Any]) -> list[Any]:
    out: list[Any] = []
    for child in children:
        inner = child.value if isinstance(child, _At) else child
        if isinstance(inner, dict) and set(inner) == {kind}:
            out.extend(inner[kind])
        else:
            out.append(child)
    return out


def _collect(statements: list[_At]) -> dict[str, Any]:
    """Statements → the rules mapping; a rule stated twice in one file is an error."""
    rules: dict[str, Any] = {}
    seen: dict[tuple[str, ...], _At] = {}
    for statement in statements:
        key, value = statement.value
        if key in seen:
            first = seen[key]
            raise _StatementError(
                f"'{' '.join(key)}' is stated twice (first on line {first.line})", statement
            )
        seen[key] = statement
        if len(key) == 1:
            rules[key[0]] = _At(value, statement.line, statement.column)
        else:
            group = rules.setdefault(key[0], _At({}, statement.line, statement.column)).value
            group[key[1]] = _At(value, statement.line, statement.column)
    return rules


def _strip(value: Any, path: Path, spans: dict[Path, tuple[int, int]]) -> Any:
    if isinstance(value, _At):
        if value.line:
            spans.setdefault(path, (value.line, value.column))
        return _strip(value.value, path, spans)
    if isinstance(value, dict):
        return {k: _strip(v, (*path, k), spans) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_strip(v, (*path, i), spans) for i, v in enumerate(value)]
    return value


def parse_rules(text: str, file: str = "<rules>") -> ParsedRules:
    """Parse a rules file into its rule tree; errors name file:line:column."""
    try:
        tree = _parser().parse(text if text.endswith("\n") else text + "\n")
    except UnexpectedInput as error:
        raise _syntax_error(error, text, file) from None
    except DedentError as error:
        raise RulesSyntaxError(f"{file}: the indentation does not match any outer block: {error}")
    try:
        wrapped = _ToRuleTree().transform(tree)
    except VisitError as error:
        inner = error.orig_exc
        if isinstance(inner, _StatementError):
            spot = spot_at(file, text, inner.where.line, inner.where.column)
            raise RulesMeaningError(inner.message, spot) from None
        raise
    spans: dict[Path, tuple[int, int]] = {}
    rule_tree = _strip(wrapped, (), spans)
    return ParsedRules(rule_tree, spans, file, text)


def _describe(token: Token | None) -> str:
    if token is None or token.type == "$END":
        return "the end of the file"
    if token.type in ("_NL",):
        return "the end of the line"
    if token.type == "_INDENT":
        return "an indented line"
    if token.type == "_DEDENT":
        return "the end of the block"
    return repr(str(token))


def _syntax_error(error: UnexpectedInput, text: str, file: str) -> RulesError:
    line = getattr(error, "line", 1) or 1
    column = getattr(error, "column", 1) or 1
    if isinstance(error, UnexpectedToken):
        expected = sorted(_expected_words(error.expected))
        found = _describe(error.token)
        message = f"unexpected {found}"
        if expected:
            message += f"; expected {_one_of(expected)}"
        if error.token.type == "$END" or line < 1:
            line, column = _end_of(text)
    elif isinstance(error, UnexpectedCharacters):
        char = text[error.pos_in_stream] if 0 <= error.pos_in_stream < len(text) else "?"
        message = f"unexpected character {char!r}"
        expected = sorted(_expected_words(error.allowed or set()))
        if expected:
            message += f"; expected {_one_of(expected)}"
    elif isinstance(error, UnexpectedEOF):
        line, column = _end_of(text)
        message = "the file ends in the middle of a rule"
    else:  # pragma: no cover - Lark has no other kinds
        message = str(error)
    return RulesSyntaxError(message, spot_at(file, text, line, column))


def _end_of(text: str) -> tuple[int, int]:
    lines = text.splitlines() or [""]
    return len(lines), len(lines[-1]) + 1


_TERMINAL_WORDS = {
    "_NL": "the end of the line",
    "_INDENT": "an indented line",
    "_DEDENT": "the end of the block",
    "INT": "a number",
    "NAME": "a name",
    "STRING": "a quoted title",
    "SIDE": "X or O",
    "CLAUSE": "a clause id such as BG-05",
    "COLON": "':'",
    "COMMA": "','",
    "LPAR": "'('",
    "RPAR": "')'",
    "MINUS": "'-'",
    "$END": "the end of the file",
}


def _expected_words(names: set[str] | frozenset[str]) -> set[str]:
    words: set[str] = set()
    parser = _parser()
    by_name = {t.name: t for t in parser.terminals}
    for name in names:
        if name in _TERMINAL_WORDS:
            words.add(_TERMINAL_WORDS[name])
        elif name in by_name and by_name[name].pattern.type == "str":
            words.add(repr(by_name[name].pattern.value))
        else:
            words.add(name.lower())
    return words


def _one_of(words: list[str]) -> str:
    if len(words) == 1:
        return words[0]
    if len(words) > 8:
        return ", ".join(words[:8]) + ", ..."
    return "one of " + ", ".join(words)

