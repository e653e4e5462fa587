"""The compiler's part for scoring during play: ``keep score:``, each ``score ...`` event
and ``the game ends when a player reaches N NAME``, checked against what the file declares
(the counters, the zones, the dice) and placed at their own line and column."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from tavli.language.tree import parse_timing
from tavli.model.conditions import Predicate, describe_condition
from tavli.model.decision import HOLE, HOLE_CHOICES, Decision
from tavli.model.score_event import THROWS, UNANSWERED, ScoreEvent
from tavli.model.timing import Timing

#: Words that begin the position line's other parts: a counter may not be called so.
_NOTATION_WORDS = frozenset({"cube", "turns", "doubles", "stage"})


def event_text(event: Mapping[str, Any]) -> str:
    """A score event as the rules file says it: ``score 2 points or 4 on doubles for each
    hit he could make in home``."""
    text = f"score {event['points']} {event['counter']}"
    if "doubles" in event:
        text += f" or {event['doubles']} on doubles"
    if "one-die" in event:
        text += f" or {event['one-die']} by one die"
    if event.get("to") == "opponent":
        text += " to the opponent"
    zone = f" in {event['zone']}" if "zone" in event else ""
    plus = f", plus {event['plus']['points']} when {describe_condition(event['plus']['when'])}" \
        if "plus" in event else ""
    return text + {
        "cannot": f" when he cannot play {event.get('share')} of his roll",
        "unplayed": " for each die he cannot play",
        "possible-hits": " for each hit he could make"
        + (" by one number" if event.get("by") else "") + zone,
        "false-hits": f" for each false hit he could make{zone}",
        "hits": f" for each hit{zone}",
        "reached": f" when he has {describe_condition(event.get('when', {}))}"
        if event["event"] == "reached" else "",
        "made": f" when he makes {describe_condition(event.get('when', {}))}"
        if event["event"] == "made" else "",
        "kept": f" when he keeps {describe_condition(event.get('when', {}))}"
        if event["event"] == "kept" else "",
        "could-make": (f" {Timing(*parse_timing(event['turns']))}" if "turns" in event else "")
        + f" when he could make {describe_condition(event.get('when', {}))}"
        if event["event"] == "could-make" else "",
        "could-make-ways": " for each way he could make "
        f"{describe_condition(event.get('when', {}))}"
        if event["event"] == "could-make-ways" else "",
        "could-keep": f" when he could keep {describe_condition(event.get('when', {}))}"
        if event["event"] == "could-keep" else "",
        "could-bring": " when he could bring a man by each number onto "
        + " and ".join(event.get("onto", []))
        + (f" leaving {describe_condition(event['leaving'])}" if "leaving" in event else "")
        + (f" when he has {describe_condition(event['when'])}" if "when" in event else "")
        if event["event"] == "could-bring" else "",
        "roll": (f" on a throw with a {event['showing']}" if "showing" in event
                 else f" on {event.get('roll')}")
        + (f" when he has {describe_condition(event['when'])}" if "when" in event else ""),
    }[event["event"]] + plus


class ScoreRules:
    """Scoring during play, compiled and checked; the compiler's builder inherits it."""

    rules: dict[str, Any]

    def fail(self, message: str, *path: str | int, code: str = "") -> None:
        raise NotImplementedError  # the builder records the problem

    def _scores(
        self, condition: Callable[..., Predicate | None], zones: Mapping[str, tuple[int, ...]],
        faces: int,
    ) -> dict[str, Any]:
        """The Variant's scoring fields: its counters, hole, events and goal."""
        kept = self.rules.get("keep-score")
        events = self.rules.get("score-events", [])
        goal = self.rules.get("score-end")
        extra = self.rules.get("extra-throws")
        again = self.rules.get("set-up-again", False)
        if kept is None:
            for path in ([("score-events", i) for i in range(len(events))]
                         + ([("score-end",)] if goal else [])
                         + ([("extra-throws",)] if extra else [])
                         + ([("set-up-again",)] if again else [])):
                self.fail("the game keeps no score: say 'keep score: points' before scoring "
                          "points during play", *path, code="rules-no-score")
            return {}
        counters = [kept["counter"]] + ([kept["holes"]["name"]] if "holes" in kept else [])
        for i, name in enumerate(counters):
            if extra and name == THROWS:
                self.fail(f"a counter cannot be called '{THROWS}' in a game whose opponent gets "
                          "more throws: the position line counts them so", "keep-score",
                          "counter" if i == 0 else "holes", *(() if i == 0 else ("name",)))
            if name in _NOTATION_WORDS:
                self.fail(f"a counter cannot be called '{name}': the position line uses the "
                          "word for another part", "keep-score",
                          "counter" if i == 0 else "holes", *(() if i == 0 else ("name",)))
        # Position.counters holds one kind of counter a game for now: stages, decisions and
        # the lapsing limit's flags each lay it out alone
        for other, what in (("stages", "played in stages"), ("decisions", "with decisions"),
                            ("lapsing-limit", "with a limit that lapses")):
            if self.rules.get(other):
                self.fail(f"a game {what} cannot keep score during play yet", "keep-score",
                          code="rules-score-stages")

        def counter(name: str, *path: str | int) -> int:
            for i, known in enumerate(counters):
                if name in (known, known.removesuffix("s")):  # 'score 1 point ...'
                    return i
            self.fail(f"'{name}' is no counter the game keeps (it keeps: "
                      f"{', '.join(counters)})", *path, code="rules-unknown-counter")
            return 0

        found: list[ScoreEvent] = []
        for i, event in enumerate(events):
            where = ("score-events", i)
            zone = None
            if "zone" in event:
                zone = zones.get(event["zone"])
                if zone is None:
                    self.fail(f"'{event_text(event)}' names zone '{event['zone']}', which the "
                              f"variant does not define (its zones: "
                              f"{', '.join(sorted(zones)) or 'none'})", *where, "zone",
                              code="rules-unknown-zone")
            roll = event.get("roll", "")
            if roll and roll != "doubles" and max(map(int, roll.split("-"))) > faces:
                self.fail(f"'on {roll}' is no throw of dice numbered 1 to {faces}", *where,
                          "roll")
            showing = event.get("showing", 0)
            if showing > faces:
                self.fail(f"no die numbered 1 to {faces} shows a {showing}", *where, "showing")
            when = condition(event["when"], *where, "when") if "when" in event else None
            if "one-die" in event and event["event"] != "made":
                self.fail("'or N by one die' is for a position made: say it with 'when he "
                          "makes'", *where, "one-die")
            if "plus" in event and event["event"] not in ("reached", "made"):
                self.fail("'plus N when ...' is for a position reached: say it with 'when he "
                          "has' or 'when he makes'", *where, "plus")
            if event["event"] == "could-make-ways" and (
                    self.rules.get("dice", {}).get("count", 2) != 2
                    or "doubles" in self.rules.get("turn", {})):
                self.fail("'for each way he could make' counts the ways of a throw of two "
                          "numbers, a double played as its two: not for this game's dice",
                          *where, "event", code="rules-meaning")
            onto = self._onto(event, zones, where)
            plus = event.get("plus", {})
            found.append(ScoreEvent(
                event["event"], event["points"], event.get("doubles", event["points"]),
                counter(event["counter"], *where, "counter"), event.get("to") == "opponent",
                roll, event.get("share", ""), zone, when, event_text(event),
                event.get("by") == "one-number", showing,
                event.get("one-die", 0), plus.get("points", 0),
                condition(plus["when"], *where, "plus", "when") if plus else None,
                Timing(*parse_timing(event["turns"])) if "turns" in event else None,
                onto, condition(event["leaving"], *where, "leaving")
                if "leaving" in event else None))
        fields: dict[str, Any] = {
            "score_counters": tuple(counters),
            "hole_points": kept["holes"]["points"] if "holes" in kept else 0,
            "score_events": tuple(found),
        }
        if again and extra is not None:
            self.fail("after a player bears off all, either the opponent throws more or the "
                      "men are set up again, not both", "set-up-again")
        fields["set_up_again"] = again
        if extra is not None:  # the throws left are kept as the last counter
            fields["score_counters"] = (*counters, THROWS)
            fields["extra_throws"] = extra["throws"]
            if "until" in extra:
                fields["extra_until"] = condition(extra["until"], "extra-throws", "until")
        if goal is not None:
            fields["score_goal"] = (counter(goal["counter"], "score-end", "counter"),
                                    goal["reaches"])
        return fields | self._hole_rules(kept, fields["score_counters"])

    def _onto(self, event: Mapping[str, Any], zones: Mapping[str, tuple[int, ...]],
              where: tuple[str, int]) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        """The two zones of 'when he could bring a man by each number onto A and B', for a
        throw of two numbers only (a double as its two)."""
        if event["event"] != "could-bring":
            return None
        if (self.rules.get("dice", {}).get("count", 2) != 2
                or "doubles" in self.rules.get("turn", {})):
            self.fail("'when he could bring a man by each number' weighs a throw of two "
                      "numbers, a double played as its two: not for this game's dice",
                      *where, "event", code="rules-meaning")
        found: list[tuple[int, ...]] = []
        for i, name in enumerate(event["onto"]):
            zone = zones.get(name)
            if zone is None:
                self.fail(f"'{event_text(event)}' names zone '{name}', which the variant "
                          f"does not define (its zones: {', '.join(sorted(zones)) or 'none'})",
                          *where, "onto", i, code="rules-unknown-zone")
                zone = ()
            found.append(zone)
        return (found[0], found[1])

    def _play_musts(self, condition: Callable[..., Predicate | None]) -> dict[str, Any]:
        """'a play must make|keep COND where he can', in the order written: the Variant's
        ``play_musts``."""
        musts = []
        for i, rule in enumerate(self.rules.get("play-must", [])):
            (verb, when), = rule.items()
            compiled = condition(when, "play-must", i, verb)
            if compiled is not None:
                musts.append((verb, compiled))
        return {"play_musts": tuple(musts)} if musts else {}

    def _hole_rules(self, kept: Mapping[str, Any], counters: tuple[str, ...]) -> dict[str, Any]:
        """What a hole does besides counting ('a hole wipes the opponent's points', ...):
        the Variant's fields, with the counter 'unanswered' after the others."""
        rules = self.rules.get("hole-rules", {})
        if rules and "holes" not in kept:
            for key in rules:
                self.fail(f"'a hole {key} ...' needs holes: say 'keep score: {counters[0]}, "
                          f"holes of 12 {counters[0]}'", "hole-rules", key,
                          code="rules-no-holes")
            return {}
        wiped = rules.get("wipes", {"counter": counters[0]})["counter"]
        if wiped not in (counters[0], counters[0].removesuffix("s")):
            self.fail(f"a hole wipes the points it is made of: say 'a hole wipes the "
                      f"opponent's {counters[0]}', not '{wiped}'", "hole-rules", "wipes",
                      "counter", code="rules-unknown-counter")
        unanswered = rules.get("unanswered", 0)
        either = isinstance(unanswered, Mapping)
        fields: dict[str, Any] = {"hole_wipes": "wipes" in rules, "hole_either": either,
                                  "hole_unanswered": unanswered["counts"] if either
                                  else unanswered}
        if "unanswered" in rules:
            if UNANSWERED in counters:
                self.fail("a counter cannot be called 'unanswered' where a hole taken "
                          "unanswered counts more: the game keeps that flag under the name",
                          "keep-score", code="rules-unknown-counter")
            fields["score_counters"] = (*counters, UNANSWERED)
        if rules.get("choice"):
            fields["decisions"] = (Decision(HOLE, HOLE_CHOICES, "scorer"),)
            fields["hole_starter_first"] = rules["choice"] == "throwing-first"
        return fields
