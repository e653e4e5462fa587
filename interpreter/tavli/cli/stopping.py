"""Signals that stop a command the way Ctrl-C does.

While a command runs, a hang-up (SIGHUP: the terminal closed) or a termination request
(SIGTERM) raises :class:`Stopped`, a KeyboardInterrupt, so every ``except KeyboardInterrupt``
that keeps finished work (a record file closed properly, a summary of the games played)
runs for them too; the command then exits with 128 + the signal's number.
"""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Iterator
from types import FrameType
from typing import Any


class Stopped(KeyboardInterrupt):
    """A hang-up or a termination signal: stop as on Ctrl-C."""

    def __init__(self, signum: int) -> None:
        super().__init__(signal.Signals(signum).name)
        self.signum = signum


def exit_status(stop: KeyboardInterrupt) -> int:
    """The exit status after an interruption: 130 for Ctrl-C, 128 + N for signal N."""
    return 128 + stop.signum if isinstance(stop, Stopped) else 130


@contextlib.contextmanager
def signals_stop() -> Iterator[None]:
    """SIGHUP and SIGTERM raise Stopped inside the block (in the main thread only, the only
    place Python delivers signals); the old handlers come back after."""
    def stop(signum: int, frame: FrameType | None) -> None:
        raise Stopped(signum)

    old: dict[signal.Signals, Any] = {}
    try:
        for sig in (signal.SIGHUP, signal.SIGTERM):
            with contextlib.suppress(ValueError):  # not the main thread: leave them be
                old[sig] = signal.signal(sig, stop)
        yield
    finally:
        for sig, handler in old.items():
            signal.signal(sig, handler)
