"""The rules language's Lark parser, with its indentation handling, and source spots.

Shared by the parser (tavli.language.parse) and the wording of syntax errors
(tavli.language.syntax_errors).
"""

from __future__ import annotations

import importlib
import io
import pickle
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any, TypeVar

from lark import Lark, Token, v_args
from lark.indenter import Indenter
from lark.parsers.lalr_analysis import Action, Reduce, Shift

from tavli.language import cache as rules_cache
from tavli.language.resources import grammar_text
from tavli.language.tree import spot_at

__all__ = ["LayoutError", "RulesIndenter", "meta_args", "parser", "spot_at", "store_parser"]

_Class = TypeVar("_Class", bound=type)


def meta_args(cls: _Class) -> _Class:
    """Lark's ``v_args(meta=True)`` for a transformer class: each rule method the class
    itself defines is called with the node's meta and its children. Lark's class decorator
    finds those methods by listing every member of every base class, which was a third of
    the cost of importing the parser's modules; the class's own namespace names the very
    same ones (a public name bound to something callable)."""
    wrap = v_args(meta=True)
    for name, value in list(vars(cls).items()):
        if not name.startswith("_") and callable(value):
            setattr(cls, name, wrap(value))
    return cls


class LayoutError(Exception):
    """An indentation that matches no open block, found by the indenter at a known spot."""

    def __init__(self, message: str, line: int, column: int) -> None:
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column


class RulesIndenter(Indenter):
    NL_type = "_NL"
    OPEN_PAREN_types = ["LPAR"]  # noqa: RUF012 - Lark reads these as class attributes
    CLOSE_PAREN_types = ["RPAR"]  # noqa: RUF012
    INDENT_type = "_INDENT"
    DEDENT_type = "_DEDENT"
    tab_len = 8

    def handle_NL(self, token: Token) -> Iterator[Token]:
        """Lark's indentation, but a dedent to no open block says where it happened."""
        if self.paren_level > 0:
            return
        yield token
        indent_text = token.rsplit("\n", 1)[1]
        indent = indent_text.count(" ") + indent_text.count("\t") * self.tab_len
        if indent > self.indent_level[-1]:
            self.indent_level.append(indent)
            yield Token.new_borrow_pos(self.INDENT_type, indent_text, token)
            return
        open_blocks = " or ".join(str(level) for level in self.indent_level)
        while indent < self.indent_level[-1]:
            self.indent_level.pop()
            yield Token.new_borrow_pos(self.DEDENT_type, indent_text, token)
        if indent != self.indent_level[-1]:
            raise LayoutError(
                f"this line is indented {indent} spaces, which matches no block above it "
                f"(the blocks here are indented {open_blocks})",
                token.end_line or 1, len(indent_text) + 1,
            )


@cache
def parser(start: str = "start") -> Lark:
    """The parser of a variant file (``start``) or of a match file (``match_file``): the one
    made at installation where it is there, else built (from Lark's own cache of the
    analysed grammar)."""
    return _prebuilt(start) or _build(start)


def _build(start: str) -> Lark:
    return Lark(
        grammar_text(),
        parser="lalr",
        postlex=RulesIndenter(),
        propagate_positions=True,
        maybe_placeholders=False,
        start=start,
        cache=True,  # Lark keeps the analysed grammar in a temporary file: a faster start-up
    )


# The parser made at installation (tavli.language.load.prebuild, the build hook) and kept in
# the package beside the prebuilt rule trees. Without it, Lark analyses the grammar on a
# machine's first parse (about 0.4 s) and keeps the analysis in the temporary folder, from
# which it rebuilds the parser object by object (about 20 ms); unpickling the finished
# parser takes about 9 ms, and needs no first run. It is found under the key of the
# rule trees (the grammar, the parser's source, Lark's version), so a parser made from
# another grammar or Lark is never read. Only the package's own folder is read: a pickle is
# trusted as the package's code is, and never taken from the user's cache.


def _parser_file(folder: Path, start: str) -> Path | None:
    key = rules_cache.fingerprint()
    return None if key is None else folder / f"parser-{start}-{key.hex()[:32]}.pickle"


def _prebuilt(start: str) -> Lark | None:
    folder = rules_cache.PREBUILT
    path = None if folder is None else _parser_file(folder, start)
    body = None if path is None else rules_cache.checked_body(path)
    if body is None:
        return None  # none made, or torn or damaged: build it
    try:
        found = pickle.loads(body)
    except Exception:
        return None
    return found if isinstance(found, Lark) else None


class _Pickler(pickle.Pickler):
    """Lark's lexers hold the ``re`` module itself: pickled as its name, imported again.
    Its parse table says shift or reduce by two objects its parser tells apart by identity
    (``action is Shift``): pickled as their names, so that loading gives back those very
    objects rather than copies."""

    def reducer_override(self, obj: Any) -> Any:
        if isinstance(obj, ModuleType):
            return importlib.import_module, (obj.__name__,)
        if isinstance(obj, Action):
            return _action, (obj.name,)
        return NotImplemented


def _action(name: str) -> Action:
    action: Action = {"Shift": Shift, "Reduce": Reduce}[name]
    return action


def store_parser(folder: Path, start: str = "start") -> bool:
    """Write a parser, built afresh (no scanner compiled yet: those are made on first use,
    and a compiled pattern would only be compiled again on loading), into ``folder``;
    whether it was written."""
    path = _parser_file(folder, start)
    if path is None:
        return False
    buffer = io.BytesIO()
    _Pickler(buffer, protocol=pickle.HIGHEST_PROTOCOL).dump(_build(start))
    return rules_cache.write_checked(path, buffer.getvalue())
