"""Plays as text: the usual short style and the fully expanded one.

Short (GNU Backgammon's style): one checker's moves joined, hits starred, repeats counted::

    24/18*/13  8/5 6/5  bar/22  6/off  13/11(2)

Expanded: every die's move on its own, ``24/18* 18/13``. Reading accepts either, with ``/``
or ``-`` between points, ``bar`` or ``25`` for the bar, ``off`` or ``0`` for off, ``hand``
for a checker not yet entered, and ``no move`` (or an empty text) for a play of nothing;
places written with spaces alone are read in pairs (``8 5 6 5`` is ``8/5 6/5``). Points are
in the mover's own numbering.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from tavli.game import engine
from tavli.game.movegen import Place, Step
from tavli.game.turn import Play, plays_reached
from tavli.model.errors import AmbiguousPlayError, IllegalPlayError, NotationError

_ORDER = {"take": 28, "hand": 27, "bar": 26, "off": -1}


def _rank(place: Place) -> int:
    return _ORDER[place] if isinstance(place, str) else place


@dataclass
class _Path:
    places: list[Place]
    hits: list[bool]  # hits[i]: landing on places[i + 1] hit


def _joined(steps: Sequence[Step]) -> list[_Path]:
    """Steps in the order they were made, each continuing a checker that arrived at its
    origin earlier in the play, or starting a new one: never a checker that arrives later."""
    paths: list[_Path] = []
    for step in steps:
        for path in paths:  # (an unstack or restack, 6/6, is a step of its own: never
            # joined; nor is a man entered again from off, off/6, to one borne off, nor
            # a take, take/2, to a man of the mover's)
            if path.places[-1] == step.origin and step.origin not in (step.target, "off") \
                    and path.places[-2] != path.places[-1] and path.places[0] != "take":
                path.places.append(step.target)
                path.hits.append(step.hit)
                break
        else:
            paths.append(_Path([step.origin, step.target], [step.hit]))
    return paths


def _path_text(path: _Path, *, keep_all: bool) -> str:
    out = [str(path.places[0])]
    last = len(path.places) - 1
    for i in range(1, len(path.places)):
        hit = path.hits[i - 1]
        if keep_all or hit or i == last:
            out.append(f"{path.places[i]}{'*' if hit else ''}")
    return "/".join(out)


def format_play(steps: Sequence[Step], *, expanded: bool = False, in_order: bool = False,
                ) -> str:
    """``24/18*/13 8/5(2)`` style, or with ``expanded`` one move per die. ``in_order``: the
    moves in the order they were made, a checker's moves joined only where they follow one
    another (where a hit checker goes back into the board, the order decides the play)."""
    if in_order:
        return _format_in_order(steps, expanded)
    if isinstance(steps, tuple):
        try:
            text = _format_tuple(steps, expanded)
        except ValueError:  # a take (take/2, tavli.game.taking): written here
            text = None
        if text is not None:  # None: the kernel leaves points numbered 26 or more to us
            return text
    return _format(steps, expanded)


@lru_cache(maxsize=1 << 14)
def _format_cached(steps: tuple[Step, ...], expanded: bool) -> str:
    """Plays repeat (self-play writes the same few thousand over and over)."""
    return _format(steps, expanded)


# The compiled kernel writes the same text (tests/test_engine_texts.py), faster still.
_format_tuple: Callable[[tuple[Step, ...], bool], str | None] = engine.text_function(
    "format_play", _format_cached)


def play_text(play: Play, *, expanded: bool = False) -> str:
    """``format_play(play.steps)`` (in the order played where the variant sends a hit checker
    back into the board); for a play the compiled engine found, written by the kernel straight
    from its step bytes (tests/test_engine_texts.py), no steps built."""
    if play._variant.hit_return:
        return format_play(play.steps, expanded=expanded, in_order=True)
    if play._variant.stacked:  # (a list: the kernel's writer joins 6/6 to 6/6)
        return format_play(list(play.steps), expanded=expanded)
    lapsing = play._variant.lapsing
    if lapsing is not None:  # a checker over the landing zone: every point it lands on
        # (17/13/10 lifts the limit, 17/14/10 does not)
        landing = [play._variant.length - cell for cell in lapsing[2]]
        return _format(play.steps, expanded, (min(landing), max(landing)))
    if _of_play is not None:
        text: str | None = _of_play(play, expanded)
        if text is not None:
            return text
    return format_play(play.steps, expanded=expanded)


_of_play: Callable[[Play, bool], str | None] | None = engine.kernel_function("text_of_play")


def _format(steps: Sequence[Step], expanded: bool,
            over: tuple[int, int] | None = None) -> str:
    if not steps:
        return "no move"
    if expanded:
        ordered = sorted(steps, key=lambda s: (-_rank(s.origin), -_rank(s.target)))
        return " ".join(f"{s.origin}/{s.target}{'*' if s.hit else ''}" for s in ordered)
    paths = sorted(
        _joined(steps),
        key=lambda p: (-_rank(p.places[0]), -_rank(p.places[-1])),
    )
    texts = [_path_text(p, keep_all=over is not None and _rank(p.places[0]) > over[1]
                        and _rank(p.places[-1]) < over[0]) for p in paths]
    counted = Counter(texts)
    out: list[str] = []
    for text in texts:
        if text in out or any(o.startswith(text + "(") for o in out):
            continue
        n = counted[text]
        out.append(f"{text}({n})" if n > 1 else text)
    return " ".join(out)


def _format_in_order(steps: Sequence[Step], expanded: bool) -> str:
    if not steps:
        return "no move"
    paths: list[_Path] = []
    for step in steps:
        if not expanded and paths and paths[-1].places[-1] == step.origin:
            paths[-1].places.append(step.target)
            paths[-1].hits.append(step.hit)
        else:
            paths.append(_Path([step.origin, step.target], [step.hit]))
    out: list[tuple[str, int]] = []
    for text in (_path_text(p, keep_all=False) for p in paths):
        if out and out[-1][0] == text:
            out[-1] = (text, out[-1][1] + 1)
        else:
            out.append((text, 1))
    return " ".join(f"{text}({n})" if n > 1 else text for text, n in out)


# ---- reading

_TOKEN = re.compile(r"^([^()]+?)(?:\((\d)\))?$")


@dataclass(frozen=True)
class MoveText:
    """One written move: the places it passes, hits marked, and how many checkers make it."""

    places: tuple[Place, ...]
    hits: tuple[bool, ...]
    count: int


def _place(word: str, text: str, length: int) -> Place:
    lowered = word.lower()
    if lowered == "bar" or (lowered == "25" and length < 25):  # on longer tracks 25 is a point
        return "bar"
    if lowered in ("off", "0"):
        return "off"
    if lowered == "hand":
        return "hand"
    if lowered == "take":  # take/2: the opponent's checker on his point 2 (tavli.game.taking)
        return "take"
    if lowered.isascii() and lowered.isdigit() and 1 <= int(lowered) <= length:
        return int(lowered)
    raise NotationError(f"{word!r} is not a point (1-{length}), bar, off, hand or take in the "
                        f"play {text!r}")


def parse_play(text: str, length: int = 24) -> list[MoveText]:
    """The moves a play's text names, on a track of ``length`` points; no rules are checked
    here."""
    cleaned = text.strip()
    if len(cleaned) > 400:
        raise NotationError("a play is at most 400 characters long")
    if cleaned.lower() in ("", "no move", "pass", "-"):
        return []
    moves: list[MoveText] = []
    tokens = cleaned.replace(",", " ").split()
    if len(tokens) % 2 == 0 and not any(re.search(r"[/-]", t) for t in tokens):
        # places separated by spaces only, as some engines write them: 8 5 6 5 is 8/5 6/5
        tokens = [f"{start}/{end}" for start, end in zip(tokens[0::2], tokens[1::2], strict=True)]
    for token in tokens:
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
            places.append(_place(word.rstrip("*"), text, length))
            if i:
                hits.append(hit)
        if count < 1:
            raise NotationError(f"{token!r}: a move is made by at least one checker")
        moves.append(MoveText(tuple(places), tuple(hits), count))
    return moves


def segments_of(moves: Sequence[MoveText]) -> list[tuple[Place, Place, bool]]:
    """Each written hop (from, to, starred), once per checker that makes it."""
    segments: list[tuple[Place, Place, bool]] = []
    for move in moves:
        entered = len(move.places) == 2 and move.places[1] not in ("off", "bar", "hand")
        if "take" in move.places[1:] or (move.places[0] == "take" and not (
                entered and isinstance(move.places[1], int))):
            raise NotationError(f"{'/'.join(map(str, move.places))}: a take is written take/ "
                                "and the opponent's point in his numbering, as take/2")
        if (move.places[0] == "off" and not entered) \
                or any(p in ("bar", "hand") for p in move.places[1:]) \
                or "off" in move.places[1:-1]:
            raise NotationError(
                f"{'/'.join(map(str, move.places))} does not go from the bar, the hand or a "
                "point towards another point or off (or from off onto a point, off/6)"
            )
        hops = list(zip(move.places, move.places[1:], move.hits, strict=False))
        segments.extend(hops * move.count)
    return segments


def find_play(plays: Sequence[Play], text: str) -> Play:
    """The one legal play the text names: the text is followed step by step under the rules,
    so it is matched by where it leads, however the generator happened to reach that place."""
    moves = parse_play(text, plays[0]._variant.length if plays else 24)
    in_order = bool(plays) and bool(plays[0]._variant.hit_return)
    found = plays_reached(plays, segments_of(moves), in_order=in_order)
    if len(found) == 1:
        return found[0][0]
    if not found:
        raise IllegalPlayError(f"{text!r} is not a legal play")
    # The same checkers can get there hitting or not: the text's stars say which.
    marked = sum(sum(m.hits) * m.count for m in moves)
    exact = [play for play, hits in found if hits == marked]
    if len(exact) == 1:
        return exact[0]
    options = ", ".join(format_play(p.steps) for p, _ in found)
    raise AmbiguousPlayError(f"{text!r} could be any of: {options}; write the points it "
                             "passes, e.g. 24/18*/13")
