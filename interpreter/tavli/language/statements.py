"""The pieces a rule tree is built of, while Lark's tree is transformed: a value with the
line and column it was written at, numbers read with a bound, turn timings, a condition's
depth and parts checked as it is built, and the error of a statement that cannot stand.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lark import Token

from tavli.model.timing import ORDINALS
from tavli.model.variant import MAX_BOARD_POINTS as _MOST_POINTS

#: How deep ``not``, ``and``, ``or`` and parentheses may nest in one condition, and how many
#: parts one ``and``/``or`` may join; the rule tree's schema says the same. Checked while the
#: tree is built, so a hostile file cannot make the later, recursive stages overflow.
MAX_CONDITION_DEPTH = 16
MAX_CONDITION_PARTS = 16

#: A track's span is checked against the most points a board may have before it is expanded
#: into points, and against the variant's own board once the tree is compiled.
MAX_BOARD_POINTS = _MOST_POINTS

#: A number in a rules file has at most this many digits (every limit in the schema is lower).
MAX_DIGITS = 6


@dataclass(frozen=True)
class At:
    """A value with the place it was written; stripped once the tree is built."""

    value: Any
    line: int
    column: int
    depth: int = 0  # for a condition: how deep it nests


def at(meta: Any, value: Any, fallback: Token | None = None) -> At:
    if not getattr(meta, "empty", True):
        return At(value, meta.line, meta.column)
    if fallback is not None:
        return At(value, fallback.line or 1, fallback.column or 1)
    return At(value, 0, 0)


def token_at(token: Token, value: Any) -> At:
    return At(value, token.line or 1, token.column or 1)


def string(token: Token) -> str:
    return str(token)[1:-1]


def integer(token: Token) -> int:
    """A number as written; one too long to be any count on a board is refused here."""
    text = str(token)
    if len(text.lstrip("0")) > MAX_DIGITS:
        shown = text if len(text) <= 12 else text[:12] + "..."
        raise StatementError(f"the number {shown} is far too large here", token_at(token, 0),
                              code="rules-schema")
    return int(text)


def int_at(token: Token) -> At:
    return token_at(token, integer(token))


@dataclass(frozen=True)
class TimingText:
    """A turn timing as the rule tree writes it (``from-4``, ``until-1-game``)."""

    text: str
    line: int
    column: int


#: The highest turn number a rule may name ("in the first 12 turns", "from the twelfth").
MAX_TURN = len(ORDINALS)


def timing(meta: Any, text: str, scope: list[Any]) -> TimingText:
    line, column = (meta.line, meta.column) if not getattr(meta, "empty", True) else (0, 0)
    return TimingText(text + ("-game" if scope else ""), line, column)


class StatementError(Exception):
    """A statement that cannot stand, found while the tree is built; ``code`` is the error's."""

    def __init__(self, message: str, where: At, code: str = "rules-meaning") -> None:
        super().__init__(message)
        self.message = message
        self.where = where
        self.code = code


def flatten(kind: str, children: list[Any]) -> list[Any]:
    out: list[Any] = []
    for child in children:
        inner = child.value if isinstance(child, At) else child
        if isinstance(inner, dict) and set(inner) == {kind}:
            out.extend(inner[kind])
        else:
            out.append(child)
        if len(out) > MAX_CONDITION_PARTS:
            raise StatementError(f"a condition joins at most {MAX_CONDITION_PARTS} parts with "
                                  f"'{kind}'", out[MAX_CONDITION_PARTS],
                              code="rules-schema")
    return out


def nested(node: At) -> At:
    """The condition ``node`` with its depth; one nested too deep is refused where it starts."""
    inner = node.value
    parts = inner.get("and") or inner.get("or") or (
        [inner[key] for key in ("not", "opponent") if key in inner])
    depth = 1 + max((p.depth for p in parts if isinstance(p, At)), default=0)
    if depth > MAX_CONDITION_DEPTH:
        raise StatementError(f"this condition nests more than {MAX_CONDITION_DEPTH} deep", node,
                              code="rules-schema")
    return At(node.value, node.line, node.column, depth)
