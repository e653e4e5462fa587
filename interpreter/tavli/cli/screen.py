"""What ``tavli play`` writes: lines, and the board with the IDs other programs read.

Under the board come the GNU Backgammon Position ID and Match ID and, for a money game, the
XGID, wherever those standard-board notations can hold the position (not for a chained
turn's later parts, checkers in hand, or a board other than backgammon's); a player pastes
them into GNU Backgammon or eXtreme Gammon. On a terminal that has colour (rich decides:
a tty, not TERM=dumb, no NO_COLOR), X's and O's checkers are coloured; written to a file or
a pipe the text is plain. After a hang-up the terminal is gone: writes are dropped quietly,
so the game's record is still closed properly.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, TextIO

from tavli.game.match import MatchState
from tavli.model.errors import NotationError
from tavli.model.position import Position
from tavli.model.variant import Side, Variant
from tavli.notation.gnubg import format_gnubg
from tavli.notation.xgid import format_xgid
from tavli.pictures.text import draw_board

if TYPE_CHECKING:  # rich is imported when a Screen is made, not with the command line
    from rich.text import Text

STYLES = {"X": "bold red", "x": "red", "O": "bold cyan", "o": "cyan"}


class Screen:
    """The terminal (or the file standing in for it)."""

    def __init__(self, out: TextIO, *, colour: bool | None = None) -> None:
        self.out = out
        self.gone = False
        from rich.console import Console

        self.console = Console(file=out, highlight=False, soft_wrap=True)
        self.colour = self.console.is_terminal and self.console.color_system is not None \
            if colour is None else colour

    def say(self, text: str) -> None:
        self.write(text + "\n")

    def write(self, text: str) -> None:
        if self.gone:
            return
        try:
            self.out.write(text)
            self.out.flush()
        except (OSError, ValueError):  # a closed terminal: the game goes on being saved
            self.gone = True

    def board(self, variant: Variant, position: Position, viewer: Side,
              match: MatchState | None = None) -> None:
        text = draw_board(variant, position, viewer=viewer)
        ids = board_ids(variant, position, match)
        if ids:
            text += "\n" + "\n".join(f" {line}" for line in ids)
        if not self.colour or self.gone:
            self.say(text)
            return
        try:
            self.console.print(coloured(text))
        except (OSError, ValueError):
            self.gone = True


def board_ids(variant: Variant, position: Position, match: MatchState | None) -> list[str]:
    """The Position ID and Match ID line, and the XGID line (money games: the XGID written
    here carries no match score), each only where the notation can hold the position."""
    lines: list[str] = []
    try:
        position_id, match_id = format_gnubg(variant, position, match).split(":")
        lines.append(f"Position ID: {position_id}  Match ID: {match_id}")
    except NotationError:
        pass
    if match is None:
        with contextlib.suppress(NotationError):
            lines.append(format_xgid(variant, position))
    return lines


def coloured(board: str) -> Text:
    """The board's text with each checker mark in its side's colour (only on the drawn
    points, so the letters of the lines around them stay plain)."""
    from rich.text import Text

    text = Text(board)
    offset = 0
    for line in board.split("\n"):
        if line.startswith(" |"):
            for column, char in enumerate(line):
                style = STYLES.get(char)
                if style is not None:
                    text.stylize(style, offset + column, offset + column + 1)
        offset += len(line) + 1
    return text
