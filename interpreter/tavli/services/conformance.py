"""A conformance suite any engine can run without tavli: positions, rolls and the set of
positions each roll's legal plays lead to, as JSON lines (docs/conformance.md).

The first line describes the game (its board and tracks, dice, checkers, the categories
found and the minimum asked of each); every other line is one *case*: a position with the
dice to play, tagged with its categories (checkers on the bar, a forced play, the larger die,
a bear-off by a higher number, a pin, a prime, a chained turn, ...), and every distinct play
with the position it leads to. Positions come as tavli's native text and as plain arrays
(each side's checkers by its own point number, then its bar, hand and off), so a reader needs
no tavli parser. A case says where it comes from: tavli alone, or also agreed by another
engine asked through the oracle protocol (``--agree``), as ``tavli crosscheck`` asks it.
"""

from __future__ import annotations

import gzip
import io
import json
from collections import Counter
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from functools import cache
from importlib import metadata
from pathlib import Path
from typing import Any, TextIO

from tavli.game.play_text import play_text
from tavli.game.position_text import format_position
from tavli.model.errors import NotationError, TavliError
from tavli.model.position import Position
from tavli.model.variant import SIDE_NAMES, Variant
from tavli.services.conformance_cases import CATEGORIES, ROUNDS, applies, categories, draw
from tavli.services.crosscheck import Engine, EngineError, choose_format, compare, tavli_plays

__all__ = ["CATEGORIES", "FORMAT", "VERSION", "Suite", "applies", "build", "categories",
           "next_text", "side_arrays"]

FORMAT, VERSION = "tavli-conformance", 2


def side_arrays(variant: Variant, position: Position) -> dict[str, Any]:
    """Each side's checkers as plain numbers: ``points[i]`` on its own point i + 1, then its
    bar, hand and off (and, where the game pins, its checkers pinned, by own point; where men
    are stacked, each own point's stack state, an index into the game's ``stack_states``;
    where the game has stages, the side's ``stage``, an index into its ``stages``)."""
    out: dict[str, Any] = {}
    board = position.points
    for side, name in enumerate(SIDE_NAMES):
        sign = 1 if side == 0 else -1
        cells = _own_cells(variant, side)
        arrays: dict[str, Any] = {"points": [max(sign * board[b], 0) for b in cells],
                                  "bar": position.bar[side], "hand": position.hand[side],
                                  "off": position.off[side]}
        if variant.pins:
            pinned = position.pinned or (0,) * variant.board.points
            arrays["pinned"] = [max(sign * pinned[b], 0) for b in cells]
        if variant.stack_states:  # a state where his men stand, 0 elsewhere
            states = position.stacks or (0,) * variant.board.points
            arrays["stacks"] = [states[b] if sign * board[b] > 0 else 0 for b in cells]
        if variant.stages:
            arrays["stage"] = position.counters[side] if position.counters else 0
        out[name] = arrays
    return out


@cache
def _own_cells(variant: Variant, side: int) -> tuple[int, ...]:
    """The index into ``Position.points`` of each of ``side``'s own points, 1 first (asked
    for every result of every case: worked out once)."""
    return tuple(variant.point_of(side, own) - 1
                 for own in range(1, variant.length + 1))


@dataclass
class Suite:
    """The header's facts and the cases, as written."""

    header: dict[str, Any]
    cases: list[dict[str, Any]] = field(default_factory=list)

    def lines(self) -> Iterator[str]:
        yield json.dumps(self.header, separators=(",", ":"))
        for case in self.cases:
            yield json.dumps(case, separators=(",", ":"))

    def write(self, out: TextIO) -> None:
        for line in self.lines():
            out.write(line + "\n")

    def save(self, path: Path) -> None:
        """Into ``path``, gzip-compressed where its name ends in ``.gz`` (with no time stamp
        or name inside, so the same suite makes the same bytes)."""
        if path.suffix != ".gz":
            with path.open("w", encoding="utf-8") as out:
                self.write(out)
            return
        with path.open("wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw,
                                                   compresslevel=9, mtime=0) as packed, \
                io.TextIOWrapper(packed, encoding="utf-8", newline="\n") as out:
            self.write(out)


def build(variant: Variant, count: int = 100, seed: int = 0, minimum: int = 5,
          positions: int = 300, agree: str | None = None, timeout: float = 60.0,
          rounds: int = ROUNDS) -> Suite:
    """``count`` cases drawn at random from the position-rolls of ``positions`` positions
    reached by seeded play, then more wherever a category the game's rules can give rise to
    has fewer than ``minimum`` (conformance_cases.draw); with ``agree``, each case is put to
    that engine too."""
    if variant.sides > 2:  # each result's arrays are two sides' (docs/conformance.schema.json)
        names = ", ".join(variant.side_names)
        raise TavliError(f"a conformance suite describes two sides, and {variant.name} has "
                         f"{variant.sides} ({names}): its suite waits for the format's next "
                         "version")
    chosen, counts = draw(variant, count, minimum, positions, seed, rounds)
    try:
        version = metadata.version("tavli")
    except metadata.PackageNotFoundError:  # pragma: no cover - a checkout without install
        version = "unknown"
    agreed = _agreement(variant, agree, [(p, r) for p, r, *_ in chosen], timeout) \
        if agree else None
    suite = Suite(_header(variant, seed, minimum, counts, applies(variant), version))
    suite.header["draw"] = {"cases": count, "minimum": minimum, "positions": positions,
                            "seed": seed, "rounds": rounds}
    for number, (_, _, rolled, plays, found) in enumerate(chosen, 1):
        provenance: dict[str, Any] = {"tavli": version}
        if agreed is not None and agreed[1][number - 1] != "unasked":
            provenance[agreed[1][number - 1]] = [agreed[0]]
        suite.cases.append({
            "type": "case", "id": number, "categories": found,
            "position": {"text": format_position(variant, rolled),
                         "turn": SIDE_NAMES[rolled.turn], "dice": list(rolled.dice),
                         **side_arrays(variant, rolled)},
            "results": [{"play": play_text(play),
                         "next": next_text(variant, play.position),
                         **side_arrays(variant, play.position)} for play in plays],
            "provenance": provenance,
        })
    return suite


def next_text(variant: Variant, position: Position) -> str:
    """What comes after a play, as the native text says it after the sides' checkers: the
    other side to roll, the same side to play or choose again, the end of the game."""
    return " | ".join(format_position(variant, position).split(" | ")[len(SIDE_NAMES):])


def _header(variant: Variant, seed: int, minimum: int, counts: Counter[str],
            wanted: frozenset[str], version: str) -> dict[str, Any]:
    return {
        "type": "game", "format": FORMAT, "version": VERSION, "tavli": version,
        "game": variant.name, "title": variant.title, "options": sorted(variant.chosen),
        "source": variant.source, "seed": seed,
        "board": asdict(variant.board),  # points, rows, table, round
        "sides": list(SIDE_NAMES),
        "tracks": {name: list(variant.tracks[side]) for side, name in enumerate(SIDE_NAMES)},
        "checkers": variant.checkers,
        "stack_states": list(variant.stack_states),
        "stages": [stage.name for stage in variant.stages],
        "dice": {"count": variant.dice, "faces": variant.faces,
                 "fixed": list(variant.fixed_dice), "chosen": variant.chosen_die},
        "categories": {name: {"count": counts[name], "minimum": minimum if name in wanted else 0,
                              "meaning": meaning}
                       for name, meaning in CATEGORIES.items()},
    }


def _agreement(variant: Variant, command: str, cases: list[tuple[Position, tuple[int, ...]]],
               timeout: float) -> tuple[str, list[str]]:
    """The engine's name, and for each case whether it ``agreed`` (the same set of resulting
    positions), ``disagreed``, or left it ``unasked`` (a position its notation cannot hold)."""
    with Engine(command, timeout=timeout) as engine:
        hello = engine.request({"cmd": "hello"})
        name = str(hello.get("engine") or command) if hello.get("ok") else command
        try:
            fmt = choose_format(variant, engine, None)
        except EngineError:  # no notation both speak can hold this game
            return name, ["unasked"] * len(cases)
        verdicts = []
        for position, roll in cases:
            ours = tavli_plays(variant, position, roll, fmt)
            try:
                found = None if ours is None else compare(
                    variant, engine, position, roll, fmt, sorted(variant.chosen), ours)
            except NotationError:  # e.g. the same side to roll again: not the notation's
                ours = None
            if ours is None:
                verdicts.append("unasked")
                continue
            if found is not None and '"unknown-variant"' in found.error:
                verdicts.append("unasked")  # an engine that does not play this game
            else:
                verdicts.append("agreed" if found is None else "disagreed")
    return name, verdicts
