"""The oracle protocol: every command, chained turns one part at a time, the other notations,
and every kind of bad input answered with an error while the server keeps serving."""

from __future__ import annotations

import contextlib
import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tavli.services.oracle import handle, handle_line, serve

START = "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll"
ORACLE = [sys.executable, "-c", "import sys; from tavli.cli.main import main; sys.exit(main())",
          "oracle"]


def ok(request: dict[str, Any]) -> dict[str, Any]:
    reply = handle({"id": "t", **request})
    assert reply["ok"], reply
    assert reply["id"] == "t"
    return reply


def error_code(request: Any) -> str:
    reply = handle(request)
    assert reply["ok"] is False, reply
    assert set(reply["error"]) == {"code", "message"} and reply["error"]["message"]
    return str(reply["error"]["code"])


def test_hello_and_variants() -> None:
    assert "gnubg" in ok({"cmd": "hello"})["formats"]
    listed = {v["name"]: v for v in ok({"cmd": "variants"})["variants"]}
    assert "free-entry" in listed["race-gammon"]["options"]
    assert listed["race-gammon"]["formats"] == ["native"]
    assert "xgid" in listed["backgammon"]["formats"]
    assert listed["backgammon"]["board"] == {"points": 24, "rows": 2, "table": 6, "round": False}


def test_start_says_whose_turn_and_what_comes_next() -> None:
    reply = ok({"cmd": "start", "variant": "backgammon"})
    assert (reply["position"], reply["turn"], reply["next"]) == (START, "X", "roll")
    reply = ok({"cmd": "start", "variant": "backgammon", "opening": True})
    assert (reply["turn"], reply["next"]) == (None, "opening-roll")
    reply = ok({"cmd": "start", "variant": "backgammon", "format": "gnubg"})
    assert reply["position"].startswith("4HPwATDgc/ABMA:")


@pytest.mark.parametrize(("dice", "count"), [([3, 1], 16), ([6, 6], 11), ([1, 1], 42),
                                             ([5, 4], 9)])
def test_plays_from_the_start_match_the_golden_counts(dice: list[int], count: int) -> None:
    # DESIGN.md's golden numbers (distinct plays from the standard start, per roll)
    reply = ok({"cmd": "plays", "variant": "backgammon", "position": START, "dice": dice})
    assert len(reply["plays"]) == count
    assert len({p["position"] for p in reply["plays"]}) == count
    assert all(p["turn"] == "O" and p["next"] == "roll" for p in reply["plays"])


def test_plays_and_apply_in_another_notation() -> None:
    reply = ok({"cmd": "plays", "variant": "backgammon", "position": "4HPwATDgc/ABMA:cAkAAAAAAAAE",
                "format": "gnubg", "dice": [3, 1]})
    after = {p["play"]: p["position"] for p in reply["plays"]}
    applied = ok({"cmd": "apply", "variant": "backgammon", "format": "gnubg",
                  "position": "4HPwATDgc/ABMA:cAkAAAAAAAAE", "dice": [3, 1], "play": "8/5 6/5"})
    assert applied["position"] == after["8/5 6/5"]
    native = ok({"cmd": "convert", "variant": "backgammon", "format": "gnubg",
                 "position": applied["position"], "to": "native"})
    assert native["position"] == \
        "X 24:2 13:5 8:2 6:4 5:2 | O 24:2 13:5 8:3 6:5 | O to roll"


def test_apply_explains_an_illegal_play() -> None:
    reply = handle({"id": 3, "cmd": "apply", "variant": "backgammon", "position": START,
                    "dice": [6, 5], "play": "24/18 13/7"})
    assert reply["id"] == 3 and reply["error"]["code"] == "illegal-play"
    assert "24/18 13/7" in reply["error"]["message"]


def test_a_chained_turn_is_played_one_part_at_a_time() -> None:
    # AD-05..AD-07: after 1-2 the player plays it, chooses a double, plays it 4 times, and
    # rolls again.
    game = {"variant": "acey-deucey"}
    rolled = ok({"cmd": "act", **game, "position": "start", "action": "roll", "dice": [1, 2]})
    assert (rolled["next"], rolled["dice"]) == ("play", [1, 2])
    assert [part["kind"] for part in rolled["then"]] == ["choose-double", "roll-again"]
    played = ok({"cmd": "apply", **game, "position": rolled["position"],
                 "play": "hand/24 hand/23"})
    assert (played["turn"], played["next"], played["moves"]) == ("X", "choose-double", 4)
    chosen = ok({"cmd": "act", **game, "position": played["position"],
                 "action": "choose-double", "number": 5})
    assert (chosen["next"], chosen["dice"]) == ("play", [5, 5, 5, 5])
    plays = ok({"cmd": "plays", **game, "position": chosen["position"]})["plays"]
    assert plays and all(p["turn"] == "X" and p["next"] == "roll" for p in plays)


def test_the_cube_and_the_score() -> None:
    game = {"variant": "backgammon"}
    doubled = ok({"cmd": "act", **game, "position": START, "action": "double"})
    assert (doubled["turn"], doubled["next"], doubled["doubler"]) == ("O", "take-or-drop", "X")
    taken = ok({"cmd": "act", **game, "position": doubled["position"], "action": "take"})
    assert (taken["turn"], taken["cube"], taken["cube_owner"]) == ("X", 2, "O")
    dropped = ok({"cmd": "act", **game, "position": doubled["position"], "action": "drop"})
    assert (dropped["next"], dropped["winner"]) == ("over", "X")
    # BG-26: none off is a gammon; BG-27: and one on the bar, a backgammon
    gammon = ok({"cmd": "score", **game, "position": "X off:15 | O 6:15 | X has won"})
    assert (gammon["over"], gammon["winner"], gammon["points"]) == (True, "X", 2)
    backgammon = ok({"cmd": "score", **game,
                     "position": "X off:15 | O bar:1 6:14 | X has won | cube 2"})
    assert backgammon["points"] == 6
    assert ok({"cmd": "score", **game, "position": START})["over"] is False


@pytest.mark.parametrize(("request_", "code"), [
    ({"cmd": "dance"}, "unknown-command"),
    ({"variant": "backgammon"}, "unknown-command"),
    ({"cmd": "plays", "variant": "backgamon", "position": START, "dice": [3, 1]},
     "unknown-variant"),
    ({"cmd": "plays", "variant": "backgammon", "position": "X 24:2", "dice": [3, 1]},
     "bad-notation"),
    ({"cmd": "plays", "variant": "backgammon", "position": START, "dice": "31"}, "bad-request"),
    ({"cmd": "plays", "variant": "backgammon", "position": START, "dice": [3, 9]},
     "illegal-action"),
    ({"cmd": "plays", "variant": "backgammon", "position": START}, "illegal-action"),
    ({"cmd": "plays", "variant": "backgammon", "dice": [3, 1]}, "bad-request"),
    ({"cmd": "plays", "variant": 7, "position": START, "dice": [3, 1]}, "bad-request"),
    ({"cmd": "plays", "variant": "backgammon", "position": START, "dice": [True, 1]},
     "bad-request"),
    ({"cmd": "plays", "variant": "backgammon", "position": START, "dice": [3, 1],
      "format": "pgn"}, "bad-request"),
    ({"cmd": "start", "variant": "race-gammon", "format": "xgid"}, "bad-notation"),
    ({"cmd": "start", "variant": "race-gammon", "options": ["no-such-option"]},
     "unknown-option"),
    ({"cmd": "start", "variant": "race-gammon", "options": {"free-entry": "yes"}},
     "bad-request"),
    ({"cmd": "apply", "variant": "backgammon", "position": START, "dice": [3, 1],
      "play": "8/5 6/5 4/3"}, "illegal-play"),
    ({"cmd": "apply", "variant": "backgammon", "position": START, "dice": [3, 1],
      "play": "eight to five"}, "bad-notation"),
    ({"cmd": "act", "variant": "backgammon", "position": START, "action": "take"},
     "illegal-action"),
    ({"cmd": "act", "variant": "backgammon", "position": START, "action": "resign"},
     "bad-request"),
    ({"cmd": "act", "variant": "race-gammon", "position": "start", "action": "double"},
     "illegal-action"),
    ([1, 2, 3], "bad-request"),
    ("plays", "bad-request"),
])
def test_bad_requests_get_error_replies(request_: Any, code: str) -> None:
    assert error_code(request_) == code


def test_bad_lines_get_error_replies_with_the_id_when_there_is_one() -> None:
    assert handle_line(b"{not json")["error"]["code"] == "bad-json"
    assert handle_line(b"\xff\xfe{}")["error"]["code"] == "bad-json"
    assert handle_line(b"[" * 100_000)["error"]["code"] == "bad-json"
    assert handle_line('{"id": 9, "cmd": "nope"}') == handle({"id": 9, "cmd": "nope"})
    assert handle({"id": {"any": ["json"]}, "cmd": "hello"})["id"] == {"any": ["json"]}


def test_serve_answers_every_line_and_stops_at_quit() -> None:
    lines = [
        b'{"id": 1, "cmd": "hello"}',
        b"",
        b"x" * 5000,
        b'{"id": 2, "cmd": "plays", "variant": "backgammon", "position": "start", '
        b'"dice": [6, 6]}',
        b"\x00\x01",
        b'{"id": 3, "cmd": "quit"}',
        b'{"id": 4, "cmd": "hello"}',
    ]
    out = io.StringIO()
    answered = serve(io.BytesIO(b"\n".join(lines) + b"\n"), out, max_line=1000)
    replies = [json.loads(line) for line in out.getvalue().splitlines()]
    assert answered == 5 == len(replies)
    assert [r["id"] for r in replies] == [1, None, 2, None, 3]
    assert replies[1]["error"]["code"] == "line-too-long"
    assert len(replies[2]["plays"]) == 11
    assert replies[3]["error"]["code"] == "bad-json"


def test_the_command_never_prints_a_traceback() -> None:
    garbage = [b'{"id": 1, "cmd": "hello"}', b"{", b"\xc3\x28", b"[]", b"null", b"1e999999",
               b'{"cmd": "plays", "position": {"x": 1}}', b'{"id": 2, "cmd": "plays", '
               b'"variant": "backgammon", "position": "start", "dice": [99999999999999999999]}',
               b"9" * 5000, b'{"id": "' + b"a" * 3_000_000 + b'"}', b"\t", b'{"id": 3}']
    run = subprocess.run(ORACLE, input=b"\n".join(garbage) + b"\n", capture_output=True,
                         timeout=120)
    assert run.returncode == 0
    assert b"Traceback" not in run.stderr and run.stderr == b""
    replies = [json.loads(line) for line in run.stdout.splitlines()]
    assert len(replies) == len(garbage) - 1  # the blank (tab) line has no reply
    assert replies[0]["ok"] and not any(r["ok"] for r in replies[1:])
    assert replies[9]["error"]["code"] == "line-too-long"


SCHEMA_REQUESTS = [
    {"id": 1, "cmd": "hello"},
    {"id": 2, "cmd": "variants"},
    {"id": 3, "cmd": "start", "variant": "race-gammon", "options": {"free-entry": True}},
    {"id": 4, "cmd": "plays", "variant": "backgammon", "position": START, "dice": [6, 5]},
    {"id": 5, "cmd": "plays", "variant": "backgammon", "position": "start", "dice": [2, 2],
     "format": "xgid", "expanded": True},
    {"id": 6, "cmd": "apply", "variant": "backgammon", "position": START, "dice": [6, 5],
     "play": "24/13"},
    {"id": 7, "cmd": "act", "variant": "acey-deucey", "position": "start", "action": "roll",
     "dice": [1, 2]},
    {"id": 8, "cmd": "act", "variant": "backgammon", "position": START, "action": "double"},
    {"id": 9, "cmd": "score", "variant": "backgammon",
     "position": "X off:15 | O 6:15 | X has won"},
    {"id": 10, "cmd": "convert", "variant": "backgammon", "position": START, "to": "fibs"},
    {"id": 11, "cmd": "apply", "variant": "backgammon", "position": START, "dice": [6, 5],
     "play": "24/12"},
    {"id": 12, "cmd": "quit"},
]


def test_requests_and_replies_follow_the_published_schema() -> None:
    from pathlib import Path

    import jsonschema

    path = Path(__file__).resolve().parent.parent / "docs" / "oracle.schema.json"
    schema = json.loads(path.read_text())
    validator = jsonschema.Draft202012Validator(schema)
    validator.check_schema(schema)
    request_schema = {**schema, "oneOf": [{"$ref": "#/$defs/request"}]}
    reply_schema = {**schema, "oneOf": [{"$ref": "#/$defs/reply"}]}
    for request in SCHEMA_REQUESTS:
        jsonschema.validate(request, request_schema)
        jsonschema.validate(handle(request), reply_schema)
    assert not handle(SCHEMA_REQUESTS[-2])["ok"]
    jsonschema.validate(handle_line(b"{"), reply_schema)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"id": 1, "cmd": "plays"}, request_schema)


def test_the_protocol_documents_examples_are_what_the_oracle_answers() -> None:
    from pathlib import Path

    text = (Path(__file__).resolve().parent.parent / "docs" / "oracle-protocol.md").read_text()
    blocks = [block.split("```")[0] for block in text.split("```jsonl\n")[1:]]
    pairs = 0
    for block in blocks:
        lines = block.strip().splitlines()
        assert len(lines) % 2 == 0
        for request, expected in zip(lines[0::2], lines[1::2], strict=True):
            reply = handle_line(request)
            wanted = json.loads(expected)
            if "version" in wanted:
                wanted["version"] = reply["version"]
            assert reply == wanted
            pairs += 1
    assert pairs >= 10


def test_the_oracle_serves_a_user_s_own_rules_file(tmp_path: Any) -> None:
    """``tavli oracle --rules FILE``: the file's game by its name, beside the bundled ones;
    a file with errors, or one named as a bundled game, is refused before any request."""
    own = tmp_path / "short.rules"
    own.write_text('variant short-backgammon "Short" extends backgammon\n'
                   "setup: 6:15\n", encoding="utf-8")
    requests = (b'{"id": 1, "cmd": "plays", "variant": "short-backgammon", '
                b'"position": "start", "dice": [6, 5]}\n{"id": 2, "cmd": "variants"}\n')
    run = subprocess.run([*ORACLE, "--rules", str(own)], input=requests, capture_output=True,
                         timeout=120)
    assert run.returncode == 0, run.stderr
    plays, listed = (json.loads(line) for line in run.stdout.splitlines())
    # fifteen on the six point: the 6 bears one off; the 5 can only move one 6/1 (a
    # checker on a higher point is still there), so one play, whatever order it is written in
    assert [sorted(p["play"].split()) for p in plays["plays"]] == [["6/1", "6/off"]], plays
    assert "short-backgammon" in [v["name"] for v in listed["variants"]]
    broken = tmp_path / "broken.rules"
    broken.write_text('variant broken "Broken" extends backgammon\nchekers: 3\n',
                      encoding="utf-8")
    taken = tmp_path / "taken.rules"
    from tavli.language.resources import bundled_variant_files

    # backgammon's own file, copied: a valid game, but with a bundled game's name
    taken.write_bytes(bundled_variant_files()["backgammon"].read_bytes())
    for bad, says in ((broken, "broken.rules:2:1"), (taken, "name of a bundled game")):
        refused = subprocess.run([*ORACLE, "--rules", str(bad)], input=requests,
                                 capture_output=True, timeout=120)
        assert refused.returncode != 0 and refused.stdout == b""
        assert says.encode() in refused.stderr and b"Traceback" not in refused.stderr


def test_hello_gives_the_version_importlib_metadata_finds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """hello reads the version from the first tavli metadata on sys.path, as
    importlib.metadata does, without importing it where it is a plain dist-info."""
    from importlib import metadata

    from tavli.services.installed import installed_version

    with contextlib.suppress(metadata.PackageNotFoundError):
        assert installed_version() == metadata.version("tavli")
    first, second = tmp_path / "a", tmp_path / "b"
    (first / "tavli-9.8.7.dist-info").mkdir(parents=True)
    (first / "tavli-9.8.7.dist-info" / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: tavli\nVersion: 9.8.7\n\nText\n", encoding="utf-8")
    (second / "tavli-1.2.3.dist-info").mkdir(parents=True)
    monkeypatch.setattr(sys, "path", [str(tmp_path / "none"), str(first), str(second)])
    assert installed_version() == "9.8.7" == metadata.version("tavli")


def test_protocol_two_requests_and_replies_follow_the_published_schema() -> None:
    # Version 2 (four sides): Y on turn, a finished game's payments (X wins single, each of
    # the three others pays him 1: MU-11), the variants' sides, the hello's versions
    from pathlib import Path

    import jsonschema

    schema = json.loads((Path(__file__).resolve().parent.parent / "docs"
                         / "oracle.schema.json").read_text())
    request_schema = {**schema, "oneOf": [{"$ref": "#/$defs/request"}]}
    reply_schema = {**schema, "oneOf": [{"$ref": "#/$defs/reply"}]}
    waiting = "X hand:12 | O hand:12 | Y hand:12 | Z hand:12 | Y to roll"
    requests = [
        {"id": 1, "cmd": "hello", "protocol": 2},
        {"id": 2, "cmd": "variants"},
        {"id": 3, "cmd": "plays", "variant": "el-mundo", "position": waiting, "dice": [1, 2, 3]},
        {"id": 4, "cmd": "score", "variant": "el-mundo",
         "position": "X off:12 | O hand:12 | Y hand:12 | Z hand:12 | X has won"},
    ]
    replies = []
    for request in requests:
        jsonschema.validate(request, request_schema)
        replies.append(handle(request, protocol=2))
        jsonschema.validate(replies[-1], reply_schema)
    assert replies[0]["protocol"] == 2
    assert replies[2]["turn"] == "Y" and {p["turn"] for p in replies[2]["plays"]} == {"Z"}
    assert replies[3]["payments"] == {"X": 3, "O": -1, "Y": -1, "Z": -1}
    mundo = next(v for v in replies[1]["variants"] if v["name"] == "el-mundo")
    assert [side["name"] for side in mundo["sides"]] == ["X", "O", "Y", "Z"]
    with pytest.raises(jsonschema.ValidationError):  # a side is one capital letter
        jsonschema.validate({**replies[3], "payments": {"X1": 3}}, reply_schema)
    # a game that keeps score: counters and the events of an apply (2 points to O for each
    # of X's dice that cannot enter against his closed board)
    from tavli.services.oracle import serve_rules_file

    name = serve_rules_file(Path(__file__).parent / "data" / "scoring" / "scored.rules")
    scored = handle({"id": 5, "cmd": "apply", "variant": name, "dice": [6, 5],
                     "position": "X bar:1 6:14 | O 13:3 6:2 5:2 4:2 3:2 2:2 1:2 | X to roll",
                     "play": "no move"}, protocol=2)
    jsonschema.validate(scored, reply_schema)
    assert scored["events"] == [{"side": "O", "counter": "points", "change": 4}]
    with pytest.raises(jsonschema.ValidationError):  # an event says whose and how much
        jsonschema.validate({**scored, "events": [{"side": "O"}]}, reply_schema)
