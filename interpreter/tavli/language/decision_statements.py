"""The statements of decisions and duties, as pieces of the rule tree: a zone fixed on the
board (``zone q1: board 19..24``), a choice the first player makes among such zones (``the
first player names one of q1, q2``), the conditions on the zone named (``exactly 2 on each
point of the named zone``, ``all in the named zone``), and the take a die's number owes (``a
die may take a checker from the point it names on the opponent's track, to his hand``, ``the
game ends when a player leaves a take undone: he loses``)."""

from __future__ import annotations

from typing import Any

from lark import Token

from tavli.language.grammar import meta_args
from tavli.language.stack_statements import StackStatements, _words
from tavli.language.statements import At, at, int_at, nested
from tavli.language.tree import NAMED_ZONE

#: How the rules file writes these rules' keys (tavli.language.parse._said).
DECISION_SAID = {"board-zone": "zone {}: board", "decisions": "the first player names one of",
                 "lapsing-limit": "at most ... checkers on a point of ... until he has landed in",
                 "take": "a die may take ... from the point it names"}


@meta_args
class DecisionStatements(StackStatements):
    """Lark's nodes of the decision statements → pieces of the rule tree (inherited by the
    parser's transformer)."""

    def board_zone(self, meta: Any, children: list[Any]) -> At:
        first, last = children[1].value
        value = {"from": At(first, children[1].line, children[1].column),
                 "to": At(last, children[1].line, children[1].column)}
        return at(meta, (("board-zone", str(children[0])), value))

    def naming(self, meta: Any, children: list[Token]) -> At:
        # the decision is named by what is named: records write 'decide zone q3'
        value = {"who": "first", "of": _words(children, "zone")}
        return at(meta, (("decisions", "zone"), value))

    def each_named_point_count(self, meta: Any, children: list[Any]) -> At:
        place = at(meta, {"each-point-of": NAMED_ZONE})
        return nested(at(meta, {"count": {**children[0], "of": place}}))

    def lapsing_limit(self, meta: Any, children: list[Token]) -> At:
        value = {"most": int_at(children[0]), "zone": str(children[1]),
                 "until": str(children[2])}
        return at(meta, (("lapsing-limit",), value))

    def in_named_zone(self, meta: Any, children: list[Any]) -> At:
        return at(meta, {"zone": NAMED_ZONE})

    def take_rule(self, meta: Any, children: list[Any]) -> At:
        value = {"force": children[0], "lone": children[1]}
        if children[2]:
            value["lay"] = True
        return at(meta, (("take",), value))

    def take_lay(self, meta: Any, children: list[Any]) -> bool:
        return not getattr(meta, "empty", True)

    def take_may(self, meta: Any, children: list[Any]) -> str:
        return "may"

    def take_must(self, meta: Any, children: list[Any]) -> str:
        return "must"

    def take_any(self, meta: Any, children: list[Any]) -> bool:
        return False

    def take_lone(self, meta: Any, children: list[Any]) -> bool:
        return True

    def take_end(self, meta: Any, children: list[Any]) -> At:
        return at(meta, (("game-ends",), {"take-undone": True, "result": children[0]}))
