"""The statements that give a zone its own rule for single moves, as pieces of the rule tree:
where a lone enemy checker is hit (``a single enemy checker is hit only in ZONE``), the hit
across the board (``a checker that lands in ZONE hits a lone enemy checker facing it``), a zone
taken and left in pairs (``men take and leave ZONE two at a time``) or only taken so (``men
take ZONE two at a time``), or by puissance (``men may take ZONE a point short of the
opponent's ZONE``), and the opponent's zone closed (``never land in the opponent's ZONE``) or
not to be stayed in while he could still make it (``never stay in the opponent's ZONE while he
could still make at least N on each point of it``); and the rules that open a closed point or
an occupied entry point while a condition holds (``a point of N enemy checkers is hit when
...``, ``never enter onto occupied points, but onto enemy checkers when ...``), with the
condition they are made for (``more on bar than empty points in ZONE``, ``... than points of
ZONE without his checkers``)."""

from __future__ import annotations

from typing import Any

from lark import Token

from tavli.language.grammar import meta_args
from tavli.language.stack_statements import StackStatements
from tavli.language.statements import At, at, int_at, nested, token_at

#: How the rules file writes these rules' keys (tavli.language.parse._said).
ZONE_SAID = {
    "hit-facing": "a checker that lands in ... hits a lone enemy checker facing it",
    "hit-only-in": "a single enemy checker is hit only in ...",
    "zone-in-pairs": "men take and leave ... two at a time",
    "zone-taken-in-pairs": "men take ... two at a time",
    "zone-passed-over": "men may go over ...",
    "closed-to-opponent": "never land in the opponent's ...",
    "stay-forbidden": "never stay in the opponent's {} while he could still make ...",
    "zone-by-puissance": "men may take ... a point short of the opponent's ...",
    "hit-point-of": "a point of ... enemy checkers is hit when ...",
}


@meta_args
class ZoneStatements(StackStatements):
    """Lark's nodes of the zones' own rules → pieces of the rule tree (inherited by the
    parser's transformer)."""

    def hit_only_in(self, meta: Any, children: list[Token]) -> At:
        return at(meta, (("hit-only-in",), str(children[0])))

    def facing_hit(self, meta: Any, children: list[Token]) -> At:
        return at(meta, (("hit-facing",), str(children[0])))

    def pair_rule(self, meta: Any, children: list[Token]) -> At:
        return at(meta, (("zone-in-pairs",), str(children[0])))

    def pass_pair_rule(self, meta: Any, children: list[Token]) -> At:
        return at(meta, (("zone-passed-over",), str(children[0])))

    def take_pair_rule(self, meta: Any, children: list[Token]) -> At:
        return at(meta, (("zone-taken-in-pairs",), str(children[0])))

    def puissance_rule(self, meta: Any, children: list[Any]) -> At:
        rule: dict[str, Any] = {"zone": token_at(children[0], str(children[0])),
                                "short-of": token_at(children[1], str(children[1]))}
        if len(children) > 2:
            rule["unless-direct"] = True
        return at(meta, (("zone-by-puissance",), rule))

    def puissance_unless(self, meta: Any, children: list[Any]) -> bool:
        return True

    def closed_rule(self, meta: Any, children: list[Token]) -> At:
        return at(meta, (("closed-to-opponent",), str(children[0])))

    def stay_rule(self, meta: Any, children: list[Token]) -> At:
        return at(meta, (("stay-forbidden", str(children[0])), int_at(children[1])))

    def stay_allowed(self, meta: Any, children: list[Token]) -> At:
        return at(meta, (("stay-forbidden", str(children[0])), 0))  # 0: lifted

    def point_hit(self, meta: Any, children: list[Any]) -> At:
        return at(meta, (("hit-point-of",), {"checkers": int_at(children[0]),
                                             "when": children[1]}))

    def entry_empty_but(self, meta: Any, children: list[Any]) -> At:
        return at(meta, (("no-entry-onto-occupied",), {"but-onto-enemy-when": children[0]}))

    def outnumber(self, meta: Any, children: list[Any]) -> At:
        zone = token_at(children[1], str(children[1]))
        return nested(at(meta, {"outnumber": {"of": children[0], "empty-in": zone}}))

    def outnumber_own_free(self, meta: Any, children: list[Any]) -> At:
        zone = token_at(children[1], str(children[1]))
        return nested(at(meta, {"outnumber": {"of": children[0], "without-own-in": zone}}))
