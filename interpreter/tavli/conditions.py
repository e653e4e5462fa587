"""Conditions over the position, seen from one player: the rules language's predicates.

A condition speaks of one player's checkers: ``none on bar``, ``any in home``, ``all in home``,
``any pinned in head``, joined with ``and``/``or``/``not``. It is compiled once into a closure
over a *view*: the counts along the player's own track (index 0 is where his checkers start,
the last index the point before bearing off), then his bar, hand and off and the opponent's
bar, then, in a game that pins, the pins along his track (see ``View``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

#: A player's view: track counts (positive: his free checkers, negative: the opponent's that
#: stand on top), then his bar, hand and off and the opponent's bar; in a game with pins, then
#: one more cell per track point: +1 where a checker of his is pinned, -1 where he pins one.
View = tuple[int, ...]
Predicate = Callable[[View], bool]

BAR, HAND, OFF, OPP_BAR = 0, 1, 2, 3  # offsets after the track
PINS = 4  # offset after the track of the pins, in a game that has them


def compile_condition(
    tree: Mapping[str, Any], length: int, zones: Mapping[str, tuple[int, ...]],
    pins: bool = False,
) -> Predicate:
    """Build the predicate for a condition of the rule tree; zones are lists of track
    indexes; ``pins``: the views carry pins, and a pinned checker still counts where it is."""
    if "and" in tree:
        parts = tuple(compile_condition(c, length, zones, pins) for c in tree["and"])
        return lambda view: all(p(view) for p in parts)
    if "or" in tree:
        parts = tuple(compile_condition(c, length, zones, pins) for c in tree["or"])
        return lambda view: any(p(view) for p in parts)
    if "not" in tree:
        inner = compile_condition(tree["not"], length, zones, pins)
        return lambda view: not inner(view)
    (quantifier, place), = tree.items()
    if pins:
        return _with_pins(quantifier, place, length, zones)
    if isinstance(place, dict):
        return _zone_predicate(quantifier, zones[place["zone"]], length)
    count = _counter(place, length, zones)
    if quantifier == "none":
        return lambda view: count(view) == 0
    if quantifier == "any":
        return lambda view: count(view) > 0
    # all: every checker not yet borne off stands there
    if place == "off":
        return lambda view: _not_off(view, length) == 0
    return lambda view: count(view) == _not_off(view, length)


def _with_pins(
    quantifier: str, place: Any, length: int, zones: Mapping[str, tuple[int, ...]]
) -> Predicate:
    """The plain counting form, for views that carry pins: a pinned checker of the player's
    counts on its point (and 'pinned' counts only those)."""
    pinned = length + PINS
    if place == "pinned":
        cells: tuple[int, ...] = tuple(range(length))
    elif isinstance(place, dict) and "pinned-in" in place:
        cells = zones[place["pinned-in"]]
    else:
        cells = ()

    def count(view: View) -> int:
        if cells:
            return sum(1 for c in cells if view[pinned + c] > 0)
        if isinstance(place, dict):
            inside = zones[place["zone"]]
            return sum(max(view[c], 0) + max(view[pinned + c], 0) for c in inside)
        return view[length + {"bar": BAR, "hand": HAND, "off": OFF}[place]]

    def not_off(view: View) -> int:
        return _not_off(view, length) + sum(1 for c in range(length) if view[pinned + c] > 0)

    if quantifier == "none":
        return lambda view: count(view) == 0
    if quantifier == "any":
        return lambda view: count(view) > 0
    if place == "off":
        return lambda view: not_off(view) == 0
    return lambda view: count(view) == not_off(view)


def _runs(cells: list[int]) -> tuple[tuple[int, int], ...]:
    """Contiguous runs of track cells, as slice bounds."""
    runs: list[tuple[int, int]] = []
    for cell in sorted(cells):
        if runs and runs[-1][1] == cell:
            runs[-1] = (runs[-1][0], cell + 1)
        else:
            runs.append((cell, cell + 1))
    return tuple(runs)


def _zone_predicate(quantifier: str, cells: tuple[int, ...], length: int) -> Predicate:
    """``any``/``none``/``all`` in a zone, tested slice by slice (the hot path of move
    generation: 'all in home' is asked before every bear-off)."""
    inside = _runs(list(cells))
    outside = _runs([i for i in range(length) if i not in cells])
    bar, hand = length + BAR, length + HAND

    def some_in(view: View) -> bool:
        return any(max(view[a:b]) > 0 for a, b in inside)

    if quantifier == "any":
        return some_in
    if quantifier == "none":
        return lambda view: not some_in(view)
    return lambda view: not view[bar] and not view[hand] and all(
        max(view[a:b]) <= 0 for a, b in outside
    )


def _not_off(view: View, length: int) -> int:
    return sum(c for c in view[:length] if c > 0) + view[length + BAR] + view[length + HAND]


def _counter(
    place: Any, length: int, zones: Mapping[str, tuple[int, ...]]
) -> Callable[[View], int]:
    if place == "bar":
        return lambda view: view[length + BAR]
    if place == "hand":
        return lambda view: view[length + HAND]
    if place == "off":
        return lambda view: view[length + OFF]
    indexes = zones[place["zone"]]
    return lambda view: sum(view[i] for i in indexes if view[i] > 0)


def describe_condition(tree: Mapping[str, Any]) -> str:
    """The condition as the rules language writes it."""
    if "and" in tree:
        return " and ".join(_grouped(c, "and") for c in tree["and"])
    if "or" in tree:
        return " or ".join(_grouped(c, "or") for c in tree["or"])
    if "not" in tree:
        return "not " + _grouped(tree["not"], "not")
    (quantifier, place), = tree.items()
    if isinstance(place, str):
        where = {"bar": "on bar", "hand": "in hand", "off": "off", "pinned": "pinned"}[place]
    elif "pinned-in" in place:
        where = f"pinned in {place['pinned-in']}"
    else:
        where = f"in {place['zone']}"
    return f"{quantifier} {where}"


def _grouped(tree: Mapping[str, Any], outer: str) -> str:
    text = describe_condition(tree)
    inner = next(iter(tree))
    if inner in ("and", "or") and inner != outer:
        return f"({text})"
    return text
