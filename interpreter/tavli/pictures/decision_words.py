"""The rulebook's sentences for board zones and decisions (tavli.pictures.rulebook)."""

from __future__ import annotations

from tavli.model.variant import Variant


def decision_sentences(variant: Variant) -> list[tuple[str, tuple[str, ...]]]:
    """Each sentence, with the rule-tree path of the rule it says (for its comment)."""
    said: list[tuple[str, tuple[str, ...]]] = []
    for name, points in variant.board_zones.items():
        said.append((f"Zone '{name}': the board's points {points[0]} to {points[-1]} (in X's "
                     "numbering), the same points for both players.", ("board-zone", name)))
    for decision in variant.decisions:
        said.append((f"Before his first play the first player names one of "
                     f"{', '.join(decision.choices)}: an action of his, kept for the rest of the "
                     "game; the end rules call it the named zone.", ("decisions", decision.name)))
    return said
