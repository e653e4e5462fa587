"""The rule tree as the later stages see it, without the parser: a parsed rules file (its
tree and where each part was written), source spots, and the words of turn timings.

Kept apart from tavli.language.parse (and Lark) so that a variant whose rule tree was read
from the cache (tavli.language.cache) compiles without loading the parser.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tavli.model.errors import SourceSpot
from tavli.model.timing import Timing

#: The zone a condition reads as 'the named zone' (no zone may be declared by this name).
NAMED_ZONE = "named-zone"

Path = tuple[str | int, ...]
RuleTree = dict[str, Any]


@dataclass(frozen=True)
class ParsedRules:
    """A rules file as a rule tree, with where each part of it was written."""

    tree: RuleTree
    spans: dict[Path, tuple[int, int]]
    file: str
    text: str

    def spot(self, path: Path) -> SourceSpot:
        """The source spot of the deepest part of ``path`` that has one."""
        for cut in range(len(path), -1, -1):
            found = self.spans.get(path[:cut])
            if found is not None:
                return spot_at(self.file, self.text, *found)
        return spot_at(self.file, self.text, 1, 1)


def parse_timing(text: str) -> tuple[int, int | None, bool, bool, tuple[str, ...]]:
    """A timing of the rule tree (``from-4``, ``until-3-game``, ``first-double``,
    ``stage:unstacking,bearing``) as (first turn, last turn or None, counted over the game,
    only the first double, the mover's stages)."""
    if text == "first-double":
        return 1, None, False, True, ()
    if text.startswith("stage:"):
        return 1, None, False, False, tuple(text.removeprefix("stage:").split(","))
    kind, number, *scope = text.split("-")
    if kind == "from":
        return int(number), None, bool(scope), False, ()
    return 1, int(number), bool(scope), False, ()


def timing_words(pattern: str, timing: str) -> str:
    """'doubles', 'from-4' → 'doubles from the fourth turn on', as a file says it."""
    if timing == "first-double":
        return "the first double"
    return f"{pattern} {Timing(*parse_timing(timing))}"


def spot_at(file: str, text: str, line: int, column: int) -> SourceSpot:
    """The spot at ``line``:``column``; lines are counted at each "\\n", as Lark counts them."""
    lines = text.split("\n")
    source_line = lines[line - 1].rstrip("\r") if 0 < line <= len(lines) else ""
    return SourceSpot(file, line, column, source_line)
