"""The rulebook's sentences for board zones, decisions and a limit that lapses, the
per-player words kept in the position (tavli.pictures.rulebook)."""

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
    rule = variant.rule_tree.get("lapsing-limit")
    if rule is not None:
        most = rule["most"]
        said.append((f"At most {most} of a player's checker{'s' if most > 1 else ''} on a point "
                     f"of {rule['zone']} after a move, until one of his checkers has ended a "
                     f"die's move in {rule['until']}; from then on, for the rest of the game, "
                     "any number.", ("lapsing-limit",)))
    return said
