"""Where the order of a play's steps cannot matter: the search's shortcuts, judged from the rules.

The search (tavli.game.movegen) tries every order of a roll's dice unless these say it need
not: ``order_free`` for a variant whose conditions no order can change, and, position by
position, ``fixed`` for a condition that keeps its value through any play of the roll
(``settled`` when it holds and stays true, ``stays_false`` when no play can make it true,
``stays_held`` for a zone at the end of the track that no checker can leave this turn). Then
only steps in track order are searched, which finds the same plays far faster.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from tavli.model.conditions import BAR, HAND, OFF, PINS
from tavli.model.variant import Variant

#: The mover's view of a position (tavli.model.conditions): his track, then his places off it.
View = tuple[int, ...]


def order_free(variant: Variant) -> bool:
    """Whether the search may make a turn's moves in track order (bar, hand, then points),
    in every position."""
    return order_free_when(variant) == []


def order_free_when(variant: Variant) -> list[Any] | None:
    """The conditions of the rules that make the order of a turn's moves matter: ``[]`` when
    none does (the search goes in track order everywhere); a position where each of them is
    ``settled`` (holds, and stays true whatever is played) may still be searched in track
    order; ``None`` when something else makes the order matter (every order, always).

    Moving a checker never hinders a later move of a checker behind it, and a move from
    behind never needs a move ahead of it to be made first, as long as the rules' conditions
    only ask that the bar or the hand be empty, or (for bearing off) that all checkers stand
    in a zone at the end of the track. Conditions of any other kind (DU-03's "hit only when a
    checker is home", say) make the order matter, and the search then tries every order.
    """
    if variant.prime_limit is not None:
        return None  # a step may not close a prime that a later step would open again
    if variant.hit_return:
        return None  # a checker hit back onto the board may close a point, or be a blot
    # Pins do not make the order matter: the mover's own pinned checkers stay where they are
    # all turn, and a point he pins on stays open to him whether the pinned checker is freed
    # by his leaving it (a lone enemy checker, which he may pin again) or not.
    if variant.hold_limits:
        return None  # such conditions ask where other checkers stand: keep every order
    if (variant.hold_most or variant.occupy_most or variant.stack_limit or variant.stack_limits_in
            or variant.no_entry_onto_own or variant.no_entry_onto_occupied or variant.trap_limit
            or variant.no_passing or variant.hit_facing or variant.lapsing
            or variant.hit_point_of):
        return None  # a later step can make room for, or be stopped by, an earlier one
    # A checker that hits and stops (hit-stops) keeps the track order: a step from a point
    # comes after every arrival there, so the checkers free to leave are the same in any
    # order that leaves the same hitters behind.
    rules = variant.rule_tree.get("allow", {})
    suffixes = {name for name, cells in variant.zones.items() if ends_track(variant, cells)}

    def monotone(tree: Any, bearing_off: bool) -> bool:
        if tree is True:
            return True
        if "and" in tree or "or" in tree:
            return all(monotone(t, bearing_off) for t in tree.get("and", tree.get("or")))
        if tree.get("none") in ("bar", "hand"):
            return True
        if _pinned_place(tree):
            return True  # the mover's own pins do not change during his turn
        place = tree.get("all")
        return bearing_off and isinstance(place, dict) and place.get("zone") in suffixes

    # 'allow leaving ZONE only when none in hand' (Tabula) is judged like entering: the
    # hand and the bar only empty, and in track order they empty first
    leaving = [tree for action, tree in rules.items() if action.startswith("leaving:")]
    actions = ("entering-from-bar", "entering-from-hand", "moving-on-board", "hitting",
               "bearing-off")
    return [tree for tree in leaving if not monotone(tree, False)] + [
        rules[action] for action in actions
        if action in rules and not monotone(rules[action], action == "bearing-off")]


def settled(variant: Variant, tree: Any, view: View, steps: int) -> bool:
    """Whether condition ``tree`` holds in ``view`` and stays true through any ``steps``
    moves of the player: none on the bar or in hand, any off, and all in a zone at the end
    of the track only become truer; any in a zone stays true while more of his checkers
    stand there than moves are left (a move takes at most one checker out of it). Other
    conditions are not settled (the search then tries every order)."""
    if "and" in tree:
        return all(settled(variant, t, view, steps) for t in tree["and"])
    if "or" in tree:
        return any(settled(variant, t, view, steps) for t in tree["or"])
    if len(tree) != 1:
        return False
    (quantifier, place), = tree.items()
    length = variant.length
    if quantifier == "none" and place in ("bar", "hand"):
        return view[length + (BAR if place == "bar" else HAND)] == 0
    if quantifier == "any" and place == "off":
        return view[length + OFF] > 0
    if _pinned_place(tree) and quantifier in ("none", "any"):  # his pins stay as they are
        cells = range(length) if place == "pinned" else variant.zones[place["pinned-in"]]
        pinned = sum(1 for c in cells if view[length + PINS + c] > 0)
        return bool((pinned == 0) == (quantifier == "none"))
    if not isinstance(place, dict) or "zone" not in place or quantifier not in ("any", "all"):
        return False
    cells = variant.zones[place["zone"]]
    here = sum(max(view[c], 0) for c in cells)
    if variant.pins:
        here += sum(1 for c in cells if view[length + PINS + c] > 0)
    if quantifier == "any":
        return here > steps
    return ends_track(variant, cells) and here == _not_off(variant, view)


def fixed(variant: Variant, tree: Any, view: View, dice: tuple[int, ...]) -> bool | None:
    """The value condition ``tree`` keeps through any play of ``dice`` from ``view``: True
    (``settled``), False (false now, and no play of these dice can make it true), or None
    (it may change during the play). A condition that keeps its value is a fixed filter on
    the steps, so the order of a play's steps does not matter to it."""
    if tree is True:
        return True
    if "and" in tree or "or" in tree:
        key = "and" if "and" in tree else "or"
        values = [fixed(variant, t, view, dice) for t in tree[key]]
        decisive = key == "or"  # a part that decides the whole: True for 'or', False for 'and'
        if decisive in values:
            return decisive
        return None if None in values else not decisive
    if "not" in tree:
        value = fixed(variant, tree["not"], view, dice)
        return None if value is None else not value
    if settled(variant, tree, view, len(dice)) or stays_held(variant, tree, view, dice):
        return True
    return False if stays_false(variant, tree, view, dice) else None


def stays_held(variant: Variant, tree: Any, view: View, dice: tuple[int, ...]) -> bool:
    """Whether 'any in ZONE', for a zone at the end of the track, holds and cannot stop
    holding in a play of ``dice``: a checker leaves such a zone only by bearing off, and
    none can be borne off when bearing off waits for all to be in a zone at the end of the
    track and the checkers outside it need more pips than the dice have to get there."""
    if len(tree) != 1 or "any" not in tree or not isinstance(tree["any"], dict) \
            or "zone" not in tree["any"]:
        return False
    length = variant.length
    cells = variant.zones[tree["any"]["zone"]]
    home = bear_off_zone(variant)
    if home is None or not ends_track(variant, cells):
        return False
    pinned = (lambda c: view[length + PINS + c] > 0) if variant.pins else (lambda c: False)
    if not any(view[c] > 0 or pinned(c) for c in cells):
        return False
    first = home[0]
    if any(pinned(c) for c in range(first)):
        return True  # a checker held outside the zone never gets there
    needed = sum(max(view[c], 0) * (first - c) for c in range(first))
    needed += (view[length + BAR] + view[length + HAND]) * (first + 1)
    return needed > sum(dice)


def ends_track(variant: Variant, cells: tuple[int, ...] | list[int]) -> bool:
    """Whether ``cells`` are the last points of the track, up to its end (a checker leaves
    such a zone only by bearing off)."""
    return bool(cells) and list(cells) == list(range(cells[0], variant.length))


@cache
def bear_off_zone(variant: Variant) -> tuple[int, ...] | None:
    """The zone at the end of the track that every checker must stand in before any is
    borne off, where the rules say just that (``allow bearing off only when all in
    ZONE``); else None."""
    gate = variant.rule_tree.get("allow", {}).get("bearing-off")
    if not isinstance(gate, dict) or set(gate) != {"all"} or not isinstance(gate["all"], dict) \
            or "zone" not in gate["all"]:
        return None
    home = tuple(variant.zones[gate["all"]["zone"]])
    return home if ends_track(variant, home) else None


def stays_false(variant: Variant, tree: Any, view: View, dice: tuple[int, ...]) -> bool:
    """Whether condition ``tree`` (one test) is false in ``view`` and no play of ``dice`` can
    make it true: all in a zone, while more of the player's checkers stand beyond it than
    there are dice (a checker never moves back, and leaves the board one a die); any in a
    zone, or any off, while none is there and none can reach it with every pip of the dice
    (a checker on the bar or in hand enters one pip before the track)."""
    if len(tree) != 1:
        return False
    (quantifier, place), = tree.items()
    length = variant.length
    pinned = (lambda c: view[length + PINS + c] > 0) if variant.pins else (lambda c: False)
    if quantifier == "all" and isinstance(place, dict) and "zone" in place:
        cells = variant.zones[place["zone"]]
        if not cells:
            return False
        beyond = sum(max(view[c], 0) + pinned(c) for c in range(max(cells) + 1, length))
        return beyond > len(dice)
    if quantifier != "any":
        return False
    if place == "off":
        targets: tuple[int, ...] = (length,)
        if view[length + OFF] > 0:
            return False
    elif isinstance(place, dict) and "zone" in place:
        targets = tuple(variant.zones[place["zone"]])
        if any(view[c] > 0 or pinned(c) for c in targets):
            return False
    else:
        return False
    pips = sum(dice)
    starts = [c for c in range(length) if view[c] > 0]
    if view[length + BAR] > 0 or view[length + HAND] > 0:
        starts.append(-1)
    return not any(start < target <= start + pips for start in starts for target in targets)


def _pinned_place(tree: Any) -> bool:
    """Whether a condition asks only about the player's pinned checkers."""
    if len(tree) != 1:
        return False
    (quantifier, place), = tree.items()
    return quantifier in ("none", "any", "all") and (
        place == "pinned" or (isinstance(place, dict) and "pinned-in" in place))


def _not_off(variant: Variant, view: View) -> int:
    """The player's checkers not yet borne off (pinned ones included)."""
    length = variant.length
    count = sum(c for c in view[:length] if c > 0) + view[length + BAR] + view[length + HAND]
    if variant.pins:
        count += sum(1 for c in range(length) if view[length + PINS + c] > 0)
    return count
