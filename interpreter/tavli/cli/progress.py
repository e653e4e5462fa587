"""Progress of a long run: a live bar on a terminal, one summary line elsewhere.

On a terminal (the stream is a tty) rich draws a bar that redraws in place; written to a
log or a pipe, nothing is drawn while the run goes and one line sums it up at the end, so a
log is not filled with carriage returns. ``quiet`` silences both. The summary line is the
same in both cases: ``100 games in 3.2 s (31.2 games per second)``, and ``note`` adds a
running remark to both (e.g. ``3 disagreements``).
"""

from __future__ import annotations

import contextlib
import sys
import time
from types import TracebackType
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:  # rich is imported only when a bar is drawn: start-up stays quick
    from rich.progress import Progress, TaskID


class RunProgress:
    """Progress through ``total`` units of work (games, matches, positions)."""

    def __init__(self, total: int, unit: str = "games", *, quiet: bool = False,
                 stream: TextIO | None = None, label: str = "") -> None:
        self.total = total
        self.unit = unit
        self.quiet = quiet
        self.stream = stream if stream is not None else sys.stderr
        self.done = 0
        self.started = time.perf_counter()
        self.remark = ""
        self.bar: Progress | None = None
        self.task: TaskID | None = None
        if not quiet and _is_terminal(self.stream):
            from rich.console import Console
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                TextColumn,
                TimeElapsedColumn,
                TimeRemainingColumn,
            )

            console = Console(file=self.stream)
            self.bar = Progress(
                TextColumn(label or unit), BarColumn(), MofNCompleteColumn(),
                TimeElapsedColumn(), TextColumn("eta"), TimeRemainingColumn(),
                TextColumn("{task.fields[remark]}"),
                console=console, transient=True,
            )

    def __enter__(self) -> RunProgress:
        if self.bar is not None:
            self.bar.start()
            self.task = self.bar.add_task(self.unit, total=self.total, remark="")
        return self

    def advance(self, count: int = 1) -> None:
        self.done += count
        if self.bar is not None and self.task is not None:
            self.bar.update(self.task, completed=self.done)

    def note(self, remark: str) -> None:
        """A running remark shown beside the bar and in the summary line."""
        self.remark = remark
        if self.bar is not None and self.task is not None:
            self.bar.update(self.task, remark=remark)

    @property
    def elapsed(self) -> float:
        return time.perf_counter() - self.started

    def summary(self) -> str:
        elapsed = self.elapsed
        rate = f" ({self.done / elapsed:.1f} {self.unit} per second)" if elapsed > 0 else ""
        remark = f"; {self.remark}" if self.remark else ""
        return f"{self.done} {self.unit} in {elapsed:.1f} s{rate}{remark}"

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        if self.bar is not None:
            self.bar.stop()
        if not self.quiet:
            with contextlib.suppress(OSError):  # the terminal went away: results are elsewhere
                print(self.summary(), file=self.stream, flush=True)


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False
