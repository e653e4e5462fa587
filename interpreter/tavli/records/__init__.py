"""Game records: whole games written down, in tavli's own record text and in the ``.mat``
match text of Jellyfish and GNU Backgammon.

This package sits above the position and move codecs (``tavli.notation``) and the rules
(``tavli.game``, ``tavli.match``): it uses them and nothing below imports it, so imports run
one way. ``tavli.records.record`` is tavli's record file (docs/game-records.md);
``tavli.records.mat`` is the ``.mat`` format.
"""

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
