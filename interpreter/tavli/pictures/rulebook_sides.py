"""The rulebook's words for the sides and their tracks: which way the two players run, or,
where more play, who they are, in what order they play and where each one's track goes."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tavli.model.variant import Variant
from tavli.pictures.rule_words import number_word, span

#: A sentence and the path of the rule it says (for the comment written on that rule's line).
Said = tuple[str, tuple[str, ...]]


def track_sentences(variant: Variant, tree: Mapping[str, Any]) -> list[Said]:
    """How the sides run the board, each sentence with the rule it comes from."""
    n = variant.length
    track = tree.get("track", {})
    if variant.sides > 2:
        return _many(variant, track)
    x, o = variant.tracks
    if set(x) != set(o):  # each over part of the board (Ketch-Dolt: each his own table)
        way = (f"Each player runs {n} of the board's {variant.board.points} points, every "
               "point on one of the two tracks; a checker never leaves its own track.")
    elif x == o:
        way = "Both players run the same track, in the same direction."
    elif tuple(reversed(x)) == o:
        way = f"The players run the board in opposite directions: X's {n} point is O's 1."
    else:
        way = (f"Both players run the same way round from opposite corners: O's {n} point "
               f"is X's {variant.own_point(0, o[0])}.")
    return [(way + " (track X: " + span(track.get("X", x)) + "; track O: "
             + span(track.get("O", o)) + ", in X's numbering)", ("track",))]


def _many(variant: Variant, track: Mapping[str, Any]) -> list[Said]:
    names = variant.side_names
    coloured = [f"{name} ({colour})" if colour else name
                for name, colour in zip(names, variant.colours or ("",) * len(names),
                                        strict=True)]
    order = ", ".join(names[side] for side in variant.order)
    said: list[Said] = [
        (f"{number_word(variant.sides).capitalize()} players: {', '.join(coloured)}. The turn "
         f"passes {order}, then {names[variant.order[0]]} again.", ("sides",)),
        (f"Each track passes {variant.length} of the board's {variant.board.points} points; "
         "every point is on some track. A single checker of any other player is hit, and two "
         "of one player's checkers close the point to all the others.", ("track",)),
    ]
    for side, name in enumerate(names):
        said.append((f"{name}'s track: {span(track.get(name, variant.tracks[side]))} (board "
                     "points).", ("track", name)))
    return said


def passed_sentence(numbers: list[int]) -> str:
    """'dice of 1: passed to the next side' in words."""
    return (f"Every {' or '.join(map(str, numbers))} thrown passes, when the turn ends, to the "
            "next player, who plays it before his own roll.")


def last_out_sentence(variant: Variant, goal: str) -> str:
    """'the last N out lose' in words (``goal``: what a player bears off to go out)."""
    last = variant.last_out
    left = "one player is left, he pays" if last == 1 else \
        f"{number_word(last)} players are left, each of them pays"
    return (f"Play goes on as each player bears off {goal} and is out of the turn; once only "
            f"{left} every player out the result his own position meets.")
