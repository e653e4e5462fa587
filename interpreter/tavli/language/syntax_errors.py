"""Syntax errors in plain words: what the parser found, and what the rule allows there."""

from __future__ import annotations

import difflib

from lark import Token
from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken

from tavli.language.grammar import LayoutError, parser, spot_at
from tavli.model.errors import RulesError, RulesSyntaxError

_TERMINAL_WORDS = {
    "_NL": "the end of the line",
    "_INDENT": "an indented line",
    "_DEDENT": "the end of the indented block",
    "INT": "a number",
    "NAME": "a name",
    "STRING": "a quoted title",
    "SIDE": "X or O",
    "CLAUSE": "a clause id such as BG-05",
    "ORDINAL": "a turn from 'second' to 'twelfth'",
    "$END": "the end of the file",
}


def _describe(token: Token) -> str:
    """What the parser found, as a reader would name it."""
    if token.type in _TERMINAL_WORDS and token.type not in ("INT", "NAME", "STRING", "SIDE"):
        return _TERMINAL_WORDS[token.type]
    return repr(str(token))


def _accepted(text: str, start: str) -> set[str]:
    """The terminals the parser would take where ``text`` first goes wrong.

    Lark's own error lists what the lexer could match, which always includes a new line;
    parsing again step by step and asking the parser gives exactly what the rule allows."""
    interactive = parser(start).parse_interactive(text)
    try:
        for _ in interactive.iter_parse():
            pass
        interactive.feed_eof()  # type: ignore[no-untyped-call]
    except (UnexpectedInput, LayoutError):
        return set(interactive.accepts())  # type: ignore[no-untyped-call]
    return set()  # pragma: no cover - only called for text that does not parse


def syntax_error(
    error: UnexpectedInput, text: str, file: str, start: str = "start"
) -> RulesError:
    line = getattr(error, "line", 1) or 1
    column = getattr(error, "column", 1) or 1
    source = text if text.endswith("\n") else text + "\n"
    accepted = _accepted(source, start)
    words = sorted(_expected_words(accepted), key=lambda w: (not w.startswith("'"), w))
    if isinstance(error, UnexpectedCharacters):
        where = error.pos_in_stream or 0
        char = text[where] if 0 <= where < len(text) else "?"
        message = _bad_character(char, accepted, words)
    elif isinstance(error, UnexpectedToken):
        token = error.token
        if token.type == "$END" or line < 1:
            line, column = _end_of(text)
        elif token.type in ("_INDENT", "_DEDENT"):  # it borrows the spot of the line before
            line, column = token.end_line or line, len(str(token)) + 1
        message = _unexpected(token, accepted, words)
    else:  # UnexpectedEOF: the LALR parser reports the end of input as a token
        line, column = _end_of(text)
        message = f"the file ends in the middle of a rule; expected {_one_of(words)}"
    return RulesSyntaxError(message, spot_at(file, text, line, column))


def _unexpected(token: Token, accepted: set[str], words: list[str]) -> str:
    found = _describe(token)
    if token.type == "_INDENT" and "_INDENT" not in accepted:
        return ("this line should not be indented: only the lines of a 'scoring:' or "
                "'option' block are, all by the same amount")
    if token.type == "SIDE" and "NAME" in accepted and "SIDE" not in accepted:
        return _bad_character(str(token), accepted, words)  # a capital where a name goes
    word = str(token)
    keywords = _keywords(accepted)
    close = difflib.get_close_matches(word, keywords, n=1, cutoff=0.75)
    if "CHECKERS" in accepted and word.replace("-", "").isalpha():  # where a rule begins
        if close:
            return f"there is no rule '{word}'; did you mean '{close[0]}'?"
        return f"there is no rule '{word}'; a rule begins with {_one_of(words)}"
    if not words:
        return f"unexpected {found}"
    hint = f"; did you mean '{close[0]}'?" if close and word.isalpha() else ""
    return f"expected {_one_of(words)}, found {found}{hint}"


def _bad_character(char: str, accepted: set[str], words: list[str]) -> str:
    if char == '"':
        return "a quoted text must end with '\"' on the same line"
    if char == "\r":
        return "a carriage return must be followed by a new line (use \\n or \\r\\n line endings)"
    if "NAME" in accepted and char.isalpha():
        return ("a name is written in lower-case letters, digits and '-' (such as "
                f"'dutch-style'); it cannot contain {char!r}")
    shown = repr(char) if char.isprintable() else f"U+{ord(char):04X}"
    if not words:
        return f"the character {shown} cannot appear here"
    return f"expected {_one_of(words)}, found the character {shown}"


def _end_of(text: str) -> tuple[int, int]:
    lines = text.split("\n")
    if len(lines) > 1 and lines[-1] == "":
        lines.pop()
    return len(lines), len(lines[-1].rstrip("\r")) + 1


def _keywords(names: set[str]) -> list[str]:
    by_name = {t.name: t for t in parser().terminals}
    return sorted(
        str(by_name[n].pattern.value) for n in names
        if n in by_name and by_name[n].pattern.type == "str" and n not in _TERMINAL_WORDS
    )


def _expected_words(names: set[str]) -> set[str]:
    words: set[str] = set()
    by_name = {t.name: t for t in parser().terminals}
    for name in names:
        if name in _TERMINAL_WORDS:
            words.add(_TERMINAL_WORDS[name])
        elif name in by_name and by_name[name].pattern.type == "str":
            words.add(repr(by_name[name].pattern.value))
        else:  # pragma: no cover - every terminal of the grammar is named above
            words.add(name.lower())
    return words


def _one_of(words: list[str]) -> str:
    """``'a'``, ``'a' or 'b'``, ``'a', 'b' or 'c'``."""
    if not words:
        return "nothing more"
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + " or " + words[-1]
