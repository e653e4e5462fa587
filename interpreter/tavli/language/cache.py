"""Validated rule trees kept between runs, so that loading a variant need not parse it again.

Parsing a rules file (Lark) and validating its tree (jsonschema) take most of a cold start.
A rules file that was parsed and validated once has its rule tree and source spans stored
in the user's cache folder, under a key made of the file's bytes and of everything the
parse depends on: the grammar, the schema, the parser's own source and Lark's version. An
edited file, grammar or parser (a new release, or an edit in a checkout) is a new key, so a
stale tree is never found.

Each entry carries a checksum of its contents. An entry that cannot be read, does not match
its checksum or is not shaped as a rule tree is ignored: the file is parsed again and the
entry rewritten. The cache never decides whether a file is valid; only files that passed
are stored. Writing fails quietly (a read-only home, a full disk): the cache only saves time.

The folder is ``$TAVLI_CACHE_DIR`` if set (empty: no cache), else the platform's user cache
folder (``$XDG_CACHE_HOME/tavli`` or ``~/.cache/tavli`` on Linux).

The bundled variants' entries are also made when tavli is installed (by
``tavli.language.load.prebuild``, which the build hook calls) and kept in the package
(``tavli/_prebuilt/rules``), read-only: a first run,
with an empty user cache, loads a bundled game without Lark or jsonschema. They are found by
the same key, so an installation whose grammar, parser or Lark differs from the build's
simply does not find them.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sys
from functools import cache
from importlib.util import find_spec
from pathlib import Path
from typing import Any

from tavli.language.resources import data_dir
from tavli.language.tree import ParsedRules

FORMAT = 1  # of an entry; a change of layout is a new key too
MAX_ENTRIES = 256  # files kept; the oldest go first


def cache_dir() -> Path | None:
    """The folder rule trees are kept in, or None when caching is off."""
    chosen = os.environ.get("TAVLI_CACHE_DIR")
    if chosen is not None:
        return Path(chosen) / "rules" if chosen else None
    if sys.platform == "win32":
        base = os.environ.get("LOCALAPPDATA")
        return Path(base) / "tavli" / "Cache" / "rules" if base else None
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / "tavli" / "rules"
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "tavli" / "rules"


@cache
def fingerprint() -> bytes | None:
    """What a rule tree depends on besides its file: the grammar, the schema, the parser's
    source (its transformer, and the ordinals it reads from tavli.model.variant) and Lark's
    version (its ``__init__.py``, which states it). A new tavli release changes whichever
    of them it changes; an edit in a checkout, too. None if a part cannot be read (then
    nothing is cached)."""
    here = Path(__file__).resolve().parent
    parts = [data_dir("grammar") / "tavli.lark", data_dir("grammar") / "rule-tree.schema.json",
             here / "parse.py", here / "statements.py", here / "turn_statements.py",
             here / "grammar.py", here / "tree.py", here.parent / "model" / "variant.py"]
    lark = find_spec("lark")
    if lark is None or lark.origin is None:
        return None
    parts.append(Path(lark.origin))
    digest = hashlib.sha256(f"tavli rules cache {FORMAT}\n".encode())
    try:
        for part in parts:
            content = part.read_bytes()
            digest.update(len(content).to_bytes(8, "big") + content)
    except OSError:
        return None
    return digest.digest()


#: The entries made at installation for the bundled variants (read-only; None: none).
PREBUILT: Path | None = Path(__file__).resolve().parent.parent / "_prebuilt" / "rules"


def _name(raw: bytes) -> str | None:
    key = fingerprint()
    if key is None:
        return None
    return f"{hashlib.sha256(key + raw).hexdigest()}.json"


def _entry(raw: bytes) -> Path | None:
    folder, name = cache_dir(), _name(raw)
    return None if folder is None or name is None else folder / name


def cached_rules(raw: bytes, file: str, text: str) -> ParsedRules | None:
    """The validated rules of a file with these bytes (``text``, decoded), or None: from
    the user's cache, else from the entries made at installation."""
    name = _name(raw)
    if name is None:
        return None
    for folder in (cache_dir(), PREBUILT):
        if folder is not None:
            found = _read_entry(folder / name, file, text)
            if found is not None:
                return found
    return None


def checked_body(path: Path) -> bytes | None:
    """The contents of a file written as its checksum's line then the contents (an entry
    here, a parser made at installation: tavli.language.grammar); None where it cannot be
    read or its contents do not match the checksum (torn or damaged)."""
    try:
        stored = path.read_bytes()
    except OSError:
        return None
    checksum, _, body = stored.partition(b"\n")
    return body if hashlib.sha256(body).hexdigest().encode() == checksum else None


def _read_entry(entry: Path, file: str, text: str) -> ParsedRules | None:
    body = checked_body(entry)
    if body is None:
        return None  # parse again
    try:
        data = json.loads(body)
        tree, spans = data["tree"], data["spans"]
        if not isinstance(tree, dict):
            return None
        spots = {}
        for path, line, column in spans:
            if not (isinstance(path, list) and all(isinstance(p, str | int) for p in path)
                    and type(line) is int and type(column) is int):
                return None
            spots[tuple(path)] = (line, column)
    except (ValueError, KeyError, TypeError):
        return None
    return ParsedRules(tree, spots, file, text)


def store_rules(raw: bytes, parsed: ParsedRules) -> None:
    """Keep the validated rules of a file with these bytes for the next run."""
    entry = _entry(raw)
    if entry is not None:
        _write_entry(entry, parsed)


def store_prebuilt(folder: Path, raw: bytes, parsed: ParsedRules) -> bool:
    """Write the entry of a bundled file into ``folder`` (installation's, not the user's
    cache: tavli.language.load.prebuild); whether it was written."""
    name = _name(raw)
    return name is not None and _write_entry(folder / name, parsed, prune=False)


def _write_entry(entry: Path, parsed: ParsedRules, prune: bool = True) -> bool:
    data = {"tree": parsed.tree,
            "spans": [[list(path), line, column] for path, (line, column)
                      in parsed.spans.items()]}
    body = json.dumps(data, ensure_ascii=True, separators=(",", ":")).encode()
    if not _same(json.loads(body)["tree"], parsed.tree):
        return False  # not plain JSON data: it would not come back the same
    if prune:
        with contextlib.suppress(OSError):
            _prune(entry.parent)
    return write_checked(entry, body)


def write_checked(path: Path, body: bytes) -> bool:
    """Write ``body`` as :func:`checked_body` reads it, its checksum's line first, whole or
    not at all for readers running meanwhile; whether it was written."""
    import tempfile  # (only when writing)

    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
        try:
            with os.fdopen(handle, "wb") as out:
                out.write(hashlib.sha256(body).hexdigest().encode() + b"\n" + body)
            os.replace(temporary, path)
            return True
        except OSError:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
    return False


def _prune(folder: Path) -> None:
    entries = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime)
    for old in entries[:max(0, len(entries) - MAX_ENTRIES + 1)]:
        with contextlib.suppress(OSError):
            old.unlink()


def _same(a: Any, b: Any) -> bool:
    """Equal, and of the same types all the way down (a tuple would come back a list)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)
