"""The statements of scoring during play, as pieces of the rule tree: ``keep score:`` (each
player's points, and holes), ``score N NAME ...`` (points scored on a throw, for a move, for
a position reached or for dice a player cannot play) and ``the game ends when a player
reaches N NAME``."""

from __future__ import annotations

from typing import Any

from lark import Token

from tavli.language.grammar import meta_args
from tavli.language.stack_statements import StackStatements
from tavli.language.statements import At, StatementError, TimingText, at, int_at, token_at

#: How the rules file writes these rules' keys (tavli.language.parse._said).
SCORE_SAID = {"keep-score": "keep score:",
              "score-end": "the game ends when a player reaches ...", "hole-rules": "a hole {} ...",
              "extra-throws": "after a player bears off all: ...",
              "set-up-again": "after a player bears off all: the men are set up again",
              "play-must": "a play must ... where he can"}


@meta_args
class ScoreStatements(StackStatements):
    """Lark's nodes of the scoring statements → pieces of the rule tree (inherited by the
    parser's transformer)."""

    def keep_score(self, meta: Any, children: list[Token]) -> At:
        value: dict[str, Any] = {"counter": token_at(children[0], str(children[0]))}
        if len(children) > 1:
            name, points, unit = children[1:]
            if str(unit) != str(children[0]) or str(name) == str(unit):
                raise StatementError(
                    f"a hole is made of the points kept: say 'keep score: {children[0]}, "
                    f"{name if str(name) != str(unit) else 'holes'} of {points} {children[0]}'",
                    token_at(unit, 0))
            value["holes"] = {"name": token_at(name, str(name)), "points": int_at(points)}
        return at(meta, (("keep-score",), value))

    def score_event(self, meta: Any, children: list[Any]) -> At:
        points, counter, *rest = children
        value: dict[str, Any] = {"points": int_at(points),
                                 "counter": token_at(counter, str(counter))}
        for part in rest:
            value.update(part)
        return at(meta, (("score-events",), value))

    def score_doubles(self, meta: Any, children: list[Token]) -> dict[str, Any]:
        return {"doubles": int_at(children[0])}

    def score_one_die(self, meta: Any, children: list[Token]) -> dict[str, Any]:
        return {"one-die": int_at(children[0])}

    def score_plus(self, meta: Any, children: list[Any]) -> dict[str, Any]:
        return {"plus": {"points": int_at(children[0]), "when": children[1]}}

    def score_to(self, meta: Any, children: list[Any]) -> dict[str, Any]:
        return {"to": "opponent"}

    def score_cannot(self, meta: Any, children: list[Any]) -> dict[str, Any]:
        return {"event": "cannot", "share": children[0]}

    def score_each_unplayed(self, meta: Any, children: list[Any]) -> dict[str, Any]:
        return {"event": "unplayed"}

    def score_possible_hits(self, meta: Any, children: list[Any]) -> dict[str, Any]:
        by = [child for child in children if isinstance(child, dict)]
        return {"event": "possible-hits", **(by[0] if by else {}),
                **_zone([child for child in children if not isinstance(child, dict)])}

    def score_false_hits(self, meta: Any, children: list[Token]) -> dict[str, Any]:
        return {"event": "false-hits", **_zone(children)}

    def by_one_number(self, meta: Any, children: list[Any]) -> dict[str, Any]:
        return {"by": "one-number"}

    def score_each_hit(self, meta: Any, children: list[Token]) -> dict[str, Any]:
        return {"event": "hits", **_zone(children)}

    def score_reached(self, meta: Any, children: list[Any]) -> dict[str, Any]:
        return {"event": "reached", "when": children[0]}

    def score_made(self, meta: Any, children: list[Any]) -> dict[str, Any]:
        # '... when he makes COND': the play reaches it, and it did not hold before the play
        return {"event": "made", "when": children[0]}

    def score_kept(self, meta: Any, children: list[Any]) -> dict[str, Any]:
        # '... when he keeps COND': it held before the play and holds at its end
        return {"event": "kept", "when": children[0]}

    def score_could(self, meta: Any, children: list[Any]) -> dict[str, Any]:
        # '[in the first N turns] when he could make COND': judged on the throw as rolled
        timed = [c for c in children if isinstance(c, TimingText)]
        if timed and timed[0].text.startswith(("stage:", "first-double")):
            raise StatementError("a score on what a throw could make is timed by turns",
                                 At(timed[0].text, timed[0].line, timed[0].column))
        value: dict[str, Any] = {"event": "could-make", "when": children[-1]}
        if timed:
            value["turns"] = At(timed[0].text, timed[0].line, timed[0].column)
        return value

    def score_could_ways(self, meta: Any, children: list[Any]) -> dict[str, Any]:
        # 'for each way he could make COND': judged on the throw, a way per number (or both)
        return {"event": "could-make-ways", "when": children[0]}

    def score_could_keep(self, meta: Any, children: list[Any]) -> dict[str, Any]:
        # 'when he could keep COND': it holds, and some play of the throw leaves it holding
        return {"event": "could-keep", "when": children[0]}

    def score_could_bring(self, meta: Any, children: list[Any]) -> dict[str, Any]:
        # 'when he could bring a man by each number onto A and B [leaving C] [when he has D]':
        # judged on the throw as rolled, the men imagined on the points whatever stands there
        first, second, *rest = children
        value: dict[str, Any] = {"event": "could-bring",
                                 "onto": [token_at(first, str(first)),
                                          token_at(second, str(second))]}
        for part in rest:
            value.update(part)
        return value

    def bring_leaving(self, meta: Any, children: list[Any]) -> dict[str, Any]:
        return {"leaving": children[0]}

    def bring_when(self, meta: Any, children: list[Any]) -> dict[str, Any]:
        return {"when": children[0]}

    def score_roll(self, meta: Any, children: list[Any]) -> dict[str, Any]:
        # '... on ROLL when he has COND': the condition judged on the board he throws on
        return {"event": "roll", "roll": children[0],
                **({"when": children[1]} if len(children) > 1 else {})}

    def score_showing(self, meta: Any, children: list[Any]) -> dict[str, Any]:
        # '... on a throw with a N [when he has COND]': any throw one of whose dice shows N
        return {"event": "roll", "showing": int_at(children[0]),
                **({"when": children[1]} if len(children) > 1 else {})}

    def play_must(self, meta: Any, children: list[Any]) -> At:
        # 'a play must make|keep COND where he can': the legal plays narrowed to those
        return at(meta, (("play-must",), {children[0]: children[1]}))

    def must_make(self, meta: Any, children: list[Any]) -> str:
        return "make"

    def must_keep(self, meta: Any, children: list[Any]) -> str:
        return "keep"

    def higher_score_wins(self, meta: Any, children: list[Any]) -> str:
        return "higher-score"  # an end rule's outcome: 'the higher score wins'

    def extra_throws(self, meta: Any, children: list[Any]) -> At:
        value: dict[str, Any] = {"throws": int_at(children[0])}
        if len(children) > 1:
            value["until"] = children[1]
        return at(meta, (("extra-throws",), value))

    def set_up_again(self, meta: Any, children: list[Any]) -> At:
        return at(meta, (("set-up-again",), True))

    def score_end(self, meta: Any, children: list[Token]) -> At:
        value = {"reaches": int_at(children[0]),
                 "counter": token_at(children[1], str(children[1]))}
        return at(meta, (("score-end",), value))

    def hole_wipes(self, meta: Any, children: list[Token]) -> At:
        value = {"counter": token_at(children[0], str(children[0]))}
        return at(meta, (("hole-rules", "wipes"), value))

    def hole_unanswered(self, meta: Any, children: list[Any]) -> At:
        if len(children) > 1:  # ', by either player': {counts, by}
            return at(meta, (("hole-rules", "unanswered"),
                             {"counts": int_at(children[0]), "by": "either"}))
        return at(meta, (("hole-rules", "unanswered"), int_at(children[0])))

    def either_player(self, meta: Any, children: list[Any]) -> str:
        return "either"

    def hole_choice(self, meta: Any, children: list[Any]) -> At:
        # ', throwing first': he who starts over rolls first from the set-up
        return at(meta, (("hole-rules", "choice"), "throwing-first" if children else True))

    def hole_first(self, meta: Any, children: list[Any]) -> str:
        return "throwing-first"


def _zone(children: list[Token]) -> dict[str, Any]:
    return {"zone": token_at(children[0], str(children[0]))} if children else {}
