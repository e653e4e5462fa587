"""Reading a written play: where the moves a text writes lead under the rules.

A text names hops (from, to, marked hit), not dice: ``24/18 13/8`` may be played with either
die first, and a hop longer than one die passes points the text does not name. The search
here plays the dice one at a time along the hops, in any order the rules allow, and says which
positions the text can reach (tavli.game.turn.plays_reached matches them to the legal plays).
"""

from __future__ import annotations

from tavli.game.movegen import _TAKE, Generator, _View
from tavli.game.puissance import followed
from tavli.model.variant import Side


def follow(
    generator: Generator, view: _View, dice: tuple[int, ...], segments: list[tuple[int, int, bool]],
    side: Side = 0, turns: tuple[int, ...] = (0, 0), *, in_order: bool = False,
) -> dict[_View, int]:
    """Where the written moves lead: every view reachable by playing ``dice`` as the
    ``segments`` say (origin cell, target cell, marked hit), in any order the rules allow
    (``in_order``: in the order written), with the number of hits made on the way. A
    segment longer than one die passes through points the text does not name."""
    view = generator.root(view, dice, side, turns)
    found: dict[_View, int] = {}
    seen: set[tuple[_View, tuple[int, ...], tuple[tuple[int, int], ...]]] = set()
    length = generator.length
    # a view's moves with one die by their start, worked out once: many orders of the
    # hops meet there (the root's own moves may differ: a trap set at the root)
    moves_of: dict[tuple[_View, int, bool], dict[int, list[tuple[_View, int, bool]]]] = {}

    def starting(view: _View, die: int) -> dict[int, list[tuple[_View, int, bool]]]:
        cached = (view, die, view is generator._root)
        by_start = moves_of.get(cached)
        if by_start is None:
            by_start = moves_of[cached] = {}
            for after, (start, end, _, hit) in generator.singles(view, die):
                by_start.setdefault(start, []).append((after, end, hit))
        return by_start

    def walk(view: _View, dice: tuple[int, ...], left: tuple[tuple[int, int], ...],
             hits: int) -> None:
        key = (view, dice, left)
        if key in seen:
            return
        seen.add(key)
        if not left:
            if generator.complete is not None and not generator.complete(view):
                return  # a man of a pair went alone
            settled = generator._settled(view)
            found[settled] = min(hits, found.get(settled, hits))
            return
        # One die at a time, for any segment: a checker's long move may wait while
        # another checker moves (bearing off from the highest point can need that).
        tried: set[tuple[int, int]] = set()
        for i, (at, target) in enumerate(left[:1] if in_order else left):
            if (at, target) in tried:  # the same hop written again leads the same ways
                continue
            tried.add((at, target))
            rest = left[:i] + left[i + 1:]
            # the lower die first: the part's first step plays its lowest number
            for die in {min(dice)} if lower_first and len(dice) == total else set(dice):
                unused = list(dice)
                unused.remove(die)
                for after, end, hit in starting(view, die).get(at, ()):
                    if end == target:
                        walk(after, tuple(unused), rest, hits + int(hit))
                    elif end < min(target, length) and at != _TAKE:  # the hop goes on
                        on = ((end, target), *rest) if in_order \
                            else tuple(sorted((*rest, (end, target))))
                        walk(after, tuple(unused), on, hits + int(hit))

    lower_first = generator.lower_first and len(set(dice)) > 1
    total = len(dice)
    written = tuple((a, b) for a, b, _ in segments)
    walk(view, tuple(sorted(dice)), written if in_order else tuple(sorted(written)), 0)
    if generator.variant.puissance is not None:  # two men a point short of where they fall
        by_puissance = followed(generator, view, dice, side, list(written))
        if by_puissance is not None:
            found.setdefault(by_puissance, 0)
    return found
