"""The oracle's words for a position's state: what comes next (``next``) and each later
part of a chained turn (``then``), as docs/oracle-protocol.md describes them."""

from __future__ import annotations

from typing import Any

from tavli.model.position import Pending

#: ``next`` for each phase of a position.
NEXT = {"opening": "opening-roll", "roll": "roll", "play": "play",
         "choose-double": "choose-double", "choose-opening": "choose-opening",
         "take-or-drop": "take-or-drop", "over": "over", "dropped": "over", "drawn": "over",
         "decide": "decide"}


def pending_json(part: Pending) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": part.kind}
    if part.kind in ("play", "pass") or (part.kind == "decide" and part.dice):
        out["dice"] = list(part.dice)
    if part.kind in ("choose-double", "chosen-complement"):
        out["moves"] = part.times
    if part.when:
        out["when"] = part.when
    return out
