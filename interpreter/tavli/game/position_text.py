"""tavli's own position notation: one line, readable in a feature file, for every variant.

    X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll

Each side lists its checkers in its *own* point numbering (24 is where its track begins, 1
the last point before bearing off), then ``hand:N``, ``bar:N`` and ``off:N`` where not zero,
and, in a game where hit checkers leave it, ``out:N`` for those out of the game;
in a game with pins, ``13:pinned`` is a checker of that side pinned on its 13 point under the
other side's checkers.
The third part says whose turn it is and what comes next::

    opening roll         (each player rolls one die to see who starts)
    X to roll
    X to roll again      (the same turn goes on with a new roll: no double may be offered)
    X to play 6-5
    X to play 4-4-4-4, then 3-3-3-3 when none in hand and none on bar, then roll again
    X to choose a double for 4 moves, then roll again
    X to play 6-3 or roll again            (the opening winner's choice)
    X doubles to 4, O to take or drop
    X has won            X has won, O dropped
    drawn                (an end rule made the game a draw)

A fourth part ``cube N`` (centred) or ``cube N O`` (owned by O) appears when the stake is not
1 or the cube has an owner.

Where the rules depend on the turn, two more parts may follow: ``turns X 3+ O 1`` (the
turns each player has finished, ``3+`` meaning three or more where the rules count no
further) and ``doubles X 1+ O 0`` (the doubles each has rolled); they are left out while
both counts are 0. Where unplayed dice pass to the opponent, the turn says so::

    X to play 4-4-4-4, then 5-5-5-5, then 6-6-6-6, unplayed dice to O
    O to play 5-5 passed by X, then 6-6-6-6      (then O rolls for his own turn)
    O to play 6-3 moved by X                      (X plays O's men; then O rolls)

A chosen double's complement still to come is ``its complement for 4 moves``.

Formatting then parsing gives back the same position, and parsing then formatting gives
back the same text for every canonical line.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from tavli.game import engine
from tavli.game.decision_text import decided_text, read_decide_turn, read_decided
from tavli.game.many_text import format_many, parse_many, side_part
from tavli.game.quick_text import quick_position
from tavli.game.score_text import counters_text, read_counters
from tavli.game.stack_text import read_stacking, stacked_text
from tavli.model.errors import NotationError
from tavli.model.position import Chain, Pending, Position, other
from tavli.model.variant import SIDE_NAMES, Side, Variant

_ITEM = re.compile(r"^(?:(hand|bar|off|out)|(\d{1,2})):(\d{1,3}|pinned)$")
# dice such as 6-5 or 4-4-4-4; steps on any points ('play the total on any points', die 0)
# are counted after them: '8 on any points', '5 and 3 on any points'
_DICE = r"(?:(?:\d+(?:-\d+)*) and )?\d+ on any points|\d+(?:-\d+)+"
_MAX_TEXT = 2000


def format_position(variant: Variant, position: Position) -> str:
    if variant.sides > 2:
        return format_many(variant, position)
    tracks = variant.tracks
    points, hand, bar, off, pinned = (position.points, position.hand, position.bar,
                                      position.off, position.pinned)
    text = (f"{_side_text(tracks[0], points, hand, bar, off, pinned, 0)}"
            f"{_out(variant, position, 0)} | "
            f"{_side_text(tracks[1], points, hand, bar, off, pinned, 1)}"
            f"{_out(variant, position, 1)}"
            f"{_tail(variant, position)}")
    if variant.score_counters:
        text += counters_text(variant, position)
    if variant.decisions or variant.lapsing is not None:
        return decided_text(variant, text, position)
    return stacked_text(variant, position, text) if variant.stacked else text


def results_writer(variant: Variant, before: Position) -> Callable[[Position, bool], str]:
    """``write(after, hit)``: the text of a position a play from ``before`` led to, where
    ``hit`` says whether the play hit (or pinned) a checker. A play moves only the mover's
    checkers but for its hits, so without one the opponent's part is as it was before,
    unless his bar, hand, off or pins changed: that part is written once, not per play."""
    if variant.sides > 2:
        return lambda after, hit: format_many(variant, after)
    mover: Side = before.turn
    theirs: Side = other(mover)
    own_track, their_track = variant.tracks[mover], variant.tracks[theirs]
    kept = side_text(variant, before, theirs)
    pins = before.pinned
    keys = before.bar[theirs], before.hand[theirs], before.off[theirs]

    def write(after: Position, hit: bool) -> str:
        points, hand, bar, off, pinned = (after.points, after.hand, after.bar, after.off,
                                          after.pinned)
        own = _side_text(own_track, points, hand, bar, off, pinned, mover) + _out(
            variant, after, mover)
        if hit or pinned != pins or (bar[theirs], hand[theirs], off[theirs]) != keys:
            other_part = _side_text(their_track, points, hand, bar, off, pinned, theirs) \
                + _out(variant, after, theirs)
        else:
            other_part = kept
        tail = _tail(variant, after)
        return f"{own} | {other_part}{tail}" if mover == 0 else f"{other_part} | {own}{tail}"

    if variant.stacked or variant.score_counters or variant.decisions \
            or variant.lapsing is not None:
        return lambda after, hit: format_position(variant, after)
    return write


def side_text(variant: Variant, position: Position, side: Side) -> str:
    """One side's part: ``X 24:2 13:5 8:3 6:5``."""
    if variant.sides > 2:
        return side_part(variant, position, side)
    return _side_text(variant.tracks[side], position.points, position.hand, position.bar,
                      position.off, position.pinned, side) + _out(variant, position, side)


def _out(variant: Variant, position: Position, side: Side) -> str:
    """`` out:2``: the checkers hit out of the game, where they leave it (written last)."""
    if not variant.hit_out:
        return ""
    gone = variant.checkers - position.checkers_of(side)
    return f" out:{gone}" if gone else ""


# Everything after the checkers (whose turn, the cube, the counts) depends on a few fields
# that most positions of a game share: written once per distinct set of them.
_TAILS: dict[tuple[object, ...], str] = {}
_MAX_TAILS = 4096


def _tail(variant: Variant, position: Position) -> str:
    """`` | X to roll`` and the optional parts after it."""
    key = (position.turn, position.phase, position.dice, position.rest, position.chain,
           position.cube, position.cube_owner, position.turns, position.doubles,
           variant.turn_horizon, variant.double_horizon)
    tail = _TAILS.get(key)
    if tail is None:
        parts = ["", _format_turn(position)]
        if position.cube != 1 or position.cube_owner is not None:
            owner = "" if position.cube_owner is None else \
                f" {SIDE_NAMES[position.cube_owner]}"
            parts.append(f"cube {position.cube}{owner}")
        if any(position.turns):
            parts.append("turns " + _counts(position.turns, variant.turn_horizon))
        if any(position.doubles):
            parts.append("doubles " + _counts(position.doubles, variant.double_horizon))
        tail = " | ".join(parts)
        if len(_TAILS) >= _MAX_TAILS:  # a few dozen in any real game; never unbounded
            _TAILS.clear()
        _TAILS[key] = tail
    return tail


def _counts(counts: tuple[int, ...], horizon: int) -> str:
    """``X 3+ O 1``: each count, with + where it has reached what the rules count to."""
    return " ".join(f"{name} {count}{'+' if count == horizon else ''}"
                    for name, count in zip(SIDE_NAMES, counts, strict=True))


def _side_text_py(track: tuple[int, ...], points: tuple[int, ...], hand: tuple[int, int],
                  bar: tuple[int, int], off: tuple[int, int], pinned: tuple[int, ...],
                  side: Side) -> str:
    items = [SIDE_NAMES[side]]
    if hand[side]:
        items.append(f"hand:{hand[side]}")
    if bar[side]:
        items.append(f"bar:{bar[side]}")
    sign = 1 if side == 0 else -1
    length = len(track)
    for index, point in enumerate(track):
        count = points[point - 1] * sign
        if count > 0:
            items.append(f"{length - index}:{count}")
    if pinned:
        for index, point in enumerate(track):
            if pinned[point - 1] * sign > 0:
                items.append(f"{length - index}:pinned")
    if off[side]:
        items.append(f"off:{off[side]}")
    return " ".join(items)


# The compiled kernel writes the same text (tests/test_engine_texts.py), faster.
_side_text: Callable[..., str] = engine.text_function("side_text", _side_text_py)


def _dice(dice: tuple[int, ...]) -> str:
    if 0 not in dice:  # the usual dice, as fast as before
        return "-".join(map(str, dice))
    numbers = "-".join(str(d) for d in dice if d)
    return f"{numbers + ' and ' if numbers else ''}{dice.count(0)} on any points"


def _format_pending(part: Pending) -> str:
    if part.kind == "play":
        text = _dice(part.dice)
    elif part.kind == "choose-double":
        text = f"a chosen double for {part.times} moves"
    elif part.kind == "chosen-complement":
        text = f"its complement for {part.times} moves"
    else:
        text = "roll again"
    return f"{text} when {part.when}" if part.when else text


def _format_turn(position: Position) -> str:
    side = SIDE_NAMES[position.turn]
    rest = "".join(f", then {_format_pending(p)}" for p in position.rest)
    if position.chain == "passing" and position.phase in ("play", "choose-double"):
        rest += f", unplayed dice to {SIDE_NAMES[other(position.turn)]}"
    match position.phase:
        case "opening":
            return "opening roll"
        case "drawn":
            return "drawn"
        case "roll":
            return f"{side} to roll again" if position.rest else f"{side} to roll"
        case "play":
            passed = f" passed by {SIDE_NAMES[other(position.turn)]}" \
                if position.chain == "passed" else f" moved by {SIDE_NAMES[other(position.turn)]}" \
                if position.chain == "moved" else ""
            return f"{side} to play {_dice(position.dice)}{passed}{rest}"
        case "choose-double":
            head, *tail = position.rest
            after = "".join(f", then {_format_pending(p)}" for p in tail)
            if position.chain == "passing":
                after += f", unplayed dice to {SIDE_NAMES[other(position.turn)]}"
            when = f" when {head.when}" if head.when else ""
            if head.dice:  # 'dice: 2d6 and a chosen number': the throw waits for its number
                return f"{side} to choose a number to play with {_dice(head.dice)}{after}"
            return f"{side} to choose a double for {head.times} moves{when}{after}"
        case "choose-opening":
            return f"{side} to play {_dice(position.dice)} or roll again"
        case "decide":  # the choices are added by tavli.game.decision_text
            head, *tail = position.rest
            then = [_dice(head.dice)] if head.dice else []
            then += [_format_pending(p) for p in tail]
            return f"{side} to decide {head.decision}" + "".join(f", then {t}" for t in then)
        case "take-or-drop":
            return (f"{side} doubles to {position.cube * 2}, "
                    f"{SIDE_NAMES[other(position.turn)]} to take or drop")
        case "over":
            return f"{side} has won"
        case _:
            return f"{side} has won, {SIDE_NAMES[other(position.turn)]} dropped"


def parse_position(variant: Variant, text: str) -> Position:
    """Read a position in the native notation; errors say what was wrong and where."""
    if len(text) > _MAX_TEXT:
        raise NotationError(f"a position is at most {_MAX_TEXT} characters long")
    if text.strip() == "start":
        from tavli.model.position import starting_position

        return starting_position(variant)
    if variant.sides > 2:
        return parse_many(variant, text)
    quick = quick_position(variant, text)
    if quick is not None:
        return quick
    sections = [s.strip() for s in text.strip().split("|")]
    sections, stacks, counters = read_stacking(variant, sections, text)
    if variant.score_counters:
        sections, counters = read_counters(variant, sections, text)
    if variant.kept_decisions or variant.lapsing is not None:
        sections, counters = read_decided(variant, sections, text)
    if not 3 <= len(sections) <= 6:
        raise NotationError(
            f"a position has three to six parts separated by '|' (X's checkers | O's "
            f"checkers | whose turn [| cube] [| turns] [| doubles]), not {len(sections)}: "
            f"{text!r}"
        )
    points = [0] * variant.board.points
    pinned = [0] * variant.board.points
    bar, hand, off, gone = [0, 0], [0, 0], [0, 0], [0, 0]
    sides: tuple[Side, Side] = (0, 1)
    for expected, section in zip(sides, sections[:2], strict=True):
        words = section.split()
        if not words or words[0] != SIDE_NAMES[expected]:
            raise NotationError(
                f"part {expected + 1} must begin with {SIDE_NAMES[expected]}: {section!r}"
            )
        _parse_side(variant, expected, words[1:], points, pinned, bar, hand, off, text, gone)
    _check_pins(variant, points, pinned, text)
    for side in (0, 1):
        sign = 1 - 2 * side
        total = sum(c * sign for c in points if c * sign > 0)
        total += sum(c * sign for c in pinned if c * sign > 0)
        total += bar[side] + hand[side] + off[side] + gone[side]
        if gone[side] and not variant.hit_out:
            raise NotationError(f"{SIDE_NAMES[side]} has checkers out of the game in {text!r}, "
                                f"but in {variant.name} no checker leaves it")
        if total != variant.checkers:
            raise NotationError(
                f"{SIDE_NAMES[side]} has {total} checkers in {text!r}; "
                f"each player has {variant.checkers} in {variant.name}"
            )
    position = Position(tuple(points), (bar[0], bar[1]), (hand[0], hand[1]), (off[0], off[1]),
                        pinned=tuple(pinned) if any(pinned) else (), stacks=stacks,
                        counters=counters)
    position = _parse_turn(variant, sections[2], position, text)
    return _parse_extras(variant, sections[3:], position, text)


def _parse_extras(
    variant: Variant, sections: list[str], position: Position, whole: str
) -> Position:
    """The optional parts after the turn, in their order: cube, turns, doubles."""
    order = ["cube", "turns", "doubles"]
    at = 0
    for section in sections:
        word = section.split(" ", 1)[0]
        if word not in order[at:]:
            raise NotationError(
                f"after the turn come, in this order and where needed, 'cube N', "
                f"'turns X n O n' and 'doubles X n O n', not {section!r} (in {whole!r})")
        at = order.index(word) + 1
        if word == "cube":
            position = _parse_cube(variant, section, position, whole)
        elif word == "turns":
            position = replace(position, turns=_parse_counts(
                section, variant.turn_horizon, "turns", "how many turns each player has played",
                whole))
        else:
            position = replace(position, doubles=_parse_counts(
                section, variant.double_horizon, "doubles", "how many doubles each player has "
                "rolled", whole))
    return position


def _parse_counts(
    section: str, horizon: int, word: str, what: str, whole: str
) -> tuple[int, int]:
    if not horizon:
        raise NotationError(f"the rules of this variant do not depend on {what}, so "
                            f"{section!r} has no place in its positions (in {whole!r})")
    m = re.fullmatch(rf"{word} X (\d{{1,3}})(\+?) O (\d{{1,3}})(\+?)", section)
    if m is None:
        raise NotationError(f"{section!r} is not '{word} X n O n' (in {whole!r})")
    counts = []
    for number, plus in ((m[1], m[2]), (m[3], m[4])):
        count = int(number)
        if count > horizon or (count == horizon) != bool(plus):
            raise NotationError(
                f"{section!r}: the rules count {word} up to {horizon}, written {horizon}+ "
                f"(and below that as plain numbers) (in {whole!r})")
        counts.append(count)
    return counts[0], counts[1]


def _check_pins(variant: Variant, points: list[int], pinned: list[int], text: str) -> None:
    """A pinned checker lies under the other side's checkers, in a game that pins."""
    for board, pin in enumerate(pinned):
        if not pin:
            continue
        if not variant.pins:
            raise NotationError(f"{variant.name} has no pins (in {text!r})")
        if points[board] * pin >= 0:
            side = 0 if pin > 0 else 1
            own = variant.own_point(side, board + 1)
            raise NotationError(
                f"{SIDE_NAMES[side]}'s checker pinned on his point {own} needs a checker of "
                f"{SIDE_NAMES[1 - side]}'s on top of it (in {text!r})"
            )


def _parse_side(
    variant: Variant, side: Side, words: list[str], points: list[int], pinned: list[int],
    bar: list[int], hand: list[int], off: list[int], text: str, gone: list[int],
) -> None:
    sign = 1 if side == 0 else -1
    name = SIDE_NAMES[side]
    known = _words_of(variant)[side]
    seen: set[str] = set()
    for word in words:
        item = known.get(word)
        if item is None:  # read once per variant and side: positions repeat their words
            item = known[word] = _read_item(variant, side, word, text, seen)
        key, place, board, count = item
        if key in seen:
            raise NotationError(f"{name} names {key} twice in {text!r}")
        seen.add(key)
        if place == "pinned":
            pinned[board] = sign
        elif place == "hand":
            hand[side] = count
        elif place == "bar":
            bar[side] = count
        elif place == "off":
            off[side] = count
        elif place == "out":  # hit out of the game, where checkers leave it
            gone[side] = count
        else:
            if points[board] * sign < 0:
                own = variant.own_point(side, board + 1)
                theirs = variant.own_point(1 - side, board + 1)
                raise NotationError(
                    f"{name}'s point {own} is {SIDE_NAMES[1 - side]}'s point {theirs}, which "
                    f"already holds {SIDE_NAMES[1 - side]}'s checkers (in {text!r})"
                )
            points[board] = sign * count


# One item of a side, as read: (its key for "named twice", where, board index, count).
_Item = tuple[str, str, int, int]
_WORDS: dict[int, tuple[Variant, tuple[dict[str, _Item], dict[str, _Item]]]] = {}


def _words_of(variant: Variant) -> tuple[dict[str, _Item], dict[str, _Item]]:
    """The items each side's words were read as, for ``variant`` (kept with it, so its id is
    no other variant's)."""
    hit = _WORDS.get(id(variant))
    if hit is None or hit[0] is not variant:
        if len(_WORDS) > 64:  # variants are few; loaded and dropped ones must not pile up
            _WORDS.clear()
        hit = _WORDS[id(variant)] = variant, ({}, {})
    return hit[1]


def _read_item(variant: Variant, side: Side, word: str, text: str, seen: set[str]) -> _Item:
    """What one word of a side says, checked against the variant (a key already ``seen``
    is named twice); the errors name ``text``."""
    match = _ITEM.match(word)
    if match is None:
        raise NotationError(f"{word!r} is not a point count such as 13:5, hand:2, bar:1 "
                            f"or off:3 (in {text!r})")
    place, point, count_text = match.groups()
    key = (place or point) + (":pinned" if count_text == "pinned" else "")
    if key in seen:
        raise NotationError(f"{SIDE_NAMES[side]} names {key} twice in {text!r}")
    if count_text == "pinned":
        if place is not None:
            raise NotationError(f"{word!r}: only a checker on a point can be pinned")
        own = int(point)
        if not 1 <= own <= variant.length:
            raise NotationError(f"{word!r}: there is no point {own} (1 to {variant.length})")
        return key, "pinned", variant.point_of(side, own) - 1, 1
    count = int(count_text)
    if count == 0 or count > variant.checkers:
        raise NotationError(f"{word!r}: a count must be 1 to {variant.checkers}")
    if place is not None:
        return key, place, -1, count
    own = int(point)
    if not 1 <= own <= variant.length:
        raise NotationError(f"{word!r}: there is no point {own} (1 to {variant.length})")
    return key, "point", variant.point_of(side, own) - 1, count


def _parse_pending(variant: Variant, text: str, whole: str) -> Pending:
    when = ""
    if " when " in text:
        text, when = text.split(" when ", 1)
        if when not in variant.guards:
            raise NotationError(f"'when {when}' is no condition of {variant.name}'s turn "
                                f"program (in {whole!r})")
    if text == "roll again":
        return Pending("roll-again", when=when)
    complement = re.fullmatch(r"its complement for (\d) moves", text)
    if complement:
        return Pending("chosen-complement", times=int(complement.group(1)), when=when)
    chosen = re.fullmatch(r"a chosen double for (\d) moves", text)
    if chosen:
        return Pending("choose-double", times=int(chosen.group(1)), when=when)
    if re.fullmatch(rf"{_DICE}|\d", text):
        return Pending("play", _parse_dice(variant, text, whole), when=when)
    raise NotationError(f"{text!r} is not a part of a turn (dice such as 3-3-3-3, "
                        f"'roll again' or 'a chosen double for 4 moves') in {whole!r}")


def _parse_dice(variant: Variant, text: str, whole: str) -> tuple[int, ...]:
    anywhere = 0
    if text.endswith(" on any points"):
        numbers, _, count = text.removesuffix(" on any points").rpartition(" and ")
        anywhere = int(count)
        if not variant.stages or not 1 <= anywhere <= variant.faces * variant.roll_size:
            raise NotationError(f"{text!r}: {variant.name} makes no {anywhere} steps on any "
                                f"points (in {whole!r})")
        text = numbers
    dice = tuple(int(d) for d in text.split("-")) if text else ()
    dice += (0,) * anywhere
    if any(not 0 <= d <= variant.faces for d in dice) or (0 in dice) != bool(anywhere) \
            or len(dice) > 32:
        raise NotationError(f"{text!r} are not dice of {variant.name} (in {whole!r})")
    return dice


def _parse_turn(variant: Variant, section: str, position: Position, whole: str) -> Position:
    if section == "opening roll":
        return replace(position, phase="opening")
    if section == "drawn":
        return replace(position, phase="drawn", turn=0)
    words = section.split(" ", 1)
    if words[0] not in SIDE_NAMES or len(words) < 2:
        raise NotationError(f"the third part must say whose turn it is, e.g. 'X to roll', "
                            f"not {section!r}")
    side: Side = 0 if words[0] == "X" else 1
    said = words[1]
    if said == "to roll":  # the commonest turn, at once
        return replace(position, turn=side, chain="", phase="roll")
    chain: Chain = ""
    passing = f", unplayed dice to {SIDE_NAMES[other(side)]}"
    if said.endswith(passing):
        said, chain = said.removesuffix(passing), "passing"
    head, *tail = said.split(", then ")
    rest = tuple(_parse_pending(variant, t, whole) for t in tail)
    base = replace(position, turn=side, chain=chain)
    if m := re.fullmatch(rf"to play ({_DICE}|\d) (passed|moved) by {SIDE_NAMES[other(side)]}",
                         head):
        if chain or any(p.kind != "play" for p in rest):
            raise NotationError(f"dice {m[2]} by the opponent are played out and nothing "
                                f"else: no choice, new roll or passing on (in {whole!r})")
        return replace(base, phase="play", dice=_parse_dice(variant, m[1], whole), rest=rest,
                       chain="passed" if m[2] == "passed" else "moved")
    if chain and not (head.startswith("to play") or head.startswith("to choose")):
        raise NotationError(f"only dice still to play can pass to the opponent (in {whole!r})")
    if head == "to roll" and not rest:
        return replace(base, phase="roll")
    if head == "to roll again" and not rest:
        return replace(base, phase="roll", rest=(Pending("roll-again"),))
    if (decide := read_decide_turn(variant, side, head, rest, whole)) is not None:
        return replace(base, phase="decide", rest=decide)
    if m := re.fullmatch(rf"to play ({_DICE}) or roll again", head):
        if rest:
            raise NotationError(f"the opening choice has no later parts (in {whole!r})")
        return replace(base, phase="choose-opening", dice=_parse_dice(variant, m[1], whole))
    if m := re.fullmatch(rf"to play ({_DICE}|\d)", head):  # one die: a double played once
        return replace(base, phase="play", dice=_parse_dice(variant, m[1], whole), rest=rest)
    if m := re.fullmatch(rf"to choose a number to play with ({_DICE}|\d)", head):
        chosen = Pending("choose-double", _parse_dice(variant, m[1], whole), 1)
        return replace(base, phase="choose-double", rest=(chosen, *rest))
    if m := re.fullmatch(r"to choose a double for (\d) moves(?: when (.+))?", head):
        first = _parse_pending(variant, f"a chosen double for {m[1]} moves"
                               + (f" when {m[2]}" if m[2] else ""), whole)
        return replace(base, phase="choose-double", rest=(first, *rest))
    other_name = SIDE_NAMES[other(side)]
    if m := re.fullmatch(rf"doubles to (\d{{1,30}}), {other_name} to take or drop", said):
        value = int(m[1])
        if value < 2 or value & (value - 1):
            raise NotationError(f"a double goes to a power of two, not {value} (in {whole!r})")
        return replace(base, phase="take-or-drop", cube=value // 2)
    if said == "has won":
        return replace(base, phase="over")
    if said == f"has won, {other_name} dropped":
        return replace(base, phase="dropped")
    raise NotationError(f"cannot read whose turn it is from {section!r}: say e.g. 'X to roll' "
                        "or 'O to play 6-5'")


def _parse_cube(variant: Variant, section: str, position: Position, whole: str) -> Position:
    m = re.fullmatch(r"cube (\d{1,30})(?: ([XO]))?", section)  # AD-08 stakes have no top
    if m is None:
        raise NotationError(f"the fourth part is the cube, e.g. 'cube 2' or 'cube 4 O', "
                            f"not {section!r}")
    value = int(m[1])
    if value < 1 or value & (value - 1):
        raise NotationError(f"the cube shows a power of two, not {value} (in {whole!r})")
    if position.phase == "take-or-drop" and position.cube != value:
        raise NotationError(f"the double goes to {position.cube * 2}, so the cube shows "
                            f"{position.cube}, not {value} (in {whole!r})")
    owner: Side | None = None if m[2] is None else (0 if m[2] == "X" else 1)
    return replace(position, cube=value, cube_owner=owner)
