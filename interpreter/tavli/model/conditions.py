"""Conditions over the position, seen from one player: the rules language's predicates.

A condition speaks of one player's checkers: ``none on bar``, ``any in home``, ``all in home``,
``any pinned in head``, counts (``5 off``, ``at least 3 in home``, ``more than 4 points held
in home``), the other player's (``the opponent has none in head``), joined with
``and``/``or``/``not``. It is compiled once into a closure over a *view*: the counts along the
player's own track (index 0 is where his checkers start, the last index the point before
bearing off), then his bar, hand and off and the opponent's bar, then, in a game that pins,
the pins along his track, then the opponent's hand and off (see ``View``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

#: A player's view: track counts (positive: his free checkers, negative: the opponent's that
#: stand on top), then his bar, hand and off and the opponent's bar; in a game with pins, then
#: one more cell per track point: +1 where a checker of his is pinned, -1 where he pins one;
#: then the opponent's hand and off (at ``opponent_cells``).
View = tuple[int, ...]
Predicate = Callable[[View], bool]

BAR, HAND, OFF, OPP_BAR = 0, 1, 2, 3  # offsets after the track
PINS = 4  # offset after the track of the pins, in a game that has them
OPP_HAND, OPP_OFF = 0, 1  # offsets after the pins (or after OPP_BAR where nothing is pinned)

#: The comparisons a count can make, as the rule tree names them.
COMPARE: dict[str, Callable[[int, int], bool]] = {
    "at-least": lambda n, k: n >= k,
    "at-most": lambda n, k: n <= k,
    "more-than": lambda n, k: n > k,
    "fewer-than": lambda n, k: n < k,
    "exactly": lambda n, k: n == k,
}


#: A game of stacked men and stages: its stack state words and its stage names.
Stacking = tuple[tuple[str, ...], tuple[str, ...]]


def stack_cells(length: int, pins: bool) -> int:
    """Where, in a game of stacked men or stages, the stack states along the track stand
    in a view (one cell per track cell: an index into ``stack states``), then the player's
    stage and the opponent's (indexes into ``stages``), all before the opponent's hand."""
    return length + PINS + (length if pins else 0)


def opponent_cells(length: int, pins: bool, stacked: bool = False) -> int:
    """Where the opponent's hand and off stand in a view."""
    return stack_cells(length, pins) + (length + 2 if stacked else 0)


def moves_cell(length: int, pins: bool, stacked: bool = False) -> int:
    """Where an end rule's view says whether the player could move (1) or not (0) with some
    number of the dice, the opponent's the same in the cell after (``no move``): these two
    cells follow the opponent's hand and off only in the views tavli.game.ending builds."""
    return opponent_cells(length, pins, stacked) + 2


def held(view: View, cell: int, length: int, block: int, pins: bool) -> bool:
    """Whether the player holds the point at ``cell``: it is closed to the other player
    because of him, with at least ``block`` of his checkers there, or, where pins are
    played, a checker of his on an enemy checker it pins."""
    count = view[cell]
    if count >= block:
        return True
    return pins and count > 0 and view[length + PINS + cell] < 0


def compile_condition(
    tree: Mapping[str, Any], length: int, zones: Mapping[str, tuple[int, ...]],
    pins: bool, block: int, mirror: tuple[int, ...] | None = None, checkers: int = 0,
    stacking: Stacking | None = None,
) -> Predicate:
    """Build the predicate for a condition of the rule tree; zones are lists of track
    indexes; ``pins``: the views carry pins, and a pinned checker still counts where it is;
    ``block``: how many checkers hold a point; ``mirror``: for each track index of the
    opponent, the player's index of the same point (needed by ``the opponent has``);
    ``checkers``: each player's, for ``out of the game`` (those no longer anywhere);
    ``stacking``: the game's stack states and stages, which its views carry."""
    def again(inner: Mapping[str, Any]) -> Predicate:
        return compile_condition(inner, length, zones, pins, block, mirror, checkers, stacking)

    if "and" in tree:
        parts = tuple(again(c) for c in tree["and"])
        if len(parts) == 2:  # the common case, without a generator per call
            first, second = parts
            return lambda view: first(view) and second(view)
        return lambda view: all(p(view) for p in parts)
    if "or" in tree:
        parts = tuple(again(c) for c in tree["or"])
        if len(parts) == 2:
            first, second = parts
            return lambda view: first(view) or second(view)
        return lambda view: any(p(view) for p in parts)
    if "not" in tree:
        inner = again(tree["not"])
        return lambda view: not inner(view)
    if "opponent" in tree:
        if mirror is None:
            raise ValueError("a condition on the opponent needs the tracks' mirror")
        return _of_opponent(again(tree["opponent"]), length, pins, mirror, stacking is not None)
    if "prime" in tree:
        return _prime_predicate(tree["prime"], length, pins, block, mirror, stacking is not None)
    if "no-move" in tree:  # no number of the dice would move him (end rules' views)
        at = moves_cell(length, pins, stacking is not None)
        return lambda view: view[at] == 0
    if "stage" in tree:  # the player is in this stage
        stage_at = stack_cells(length, pins) + length
        index = stacking[1].index(tree["stage"]) if stacking else -1
        return lambda view: view[stage_at] == index
    if _state_of(tree) is not None and stacking is not None:
        return _state_predicate(tree, length, pins, stacking)
    if "outnumber" in tree:  # more waiting than the zone has empty points
        return _outnumber_predicate(tree["outnumber"], length, zones, pins)
    if "count" in tree:
        if tree["count"]["of"] == "out-of-game":
            compare, number = COMPARE[tree["count"]["compare"]], tree["count"]["number"]
            gone = _out_counter(length, pins, checkers)
            return lambda view: compare(gone(view), number)
        return _count_predicate(tree["count"], length, zones, pins, block)
    (quantifier, place), = tree.items()
    if place == "out-of-game":  # 'all out of the game' is every one not borne off
        gone = _out_counter(length, pins, checkers)
        if quantifier == "none":
            return lambda view: gone(view) == 0
        if quantifier == "any":
            return lambda view: gone(view) > 0
        return lambda view: gone(view) == checkers - view[length + OFF]
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


def _count_predicate(
    count: Mapping[str, Any], length: int, zones: Mapping[str, tuple[int, ...]], pins: bool,
    block: int,
) -> Predicate:
    """``at least 3 in home``, ``5 off``, ``at most 2 points held in start``: how many
    checkers (or held points) there are, compared with a number."""
    compare = COMPARE[count["compare"]]
    number = count["number"]
    place = count["of"]
    tally: Callable[[View], int]
    if isinstance(place, dict) and ("each-point-of" in place or "point" in place):
        cells = zones[place["each-point-of"]] if "each-point-of" in place else (
            length - place["point"],)
        on = _on_point(length, pins)
        return lambda view: all(compare(on(view, c), number) for c in cells)
    if (isinstance(place, dict) and "held-in" in place) or place == "held":
        cells = zones[place["held-in"]] if isinstance(place, dict) else tuple(range(length))
        tally = lambda view: sum(1 for c in cells if held(view, c, length, block, pins))  # noqa: E731
    elif pins:
        tally = _pinned_counter(place, length, zones)
    else:
        tally = _counter(place, length, zones)
    return lambda view: compare(tally(view), number)


def _outnumber_predicate(
    said: Mapping[str, Any], length: int, zones: Mapping[str, tuple[int, ...]], pins: bool,
) -> Predicate:
    """``more on bar than empty points in ZONE``: more of the player's checkers wait on the
    bar (or in hand) than there are points of the zone with no checker of either side (a
    pinned one included) on them; ``... than points of ZONE without his checkers``: than
    points with none of his own (a pinned one of his included)."""
    waiting = length + (BAR if said["of"] == "bar" else HAND)
    pinned = length + PINS
    if "without-own-in" in said:
        spots = zones[said["without-own-in"]]
        return lambda view: view[waiting] > sum(
            1 for c in spots if view[c] <= 0 and not (pins and view[pinned + c] > 0))
    cells = zones[said["empty-in"]]
    if pins:
        return lambda view: view[waiting] > sum(
            1 for c in cells if view[c] == 0 and view[pinned + c] == 0)
    return lambda view: view[waiting] > sum(1 for c in cells if view[c] == 0)


def _pinned_counter(
    place: Any, length: int, zones: Mapping[str, tuple[int, ...]]
) -> Callable[[View], int]:
    """How many checkers stand at ``place`` in a view that carries pins (a pinned checker
    counts where it is, and ``pinned`` counts only those)."""
    pinned = length + PINS
    if place == "pinned" or (isinstance(place, dict) and "pinned-in" in place):
        cells = tuple(range(length)) if place == "pinned" else zones[place["pinned-in"]]
        return lambda view: sum(1 for c in cells if view[pinned + c] > 0)
    if isinstance(place, dict):
        inside = zones[place["zone"]]
        return lambda view: sum(max(view[c], 0) + max(view[pinned + c], 0) for c in inside)
    return _counter(place, length, zones)


def _on_point(length: int, pins: bool) -> Callable[[View, int], int]:
    """How many of the player's checkers stand on the point at a track cell (a pinned one of
    his counts where it is)."""
    if not pins:
        return lambda view, cell: max(view[cell], 0)
    pinned = length + PINS
    return lambda view, cell: max(view[cell], 0) + (view[pinned + cell] > 0)


def _prime_predicate(
    prime: Mapping[str, Any], length: int, pins: bool, block: int,
    mirror: tuple[int, ...] | None, stacked: bool = False,
) -> Predicate:
    """``a prime of N``: N points in a row along the player's track, each held by him; with
    an enemy checker behind it: one that has yet to pass the whole run, on the bar, in hand,
    or on a point before the run along the opponent's own track (``mirror`` gives, for each
    of the opponent's track cells, the player's cell of the same point)."""
    size, behind = prime["length"], bool(prime.get("behind"))
    if behind and mirror is None:
        raise ValueError("a prime with an enemy checker behind it needs the tracks' mirror")
    theirs = {cell: j for j, cell in enumerate(mirror)} if mirror is not None else {}
    bar, hand = length + OPP_BAR, opponent_cells(length, pins, stacked) + OPP_HAND
    pinned = length + PINS

    def enemy_on(view: View, cell: int) -> bool:
        return view[cell] < 0 or (pins and view[pinned + cell] < 0)

    def holds(view: View) -> bool:
        run = 0
        for cell in range(length):
            run = run + 1 if held(view, cell, length, block, pins) else 0
            if run < size:
                continue
            if not behind:
                return True
            if view[bar] > 0 or view[hand] > 0:
                return True
            first = min(theirs[c] for c in range(cell - run + 1, cell + 1))
            if any(enemy_on(view, mirror[j]) for j in range(first)):  # type: ignore[index]
                return True
        return False

    return holds


def _out_counter(length: int, pins: bool, checkers: int) -> Callable[[View], int]:
    """How many of the player's checkers have left the game (hit and gone for good): those
    not on his track, pinned, on the bar, in hand or off."""
    rest = length + BAR
    if pins:
        pinned = length + PINS
        return lambda view: checkers - sum(c for c in view[:length] if c > 0) - sum(
            1 for c in range(length) if view[pinned + c] > 0) - view[rest] - view[
            rest + 1] - view[rest + 2]
    return lambda view: checkers - sum(c for c in view[:length] if c > 0) - view[rest] - view[
        rest + 1] - view[rest + 2]


def _of_opponent(
    inner: Predicate, length: int, pins: bool, mirror: tuple[int, ...], stacked: bool = False,
) -> Predicate:
    """``the opponent has ...``: the condition judged on the opponent's view, made from the
    player's (his track in his own order, colours swapped; bars, hands and offs swapped;
    stack states along his track, the two stages swapped)."""
    own = opponent_cells(length, pins, stacked)
    base = length + BAR
    moves = own + 2  # where an end rule's view has them: who could move (no move)
    stacks = stack_cells(length, pins)

    def flipped(view: View) -> View:
        track = tuple(-view[c] for c in mirror)
        rest = (view[base + OPP_BAR], view[own + OPP_HAND], view[own + OPP_OFF], view[base])
        could = (view[moves + 1], view[moves]) if len(view) > moves + 1 else ()
        if stacked:
            pinned = tuple(-view[length + PINS + c] for c in mirror) if pins else ()
            states = (*(view[stacks + c] for c in mirror), view[stacks + length + 1],
                      view[stacks + length])
            return (*track, *rest, *pinned, *states, view[length + HAND], view[length + OFF],
                    *could)
        if pins:
            pinned = tuple(-view[length + PINS + c] for c in mirror)
            return (*track, *rest, *pinned, view[length + HAND], view[length + OFF], *could)
        return (*track, *rest, view[length + HAND], view[length + OFF], *could)

    return lambda view: inner(flipped(view))


def _state_of(tree: Mapping[str, Any]) -> str | None:
    """The stack state word a condition counts men in (``none stacked``), or None."""
    place = tree["count"]["of"] if "count" in tree else next(iter(tree.values()))
    return place.get("state") if isinstance(place, dict) else None


def _state_predicate(
    tree: Mapping[str, Any], length: int, pins: bool, stacking: Stacking
) -> Predicate:
    """``none stacked``, ``all unstacked``, ``exactly 3 half-stacked``: the player's men
    standing on points in that stack state (``all``: every one not borne off)."""
    word = _state_of(tree)
    index = stacking[0].index(word) if word in stacking[0] else -1
    stacks = stack_cells(length, pins)

    def count(view: View) -> int:
        return sum(view[c] for c in range(length) if view[c] > 0 and view[stacks + c] == index)

    if "count" in tree:
        compare, number = COMPARE[tree["count"]["compare"]], tree["count"]["number"]
        return lambda view: compare(count(view), number)
    quantifier = next(iter(tree))
    if quantifier == "none":
        return lambda view: count(view) == 0
    if quantifier == "any":
        return lambda view: count(view) > 0
    return lambda view: count(view) == _not_off(view, length)


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
    if "opponent" in tree:
        return "the opponent has " + _grouped(tree["opponent"], "opponent")
    if "no-move" in tree:
        return "no move"
    if "stage" in tree:
        return f"stage {tree['stage']}"
    if "prime" in tree:
        prime = tree["prime"]
        return f"a prime of {prime['length']}" + (
            " with an enemy checker behind it" if prime.get("behind") else "")
    if "outnumber" in tree:
        said = tree["outnumber"]
        if "empty-in" in said:
            return f"more {_where(said['of'])} than empty points in {said['empty-in']}"
        return (f"more {_where(said['of'])} than points of {said['without-own-in']} without "
                "his checkers")
    if "count" in tree:
        count = tree["count"]
        number = f"{count['compare'].replace('-', ' ')} {count['number']}"
        place = count["of"]
        if place == "held":
            return f"{number} points held"
        if isinstance(place, dict) and "held-in" in place:
            return f"{number} points held in {place['held-in']}"
        return f"{number} {_where(place)}"
    (quantifier, place), = tree.items()
    return f"{quantifier} {_where(place)}"


def _where(place: Any) -> str:
    if isinstance(place, str):
        return {"bar": "on bar", "hand": "in hand", "off": "off", "pinned": "pinned",
                "out-of-game": "out of the game"}[place]
    if "pinned-in" in place:
        return f"pinned in {place['pinned-in']}"
    if "state" in place:
        return str(place["state"])
    if "each-point-of" in place:
        return f"on each point of {_zone_words(place['each-point-of'])}"
    if "point" in place:
        return f"on point {place['point']}"
    return f"in {_zone_words(place['zone'])}"


def _zone_words(name: str) -> str:
    """A zone as the file writes it: 'the named zone' is kept as 'named-zone' in the tree."""
    return "the named zone" if name == "named-zone" else name


def _grouped(tree: Mapping[str, Any], outer: str) -> str:
    text = describe_condition(tree)
    inner = next(iter(tree))
    if inner in ("and", "or") and inner != outer:
        return f"({text})"
    return text
