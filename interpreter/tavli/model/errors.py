"""The errors tavli reports, split by kind, each with a stable code.

Every error is a ``ValueError`` so callers that only care that the input was bad can catch one
thing; each carries a ``code`` (stable, for machines) and a message (for people) that repeats
the input and where it was tried.
"""

from __future__ import annotations

from dataclasses import dataclass


class TavliError(ValueError):
    """The root of every error tavli raises for bad input."""

    code = "error"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass(frozen=True)
class SourceSpot:
    """A place in a rules file: where an error points."""

    file: str
    line: int
    column: int
    text: str  # the whole source line

    def excerpt(self) -> str:
        """The source line with a caret under the column: tabs shown as spaces (so the caret
        lines up), and a long line cut to a window around the spot."""
        before = self.text[: max(self.column - 1, 0)].expandtabs(4)
        after = self.text[max(self.column - 1, 0):].expandtabs(4)
        if len(before) > _WINDOW // 2:
            before = "..." + before[-(_WINDOW // 2 - 3):]
        if len(after) > _WINDOW // 2:
            after = after[: _WINDOW // 2 - 3] + "..."
        return f"    {before}{after}\n    {' ' * len(before)}^"


_WINDOW = 120  # characters of a source line shown around an error


class RulesError(TavliError):
    """A rules file that cannot be made into a variant."""

    code = "rules-error"

    def __init__(self, message: str, spot: SourceSpot | None = None, *, code: str = "") -> None:
        if code:
            self.code = code
        self.spot = spot
        self.reason = message
        if spot is None:
            super().__init__(message)
        else:
            super().__init__(f"{spot.file}:{spot.line}:{spot.column}: {message}\n"
                             f"{spot.excerpt()}")


class RulesSyntaxError(RulesError):
    code = "rules-syntax"


class RulesSchemaError(RulesError):
    code = "rules-schema"


class RulesMeaningError(RulesError):
    code = "rules-meaning"


class UnknownVariantError(TavliError):
    code = "unknown-variant"


class UnknownOptionError(TavliError):
    code = "unknown-option"


class NotationError(TavliError):
    """Text that is not a position, roll or play in the notation asked for."""

    code = "bad-notation"


class IllegalPlayError(TavliError):
    """A play that the rules do not allow in the position it was tried in."""

    code = "illegal-play"


class AmbiguousPlayError(TavliError):
    code = "ambiguous-play"


class IllegalActionError(TavliError):
    """An action (roll, double, take, choice) that is not the one the position calls for."""

    code = "illegal-action"


class RecordError(TavliError):
    """A game record that is corrupted, truncated or does not replay."""

    code = "bad-record"


class UsageError(TavliError):
    """A command's options that cannot go together, or a value one of them cannot take."""

    code = "bad-option"


class MissingExtraError(TavliError):
    """A feature whose optional dependencies are not installed: the message names the
    extra that installs them."""

    code = "missing-extra"


class OutputError(TavliError):
    """A file that cannot be written: refused before any work, or a write that failed
    (the message says what was kept)."""

    code = "cannot-write"
