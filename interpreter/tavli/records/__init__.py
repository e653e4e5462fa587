"""Game records: whole games written down, in tavli's own record text and in the ``.mat``
match text of Jellyfish and GNU Backgammon. Imports the layers below (model, language, game,
notation); nothing below imports it.

``tavli.records.record`` is tavli's record file (docs/game-records.md); ``tavli.records.mat``
is the ``.mat`` format. The names below come from ``record`` when first used, so importing
the package alone loads nothing.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tavli.records.record import (
        FORMAT_NOTE,
        GameRecord,
        RecordSource,
        RecordsRead,
        crawford_header,
        final_score,
        format_record,
        format_records,
        load_records,
        match_of,
        parse_action,
        parse_records,
        read_records,
        read_records_text,
        replay,
        save_records,
        start_of,
        variant_of,
        where_in,
    )

__all__ = [
    "FORMAT_NOTE",
    "GameRecord",
    "RecordSource",
    "RecordsRead",
    "crawford_header",
    "final_score",
    "format_record",
    "format_records",
    "load_records",
    "match_of",
    "parse_action",
    "parse_records",
    "read_records",
    "read_records_text",
    "replay",
    "save_records",
    "start_of",
    "variant_of",
    "where_in",
]


def __getattr__(name: str) -> Any:
    if name not in __all__:
        raise AttributeError(f"module 'tavli.records' has no attribute {name!r}")
    value = getattr(import_module("tavli.records.record"), name)
    globals()[name] = value
    return value
