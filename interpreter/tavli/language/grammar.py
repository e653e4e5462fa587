"""The rules language's Lark parser, with its indentation handling, and source spots.

Shared by the parser (tavli.language.parse) and the wording of syntax errors
(tavli.language.syntax_errors).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from lark import Lark, Token
from lark.indenter import Indenter

from tavli.language.resources import grammar_text
from tavli.language.tree import spot_at

__all__ = ["LayoutError", "RulesIndenter", "parser", "spot_at"]


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
    """The parser of a variant file (``start``) or of a match file (``match_file``)."""
    return Lark(
        grammar_text(),
        parser="lalr",
        postlex=RulesIndenter(),
        propagate_positions=True,
        maybe_placeholders=False,
        start=start,
        cache=True,  # Lark keeps the analysed grammar in a temporary file: a faster start-up
    )
