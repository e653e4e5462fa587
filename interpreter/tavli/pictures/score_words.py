"""The words of scoring during play: the rulebook's sentences (tavli.pictures.rulebook) and
the score line under the boards (tavli.pictures.text, tavli.pictures.svg)."""

from __future__ import annotations

from tavli.model.conditions import describe_condition
from tavli.model.position import Position
from tavli.model.variant import SIDE_NAMES, SIDES, Variant

#: The rule-tree keys whose rules these sentences say (the rulebook's section)
SCORE_KEYS = ("keep-score", "score-events", "hole-rules", "score-end", "extra-throws",
              "set-up-again")

def score_sentences(variant: Variant) -> list[tuple[str, tuple[str | int, ...]]]:
    """Each sentence, with the rule-tree path of the rule it says (for its comment)."""
    if not variant.score_counters:
        return []
    points = variant.score_counters[0]
    kept = f"Each player's {points} are kept through the game"
    if variant.hole_points:
        kept += (f"; every {variant.hole_points} {points} make one of his "
                 f"{variant.score_counters[1]}, the {points} past it carried over")
    said: list[tuple[str, tuple[str | int, ...]]] = [(kept + ".", ("keep-score",))]
    for i, event in enumerate(variant.score_events):
        said.append((event.text[0].upper() + event.text[1:] + ".", ("score-events", i)))
    hits = [event for event in variant.score_events if event.event == "possible-hits"]
    if hits:
        both = "" if all(event.one_number for event in hits) else (
            ", or both in turn where he could stop on the way,")
        said.append((f"A hit he could make is one way a number thrown{both} would bring a man "
                     "of his from a point he holds onto a lone enemy man; a throw scores when "
                     "it is rolled.", ("score-events",)))
    if any(event.event == "false-hits" for event in variant.score_events):
        said.append(("A false hit he could make is a lone enemy man a throw could reach only "
                     "by both numbers in turn, every point on the way held by two or more "
                     "enemy men; a point with a lone enemy man is then a point to stop on "
                     "for a hit by both numbers.", ("score-events",)))
    said += _hole_sentences(variant)
    if variant.set_up_again:
        said.append(("Once a player has borne off all his men, the men of both are set up "
                     "again, every count kept, and he throws first.", ("set-up-again",)))
    if variant.extra_throws:
        until = variant.rule_tree.get("extra-throws", {}).get("until")
        said.append((f"Once a player has borne off all his men, his opponent throws "
                     f"{variant.extra_throws} more times to score"
                     + (f", until he has {describe_condition(until)}" if until else "")
                     + "; then the first to bear off has won.", ("extra-throws",)))
    if variant.score_goal is not None:
        counter, goal = variant.score_goal
        said.append((f"The first player to reach {goal} {variant.score_counters[counter]} "
                     "wins the game.", ("score-end",)))
    return said


def must_sentences(variant: Variant) -> list[tuple[str, tuple[str | int, ...]]]:
    """'a play must make|keep COND where he can', each said in words."""
    said: list[tuple[str, tuple[str | int, ...]]] = []
    for i, rule in enumerate(variant.rule_tree.get("play-must", [])):
        (verb, when), = rule.items()
        said.append((f"A play must {verb} {describe_condition(when)} where some play of the "
                     "throw can.", ("play-must", i)))
    return said


def _hole_sentences(variant: Variant) -> list[tuple[str, tuple[str | int, ...]]]:
    points = variant.score_counters[0]
    said: list[tuple[str, tuple[str | int, ...]]] = []
    if variant.hole_wipes:
        said.append((f"When a player makes a hole, his opponent's {points} are wiped out.",
                     ("hole-rules", "wipes")))
    if variant.hole_unanswered:
        said.append((f"A hole whose {points} were all taken while the opponent scored none "
                     f"counts {variant.hole_unanswered}; the position line's 'unanswered' "
                     f"says whose {points} are so far unanswered."
                     + (f" The second to score takes it so too, and every further hole's worth "
                        f"of {points} scored at once counts as much." if variant.hole_either
                        else ""), ("hole-rules", "unanswered")))
    if any(not decision.kept for decision in variant.decisions):
        said.append(("A player whose own throw makes a hole, by the points it scores before "
                     "he plays it, chooses to go on (he plays the throw) or to start over (the "
                     f"men are set up again, every player's {points} wiped and the holes kept, "
                     + ("and he rolls first" if variant.hole_starter_first
                        else "and his opponent rolls")
                     + "); a hole the opponent's throw gives him offers no choice.",
                     ("hole-rules", "choice")))
    return said


def score_line(variant: Variant, position: Position) -> str:
    """``points: X 7, O 0; holes: X 1, O 0`` (empty where the game keeps no score)."""
    if not variant.score_counters:
        return ""
    counters = position.counters or (0,) * (2 * len(variant.score_counters))
    return "; ".join(
        f"{name}: " + ", ".join(f"{SIDE_NAMES[side]} {counters[2 * i + side]}" for side in SIDES)
        for i, name in enumerate(variant.score_counters))
