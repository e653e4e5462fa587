"""A record file written while games are played, so that none is lost.

The file is opened (and its first line written and flushed) before the first game, so a
path that cannot take text fails at once; then each game's block is written as it goes:
``begin`` writes the headers, ``action`` each action as it is taken, ``finish`` the result
and ``end``; ``write`` a whole finished game at once. Every call flushes, so a process
killed at any moment leaves every finished game whole in the file (and the game in
progress, cut short: ``read_records`` reads up to it and says where it stops).

A write that fails (a full disk, a file made unwritable) raises OutputError saying how many
games the file holds whole; the file is left as it was written so far.
"""

from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Iterable
from pathlib import Path
from types import TracebackType

from tavli.game.actions import Action
from tavli.model.errors import OutputError
from tavli.model.variant import Side
from tavli.records.files import check_output, reason
from tavli.records.record import (
    FORMAT_NOTE,
    GameRecord,
    action_line,
    closing_lines,
    header_lines,
    read_records_text,
)


class RecordFile:
    """A record file being written game by game (see the module)."""

    def __init__(self, path: str | Path, *, append: bool = False) -> None:
        """Open ``path`` for the games to come, replacing it; with ``append``, a record file
        already there keeps its games and the new ones follow them (numbered on), and a
        file that is not whole records is refused rather than added to."""
        self.path = Path(path)
        self.games = 0  # whole games in the file
        self.open_game = False
        # (games before it, the file's size once it is written) of the game being completed:
        # an interruption between its last byte and the count must not lose it (saved()).
        self._completing: tuple[int, int] | None = None
        check_output(self.path, "record")
        ending = self._existing() if append else None
        try:
            self.file = open(self.path, "ab" if ending is not None else "wb",  # noqa: SIM115
                             buffering=0)  # closed by close()
        except OSError as error:
            raise OutputError(f"{self.path}: cannot write the record: {reason(error)}") \
                from None
        try:
            if ending is None:
                self._write([FORMAT_NOTE, ""])
            elif ending:  # a last line without its newline
                self._write([""])
        except OutputError:
            self.close()
            raise

    def _existing(self) -> str | None:
        """For ``append``: None if there is no record file to add to; else the text after
        its last newline (what must be ended before adding), having counted its games."""
        if not self.path.is_file() or self.path.stat().st_size == 0:
            return None
        text = self.path.read_bytes().decode("utf-8", errors="replace")
        found = read_records_text(text, str(self.path))
        if found.stopped is not None:
            raise OutputError(f"{self.path}: games cannot be added to it, it is not whole "
                              f"records: {found.stopped}")
        self.games = len(found.records)
        return text.rsplit("\n", 1)[-1]

    def begin(self, record: GameRecord) -> None:
        """Start a game's block: its headers (its actions and result are not read)."""
        lines = header_lines(record, self.games + 1)
        if self.games:
            lines.insert(0, "")
        self.open_game = True
        self._write(lines)

    def action(self, action: Action) -> None:
        self._write([action_line(action)])

    def finish(self, result: str | None, resigned: tuple[Side, str] | None = None) -> None:
        """Close the game begun: a resignation accepted, its result (None: unfinished) and
        ``end``."""
        self._complete(closing_lines(result, resigned))
        self.open_game = False

    def write(self, record: GameRecord) -> None:
        """A whole game at once."""
        lines = header_lines(record, self.games + 1)
        lines += [action_line(a) for a in record.actions]
        lines += closing_lines(record.result, record.resigned)
        if self.games:
            lines.insert(0, "")
        self.open_game = True
        self._complete(lines)
        self.open_game = False

    def write_all(self, records: Iterable[GameRecord]) -> None:
        for record in records:
            self.write(record)

    def whole_games(self) -> int:
        """The games whole in the file, counting one whose last byte was written just before
        an interruption stopped the count."""
        games, completing = self.games, self._completing
        if completing is not None and completing[0] == games:
            size = self._size()
            if size is not None and size >= completing[1]:
                games += 1
        return games

    def saved(self) -> str:
        """What the file holds, in words: ``3 games``."""
        games = self.whole_games()
        return f"{games} game{'' if games == 1 else 's'}"

    def _complete(self, lines: list[str]) -> None:
        """Write the lines that end a game, and count it."""
        size = self._size()
        if size is not None:
            self._completing = (self.games, size + len(_encode(lines)))
        self._write(lines)
        self.games += 1

    def _size(self) -> int | None:
        """The file's size, where it is a regular file still open."""
        try:
            status = os.fstat(self.file.fileno())
        except (OSError, ValueError):
            return None
        return status.st_size if stat.S_ISREG(status.st_mode) else None

    def _write(self, lines: list[str]) -> None:
        data = memoryview(_encode(lines))
        try:
            while data:  # unbuffered: what the system took is in the file, nothing waits
                written = self.file.write(data)
                data = data[written or 0:]
        except OSError as error:
            kept = f"; it holds {self.saved()} whole" if self.games or self.open_game else ""
            raise OutputError(f"{self.path}: cannot write the record: {reason(error)}{kept}") \
                from None

    def close(self) -> None:
        if self.file.closed:
            return
        with contextlib.suppress(OSError):  # a terminal or pipe cannot be synced
            os.fsync(self.file.fileno())
        with contextlib.suppress(OSError):
            self.file.close()

    def __enter__(self) -> RecordFile:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.close()


def _encode(lines: list[str]) -> bytes:
    return ("\n".join(lines) + "\n").encode("utf-8")
