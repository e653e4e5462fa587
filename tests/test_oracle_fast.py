"""The oracle's ``plays`` reply, written straight as JSON text for speed (issue 9), is the reply
the protocol's plain parts make: for each legal play its text (tavli.play_text) and the
position it leads to as ``describe`` gives it (its text in the request's notation, who acts
next, the cube, the match). Checked on positions of random games of every bundled variant, in
every notation the variant has, with and without a match and expanded play texts; and the
server writes exactly what ``json.dumps`` writes of ``handle``'s reply.
"""

from __future__ import annotations

import contextlib
import io
import json
import random
from typing import Any

import pytest

import tavli
from tavli.game.match import MatchState, crawford_rule_of
from tavli.game.play_text import play_text
from tavli.game.turn import legal_plays, start_turn
from tavli.notation.formats import formats_for, position_from, position_to
from tavli.players.bots import RandomBot
from tavli.players.driver import GameTooLongError, generate_game
from tavli.services import oracle

VARIANTS = sorted(tavli.bundled_variants())


def positions(variant: tavli.Variant, seed: int, count: int) -> list[tavli.Position]:
    """Positions of two random games, one with the cube in play, every kind of phase kept."""
    seen: dict[tavli.Position, None] = {}
    for rate in (0.0, 0.1):
        with contextlib.suppress(GameTooLongError):
            bots = (RandomBot(seed, double_rate=rate), RandomBot(seed + 1, double_rate=rate))
            for event in generate_game(variant, bots, seed=seed, max_actions=600):
                seen.setdefault(event.after, None)
    more = seed + 2  # a game random players lose in a few turns (a take left undone): more
    while len(seen) < count and more < seed + 40:
        with contextlib.suppress(GameTooLongError):
            for event in generate_game(variant, (RandomBot(more), RandomBot(more + 1)),
                                       seed=more, max_actions=600):
                seen.setdefault(event.after, None)
        more += 1
    found = list(seen)
    return random.Random(seed).sample(found, min(count, len(found)))


def plain_reply(variant: tavli.Variant, request: dict[str, Any]) -> dict[str, Any]:
    """The reply made the plain way: each play described as ``describe`` describes any
    position (its state worked out afresh, not taken from the oracle's caches)."""
    fmt = request["format"]
    position = position_from(variant, request["position"], fmt)
    if position.phase == "roll":
        position = start_turn(variant, position, tuple(request["dice"]))
    match = None
    if "match" in request:
        given = request["match"]
        match = MatchState.at(given["length"], tuple(given["score"]),
                              crawford=given["crawford"], crawford_rule=crawford_rule_of(variant))
    plays = []
    for play in legal_plays(variant, position):
        after = play.position
        text = oracle._position_text(variant, after, fmt, match)
        plays.append({"play": play_text(play, expanded=request.get("expanded", False)),
                      "position": text, "format": fmt,
                      **oracle._worked_out_state(variant, after, match)})
    return {"id": request["id"], "ok": True, "turn": variant.side_names[position.turn],
            "dice": list(position.dice), "plays": plays}


@pytest.mark.parametrize("name", VARIANTS)
def test_the_plays_reply_is_what_the_plain_parts_make(name: str) -> None:
    variant = tavli.load_variant(name)
    rng = random.Random(name)
    checked = 0
    for number, position in enumerate(positions(variant, rng.randrange(1 << 30), 40)):
        if position.phase not in ("roll", "play"):
            continue
        fmt = rng.choice(formats_for(variant))
        try:
            text = position_to(variant, position, fmt)
        except tavli.NotationError:  # checkers in hand, a chained turn: native only
            fmt, text = "native", position_to(variant, position, "native")
        request: dict[str, Any] = {"id": number, "cmd": "plays", "variant": name,
                                   "format": fmt, "position": text,
                                   "expanded": rng.random() < 0.3}
        if position.phase == "roll":
            request["dice"] = [rng.randint(1, variant.faces) for _ in range(variant.dice)]
        if variant.has_cube and rng.random() < 0.3:
            request["match"] = {"length": 5, "score": [rng.randint(0, 4), rng.randint(0, 4)],
                                "crawford": False}
        protocol = 2 if variant.sides > 2 else 1  # version 1 carries two sides
        reply = oracle.handle(request, protocol)
        if not reply["ok"]:  # a position a notation cannot carry, or a match it ends
            continue
        assert reply == plain_reply(variant, request), (name, request)
        out = io.StringIO()
        hello = b'{"cmd": "hello", "protocol": 2}\n' if protocol == 2 else b""
        oracle.serve(io.BytesIO(hello + json.dumps(request).encode() + b"\n"), out)
        assert out.getvalue().splitlines()[-1] == json.dumps(reply, ensure_ascii=True)
        checked += 1
    assert checked >= 10, name


def test_a_described_position_is_the_callers_own() -> None:
    # describe keeps what it worked out for positions alike; what it returns is a new reply
    variant = tavli.load_variant("race-gammon")
    rolled = start_turn(variant, tavli.starting_position(variant), (4, 4))
    first = oracle.describe(variant, rolled, "native")
    kept = json.loads(json.dumps(first))
    first["dice"].append(9)
    first["then"].clear()
    first["cube"] = 64
    assert oracle.describe(variant, rolled, "native") == kept


BAD_TEXTS = [  # each wrong in a way the native notation's reader explains
    "X 13:5 13:99 8:3 6:5 24:1 | O 24:2 13:5 8:3 6:5 | X to roll",   # named twice, then wrong
    "X 13:99 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll",              # a count too high
    "X 25:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll",          # no such point
    "X 24:2 13:5 8:3 6:5 | O 1:2 13:5 8:3 6:5 | X to roll",           # O's 1 is X's 24
    "X 24:2 13:5 8:3 6:5 hand:x | O 24:2 13:5 8:3 6:5 | X to roll",   # not an item
    "X 13:pinned 24:2 13:5 8:3 6:4 | O 24:2 13:5 8:3 6:5 | X to roll",  # no pins here
]


def test_a_position_is_read_the_same_whether_its_words_were_seen_before_or_not() -> None:
    from tavli.game import position_text as native

    variant = tavli.load_variant("backgammon")

    def outcome(text: str) -> str:
        try:
            return tavli.format_position(variant, native.parse_position(variant, text))
        except tavli.NotationError as error:
            return f"error: {error}"

    good = "X 24:2 13:5 8:3 6:5 | O 24:2 13:5 8:3 6:5 | X to roll"
    native._WORDS.clear()
    cold = [outcome(text) for text in [*BAD_TEXTS, good]]
    assert all(o.startswith("error: ") for o in cold[:-1]) and cold[-1] == good
    assert "names 13 twice" in cold[0]  # found at the second 13, before its count is read
    for text in [*BAD_TEXTS, good]:  # every good word of them read before
        outcome(text)
    assert [outcome(text) for text in [*BAD_TEXTS, good]] == cold


@pytest.mark.parametrize("fmt", ["native", "gnubg", "xgid", "fibs"])
def test_the_kernel_writes_backgammons_plays_reply(fmt: str) -> None:
    """Where the kernel serves (a game it plays, in a notation it writes), it writes the
    items itself, the same bytes the Python writer makes (the kernel's path is not left
    untried behind a fallback)."""
    from tavli.game import engine
    from tavli.services.oracle_plays import kernel_items, play_items

    if not engine.active():
        pytest.skip("the compiled kernel is not built")
    variant = tavli.load_variant("backgammon")
    for position in positions(variant, 7, 12):
        if position.phase != "roll":
            continue
        rolled = start_turn(variant, position, (6, 4))
        found = legal_plays(variant, rolled)
        args = (lambda after: oracle._position_text(variant, after, fmt, None),
                lambda after: oracle._state_text(variant, after, fmt, None))
        fast = kernel_items(variant, found, fmt, False, *args)
        assert fast is not None
        engine.use_reference(True)
        try:
            slow = play_items(variant, rolled, legal_plays(variant, rolled), fmt, False, *args)
        finally:
            engine.use_reference(False)
        assert fast == slow
