"""Plays as text: the usual short style and the fully expanded one.

Short (GNU Backgammon's style): one checker's moves joined, hits starred, repeats counted::

    24/18*/13  8/5 6/5  bar/22  6/off  13/11(2)

Expanded: every die's move on its own, ``24/18* 18/13``. Reading accepts either, with ``/``
or ``-`` between points, ``bar`` or ``25`` for the bar, ``off`` or ``0`` for off, ``hand``
for a checker not yet entered, and ``no move`` (or an empty text) for a play of nothing.
Points are in the mover's own numbering.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from tavli.errors import AmbiguousPlayError, IllegalPlayError, NotationError
from tavli.movegen import Place, Step
from tavli.turn import Play

_ORDER = {"hand": 27, "bar": 26, "off": -1}


def _rank(place: Place) -> int:
    return _ORDER[place] if isinstance(place, str) else place


@dataclass
class _Path:
    places: list[Place]
    hits: list[bool]  # hits[i]: landing on places[i + 1] hit


def _joined(steps: Sequence[Step]) -> list[_Path]:
    paths = [_Path([s.origin, s.target], [s.hit]) for s in steps]
    merged = True
    while merged:
        merged = False
        for first in paths:
            end = first.places[-1]
            if end == "off":
                continue
            for second in paths:
                if second is not first and second.places[0] == end:
                    first.places.extend(second.places[1:])
                    first.hits.extend(second.hits)
                    paths.remove(second)
                    merged = True
                    break
            if merged:
                break
    return paths


def _path_text(path: _Path, *, keep_all: bool) -> str:
    out = [str(path.places[0])]
    last = len(path.places) - 1
    for i in range(1, len(path.places)):
        hit = path.hits[i - 1]
        if keep_all or hit or i == last:
            out.append(f"{path.places[i]}{'*' if hit else ''}")
    return "/".join(out)


def format_play(steps: Sequence[Step], *, expanded: bool = False) -> str:
    """``24/18*/13 8/5(2)`` style, or with ``expanded`` one move per die."""
    if not steps:
        return "no move"
    if expanded:
        ordered = sorted(steps, key=lambda s: (-_rank(s.origin), -_rank(s.target)))
        return " ".join(f"{s.origin}/{s.target}{'*' if s.hit else ''}" for s in ordered)
    paths = sorted(
        _joined(steps),
        key=lambda p: (-_rank(p.places[0]), -_rank(p.places[-1])),
    )
    texts = [_path_text(p, keep_all=False) for p in paths]
    counted = Counter(texts)
    out: list[str] = []
    for text in texts:
        if text in out or any(o.startswith(text + "(") for o in out):
            continue
        n = counted[text]
        out.append(f"{text}({n})" if n > 1 else text)
    return " ".join(out)


# ---- reading

_TOKEN = re.compile(r"^([^()]+?)(?:\((\d)\))?$")


@dataclass(frozen=True)
class MoveText:
    """One written move: the places it passes, hits marked, and how many checkers make it."""

    places: tuple[Place, ...]
    hits: tuple[bool, ...]
    count: int


def _place(word: str, text: str) -> Place:
    lowered = word.lower()
    if lowered in ("bar", "25"):
        return "bar"
    if lowered in ("off", "0"):
        return "off"
    if lowered == "hand":
        return "hand"
    if lowered.isdigit() and 1 <= int(lowered) <= 24:
        return int(lowered)
    raise NotationError(f"{word!r} is not a point (1-24), bar, off or hand in the play {text!r}")


def parse_play(text: str) -> list[MoveText]:
    """The moves a play's text names; no rules are checked here."""
    cleaned = text.strip()
    if len(cleaned) > 400:
        raise NotationError("a play is at most 400 characters long")
    if cleaned.lower() in ("", "no move", "pass", "-"):
        return []
    moves: list[MoveText] = []
    for token in cleaned.replace(",", " ").split():
        match = _TOKEN.match(token)
        if match is None:
            raise NotationError(f"{token!r} is not a move such as 24/18, 13/11(2) or bar/22")
        body, count = match.group(1), int(match.group(2) or 1)
        words = re.split(r"[/-]", body)
        if len(words) < 2 or any(not w for w in words):
            raise NotationError(f"{token!r} is not a move such as 24/18, 13/11(2) or bar/22")
        places: list[Place] = []
        hits: list[bool] = []
        for i, word in enumerate(words):
            hit = word.endswith("*")
            if hit and i == 0:
                raise NotationError(f"{token!r}: a move cannot hit where it starts")
            places.append(_place(word.rstrip("*"), text))
            if i:
                hits.append(hit)
        if count < 1:
            raise NotationError(f"{token!r}: a move is made by at least one checker")
        moves.append(MoveText(tuple(places), tuple(hits), count))
    return moves


def _delta(paths: Sequence[tuple[Sequence[Place], int]]) -> dict[str, int]:
    """Net checkers gained (+) and lost (-) per place: what a play changes of the mover's."""
    delta: Counter[str] = Counter()
    for places, count in paths:
        delta[str(places[0])] -= count
        delta[str(places[-1])] += count
    return {place: n for place, n in delta.items() if n}


def _landings(steps: Sequence[Step]) -> tuple[Counter[str], Counter[str]]:
    landed: Counter[str] = Counter()
    hit: Counter[str] = Counter()
    for step in steps:
        landed[str(step.target)] += 1
        if step.hit:
            hit[str(step.target)] += 1
    return landed, hit


def matches(steps: Sequence[Step], moves: Sequence[MoveText]) -> bool:
    """Whether a play's steps are what the written moves say."""
    written = _delta([(m.places, m.count) for m in moves])
    actual = _delta([((s.origin, s.target), 1) for s in steps])
    if written != actual:
        return False
    landed, hit = _landings(steps)
    for move in moves:
        for place, was_hit in zip(move.places[1:-1], move.hits[:-1], strict=True):
            if landed[str(place)] < move.count:
                return False
            if was_hit and hit[str(place)] < 1:
                return False
        if move.hits[-1] and hit[str(move.places[-1])] < 1:
            return False
    return True


def find_play(plays: Sequence[Play], text: str) -> Play:
    """The one legal play the text names; an error says why none or several match."""
    moves = parse_play(text)
    found = [play for play in plays if matches(play.steps, moves)]
    if len(found) == 1:
        return found[0]
    if not found:
        raise IllegalPlayError(f"{text!r} is not a legal play")
    # Several plays move the same checkers and differ in what they hit on the way.
    quiet = [play for play in found if not any(s.hit for s in play.steps)]
    if len(quiet) == 1 and not any(any(m.hits) for m in moves):
        return quiet[0]
    options = ", ".join(format_play(p.steps) for p in found)
    raise AmbiguousPlayError(f"{text!r} could be any of: {options}; write the points it "
                             "passes, e.g. 24/18*/13")
