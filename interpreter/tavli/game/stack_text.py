"""Stacked men and stages in tavli's own position notation (tavli.game.position_text), and
the checks of a position's ``stacks`` and ``counters`` (tavli.game.validation).

A point that is not plain carries its stack state word after its count, ``6:3:stacked``;
each side's stage is a part after the turn, ``stage X bearing O unstacking``, left out while
both are in the first stage::

    X 6:3:half-stacked 5:3 ... | O ... | O to roll | stage X restacking O unstacking
"""

from __future__ import annotations

import re

from tavli.model.errors import NotationError
from tavli.model.position import Position
from tavli.model.variant import SIDE_NAMES, SIDES, Side, Variant

_STATED = re.compile(r"^(\d{1,2}):(\d{1,3}):([a-z][a-z0-9]*(?:-[a-z0-9]+)*)$")


def on_top_of(variant: Variant, state: int, count: int) -> int | None:
    """How many of ``count`` men lie on others in stack state ``state``; None where that
    state cannot be spelled so (one man, or a middle word that should be the last)."""
    last = len(variant.stack_states) - 1
    if state == 0:
        return 0
    if count < 2 or not 0 < state <= last:
        return None
    if state == last:
        return count - 1 if count - 1 <= last else None
    return state if state < count - 1 else None


def stacked_text(variant: Variant, position: Position, text: str) -> str:
    """``text`` (the position as written without stacks) with each point's state word and
    the stage part."""
    parts = text.split(" | ")
    if position.stacks:
        for side in (0, 1):
            parts[side] = _with_states(variant, position, side, parts[side])
    stage = stage_text(variant, position)
    if stage:
        parts.insert(3, stage)
    return " | ".join(parts)


def stage_text(variant: Variant, position: Position) -> str:
    """``stage X bearing O unstacking``, or "" while both sides are in the first stage."""
    if not position.counters or not variant.stages:
        return ""
    return "stage " + " ".join(f"{SIDE_NAMES[side]} {variant.stages[stage].name}"
                               for side, stage in enumerate(position.counters))


def _with_states(variant: Variant, position: Position, side: Side, text: str) -> str:
    words = text.split(" ")
    for i, word in enumerate(words):
        point, _, count = word.partition(":")
        if point.isdigit() and count.isdigit():
            state = position.stacks[variant.point_of(side, int(point)) - 1]
            if state:
                words[i] = f"{word}:{variant.stack_states[state]}"
    return " ".join(words)


def read_stacking(
    variant: Variant, sections: list[str], whole: str
) -> tuple[list[str], tuple[int, ...], tuple[int, ...]]:
    """The sections with the state words taken off the points and the stage part taken out,
    with the stacks and stages they said."""
    stacks = [0] * variant.board.points
    sections = list(sections)
    for side in SIDES:
        if side >= len(sections):
            break
        words = sections[side].split(" ")
        for i, word in enumerate(words):
            match = _STATED.match(word)
            if match is None:
                continue
            own, count, name = int(match[1]), int(match[2]), match[3]
            if not variant.stack_states:
                raise NotationError(f"{word!r}: {variant.name} has no stacked men (in {whole!r})")
            if name not in variant.stack_states:
                raise NotationError(f"{word!r}: {name!r} is no stack state of {variant.name} "
                                    f"({', '.join(variant.stack_states)}) (in {whole!r})")
            state = variant.stack_states.index(name)
            if state == 0:
                raise NotationError(f"{word!r}: a plain point is written without its state, "
                                    f"{own}:{count} (in {whole!r})")
            if on_top_of(variant, state, count) is None:
                raise NotationError(f"{word!r}: {count} men cannot be {name!r} (in {whole!r})")
            if 1 <= own <= variant.length:
                stacks[variant.point_of(side, own) - 1] = state
            words[i] = f"{own}:{count}"
        sections[side] = " ".join(words)
    counters: tuple[int, ...] = ()
    staged = [i for i, s in enumerate(sections) if i >= 3 and s.split(" ", 1)[0] == "stage"]
    if staged:
        at = staged[0]
        if at != 3:
            raise NotationError(f"the stage part comes right after the turn (in {whole!r})")
        counters = _read_stage(variant, sections.pop(at), whole)
    return sections, (tuple(stacks) if any(stacks) else ()), counters


def _read_stage(variant: Variant, section: str, whole: str) -> tuple[int, ...]:
    words = section.split()
    names = [stage.name for stage in variant.stages]
    if not names:
        raise NotationError(f"{variant.name} is not played in stages, so {section!r} has no "
                            f"place in its positions (in {whole!r})")
    if len(words) != 5 or words[1] != "X" or words[3] != "O" \
            or words[2] not in names or words[4] not in names:
        raise NotationError(f"the stage part is 'stage X S O S', S one of {', '.join(names)}, "
                            f"not {section!r} (in {whole!r})")
    counters = (names.index(words[2]), names.index(words[4]))
    if not any(counters):
        raise NotationError(f"{section!r}: while both are in the first stage the part is left "
                            f"out (in {whole!r})")
    return counters


def stack_problems(variant: Variant, position: Position) -> list[str]:
    """Why ``position``'s stacks or stages cannot be: one spelling (``()`` when all plain,
    every side in the first stage), a state only on a point of 2 or more men and within the
    declared words, a stage the game has."""
    problems: list[str] = []
    stacks, counters = position.stacks, position.counters
    if stacks:
        if not variant.stack_states:
            problems.append(f"{variant.name} has no stacked men, but the position has stacks")
        elif len(stacks) != variant.board.points:
            problems.append(f"the stacks name {len(stacks)} points, not "
                            f"{variant.board.points}")
        elif not any(stacks):
            problems.append("stacks that are all plain are written ()")
        else:
            for board, state in enumerate(stacks):
                count = abs(position.points[board])
                if state and (not isinstance(state, int)
                              or on_top_of(variant, state, count) is None):
                    problems.append(f"board point {board + 1} cannot be in stack state "
                                    f"{state!r} with {count} men")
    if counters and not (variant.decisions or variant.lapsing):  # tavli.game.decision_text
        if not variant.stages:
            problems.append(f"{variant.name} is not played in stages, but the position has "
                            "stages")
        elif len(counters) != 2 or not all(
                isinstance(c, int) and 0 <= c < len(variant.stages) for c in counters):
            problems.append(f"the stages {counters!r} are not one of "
                            f"{len(variant.stages)} stages for each side")
        elif not any(counters):
            problems.append("both sides in the first stage is written ()")
    return problems
