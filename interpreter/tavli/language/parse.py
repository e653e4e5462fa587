"""Rules file text → rule tree: Lark parses, a transformer builds plain dicts and lists.

The rule tree is JSON data (validated by grammar/rule-tree.schema.json). Beside it the parser
keeps a table of source spots keyed by JSON path, so later stages can point an error at the
line and column the offending value came from.
"""

from __future__ import annotations

from typing import Any

from lark import Token
from lark.exceptions import (
    UnexpectedInput,
    VisitError,
)

from tavli.language.decision_statements import DECISION_SAID, DecisionStatements
from tavli.language.grammar import LayoutError, meta_args, parser
from tavli.language.score_statements import SCORE_SAID, ScoreStatements
from tavli.language.stack_statements import STACK_SAID
from tavli.language.statements import (
    MAX_BOARD_POINTS,
    MAX_CONDITION_DEPTH,
    MAX_CONDITION_PARTS,
    MAX_DIGITS,
    MAX_TURN,
    At,
    StatementError,
    at,
    flatten,
    int_at,
    integer,
    nested,
    string,
    token_at,
)
from tavli.language.syntax_errors import syntax_error
from tavli.language.tree import (  # the rule tree's own module; named here as they always were
    ParsedRules,
    Path,
    RuleTree,
    parse_timing,
    spot_at,
    timing_words,
)
from tavli.language.zone_statements import ZONE_SAID, ZoneStatements
from tavli.model.errors import RulesMeaningError, RulesSyntaxError

__all__ = ["MAX_BOARD_POINTS", "MAX_CONDITION_DEPTH", "MAX_CONDITION_PARTS", "MAX_DIGITS",
           "MAX_TURN", "ParsedRules", "Path", "RuleTree", "parse_rules", "parse_timing",
           "timing_words"]

@meta_args
class _ToRuleTree(ScoreStatements, DecisionStatements, ZoneStatements):
    """Each statement becomes (key path, value); values keep their spot in At wrappers.

    Non-recursive, so however deep a (bad) file nests, building its tree cannot overflow."""

    # ---- header and source
    def header(self, meta: Any, children: list[Token]) -> At:
        value: dict[str, Any] = {
            "variant": token_at(children[0], str(children[0])),
            "title": token_at(children[1], string(children[1])),
        }
        if len(children) > 2:
            value["extends"] = token_at(children[2], str(children[2]))
        return at(meta, value)

    def source(self, meta: Any, children: list[Any]) -> At:
        value = {"title": string(children[0]), "clauses": list(children[1:])}
        return at(meta, (("source",), value))

    def clause_range(self, meta: Any, children: list[Token]) -> At:
        return at(meta, "..".join(str(c) for c in children))

    # ---- equipment and geometry
    def checkers(self, meta: Any, children: list[Token]) -> At:
        return at(meta, (("checkers",), int_at(children[0])))

    def dice(self, meta: Any, children: list[Token]) -> At:
        value: dict[str, Any] = {
            "count": int_at(children[0]),
            "faces": int_at(children[1]),
        }
        if len(children) > 2 and isinstance(children[2], Token):  # 'dice: 2d6 and a 6'
            value["fixed"] = int_at(children[2])
        elif len(children) > 2:  # 'dice: 2d6 and a chosen number'
            value["chosen"] = True
        return at(meta, (("dice",), value))

    def chosen_number(self, meta: Any, children: list[Any]) -> bool:
        return True

    def board(self, meta: Any, children: list[Any]) -> At:
        value: dict[str, Any] = {"points": int_at(children[0])}
        for shape in children[1:]:
            value.update(shape.value)
        return at(meta, (("board",), value))

    def board_rows(self, meta: Any, children: list[Token]) -> At:
        return at(meta, {"rows": int_at(children[0]), "per-row": int_at(children[1])})

    def board_tables(self, meta: Any, children: list[Token]) -> At:
        return at(meta, {"tables": int_at(children[0]), "per-table": int_at(children[1])})

    def board_round(self, meta: Any, children: list[Any]) -> At:
        return at(meta, {"round": True})

    def sides(self, meta: Any, children: list[At]) -> At:
        return at(meta, (("sides",), children))

    def side_decl(self, meta: Any, children: list[Token]) -> At:
        value: dict[str, Any] = {"name": token_at(children[0], str(children[0]))}
        if len(children) > 1:
            value["colour"] = token_at(children[1], str(children[1]))
        return at(meta, value)

    def side_order(self, meta: Any, children: list[Token]) -> At:
        return at(meta, (("order",), [token_at(child, str(child)) for child in children]))

    def track(self, meta: Any, children: list[Any]) -> At:
        points: list[At] = []
        for span in children[1:]:
            first, last = span.value
            for end in (first, last):
                if not 1 <= end <= MAX_BOARD_POINTS:
                    why = "points are numbered from 1" if end < 1 else \
                        f"a board has at most {MAX_BOARD_POINTS} points"
                    raise StatementError(f"track {children[0]}: there is no point {end}; {why}",
                                         span, code="rules-schema")
            step = 1 if last >= first else -1
            points.extend(At(p, span.line, span.column) for p in range(first, last + step, step))
        return at(meta, (("track", str(children[0])), points))

    def zone(self, meta: Any, children: list[Any]) -> At:
        first, last = children[1].value
        value = {"from": At(first, children[1].line, children[1].column),
                 "to": At(last, children[1].line, children[1].column)}
        return at(meta, (("zone", str(children[0])), value))

    def span(self, meta: Any, children: list[Token]) -> At:
        first = integer(children[0])
        last = integer(children[-1])
        return at(meta, (first, last))

    def setup(self, meta: Any, children: list[Any]) -> At:
        side = str(children.pop(0)) if children and isinstance(children[0], Token) else None
        points: list[At] = []
        hand: At | None = None
        for item in children:
            kind, value = item.value
            if kind == "point":
                points.append(At(value, item.line, item.column))
            elif hand is not None:
                raise StatementError("the setup says twice how many checkers are in hand", item)
            else:
                hand = At(value, item.line, item.column)
        setup: dict[str, Any] = {"points": points}
        if hand is not None:
            setup["hand"] = hand
        return at(meta, (("setup",) if side is None else ("side-setup", side), setup))

    def all_in_hand(self, meta: Any, children: list[Token]) -> At:
        return at(meta, ("hand", "all"))

    def in_hand(self, meta: Any, children: list[Token]) -> At:
        return at(meta, ("hand", integer(children[0])), children[0])

    # ---- landing, moving, hitting
    def blocking(self, meta: Any, children: list[Token]) -> At:
        return at(meta, (("blocked-by",), int_at(children[0])))

    def single_enemy(self, meta: Any, children: list[str]) -> At:
        return at(meta, (("single-enemy-checker",), children[0]))

    def hit(self, meta: Any, children: list[Any]) -> str:
        return "hit"

    def block(self, meta: Any, children: list[Any]) -> str:
        return "blocked"

    def pin(self, meta: Any, children: list[Any]) -> str:
        return "pin"

    def allow_when(self, meta: Any, children: list[Any]) -> At:
        return at(meta, (("allow", children[0]), children[1]))

    def allow_always(self, meta: Any, children: list[Any]) -> At:
        return at(meta, (("allow", children[0]), True))

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

    def hold_limit(self, meta: Any, children: list[Token]) -> At:
        return at(meta, (("hold-limit", str(children[0])), True))

    def bear_off(self, meta: Any, children: list[str]) -> At:
        return at(meta, (("bear-off",), children[0]))

    def exact_or_higher(self, meta: Any, children: list[Any]) -> str:
        return "exact-or-higher"

    def exact_or_higher_anywhere(self, meta: Any, children: list[Any]) -> str:
        return "exact-or-higher-anywhere"

    def exact_only(self, meta: Any, children: list[Any]) -> str:
        return "exact-only"

    # ---- conditions
    def any_of(self, meta: Any, children: list[Any]) -> At:
        return nested(at(meta, {"or": flatten("or", children)}))

    def all_of(self, meta: Any, children: list[Any]) -> At:
        return nested(at(meta, {"and": flatten("and", children)}))

    def negation(self, meta: Any, children: list[Any]) -> At:
        return nested(at(meta, {"not": children[0]}))

    def none_at(self, meta: Any, children: list[Any]) -> At:
        return nested(at(meta, {"none": children[0]}))

    def any_at(self, meta: Any, children: list[Any]) -> At:
        return nested(at(meta, {"any": children[0]}))

    def all_at(self, meta: Any, children: list[Any]) -> At:
        return nested(at(meta, {"all": children[0]}))

    def count_at(self, meta: Any, children: list[Any]) -> At:
        return nested(at(meta, {"count": {**children[0], "of": children[1]}}))

    def held_count(self, meta: Any, children: list[Any]) -> At:
        place: Any = "held"
        if len(children) > 1:
            place = token_at(children[1], {"held-in": str(children[1])})
        return nested(at(meta, {"count": {**children[0], "of": place}}))

    def each_point_count(self, meta: Any, children: list[Any]) -> At:
        place = token_at(children[1], {"each-point-of": str(children[1])})
        return nested(at(meta, {"count": {**children[0], "of": place}}))

    def point_count(self, meta: Any, children: list[Any]) -> At:
        place = token_at(children[1], {"point": int_at(children[1])})
        return nested(at(meta, {"count": {**children[0], "of": place}}))

    def prime(self, meta: Any, children: list[Any]) -> At:
        value: dict[str, Any] = {"length": int_at(children[0])}
        if len(children) > 1:
            value["behind"] = True
        return nested(at(meta, {"prime": value}))

    def prime_behind(self, meta: Any, children: list[Any]) -> bool:
        return True

    def opponent(self, meta: Any, children: list[Any]) -> At:
        return nested(at(meta, {"opponent": children[0]}))

    def count_bare(self, meta: Any, children: list[Token]) -> dict[str, Any]:
        return {"compare": "at-least", "number": int_at(children[0])}

    def count_at_least(self, meta: Any, children: list[Token]) -> dict[str, Any]:
        return {"compare": "at-least", "number": int_at(children[0])}

    def count_at_most(self, meta: Any, children: list[Token]) -> dict[str, Any]:
        return {"compare": "at-most", "number": int_at(children[0])}

    def count_more_than(self, meta: Any, children: list[Token]) -> dict[str, Any]:
        return {"compare": "more-than", "number": int_at(children[0])}

    def count_fewer_than(self, meta: Any, children: list[Token]) -> dict[str, Any]:
        return {"compare": "fewer-than", "number": int_at(children[0])}

    def count_exactly(self, meta: Any, children: list[Token]) -> dict[str, Any]:
        return {"compare": "exactly", "number": int_at(children[0])}

    def on_bar(self, meta: Any, children: list[Any]) -> str:
        return "bar"

    def in_hand_place(self, meta: Any, children: list[Any]) -> str:
        return "hand"

    def off_place(self, meta: Any, children: list[Any]) -> str:
        return "off"

    def in_zone(self, meta: Any, children: list[Token]) -> At:
        return token_at(children[0], {"zone": str(children[0])})

    def pinned_in_zone(self, meta: Any, children: list[Token]) -> At:
        return token_at(children[0], {"pinned-in": str(children[0])})

    def pinned_place(self, meta: Any, children: list[Any]) -> str:
        return "pinned"

    def out_place(self, meta: Any, children: list[Any]) -> str:
        return "out-of-game"

    def no_move(self, meta: Any, children: list[Any]) -> At:
        return nested(at(meta, {"no-move": True}))

    # ---- dice and the turn
    def lose_when(self, meta: Any, children: list[Any]) -> At:
        # The old form: it read as if the condition were the loser's, which made 'lost when
        # any off' (meant as a goal) a trap; the end rules say whose it is.
        raise StatementError(
            "'lost when' is no longer part of the language: write 'the game ends when a "
            "player has ...: he loses' (or 'he wins', or 'a draw')", at(meta, None))

    def game_end(self, meta: Any, children: list[Any]) -> At:
        value = {"when": children[0], "result": children[-1]}
        if len(children) == 3:  # 'at any step'
            value["at-any-step"] = True
        return at(meta, (("game-ends",), value))

    def at_any_step(self, meta: Any, children: list[Any]) -> bool:
        return True

    def roll_end(self, meta: Any, children: list[Any]) -> At:
        value = {"roll": children[0], "result": children[1]}
        return at(meta, (("game-ends",), value))

    def share_any(self, meta: Any, children: list[Any]) -> str:
        return "any"

    def share_all(self, meta: Any, children: list[Any]) -> str:
        return "all"

    def he_wins(self, meta: Any, children: list[Any]) -> str:
        return "wins"

    def he_loses(self, meta: Any, children: list[Any]) -> str:
        return "loses"

    def a_draw(self, meta: Any, children: list[Any]) -> str:
        return "draw"

    def hold_most(self, meta: Any, children: list[Token]) -> At:
        return at(meta, (("hold-at-most", str(children[1])), int_at(children[0])))

    def occupy_most(self, meta: Any, children: list[Token]) -> At:
        return at(meta, (("occupy-at-most", str(children[1])), int_at(children[0])))

    def stack_limit(self, meta: Any, children: list[Token]) -> At:
        if len(children) > 1:  # ... on a point of ZONE
            return at(meta, (("stack-limit-in", str(children[1])), int_at(children[0])))
        return at(meta, (("stack-limit",), int_at(children[0])))

    def entry_own(self, meta: Any, children: list[Any]) -> At:
        return at(meta, (("no-entry-onto-own",), True))

    def entry_empty(self, meta: Any, children: list[Any]) -> At:
        return at(meta, (("no-entry-onto-occupied",), True))

    def pass_own(self, meta: Any, children: list[Any]) -> At:
        return at(meta, (("no-passing",), "own"))

    def pass_occupied(self, meta: Any, children: list[Any]) -> At:
        return at(meta, (("no-passing",), "occupied"))

    def hit_stop(self, meta: Any, children: list[Any]) -> At:
        return at(meta, (("hit-stops", str(children[0])), children[1]))

    def hit_return(self, meta: Any, children: list[Token]) -> At:
        return at(meta, (("hit-return",), str(children[0])))

    def hit_to_bar(self, meta: Any, children: list[Token]) -> At:
        return at(meta, (("hit-return",), "bar"))

    def hit_out(self, meta: Any, children: list[Token]) -> At:
        return at(meta, (("hit-return",), {"out-of-game": True}))

    def hit_return_or_out(self, meta: Any, children: list[Token]) -> At:
        return at(meta, (("hit-return",), {"back-to": str(children[0]), "else": "out-of-game"}))

    def stops(self, meta: Any, children: list[Any]) -> bool:
        return True

    def moves_on(self, meta: Any, children: list[Any]) -> bool:
        return False  # undoes an inherited stop, e.g. in an option

    def trap_limit(self, meta: Any, children: list[Any]) -> At:
        value: dict[str, Any] = {"length": int_at(children[0])}
        if children[1]:
            value["right-behind"] = True
        return at(meta, (("trap-limit",), value))

    def trap_where(self, meta: Any, children: list[Any]) -> bool:
        return not getattr(meta, "empty", True)

    def prime_limit(self, meta: Any, children: list[Token]) -> At:
        return at(meta, (("prime-limit",), {"length": int_at(children[0])}))

    # ---- scoring and options
    def scoring(self, meta: Any, children: list[At]) -> At:
        return at(meta, (("scoring",), list(children)))

    def result(self, meta: Any, children: list[Any]) -> At:
        value: dict[str, Any] = {
            "name": token_at(children[0], str(children[0])),
            "points": int_at(children[1]),
        }
        for extra in children[2:]:
            if isinstance(extra, str):
                value["per-checker"] = extra
            else:
                value["when"] = extra
        return at(meta, value, children[0])

    def per_checker_not_off(self, meta: Any, children: list[Any]) -> str:
        return "not-off"

    def per_checker_on_points(self, meta: Any, children: list[Any]) -> str:
        return "on-points"

    def cube_rule(self, meta: Any, children: list[str]) -> At:
        return at(meta, (("cube-rules", children[0]), True))

    def jacoby(self, meta: Any, children: list[Any]) -> str:
        return "jacoby"

    def beavers(self, meta: Any, children: list[Any]) -> str:
        return "beavers"

    def crawford(self, meta: Any, children: list[Any]) -> str:
        return "crawford"

    def known_as(self, meta: Any, children: list[Token]) -> At:
        name = string(children[0])
        where = str(children[1]) if len(children) > 1 else "common"
        return at(meta, (("known-as", where), name))

    def former(self, meta: Any, children: list[Any]) -> str:
        return "formerly-default"

    def renamed_option(self, meta: Any, children: list[Any]) -> At:
        return at(meta, (("option-renamed", str(children[0])), children[1]))

    def now_default(self, meta: Any, children: list[Any]) -> str:
        return ""

    def now_option(self, meta: Any, children: list[Token]) -> str:
        return str(children[0])

    def without_option(self, meta: Any, children: list[Token]) -> At:
        return at(meta, (("without-option", str(children[0])), True))

    def option(self, meta: Any, children: list[Any]) -> At:
        name, description, *statements = children
        source = statements.pop(0) if statements and isinstance(statements[0], Token) else None
        former = bool(statements) and statements[0] == "formerly-default"
        if former:
            statements.pop(0)
        for statement in statements:
            if statement.value[0][0] == "without-option":
                raise StatementError("an option cannot go without another option; write "
                                      "'without option' outside any option", statement)
        rules = _collect(statements)
        value: dict[str, Any] = {"description": string(description), "rules": rules}
        if source is not None:
            value["source"] = string(source)
        if former:
            value["formerly-default"] = True
        return at(meta, (("option", str(name)), value), name)

    def start(self, meta: Any, children: list[Any]) -> At:
        header, *statements = children
        tree = dict(header.value)
        options: dict[str, Any] = {}
        plain: list[At] = []
        for statement in statements:
            key, value = statement.value
            if key[0] == "option":
                if key[1] in options:
                    raise StatementError(f"option '{key[1]}' is declared twice", statement)
                options[key[1]] = At(value, statement.line, statement.column)
            else:
                plain.append(statement)
        tree["rules"] = _collect(plain)
        tree["options"] = options
        return At(tree, header.line, header.column)


def _collect(statements: list[At]) -> dict[str, Any]:
    """Statements → the rules mapping; a rule stated twice in one file is an error."""
    rules: dict[str, Any] = {}
    seen: dict[tuple[str, ...], At] = {}
    for statement in statements:
        key, value = statement.value
        if key in (("game-ends",), ("score-events",), ("play-must",)):  # lists, in order
            ends = rules.setdefault(key[0], At([], statement.line, statement.column))
            ends.value.append(At(value, statement.line, statement.column))
            continue
        if key in seen:
            first = seen[key]
            raise StatementError(
                f"'{_said(key)}' is stated twice (first on line {first.line})", statement
            )
        seen[key] = statement
        if len(key) == 1:
            rules[key[0]] = At(value, statement.line, statement.column)
        else:
            group = rules.setdefault(key[0], At({}, statement.line, statement.column)).value
            group[key[1]] = At(value, statement.line, statement.column)
    return rules


_SAID = {
    "turn": "on {}:", "allow": "allow {}", "stake-doubles-on": "double the stake on {}",
    "without-option": "without option {}", "option-renamed": "option {} is now",
    "side-setup": "setup {}:",
    "opening": "opening {}:", "blocked-by": "blocked by",
    "single-enemy-checker": "single enemy checker:", "bear-off": "bear off:",
    "cube-rules": "cube rule: {}", "known-as": "known as ... in {}",
    "hold-at-most": "hold at most ... points of {}",
    "occupy-at-most": "occupy at most ... points of {}",
    "stack-limit": "at most ... checkers on a point",
    "stack-limit-in": "at most ... checkers on a point of {}",
    "no-entry-onto-own": "never enter onto own checkers",
    "no-entry-onto-occupied": "never enter onto occupied points",
    "no-passing": "never pass over ...",
    "hit-stops": "a checker that hits in {} moves no further",
    "hit-return": "a hit checker goes back to",
    "trap-limit": "no prime of ... with every enemy checker behind it",
    "prime-limit": "no prime of ... unless an enemy checker is past it",
    "hold-limit": "never hold all of {}",
    "lower-die-first": "play the lower die first",
    "lower-die-only": "play only the lower die", **STACK_SAID, **SCORE_SAID, **DECISION_SAID,
    **ZONE_SAID, "passed-dice": "dice of ...: passed to the next side",
    "last-out": "the last ... out lose",
}


def _said(key: tuple[str, ...]) -> str:
    """A rule's key as the file writes it: ('turn', '1-2') → 'on 1-2:'."""
    if key[0] == "timed-turn":
        pattern, timing = key[1].split(" ")
        return f"on {timing_words(pattern, timing)}:"
    if key[0] == "unplayed-dice":
        return "unplayed dice:" if key[1] == "any" else f"unplayed dice of {key[1]}:"
    if key[0] == "turn" and key[1].startswith("pair-"):
        return f"on a pair and a {'lower' if key[1] == 'pair-low' else 'higher'} die:"
    words = [part.replace("-", " ") if key[0] == "allow" else part for part in key[1:]]
    form = _SAID.get(key[0])
    if key == ("known-as", "common"):
        return "known as"
    if form is None:
        return " ".join(key) + ("" if len(key) > 1 else ":")
    return form.format(*words) if "{}" in form else form


def _strip(value: Any, path: Path, spans: dict[Path, tuple[int, int]]) -> Any:
    if isinstance(value, At):
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
        if isinstance(inner, StatementError):
            spot = spot_at(file, text, inner.where.line, inner.where.column)
            raise RulesMeaningError(inner.message, spot, code=inner.code) from None
        raise
    spans: dict[Path, tuple[int, int]] = {}
    rule_tree = _strip(wrapped, (), spans)
    return ParsedRules(rule_tree, spans, file, text)


