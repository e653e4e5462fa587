"""The statements of stacked men and stages, as pieces of the rule tree: ``stack states:``,
a state word on a set-up item (``6:3:stacked``), ``stages:``, what a die does in a stage
(``in stage S: ...``), when a stage ends (``stage S ends when ...``), and the conditions on
them (``none stacked``, ``stage bearing``)."""

from __future__ import annotations

from typing import Any

from lark import Token

from tavli.language.grammar import meta_args
from tavli.language.statements import (
    At,
    StatementError,
    TimingText,
    at,
    int_at,
    nested,
    timing,
    token_at,
)
from tavli.language.turn_statements import TurnStatements

#: How the rules file writes these rules' keys (tavli.language.parse._said).
STACK_SAID = {
    "stack-states": "stack states:", "stages": "stages:",
    "stage-steps": "in stage {}:", "stage-ends": "stage {} ends when",
}


def _words(children: list[Token], what: str) -> list[At]:
    seen: set[str] = set()
    words: list[At] = []
    for token in children:
        word = str(token)
        if word in seen:
            raise StatementError(f"the {what} '{word}' is named twice", token_at(token, word))
        seen.add(word)
        words.append(token_at(token, word))
    return words


@meta_args
class StackStatements(TurnStatements):
    """Lark's nodes of the stacking statements → pieces of the rule tree (inherited by the
    parser's transformer, with the turn's)."""

    def stack_states(self, meta: Any, children: list[Token]) -> At:
        if len(children) > 4:
            raise StatementError("'stack states:' names 2 to 4 words", token_at(children[4], 0),
                                  code="rules-schema")
        return at(meta, (("stack-states",), _words(children, "stack state")))

    def stages(self, meta: Any, children: list[Token]) -> At:
        if len(children) > 6:
            raise StatementError("'stages:' names 2 to 6 stages", token_at(children[6], 0),
                                  code="rules-schema")
        return at(meta, (("stages",), _words(children, "stage")))

    def stage_step(self, meta: Any, children: list[Any]) -> At:
        name, step = children
        return at(meta, (("stage-steps", str(name)), step))

    def named_step(self, meta: Any, children: list[str]) -> dict[str, str]:
        return {"step": children[0], "from": children[1]}

    def entering_step(self, meta: Any, children: list[str]) -> dict[str, str]:
        return {"step": "enter", "from": children[0]}

    def moving_step(self, meta: Any, children: list[Any]) -> dict[str, str]:
        return {"step": "move"}

    def unstacks(self, meta: Any, children: list[Any]) -> str:
        return "unstack"

    def restacks(self, meta: Any, children: list[Any]) -> str:
        return "restack"

    def bears_off(self, meta: Any, children: list[Any]) -> str:
        return "bear-off"

    def from_end(self, meta: Any, children: list[Any]) -> str:
        return "end"

    def from_start(self, meta: Any, children: list[Any]) -> str:
        return "start"

    def stage_end(self, meta: Any, children: list[Any]) -> At:
        name, when, *rest = children
        value: dict[str, Any] = {"when": when}
        if True in rest:
            value["unstacking-all"] = True
        outcome = [word for word in rest if isinstance(word, str)]
        if outcome == ["draw"]:
            raise StatementError("a stage ends with 'he wins' or 'he loses', not a draw",
                                 at(meta, name))
        if outcome:
            value["result"] = outcome[0]
        return at(meta, (("stage-ends", str(name)), value))

    def unstacking_all(self, meta: Any, children: list[Any]) -> bool:
        return True

    # ---- the turn in stacked games: parts and a timing (Dubblets, Tables Rabbatuees)
    def play_total(self, meta: Any, children: list[Any]) -> dict[str, Any]:
        return {"play": "total"}

    def clear_point(self, meta: Any, children: list[Any]) -> dict[str, Any]:
        return {"play": "clear"}

    def in_stage(self, meta: Any, children: list[Token]) -> TimingText:
        names = _words(children, "stage")
        return timing(meta, "stage:" + ",".join(str(name.value) for name in names), [])

    def state_place(self, meta: Any, children: list[Token]) -> At:
        return token_at(children[0], {"state": str(children[0])})

    def stage_atom(self, meta: Any, children: list[Token]) -> At:
        return nested(at(meta, {"stage": token_at(children[0], str(children[0]))}))

    def on_point(self, meta: Any, children: list[Token]) -> At:
        value = {"point": int_at(children[0]), "count": int_at(children[1])}
        if len(children) > 2:
            value["state"] = token_at(children[2], str(children[2]))
        return at(meta, ("point", value), children[0])
