"""The rulebook's sentences for stacked men and stages (tavli.pictures.rulebook)."""

from __future__ import annotations

from tavli.model.position import Position
from tavli.model.variant import SIDE_NAMES, SIDES, Side, Variant

_STEPS = {
    "unstack": "lays one man of the pile on the point it names down",
    "restack": "raises one man of the point it names onto another",
    "bear-off": "bears one man off the point it names",
    "enter": "enters one of his borne-off men on the point it names, while that point holds "
             "fewer of his men than at the start (the man lying on them where the start piles "
             "them)",
}

#: The turn parts of stacked games, in the rulebook's words.
PART_WORDS = {
    "total": "play the throw's total as steps of his stage, each on a point of his choice",
    "clear": "play the number as many times as the point it names takes to be plain (or "
             "empty, bearing off)",
}


def stack_sentences(variant: Variant) -> list[tuple[str, tuple[str, ...]]]:
    """Each sentence, with the rule-tree path of the rule it says (for its comment)."""
    said: list[tuple[str, tuple[str, ...]]] = []
    states = variant.stack_states
    if states:
        middle = "".join(f"; {word}: exactly {i} lying on others"
                         for i, word in enumerate(states[1:-1], start=1))
        said.append((f"A point's men may lie stacked on one another. Its state is one of "
                     f"{', '.join(states)}: {states[0]}, the plain state, none lying on another"
                     f"{middle}; {states[-1]}: all but the bottom one. Men on a point that is "
                     f"not {states[0]} make no ordinary move; for blocking and hitting a "
                     "stacked point counts its men as any other.", ("stack-states",)))
    if variant.stages:
        names = [stage.name for stage in variant.stages]
        said.append((f"The game is played in stages, each player on his own: "
                     f"{', '.join(names)}. Both start in the first; bearing every man off wins "
                     "only in the last.", ("stages",)))
    for stage in variant.stages:
        if stage.step == "move":
            said.append((f"In the stage {stage.name} the dice move men as usual.",
                         ("stage-steps", stage.name)))
        else:
            end = "start" if stage.start else "end"
            said.append((f"In the stage {stage.name} a die of n {_STEPS[stage.step]}: the n-th "
                         f"point from the {end} of his track.", ("stage-steps", stage.name)))
        if stage.ends is not None and stage.outcome:
            said.append((f"A player in the stage {stage.name} who has {stage.ends_text} "
                         f"{'wins' if stage.outcome == 'wins' else 'loses'} the game; bearing "
                         "every man off does not win it.", ("stage-ends", stage.name)))
        elif stage.ends is not None:
            flat = f", and every point of his is set {states[0]}" \
                if stage.unstacking_all and states else ""
            said.append((f"The stage {stage.name} ends as soon as a player has "
                         f"{stage.ends_text}, after any single die; he plays the rest of his "
                         f"throw in the next stage{flat}.", ("stage-ends", stage.name)))
    return said


def stack_lines(variant: Variant, position: Position, viewer: Side) -> list[str]:
    """Under the text board: each point that is not plain, in ``viewer``'s numbering, and
    each side's stage (while not both in the first)."""
    lines: list[str] = []
    if position.stacks and variant.stack_states:
        piles = [(variant.own_point(viewer, board + 1), board) for board, state
                 in enumerate(position.stacks) if state]
        said = ", ".join(
            f"{own} {variant.stack_states[position.stacks[board]]}"
            f" ({SIDE_NAMES[0] if position.points[board] > 0 else SIDE_NAMES[1]})"
            for own, board in sorted(piles, reverse=True))
        lines.append(f"piled: {said}")
    if position.counters and variant.stages:
        lines.append("stage: " + ", ".join(
            f"{SIDE_NAMES[side]} {variant.stages[position.counters[side]].name}"
            for side in SIDES))
    return lines
