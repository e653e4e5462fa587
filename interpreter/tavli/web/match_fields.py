"""What the page is told of a match: the ``match`` fields of a game's state.

The match itself is tavli.game.match's (the terminal's): this only says where it stands, from
the session's match before the game and the game's result once it is over.
"""

from __future__ import annotations

from typing import Any

from tavli.language.matches import Rotation
from tavli.web.session import Session


def match_fields(session: Session) -> dict[str, Any] | None:
    """``None`` for a single game; else the match's length, the score (with this game's
    points once it is over), this game's number, whether it is the Crawford game, whether the
    next is, and the match's winner once it is won."""
    before, now = session.match, session.match_now()
    if before is None or now is None:
        return None
    names = session.variant.side_names
    over = session.score() is not None
    rotation = session.rotation
    return {
        "length": now.length,
        "score": {names[0]: now.score[0], names[1]: now.score[1]},
        "game": before.game,
        "crawford": before.crawford,
        "post_crawford": before.crawford_done,
        "crawford_rule": before.crawford_rule,
        "next_crawford": over and not now.is_over and now.crawford,
        "over": now.is_over,
        "winner": None if now.winner is None else names[now.winner],
        "title": None if rotation is None else rotation.title,
        "games": None if rotation is None else [v.name for v in rotation.games],
    }


def rotation_fields(rotation: Rotation) -> dict[str, Any]:
    """A bundled match file as the page lists it."""
    return {"name": rotation.name, "title": rotation.title, "points": rotation.points,
            "games": [{"name": v.name, "title": v.title} for v in rotation.games],
            "winner_starts": rotation.winner_starts}
