"""One entry point for every position notation tavli reads and writes.

* ``native``: tavli's own line (tavli.game.position_text), for every variant and every moment of
  a game, chained turns included.
* ``gnubg``: GNU Backgammon's ``PositionID:MatchID``.
* ``xgid``: eXtreme Gammon's ``XGID=...``.
* ``fibs``: the FIBS board string ``board:...``.

The last three describe the standard board only; a variant or position they cannot express
gets a NotationError that says why.

>>> import tavli
>>> game = tavli.load_variant("backgammon")
>>> position_to(game, tavli.starting_position(game), "xgid")
'XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10'
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from importlib import import_module
from types import ModuleType
from typing import Any

from tavli.game.position_text import format_position, parse_position
from tavli.game.validation import validate_position
from tavli.model.errors import NotationError
from tavli.model.position import Position, starting_position
from tavli.model.variant import Variant
from tavli.notation.standard import check_variant

FORMATS = ("native", "gnubg", "xgid", "fibs")

# Each notation's writer and reader, by name in its module (tavli.notation.<format>): a
# module is imported when its notation is first used, so that a server answering in native
# notation starts without the others (and GNU Backgammon's without the match's actions).
_WRITERS: dict[str, Callable[[Variant, Position], str]] = {"native": format_position}
_READERS: dict[str, Callable[[Variant, str], Position]] = {"native": parse_position}


def _writer(fmt: str) -> Callable[[Variant, Position], str]:
    if fmt not in _WRITERS:
        _WRITERS[fmt] = _named(fmt, "format")
    return _WRITERS[fmt]


def _reader(fmt: str) -> Callable[[Variant, str], Position]:
    if fmt not in _READERS:
        _READERS[fmt] = _named(fmt, "parse")
    return _READERS[fmt]


def _named(fmt: str, verb: str) -> Any:
    return getattr(notation_module(fmt), f"{verb}_{fmt}")


@cache
def notation_module(fmt: str) -> ModuleType:
    """The module of notation ``fmt`` other than native (tavli.notation.<fmt>), imported when
    first asked for."""
    return import_module(f"tavli.notation.{fmt}")


def _check_format(fmt: object) -> str:
    if not isinstance(fmt, str) or fmt not in FORMATS:
        raise NotationError(f"unknown position format {fmt!r}: use one of "
                            f"{', '.join(FORMATS)}")
    return fmt


def position_to(variant: Variant, position: Position, fmt: str = "native") -> str:
    """``position`` written in ``fmt``."""
    return _writer(_check_format(fmt))(variant, position)


def position_from(variant: Variant, text: str, fmt: str = "native") -> Position:
    """The position ``text`` describes in ``fmt``; ``start`` is the setup, X to roll, in
    every format. Text is where positions come in from outside, so what it describes must
    be able to happen in the variant (tavli.game.validation): a cube of 1024 where the rules
    stop at 64 is refused here, for every command and request that reads one."""
    if not isinstance(text, str):
        raise NotationError(f"a position is text, not {type(text).__name__}")
    reader = _reader(_check_format(fmt))
    if text.strip() == "start":
        return starting_position(variant)
    return validate_position(variant, reader(variant, text))


def guess_format(text: str) -> str:
    """The notation a position is written in, from its look: ``XGID=``, FIBS' ``board:``, a
    GNU Backgammon ``PositionID:MatchID`` (or a bare Position ID), else tavli's own."""
    stripped = text.strip()
    if stripped.upper().startswith("XGID="):
        return "xgid"
    if stripped.startswith("board:"):
        return "fibs"
    if re.fullmatch(r"[A-Za-z0-9+/]{14}(:[A-Za-z0-9+/]{12})?", stripped):
        return "gnubg"
    return "native"


def formats_for(variant: Variant) -> tuple[str, ...]:
    """The notations that can describe the variant's positions (not necessarily every one:
    checkers in hand and chained turns need the native notation)."""
    try:
        check_variant(variant, "standard")
    except NotationError:
        return ("native",)
    return FORMATS
