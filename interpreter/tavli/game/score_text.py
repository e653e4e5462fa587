"""Scores kept during play in tavli's own position notation (tavli.game.position_text), and
the checks of a scoring game's ``counters`` (tavli.game.validation).

Each counter is a part of its own at the end of the line, in the order ``keep score:``
names them, left out while both counts are 0::

    X 6:5 ... | O ... | O to roll | points X 7 O 0 | holes X 1 O 0
"""

from __future__ import annotations

from tavli.model.errors import NotationError
from tavli.model.position import Position
from tavli.model.variant import SIDE_NAMES, Variant


def counters_text(variant: Variant, position: Position) -> str:
    """`` | points X 7 O 0 | holes X 1 O 0``: each counter not at 0 for both."""
    counters = position.counters
    if not counters:
        return ""
    parts = [f" | {name} X {counters[2 * i]} O {counters[2 * i + 1]}"
             for i, name in enumerate(variant.score_counters)
             if counters[2 * i] or counters[2 * i + 1]]
    return "".join(parts)


def read_counters(
    variant: Variant, sections: list[str], whole: str
) -> tuple[list[str], tuple[int, ...]]:
    """The sections with the counters' parts taken off the end, with the counters they
    said (``()`` where none was written)."""
    names = variant.score_counters
    values = [0] * (2 * len(names))
    sections = list(sections)
    last = len(names)
    while len(sections) > 3:
        words = sections[-1].split()
        if not words or words[0] not in names:
            break
        index = names.index(words[0])
        if index >= last:
            raise NotationError(f"the counters' parts come last, in the order {', '.join(names)}"
                                f" (in {whole!r})")
        last = index
        if len(words) != 5 or words[1] != SIDE_NAMES[0] or words[3] != SIDE_NAMES[1] \
                or not words[2].isdigit() or not words[4].isdigit() \
                or len(words[2]) > 6 or len(words[4]) > 6:
            raise NotationError(f"a counter's part is '{words[0]} X n O n', not "
                                f"{sections[-1]!r} (in {whole!r})")
        values[2 * index], values[2 * index + 1] = int(words[2]), int(words[4])
        if not any(values[2 * index:2 * index + 2]):
            raise NotationError(f"{sections[-1]!r}: a counter at 0 for both is left out "
                                f"(in {whole!r})")
        sections.pop()
    return sections, (tuple(values) if any(values) else ())


def score_problems(variant: Variant, position: Position) -> list[str]:
    """Why ``position``'s scores cannot be: one spelling (``()`` while all are 0, else two
    counts for each counter), counts of 0 or more, points under a hole's worth."""
    counters, names = position.counters, variant.score_counters
    if not counters or not names:
        return []  # a game of stages keeps its stages there (tavli.game.stack_text)
    if len(counters) != 2 * len(names) or not all(
            isinstance(c, int) and c >= 0 for c in counters):
        return [f"the counters {counters!r} are not a count of 0 or more for each side of "
                f"each of {', '.join(names)}"]
    if not any(counters):
        return ["counters that are all 0 are written ()"]
    if variant.hole_points and max(counters[:2]) >= variant.hole_points:
        return [f"{variant.hole_points} {names[0]} make a hole, so no side has "
                f"{max(counters[:2])}"]
    return []
