"""What every adapter shares: the oracle protocol's loop and tavli's native position text.

An adapter puts another engine behind the protocol (docs/oracle-protocol.md) so that
``tavli crosscheck`` can compare it with tavli. It imports nothing else from tavli, so the two
engines stay independent: this module reads and writes the native text of a position on the
24-point board itself, and hands the adapter each side's checkers in that side's numbering.
docs/adapters.md shows an adapter in full.
"""

from __future__ import annotations

import json
import os
import re
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TextIO

OFF, BAR = 0, 25  # a side's checkers: [off, point 1 .. point 24, bar], in its own numbering
Counts = list[int]


class Refusal(Exception):
    """A request the adapter will not answer: an error reply with ``code``."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass
class Board:
    """A position waiting for ``mover``'s roll: each side's checkers in its own numbering
    (index 0 off, 1..24 the points, 25 the bar) and the text's other parts, kept as written
    (``| cube 2 O``; ``turns`` is read: how many turns each side has played)."""

    mover: Counts
    opponent: Counts
    side: str  # "X" or "O": who is on roll
    checkers: int
    cube: str = ""
    turns: dict[str, tuple[int, bool]] | None = None  # side -> (count, "or more")


_PLACE = re.compile(r"(bar|off|\d+):(\d+)")


def _side(text: str, expected: str, whole: str) -> Counts:
    words = text.split()
    if not words or words[0] != expected:
        raise Refusal("bad-notation", f"expected {expected}'s checkers in {whole!r}")
    counts = [0] * 26
    for word in words[1:]:
        match = _PLACE.fullmatch(word)
        if match is None:
            raise Refusal("bad-notation", f"{word!r} is no place this adapter knows "
                          f"(in {whole!r})")
        place = {"off": OFF, "bar": BAR}[match[1]] if match[1] in ("off", "bar") \
            else int(match[1])
        if not 0 <= place <= BAR:
            raise Refusal("bad-notation", f"no point {place} on a 24-point board")
        counts[place] += int(match[2])
    return counts


def read_native(text: str) -> Board:
    """The native text of a standard-board position waiting for a roll, read."""
    parts = [part.strip() for part in text.split("|")]
    if len(parts) < 3 or not re.fullmatch(r"[XO] to roll( again)?", parts[2]):
        raise Refusal("illegal-action", f"not a position waiting for a roll: {text!r}")
    x, o = _side(parts[0], "X", text), _side(parts[1], "O", text)
    if sum(x) != sum(o):
        raise Refusal("bad-notation", f"the sides have unequal checkers in {text!r}")
    side = parts[2][0]
    board = Board(*((x, o) if side == "X" else (o, x)), side=side, checkers=sum(x))
    for part in parts[3:]:
        if part.startswith("cube "):
            board.cube = part
        elif match := re.fullmatch(r"turns X (\d+)(\+?) O (\d+)(\+?)", part):
            board.turns = {"X": (int(match[1]), bool(match[2])),
                           "O": (int(match[3]), bool(match[4]))}
        else:
            raise Refusal("bad-notation", f"this adapter cannot read {part!r} in {text!r}")
    return board


def _written(letter: str, counts: Sequence[int]) -> str:
    places = [f"bar:{counts[BAR]}"] if counts[BAR] else []
    places += [f"{p}:{counts[p]}" for p in range(24, 0, -1) if counts[p]]
    places += [f"off:{counts[OFF]}"] if counts[OFF] else []
    return " ".join([letter, *places])


def write_native(board: Board, mover: Sequence[int], opponent: Sequence[int],
                 turn_horizon: int | None = None) -> str:
    """The native text after ``board.side`` played, leaving ``mover`` and ``opponent`` (each
    in its own numbering, the count off worked out from the checkers left)."""
    mover, opponent = list(mover), list(opponent)
    for counts in (mover, opponent):
        counts[OFF] = board.checkers - sum(counts[1:])
    other = "O" if board.side == "X" else "X"
    sides = {board.side: mover, other: opponent}
    won = mover[OFF] == board.checkers
    parts = [_written("X", sides["X"]), _written("O", sides["O"]),
             f"{board.side} has won" if won else f"{other} to roll"]
    if board.cube:
        parts.append(board.cube)
    if board.turns is None and turn_horizon is not None:  # no turn played yet: not written
        board.turns = {"X": (0, False), "O": (0, False)}
    if board.turns is not None:
        turns = dict(board.turns)
        count, more = turns[board.side]
        if not more:
            count += 1
            more = turn_horizon is not None and count >= turn_horizon
        turns[board.side] = (count, more)
        parts.append("turns " + " ".join(f"{s} {n}{'+' if m else ''}"
                                         for s, (n, m) in ((s, turns[s]) for s in "XO")))
    return " | ".join(parts)


# ---- the loop

#: (mover's checkers, opponent's checkers) after a play, optionally with the play's text
Result = tuple[Sequence[int], Sequence[int]] | tuple[Sequence[int], Sequence[int], str]
Plays = Callable[[Board, tuple[int, ...], str], Iterable[Result]]


@dataclass
class Adapter:
    """One engine behind the protocol: its name and version, the variants it plays, and
    ``plays(board, dice, variant)``: every result of the mover's play, as (mover's checkers,
    opponent's checkers[, the play's text]) in their own numberings (the count off may be
    left 0). With
    ``unfinished``, the engine declares that it lists plays that stop before the dice are
    used up: the crosscheck then compares containment and reports those on their own."""

    name: str
    version: str
    variants: frozenset[str]
    plays: Plays
    unfinished: bool = False
    turn_horizon: int | None = None  # where the native text's turn count stops ("1+")

    def answer(self, request: dict[str, Any]) -> dict[str, Any]:
        command = request.get("cmd")
        if command == "hello":
            return {"engine": self.name, "version": self.version, "protocol": 1,
                    "formats": ["native"], "commands": ["hello", "plays", "quit"],
                    "unfinished": self.unfinished}
        if command == "quit":
            return {"bye": True}
        if command != "plays":
            raise Refusal("unknown-command", f"this adapter answers hello, plays and quit, "
                          f"not {command!r}")
        variant = request.get("variant", "backgammon")
        if variant not in self.variants or request.get("options"):
            raise Refusal("unknown-variant", f"{self.name} plays {sorted(self.variants)} "
                          f"without options, not {variant!r}")
        if request.get("format", "native") != "native":
            raise Refusal("bad-request", "this adapter speaks only the 'native' format")
        dice = request.get("dice")
        if not (isinstance(dice, list) and len(dice) == 2
                and all(isinstance(d, int) and 1 <= d <= 6 for d in dice)):
            raise Refusal("bad-request", "'dice' must be two dice, e.g. [6, 5]")
        board = read_native(str(request.get("position", "")))
        seen: dict[str, str] = {}
        for mover, opponent, *text in self.plays(board, tuple(dice), str(variant)):
            seen.setdefault(write_native(board, mover, opponent, self.turn_horizon),
                            str(text[0]) if text else "?")
        return {"dice": dice, "plays": [{"play": text, "position": p, "format": "native"}
                                        for p, text in seen.items()]}


class Answers(Protocol):
    def answer(self, request: dict[str, Any]) -> dict[str, Any]: ...


def serve(adapter: Answers, requests: TextIO | None = None) -> int:
    """Answer request lines until ``quit`` or the end of input; every line gets a reply,
    whatever the engine does (its own prints go to stderr, off the protocol's channel)."""
    replies = os.fdopen(os.dup(1), "w", encoding="utf-8")
    os.dup2(2, 1)
    for line in requests or sys.stdin:
        if not line.strip():
            continue
        request_id = None
        try:
            request = json.loads(line)
            if not isinstance(request, dict):
                raise Refusal("bad-request", "a request is a JSON object")
            request_id = request.get("id")
            reply = {"id": request_id, "ok": True, **adapter.answer(request)}
        except Refusal as refusal:
            reply = {"id": request_id, "ok": False,
                     "error": {"code": refusal.code, "message": str(refusal)}}
        except Exception as failure:  # answer every line, whatever went wrong
            reply = {"id": request_id, "ok": False, "error": {
                "code": "internal-error", "message": f"{type(failure).__name__}: {failure}"}}
        replies.write(json.dumps(reply) + "\n")
        replies.flush()
        if reply.get("bye"):
            break
    return 0
