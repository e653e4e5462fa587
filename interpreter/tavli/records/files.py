"""Writing files so that no finished work is lost.

Three rules, used by every command that writes (tavli.cli):

* ``check_output`` refuses, before any game is played or any file read, a path that cannot
  be written: a folder that does not exist, a path under a file, a folder the process may not
  create files in (a read-only file system, /proc, /sys), a path that is a folder. It does
  not guess from permission bits (root writes past them): it creates a scratch file beside
  the target and removes it, so the answer is the file system's own.
* ``replace_text`` writes a whole file at once: into a scratch file in the same folder, then
  ``os.replace`` over the target, so a reader sees the old file or the whole new one. A target
  that is not a regular file (a terminal, /dev/stdout, a pipe) is written in place.
* ``RecordFile`` (tavli.records.stream) appends each game, or each action of a game in
  progress, and flushes it, so a run stopped at any moment keeps everything already played.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from pathlib import Path

from tavli.model.errors import OutputError


def reason(error: OSError) -> str:
    """An OSError in a few words (its strerror, without the Python decoration)."""
    return error.strerror or str(error)


def check_output(path: str | Path, what: str = "output") -> None:
    """Refuse ``path`` if a file cannot be written there; an OutputError of one line."""
    target = Path(path)
    name = str(path)
    if not name:
        raise OutputError(f"the {what} file has no name")
    if target.is_dir():
        raise OutputError(f"{name}: is a folder; the {what} must be a file")
    if target.exists() and not stat.S_ISREG(target.stat().st_mode):
        _check_open(target, name, what)  # a device or pipe: it must at least open
        return
    folder = target.parent
    if not folder.exists():
        missing = next(p for p in reversed([folder, *folder.parents]) if not p.exists())
        raise OutputError(f"{name}: cannot write the {what}: there is no folder {missing}")
    if not folder.is_dir():
        blocking = next(p for p in reversed([folder, *folder.parents]) if p.exists()
                        and not p.is_dir())
        raise OutputError(f"{name}: cannot write the {what}: {blocking} is a file, not a "
                          "folder")
    try:
        handle, scratch = tempfile.mkstemp(prefix=".tavli-", dir=folder)
    except OSError as error:
        raise OutputError(f"{name}: cannot write the {what} in {folder}: "
                          f"{reason(error)}") from None
    os.close(handle)
    os.unlink(scratch)
    if target.exists():
        _check_open(target, name, what)


def _check_open(target: Path, name: str, what: str) -> None:
    try:
        with open(target, "a", encoding="utf-8"):
            pass
    except OSError as error:
        raise OutputError(f"{name}: cannot write the {what}: {reason(error)}") from None


def replace_text(path: str | Path, text: str) -> None:
    """Write ``text`` as the whole of ``path``, replacing it at once (see the module)."""
    replace_bytes(path, text.encode("utf-8"))


def replace_bytes(path: str | Path, data: bytes) -> None:
    """Write ``data`` as the whole of ``path``, replacing it at once (see the module)."""
    target = Path(path)
    name = str(path)
    try:
        if target.exists() and not stat.S_ISREG(target.stat().st_mode):
            with open(target, "wb") as stream:
                stream.write(data)
            return
        handle, scratch = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".part",
                                           dir=target.parent)
    except OSError as error:
        raise OutputError(f"{name}: cannot write: {reason(error)}") from None
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        if target.exists():  # keep the file's permissions, as writing it in place would
            os.chmod(scratch, stat.S_IMODE(target.stat().st_mode))
        else:
            os.chmod(scratch, 0o666 & ~_umask())
        os.replace(scratch, target)
    except OSError as error:
        with contextlib.suppress(OSError):
            os.unlink(scratch)
        raise OutputError(f"{name}: cannot write: {reason(error)}; the file was left as it "
                          "was") from None


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
