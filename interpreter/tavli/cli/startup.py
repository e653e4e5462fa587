"""A command's start-up without cyclic garbage collection.

Starting, a command imports its modules and builds long-lived things (classes, the compiled
variant, for a rules file of the user's own the parser and the schema's validator): about a
hundred collections (in ``tavli oracle --rules FILE``; about 4 % of its start-up's
instructions) walk them and free next to nothing. ``main`` pauses collection while the
command starts; once it has started, what was made is frozen (``gc.freeze``: kept out of
later collections' walks) and collection runs as usual. When ``main`` returns (a test
calling it in-process), it is all given back to collection as it was; when the ``tavli``
program ends (``tavli.cli.main.command``), it stays frozen: the interpreter's last
collections would walk it all again only to free memory that the process's exit frees
(most of the 35 to 50 ms ``tavli oracle --rules FILE`` took to end after its last answer).
"""

from __future__ import annotations

import gc

_paused = False
_was_enabled = True


def pause() -> None:
    """Start-up begins: no collection until :func:`started`."""
    global _paused, _was_enabled
    if not _paused:
        _paused, _was_enabled = True, gc.isenabled()
        gc.disable()


def started() -> None:
    """Start-up is over: what it made is frozen, and collection runs as it did before."""
    global _paused
    if _paused:
        _paused = False
        gc.freeze()
        if _was_enabled:
            gc.enable()


def ended(exiting: bool = False) -> None:
    """The command is over: start-up's objects are collected as any others again, unless
    the process is ``exiting`` (they are its modules, classes and games: nothing in them
    waits on a collection to be written or closed)."""
    started()
    if not exiting:
        gc.unfreeze()
