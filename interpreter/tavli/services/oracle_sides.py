"""The oracle's protocol versions: version 1 (two sides, byte for byte as before) and version 2
(any number of sides), asked for by ``{"cmd": "hello", "protocol": 2}`` and kept by the
connection; and the small value helpers the oracle's requests share."""

from __future__ import annotations

from typing import Any

from tavli.model.errors import TavliError
from tavli.model.position import Position
from tavli.model.variant import Variant

#: The protocol versions this oracle speaks.
PROTOCOLS = (1, 2)


class ReachError(TavliError):
    """A request, in the protocol version of the connection, for a game it cannot carry."""

    code = "bad-request"


def asked_protocol(fields: dict[str, Any]) -> int | None:
    """The version a hello asks for (None: it asks for none, and version 1 is kept), as
    answered: the lower of the asked and the highest known."""
    asked = fields.get("protocol")
    if asked is None:
        return None
    if not isinstance(asked, int) or isinstance(asked, bool) or asked < 1:
        raise ReachError(f"'protocol' is a version number such as 2, not {asked!r}"[:200])
    return min(asked, PROTOCOLS[-1])


def check_reach(variant: Variant, protocol: int) -> None:
    """Version 1 carries two sides: a game of more is refused there, with the way out."""
    if protocol < 2 and variant.sides > 2:
        raise ReachError(f"{variant.name} has {variant.sides} sides: send "
                         '{"cmd": "hello", "protocol": 2} first')


def sides_json(variant: Variant) -> list[dict[str, Any]]:
    """A ``variants`` entry's sides (version 2): each side's letter, colour and team."""
    colours = variant.colours or ("",) * variant.sides
    return [{"name": name, "colour": colour or None, "team": None}
            for name, colour in zip(variant.side_names, colours, strict=True)]


def whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def as_tuple(kind: type | tuple[type, ...]) -> tuple[type, ...]:
    return kind if isinstance(kind, tuple) else (kind,)


def keep(cache: dict[Any, Any], key: object, value: Any, most: int = 4096) -> Any:
    """Remember ``value`` in a cache of at most ``most`` entries (emptied when full)."""
    if len(cache) >= most:
        cache.clear()
    cache[key] = value
    return value


def copied(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: copied(item) for key, item in value.items()}
    if isinstance(value, list):
        return [copied(item) for item in value]
    return value


def with_counters(reply: dict[str, Any], protocol: int, variant: Variant, position: Position,
                  before: Position | None = None) -> dict[str, Any]:
    """``reply`` with, in version 2 and where the game keeps score during play, its counters
    (``{name: {side: value}}``) and, after ``before``, the scoring ``events`` that led to
    ``position``: each counter that changed, for whom and by how much (a hole won shows as
    points going down and holes up)."""
    names = variant.score_counters
    if protocol < 2 or not names:
        return reply
    sides = variant.side_names

    def values(of: Position) -> list[int]:
        return list(of.counters) or [0] * (len(sides) * len(names))

    now = values(position)
    reply["counters"] = {name: {side: now[len(sides) * i + s] for s, side in enumerate(sides)}
                         for i, name in enumerate(names)}
    if before is not None:
        then = values(before)
        reply["events"] = [
            {"side": side, "counter": name, "change": now[k] - then[k]}
            for i, name in enumerate(names) for s, side in enumerate(sides)
            if now[k := len(sides) * i + s] != then[k]]
    return reply
