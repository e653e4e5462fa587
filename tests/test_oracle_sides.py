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


def test_version_2_carries_the_counters_and_the_scoring_events() -> None:
    """A game that keeps score during play (tests/data/scoring/scored.rules: 2 points to the
    opponent for each die the mover cannot play). X is on the bar against O's closed board
    and throws 6-5: neither die enters, so O scores 2 + 2 = 4. Version 2 says the counters
    and the event; version 1 says neither."""
    from pathlib import Path

    from tavli.services.oracle import serve_rules_file

    name = serve_rules_file(Path(__file__).parent / "data" / "scoring" / "scored.rules")
    closed = "X bar:1 6:14 | O 13:3 6:2 5:2 4:2 3:2 2:2 1:2 | X to roll"
    request = {"id": 1, "cmd": "apply", "variant": name, "position": closed, "dice": [6, 5],
               "play": "no move"}
    reply = handle(request, 2)
    assert reply["ok"], reply
    assert reply["counters"] == {"points": {"X": 0, "O": 4}, "holes": {"X": 0, "O": 0}}
    assert reply["events"] == [{"side": "O", "counter": "points", "change": 4}]
    first = handle(request, 1)
    assert "counters" not in first and "events" not in first
    start = handle({"id": 2, "cmd": "start", "variant": name}, 2)
    assert start["counters"]["points"] == {"X": 0, "O": 0} and "events" not in start


def test_version_2_says_the_dice_passed_to_the_next_side() -> None:
    """Sixe-Ace (SA: each ace thrown is the next player's): X throws 6-1 at the start; the 6
    is his, the ace waits for O as a part of the turn ('pass', its dice); the ace then played
    by O is not said to be passed by anyone (where more than two play, the side before may
    just have gone out)."""
    start = handle({"id": 1, "cmd": "start", "variant": "sixe-ace"}, 2)
    rolled = handle({"id": 2, "cmd": "act", "variant": "sixe-ace", "position": start["position"],
                     "action": "roll", "dice": [6, 1]}, 2)
    assert rolled["dice"] == [6] and rolled["then"] == [{"kind": "pass", "dice": [1]}]
    from pathlib import Path

    import jsonschema  # the published schema knows the part

    schema = json.loads((Path(__file__).resolve().parent.parent / "docs"
                         / "oracle.schema.json").read_text())
    jsonschema.validate(rolled, {**schema, "oneOf": [{"$ref": "#/$defs/reply"}]})
    played = handle({"id": 3, "cmd": "apply", "variant": "sixe-ace",
                     "position": rolled["position"], "play": "hand/19"}, 2)
    assert played["ok"], played
    assert (played["turn"], played["dice"]) == ("O", [1]) and "passed_by" not in played


def test_a_match_is_refused_where_more_than_two_play() -> None:
    # a match keeps two players' scores: a request's match in a game of four is no match
    reply = handle({"id": 1, "cmd": "score", "variant": "el-mundo", "position": START,
                    "match": {"length": 3, "score": [0, 0]}}, protocol=2)
    assert reply["error"] == {"code": "bad-match", "message": "a match is played between "
                              "two sides; El Mundo has 4"}
