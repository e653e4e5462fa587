"""The headers of a record of more than two sides (format 2): ``format: 2`` and a ``player Y:``
line for each side, in side order. A two-sided record writes neither, byte for byte as
format 1; a format this tavli does not know is refused, naming the record."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tavli.language.load import load_variant
from tavli.model.errors import RecordError, TavliError

#: The record formats this tavli reads.
FORMATS = ("1", "2")


def player_lines(variant: str, options: Mapping[str, bool],
                 players: Sequence[str]) -> list[str]:
    """``player X: ...`` for each side; where more than two play, ``format: 2`` first."""
    if len(players) == 2:
        return [f"player {side}: {player}" for side, player in zip("XO", players, strict=True)]
    names = load_variant(variant, options).side_names
    if len(names) != len(players):
        raise RecordError(f"{variant} has {len(names)} sides ({', '.join(names)}), but the "
                          f"record names {len(players)} players")
    return ["format: 2", *(f"player {side}: {player}"
                           for side, player in zip(names, players, strict=True))]


def check_format(value: str, label: str) -> None:
    if value not in FORMATS:
        raise RecordError(f"{label}: format {value}; this tavli reads 1 and 2")


def players_read(headers: Mapping[str, str], options: Mapping[str, bool],
                 label: str) -> tuple[str, ...] | None:
    """The players a record's headers name, in side order (None: none named)."""
    named = {key[len("player "):].upper(): value for key, value in headers.items()
             if key.startswith("player ")}
    if not named:
        return None
    if set(named) <= {"X", "O"}:
        return named.get("X", "X"), named.get("O", "O")
    try:
        names = load_variant(headers["variant"], options).side_names
    except TavliError as error:
        raise RecordError(f"{label}: {error}") from None
    stray = sorted(set(named) - set(names))
    if stray:
        raise RecordError(f"{label}: 'player {stray[0]}': {headers['variant']}'s sides are "
                          f"{', '.join(names)}")
    return tuple(named.get(name, name) for name in names)
