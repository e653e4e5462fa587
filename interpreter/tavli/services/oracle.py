"""The oracle: tavli answering other engines' questions, one JSON object per line.

``handle(request)`` turns one request (a decoded JSON object) into one reply and never raises;
``serve`` reads requests from a byte stream and writes replies, one line each, until the input
ends or a ``quit`` request. docs/oracle-protocol.md and docs/oracle.schema.json describe it.

>>> handle({"id": 1, "cmd": "plays", "variant": "backgammon", "position": "start",
...         "dice": [6, 6]})["plays"][0]["play"]
'24/18(2) 13/7(2)'
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass
from json.encoder import encode_basestring_ascii
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from tavli.game.cube import may_double
from tavli.game.decide import choices
from tavli.game.match import (
    MatchState,
    after_game,
    apply_in_match,
    check_two_sides,
    crawford_rule_of,
    doubling_allowed,
)
from tavli.game.opening import new_game
from tavli.game.play_text import play_text
from tavli.game.score import pip_count, score
from tavli.game.turn import describe_phase, legal_plays, start_turn
from tavli.language.load import load_variant
from tavli.language.resources import bundled_variant_files
from tavli.model.errors import IllegalActionError, RulesError, TavliError, UnknownVariantError
from tavli.model.position import Position, other, starting_position
from tavli.model.variant import SIDE_NAMES, Variant
from tavli.notation.formats import (
    FORMATS,
    formats_for,
    notation_module,
    position_from,
    position_to,
)
from tavli.services.installed import installed_version
from tavli.services.oracle_plays import play_items
from tavli.services.oracle_sides import (
    PROTOCOLS,
    asked_protocol,
    check_reach,
    sides_json,
    with_counters,
)
from tavli.services.oracle_sides import as_tuple as _tuple
from tavli.services.oracle_sides import copied as _copied
from tavli.services.oracle_sides import keep as _keep
from tavli.services.oracle_sides import whole as _whole
from tavli.services.oracle_words import NEXT, pending_json

if TYPE_CHECKING:  # the actions: imported when a request acts, so that the server starts
    from tavli.game.actions import Action  # without them (and without GNU Backgammon's IDs)

PROTOCOL = 1
MAX_LINE = 1 << 20  # bytes; a longer request line is refused, and the server goes on

Reply = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Encoded:
    """A reply's fields already written as a JSON object (``{"turn": "X", ...}``)."""

    text: str


# a string as json.dumps(..., ensure_ascii=True) writes it
_string: Callable[[str], str] = encode_basestring_ascii


class ProtocolError(TavliError):
    """A request that is not one: bad JSON, a missing or mistyped field, no such command."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass(frozen=True)
class Request:
    """A request's fields, read with their types checked."""

    fields: Mapping[str, Any]
    protocol: int = 1  # the connection's version (tavli.services.oracle_sides)

    def get(self, name: str, kind: type | tuple[type, ...], default: Any = None) -> Any:
        value = self.fields.get(name, default)
        if type(value) is kind:  # the usual request: the very type asked for
            return value
        if name in self.fields and (not isinstance(value, kind) or (isinstance(value, bool)
                                    and kind is not bool and bool not in _tuple(kind))):
            names = " or ".join(k.__name__ for k in _tuple(kind))
            raise ProtocolError("bad-request", f"{name!r} must be {_JSON_NAMES.get(names, names)}"
                                f", not {json.dumps(value)[:80]}")
        return value

    def need(self, name: str, kind: type | tuple[type, ...]) -> Any:
        if name not in self.fields:
            raise ProtocolError("bad-request", f"the {self.fields.get('cmd')!r} request needs "
                                f"{name!r}")
        return self.get(name, kind)

    def variant(self) -> Variant:
        variant = self._variant()
        check_reach(variant, self.protocol)
        return variant

    def _variant(self) -> Variant:
        name = self.get("variant", str, "backgammon")
        options = self.fields.get("options")
        if options is None and name in _LOADED:  # the common request: a game as it is
            return _LOADED[name]
        source: str | Path = _OWN.get(name, name)
        if name not in _OWN and name not in bundled_variant_files():
            known = ", ".join(sorted({*bundled_variant_files(), *_OWN}))
            raise UnknownVariantError(f"unknown variant {name!r}: the oracle plays {known}")
        options = self.get("options", (dict, list), {})
        if isinstance(options, dict):
            if not all(isinstance(v, bool) for v in options.values()):
                raise ProtocolError("bad-request", "'options' maps option names to true/false")
            chosen = sorted(k for k, v in options.items() if v)
        else:
            if not all(isinstance(v, str) for v in options):
                raise ProtocolError("bad-request", "'options' is a list of option names")
            chosen = sorted(set(options))
        variant = load_variant(source, chosen)
        if not chosen:
            _LOADED[name] = variant
        return variant

    def format(self, field: str = "format") -> str:
        fmt = self.get(field, str, "native")
        if fmt not in FORMATS:
            raise ProtocolError("bad-request", f"{field!r} must be one of "
                                f"{', '.join(FORMATS)}, not {fmt!r}")
        return str(fmt)

    def position(self, variant: Variant) -> Position:
        text, fmt = self.need("position", str), self.format()
        key = (id(variant), fmt, text)
        hit = _READ.get(key)
        if hit is not None and hit[0] is variant:
            return hit[1]
        position = position_from(variant, text, fmt)  # validated as it is read
        # kept with its variant, so that its id is never another's
        _keep(_READ, key, (variant, position), _MAX_READ)
        return position

    def match(self, variant: Variant) -> MatchState | None:
        """The match the game is one of: the request's ``match``, or else the one a GNU
        Backgammon Match ID carries; None for a money game."""
        given = self.get("match", dict)
        if given is None:
            text = self.fields.get("position")
            if self.format() == "gnubg" and isinstance(text, str) and ":" in text:
                read: tuple[Position, MatchState | None] = \
                    notation_module("gnubg").parse_gnubg_match(variant, text)
                return read[1]
            return None
        check_two_sides(variant)
        unknown = sorted(set(given) - {"length", "score", "crawford"})
        length, points = given.get("length"), given.get("score", [0, 0])
        crawford = given.get("crawford", False)
        if unknown or not _whole(length) or not isinstance(points, list) \
                or len(points) != 2 or not all(_whole(p) for p in points) \
                or not isinstance(crawford, bool):
            raise ProtocolError("bad-request", "'match' is an object such as {\"length\": 5, "
                                "\"score\": [X's points, O's points], \"crawford\": false}"
                                + (f"; unknown field {unknown[0]!r}" if unknown else ""))
        match = MatchState.at(length, (points[0], points[1]), crawford=crawford,
                              crawford_rule=crawford_rule_of(variant))
        if match.is_over:
            raise IllegalActionError(f"the score {points[0]}-{points[1]} has already ended "
                                     f"the {length}-point match")
        return match

    def dice(self, variant: Variant, field: str = "dice") -> tuple[int, ...] | None:
        dice = self.get(field, list)
        if dice is None:
            return None
        if len(dice) > 8 or not all(isinstance(d, int) and not isinstance(d, bool)
                                    for d in dice):
            raise ProtocolError("bad-request", f"{field!r} is a list of dice, e.g. [6, 5]")
        return tuple(dice)


# Bundled variants without options, by name: loaded once per server, not per request.
_LOADED: dict[str, Variant] = {}
_OWN: dict[str, Path] = {}  # rules files served too (tavli oracle --rules), by variant name


def serve_rules_file(path: Path) -> str:
    """Serve the game of the rules file at ``path`` too, by its name (returned); loaded now:
    a file with errors, or a bundled game's name, is refused before any request."""
    variant = load_variant(path)
    if variant.name in bundled_variant_files():
        raise RulesError(f"{path}: '{variant.name}' is the name of a bundled game; give "
                         "the variant in this file a name of its own", code="rules-name-taken")
    _OWN[variant.name] = path.resolve()
    _LOADED[variant.name] = variant
    return variant.name

# Positions read lately, by variant, notation and text: a client checking an engine asks
# about one position with every roll in turn (tavli crosscheck does), and positions are
# values, so the same text is read once. Only good positions are kept; bounded.
_READ: dict[tuple[int, str, str], tuple[Variant, Position]] = {}
_MAX_READ = 1024


_JSON_NAMES = {"str": "a string", "list": "an array", "dict": "an object", "int": "an integer",
               "bool": "true or false", "dict or list": "an object or an array"}


# ---- what a reply says about a position

def describe(
    variant: Variant, position: Position, fmt: str, match: MatchState | None = None
) -> Reply:
    """A position as a reply carries it: the text, who acts next and what they must do; in a
    game of ``match``, the match too (and no double in its Crawford game)."""
    return {"position": _position_text(variant, position, fmt, match), "format": fmt,
            **_state(variant, position, match)}


def _position_text(
    variant: Variant, position: Position, fmt: str, match: MatchState | None
) -> str:
    if fmt == "gnubg":  # a Match ID after the Position ID
        text: str = notation_module("gnubg").format_gnubg(variant, position, match)
        return text
    return position_to(variant, position, fmt)


# What a reply says besides the position's text depends on a few fields that the positions
# of a game share (every result of a roll but the winning ones: the other side to roll):
# worked out once per distinct set of them, not once per play.
_STATES: dict[tuple[object, ...], tuple[Variant, Reply, bool]] = {}


def _state_key(
    variant: Variant, position: Position, match: MatchState | None
) -> tuple[object, ...]:
    """The fields ``_worked_out_state`` reads."""
    return (id(variant), position.turn, position.phase, position.dice, position.rest,
            position.chain, position.cube, position.cube_owner, match)


def _state(variant: Variant, position: Position, match: MatchState | None) -> Reply:
    key = _state_key(variant, position, match)
    hit = _STATES.get(key)
    if hit is None or hit[0] is not variant:  # the entry keeps its variant, so its id
        state = _worked_out_state(variant, position, match)  # is never another's
        nested = any(isinstance(value, (list, dict)) for value in state.values())
        hit = _keep(_STATES, key, (variant, state, nested))
    _, state, nested = hit
    return _copied(state) if nested else state  # a reply's lists are its own to change


_STATE_TEXTS: dict[tuple[object, ...], tuple[Variant, str]] = {}


def _state_text(variant: Variant, position: Position, fmt: str, match: MatchState | None) -> str:
    """``describe``'s fields after the position's text, as JSON (``"format": ..., "turn":
    ..., ..., "cube_owner": ...``), for a reply written as text."""
    key = (fmt, *_state_key(variant, position, match))
    hit = _STATE_TEXTS.get(key)
    if hit is None or hit[0] is not variant:
        state = {"format": fmt, **_state(variant, position, match)}
        hit = _keep(_STATE_TEXTS, key, (variant, json.dumps(state, ensure_ascii=True)[1:-1]))
    return hit[1]


def _worked_out_state(variant: Variant, position: Position, match: MatchState | None) -> Reply:
    """Who acts next and what they must do (reads only the fields ``_state`` keys on)."""
    reply: Reply = {}
    acting: str | None = variant.side_names[position.turn]
    if position.phase == "take-or-drop":
        acting = SIDE_NAMES[other(position.turn)]
    elif position.phase in ("opening", "over", "dropped", "drawn"):
        acting = None
    reply["turn"] = acting
    reply["next"] = NEXT[position.phase]
    if position.phase in ("play", "choose-opening"):
        reply["dice"] = list(position.dice)
    if position.phase == "roll":
        reply["may_double"] = may_double(variant, position) and doubling_allowed(match)
        if position.rest:
            reply["again"] = True  # the same turn goes on with a new roll
    if position.phase == "decide":  # DC-05: e.g. the zone of the win, named as an action
        head = position.rest[0]
        reply["decision"], reply["choices"] = head.decision, list(choices(variant, position))
        if head.dice:  # the dice he plays once it is made
            reply["dice"] = list(head.dice)
    if position.phase == "take-or-drop":
        reply["doubler"] = position.side_name
    if position.phase in ("over", "dropped"):
        reply["winner"] = variant.side_names[position.turn]
    if position.phase == "drawn":
        reply["winner"] = None  # an end rule's draw
    rest = position.rest[1:] if position.phase in ("choose-double", "decide") else \
        () if position.phase == "roll" else position.rest
    if position.phase == "choose-double":
        reply["moves"] = position.rest[0].times
    if rest:
        reply["then"] = [pending_json(part) for part in rest]
    if position.chain == "passing":  # what the mover cannot play goes to the opponent
        reply["unplayed_to"] = SIDE_NAMES[other(position.turn)]
    elif position.chain == "passed" and variant.sides == 2:  # left by the opponent (where
        reply["passed_by"] = SIDE_NAMES[other(position.turn)]  # more play, said by no one)
    elif position.chain == "moved":  # the opening winner plays these men (Julbahar)
        reply["moved_by"] = SIDE_NAMES[position.deciding]
    reply["cube"] = position.cube
    reply["cube_owner"] = None if position.cube_owner is None else SIDE_NAMES[position.cube_owner]
    if match is not None:
        reply["match"] = match_json(match)
    return reply


def match_json(match: MatchState) -> Reply:
    """A match state as requests and replies carry it."""
    return {"length": match.length, "score": list(match.score), "crawford": match.crawford}


# ---- the commands

def _hello(request: Request) -> Reply:
    asked = asked_protocol(dict(request.fields))
    versions = {} if asked is None else {"protocol": asked, "protocols": list(PROTOCOLS)}
    return {"engine": "tavli", "version": installed_version(), "protocol": PROTOCOL, **versions,
            "formats": list(FORMATS), "commands": sorted(COMMANDS)}


def _variants(request: Request) -> Reply:
    out = []
    for name in sorted({*bundled_variant_files(), *_OWN}):
        variant = load_variant(_OWN.get(name, name))
        if variant.sides > 2 and request.protocol < 2:
            continue  # version 1 carries two sides
        sides = {"sides": sides_json(variant)} if request.protocol >= 2 else {}
        out.append({**sides,
            "name": name, "title": variant.title, "extends": variant.extends,
            "source": variant.source, "checkers": variant.checkers, "dice": variant.dice_text,
            "cube": variant.has_cube, "options": dict(variant.options),
            "formats": list(formats_for(variant)),
            "board": asdict(variant.board),  # points, rows, table, round
        })
    return {"variants": out}


def _start(request: Request) -> Reply:
    variant = request.variant()
    opening = request.get("opening", bool, False)
    start = new_game(variant) if opening else starting_position(variant)
    return with_counters(describe(variant, start, request.format(), request.match(variant)),
                         request.protocol, variant, start)


def _rolled(variant: Variant, position: Position, dice: tuple[int, ...] | None) -> Position:
    """The position with dice to play: rolled now if it waits for a roll."""
    if position.phase == "roll":
        if dice is None:
            raise IllegalActionError(f"the position is waiting for "
                                     f"{variant.side_names[position.turn]} to roll: give "
                                     "'dice', e.g. [6, 5]")
        return start_turn(variant, position, dice)
    if position.phase != "play":
        raise IllegalActionError(f"there are no dice to play: the position is waiting for "
                                 f"{describe_phase(position)}")
    if dice is not None and sorted(dice) != sorted(position.dice[:len(dice)]):
        raise IllegalActionError(f"the position already has "
                                 f"{'-'.join(map(str, position.dice))} to play, not "
                                 f"{'-'.join(map(str, dice))}")
    return position


def _plays(request: Request) -> Encoded:
    variant = request.variant()
    fmt = request.format()
    rolled = _rolled(variant, request.position(variant), request.dice(variant))
    match = request.match(variant)
    expanded = request.get("expanded", bool, False)
    items = play_items(variant, rolled, legal_plays(variant, rolled), fmt, expanded,
                       lambda after: _position_text(variant, after, fmt, match),
                       lambda after: _state_text(variant, after, fmt, match), match)
    dice = ", ".join(map(str, rolled.dice))  # whole numbers, as json.dumps writes them
    return Encoded(f'{{"turn": {_string(variant.side_names[rolled.turn])}, "dice": [{dice}], '
                   f'"plays": [{items}]}}')


def _apply(request: Request) -> Reply:
    variant = request.variant()
    rolled = _rolled(variant, request.position(variant), request.dice(variant))
    from tavli.game.actions import play_from_text

    play = play_from_text(variant, rolled, request.need("play", str))
    reply = describe(variant, play.position, request.format(), request.match(variant))
    reply["play"] = play_text(play)
    with_counters(reply, request.protocol, variant, play.position, rolled)
    return reply


def _action(request: Request, variant: Variant) -> Action:
    from tavli.game import actions

    name = request.need("action", str)
    match name:
        case "opening-roll":
            dice = request.dice(variant)
            if dice is None or len(dice) != 2:
                raise ProtocolError("bad-request", "'opening-roll' needs 'dice': [X's die, "
                                    "O's die]")
            return actions.OpeningRoll(dice[0], dice[1])
        case "roll":
            dice = request.dice(variant)
            if dice is None:
                raise ProtocolError("bad-request", "'roll' needs 'dice', e.g. [6, 5]")
            return actions.Roll(dice)
        case "double":
            return actions.Double()
        case "take":
            return actions.Take()
        case "beaver":
            return actions.Beaver()
        case "drop":
            return actions.Drop()
        case "choose-double":
            return actions.ChooseDouble(request.need("number", int))
        case "play-opening":
            return actions.OpeningChoice(roll_again=False)
        case "roll-again":
            return actions.OpeningChoice(roll_again=True)
        case "decide":
            return actions.Decide(request.need("decision", str), request.need("choice", str))
    raise ProtocolError("bad-request", f"unknown action {name!r}: use opening-roll, roll, "
                        "double, take, beaver, drop, choose-double, play-opening, roll-again "
                        "or decide (and the 'apply' command for a play)")


def _act(request: Request) -> Reply:
    variant = request.variant()
    action = _action(request, variant)
    match = request.match(variant)
    before = request.position(variant)
    after = apply_in_match(variant, before, action, match)
    return with_counters(describe(variant, after, request.format(), match), request.protocol,
                         variant, after, before)


def _score(request: Request) -> Reply:
    variant = request.variant()
    position = request.position(variant)
    result = score(variant, position)
    reply: Reply = {"over": result is not None,
                    "pips": {name: pip_count(variant, position, side)
                             for side, name in enumerate(variant.side_names)}}
    if result is not None:
        reply.update(winner=None if result.winner is None else
                     variant.side_names[result.winner], result=result.result,
                     points=result.points)
        if request.protocol >= 2:  # who pays whom
            reply["payments"] = dict(zip(variant.side_names, result.payments, strict=True))
    match = request.match(variant)
    if match is not None:  # the match as it stands after this game, if it is over
        after = match if result is None else after_game(match, result)
        reply["match"] = {**match_json(after), "over": after.is_over,
                          "winner": None if after.winner is None else SIDE_NAMES[after.winner]}
    return reply


def _convert(request: Request) -> Reply:
    variant = request.variant()
    position = request.position(variant)
    return with_counters(describe(variant, position, request.format("to"),
                                  request.match(variant)), request.protocol, variant, position)


def _quit(request: Request) -> Reply:
    return {"bye": True}


COMMANDS: dict[str, Callable[[Request], Reply | Encoded]] = {
    "hello": _hello, "variants": _variants, "start": _start, "plays": _plays,
    "apply": _apply, "act": _act, "score": _score, "convert": _convert, "quit": _quit,
}


def error_reply(request_id: Any, code: str, message: str) -> Reply:
    return {"id": request_id, "ok": False, "error": {"code": code, "message": message}}


def handle(request: Any, protocol: int = 1) -> Reply:
    """The reply to one decoded request in the connection's ``protocol`` version; every
    failure is an error reply, never an exception."""
    answer = _answer(request, protocol)
    if isinstance(answer, Encoded):
        return {"id": request.get("id"), "ok": True, **json.loads(answer.text)}
    return answer


def _answer(request: Any, protocol: int = 1) -> Reply | Encoded:
    """The reply to one decoded request, or, from a command that writes its own JSON, the
    fields of its successful reply after ``id`` and ``ok``, as text."""
    request_id = request.get("id") if isinstance(request, dict) else None
    try:
        if not isinstance(request, dict):
            raise ProtocolError("bad-request", "a request is a JSON object such as "
                                '{"id": 1, "cmd": "variants"}')
        command = request.get("cmd")
        if not isinstance(command, str) or command not in COMMANDS:
            raise ProtocolError("unknown-command", f"unknown command "
                                f"{json.dumps(command)[:80]}: use one of "
                                f"{', '.join(sorted(COMMANDS))}")
        body = COMMANDS[command](Request(request, protocol))
        if isinstance(body, Encoded):
            return body
        return {"id": request_id, "ok": True, **body}
    except TavliError as error:
        return error_reply(request_id, error.code, error.message)
    except RecursionError:
        return error_reply(request_id, "bad-request", "the request is nested too deeply")
    except Exception as error:  # the server must answer every line, whatever went wrong
        return error_reply(request_id, "internal-error",
                           f"tavli failed on this request ({type(error).__name__}: {error})")


def handle_line(line: bytes | str) -> Reply:
    """The reply to one request line (JSON text)."""
    request, bad = _decoded(line)
    return bad if bad is not None else handle(request)


def _decoded(line: bytes | str) -> tuple[Any, Reply | None]:
    """The request a line holds, or the error reply to a line that is not JSON."""
    try:
        text = line.decode("utf-8") if isinstance(line, bytes) else line
        return json.loads(text), None
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        reason = "it is nested too deeply" if isinstance(error, RecursionError) else str(error)
        return None, error_reply(None, "bad-json",
                                 f"the line is not a JSON object: {reason}"[:300])


def reply_text(line: bytes | str, protocol: int = 1) -> tuple[str, bool]:
    """The reply to one request line as the server writes it (JSON text, no newline), and
    whether it ends the session (``quit``)."""
    request, bad = _decoded(line)
    if bad is not None:
        return json.dumps(bad, ensure_ascii=True), False
    answer = _answer(request, protocol)
    if isinstance(answer, Encoded):  # json.dumps of the same reply writes the same text
        return (f'{{"id": {json.dumps(request.get("id"), ensure_ascii=True)}, "ok": true, '
                f'{answer.text[1:]}'), False
    return json.dumps(answer, ensure_ascii=True), bool(answer.get("bye"))


def serve(requests: IO[bytes], replies: IO[str], *, max_line: int = MAX_LINE) -> int:
    """Answer request lines until the input ends or a ``quit``; how many were answered."""
    answered, protocol = 0, 1  # the connection's version: 1 until a hello asks for more
    while True:
        line = requests.readline(max_line + 1)
        if not line:
            return answered
        if len(line) > max_line and not line.endswith(b"\n"):
            while True:  # skip the rest of the overlong line
                chunk = requests.readline(max_line)
                if not chunk or chunk.endswith(b"\n"):
                    break
            text, bye = json.dumps(error_reply(None, "line-too-long",
                                               f"a request line is at most {max_line} bytes"),
                                   ensure_ascii=True), False
        elif not line.strip():
            continue
        else:
            text, bye = reply_text(line, protocol)
            if '"protocols": [' in text and '"ok": true' in text:  # a hello that asked
                protocol = json.loads(text)["protocol"]
        replies.write(text + "\n")
        replies.flush()
        answered += 1
        if bye:
            return answered
