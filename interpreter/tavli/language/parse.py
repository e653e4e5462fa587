"""Rules file text → rule tree: Lark parses, a transformer builds plain dicts and lists.

The rule tree is JSON data (validated by grammar/rule-tree.schema.json). Beside it the parser
keeps a table of source spots keyed by JSON path, so later stages can point an error at the
line and column the offending value came from.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lark import Token, Transformer_NonRecursive, v_args
from lark.exceptions import (
    UnexpectedInput,
    VisitError,
)

from tavli.errors import RulesMeaningError, RulesSyntaxError
from tavli.language.grammar import LayoutError, parser
from tavli.language.syntax_errors import syntax_error
from tavli.language.tree import (  # the rule tree's own module; named here as they always were
    ParsedRules,
    Path,
    RuleTree,
    parse_timing,
    spot_at,
    timing_words,
)
from tavli.variant import ORDINALS

__all__ = ["BOARD_POINTS", "MAX_CONDITION_DEPTH", "MAX_CONDITION_PARTS", "MAX_DIGITS", "MAX_TURN",
           "ParsedRules", "Path", "RuleTree", "parse_rules", "parse_timing", "timing_words"]

#: How deep ``not``, ``and``, ``or`` and parentheses may nest in one condition, and how many
#: parts one ``and``/``or`` may join; the rule tree's schema says the same. Checked while the
#: tree is built, so a hostile file cannot make the later, recursive stages overflow.
MAX_CONDITION_DEPTH = 16
MAX_CONDITION_PARTS = 16

#: The board has 24 points; a track's span is checked before it is expanded into points.
BOARD_POINTS = 24

#: A number in a rules file has at most this many digits (every limit in the schema is lower).
MAX_DIGITS = 6


@dataclass(frozen=True)
class _At:
    """A value with the place it was written; stripped once the tree is built."""

    value: Any
    line: int
    column: int
    depth: int = 0  # for a condition: how deep it nests


def _at(meta: Any, value: Any, fallback: Token | None = None) -> _At:
    if not getattr(meta, "empty", True):
        return _At(value, meta.line, meta.column)
    if fallback is not None:
        return _At(value, fallback.line or 1, fallback.column or 1)
    return _At(value, 0, 0)


def _token_at(token: Token, value: Any) -> _At:
    return _At(value, token.line or 1, token.column or 1)


def _string(token: Token) -> str:
    return str(token)[1:-1]


def _int(token: Token) -> int:
    """A number as written; one too long to be any count on a board is refused here."""
    text = str(token)
    if len(text.lstrip("0")) > MAX_DIGITS:
        shown = text if len(text) <= 12 else text[:12] + "..."
        raise _StatementError(f"the number {shown} is far too large here", _token_at(token, 0),
                              code="rules-schema")
    return int(text)


def _int_at(token: Token) -> _At:
    return _token_at(token, _int(token))


@v_args(meta=True)
class _ToRuleTree(Transformer_NonRecursive[Token, Any]):
    """Each statement becomes (key path, value); values keep their spot in _At wrappers.

    Non-recursive, so however deep a (bad) file nests, building its tree cannot overflow."""

    # ---- header and source
    def header(self, meta: Any, children: list[Token]) -> _At:
        value: dict[str, Any] = {
            "variant": _token_at(children[0], str(children[0])),
            "title": _token_at(children[1], _string(children[1])),
        }
        if len(children) > 2:
            value["extends"] = _token_at(children[2], str(children[2]))
        return _at(meta, value)

    def source(self, meta: Any, children: list[Any]) -> _At:
        value = {"title": _string(children[0]), "clauses": list(children[1:])}
        return _at(meta, (("source",), value))

    def clause_range(self, meta: Any, children: list[Token]) -> _At:
        return _at(meta, "..".join(str(c) for c in children))

    # ---- equipment and geometry
    def checkers(self, meta: Any, children: list[Token]) -> _At:
        return _at(meta, (("checkers",), _int_at(children[0])))

    def dice(self, meta: Any, children: list[Token]) -> _At:
        value = {
            "count": _int_at(children[0]),
            "faces": _int_at(children[1]),
        }
        return _at(meta, (("dice",), value))

    def track(self, meta: Any, children: list[Any]) -> _At:
        points: list[_At] = []
        for span in children[1:]:
            first, last = span.value
            for end in (first, last):
                if not 1 <= end <= BOARD_POINTS:
                    raise _StatementError(
                        f"track {children[0]}: there is no point {end}; the board's points "
                        f"are numbered 1 to {BOARD_POINTS}", span, code="rules-schema")
            step = 1 if last >= first else -1
            points.extend(_At(p, span.line, span.column) for p in range(first, last + step, step))
        return _at(meta, (("track", str(children[0])), points))

    def zone(self, meta: Any, children: list[Any]) -> _At:
        first, last = children[1].value
        value = {"from": _At(first, children[1].line, children[1].column),
                 "to": _At(last, children[1].line, children[1].column)}
        return _at(meta, (("zone", str(children[0])), value))

    def span(self, meta: Any, children: list[Token]) -> _At:
        first = _int(children[0])
        last = _int(children[-1])
        return _at(meta, (first, last))

    def setup(self, meta: Any, children: list[_At]) -> _At:
        points: list[_At] = []
        hand: _At | None = None
        for item in children:
            kind, value = item.value
            if kind == "point":
                points.append(_At(value, item.line, item.column))
            elif hand is not None:
                raise _StatementError("the setup says twice how many checkers are in hand", item)
            else:
                hand = _At(value, item.line, item.column)
        setup: dict[str, Any] = {"points": points}
        if hand is not None:
            setup["hand"] = hand
        return _at(meta, (("setup",), setup))

    def on_point(self, meta: Any, children: list[Token]) -> _At:
        value = {
            "point": _int_at(children[0]),
            "count": _int_at(children[1]),
        }
        return _at(meta, ("point", value), children[0])

    def all_in_hand(self, meta: Any, children: list[Token]) -> _At:
        return _at(meta, ("hand", "all"))

    def in_hand(self, meta: Any, children: list[Token]) -> _At:
        return _at(meta, ("hand", _int(children[0])), children[0])

    # ---- landing, moving, hitting
    def blocking(self, meta: Any, children: list[Token]) -> _At:
        return _at(meta, (("blocked-by",), _int_at(children[0])))

    def single_enemy(self, meta: Any, children: list[str]) -> _At:
        return _at(meta, (("single-enemy-checker",), children[0]))

    def hit(self, meta: Any, children: list[Any]) -> str:
        return "hit"

    def block(self, meta: Any, children: list[Any]) -> str:
        return "blocked"

    def pin(self, meta: Any, children: list[Any]) -> str:
        return "pin"

    def allow_when(self, meta: Any, children: list[Any]) -> _At:
        return _at(meta, (("allow", children[0]), children[1]))

    def allow_always(self, meta: Any, children: list[Any]) -> _At:
        return _at(meta, (("allow", children[0]), True))

    def entering_from_bar(self, meta: Any, children: list[Any]) -> str:
        return "entering-from-bar"

    def entering_from_hand(self, meta: Any, children: list[Any]) -> str:
        return "entering-from-hand"

    def moving_on_board(self, meta: Any, children: list[Any]) -> str:
        return "moving-on-board"

    def hitting(self, meta: Any, children: list[Any]) -> str:
        return "hitting"

    def bearing_off(self, meta: Any, children: list[Any]) -> str:
        return "bearing-off"

    def leaving_zone(self, meta: Any, children: list[Token]) -> str:
        return f"leaving:{children[0]}"

    def hold_limit(self, meta: Any, children: list[Token]) -> _At:
        return _at(meta, (("hold-limit", str(children[0])), True))

    def bear_off(self, meta: Any, children: list[str]) -> _At:
        return _at(meta, (("bear-off",), children[0]))

    def exact_or_higher(self, meta: Any, children: list[Any]) -> str:
        return "exact-or-higher"

    def exact_only(self, meta: Any, children: list[Any]) -> str:
        return "exact-only"

    # ---- conditions
    def any_of(self, meta: Any, children: list[Any]) -> _At:
        return _nested(_at(meta, {"or": _flatten("or", children)}))

    def all_of(self, meta: Any, children: list[Any]) -> _At:
        return _nested(_at(meta, {"and": _flatten("and", children)}))

    def negation(self, meta: Any, children: list[Any]) -> _At:
        return _nested(_at(meta, {"not": children[0]}))

    def none_at(self, meta: Any, children: list[Any]) -> _At:
        return _nested(_at(meta, {"none": children[0]}))

    def any_at(self, meta: Any, children: list[Any]) -> _At:
        return _nested(_at(meta, {"any": children[0]}))

    def all_at(self, meta: Any, children: list[Any]) -> _At:
        return _nested(_at(meta, {"all": children[0]}))

    def count_at(self, meta: Any, children: list[Any]) -> _At:
        return _nested(_at(meta, {"count": {**children[0], "of": children[1]}}))

    def held_count(self, meta: Any, children: list[Any]) -> _At:
        place: Any = "held"
        if len(children) > 1:
            place = _token_at(children[1], {"held-in": str(children[1])})
        return _nested(_at(meta, {"count": {**children[0], "of": place}}))

    def opponent(self, meta: Any, children: list[Any]) -> _At:
        return _nested(_at(meta, {"opponent": children[0]}))

    def count_bare(self, meta: Any, children: list[Token]) -> dict[str, Any]:
        return {"compare": "at-least", "number": _int_at(children[0])}

    def count_at_least(self, meta: Any, children: list[Token]) -> dict[str, Any]:
        return {"compare": "at-least", "number": _int_at(children[0])}

    def count_at_most(self, meta: Any, children: list[Token]) -> dict[str, Any]:
        return {"compare": "at-most", "number": _int_at(children[0])}

    def count_more_than(self, meta: Any, children: list[Token]) -> dict[str, Any]:
        return {"compare": "more-than", "number": _int_at(children[0])}

    def count_fewer_than(self, meta: Any, children: list[Token]) -> dict[str, Any]:
        return {"compare": "fewer-than", "number": _int_at(children[0])}

    def count_exactly(self, meta: Any, children: list[Token]) -> dict[str, Any]:
        return {"compare": "exactly", "number": _int_at(children[0])}

    def on_bar(self, meta: Any, children: list[Any]) -> str:
        return "bar"

    def in_hand_place(self, meta: Any, children: list[Any]) -> str:
        return "hand"

    def off_place(self, meta: Any, children: list[Any]) -> str:
        return "off"

    def in_zone(self, meta: Any, children: list[Token]) -> _At:
        return _token_at(children[0], {"zone": str(children[0])})

    def pinned_in_zone(self, meta: Any, children: list[Token]) -> _At:
        return _token_at(children[0], {"pinned-in": str(children[0])})

    def pinned_place(self, meta: Any, children: list[Any]) -> str:
        return "pinned"

    # ---- dice and the turn
    def turn_rule(self, meta: Any, children: list[Any]) -> _At:
        if len(children) > 1 and isinstance(children[1], _TimingText):
            key = f"{children[0]} {children[1].text}"
            return _at(meta, (("timed-turn", key), list(children[2:])))
        return _at(meta, (("turn", children[0]), list(children[1:])))

    def doubles(self, meta: Any, children: list[Any]) -> str:
        return "doubles"

    def exact_roll(self, meta: Any, children: list[Token]) -> str:
        # A roll is the same whichever die shows which number: 2-1 is the roll 1-2.
        low, high = sorted((_int(children[0]), _int(children[1])))
        return f"{low}-{high}"

    def part(self, meta: Any, children: list[Any]) -> _At:
        value = dict(children[0])
        if len(children) > 1:
            value["when"] = children[1]
        return _at(meta, value)

    def play_roll(self, meta: Any, children: list[Any]) -> dict[str, Any]:
        return {"play": "roll"}

    def play_double(self, meta: Any, children: list[Token]) -> dict[str, Any]:
        return {"play": "double", "times": _int_at(children[0])}

    def play_complement(self, meta: Any, children: list[Token]) -> dict[str, Any]:
        return {"play": "complement", "times": _int_at(children[0])}

    def play_chosen_double(self, meta: Any, children: list[Token]) -> dict[str, Any]:
        return {"play": "chosen-double", "times": _int_at(children[0])}

    def roll_again(self, meta: Any, children: list[Any]) -> dict[str, Any]:
        return {"roll-again": True}

    def opening_ties(self, meta: Any, children: list[str]) -> _At:
        return _at(meta, (("opening", "ties"), children[0]))

    def ties_roll_again(self, meta: Any, children: list[Any]) -> str:
        return "roll-again"

    def ties_double_stake(self, meta: Any, children: list[Any]) -> str:
        return "double-the-stake"

    def opening_winner(self, meta: Any, children: list[str]) -> _At:
        return _at(meta, (("opening", "winner"), children[0]))

    def winner_plays(self, meta: Any, children: list[Any]) -> str:
        return "plays-both-dice"

    def winner_chooses(self, meta: Any, children: list[Any]) -> str:
        return "plays-both-dice-or-rolls-again"

    def winner_rolls_again(self, meta: Any, children: list[Any]) -> str:
        return "rolls-both-dice-again"

    def cube(self, meta: Any, children: list[Any]) -> _At:
        return _at(meta, (("cube",), children[0]))

    def no_cube(self, meta: Any, children: list[Any]) -> dict[str, Any]:
        return {"none": True}

    def cube_up_to(self, meta: Any, children: list[Token]) -> dict[str, Any]:
        return {"up-to": _int_at(children[0])}

    def stake_doubles(self, meta: Any, children: list[str]) -> _At:
        return _at(meta, (("stake-doubles-on", children[0]), True))

    def leave_limit(self, meta: Any, children: list[Any]) -> _At:
        value: dict[str, Any] = {
            "zone": _token_at(children[1], str(children[1])),
            "checkers": _int_at(children[0]),
        }
        if len(children) > 2:
            value["exceptions"] = list(children[2:])
        return _at(meta, (("leave-limit",), value))

    def leave_exception(self, meta: Any, children: list[Any]) -> _At:
        rolls = [c for c in children[1:] if isinstance(c, str)]
        value: dict[str, Any] = {"checkers": _int_at(children[0]), "rolls": rolls}
        timings = [c for c in children[1:] if isinstance(c, _TimingText)]
        if timings:
            value["turns"] = _At(timings[0].text, timings[0].line, timings[0].column)
        conditions = [c for c in children[1:] if isinstance(c, _At)]
        if conditions:
            value["when"] = conditions[0]
        return _at(meta, value, children[0])

    # ---- the turn constructs (langb): rules by turn, the first double, unplayed dice
    def in_first_turn(self, meta: Any, children: list[Any]) -> _TimingText:
        return _timing(meta, "until-1", children)

    def in_first_turns(self, meta: Any, children: list[Any]) -> _TimingText:
        count = _int(children[0])
        if not 1 <= count <= MAX_TURN:
            raise _StatementError(f"turns are counted up to the {ORDINALS[-1]}, not the {count}th",
                                  _int_at(children[0]), code="rules-schema")
        return _timing(meta, f"until-{count}", children[1:])

    def from_turn(self, meta: Any, children: list[Any]) -> _TimingText:
        number = ORDINALS.index(str(children[0])) + 1
        return _timing(meta, f"from-{number}", children[1:])

    def game_scope(self, meta: Any, children: list[Any]) -> str:
        return "game"

    def first_double_rule(self, meta: Any, children: list[Any]) -> _At:
        return _at(meta, (("timed-turn", "doubles first-double"), list(children)))

    def play_higher_doubles(self, meta: Any, children: list[Token]) -> dict[str, Any]:
        return {"play": "higher-doubles", "times": _int_at(children[0])}

    def unplayed(self, meta: Any, children: list[str]) -> _At:
        pattern = children[0] if len(children) > 1 else "any"
        return _at(meta, (("unplayed-dice", pattern), children[-1]))

    def unplayed_lost(self, meta: Any, children: list[Any]) -> str:
        return "lost"

    def unplayed_passed(self, meta: Any, children: list[Any]) -> str:
        return "opponent"

    def lose_when(self, meta: Any, children: list[Any]) -> _At:
        # The old form: it read as if the condition were the loser's, which made 'lost when
        # any off' (meant as a goal) a trap; the end rules say whose it is.
        raise _StatementError(
            "'lost when' is no longer part of the language: write 'the game ends when a "
            "player has ...: he loses' (or 'he wins', or 'a draw')", _at(meta, None))

    def game_end(self, meta: Any, children: list[Any]) -> _At:
        value = {"when": children[0], "result": children[1]}
        return _at(meta, (("game-ends",), value))

    def he_wins(self, meta: Any, children: list[Any]) -> str:
        return "wins"

    def he_loses(self, meta: Any, children: list[Any]) -> str:
        return "loses"

    def a_draw(self, meta: Any, children: list[Any]) -> str:
        return "draw"

    def hold_most(self, meta: Any, children: list[Token]) -> _At:
        return _at(meta, (("hold-at-most", str(children[1])), _int_at(children[0])))

    def stack_limit(self, meta: Any, children: list[Token]) -> _At:
        return _at(meta, (("stack-limit",), _int_at(children[0])))

    def entry_rule(self, meta: Any, children: list[Any]) -> _At:
        return _at(meta, (("no-entry-onto-own",), True))

    def hit_stop(self, meta: Any, children: list[Any]) -> _At:
        return _at(meta, (("hit-stops", str(children[0])), children[1]))

    def stops(self, meta: Any, children: list[Any]) -> bool:
        return True

    def moves_on(self, meta: Any, children: list[Any]) -> bool:
        return False  # undoes an inherited stop, e.g. in an option

    def trap_limit(self, meta: Any, children: list[Any]) -> _At:
        value: dict[str, Any] = {"length": _int_at(children[0])}
        if children[1]:
            value["right-behind"] = True
        return _at(meta, (("trap-limit",), value))

    def trap_where(self, meta: Any, children: list[Any]) -> bool:
        return not getattr(meta, "empty", True)

    def prime_limit(self, meta: Any, children: list[Token]) -> _At:
        return _at(meta, (("prime-limit",), {"length": _int_at(children[0])}))

    # ---- scoring and options
    def scoring(self, meta: Any, children: list[_At]) -> _At:
        return _at(meta, (("scoring",), list(children)))

    def result(self, meta: Any, children: list[Any]) -> _At:
        value: dict[str, Any] = {
            "name": _token_at(children[0], str(children[0])),
            "points": _int_at(children[1]),
        }
        for extra in children[2:]:
            if isinstance(extra, str):
                value["per-checker"] = extra
            else:
                value["when"] = extra
        return _at(meta, value, children[0])

    def per_checker_not_off(self, meta: Any, children: list[Any]) -> str:
        return "not-off"

    def per_checker_on_points(self, meta: Any, children: list[Any]) -> str:
        return "on-points"

    def cube_rule(self, meta: Any, children: list[str]) -> _At:
        return _at(meta, (("cube-rules", children[0]), True))

    def jacoby(self, meta: Any, children: list[Any]) -> str:
        return "jacoby"

    def beavers(self, meta: Any, children: list[Any]) -> str:
        return "beavers"

    def crawford(self, meta: Any, children: list[Any]) -> str:
        return "crawford"

    def known_as(self, meta: Any, children: list[Token]) -> _At:
        name = _string(children[0])
        where = str(children[1]) if len(children) > 1 else "common"
        return _at(meta, (("known-as", where), name))

    def without_option(self, meta: Any, children: list[Token]) -> _At:
        return _at(meta, (("without-option", str(children[0])), True))

    def option(self, meta: Any, children: list[Any]) -> _At:
        name, description, *statements = children
        for statement in statements:
            if statement.value[0][0] == "without-option":
                raise _StatementError("an option cannot go without another option; write "
                                      "'without option' outside any option", statement)
        rules = _collect(statements)
        value = {"description": _string(description), "rules": rules}
        return _at(meta, (("option", str(name)), value), name)

    def start(self, meta: Any, children: list[Any]) -> _At:
        header, *statements = children
        tree = dict(header.value)
        options: dict[str, Any] = {}
        plain: list[_At] = []
        for statement in statements:
            key, value = statement.value
            if key[0] == "option":
                if key[1] in options:
                    raise _StatementError(f"option '{key[1]}' is declared twice", statement)
                options[key[1]] = _At(value, statement.line, statement.column)
            else:
                plain.append(statement)
        tree["rules"] = _collect(plain)
        tree["options"] = options
        return _At(tree, header.line, header.column)


@dataclass(frozen=True)
class _TimingText:
    """A turn timing as the rule tree writes it (``from-4``, ``until-1-game``)."""

    text: str
    line: int
    column: int


#: The highest turn number a rule may name ("in the first 12 turns", "from the twelfth").
MAX_TURN = len(ORDINALS)


def _timing(meta: Any, text: str, scope: list[Any]) -> _TimingText:
    line, column = (meta.line, meta.column) if not getattr(meta, "empty", True) else (0, 0)
    return _TimingText(text + ("-game" if scope else ""), line, column)


class _StatementError(Exception):
    """A statement that cannot stand, found while the tree is built; ``code`` is the error's."""

    def __init__(self, message: str, where: _At, code: str = "rules-meaning") -> None:
        super().__init__(message)
        self.message = message
        self.where = where
        self.code = code


def _flatten(kind: str, children: list[Any]) -> list[Any]:
    out: list[Any] = []
    for child in children:
        inner = child.value if isinstance(child, _At) else child
        if isinstance(inner, dict) and set(inner) == {kind}:
            out.extend(inner[kind])
        else:
            out.append(child)
        if len(out) > MAX_CONDITION_PARTS:
            raise _StatementError(f"a condition joins at most {MAX_CONDITION_PARTS} parts with "
                                  f"'{kind}'", out[MAX_CONDITION_PARTS],
                              code="rules-schema")
    return out


def _nested(node: _At) -> _At:
    """The condition ``node`` with its depth; one nested too deep is refused where it starts."""
    inner = node.value
    parts = inner.get("and") or inner.get("or") or (
        [inner[key] for key in ("not", "opponent") if key in inner])
    depth = 1 + max((p.depth for p in parts if isinstance(p, _At)), default=0)
    if depth > MAX_CONDITION_DEPTH:
        raise _StatementError(f"this condition nests more than {MAX_CONDITION_DEPTH} deep", node,
                              code="rules-schema")
    return _At(node.value, node.line, node.column, depth)


def _collect(statements: list[_At]) -> dict[str, Any]:
    """Statements → the rules mapping; a rule stated twice in one file is an error."""
    rules: dict[str, Any] = {}
    seen: dict[tuple[str, ...], _At] = {}
    for statement in statements:
        key, value = statement.value
        if key == ("game-ends",):  # the end rules are a list, tried in the order written
            ends = rules.setdefault("game-ends", _At([], statement.line, statement.column))
            ends.value.append(_At(value, statement.line, statement.column))
            continue
        if key in seen:
            first = seen[key]
            raise _StatementError(
                f"'{_said(key)}' is stated twice (first on line {first.line})", statement
            )
        seen[key] = statement
        if len(key) == 1:
            rules[key[0]] = _At(value, statement.line, statement.column)
        else:
            group = rules.setdefault(key[0], _At({}, statement.line, statement.column)).value
            group[key[1]] = _At(value, statement.line, statement.column)
    return rules


_SAID = {
    "turn": "on {}:", "allow": "allow {}", "stake-doubles-on": "double the stake on {}",
    "without-option": "without option {}", "opening": "opening {}:", "blocked-by": "blocked by",
    "single-enemy-checker": "single enemy checker:", "bear-off": "bear off:",
    "cube-rules": "cube rule: {}", "known-as": "known as ... in {}",
    "hold-at-most": "hold at most ... points of {}",
    "stack-limit": "at most ... checkers on a point",
    "no-entry-onto-own": "never enter onto own checkers",
    "hit-stops": "a checker that hits in {} moves no further",
    "trap-limit": "no prime of ... with every enemy checker behind it",
    "prime-limit": "no prime of ... unless an enemy checker is past it",
    "hold-limit": "never hold all of {}",
}


def _said(key: tuple[str, ...]) -> str:
    """A rule's key as the file writes it: ('turn', '1-2') → 'on 1-2:'."""
    if key[0] == "timed-turn":
        pattern, timing = key[1].split(" ")
        return f"on {timing_words(pattern, timing)}:"
    if key[0] == "unplayed-dice":
        return "unplayed dice:" if key[1] == "any" else f"unplayed dice of {key[1]}:"
    words = [part.replace("-", " ") if key[0] == "allow" else part for part in key[1:]]
    form = _SAID.get(key[0])
    if key == ("known-as", "common"):
        return "known as"
    if form is None:
        return " ".join(key) + ("" if len(key) > 1 else ":")
    return form.format(*words) if "{}" in form else form


def _strip(value: Any, path: Path, spans: dict[Path, tuple[int, int]]) -> Any:
    if isinstance(value, _At):
        if value.line:
            spans.setdefault(path, (value.line, value.column))
        return _strip(value.value, path, spans)
    if isinstance(value, dict):
        return {k: _strip(v, (*path, k), spans) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_strip(v, (*path, i), spans) for i, v in enumerate(value)]
    return value


def parse_rules(text: str, file: str = "<rules>") -> ParsedRules:
    """Parse a rules file into its rule tree; errors name file:line:column."""
    text = text.removeprefix("\ufeff")  # a byte-order mark is no part of the rules
    try:
        tree = parser().parse(text if text.endswith("\n") else text + "\n")
    except UnexpectedInput as error:
        raise syntax_error(error, text, file) from None
    except LayoutError as error:
        raise RulesSyntaxError(error.message,
                               spot_at(file, text, error.line, error.column)) from None
    try:
        wrapped = _ToRuleTree().transform(tree)
    except VisitError as error:
        inner = error.orig_exc
        if isinstance(inner, _StatementError):
            spot = spot_at(file, text, inner.where.line, inner.where.column)
            raise RulesMeaningError(inner.message, spot, code=inner.code) from None
        raise
    spans: dict[Path, tuple[int, int]] = {}
    rule_tree = _strip(wrapped, (), spans)
    return ParsedRules(rule_tree, spans, file, text)


