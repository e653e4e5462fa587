"""The rulebook's words for taking by naming (``a die may take a checker from the point it
names on the opponent's track, to his hand``) and for the ends judged on a throw (``the game
ends when a player cannot play any of his roll``, ``... leaves a take undone``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tavli.model.variant import Variant

#: A sentence and the path of the rule it says (for the comment written on that rule's line).
Said = tuple[str, tuple[str, ...]]


def take_sentences(variant: Variant) -> list[Said]:
    """What a die may (or must) take, each sentence with the rule it comes from."""
    take = variant.take
    if take is None:
        return []
    lone = "a lone checker of his (the only one there)" if take.lone else "a checker of his"
    force = "must be spent" if take.must else "may be spent"
    said = (f"A die of n names the opponent's n-th point, where he enters with an n: where "
            f"{lone} stands, the die {force} taking it back to his hand, to be entered "
            "again.")
    if take.must:
        said += " A play that leaves such a take undone is not legal."
    if take.lay:
        said += (" The taker also lays one of his own checkers from hand on his own n-th "
                 "point, where he has one in hand.")
    return [(said + " A take is written take/ and the opponent's point in his own numbering.",
             ("take",))]


def thrown_words(rule: Mapping[str, Any]) -> str | None:
    """An end rule judged on a throw once played, in words (None for a condition)."""
    if "take-undone" in rule:
        return "leaves undone a take his throw owes (he spends a die that names an enemy " \
            "checker otherwise)"
    if "roll" in rule:
        return f"cannot play {'any' if rule['roll'] == 'any' else 'every'} die of his throw"
    return None
