"""The oracle's protocol version 2 (issue 23): asked for by hello, kept by the connection;
version 1 unchanged for every client that never asks, and a game of more than two sides
refused there with the way out."""

from __future__ import annotations

import io
import json
from typing import Any

from tavli.services.oracle import handle, serve

START = "X off:12 | O 12:12 | Y 12:12 | Z 12:12 | X has won"


def _served(requests: list[dict[str, Any]]) -> list[dict[str, Any]]:
    lines = "".join(json.dumps(request) + "\n" for request in requests).encode()
    out = io.StringIO()
    serve(io.BytesIO(lines), out)
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_a_hello_without_a_version_is_answered_as_version_1() -> None:
    reply = handle({"id": 1, "cmd": "hello"})
    assert reply["protocol"] == 1 and "protocols" not in reply


def test_a_four_sided_game_is_refused_in_version_1_with_the_way_out() -> None:
    reply = handle({"id": 1, "cmd": "start", "variant": "el-mundo"})
    assert reply["error"] == {"code": "bad-request", "message": 'el-mundo has 4 sides: send '
                              '{"cmd": "hello", "protocol": 2} first'}
    names = [entry["name"] for entry in handle({"id": 2, "cmd": "variants"})["variants"]]
    assert "el-mundo" not in names and "backgammon" in names


def test_the_connection_keeps_the_version_its_hello_asked_for() -> None:
    first, hello, start = _served([
        {"id": 1, "cmd": "start", "variant": "el-mundo"},
        {"id": 2, "cmd": "hello", "protocol": 7},  # the lower of asked and known
        {"id": 3, "cmd": "start", "variant": "el-mundo"},
    ])
    assert not first["ok"]
    assert (hello["protocol"], hello["protocols"]) == (2, [1, 2])
    assert start["position"] == "X hand:12 | O hand:12 | Y hand:12 | Z hand:12 | X to roll"
    assert start["turn"] == "X"


def test_version_2_says_each_sides_pips_and_who_pays_whom() -> None:
    # MU-11: X has borne off his last man; each of the other three pays him one
    reply = handle({"id": 1, "cmd": "score", "variant": "el-mundo", "position": START}, 2)
    assert reply["pips"] == {"X": 0, "O": 12 * 12, "Y": 12 * 12, "Z": 12 * 12}
    assert (reply["winner"], reply["points"]) == ("X", 3)
    assert reply["payments"] == {"X": 3, "O": -1, "Y": -1, "Z": -1}
    entry = next(e for e in handle({"id": 2, "cmd": "variants"}, 2)["variants"]
                 if e["name"] == "el-mundo")
    assert [side["name"] for side in entry["sides"]] == ["X", "O", "Y", "Z"]
    assert entry["sides"][2]["colour"] == "black"
