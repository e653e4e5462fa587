"""Fuzzing what engines send: the oracle protocol (whatever arrives on a line, the reply is
an error, never an internal failure, and the server answers the next request) and the
standard position notations (a position, or a clear refusal)."""

from __future__ import annotations

import io
import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tavli.services.oracle import COMMANDS, handle, serve

START = "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll"
VARIANTS = ["backgammon", "race-gammon", "acey-deucey", "dutch-backgammon", "no-such-game"]
FORMATS = ["native", "gnubg", "xgid", "fibs", "pgn", 7]
SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=True), st.text(max_size=40),
)
JSON = st.recursive(
    SCALARS,
    lambda inner: st.one_of(st.lists(inner, max_size=4),
                            st.dictionaries(st.text(max_size=8), inner, max_size=4)),
    max_leaves=12,
)


def mutated(text: str) -> st.SearchStrategy[str]:
    """The text with a slice cut out, doubled, or replaced by random characters."""
    return st.tuples(
        st.integers(0, len(text)), st.integers(0, len(text)),
        st.sampled_from(["cut", "double", "replace"]), st.text(max_size=6),
    ).map(lambda t: _mutate(text, *t))


def _mutate(text: str, a: int, b: int, how: str, noise: str) -> str:
    a, b = sorted((a, b))
    if how == "cut":
        return text[:a] + text[b:]
    if how == "double":
        return text[:b] + text[a:b] + text[b:]
    return text[:a] + noise + text[b:]


REQUESTS = st.fixed_dictionaries(
    {"cmd": st.one_of(st.sampled_from(sorted(COMMANDS)), JSON)},
    optional={
        "id": JSON,
        "variant": st.one_of(st.sampled_from(VARIANTS), JSON),
        "position": st.one_of(st.just(START), mutated(START), JSON),
        "dice": st.one_of(st.lists(st.integers(-1, 8), max_size=4), JSON),
        "play": st.one_of(st.sampled_from(["8/5 6/5", "24/18*/13", "bar/22", "13/11(2)"]),
                          mutated("24/18 13/8"), JSON),
        "format": st.one_of(st.sampled_from(FORMATS), JSON),
        "options": st.one_of(st.dictionaries(st.text(max_size=12), JSON, max_size=3), JSON),
        "action": JSON,
        "number": JSON,
    },
)


def assert_is_a_reply(reply: dict[str, Any], request: Any) -> None:
    assert isinstance(reply["ok"], bool)
    if isinstance(request, dict):
        assert reply["id"] == request.get("id")
    if not reply["ok"]:
        assert reply["error"]["code"] != "internal-error", reply
        assert reply["error"]["message"]
    json.dumps(reply)  # every reply can be sent


@given(request=REQUESTS)
@settings(max_examples=400, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
def test_any_request_gets_a_reply_and_never_an_internal_error(request: dict[str, Any]) -> None:
    assert_is_a_reply(handle(request), request)


@given(value=JSON)
@settings(max_examples=200, deadline=None, derandomize=True, database=None)
def test_any_json_value_gets_a_reply(value: Any) -> None:
    assert_is_a_reply(handle(value), value)


@given(lines=st.lists(st.one_of(
    st.binary(max_size=60).filter(lambda b: b"\n" not in b),
    mutated(json.dumps({"id": 1, "cmd": "plays", "variant": "backgammon",
                        "position": START, "dice": [6, 5]})).map(str.encode),
), max_size=6))
@settings(max_examples=150, deadline=None, derandomize=True, database=None)
def test_the_server_keeps_serving_after_any_lines(lines: list[bytes]) -> None:
    last = json.dumps({"id": "last", "cmd": "plays", "variant": "backgammon",
                       "position": START, "dice": [2, 1]}).encode()
    stream = io.BytesIO(b"\n".join([*lines, last]) + b"\n")
    out = io.StringIO()
    serve(stream, out)
    replies = [json.loads(line) for line in out.getvalue().splitlines()]
    for reply in replies:
        if not reply["ok"]:
            assert reply["error"]["code"] != "internal-error", reply
    assert replies[-1]["id"] == "last" and replies[-1]["ok"]
    assert len(replies[-1]["plays"]) == 15  # DESIGN.md's golden number for 2-1


def test_a_huge_line_and_a_truncated_one_are_refused_and_serving_goes_on() -> None:
    huge = b'{"id": 1, "cmd": "' + b"x" * 5000 + b'"}'
    truncated = b'{"id": 2, "cmd": "plays", "variant": "backg'
    last = b'{"id": 3, "cmd": "variants"}'
    out = io.StringIO()
    serve(io.BytesIO(b"\n".join([huge, truncated, last]) + b"\n"), out, max_line=1000)
    replies = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [r["ok"] for r in replies] == [False, False, True]
    assert replies[0]["error"]["code"] == "line-too-long"
    assert replies[1]["error"]["code"] == "bad-json"


# ---- the standard notations, mutated: a position or a TavliError, and what reads writes back

STANDARD = {
    "gnubg": "4HPwATDgc/ABMA:cAkAAAAAAAAE",
    "xgid": "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10",
    "fibs": "board:X:O:9999:0:0:0:2:0:0:0:0:-5:0:-3:0:0:0:5:-5:0:0:0:3:0:5:0:0:0:0:-2:0:-1:0:"
            "0:0:0:1:1:1:0:-1:-1:0:25:0:0:0:0:0:0:0:0",
}


@given(data=st.data())
@settings(max_examples=300, deadline=None, derandomize=True, database=None)
def test_mutated_standard_notations_read_or_refuse(data: st.DataObject) -> None:
    import tavli
    from tavli.model.errors import TavliError
    from tavli.notation.formats import position_from, position_to

    variant = tavli.load_variant("backgammon")
    fmt = data.draw(st.sampled_from(sorted(STANDARD)))
    text = data.draw(st.one_of(mutated(STANDARD[fmt]), st.text(max_size=80)))
    try:
        position = position_from(variant, text, fmt)
    except TavliError:
        return
    for side in (0, 1):  # where hit checkers leave the game, fewer
        kept = position.checkers_of(side)  # type: ignore[arg-type]
        assert kept == variant.checkers or (variant.hit_out and kept < variant.checkers)
    again = position_from(variant, position_to(variant, position, fmt), fmt)
    assert position_to(variant, again, fmt) == position_to(variant, position, fmt)
