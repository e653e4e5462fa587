"""Taking one's corner by puissance (``men may take ZONE a point short of the opponent's
ZONE2[, unless they can take it directly]``; Trictrac's FT-22).

Where the mover's point of ZONE (taken two at a time) and the opponent's point of ZONE2 just
after it both stand empty, and a throw of two numbers could carry two of his men onto that
point of the opponent's, one man by each number, he may take his own point with those two
men instead, each stopping one point short: "Le jeu de trictrac rendu facile" (1852) § 44,
the men on his sixth and seventh points taking the corner by 6-5. The book (§ 44, 62) and the
laws (art. IX) forbid it where the throw could take the corner directly (par effet), two men
landing on it as the numbers fall: ``unless they can take it directly``. On a double, both
men come from the one point. The play is one of the throw's legal plays: the forced-play rule
(he plays both numbers where he can), the obligations (``a play must ...``) and what the
throw could make or keep weigh it as any other.
"""

from __future__ import annotations

from tavli.game.movegen import Generator, Layers, _RawStep, _View

Found = dict[_View, Layers]


def by_puissance(search: Generator, view: _View, dice: tuple[int, ...], side: int
                 ) -> tuple[_View, tuple[_RawStep, _RawStep]] | None:
    """The view the play by puissance reaches from ``view`` (the mover's, ``side``), with its
    two steps; None where the throw gives none (whether he could take the point directly is
    not weighed here)."""
    rule = search.variant.puissance
    if rule is None or len(dice) != 2:
        return None
    own, theirs, _ = rule
    short_of = search.cell_of_opponent[side][theirs]  # the point just after his own
    if view[own] != 0 or view[short_of] != 0:
        return None  # his point already taken (or an enemy man there), or the opponent's
    first, second = short_of - dice[0], short_of - dice[1]
    if first < 0 or second < 0 or first == own or second == own:
        return None  # a number too big for the track, or an ace: no man a point short
    if view[first] < (2 if first == second else 1) or view[second] < 1:
        return None  # not a man of his for each number
    cells = list(view)
    cells[first] -= 1
    cells[second] -= 1
    cells[own] = 2
    return tuple(cells), ((first, own, dice[0], False), (second, own, dice[1], False))


def with_puissance(search: Generator, root: _View, dice: tuple[int, ...], side: int,
                   found: Found) -> Found:
    """``found`` (the throw's plays as the numbers fall, from the search's ``root``) with the
    play by puissance where the throw gives one: the only play where no other plays both
    numbers (FT-03); none where some play takes the point directly and the rule says so."""
    made = by_puissance(search, root, dice, side)
    if made is None:
        return found
    own, _, unless_direct = search.variant.puissance or (0, 0, False)
    if unless_direct and any(view[own] > 0 for view in found):
        return found  # par effet, never par puissance (§ 44: without exception)
    after, (step, then) = made
    middle = list(root)
    middle[step[0]] -= 1
    middle[own] += 1
    layers: Layers = [{tuple(middle): (root, step)}, {after: (tuple(middle), then)}]
    if max((len(how) for how in found.values()), default=0) < 2:
        return {after: layers}
    return {**found, after: layers}


def followed(search: Generator, root: _View, dice: tuple[int, ...], side: int,
             written: list[tuple[int, int]]) -> _View | None:
    """The view the written moves (origin and target cells) reach where they are the play by
    puissance: the two men's points to the zone's (tavli.game.follow)."""
    made = by_puissance(search, root, dice, side)
    if made is None:
        return None
    after, steps = made
    return after if sorted(written) == sorted(step[:2] for step in steps) else None
