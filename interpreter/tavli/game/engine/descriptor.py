"""A variant's rules compiled for the kernel: which rules it knows, and the flat descriptor.

``supports`` is a whitelist over the rule tree: every top-level rule, every condition form
and every turn-program part the compiled search is known to play exactly as the reference
generator (tavli.game.movegen) does. Anything else (a construct added to the language later)
keeps the variant on the reference path until the kernel learns it.

The descriptor is a list of integers the kernel reads once per variant (see _kernel.c):

    length, cells, blocked-by, hits, pins, higher-bears-off (0 never, 1 from the furthest
    checker, 2 from any), in-order, prime, version (7),
    checkers, ends in C (every ``the game ends when`` rule has a condition the kernel
    judges, and no checker leaves the game: the kernel makes the position after a play that
    ends the game),
    X's track (board points), O's track,
    X's opponent index per track index, O's,
    leave limit: -1, or [n, cells..., checkers, exceptions, (checkers, rolls,
                 (low, high)... with (0, 0) for doubles, condition)...],
    hold limits: n, then [n, cells...] each,
    leaving: n, then [n, cells..., condition] each,
    the five allow conditions (enter from bar, enter from hand, move, hit, bear off),
    no entry onto own checkers, stack limit (0: none), hold at most: n, then
    [n, cells..., most] each, hit stops: [n, cells...], trap limit (0: none),
    hit return: n, then X's n cells and O's (where a checker X hits goes, in X's view; ...),
    then 1 where a hit checker that goes to none of them leaves the game (else 0),
    then 1 and the settle program (tavli.game.shortcuts.settled), or 0;
    then 1 where a part of unlike dice starts with its lowest ('play the lower die first');
    then the turn horizon (how far each player's turns are counted: Variant.turn_horizon),
    the end rules the kernel judges (when ``ends in C`` is 1): n, then (outcome: 0 he
    wins, 1 he loses, 2 a draw; condition) each; and the turn parts' conditions it judges:
    n, then a condition each (named to the kernel by their texts: ``guard_texts``).

A condition is a prefix program: [0, 2] always; [1 and | 2 or, size, n, parts...];
[3 not, size, part]; [4, size, quantifier (none, any, all), place (bar, hand, off, zone,
pinned), n, cells...]; in end rules only, [5 the opponent has, size, part] (judged on the
opponent's view of the same position).
"""

from __future__ import annotations

from collections.abc import Mapping
from math import factorial
from typing import Any

from tavli.game.shortcuts import bear_off_zone, ends_track, order_free, order_free_when
from tavli.model.conditions import describe_condition
from tavli.model.variant import ACTIONS, SIDES, EndRule, Variant

# Rules the kernel plays (generation reads the first group; the rest are the turn's, the
# game's and the match's, which the interpreter handles the same on either path: their
# conditions are Python's to judge, whatever their form).
KNOWN_RULES = frozenset({
    "checkers", "dice", "board", "hit-only-in", "track", "zone", "setup", "side-setup",
    "blocked-by",
    "single-enemy-checker",
    "allow", "bear-off", "leave-limit", "hold-limit", "prime-limit",
    "source", "known-as", "turn", "opening", "cube", "without-option", "option-renamed",
    "cube-rules",
    "stake-doubles-on", "scoring", "game-ends",
    "hold-at-most", "occupy-at-most", "stack-limit", "stack-limit-in", "no-entry-onto-own",
    "no-entry-onto-occupied", "hit-stops", "hit-return", "trap-limit",
    "timed-turn", "unplayed-dice", "lower-die-first", "lower-die-only",
    "no-passing", "hit-facing",
})
KNOWN_ALLOW = frozenset(ACTIONS)
#: The header's word for a die past the end: never (exact only), from the furthest checker,
#: from any checker. The kernel reads 1 and 2 so.
BEAR_OFF = {"exact-only": 0, "exact-or-higher": 1, "exact-or-higher-anywhere": 2}
#: The most dice the kernel plays in one part of a turn: any 4, and more only where they
#: have few orders (its MAXDICE, MAXMIXED and MAXORDERS: see kernel_plays).
KERNEL_DICE = 4
#: The descriptor's layout; the kernel refuses any other, and says which it reads
#: (DESCRIPTOR_VERSION): one built for another is set aside (tavli.game.engine).
VERSION = 10
KNOWN_PART_KEYS = frozenset({"play", "times", "when", "roll-again"})
# The turn's program (tavli.game.turn) only says which dice the kernel is handed next: a cascade
# of higher or lower doubles, a program of some turns only, dice passed over to the opponent.
# A part of more dice than the kernel plays (kernel_plays) is the reference search's, part by
# part (tavli.game.engine.plays): the variant stays on the kernel for the rest.
KNOWN_PLAYS = frozenset({"roll", "double", "complement", "chosen-double", "higher-doubles",
                         "lower-doubles", "pair", "pair-and-odd"})
KNOWN_LEAVE_KEYS = frozenset({"zone", "checkers", "exceptions"})
# 'turns': tavli.game.engine compiles a copy of the variant per turn, with that turn's exceptions
KNOWN_EXCEPTION_KEYS = frozenset({"checkers", "rolls", "when", "turns"})
QUANTIFIERS = {"none": 0, "any": 1, "all": 2}
OUTCOMES = {"wins": 0, "loses": 1, "draw": 2}
#: A count compared with a number ('at most 10 in start'): the kernel's quantifier is 8 + this,
#: and the number ends the atom.
COMPARES = {"at-least": 0, "at-most": 1, "more-than": 2, "fewer-than": 3, "exactly": 4}
#: The places an atom counts a player's checkers at by name; out of the game: his checkers
#: on none of the others, nor the board (hit and gone for good: conditions._out_counter).
PLACES = {"bar": 0, "hand": 1, "off": 2, "out-of-game": 6}

MAX_CELLS = 128  # the kernel's widest view
MAX_DICE = 4
KERNEL_ALIKE, KERNEL_MIXED, KERNEL_ORDERS = 12, 6, 24  # the kernel's MAXDICE, MAXMIXED, MAXORDERS


def kernel_plays(dice: tuple[int, ...]) -> bool:
    """Whether the kernel searches a part of these dice: up to 4 of any numbers, up to 12
    alike (a double played many times, three alike three times over), or up to 6 with at
    most 24 distinct orders (a pair's number four times and the odd die); more is the
    reference search's."""
    n = len(dice)
    if n <= KERNEL_DICE:
        return True
    if len(set(dice)) == 1:
        return n <= KERNEL_ALIKE
    orders = factorial(n)
    for value in set(dice):
        orders //= factorial(dice.count(value))
    return n <= KERNEL_MIXED and orders <= KERNEL_ORDERS


def supports(variant: Variant) -> bool:
    """Whether every rule of ``variant`` is one the compiled search plays as the reference
    does; ``False`` sends the variant to the reference path."""
    return unsupported(variant) is None


def unsupported(variant: Variant) -> str | None:
    """The first rule of ``variant`` the kernel does not know (``"rule 'x'"``), or None."""
    if variant.sides > 2:
        return f"{variant.sides} sides"  # the kernel's view holds two sides (issue 23)
    if any(variant.beyond):  # its view is the mover's track, every point on it
        return "tracks over part of the board"
    tree = variant.rule_tree
    for key in tree:
        if key not in KNOWN_RULES:
            return f"rule {key!r}"
    if any(rule.outcome == "higher-score" for rule in variant.end_rules):
        return "an end rule won on the score"  # the kernel keeps no score
    if any(rule.any_step for rule in variant.end_rules):  # its search ends plays at the end
        return "an end rule tried at any step"
    zones = variant.zones
    for action, condition in tree.get("allow", {}).items():
        if action.startswith("leaving:"):
            if action.removeprefix("leaving:") not in zones:
                return f"allow {action!r}"
        elif action not in KNOWN_ALLOW:
            return f"allow {action!r}"
        if condition is not True and not _known_condition(condition, zones):
            return f"the condition of allow {action!r}"
    if sum(1 for action in tree.get("allow", {}) if action.startswith("leaving:")) > 64:
        return "more than 64 leaving rules"
    for parts in (*tree.get("turn", {}).values(), *tree.get("timed-turn", {}).values()):
        for part in parts:
            if not set(part) <= KNOWN_PART_KEYS:
                return "a turn part"
            if "play" in part and part["play"] not in KNOWN_PLAYS:
                return f"turn part {part['play']!r}"
    for key in tree.get("timed-turn", {}):
        if " stage:" in key:
            return "a turn program timed by stages ('on ... in stage S')"
    if any(isinstance(fate, Mapping) for fate in tree.get("unplayed-dice", {}).values()):
        return "a condition on passing unplayed dice ('passed to the opponent when')"
    limit = tree.get("leave-limit")
    if limit is not None:
        if not set(limit) <= KNOWN_LEAVE_KEYS or variant.leave_limit is None:
            return "the leave limit"
        for item in limit.get("exceptions", []):
            if not set(item) <= KNOWN_EXCEPTION_KEYS or (
                "when" in item and not _known_condition(item["when"], zones)
            ):
                return "a leave limit exception"
            if not all(_roll_pair(roll) is not None for roll in item["rolls"]):
                return "a leave limit roll"
    if not set(tree.get("prime-limit", {})) <= {"length"}:
        return "the prime limit"
    if not set(tree.get("trap-limit", {})) <= {"length"}:
        return "the trap limit"  # 'right behind it' is the reference search's alone
    if isinstance(tree.get("no-entry-onto-occupied"), Mapping):  # (tavli.game.crowding)
        return "entering onto enemy checkers while a condition holds"
    if variant.single_enemy not in ("hit", "blocked", "pin"):
        return "single-enemy-checker"
    if variant.bear_off not in BEAR_OFF:
        return "bear-off"
    if not 1 <= variant.roll_size <= MAX_DICE or variant.faces > 60 or variant.checkers > 120:
        return "the dice or checkers"
    cells = variant.length * (1 + variant.pins + bool(variant.hit_stops)) + 6
    if not 0 < variant.length <= 60 or cells > MAX_CELLS:
        return "the track's length"
    return None


def _known_condition(tree: Any, zones: Mapping[str, tuple[int, ...]]) -> bool:
    if not isinstance(tree, Mapping) or len(tree) != 1:
        return False
    (key, value), = tree.items()
    if key in ("and", "or"):
        return isinstance(value, list) and all(_known_condition(t, zones) for t in value)
    if key == "not":
        return _known_condition(value, zones)
    if key == "prime":  # N held points in a row (behind them: end rules only, whose side the
        return isinstance(value, Mapping) and set(value) == {"length"}  # kernel knows)
    if key == "count":  # of checkers at a place (not of held points)
        of = value.get("of") if isinstance(value, Mapping) else None
        if isinstance(of, Mapping) and ("each-point-of" in of or "point" in of):
            return value.get("compare") in COMPARES and (
                "point" in of or of["each-point-of"] in zones)
        return (isinstance(value, Mapping) and value.get("compare") in COMPARES
                and _known_condition({"any": of}, zones))
    if key not in QUANTIFIERS:
        return False
    if isinstance(value, str):
        return value in PLACES or value == "pinned"
    if isinstance(value, Mapping) and len(value) == 1:
        (kind, zone), = value.items()
        return kind in ("zone", "pinned-in") and zone in zones
    return False


def _known_ending(tree: Any, zones: Mapping[str, tuple[int, ...]]) -> bool:
    """Whether the kernel judges an end rule's condition: a generation condition, or one
    on the opponent, joined with and/or/not."""
    if tree is None:  # a rule on the throw, not on the position
        return False
    if isinstance(tree, Mapping) and len(tree) == 1:
        (key, value), = tree.items()
        if key == "no-move":  # judged by a single step of each number, as could_move does
            return value is True
        if key == "prime":  # an enemy checker behind it too: judged_side is the player's
            return isinstance(value, Mapping) and set(value) <= {"length", "behind"}
        if key == "opponent":
            return _known_ending(value, zones)
        if key in ("and", "or"):
            return isinstance(value, list) and all(_known_ending(t, zones) for t in value)
        if key == "not":
            return _known_ending(value, zones)
    return _known_condition(tree, zones)


def ends_in_kernel(variant: Variant) -> bool:
    """Whether the kernel makes the positions after plays that end the game (every end
    rule's condition is one it judges, or the rule is judged on the dice a play leaves
    unplayed: 'cannot play any / all of his roll')."""
    return all(item.get("roll") in ROLL_RULES or _known_ending(item.get("when"), variant.zones)
               for item in variant.rule_tree.get("game-ends", []))


#: 'the game ends when a player cannot play any / all of his roll', as the kernel reads them
ROLL_RULES = {"any": 1, "all": 2}
#: the condition of such a rule where the end rules are judged on a position: never
NEVER = {"not": True}


def _end_conditions(variant: Variant) -> list[Any]:
    """Each end rule's condition (None for one judged on the throw: 'cannot play ...')."""
    return [item.get("when") for item in variant.rule_tree.get("game-ends", [])]


def _guards(variant: Variant) -> dict[str, Any]:
    """The conditions of the turn programs' parts the kernel judges, by their text (as
    tavli.game.turn finds them: ``Pending.when``)."""
    tree = variant.rule_tree
    programs = [*tree.get("turn", {}).values(), *tree.get("timed-turn", {}).values()]
    found: dict[str, Any] = {}
    for parts in programs:
        for part in parts:
            when = part.get("when")
            if when is not None and _known_condition(when, variant.zones):
                found.setdefault(describe_condition(when), when)
    return found


def guard_texts(variant: Variant) -> tuple[str, ...]:
    """The texts of the turn parts' conditions in the descriptor, in its order."""
    return tuple(_guards(variant))


def _roll_pair(roll: str) -> tuple[int, int] | None:
    if roll == "doubles":
        return (0, 0)
    low, _, high = roll.partition("-")
    if low.isdigit() and high.isdigit():
        return (int(low), int(high))
    return None


def condition_program(tree: Any, variant: Variant) -> list[int]:
    """A condition of the rule tree (or ``True``: always) as the kernel's prefix program."""
    if tree is True:
        return [0, 2]
    if tree == {"no-move": True}:  # (end rules only) no number of the dice would move him
        return [6, 2]
    (key, value), = tree.items()
    if key in ("and", "or"):
        body = [len(value)]
        for part in value:
            body += condition_program(part, variant)
        return [1 if key == "and" else 2, 2 + len(body), *body]
    if key in ("not", "opponent"):
        inner = condition_program(value, variant)
        return [3 if key == "not" else 5, 2 + len(inner), *inner]
    if key == "prime":  # the run's length, and whether an enemy checker must be behind it
        return [7, 4, value["length"], int(bool(value.get("behind")))]
    of = value["of"] if key == "count" else None
    if isinstance(of, Mapping) and ("each-point-of" in of or "point" in of):
        # the count compared on each cell apart (place 5), then the number
        cells = list(variant.zones[of["each-point-of"]]) if "each-point-of" in of else [
            variant.length - of["point"]]
        body = [8 + COMPARES[value["compare"]], 5, len(cells), *cells, value["number"]]
        return [4, 2 + len(body), *body]
    if key == "count":  # a count compared with a number: the atom of its place, then the number
        atom = condition_program({"any": value["of"]}, variant)
        return [4, atom[1] + 1, 8 + COMPARES[value["compare"]], *atom[3:], value["number"]]
    quantifier = QUANTIFIERS[key]
    if isinstance(value, str) and value in PLACES:
        body = [quantifier, PLACES[value], 0]
    elif value == "pinned":
        body = [quantifier, 4, variant.length, *range(variant.length)]
    else:
        (kind, zone), = value.items()
        cells = list(variant.zones[zone])
        body = [quantifier, 3 if kind == "zone" else 4, len(cells), *cells]
    return [4, 2 + len(body), *body]


def descriptor(variant: Variant) -> list[int]:
    """The flat list of integers the kernel compiles ``variant``'s step rules from."""
    length = variant.length
    tree = variant.rule_tree
    ends = ends_in_kernel(variant)
    out = [
        length, length + 6 + (length if variant.pins else 0), variant.blocked_by,
        int(variant.single_enemy == "hit"), int(variant.pins),
        BEAR_OFF[variant.bear_off], int(order_free(variant)),
        variant.prime_limit or 0, VERSION, variant.checkers,
        int(ends),  # positions after plays made in the kernel
    ]
    out += variant.tracks[0]
    out += variant.tracks[1]
    for side in (0, 1):
        out += [variant.tracks[1 - side].index(point) for point in variant.tracks[side]]
    limit = variant.leave_limit
    if limit is None:
        out.append(-1)
    else:
        out += [len(limit.cells), *limit.cells, limit.checkers]
        exceptions = tree["leave-limit"].get("exceptions", [])
        out.append(len(exceptions))
        for item in exceptions:
            pairs = [_roll_pair(roll) for roll in item["rolls"]]
            out += [item["checkers"], len(pairs)]
            for pair in pairs:
                assert pair is not None  # supports() has checked every roll
                out += pair
            out += condition_program(item.get("when", True), variant)
    out.append(len(variant.hold_limits))
    for cells in variant.hold_limits:
        out += [len(cells), *cells]
    allow = tree.get("allow", {})
    leaving = [(variant.zones[action.removeprefix("leaving:")], condition)
               for action, condition in allow.items()
               if action.startswith("leaving:") and condition is not True]
    out.append(len(leaving))
    for cells, condition in leaving:
        out += [len(cells), *cells, *condition_program(condition, variant)]
    for action in ACTIONS:
        out += condition_program(allow.get(action, True), variant)
    # entering: 0 anywhere open, 1 not onto one's own checkers, 2 only onto empty points
    entry = 2 if variant.no_entry_onto_occupied else int(variant.no_entry_onto_own)
    out += [entry, variant.stack_limit or 0, len(variant.hold_most)]
    for cells, most in variant.hold_most:
        out += [len(cells), *cells, most]
    for limits in (variant.stack_limits_in, variant.occupy_most):  # per point; points in all
        out.append(len(limits))
        for cells, most in limits:
            out += [len(cells), *cells, most]
    out += [len(variant.hit_stops), *variant.hit_stops, variant.trap_limit or 0]
    out.append(len(variant.hit_return))  # then, for each side, its cells of the zone's points
    for side in (0, 1):
        out += [variant.tracks[side].index(variant.tracks[1 - side][j])
                for j in variant.hit_return]
    out.append(int(variant.hit_out))  # a hit checker with nowhere to go leaves the game
    # never pass over: 0 no rule, 1 own checkers, 2 any checker; then the facing hit: the
    # zone's cells, and for each side each cell with the cell of the point across the board
    out += [{None: 0, "own": 1, "occupied": 2}[variant.no_passing], len(variant.hit_facing)]
    for side in SIDES:
        for cell, across in variant.facing_cells(side).items():
            out += [cell, across]
    unsettled = order_free_when(variant)
    if unsettled:  # per position: track order where these conditions keep their values
        fixed = [fixed_program(tree, variant) for tree in unsettled]
        out += [1, *(fixed[0] if len(fixed) == 1 else _node(1, fixed))]
    else:
        out.append(0)
    out.append(int(variant.lower_die_first))
    out.append(variant.turn_horizon)
    out.append(len(variant.end_rules) if ends else 0)
    for rule, when in zip(variant.end_rules, _end_conditions(variant), strict=True):
        if ends:
            out += [OUTCOMES[rule.outcome],
                    *condition_program(NEVER if rule.roll else when, variant)]
    guards = _guards(variant)
    out.append(len(guards))
    for when in guards.values():
        out += condition_program(when, variant)
    out.append(variant.faces)  # 'no move' tries every number the dice can show
    # 'a single enemy checker is hit only in ZONE': the zone's cells (-1: anywhere)
    zone = variant.hit_zone
    out += [-1] if zone is None else [len(zone), *zone]
    # the rules on the dice a play leaves unplayed, in order: which (1 any, 2 all), outcome;
    # tried in order, the first 'all' holds wherever a die is left, and an 'any' after
    # another, or after that 'all', never decides: at most those two
    rolls: list[EndRule] = []
    for rule in variant.end_rules if ends else []:
        if rule.roll == "any" and not rolls:
            rolls.append(rule)
        elif rule.roll == "all":
            rolls.append(rule)
            break
    out.append(len(rolls))
    for rule in rolls:
        out += [ROLL_RULES[rule.roll], OUTCOMES[rule.outcome]]
    return out


def _node(kind: int, parts: list[list[int]]) -> list[int]:
    """An 'and' (1) or 'or' (2) node of the kernel's programs over ``parts``."""
    body = [len(parts)]
    for part in parts:
        body += part
    return [kind, 2 + len(body), *body]


def fixed_program(tree: Any, variant: Variant) -> list[int]:
    """tavli.game.shortcuts.fixed as a kernel program: the condition keeps its value (stays true,
    or stays false) through any play of the dice."""
    return _node(2, [settle_program(tree, variant), false_program(tree, variant)])


def false_program(tree: Any, variant: Variant) -> list[int]:
    """tavli.game.shortcuts.stays_false as a kernel program (quantifier 4: more beyond the zone than
    dice; 5: none there, and none the pips can bring there); false where it cannot tell."""
    if tree is True:
        return _FALSE
    if "and" in tree or "or" in tree:  # false when a part of 'and', every part of 'or', is
        key = "and" if "and" in tree else "or"
        return _node(2 if key == "and" else 1,
                     [false_program(part, variant) for part in tree[key]])
    if "not" in tree:
        return settle_program(tree["not"], variant)
    if len(tree) != 1:
        return _FALSE
    (quantifier, place), = tree.items()
    if quantifier == "all" and isinstance(place, dict) and "zone" in place:
        cells = list(variant.zones[place["zone"]])
        return [4, 5 + len(cells), 4, 3, len(cells), *cells]
    if quantifier == "any" and place == "off":
        return [4, 5, 5, 2, 0]
    if quantifier == "any" and isinstance(place, dict) and "zone" in place:
        cells = list(variant.zones[place["zone"]])
        return [4, 5 + len(cells), 5, 3, len(cells), *cells]
    return _FALSE


_FALSE = [3, 4, 0, 2]  # not always


def settle_program(tree: Any, variant: Variant) -> list[int]:
    """tavli.game.shortcuts.settled as a kernel program: quantifier 3 is 'more in the zone than
    there are dice to play'; a condition that cannot be settled is false."""
    if tree is True:
        return [0, 2]
    if "and" in tree or "or" in tree:
        key = "and" if "and" in tree else "or"
        body = [len(tree[key])]
        for part in tree[key]:
            body += settle_program(part, variant)
        return [1 if key == "and" else 2, 2 + len(body), *body]
    if "not" in tree:  # stays true where the inner condition stays false
        return false_program(tree["not"], variant)
    if len(tree) != 1:
        return _FALSE
    (quantifier, place), = tree.items()
    if quantifier == "none" and place in ("bar", "hand"):
        return condition_program(tree, variant)
    if quantifier == "any" and place == "off":
        return condition_program(tree, variant)
    if quantifier in ("none", "any") and (
            place == "pinned" or (isinstance(place, dict) and "pinned-in" in place)):
        return condition_program(tree, variant)
    if not isinstance(place, dict) or "zone" not in place:
        return _FALSE
    cells = list(variant.zones[place["zone"]])
    if quantifier == "any":
        margin = [4, 5 + len(cells), 3, 3, len(cells), *cells]
        home = bear_off_zone(variant)
        if home is None or not ends_track(variant, cells):
            return margin
        kept = [4, 6 + len(cells) + len(home), 6, 3, len(cells), *cells, len(home), *home]
        return _node(2, [margin, kept])
    if quantifier == "all" and ends_track(variant, cells):
        return condition_program(tree, variant)
    return _FALSE
