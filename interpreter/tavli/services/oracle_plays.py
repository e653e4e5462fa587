"""The oracle's ``plays`` reply written by the compiled kernel: every play's item in C.

A client checking an engine sends a new position with every request, and a roll has some
twenty plays: writing each play's text, its result's text and the reply's fields in Python
took most of the oracle's time. The kernel's ``play_items`` writes the items itself. A
result's text is made of the parts its checkers decide (``board_parts``: both sides in the
native notation, the Position ID, the XGID's cells, the FIBS board and its counts) and the
parts its turn decides (whose turn, the dice, the cube, the match), which the results of a
roll share: those are taken, once per run of results with the same turn, from the text the
Python writer makes of the first of them, split around its board parts. A text that does
not split so, a game the kernel does not play, or a turn whose text reads the board (dice to
play in a standard notation) leaves the whole reply to the Python writer (None), which
writes the same bytes (tests/test_oracle_fast.py holds the two to it).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from json.encoder import encode_basestring_ascii
from typing import Any

from tavli.game.engine import kernel_function
from tavli.game.play_text import play_text
from tavli.game.position_text import results_writer
from tavli.model.position import Position, other
from tavli.model.variant import Variant
from tavli.notation.standard import turn_state
from tavli.services.oracle_sides import keep

_items = kernel_function("play_items")
_parts = kernel_function("board_parts")
_CODES = {"native": 0, "gnubg": 1, "xgid": 2, "fibs": 3}
Pieces = tuple[int, str, str, str, str]
# a result's text and fields but its board, by what they depend on (kernel_items); each
# entry keeps its variant, so that a key's id is never another's
_PIECES: dict[tuple[object, ...], tuple[Variant, Pieces]] = {}


def play_items(
    variant: Variant, rolled: Position, plays: list[Any], fmt: str, expanded: bool,
    position_text: Callable[[Position], str], state_text: Callable[[Position], str],
    context: Hashable = None,
) -> str:
    """The items of a ``plays`` reply to ``rolled`` (``{"play": ..., "position": ...,
    ...}, ...``): ``position_text`` writes a result in the request's notation and
    ``state_text`` the reply's fields after it (JSON); ``context``, whatever else those two
    read (the match), so that their pieces are kept across requests."""
    fast = kernel_items(variant, plays, fmt, expanded, position_text, state_text, context)
    if fast is not None:
        return fast
    # the JSON written here, each play's fixed part once per distinct state, not built as
    # dicts and encoded field by field; the native text of each result with the opponent's
    # part written once where a play hits nothing (a play writes every hit, or pin, with '*')
    items: list[str] = []
    append, string = items.append, encode_basestring_ascii
    write = results_writer(variant, rolled) if fmt == "native" else None
    for play in plays:
        after = play.position
        written = play_text(play, expanded=expanded)
        text = write(after, "*" in written) if write is not None else position_text(after)
        append(f'{{"play": {string(written)}, "position": {string(text)}, '
               f'{state_text(after)}}}')
    return ", ".join(items)


def kernel_items(
    variant: Variant, plays: list[Any], fmt: str, expanded: bool,
    position_text: Callable[[Position], str], state_text: Callable[[Position], str],
    context: Hashable = None,
) -> str | None:
    """The items of a ``plays`` reply (``{"play": ..., "position": ..., ...}, ...``) as
    the kernel writes them, or None where the Python writer must: ``position_text`` writes a
    result in the request's notation and ``state_text`` the reply's fields after it;
    ``context``: what else they read."""
    if _items is None or variant.stacked or variant.hit_out or variant.hit_return \
            or fmt not in _CODES:
        return None  # (a pile's or an out count's text, a play written in its order: Python's)
    code, tracks = _CODES[fmt], variant.tracks

    def state_of(after: Position) -> Pieces | None:
        # The pieces depend on the fields the kernel's same_turn compares, never on the
        # board (they are split around its parts): kept across requests, whose results
        # mostly share them (the other side to roll, the same cube).
        key = (id(variant), code, context, after.turn, after.phase, after.dice, after.rest,
               after.cube, after.cube_owner, after.turns, after.doubles, after.chain,
               after.stacks, after.counters)
        hit = _PIECES.get(key)
        if hit is not None and hit[0] is variant:
            return hit[1]
        pieces = _pieces(variant, code, tracks, after, position_text, state_text)
        if pieces is not None and after.phase == "roll":  # (an end's words read the board)
            keep(_PIECES, key, (variant, pieces))
        return pieces

    written: str | None = _items(plays, expanded, code, tracks, state_of)
    return written


def _pieces(
    variant: Variant, code: int, tracks: tuple[tuple[int, ...], ...], after: Position,
    position_text: Callable[[Position], str], state_text: Callable[[Position], str],
) -> Pieces | None:
    """``(who, s0, s1, s2, fields)`` for the results that share ``after``'s turn: its text
    is s0, the first board part, s1, the second, s2; None where it does not split so."""
    if code and after.phase == "play":  # a standard notation checks the dice on the board
        return None
    who = 0
    if code in (1, 3):  # the Position ID's side on roll; the FIBS board's "you"
        turn = turn_state(variant, after, "gnubg" if code == 1 else "fibs")
        who = other(turn.mover) if code == 3 and turn.doubled else turn.mover
    full = position_text(after)
    parts = None if _parts is None else _parts(code, after, who, tracks)
    if parts is None or encode_basestring_ascii(full) != f'"{full}"':
        return None  # (a text with characters JSON escapes is never split)
    first, second = parts
    if code == 3:
        fields = full.split(":")
        if ":".join(fields[6:32]) != first or ":".join(fields[45:49]) != second:
            return None
        pieces = (":".join(fields[:6]) + ":", ":" + ":".join(fields[32:45]) + ":",
                  ":" + ":".join(fields[49:]))
    else:
        head = "XGID=" if code == 2 else ""
        if second or not full.startswith(head + first) or \
                (code and not full.startswith(":", len(head + first))):
            return None
        pieces = (head, full[len(head + first):], "")
    return (who, *pieces, state_text(after))
