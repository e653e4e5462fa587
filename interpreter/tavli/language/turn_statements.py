"""The statements of the turn, the opening and the cube, as pieces of the rule tree: the dice
programs (``on doubles: ...``) and their timings, dice passed to the opponent, the opening,
the cube and the stake, and the limits on leaving a zone.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer_NonRecursive

from tavli.language.grammar import meta_args
from tavli.language.statements import (
    MAX_TURN,
    At,
    StatementError,
    TimingText,
    at,
    int_at,
    integer,
    timing,
    token_at,
)
from tavli.model.timing import ORDINALS


@meta_args
class TurnStatements(Transformer_NonRecursive[Token, Any]):
    """Lark's nodes of the turn's statements → pieces of the rule tree (part of the parser's
    transformer, which inherits them)."""

    def turn_rule(self, meta: Any, children: list[Any]) -> At:
        if len(children) > 1 and isinstance(children[1], TimingText):
            key = f"{children[0]} {children[1].text}"
            return at(meta, (("timed-turn", key), list(children[2:])))
        return at(meta, (("turn", children[0]), list(children[1:])))

    def pair_turn_rule(self, meta: Any, children: list[Any]) -> At:
        return at(meta, (("turn", children[0]), list(children[1:])))

    def odd_lower(self, meta: Any, children: list[Any]) -> str:
        return "pair-low"  # a pair and a lower die

    def odd_higher(self, meta: Any, children: list[Any]) -> str:
        return "pair-high"  # a pair and a higher die

    def doubles(self, meta: Any, children: list[Any]) -> str:
        return "doubles"

    def exact_roll(self, meta: Any, children: list[Token]) -> str:
        # A roll is the same whichever die shows which number: 2-1 is the roll 1-2.
        low, high = sorted((integer(children[0]), integer(children[1])))
        return f"{low}-{high}"

    def part(self, meta: Any, children: list[Any]) -> At:
        value = dict(children[0])
        if len(children) > 1:
            value["when"] = children[1]
        return at(meta, value)

    def play_roll(self, meta: Any, children: list[Any]) -> dict[str, Any]:
        return {"play": "roll"}

    def play_roll_times(self, meta: Any, children: list[Token]) -> dict[str, Any]:
        return {"play": "roll", "times": int_at(children[0])}

    def play_pair(self, meta: Any, children: list[Any]) -> dict[str, Any]:
        kind = "pair-and-odd" if len(children) > 1 else "pair"
        return {"play": kind, "times": int_at(children[0])}

    def pair_with_odd(self, meta: Any, children: list[Any]) -> bool:
        return True

    def play_double(self, meta: Any, children: list[Token]) -> dict[str, Any]:
        return {"play": "double", "times": int_at(children[0])}

    def play_complement(self, meta: Any, children: list[Token]) -> dict[str, Any]:
        return {"play": "complement", "times": int_at(children[0])}

    def play_chosen_double(self, meta: Any, children: list[Token]) -> dict[str, Any]:
        return {"play": "chosen-double", "times": int_at(children[0])}

    def roll_again(self, meta: Any, children: list[Any]) -> dict[str, Any]:
        return {"roll-again": True}

    def opening_ties(self, meta: Any, children: list[str]) -> At:
        return at(meta, (("opening", "ties"), children[0]))

    def ties_roll_again(self, meta: Any, children: list[Any]) -> str:
        return "roll-again"

    def ties_double_stake(self, meta: Any, children: list[Any]) -> str:
        return "double-the-stake"

    def opening_winner(self, meta: Any, children: list[str]) -> At:
        return at(meta, (("opening", "winner"), children[0]))

    def opening_first(self, meta: Any, children: list[str]) -> At:
        return at(meta, (("opening", "first"), children[0]))

    def side_first(self, meta: Any, children: list[Token]) -> str:
        return str(children[0])

    def die_each(self, meta: Any, children: list[Any]) -> str:
        return "roll"

    def winner_plays(self, meta: Any, children: list[Any]) -> str:
        return "plays-both-dice"

    def winner_chooses(self, meta: Any, children: list[Any]) -> str:
        return "plays-both-dice-or-rolls-again"

    def winner_rolls_again(self, meta: Any, children: list[Any]) -> str:
        return "rolls-both-dice-again"

    def winner_moves_opponent(self, meta: Any, children: list[Any]) -> str:
        return "moves-opponents-men"

    def cube(self, meta: Any, children: list[Any]) -> At:
        return at(meta, (("cube",), children[0]))

    def no_cube(self, meta: Any, children: list[Any]) -> dict[str, Any]:
        return {"none": True}

    def cube_up_to(self, meta: Any, children: list[Token]) -> dict[str, Any]:
        return {"up-to": int_at(children[0])}

    def stake_doubles(self, meta: Any, children: list[str]) -> At:
        return at(meta, (("stake-doubles-on", children[0]), True))

    def leave_limit(self, meta: Any, children: list[Any]) -> At:
        value: dict[str, Any] = {
            "zone": token_at(children[1], str(children[1])),
            "checkers": int_at(children[0]),
        }
        if len(children) > 2:
            value["exceptions"] = list(children[2:])
        return at(meta, (("leave-limit",), value))

    def leave_exception(self, meta: Any, children: list[Any]) -> At:
        rolls = [c for c in children[1:] if isinstance(c, str)]
        value: dict[str, Any] = {"checkers": int_at(children[0]), "rolls": rolls}
        timings = [c for c in children[1:] if isinstance(c, TimingText)]
        if timings and timings[0].text.startswith("stage:"):
            raise StatementError("a leave limit's exception is timed by turns, not by stages",
                                 At(timings[0].text, timings[0].line, timings[0].column))
        if timings:
            value["turns"] = At(timings[0].text, timings[0].line, timings[0].column)
        conditions = [c for c in children[1:] if isinstance(c, At)]
        if conditions:
            value["when"] = conditions[0]
        return at(meta, value, children[0])

    # ---- the turn constructs (langb): rules by turn, the first double, unplayed dice
    def in_first_turn(self, meta: Any, children: list[Any]) -> TimingText:
        return timing(meta, "until-1", children)

    def in_first_turns(self, meta: Any, children: list[Any]) -> TimingText:
        count = integer(children[0])
        if not 1 <= count <= MAX_TURN:
            raise StatementError(f"turns are counted up to the {ORDINALS[-1]}, not the {count}th",
                                  int_at(children[0]), code="rules-schema")
        return timing(meta, f"until-{count}", children[1:])

    def from_turn(self, meta: Any, children: list[Any]) -> TimingText:
        number = ORDINALS.index(str(children[0])) + 1
        return timing(meta, f"from-{number}", children[1:])

    def game_scope(self, meta: Any, children: list[Any]) -> str:
        return "game"

    def first_double_rule(self, meta: Any, children: list[Any]) -> At:
        return at(meta, (("timed-turn", "doubles first-double"), list(children)))

    def play_higher_doubles(self, meta: Any, children: list[Token]) -> dict[str, Any]:
        return {"play": "higher-doubles", "times": int_at(children[0])}

    def play_lower_doubles(self, meta: Any, children: list[Token]) -> dict[str, Any]:
        return {"play": "lower-doubles", "times": int_at(children[0])}

    def unplayed(self, meta: Any, children: list[Any]) -> At:
        pattern = children[0] if len(children) > 1 else "any"
        if isinstance(children[-1], dict) and pattern != "any":
            raise StatementError("a condition on passing holds for every roll: say 'unplayed "
                                 "dice: passed to the opponent when ...'", at(meta, pattern))
        return at(meta, (("unplayed-dice", pattern), children[-1]))

    def passed_dice(self, meta: Any, children: list[Token]) -> At:
        return at(meta, (("passed-dice",), [int_at(c) for c in children]))

    def last_out(self, meta: Any, children: list[Token]) -> At:
        return at(meta, (("last-out",), int_at(children[0])))

    def first_out_wins(self, meta: Any, children: list[Token]) -> At:
        return at(meta, (("last-out",), 0))

    def highest_only(self, meta: Any, children: list[Any]) -> str:
        return "highest-only"  # 'bear off: only by the highest number, from any point'

    # ---- which die a part of unlike dice starts with
    def lower_die_first(self, meta: Any, children: list[Any]) -> At:
        return at(meta, (("lower-die-first",), True))

    def dice_any_order(self, meta: Any, children: list[Any]) -> At:
        return at(meta, (("lower-die-first",), False))

    def lower_die_only(self, meta: Any, children: list[Any]) -> At:
        return at(meta, (("lower-die-only",), True))

    def unplayed_lost(self, meta: Any, children: list[Any]) -> str:
        return "lost"

    def unplayed_passed(self, meta: Any, children: list[Any]) -> str:
        return "opponent"

    def unplayed_passed_when(self, meta: Any, children: list[Any]) -> dict[str, Any]:
        return {"opponent-when": children[0]}
