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

import json
import random
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass, field
from importlib import metadata
from typing import Any, TextIO

from tavli.game.play_text import play_text
from tavli.game.position_text import format_position
from tavli.game.turn import Play, legal_plays, start_turn
from tavli.model.position import Position, view_of
from tavli.model.variant import SIDE_NAMES, Variant
from tavli.players.heuristic import HeuristicBot
from tavli.services.crosscheck import (
    Engine,
    all_rolls,
    choose_format,
    compare,
    sample_positions,
    tavli_plays,
)

FORMAT, VERSION = "tavli-conformance", 1

#: Every category a case can carry, with what it means (docs/conformance.md says the same).
CATEGORIES = {
    "double": "the dice show a double",
    "bar": "the mover has checkers on the bar",
    "hand": "the mover has checkers in hand",
    "forced": "exactly one play, and it moves",
    "no-move": "nothing can be played",
    "partial": "not every die can be played",
    "larger-die": "two dice, only one playable, and the play must use the larger",
    "hit": "some play hits",
    "pin": "some play pins",
    "bear-off": "some play bears a checker off",
    "bear-off-higher": "some play bears off by a number higher than the point",
    "prime": "six or more points in a row held against the mover",
    "chained": "after some play the same player still has to play, choose or roll",
}
PRIME = 6


def applies(variant: Variant) -> frozenset[str]:
    """The categories the game's rules can give rise to (each then has a minimum)."""
    found = {"double", "forced", "no-move", "partial", "bear-off", "prime"}
    if variant.dice == 2 and not variant.fixed_dice and not variant.chosen_die:
        found.add("larger-die")
    if variant.single_enemy == "hit":
        found.add("hit")
        if not variant.hit_return and not variant.hit_out:
            found.add("bar")
    if variant.pins:
        found.add("pin")
    if any(variant.setup_hands):
        found.add("hand")
    if variant.bear_off.startswith("exact-or-higher"):
        found.add("bear-off-higher")
    if variant.timed_turn or variant.unplayed_to_opponent or any(
            len(parts) > 1 for parts in variant.turn.values()):
        found.add("chained")
    return frozenset(found)


def categories(variant: Variant, rolled: Position, plays: Sequence[Play]) -> list[str]:
    """The categories of one position with its dice to play, and its legal plays."""
    side = rolled.turn
    steps = [step for play in plays for step in play.steps]
    found = []
    if len(rolled.dice) > 1 and len(set(rolled.dice)) == 1:
        found.append("double")
    if rolled.bar[side]:
        found.append("bar")
    if rolled.hand[side]:
        found.append("hand")
    if len(plays) == 1:
        found.append("forced" if plays[0].steps else "no-move")
    most = max(len(play.steps) for play in plays)
    if most < len(rolled.dice):
        found.append("partial")
        if len(rolled.dice) == 2 and rolled.dice[0] != rolled.dice[1] and most == 1 \
                and _larger_decides(variant, rolled, plays):
            found.append("larger-die")
    if any(step.hit for step in steps):
        found.append("pin" if variant.pins else "hit")
    off = [step for step in steps if step.target == "off"]
    if off:
        found.append("bear-off")
    if any(isinstance(step.origin, int) and step.die > step.origin for step in off):
        found.append("bear-off-higher")
    if _faces_prime(variant, rolled):
        found.append("prime")
    if any(play.position.turn == side and not play.position.is_over for play in plays):
        found.append("chained")
    return found


def _larger_decides(variant: Variant, rolled: Position, plays: Sequence[Play]) -> bool:
    """Whether the smaller die alone could have been played somewhere the legal plays do not
    go: the rule that the larger die is played when only one can be cut it."""
    alone = rolled.to_play((min(rolled.dice),), rolled.rest, rolled.chain)
    kept = {play.position for play in plays}
    return any(play.steps and play.position not in kept
               for play in legal_plays(variant, alone))


def _faces_prime(variant: Variant, position: Position) -> bool:
    view = view_of(variant, position, position.turn)
    run = 0
    for cell in range(variant.length):
        run = run + 1 if -view[cell] >= variant.blocked_by else 0
        if run >= PRIME:
            return True
    return False


def side_arrays(variant: Variant, position: Position) -> dict[str, Any]:
    """Each side's checkers as plain numbers: ``points[i]`` on its own point i + 1, then its
    bar, hand and off (and, where the game pins, its checkers pinned, by own point; where men
    are stacked, each own point's stack state, an index into the game's ``stack_states``;
    where the game has stages, the side's ``stage``, an index into its ``stages``)."""
    out: dict[str, Any] = {}
    for side, name in enumerate(SIDE_NAMES):
        sign = 1 if side == 0 else -1
        points = [max(sign * position.points[variant.point_of(side, own) - 1], 0)
                  for own in range(1, variant.length + 1)]
        arrays: dict[str, Any] = {"points": points, "bar": position.bar[side],
                                  "hand": position.hand[side], "off": position.off[side]}
        if variant.pins:
            pinned = position.pinned or (0,) * variant.board.points
            arrays["pinned"] = [max(sign * pinned[variant.point_of(side, own) - 1], 0)
                                for own in range(1, variant.length + 1)]
        if variant.stack_states:  # a state where his men stand, 0 elsewhere
            states = position.stacks or (0,) * variant.board.points
            arrays["stacks"] = [states[b - 1] if sign * position.points[b - 1] > 0 else 0
                                for b in (variant.point_of(side, own)
                                          for own in range(1, variant.length + 1))]
        if variant.stages:
            arrays["stage"] = position.counters[side] if position.counters else 0
        out[name] = arrays
    return out


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


def build(variant: Variant, count: int = 100, seed: int = 0, minimum: int = 5,
          positions: int = 300, agree: str | None = None, timeout: float = 60.0) -> Suite:
    """``count`` cases drawn at random from the position-rolls of ``positions`` positions
    reached by seeded random play, then more wherever a category the game's rules can give
    rise to has fewer than ``minimum``; with ``agree``, each case is put to that engine too."""
    rng = random.Random(seed)
    # random play, and the heuristic bot playing itself: random play seldom builds what good
    # play does (a prime, a closed board, a bear-off race)
    played = sample_positions(variant, positions, seed, choose=HeuristicBot(seed).choose_play)
    pool = {format_position(variant, p): p
            for p in (*sample_positions(variant, positions, seed), *played)}
    pairs = [(p, roll) for p in pool.values() for roll in all_rolls(variant)]
    rng.shuffle(pairs)
    wanted = applies(variant)
    counts: Counter[str] = Counter()
    chosen: list[tuple[Position, tuple[int, ...], Position, list[Play], list[str]]] = []
    for position, roll in pairs:
        short = {c for c in wanted if counts[c] < minimum}
        if len(chosen) >= count and not short:
            break
        rolled = start_turn(variant, position, roll)
        if rolled.phase != "play":
            continue
        plays = legal_plays(variant, rolled)
        found = categories(variant, rolled, plays)
        if len(chosen) < count or short & set(found):
            chosen.append((position, roll, rolled, plays, found))
            counts.update(found)
    try:
        version = metadata.version("tavli")
    except metadata.PackageNotFoundError:  # pragma: no cover - a checkout without install
        version = "unknown"
    agreed = _agreement(variant, agree, [(p, r) for p, r, *_ in chosen], timeout) \
        if agree else None
    suite = Suite(_header(variant, seed, minimum, counts, wanted, version))
    for number, (_, _, rolled, plays, found) in enumerate(chosen, 1):
        provenance: dict[str, Any] = {"tavli": version}
        if agreed is not None:
            provenance[agreed[1][number - 1]] = [agreed[0]]
        suite.cases.append({
            "type": "case", "id": number, "categories": found,
            "position": {"text": format_position(variant, rolled),
                         "turn": SIDE_NAMES[rolled.turn], "dice": list(rolled.dice),
                         **side_arrays(variant, rolled)},
            "results": [{"play": play_text(play),
                         "text": format_position(variant, play.position),
                         **side_arrays(variant, play.position)} for play in plays],
            "provenance": provenance,
        })
    return suite


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
        fmt = choose_format(variant, engine, None)
        verdicts = []
        for position, roll in cases:
            ours = tavli_plays(variant, position, roll, fmt)
            if ours is None:
                verdicts.append("unasked")
                continue
            found = compare(variant, engine, position, roll, fmt, sorted(variant.chosen), ours)
            verdicts.append("agreed" if found is None else "disagreed")
    return name, verdicts
